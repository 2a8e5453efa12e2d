"""The Practice window's play page: the position in the app's cards, a card clicked, the verdict.

Why a page of its own: a card is answered by clicking it in the hand (as at the table), and the
verdict is every legal card's value with the line that beats a wrong one. An open ending shows
both hands; a single-dummy position only the player's, with what a player at the table knows
then (``PlayExercise.knowledge``: his discard, the talon's cards he saw, the cards his opponent
showed, the declarations, the tricks played in order). The card on the table (when the
opponent has led) and the tricks so far are said above the hand. The words are
``words.practice_text``'s; the page judges nothing: a click calls back with the card, and a
card the rules do not allow there comes back refused by the engine (``show_refusal``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.engine.actions import PLAYS, Play
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.practice.line_steps import steps_for_card
from piquet_desktop.practice.outcomes import PlayOutcome
from piquet_desktop.practice.play_exercise import PreparedPlay
from piquet_desktop.translation import number, translate
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.hand import PracticeHand
from piquet_desktop.ui.practice.line import LineView
from piquet_desktop.ui.practice.parts import (
    busy_bar,
    fill_row,
    header_tip,
    values_table,
    verdict_label,
    verdict_room,
)
from piquet_desktop.words.advice_text import action_label
from piquet_desktop.words.piquet_words import capitalised
from piquet_desktop.words.practice_text import (
    line_heading,
    line_text,
    loss_cell,
    net_points_tip,
    no_line_text,
    play_knowledge_text,
    play_question,
    play_table_text,
    play_title,
    play_verdict_text,
)
from piquet_desktop.words.text import refusal_text

__all__ = ["PlayPage"]


class _Views(QWidget):
    """The position or the line, one shown at a time. Not a QStackedWidget: a stack's height
    for its width is the largest of its pages', hidden ones too, so the line's wrapped labels
    gave it less than the hand's height and the cards were cut when the verdict's table came;
    here the hidden page counts for nothing."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []

    def addWidget(self, page: QWidget) -> None:
        self._layout.addWidget(page)
        page.setVisible(not self._pages)
        self._pages.append(page)

    def currentWidget(self) -> QWidget | None:
        return next((p for p in self._pages if not p.isHidden()), None)

    def setCurrentWidget(self, shown: QWidget) -> None:
        for page in self._pages:
            page.setVisible(page is shown)


