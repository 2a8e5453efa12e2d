"""Shared test set-up.

Qt picks its platform plugin when the first ``QApplication`` is made, and CI has no display, so
the offscreen platform is chosen here, at import time, before pytest-qt or any test imports Qt.
``setdefault`` lets a developer run the UI tests on a real screen with ``QT_QPA_PLATFORM=xcb``.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
