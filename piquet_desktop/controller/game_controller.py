"""The live partie between the human (seat 0) and a computer player (seat 1), as a QObject.

The controller plays the partie: it owns the ``LivePartie`` (the state, the generator of chance,
the computer player) and asks the computer through its worker. The window sees the partie only
through ``PlayerView``s, ``Decision``s and signals (docs/DESIGN-APP.md, the window's contract)
and acts only through ``submit``, ``take_back``, ``next_deal`` and friends. Beside it, each in a
room of its own: the switches the window sets (``options``, controller/play_options.py), keeping
the partie (``keeper``, controller/partie_keeper.py), claims (controller/claim_play.py), take back
and redo (controller/take_back_commands.py over controller/take_back.py), the worker's questions
(controller/worker_questions.py) and the status bar's sentences (words/).

How a partie moves (``_advance``): after anything changes, the controller applies every step
that needs nobody: chance (the cut, and the shuffle except where it waits for ``next_deal``), a
decision with a single legal action (the human's only legal card unless ``play_forced_cards`` is
off), and, unless ``expert_declarations`` is on, the human's calls and answers, made for him by
the greedy player. It stops when the human has a real choice, when the computer must think (the
answer comes back as a queued signal), or when a deal has ended and its summary comes first.
Every move goes through ``_apply``, which shows it and returns what is to be said of it; a new
move (``_move``) says it and ends what may be redone. Randomness, and why it replays:
controller/partie_chance.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.claim import ClaimLine, prove_claim
from piquet_desktop.ai.lazy_player import registry_player
from piquet_desktop.ai.player import Player
from piquet_desktop.engine.actions import Action, Play
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.record import PartieRecord
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.library import Library, new_partie_id, partie_key
from piquet_desktop.words import game_status as status
from piquet_desktop.words.game_status import default_human_name, default_opponent_name
from piquet_desktop.words.move_news import MoveNews, move_news
from piquet_desktop.words.save_failure import SaveError
from piquet_desktop.words.text import refusal_text, result_text, sentence

from .ai_worker import AiWorker
from .claim_play import ClaimHost, ClaimPlay
from .live_partie import LivePartie
from .loaded_partie import LoadedPartie, replay_partie
from .partie_chance import COMPUTER, HUMAN, computer_rng, hint_seed
from .partie_keeper import PartieKeeper
from .play_options import OptionName, PlayOptions
from .take_back_commands import TakeBackCommands, TakeBackHost
from .worker_questions import WorkerQuestions

__all__ = [
    "COMPUTER",
    "HUMAN",
    "GameController",
    "SaveError",
    "computer_rng",
    "default_human_name",
    "default_opponent_name",
    "hint_seed",
]


class GameController(QObject):
    """The live partie. See the module docstring and docs/DESIGN-APP.md."""

    viewChanged = Signal(object)
    actionApplied = Signal(int, object)
    dealFinished = Signal(object)
    partieFinished = Signal(object)
    thinkingChanged = Signal(bool)
    message = Signal(str)
    humanChose = Signal(object)
    hintReady = Signal(object, str)
    recordChanged = Signal()
    saveProblemChanged = Signal(str)
    claimStarted = Signal(int)  # the seat claiming: its cards and the other's are played next
    claimEnded = Signal(int)  # the claimed cards have all been applied
    nextDealStarted = Signal()  # the player moved on from a finished deal: what was said is past

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        expert_declarations: bool = False,
        autosave_enabled: bool = True,
        player_factory: Callable[[str], Player] = registry_player,
        hint_level: str | None = None,
        worker: AiWorker | None = None,
        think_in_process: bool | None = None,
        library: Library | None = None,
    ) -> None:
        """``player_factory`` turns an opponent name into a player (tests inject slow or failing
        ones); ``hint_level``: the level the hint asks (None: the strongest installed).
        ``think_in_process``: ask the opponent in a worker process (``ai_process.py``); by default
        only for the registry's players (``lazy_player.registry_player``: the window imports none
        of the levels' code), the one factory a process can repeat from a name; others think in
        a worker thread. ``library``: where every partie is kept (None: nowhere)."""
        super().__init__(parent)
        self.options = PlayOptions(self._option_changed, expert_declarations=expert_declarations)
        self._player_factory = player_factory
        self._hint_level = hint_level
        if think_in_process is None:
            think_in_process = player_factory is registry_player
        self._think_in_process = think_in_process
        self._worker = worker if worker is not None else AiWorker(self)
        self._worker.notice.connect(self.message)
        self._questions = WorkerQuestions(self._worker, self)
        self._questions.moveAnswered.connect(self._on_move)
        self._questions.hintAnswered.connect(self._on_hint)
        self._questions.hintFailed.connect(self.message)
        self._questions.thinkingChanged.connect(self.thinkingChanged)
        self._declarer = GreedyPlayer()  # makes the human's calls when expert mode is off
        self.keeper = PartieKeeper(
            self.record,
            lambda: self._partie.state if self._has_partie else None,
            autosave_enabled=autosave_enabled,
            library=library,
            parent=self,
        )
        self.keeper.message.connect(self.message)
        self.keeper.recordChanged.connect(self.recordChanged)
        self.keeper.saveProblemChanged.connect(self.saveProblemChanged)

        names = (default_human_name(), default_opponent_name())
        self._partie = LivePartie(
            new_partie(RuleSet()), names, "greedy", GreedyPlayer(), 0, random.Random(0)
        )
        self._has_partie = False
        self._awaiting_next_deal = False
        self._finish_announced = False
        self._advancing = False
        self._claims = ClaimPlay(
            ClaimHost(
                lambda: self._partie,
                self.decision,
                self.view,
                lambda: self._why_not_your_turn(thinking=True),
                self._questions.invalidate,
                self._move,
                self.message.emit,
                self.claimStarted.emit,
                self.claimEnded.emit,
                self.keeper.touched,
                self._advance,
            )
        )
        self._take_backs = TakeBackCommands(
            TakeBackHost(
                lambda: self._partie,
                lambda: self._has_partie,
                self.options,
                self.keeper,
                self._drop_pending,
                self._apply,
                self.message.emit,
                self.dealFinished.emit,
                self._changed,
                self._advance,
            )
        )

    # ------------------------------------------------------------------------- properties
    @property
    def names(self) -> tuple[str, str]:
        """Display names, seat 0 (the human) first."""
        return self._partie.names

    @property
    def rules(self) -> RuleSet:
        return self._partie.state.rules

    @property
    def seed(self) -> int:
        return self._partie.seed

    @property
    def opponent(self) -> str:
        """The computer player's registry name (its level), e.g. "greedy"."""
        return self._partie.level

    @property
    def path(self) -> Path | None:
        """The file the partie was loaded from or last saved to, if any."""
        return self.keeper.path

    @property
    def library(self) -> Library | None:
        return self.keeper.library

    @property
    def has_partie(self) -> bool:
        return self._has_partie

    @property
    def is_over(self) -> bool:
        return self._has_partie and self._partie.state.is_over

    @property
    def is_thinking(self) -> bool:
        return self._questions.thinking

    @property
    def awaiting_next_deal(self) -> bool:
        """A deal has ended and the controller waits for ``next_deal()`` to shuffle again."""
        return self._awaiting_next_deal

    @property
    def is_practice(self) -> bool:
        """A practice partie, for good: played for a while with both hands face up, a take back
        past a card seen, the lesson, the demo's moves, or continued from a replay. Take back
        may go past cards seen, and the record says ``practice``."""
        return self._partie.practice

    def mark_practice(self) -> None:
        """Make the partie in play a practice partie, for good (the record says ``practice``,
        the library shows it, the statistics may leave it out). A finished partie stays as it
        was played."""
        if not self._has_partie or self._partie.practice or self.is_over:
            return
        self._partie.practice = True
        self.keeper.changed()
        self.recordChanged.emit()
        self.keeper.keep()

    def _option_changed(self, name: OptionName, on: bool) -> None:
        """What a switch of ``options`` does at once: the call or the card now made for the human
        is made, open piquet makes the partie in play practice for good (the human has seen the
        computer's hand), and Take back's entry and tip follow "Take back any move"."""
        if (name == "expert_declarations" and not on) or (name == "play_forced_cards" and on):
            self._advance()
        elif name == "open_piquet" and on:
            self.mark_practice()
        elif name == "take_back_anytime":
            self.recordChanged.emit()

    # ------------------------------------------------------------------------- starting
    def new_partie(
        self,
        rules: RuleSet,
        opponent: str,
        seed: int | None = None,
        human_name: str | None = None,
        opponent_name: str | None = None,
    ) -> None:
        """Start a partie against the player ``opponent`` names; ValueError if none is called so.
        The names default to ``default_human_name`` and ``default_opponent_name``.

        The previous partie is abandoned (its autosave is replaced); the cut and the first deal
        follow at once.
        """
        if human_name is None:
            human_name = default_human_name()
        if opponent_name is None:
            opponent_name = default_opponent_name()
        partie = LivePartie.new(
            rules,
            (human_name, opponent_name),
            opponent,
            self._player_factory,
            seed,
            practice=self.options.open_piquet,
        )
        self._questions.invalidate()
        self.keeper.clear_autosave()
        self.keeper.abandon(None)
        self._install(partie, new_partie_id(), None, untouched=True)
        self.message.emit(status.new_partie_text(opponent_name, opponent, partie.seed))
        self._worker.warm_up()
        self._advance()
        self.keeper.refresh_dirty()

    def load(self, record: PartieRecord | LoadedPartie, path: Path | None = None) -> None:
        """Continue a recorded partie: one read and replayed once already (``LoadedPartie``: a
        file opened, the autosave, the library's, a replay's position), nothing replayed again,
        or a record at hand, replayed here once.

        ``path``: the player's own file it was read from, if any; without one (the autosave, a
        replay) the partie counts as unsaved from the start. The human takes seat 0 whatever the
        record says; seat 1 is played by the player its level names, or by the greedy player if
        that level is unknown here. RecordError propagates, with the current partie untouched, if
        the actions do not replay.
        """
        loaded = record if isinstance(record, LoadedPartie) else replay_partie(record)
        record = loaded.record  # replay_partie may raise RecordError: nothing changed yet
        practice = record.practice or self.options.open_piquet
        partie = loaded.put_in_play(self._player_factory, self.message.emit, practice=practice)
        state = partie.state
        key = partie_key(record)
        self._questions.invalidate()
        self.keeper.abandon(key)
        self._install(partie, key, Path(path) if path is not None else None)
        if record.analysis is not None:
            self.keeper.hold_analysis(record.analysis, state.actions)
        if state.is_over:
            self._finish_announced = True  # a finished record: show it, leave the autosave be
            assert state.result is not None
            self.partieFinished.emit(state.result)
        elif self._awaiting_next_deal:
            self.dealFinished.emit(state.results[-1])
        self.keeper.bump()  # autosave the loaded partie: it is the one to resume now
        self._worker.warm_up()
        self._advance()
        self.keeper.opened(path)

    def _install(
        self, partie: LivePartie, partie_id: str, path: Path | None, *, untouched: bool = False
    ) -> None:
        self._partie = partie
        self._has_partie = True
        state = partie.state
        self._awaiting_next_deal = bool(state.phase == "shuffle" and state.results)
        self._finish_announced = False
        self._claims.forget()
        self.keeper.start(partie_id, path, untouched=untouched)
        self.recordChanged.emit()
        self.viewChanged.emit(self.view())

    # ------------------------------------------------------------------------- queries
    def view(self) -> PlayerView:
        """The human's view (between deals: of the deal just finished, see ``engine.view``)."""
        return view(self._partie.state, HUMAN)

    def opponent_view(self) -> PlayerView:
        """The computer's view: for open piquet and replays only, never for play decisions."""
        return view(self._partie.state, COMPUTER)

    def decision(self) -> Decision | None:
        """The human's pending decision, or None when it is not his turn."""
        state = self._partie.state
        if not self._has_partie or state.phase != "deal" or state.current_player != HUMAN:
            return None
        return decision_for(state)

    def legal_cards(self) -> int:
        """Mask of the cards the human may play now; 0 outside his turn in trick play."""
        decision = self.decision()
        if decision is None or decision.kind != "play":
            return 0
        return sum(1 << a.card for a in decision.actions if isinstance(a, Play))  # distinct cards

    def record(self) -> PartieRecord:
        """The partie as a record: what ``save`` writes and the autosave holds."""
        return self._partie.record(self.keeper.partie_id, self.analysis())

    def store_analysis(self, analysis: dict[str, Any]) -> None:
        """Keep a review of this partie (``ai.review.PartieReview.to_json()``) with it: written
        with the record from now on, so it is not computed twice. It holds as long as the
        actions it covers stand: a take back below them drops it (``analysis``)."""
        self.keeper.store_analysis(analysis, self._partie.state.actions)

    def analysis(self) -> dict[str, Any] | None:
        """The stored review, if the actions it covers still stand (else None, and dropped)."""
        return self.keeper.analysis(self._partie.state.actions)

    def claim_line(self) -> ClaimLine | None:
        """The human's proven claim of every remaining trick, or None (``ClaimPlay.line``)."""
        return self._claims.line()

    def claim_refusal(self) -> str | None:
        """Why the human cannot claim now, as the status bar says it (``ClaimPlay.refusal``)."""
        return self._claims.refusal()

    def claimed_by(self) -> int | None:
        """The seat that claimed the remaining tricks of the deal on the table, if one did: the
        partie's claims are the record's, so a resumed or opened partie answers as it did live."""
        return self._partie.claimed_by(self.view().deal_number)

    # ------------------------------------------------------------------------- acting
    def submit(self, action: Action) -> bool:
        """Apply the human's ``action`` (for the exchange, a ``Discard``); True once applied.

        The action is applied once, to the partie itself: a refusal changes nothing, and the
        reason (the engine's own, or whose turn it is) is emitted with ``message`` as the status
        bar says it (``text.refusal_text``), and False returned.
        """
        if self.decision() is None:
            self.message.emit(self._why_not_your_turn(thinking=True))
            return False
        try:
            self._move(action, chosen=True)
        except IllegalActionError as exc:
            self.message.emit(refusal_text(action, exc.refusal))
            return False
        self.keeper.touched()
        self._advance()
        return True

    def claim(self) -> bool:
        """Game > Claim (``ClaimPlay.claim``); False, the reason said, if not proven."""
        return self._claims.claim()

    def next_deal(self) -> bool:
        """Shuffle and deal the next deal after a deal summary; False if no deal is waiting."""
        if not self._awaiting_next_deal:
            return False
        self._awaiting_next_deal = False
        self.nextDealStarted.emit()
        self._advance()
        return True

    def take_back(self) -> bool:
        """Game > Take Back (``TakeBackCommands.take_back``); False, the reason said, if refused."""
        return self._take_backs.take_back()

    def redo(self) -> bool:
        """Game > Redo (``TakeBackCommands.redo``); False, the reason said, if nothing to redo."""
        return self._take_backs.redo()

    def request_hint(self) -> None:
        """Ask for advice on the human's decision; the answer comes with ``hintReady``.

        The advice is ``ai.advice.advise``, the function ``piquet-advise`` prints, asked with the
        human's view only, so the hint, the console tool and the strongest level agree. It takes
        a second or so, in a worker process like the computer's moves.
        """
        decision = self.decision()
        if decision is None:
            self.message.emit(status.no_hint_text(self._why_not_your_turn(thinking=False)))
            return
        index = len(self._partie.state.actions)
        seed = hint_seed(self._partie.seed, index)
        if self._questions.ask_hint(
            self.view(), decision, index=index, level=self._hint_level, seed=seed
        ):
            self.message.emit(status.working_out_hint_text())

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` atomically (the file there stays whole if it fails).

        Any failure, whatever its kind, becomes ``save_problem`` at once and raises SaveError
        (an OSError, its reason as its text) for the window to report; a success clears it.
        """
        self.keeper.save(Path(path))

    def hold_worker_start_while(self, busy: Callable[[], bool]) -> None:
        """Start the computer's worker process only once ``busy()`` is false (the window: no
        card moving), within a few seconds at most (``AiWorker.hold_warm_up_while``)."""
        self._worker.hold_warm_up_while(busy)

    def shutdown(self, wait_ms: int = 2000) -> None:
        """Stop asking the computer and drop any answer still to come; wait up to ``wait_ms`` for
        running questions to end (they cannot be interrupted). Call before quitting."""
        self._questions.shutdown(wait_ms)

    # ------------------------------------------------------------------------- the engine loop
    def _advance(self) -> None:
        """Apply every step that needs nobody, then wait for the human or the computer.

        Re-entrant calls (a slot connected to a signal emitted here calling ``submit``) return at
        once: the outer loop re-reads the state at every turn and carries on from there.
        """
        if self._advancing or not self._has_partie:
            return
        self._advancing = True
        try:
            while True:
                state = self._partie.state
                if state.is_over:
                    if self._finish_announced:
                        break
                    self._finish_announced = True
                    self.keeper.finished()
                    assert state.result is not None
                    self.message.emit(result_text(state.result, self._partie.names))
                    self.partieFinished.emit(state.result)
                    continue  # a slot may have started another partie
                if state.phase in ("cut", "shuffle"):
                    if self._awaiting_next_deal:
                        break
                    self._move(chance_action(state, self._partie.chance))
                    continue
                decision = decision_for(state)
                if decision.forced is not None and (
                    self.options.play_forced_cards
                    or decision.seat != HUMAN
                    or decision.kind != "play"
                ):
                    self._move(decision.forced)
                    continue
                if decision.seat == COMPUTER:
                    if decision.kind == "play" and self.options.computer_claims:
                        line = prove_claim(self.opponent_view())
                        if line is not None and self._claims.play(line):
                            continue
                    self._ask_computer(decision)
                    break
                if decision.kind in ("call", "answer") and not self.options.expert_declarations:
                    choice = self._declarer.choose(self.view(), decision, random.Random(0))
                    self._move(choice)
                    continue
                break  # the human's turn
        finally:
            self._advancing = False
        self.keeper.keep()

    def _move(self, action: Action, *, chosen: bool = False) -> None:
        """Apply a new move (``_apply``) and say what it has to say: nothing taken back can be
        redone after it. ``chosen``: the human's own choice (``submit``), not a step made for
        him. IllegalActionError propagates, nothing changed."""
        told = self._apply(action, chosen=chosen)
        if self._partie.points.forget_redo():
            self.recordChanged.emit()  # Redo's entry
        for text in (told.news, *told.outcomes):
            if text:
                self.message.emit(text)
        if told.deal is not None:
            self.dealFinished.emit(told.deal)

    def _apply(self, action: Action, *, chosen: bool = False) -> MoveNews:
        """Apply one action and show it (the view's signals); IllegalActionError propagates,
        nothing changed. Returns what is to be told of it (words/move_news.py), for the caller
        to say and signal."""
        partie = self._partie
        state = partie.state
        choice = partie.points.is_choice(state, action)
        applied = state.apply(action)
        partie.points.push(state, action, choice=choice)  # after the engine accepted it
        seat = applied.seat
        self.keeper.changed()
        self.actionApplied.emit(seat, action)
        if chosen:
            self.humanChose.emit(action)
        self.viewChanged.emit(self.view())
        if applied.deal_result is not None:
            self._awaiting_next_deal = not state.is_over
        return move_news(state, action, applied, partie.names, HUMAN)

    # ------------------------------------------------------------------------- the computer
    def _ask_computer(self, decision: Decision) -> None:
        index = len(self._partie.state.actions)
        self._questions.ask_move(
            self._partie.player,
            self.opponent_view(),
            decision,
            computer_rng(self._partie.seed, index),
            index=index,
            level=self._partie.level if self._think_in_process else None,
        )

    @Slot(int, object, str)
    def _on_move(self, index: int, action: Action, note: str) -> None:
        """The computer's move, or the greedy player's instead with ``note`` saying why."""
        state = self._partie.state
        if len(state.actions) != index or state.phase != "deal" or state.current_player != COMPUTER:
            return  # the partie moved on while the computer thought
        if note:
            self.message.emit(note)
        self._move(action)
        self._advance()

    @Slot(int, object, str)
    def _on_hint(self, index: int, action: Action, said: str) -> None:
        if len(self._partie.state.actions) != index or self.decision() is None:
            return  # the position moved on while the hint was being worked out
        self.hintReady.emit(action, said or sentence(str(action)))

    # ------------------------------------------------------------------------- take back
    def take_back_refusal(self) -> str | None:
        """Why ``take_back()`` cannot be done now, as the status bar says it; None if it can."""
        return self._take_backs.take_back_refusal()

    def redo_refusal(self) -> str | None:
        """Why ``redo()`` cannot be done now, as the status bar says it; None if it can."""
        return self._take_backs.redo_refusal()

    def _drop_pending(self) -> None:
        """Forget what waits on the position: the computer's answer, a claim, the next deal."""
        self._questions.invalidate()
        self._claims.forget()
        self._awaiting_next_deal = False

    def _changed(self, view: bool) -> None:
        self.recordChanged.emit()
        if view:
            self.viewChanged.emit(self.view())

    def _why_not_your_turn(self, thinking: bool) -> str:
        """Why the human cannot act now; ``thinking``: say so if the computer is thinking."""
        state = self._partie.state
        return status.not_your_turn_text(
            has_partie=self._has_partie,
            is_over=state.is_over,
            awaiting_next_deal=self._awaiting_next_deal,
            computer_to_act=state.current_player == COMPUTER,
            thinking=thinking and self._questions.thinking,
            opponent=self._partie.names[COMPUTER],
        )
