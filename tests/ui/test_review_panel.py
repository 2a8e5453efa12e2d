"""The deal summary's Review: a progress bar while the worker processes value the decisions,
then the deal's costly decisions with their reason; the review kept with the live partie (and
so with its record), and not made twice."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.review import PartieReview, ReviewSettings
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.deal_summary_dialog import score_sheet_rect
from piquet_desktop.ui.dialogs.review_panel import ReviewPanel, lost_text
from piquet_desktop.ui.main_window import MainWindow

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
LIGHT = ReviewSettings(play_worlds=12, exchange_worlds=12, declaration_worlds=8, talon_worlds=4)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, size=None)


def _two_deals() -> PartieRecord:
    """Random play in seat 0 (costly decisions to find) over two finished deals."""
    table = Table.new(RUBICON, (RandomPlayer(), GreedyPlayer()), 17)
    table.play_deal()
    table.play_deal()
    return PartieRecord(RUBICON, PLAYERS, 17, list(table.state.actions))


def test_review_shows_progress_then_the_deals_costly_decisions_and_is_kept(
    qtbot: QtBot, window: MainWindow
) -> None:
    c = window.controller
    c.load(_two_deals(), None)
    qtbot.waitUntil(lambda: c.awaiting_next_deal)
    summaries = window.summaries
    summaries.reviews.settings = LIGHT
    summaries.reviews.workers = False  # the worker path is the ai tests'; here the window's
    dialog = summaries.show_summary(2)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    kept = dialog.geometry()
    with qtbot.waitSignal(summaries.reviews.finished, timeout=60_000) as done:
        panel = summaries.show_review(2)
        assert isinstance(panel, ReviewPanel)
        assert panel.bar.isVisible()  # the progress bar while it computes
    review = done.args[0]
    assert isinstance(review, PartieReview)
    assert not panel.bar.isVisible()
    marked = review.marked(2)
    assert marked, "random play should cost points"
    rows = panel.row_texts()
    assert len(rows) == len(marked)
    assert rows[0][0] == marked[0].mark.capitalize()  # type: ignore[union-attr]
    assert rows[0][3] == lost_text(marked[0].loss, marked[0].stderr)
    assert all(row[4] for row in rows)  # every costly decision says why
    # the review has a tab of its own: the summary keeps its place and its size, beside the
    # score sheet, inside the window
    assert dialog.geometry() == kept
    assert dialog.tabs is not None and dialog.tabs.currentWidget() is panel
    sheet = score_sheet_rect(window)
    assert sheet is not None and not dialog.geometry().intersects(sheet)
    client = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    assert client.contains(dialog.geometry())
    assert "cards played" in panel.status.text()  # what the decisions counted were
    button = summaries.review_button
    assert button is not None and not button.isEnabled()  # a second press would do nothing
    assert "in its tab" in button.toolTip()
    # Kept with the live partie: the record carries it, and a second look makes nothing.
    stored = c.record().analysis
    assert stored is not None and PartieReview.from_json(stored).to_json() == review.to_json()
    dialog.close()
    summaries.close()
    summaries.show_summary(1)
    with qtbot.waitSignal(summaries.reviews.finished, timeout=5_000) as again:
        summaries.show_review(1)
        assert not summaries.reviews.running
    assert again.args[0].to_json() == review.to_json()


def test_a_take_back_below_the_review_drops_it(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    record = _two_deals()
    c.load(record, None)
    qtbot.waitUntil(lambda: c.awaiting_next_deal)
    c.store_analysis({"version": 1, "level": "master", "seed": 0, "seat": 0,
                      "actions": len(record.actions), "decisions": []})  # fmt: skip
    assert c.record().analysis is not None
    c._partie.state.actions.pop()  # as a take back shortens the actions
    assert c.record().analysis is None


def test_a_marked_decision_is_written_with_the_tables_suit_symbols() -> None:
    from piquet_desktop.ai.review import DecisionReview
    from piquet_desktop.ai.review.reasons import Reason
    from piquet_desktop.engine.actions import Discard
    from piquet_desktop.engine.cards import mask_of, parse_cards
    from piquet_desktop.ui.dialogs.review_panel import decision_cells

    chosen = Discard(mask_of(parse_cards("KC 9C")))
    best = Discard(mask_of(parse_cards("7H 8H")))
    d = DecisionReview(
        3,
        1,
        "exchange",
        chosen,
        best,
        1.0,
        9.0,
        8.0,
        1.5,
        None,
        48,
        "mistake",
        Reason.of("high_cards", cards=mask_of(parse_cards("KC"))),
    )
    cells = decision_cells(d)
    assert "K♣" in cells[1] and "KC" not in cells[1] and "8♥" in cells[2]
    assert cells[4] == "The cards given up: K♣"
    assert cells[0] == "Mistake" and cells[3] == "8.0 ± 1.5"


def _costly(reason: object = None, stderr: float = 1.5, values: tuple[float, float] = (1.0, 9.0)):
    from piquet_desktop.ai.review import DecisionReview
    from piquet_desktop.engine.actions import Play

    chosen, best = Play(3), Play(4)
    return DecisionReview(
        40, 1, "play", chosen, best, values[0], values[1], 8.0, stderr, None, 48, "mistake", reason
    )


def test_an_error_of_zero_is_said_exact_and_one_that_rounds_to_zero_is_left_out() -> None:
    assert lost_text(6.0, 0.0) == "6.0, exact"
    assert lost_text(6.0, 0.04) == "6.0"
    assert lost_text(6.0, 1.46) == "6.0 ± 1.5"
    assert "± 0.0" not in _decision_row(_costly(stderr=0.0))[3]


def _decision_row(d: object) -> list[str]:
    from piquet_desktop.ui.dialogs.review_panel import decision_cells

    return decision_cells(d)  # type: ignore[arg-type]


def test_a_costly_decision_without_a_named_reason_says_what_the_review_measured() -> None:
    why = _decision_row(_costly(values=(1.0, 9.0)))[4]
    assert why == "Expected deal margin +9.0 with the best, +1.0 with yours"
    from piquet_desktop.ai.review.reasons import Reason
    from piquet_desktop.engine.cards import mask_of, parse_cards
    from piquet_desktop.words.advice_text import reason_text

    reason = Reason.of("high_cards", cards=mask_of(parse_cards("KC")))
    named = _decision_row(_costly(reason))[4]
    assert (
        named
        == "The cards given up: K♣"
        == reason_text(reason)[0].upper() + reason_text(reason)[1:]
    )


def test_the_decisions_counted_are_named() -> None:
    from piquet_desktop.ui.dialogs.review_panel import decisions_said

    kinds = ["exchange", "talon_choice", "call", "answer", *["play"] * 12]
    assert decisions_said(kinds) == (
        "the exchange, the look at the talon, 2 declarations and 12 cards played"
    )
    assert decisions_said(["play"]) == "1 card played"
    assert decisions_said(["exchange", "play", "play"]) == "the exchange and 2 cards played"


def test_the_reviews_new_words_are_french(french: None) -> None:
    from piquet_desktop.ui.dialogs.review_panel import decisions_said

    assert lost_text(6.0, 0.0) == "6,0, exact"
    assert decisions_said(["exchange", "call", "play", "play"]) == (
        "l'écart, 1 annonce et 2 cartes jouées"
    )
    assert _decision_row(_costly())[4] == (
        "Différence attendue sur la donne +9,0 avec le meilleur choix, +1,0 avec le vôtre"
    )
