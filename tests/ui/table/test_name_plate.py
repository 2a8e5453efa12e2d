"""The name plate keeps its score line inside itself, whatever the language and the score."""

from __future__ import annotations

import pytest

from piquet_desktop.ui.table.plates import NamePlate


@pytest.mark.parametrize(
    "detail",
    ["This deal 9  ·  Partie 9", "Cette donne 10  ·  Partie 10", "Cette donne 105  ·  Partie 215"],
)
def test_the_score_line_stays_inside_the_plate(qapp: object, detail: str) -> None:
    plate = NamePlate()
    plate.set_texts("Ordinateur", "dernier", detail)
    line = plate.detail_rect()
    assert line.right() <= NamePlate.WIDTH - 16
    assert plate.texts()[2] == detail  # said whole, not cut


def test_a_short_score_line_keeps_its_size(qapp: object) -> None:
    plate = NamePlate()
    plate.set_texts("You", "elder", "This deal 9  ·  Partie 9")
    assert plate.detail_pixels() == NamePlate.DETAIL_PIXELS
