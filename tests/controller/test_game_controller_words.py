"""The controller's sentences about a player: one message per shape, the human under the default
name spoken to ("You win", "Vous gagnez"), anyone else spoken of, in English and in French."""

from __future__ import annotations

import pytest

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.words.game_status import (
    dealt_text,
    default_human_name,
    default_opponent_name,
    game_won_text,
    human_name_or_default,
)
from piquet_desktop.words.text import is_human

NBSP = "\u00a0"


def test_the_default_human_is_spoken_to_and_a_named_player_spoken_of() -> None:
    assert (default_human_name(), default_opponent_name()) == ("You", "Computer")
    assert is_human("You") and is_human(" you ")
    assert not is_human("Computer") and not is_human("Ann")


@pytest.mark.parametrize(
    ("winner", "double", "said"),
    [
        ("You", False, "You win game 2, 104 to 80."),
        ("You", True, "You win game 2 (a double game), 104 to 80."),
        ("Ann", False, "Ann wins game 2, 104 to 80."),
        ("Computer", True, "Computer wins game 2 (a double game), 104 to 80."),
    ],
)
def test_a_game_won_is_said_in_the_winners_person(winner: str, double: bool, said: str) -> None:
    assert game_won_text(winner, 2, double, 104, 80) == said


@pytest.mark.parametrize(
    ("dealer", "elder", "said"),
    [
        ("You", "Computer", "Deal 3: You deal, Computer is elder hand."),
        ("Computer", "You", "Deal 3: Computer deals, you are elder hand."),
        ("Ann", "Bob", "Deal 3: Ann deals, Bob is elder hand."),
    ],
)
def test_a_deal_dealt_says_who_deals_and_who_is_elder(dealer: str, elder: str, said: str) -> None:
    assert dealt_text(3, dealer, elder) == said


def test_in_french_the_human_is_vous_and_the_computer_ordinateur(french: None) -> None:
    you, computer = default_human_name(), default_opponent_name()
    assert (you, computer) == ("Vous", "Ordinateur") and is_human(you)
    assert game_won_text(you, 1, True, 130, 20) == (
        "Vous gagnez la manche 1 (manche double), 130 à 20."
    )
    assert game_won_text(computer, 2, False, 101, 99) == ("Ordinateur gagne la manche 2, 101 à 99.")
    assert dealt_text(4, computer, you) == (
        f"Donne 4{NBSP}: Ordinateur donne, vous êtes premier en main."
    )


def test_the_default_names_are_shown_in_french_and_recorded_in_english(
    french: None, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=3, human_name="You", opponent_name="Computer")
    assert controller.names == ("Vous", "Ordinateur")
    record = controller.record()
    assert [p.name for p in record.players] == ["You", "Computer"]
    controller.new_partie(RUBICON, "greedy", seed=3, human_name="Anne", opponent_name="Bob")
    assert controller.names == ("Anne", "Bob")
    assert [p.name for p in controller.record().players] == ["Anne", "Bob"]


def test_a_name_typed_is_tidied_and_none_typed_is_the_default_data_name() -> None:
    assert human_name_or_default("  Ann   Smith ") == "Ann Smith"
    assert human_name_or_default("   ") == "You"
    assert human_name_or_default("") == "You"
