"""The plates on the felt and the colours they are drawn in: each player's name plate, the key to
the marks on the opponent's cards (with its badges, drawn as on the cards), the open piquet
banner, and the captions, all kept by ``Decorations``.

They are scene furniture with no part in the cards' movements, so they live apart from the scene
that moves the cards (``table_scene``): the scene tells ``Decorations`` what the table shows and
which theme it wears; how a plate sizes, clips and paints its text is theirs alone.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.text import is_human

from .card_item import paint_badge
from .layout import TABLE_SIZE, Label, Legend, TableLayout
from .reveals import Reveal, key_entry

__all__ = [
    "MARK_COLOURS",
    "THEMES",
    "BannerPlate",
    "Decorations",
    "KeyBadge",
    "LegendPlate",
    "NamePlate",
]

THEMES: dict[str, dict[str, QColor]] = {
    "light": {
        "felt_centre": QColor("#2f7a4c"),
        "felt_edge": QColor("#174a2d"),
        "ink": QColor("#f3f0e4"),
        "soft_ink": QColor(243, 240, 228, 170),
        "plate": QColor(8, 30, 18, 130),
        "plate_border": QColor(255, 255, 255, 40),
        "active": QColor("#f2c94c"),
        "zone": QColor(255, 255, 255, 22),
    },
    "dark": {
        "felt_centre": QColor("#2a4548"),
        "felt_edge": QColor("#121c1f"),
        "ink": QColor("#e6e9e6"),
        "soft_ink": QColor(230, 233, 230, 150),
        "plate": QColor(0, 0, 0, 120),
        "plate_border": QColor(255, 255, 255, 32),
        "active": QColor("#e0b64a"),
        "zone": QColor(255, 255, 255, 16),
    },
}
"""Felt and ink colours per theme: green baize, or a dark teal-charcoal for dark desktops."""

MARK_COLOURS = {
    Reveal.SHOWN: QColor("#f2c94c"),
    Reveal.CARTE_BLANCHE: QColor("#7cc7f2"),
    Reveal.TALON: QColor("#d2a8f5"),
}
"""The badge colour of each reason marked on the opponent's cards (letters: ``key_entry``)."""


