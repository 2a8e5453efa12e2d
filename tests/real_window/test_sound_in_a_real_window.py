"""Sound on and off in a real window on a machine without a sound card: the game plays on, silent,
with no dialog, one log line and nothing from the audio libraries on stderr.

The tests' ``PIQUET_SOUND=off`` is lifted here, so the window opens the real playback device, and
the environment names an ALSA card and sound servers that do not exist, so that the machine has
no device whatever it has (a developer's desktop has one).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller import ai_process
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.sound_output import DeviceOutput

pytestmark = pytest.mark.real_window


@pytest.fixture
def no_sound_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PIQUET_SOUND", raising=False)
    monkeypatch.setenv("ALSA_CARD", "piquet-no-such-card")
    monkeypatch.setenv("PULSE_SERVER", "unix:/nonexistent/piquet-no-pulse")
    monkeypatch.setenv("PIPEWIRE_REMOTE", "piquet-no-pipewire")


@pytest.fixture
def sound_window(no_sound_card: None, qtbot: QtBot) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.5
    yield from shown_window(qtbot, settings)
    ai_process.pool.shutdown()


def test_without_a_sound_card_the_game_plays_on_silently_with_sound_on_and_off(
    qtbot: QtBot,
    sound_window: MainWindow,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    window = sound_window
    output = window.sounds.output
    assert isinstance(output, DeviceOutput)
    assert window.menus.sound_action.isChecked() and window.settings.sound_enabled
    caplog.set_level(logging.INFO, logger="piquet_desktop.ui.sound_output")

    window.new_partie(NewPartieChoice(RUBICON, "greedy", 12, "You"))  # the deal sounds
    window.start_demo(6)
    qtbot.waitUntil(lambda: output.failed, timeout=20_000)
    qtbot.waitUntil(lambda: window.demo_moves_left == 0, timeout=60_000)

    said = [r.getMessage() for r in caplog.records if r.name.endswith("sound_output")]
    assert len(said) == 1 and said[0].startswith("no sound: "), said
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    assert "ALSA" not in capfd.readouterr().err

    window.activateWindow()
    qtbot.keyClick(window, "m", Qt.KeyboardModifier.ControlModifier)  # View > Sound off, by key
    assert not window.settings.sound_enabled and not window.menus.sound_action.isChecked()
    window.menus.sound_action.trigger()  # and on again
    assert window.settings.sound_enabled
    moves = len(window.controller.record().actions)
    window.start_demo(4)
    qtbot.waitUntil(lambda: len(window.controller.record().actions) > moves, timeout=60_000)
    qtbot.waitUntil(lambda: window.demo_moves_left == 0, timeout=60_000)
    said = [r.getMessage() for r in caplog.records if r.name.endswith("sound_output")]
    assert len(said) == 1, said  # the missing device is told once, not at every sound
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=20_000)
