"""A line said at the table tells the opponent what its words say and nothing more: the speech
is part of his view, so the structure the window reads it by must hold no card or suit."""

from __future__ import annotations

from helpers import play_random

from piquet_desktop.engine.rules import PRESETS


def test_a_call_in_the_speech_holds_neither_cards_nor_suit() -> None:
    calls = 0
    for name, rules in PRESETS.items():
        for seed in range(12):
            state = play_random(
                rules, seed, until=lambda s: s.deal is not None and s.deal.phase == "play"
            )
            deal = state.deal
            assert deal is not None, name
            for line in deal.speech:
                if line.combination is None:
                    continue
                calls += 1
                assert line.combination.cards == 0 and line.combination.suit == -1, line
                if line.phrase == "call" and line.combination.category != "set":
                    assert line.combination.key[1] == 0, line  # "Point of five." says no value
    assert calls > 20
