"""The Practice window's declarations page: the situation, the legal calls as choices, the verdict.

Why a page of its own: a declaration is answered by choosing among the legal calls, sinks or
answers (buttons, one each), not by marking cards, and its verdict is a list of every legal one
with its value; the hand is only shown. The dialogue so far comes from
``practice.declaration_practice.dialogue`` (up to the question; the player's answer joins it
once given) and every sentence from ``words.practice_text``.
The page judges nothing: its buttons call back with the action.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.engine.actions import Action
from piquet_desktop.practice.declaration_exercise import PreparedDeclaration
from piquet_desktop.practice.declaration_practice import dialogue
from piquet_desktop.practice.declaration_reasons import category_scores
from piquet_desktop.practice.outcomes import DeclarationOutcome
from piquet_desktop.translation import number, translate
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.hand import PracticeHand
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
    declaration_question,
    declaration_reason_text,
    declaration_situation_text,
    declaration_title,
    declaration_verdict_text,
    loss_cell,
    net_points_tip,
    said_text,
)

__all__ = ["DeclarationPage"]

COLUMNS = 2
"""The choices' buttons per row (up to eight legal calls in four rows; more in three columns,
as a point of six cards called less gives a dozen choices)."""


class DeclarationPage(QWidget):
    """The declaration shown, its choices, and its verdict once answered."""

    def __init__(
        self, images: CardImages, answer: Callable[[Action], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._answer = answer
        self.title = QLabel(self)
        self.title.setObjectName("practiceDeclarationTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.situation = QLabel(self)
        self.situation.setObjectName("practiceDeclarationSituation")
        self.situation.setWordWrap(True)
        self.said = QLabel(self)
        self.said.setObjectName("practiceDeclarationSaid")
        self.said.setWordWrap(True)
        self.hand = PracticeHand(images, self, markable=False)
        self.hand.setObjectName("practiceDeclarationHand")
        self.question = QLabel(self)
        self.question.setObjectName("practiceDeclarationQuestion")
        self.question.setWordWrap(True)
        bold = self.question.font()
        bold.setBold(True)
        self.question.setFont(bold)
        self.choices = QGridLayout()
        self.choice_buttons: list[QPushButton] = []
        self.busy = busy_bar(self, "practiceDeclarationBusy")
        self.busy_label = QLabel(
            translate("PracticeDeclarations", "Preparing the exercise (a partie is played)…"), self
        )
        self.next_button = QPushButton(translate("PracticeWindow", "Ne&xt Exercise"), self)
        self.next_button.setObjectName("practiceNextDeclaration")
        self.result = verdict_label(self, "practiceDeclarationResult")
        titles = (
            translate("PracticeDeclarations", "Declaration"),
            translate("PracticeWindow", "Net points"),
            translate("PracticeWindow", "Loss"),
            translate("PracticeDeclarations", "Then, in this deal"),
        )
        # one line a call: the rows stay short at any width
        self.table = values_table(self, "practiceDeclarationValues", titles, 3, wrap=False)
        header_tip(self.table, 1, net_points_tip("deal"))

        row = QHBoxLayout()
        row.addWidget(self.busy)
        row.addWidget(self.busy_label)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.situation)
        layout.addWidget(self.hand)
        layout.addWidget(self.said)  # below the hand: the player's answer joins it
        layout.addWidget(self.question)
        layout.addLayout(self.choices)
        layout.addLayout(row)
        verdict_room(layout, self, self.result, self.table)
        self.set_preparing(False)
        self.table.hide()

    def set_preparing(self, preparing: bool) -> None:
        """The busy bar while the exercise is made; the old one's choices go meanwhile."""
        self.busy.setVisible(preparing)
        self.busy_label.setVisible(preparing)
        if preparing:
            self._clear()
            self.title.setText(translate("PracticeDeclarations", "The declarations"))

    def _clear(self) -> None:
        for button in self.choice_buttons:
            self.choices.removeWidget(button)
            button.deleteLater()
        self.choice_buttons = []
        self.situation.clear()
        self.said.clear()
        self.question.clear()
        self.result.clear()
        self.hand.set_hand(0)
        self.table.setRowCount(0)
        self.table.hide()

    def show_exercise(self, prepared: PreparedDeclaration) -> None:
        self.set_preparing(False)
        self._clear()
        exercise = prepared.exercise
        self.title.setText(
            declaration_title(exercise.kind, exercise.category, exercise.seed, prepared.difficulty)
        )
        self.situation.setText(declaration_situation_text(exercise))
        self.said.setText(said_text(dialogue(exercise)))
        self.hand.set_hand(exercise.hand)
        self.question.setText(declaration_question(exercise.kind, exercise.role, exercise.category))
        columns = COLUMNS if len(exercise.actions) <= 4 * COLUMNS else COLUMNS + 1
        for i, action in enumerate(exercise.actions):
            button = QPushButton(capitalised(action_label(action)), self)
            button.setObjectName(f"practiceDeclarationChoice{i}")
            button.clicked.connect(lambda _c=False, a=action: self._answer(a))
            self.choices.addWidget(button, i // columns, i % columns)
            button.show()  # at once, not when the layout gets round to it
            self.choice_buttons.append(button)
        if self.choice_buttons:
            self.choice_buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def show_verdict(self, outcome: DeclarationOutcome) -> None:
        judged = outcome.verdict
        exercise = outcome.prepared.exercise
        self.said.setText(said_text(dialogue(exercise, outcome.answer)))
        reasons = {
            j.action: declaration_reason_text(
                category_scores(exercise, j.action), exercise.category
            )
            for j in outcome.prepared.judged
        }
        self.result.setText(
            declaration_verdict_text(
                outcome.answer, judged.loss, judged.best.action, judged.level_choice, reasons
            )
        )
        for button, action in zip(
            self.choice_buttons, outcome.prepared.exercise.actions, strict=True
        ):
            button.setEnabled(False)
            if action == outcome.answer or action == judged.best.action:
                font = button.font()
                font.setBold(True)
                button.setFont(font)
        rows = outcome.prepared.judged
        self.table.setRowCount(len(rows))
        for row, j in enumerate(rows):
            loss = loss_cell(j.loss, j.stderr)
            label = capitalised(action_label(j.action))
            if j.action == outcome.prepared.level_choice:
                label = translate("PracticeDeclarations", "{action} (the Master’s)").format(
                    action=label
                )
            cells = (label, number(j.value, 1), loss, capitalised(reasons[j.action]))
            fill_row(self.table, row, cells, numbers=(1, 2), bold=j.action == outcome.answer)
        self.table.resizeRowsToContents()
        self.table.show()
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