class KeyBadge(QGraphicsItem):
    """One mark in the key, drawn as on the cards."""

    def __init__(self, letter: str, colour: QColor, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._letter = letter
        self._colour = colour
        self._radius = radius

    def boundingRect(self) -> QRectF:
        r = self._radius + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_badge(painter, QPointF(0, 0), self._radius, self._letter, self._colour)


class ThemedPlate(QGraphicsPathItem):
    """A plate drawn in the table's theme colours: ``set_colours`` keeps them and has the plate
    (name plate, legend, banner) repaint itself in ``_restyle``."""

    def __init__(self) -> None:
        super().__init__()
        self._colours = THEMES["light"]

    def set_colours(self, colours: dict[str, QColor]) -> None:
        self._colours = colours
        self._restyle()

    def _restyle(self) -> None:
        raise NotImplementedError


class LegendPlate(ThemedPlate):
    """The key to the marks on the opponent's cards: a translucent plate, one row per mark."""

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[QGraphicsItem] = []
        self._texts: list[QGraphicsSimpleTextItem] = []
        self.setZValue(45)
        self.setVisible(False)

    def show_legend(self, legend: Legend | None) -> None:
        scene = self.scene()
        for item in self._rows:
            if scene is not None:
                scene.removeItem(item)  # and from its parent, the plate
        self._rows, self._texts = [], []
        if legend is None or not legend.marks:
            self.setVisible(False)
            return
        row = legend.row
        pad = row * 0.2
        font = QFont()
        font.setPixelSize(max(1, round(row * 0.57)))
        right = 0.0
        for i, mark in enumerate(legend.marks):
            letter, words = key_entry(mark)
            y = pad + row * (i + 0.5)
            badge = KeyBadge(letter, MARK_COLOURS[mark], row * 0.33, self)
            badge.setPos(pad + row * 0.4, y)
            text = QGraphicsSimpleTextItem(words, self)
            text.setFont(font)
            text.setPos(pad + row * 0.95, y - text.boundingRect().height() / 2)
            self._rows += [badge, text]
            self._texts.append(text)
            right = max(right, text.pos().x() + text.boundingRect().width())
        path = QPainterPath()
        height = row * len(legend.marks) + 2 * pad
        path.addRoundedRect(QRectF(0, 0, right + 2 * pad, height), row / 3, row / 3)
        self.setPath(path)
        self.setPos(legend.x, legend.y)
        self._restyle()
        self.setVisible(True)

    def _restyle(self) -> None:
        self.setBrush(QBrush(self._colours["plate"]))
        self.setPen(QPen(self._colours["plate_border"], 1.5))
        for text in self._texts:
            text.setBrush(QBrush(self._colours["ink"]))

    def texts(self) -> list[str]:
        return [t.text() for t in self._texts] if self.isVisible() else []


class BannerPlate(ThemedPlate):
    """A caption on a pill, centred where the layout says: open piquet is on."""

    def __init__(self) -> None:
        super().__init__()
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        self._text.setFont(font)
        self.setZValue(45)
        self.setVisible(False)

    def show_banner(self, banner: Label | None) -> None:
        if banner is None:
            self.setVisible(False)
            return
        self._text.setText(banner.text)
        box = QFontMetricsF(self._text.font()).boundingRect(banner.text)
        width, height = box.width() + 36, box.height() + 14
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, width, height), height / 2, height / 2)
        self.setPath(path)
        self._text.setPos(18, (height - self._text.boundingRect().height()) / 2)
        self.setPos(banner.x - width / 2, banner.y - height / 2)
        self._restyle()
        self.setVisible(True)

    def _restyle(self) -> None:
        self.setBrush(QBrush(self._colours["plate"]))
        self.setPen(QPen(self._colours["active"], 2))
        self._text.setBrush(QBrush(self._colours["active"]))

    def text(self) -> str | None:
        return self._text.text() if self.isVisible() else None


