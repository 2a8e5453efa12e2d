"""Take back and redo: one object over two stacks, the moves a take back returns to and the take
backs a redo plays again.

Take back (the app's choice, not a law): back to before the human's last chosen card or exchange
of the deal in play, but never to a decision taken before he saw a card he had not seen then (the
cards he took in, talon cards he looked at, cards the opponent showed or played), since he would
decide it again knowing more. A practice partie, played with both hands face up (open piquet, so
nothing is hidden), may go back to any such point of the deal, and its record says ``practice``.
See docs/DESIGN-APP.md.

The two stacks, as KPat's ``undoOrRedo`` keeps them: the take-back stack holds the decision
points of the deal in play (a move the human chose: a step with a single legal action is played
automatically, and taking back to it would replay it at once); a take back pops the last point,
returns to the partie before it, and pushes what it undid onto the redo stack, with the claims
that stood then; a redo pops that back and the controller replays the moves it recorded, which
push their points again; a new move empties the redo stack. A shuffle empties the take-back
stack, since a deal dealt stays dealt.

A point costs no copy of the partie: it holds the partie as it was just after the deal's shuffle
(one copy a deal, shared by the deal's points) and the deal's moves up to it, and the partie
before its move is rebuilt from them only when a take back asks (a few dozen actions at most).
A point is noted after the engine has accepted the move, so a refused click costs nothing. A
loaded record's points come from the loader's own replay (``watch``, an
``engine.record.ReplayWatch``, keeps the partie after each shuffle, and the last deal's moves
are walked again from it), so putting it in play replays nothing again.

Qt-free, like the engine it replays; the refusals are worded by words/game_status.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from piquet_desktop.engine.actions import Action, Discard, Play, Shuffle
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import Claim, TakeBack
from piquet_desktop.engine.view import view
from piquet_desktop.words import game_status as status

from .partie_chance import HUMAN

__all__ = ["DecisionPoint", "TakeBackStack", "Undone"]


@dataclass(frozen=True)
class DecisionPoint:
    """A move take back may return to: its index in the partie's actions, the partie just after
    the deal's shuffle (a copy nobody changes) and the deal's actions from there to the move."""

    at: int
    start: PartieState
    moves: tuple[Action, ...]

    @cached_property
    def before(self) -> PartieState:
        """The partie just before the move (nobody changes it: restoring it clones it again)."""
        state = self.start.clone()
        for action in self.moves:
            state.apply(action)
        return state

    @cached_property
    def known(self) -> int:
        """The cards the human knew (``PlayerView.known_cards``) just before he made the move:
        worked out only when a take back asks, not at every move."""
        return view(self.before, HUMAN).known_cards()


@dataclass(frozen=True)
class Undone:
    """What one take back undid, for a redo: the take back as the record keeps it (where, and
    the actions undone) and the claims that stood when it was made, which come back with the
    cards they claimed."""

    took: TakeBack
    claims: tuple[Claim, ...]


class TakeBackStack:
    """The decision points of the deal in play, oldest first, and the take backs a redo may
    play again, the latest last. See the module docstring."""

    def __init__(self) -> None:
        self._points: list[DecisionPoint] = []
        self._redo: list[Undone] = []
        self._start: PartieState | None = None  # the partie just after the last shuffle
        self._dealt_at = 0  # ...and its number of actions
        self._dealing = False  # the loader's replay: the action just watched is a shuffle

    # ------------------------------------------------------------------------- noting moves
    @staticmethod
    def is_choice(state: PartieState, action: Action) -> bool:
        """Whether ``action``, about to be applied to ``state``, is a card or exchange the human
        chooses among others, legal: a move take back may return to."""
        if state.current_player != HUMAN or not isinstance(action, Play | Discard):
            return False
        decision = decision_for(state)
        return decision.forced is None and decision.is_legal(action)

    def push(self, state: PartieState, action: Action, *, choice: bool) -> None:
        """``action`` has just been applied to ``state`` (``choice``: ``is_choice`` said so
        before): keep its point, or start the deal's stack afresh at a shuffle."""
        if isinstance(action, Shuffle):
            self._dealt(state)
        elif choice and self._start is not None:
            at = len(state.actions) - 1
            moves = tuple(state.actions[self._dealt_at : at])
            self._points.append(DecisionPoint(at, self._start, moves))

    def watch(self, state: PartieState, action: Action) -> None:
        """The loader's replay is about to apply ``action`` to ``state``
        (``engine.record.ReplayWatch``): the partie just after each shuffle is kept, for
        ``replayed`` to find the points of the last deal from."""
        if self._dealing:
            self._dealt(state)
        self._dealing = type(action) is Shuffle

    def replayed(self, state: PartieState) -> None:
        """The loader's replay has ended at ``state``: the points of its last deal, found by
        walking that deal's moves again from the partie kept after its shuffle (a few dozen
        actions, where noting them during the replay would ask at every move of every deal)."""
        if self._dealing:
            self._dealt(state)
            self._dealing = False
        if self._start is None:
            return
        walked = self._start.clone()
        for action in state.actions[self._dealt_at :]:
            choice = self.is_choice(walked, action)
            walked.apply(action)
            self.push(walked, action, choice=choice)

    @classmethod
    def of_deal(cls, dealt: PartieState | None, state: PartieState) -> TakeBackStack:
        """The points of the deal in play in ``state``, found from ``dealt``, the partie just
        after that deal's shuffle (None: no deal dealt yet), as ``replayed`` finds them: for a
        partie at hand cut from a replay, whose moves before that shuffle need no walk."""
        stack = cls()
        if dealt is not None:
            stack._dealt(dealt)
        stack.replayed(state)
        return stack

    def _dealt(self, state: PartieState) -> None:
        self._points.clear()
        self._start = state.clone()
        self._dealt_at = len(state.actions)

    # ------------------------------------------------------------------------- take back
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

    def go_back(
        self, state: PartieState, claims: tuple[Claim, ...]
    ) -> tuple[PartieState, TakeBack]:
        """Back from ``state`` to before the last point's move: the partie there, and the take
        back as the record keeps it (everything undone), which goes onto the redo stack with
        ``claims``, those standing now. IndexError when there is no point."""
        point = self._points.pop()
        took = TakeBack(point.at, tuple(state.actions[point.at :]))
        self._redo.append(Undone(took, claims))
        return point.before.clone(), took

    # ------------------------------------------------------------------------- redo
    def next_redo(self, played: int) -> Undone | None:
        """The take back a redo plays again now, with ``played`` actions in play: the latest,
        if its undone actions follow them. A question only: nothing changes."""
        if self._redo and self._redo[-1].took.at == played:
            return self._redo[-1]
        return None

    def pop_redo(self) -> Undone:
        """Take the latest take back off the redo stack, for its moves to be played again
        (their points come back as they are). IndexError when there is none."""
        return self._redo.pop()

    def forget_redo(self) -> bool:
        """A new move was made: nothing taken back can be redone any more. True if something
        could."""
        had = bool(self._redo)
        self._redo.clear()
        return had

    def copy(self) -> TakeBackStack:
        """Another stack with the same points and take backs (they are never changed: a take
        back clones the partie it returns to), for a loaded partie put in play twice."""
        other = TakeBackStack()
        other._points = self._points[:]
        other._redo = self._redo[:]
        other._start, other._dealt_at = self._start, self._dealt_at
        return other

    def __len__(self) -> int:
        return len(self._points)
