"""One physical card on the table: a ``QGraphicsObject`` whose look is a handful of animatable
properties, after KDE KPat's card item.

The scene never replaces a card item during a deal; it animates these properties instead:

* ``pos`` and ``rotation`` (QGraphicsObject's own): the card's centre and angle. The item's origin
  is the centre of the card, so rotating and flipping need no transform origin.
* ``cardWidth``: the logical width; cards are smaller in piles than in the hand. (Not ``width``:
  QGraphicsObject already has a private property of that name.)
* ``flip``: 0 shows the back, 1 the face. The card is drawn squeezed horizontally by
  ``|cos(pi * flip)|`` and lifted a little, with the face swapped for the back at 0.5, which reads
  as a card turned over on the table.
* ``raised``: 0..1, the selection offset (a card chosen for discard stands up out of the fan),
  drawn along the card's own up direction so it follows the fan's angle.
* ``dim``: 0..1, a veil over unplayable cards and the player's own discard.

A face-up card may carry a badge, a coloured disc with a letter in its bottom-left corner (the
part of a card a fan leaves showing): the table marks with it why an opponent's card is face up,
and its key draws the same disc with ``paint_badge``. The tooltip (``setToolTip``) says it in
words.

Sharpness: the pixmap comes from ``CardImages`` at the card's size *on screen* (its logical width
times the view's scale, times the device pixel ratio), worked out in ``paint`` from the painter's
transform, so the same item stays crisp at any window size without the scene knowing about the
window; the cache makes asking again on every repaint cheap. When the card lies straight it is
drawn at a whole device pixel, with no resampling at all. While the card's size is changing (a card
shrinking on its way to a pile) the pixmap of its resting size is scaled instead, so an animation
does not render the SVG at every intermediate width.

Clicks are not handled here: the scene decides what a press means (finish the animation, or a card
click), so an item only reports hover for its highlight.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from piquet_desktop.engine.cards import card_name
from piquet_desktop.ui.card_images import BACK, CardImages

from .card_looks import CORNER, VEIL, CardLooks, padding, shadow_offset, shadow_padding

__all__ = ["CardItem", "paint_badge", "shared_looks"]

RAISE_FRACTION = 0.22
"""How far a raised card stands out of the fan, as a fraction of its height."""
_MARGIN = 8.0  # room around the card for its shadow and highlight
_HOVER = QColor(255, 214, 102, 235)
_FOCUS = QColor(120, 200, 255, 240)
_SELECTED = QColor(255, 236, 150, 255)
_BADGE_INK = QColor(20, 24, 22)
BADGE_RADIUS = 0.11
"""A badge's radius as a fraction of the card's width; its centre lies 0.16 widths in from the
card's left and bottom edges, inside the strip a fan of the opponent's hand leaves showing."""
_LOOKS = CardLooks()  # shared by every card: keyed by the face pixmap, which is unique


def shared_looks() -> CardLooks:
    """The composed looks every card item draws from (``PixmapWarmer`` fills them ahead)."""
    return _LOOKS


def _turn_of(world: QTransform) -> float | None:
    """The degrees ``world`` turns by, clockwise on screen, when it is a turn and an even scale
    only (no shear, no mirror); None otherwise."""
    a, b, c, d = world.m11(), world.m12(), world.m21(), world.m22()
    if abs(a - d) > 1e-6 or abs(b + c) > 1e-6 or a * d - b * c <= 0:
        return None
    return math.degrees(math.atan2(b, a))


def paint_badge(
    painter: QPainter, centre: QPointF, radius: float, letter: str, colour: QColor
) -> None:
    """A mark: a disc of ``colour`` with a dark rim and ``letter`` in it (for colour-blind
    players the letter says it as well as the colour)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(_BADGE_INK, max(1.0, radius * 0.14)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, round(radius * 1.3)))
    painter.setFont(font)
    painter.setPen(_BADGE_INK)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)
    painter.restore()


