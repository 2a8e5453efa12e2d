"""The card table: a ``QGraphicsScene`` that shows a ``PlayerView`` and animates every change.

``show(view, other=None)`` is the whole interface for what is on the table. The scene keeps one
``CardItem`` per card of the pack for the whole deal and, on every call, asks ``layout`` where each
card should now be, then moves the items there. Nothing else about the game is kept here: the view
is the single source, so a loaded game, a take-back or a replay jump shows correctly without the
scene having to follow the moves one by one.

**Animation.** What moves when (the stages of an exchange or a trick, the placeholder swaps
that make a newly known card come from the right pile, the durations by distance) is planned by
``animation_plan`` as plain values; the scene turns each plan into Qt animation groups. Updates
that arrive while cards are still moving are queued behind them, each starting from where the
previous one ends, so the computer's quick reply to the player's card is seen as two separate
plays. At most one update is laid out per turn of the event loop while cards move; the others
wait in the same queue, and ``update_queue`` says when each is laid out and at which speed
(``is_animating`` counts them, so nobody sees the table at rest before they are shown). All
durations scale with ``set_speed``'s multiplier. At 0 nothing is animated and no animation
object or timer is made: every change lands at once (the tests run so). A press on the
table while cards move finishes the animation at once, like clicking through a dialogue, and
does not count as a click on a card.

**Why cards are face up.** A card of the opponent's that the player may see (a combination
shown, a carte blanche, a talon card he saw the opponent take) carries a lettered badge, and a
small key under the opponent's name plate explains the letters while any shows; every face-up
card the player does not hold has a tooltip saying why (``reveals`` words it from the view). While
open piquet shows the opponent's hand (``show(view, other, practice=True)``; a replay passes
``other`` without ``practice``) a banner on the felt says so.

**Input.** The player's hand cards report clicks (``cardClicked``, ``cardDoubleClicked``); the
scene says nothing about what a click means: the window decides (select for discard, play).
Left and Right move a keyboard focus along the hand, Home and End jump to its ends, and Enter or
Space click the focused card, so every action can be made without the mouse.

The end of a deal: the engine's view after the last card still shows the deal, finished (the
partie keeps it until the next shuffle), with the twelfth trick in it, so the last trick is played
and gathered like the others and the table stays as it ended until the next deal is dealt.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.engine.cards import mask_of, pack
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.ui.card_images import CardImages

from .animation_plan import (
    BASE_MS,
    Timing,
    change_plan,
    deal_plan,
    reconcile,
)
from .card_item import CardItem
from .felts import DEFAULT_FELT, FELTS, felt_colours
from .layout import (
    CARD_ASPECT,
    TABLE_SIZE,
    HandOrder,
    Place,
    TableLayout,
    Zone,
    layout,
    table_width_for,
)
from .plan_animations import plan_animation, stage_animation
from .plates import MARK_COLOURS, THEMES, Decorations
from .reveals import describe, key_entry
from .update_queue import UpdateQueue

__all__ = ["BASE_MS", "MARK_COLOURS", "THEMES", "TableScene"]

DISCARD_DIM = 0.5  # the player's own discard: readable, but plainly out of play


@dataclass(frozen=True, slots=True)
class _Update:
    """What one ``show`` call asked for, kept while it waits its turn in the queue."""

    view: PlayerView
    other: PlayerView | None
    practice: bool
    note: str | None


class TableScene(QGraphicsScene):
    """The table: cards, name plates and captions on the felt, animated from view to view.

    Signals: ``cardClicked(int)`` and ``cardDoubleClicked(int)`` for cards in the player's hand
    (mouse or keyboard), ``animationsFinished()`` whenever the table comes to rest after a
    ``show`` (at speed 0, before ``show`` returns; when several updates were queued, once at the
    end).
    """

    cardClicked = Signal(int)
    cardDoubleClicked = Signal(int)
    animationsFinished = Signal()
    statesChanged = Signal()  # which cards are clickable or dimmed changed (the view's cursor)

    def __init__(self, parent: QObject | None = None, images: CardImages | None = None) -> None:
        super().__init__(parent)
        self._size = TABLE_SIZE
        self.setSceneRect(QRectF(0, 0, *self._size))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # everything moves
        self._images = images if images is not None else CardImages()  # (it has a __len__)
        self._items: dict[int, CardItem] = {}
        self._layout: TableLayout | None = None
        self._view: PlayerView | None = None
        self._other: PlayerView | None = None
        self._practice = False
        self._note: str | None = None
        # Which deal the items belong to: its number, rules, elder and the player's dealt cards,
        # so that a new partie starting again at deal 1 is still seen as a new deal.
        self._deal_key: tuple[object, ...] | None = None
        self._speed = 1.0
        # The one queue: animations laid out, then updates waiting their turn (update_queue).
        self._queue: UpdateQueue[_Update, QAbstractAnimation] = UpdateQueue()
        self._micro: dict[int, QPropertyAnimation] = {}
        # Finished and stopped animations are kept for a while: dropping the last reference inside
        # their own ``finished`` signal (whose listeners may call ``show`` again, or open a dialog
        # with its own event loop) would delete the C++ object while Qt is still in it. Only the
        # oldest are let go, long after they ended (see ``_retire``).
        self._retired: list[QAbstractAnimation] = []
        # The zero-interval timer that starts the next turn of the event loop for the queue.
        self._landing = False  # the backlog jumping to its last update: no animationsFinished
        self._next_turn = QTimer(self)
        self._next_turn.setSingleShot(True)
        self._next_turn.setInterval(0)
        self._next_turn.timeout.connect(self._on_next_turn)
        self._selected = 0
        self._playable = 0
        self._names = (
            translate("TableScene", "You", "a name plate before the names are known"),
            translate("TableScene", "Opponent", "a name plate before the names are known"),
        )
        self._order = HandOrder()
        self._focus_card: int | None = None
        self._focus_visible = False
        self._focus_slot = 0
        self._press_card: int | None = None
        self._theme = "light"
        self._felt = DEFAULT_FELT
        self._colours = THEMES["light"]
        self._decorations = Decorations(self)
        self.animationsFinished.connect(self._decorations.table_at_rest)  # (connected first)
        self._apply_theme()
        self._decorations.bare_felt()

    # ================================================================================ public API
    def show(
        self,
        view: PlayerView,
        other: PlayerView | None = None,
        *,
        practice: bool = False,
        note: str | None = None,
    ) -> None:
        """Show ``view`` (the player at the bottom); ``other`` turns the opponent's hand face up.

        ``practice`` says that ``other`` is given for open piquet, not for a replay showing both
        hands: the felt then says so. ``note`` is a banner of the caller's (a replay's "What
        might have been"). Cards move from where the last call left them. A new deal (another
        number, or dealt cards) starts from the pack and is dealt packet by packet when the view
        is at the deal's start.
        """
        if not self._queue.lays_out_now(self._speed):
            self._queue.wait(_Update(view, other, practice, note), self._speed)
            return  # laid out in a later turn
        self._show_now(_Update(view, other, practice, note))
        if self._queue.laid_out(self._speed):
            self._next_turn.start()

    def _show_now(self, update: _Update) -> None:
        view, other = update.view, update.other
        self._practice = update.practice
        self._note = update.note
        if view.deal_phase is None:
            self._show_no_deal(view)
            return
        if not self._items or _deal_key(view) != self._deal_key:
            self._new_deal(view, other)
            return
        if self._queue.laid_count() >= 3:
            self._finish_moving(emit=False)  # far behind (a replay being stepped fast): catch up
        new = self._layout_for(view, other, self._places())
        self._apply(view, other, new)

    def _on_next_turn(self) -> None:
        """A new turn of the event loop: the oldest update waiting is shown, timed at the speed
        it arrived at (a claim's quick pace, though the claim is over by now)."""
        waiting = self._queue.new_turn()
        if waiting is None:
            return
        self._show_waiting(waiting.update, waiting.speed)
        if self._queue.laid_out(waiting.speed):
            self._next_turn.start()

    def _land_backlog(self) -> None:
        """Show the last update waiting at once, without animation (what is moving is stopped
        first): the table jumps to it, as it does to any view."""
        last = self._queue.take_last_waiting()
        if last is None:
            return
        self._stop_all()
        self._landing = True
        try:
            self._show_waiting(last.update, 0.0)
        finally:
            self._landing = False

    def _show_waiting(self, update: _Update, speed: float) -> None:
        """Show an update that waited, at ``speed`` (the scene's own is kept)."""
        kept, self._speed = self._speed, speed
        try:
            self._show_now(update)
        finally:
            self._speed = kept

    def _at_rest(self) -> None:
        """The table has come to rest, unless updates still wait for their turn."""
        if not self._landing and not self._queue.has_waiting():
            self.animationsFinished.emit()

    def _layout_for(
        self, view: PlayerView, other: PlayerView | None, previous: dict[int, Place] | None
    ) -> TableLayout:
        return layout(
            view,
            other,
            size=self._size,
            order=self._order,
            previous=previous,
            practice=self._practice,
            note=self._note,
        )

    def set_table_width(self, width: float) -> None:
        """Make the table ``width`` wide (and 1000 high): the view calls this when its shape
        changes, so the felt fills the window and the cards are as large as the height allows.

        Cards jump to their new places (a window being resized is no time for animation).
        """
        width = table_width_for(width / TABLE_SIZE[1])
        if abs(width - self._size[0]) < 0.5:
            return
        self._size = (width, TABLE_SIZE[1])
        self.setSceneRect(QRectF(0, 0, *self._size))
        self._decorations.place(self._size)
        was_animating = self.is_animating()
        self._land_backlog()
        if self._view is None or not self._items:
            if was_animating:
                self.animationsFinished.emit()
            return
        self._stop_all()
        self._layout = self._layout_for(self._view, self._other, self._places())
        self._decorations.show_labels(self._layout)
        self._snap_all()
        self._refresh_states()
        if was_animating:
            self.animationsFinished.emit()

    def table_size(self) -> tuple[float, float]:
        """The logical size of the table (its height is always 1000)."""
        return self._size

    def set_names(self, names: tuple[str, str], levels: tuple[str, str] = ("", "")) -> None:
        """Names by seat (seat 0's first), shown on the name plates, with the level that plays
        each seat ("Master"; "" for a person) under the opponent's name."""
        names = (names[0], names[1])
        if names == self._names and not self._decorations.set_levels(levels):
            return  # the window says them at every move: the plates show them already
        self._names = names
        if self._view is not None:
            self._decorations.show_plates(self._view, self._names, at_rest=not self.is_animating())
            self._refresh_states()  # the tooltips name the players

    def set_hand_order(self, suits: tuple[int, ...], descending: bool = True) -> None:
        """How the player's hand is sorted (suit order left to right, ranks high first or not)."""
        self._order = HandOrder(tuple(suits), descending)
        if self._queue.has_waiting():
            return  # the updates waiting are laid out in the new order
        if self._view is not None and self._view.deal_phase not in (None, "over") and self._items:
            new = self._layout_for(self._view, self._other, self._places())
            self._apply(self._view, self._other, new)

    def set_selected(self, mask: int) -> None:
        """Raise exactly the hand cards in ``mask`` (cards chosen for discard); others go down.

        A card that has left the hand is lowered by the move that takes it away (or by the
        snap at rest), never by an animation of its own: Qt lets one animation drive a property
        at a time and stops the *whole group* of the older one, so lowering a discard here used
        to halt the exchange's animation half-way and leave the table frozen.
        """
        self._selected = mask
        hand = self._hand_mask()
        for c, item in self._items.items():
            in_hand = bool(hand >> c & 1)
            target = 1.0 if in_hand and mask >> c & 1 else 0.0
            item.set_selected_mark(target > 0)
            if in_hand:
                self._animate_micro(item, b"raised", target)
            elif not self.is_animating():
                self._stop_micro(c)
                item.set_raised(target)

    def selected(self) -> int:
        return self._selected & self._hand_mask()

    def set_playable(self, mask: int) -> None:
        """Dim the hand cards not in ``mask``; 0 dims nothing (not the player's turn to play)."""
        if mask == self._playable:
            return  # the window says it at every move; nothing to dim anew
        self._playable = mask
        if not self._queue.has_waiting():  # else the update waiting shows the cards dimmed so
            self._refresh_states()

    def set_speed(self, multiplier: float) -> None:
        """Scale every duration; 0 makes every change instant and finishes what is moving."""
        self._speed = max(0.0, float(multiplier))
        if self._speed == 0 and self.is_animating():
            self.finish_animations()

    def speed(self) -> float:
        return self._speed

    def finish_animations(self) -> None:
        """Jump every moving card (and every queued update) to its final place."""
        if self.is_animating():
            self._finish(emit=True)

    def stop_animations(self) -> None:
        """Every card to its place at once, without ``animationsFinished``: the window is
        closing. An animation left running would be destroyed in the teardown after the card
        items it moves, and its end handler would reach a deleted item (PySide printed "Signal
        source has been deleted" on the terminal)."""
        if self.is_animating():
            self._finish(emit=False)

    def is_animating(self) -> bool:
        return self._queue.is_busy()

    def pending_animations(self) -> int:
        """How many updates are moving or waiting to move (the one running included, and those
        still waiting for their turn of the event loop)."""
        return self._queue.pending()

    def set_theme(self, name: str) -> None:
        """``"light"`` (green felt) or ``"dark"`` (teal-charcoal felt)."""
        if name not in THEMES:
            raise ValueError(f"unknown theme {name!r}; themes are {', '.join(THEMES)}")
        self._theme = name
        self._colours = {**THEMES[name], **felt_colours(self._felt, name)}
        self._apply_theme()

    def set_felt(self, felt: str) -> None:
        """The felt's colour (``felts.FELTS``), in the shade of the theme shown."""
        if felt not in FELTS:
            raise ValueError(f"unknown felt {felt!r}; felts are {', '.join(FELTS)}")
        self._felt = felt
        self.set_theme(self._theme)

    def theme(self) -> str:
        return self._theme

    # --- read access, for the window and the tests ----------------------------------------------
    def caption_text(self) -> str | None:
        """The caption in the middle of the table (the end of a deal), else None."""
        return self._decorations.caption_text()

    def label_texts(self) -> list[str]:
        return self._decorations.label_texts()

    def legend_texts(self) -> list[str]:
        """The key's lines, one per mark showing on the opponent's cards (none: no key)."""
        return self._decorations.legend_texts()

    def banner_text(self) -> str | None:
        """The open piquet banner, while it shows."""
        return self._decorations.banner_text()

    def legend_rect(self) -> QRectF:
        """Where the key to the marks lies on the table (scene coordinates)."""
        return self._decorations.legend_rect()

    def banner_rect(self) -> QRectF:
        """Where the open piquet banner lies on the table (scene coordinates)."""
        return self._decorations.banner_rect()

    def card_item(self, card: int) -> CardItem | None:
        """The item showing ``card`` (for a placeholder, the item that carries that number)."""
        return self._items.get(card)

    def card_items(self) -> dict[int, CardItem]:
        return dict(self._items)

    def card_images(self) -> CardImages:
        """The pixmaps the cards are painted from (shared by every card of the scene)."""
        return self._images

    def current_layout(self) -> TableLayout | None:
        """Where every card is going (or lies, once animations are over)."""
        return self._layout

    def focused_card(self) -> int | None:
        return self._focus_card

    def focus_card(self, card: int) -> bool:
        """Put the keyboard focus ring on ``card`` of the hand (Space or Enter then plays it),
        as the hint does for the card it recommends; False if the card is not in the hand."""
        if self._layout is None or card not in self._layout.hand_order:
            return False
        self._set_focus(card, visible=True)
        return True

    def plate_texts(self) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
        """The player's and the opponent's name plates: (name, role, score line)."""
        return self._decorations.plate_texts()

    def plate_levels(self) -> tuple[str, str]:
        """The level each plate names under its name ("" where none is)."""
        return self._decorations.plate_levels()

    def plate_rects(self) -> tuple[QRectF, QRectF]:
        """Where the player's and the opponent's name plates lie, in scene coordinates."""
        return self._decorations.plate_rects()

    # ================================================================================ showing
    def _places(self) -> dict[int, Place] | None:
        return dict(self._layout.places) if self._layout is not None else None

    def _hand_mask(self) -> int:
        if self._layout is None:
            return 0
        m = 0
        for c in self._layout.hand_order:
            m |= 1 << c
        return m

    def _apply(
        self,
        view: PlayerView,
        other: PlayerView | None,
        new: TableLayout,
    ) -> None:
        prev_view = self._view
        prev = self._places() or {}
        for x, y in reconcile(prev, new.places):  # see animation_plan: unknown cards
            ix, iy = self._items[x], self._items[y]
            ix.card, iy.card = y, x
            self._items[x], self._items[y] = iy, ix
        leaving = [
            c
            for c, p in new.places.items()
            if prev.get(c) is not None and prev[c].zone == Zone.HAND and p.zone != Zone.HAND
        ]
        for c in leaving:
            self._stop_micro(c)
            self._selected &= ~(1 << c)
        self._layout = new
        self._view = view
        self._other = other
        self._decorations.show_plates(view, self._names, at_rest=False)  # see animationsFinished
        self._decorations.show_labels(new, at_rest=False)  # a caption changed waits its cards
        if self._speed == 0:
            self._snap_all()
            self._refresh_states()
            self._at_rest()
            return
        tricks = prev_view.tricks if prev_view is not None else None
        plan = change_plan(tricks, view, prev, new.places, self._timing(), self._size)
        self._refresh_states()
        if not plan:
            if not self.is_animating():
                self._settle()
                self._at_rest()
            return
        self._enqueue(plan_animation(self._items, plan))

    def _new_deal(self, view: PlayerView, other: PlayerView | None) -> None:
        self._clear_table()
        self._deal_key = _deal_key(view)
        self._view = view
        self._other = other
        self._layout = self._layout_for(view, other, None)
        cards = pack(view.rules.deck)
        for c in cards:
            item = CardItem(c, self._images, self._layout.places[c].width, CARD_ASPECT)
            self._items[c] = item
            self.addItem(item)
        self._decorations.show_plates(view, self._names, at_rest=False)
        self._decorations.show_labels(self._layout)
        fresh = (
            view.took == (None, None)
            and not view.discard
            and not view.tricks
            and view.lead_card < 0
            and view.elder is not None
        )
        if self._speed == 0 or not fresh:
            self._snap_all()
            self._refresh_states()
            self._at_rest()
            return
        self._enqueue(self._deal_animation(view))
        self._refresh_states()

    def _show_no_deal(self, view: PlayerView) -> None:
        """The empty felt: no deal has been dealt yet (between deals the view shows the last)."""
        self._clear_table()
        self._view = view
        self._decorations.bare_felt()
        self._at_rest()

    def _clear_table(self) -> None:
        """Take every card off the table (a new deal or a new partie follows)."""
        self._stop_all()
        for c in list(self._micro):
            self._stop_micro(c)
        for item in self._items.values():
            self.removeItem(item)
        self._items.clear()
        self._layout = None
        self._view = None
        self._other = None
        self._deal_key = None
        self._selected = 0
        self._focus_card = None
        self._decorations.clear_labels()

    # ================================================================================ animations
    def _timing(self) -> Timing:
        return Timing(self._speed)

    def _deal_animation(self, view: PlayerView) -> QAbstractAnimation:
        """The deal (``animation_plan.deal_plan``): every card first into the dealer's pile."""
        assert self._layout is not None
        start, stage = deal_plan(view, self._layout, self._timing(), self._size)
        for c, place in start.items():
            item = self._items[c]
            item.setPos(place.x, place.y)
            item.setRotation(0.0)
            item.set_card_width(place.width)
            item.set_rest_width(place.width)
            item.set_flip(0.0)
            item.set_raised(0.0)
            item.setZValue(place.z)
            item.set_shadow(place.shadow)
        return stage_animation(self._items, stage)

    def _enqueue(self, animation: QAbstractAnimation) -> None:
        self._start(self._queue.enqueue(animation))

    def _start(self, animation: QAbstractAnimation | None) -> None:
        if animation is not None:
            animation.stateChanged.connect(self._on_running_state)
            animation.start()

    def _on_running_state(
        self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State
    ) -> None:
        """The running stage has stopped: at its end, or because Qt stopped it early (another
        animation took over one of its properties). Either way the table moves on to the next
        stage, or settles every card at its place: a stopped stage must never hold the queue.
        """
        if new == QAbstractAnimation.State.Stopped:
            self._on_animation_finished()

    def _on_animation_finished(self) -> None:
        running = self._queue.running()
        if running is None:
            return
        self._retire(running)
        following = self._queue.start_next()
        if following is not None:
            self._start(following)
            return
        self._settle()
        self._at_rest()  # (or the next update waiting moves the cards on)

    def _stop_all(self) -> None:
        """Stop and drop every animation without touching the items."""
        running, queue = self._queue.take_animations()
        if running is not None:  # queued ones were never connected
            running.stateChanged.disconnect(self._on_running_state)
        for animation in ([running] if running is not None else []) + queue:
            animation.stop()
            self._retire(animation)

    def _retire(self, animation: QAbstractAnimation) -> None:
        self._retired.append(animation)
        if len(self._retired) > 64:
            del self._retired[:32]

    def _finish(self, emit: bool) -> None:
        """Everything at its end at once: what moves, what is queued and what waits its turn."""
        self._land_backlog()
        self._finish_moving(emit)

    def _finish_moving(self, emit: bool) -> None:
        self._stop_all()
        self._snap_all()
        self._refresh_states()
        if emit:
            self.animationsFinished.emit()

    def _settle(self) -> None:
        """At rest: every item exactly at its target (rounding, z order, pixmap size)."""
        self._snap_all(keep_micro=True)

    def _snap_all(self, keep_micro: bool = False) -> None:
        if self._layout is None:
            return
        hand = self._hand_mask()
        for c, place in self._layout.places.items():
            item = self._items.get(c)
            if item is None:
                continue
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.set_card_width(place.width)
            item.set_rest_width(place.width)
            item.set_flip(1.0 if place.face_up else 0.0)
            item.setZValue(place.z)
            item.set_shadow(place.shadow)
            if not keep_micro or c not in self._micro:
                self._stop_micro(c)
                item.set_raised(1.0 if hand >> c & 1 and self._selected >> c & 1 else 0.0)

    def _animate_micro(self, item: CardItem, prop: bytes, target: float) -> None:
        """A short animation outside the queue (a card stepping out of the fan when selected)."""
        c = item.card
        self._stop_micro(c)
        current = item.raised
        if self._speed == 0 or current == target:
            item.set_raised(target)
            return
        animation = QPropertyAnimation(item, prop)
        animation.setEndValue(target)
        animation.setDuration(self._timing().ms("raise"))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda c=c: self._retire_micro(c))
        self._micro[c] = animation
        animation.start()

    def _retire_micro(self, card: int) -> None:
        animation = self._micro.pop(card, None)
        if animation is not None:
            self._retire(animation)

    def _stop_micro(self, card: int) -> None:
        animation = self._micro.pop(card, None)
        if animation is not None:
            animation.stop()
            self._retire(animation)

    # ================================================================================ states
    def _refresh_states(self) -> None:
        """Clickable, dimmed, selected and focused, from the target layout and the masks; the
        marks and tooltips of the cards face up for a reason."""
        if self._layout is None:
            return
        view = self._view
        hand = self._hand_mask()
        if self._focus_card is not None and not hand >> self._focus_card & 1:
            self._focus_card = self._nearest_hand_card(self._focus_card)
        playable = self._playable & hand
        if self._focus_card is not None and playable and not playable >> self._focus_card & 1:
            self._focus_card = self._nearest_playable(self._focus_card, playable)
        for c, place in self._layout.places.items():
            item = self._items.get(c)
            if item is None:
                continue
            in_hand = place.zone == Zone.HAND
            dim = place.dim or (in_hand and self._playable != 0 and not self._playable >> c & 1)
            item.set_dim(0.0 if not dim else DISCARD_DIM if place.dim else 1.0)
            item.set_clickable(in_hand)
            item.set_selected_mark(in_hand and bool(self._selected >> c & 1))
            item.set_focused(self._focus_visible and in_hand and c == self._focus_card)
            reveal = place.reveal
            marked = reveal in MARK_COLOURS and place.zone == Zone.OPP_HAND
            item.set_badge(
                (key_entry(reveal)[0], MARK_COLOURS[reveal]) if marked and reveal else None
            )
            tip = ""
            if reveal is not None and view is not None:
                tip = as_tooltip(
                    describe(c, reveal, place.zone.value, view, self._names, self._practice)
                )
            if item.toolTip() != tip:
                item.setToolTip(tip)
        self.statesChanged.emit()

    def _nearest_hand_card(self, card: int) -> int | None:
        order = self._layout.hand_order if self._layout is not None else ()
        if not order:
            return None
        return order[min(self._focus_slot, len(order) - 1)]

    def _nearest_playable(self, card: int, playable: int) -> int:
        """The playable card nearest ``card`` in the fan (the left one on a tie): where the
        ring goes when the card under it is dimmed, so Space never plays a refused card."""
        order = list(self._layout.hand_order) if self._layout is not None else []
        slot = order.index(card) if card in order else self._focus_slot
        candidates = [c for c in order if playable >> c & 1]
        return min(candidates, key=lambda c: (abs(order.index(c) - slot), order.index(c)))

    # ================================================================================ input
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card at ``pos`` (scene coordinates), if any."""
        return self._card_at(pos)

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(
            pos,
            Qt.ItemSelectionMode.IntersectsItemShape,
            Qt.SortOrder.DescendingOrder,
            QTransform(),
        ):
            if isinstance(item, CardItem):
                return item
        return None

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """The tooltip of the card the pointer is on, the topmost one: Qt's own would look
        through a face-down card for the tooltip of a shown card it covers."""
        item = self._card_at(event.scenePos())
        text = item.toolTip() if item is not None else ""
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.setAccepted(bool(text))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._press(event, double=False):
            super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._press(event, double=True):
            super().mouseDoubleClickEvent(event)

    def _press(self, event: QGraphicsSceneMouseEvent, *, double: bool) -> bool:
        """A press (or the second press of a double click) on the table; False if it is not the
        table's. While cards move it finishes them and is no click. A left press on a hand card
        is kept until the release (a click is a press and release on the same card); a double
        click is reported at once."""
        self._press_card = None
        if self.is_animating():
            self.finish_animations()
            event.accept()
            return True
        item = self._card_at(event.scenePos())
        if item is None or not item.clickable or event.button() != Qt.MouseButton.LeftButton:
            return False
        if double:
            self.cardDoubleClicked.emit(item.card)
        else:
            self._press_card = item.card
            self._set_focus(item.card, visible=False)
        event.accept()
        return True

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._press_card = self._press_card, None
        if pressed is not None:
            item = self._card_at(event.scenePos())
            if item is not None and item.card == pressed and item.clickable:
                self.cardClicked.emit(pressed)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows, Home and End move the keyboard ring over the cards that may be chosen now
        (during the play the dimmed ones are stepped over); Space or Enter chooses the card under
        the ring (shown or where the mouse left it), or first shows the ring when there is none."""
        key = event.key()
        hand = list(self._layout.hand_order) if self._layout is not None else []
        items = self._items
        choosable = [c for c in hand if c in items and items[c].wants_pointer] or hand
        moves = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
        chooses = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)
        if key in moves and choosable:
            if self._focus_card in choosable and self._focus_visible:
                i = choosable.index(self._focus_card)
                if key == Qt.Key.Key_Left:
                    i = max(0, i - 1)
                elif key == Qt.Key.Key_Right:
                    i = min(len(choosable) - 1, i + 1)
                elif key == Qt.Key.Key_Home:
                    i = 0
                else:
                    i = len(choosable) - 1
                self._set_focus(choosable[i], visible=True)
            elif self._focus_card in choosable:
                self._set_focus(self._focus_card, visible=True)  # the ring where the mouse left it
            elif self._focus_card in hand:  # on a card dimmed now: the nearest that is not
                nearest = self._nearest_playable(self._focus_card, mask_of(choosable))
                self._set_focus(nearest, visible=True)
            else:
                end = key in (Qt.Key.Key_Left, Qt.Key.Key_End)
                self._set_focus(choosable[-1] if end else choosable[0], visible=True)
            event.accept()
            return
        if key in chooses:
            if self.is_animating():
                self.finish_animations()
                event.accept()
                return
            if self._focus_card is not None and self._focus_card in hand:
                self._focus_visible = True
                self._refresh_states()
                self.cardClicked.emit(self._focus_card)
                event.accept()
                return
            if choosable:  # no ring yet: show it on a card that may be chosen, choose nothing
                ringed = self._focus_card if self._focus_card in choosable else choosable[0]
                self._set_focus(ringed, visible=True)
                event.accept()
                return
        super().keyPressEvent(event)

    def _set_focus(self, card: int, visible: bool) -> None:
        self._focus_card = card
        self._focus_visible = visible
        if self._layout is not None and card in self._layout.hand_order:
            self._focus_slot = self._layout.hand_order.index(card)
        self._refresh_states()

    # ================================================================================ decoration
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        c = self._colours
        w, h = self._size
        gradient = QRadialGradient(QPointF(w / 2, h * 0.47), w * 0.62)
        gradient.setColorAt(0.0, c["felt_centre"])
        gradient.setColorAt(1.0, c["felt_edge"])
        painter.fillRect(rect, QBrush(gradient))

    def _apply_theme(self) -> None:
        self._decorations.set_colours(self._colours)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():
            view.resetCachedContent()
            view.viewport().update()


def _deal_key(view: PlayerView) -> tuple[object, ...]:
    return (view.deal_number, view.rules, view.elder, view.seat, view.dealt)
