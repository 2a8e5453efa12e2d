"""``piquet-advise`` and the advice behind it: legal recommendations, values, the seat's view only,
and bad arguments exiting 2 with one clear line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import assert_usage_error

from piquet_desktop.ai.advice import (
    advise,
    declarations_net,
    parse_hand,
    position_for_hand,
)
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.evaluation import hand_facts
from piquet_desktop.ai.player import Table
from piquet_desktop.cli.advise import main
from piquet_desktop.engine.actions import action_from_json
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

HAND = "AS KS 10S 8S AH 9H 7H QD JD 8C 7C 9C"
FAST = ("--level", "greedy", "--worlds", "8")


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(("role", "most"), [("elder", 5), ("younger", 3)])
def test_exchange_json_names_a_legal_discard_and_alternatives(
    capsys: pytest.CaptureFixture[str], role: str, most: int
) -> None:
    data = _json(capsys, "exchange", "--role", role, "--hand", HAND, *FAST)
    hand = set(parse_cards(HAND))
    discard = parse_cards(" ".join(data["discard"]))
    assert set(discard) <= hand and 1 <= len(discard) <= most
    assert data["take"] == len(discard) and data["leave"] == most - len(discard)
    alternatives = data["alternatives"]
    assert 2 <= len(alternatives) <= 5
    assert len({tuple(a["discard"]) for a in alternatives}) == len(alternatives)
    for alt in alternatives:
        cards = parse_cards(" ".join(alt["discard"]))
        assert set(cards) <= hand and 1 <= len(cards) <= most
        assert isinstance(alt["value"], float | int)
        assert set(alt["improve"]) == {"point", "sequence", "set"}
        assert all(0 <= p <= 1 for p in alt["improve"].values())
    assert any(alt["discard"] == data["discard"] for alt in alternatives)
    values = [a["value"] for a in alternatives if a["solved"]]
    assert values == sorted(values, reverse=True)
    assert data["sentence"].startswith("Discard ")


def test_the_text_advice_shows_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["exchange", "--role", "elder", "--hand", HAND, "--score", "80,40", "--deal", "5"]
    assert main([*args, *FAST]) == 0
    out = capsys.readouterr().out
    assert "Advice for seat 0 (exchange, greedy)" in out
    assert "->" in out and "point" in out and "sampled talons" in out


def _record_at(tmp_path: Path, phase: str, tricks: int = 0) -> Path:
    table = Table.new(RUBICON, (GreedyPlayer(), GreedyPlayer()), 21)
    table.play_deal()
    while True:
        deal = table.state.deal
        if deal is not None and deal.phase == phase and len(deal.tricks) == tricks:
            break
        table.step()
    record = PartieRecord.from_state(
        table.state, (PlayerInfo("Ann", "human"), PlayerInfo("Bob", "ai", "greedy")), 21
    )
    path = tmp_path / f"{phase}.piquet.json"
    save_record(record, path)
    return path


@pytest.mark.parametrize(("phase", "tricks"), [("play", 0), ("play", 5), ("elder_discard", 0)])
def test_advise_play_on_a_record_recommends_a_legal_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], phase: str, tricks: int
) -> None:
    path = _record_at(tmp_path, phase, tricks)
    data = _json(capsys, "play", str(path), *FAST)
    _, state = load_record(path)
    decision = decision_for(state)
    assert data["seat"] == decision.seat
    assert decision.is_legal(action_from_json(data["recommended"]))
    for alt in data["alternatives"]:
        assert decision.is_legal(action_from_json(alt["action"]))
        assert alt["value"] is not None
    if phase == "play":
        assert data["kind"] == "play" and data["sentence"].startswith("Play the ")
        assert 1 <= data["worlds"] <= 8
    else:
        assert data["kind"] == "exchange" and "discard" in data


def test_advice_uses_only_the_seat_s_view() -> None:
    """Two deals that differ only in what seat 0 cannot see get the very same advice."""
    hand = parse_hand(HAND, RUBICON)
    one = position_for_hand(RUBICON, hand, "elder", seed=1, level="greedy")
    two = position_for_hand(RUBICON, hand, "elder", seed=2, level="greedy")
    assert one.deal is not None and two.deal is not None
    assert one.deal.hands[1] != two.deal.hands[1]  # the opponents hold different cards
    advice = [
        advise(view(s, 0), decision_for(s), level="greedy", seed=5, worlds=8) for s in (one, two)
    ]
    assert advice[0].to_json() == advice[1].to_json()


def test_a_typed_hand_builds_the_deal_and_the_score() -> None:
    hand = parse_hand(HAND, RUBICON)
    state = position_for_hand(
        RUBICON, hand, "younger", score=(120, 95), deal_number=6, level="greedy"
    )
    v = view(state, 0)
    assert v.dealt == hand and v.role == "younger" and v.deal_phase == "younger_discard"
    assert v.totals == (120, 95) and v.deal_number == 6
    assert v.took[1] is not None  # elder has exchanged


def test_declarations_are_reckoned_with_repique() -> None:
    # point of five, quint and quatorze: 5 + 15 + 14 = 34, and 60 for the repique
    mine = hand_facts(mask_of(parse_cards("AS KS QS JS 10S AH AD AC 7H 8D 7D 8C")))
    theirs = hand_facts(mask_of(parse_cards("KH QH JH 10H 9H 8H KD QD JD 10D 9S 8S")))
    assert declarations_net(mine, hand_facts(0)) == 34 + 60
    # a point of six, a sixième and a quart beat them (26, short of 30); the quatorze still counts
    assert declarations_net(mine, theirs) == 14 - (6 + 16 + 4)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["exchange", "--role", "elder", "--hand", HAND.replace("9C", "ZZ")], "'ZZ' is not a card"),
        (["exchange", "--role", "elder", "--hand", HAND[3:]], "a hand has 12 cards, not 11"),
        (["exchange", "--role", "elder", "--hand", HAND.replace("9C", "AS")], "listed twice"),
        (["exchange", "--role", "elder", "--hand", HAND.replace("9C", "6C")], "32-card pack"),
        (["exchange", "--role", "dealer", "--hand", HAND], "invalid choice"),
        (["exchange", "--role", "elder", "--hand", HAND, "--score", "12"], "--score expects"),
        (["exchange", "--role", "elder", "--hand", HAND, "--deal", "9"], "has no deal 9"),
        (["exchange", "--role", "elder", "--hand", HAND, "--level", "wizard"], "unknown player"),
        (["exchange", "--role", "elder", "--hand", HAND, "--worlds", "0"], "at least 1"),
        (["exchange", "--role", "elder"], "--hand"),
        (["play", "/nonexistent/partie.piquet.json"], "cannot use"),
        (["deal"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert_usage_error(main, args, message, capsys)


def test_a_finished_partie_has_no_advice(capsys: pytest.CaptureFixture[str]) -> None:
    golden = Path(__file__).resolve().parent.parent / "data" / "golden_rubicon.piquet.json"
    assert main(["play", str(golden)]) == 2
    assert "no player is to act" in capsys.readouterr().err
