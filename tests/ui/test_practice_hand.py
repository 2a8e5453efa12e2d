"""The practice window's row of cards: spread out when it has room, a third hidden when not."""

from __future__ import annotations

import itertools

from pytestqt.qtbot import QtBot

from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.hand import PracticeHand


def _hand(qtbot: QtBot, width: int, cards: str) -> PracticeHand:
    hand = PracticeHand(CardImages(), markable=False)
    qtbot.addWidget(hand)
    hand.resize(width, 200)
    hand.set_hand(mask_of(parse_cards(cards)))
    return hand


def _rects(hand: PracticeHand) -> list[tuple[float, float]]:
    return [(r.left(), r.right()) for r in hand._card_rects()]


def test_a_few_cards_in_a_wide_row_lie_side_by_side(qtbot: QtBot) -> None:
    rects = _rects(_hand(qtbot, 900, "AS KS TH"))
    for (_, right), (left, _) in itertools.pairwise(rects):
        assert left > right  # a gap: nothing of a card hidden


def test_twelve_cards_in_a_narrow_row_overlap_by_a_third(qtbot: QtBot) -> None:
    rects = _rects(_hand(qtbot, 500, "AS KS QS JS TS 9S AH KH QH JH TH 9H"))
    widths = {round(right - left) for left, right in rects}
    (width,) = widths
    steps = {round(b[0] - a[0]) for a, b in itertools.pairwise(rects)}
    assert steps == {round(width * 2 / 3)}
