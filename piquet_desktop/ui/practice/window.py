"""The Practice window: exercises of the exchange, the declarations, counting quizzes, ratings.

Why a window beside the table and not a mode of it: practice is a hand at a time, answered and
judged, with the verdict's table to read; the table's scene, its animations and its partie stay
as they are, so a player may practise between two deals and go back.

What it shows comes from a ``PracticeSession`` (``controller/practice_session``): the exercise
at once (``exerciseShown``), the verdict when the worker has it (``exchangeJudged``), with a busy
bar meanwhile; an answer given before the exercise is prepared says so on the Judge button
("Still preparing…") and beside the busy bar until it is sent (``answerWaiting``), so the
player knows why it takes longer and that nothing more is asked of him. Nothing here judges or
counts. The words are ``words.exchange_text``'s and ``words.practice_text``'s.

The exchange: the hand drawn with the app's cards (``PracticeHand``), the role and the score,
the marks made by clicking; "Judge" sends the discard. The answer: the loss against the best,
the best discard and the next ones with their values and losses, who proposed each (the book,
the Master, the player), and the book's choice beside the engine's verdict. Counting: the two
hands, the question, its choices or a number, right or wrong with the engine's reckoning.
The declarations: ``ui/practice/declarations``'s page, shown once the worker has made and
prepared the exercise (``preparingExercise`` meanwhile).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.engine.actions import Action
from piquet_desktop.practice.counting_quiz import CountingQuestion
from piquet_desktop.practice.declaration_exercise import PreparedDeclaration
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exercise_source import KINDS, PracticeKind
from piquet_desktop.practice.glicko2 import Rating
from piquet_desktop.practice.outcomes import CountingOutcome, ExchangeOutcome
from piquet_desktop.practice.play_exercise import PreparedPlay
from piquet_desktop.translation import translate
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.declarations import DeclarationPage
from piquet_desktop.ui.practice.hand import PracticeHand
from piquet_desktop.ui.practice.parts import (
    busy_bar,
    fill_row,
    header_tip,
    values_table,
    verdict_label,
    verdict_room,
)
from piquet_desktop.ui.practice.play import PlayPage
from piquet_desktop.words.exchange_text import (
    book_line,
    candidate_cells,
    exchange_prompt_text,
    exchange_title,
    exchange_verdict_text,
    leave_text,
    situation_text,
)
from piquet_desktop.words.practice_text import (
    answer_choice_text,
    counting_prompt_text,
    counting_result_text,
    kind_name,
    net_points_tip,
    provisional_note,
    rating_text,
)

__all__ = ["PracticeWindow"]


class _ExchangePage(QWidget):
    def __init__(self, images: CardImages, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("practiceExerciseTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.situation = QLabel(self)
        self.situation.setObjectName("practiceSituation")
        self.situation.setWordWrap(True)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.hand = PracticeHand(images, self)
        self.count = QLabel(self)
        self.count.setObjectName("practiceMarkedCount")
        self.judge_button = QPushButton(self)
        self.judge_button.setObjectName("practiceJudge")
        self.judge_button.setDefault(True)
        self.next_button = QPushButton(translate("PracticeWindow", "Ne&xt Exercise"), self)
        self.next_button.setObjectName("practiceNextExchange")
        self.busy = busy_bar(self, "practiceBusy")
        self.busy_label = QLabel(self)
        self.busy_label.setObjectName("practiceBusyLabel")
        self.result = verdict_label(self, "practiceResult")
        self.book = QLabel(self)
        self.book.setObjectName("practiceBook")
        self.book.setWordWrap(True)
        titles = (
            translate("PracticeWindow", "Discard"),
            translate("PracticeWindow", "Net points"),
            translate("PracticeWindow", "Loss"),
            translate("PracticeWindow", "Proposed by"),
            translate("PracticeWindow", "Why"),
        )
        self.table = values_table(self, "practiceCandidates", titles, len(titles) - 1)

        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        buttons.addWidget(self.judge_button)
        buttons.addWidget(self.next_button)
        working = QHBoxLayout()  # a line of its own: "still being prepared" is a sentence
        working.addWidget(self.busy)
        working.addWidget(self.busy_label, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.situation)
        layout.addWidget(self.prompt)
        layout.addWidget(self.hand)
        layout.addLayout(buttons)
        layout.addLayout(working)
        verdict_room(layout, self, self.result, self.book, self.table)
        self.set_waiting(False)
        self.set_busy(False)

    def set_busy(self, busy: bool) -> None:
        """The busy bar and its words while a verdict is worked out."""
        self.busy.setVisible(busy)
        self.busy_label.setVisible(busy)
        if not busy:
            self.set_waiting(False)

    def set_waiting(self, waiting: bool) -> None:
        """Say whether the answer waits for the exercise's preparation (then judged at once)."""
        if waiting:
            self.judge_button.setText(translate("PracticeWindow", "Still preparing…"))
            self.busy_label.setText(
                translate(
                    "PracticeWindow",
                    "The exercise is still being prepared; your discard is judged as soon as "
                    "it is ready.",
                )
            )
        else:
            self.judge_button.setText(translate("PracticeWindow", "&Judge My Discard"))
            self.busy_label.setText(translate("PracticeWindow", "Working out the verdict…"))


