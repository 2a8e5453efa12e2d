"""The sentence and the buttons of the decision the player has to take now, on the prompt bar.

What is pending is read from ``GameController.decision()`` each time something changes, and
``update`` turns it into one sentence and the controls that decision needs (the exchange's count
and Exchange button, carte blanche's claim, the look at the talon, the calls and answers of expert
declarations, the next deal, the end of the partie), so there is one place that says what to do
next. The controls are rebuilt only when the decision changes, so a combo box keeps its choice and
a button its focus while, say, discards are being marked; and not at all while the table is still
moving, since a prompt about a card not yet on the table would confuse.

The hint belongs to the decision too: ``show_hint`` puts the advice under the sentence and readies
it (the discards marked, the card under the keyboard ring), and it goes when the decision changes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMessageBox, QSpinBox, QWidget

from piquet_desktop.controller.game_controller import COMPUTER, HUMAN, GameController
from piquet_desktop.controller.models import HandModel
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from piquet_desktop.engine.cards import cards_of
from piquet_desktop.engine.combinations import Category, best, callable_combinations
from piquet_desktop.engine.deal import Phase
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import PartieResult
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.table import TableScene
from piquet_desktop.words.cards import card_text
from piquet_desktop.words.claims import claim_tip
from piquet_desktop.words.piquet_words import call_choice_text
from piquet_desktop.words.text import action_text, result_text, speech_text


def _waiting_text(phase: Phase | None, opp: str, *, thinking: bool) -> str:
    """What the prompt says while the opponent is to act: what he is doing, in the deal's
    terms (his exchange is not "his play")."""
    if phase == "carte_blanche":
        text = (
            translate("DecisionPrompt", "{player} is deciding on carte blanche…")
            if thinking
            else translate("DecisionPrompt", "{player} to say whether he claims carte blanche.")
        )
    elif phase in ("elder_discard", "younger_discard"):
        text = (
            translate("DecisionPrompt", "{player} is exchanging…")
            if thinking
            else translate("DecisionPrompt", "{player} to exchange.")
        )
    elif phase == "declare":
        text = (
            translate("DecisionPrompt", "{player} is declaring…")
            if thinking
            else translate("DecisionPrompt", "{player} to declare.")
        )
    elif phase == "talon_choice":
        text = (
            translate("DecisionPrompt", "{player} is deciding on the talon…")
            if thinking
            else translate("DecisionPrompt", "{player} to choose whether to look at the talon.")
        )
    else:
        text = (
            translate("DecisionPrompt", "{player} is thinking…")
            if thinking
            else translate("DecisionPrompt", "{player} to play.")
        )
    return text.format(player=opp)


class DecisionPrompt:
    """Fills the ``prompt`` bar for ``controller``'s pending decision.

    The buttons that are not moves (a new partie, the summary, a replay, the next deal) call the
    window's commands given here.
    """

    def __init__(
        self,
        prompt: PromptBar,
        controller: GameController,
        hand_model: HandModel,
        settings: AppSettings,
        scene: TableScene,
        *,
        new_partie: Callable[[], object],
        show_summary: Callable[[], object],
        replay: Callable[[], object],
        next_deal: Callable[[], object],
    ) -> None:
        self.prompt = prompt
        self.controller = controller
        self.hand_model = hand_model
        self.settings = settings
        self.scene = scene
        self._new_partie = new_partie
        self._show_summary = show_summary
        self._replay = replay
        self._next_deal = next_deal
        self._prompt_key: object = None
        # The deal whose end the prompt shows (its Next deal button), None for any other prompt.
        self._between_deals: int | None = None
        self.lesser_call_box: QMessageBox | None = None  # open while it asks

    def acted(self, action: Action) -> None:
        """The player's move was applied: until the table has shown it and the next decision
        comes, the prompt says the move rather than keep asking for it."""
        self._prompt_key = None
        self.prompt.set_prompt(action_text(action, HUMAN, self.controller.names))

    def update(self, *, force: bool = False) -> None:
        """Say what to do next and offer the buttons the pending decision needs."""
        c = self.controller
        if self.scene.is_animating():
            # The table still shows earlier moves (the computer's reply is queued behind the
            # player's card); a prompt about a card not yet on the table would confuse. The
            # prompt catches up when the table comes to rest (or at once, on a click). Only a
            # prompt whose decision is gone is replaced at once: "Deal 1 is over" with its Next
            # deal button must not stay while the next deal is being dealt.
            self._prompt_key = None
            shown, self._between_deals = self._between_deals, None
            if shown is not None and not (c.awaiting_next_deal or c.is_over):
                number = c.view().deal_number
                dealing = translate("DecisionPrompt", "Deal {number}: dealing…")
                # (a take-back from the end of the deal goes back into the same deal)
                self.prompt.set_prompt(dealing.format(number=number) if number != shown else "")
            return
        decision = c.decision()
        view = c.view()
        opp = c.names[COMPUTER]
        # The controls are rebuilt only when the decision changes, so a combo box keeps its
        # choice and a button its focus while, say, discards are being marked.
        key = (
            c.has_partie,
            c.is_over,
            c.awaiting_next_deal,
            c.is_thinking,
            len(view.speech),
            view.deal_number,
            decision.kind if decision else None,
            decision.actions if decision and decision.kind != "play" else None,
            decision.exchange_range if decision else None,
            view.lead_card,
            len(view.tricks),
            self.settings.play_on_double_click,
        )
        rebuild = force or key != self._prompt_key
        self._prompt_key = key
        self._between_deals = view.deal_number if c.awaiting_next_deal or c.is_over else None
        if decision is not None and decision.kind == "exchange":
            self._prompt_exchange(decision, rebuild)
            return
        if not rebuild:
            return
        p = self.prompt
        if not c.has_partie:
            p.set_prompt("")  # the start screen shows instead, with the choices
        elif c.is_over:
            result = view.result
            text = self._result_sentence(result)
            p.set_prompt(
                translate("DecisionPrompt", "The partie is over. {result}").format(result=text)
            )
            p.add_button(
                translate("DecisionPrompt", "Deal &summary"), self._show_summary, "summaryButton"
            )
            p.add_button(translate("DecisionPrompt", "&Replay it"), self._replay, "replayButton")
            p.add_button(
                translate("DecisionPrompt", "&New Partie…"),
                self._new_partie,
                "newPartieButton",
                default=True,
            )
        elif c.awaiting_next_deal:
            number = view.results[-1].number if view.results else view.deal_number
            p.set_prompt(
                translate(
                    "DecisionPrompt",
                    "Deal {number} is over. Read the summary, then go on to the next deal.",
                ).format(number=number)
            )
            p.add_button(
                translate("DecisionPrompt", "Deal &summary"), self._show_summary, "summaryButton"
            )
            p.add_button(
                translate("DecisionPrompt", "&Next deal"),
                self._next_deal,
                "nextDealButton",
                default=True,
            )
        elif decision is None:
            p.set_prompt(_waiting_text(view.deal_phase, opp, thinking=c.is_thinking))
        elif decision.kind == "play":
            self._prompt_play(view, opp)
        elif decision.kind == "carte_blanche":
            self._prompt_carte_blanche(decision, view)
        elif decision.kind == "talon_choice":
            left = view.talon_count
            p.set_prompt(
                translate(
                    "DecisionPrompt",
                    "You left %n card(s) in the talon. Look at them? If you look, "
                    "{player} sees them too.",
                    None,
                    left,
                ).format(player=opp)
            )
            p.add_button(
                translate("DecisionPrompt", "&Look"),
                lambda: self._submit(LookAtTalon(True)),
                "lookButton",
                default=True,
            )
            p.add_button(
                translate("DecisionPrompt", "Leave &unseen"),
                lambda: self._submit(LookAtTalon(False)),
                "leaveButton",
            )
        elif decision.kind == "call":
            self._prompt_call(decision, view)
        elif decision.kind == "answer":
            self._prompt_answer(decision, view, opp)

    def _result_sentence(self, result: PartieResult | None) -> str:
        if result is None:
            return ""
        return result_text(result, self.controller.names)

    def _prompt_exchange(self, decision: Decision, rebuild: bool) -> None:
        assert decision.exchange_range is not None
        low, high = decision.exchange_range
        marked = self.hand_model.selected_mask().bit_count()
        if low == high:
            text = translate(
                "DecisionPrompt",
                "Your exchange: mark exactly %n card(s) to discard, then press Exchange. "
                "{marked} marked.",
                None,
                low,
            )
        elif low == 0:
            text = translate(
                "DecisionPrompt",
                "Your exchange: mark up to %n card(s) to discard (or none), then press Exchange. "
                "{marked} marked.",
                None,
                high,
            )
        else:
            text = translate(
                "DecisionPrompt",
                "Your exchange: mark {low} to {high} cards to discard, then press Exchange. "
                "{marked} marked.",
            )
        text = text.format(low=low, high=high, marked=marked)
        ok = low <= marked <= high
        if rebuild:
            self.prompt.set_prompt(text)
            self.prompt.add_button(
                translate("DecisionPrompt", "&Exchange"),
                self._confirm_exchange,
                "exchangeButton",
                enabled=ok,
                default=True,
                tooltip=translate(
                    "DecisionPrompt",
                    "Discard the raised cards and take as many from the talon (Ctrl+Enter)",
                ),
            )
        else:
            self.prompt.set_text(text)
            button = self.prompt.button("exchangeButton")
            if button is not None:
                button.setEnabled(ok)
        button = self.prompt.button("exchangeButton")
        if button is not None:
            button.setText(
                translate("DecisionPrompt", "Take &none")
                if marked == 0 and low == 0
                else translate("DecisionPrompt", "&Exchange")
            )

    def _confirm_exchange(self) -> None:
        decision = self.controller.decision()
        if decision is None or decision.kind != "exchange":
            return
        mask = self.hand_model.selected_mask()
        if self.controller.submit(Discard(mask)):
            self.hand_model.clear_selection()

    def _prompt_play(self, view: PlayerView, opp: str) -> None:
        double = self.settings.play_on_double_click
        if view.lead_card < 0:
            if double:
                text = translate(
                    "DecisionPrompt",
                    "Trick {number} of 12. Your lead: double-click a card to play it.",
                )
            else:
                text = translate(
                    "DecisionPrompt", "Trick {number} of 12. Your lead: click a card to play it."
                )
        elif double:
            text = translate(
                "DecisionPrompt",
                "Trick {number} of 12. {player} led {card}: double-click a card to play it "
                "(follow suit if you can).",
            )
        else:
            text = translate(
                "DecisionPrompt",
                "Trick {number} of 12. {player} led {card}: click a card to play it "
                "(follow suit if you can).",
            )
        card = card_text(view.lead_card) if view.lead_card >= 0 else ""
        self.prompt.set_prompt(text.format(number=len(view.tricks) + 1, player=opp, card=card))
        if self.controller.claim_refusal() is None:
            self.prompt.add_button(
                translate("DecisionPrompt", "&Claim the remaining tricks"),
                self.controller.claim,
                "claimTricksButton",
                tooltip=claim_tip(),
            )

    def _prompt_carte_blanche(self, decision: Decision, view: PlayerView) -> None:
        p = self.prompt
        claims = [a for a in decision.actions if isinstance(a, CarteBlanche) and a.claim]
        if any(a.take for a in claims):
            high = max(a.take for a in claims)
            p.set_prompt(
                translate(
                    "DecisionPrompt",
                    "You hold carte blanche (no king, queen or knave): claim it for 10 points? "
                    "You show your hand, and say now how many cards you will take.",
                )
            )
            spin = QSpinBox(p)
            spin.setObjectName("takeSpin")
            spin.setRange(1, high)
            spin.setValue(high)
            spin.setPrefix(translate("DecisionPrompt", "take ", "before the number of cards"))
            p.add_widget(spin)
            p.add_button(
                translate("DecisionPrompt", "&Claim carte blanche"),
                lambda: self._submit(CarteBlanche(True, spin.value())),
                "claimButton",
                default=True,
            )
        else:
            p.set_prompt(
                translate(
                    "DecisionPrompt",
                    "You hold carte blanche (no king, queen or knave): claim it for 10 points? "
                    "Your hand will be shown once elder has discarded.",
                )
            )
            p.add_button(
                translate("DecisionPrompt", "&Claim carte blanche"),
                lambda: self._submit(CarteBlanche(True)),
                "claimButton",
                default=True,
            )
        p.add_button(
            translate("DecisionPrompt", "&Don't claim"),
            lambda: self._submit(CarteBlanche(False)),
            "noClaimButton",
        )

    def _prompt_call(self, decision: Decision, view: PlayerView) -> None:
        p = self.prompt
        category = decision.category or "point"
        calls = [a for a in decision.actions if isinstance(a, Call)]
        p.set_prompt(_declare_text(category, view.elder == HUMAN, self.controller.names[COMPUTER]))
        combo = QComboBox(p)
        combo.setObjectName("callCombo")
        for action in sorted(calls, key=lambda a: -a.cards.bit_count()):
            combo.addItem(call_choice_text(action), action)
        p.add_widget(combo)
        p.add_button(
            translate("DecisionPrompt", "&Call"),
            lambda: self._call(combo.currentData(), view.hand, category),
            "callButton",
            default=True,
        )
        sink = next((a for a in decision.actions if isinstance(a, Sink)), Sink(category))
        p.add_button(
            translate("DecisionPrompt", "Call &nothing"),
            lambda: self._submit(sink),
            "sinkButton",
            tooltip=translate("DecisionPrompt", "Sink: say nothing in this category"),
        )

    def _prompt_answer(self, decision: Decision, view: PlayerView, opp: str) -> None:
        p = self.prompt
        said = next((speech_text(s) for s in reversed(view.speech) if s.seat == COMPUTER), "")
        category = decision.category or "point"
        if category == "sequence":
            text = translate("DecisionPrompt", "{player}: “{speech}” Your answer on the sequence?")
        elif category == "set":
            text = translate("DecisionPrompt", "{player}: “{speech}” Your answer on the set?")
        else:
            text = translate("DecisionPrompt", "{player}: “{speech}” Your answer on the point?")
        p.set_prompt(text.format(player=opp, speech=said))
        labels = {
            "good": translate("DecisionPrompt", "G&ood"),
            "not_good": translate("DecisionPrompt", "&Not good"),
            "equal": translate("DecisionPrompt", "E&qual"),
        }
        for action in decision.actions:
            if isinstance(action, Answer):
                p.add_button(
                    labels[action.reply],
                    functools.partial(self._submit, action),
                    f"answer_{action.reply}",
                    default=action.reply == "good" and len(decision.actions) == 1,
                )

    def _submit(self, action: Action | None) -> None:
        if action is not None:
            self.controller.submit(action)

    def _call(self, action: Call | None, hand: int, category: Category) -> None:
        """Submit the call, asking first when it is less than the best the hand holds: a call
        is final once made (RULES.md section 4), so calling less is made on purpose only."""
        held = best(hand, category)
        if action is None or held is None:
            return
        options = callable_combinations(hand, category)
        chosen = next((c for c in options if c.cards == action.cards), None)
        if chosen is None or chosen.key >= held.key:  # the engine answers a call it refuses
            self._submit(action)
            return
        box = lesser_call_question(self.prompt, action, Call(category, held.cards))
        self.lesser_call_box = box

        def answered(_result: int) -> None:
            self.lesser_call_box = None
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
                self._submit(action)

        box.finished.connect(answered)
        box.open()

    def show_hint(self, action: object, text: str) -> None:
        """Show the advice under the prompt and mark it on the table (``mark_suggestion``)."""
        self.prompt.set_hint(translate("DecisionPrompt", "Hint: {hint}").format(hint=text))
        self.mark_suggestion(action)

    def mark_suggestion(self, action: object, *, over_marks: bool = True) -> None:
        """For an exchange mark the cards to discard, for a card put the focus ring on it, so
        Exchange, or Space, takes the advice; ``over_marks`` False leaves a discard the player
        has begun to mark alone."""
        if isinstance(action, Play):
            self.scene.focus_card(action.card)
        if isinstance(action, Discard):
            decision = self.controller.decision()
            if decision is None or decision.kind != "exchange":
                return
            if not over_marks and self.hand_model.selected_mask():
                return
            self.hand_model.clear_selection()
            for card in cards_of(action.cards):
                self.hand_model.toggle_selected(card)


def lesser_call_question(parent: QWidget, call: Call, held: Call) -> QMessageBox:
    """The question before a call that is less than the best held: call it, or go back (the
    default, and Escape)."""
    text = translate(
        "DecisionPrompt",
        "You hold {held}.\n\nCall less: {call}? A call is final once made.",
    ).format(held=call_choice_text(held), call=call_choice_text(call))
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("DecisionPrompt", "Call less"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setObjectName("lesserCallQuestion")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(translate("DecisionPrompt", "Call &less"))
    box.button(QMessageBox.StandardButton.No).setText(translate("DecisionPrompt", "&Go back"))
    return box


def _declare_text(category: str, elder: bool, opponent: str) -> str:
    """The prompt of an expert declaration: one sentence per category, and for younger the
    reminder that elder called nothing in it."""
    if category == "sequence":
        text = (
            translate(
                "DecisionPrompt", "Declare your sequence: choose what to call, or call nothing."
            )
            if elder
            else translate(
                "DecisionPrompt",
                "Declare your sequence ({player} called nothing): "
                "choose what to call, or call nothing.",
            )
        )
    elif category == "set":
        text = (
            translate("DecisionPrompt", "Declare your set: choose what to call, or call nothing.")
            if elder
            else translate(
                "DecisionPrompt",
                "Declare your set ({player} called nothing): choose what to call, or call nothing.",
            )
        )
    else:
        text = (
            translate("DecisionPrompt", "Declare your point: choose what to call, or call nothing.")
            if elder
            else translate(
                "DecisionPrompt",
                "Declare your point ({player} called nothing): "
                "choose what to call, or call nothing.",
            )
        )
    return text.format(player=opponent)
