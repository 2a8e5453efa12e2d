"""The app's colour scheme: light or dark for the whole window, following the desktop by default.

Why the app paints its own palette: Qt follows the desktop's scheme only where a platform theme
supplies one (KDE, GNOME with its portal, Windows, macOS). Without one (a bare X session, a
window manager without a desktop) ``styleHints().colorScheme()`` is ``Unknown`` and
``styleHints().setColorScheme()`` does nothing, so "Dark" must be the app's own palette. The
setting (``AppSettings.colour_scheme``) is "system", "light" or "dark"; ``resolve`` turns it and
the desktop's scheme into the scheme to show (an unknown desktop counts as light).

How it is applied (``ColourScheme``, one per application, made by ``apply``): when the scheme to
show is the desktop's own, the desktop's style and palette are left as they are, so a native
style keeps its native look. Only when the app must override the desktop (dark on a light or
unknown desktop, light on a dark one, or a desktop that says dark but paints light) does it set
its palette, and the Fusion style with it: native styles (Windows' vista style, macOS) draw
parts of their controls themselves and ignore a palette. While the setting is "system" it
follows the desktop's ``colorSchemeChanged``.

The palettes fill every role in every group, disabled included, so no widget falls back on a
light default in the dark scheme; the text roles meet WCAG AA contrast (4.5:1) on the
backgrounds they are drawn on (tests/ui/test_colour_scheme.py measures them). The light palette
is Fusion's standard one, written out so that it stays light on a dark desktop (newer Qt versions
make Fusion's standard palette follow the desktop), with the three roles that fell short of
4.5:1 darkened: the highlight, the placeholder text and visited links.

Fusion outlines a check box or radio button a little darker than the window, which on the dark
palette leaves an unchecked box a dark square on a dark dialog; the override style
(``OverrideStyle``, Fusion under a proxy) draws that outline in the text colour, softened, so
every indicator is as plain as in the light scheme (a test measures its contrast).

Widgets that need a colour no palette role names (an error message, a highlighted score row)
take it from ``error_colour`` and ``emphasis_colours`` for the palette they are drawn with, and
ask again on ``QEvent.PaletteChange``; nothing in ui/ outside the table's felt fixes a colour.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

__all__ = [
    "SETTINGS",
    "ColourScheme",
    "Scheme",
    "apply",
    "contrast_ratio",
    "dark_palette",
    "emphasis_colours",
    "error_colour",
    "is_dark",
    "light_palette",
    "resolve",
]

Scheme = Literal["light", "dark"]
SETTINGS = ("system", "light", "dark")
"""The values of the colour-scheme setting: follow the desktop, or always one scheme."""

OVERRIDE_STYLE = "Fusion"
_OBJECT_NAME = "piquetColourScheme"

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

# Each role's colour when active (also used when the window is inactive) and when disabled.
_DARK: dict[Role, tuple[str, str]] = {
    Role.Window: ("#303337", "#303337"),
    Role.WindowText: ("#e8e6e3", "#868b90"),
    Role.Base: ("#1b1d20", "#303337"),
    Role.AlternateBase: ("#24272a", "#303337"),
    Role.Text: ("#e8e6e3", "#868b90"),
    Role.PlaceholderText: ("#9a9fa5", "#6b7075"),
    Role.Button: ("#3a3e43", "#33363a"),
    Role.ButtonText: ("#e8e6e3", "#868b90"),
    Role.BrightText: ("#ffffff", "#ffffff"),
    Role.Light: ("#50555b", "#44484d"),
    Role.Midlight: ("#44484d", "#3a3e43"),
    Role.Mid: ("#282b2e", "#282b2e"),
    Role.Dark: ("#1a1c1e", "#1a1c1e"),
    Role.Shadow: ("#0d0e0f", "#161718"),
    Role.Highlight: ("#2a67a3", "#4a4f54"),
    Role.HighlightedText: ("#ffffff", "#c9c9c9"),
    Role.Accent: ("#2a67a3", "#4a4f54"),
    Role.Link: ("#7cb8ff", "#5b7fa6"),
    Role.LinkVisited: ("#c49cff", "#8a76a8"),
    Role.ToolTipBase: ("#3b4046", "#3b4046"),
    Role.ToolTipText: ("#f0eeeb", "#f0eeeb"),
}
_LIGHT: dict[Role, tuple[str, str]] = {
    Role.Window: ("#efefef", "#efefef"),
    Role.WindowText: ("#000000", "#bebebe"),
    Role.Base: ("#ffffff", "#efefef"),
    Role.AlternateBase: ("#f7f7f7", "#f7f7f7"),
    Role.Text: ("#000000", "#bebebe"),
    Role.PlaceholderText: ("#6e6e6e", "#bebebe"),
    Role.Button: ("#efefef", "#efefef"),
    Role.ButtonText: ("#000000", "#bebebe"),
    Role.BrightText: ("#ffffff", "#ffffff"),
    Role.Light: ("#ffffff", "#ffffff"),
    Role.Midlight: ("#cacaca", "#cacaca"),
    Role.Mid: ("#b8b8b8", "#b8b8b8"),
    Role.Dark: ("#9f9f9f", "#bebebe"),
    Role.Shadow: ("#767676", "#b1b1b1"),
    Role.Highlight: ("#2671a6", "#919191"),
    Role.HighlightedText: ("#ffffff", "#ffffff"),
    Role.Accent: ("#2671a6", "#919191"),
    Role.Link: ("#0000ff", "#0000ff"),
    Role.LinkVisited: ("#7b1fa2", "#7b1fa2"),
    Role.ToolTipBase: ("#ffffdc", "#ffffdc"),
    Role.ToolTipText: ("#000000", "#000000"),
}
# Colours no palette role names: (light scheme, dark scheme).
_ERROR = ("#b00020", "#ff8a80")
_EMPHASIS_BACKGROUND = ("#ffe08a", "#574414")
_EMPHASIS_TEXT = ("#4a3000", "#ffe7a6")


def _palette(table: dict[Role, tuple[str, str]]) -> QPalette:
    palette = QPalette()
    for role, (normal, disabled) in table.items():
        for group in (Group.Active, Group.Inactive):
            palette.setColor(group, role, QColor(normal))
        palette.setColor(Group.Disabled, role, QColor(disabled))
    return palette


def dark_palette() -> QPalette:
    """Light text on charcoal, a touch cool to sit with the dark table's teal felt."""
    return _palette(_DARK)


