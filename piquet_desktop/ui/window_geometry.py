"""Where the main window first opens: inside the screen's available geometry, frame included.

A window's default size says nothing about the screen it opens on: 1280 by 800 on a 1280 by 800
screen put the title bar at the top and the status bar below the screen's edge, since the window
manager's frame comes on top of it. The first window therefore takes its size and place from
``QScreen.availableGeometry()`` (the screen less panels and docks): the preferred size, shrunk to
fit with room for the frame, centred; a geometry restored from the last session keeps its size and
place as long as they fit, and is shrunk and moved inside the screen when they do not (the screen
may have changed since).

Qt only learns the frame's size once the window is shown, so the room for it is an allowance
(``FRAME_ALLOWANCE``), as large as the common window managers' frames (Windows' invisible resize
borders, a GNOME or KDE title bar). ``initial_geometry`` is pure, in the units Qt's own
``move``/``resize`` use for a top-level window (the frame's top-left corner, the client area's
size); ``fit_to_screen`` applies it to a window before it is first shown.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["FRAME_ALLOWANCE", "fit_to_screen", "initial_geometry"]

FRAME_ALLOWANCE = QMargins(8, 38, 8, 8)
"""Room for the window manager's frame (left, title bar, right, bottom) before it is known."""
_NO_MINIMUM = QSize(0, 0)


def initial_geometry(
    available: QRect,
    size: QSize,
    position: QPoint | None = None,
    *,
    minimum: QSize = _NO_MINIMUM,
    frame: QMargins = FRAME_ALLOWANCE,
) -> tuple[QPoint, QSize]:
    """The frame's top-left corner and the client size of a window opening on ``available``.

    ``size`` is the client size wanted (the default, or the restored one) and ``position`` the
    restored frame position (None: centre the window). The client is shrunk so that it and its
    frame fit in ``available``, but never below ``minimum``; a window that still does not fit
    is put at the top-left corner, so its title bar and menus stay reachable.
    """
    chrome = QSize(frame.left() + frame.right(), frame.top() + frame.bottom())
    room = available.size() - chrome
    client = size.boundedTo(room).expandedTo(minimum)
    outer = client + chrome
    if position is None:
        x = available.left() + (available.width() - outer.width()) // 2
        y = available.top() + (available.height() - outer.height()) // 2
    else:
        x, y = position.x(), position.y()
    x = max(available.left(), min(x, available.left() + available.width() - outer.width()))
    y = max(available.top(), min(y, available.top() + available.height() - outer.height()))
    return QPoint(x, y), client


def fit_to_screen(window: QWidget, restored: bool) -> None:
    """Size and place ``window`` (not yet shown) inside its screen's available geometry.

    ``restored`` says whether its geometry came from the last session (``restoreGeometry``
    moved and resized it): then its place is kept where it fits; otherwise it is centred. A
    window restored maximized or full screen is left to the window manager.
    """
    if window.isMaximized() or window.isFullScreen():
        return
    screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen()
    # Before the first show Qt knows no frame, so pos() is the client's corner, not the frame's:
    # moving the window there put the frame where the client was, a title bar lower at every
    # start. The frame's corner is estimated from the client's instead, and a restored window
    # that fits is not moved at all: restoreGeometry has already put it exactly where it was.
    restored_at = window.geometry().topLeft() - QPoint(
        FRAME_ALLOWANCE.left(), FRAME_ALLOWANCE.top()
    )
    position, client = initial_geometry(
        screen.availableGeometry(),
        window.size(),
        restored_at if restored else None,
        minimum=window.minimumSize(),
    )
    if restored and position == restored_at and client == window.size():
        return
    window.resize(client)
    window.move(position)