class _CountingPage(QWidget):
    def __init__(self, images: CardImages, parent: QWidget) -> None:
        super().__init__(parent)
        self.elder_label = QLabel(translate("PracticeWindow", "Elder’s hand"), self)
        self.elder = PracticeHand(images, self, markable=False)
        self.elder.setObjectName("practiceElderHand")
        self.younger_label = QLabel(translate("PracticeWindow", "Younger’s hand"), self)
        self.younger = PracticeHand(images, self, markable=False)
        self.younger.setObjectName("practiceYoungerHand")
        self.question = QLabel(self)
        self.question.setObjectName("practiceQuestion")
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setBold(True)
        self.question.setFont(font)
        self.choices = QHBoxLayout()
        self.choice_group = QButtonGroup(self)
        self.number = QSpinBox(self)
        self.number.setObjectName("practiceNumber")
        self.number.setRange(0, 200)
        self.number.setAccessibleName(translate("PracticeWindow", "Points"))
        self.answer_button = QPushButton(translate("PracticeWindow", "&Answer"), self)
        self.answer_button.setObjectName("practiceAnswer")
        self.answer_button.setDefault(True)
        self.next_button = QPushButton(translate("PracticeWindow", "Ne&xt Question"), self)
        self.next_button.setObjectName("practiceNextCounting")
        self.result = QLabel(self)
        self.result.setObjectName("practiceCountingResult")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addLayout(self.choices)
        row.addWidget(self.number)
        row.addWidget(self.answer_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.elder_label)
        layout.addWidget(self.elder)
        layout.addWidget(self.younger_label)
        layout.addWidget(self.younger)
        layout.addWidget(self.question)
        layout.addLayout(row)
        layout.addWidget(self.result, 1, Qt.AlignmentFlag.AlignTop)


