"""The colour scheme: light or dark for the whole app, the desktop's by default.

The offscreen platform has no platform theme: its scheme is Unknown (light) and cannot be set,
as on a bare X session, so "dark" is the app's own palette. A change of the desktop's scheme is
simulated by calling the handler the app connects to ``styleHints().colorSchemeChanged``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.partie import DealResult
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.ui import colour_scheme
from piquet_desktop.ui.colour_scheme import (
    ColourScheme,
    OverrideStyle,
    contrast_ratio,
    dark_palette,
    emphasis_colours,
    error_colour,
    indicator_outline,
    is_dark,
    light_palette,
    resolve,
)
from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog, deal_summary
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieDialog
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table import TableScene

Role = QPalette.ColorRole
Group = QPalette.ColorGroup
DESKTOP = Qt.ColorScheme

# Text roles and the backgrounds each is drawn on.
TEXT_ON: tuple[tuple[Role, Role], ...] = (
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.Text, Role.AlternateBase),
    (Role.PlaceholderText, Role.Base),
    (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.Link, Role.Base),
    (Role.Link, Role.Window),
    (Role.LinkVisited, Role.Base),
    (Role.LinkVisited, Role.Window),
)
BACKGROUNDS = (Role.Window, Role.Base, Role.AlternateBase, Role.Button, Role.ToolTipBase)
TEXTS = (Role.WindowText, Role.Text, Role.ButtonText, Role.ToolTipText, Role.HighlightedText)


@pytest.fixture
def scheme(qapp: QApplication) -> Iterator[ColourScheme]:
    """The app's colour scheme, put back to the desktop's (offscreen: light) afterwards."""
    app_scheme = colour_scheme.apply(qapp, "system")
    style = qapp.style().name()
    yield app_scheme
    app_scheme.desktop_changed(qapp.styleHints().colorScheme())
    app_scheme.set_setting("system")
    QApplication.processEvents()
    assert not app_scheme.overriding and qapp.style().name() == style
    assert not isinstance(qapp.style(), OverrideStyle)


@pytest.mark.parametrize(
    ("setting", "desktop", "shown"),
    [
        ("system", DESKTOP.Unknown, "light"),
        ("system", DESKTOP.Light, "light"),
        ("system", DESKTOP.Dark, "dark"),
        ("light", DESKTOP.Dark, "light"),
        ("light", DESKTOP.Unknown, "light"),
        ("dark", DESKTOP.Light, "dark"),
        ("dark", DESKTOP.Unknown, "dark"),
    ],
)
def test_the_setting_resolves_against_the_desktops_scheme(
    setting: str, desktop: Qt.ColorScheme, shown: str
) -> None:
    assert resolve(setting, desktop) == shown


def test_a_setting_that_is_no_scheme_is_refused() -> None:
    with pytest.raises(ValueError, match="'system', 'light' or 'dark'"):
        resolve("purple", DESKTOP.Dark)


@pytest.mark.parametrize("palette", [dark_palette(), light_palette()], ids=["dark", "light"])
def test_every_text_is_legible_on_its_background(palette: QPalette) -> None:
    for group in (Group.Active, Group.Inactive):
        for text, background in TEXT_ON:
            ratio = contrast_ratio(palette.color(group, text), palette.color(group, background))
            assert ratio >= 4.5, (group.name, text.name, background.name, round(ratio, 2))


def test_the_contrast_ratio_is_wcags() -> None:
    palette = light_palette()
    black, white = palette.color(Role.Text), palette.color(Role.Base)
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(white, white) == pytest.approx(1.0)


def test_the_dark_palette_is_dark_in_every_group_even_disabled() -> None:
    palette = dark_palette()
    for group in (Group.Active, Group.Inactive, Group.Disabled):
        for role in BACKGROUNDS:
            assert palette.color(group, role).lightnessF() < 0.3, (group.name, role.name)
        for role in TEXTS:
            assert palette.color(group, role).lightnessF() > 0.45, (group.name, role.name)
        # Disabled text stays readable, though fainter than the rest.
        faint = contrast_ratio(palette.color(group, Role.Text), palette.color(group, Role.Base))
        assert faint >= 3.0
    assert is_dark(palette) and not is_dark(light_palette())


def test_the_colours_no_role_names_are_legible_in_both_schemes() -> None:
    for palette in (light_palette(), dark_palette()):
        assert contrast_ratio(error_colour(palette), palette.color(Role.Window)) >= 4.5
        background, text = emphasis_colours(palette)
        assert contrast_ratio(text, background) >= 4.5
        assert is_dark(palette) == (background.lightnessF() < 0.5)


def test_dark_paints_the_app_with_fusion_and_light_gives_the_desktop_back(
    qapp: QApplication, scheme: ColourScheme
) -> None:
    scheme.set_setting("dark")
    assert scheme.scheme == "dark" and scheme.overriding
    assert isinstance(qapp.style(), OverrideStyle)  # Fusion, under a proxy
    assert qapp.palette().color(Role.Window) == dark_palette().color(Role.Window)

    scheme.set_setting("light")  # the desktop here is light: nothing to override
    assert scheme.scheme == "light" and not scheme.overriding
    assert not is_dark(qapp.palette())


def test_following_the_desktop_keeps_its_own_style(qapp: QApplication) -> None:
    desktop_style = qapp.style().name()
    qapp.setStyle("Windows")  # a desktop whose style is not Fusion
    own = ColourScheme(qapp)
    try:
        own.set_setting("system")
        assert qapp.style().name() == "windows" and not own.overriding
        own.set_setting("dark")  # a native style may ignore a palette: Fusion draws it
        assert isinstance(qapp.style(), OverrideStyle)
        own.set_setting("system")
        assert qapp.style().name() == "windows" and not is_dark(qapp.palette())
    finally:
        own.setParent(None)
        own.deleteLater()
        qapp.setStyle(desktop_style)


def test_system_follows_the_desktop_when_it_turns_dark_and_back(
    qapp: QApplication, scheme: ColourScheme, qtbot: QtBot
) -> None:
    scene = TableScene()
    scheme.schemeChanged.connect(scene.set_theme)  # the felt follows the scheme shown

    with qtbot.waitSignal(scheme.schemeChanged) as signal:
        scheme.desktop_changed(DESKTOP.Dark)
    assert signal.args == ["dark"] and is_dark(qapp.palette())
    assert scene.theme() == "dark"

    scheme.desktop_changed(DESKTOP.Light)
    assert scheme.scheme == "light" and not is_dark(qapp.palette())
    assert scene.theme() == "light"


def test_a_chosen_scheme_stays_when_the_desktop_changes(
    qapp: QApplication, scheme: ColourScheme
) -> None:
    scheme.set_setting("dark")
    scheme.desktop_changed(DESKTOP.Light)
    assert scheme.scheme == "dark" and is_dark(qapp.palette())

    scheme.desktop_changed(DESKTOP.Dark)
    scheme.set_setting("light")  # a dark desktop, light asked for: the app overrides it
    assert scheme.scheme == "light" and scheme.overriding and not is_dark(qapp.palette())


def test_apply_makes_one_scheme_per_application(qapp: QApplication, scheme: ColourScheme) -> None:
    assert colour_scheme.apply(qapp, "dark") is scheme
    assert scheme.setting == "dark"


def _assert_dark(widget: QWidget) -> None:
    palette = widget.palette()
    name = widget.objectName() or type(widget).__name__
    for role in (Role.Window, Role.Base):
        assert palette.color(role).lightnessF() < 0.3, (name, role.name)
    assert palette.color(Role.WindowText).lightnessF() > 0.6, name
    for child in (widget, *widget.findChildren(QWidget)):
        # A style sheet fixes its colours whatever the palette: none in the app.
        assert not child.styleSheet(), (child.objectName(), child.styleSheet())


def test_dark_reaches_every_window_and_dialog_of_the_app(
    qapp: QApplication, qtbot: QtBot, scheme: ColourScheme, tmp_path: Path
) -> None:
    settings = AppSettings.in_file(tmp_path / "settings.ini")
    settings.animation_speed = 0.0
    settings.colour_scheme = "dark"
    colour_scheme.apply(qapp, settings.colour_scheme)
    window = MainWindow(settings, autosave_enabled=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        pique = ScoreEvent(0, 30, "pique", "Pique")
        deal = DealResult(1, 0, (ScoreEvent(0, 5, "point", "Point of five"), pique), 1)
        opened = [
            window.new_partie_dialog(),
            window.preferences_dialog(),
            window.show_rules(),
            window.show_about(),
            window.show_keyboard_help(),
            window.notices.error("Cannot open", "Not a partie."),
            DealSummaryDialog(deal_summary([deal], 1, ("You", "Computer"), RUBICON), window),
        ]
        QApplication.processEvents()
        for widget in (window, window.side_panel, window.prompt, *opened):
            _assert_dark(widget)
        top_levels = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        assert window in top_levels
        for widget in top_levels:
            _assert_dark(widget)

        summary = opened[-1]
        assert isinstance(summary, DealSummaryDialog)
        bonus = summary.table.item(1, 0)
        assert bonus is not None and bonus.text() == "Pique"
        assert bonus.background().color().lightnessF() < 0.5  # the gold of the dark scheme
        new_partie = opened[0]
        assert isinstance(new_partie, NewPartieDialog)
        red = new_partie.error_label.palette().color(Role.WindowText)
        assert contrast_ratio(red, new_partie.palette().color(Role.Window)) >= 4.5
    finally:
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.isVisible():
                widget.close()
        window.controller.shutdown()


def test_the_highlighted_rows_of_an_open_summary_follow_a_change_of_scheme(
    qapp: QApplication, qtbot: QtBot, scheme: ColourScheme
) -> None:
    deal = DealResult(1, 0, (ScoreEvent(0, 60, "repique", "Repique", False),), 1)
    dialog = DealSummaryDialog(deal_summary([deal], 1, ("Ann", "Bob"), RUBICON))
    qtbot.addWidget(dialog)
    light = dialog.table.item(0, 0)
    assert light is not None and light.background().color().lightnessF() > 0.5

    scheme.set_setting("dark")
    QApplication.processEvents()

    dark = dialog.table.item(0, 0)
    assert dark is not None and dark.background().color().lightnessF() < 0.5


def test_the_override_style_outlines_check_boxes_plainly_on_the_dark_palette(
    qapp: QApplication,
) -> None:
    """WCAG 2.1's 3:1 for the parts of a control (1.4.11): Fusion's own outline has about
    1.2:1 on the dark window; the override style's blends the text colour over it."""
    palette = dark_palette()
    window = palette.color(Role.Window)
    outline = indicator_outline(palette)
    a = outline.alphaF()
    seen = QColor.fromRgbF(
        *(
            a * c + (1 - a) * w
            for c, w in zip(outline.getRgbF()[:3], window.getRgbF()[:3], strict=True)
        )
    )
    assert contrast_ratio(seen, window) >= 3.0
    assert contrast_ratio(seen, palette.color(Role.Base)) >= 3.0

    box = QCheckBox()  # no text: every pixel is the unchecked indicator
    box.setPalette(palette)
    box.setStyle(OverrideStyle())
    box.resize(box.sizeHint())
    image = box.grab().toImage()
    lightest = max(
        QColor(image.pixel(x, y)).lightnessF()
        for x in range(image.width())
        for y in range(image.height())
    )
    assert lightest > window.lightnessF() + 0.25  # the outline shows, lighter than the window


def test_a_checked_push_button_stands_out_from_the_others_on_the_dark_palette(
    qapp: QApplication,
) -> None:
    """Practice's kind buttons: the kind on show is the checked one, and on the dark palette
    Fusion alone drew it as the others."""
    palette = dark_palette()
    style = OverrideStyle()

    def face(checked: bool) -> QColor:
        button = QPushButton()  # no text: the middle of the button is its face
        button.setPalette(palette)
        button.setStyle(style)
        button.setCheckable(True)
        button.setChecked(checked)
        button.resize(80, 30)
        image = button.grab().toImage()
        return QColor(image.pixel(image.width() // 2, image.height() // 2))

    plain, checked = face(False), face(True)
    highlight = palette.color(Role.Highlight)
    assert checked.saturationF() - plain.saturationF() > 0.2  # tinted, not grey
    assert abs(checked.hueF() - highlight.hueF()) < 0.1