class NamePlate(ThemedPlate):
    """A player's name, role and score on a translucent plate; its border lights up on his turn."""

    WIDTH = 276.0
    HEIGHT = 84.0
    LEVEL_HEIGHT = 26.0
    """What a level line adds to the plate: the opponent's plate names the level that plays
    him under his name, and grows downwards into the felt under it (the key moves with it)."""

    def __init__(self) -> None:
        super().__init__()
        self._name = QGraphicsSimpleTextItem(self)
        self._level = QGraphicsSimpleTextItem(self)
        self._detail = QGraphicsSimpleTextItem(self)
        self._role = QGraphicsSimpleTextItem(self)
        name_font = QFont()
        name_font.setPixelSize(26)
        name_font.setBold(True)
        self._name.setFont(name_font)
        detail_font = QFont()
        detail_font.setPixelSize(self.DETAIL_PIXELS)
        self._detail.setFont(detail_font)
        role_font = QFont()
        role_font.setPixelSize(18)
        self._role.setFont(role_font)
        self._level.setFont(role_font)
        self._name.setPos(18, 10)
        self._level.setPos(18, 44)
        self._detail.setPos(18, 48)
        self._with_level = False
        self._shape(False)
        self._active = False
        self.setZValue(50)

    DETAIL_PIXELS = 20
    """The score line's size, made smaller (down to ``DETAIL_LEAST_PIXELS``) when the line
    would run past the plate: a partie total of 100 or more did, at every window size, since
    the plate and its text scale together."""
    DETAIL_LEAST_PIXELS = 14

    def height(self) -> float:
        """The plate's height now: taller while it names a level."""
        return self.HEIGHT + (self.LEVEL_HEIGHT if self._with_level else 0.0)

    def _shape(self, with_level: bool) -> None:
        self._with_level = with_level
        self._level.setVisible(with_level)
        self._detail.setY(48 + (self.LEVEL_HEIGHT if with_level else 0.0))
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.WIDTH, self.height()), 14, 14)
        self.setPath(path)

    def set_texts(self, name: str, role: str, detail: str, level: str = "") -> None:
        """What the plate says; ``level`` ("Master") takes a line of its own under the name."""
        self._name.setText(name)
        self._role.setText(role)
        if level != self._level.text() or bool(level) != self._with_level:
            self._level.setText(level)
            self._shape(bool(level))
        self.fit_detail(detail)
        # The role sits at the right end of the name line.
        self._role.setPos(self.WIDTH - 16 - self._role.boundingRect().width(), 16)
        limit = self.WIDTH - 34 - self._role.boundingRect().width() - 8
        if self._name.boundingRect().width() > limit:
            text = name
            while text and self._name.boundingRect().width() > limit:
                text = text[:-1]
                self._name.setText(text + "…")

    def detail_pixels(self) -> int:
        """The score line's type size now."""
        return self._detail.font().pixelSize()

    def detail_rect(self) -> QRectF:
        """Where the score line lies, in the plate's coordinates."""
        return self._detail.mapRectToParent(self._detail.boundingRect())

    def fit_detail(self, detail: str, largest: int = DETAIL_PIXELS) -> None:
        """The score line within the plate's margins, at ``largest`` pixels or smaller, then
        cut with "…" (only a translation far longer than the English would need it)."""
        room = self.WIDTH - 18 - 16  # its left edge, and the role's margin on the right
        font = self._detail.font()
        pixels = largest
        while True:
            font.setPixelSize(pixels)
            self._detail.setFont(font)
            self._detail.setText(detail)
            if self._detail.boundingRect().width() <= room or pixels <= self.DETAIL_LEAST_PIXELS:
                break
            pixels -= 1
        text = detail
        while text and self._detail.boundingRect().width() > room:
            text = text[:-1]
            self._detail.setText(text.rstrip() + "…")

    def set_active(self, active: bool) -> None:
        self._active = active
        self._restyle()

    def _restyle(self) -> None:
        c = self._colours
        self.setBrush(QBrush(c["plate"]))
        if self._active:
            self.setPen(QPen(c["active"], 3))
        else:
            self.setPen(QPen(c["plate_border"], 1.5))
        self._name.setBrush(QBrush(c["ink"]))
        self._level.setBrush(QBrush(c["soft_ink"]))
        self._detail.setBrush(QBrush(c["soft_ink"]))
        self._role.setBrush(QBrush(c["active"] if self._active else c["soft_ink"]))

    def texts(self) -> tuple[str, str, str]:
        """What the plate says (name, role, detail): for tests and accessibility."""
        return self._name.text(), self._role.text(), self._detail.text()

    def level(self) -> str:
        """The level named under the name ("" when none is)."""
        return self._level.text() if self._with_level else ""


