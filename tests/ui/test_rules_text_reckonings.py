"""The rules text of a partie says how it is scored when it was played by an earlier reckoning of
calls, and never lists the reckoning as an option (nobody chooses it)."""

from __future__ import annotations

from dataclasses import replace

from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.ui.dialogs.rules_text import rules_html


def test_a_partie_of_the_first_reckoning_is_said_to_be_scored_as_it_was_played() -> None:
    html = rules_html(replace(RUBICON, good_against_the_cards=False, reckoning=1))
    assert "before calling less was reckoned by the book" in html
    assert "nothing taken out of a better one" in html


def test_a_partie_of_the_second_reckoning_says_what_it_scored_differently() -> None:
    html = rules_html(replace(RUBICON, reckoning=2))
    assert "a lesser point good against the cards scored the whole point" in html
    assert "earlier reckoning" not in rules_html(replace(AU_CENT, reckoning=2))  # no Law 49


def test_a_new_partie_says_nothing_of_reckonings_and_lists_no_reckoning_option() -> None:
    html = rules_html(RUBICON)
    assert "reckoning" not in html.lower()
    assert "A lesser point scores what was called." in html


def test_a_new_partie_says_what_a_shown_carte_blanche_leaves_younger() -> None:
    html = rules_html(RUBICON)
    assert "Once younger has shown a carte blanche, what he could hold is that hand" in html
    assert "Once younger has shown" not in rules_html(AU_CENT)  # no call reckons more there


def test_a_partie_of_the_third_reckoning_says_a_carte_blanche_changed_nothing() -> None:
    html = rules_html(replace(RUBICON, reckoning=3))
    assert "after younger had shown a carte blanche" in html
    assert "Once younger has shown" not in html
    assert "earlier reckoning" not in rules_html(replace(AU_CENT, reckoning=3))
