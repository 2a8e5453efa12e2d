"""The practice exercises' questions and verdicts, in English and in French."""

from __future__ import annotations

import pytest

from piquet_desktop.engine.actions import ANSWERS, Call, Sink
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.words.practice_text import (
    answer_loss_text,
    declaration_question,
    declaration_verdict_text,
    difficulty_text,
    goal_text,
    line_text,
    play_question,
    play_verdict_text,
)

_QUINT = Call("sequence", mask_of(parse_cards("AH KH QH JH 10H")))


@pytest.mark.usefixtures("english")
def test_the_questions_say_the_goal_and_the_category_in_english() -> None:
    assert goal_text("save_capot", 1, 3) == "Save the capot."
    assert goal_text("make_cards", 1, 3) == "Make the cards: win 1 more trick."
    assert goal_text("make_cards", 2, 4) == "Make the cards: win 2 more tricks."
    assert goal_text("tricks", 2, 3) == "Win 2 of the last 3 tricks."
    assert goal_text("tricks", 4, 4) == "Win every one of the last 4 tricks."
    assert goal_text("tricks", 1, 1) == "Win the last trick."
    assert goal_text("points", 0, 3) == "Make the most points from here."
    assert play_question("ending", "tricks", 4, 5).startswith("Every card is shown. Win 4 of")
    assert "the tricks played, not your opponent’s hand" in play_question("single")
    assert declaration_question("answer", "younger", "point") == (
        "Elder has called the point. What do you answer?"
    )
    assert declaration_question("call", "elder", "set") == (
        "You are elder. What do you call for the set?"
    )
    assert difficulty_text(5) == "very hard" and difficulty_text(1) == "easy"


@pytest.mark.usefixtures("english")
def test_a_wrong_card_is_told_its_loss_the_best_card_and_the_line_that_beats_it() -> None:
    line = [parse_card(c) for c in ("8D", "9D", "10S", "9H")]
    text = play_verdict_text(parse_card("8D"), 30.0, parse_card("9H"), line)
    assert "loses 30.0 points" in text
    assert "Best: play the nine of hearts" in text
    assert "The line that beats it: 8♦ 9♦, 10♠ 9♥." in text
    shown = play_verdict_text(
        parse_card("8D"), 3.0, parse_card("9H"), line, mask_of(parse_cards("9D 10S"))
    )
    assert "If the opponent holds" in shown
    best = play_verdict_text(parse_card("9H"), 0.0, parse_card("9H"), ())
    assert best.endswith(": the best answer.") and "Best:" not in best
    assert line_text([parse_card("AS")]) == "A♠"


@pytest.mark.usefixtures("english")
def test_a_line_after_the_opponents_lead_is_written_trick_by_trick_from_his_card() -> None:
    line = [parse_card(c) for c in ("JS", "10S", "7S", "10C")]
    assert line_text(line, parse_card("AS")) == "A♠ J♠, 10♠ 7♠, 10♣"
    text = play_verdict_text(parse_card("JS"), 2.0, parse_card("7S"), line, led=parse_card("AS"))
    assert "The line that beats it: A♠ J♠, 10♠ 7♠, 10♣." in text


@pytest.mark.usefixtures("english")
def test_a_declarations_verdict_names_the_best_and_the_masters_choice_when_it_differs() -> None:
    sink = Sink("sequence")
    text = declaration_verdict_text(sink, 15.0, _QUINT, sink)
    assert text.startswith("Call no sequence (sink it): loses 15.0 points.")
    assert "Best: call sequence" in text
    assert "The Master would call no sequence" in text
    plain = declaration_verdict_text(_QUINT, 0.0, _QUINT, _QUINT)
    assert "Master" not in plain and "the best answer" in plain


@pytest.mark.usefixtures("french")
def test_the_practice_words_are_french_with_french_typography() -> None:
    assert goal_text("save_capot", 1, 3) == "Évitez d'être capot."
    assert goal_text("make_cards", 2, 4) == "Gagnez les cartes\u00a0: faites encore 2 levées."
    assert declaration_question("answer", "younger", "point") == (
        "Le premier a annoncé le point. Que répondez-vous\u00a0?"
    )
    assert answer_loss_text(2.5) == "perd 2,5 points"
    text = declaration_verdict_text(ANSWERS["good"], 6.0, ANSWERS["not_good"], ANSWERS["good"])
    assert text.startswith("Répondre «\u00a0bon\u00a0»\u00a0: perd 6,0 points.")
    assert "Le Maître préférerait" in text
    card = play_verdict_text(parse_card("KH"), 1.0, parse_card("AH"), [parse_card("KH")])
    assert "Le jeu qui la bat\u00a0: R♥." in card
