"""The live partie between the human (seat 0) and a computer player (seat 1), as a QObject.

The controller owns everything the window must not touch: the ``PartieState``, the generator of
chance, the computer player and its worker thread, the record's metadata and the autosave. The
window sees the partie only through ``PlayerView``s, ``Decision``s and signals (see
docs/DESIGN-APP.md for the contract); it acts only through ``submit``, ``take_back``,
``next_deal`` and friends.

How a partie moves (``_advance``): after anything changes, the controller applies every step
that needs nobody: chance (the cut, and the shuffle except where it waits for ``next_deal``), a
decision with a single legal action (for either seat; the human's only legal card unless
``play_forced_cards`` is off), and, unless ``expert_declarations`` is on,
the human's calls and answers, made for him by the greedy player (his best combination in each
category, truthful answers). It stops when the human has a real choice, when the computer must
think (the question goes to the ``AiWorker`` and the answer comes back as a queued signal), or
when a deal has ended and the summary should be read first.

Randomness, and why it replays: chance draws from ``random.Random(seed)``, and on ``load`` that
generator is advanced past the chance actions already in the record, so a saved, reloaded or
"continued from here" partie deals the very cards the uninterrupted one would have. The computer
player's generator is derived from the seed and the index of the action it is choosing (the same
scheme as ``ai.player.seat_rngs``, one generator per decision rather than one per seat): its
answer to a position never depends on what happened before it, so a take back followed by the
same move, or a reloaded partie, meets the same reply.

Saved or not (``is_dirty``): a partie counts as unsaved when it holds play that no file of the
player's own holds, whether it changed since it was opened or saved, or was never saved at all (a
new partie once the player has moved, a partie resumed from the autosave or continued from a
replay, finished or not). Only a partie just dealt, where the player has not moved yet, and one as
it was last opened from or saved to his file, are not. The window asks before replacing an unsaved
partie; quitting asks only when the autosave does not hold it either (``lost_on_quit``).

Failures to save: any failure to write the record, of any kind, from ``save`` or the autosave,
is told at once (``message``) and kept as ``save_problem`` (``saveProblemChanged``) until a save or
an autosave succeeds, for the window to show for as long as the partie is not safe. The autosave
never raises; ``save`` raises ``SaveError``. ``engine.record.save_record`` leaves the previous
file whole whatever fails.

Take back (the app's choice, not a law): back to before the human's last chosen card or exchange
of the deal in play, but never to a decision taken before he saw a card he had not seen then (the
cards he took in, talon cards he looked at, cards the opponent showed or played), since he would
decide it again knowing more. A practice partie, played with both hands face up (``open_piquet``,
so nothing is hidden), may go back to any such point of the deal, and its record says
``practice``. See docs/DESIGN-APP.md.

The library (``library``, see controller/library): every partie the human has moved in, and
every one loaded, is kept there after each autosave and when it ends, under the partie's id
(``partie_id``, written in every record); a new partie or a load marks the one it replaces as
abandoned. A failure to keep it is a save problem like the autosave's, and never stops the
partie. When the library had to keep the partie under a new id (the record no longer continues
the one stored under its id, see library/identity.py), the controller adopts that id.

Stale answers: every question to the worker carries a generation number, bumped by a new partie,
a load, a take back and ``shutdown``; an answer from an older generation, or for a position that
is no longer the current one, is dropped.
"""

from __future__ import annotations

import contextlib
import logging
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    Cut,
    Discard,
    Play,
    Shuffle,
    Sink,
)
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, chance_action, new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, TakeBack, save_record
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.translation import translate
from piquet_desktop.words.cards import card_text
from piquet_desktop.words.save_failure import SaveError, failure_reason
from piquet_desktop.words.text import (
    COMPUTER_NAME,
    HUMAN_NAME,
    action_text,
    display_name,
    is_human,
    public_action_text,
    record_name,
    refusal_text,
    result_text,
    sentence,
    speech_text,
)

from . import autosave
from .ai_worker import AiFailure, AiResult, AiWorker
from .library import Library, new_partie_id, partie_key

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

HUMAN = 0
COMPUTER = 1


def default_human_name() -> str:
    """The human's name when he gives none: "You", so that the table speaks to him."""
    return display_name(HUMAN_NAME)


def default_opponent_name() -> str:
    """The computer's name at the table: a name, not a description ("Ordinateur" in French,
    which reads well both as a subject and after "contre")."""
    return display_name(COMPUTER_NAME)


log = logging.getLogger(__name__)


def hint_seed(seed: int, action_index: int) -> int:
    """The advice's sampling seed for the hint at ``action_index`` of the partie of ``seed``: the
    same position always gets the same hint (a hint asked again after a take back agrees)."""
    return seed * 1_000_003 + action_index


