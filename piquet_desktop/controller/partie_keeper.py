"""Keeping the live partie: the autosave, the library, and whether a file of the player's holds it.

``GameController`` plays the partie; this object keeps it. The controller tells it of every
change of the record (``changed``) and, once a move has been made and everything that follows on
its own has been applied, asks it to keep the partie (``keep``): the autosave and the library then
get the same record, built once for that change. It says what the window must know with its own
signals, which the controller passes on as its own (``recordChanged``, ``saveProblemChanged``,
``message``).

Saved or not (``is_dirty``): a partie counts as unsaved when it holds play that no file of the
player's own holds, whether it changed since it was opened or saved, or was never saved at all (a
new partie once the player has moved, a partie resumed from the autosave or continued from a
replay). Only a partie just dealt, where the player has not moved yet, one as it was last opened
from or saved to his file, and a finished one the library holds whole (it can be replayed,
reviewed or exported from there, and nothing is left to play) are not. Every change bumps a
revision; a file, the autosave and the library each remember the revision they hold.

Failures to save: any failure to write the record, of any kind, from ``save`` or the autosave or
the library, is told at once (``message``) and kept as ``save_problem`` until a save or an autosave
succeeds, for the window to show for as long as the partie is not safe. The autosave and the
library never raise; ``save`` raises ``SaveError``. ``engine.record.save_record`` leaves the
previous file whole whatever fails.

The library (``library``, piquet_desktop/library): every partie the human has moved in, and every
one loaded, is kept there after each autosave and when it ends, under the partie's id (written in
every record); a new partie or a load marks the one it replaces as abandoned. When the library had
to keep the partie under a new id (the record no longer continues the one stored under its id, see
library/identity.py), the partie takes that id.

A review of the partie (``store_analysis``) is kept with it, and written with its record, for as
long as the actions it covers stand: a take back below them drops it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord, record_bytes, save_record
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.library import Library
from piquet_desktop.words.game_status import not_autosaved_text, not_kept_text, not_saved_text
from piquet_desktop.words.save_failure import SaveError, failure_reason

from . import autosave
from .loaded_partie import LoadedPartie

__all__ = ["PartieKeeper", "ResumablePartie", "describe_resumable"]

log = logging.getLogger(__name__)


class PartieKeeper(QObject):
    """The live partie's autosave, library entry and saved state. See the module docstring.

    ``build_record`` makes the partie's record as it stands; ``partie`` gives the partie in play
    (None before the first), for what the keeping depends on (a finished partie is not
    autosaved, nothing to resume).
    """

    message = Signal(str)
    recordChanged = Signal()
    saveProblemChanged = Signal(str)

    def __init__(
        self,
        build_record: Callable[[], PartieRecord],
        partie: Callable[[], PartieState | None],
        *,
        autosave_enabled: bool,
        library: Library | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._build_record = build_record
        self._partie = partie
        self._autosave_enabled = autosave_enabled
        self._library = library
        self.partie_id: str | None = None  # the partie's identity in the library and records
        self._path: Path | None = None
        self._revision = 0  # bumped by every change of the record
        self._record: tuple[int, PartieRecord] | None = None  # the record of a revision
        self._bytes: tuple[int, bytes] | None = None  # ...and its file's bytes
        self._saved_revision: int | None = None  # the revision a file of the player's own holds
        self._untouched = False  # a new partie in which the human has not moved yet
        self._dirty = False  # as last told with recordChanged
        self._autosave_tried = 0  # the revision the last autosave attempt wrote
        self._autosave_ok = False  # ...and whether it succeeded
        self._kept_revision = -1  # the revision last given to the library
        self._save_problem: str | None = None
        self._autosave_problem: str | None = None
        self._library_problem: str | None = None
        self._analysis: dict[str, Any] | None = None  # the partie's review, kept with it
        self._analysis_covers: tuple[Action, ...] = ()  # ...as long as these actions stand

    # ------------------------------------------------------------------------- what it says
    @property
    def library(self) -> Library | None:
        return self._library

    @property
    def autosave_enabled(self) -> bool:
        return self._autosave_enabled

    @property
    def path(self) -> Path | None:
        """The file the partie was loaded from or last saved to, if any."""
        return self._path

    @property
    def is_dirty(self) -> bool:
        """The partie holds play that no file of the player's own holds, and is not a finished
        partie the library holds whole (module docstring)."""
        state = self._partie()
        return (
            state is not None
            and not self._untouched
            and self._revision != self._saved_revision
            and not (state.is_over and self.kept_in_library)
        )

    @property
    def kept_by_autosave(self) -> bool:
        """The autosave holds the partie as it stands (so quitting loses nothing of it)."""
        state = self._partie()
        return (
            self._autosave_enabled
            and state is not None
            and not state.is_over
            and self._autosave_ok
            and self._autosave_tried == self._revision
        )

    @property
    def kept_in_library(self) -> bool:
        """The library holds the partie as it stands (it kept this very revision, and did
        not fail to)."""
        return (
            self._library is not None
            and self._kept_revision == self._revision
            and self._library_problem is None
        )

    @property
    def lost_on_quit(self) -> bool:
        """Quitting now would lose play that no file holds: the partie is unsaved and the
        autosave does not hold it either (it is finished, or the autosave failed); a finished
        partie the library holds is not unsaved. With the autosave turned off only a finished
        partie counts."""
        state = self._partie()
        if not self.is_dirty or state is None:
            return False
        return state.is_over or (self._autosave_enabled and not self.kept_by_autosave)

    @property
    def lost_on_abandon(self) -> bool:
        """Replacing the partie now (New Partie, Open) would lose play that no file holds: it
        is unsaved (``is_dirty``: a finished partie in the library is not)."""
        return self.is_dirty

    @property
    def save_problem(self) -> str | None:
        """Why the partie is not safe, since the last save or autosave failed; None once one
        succeeds (``saveProblemChanged`` tells each change)."""
        return self._save_problem

    # ------------------------------------------------------------------------- what it is told
    def start(self, partie_id: str, path: Path | None, *, untouched: bool) -> None:
        """A partie (new, or loaded from ``path``, the player's own file if any) replaces the
        one in play: nothing of it is saved, autosaved or kept yet. The caller tells
        ``recordChanged`` with its other news."""
        self.partie_id = partie_id
        self._path = path
        self._saved_revision = None
        self._untouched = untouched
        self._dirty = self.is_dirty
        self._autosave_ok = False
        self._kept_revision = -1
        self._autosave_problem = self._library_problem = None
        self._analysis, self._analysis_covers = None, ()
        self._set_save_problem(None)  # it was the abandoned partie's; the first autosave retries

    def opened(self, path: Path | None) -> None:
        """A loaded partie has been brought up to the human's turn: as the player's file
        ``path`` holds it, if it came from one (else unsaved from the start)."""
        if path is not None:
            self._saved_revision = self._revision
        self.refresh_dirty()

    def bump(self) -> None:
        """A new revision without telling anybody yet (a loaded partie, to be autosaved)."""
        self._revision += 1

    def changed(self) -> None:
        """The record changed (an action, a take back, the practice mark)."""
        self._revision += 1
        self.refresh_dirty()

    def touched(self) -> None:
        """The human made a move of his own: the partie is worth keeping from now on."""
        self._untouched = False
        self.refresh_dirty()

    def hold_analysis(self, analysis: dict[str, Any], actions: Sequence[Action]) -> bool:
        """Hold ``analysis`` (a review's JSON) if the actions it covers are among ``actions``,
        the partie's; True if held."""
        covered = int(analysis.get("actions", 0))
        if covered > len(actions):
            return False
        self._analysis = analysis
        self._analysis_covers = tuple(actions[:covered])
        return True

    def analysis(self, actions: Sequence[Action]) -> dict[str, Any] | None:
        """The review held, if the actions it covers still begin ``actions`` (else None, and
        dropped: a take back went below them)."""
        if self._analysis is None:
            return None
        covers = self._analysis_covers
        if tuple(actions[: len(covers)]) != covers:
            self._analysis, self._analysis_covers = None, ()
        return self._analysis

    def store_analysis(self, analysis: dict[str, Any], actions: Sequence[Action]) -> None:
        """A review of the partie, whose actions are ``actions``, to keep with it: kept at once
        (the autosave, the library), as a change of the record; but a review is no play, so a
        partie saved to the player's file stays saved."""
        if not self.hold_analysis(analysis, actions):
            return
        saved = not self.is_dirty and self._saved_revision == self._revision
        self._revision += 1
        if saved:
            self._saved_revision = self._revision
        self.keep()

    def refresh_dirty(self) -> None:
        """Tell ``recordChanged`` when ``is_dirty`` changed since it was last told."""
        dirty = self.is_dirty
        if dirty != self._dirty:
            self._dirty = dirty
            self.recordChanged.emit()

    # ------------------------------------------------------------------------- keeping
    def record(self) -> PartieRecord:
        """The record of the partie as it stands, built once per revision for the autosave and
        the library (the partie's own ``record()`` builds a fresh one for anybody else)."""
        cached = self._record
        if cached is not None and cached[0] == self._revision:
            return cached[1]
        record = self._build_record()
        self._record = (self._revision, record)
        return record

    def record_bytes(self) -> bytes | None:
        """The bytes of ``record()``'s file, made once per revision: the autosave and the
        library write the same (a record of thousands of take backs costs a lot to make).
        None if it cannot be written (too large, a name UTF-8 cannot hold): the writer then
        tries itself and says why as it always does."""
        cached = self._bytes
        if cached is not None and cached[0] == self._revision:
            return cached[1]
        try:
            raw = record_bytes(self.record())
        except (OSError, ValueError):
            return None
        self._bytes = (self._revision, raw)
        return raw

    def keep(self) -> None:
        """The autosave, then the library: each writes the partie if it changed since it last
        did. Never raises."""
        self._autosave()
        self._keep()

    def finished(self) -> None:
        """The partie ended: nothing is left to resume, and the library gets it whole."""
        self.clear_autosave()
        self._keep()

    def clear_autosave(self) -> None:
        if self._autosave_enabled:
            autosave.clear_autosave()

    def _autosave(self) -> None:
        """Write the autosave if the partie changed since the last attempt (finished parties are
        not autosaved: there is nothing to resume). A failure of any kind becomes
        ``save_problem``, said at once; the next change tries again, and a success clears it."""
        state = self._partie()
        if not self._autosave_enabled or state is None or state.is_over:
            return
        if self._revision == self._autosave_tried:
            return
        self._autosave_tried = self._revision
        try:
            autosave.write_autosave(self.record(), self.record_bytes())
        except Exception as exc:
            self._autosave_ok = False
            log.warning("could not write the autosave", exc_info=True)
            folder = autosave.autosave_path().parent
            self._autosave_problem = not_autosaved_text(failure_reason(exc), folder)
            self._set_save_problem(self._autosave_problem)
            return
        self._autosave_ok = True
        self._autosave_problem = None
        self._set_save_problem(self._library_problem)

    def _keep(self) -> None:
        """Keep the partie in the library if it changed since it was last kept and the human
        has moved in it (a partie only dealt is not worth an entry). A failure becomes
        ``save_problem`` like the autosave's; the partie itself is untouched."""
        library = self._library
        state = self._partie()
        if library is None or state is None or self._untouched:
            return
        if self._revision == self._kept_revision:
            return
        self._kept_revision = self._revision
        try:
            kept_as = library.keep(self.record(), state, self.record_bytes())
        except Exception as exc:
            log.warning("could not keep the partie in the library", exc_info=True)
            self._library_problem = not_kept_text(failure_reason(exc), library.folder)
            # A full disk fails both: the autosave's problem, said first, stays the one shown.
            self._set_save_problem(self._autosave_problem or self._library_problem)
            return
        self._library_problem = None
        self._set_save_problem(self._autosave_problem)
        self.refresh_dirty()  # a finished partie the library now holds needs no saving
        if kept_as != self.partie_id:
            self.partie_id = kept_as  # another partie held the id: this one is kept beside it
            self._record = self._bytes = None  # its record says the new id
            if self._autosave_enabled and not state.is_over:
                with contextlib.suppress(Exception):  # the next change writes it anyway
                    autosave.write_autosave(self.record(), self.record_bytes())

    def abandon(self, next_id: str | None) -> None:
        """The partie in play gives way to ``next_id``'s: unfinished, it is now abandoned."""
        library = self._library
        old = self.partie_id
        state = self._partie()
        if library is None or old is None or old == next_id or self._kept_revision < 0:
            return
        if state is not None and state.is_over:
            return
        try:
            library.mark_abandoned(old)
        except Exception:  # only a label: the record itself is kept whatever its status says
            log.warning("could not mark the partie %s abandoned", old, exc_info=True)

    def save(self, path: Path) -> None:
        """Write the record to ``path`` atomically (the file there stays whole if it fails).

        Any failure, whatever its kind, becomes ``save_problem`` at once and raises SaveError
        (an OSError, its reason as its text) for the window to report; a success clears it.
        """
        try:
            save_record(self._build_record(), path)
        except Exception as exc:
            reason = failure_reason(exc)
            log.warning("could not save the partie to %s", path, exc_info=True)
            self._set_save_problem(not_saved_text(path.name, reason))
            raise SaveError(reason) from exc
        self._path = path
        self._saved_revision = self._revision
        self._autosave_problem = self._library_problem = None
        self._set_save_problem(None)
        self._dirty = False
        self.recordChanged.emit()

    def _set_save_problem(self, problem: str | None) -> None:
        """Keep ``problem`` as the save problem; said at once with ``message`` when there was
        none, once: while the partie stays unsafe (a full disk failing every autosave and the
        library) the banner shows it, and the status bar is not filled with it at every move."""
        if problem == self._save_problem:
            return
        was_safe = self._save_problem is None
        self._save_problem = problem
        if problem is not None and was_safe:
            self.message.emit(problem)
        self.saveProblemChanged.emit(problem or "")


@dataclass(frozen=True)
class ResumablePartie:
    """What the start screen says of a kept partie it offers to continue: the deal in play (or
    about to be dealt, at least 1), the deals a Rubicon partie is planned to (0 au cent), the
    human's view of it (the scores), and the players' recorded names, seat 0 first."""

    deal: int
    planned: int
    view: PlayerView
    names: tuple[str, str]


def describe_resumable(partie: PartieRecord | LoadedPartie) -> ResumablePartie:
    """The partie ``partie`` holds, as the start screen describes it: a ``LoadedPartie`` as it
    was replayed, a record replayed here (RecordError if its actions do not replay)."""
    if isinstance(partie, LoadedPartie):
        record, state = partie.record, partie.state
    else:
        record, state = partie, partie.replay()
    seen = view(state, 0)
    return ResumablePartie(
        max(state.deal_number, 1),
        seen.planned_deals(),
        seen,
        (record.players[0].name, record.players[1].name),
    )
