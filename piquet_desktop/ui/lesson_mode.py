"""Learn to Play: a guided first deal, each step explained in the lesson panel.

Starting the lesson deals a partie of its own (``words.lesson``: Rubicon, the novice level,
the fixed seed that makes the player elder with a point, a sequence and a set) and turns the
expert declarations off for it, so the app makes the player's calls and the lesson says what it
called and what was answered. The lesson follows the partie rather than driving it: at each turn
``update`` works out the step from the controller's state (the deal's first decision gets the
explanation of elder and younger first, the first card of the play the three declaration
categories), shows its words, and for a decision asks for the hint, whose recommended discard or
card is then marked on the table as the suggestion. The player stays free to do anything else.

It ends when the first deal is over and the next one is dealt, when the player leaves it (Leave
the Lesson, Escape), when another partie or a replay takes the table, or when the preference that
offers it is turned off. Leaving keeps the partie: it goes on as an ordinary partie against the
same opponent, autosaved as any other, and the expert declarations come back as the preferences
say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.game_status import human_name_or_default

# The lesson's words are imported when it starts, and its panel made then: most runs never
# show them (docs/PERFORMANCE.md, "Start-up").
if TYPE_CHECKING:
    from piquet_desktop.ui.lesson_panel import LessonPanel
    from piquet_desktop.words.lesson import Hint, Step

__all__ = ["LessonMode"]


class LessonMode(QObject):
    """The lesson over ``controller``'s partie, shown in the panel ``make_panel`` makes (by
    the lesson's first start: until then no panel exists, nothing of it shows).

    ``make_way`` is the window's step before another partie takes the table, ``mark`` puts a
    hint's suggestion on the table (the discards raised, the card under the ring), ``focus_table``
    gives the keyboard back to the cards, and ``notify`` writes the status bar.
    """

    started = Signal()
    ended = Signal()

    def __init__(
        self,
        parent: QObject,
        *,
        controller: GameController,
        settings: AppSettings,
        make_panel: Callable[[], LessonPanel],
        make_way: Callable[[], None],
        mark: Callable[[Action], None],
        focus_table: Callable[[], None],
        notify: Callable[[str], None],
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._make_panel = make_panel
        self._panel: LessonPanel | None = None
        self._make_way = make_way
        self._mark = mark
        self._focus_table = focus_table
        self._notify = notify
        self.active = False
        self._read: set[Step] = set()
        self._step: Step | None = None
        self._key: object = None
        self._shown: object = None
        self._hint: Hint | None = None
        self._hint_at: int = -1

    @property
    def panel(self) -> LessonPanel:
        """The lesson's panel above the prompt, made hidden and wired when first asked for."""
        panel = self._panel
        if panel is None:
            panel = self._panel = self._make_panel()
            panel.hide()
            panel.nextRequested.connect(self.next_step)
            panel.leaveRequested.connect(lambda: self.leave())
        return panel

    # ================================================================================ start, end
    def start(self) -> bool:
        """Deal the lesson's partie and begin explaining; False if it could not start."""
        from piquet_desktop.words.lesson import LESSON_OPPONENT, LESSON_RULES, LESSON_SEED

        self._make_way()
        name = human_name_or_default(self.settings.human_name)
        try:
            self.controller.new_partie(LESSON_RULES, LESSON_OPPONENT, LESSON_SEED, name)
        except ValueError as exc:  # a build without the novice level
            self._notify(
                translate("LessonMode", "The lesson cannot start: {reason}.").format(reason=exc)
            )
            return False
        self.controller.mark_practice()  # played with every step explained: not for the figures
        self.active = True
        self._read = set()
        self._key = None
        self._shown = None
        self._hint = None
        self._hint_at = -1
        self.controller.options.expert_declarations = False
        self.panel.body.forget_heights()
        self.panel.show()
        self.started.emit()
        self._notify(
            translate(
                "LessonMode",
                "Learn to Play: read each step above the prompt, then play as it suggests.",
            )
        )
        self.update()
        return True

    def leave(self, *, finished: bool = False) -> None:
        """Stop explaining; the partie goes on as an ordinary one."""
        if not self.active:
            return
        self.active = False
        self._step = None
        self.panel.hide()
        self.controller.options.expert_declarations = self.settings.expert_declarations
        self.ended.emit()
        if finished:
            self._notify(
                translate("LessonMode", "The lesson is over: the partie goes on. Good luck!")
            )
        else:
            self._notify(
                translate(
                    "LessonMode", "You left the lesson: the partie goes on as a normal partie."
                )
            )

    @property
    def has_hint(self) -> bool:
        """The hint's reasoning for the step shown has come and is explained."""
        return self.active and self._hint is not None

    @property
    def step(self) -> Step | None:
        """The step shown now (None outside the lesson)."""
        return self._step if self.active else None

    # ================================================================================ steps
    def next_step(self) -> None:
        """Next: the step read is done; on to what the partie is at."""
        from piquet_desktop.words.lesson import READ_STEPS

        if self._step in READ_STEPS:
            self._read.add(self._step)
        self.update()

    def press_next(self) -> bool:
        """Enter pressed in the window: Next, if the step shown offers it; True if pressed."""
        if not self.active:
            return False
        button = self.panel.next_button
        if button.isVisible():
            button.click()
            return True
        return False

    def update(self) -> None:
        """Show the step the partie is at (called whenever the table comes to rest)."""
        if not self.active:
            return
        from piquet_desktop.words.lesson import READ_STEPS, explain

        c = self.controller
        view = c.view()
        if c.is_over or view.deal_number > 1:
            self.leave(finished=True)
            return
        step = self._current_step()
        if step is None:
            return  # the computer is thinking: the words of the last step stay
        decision = c.decision()
        index = len(c.record().actions)
        key = (step, view.deal_number, len(view.tricks), view.lead_card, index)
        if step not in READ_STEPS and decision is not None and self._hint_at != index:
            self._hint = None
            self._hint_at = index
            c.request_hint()
        hint = self._hint if self._hint_at == index else None
        shown = (key, hint)
        if shown == self._shown:
            return
        first_time = key != self._key
        self._key = key
        self._shown = shown
        self._step = step
        needs_next = step in READ_STEPS
        self.panel.show_explanation(explain(view, step, hint, c.names), needs_next=needs_next)
        if first_time:
            if needs_next:
                self.panel.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
            elif self.panel.isAncestorOf(self.panel.focusWidget()):
                self._focus_table()

    def _current_step(self) -> Step | None:
        from piquet_desktop.words.lesson import DECLARATION_STEPS, decision_step

        c = self.controller
        if c.awaiting_next_deal:
            return "deal_end"
        decision = c.decision()
        if decision is None:
            return None
        view = c.view()
        if decision.kind == "exchange" or decision.kind == "carte_blanche":
            if "deal" not in self._read and not view.tricks:
                return "deal"
            if decision.kind == "exchange":
                self._read -= set(DECLARATION_STEPS)  # a new exchange, new calls to explain
        if decision.kind == "play" and not self._played_yet(view):
            unread = [s for s in DECLARATION_STEPS if s not in self._read]
            if unread:
                return unread[0]
        return decision_step(view, decision.kind)

    @staticmethod
    def _played_yet(view: PlayerView) -> bool:
        """Whether the player has played a card in this deal (the calls come before that)."""
        return bool(view.tricks) or (view.leader == view.seat and view.lead_card >= 0)

    # ================================================================================ hints
    def show_hint(self, action: Action) -> None:
        """The hint for the decision in play came: the lesson says it in its own words (the
        hint's sentence, with its values, is for the table's prompt), the table marks it."""
        if not self.active:
            return
        from piquet_desktop.words.lesson import Hint

        self._hint = Hint(action)
        self._hint_at = len(self.controller.record().actions)
        self._mark(action)
        self.update()
        self._notify(translate("LessonMode", "Hint ready: the lesson above the prompt says it."))
