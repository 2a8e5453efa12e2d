"""The rule set: every option of RULES.md, its presets, and its JSON form."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from piquet_desktop.engine.rules import (
    AU_CENT,
    PRESETS,
    RUBICON,
    THIRTY_SIX,
    RuleSet,
    option_choices,
    preset,
)


def test_the_default_is_rubicon_piquet_as_cavendish_gives_it() -> None:
    r = RuleSet()
    assert r == RUBICON
    assert (r.deck, r.cut, r.deal_by) == (32, "higher_deals", 2)
    assert r.younger_must_exchange is True
    assert (r.trick_points, r.last_trick_bonus, r.cards_count_for_pique) == ("standard", 1, False)
    assert (r.partie, r.rubicon_deals) == ("rubicon", 6)
    assert (r.talon_size, r.elder_max) == (8, 5)


def test_good_against_the_cards_is_on_in_rubicon_and_off_in_the_au_cent_presets() -> None:
    # Laws 48-49 let a call good against the cards reckon all that is held; the au cent laws
    # (and so the thirty-six card game, played au cent) reckon only what was called.
    assert RUBICON.good_against_the_cards is True
    assert AU_CENT.good_against_the_cards is False
    assert THIRTY_SIX.good_against_the_cards is False


def test_a_rule_set_written_before_good_against_the_cards_existed_reads_it_as_off() -> None:
    old = {k: v for k, v in RUBICON.to_json().items() if k != "good_against_the_cards"}
    assert RuleSet.from_json(old) == replace(RUBICON, good_against_the_cards=False)
    assert RuleSet.from_json(RUBICON.to_json()) == RUBICON


def test_au_cent_preset_lower_cut_deals_younger_need_not_exchange() -> None:
    assert AU_CENT.partie == "au_cent"
    assert AU_CENT.cut == "lower_deals"
    assert AU_CENT.younger_must_exchange is False
    assert AU_CENT.deck == 32
    assert AU_CENT.au_cent_target == 100


def test_only_the_four_deal_rubicon_counts_deals_double_its_first_and_last() -> None:
    four = RuleSet(rubicon_deals=4)
    assert [four.deal_multiplier(n) for n in range(1, 7)] == [2, 1, 1, 2, 1, 1]
    for rules in (RUBICON, AU_CENT, THIRTY_SIX, replace(AU_CENT, rubicon_deals=4)):
        assert {rules.deal_multiplier(n) for n in range(1, 9)} == {1}


def test_thirty_six_preset_is_au_cent_with_36_cards_talon_12_elder_up_to_7() -> None:
    assert THIRTY_SIX.deck == 36
    assert (THIRTY_SIX.talon_size, THIRTY_SIX.elder_max) == (12, 7)
    assert THIRTY_SIX.partie == "au_cent"
    assert replace(THIRTY_SIX, deck=32) == AU_CENT


def test_presets_are_named() -> None:
    assert preset("rubicon") is RUBICON
    assert preset("au-cent") is AU_CENT
    assert preset("thirty-six") is THIRTY_SIX
    assert set(PRESETS) == {"rubicon", "au-cent", "thirty-six"}
    with pytest.raises(ValueError, match="unknown preset"):
        preset("whist")


def test_every_option_is_listed_with_its_default_first() -> None:
    choices = option_choices()
    default = RuleSet()
    for name, allowed in choices.items():
        assert allowed[0] == getattr(default, name)
    assert choices["deck"] == (32, 36)
    assert choices["deal_by"] == (2, 3)
    assert choices["last_trick_bonus"] == (1, 10)
    assert choices["rubicon_deals"] == (6, 4)


@pytest.mark.parametrize(
    "rules",
    [
        RUBICON,
        AU_CENT,
        THIRTY_SIX,
        RuleSet(trick_points="tens_only"),
        replace(RUBICON, good_against_the_cards=False),
        replace(AU_CENT, good_against_the_cards=True),
    ],
)
def test_a_rule_set_round_trips_through_json(rules: RuleSet) -> None:
    text = json.dumps(rules.to_json())
    assert RuleSet.from_json(json.loads(text)) == rules


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"deck": 52}, "deck"),
        ({"deal_by": 4}, "deal_by"),
        ({"younger_must_exchange": 1}, "younger_must_exchange"),
        ({"last_trick_bonus": True}, "last_trick_bonus"),
        ({"trumps": "hearts"}, "unknown rule option"),
        ([], "JSON object"),
    ],
)
def test_bad_rule_sets_are_refused_naming_the_field(data: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RuleSet.from_json(data)


def test_options_are_set_from_their_command_line_spelling() -> None:
    r = RUBICON.with_option("deck", "36").with_option("cards_count_for_pique", "True")
    assert r.deck == 36 and r.cards_count_for_pique is True
    assert RUBICON.with_option("trick_points", "TENS_ONLY").trick_points == "tens_only"
    with pytest.raises(ValueError, match="must be one of"):
        RUBICON.with_option("deck", "40")
    with pytest.raises(ValueError, match="unknown rule option"):
        RUBICON.with_option("trump", "hearts")


def test_a_rule_set_is_frozen() -> None:
    with pytest.raises(AttributeError):
        RUBICON.deck = 36  # type: ignore[misc]