class PlayPage(QWidget):
    """The position shown, its hand to click, and its verdict once answered."""

    def __init__(self, images: CardImages, answer: Callable[[int], None], parent: QWidget) -> None:
        super().__init__(parent)
        self._answer = answer
        self._answerable = False  # a position is shown and not yet answered
        self._prepared: PreparedPlay | None = None
        self.title = QLabel(self)
        self.title.setObjectName("practicePlayTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.table_state = QLabel(self)
        self.table_state.setObjectName("practicePlayTable")
        self.table_state.setWordWrap(True)
        # a single-dummy position: what the player knows as at the table, beyond his hand
        self.known = QLabel(self)
        self.known.setObjectName("practicePlayKnown")
        self.known.setWordWrap(True)
        self.known.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.views = _Views(self)
        self.position_view = QWidget(self.views)
        self.opponent_label = QLabel(
            translate("PracticePlay", "Your opponent’s hand"), self.position_view
        )
        self.opponent = PracticeHand(images, self.position_view, markable=False)
        self.opponent.setObjectName("practicePlayOpponent")
        self.mine_label = QLabel(
            translate("PracticePlay", "Your hand: click the card to play"), self.position_view
        )
        self.hand = PracticeHand(images, self.position_view)
        self.hand.setObjectName("practicePlayHand")
        position = QVBoxLayout(self.position_view)
        position.setContentsMargins(0, 0, 0, 0)
        position.addWidget(self.opponent_label)
        position.addWidget(self.opponent)
        position.addWidget(self.mine_label)
        position.addWidget(self.hand)
        self.line = LineView(images, self.views)
        self.views.addWidget(self.position_view)
        self.views.addWidget(self.line)
        self.hand.markedChanged.connect(self._clicked)
        self.question = QLabel(self)
        self.question.setObjectName("practicePlayQuestion")
        self.question.setWordWrap(True)
        bold = self.question.font()
        bold.setBold(True)
        self.question.setFont(bold)
        self.busy = busy_bar(self, "practicePlayBusy")
        self.busy_label = QLabel(
            translate("PracticeDeclarations", "Preparing the exercise (a partie is played)…"), self
        )
        self.next_button = QPushButton(translate("PracticeWindow", "Ne&xt Exercise"), self)
        self.next_button.setObjectName("practiceNextPlay")
        self.result = verdict_label(self, "practicePlayResult")
        titles = (
            translate("PracticePlay", "Card"),
            translate("PracticeWindow", "Net points"),
            translate("PracticeWindow", "Loss"),
            translate("PracticePlay", "The line that follows, trick by trick"),
        )
        self.table = values_table(self, "practicePlayValues", titles, 3, wrap=False)
        header_tip(self.table, 1, net_points_tip("play"))
        self.table.setToolTip(
            translate("PracticePlay", "Click a card’s row to see its line played on the table.")
        )
        self.table.cellClicked.connect(lambda row, _col: self._show_line_of_row(row))
        row = QHBoxLayout()
        row.addWidget(self.question, 1)
        row.addWidget(self.busy)
        row.addWidget(self.busy_label)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table_state)
        layout.addWidget(self.known)
        layout.addWidget(self.views)
        layout.addLayout(row)
        verdict_room(layout, self, self.result, self.table)
        self.set_preparing(False)
        self.table.hide()

    def set_preparing(self, preparing: bool) -> None:
        self.busy.setVisible(preparing)
        self.busy_label.setVisible(preparing)
        if preparing:
            self._answerable = False
            self.title.setText(translate("PracticePlay", "The play"))
            for label in (self.table_state, self.known, self.question, self.result):
                label.clear()
            self.hand.set_hand(0)
            self.opponent.set_hand(0)
            self.table.hide()
            self._prepared = None
            self._show_view(self.position_view)

    def show_exercise(self, prepared: PreparedPlay) -> None:
        self.set_preparing(False)
        self._prepared = None
        self._show_view(self.position_view)
        exercise = prepared.exercise
        table = exercise.table()
        self._answerable = True
        self.title.setText(play_title(exercise.kind, exercise.seed, prepared.difficulty))
        self.table_state.setText(play_table_text(table))
        open_cards = exercise.kind == "ending"
        self.known.setText("" if open_cards else play_knowledge_text(exercise.knowledge()))
        self.known.setVisible(not open_cards)
        self.opponent.set_hand(table.opponent_hand if open_cards else 0)
        self.opponent.setVisible(open_cards)
        self.opponent_label.setVisible(open_cards)
        self.hand.set_hand(table.hand)
        self.hand.setFocus(Qt.FocusReason.OtherFocusReason)
        self.question.setText(
            play_question(exercise.kind, prepared.goal, prepared.wanted, table.tricks_left)
        )
        self.result.clear()
        self.table.setRowCount(0)
        self.table.hide()

    def _clicked(self, mask: int) -> None:
        """A card marked is the card played: sent to be judged, or refused by the engine."""
        if mask.bit_count() != 1 or not self._answerable:
            return
        self.hand.set_locked(True)
        self._answer(mask.bit_length() - 1)

    def show_refusal(self, card: int, refusal: Refusal) -> None:
        """The rules do not allow ``card`` here: unmarked, and the engine's reason said."""
        self.hand.set_locked(False)
        self.hand.set_marked(0)
        self.result.setText(refusal_text(Play(card), refusal))

    def show_verdict(self, outcome: PlayOutcome) -> None:
        prepared, judged = outcome.prepared, outcome.verdict
        self._answerable = False
        led = prepared.exercise.table().lead_card  # begins the line's first trick
        self.result.setText(
            play_verdict_text(
                outcome.card,
                judged.loss,
                judged.best.card,
                judged.answer.line,
                prepared.shown.get(outcome.card) if prepared.exercise.kind == "single" else None,
                led,
            )
        )
        self.hand.set_emphasised(1 << judged.best.card)
        rows = prepared.judged
        self.table.setRowCount(len(rows))
        for row, j in enumerate(rows):
            loss = loss_cell(j.loss, j.stderr)
            cells = (
                capitalised(action_label(PLAYS[j.card])),
                number(j.value, 1),
                loss,
                line_text(j.line, led) if j.line else no_line_text(j.loss),
            )
            fill_row(self.table, row, cells, numbers=(1, 2), bold=j.card == outcome.card)
        self.table.resizeRowsToContents()
        self.table.show()
        self._prepared = prepared
        if self.show_line(outcome.card):
            self.line.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_line(self, card: int) -> bool:
        """Step the line that follows ``card`` on the small table in place of the position
        (once judged); whether it has one to show (a single-dummy best card has none)."""
        prepared = self._prepared
        judged = prepared.of(card) if prepared is not None else None
        steps = steps_for_card(prepared, card) if prepared is not None else ()
        if prepared is None or judged is None or not steps:
            return False
        single = prepared.exercise.kind == "single"
        shown = prepared.shown.get(card) if single else None
        if single:
            opponent = translate(
                "PracticePlay",
                "Your opponent’s hand in the world where this card costs most (in play you "
                "do not see it)",
            )
        else:
            opponent = translate("PracticePlay", "Your opponent’s hand")
        led = prepared.exercise.table().lead_card
        text = play_verdict_text(card, judged.loss, prepared.best.card, judged.line, shown, led)
        self.line.show_line(steps, line_heading(card, judged.loss), text, opponent)
        self._show_view(self.line)
        return True

    def _show_view(self, shown: QWidget) -> None:
        """Show the position or the line; the other one then asks no room."""
        self.views.setCurrentWidget(shown)
        self.views.updateGeometry()

    def _show_line_of_row(self, row: int) -> None:
        prepared = self._prepared
        known = prepared is not None and 0 <= row < len(prepared.judged)
        if known and prepared is not None and self.show_line(prepared.judged[row].card):
            self.line.setFocus(Qt.FocusReason.OtherFocusReason)
