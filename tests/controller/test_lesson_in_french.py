"""Learn to Play in French: the lesson's steps speak the installed language, with the names,
counts and cards of the deal filled in, and the French piquet words (premier, dernier, talon)."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import CHANCE, chance_action, new_partie
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.words.lesson import LESSON_RULES, LESSON_SEED, Hint, explain

NBSP = "\u00a0"


def first_decision() -> PlayerView:
    """The lesson's partie dealt, at its first decision: the player is elder in deal 1."""
    state = new_partie(LESSON_RULES)
    chance = random.Random(LESSON_SEED)
    while state.current_player == CHANCE or decision_for(state).forced is not None:
        if state.current_player == CHANCE:
            state.apply(chance_action(state, chance))
        else:
            forced = decision_for(state).forced
            assert forced is not None
            state.apply(forced)
    return view(state, 0)


@pytest.mark.usefixtures("french")
def test_the_deal_step_says_who_is_premier_and_dernier_in_french() -> None:
    step = explain(first_decision(), "deal", names=("Vous", "Débutant"))

    assert step.title == f"Donne 1{NBSP}: le premier et le dernier"
    assert step.text.startswith("Débutant a donné")
    assert "il est donc dernier en main, et vous premier en main" in step.text
    assert step.text.count("Débutant") == 1  # named once, then "il"
    assert "les huit qui restent, face cachée, forment le talon" in step.text
    assert "jusqu'à cinq cartes contre les cinq du dessus" in step.text
    assert "{" not in step.text


@pytest.mark.usefixtures("french")
def test_the_exchange_step_names_the_hand_in_french() -> None:
    start = first_decision()
    step = explain(start, "exchange", names=("Vous", "Débutant"))

    assert step.title == "Votre écart"
    assert "un point de cinq à cœur" in step.text
    assert "une quatrième à la dame à cœur" in step.text
    assert "trois as" in step.text
    assert "de 1 à 5 cartes" in step.text
    assert step.suggestion == "Le conseil est en préparation…"


@pytest.mark.usefixtures("french")
def test_a_hinted_card_is_named_in_the_french_suggestion() -> None:
    start = first_decision()
    card = next(c for c in range(36) if start.hand >> c & 1)
    step = explain(start, "lead", Hint(Play(card)), names=("Vous", "Débutant"))

    assert step.title == f"Le jeu de la carte{NBSP}: à vous d'entamer"
    assert "Débutant doit fournir à la couleur" in step.text
    assert step.suggestion is not None
    assert step.suggestion.startswith(f"Le conseil{NBSP}: «{NBSP}Jouer ")
    assert "est entourée, sous l'anneau du clavier" in step.suggestion


def test_the_same_step_stays_english_without_french() -> None:
    step = explain(first_decision(), "deal", names=("You", "Novice"))

    assert step.title == "Deal 1: elder and younger"
    assert step.text.startswith("Novice dealt, so Novice is younger hand")
