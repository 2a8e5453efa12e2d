"""Take back: the moves it may return to (the human's decision points since the last shuffle),
whether it may, and the partie it returns to.

Take back (the app's choice, not a law): back to before the human's last chosen card or exchange
of the deal in play, but never to a decision taken before he saw a card he had not seen then (the
cards he took in, talon cards he looked at, cards the opponent showed or played), since he would
decide it again knowing more. A practice partie, played with both hands face up (open piquet, so
nothing is hidden), may go back to any such point of the deal, and its record says ``practice``.
See docs/DESIGN-APP.md.

Rather than replaying the partie from its first action to find that move and rebuild the state
before it, the controller keeps a stack of the states at those moves as the partie goes, the way
a chess board keeps its move stack: pushing a point costs one copy of the state at a move the
human chose (a dozen a deal), and taking back pops the last point and continues from its state,
whatever the partie's length. A shuffle empties the stack, since a
deal dealt stays dealt.

Only a chosen move counts: a step with a single legal action (the last card, a forced follow) is
played automatically, and taking back to it would replay it at once.

Qt-free, like the engine it copies states of; the refusals are worded by words/game_status.py.
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass
from functools import cached_property

from piquet_desktop.engine.actions import Action, Discard, Play, Shuffle
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, TakeBack
from piquet_desktop.engine.view import view
from piquet_desktop.words import game_status as status

from .partie_chance import HUMAN

__all__ = ["DecisionPoint", "TakeBackStack"]


@dataclass(frozen=True)
class DecisionPoint:
    """A move take back may return to: its index in the partie's actions and the partie just
    before it (a copy nobody changes: restoring it clones it again)."""

    at: int
    before: PartieState

    @cached_property
    def known(self) -> int:
        """The cards the human knew (``PlayerView.known_cards``) just before he made the move:
        worked out only when a take back asks, not at every move."""
        return view(self.before, HUMAN).known_cards()


class TakeBackStack:
    """The decision points of the deal in play, oldest first; the state's own history."""

    def __init__(self) -> None:
        self._points: list[DecisionPoint] = []

    @classmethod
    def prepare(cls, record: PartieRecord) -> None:
        """Replay ``record`` now, on the calling thread, for the next ``replayed(record)`` to
        take as it is: the record loader's worker does it for a large file, so that putting the
        partie in play does not replay it again on the window's thread. A record whose actions
        do not replay is left to ``replayed``, which says why."""
        try:
            found = cls._replay(record)
        except Exception:
            return
        key = id(record)
        with _PREPARED_LOCK:
            _PREPARED[key] = (
                weakref.ref(record, lambda _gone: _forget(key)),
                len(record.actions),
                len(record.take_backs),
                *found,
            )

    @classmethod
    def replayed(cls, record: PartieRecord) -> tuple[PartieState, TakeBackStack]:
        """A loaded record's partie and its stack, from one replay of its actions (RecordError,
        as ``record.replay()`` words it, if they do not replay), or the replay ``prepare`` made
        of this very record, taken once and only while the record is as it was then. Only the
        points after the last shuffle are made: the earlier ones would be emptied by it."""
        with _PREPARED_LOCK:
            prepared = _PREPARED.pop(id(record), None)
        if prepared is not None:
            made_for, actions, take_backs, state, stack = prepared
            same = made_for() is record
            if same and (actions, take_backs) == (len(record.actions), len(record.take_backs)):
                return state, stack
        return cls._replay(record)

    @classmethod
    def _replay(cls, record: PartieRecord) -> tuple[PartieState, TakeBackStack]:
        stack = cls()
        actions = record.actions
        shuffles = [i for i, action in enumerate(actions) if isinstance(action, Shuffle)]
        last_shuffle = shuffles[-1] if shuffles else -1
        state = new_partie(record.rules)
        for i, action in enumerate(actions):
            point = stack.note(state, action) if i > last_shuffle else None
            try:
                state.apply(action)
            except IllegalActionError:
                record.replay()  # raises RecordError naming the action and the reason
                raise
            stack.push(action, point)
        return state, stack

    @staticmethod
    def note(state: PartieState, action: Action) -> DecisionPoint | None:
        """What the controller asks just before it applies ``action`` to ``state``: the point
        to ``push`` once the action is applied, for a card or exchange the human chose; None
        for anything else."""
        if (
            state.current_player == HUMAN
            and isinstance(action, Play | Discard)
            and decision_for(state).forced is None
        ):
            return DecisionPoint(len(state.actions), state.clone())
        return None

    def push(self, action: Action, point: DecisionPoint | None) -> None:
        """``action`` (with its point from ``note``) has been applied: keep the point. A
        shuffle empties the stack: nothing before a deal dealt can be taken back."""
        if isinstance(action, Shuffle):
            self._points.clear()
        elif point is not None:
            self._points.append(point)

    @property
    def last(self) -> DecisionPoint | None:
        """The point a take back returns to, if any."""
        return self._points[-1] if self._points else None

    def refusal(self, state: PartieState | None, *, practice: bool, opponent: str) -> str | None:
        """Why a take back cannot be done now in ``state`` (None: no partie), as the status bar
        says it; None if it can. ``practice``: cards seen since do not stop it (a practice
        partie, or "Take back any move" on). A refusal by the fair rule says what blocks it
        and what lifts it."""
        point = self.last if state is not None and not state.is_over else None
        if state is None or point is None:
            return status.nothing_to_take_back_text(
                has_partie=state is not None, is_over=state is not None and state.is_over
            )
        if practice:
            return None
        new = self.seen_since(state)
        if not new:
            return None
        seen = status.seen_since_text(view(state, HUMAN), new, state.actions[point.at], opponent)
        return status.blocked_take_back_text(seen)

    def seen_since(self, state: PartieState) -> int:
        """The cards (a mask) the human has seen in ``state`` that he had not seen before the
        last point's move: what the fair rule stops a take back for (0: nothing, or no point)."""
        point = self.last
        if point is None:
            return 0
        return view(state, HUMAN).known_cards() & ~point.known

    def go_back(self, state: PartieState) -> tuple[PartieState, TakeBack]:
        """Back from ``state`` to before the last point's move: the partie there, and the take
        back as the record keeps it (everything undone). IndexError when there is no point."""
        at = self._points[-1].at
        return self.pop(), TakeBack(at, tuple(state.actions[at:]))

    def pop(self) -> PartieState:
        """Take the last point off and give a copy of the partie just before its move (the
        earlier points stay, for the next take back). IndexError when there is none."""
        return self._points.pop().before.clone()

    def clear(self) -> None:
        self._points.clear()

    def __len__(self) -> int:
        return len(self._points)


_Prepared = tuple["weakref.ref[PartieRecord]", int, int, PartieState, TakeBackStack]
_PREPARED: dict[int, _Prepared] = {}
"""Replays ``TakeBackStack.prepare`` made, by the record's id (records are mutable, so not
hashable; the weak reference tells a record from a later one given the same id, and drops the
replay with its record), each taken once."""
_PREPARED_LOCK = threading.RLock()  # re-entrant: a weak reference may call _forget in a collection


def _forget(key: int) -> None:
    with _PREPARED_LOCK:
        _PREPARED.pop(key, None)