class Decorations:
    """Everything on the felt but the cards: the two name plates, the caption in the middle at
    the end of a deal, the piles' captions, the key to the marks and the open piquet banner.

    The scene says what the table shows (``show_plates`` from the view, ``show_labels`` from the
    layout) and in which colours; the items are added to ``scene`` once and kept.
    """

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._size = TABLE_SIZE
        self._colours = THEMES["light"]
        self._plates = (NamePlate(), NamePlate())  # the player's (bottom), the opponent's (top)
        self._levels = ("", "")  # who plays each seat, by seat: a level's name, "" for a person
        self._plates[0].setPos(36, TABLE_SIZE[1] - 36 - NamePlate.HEIGHT)
        self._plates[1].setPos(36, 36)
        self._labels: list[tuple[Label, QGraphicsSimpleTextItem]] = []
        self._labels_due: TableLayout | None = None  # captions waiting for the cards to arrive
        self._caption = QGraphicsSimpleTextItem()
        self._caption_due = False  # the end of a deal is shown: the caption waits for rest
        caption_font = QFont()
        caption_font.setPixelSize(30)
        self._caption.setFont(caption_font)
        self._legend = LegendPlate()
        self._banner = BannerPlate()
        for item in (*self._plates, self._caption):
            scene.addItem(item)
            item.setVisible(False)
        scene.addItem(self._legend)
        scene.addItem(self._banner)

    def set_colours(self, colours: dict[str, QColor]) -> None:
        self._colours = colours
        for plate in self._plates:
            plate.set_colours(colours)
        self._legend.set_colours(colours)
        self._banner.set_colours(colours)
        for _spec, label in self._labels:
            label.setBrush(QBrush(colours["soft_ink"]))
        self._caption.setBrush(QBrush(colours["ink"]))

    def set_levels(self, levels: tuple[str, str]) -> bool:
        """The level that plays each seat, as the plates name it; True if they changed."""
        levels = (levels[0], levels[1])
        changed = levels != self._levels
        self._levels = levels
        return changed

    def plates(self) -> tuple[NamePlate, NamePlate]:
        """The player's name plate and the opponent's (for tests)."""
        return self._plates

    def show_plates(
        self, view: PlayerView, names: tuple[str, str], *, at_rest: bool = True
    ) -> None:
        """Each player's name, role and score (the engine's, the deal in play counted, as the
        score sheet's totals), and at the end of a deal the caption saying who took how many
        tricks: shown once the table is at rest (``at_rest`` now, else at ``table_at_rest``),
        never while the last trick's cards fly through the middle of the table where it lies."""
        me = view.seat
        for k, seat in enumerate((me, 1 - me)):
            plate = self._plates[k]
            role = ""
            if view.elder is not None and view.deal_phase is not None:
                role = (
                    translate("TableScene", "elder", "the hand's role on its name plate")
                    if seat == view.elder
                    else translate("TableScene", "younger", "the hand's role on its name plate")
                )
            if view.rules.partie == "au_cent":
                detail = translate("TableScene", "This deal {deal}  ·  Game {total}")
            else:
                detail = translate("TableScene", "This deal {deal}  ·  Partie {total}")
            detail = detail.format(deal=view.deal_points()[seat], total=view.running_score(seat))
            # the opponent's plate only: the player's sits at the bottom with no felt below it
            level = self._levels[seat] if k == 1 else ""
            plate.set_texts(names[seat], role, detail, level)
            plate.set_active(view.deal_phase not in (None, "over") and view.to_act == seat)
            plate.setVisible(True)
        # both score lines in one size: the smaller one's, if a line had to be made smaller
        least = min(plate.detail_pixels() for plate in self._plates)
        for plate in self._plates:
            if plate.detail_pixels() != least:
                plate.fit_detail(plate.texts()[2], least)
        self._show_caption(view, names, at_rest)

    def _show_caption(self, view: PlayerView, names: tuple[str, str], at_rest: bool) -> None:
        """At the end of a deal, who took how many tricks, in the middle of the table."""
        if view.deal_phase != "over":
            self._caption_due = False
            self._caption.setVisible(False)
            return
        me, opp = view.seat, 1 - view.seat
        won = view.tricks_won
        mine = won[me]  # a plain name: lupdate drops a call whose count is an expression
        if is_human(names[me]):
            text = translate(
                "TableScene", "Deal over: You took %n trick(s), {opponent} {theirs}", None, mine
            )
        else:
            text = translate(
                "TableScene",
                "Deal over: {player} took %n trick(s), {opponent} {theirs}",
                None,
                mine,
            )
        self._caption.setText(text.format(player=names[me], opponent=names[opp], theirs=won[opp]))
        self.place(self._size)
        self._caption_due = True
        self._caption.setVisible(at_rest or self._caption.isVisible())

    def table_at_rest(self) -> None:
        """The cards have stopped moving: the piles' captions and the end-of-deal caption, if
        due, show."""
        if self._labels_due is not None:
            self._put_labels(self._labels_due.labels)
            self._labels_due = None
        if self._caption_due:
            self._caption.setVisible(True)

    def show_labels(self, table: TableLayout, *, at_rest: bool = True) -> None:
        """The piles' captions, the key and the banner the layout asks for. While cards still
        move (``at_rest`` False) a caption that changes waits for ``table_at_rest``: "1 trick"
        came up under an empty place while the trick's cards were still in the middle of the
        table (a replay stepped fast showed it best). Captions that stay as they are stay."""
        self._legend.show_legend(table.legend)
        self._banner.show_banner(table.banner)
        self._plates[0].setPos(self._plates[0].pos().x(), table.plate_y)
        if at_rest:
            self._labels_due = None
            self._put_labels(table.labels)
            return
        self._labels_due = table
        staying = set(table.labels)
        self._put_labels([spec for spec, _item in self._labels if spec in staying])

    def _put_labels(self, specs: Iterable[Label]) -> None:
        kept = {spec: item for spec, item in self._labels}
        font = QFont()
        font.setPixelSize(19)
        labels: list[tuple[Label, QGraphicsSimpleTextItem]] = []
        for spec in specs:
            label = kept.pop(spec, None)
            if label is None:
                label = QGraphicsSimpleTextItem(spec.text)
                label.setFont(font)
                label.setBrush(QBrush(self._colours["soft_ink"]))
                box = label.boundingRect()
                label.setPos(spec.x - box.width() / 2, spec.y - box.height() / 2)
                label.setZValue(40)
                label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
                self._scene.addItem(label)
            labels.append((spec, label))
        for item in kept.values():
            self._scene.removeItem(item)
        self._labels = labels

    def _remove_labels(self) -> None:
        for _spec, label in self._labels:
            self._scene.removeItem(label)
        self._labels = []
        self._labels_due = None

    def clear_labels(self) -> None:
        """The cards are taken off the table: their captions go, and the end-of-deal caption."""
        self._remove_labels()
        self._caption_due = False
        self._caption.setVisible(False)

    def place(self, size: tuple[float, float]) -> None:
        """Centre the caption on a table of ``size``."""
        self._size = size
        w, h = size
        cb = self._caption.boundingRect()
        self._caption.setPos(w / 2 - cb.width() / 2, h * 0.47 - cb.height() / 2)

    def bare_felt(self) -> None:
        """Nothing but the felt: no deal yet (the window's start screen, or a replay's first
        position, is what shows over it)."""
        self.place(self._size)
        self._caption_due = False
        self._caption.setVisible(False)
        for plate in self._plates:
            plate.setVisible(False)
        self._remove_labels()
        self._legend.show_legend(None)
        self._banner.show_banner(None)

    # --- what the felt says, for the scene's read access ---------------------------------------
    def plate_texts(self) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
        return self._plates[0].texts(), self._plates[1].texts()

    def plate_levels(self) -> tuple[str, str]:
        return self._plates[0].level(), self._plates[1].level()

    def plate_rects(self) -> tuple[QRectF, QRectF]:
        """Where the player's and the opponent's plates lie on the table."""
        first, second = (plate.sceneBoundingRect() for plate in self._plates)
        return first, second

    def caption_text(self) -> str | None:
        return self._caption.text() if self._caption.isVisible() else None

    def label_texts(self) -> list[str]:
        return [label.text() for _spec, label in self._labels]

    def legend_texts(self) -> list[str]:
        return self._legend.texts()

    def banner_text(self) -> str | None:
        return self._banner.text()

    def legend_rect(self) -> QRectF:
        return self._legend.sceneBoundingRect()

    def banner_rect(self) -> QRectF:
        return self._banner.sceneBoundingRect()
