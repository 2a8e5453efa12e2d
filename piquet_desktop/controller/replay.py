"""Replaying a recorded partie action by action, both hands visible, and leaving it at any point.

A position is the number of actions applied, 0 to ``len(record.actions)``. A partie is a few
hundred actions and the engine applies tens of thousands a second, so positions are rebuilt by
replaying rather than stored: a copy of the state is kept every ``CHECKPOINT_EVERY`` actions, and
any seek clones the nearest checkpoint and applies at most that many actions. Stepping forward
applies one action to the current state. The copies come from the one replay that loaded the
record (``LoadedPartie.positions``, controller/replay_positions.py); a record at hand (the partie
in play) is replayed once here to make them. "Continue from here" hands the partie at the position
on as a ``LoadedPartie``, so the live partie starts from it without replaying the record again.

The views are the engine's views for both seats at the position (between deals: of the deal just
finished, as in live play; the partie keeps it), so a replay shows exactly what each player knew,
and the table shows both hands when given the second view.

Playing back uses a ``QTimer`` whose interval is ``BASE_STEP_MS`` times the speed multiplier (the
same scale as the animation speed: 0 instant, 1 normal, 2 slow); tests play at speed 0 and wait
with ``qtbot.waitUntil``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.translation import translate
from piquet_desktop.words.text import action_text, display_name

from .loaded_partie import LoadedPartie, replay_partie
from .replay_positions import CHECKPOINT_EVERY
from .take_back import TakeBackStack

__all__ = ["BASE_STEP_MS", "CHECKPOINT_EVERY", "ReplayController"]

BASE_STEP_MS = 800


class ReplayController(QObject):
    """Holds a ``PartieRecord`` and a position in it; emits the two seats' views as it moves."""

    positionChanged = Signal(int)
    viewsChanged = Signal(object, object)  # seat 0's PlayerView, seat 1's
    playingChanged = Signal(bool)

    def __init__(self, partie: PartieRecord | LoadedPartie, parent: QObject | None = None) -> None:
        """``partie``: read for a replay (``read_partie(..., positions=True)``), or a record
        at hand, replayed here once; RecordError if its actions do not replay."""
        super().__init__(parent)
        if not isinstance(partie, LoadedPartie) or partie.positions is None:
            record = partie.record if isinstance(partie, LoadedPartie) else partie
            partie = replay_partie(record, positions=True)
        positions = partie.positions
        assert positions is not None
        record = self._record = partie.record
        self._actions: list[Action] = list(record.actions)
        self._names = (display_name(record.players[0].name), display_name(record.players[1].name))
        self._checkpoints = positions.checkpoints
        self._seats = positions.seats  # who acted, per action (-1: chance)
        self._deal_starts = positions.deal_starts  # position just after each shuffle
        self._end = partie.state  # after every action; nobody changes it
        self._position = 0
        self._state = self._checkpoints[0].clone()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    # ------------------------------------------------------------------------- queries
    @property
    def record(self) -> PartieRecord:
        return self._record

    @property
    def names(self) -> tuple[str, str]:
        return self._names

    @property
    def levels(self) -> tuple[str | None, str | None]:
        """The registry level that played each seat, seat 0 first (None: a person)."""
        a, b = self._record.players[0], self._record.players[1]
        return (a.level if a.kind == "ai" else None), (b.level if b.kind == "ai" else None)

    @property
    def position(self) -> int:
        return self._position

    @property
    def length(self) -> int:
        """The last position: every action applied."""
        return len(self._actions)

    @property
    def deal_count(self) -> int:
        return len(self._deal_starts)

    @property
    def is_playing(self) -> bool:
        return self._timer.isActive()

    def deal_start(self, number: int) -> int:
        """The position at which deal ``number`` (1-based) has just been dealt."""
        if not 1 <= number <= len(self._deal_starts):
            raise ValueError(f"the partie has deals 1 to {len(self._deal_starts)}, not {number}")
        return self._deal_starts[number - 1]

    def state(self) -> PartieState:
        """A copy of the state at the position (for tools; the window needs only the views)."""
        return self._state.clone()

    def end_state(self) -> PartieState:
        """A copy of the partie after every action, as the load's replay left it: for the
        library to keep the record (its review made) without replaying it again."""
        return self._end.clone()

    def view(self, seat: int) -> PlayerView:
        return view(self._state, seat)

    def views(self) -> tuple[PlayerView, PlayerView]:
        return self.view(0), self.view(1)

    def claimed_by(self) -> int | None:
        """The seat that claimed the remaining tricks of the deal shown, once the position has
        come to the first claimed card (as the live partie's log said it, with that card)."""
        state = self._state
        number = state.deal_number if state.deal is not None else len(state.results)  # as view
        claim = next((c for c in self._record.claims if c.deal == number), None)
        return claim.seat if claim is not None and self._position > claim.at else None

    def views_after(self, action: Action) -> tuple[PlayerView, PlayerView]:
        """Both seats' views had ``action`` been played at the position instead of what was
        (the review's best action, shown beside the recorded one); the replay stays where it
        is. IllegalActionError if ``action`` is not legal there."""
        state = self._state.clone()
        state.apply(action)
        return view(state, 0), view(state, 1)

    def label(self) -> str:
        """Where the position is, in words: "Deal 3, trick 5", "End of deal 2"."""
        state = self._state
        if state.phase == "over":
            return translate("ReplayController", "End of the partie")
        if state.phase == "cut":
            return translate("ReplayController", "The cut")
        if state.phase == "shuffle":
            if not state.results:
                return translate("ReplayController", "After the cut")
            return translate("ReplayController", "End of deal {number}").format(
                number=len(state.results)
            )
        deal = state.deal
        assert deal is not None
        n = state.deal_number
        if deal.phase == "carte_blanche":
            text = translate("ReplayController", "Deal {number}, carte blanche")
        elif deal.phase in ("elder_discard", "younger_discard"):
            text = translate("ReplayController", "Deal {number}, exchange")
        elif deal.phase == "declare":
            text = translate("ReplayController", "Deal {number}, declarations")
        else:
            text = translate("ReplayController", "Deal {number}, trick {trick}")
        return text.format(number=n, trick=min(len(deal.tricks) + 1, 12))

    @property
    def first_position(self) -> int:
        """Where the replay starts: the first deal as dealt (the cut before it leaves the felt
        bare, and a replay that opened on an empty table showed nothing to step from)."""
        return self._deal_starts[0] if self._deal_starts else 0

    def next_label(self) -> str | None:
        """What comes next from the position, in words ("Deal 3, trick 5", "Deal 4 is dealt"),
        None at the end of the partie: the position's ``label`` says where the cards are, this
        says the step the next move makes, for a status line that reads on from the move just
        shown."""
        state = self._state
        if state.phase == "over":
            return None
        if state.phase == "shuffle":
            return translate("ReplayController", "Deal {number} is dealt").format(
                number=len(state.results) + 1
            )
        return self.label()

    def last_action_text(self) -> str:
        """The action that led to the position, in a sentence ("" at the start)."""
        if self._position == 0:
            return ""
        i = self._position - 1
        return action_text(self._actions[i], self._seats[i], self._names)

    # ------------------------------------------------------------------------- moving
    def seek(self, position: int) -> None:
        """Go to ``position`` (clamped to 0..length)."""
        position = max(0, min(position, self.length))
        if position == self._position:
            return
        if position == self._position + 1:
            self._state.apply(self._actions[self._position])
        else:
            self._state = self._state_at(position)
        self._position = position
        self.positionChanged.emit(position)
        view0, view1 = self.views()
        self.viewsChanged.emit(view0, view1)

    def _state_at(self, position: int) -> PartieState:
        """A new copy of the partie at ``position``, from the nearest checkpoint before it."""
        base = position // CHECKPOINT_EVERY
        state = self._checkpoints[base].clone()
        for action in self._actions[base * CHECKPOINT_EVERY : position]:
            state.apply(action)
        return state

    def step_forward(self) -> bool:
        """One action on; False at the end."""
        if self._position >= self.length:
            return False
        self.seek(self._position + 1)
        return True

    def step_back(self) -> bool:
        """One action back; False at the start."""
        if self._position == 0:
            return False
        self.seek(self._position - 1)
        return True

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(self.length)

    def to_deal_start(self, number: int) -> None:
        """Go to deal ``number`` (1-based) as just dealt; ValueError for a deal not recorded."""
        self.seek(self.deal_start(number))

    def play(self, speed: float = 1.0) -> None:
        """Step forward on a timer, ``BASE_STEP_MS * speed`` apart, until ``pause`` or the end."""
        if self._position >= self.length:
            return
        self._timer.setInterval(max(0, round(BASE_STEP_MS * max(0.0, speed))))
        if not self._timer.isActive():
            self._timer.start()
            self.playingChanged.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playingChanged.emit(False)

    @Slot()
    def _tick(self) -> None:
        if not self.step_forward() or self._position >= self.length:
            self.pause()

    # ------------------------------------------------------------------------- leaving
    def continue_from_here(self) -> PartieRecord:
        """The record cut at the position, to be played on live against the computer.

        Seat 0 becomes the human; seat 1 keeps its player if it was a computer (else the greedy
        player). The seed is kept, so the next deals are the ones the original partie would have
        dealt (``GameController.load`` draws chance on from it); take backs are history of the
        original and are dropped. It is a practice partie (``practice``): the replay showed both
        hands and could step on through the cards to come, so nothing in it is hidden. The
        claims whose cards it holds are kept, so its log goes on saying them.
        """
        human, other = self._record.players
        seat1 = other if other.kind == "ai" else PlayerInfo(other.name, "ai", "greedy")
        return PartieRecord(
            self._record.rules,
            (PlayerInfo(human.name, "human"), seat1),
            self._record.seed,
            self._actions[: self._position],
            practice=True,
            claims=[c for c in self._record.claims if c.end <= self._position],
        )

    def continued(self) -> LoadedPartie:
        """``continue_from_here``'s record with the partie at the position and the take back's
        points of its deal, for ``GameController.load``: the record is not replayed again, only
        the deal in play is walked from the checkpoint nearest its shuffle."""
        record = self.continue_from_here()
        dealt = max((d for d in self._deal_starts if d <= self._position), default=None)
        start = self._state_at(dealt) if dealt is not None else None
        points = TakeBackStack.of_deal(start, self._state)
        return LoadedPartie(record, self._state.clone(), points)
