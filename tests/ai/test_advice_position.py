"""The advice's made-up position has the deals a Rubicon partie really has: its length is the
engine's own (``planned_deals``, Law 71's two more deals after a tie), not a second reading."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.advice import parse_hand, position_for_hand
from piquet_desktop.engine.partie import planned_deals
from piquet_desktop.engine.rules import PRESETS

RUBICON = PRESETS["rubicon"]
HAND = parse_hand("AS KS QS JS AH KH QH AD KD AC KC QC", RUBICON)


@pytest.mark.parametrize(
    ("deal_number", "score"),
    [(6, (40, 80)), (7, (90, 90)), (8, (90, 130)), (8, (90, 90))],
)
def test_every_deal_the_partie_plays_can_be_advised(
    deal_number: int, score: tuple[int, int]
) -> None:
    assert deal_number <= planned_deals(RUBICON, deal_number - 1, score)
    state = position_for_hand(RUBICON, HAND, "elder", score=score, deal_number=deal_number)
    assert state.deal_number == deal_number


@pytest.mark.parametrize(("deal_number", "score"), [(7, (90, 130)), (9, (90, 90))])
def test_a_deal_the_partie_never_reaches_is_refused(
    deal_number: int, score: tuple[int, int]
) -> None:
    with pytest.raises(ValueError, match=f"no deal {deal_number}"):
        position_for_hand(RUBICON, HAND, "elder", score=score, deal_number=deal_number)