class CardItem(QGraphicsObject):
    """A card that can lie anywhere on the table, face up or down, at any size.

    ``card`` is the card's number (engine encoding). For cards the player cannot identify the
    scene may swap numbers between two face-down items (``card`` is settable for that); a face-down
    card never shows which number it carries.
    """

    def __init__(
        self, card: int, images: CardImages, width: float = 100.0, aspect: float = 1.4
    ) -> None:
        super().__init__()
        self._card = card
        self._images = images
        self._aspect = aspect
        self._width = width
        self._rest_width = width
        self._flip = 0.0
        self._raised = 0.0
        self._dim = 0.0
        self._hover = False
        self._focus = False
        self._selected = False
        self._clickable = False
        self._shadow = True
        self._badge: tuple[str, QColor] | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)

    # --- identity -------------------------------------------------------------------------------
    @property
    def card(self) -> int:
        return self._card

    @card.setter
    def card(self, value: int) -> None:
        self._card = value
        self.update()

    def __repr__(self) -> str:
        return f"<CardItem {card_name(self._card)} flip={self._flip:.2f}>"

    # --- animatable properties ------------------------------------------------------------------
    def _get_width(self) -> float:
        return self._width

    def _set_width(self, value: float) -> None:
        if value != self._width:
            self.prepareGeometryChange()
            self._width = value
            self.update()

    cardWidth = Property(float, _get_width, _set_width)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        if value != self._flip:
            self._flip = value
            self.update()

    flip = Property(float, _get_flip, _set_flip)

    def _get_raised(self) -> float:
        return self._raised

    def _set_raised(self, value: float) -> None:
        if value != self._raised:
            self.prepareGeometryChange()  # the shape (hit area) moves with the card
            self._raised = value
            self.update()

    raised = Property(float, _get_raised, _set_raised)

    def _get_dim(self) -> float:
        return self._dim

    def _set_dim(self, value: float) -> None:
        if value != self._dim:
            self._dim = value
            self.update()

    dim = Property(float, _get_dim, _set_dim)

    # Plain setters for the same properties, for code that sets rather than animates them.
    def set_card_width(self, value: float) -> None:
        self._set_width(value)

    def set_flip(self, value: float) -> None:
        self._set_flip(value)

    def set_raised(self, value: float) -> None:
        self._set_raised(value)

    def set_dim(self, value: float) -> None:
        self._set_dim(value)

    # --- plain state ----------------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        """Whether the face shows (the flip is past half way)."""
        return self._flip >= 0.5

    def set_rest_width(self, width: float) -> None:
        """The width the card is heading for: its pixmap is rendered for this size (see module)."""
        if width != self._rest_width:
            self._rest_width = width
            self.update()

    def set_shadow(self, shadow: bool) -> None:
        """Whether the card casts its shadow (not when it lies on another card in a stack)."""
        if shadow != self._shadow:
            self._shadow = shadow
            self.update()

    def set_badge(self, badge: tuple[str, QColor] | None) -> None:
        """The mark drawn on the face, a letter and a colour, or None."""
        if badge != self._badge:
            self._badge = badge
            self.update()

    @property
    def badge(self) -> tuple[str, QColor] | None:
        return self._badge

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, clickable: bool) -> None:
        """Whether a click on this card means something (a card in the player's hand)."""
        self._clickable = clickable
        if not clickable and self._hover:
            self._hover = False
            self.update()

    def set_focused(self, focused: bool) -> None:
        """Draw the keyboard focus ring."""
        if focused != self._focus:
            self._focus = focused
            self.update()

    @property
    def focused(self) -> bool:
        return self._focus

    def set_selected_mark(self, selected: bool) -> None:
        """Draw the outline of a card chosen (for discard), in addition to its raise."""
        if selected != self._selected:
            self._selected = selected
            self.update()

    @property
    def hovered(self) -> bool:
        return self._hover

    @property
    def wants_pointer(self) -> bool:
        """Whether the mouse pointer should become a pointing hand over this card (a card in the
        player's hand that is not dimmed). The view sets the cursor, not the item: see
        ``TableView`` for why."""
        return self._clickable and self._dim < 0.5

    def look_dim(self, face_up: bool) -> float:
        """The veil composed into the card's look when it shows its face (``face_up``) or its
        back: its dim, unless a badge lies on the face (the veil is then drawn over the badge,
        apart from the look)."""
        return self._dim if self._dim > 0 and not (face_up and self._badge is not None) else 0.0

    # --- geometry -------------------------------------------------------------------------------
    def card_height(self) -> float:
        return self._width * self._aspect

    def raise_distance(self) -> float:
        return RAISE_FRACTION * self.card_height()

    def card_rect(self) -> QRectF:
        """The card's rectangle in item coordinates, raise included, flip not."""
        w = self._width
        h = self.card_height()
        return QRectF(-w / 2, -h / 2 - self._raised * self.raise_distance(), w, h)

    def boundingRect(self) -> QRectF:
        w = self._width
        h = self.card_height()
        top = -h / 2 - self._raised * self.raise_distance()
        # A flip lifts the card by up to 6 % (see paint); the margin covers shadow and outline.
        grow = 0.04 * w
        return QRectF(
            -w / 2 - _MARGIN - grow,
            top - _MARGIN - grow,
            w + 2 * (_MARGIN + grow),
            h + 2 * (_MARGIN + grow),
        )

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = CORNER * self._width
        path.addRoundedRect(self.card_rect(), r, r)
        return path

    # --- hover ----------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._clickable:
            self._hover = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover:
            self._hover = False
            self.update()
        super().hoverLeaveEvent(event)

    # --- painting -------------------------------------------------------------------------------
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w = self._width
        if w <= 0:
            return
        h = self.card_height()
        world = painter.worldTransform()
        view_scale = math.hypot(world.m11(), world.m12())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        face = self._flip >= 0.5
        squeeze = abs(math.cos(math.pi * self._flip))
        lift = 1.0 + 0.06 * math.sin(math.pi * self._flip)
        pixel_width = max(1, round(self._rest_width * view_scale))
        pixmap = self._images.pixmap(self._card if face else BACK, pixel_width, dpr)

        painter.save()
        painter.translate(0, -self._raised * self.raise_distance())
        flipping = squeeze < 0.999 or lift > 1.0001
        if flipping:
            painter.scale(squeeze * lift, lift)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = CORNER * w
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setPen(Qt.PenStyle.NoPen)
        # The veil goes over the badge, so a dimmed card with a badge has its veil drawn apart.
        look_dim = self.look_dim(face)
        veiled = look_dim > 0
        turn = _turn_of(world) if not face and not flipping else None
        if turn is not None and abs(self._width - self._rest_width) < 1e-6 and abs(turn) > 1e-3:
            # A fanned back: drawn turned, one pixel to one pixel (``CardImages.turned``), as a
            # straight pixmap turned would band its lattice into moiré.
            self._paint_by_parts(painter, rect, radius, 1.0, pixmap, face_too=False)
            turned = self._images.turned(BACK, pixel_width, dpr, turn)
            centre = painter.worldTransform().map(rect.center())
            corner = QPointF(
                round(centre.x() * dpr - turned.width() / 2) / dpr,
                round(centre.y() * dpr - turned.height() / 2) / dpr,
            )
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(corner, turned)
            painter.restore()
            flipping = True  # the veil and the rest are drawn over it as for a turning card
        elif flipping:
            self._paint_by_parts(painter, rect, radius, lift, pixmap)
        else:
            look = _LOOKS.look(pixmap, self._shadow, look_dim)
            straight = (
                abs(world.m12()) < 1e-9
                and abs(world.m21()) < 1e-9
                and abs(self._width - self._rest_width) < 1e-6
            )
            pad = padding(pixmap.width())
            if straight:
                # Axis-aligned at its resting size: drawn at a whole device pixel, unscaled.
                corner = painter.worldTransform().map(rect.topLeft())
                snapped = QPointF(
                    (round(corner.x() * dpr) - pad) / dpr, (round(corner.y() * dpr) - pad) / dpr
                )
                painter.save()
                painter.resetTransform()
                painter.drawPixmap(snapped, look)
                painter.restore()
            else:
                k = w / pixmap.width()  # item units per physical pixel of the look
                target = rect.adjusted(-pad * k, -pad * k, pad * k, pad * k)
                target.setHeight((pixmap.height() + 2 * pad) * k)
                painter.drawPixmap(target, look, QRectF(look.rect()))

        if face and self._badge is not None:
            inset = 0.16 * w
            letter, colour = self._badge
            centre = QPointF(rect.left() + inset, rect.bottom() - inset)
            paint_badge(painter, centre, BADGE_RADIUS * w, letter, colour)
        if self._dim > 0 and (flipping or not veiled):
            veil = QColor(VEIL)
            veil.setAlphaF(0.45 * self._dim)
            painter.setBrush(veil)
            painter.drawRoundedRect(rect, radius, radius)
        outline = None
        if self._focus:
            outline = _FOCUS
        elif self._hover and self._dim < 0.5:
            outline = _HOVER
        elif self._selected:
            outline = _SELECTED
        if outline is not None:
            pen = QPen(outline, max(2.0, 0.028 * w))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF() / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()

    def _paint_by_parts(
        self,
        painter: QPainter,
        rect: QRectF,
        radius: float,
        lift: float,
        pixmap: QPixmap,
        *,
        face_too: bool = True,
    ) -> None:
        """A card being turned over: its shadow falls deeper as the flip lifts it, so shadow
        and face are drawn each frame, the shadow from its pixmap (``CardLooks.shadow``) moved
        by the lift (the rest of the time ``CardLooks`` has them composed). Without
        ``face_too`` the shadow only (a fanned back draws its own turned pixmap over it)."""
        w = rect.width()
        if self._shadow:
            shadow = _LOOKS.shadow(pixmap)
            k = w / pixmap.width()  # item units per physical pixel
            pad = shadow_padding(pixmap.width()) * k
            shade = shadow_offset(w, lift)
            target = QRectF(
                rect.left() - pad + shade * 0.6,
                rect.top() - pad + shade,
                shadow.width() * k,
                shadow.height() * k,
            )
            painter.drawPixmap(target, shadow, QRectF(shadow.rect()))
        if face_too:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