def light_palette() -> QPalette:
    """Fusion's standard light palette (see the module docstring for the three changes)."""
    return _palette(_LIGHT)


def resolve(setting: str, desktop: Qt.ColorScheme) -> Scheme:
    """The scheme to show for ``setting`` ("system", "light", "dark") on a desktop whose scheme
    is ``desktop``; an unknown desktop scheme counts as light."""
    if setting == "light":
        return "light"
    if setting == "dark":
        return "dark"
    if setting != "system":
        raise ValueError(f"the colour scheme is 'system', 'light' or 'dark', not {setting!r}")
    return "dark" if desktop == Qt.ColorScheme.Dark else "light"


def _luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two opaque colours, from 1 (none) to 21 (black on white)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` draws windows dark (its window colour is darker than mid-grey)."""
    return palette.color(Role.Window).lightnessF() < 0.5


def error_colour(palette: QPalette) -> QColor:
    """The colour of an error message on ``palette``'s window: a red legible on it."""
    return QColor(_ERROR[is_dark(palette)])


def emphasis_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """Background and text of a row that must stand out (a pique): gold, dark or light."""
    dark = is_dark(palette)
    return QColor(_EMPHASIS_BACKGROUND[dark]), QColor(_EMPHASIS_TEXT[dark])


INDICATOR_OUTLINE_ALPHA = 0.6
CHECKED_BUTTON_TINT = 0.35  # the highlight's opacity over a checked button's face (dark palette)
"""How much of the text colour the indicators' outline takes over the window (3:1 or more)."""


def indicator_outline(palette: QPalette) -> QColor:
    """The colour ``OverrideStyle`` outlines check boxes and radio buttons with."""
    colour = QColor(palette.color(Role.WindowText))
    colour.setAlphaF(INDICATOR_OUTLINE_ALPHA)
    return colour


class OverrideStyle(QProxyStyle):
    """Fusion, with indicators outlined plainly enough to be seen on the dark palette."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create(OVERRIDE_STYLE))

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_PanelButtonCommand:
            self._mark_checked_button(option, painter)
            return
        round_ = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
        if not round_ and element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        if not is_dark(option.palette):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(indicator_outline(option.palette))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = option.rect.adjusted(0, 0, -1, -1)
        if round_:
            painter.drawEllipse(box)
        else:
            painter.drawRoundedRect(box, 1.5, 1.5)
        painter.restore()

    @staticmethod
    def _mark_checked_button(option: QStyleOption, painter: QPainter) -> None:
        """A checked push button (Practice's kinds, a toggle) tinted with the highlight:
        Fusion darkens a checked button's face by a tenth, which on the dark palette's
        near-black buttons cannot be seen, so the kind on show looked like the others."""
        if not option.state & QStyle.StateFlag.State_On or not is_dark(option.palette):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        highlight = QColor(option.palette.color(Role.Highlight))
        painter.setPen(highlight)
        highlight.setAlphaF(CHECKED_BUTTON_TINT)
        painter.setBrush(highlight)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 2.0, 2.0)
        painter.restore()


class ColourScheme(QObject):
    """Shows the scheme the setting asks for on ``app`` and follows the desktop for "system".

    ``schemeChanged(scheme)`` tells "light" or "dark" whenever the scheme shown changes, for
    what the palette does not reach (the table's felt: ``TableScene.set_theme``).
    """

    schemeChanged = Signal(str)

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(_OBJECT_NAME)
        self._app = app
        # The style the desktop (or the -style option) chose, restored when the app stops
        # overriding the desktop's scheme.
        self._desktop_style = app.style().name()
        self._desktop = app.styleHints().colorScheme()
        self._setting = "system"
        self._overriding = False
        self._scheme: Scheme = resolve("system", self._desktop)
        app.styleHints().colorSchemeChanged.connect(self.desktop_changed)

    @property
    def setting(self) -> str:
        return self._setting

    @property
    def scheme(self) -> Scheme:
        """The scheme shown now: "light" or "dark"."""
        return self._scheme

    @property
    def overriding(self) -> bool:
        """True while the app shows its own palette and Fusion instead of the desktop's."""
        return self._overriding

    def set_setting(self, setting: str) -> None:
        """Show the scheme ``setting`` ("system", "light", "dark") asks for."""
        scheme = resolve(setting, self._desktop)  # refuses a value that is none of the three
        self._setting = setting
        self._show(scheme)

    @Slot(Qt.ColorScheme)
    def desktop_changed(self, desktop: Qt.ColorScheme) -> None:
        """The desktop's scheme changed: show it if the setting follows the desktop."""
        self._desktop = desktop
        if self._setting == "system":
            self._show(resolve("system", desktop))

    def _show(self, scheme: Scheme) -> None:
        if resolve("system", self._desktop) == scheme:
            self._stop_overriding()
        # Even a desktop that says it is dark may paint light (no dark palette in its theme).
        if is_dark(self._app.palette()) != (scheme == "dark"):
            self._override(scheme)
        if scheme != self._scheme:
            self._scheme = scheme
            self.schemeChanged.emit(scheme)

    def _override(self, scheme: Scheme) -> None:
        if not isinstance(self._app.style(), OverrideStyle):
            self._app.setStyle(OverrideStyle())
        self._app.setPalette(dark_palette() if scheme == "dark" else light_palette())
        self._overriding = True

    def _stop_overriding(self) -> None:
        if not self._overriding:
            return
        style = self._app.style()
        if isinstance(style, OverrideStyle) or style.name().lower() != self._desktop_style.lower():
            self._app.setStyle(self._desktop_style)
        self._app.setPalette(QPalette())  # an empty palette: every role the desktop's again
        self._overriding = False


def apply(app: QApplication, setting: str) -> ColourScheme:
    """Show the colour scheme ``setting`` asks for on ``app``; returns the app's ``ColourScheme``
    (made on the first call, a child of ``app``), whose ``schemeChanged`` tells the felt."""
    scheme = app.findChild(ColourScheme, _OBJECT_NAME)
    if not isinstance(scheme, ColourScheme):
        scheme = ColourScheme(app)
    scheme.set_setting(setting)
    return scheme
