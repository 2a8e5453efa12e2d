"""A score's words are made from the event's values, never from its English ``reason``: rewording
an engine reason (the records' data) cannot change what the window says, in either language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_desktop.engine import deal as deal_module
from piquet_desktop.engine.rules import PRESETS
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.words.piquet_words import event_text
from tests.helpers import play_random

RULE_SETS = {
    "rubicon": PRESETS["rubicon"],
    "cards for pique": replace(PRESETS["rubicon"], cards_count_for_pique=True),
    "au cent": PRESETS["au-cent"],
}


def _events(seeds: range) -> list[ScoreEvent]:
    events: list[ScoreEvent] = []
    for rules in RULE_SETS.values():
        for seed in seeds:
            for result in play_random(rules, seed).results:
                events.extend(result.events)
    return events


def _every_kind(events: list[ScoreEvent]) -> set[tuple[str, bool]]:
    return {(e.kind, e.cards_in_play) for e in events}


def _check_rewording_changes_nothing() -> None:
    events = _events(range(6))
    assert {("lead", False), ("trick", False), ("cards", True), ("cards", False)} <= _every_kind(
        events
    )
    for event in events:
        reworded = event._replace(reason="Something the engine says differently now: 7D")
        assert event_text(reworded) == event_text(event), event


def test_rewording_a_reason_leaves_the_english_words_unchanged() -> None:
    _check_rewording_changes_nothing()


def test_rewording_a_reason_leaves_the_french_words_unchanged(french: None) -> None:
    _check_rewording_changes_nothing()


def test_the_engine_rewording_its_play_reasons_leaves_the_french_unchanged(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = [event_text(e) for e in _events(range(2)) if e.kind in ("lead", "trick")]
    reworded = tuple(
        tuple(e._replace(reason=f"Played card {e.card}") for e in seat)
        for seat in deal_module._LEAD_EVENTS
    )
    monkeypatch.setattr(deal_module, "_LEAD_EVENTS", reworded)
    monkeypatch.setattr(
        deal_module,
        "_TRICK_EVENTS",
        tuple(
            tuple(e._replace(reason="Took it") for e in seat) for seat in deal_module._TRICK_EVENTS
        ),
    )
    after_events = [e for e in _events(range(2)) if e.kind in ("lead", "trick")]
    assert all(e.reason.startswith(("Played card", "Took it")) for e in after_events)
    assert [event_text(e) for e in after_events] == before
    assert before and all(("♠" in t or "♥" in t or "♦" in t or "♣" in t) for t in before)


def test_the_capot_of_forty_in_all_and_the_seventh_trick_are_said_from_their_fields(
    french: None,
) -> None:
    capot = ScoreEvent(0, 30, "capot", "reworded", False, cards_in_play=True)
    cards = ScoreEvent(0, 10, "cards", "reworded", cards_in_play=True)
    assert event_text(capot) == event_text(
        capot._replace(reason="Capot (40 in all with the cards)")
    )
    assert event_text(capot) != event_text(ScoreEvent(0, 40, "capot", "Capot", False))
    assert event_text(cards) != event_text(ScoreEvent(0, 10, "cards", "The cards", False))
