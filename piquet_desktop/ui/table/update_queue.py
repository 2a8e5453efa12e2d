"""The table's one queue of updates, and its pacing: plain bookkeeping, without Qt.

An update shown to the table (a ``PlayerView``) is either laid out at once, its change turned
into an animation that waits behind the ones already queued, or it waits to be laid out in a
later turn of the event loop. Both kinds stand in one queue, in the order they arrived: the
animations of updates already laid out first, then the updates still waiting (an update is only
laid out when every one before it has been).

**Pacing.** Laying out an update and building its animations takes a few milliseconds; several in
one turn of the event loop (the automatic calls after an exchange, the computer's card right
after the player's, a claim's two dozen plays) made one frame of the moving cards late. So at
most one update is laid out per turn while cards move: a second one waits, and each new turn
lays out the oldest waiting, timed at the speed it arrived at (a claim's quick pace holds though
the claim is over by then). At speed 0 nothing waits.

The scene (``table_scene``) owns the Qt objects: it tells this queue when a turn begins and what
it laid out, and starts the animations the queue hands it. The queue is generic in both the
update and the animation, so it is tested with plain values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["UpdateQueue", "Waiting"]

U = TypeVar("U")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Waiting(Generic[U]):
    """An update not laid out yet, and the speed it arrived at."""

    update: U
    speed: float


@dataclass(frozen=True, slots=True)
class _Laid(Generic[A]):
    """The animation of an update laid out, waiting for the one running to end."""

    animation: A


class UpdateQueue(Generic[U, A]):
    """Animations waiting to run and updates waiting to be laid out, in arrival order."""

    def __init__(self) -> None:
        self._entries: list[_Laid[A] | Waiting[U]] = []
        self._running: A | None = None
        self._turn_used = False  # an update was laid out in this turn of the event loop

    # ------------------------------------------------------------------------------- pacing
    def lays_out_now(self, speed: float) -> bool:
        """Whether an update arriving now at ``speed`` is laid out at once: at speed 0 always;
        otherwise unless updates wait already (order is kept) or this turn has laid one out
        while cards still move."""
        if speed <= 0:
            return True
        return not self.has_waiting() and not (self._turn_used and self.is_busy())

    def wait(self, update: U, speed: float) -> None:
        """Keep ``update`` for a later turn, timed at ``speed``."""
        self._entries.append(Waiting(update, speed))

    def laid_out(self, speed: float) -> bool:
        """An update was laid out at ``speed``; True when a next turn should be called for (the
        scene's zero-interval timer), that is when anything is animated."""
        self._turn_used = self._turn_used or speed > 0
        return speed > 0

    def new_turn(self) -> Waiting[U] | None:
        """A new turn of the event loop: the oldest update waiting, to be laid out now (the
        caller then says ``laid_out``), or None."""
        self._turn_used = False
        for i, entry in enumerate(self._entries):
            if isinstance(entry, Waiting):
                del self._entries[i]
                return entry
        return None

    def take_last_waiting(self) -> Waiting[U] | None:
        """Drop every update waiting and give the last: the table jumps to it."""
        waiting = [e for e in self._entries if isinstance(e, Waiting)]
        if not waiting:
            return None
        self._entries = [e for e in self._entries if not isinstance(e, Waiting)]
        return waiting[-1]

    # --------------------------------------------------------------------------- animations
    def enqueue(self, animation: A) -> A | None:
        """Queue ``animation`` behind those laid out before it; the one to start now (it, when
        nothing runs), or None."""
        at = next((i for i, e in enumerate(self._entries) if isinstance(e, Waiting)), None)
        self._entries.insert(len(self._entries) if at is None else at, _Laid(animation))
        return self.start_next() if self._running is None else None

    def start_next(self) -> A | None:
        """The one running has ended (or none ran): the next animation laid out becomes the
        running one and is returned; None when the next entry waits for its turn or the queue
        is empty."""
        self._running = None
        first = self._entries[0] if self._entries else None
        if isinstance(first, _Laid):
            del self._entries[0]
            self._running = first.animation
        return self._running

    def running(self) -> A | None:
        return self._running

    def take_animations(self) -> tuple[A | None, list[A]]:
        """Drop the running animation and every one laid out (the updates waiting stay): the
        running one and the others, for the caller to stop."""
        running, self._running = self._running, None
        laid = [e.animation for e in self._entries if isinstance(e, _Laid)]
        self._entries = [e for e in self._entries if isinstance(e, Waiting)]
        return running, laid

    # ----------------------------------------------------------------------------- counting
    def laid_count(self) -> int:
        """Animations laid out and not started."""
        return sum(isinstance(e, _Laid) for e in self._entries)

    def has_waiting(self) -> bool:
        return any(isinstance(e, Waiting) for e in self._entries)

    def is_busy(self) -> bool:
        """Anything running, laid out or waiting."""
        return self._running is not None or bool(self._entries)

    def pending(self) -> int:
        """Updates moving or waiting to move: the running one, those laid out, those waiting."""
        return len(self._entries) + (self._running is not None)
