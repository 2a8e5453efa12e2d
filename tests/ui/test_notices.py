"""The status bar says the partie's news when the table shows it, and forgets it once stale."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from piquet_desktop.ui.notices import NEWS_CHARACTERS, Notices


def notices(qtbot: QtBot, busy: list[bool]) -> Notices:
    window = QMainWindow()
    qtbot.addWidget(window)
    return Notices(window, table_busy=lambda: busy[0])


def test_news_is_said_at_once_on_a_table_at_rest(qtbot: QtBot) -> None:
    said = notices(qtbot, [False])
    said.news("Computer plays Q♠.")
    assert said.current() == "Computer plays Q♠."


def test_news_waits_while_cards_move_and_is_said_together_at_rest(qtbot: QtBot) -> None:
    busy = [True]
    said = notices(qtbot, busy)
    said.message("Hint ready: see under the table.")
    said.news("Computer plays 9♠.")
    said.news("Computer plays K♥.")
    assert said.current() == "Hint ready: see under the table."  # not before the table shows it
    busy[0] = False
    said.table_at_rest()
    assert said.current() == "Computer plays 9♠. Computer plays K♥."
    said.message("Saved.")
    said.table_at_rest()  # nothing held back any more: the last sentence stays
    assert said.current() == "Saved."


def test_once_the_player_acts_what_was_said_and_held_back_is_gone(qtbot: QtBot) -> None:
    busy = [False]
    said = notices(qtbot, busy)
    said.news("Computer plays Q♠.")
    busy[0] = True
    said.news("Computer: point of five.")
    said.moved_on()
    assert said.current() == ""
    busy[0] = False
    said.table_at_rest()
    assert said.current() == ""


def test_a_long_run_of_news_says_the_latest_sentences_that_fit(qtbot: QtBot) -> None:
    busy = [True]
    said = notices(qtbot, busy)
    dialogue = [f"Computer: call number {i} of the declarations, good or not." for i in range(8)]
    for text in [*dialogue, "Computer plays A♣."]:
        said.news(text)
    busy[0] = False
    said.table_at_rest()
    shown = said.current()
    assert shown.endswith("Computer plays A♣.") and dialogue[-1] in shown
    assert dialogue[0] not in shown and len(shown) <= NEWS_CHARACTERS


def test_a_reason_as_long_as_a_crafted_file_is_shown_bounded(qtbot: QtBot) -> None:
    from piquet_desktop.engine.bounded_text import MAX_MESSAGE_CHARS

    said = notices(qtbot, [False])
    reason = "unexpected field " + ", ".join(f"'f{i:07d}'" for i in range(30_000))
    box = said.error("Cannot open", reason)
    assert len(box.text()) <= MAX_MESSAGE_CHARS + 40 and box.text().startswith(reason[:300])
    assert len(said.current()) <= MAX_MESSAGE_CHARS + 40
    said.message(reason)
    assert len(said.current()) <= MAX_MESSAGE_CHARS + 40
    box.close()