class PracticeWindow(QDialog):
    """Practice of ``session``'s exercises, drawn with ``images`` (the table's cards)."""

    def __init__(
        self, session: PracticeSession, images: CardImages, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceWindow")
        self.setWindowTitle(translate("PracticeWindow", "Practice"))
        self.setModal(False)
        self.session = session
        self._ratings: dict[str, Rating] = {}
        self.notice = QLabel(self)
        self.notice.setObjectName("practiceNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        # what reading the positions mined before had to say (a damaged line, skipped and left
        # in the file): kept in view, since it is about the store, not about one exercise
        self.store_notice = QLabel(" ".join(session.notes), self)
        self.store_notice.setObjectName("practiceStoreNotice")
        self.store_notice.setWordWrap(True)
        self.store_notice.setVisible(bool(session.notes))

        self.kind_buttons: dict[PracticeKind, QPushButton] = {}
        kinds = QHBoxLayout()
        group = QButtonGroup(self)
        group.setExclusive(True)
        for kind in KINDS:
            button = QPushButton(kind_name(kind), self)
            button.setObjectName(f"practiceKind{kind.capitalize()}")
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, k=kind: self.practise(k))
            group.addButton(button)
            kinds.addWidget(button)
            self.kind_buttons[kind] = button
        kinds.addStretch(1)
        self.rating_label = QLabel(self)
        self.rating_label.setObjectName("practiceRatings")
        self.rating_label.setWordWrap(True)  # four kinds' ratings: under the buttons, wrapped

        self.pages = QStackedWidget(self)
        self.exchange_page = _ExchangePage(images, self.pages)
        self.counting_page = _CountingPage(images, self.pages)
        self.declaration_page = DeclarationPage(images, self.answer_declaration, self.pages)
        self.pages.addWidget(self.exchange_page)
        self.play_page = PlayPage(images, self.answer_play, self.pages)
        self.pages.addWidget(self.declaration_page)
        self.pages.addWidget(self.play_page)
        self.pages.addWidget(self.counting_page)
        layout = QVBoxLayout(self)
        layout.addLayout(kinds)
        layout.addWidget(self.rating_label)
        layout.addWidget(self.store_notice)
        layout.addWidget(self.notice)
        layout.addWidget(self.pages, 1)

        e = self.exchange_page
        e.hand.markedChanged.connect(self._marked_changed)
        e.judge_button.clicked.connect(self.judge)
        e.next_button.clicked.connect(lambda _c=False: self.practise("exchange"))
        c = self.counting_page
        c.answer_button.clicked.connect(self._answer_number)
        c.next_button.clicked.connect(lambda _c=False: self.practise("counting"))
        d = self.declaration_page
        d.next_button.clicked.connect(lambda _c=False: self.practise("declarations"))
        self.play_page.next_button.clicked.connect(lambda _c=False: self.practise("play"))
        self._next_shortcut = QShortcut(QKeySequence("Ctrl+Right"), self)
        self._next_shortcut.activated.connect(lambda: self.practise(self.session.kind))

        session.exerciseShown.connect(self._show_exercise)
        session.exchangeJudged.connect(self._show_verdict)
        session.declarationJudged.connect(d.show_verdict)
        session.playJudged.connect(self.play_page.show_verdict)
        session.playRefused.connect(self.play_page.show_refusal)
        session.preparingExercise.connect(self._preparing)
        session.countingChecked.connect(self._show_counting_result)
        session.judgingChanged.connect(e.set_busy)
        session.answerWaiting.connect(e.set_waiting)
        session.notice.connect(self._say)
        session.failed.connect(self._failed)
        session.ratingsChanged.connect(self.show_ratings)
        session.notKept.connect(self._not_kept)
        self._low_high = (1, 5)
        self.show_ratings(session.ratings())
        self.resize(980, 660)

    # ---------------------------------------------------------------------------- asking
    def set_felt(self, felt: str) -> None:
        """Lay the practice's table (the play's line) on the felt the player chose for the
        main table (Preferences), in the scheme's shade."""
        self.play_page.line.set_felt(felt)

    def practise(self, kind: PracticeKind) -> None:
        """Show the next exercise of ``kind``."""
        self.session.ask(kind)

    def practise_daily(self) -> bool:
        """Show the exercise of the day; False when there is none."""
        return self.session.ask_daily()

    def show_ratings(self, ratings: Mapping[str, Rating]) -> None:
        """The training rating per kind now, with its 95% band, a provisional one marked."""
        self._ratings = dict(ratings)
        parts = []
        for kind in KINDS:
            rating = self._ratings.get(kind, Rating())
            parts.append(
                translate("PracticeWindow", "{kind}: {value}").format(
                    kind=kind_name(kind), value=rating_text(rating)
                )
            )
        said = translate("PracticeWindow", "Your ratings — {ratings}").format(
            ratings=" · ".join(parts)
        )
        if any(self._ratings.get(kind, Rating()).provisional for kind in KINDS):
            said += "\n" + provisional_note()
        self.rating_label.setText(said)

    # ---------------------------------------------------------------------------- exchange
    def _page(self, kind: str) -> QWidget:
        """Show the page of ``kind``, its button checked."""
        pages: dict[PracticeKind, QWidget] = {
            "exchange": self.exchange_page,
            "declarations": self.declaration_page,
            "play": self.play_page,
            "counting": self.counting_page,
        }
        known: PracticeKind = next((k for k in KINDS if k == kind), "counting")
        self.kind_buttons[known].setChecked(True)
        self.pages.setCurrentWidget(pages[known])
        return pages[known]

    def _preparing(self, kind: str) -> None:
        """The exercise of ``kind`` is being made (a declaration): its page says so."""
        self.notice.hide()
        self._page(kind)
        if kind == "declarations":
            self.declaration_page.set_preparing(True)
        elif kind == "play":
            self.play_page.set_preparing(True)

    def answer_declaration(self, action: Action) -> None:
        self.session.answer_declaration(action)

    def answer_play(self, card: int) -> None:
        self.session.answer_play(card)

    def _show_exercise(self, kind: str, item: object) -> None:
        self.notice.hide()
        self._page(kind)
        if kind == "exchange":
            assert isinstance(item, ExchangeExercise)
            self._show_exchange(item)
        elif kind == "declarations":
            assert isinstance(item, PreparedDeclaration)
            self.declaration_page.show_exercise(item)
        elif kind == "play":
            assert isinstance(item, PreparedPlay)
            self.play_page.show_exercise(item)
        else:
            assert isinstance(item, CountingQuestion)
            self._show_question(item)

    def _show_exchange(self, exercise: ExchangeExercise) -> None:
        e = self.exchange_page
        self._low_high = self.session.exchange_range()
        low, high = self._low_high
        e.title.setText(exchange_title(exercise))
        e.situation.setText(situation_text(exercise))
        e.prompt.setText(exchange_prompt_text(exercise, low, high))
        e.hand.set_hand(exercise.hand)
        e.hand.setFocus(Qt.FocusReason.OtherFocusReason)
        e.result.clear()
        e.book.clear()
        e.table.setRowCount(0)
        e.table.hide()
        e.next_button.setEnabled(True)
        self._marked_changed(0)

    def _marked_changed(self, mask: int) -> None:
        e = self.exchange_page
        exercise = self.session.exchange
        if exercise is None:
            return
        low, high = self._low_high
        marked = mask.bit_count()
        e.count.setText(leave_text(exercise.role, marked, high))
        e.judge_button.setEnabled(
            low <= marked <= high and not self.session.answered and not self.session.judging
        )

    def judge(self) -> None:
        """Send the marked discard to be judged."""
        e = self.exchange_page
        if not e.judge_button.isEnabled():
            return
        if self.session.answer_exchange(e.hand.marked()):
            e.hand.set_locked(True)
            e.judge_button.setEnabled(False)

    def _show_verdict(self, outcome: ExchangeOutcome) -> None:
        e = self.exchange_page
        e.result.setText(exchange_verdict_text(outcome))
        book = outcome.judged.explanation.book
        e.book.setText(book_line(book))
        e.book.setVisible(book is not None)
        e.hand.set_emphasised(outcome.judged.verdict.best.discard)
        rows = outcome.rows()
        verdict = outcome.judged.verdict
        header_tip(e.table, 1, net_points_tip("deal", verdict.in_partie_terms))
        e.table.setRowCount(len(rows))
        for row, reasons in enumerate(rows):
            bold = reasons.candidate.discard == outcome.answer
            cells = candidate_cells(reasons, verdict.best.discard)
            fill_row(e.table, row, cells, numbers=(1, 2), bold=bold)
        e.table.resizeRowsToContents()
        e.table.show()
        e.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---------------------------------------------------------------------------- counting
    def _show_question(self, question: CountingQuestion) -> None:
        c = self.counting_page
        c.elder.set_hand(question.deal.elder_hand)
        c.younger.set_hand(question.deal.younger_hand)
        c.question.setText(counting_prompt_text(question))
        c.result.clear()
        for button in c.choice_group.buttons():
            c.choice_group.removeButton(button)
            button.deleteLater()
        choices = question.choices()
        for choice in choices:
            button = QPushButton(answer_choice_text(question.kind, choice), c)
            button.setObjectName(f"practiceChoice_{choice}")
            button.clicked.connect(lambda _c=False, v=choice: self.answer_counting(v))
            c.choice_group.addButton(button)
            c.choices.addWidget(button)
        c.number.setVisible(not choices)
        c.answer_button.setVisible(not choices)
        c.number.setValue(0)
        c.number.setEnabled(True)
        c.answer_button.setEnabled(True)
        if choices:
            c.choice_group.buttons()[0].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            c.number.setFocus(Qt.FocusReason.OtherFocusReason)
            c.number.selectAll()

    def _answer_number(self) -> None:
        self.answer_counting(str(self.counting_page.number.value()))

    def answer_counting(self, given: str) -> None:
        self.session.answer_counting(given)

    def _show_counting_result(self, outcome: CountingOutcome) -> None:
        c = self.counting_page
        c.result.setText(counting_result_text(outcome.question, outcome.given, outcome.right))
        for button in c.choice_group.buttons():
            button.setEnabled(False)
        c.number.setEnabled(False)
        c.answer_button.setEnabled(False)
        c.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---------------------------------------------------------------------------- the rest
    def _failed(self, reason: str) -> None:
        """Said in the window (never a modal box: the player may simply try again)."""
        self.declaration_page.set_preparing(False)
        self.play_page.set_preparing(False)
        self.play_page.hand.set_locked(False)
        self.exchange_page.hand.set_locked(False)
        self._marked_changed(self.exchange_page.hand.marked())
        self.notice.setText(
            translate("PracticeWindow", "The exercise could not be judged: {reason}").format(
                reason=reason
            )
        )
        self.notice.show()

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def _not_kept(self, reason: str) -> None:
        self.notice.setText(
            translate(
                "PracticeWindow", "This attempt could not be kept, so it does not count: {reason}"
            ).format(reason=reason)
        )
        self.notice.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.close()
        super().closeEvent(event)
