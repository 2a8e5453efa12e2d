"""Controller tests' shared fixture: a controller whose worker is stopped afterwards.

(Private data and settings folders come from ``private_folders`` in tests/conftest.py.)
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from piquet_desktop.controller.game_controller import GameController


@pytest.fixture
def controller(qapp: object) -> Iterator[GameController]:
    """A controller with its worker shut down at the end, so no thread outlives the test."""
    game = GameController()
    yield game
    game.shutdown()
