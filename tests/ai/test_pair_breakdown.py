"""The pair breakdown benchmark plays the arena's very pairs and splits their margins honestly."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.registry import make_player
from piquet_desktop.arena.pairs import pair_seed, play_mirrored_deal_pair
from piquet_desktop.arena.statistics import DealPairSummary
from piquet_desktop.benchmarks.pair_breakdown import (
    PARTS,
    main,
    part_of,
    play_pair,
    with_settings,
)
from piquet_desktop.engine.rules import RUBICON


def test_a_player_against_itself_breaks_every_pair_even() -> None:
    for index in range(4):
        pair = play_pair(("greedy", "greedy"), 5, index, RUBICON)
        assert pair.margin == 0 and set(pair.parts.values()) == {0}
        assert pair.same_exchange == (True, True)


@pytest.mark.parametrize("index", range(6))
def test_the_parts_add_up_to_the_arena_s_margin(index: int) -> None:
    names = ("novice", "greedy")
    pair = play_pair(names, 7, index, RUBICON)
    arena = play_mirrored_deal_pair(RUBICON, make_player, names, pair_seed(7, *names, index), index)
    assert pair.margin == arena.margin == sum(pair.parts.values())
    assert set(pair.parts) == set(PARTS)


def test_exchanging_by_greedy_makes_the_exchanges_match() -> None:
    pairs = [play_pair(("casual", "greedy"), 3, i, RUBICON) for i in range(8)]
    handicapped = [
        play_pair(("casual", "greedy"), 3, i, RUBICON, exchange_by_greedy=True) for i in range(8)
    ]
    assert any(p.same_exchange != (True, True) for p in pairs)
    assert all(p.same_exchange == (True, True) for p in handicapped)


def test_events_fall_into_their_parts() -> None:
    assert [part_of(k) for k in ("point", "set", "carte_blanche")] == ["hand"] * 3
    assert [part_of(k) for k in ("pique", "repique")] == ["bonus"] * 2
    assert [part_of(k) for k in ("lead", "trick", "cards", "capot", "last_trick")] == ["play"] * 5


def test_a_tie_counts_half_as_in_the_arena() -> None:
    assert DealPairSummary.of_margins([3, 0, -2, 5]).share == pytest.approx(2.5 / 4)


def test_a_clairvoyant_run_reports_the_pairs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "novice,greedy", "--deal-pairs", "3", "--a-clairvoyant-play"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("novice vs greedy: 3 deal pairs")
    assert "parts per pair: hand" in out


def test_bad_players_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--players", "novice,wizard"])
    assert exit_info.value.code == 2
    assert "unknown player 'wizard'" in capsys.readouterr().err


def test_a_level_s_settings_can_be_changed_for_a_variant() -> None:
    master = make_player("master")
    variant = with_settings(master, ["exchange.natural_weight=1.5", "plays_to_score=False"])
    assert isinstance(variant, LevelPlayer) and isinstance(master, LevelPlayer)
    assert variant.settings.exchange.natural_weight == 1.5
    assert not variant.settings.plays_to_score
    assert variant.settings.play == master.settings.play


@pytest.mark.parametrize(
    ("player", "overrides", "message"),
    [
        ("master", ["exchange.bogus=1"], "no field 'bogus'"),
        ("master", ["play.worlds"], "FIELD=VALUE"),
        ("master", ["play.worlds=lots"], "not a Python literal"),
        ("greedy", ["play.worlds=3"], "baseline"),
    ],
)
def test_a_wrong_setting_says_what_is_wrong(
    player: str, overrides: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        with_settings(make_player(player), overrides)
