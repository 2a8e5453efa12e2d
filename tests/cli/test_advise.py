"""``piquet-advise`` and the advice behind it: legal recommendations, values, the seat's view only,
and bad arguments exiting 2 with one clear line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import assert_usage_error

from piquet_desktop.ai import parallel
from piquet_desktop.ai.advice import (
    STATIC,
    advise,
    level_generator,
    parse_hand,
    position_for_hand,
)
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.exchange import weigh_exchange
from piquet_desktop.ai.levels import LevelPlayer, deal_points
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.registry import make_player
from piquet_desktop.cli.advise import main
from piquet_desktop.engine.actions import Discard, action_from_json
from piquet_desktop.engine.cards import parse_cards
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import AU_CENT, RUBICON, RuleSet
from piquet_desktop.engine.view import view

HAND = "AS KS 10S 8S AH 9H 7H QD JD 8C 7C 9C"
FAST = ("--level", "greedy", "--worlds", "8")
CLUB = ("--level", "club", "--worlds", "8")  # the cheapest level that samples its exchange


@pytest.fixture(autouse=True)
def _in_process() -> None:
    parallel.set_workers(0)


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(("role", "most"), [("elder", 5), ("younger", 3)])
def test_exchange_json_names_a_legal_discard_and_the_level_s_valued_alternatives(
    capsys: pytest.CaptureFixture[str], role: str, most: int
) -> None:
    data = _json(capsys, "exchange", "--role", role, "--hand", HAND, *CLUB)
    hand = set(parse_cards(HAND))
    discard = parse_cards(" ".join(data["discard"]))
    assert set(discard) <= hand and 1 <= len(discard) <= most
    assert data["take"] == len(discard) and data["leave"] == most - len(discard)
    assert data["objective"] == "deal"  # club plays each deal for its points
    assert data["worlds"] == 24 + 48 and data["talons"] == 8
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
    final = [a["value"] for a in alternatives if a["worlds"] == data["worlds"]]
    assert final and final == sorted(final, reverse=True)  # the level's own order
    assert data["sentence"].startswith("Discard ") and "points over the deal" in data["sentence"]


@pytest.mark.parametrize(
    ("level", "role", "rules"),
    [
        ("novice", "elder", RUBICON),
        ("casual", "younger", RUBICON),
        ("club", "elder", RUBICON),
        ("club", "younger", RUBICON),
        ("expert", "younger", RUBICON),
        ("master", "elder", RUBICON),
        ("expert", "elder", AU_CENT),
    ],
)
def test_the_exchange_advice_is_the_level_s_own_discard_with_its_values(
    level: str, role: str, rules: RuleSet
) -> None:
    state = position_for_hand(rules, parse_hand(HAND, rules), role, seed=4, level=level)
    v, d = view(state, 0), decision_for(state)
    advice = advise(v, d, level=level, seed=6, worlds=8)
    player = make_player(level)
    assert isinstance(player, LevelPlayer)

    assert advice.recommended == player.choose(v, d, level_generator(6))
    weighed = player.exchange(v, d, level_generator(6))
    values = {c.discard: (c.value, c.worlds, c.solved) for c in weighed.candidates}
    listed = [a for a in advice.alternatives if isinstance(a.action, Discard)]
    assert len(listed) == len(advice.alternatives) >= 2
    for a in listed:
        assert (a.value, a.worlds, a.solved) == values[a.action.cards]
    # in the level's order; the recommendation last when it is not among its best
    top = [c.discard for c in weighed.candidates[: len(listed)]]
    shown = [a.action.cards for a in listed]
    assert shown == top or (shown[:-1] == top[:-1] and Discard(shown[-1]) == advice.recommended)
    assert advice.worlds == weighed.worlds
    expected = "static" if level in ("novice", "casual") else player.objective(v)
    assert advice.objective == expected
    assert expected != "margin" or "expected to end the partie" in advice.sentence
    assert expected != "win" or "chance of winning the partie" in advice.sentence


def test_a_baseline_s_discard_is_shown_with_the_static_judgement_s_values() -> None:
    state = position_for_hand(RUBICON, parse_hand(HAND, RUBICON), "elder", seed=4)
    v, d = view(state, 0), decision_for(state)
    assert d.exchange_range is not None
    advice = advise(v, d, level="greedy", seed=2, worlds=8)

    assert advice.recommended == GreedyPlayer().choose(v, d, level_generator(2))
    static = weigh_exchange(v, d.hand, d.exchange_range, STATIC, level_generator(2), deal_points)
    values = {c.discard: c.value for c in static.candidates}
    assert advice.objective == "static" and advice.worlds == 0
    for a in advice.alternatives:
        assert isinstance(a.action, Discard) and a.value == values[a.action.cards]
    assert [a.action.cards for a in advice.alternatives[:4]] == [
        c.discard for c in static.candidates[:4]
    ]


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
    path = tmp_path / f"{phase}.piquet"
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
        (["play", "/nonexistent/partie.piquet"], "cannot use"),
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