def computer_rng(seed: int, action_index: int) -> random.Random:
    """The computer's generator for the decision at ``action_index`` of the partie of ``seed``.

    A string seed, like ``seat_rngs``: hashed with SHA-512, stable across runs and platforms.
    """
    return random.Random(f"piquet-seat:{seed}:{COMPUTER}:{action_index}")


def chance_rng(seed: int, actions: list[Action], deck: int) -> random.Random:
    """``random.Random(seed)`` advanced past the chance steps in ``actions``.

    ``chance_action`` draws two cards for a cut and shuffles the whole pack for a deal; making the
    same draws again leaves the generator where the original partie left it.
    """
    rng = random.Random(seed)
    cards = list(pack(deck))  # a sample's draws depend on the population's size
    for action in actions:
        if isinstance(action, Cut):
            rng.sample(cards, 2)
        elif isinstance(action, Shuffle):
            rng.shuffle(list(action.order))
    return rng


def _new_seed() -> int:
    return secrets.randbelow(2**31)


def _is_text(name: str) -> bool:
    """Whether a file can hold ``name`` (no lone surrogate), as a record must."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class _TakeBackPoint:
    """A move take back may return to: its index in the actions, and the cards the human knew
    (``PlayerView.known_cards``) just before he made it."""

    at: int
    known: int


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

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        expert_declarations: bool = False,
        autosave_enabled: bool = True,
        player_factory: Callable[[str], Player] = make_player,
        hint_level: str | None = None,
        worker: AiWorker | None = None,
        think_in_process: bool | None = None,
        library: Library | None = None,
    ) -> None:
        """``player_factory`` turns an opponent name into a player (the AI levels plug in here,
        tests inject slow or failing players). ``hint_level`` names the level whose move the
        hint recommends (None: ``advice.default_level()``, the strongest installed).

        ``think_in_process``: ask the opponent in a worker process (``ai_process.py``), which
        rebuilds it from its name; by default only when ``player_factory`` is the registry's
        ``make_player``, the one factory a worker process can repeat from a name. Other
        factories' players think in a worker thread.

        ``library``: where every partie is kept (None: nowhere, as for tools and most tests).
        """
        super().__init__(parent)
        self._expert = expert_declarations
        self._open_piquet = False
        self._play_forced = True
        self._autosave_enabled = autosave_enabled
        self._player_factory = player_factory
        self._hint_level = hint_level
        if think_in_process is None:
            think_in_process = player_factory is make_player
        self._think_in_process = think_in_process
        self._worker = worker if worker is not None else AiWorker(self)
        self._worker.answered.connect(self._on_answer)
        self._worker.failed.connect(self._on_failure)
        self._worker.notice.connect(self.message)
        self._declarer = GreedyPlayer()  # makes the human's calls when expert mode is off

        self._state: PartieState = new_partie(RuleSet())
        self._has_partie = False
        self._names: tuple[str, str] = (default_human_name(), default_opponent_name())
        self._opponent_level = "greedy"
        self._opponent: Player = GreedyPlayer()
        self._seed = 0
        self._chance = random.Random(0)
        self._take_backs: list[TakeBack] = []
        self._practice = False
        self._path: Path | None = None
        self._saved_revision: int | None = None  # the revision a file of the player's own holds
        self._untouched = False  # a new partie in which the human has not moved yet
        self._dirty = False  # as last told with recordChanged

        self._generation = 0
        self._move_ticket: int | None = None
        self._move_index = -1
        self._hint_ticket: int | None = None
        self._hint_index = -1
        self._thinking = False
        self._awaiting_next_deal = False
        self._finish_announced = False
        self._advancing = False
        self._closed = False
        self._revision = 0  # bumped by every change of the record; autosave compares it
        self._autosave_tried = 0  # the revision the last autosave attempt wrote
        self._autosave_ok = False  # ...and whether it succeeded
        self._save_problem: str | None = None
        self._autosave_problem: str | None = None
        self._library_problem: str | None = None
        self._library = library
        self._partie_id: str | None = None
        self._kept_revision = -1  # the revision last given to the library
        self._take_back_cache: tuple[int, _TakeBackPoint | None] = (-1, None)

    # ------------------------------------------------------------------------- properties
    @property
    def names(self) -> tuple[str, str]:
        """Display names, seat 0 (the human) first."""
        return self._names

    @property
    def rules(self) -> RuleSet:
        return self._state.rules

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def opponent(self) -> str:
        """The computer player's registry name (its level), e.g. "greedy"."""
        return self._opponent_level

    @property
    def path(self) -> Path | None:
        """The file the partie was loaded from or last saved to, if any."""
        return self._path

    @property
    def is_dirty(self) -> bool:
        """True when the partie holds play that no file of the player's own holds (unsaved).

        Changed since it was opened from or saved to his file, or never saved at all: resumed
        from the autosave, continued from a replay, or new once the player has moved. A partie
        just dealt in which he has not moved is not worth a question. Finished or not.
        """
        return self._has_partie and not self._untouched and self._revision != self._saved_revision

    @property
    def kept_by_autosave(self) -> bool:
        """The autosave holds the partie as it stands (so quitting loses nothing of it)."""
        return (
            self._autosave_enabled
            and self._has_partie
            and not self._state.is_over
            and self._autosave_ok
            and self._autosave_tried == self._revision
        )

    @property
    def lost_on_quit(self) -> bool:
        """Quitting now would lose play that no file holds: the partie is unsaved and the
        autosave does not hold it either (it is finished, or the autosave failed).

        With the autosave turned off (the self-test, tools and tests make such controllers, and
        keep nothing by design) only a finished partie counts, as it always did.
        """
        if not self.is_dirty:
            return False
        return self._state.is_over or (self._autosave_enabled and not self.kept_by_autosave)

    @property
    def save_problem(self) -> str | None:
        """Why the partie is not safe, since the last save or autosave failed; None once one
        succeeds (``saveProblemChanged`` tells each change)."""
        return self._save_problem

    @property
    def partie_id(self) -> str | None:
        """The partie's identity in the library and its records (None before the first)."""
        return self._partie_id

    @property
    def library(self) -> Library | None:
        return self._library

    @property
    def has_partie(self) -> bool:
        return self._has_partie

    @property
    def is_over(self) -> bool:
        return self._has_partie and self._state.is_over

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    @property
    def awaiting_next_deal(self) -> bool:
        """A deal has ended and the controller waits for ``next_deal()`` to shuffle again."""
        return self._awaiting_next_deal

    @property
    def expert_declarations(self) -> bool:
        return self._expert

    @expert_declarations.setter
    def expert_declarations(self, value: bool) -> None:
        """Turning it off while the human is asked to call or answer makes that choice at once."""
        self._expert = bool(value)
        if not self._expert:
            self._advance()

    @property
    def play_forced_cards(self) -> bool:
        """The human's only legal card is played for him (the window's setting of that name)."""
        return self._play_forced

    @play_forced_cards.setter
    def play_forced_cards(self, value: bool) -> None:
        """Turning it on while the human is to play his only legal card plays it at once."""
        self._play_forced = bool(value)
        if self._play_forced:
            self._advance()

    @property
    def open_piquet(self) -> bool:
        """Both hands are face up on the table (the window's open piquet setting)."""
        return self._open_piquet

    @open_piquet.setter
    def open_piquet(self, value: bool) -> None:
        """Turning it on makes the partie in play a practice partie, for good: the human has
        seen the computer's hand, and the record says so."""
        self._open_piquet = bool(value)
        if self._open_piquet and self._has_partie and not self._practice and not self.is_over:
            self._practice = True
            self._changed()
            self.recordChanged.emit()
            self._autosave()
            self._keep()

    @property
    def is_practice(self) -> bool:
        """The partie was played, at least for a while, with both hands face up (or continued
        from a replay): take back may go past cards seen, and the record says ``practice``."""
        return self._practice

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
        if not _is_text(human_name):
            raise ValueError(
                translate(
                    "GameController", "your name is not valid text (it holds a lone surrogate)"
                )
            )
        if not _is_text(opponent_name):
            raise ValueError(
                translate(
                    "GameController",
                    "the opponent's name is not valid text (it holds a lone surrogate)",
                )
            )
        player = self._player_factory(opponent)
        self._invalidate()
        if self._autosave_enabled:
            autosave.clear_autosave()
        self._abandon_in_library(None)
        self._partie_id = new_partie_id()
        self._seed = _new_seed() if seed is None else seed
        self._install(
            new_partie(rules),
            names=(human_name, opponent_name),
            level=opponent,
            player=player,
            take_backs=[],
            practice=self._open_piquet,
            path=None,
            untouched=True,
        )
        self.message.emit(
            translate(
                "GameController", "New partie against {player} ({level}), seed {seed}."
            ).format(player=opponent_name, level=opponent, seed=self._seed)
        )
        self._worker.warm_up()
        self._advance()
        self._refresh_dirty()

    def load(self, record: PartieRecord, path: Path | None = None) -> None:
        """Continue a recorded partie (after ``load_record``, or from the autosave or a replay).

        ``path``: the player's own file it was read from, if any; without one (the autosave, a
        replay) the partie counts as unsaved from the start. The human takes seat 0 whatever the
        record says; seat 1 is played by the player its level names, or by the greedy player if
        that level is unknown here. RecordError propagates, with the current partie untouched, if
        the actions do not replay.
        """
        state = record.replay()  # may raise RecordError: nothing changed yet
        info = record.players[COMPUTER]
        level = info.level if info.kind == "ai" and info.level else "greedy"
        try:
            player = self._player_factory(level)
        except ValueError:
            self.message.emit(
                translate(
                    "GameController",
                    "The opponent level {level} is not available: the greedy player takes over.",
                ).format(level=repr(level))
            )
            level, player = "greedy", self._player_factory("greedy")
        self._invalidate()
        self._abandon_in_library(partie_key(record))
        self._partie_id = partie_key(record)
        self._seed = record.seed if record.seed is not None else _new_seed()
        self._install(
            state,
            names=(record.players[HUMAN].name, info.name),
            level=level,
            player=player,
            take_backs=list(record.take_backs),
            practice=record.practice or self._open_piquet,
            path=Path(path) if path is not None else None,
            untouched=False,
        )
        self._chance = chance_rng(self._seed, record.actions, record.rules.deck)
        if record.analysis is not None:
            self._set_analysis(record.analysis)
        if state.is_over:
            self._finish_announced = True  # a finished record: show it, leave the autosave be
            assert state.result is not None
            self.partieFinished.emit(state.result)
        elif self._awaiting_next_deal:
            self.dealFinished.emit(state.results[-1])
        self._revision += 1  # autosave the loaded partie: it is the one to resume now
        self._worker.warm_up()
        self._advance()
        if path is not None:
            self._saved_revision = self._revision
        self._refresh_dirty()

    def _install(
        self,
        state: PartieState,
        *,
        names: tuple[str, str],
        level: str,
        player: Player,
        take_backs: list[TakeBack],
        practice: bool,
        path: Path | None,
        untouched: bool,
    ) -> None:
        self._state = state
        self._has_partie = True
        self._names = (display_name(names[0]), display_name(names[1]))
        self._opponent_level = level
        self._opponent = player
        self._chance = random.Random(self._seed)
        self._take_backs = take_backs
        self._practice = practice
        self._analysis: dict[str, Any] | None = None
        self._analysis_covers: tuple[Action, ...] = ()
        self._path = path
        self._saved_revision = None
        self._untouched = untouched
        self._dirty = self.is_dirty
        self._awaiting_next_deal = bool(state.phase == "shuffle" and state.results)
        self._finish_announced = False
        self._autosave_ok = False
        self._kept_revision = -1
        self._autosave_problem = self._library_problem = None
        self._set_save_problem(None)  # it was the abandoned partie's; the first autosave retries
        self._take_back_cache = (-1, None)
        self.recordChanged.emit()
        self.viewChanged.emit(self.view())

    # ------------------------------------------------------------------------- queries
    def view(self) -> PlayerView:
        """The human's view (between deals: of the deal just finished, see ``engine.view``)."""
        return view(self._state, HUMAN)

    def opponent_view(self) -> PlayerView:
        """The computer's view: for open piquet and replays only, never for play decisions."""
        return view(self._state, COMPUTER)

    def decision(self) -> Decision | None:
        """The human's pending decision, or None when it is not his turn."""
        state = self._state
        if not self._has_partie or state.phase != "deal" or state.current_player != HUMAN:
            return None
        return decision_for(state)

    def legal_cards(self) -> int:
        """Mask of the cards the human may play now; 0 outside his turn in trick play."""
        decision = self.decision()
        if decision is None or decision.kind != "play":
            return 0
        mask = 0
        for action in decision.actions:
            if isinstance(action, Play):
                mask |= 1 << action.card
        return mask

    def record(self) -> PartieRecord:
        """The partie as a record: what ``save`` writes and the autosave holds."""
        human, computer = (record_name(n) for n in self._names)
        players = (
            PlayerInfo(human, "human"),
            PlayerInfo(computer, "ai", self._opponent_level),
        )
        return PartieRecord(
            self._state.rules,
            players,
            self._seed,
            list(self._state.actions),
            list(self._take_backs),
            self._practice,
            self._partie_id,
            self.analysis(),
        )

    def store_analysis(self, analysis: dict[str, Any]) -> None:
        """Keep a review of this partie (``ai.review.PartieReview.to_json()``) with it: written
        with the record from now on, so it is not computed twice. It holds as long as the
        actions it covers stand: a take back below them drops it (``analysis``)."""
        if not self._set_analysis(analysis):
            return
        # Kept at once (the autosave, the library), as a change of the record; but a review is
        # no play, so a partie saved to the player's file stays saved.
        saved = not self.is_dirty and self._saved_revision == self._revision
        self._revision += 1
        if saved:
            self._saved_revision = self._revision
        self._autosave()
        self._keep()

    def _set_analysis(self, analysis: dict[str, Any]) -> bool:
        """Hold ``analysis`` if the actions it covers are the partie's; True if held."""
        covered = int(analysis.get("actions", 0))
        actions = self._state.actions
        if covered > len(actions):
            return False
        self._analysis = analysis
        self._analysis_covers = tuple(actions[:covered])
        return True

    def analysis(self) -> dict[str, Any] | None:
        """The stored review, if the actions it covers still stand (else None, and dropped)."""
        if self._analysis is None:
            return None
        covers = self._analysis_covers
        if tuple(self._state.actions[: len(covers)]) != covers:
            self._analysis, self._analysis_covers = None, ()
        return self._analysis

    def can_take_back(self) -> bool:
        """Whether ``take_back()`` would do something now (for enabling the menu entry)."""
        return self.take_back_refusal() is None

    # ------------------------------------------------------------------------- acting
    def submit(self, action: Action) -> bool:
        """Apply the human's ``action`` (for the exchange, a ``Discard``); True once applied.

        The action is applied once, to the partie itself: a refusal changes nothing, and the
        reason (the engine's own, or whose turn it is) is emitted with ``message`` as the status
        bar says it (``text.refusal_text``), and False returned.
        """
        if self.decision() is None:
            self.message.emit(self._why_not_now())
            return False
        try:
            self._apply(action, chosen=True)
        except IllegalActionError as exc:
            self.message.emit(refusal_text(action, exc.refusal))
            return False
        self._untouched = False
        self._refresh_dirty()
        self._advance()
        return True

    def next_deal(self) -> bool:
        """Shuffle and deal the next deal after a deal summary; False if no deal is waiting."""
        if not self._awaiting_next_deal:
            return False
        self._awaiting_next_deal = False
        self._advance()
        return True

    def take_back(self) -> bool:
        """Undo back to before the human's last card or exchange of this deal.

        Not past a card he has seen since, unless the partie is a practice one (see the module
        docstring). Everything after it goes too (the computer's replies, the automatic steps).
        The partie is rebuilt by replaying the shortened action list, and the undone actions are
        kept in the record's ``take_backs``. Returns False, with a ``message``, when not allowed.
        """
        reason = self.take_back_refusal()
        if reason is not None:
            self.message.emit(reason)
            return False
        point = self._take_back_point()
        assert point is not None
        at = point.at
        actions = self._state.actions
        undone = tuple(actions[at:])
        state = new_partie(self._state.rules)
        for action in actions[:at]:
            state.apply(action)
        self._invalidate()
        self._state = state
        self._awaiting_next_deal = False
        self._take_backs.append(TakeBack(at, undone))
        self._changed()
        self.viewChanged.emit(self.view())
        first = undone[0]
        count = len(undone)  # a plain name: lupdate drops a call whose count is an expression
        if isinstance(first, Play):
            took = translate(
                "GameController", "Took back your {card} (%n move(s) undone).", None, count
            ).format(card=card_text(first.card))
        else:
            took = translate(
                "GameController", "Took back your exchange (%n move(s) undone).", None, count
            )
        self.message.emit(took)
        self._advance()
        return True

    def request_hint(self) -> None:
        """Ask for advice on the human's decision; the answer comes with ``hintReady``.

        The advice is ``ai.advice.advise``, the function ``piquet-advise`` prints, asked with the
        human's view only, so the hint, the console tool and the strongest level agree. It takes
        a second or so, in a worker process like the computer's moves.
        """
        decision = self.decision()
        if decision is None:
            self.message.emit(
                translate("GameController", "No hint now. {reason}").format(
                    reason=self._why_not_your_turn()
                )
            )
            return
        index = len(self._state.actions)
        if self._hint_ticket is not None and self._hint_index == index:
            return  # already asked about this very position
        self._hint_index = index
        self._hint_ticket = self._worker.ask_advice(
            self.view(),
            decision,
            level=self._hint_level,
            seed=hint_seed(self._seed, index),
            generation=self._generation,
        )
        self.message.emit(translate("GameController", "Working out a hint..."))

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` atomically (the file there stays whole if it fails).

        Any failure, whatever its kind, becomes ``save_problem`` at once and raises SaveError
        (an OSError, its reason as its text) for the window to report; a success clears it.
        """
        path = Path(path)
        try:
            save_record(self.record(), path)
        except Exception as exc:
            reason = failure_reason(exc)
            log.warning("could not save the partie to %s", path, exc_info=True)
            self._set_save_problem(
                translate(
                    "GameController", "The partie could not be saved to {file}: {reason}."
                ).format(file=path.name, reason=reason)
            )
            raise SaveError(reason) from exc
        self._path = path
        self._saved_revision = self._revision
        self._autosave_problem = self._library_problem = None
        self._set_save_problem(None)
        self._dirty = False
        self.recordChanged.emit()

    def shutdown(self, wait_ms: int = 2000) -> None:
        """Stop asking the computer and drop any answer still to come; wait up to ``wait_ms`` for
        running questions to end (they cannot be interrupted). Call before quitting."""
        self._closed = True
        self._invalidate()
        self._worker.shutdown(wait_ms)

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
                state = self._state
                if state.is_over:
                    if self._finish_announced:
                        break
                    self._finish_announced = True
                    if self._autosave_enabled:
                        autosave.clear_autosave()
                    self._keep()
                    assert state.result is not None
                    self.message.emit(result_text(state.result, self._names))
                    self.partieFinished.emit(state.result)
                    continue  # a slot may have started another partie
                if state.phase in ("cut", "shuffle"):
                    if self._awaiting_next_deal:
                        break
                    self._apply(chance_action(state, self._chance))
                    continue
                decision = decision_for(state)
                if decision.forced is not None and (
                    self._play_forced or decision.seat != HUMAN or decision.kind != "play"
                ):
                    self._apply(decision.forced)
                    continue
                if decision.seat == COMPUTER:
                    self._ask_computer(decision)
                    break
                if decision.kind in ("call", "answer") and not self._expert:
                    choice = self._declarer.choose(self.view(), decision, random.Random(0))
                    self._apply(choice)
                    continue
                break  # the human's turn
        finally:
            self._advancing = False
        self._autosave()
        self._keep()

    def _apply(self, action: Action, *, chosen: bool = False) -> None:
        """Apply one action and tell the world; IllegalActionError propagates, nothing changed.
        ``chosen``: the human's own choice (``submit``), not a step made for him."""
        state = self._state
        applied = state.apply(action)
        seat = applied.seat
        self._changed()
        self.actionApplied.emit(seat, action)
        if chosen:
            self.humanChose.emit(action)
        self.viewChanged.emit(self.view())
        self._announce(seat, action, applied.speech)
        game = applied.game
        if game is not None:
            self.message.emit(
                self._game_won_text(
                    self._names[game.winner],
                    len(state.games),
                    game.double,
                    game.scores[game.winner],
                    game.scores[1 - game.winner],
                )
            )
        result = applied.deal_result
        if result is not None:
            self._awaiting_next_deal = not state.is_over
            a, b = result.totals
            self.message.emit(
                translate(
                    "GameController", "Deal {number} is over: {first} {a}, {second} {b}."
                ).format(
                    number=result.number, first=self._names[0], a=a, second=self._names[1], b=b
                )
            )
            self.dealFinished.emit(result)

    def _announce(self, seat: int, action: Action, spoken: tuple[Speech, ...]) -> None:
        """A status-bar sentence for what the computer (or chance) did, told as the human may
        know it; the human's own moves need none."""
        if seat == HUMAN:
            return
        state = self._state
        text: str | None
        if isinstance(action, Cut):
            cuts = action_text(action, seat, self._names)
            if state.phase == "cut":
                text = translate("GameController", "{cuts} Equal cuts: cut again.").format(
                    cuts=cuts
                )
            elif is_human(self._names[state.dealer]):
                text = translate("GameController", "{cuts} You deal first.").format(cuts=cuts)
            else:
                text = translate("GameController", "{cuts} {player} deals first.").format(
                    cuts=cuts, player=self._names[state.dealer]
                )
        elif isinstance(action, Shuffle):
            deal = state.deal
            assert deal is not None
            text = self._dealt_text(
                state.deal_number, self._names[1 - deal.elder], self._names[deal.elder]
            )
        elif isinstance(action, Call | Sink | Answer):
            parts: list[str] = []
            for i, line in enumerate(spoken):
                same_speaker = i > 0 and spoken[i - 1].seat == line.seat
                said = speech_text(line)
                parts.append(
                    said
                    if same_speaker
                    else translate("GameController", "{player}: {speech}").format(
                        player=self._names[line.seat], speech=said
                    )
                )
            text = " ".join(parts) or None
        else:
            text = public_action_text(action, seat, self._names)
        if text:
            self.message.emit(text)

    @staticmethod
    def _game_won_text(winner: str, number: int, double: bool, won: int, lost: int) -> str:
        """The status bar's sentence for a game won (au cent): one message per shape."""
        if is_human(winner):
            if double:
                text = translate(
                    "GameController", "You win game {number} (a double game), {won} to {lost}."
                )
            else:
                text = translate("GameController", "You win game {number}, {won} to {lost}.")
        elif double:
            text = translate(
                "GameController", "{player} wins game {number} (a double game), {won} to {lost}."
            )
        else:
            text = translate("GameController", "{player} wins game {number}, {won} to {lost}.")
        return text.format(player=winner, number=number, won=won, lost=lost)

    @staticmethod
    def _dealt_text(number: int, dealer: str, elder: str) -> str:
        """The status bar's sentence for a deal dealt: who deals, who is elder."""
        if is_human(dealer):
            text = translate("GameController", "Deal {number}: You deal, {elder} is elder hand.")
        elif is_human(elder):
            text = translate("GameController", "Deal {number}: {dealer} deals, you are elder hand.")
        else:
            text = translate(
                "GameController", "Deal {number}: {dealer} deals, {elder} is elder hand."
            )
        return text.format(number=number, dealer=dealer, elder=elder)

    # ------------------------------------------------------------------------- the computer
    def _ask_computer(self, decision: Decision) -> None:
        index = len(self._state.actions)
        if self._closed or (self._move_ticket is not None and self._move_index == index):
            return
        self._move_index = index
        self._move_ticket = self._worker.ask(
            self._opponent,
            self.opponent_view(),
            decision,
            computer_rng(self._seed, index),
            generation=self._generation,
            tag="move",
            level=self._opponent_level if self._think_in_process else None,
        )
        self._set_thinking(True)

    @Slot(object)
    def _on_answer(self, result: AiResult) -> None:
        if result.generation != self._generation:
            return
        if result.tag == "hint":
            self._on_hint(result)
            return
        if result.ticket != self._move_ticket:
            return
        self._move_ticket = None
        self._set_thinking(False)
        if not self._still_computers_turn():
            return
        decision = decision_for(self._state)
        action = result.action
        if not decision.is_legal(action):
            self.message.emit(
                translate(
                    "GameController",
                    "The computer player chose '{action}', which is not legal here; "
                    "the greedy player's move is played instead.",
                ).format(action=action)
            )
            action = GreedyPlayer().choose(self.opponent_view(), decision, random.Random(0))
        self._apply(action)
        self._advance()

    @Slot(object)
    def _on_failure(self, failure: AiFailure) -> None:
        if failure.generation != self._generation:
            return
        if failure.tag == "hint":
            if failure.ticket == self._hint_ticket:
                self._hint_ticket = None
                self.message.emit(
                    translate("GameController", "No hint: the advice failed ({reason}).").format(
                        reason=failure.message
                    )
                )
            return
        if failure.ticket != self._move_ticket:
            return
        self._move_ticket = None
        self._set_thinking(False)
        if not self._still_computers_turn():
            return
        self.message.emit(
            translate(
                "GameController",
                "The computer player failed ({reason}); "
                "the greedy player's move is played instead.",
            ).format(reason=failure.message)
        )
        decision = decision_for(self._state)
        self._apply(GreedyPlayer().choose(self.opponent_view(), decision, random.Random(0)))
        self._advance()

    def _still_computers_turn(self) -> bool:
        state = self._state
        return (
            len(state.actions) == self._move_index
            and state.phase == "deal"
            and state.current_player == COMPUTER
        )

    def _on_hint(self, result: AiResult) -> None:
        if result.ticket != self._hint_ticket:
            return
        self._hint_ticket = None
        if len(self._state.actions) != self._hint_index or self.decision() is None:
            return  # the position moved on while the hint was being worked out
        self.hintReady.emit(result.action, result.sentence or sentence(str(result.action)))

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinkingChanged.emit(thinking)

    def _invalidate(self) -> None:
        """Make every question in flight stale: its answer will be ignored."""
        self._generation += 1
        self._worker.cancel()
        self._move_ticket = None
        self._hint_ticket = None
        self._set_thinking(False)

    # ------------------------------------------------------------------------- take back
    def take_back_refusal(self) -> str | None:
        """Why ``take_back()`` cannot be done now, as the status bar says it; None if it can.

        For the menu entry's status tip as much as for the refusal itself.
        """
        if not self._has_partie:
            return translate("GameController", "No partie is in play.")
        if self._state.is_over:
            return translate("GameController", "The partie is over: nothing can be taken back.")
        point = self._take_back_point()
        if point is None:
            return translate(
                "GameController", "You have made no move in this deal that can be taken back."
            )
        if not self._practice:
            return self._seen_since(point)
        return None

    def _seen_since(self, point: _TakeBackPoint) -> str | None:
        """The refusal when the human has seen a card since ``point`` that he had not then."""
        now = self.view()
        new = now.known_cards() & ~point.known
        if not new:
            return None
        opponent = self._names[COMPUTER]
        if new & (now.seen_talon | (now.taken or 0)):
            seen = translate("GameController", "the talon's cards", "You have seen …")
        elif new & (now.opponent_shown | now.opponent_dealt_shown):
            seen = translate("GameController", "the cards {player} showed", "You have seen …")
        elif new.bit_count() == 1:
            seen = translate("GameController", "{player}'s {card}", "You have seen …")
        else:
            seen = translate("GameController", "{player}'s cards", "You have seen …")
        seen = seen.format(player=opponent, card=card_text(new.bit_length() - 1))
        move = self._state.actions[point.at]
        if isinstance(move, Play):
            what = translate("GameController", "your {card}", "… cannot be taken back").format(
                card=card_text(move.card)
            )
        else:
            what = translate("GameController", "the exchange", "… cannot be taken back")
        return translate(
            "GameController", "You have seen {seen}: {move} cannot be taken back."
        ).format(seen=seen, move=what)

    def _take_back_point(self) -> _TakeBackPoint | None:
        """The human's last chosen card or exchange in the current deal, if any, with the cards
        he knew when he chose it.

        Chosen: a step with a single legal action (the last card, a forced follow) was played
        automatically and is not a take-back point, or taking back would replay it at once.
        """
        revision, cached = self._take_back_cache
        if revision == self._revision:
            return cached
        probe = new_partie(self._state.rules)
        point: _TakeBackPoint | None = None
        for i, action in enumerate(self._state.actions):
            if isinstance(action, Shuffle):
                point = None  # never across a shuffle: a deal dealt stays dealt
            elif (
                probe.current_player == HUMAN
                and isinstance(action, Play | Discard)
                and decision_for(probe).forced is None
            ):
                point = _TakeBackPoint(i, view(probe, HUMAN).known_cards())
            probe.apply(action)
        self._take_back_cache = (self._revision, point)
        return point

    # ------------------------------------------------------------------------- bookkeeping
    def _changed(self) -> None:
        self._revision += 1
        self._refresh_dirty()

    def _refresh_dirty(self) -> None:
        """Tell ``recordChanged`` when ``is_dirty`` changed since it was last told."""
        dirty = self.is_dirty
        if dirty != self._dirty:
            self._dirty = dirty
            self.recordChanged.emit()

    def _autosave(self) -> None:
        """Write the autosave if the partie changed since the last attempt (finished parties are
        not autosaved: there is nothing to resume). Never raises: a failure of any kind becomes
        ``save_problem``, said at once; the next change tries again, and a success clears it."""
        if not self._autosave_enabled or not self._has_partie or self._state.is_over:
            return
        if self._revision == self._autosave_tried:
            return
        self._autosave_tried = self._revision
        try:
            autosave.write_autosave(self.record())
        except Exception as exc:
            self._autosave_ok = False
            log.warning("could not write the autosave", exc_info=True)
            folder = autosave.autosave_path().parent
            self._autosave_problem = translate(
                "GameController",
                "The partie is not autosaved ({reason}; folder {folder}): "
                "save it to a file of your own to keep it.",
            ).format(reason=failure_reason(exc), folder=folder)
            self._set_save_problem(self._autosave_problem)
            return
        self._autosave_ok = True
        self._autosave_problem = None
        self._set_save_problem(self._library_problem)

    def _keep(self) -> None:
        """Keep the partie in the library if it changed since it was last kept and the human
        has moved in it (a partie only dealt is not worth an entry). Never raises: a failure
        becomes ``save_problem`` like the autosave's; the partie itself is untouched."""
        library = self._library
        if library is None or not self._has_partie or self._untouched:
            return
        if self._revision == self._kept_revision:
            return
        self._kept_revision = self._revision
        try:
            kept_as = library.keep(self.record(), self._state)
        except Exception as exc:
            log.warning("could not keep the partie in the library", exc_info=True)
            self._library_problem = translate(
                "GameController",
                "The partie is not kept in the library ({reason}; folder {folder}): "
                "save it to a file of your own to keep it.",
            ).format(reason=failure_reason(exc), folder=library.folder)
            self._set_save_problem(self._library_problem)
            return
        self._library_problem = None
        self._set_save_problem(self._autosave_problem)
        if kept_as != self._partie_id:
            self._partie_id = kept_as  # another partie held the id: this one is kept beside it
            if self._autosave_enabled and not self._state.is_over:
                with contextlib.suppress(Exception):  # the next change writes it anyway
                    autosave.write_autosave(self.record())

    def _abandon_in_library(self, next_id: str | None) -> None:
        """The partie in play gives way to ``next_id``'s: unfinished, it is now abandoned."""
        library = self._library
        old = self._partie_id
        if library is None or old is None or old == next_id or self._kept_revision < 0:
            return
        if self._state.is_over:
            return
        try:
            library.mark_abandoned(old)
        except Exception:  # only a label: the record itself is kept whatever its status says
            log.warning("could not mark the partie %s abandoned", old, exc_info=True)

    def _set_save_problem(self, problem: str | None) -> None:
        """Keep ``problem`` as the save problem; a new one is said at once with ``message``."""
        if problem == self._save_problem:
            return
        self._save_problem = problem
        if problem is not None:
            self.message.emit(problem)
        self.saveProblemChanged.emit(problem or "")

    def _why_not_now(self) -> str:
        """Why a move of the human's is refused when it is not his turn to act."""
        if self._thinking:
            return translate("GameController", "{player} is thinking: wait for your turn.").format(
                player=self._names[COMPUTER]
            )
        return self._why_not_your_turn()

    def _why_not_your_turn(self) -> str:
        state = self._state
        if not self._has_partie:
            return translate("GameController", "No partie is in play.")
        if state.is_over:
            return translate("GameController", "The partie is over.")
        if self._awaiting_next_deal:
            return translate("GameController", "The deal is over: continue to the next deal first.")
        if state.current_player == COMPUTER:
            return translate("GameController", "It is {player}'s turn.").format(
                player=self._names[COMPUTER]
            )
        return translate("GameController", "It is not your turn.")
