"""The first window opens inside the screen's available geometry, its frame included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.ui.window_geometry import FRAME_ALLOWANCE, fit_to_screen, initial_geometry

DEFAULT = QSize(1280, 800)
MINIMUM = QSize(1000, 660)
FRAME = QMargins(1, 20, 1, 5)  # openbox's


def _outer(position: QPoint, client: QSize, frame: QMargins = FRAME) -> QRect:
    """The window as the screen shows it: the client and the frame around it."""
    return QRect(
        position,
        QSize(
            client.width() + frame.left() + frame.right(),
            client.height() + frame.top() + frame.bottom(),
        ),
    )


@pytest.mark.parametrize(
    "available",
    [
        QRect(0, 0, 1280, 800),  # the status bar was below this screen's edge
        QRect(0, 27, 1280, 773),  # a top panel
        QRect(0, 0, 1366, 728),  # a laptop with a bottom task bar
        QRect(1920, 0, 1600, 1000),  # the second screen, on the right
        QRect(0, 0, 1920, 1050),
    ],
)
def test_the_default_window_fits_the_available_geometry_frame_included(available: QRect) -> None:
    position, client = initial_geometry(available, DEFAULT, minimum=MINIMUM, frame=FRAME)
    assert available.contains(_outer(position, client))
    assert client.width() <= DEFAULT.width() and client.height() <= DEFAULT.height()
    assert client.width() >= MINIMUM.width() and client.height() >= MINIMUM.height()


def test_the_default_window_is_centred_at_its_preferred_size_on_a_large_screen() -> None:
    available = QRect(0, 0, 1920, 1080)
    position, client = initial_geometry(available, DEFAULT, frame=FRAME)
    assert client == DEFAULT
    outer = _outer(position, client)
    assert abs(outer.center().x() - available.center().x()) <= 1
    assert abs(outer.center().y() - available.center().y()) <= 1


def test_the_allowance_covers_the_common_frames() -> None:
    for left, top, right, bottom in ((1, 20, 1, 5), (7, 31, 7, 7), (0, 37, 0, 0), (4, 30, 4, 4)):
        assert FRAME_ALLOWANCE.left() >= left and FRAME_ALLOWANCE.top() >= top
        assert FRAME_ALLOWANCE.right() >= right and FRAME_ALLOWANCE.bottom() >= bottom


def test_a_restored_window_that_fits_keeps_its_size_and_place() -> None:
    available = QRect(0, 0, 1920, 1080)
    position, client = initial_geometry(available, QSize(1111, 777), QPoint(200, 100))
    assert (position, client) == (QPoint(200, 100), QSize(1111, 777))


def test_a_restored_window_from_a_larger_screen_is_shrunk_and_moved_inside() -> None:
    available = QRect(0, 0, 1280, 800)
    position, client = initial_geometry(
        available, QSize(1800, 1000), QPoint(900, 500), minimum=MINIMUM, frame=FRAME
    )
    assert available.contains(_outer(position, client))
    assert client.width() >= MINIMUM.width()


def test_a_restored_window_off_the_screen_comes_back_on_it() -> None:
    available = QRect(0, 0, 1600, 1000)
    position, client = initial_geometry(available, DEFAULT, QPoint(3000, -200), frame=FRAME)
    assert client == DEFAULT
    assert available.contains(_outer(position, client))


def test_a_screen_smaller_than_the_minimum_keeps_the_title_bar_on_it() -> None:
    available = QRect(0, 0, 800, 600)
    position, client = initial_geometry(available, DEFAULT, minimum=MINIMUM, frame=FRAME)
    assert client == MINIMUM
    assert position == available.topLeft()


def test_fit_to_screen_moves_and_sizes_a_window_before_it_is_shown(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(5000, 4000)
    fit_to_screen(window, restored=False)
    available = window.screen().availableGeometry()
    assert available.contains(_outer(window.pos(), window.size(), FRAME_ALLOWANCE))
