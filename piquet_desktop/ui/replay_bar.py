"""The bar under the table in replay mode: step, jump, play at a speed, choose the hands shown.

It drives a ``ReplayController`` and shows where the replay stands; it never draws the table
itself. What the table shows (both hands, or one seat's view only) is a choice the bar reports
through ``handsChanged`` and the main window applies, and "Continue from here" and "Close" are
requests the window answers (it may have to ask about an unsaved partie first), hence signals
rather than actions taken here.

Every control has a shortcut that works while the table has focus (Left/Right step, Home/End,
Page Up/Down a deal, Space play or pause), so a replay can be read without the mouse; each
button's tooltip and accessible name say what it does and its key.

The buttons show icons, not text: the media glyphs (⏮ ⏪ ◀ ▶ ⏩ ⏭ ⏸) are missing from common UI
fonts (DejaVu Sans has none of them) and showed as empty boxes. ``media_icon`` takes the desktop
theme's icon (Breeze, Adwaita: the icons the player's other media players show) and falls back on
the style's own standard pixmaps, which every Qt style draws.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.translation import translate
from piquet_desktop.ui.replay_review import ReplayReview
from piquet_desktop.ui.steady_labels import hold_lines, set_held_text
from piquet_desktop.words.text import is_human


def replay_speeds() -> tuple[tuple[str, float], ...]:
    """The speeds Play offers: each one's name, and its multiplier of
    ReplayController.BASE_STEP_MS (0.8 s a move at "Normal")."""
    return (
        (translate("ReplayBar", "Slow"), 2.0),
        (translate("ReplayBar", "Normal"), 1.0),
        (translate("ReplayBar", "Fast"), 0.5),
        (translate("ReplayBar", "Very fast"), 0.15),
    )


BOTH = -1  # handsChanged value: both hands face up, seat 0 at the bottom

_Pixmap = QStyle.StandardPixmap
# Each button's freedesktop icon name and the standard pixmap drawn when the theme has none.
MEDIA_ICONS: dict[str, tuple[str, QStyle.StandardPixmap]] = {
    "start": ("media-skip-backward", _Pixmap.SP_MediaSkipBackward),
    "previous_deal": ("media-seek-backward", _Pixmap.SP_MediaSeekBackward),
    "back": ("go-previous", _Pixmap.SP_ArrowBack),
    "play": ("media-playback-start", _Pixmap.SP_MediaPlay),
    "pause": ("media-playback-pause", _Pixmap.SP_MediaPause),
    "forward": ("go-next", _Pixmap.SP_ArrowForward),
    "next_deal": ("media-seek-forward", _Pixmap.SP_MediaSeekForward),
    "end": ("media-skip-forward", _Pixmap.SP_MediaSkipForward),
}


def media_icon(role: str, widget: QWidget | None = None) -> QIcon:
    """The theme's icon for a transport ``role`` (a key of MEDIA_ICONS), else the style's."""
    name, standard = MEDIA_ICONS[role]
    style = widget.style() if widget is not None else QApplication.style()
    return QIcon.fromTheme(name, style.standardIcon(standard, None, widget))


class ReplayBar(QFrame):
    """Transport controls over one ``ReplayController`` (``set_replay`` swaps it)."""

    handsChanged = Signal(int)  # BOTH, or the seat whose view alone is shown
    continueRequested = Signal()
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.replay: ReplayController | None = None

        def button(text: str, name: str, tip: str, slot: object) -> QPushButton:
            b = QPushButton(text, self)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.clicked.connect(slot)
            return b

        def icon_button(role: str, name: str, tip: str, slot: object) -> QPushButton:
            b = button("", name, tip, slot)
            b.setIcon(media_icon(role, b))
            b.setFixedWidth(40)
            return b

        self.start_button = icon_button(
            "start", "replayStart", translate("ReplayBar", "To the start (Home)"), self._to_start
        )
        self.prev_deal_button = icon_button(
            "previous_deal",
            "replayPrevDeal",
            translate("ReplayBar", "To the start of this or the previous deal (Page Up)"),
            self._previous_deal,
        )
        self.back_button = icon_button(
            "back", "replayBack", translate("ReplayBar", "One move back (Left)"), self._back
        )
        self.play_button = button(
            translate("ReplayBar", "Play"),
            "replayPlay",
            translate("ReplayBar", "Play or pause (Space)"),
            self.toggle_play,
        )
        self.play_button.setIcon(media_icon("play", self.play_button))
        self.forward_button = icon_button(
            "forward", "replayForward", translate("ReplayBar", "One move on (Right)"), self._forward
        )
        self.next_deal_button = icon_button(
            "next_deal",
            "replayNextDeal",
            translate("ReplayBar", "To the start of the next deal (Page Down)"),
            self._next_deal,
        )
        self.end_button = icon_button(
            "end", "replayEnd", translate("ReplayBar", "To the end (End)"), self._to_end
        )

        self.deal_combo = QComboBox(self)
        self.deal_combo.setObjectName("replayDeal")
        self.deal_combo.setToolTip(translate("ReplayBar", "Jump to the start of a deal"))
        self.deal_combo.activated.connect(self._deal_chosen)
        self.speed_combo = QComboBox(self)
        self.speed_combo.setObjectName("replaySpeed")
        self.speed_combo.setToolTip(translate("ReplayBar", "How fast Play steps through the moves"))
        for label, value in replay_speeds():
            self.speed_combo.addItem(label, value)
        self.speed_combo.setCurrentIndex(1)
        self.speed_combo.currentIndexChanged.connect(self._speed_changed)
        self.hands_combo = QComboBox(self)
        self.hands_combo.setObjectName("replayHands")
        self.hands_combo.setToolTip(
            translate("ReplayBar", "Show both hands face up, or only what one player saw")
        )
        self.hands_combo.currentIndexChanged.connect(
            lambda _i: self.handsChanged.emit(int(self.hands_combo.currentData()))
        )

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._slider_moved)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("replayPosition")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)  # names from the record
        self.position_label.setWordWrap(True)  # a long move never widens the window
        hold_lines(self.position_label, 2)  # and never makes the bar, and the table, move

        self.continue_button = button(
            translate("ReplayBar", "Con&tinue from here"),
            "replayContinue",
            translate("ReplayBar", "Play on from this position against the computer"),
            self.continueRequested.emit,
        )
        self.review_button = button(
            translate("ReplayBar", "Revie&w"),
            "replayReviewButton",
            translate(
                "ReplayBar", "Where the decisions lost points: marks on the timeline and a chart"
            ),
            self.show_review,
        )
        self.review = ReplayReview(self.slider, self)
        self.review.hide()
        self.close_button = button(
            translate("ReplayBar", "&Close replay"),
            "replayClose",
            translate("ReplayBar", "Leave the replay and go back to your partie"),
            self.closeRequested.emit,
        )

        # Three rows, so that at the window's minimum width nothing is squeezed: the transport
        # and the way out; where the replay is (slider) and what to show; what just happened,
        # beside the Review button (the review's markers and strip, replay_review.py, go under
        # the slider and at the bottom when opened).
        top = QHBoxLayout()
        for w in (
            self.start_button,
            self.prev_deal_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.next_deal_button,
            self.end_button,
        ):
            top.addWidget(w)
        top.addStretch(1)
        top.addWidget(self.continue_button)
        top.addWidget(self.close_button)
        middle = QHBoxLayout()
        middle.addWidget(self.slider, 1)
        middle.addSpacing(8)
        for combo in (self.deal_combo, self.speed_combo, self.hands_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            middle.addWidget(combo)
        for b in (self.review_button, self.continue_button, self.close_button):
            b.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(middle)
        layout.addWidget(self.review.markers)
        bottom = QHBoxLayout()
        bottom.addWidget(self.position_label, 1)
        bottom.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(bottom)
        layout.addWidget(self.review)

        self._shortcuts: list[QShortcut] = []
        for keys, slot in (
            (Qt.Key.Key_Left, self._back),
            (Qt.Key.Key_Right, self._forward),
            (Qt.Key.Key_Home, self._to_start),
            (Qt.Key.Key_End, self._to_end),
            (Qt.Key.Key_PageUp, self._previous_deal),
            (Qt.Key.Key_PageDown, self._next_deal),
            (Qt.Key.Key_Space, self.toggle_play),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self._shortcuts.append(shortcut)
        self._set_shortcuts_enabled(False)

    # ------------------------------------------------------------------------------ set up
    def set_replay(self, replay: ReplayController | None) -> None:
        """Drive ``replay`` (None: detach, e.g. when leaving replay mode)."""
        if self.replay is not None:
            self.replay.pause()
            self.replay.positionChanged.disconnect(self._position_changed)
            self.replay.playingChanged.disconnect(self._playing_changed)
        self.replay = replay
        self.review.set_replay(replay)
        self._set_shortcuts_enabled(replay is not None)
        if replay is None:
            return
        replay.positionChanged.connect(self._position_changed)
        replay.playingChanged.connect(self._playing_changed)
        names = replay.names
        self.hands_combo.blockSignals(True)
        self.hands_combo.clear()
        self.hands_combo.addItem(translate("ReplayBar", "Both hands"), BOTH)
        for seat in (0, 1):
            self.hands_combo.addItem(_only_hand_text(names[seat]), seat)
        self.hands_combo.blockSignals(False)
        self.deal_combo.clear()
        for n in range(1, replay.deal_count + 1):
            self.deal_combo.addItem(translate("ReplayBar", "Deal {number}").format(number=n), n)
        self.slider.blockSignals(True)
        self.slider.setRange(replay.first_position, replay.length)
        self.slider.setValue(replay.position)
        self.slider.blockSignals(False)
        self._position_changed(replay.position)
        self._playing_changed(replay.is_playing)

    def _set_shortcuts_enabled(self, enabled: bool) -> None:
        for shortcut in self._shortcuts:
            shortcut.setEnabled(enabled)

    def show_review(self) -> None:
        """Open the review strip (``replay_review.py``), making the review if need be."""
        self.review.start()

    def hands(self) -> int:
        data = self.hands_combo.currentData()
        return BOTH if data is None else int(data)

    def speed(self) -> float:
        return float(self.speed_combo.currentData())

    # ------------------------------------------------------------------------------ moving
    def toggle_play(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if replay.is_playing:
            replay.pause()
        else:
            if replay.position >= replay.length:
                replay.seek(replay.first_position)
            replay.play(self.speed())

    def _back(self) -> None:
        replay = self.replay
        if replay is not None:
            replay.pause()
            if replay.position > replay.first_position:
                replay.step_back()

    def _forward(self) -> None:
        if self.replay is not None:
            self.replay.pause()
            self.replay.step_forward()

    def _to_start(self) -> None:
        """The first deal as dealt: the replay's start (``ReplayController.first_position``)."""
        if self.replay is not None:
            self.replay.pause()
            self.replay.seek(self.replay.first_position)

    def _to_end(self) -> None:
        if self.replay is not None:
            self.replay.pause()
            self.replay.to_end()

    def _deal_starts(self) -> list[int]:
        replay = self.replay
        if replay is None:
            return []
        return [replay.deal_start(n) for n in range(1, replay.deal_count + 1)]

    def _previous_deal(self) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.pause()
        earlier = [s for s in self._deal_starts() if s < replay.position]
        replay.seek(earlier[-1] if earlier else replay.first_position)

    def _next_deal(self) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.pause()
        later = [s for s in self._deal_starts() if s > replay.position]
        replay.seek(later[0] if later else replay.length)

    def _deal_chosen(self, index: int) -> None:
        replay = self.replay
        number = self.deal_combo.itemData(index)
        if replay is not None and number is not None:
            replay.pause()
            replay.to_deal_start(int(number))

    def _slider_moved(self, value: int) -> None:
        if self.replay is not None and value != self.replay.position:
            self.replay.seek(value)

    def _speed_changed(self) -> None:
        replay = self.replay
        if replay is not None and replay.is_playing:
            replay.pause()
            replay.play(self.speed())

    # ------------------------------------------------------------------------------ showing
    def _position_changed(self, position: int) -> None:
        replay = self.replay
        if replay is None:
            return
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        # The move just shown, then what comes next: "Move 40 of 300: Computer plays K♠.  ·
        # Next: Deal 1, trick 5" (moves counted from the first deal as dealt, move 0).
        first = replay.first_position
        said = replay.last_action_text()
        coming = replay.next_label()
        fields = {
            "position": position - first,
            "length": replay.length - first,
            "move": said,
            "next": coming,
        }
        if coming is None:
            text = translate(
                "ReplayBar", "Move {position} of {length}: {move}  ·  The partie is over."
            )
        elif said:
            text = translate("ReplayBar", "Move {position} of {length}: {move}  ·  Next: {next}")
        else:
            text = translate("ReplayBar", "Move {position} of {length}  ·  Next: {next}")
        set_held_text(self.position_label, text.format(**fields))
        self.back_button.setEnabled(position > first)
        self.start_button.setEnabled(position > first)
        self.prev_deal_button.setEnabled(position > first)
        at_end = position >= replay.length
        self.forward_button.setEnabled(not at_end)
        self.end_button.setEnabled(not at_end)
        self.next_deal_button.setEnabled(not at_end)
        self.continue_button.setEnabled(replay.view(0).partie_phase != "over")
        starts = self._deal_starts()
        current = sum(1 for s in starts if s <= position)
        if current:
            self.deal_combo.blockSignals(True)
            self.deal_combo.setCurrentIndex(current - 1)
            self.deal_combo.blockSignals(False)

    def _playing_changed(self, playing: bool) -> None:
        self.play_button.setText(
            translate("ReplayBar", "Pause") if playing else translate("ReplayBar", "Play")
        )
        self.play_button.setIcon(media_icon("pause" if playing else "play", self.play_button))


def _only_hand_text(name: str) -> str:
    """The hands choice that shows only one player's hand: "Only your hand" for the human
    called "You", "Only Ann's hand" for anyone else."""
    if is_human(name):
        return translate("ReplayBar", "Only your hand")
    return translate("ReplayBar", "Only {player}'s hand").format(player=name)
