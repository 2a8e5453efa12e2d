"""Card pixmaps drawn between frames and while the table rests, before a move needs them.

Why: a card that starts a move to a place of another size (a card played to the trick, a
discard to its pile) or turns face up asks ``CardImages`` for its face at the new size, and the
first time a face is asked at a size its SVG is rendered, a court card taking several
milliseconds and more on a busy machine. That render fell in a frame of the move: profiled
(``benchmarks/table_frames``), every one of the five costliest frames of two deals was a frame
with a render in it. Then ``CardLooks`` composes the card with its shadow and veil, a
millisecond more, in the same frame. The real window's first deal had both in its costliest
frames (``benchmarks/gui_stall``): its cards had never been drawn at the hands' sizes, and
they turned face up at the end of the deal.

So the warmer keeps two lists, refilled whenever the scene lays out a change or the cards'
states change (``TableScene.statesChanged``) and when the table comes to rest:

* what the cards *will* show at their places (the face or the back at the place's size, and its
  look with the shadow and veil the card will have in flight and on arrival): drawn one per
  turn of the event loop even while cards move, so the move's later frames (the deal's cards
  turning face up at its end, a talon card turning over on its way to the hand) find them in
  the caches, and a render or a composition happens between two frames instead of inside one;
* the player's hand veiled as the play veils it (the cards he may not play, and his discards
  while they leave the hand), then the rest of the pack and the back at every size of the
  layout and at the trick's and the discard piles' sizes (what the next moves may ask for):
  only while the table rests, most used size first. The veil falls on the whole hand in the
  paint right after the change that brings it (the opponent's lead), too soon for a turn of
  the warmer: a dozen looks composed in one frame; and the first card played to an empty
  trick rendered its face in the move's first frame.

One item per turn keeps the window answering (a click or a frame waits for at most one render).
What is drawn is what ``CardItem.paint`` would ask for (the width on screen, rounded, at the
view's pixel ratio), so nothing is drawn that the table would not draw; the caches bound the
memory as for any other pixmap. Nothing at animation speed 0, where every change is painted
once.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsView

from piquet_desktop.ui.card_images import BACK

from .card_item import shared_looks
from .layout import PILE_WIDTH, TRICK_WIDTH, Zone
from .table_scene import DISCARD_DIM, TableScene

__all__ = ["PixmapWarmer"]

HAND_VEILS = (1.0, DISCARD_DIM)
"""The veils a card of the player's hand takes: not playable now, and chosen for the discard."""


class _Item(NamedTuple):
    """A pixmap to draw: ``card``'s face (the back for ``BACK``) at ``width`` logical pixels and
    pixel ratio ``ratio``; with ``look`` (shadow, dim) set, then its look in ``CardLooks``."""

    card: int | None
    width: int
    ratio: float
    look: tuple[bool, float] | None = None


class PixmapWarmer(QObject):
    """Draws, between frames and at rest, the pixmaps the cards of ``view`` will ask for (see
    the module)."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self._view = view
        self._scene = scene
        self._needed: list[_Item] = []  # the cards' own, at their places (taken from the end)
        self._ahead: list[_Item] = []  # the rest of the pack at every size (at rest only)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        scene.animationsFinished.connect(self.refill)
        scene.statesChanged.connect(self.refill)

    def refill(self) -> None:
        """List what the cards will show at their places and, after it, the pack's faces and
        the back at every size of the table's layout, that are not drawn yet; start drawing."""
        table = self._scene.current_layout()
        scale = self._view.transform().m11()
        if table is None or scale <= 0 or self._scene.speed() == 0:
            self._needed = []
            self._ahead = []
            return
        ratio = self._view.devicePixelRatioF()
        images = self._scene.card_images()
        looks = shared_looks()
        items = self._scene.card_items()
        needed: list[_Item] = []
        listed: set[_Item] = set()
        # The backs first: every card flies face down in a deal, from its first frame.
        places = sorted(table.places.items(), key=lambda kv: kv[1].face_up)
        for c, place in places:
            item = items.get(c)
            if item is None:
                continue
            card = c if place.face_up else BACK
            width = max(1, round(place.width * scale))
            dim = item.look_dim(place.face_up)
            for shadow in dict.fromkeys((True, place.shadow)):  # in flight, then on arrival
                entry = _Item(card, width, ratio, (shadow, dim))
                if entry in listed:
                    continue
                listed.add(entry)
                drawn = images.has_pixmap(card, width, ratio)
                if not drawn or not looks.has_look(images.pixmap(card, width, ratio), shadow, dim):
                    needed.append(entry)
        # The hand veiled first (certain to come at the next lead or discard), then the pack at
        # every size of the layout and at the trick's and the discard piles' (a card goes there
        # at the next move even when none lies there now), most used first.
        ahead: list[_Item] = []
        for c, place in table.places.items():
            if place.zone != Zone.HAND or c not in items:
                continue
            width = max(1, round(place.width * scale))
            for dim in HAND_VEILS:
                for shadow in dict.fromkeys((True, place.shadow)):
                    drawn = images.has_pixmap(c, width, ratio)
                    face = images.pixmap(c, width, ratio) if drawn else None
                    if face is None or not looks.has_look(face, shadow, dim):
                        ahead.append(_Item(c, width, ratio, (shadow, dim)))
        uses = Counter(max(1, round(p.width * scale)) for p in table.places.values())
        for logical in (TRICK_WIDTH, PILE_WIDTH):
            uses[max(1, round(logical * scale))] += 0  # listed after the sizes in use
        cards: list[int | None] = [*sorted(items), BACK]
        ahead += [
            _Item(card, width, ratio)
            for width, _ in uses.most_common()
            for card in cards
            if not images.has_pixmap(card, width, ratio)
        ]
        needed.reverse()  # taken from the end: in the order listed
        ahead.reverse()  # the most used size first
        self._needed = needed
        self._ahead = ahead
        if (needed or ahead) and not self._timer.isActive():
            self._timer.start()

    def pending(self) -> int:
        """How many pixmaps (faces or looks) are still to be drawn."""
        return len(self._needed) + len(self._ahead)

    def pending_needed(self) -> int:
        """How many of them the cards will show at their places (drawn even while cards move)."""
        return len(self._needed)

    def _step(self) -> None:
        moving = self._scene.is_animating()
        if not self._needed and (moving or not self._ahead):
            return  # the next rest lists the rest again
        queue = self._needed if self._needed else self._ahead
        images = self._scene.card_images()
        looks = shared_looks()
        while queue:  # one render or one composition per turn
            entry = queue.pop()
            card, width, ratio, look = entry
            if not images.has_pixmap(card, width, ratio):
                images.pixmap(card, width, ratio)
                if look is not None:
                    queue.append(entry)  # its look at the next turn
                break
            if look is not None:
                face = images.pixmap(card, width, ratio)
                if not looks.has_look(face, *look):
                    looks.look(face, *look)
                    break
        if self._needed or (self._ahead and not moving):
            self._timer.start()
