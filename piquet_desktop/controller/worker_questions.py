"""The live partie's questions to the worker: the computer's move and the human's hint.

``GameController`` plays the partie; this object asks the ``AiWorker`` about it and sorts the
answers. Every question carries a generation number, bumped by ``invalidate`` (a new partie, a
load, a take back, ``shutdown``): an answer from an older generation, or to a question that is no
longer the open one, is dropped here. Each answer that passes comes out with the index of the
action it was asked about (``moveAnswered``, ``hintAnswered``...), so the controller drops it
too if the partie has moved on since. Only one move and one hint are asked per position.

A move always comes out legal: when the computer's answer is not legal in the position it was
asked about, or the computer failed, the greedy player's move in that position comes instead,
with the sentence that says why.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal, Slot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.words import game_status as status

from .ai_worker import AiFailure, AiResult, AiWorker

__all__ = ["WorkerQuestions"]


class WorkerQuestions(QObject):
    """The open move and hint questions about the live partie, and whether the computer thinks."""

    # the action index asked about, a legal action, and why it is not the computer's ("": it is)
    moveAnswered = Signal(int, object, str)
    hintAnswered = Signal(int, object, str)  # the action index, the advice's action and sentence
    hintFailed = Signal(str)  # the status bar's sentence: no hint, and why
    thinkingChanged = Signal(bool)

    def __init__(self, worker: AiWorker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = worker
        worker.answered.connect(self._on_answer)
        worker.failed.connect(self._on_failure)
        self._generation = 0
        self._move_ticket: int | None = None
        self._move_index = -1
        self._move_asked: tuple[PlayerView, Decision] | None = None
        self._hint_ticket: int | None = None
        self._hint_index = -1
        self._thinking = False
        self._closed = False

    @property
    def thinking(self) -> bool:
        """The computer is working out a move."""
        return self._thinking

    def ask_move(
        self,
        player: Player,
        view: PlayerView,
        decision: Decision,
        rng: random.Random,
        *,
        index: int,
        level: str | None,
    ) -> None:
        """Ask ``player`` for its move at action ``index`` (in a worker process from ``level``'s
        name, if given), unless that is already asked or the worker is shut down."""
        if self._closed or (self._move_ticket is not None and self._move_index == index):
            return
        self._move_index = index
        self._move_asked = (view, decision)
        self._move_ticket = self._worker.ask(
            player, view, decision, rng, generation=self._generation, tag="move", level=level
        )
        self._set_thinking(True)

    def ask_hint(
        self, view: PlayerView, decision: Decision, *, index: int, level: str | None, seed: int
    ) -> bool:
        """Ask the advice about the human's decision at action ``index``; False, asking
        nothing, if that very position is already being worked out."""
        if self._hint_ticket is not None and self._hint_index == index:
            return False
        self._hint_index = index
        self._hint_ticket = self._worker.ask_advice(
            view, decision, level=level, seed=seed, generation=self._generation
        )
        return True

    def invalidate(self) -> None:
        """Make every question in flight stale: its answer will be ignored."""
        self._generation += 1
        self._worker.cancel()
        self._move_ticket = None
        self._hint_ticket = None
        self._set_thinking(False)

    def shutdown(self, wait_ms: int) -> None:
        """Ask nothing more, drop every answer still to come, and stop the worker."""
        self._closed = True
        self.invalidate()
        self._worker.shutdown(wait_ms)

    @Slot(object)
    def _on_answer(self, result: AiResult) -> None:
        if result.generation != self._generation:
            return
        if result.tag == "hint":
            if result.ticket == self._hint_ticket:
                self._hint_ticket = None
                self.hintAnswered.emit(self._hint_index, result.action, result.sentence or "")
            return
        if result.ticket != self._move_ticket:
            return
        self._move_ticket = None
        self._set_thinking(False)
        assert self._move_asked is not None
        if self._move_asked[1].is_legal(result.action):
            self.moveAnswered.emit(self._move_index, result.action, "")
        else:
            note = status.illegal_computer_move_text(result.action)
            self.moveAnswered.emit(self._move_index, self._greedy_move(), note)

    @Slot(object)
    def _on_failure(self, failure: AiFailure) -> None:
        if failure.generation != self._generation:
            return
        if failure.tag == "hint":
            if failure.ticket == self._hint_ticket:
                self._hint_ticket = None
                self.hintFailed.emit(status.hint_failed_text(failure.message))
            return
        if failure.ticket != self._move_ticket:
            return
        self._move_ticket = None
        self._set_thinking(False)
        note = status.computer_failed_text(failure.message)
        self.moveAnswered.emit(self._move_index, self._greedy_move(), note)

    def _greedy_move(self) -> Action:
        """The greedy player's move where the computer was asked, instead of its own."""
        assert self._move_asked is not None
        view, decision = self._move_asked
        return GreedyPlayer().choose(view, decision, random.Random(0))

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinkingChanged.emit(thinking)
