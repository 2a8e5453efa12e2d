"""The deep exchange benchmark judges discards by the engine's scores and the exact play, and
its regrets mean what the report says."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai import parallel
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.benchmarks import exchange_regret as er
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view


@pytest.fixture(autouse=True)
def _no_worker_processes() -> None:
    parallel.set_workers(0)


def test_the_solver_shortcut_scores_as_the_engine_playing_the_deal_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where no pique is possible the value is the engine's hand scores plus the solver's play
    value; playing the twelve tricks through the engine gives the very same number."""
    state = er.exchange_state(3, "elder", RUBICON)
    assert state is not None
    seat_view, decision = view(state, 0), decision_for(state)
    assert decision.exchange_range is not None
    discards = er.alternatives(decision.hand, *decision.exchange_range, True)[:3]
    for world in sample_worlds(seat_view, 4, random.Random(1)):
        base = er._world_start(state, seat_view, world, "elder")
        assert base is not None
        shortcut = [er.deal_value(base, d, 0) for d in discards]
        with monkeypatch.context() as m:
            m.setattr(er, "_pique_possible", lambda s: True)
            played = [er.deal_value(base, d, 0) for d in discards]
        assert shortcut == played


@pytest.mark.parametrize("role", er.ROLES)
def test_a_level_judged_against_itself_has_no_paired_difference(role: str) -> None:
    job = er.Job(5, role, ("casual", "casual"), 6, 3, RUBICON)
    row = er.judge(job)
    assert row is not None
    assert row.regrets["casual"] >= 0.0
    assert row.worlds == 6 and row.judged >= 2
    text = er.report([row], ["casual", "casual"])
    assert "+0.00 (+0.00 .. +0.00) over 1 exchanges, same discard in 1" in text


def test_the_greedy_discard_is_judged_and_a_regret_is_the_gap_to_the_deep_best() -> None:
    row = er.judge(er.Job(7, "elder", ("greedy", "casual"), 8, 3, RUBICON))
    assert row is not None
    assert row.regrets["greedy"] >= 0.0 and row.regrets["casual"] >= 0.0
    assert min(row.regrets.values()) >= 0.0
    if row.chosen["greedy"] == row.best:
        assert row.regrets["greedy"] == 0.0


def test_a_level_variant_is_named_with_its_changed_settings() -> None:
    variant = er.make_level("master@exchange.opponent='sensible'")
    assert variant.settings.exchange.opponent == "sensible"  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="no field"):
        er.make_level("master@exchange.bogus=1")


def test_the_command_line_prints_a_row_per_role_and_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert er.main(["--levels", "casual", "--deals", "2", "--worlds", "4", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "| casual | elder | " in out and "| casual | younger | " in out


def test_a_case_study_deals_the_level_its_hand_and_shuffles_the_rest() -> None:
    hand = mask_of(parse_cards("AD KD QD JD 10D 9D 8D 7D QS JH 9C 7C"))
    for role in ("elder", "younger"):
        tables = [er.exchange_state(seed, role, RUBICON, hand) for seed in (1, 2)]
        seat = er.LEVEL_SEAT[role]
        dealt = []
        for state in tables:
            assert state is not None and state.deal is not None
            dealt.append(state.deal.dealt[1 - seat])
            assert state.deal.dealt[seat] == hand
        assert dealt[0] != dealt[1]


def test_a_case_study_refuses_a_hand_that_is_not_twelve_cards_of_the_pack(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for text in ("AD KD", "AD KD QD JD 10D 9D 8D 7D QS JH 9C 6C", "AD KD XX"):
        with pytest.raises(SystemExit):
            er.main(["--hand", text, "--deals", "1"])
        assert "--hand" in capsys.readouterr().err


def test_the_confirmation_values_the_choices_again_on_fresh_worlds_and_brackets_the_regret() -> (
    None
):
    plain = er.judge(er.Job(7, "elder", ("greedy", "casual"), 8, 3, RUBICON))
    row = er.judge(er.Job(7, "elder", ("greedy", "casual"), 8, 3, RUBICON, confirm=6))
    assert plain is not None and row is not None
    assert row.regrets == plain.regrets  # the first worlds are the same
    for name in ("greedy", "casual"):
        assert row.confirmed[name] >= 0.0
        assert row.confirmed[name] >= row.held_out[name]
        if row.chosen[name] == row.best:
            assert row.held_out[name] == 0.0
    assert "confirmed casual elder" in er.report([row], ["greedy", "casual"])
    assert "confirmed" not in er.report([plain], ["greedy", "casual"])


def test_differing_leaves_an_exchange_of_one_discard_unjudged_and_its_paired_difference_zero() -> (
    None
):
    row = er.judge(er.Job(5, "elder", ("casual", "casual"), 6, 3, RUBICON, differing=True))
    assert row is not None and row.worlds == 0 and not row.regrets
    text = er.report([row], ["casual", "casual"])
    assert "+0.00 (+0.00 .. +0.00) over 1 exchanges, same discard in 1" in text
