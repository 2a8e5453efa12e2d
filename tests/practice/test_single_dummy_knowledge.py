"""A single-dummy position shows what a player at the table knows, and says so truthfully.

A trial met "Single-dummy position 104 (hard): Tricks so far: you 3, your opponent 5. You are to
lead." with only the player's four cards under "You see only your own cards and those played",
and no played card anywhere: the answer was a guess. The position now carries the player's
view (his discard, the cards each took, the talon's cards he saw, the cards his opponent
showed, the declarations, the tricks in order) and the page shows it.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.engine.view import view
from piquet_desktop.practice.play_exercise import (
    PlayExercise,
    prepare_play,
    single_dummy_exercise,
)
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.play import PlayPage
from piquet_desktop.words.cards import card_text, cards_text
from piquet_desktop.words.practice_text import play_knowledge_text, play_question

SEED = 104


@pytest.fixture(scope="module")
def position() -> PlayExercise:
    return single_dummy_exercise(SEED)


def test_the_knowledge_is_the_players_view_and_nothing_more(position: PlayExercise) -> None:
    known = position.knowledge()
    seen = view(position.state, position.seat)
    assert known.discard == seen.discard and known.discard != 0
    assert len(known.tricks) == len(seen.tricks) == 8
    assert [t.lead for t in known.tricks] == [t.lead for t in seen.tricks]
    assert [t.won_by_me for t in known.tricks].count(True) == position.table().tricks[0]
    assert known.dialogue and all(line.seat in (0, 1) for _mine, line in known.dialogue)
    # of the opponent's cards, only those he showed
    assert known.opponent_shown == seen.opponent_shown
    assert known.seen_talon == seen.seen_talon


def test_the_tricks_played_are_said_in_order_with_who_led(position: PlayExercise) -> None:
    said = play_knowledge_text(position.knowledge())
    tricks = position.knowledge().tricks
    first, last = tricks[0], tricks[-1]
    assert f"1. your opponent {card_text(first.lead)}, you {card_text(first.follow)}" in said
    assert f"8. you {card_text(last.lead)}, your opponent {card_text(last.follow)}" in said
    assert said.index("1. ") < said.index("8. ")
    assert cards_text(position.knowledge().discard) in said
    assert "Declared:" in said and "Your opponent showed:" in said


def test_the_question_says_truthfully_what_is_seen() -> None:
    asked = play_question("single")
    assert "only your own cards" not in asked
    assert "tricks played" in asked and "discard" in asked


def test_the_play_page_shows_the_knowledge_of_a_single_dummy_position(
    qtbot: QtBot, position: PlayExercise
) -> None:
    page = PlayPage(CardImages(), lambda _card: None, None)  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.resize(1024, 640)
    page.show()
    page.show_exercise(prepare_play(position, worlds=2))
    assert page.known.isVisibleTo(page)
    assert page.known.text() == play_knowledge_text(position.knowledge())
    assert "Tricks played:" in page.known.text()
