"""Replay mode: a recorded partie stepped through on the table, the live partie set aside.

Entering it swaps the side panel to its replay models, puts the replay bar in place of the prompt
bar, and draws the replay's views (both hands, or what one seat saw, as the bar says). The live
partie stays in its controller untouched (its computer may even finish thinking meanwhile, unseen)
and comes back when the replay is closed, or is replaced when the player chooses "Continue from
here", which asks about an unsaved partie first, like any other way of replacing it.

Records come through ``PartieFiles`` (the file dialog, the refusal of a bad file, the recent
files). The window answers ``started`` and ``closed`` (its title, which commands apply), and
``show_live`` is its own step for drawing the live partie again, table and prompt.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.loaded_partie import LoadedPartie, read_partie
from piquet_desktop.engine.record import PartieRecord, RecordError
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.ui.notices import Notices
from piquet_desktop.ui.partie_files import PartieFiles
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.side_panel import SidePanel
from piquet_desktop.ui.table import TableScene
from piquet_desktop.words.opponent_labels import seat_levels
from piquet_desktop.words.text import action_text

# The replay's controller and its bar (with the review strip under it) are imported and made
# by the first replay: the first window shows neither (docs/PERFORMANCE.md, "Start-up").
if TYPE_CHECKING:
    from piquet_desktop.controller.replay import ReplayController
    from piquet_desktop.ui.replay_bar import ReplayBar


class ReplayMode(QObject):
    """At most one ``ReplayController`` shown in place of ``controller``'s partie."""

    started = Signal()
    closed = Signal()

    def __init__(
        self,
        parent: QObject,
        *,
        controller: GameController,
        files: PartieFiles,
        scene: TableScene,
        panel: SidePanel,
        prompt: PromptBar,
        make_bar: Callable[[], ReplayBar],
        notices: Notices,
        close_summary: Callable[[], None],
        show_live: Callable[[], None],
        show_score: Callable[[PlayerView, tuple[str, str]], None],
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.files = files
        self.scene = scene
        self.panel = panel
        self.prompt = prompt
        self._make_bar = make_bar
        self._bar: ReplayBar | None = None
        self.notices = notices
        self._close_summary = close_summary
        self._show_live = show_live
        self._show_score = show_score
        self.replay: ReplayController | None = None
        self.title = ""

    @property
    def replay_bar(self) -> ReplayBar:
        """The bar under the table in replay mode, made (by ``make_bar``, hidden) and wired the
        first time it is asked for: its shortcuts work only while a replay is shown, so a bar
        not made yet changes nothing the player can see or press."""
        bar = self._bar
        if bar is None:
            bar = self._bar = self._make_bar()
            bar.handsChanged.connect(lambda _h: self.show())
            bar.review.alternativeShown.connect(self._show_alternative)
            bar.review.alternativeHidden.connect(self.show)
            bar.continueRequested.connect(self.continue_from_replay)
            bar.closeRequested.connect(self.close_replay)
        return bar

    def replay_dialog(self) -> None:
        path = self.files.ask_open_path(translate("ReplayMode", "Replay a partie"))
        if path is not None:
            self.replay_path(path)

    def replay_path(self, path: str | Path) -> bool:
        """Replay a saved partie; a bad file is refused with a message and nothing changes.

        A large file is loaded off the GUI thread (``PartieFiles.load``) and replayed when it
        is loaded; True meanwhile. The load's one replay gathers the replay's positions too."""
        path = Path(path)
        outcome: list[bool] = []

        def replay(loaded: LoadedPartie) -> None:
            self.files.remember(path)
            outcome.append(self.start_replay(loaded, path.name))

        def read(file: Path) -> LoadedPartie:
            return read_partie(file, positions=True)

        if not self.files.load(path, replay, lambda _exc: outcome.append(False), read=read):
            return False
        return outcome[0] if outcome else True  # True while a large file is being loaded

    def replay_current(self) -> bool:
        if not self.controller.has_partie:
            self.notices.message(translate("ReplayMode", "There is no partie to replay."))
            return False
        return self.start_replay(self.controller.record(), translate("ReplayMode", "this partie"))

    def start_replay(self, partie: PartieRecord | LoadedPartie, title: str) -> bool:
        """Show ``partie`` (read for a replay, or a record at hand: ``ReplayController``);
        False, the player told why, if it cannot be replayed."""
        from piquet_desktop.controller.replay import ReplayController

        try:
            replay = ReplayController(partie, self)
        except (RecordError, ValueError) as exc:
            self.notices.error(
                translate("ReplayMode", "Cannot replay the partie"),
                translate("ReplayMode", "{title} cannot be replayed: {reason}").format(
                    title=title, reason=exc
                ),
            )
            return False
        self.leave()
        self._close_summary()
        self.replay = replay
        replay.viewsChanged.connect(self._on_replay_views)
        self.panel.show_replay()
        self.replay_bar.set_replay(replay)
        self.prompt.hide()
        self.replay_bar.show()
        self.scene.set_names(replay.names, seat_levels(replay.levels))
        self.title = title
        replay.to_end()  # the finished partie first: its scores, then step back through it
        self.show()
        self.started.emit()
        return True

    def _on_replay_views(self, _view0: PlayerView, _view1: PlayerView) -> None:
        self.show()

    def show(self) -> None:
        """Draw the replay's position (again), with the hands the replay bar asks for.

        A step made while the last one still moves on the table finishes that one at once and
        animates only the new one: a player stepping through a replay watches the position the
        bar names, and queued steps had the table play on for seconds behind the bar (the
        scene would otherwise queue every update behind the moving cards)."""
        replay = self.replay
        if replay is None:
            return
        from piquet_desktop.ui.replay_bar import BOTH

        self.scene.finish_animations()
        view0, view1 = replay.views()
        hands = self.replay_bar.hands()
        if hands == BOTH:
            self.scene.show(view0, view1)
        else:
            self.scene.show(view1 if hands == 1 else view0)
        self.panel.show_replay_view(view0, replay.names, replay.claimed_by())
        self._show_score(view0, replay.names)

    def _show_alternative(self, view0: PlayerView, view1: PlayerView) -> None:
        """The review's best choice played instead of the recorded one: both hands, under a
        banner saying it is what might have been, not what was."""
        replay = self.replay
        best = self.replay_bar.review.alternative_action()
        if replay is None or best is None:
            return
        seat = replay.view(0).to_act
        said = action_text(best, seat if seat in (0, 1) else -1, replay.names)
        note = translate("ReplayMode", "What might have been: {move}").format(move=said)
        self.scene.finish_animations()
        self.scene.show(view0, view1, note=note)

    def close_replay(self) -> None:
        """Leave replay mode and show the partie in play again."""
        if self.replay is None:
            return
        self.leave()
        self._show_live()

    def leave(self) -> None:
        """Put the live partie's bar and models back (the caller draws what comes next)."""
        replay = self.replay
        if replay is None:
            return
        replay.pause()
        replay.viewsChanged.disconnect(self._on_replay_views)
        self.replay_bar.set_replay(None)
        self.replay = None
        self.replay_bar.hide()
        self.prompt.show()
        self.panel.show_live()
        self.scene.set_names(self.controller.names, seat_levels((None, self.controller.opponent)))
        replay.deleteLater()
        self.closed.emit()

    def continue_from_replay(self) -> bool:
        """Play on against the computer from the position the replay shows."""
        replay = self.replay
        if replay is None:
            return False
        if not self.files.confirm_abandon("continue from the replay"):
            return False
        partie = replay.continued()  # replayed already: putting it in play cannot be refused
        self.leave()
        self.controller.load(partie, None)
        self._show_live()
        self.notices.message(translate("ReplayMode", "You play on from the replayed position."))
        return True
