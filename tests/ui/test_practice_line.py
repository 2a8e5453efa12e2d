"""The line that beats a wrong card, stepped on the play page's small table.

The steps expected come from ``practice.line_steps`` and the solver's own line (the prepared
exercise's), so the page must show exactly the solver's line, card by card, with its trick
count, Back and Next and the keyboard, for an open ending and a single-dummy position; and the
play page with its line must fit the Practice window at its smallest size, 1024x700.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.engine.cards import card_str
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.practice.line_steps import steps_for_card
from piquet_desktop.practice.outcomes import PlayOutcome
from piquet_desktop.practice.play_exercise import (
    PreparedPlay,
    ending_exercise,
    play_verdict,
    prepare_play,
    single_dummy_exercise,
    tricks_in_line,
)
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.colour_scheme import is_dark
from piquet_desktop.ui.practice.play import PlayPage
from piquet_desktop.ui.practice.window import PracticeWindow
from piquet_desktop.ui.table.felts import DEFAULT_FELT, FELTS, felt_colours
from piquet_desktop.words.cards import with_suit_symbols
from piquet_desktop.words.practice_text import line_text

TIMEOUT_MS = 120_000


@pytest.fixture(scope="module")
def ending() -> PreparedPlay:
    return prepare_play(ending_exercise(0))


@pytest.fixture(scope="module")
def single() -> PreparedPlay:
    return prepare_play(single_dummy_exercise(0))


@pytest.fixture
def page(qtbot: QtBot) -> Iterator[PlayPage]:
    host = QWidget()  # kept alive by this frame while the test runs
    qtbot.addWidget(host)
    shown = PlayPage(CardImages(), lambda _card: None, host)
    QVBoxLayout(host).addWidget(shown)
    host.resize(1000, 640)
    host.show()
    yield shown


def answered(page: PlayPage, prepared: PreparedPlay, card: int) -> None:
    page.show_exercise(prepared)
    page.show_verdict(PlayOutcome(prepared, card, play_verdict(prepared, card)))


def shown_cards(page: PlayPage) -> tuple[int, int]:
    line = page.line
    mine = sum(1 << c for c in line.hand.cards())
    theirs = sum(1 << c for c in line.opponent.cards())
    return mine, theirs


def _name(card: int) -> str:
    return with_suit_symbols(card_str(card))


def test_a_wrong_card_of_an_ending_shows_its_line_on_the_table_from_the_position(
    page: PlayPage, ending: PreparedPlay
) -> None:
    worst = ending.judged[-1]
    answered(page, ending, worst.card)
    line = page.line
    assert page.views.currentWidget() is line
    assert line.hasFocus()
    steps = steps_for_card(ending, worst.card)
    assert line.steps() == steps and line.index() == 0
    assert shown_cards(page) == steps[0].hands  # both hands, as the position stands
    assert line.trick.cards() == ()
    assert not line.back_button.isEnabled() and line.next_button.isEnabled()
    assert line_text(worst.line) in line.accessibleDescription()  # the text form, for a reader
    assert page.result.text()  # the verdict in words stays too


def test_next_and_back_step_the_solvers_line_card_by_card_to_its_trick_count(
    qtbot: QtBot, page: PlayPage, ending: PreparedPlay
) -> None:
    worst = ending.judged[-1]
    answered(page, ending, worst.card)
    line = page.line
    position = ending.exercise.position()
    seat = ending.exercise.seat
    played: list[int] = []
    while line.next_button.isEnabled():
        qtbot.mouseClick(line.next_button, Qt.MouseButton.LeftButton)
        step = line.steps()[line.index()]
        assert step.played is not None
        played.append(step.played)
        assert line.trick.cards()[-1][1] == step.played  # the card just played is on the table
        assert shown_cards(page) == step.hands
        assert f"you {step.tricks[0]}, your opponent {step.tricks[1]}" in line.count_label.text()
    assert tuple(played) == worst.line
    final = line.steps()[-1]
    assert final.tricks[0] == tricks_in_line(position, worst.line, seat)
    assert f"you {final.tricks[0]}," in line.count_label.text()
    assert not line.next_button.isEnabled()
    qtbot.mouseClick(line.back_button, Qt.MouseButton.LeftButton)
    assert line.index() == len(worst.line) - 1
    assert shown_cards(page) == line.steps()[-2].hands


def test_the_arrow_keys_home_and_end_step_the_line(
    qtbot: QtBot, page: PlayPage, ending: PreparedPlay
) -> None:
    worst = ending.judged[-1]
    answered(page, ending, worst.card)
    line = page.line
    last = len(worst.line)
    qtbot.keyClick(line, Qt.Key.Key_Right)
    qtbot.keyClick(line, Qt.Key.Key_Right)
    assert line.index() == 2
    qtbot.keyClick(line, Qt.Key.Key_Left)
    assert line.index() == 1
    qtbot.keyClick(line, Qt.Key.Key_End)
    assert line.index() == last
    qtbot.keyClick(line, Qt.Key.Key_Right)  # stays at the end
    assert line.index() == last
    qtbot.keyClick(line, Qt.Key.Key_Home)
    assert line.index() == 0
    qtbot.keyClick(line, Qt.Key.Key_Left)  # stays at the start
    assert line.index() == 0


def test_the_card_where_the_line_leaves_the_best_line_names_and_frames_the_best_card(
    qtbot: QtBot, page: PlayPage, ending: PreparedPlay
) -> None:
    worst = ending.judged[-1]
    answered(page, ending, worst.card)
    line = page.line
    assert line.departure.text() == ""
    qtbot.keyClick(line, Qt.Key.Key_Right)
    assert line.steps()[1].played == worst.card
    assert line.departure.text() == f"Here the best card was {_name(ending.best.card)}."
    assert line.hand._emphasised == 1 << ending.best.card
    qtbot.keyClick(line, Qt.Key.Key_Right)
    assert line.departure.text() == "" and line.hand._emphasised == 0


def test_a_single_dummy_line_shows_the_worlds_hidden_hand_labelled_as_such(
    qtbot: QtBot, page: PlayPage, single: PreparedPlay
) -> None:
    wrong = next(j for j in single.judged if j.line)
    answered(page, single, wrong.card)
    line = page.line
    assert page.views.currentWidget() is line
    assert "in the world where this card costs most" in line.opponent_label.text()
    assert shown_cards(page)[1] == single.shown[wrong.card]
    led = single.exercise.position().lead_card
    assert [c for _who, c in line.trick.cards()] == [led]  # the opponent's lead, on the table
    qtbot.keyClick(line, Qt.Key.Key_End)
    world = line.steps()[-1]
    assert world.tricks[0] == wrong.tricks
    assert "If the opponent holds" in line.accessibleDescription()
    assert line_text(wrong.line, led) in line.accessibleDescription()  # every pair a trick


def test_a_best_card_without_a_line_keeps_the_position_with_the_best_card_framed(
    page: PlayPage, single: PreparedPlay
) -> None:
    answered(page, single, single.best.card)
    assert page.views.currentWidget() is page.position_view
    assert page.hand._emphasised == 1 << single.best.card
    assert page.next_button.hasFocus()


def test_clicking_a_cards_row_steps_that_cards_line(
    qtbot: QtBot, page: PlayPage, ending: PreparedPlay
) -> None:
    answered(page, ending, ending.judged[-1].card)
    table = page.table
    row = 0  # the best card's row: its line is the best line, with no departure
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    line = page.line
    assert line.steps() == steps_for_card(ending, ending.judged[row].card)
    assert line.heading.text() == f"The best line, from {_name(ending.best.card)}"
    assert all(s.departs is None for s in line.steps())


def _felt_pixel(page: PlayPage) -> QColor:
    """The felt's colour where no card lies: the left edge, half way down."""
    felt = page.line.felt
    image = felt.grab().toImage()
    return image.pixelColor(int(image.width() * 0.02), image.height() // 2)


@pytest.mark.parametrize("felt", [name for name in FELTS if name != DEFAULT_FELT])
def test_the_lines_table_is_laid_on_the_felt_the_player_chose(
    page: PlayPage, ending: PreparedPlay, felt: str
) -> None:
    answered(page, ending, ending.judged[-1].card)
    default = _felt_pixel(page)

    page.line.set_felt(felt)

    theme = "dark" if is_dark(page.line.felt.palette()) else "light"
    assert page.line.felt.colours() == felt_colours(felt, theme)
    chosen = _felt_pixel(page)
    assert chosen != default
    # painted with the chosen felt's gradient: between its centre and its edge, channel by channel
    centre, edge = (felt_colours(felt, theme)[k] for k in ("felt_centre", "felt_edge"))
    for channel in ("red", "green", "blue"):
        low, high = sorted((getattr(centre, channel)(), getattr(edge, channel)()))
        assert low - 2 <= getattr(chosen, channel)() <= high + 2


def test_a_new_exercise_shows_its_position_again(page: PlayPage, ending: PreparedPlay) -> None:
    answered(page, ending, ending.judged[-1].card)
    page.show_exercise(ending)
    assert page.views.currentWidget() is page.position_view


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[PracticeWindow]:
    session = PracticeSession.with_workers(
        AttemptsInMemory(), threads=True, source=FixedOrder(plays=("ending:1",))
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    yield shown
    session.close()
    session.wait()


def _inside(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    bottom_right = widget.mapTo(window, QPoint(widget.width() - 1, widget.height() - 1))
    return window.rect().contains(top_left) and window.rect().contains(bottom_right)


@pytest.mark.slow
def test_the_line_and_the_values_fit_the_practice_window_at_1024_by_700(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    """ending:1 has six cards to judge: the most rows the table has to show."""
    with qtbot.waitSignal(window.session.exerciseShown, timeout=TIMEOUT_MS):
        window.practise("play")
    assert window.session.play is not None
    assert len(window.session.play.judged) == 6
    worst = window.session.play.judged[-1]
    with qtbot.waitSignal(window.session.playJudged, timeout=TIMEOUT_MS):
        window.answer_play(worst.card)
    page = window.play_page
    line = page.line
    assert line.isVisibleTo(window)
    parts = (
        line.felt,
        line.opponent,
        line.trick,
        line.hand,
        line.back_button,
        line.next_button,
        line.step_label,
        line.count_label,
        page.question,
        page.result,
        page.table,
        page.next_button,
    )
    for part in parts:
        assert part.isVisibleTo(window) and _inside(part, window), part.objectName()
    for label in (line.step_label, line.count_label, line.heading, page.result):
        assert label.height() >= label.heightForWidth(label.width()), label.objectName()
    table = page.table
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert table.viewport().rect().contains(last), "every card's row is seen"
    card_height = line.hand.height()
    assert card_height >= 60, "the hands' cards are big enough to read"


@pytest.mark.usefixtures("french")
def test_the_line_is_stepped_in_french(
    qtbot: QtBot, ending: PreparedPlay, single: PreparedPlay
) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    page = PlayPage(CardImages(), lambda _card: None, host)  # made in French
    QVBoxLayout(host).addWidget(page)
    host.show()
    worst = ending.judged[-1]
    answered(page, ending, worst.card)
    line = page.line
    assert line.heading.text() == f"Le jeu qui bat {_name(worst.card)}"
    assert line.next_button.text() == "&Suivant" and line.back_button.text() == "&Précédent"
    assert line.count_label.text().startswith(f"{len(worst.line)} cartes à jouer.")
    qtbot.keyClick(line, Qt.Key.Key_Right)
    assert line.step_label.text().startswith("Levée ")
    assert line.departure.text() == f"Ici, la meilleure carte était {_name(ending.best.card)}."
    assert line.count_label.text().startswith(f"Carte 1 sur {len(worst.line)}.")
    wrong = next(j for j in single.judged if j.line)
    answered(page, single, wrong.card)
    assert line.opponent_label.text().startswith("La main de votre adversaire dans le monde")
