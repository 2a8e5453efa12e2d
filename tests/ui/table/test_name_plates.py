"""The name plates' score line stays on the plate (at 1024x700, and at every
size since the plate and its text scale together, "This deal 100 · Partie 109" must not run past
the plate's right edge), and both plates' lines are one size."""

from __future__ import annotations

from helpers import play_random
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSimpleTextItem

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.ui.table.plates import Decorations, NamePlate

ROOM = NamePlate.WIDTH - 16  # the right margin the role keeps too


def _right_edge(plate: NamePlate) -> float:
    """Where the score line ends, in the plate's coordinates."""
    detail = plate.texts()[2]
    line = next(
        item
        for item in plate.childItems()
        if isinstance(item, QGraphicsSimpleTextItem) and item.text() == detail
    )
    return line.mapRectToParent(line.boundingRect()).right()


def test_a_three_digit_score_line_stays_on_the_plate(qapp: QApplication) -> None:
    plate = NamePlate()
    for detail in (
        "This deal 12  ·  Partie 99",
        "This deal 100  ·  Partie 109",
        "Cette donne 100  ·  Partie 109",
        "x" * 90,  # a translation gone wrong is cut, not drawn off the plate
    ):
        plate.set_texts("You", "elder", detail)
        assert _right_edge(plate) <= ROOM, detail
        assert plate.detail_pixels() >= NamePlate.DETAIL_LEAST_PIXELS
    plate.set_texts("You", "elder", "This deal 3  ·  Partie 12")
    assert plate.detail_pixels() == NamePlate.DETAIL_PIXELS  # a short line keeps its size


def test_both_plates_score_lines_are_one_size(qapp: QApplication) -> None:
    state = play_random(RuleSet(), 2, until=lambda s: view(s, 0).running_score(0) >= 100)
    v = view(state, 0)
    assert v.running_score(0) >= 100 > v.running_score(1) or v.running_score(1) >= 100
    decorations = Decorations(QGraphicsScene())
    decorations.show_plates(v, ("You", "Computer"))
    mine, theirs = decorations.plates()
    assert mine.detail_pixels() == theirs.detail_pixels() < NamePlate.DETAIL_PIXELS
    assert _right_edge(mine) <= ROOM and _right_edge(theirs) <= ROOM


def test_the_opponents_plate_names_his_level_on_a_line_of_its_own(qapp: QApplication) -> None:
    state = play_random(RuleSet(), 3, until=lambda s: s.deal is not None)
    decorations = Decorations(QGraphicsScene())
    decorations.set_levels(("", "Master"))
    decorations.show_plates(view(state, 0), ("You", "Computer"))
    mine, theirs = decorations.plates()
    assert (mine.level(), theirs.level()) == ("", "Master")
    assert theirs.texts()[0] == "Computer"  # the name stays the name
    assert theirs.height() == NamePlate.HEIGHT + NamePlate.LEVEL_HEIGHT == mine.height() + 26
    assert theirs.detail_rect().top() > NamePlate.HEIGHT / 2 + 26  # the score line below it
    decorations.set_levels(("", ""))
    decorations.show_plates(view(state, 0), ("You", "Ann"))  # a replay of two people
    assert theirs.level() == "" and theirs.height() == NamePlate.HEIGHT
