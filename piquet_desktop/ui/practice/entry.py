"""Where practice is entered: Game > Practice…, the start screen's Practice, the review's link.

Why one object for the ways in: the main window, the start screen and the menus are edited by
several people for several features, so practice adds to each in one place (an action put into
the Game menu here, a button the start screen already has, one line in the main window) and keeps
its own state here: the session, its worker and the window, made when practice is first opened
(nothing of it is imported or started before, so the app starts as fast as before).

``open(kind)`` shows the window on a kind of exercise (the review's "practise the exchange" link
asks for one); with no kind it starts on the exercise of the day when it has not been tried
today, and otherwise continues where the player was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from piquet_desktop.translation import translate
from piquet_desktop.ui.practice.daily import DailyLine
from piquet_desktop.ui.table.felts import DEFAULT_FELT

if TYPE_CHECKING:
    from piquet_desktop.controller.practice_session import PracticeSession
    from piquet_desktop.practice.exercise_source import AttemptStore, PracticeKind
    from piquet_desktop.ui.card_images import CardImages
    from piquet_desktop.ui.menus import Menus
    from piquet_desktop.ui.practice.window import PracticeWindow
    from piquet_desktop.ui.start_screen import StartScreen

__all__ = ["PracticeEntry"]


class PracticeEntry(QObject):
    """The Practice action and start-screen choice of ``window``, and the window they open."""

    def __init__(
        self,
        window: QMainWindow,
        store: AttemptStore,
        menus: Menus,
        start_screen: StartScreen,
        images: CardImages,
        *,
        threads: bool = False,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self._images = images
        self._threads = threads  # jobs in a thread rather than the practice process (tests)
        self.worlds: int | None = None  # the worlds an exchange is judged in (None: the default)
        # positions mined on demand: their worlds and the miner's priority (None: the defaults;
        # a real-window test mines in few worlds, less low)
        self.mining_worlds: int | None = None
        self.mining_niceness: int | None = None
        self._felt = DEFAULT_FELT  # the main table's, given by ``set_felt``
        self.session: PracticeSession | None = None
        self.practice_window: PracticeWindow | None = None
        self.action = QAction(translate("Menus", "&Practice…"), window)
        self.action.setObjectName("actionPractice")
        self.action.setShortcut(QKeySequence("Ctrl+P"))
        tip = translate(
            "Menus",
            "Exercises of the exchange, the declarations, the play and counting, with your ratings",
        )
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        self.action.triggered.connect(lambda _checked=False: self.open())
        window.addAction(self.action)  # the shortcut works while the menu bar is hidden
        menus.game_menu.addSeparator()
        menus.game_menu.addAction(self.action)
        start_screen.practiceRequested.connect(self.open)
        self.daily_line = DailyLine(start_screen, start_screen.set_practice_line, store.attempts)

    def set_felt(self, felt: str) -> None:
        """The felt the player chose for the table: the Practice window's table follows it, now
        if it is open and when it is made."""
        self._felt = felt
        if self.practice_window is not None:
            self.practice_window.set_felt(felt)

    def open(self, kind: PracticeKind | None = None) -> PracticeWindow:
        """Show the Practice window, on ``kind`` when given (else where the player was)."""
        from piquet_desktop.controller.practice_session import PracticeSession
        from piquet_desktop.practice.mined_exchange import MINING_WORLDS
        from piquet_desktop.practice.worker_jobs import MINING_NICENESS, WORLDS
        from piquet_desktop.ui.practice.window import PracticeWindow
        from piquet_desktop.ui.window_geometry import fit_to_screen

        if self.practice_window is None:
            self.session = PracticeSession.with_workers(
                self._store,
                self,
                threads=self._threads,
                worlds=WORLDS if self.worlds is None else self.worlds,
                mining_worlds=MINING_WORLDS if self.mining_worlds is None else self.mining_worlds,
                mining_niceness=(
                    MINING_NICENESS if self.mining_niceness is None else self.mining_niceness
                ),
            )
            self.session.attemptKept.connect(lambda _attempt: self.daily_line.refresh())
            self.practice_window = PracticeWindow(self.session, self._images, self._window)
            self.practice_window.set_felt(self._felt)
            fit_to_screen(self.practice_window, restored=False)
        window, session = self.practice_window, self.session
        assert session is not None
        wanted = kind if kind is not None else session.kind
        if kind is None and not session.has_exercise() and not session.daily_done():
            window.practise_daily()  # the exercise of the day first
        elif wanted != session.kind or not session.has_exercise() or session.answered:
            window.practise(wanted)  # an exercise left unanswered is still there
        window.show()
        window.raise_()
        window.activateWindow()
        return window
