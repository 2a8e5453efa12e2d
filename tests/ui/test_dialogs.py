"""The dialogs: new partie, deal summary, preferences, rules and about, each on its own."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import play_random
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from piquet_desktop import __version__
from piquet_desktop.ai.registry import LEVELS, PLAYERS
from piquet_desktop.controller.settings import AppSettings, NewPartieChoices
from piquet_desktop.engine.cards import parse_card
from piquet_desktop.engine.partie import DealResult, rubicon_result
from piquet_desktop.engine.rules import (
    AU_CENT,
    PRESETS,
    RUBICON,
    THIRTY_SIX,
    RuleSet,
    option_choices,
)
from piquet_desktop.engine.scoring import ScoreEvent, totals_of
from piquet_desktop.ui.dialogs.about_dialog import (
    MIT_LICENCE,
    AboutDialog,
    card_licence_legal_code,
    credits_html,
)
from piquet_desktop.ui.dialogs.deal_summary_dialog import (
    WHY,
    DealSummaryDialog,
    deal_summary,
    margin_text,
    row_reason,
)
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieDialog, parse_seed
from piquet_desktop.ui.dialogs.preferences_dialog import Preferences, PreferencesDialog
from piquet_desktop.ui.dialogs.rule_labels import CUSTOM_PRESET_LABEL, OPTION_TIPS
from piquet_desktop.ui.dialogs.rules_dialog import RulesDialog
from piquet_desktop.ui.dialogs.rules_text import rules_html, rules_title
from piquet_desktop.words.opponent_labels import LEVEL_TEXTS, opponent_text

NAMES = ("Ann", "Bob")


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings.in_file(tmp_path / "settings.ini")


@pytest.fixture
def new_dialog(qtbot: QtBot, settings: AppSettings) -> NewPartieDialog:
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


# --------------------------------------------------------------------------- new partie


@pytest.mark.parametrize("preset", list(PRESETS))
def test_choosing_a_preset_fills_every_option_widget(
    new_dialog: NewPartieDialog, preset: str
) -> None:
    new_dialog.preset_combo.setCurrentIndex(new_dialog.preset_combo.findData(preset))

    assert new_dialog.rules() == PRESETS[preset]
    for name, combo in new_dialog.option_combos.items():
        assert option_choices()[name][combo.currentIndex()] == getattr(PRESETS[preset], name)


def test_every_rule_option_is_editable_with_a_label_and_a_plain_words_tooltip(
    new_dialog: NewPartieDialog,
) -> None:
    assert set(new_dialog.option_combos) == set(option_choices())
    for name, combo in new_dialog.option_combos.items():
        assert combo.count() == len(option_choices()[name])
        assert combo.toolTip() == OPTION_TIPS[name]
        assert len(combo.toolTip().split()) > 10
        label = new_dialog.option_labels[name].text()
        assert "_" not in label and label.endswith(":")
        assert all("_" not in combo.itemText(i) for i in range(combo.count()))


def test_changing_one_option_shows_custom_and_changing_it_back_shows_the_preset(
    new_dialog: NewPartieDialog,
) -> None:
    new_dialog.set_rules(RUBICON)
    deck = new_dialog.option_combos["deck"]

    deck.setCurrentIndex(option_choices()["deck"].index(36))
    assert new_dialog.preset_combo.currentText() == CUSTOM_PRESET_LABEL
    assert new_dialog.rules() == replace(RUBICON, deck=36)

    deck.setCurrentIndex(option_choices()["deck"].index(32))
    assert new_dialog.preset_combo.currentData() == "rubicon"


def test_calling_less_is_a_rule_option_set_by_the_presets(new_dialog: NewPartieDialog) -> None:
    combo = new_dialog.option_combos["good_against_the_cards"]
    assert new_dialog.option_labels["good_against_the_cards"].text() == "Calling less:"
    new_dialog.set_rules(RUBICON)
    assert combo.currentText() == "Good against the cards reckons all held"
    new_dialog.set_rules(AU_CENT)
    assert combo.currentText() == "Reckon only what is no better than the call"
    combo.setCurrentIndex(option_choices()["good_against_the_cards"].index(True))
    assert new_dialog.rules() == replace(AU_CENT, good_against_the_cards=True)
    assert new_dialog.preset_combo.currentText() == CUSTOM_PRESET_LABEL


def test_rubicon_length_is_disabled_for_au_cent(new_dialog: NewPartieDialog) -> None:
    new_dialog.set_rules(AU_CENT)
    assert not new_dialog.option_combos["rubicon_deals"].isEnabled()

    new_dialog.set_rules(RUBICON)
    assert new_dialog.option_combos["rubicon_deals"].isEnabled()


def test_opponents_come_from_the_player_registry(new_dialog: NewPartieDialog) -> None:
    new_dialog.practice_box.setChecked(True)
    offered = new_dialog.offered_opponents()
    assert sorted(offered) == sorted(PLAYERS)
    assert offered == [n for n in PLAYERS if n in LEVEL_TEXTS] + ["random", "greedy", "master-1"]
    combo = new_dialog.opponent_combo
    for i in range(combo.count()):
        if combo.itemData(i):
            assert combo.itemData(i, Qt.ItemDataRole.ToolTipRole)


def test_the_first_opponent_offered_is_the_novice(new_dialog: NewPartieDialog) -> None:
    assert new_dialog.opponent() == "novice"
    assert new_dialog.opponent_combo.currentText() == "Novice"
    assert "first parties" in new_dialog.opponent_description.text()


def test_the_five_levels_have_names_and_sentences_for_a_player(
    new_dialog: NewPartieDialog,
) -> None:
    assert new_dialog.offered_opponents() == ["novice", "casual", "club", "expert", "master"]
    combo = new_dialog.opponent_combo
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert labels == ["Novice", "Casual", "Club player", "Expert", "Master"]
    registry = dict(LEVELS)
    for name in new_dialog.offered_opponents():
        new_dialog.set_opponent(name)
        words = new_dialog.opponent_description.text()
        assert words == opponent_text(name).description != registry[name]
        assert words.endswith(".") and not re.search(r"\b(lookahead|solves?|worlds|PIMC)\b", words)


def test_the_practice_opponents_are_shown_on_request(new_dialog: NewPartieDialog) -> None:
    assert "greedy" not in new_dialog.offered_opponents()
    assert "advanced" in new_dialog.practice_box.text()

    new_dialog.practice_box.setChecked(True)
    new_dialog.set_opponent("random")
    assert new_dialog.opponent_combo.currentText() == "Random"
    assert new_dialog.opponent_description.text() == "Plays any legal card; for testing the rules."

    new_dialog.practice_box.setChecked(False)  # hiding them falls back on the first level
    assert new_dialog.offered_opponents()[-1] == "master"
    assert new_dialog.opponent() == "novice"


def test_a_stored_greedy_opponent_loads_with_the_practice_opponents_shown(
    qtbot: QtBot, settings: AppSettings
) -> None:
    settings.last_new_partie = NewPartieChoices(opponent="greedy")
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)

    assert dialog.practice_box.isChecked()
    assert dialog.opponent() == "greedy" and dialog.opponent_combo.currentText() == "Greedy"
    dialog.accept()
    assert settings.last_new_partie.opponent == "greedy"


def test_a_chosen_level_is_remembered_for_the_next_partie(
    qtbot: QtBot, settings: AppSettings
) -> None:
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)
    dialog.set_opponent("club")
    dialog.accept()

    again = NewPartieDialog(settings)
    qtbot.addWidget(again)
    assert again.opponent() == "club" and not again.practice_box.isChecked()


def test_a_seed_that_is_not_a_whole_number_is_refused_with_a_message(
    new_dialog: NewPartieDialog, qtbot: QtBot
) -> None:
    new_dialog.show()
    qtbot.keyClicks(new_dialog.seed_edit, "12x")

    assert not new_dialog.start_button.isEnabled()
    assert new_dialog.error_label.isVisible()
    assert "whole number" in new_dialog.error_label.text()
    new_dialog.accept()
    assert new_dialog.result() != QDialog.DialogCode.Accepted

    new_dialog.seed_edit.setText("1234")
    assert new_dialog.start_button.isEnabled()
    assert not new_dialog.error_label.isVisible()
    assert new_dialog.seed() == 1234


@pytest.mark.parametrize(
    ("text", "expected"), [("", None), ("  ", None), ("42", 42), ("-7", -7), ("1_000", 1000)]
)
def test_seed_text_is_read_as_an_optional_integer(text: str, expected: int | None) -> None:
    assert parse_seed(text) == expected


@pytest.mark.parametrize("text", ["4.5", "abc", "9" * 30])
def test_seed_text_that_cannot_be_a_seed_raises_a_sentence(text: str) -> None:
    with pytest.raises(ValueError, match=r"seed"):
        parse_seed(text)


def test_accepting_returns_the_choice_and_the_next_dialog_remembers_it(
    qtbot: QtBot, settings: AppSettings
) -> None:
    first = NewPartieDialog(settings)
    qtbot.addWidget(first)
    first.set_rules(THIRTY_SIX)
    first.set_opponent("random")
    first.name_edit.setText("  Ann   Smith ")
    first.seed_edit.setText("99")
    first.accept()

    assert first.result() == QDialog.DialogCode.Accepted
    choice = first.choice()
    assert (choice.rules, choice.opponent, choice.seed, choice.human_name) == (
        THIRTY_SIX,
        "random",
        99,
        "Ann Smith",
    )

    second = NewPartieDialog(settings)
    qtbot.addWidget(second)
    assert second.rules() == THIRTY_SIX
    assert second.opponent() == "random"
    assert second.human_name() == "Ann Smith"
    assert second.seed() is None  # a remembered seed would deal the same cards every time


def test_an_empty_name_becomes_you(new_dialog: NewPartieDialog) -> None:
    new_dialog.name_edit.setText("   ")
    assert new_dialog.choice().human_name == "You"


def test_damaged_settings_fall_back_to_rubicon(qtbot: QtBot, settings: AppSettings) -> None:
    damaged = {"preset": "rubicon", "rules": {"deck": 52}, "opponent": "no-such-player"}
    settings.store.setValue(AppSettings.last_new_partie.key, json.dumps(damaged))
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)

    assert dialog.rules() == RUBICON
    assert dialog.opponent() in PLAYERS


# --------------------------------------------------------------------------- deal summary


def _repique_deal() -> DealResult:
    events = (
        ScoreEvent(0, 5, "point", "Point of five (49) in spades"),
        ScoreEvent(0, 15, "sequence", "Quint major in spades"),
        ScoreEvent(0, 14, "set", "Quatorze of aces"),
        ScoreEvent(0, 60, "repique", "Repique", False),
        ScoreEvent(0, 1, "lead", "Led AS", card=parse_card("AS")),
        ScoreEvent(1, 1, "trick", "Won the trick with KH", card=parse_card("KH")),
        ScoreEvent(0, 10, "cards", "The cards", False),
    )
    return _first_deal(events)


def _first_deal(events: tuple[ScoreEvent, ...]) -> DealResult:
    """Deal 1 of a Rubicon partie as the engine finishes it: the partie totals after it are its
    own totals."""
    return DealResult(1, 0, events, after=totals_of(list(events)))


def test_summary_lists_every_score_in_reckoning_order_with_reason_and_points(
    qtbot: QtBot,
) -> None:
    deal = _repique_deal()
    summary = deal_summary([deal], 1, NAMES, RUBICON)
    dialog = DealSummaryDialog(summary)
    qtbot.addWidget(dialog)

    dialog.details_button.click()
    rows = dialog.row_texts()
    assert [r[1] for r in rows[: len(deal.events)]] == [row_reason(e) for e in deal.events]
    assert rows[0] == ["Point", "Point of five (49) in spades", "5", ""]
    assert rows[4] == ["Play", "Led A♠", "1", ""]
    assert rows[5] == ["Play", "Won the trick with K♥", "", "1"]
    assert rows[-2] == ["", "This deal", "105", "1"]
    assert rows[-1] == ["", "Partie totals", "105", "1"]
    assert dialog.title_label.text() == "Deal 1 of 6"
    assert dialog.heading.text() == "Elder hand: Ann. Younger hand: Bob."


def test_the_sheet_groups_the_play_per_player_and_keeps_every_score_a_click_away(
    qtbot: QtBot,
) -> None:
    events = (
        ScoreEvent(1, 4, "point", "Point of four (38) in hearts"),
        ScoreEvent(0, 1, "lead", "Led AS", card=parse_card("AS")),
        ScoreEvent(0, 1, "lead", "Led KS", card=parse_card("KS")),
        ScoreEvent(1, 1, "trick", "Won the trick with AH", card=parse_card("AH")),
        ScoreEvent(1, 1, "lead", "Led KH", card=parse_card("KH")),
        ScoreEvent(0, 1, "trick", "Won the trick with AD", card=parse_card("AD")),
        ScoreEvent(0, 1, "lead", "Led QD", card=parse_card("QD")),
        ScoreEvent(0, 1, "last_trick", "Last trick"),
        ScoreEvent(0, 10, "cards", "The cards", False),
    )
    summary = deal_summary([_first_deal(events)], 1, NAMES, RUBICON)
    dialog = DealSummaryDialog(summary)
    qtbot.addWidget(dialog)

    assert dialog.row_texts() == [
        ["Point", "Point of four (38) in hearts", "", "4"],
        ["Play", "Led 3 cards", "3", ""],  # the elder's leads first
        ["Play", "Led 1 card", "", "1"],
        ["Play", "Won 1 of the opponent's leads", "1", ""],
        ["Play", "Won 1 of the opponent's leads", "", "1"],
        ["Play", "Won the last trick", "1", ""],
        ["The cards", "More than half the tricks", "10", ""],
        ["", "This deal", "15", "6"],
        ["", "Partie totals", "15", "6"],
    ]
    assert dialog.table.item(1, 1).toolTip() == "Led A♠, Led K♠, Led Q♦"
    assert [d.reason for d in summary.grouped[1].details] == ["Led A♠", "Led K♠", "Led Q♦"]

    dialog.details_button.click()
    assert [r[1] for r in dialog.row_texts()[:-2]] == [row_reason(e) for e in events]
    totals = [["", "This deal", "15", "6"], ["", "Partie totals", "15", "6"]]
    assert dialog.row_texts()[-2:] == totals
    dialog.details_button.click()
    assert len(dialog.row_texts()) == 9


def test_a_pique_made_in_play_follows_the_play_rows(qtbot: QtBot) -> None:
    events = (
        ScoreEvent(0, 16, "sequence", "Quart major in spades"),
        ScoreEvent(0, 1, "lead", "Led AS", card=parse_card("AS")),
        ScoreEvent(0, 30, "pique", "Pique", False),
        ScoreEvent(0, 1, "lead", "Led KS", card=parse_card("KS")),
        ScoreEvent(1, 1, "trick", "Won the trick with AH", card=parse_card("AH")),
    )
    summary = deal_summary([DealResult(1, 0, events)], 1, NAMES, RUBICON)
    assert [r.kind for r in summary.grouped] == ["sequence", "lead", "trick", "pique"]
    assert sum(r.points[0] for r in summary.grouped) == summary.deal_totals[0]


def test_with_tens_only_the_play_rows_say_which_cards_score() -> None:
    rules = replace(RUBICON, trick_points="tens_only")
    events = (
        ScoreEvent(0, 1, "lead", "Led AS", card=parse_card("AS")),
        ScoreEvent(1, 1, "trick", "Won the trick with AH", card=parse_card("AH")),
    )
    summary = deal_summary([DealResult(1, 0, events)], 1, NAMES, rules)
    assert [r.reason for r in summary.grouped] == [
        "Led 1 card of ten or more",
        "Won 1 of the opponent's leads with a ten or more",
    ]


def test_names_are_shown_as_written_never_read_as_markup(qtbot: QtBot) -> None:
    names = ("<b>Ann</b>", "Bob & co")
    state = play_random(AU_CENT, seed=3)
    assert state.result is not None
    last = len(state.results)
    summary = deal_summary(state.results, last, names, AU_CENT, state.result)
    dialog = DealSummaryDialog(summary)
    qtbot.addWidget(dialog)
    labels = [dialog.title_label, dialog.heading, *dialog.result_labels]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert "<b>Ann</b>" in dialog.heading.text()
    assert any(names[state.result.winner or 0] in t for t in dialog.result_texts())


def test_pique_and_repique_rows_are_highlighted(qtbot: QtBot) -> None:
    summary = deal_summary([_repique_deal()], 1, NAMES, RUBICON)
    dialog = DealSummaryDialog(summary)
    qtbot.addWidget(dialog)

    assert [r.reason for r in summary.bonus_rows] == [WHY["repique"]]
    repique = dialog.table.item(3, 1)  # the same row in the sheet and in Details
    plain = dialog.table.item(2, 1)
    assert repique.font().bold() and not plain.font().bold()
    assert repique.background().color() != plain.background().color()


def test_no_row_repeats_its_kind_as_its_reason(qtbot: QtBot) -> None:
    dialog = DealSummaryDialog(deal_summary([_repique_deal()], 1, NAMES, RUBICON))
    qtbot.addWidget(dialog)

    rows = dialog.row_texts()
    assert all(label != reason for label, reason, *_ in rows if label)
    assert ["The cards", "More than half the tricks", "10", ""] in rows


def test_running_totals_add_up_the_deals_so_far() -> None:
    state = play_random(RUBICON, seed=5)
    results = state.results
    summary = deal_summary(results, 3, NAMES, RUBICON)

    expected = tuple(sum(r.totals[s] for r in results[:3]) for s in (0, 1))
    assert summary.running_totals == expected
    assert summary.deal_totals == results[2].totals
    assert summary.result_text is None  # not the last deal


def test_last_deal_shows_the_partie_result_with_the_rubicon_margin(qtbot: QtBot) -> None:
    state = play_random(RUBICON, seed=11)
    assert state.result is not None
    last = len(state.results)
    summary = deal_summary(state.results, last, NAMES, RUBICON, result=state.result)
    dialog = DealSummaryDialog(summary, button_text="Close")
    qtbot.addWidget(dialog)

    assert summary.result_text == state.result.describe(NAMES) + "."
    assert summary.running_totals == state.result.totals
    assert any(str(state.result.margin) in text for text in dialog.result_texts())
    assert dialog.ok_button.text() == "Close"


def test_margin_sentence_shows_the_rubicon_arithmetic() -> None:
    assert margin_text(rubicon_result((125, 81)), NAMES) == (
        "Rubiconed (Bob under 100): the winner gains both totals plus 100, 125 + 81 + 100 = 306."
    )
    assert "131 − 113 + 100 = 118" in (margin_text(rubicon_result((131, 113)), NAMES) or "")


def test_au_cent_summary_shows_the_game_won_and_the_games_count() -> None:
    state = play_random(AU_CENT, seed=3)
    assert state.result is not None
    game = state.games[0]
    summary = deal_summary(state.results, game.last_deal, NAMES, AU_CENT)

    assert summary.game_note is not None
    assert f"won by {NAMES[game.winner]}" in summary.game_note
    assert summary.running_totals == game.scores

    last = len(state.results)
    final = deal_summary(state.results, last, NAMES, AU_CENT, result=state.result)
    w = state.result.winner
    assert w is not None
    assert final.result_text == state.result.describe(NAMES) + "."
    assert f"{state.result.games[w]} to {state.result.games[1 - w]}" in (final.margin_text or "")


def test_au_cent_game_score_between_games_is_the_sum_since_the_last_game() -> None:
    state = play_random(AU_CENT, seed=3)
    first_game_end = state.games[0].last_deal
    following = first_game_end + 1
    if following in {g.last_deal for g in state.games}:
        pytest.skip("this seed wins a game in the deal after the first game")
    summary = deal_summary(state.results, following, NAMES, AU_CENT)
    assert summary.running_totals == state.results[following - 1].totals
    assert summary.running_label.startswith("Game score")


def test_summary_of_an_unfinished_deal_is_refused() -> None:
    with pytest.raises(ValueError, match="not finished"):
        deal_summary([_repique_deal()], 2, NAMES, RUBICON)


def test_a_double_deal_says_it_counts_double(qtbot: QtBot) -> None:
    rules = replace(RUBICON, rubicon_deals=4)
    deal = DealResult(1, 1, (ScoreEvent(1, 4, "point", "Point of four (38) in hearts"),), 2)
    dialog = DealSummaryDialog(deal_summary([deal], 1, NAMES, rules))
    qtbot.addWidget(dialog)

    assert dialog.row_texts()[-2] == ["", "This deal (counts double)", "0", "8"]
    assert dialog.title_label.text() == "Deal 1 of 4"


# --------------------------------------------------------------------------- preferences


def test_preferences_dialog_shows_and_returns_every_preference(qtbot: QtBot) -> None:
    chosen = Preferences(
        animation_speed=0.0,
        suit_order="SHDC",
        ranks_descending=False,
        play_on_double_click=True,
        expert_declarations=True,
        colour_scheme="dark",
        open_piquet=True,
        play_forced_cards=False,
        computer_claims=False,
        offer_lesson=False,
        sound_enabled=False,
        sound_volume=0.35,
    )
    dialog = PreferencesDialog(chosen)
    qtbot.addWidget(dialog)

    assert dialog.preferences() == chosen

    dialog.defaults_button.click()
    assert dialog.preferences() == Preferences()


def test_preferences_widgets_change_the_returned_value(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData(2.0))
    dialog.scheme_combo.setCurrentIndex(dialog.scheme_combo.findData("dark"))
    dialog.expert_box.click()
    dialog.forced_box.click()
    dialog.claims_box.click()

    result = dialog.preferences()
    assert (
        result.animation_speed,
        result.colour_scheme,
        result.expert_declarations,
        result.play_forced_cards,
        result.computer_claims,
    ) == (2.0, "dark", True, False, False)
    boxes = (dialog.expert_box, dialog.open_box, dialog.forced_box, dialog.claims_box)
    for widget in (dialog.speed_combo, dialog.suit_combo, *boxes):
        assert widget.toolTip()


def test_sound_and_volume_in_the_preferences(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    assert dialog.sound_box.isChecked() and dialog.volume_slider.isEnabled()
    assert dialog.volume_slider.value() == 60 and dialog.volume_value.text() == "60%"
    dialog.volume_slider.setValue(25)
    assert dialog.volume_value.text() == "25%"
    dialog.sound_box.click()
    assert not dialog.volume_slider.isEnabled()  # no volume for silence
    assert (dialog.preferences().sound_enabled, dialog.preferences().sound_volume) == (False, 0.25)
    assert dialog.sound_box.toolTip() and dialog.volume_slider.toolTip()


def test_an_unusual_stored_preference_is_shown_not_lost(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences(animation_speed=1.7, suit_order="CDHS"))
    qtbot.addWidget(dialog)

    assert dialog.speed_combo.currentData() == 2.0  # the nearest choice
    assert dialog.preferences().suit_order == "CDHS"
    assert "Custom" in dialog.suit_combo.currentText()


def test_preferences_round_trip_through_app_settings(settings: AppSettings) -> None:
    assert Preferences.load(settings) == Preferences()
    changed: list[str] = []
    settings.changed.connect(changed.append)
    chosen = Preferences(animation_speed=0.0, colour_scheme="dark", open_piquet=True)

    chosen.store(settings)

    assert Preferences.load(settings) == chosen
    assert sorted(changed) == sorted(
        [
            AppSettings.animation_speed.key,
            AppSettings.colour_scheme.key,
            AppSettings.open_piquet.key,
        ]
    )


# --------------------------------------------------------------------------- rules


def test_rules_text_for_rubicon_gives_the_standard_numbers() -> None:
    html = rules_html(RUBICON)
    for phrase in (
        "32 cards",
        "1 to 5",
        "<b>must</b>",
        "six deals",
        "rubiconed",
        "125 to 81 wins 306",
        "tens or higher only",
        "Repique (60)",
        "only elder can make a pique",
        "two tierce minors",
        "<b>good against the cards</b>",
        "both are shown to both players",
    ):
        assert phrase in html, phrase
    assert "36 cards" not in html and "best of five" not in html


def test_rules_text_follows_the_options_in_force() -> None:
    html = rules_html(THIRTY_SIX)
    for phrase in (
        "36 cards",
        "1 to 7",
        "<b>may</b>",
        "best of five",
        "double game",
        "six counts 6",
        "two tierce minors",
        "nothing better than the call is ever reckoned",
    ):
        assert phrase in html, phrase
    assert "Neuvième" in html
    assert "<b>good against the cards</b>" not in html
    assert "rubiconed" not in html

    odd = RuleSet(
        trick_points="tens_only",
        last_trick_bonus=10,
        rubicon_deals=4,
        cards_count_for_pique=True,
        cut="lower_deals",
        deal_by=3,
    )
    html = rules_html(odd)
    for phrase in (
        "ten or higher",
        "10 more points",
        "four deals",
        "count <b>double</b>",
        "seventh trick",
        "lower card deals",
        "three at a time",
        "younger can make a pique as well",
    ):
        assert phrase in html, phrase


def test_rules_title_names_the_preset_or_says_custom() -> None:
    assert "Rubicon" in rules_title(RUBICON)
    assert "au cent" in rules_title(AU_CENT).lower()
    assert "custom" in rules_title(replace(RUBICON, deck=36))


def test_rules_dialog_shows_the_rules_in_force_and_follows_a_change(qtbot: QtBot) -> None:
    dialog = RulesDialog(RUBICON)
    qtbot.addWidget(dialog)
    assert "32 cards" in dialog.browser.toPlainText()
    assert "Rubicon" in dialog.windowTitle()

    dialog.set_rules(THIRTY_SIX)
    assert "36 cards" in dialog.browser.toPlainText()
    assert "Thirty-six" in dialog.windowTitle()


# --------------------------------------------------------------------------- about


def test_about_shows_the_version_and_who_made_what_under_which_licence(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.text_label.text()
    text = dialog.all_text()
    for words in (
        "MIT licence",
        "Piquet Desktop contributors",
        "Adrian Kennard",
        "CC0 1.0 Universal",
        "LGPL-3.0",
        "Python Software Foundation License",
        f"Qt {qVersion()}",
        "Text is drawn in",
    ):
        assert words in text, words


def test_about_shows_no_hashes_or_other_raw_technical_detail(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.all_text()
    assert re.findall(r"\b[0-9a-fA-F]{12,}\b", text) == []
    assert "sha1" not in text.lower() and "sha256" not in text.lower()
    assert ".tgz" not in text and "index.esm.js" not in text


def test_about_names_dejavu_and_its_licence_when_it_draws_with_dejavu() -> None:
    assert "Bitstream Vera" in credits_html("DejaVu Sans")
    other = credits_html("Noto Sans")
    assert "Noto Sans" in other and "no font is bundled" in other and "DejaVu" not in other


def test_about_shows_the_full_mit_and_cc0_licences(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.original_language_note is None  # said only above a translated box
    dialog.show_licence(0)
    assert dialog.licence.toPlainText().startswith("MIT License")
    dialog.show_licence(1)
    legal = dialog.licence.toPlainText()
    assert legal.startswith("Creative Commons Legal Code") and "Statement of Purpose" in legal
    assert "@letele" not in legal  # the provenance header of the file stays out


def test_the_mit_licence_shown_is_the_licence_file_of_the_repository() -> None:
    licence = Path(__file__).resolve().parents[2] / "LICENSE"
    assert licence.read_text(encoding="utf-8") == MIT_LICENCE
    assert card_licence_legal_code().endswith("this CC0 or use of the Work.")


def test_the_result_reads_you_win_when_the_human_is_called_you() -> None:
    from piquet_desktop.ui.dialogs.deal_summary_dialog import result_text

    assert result_text(rubicon_result((131, 113)), ("You", "Greedy")).startswith("You win by 118")
    assert result_text(rubicon_result((13, 113)), ("You", "Greedy")).startswith("Greedy wins")


@pytest.mark.parametrize(
    ("event", "readable"),
    [
        (ScoreEvent(0, 1, "lead", "Led 10S", card=parse_card("10S")), "Led 10♠"),
        (
            ScoreEvent(1, 1, "trick", "Won the trick with QD", card=parse_card("QD")),
            "Won the trick with Q♦",
        ),
        (ScoreEvent(0, 15, "sequence", "Quint major in spades"), "Quint major in spades"),
        (ScoreEvent(0, 1, "last_trick", "Last trick"), "Last trick"),
    ],
)
def test_summary_reasons_show_cards_with_suit_symbols(event: ScoreEvent, readable: str) -> None:
    assert row_reason(event) == readable
