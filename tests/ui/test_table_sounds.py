"""The table's sounds: which one each move makes, when, at what volume, and silence by default in
tests and without a sound card."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller.game_controller import COMPUTER, HUMAN
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Discard, Play, Shuffle
from piquet_desktop.engine.partie import DealResult
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.tools.make_sounds import RATE as MADE_AT
from piquet_desktop.tools.make_sounds import SOUNDS
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.sound_output import (
    RATE,
    SOUND_NAMES,
    DeviceOutput,
    SilentOutput,
    load_samples,
    mix,
    open_output,
)
from piquet_desktop.ui.table_sounds import TableSounds, deal_sound, gather_delay_ms

ROOT = Path(__file__).resolve().parents[2]


class FakeView:
    def __init__(self, lead_card: int) -> None:
        self.lead_card = lead_card


class FakeController(QObject):
    actionApplied = Signal(int, object)
    dealFinished = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.lead_card = -1

    def view(self) -> FakeView:
        return FakeView(self.lead_card)


class FakeScene(QObject):
    animationsFinished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.animating = False

    def is_animating(self) -> bool:
        return self.animating


@pytest.fixture
def parts() -> Iterator[tuple[FakeController, FakeScene, AppSettings, SilentOutput, TableSounds]]:
    controller, scene, settings, output = (
        FakeController(),
        FakeScene(),
        AppSettings(),
        SilentOutput(),
    )
    settings.animation_speed = 0.0
    sounds = TableSounds(controller, scene, settings, output)  # type: ignore[arg-type]
    yield controller, scene, settings, output, sounds
    sounds.close()


def _deal(mine: int, theirs: int) -> DealResult:
    events = (
        ScoreEvent(HUMAN, mine, "point", "Point"),
        ScoreEvent(COMPUTER, theirs, "point", "Point"),
    )
    return DealResult(1, 0, events)


def names(output: SilentOutput) -> list[str]:
    return [name for name, _volume in output.played]


def test_each_move_makes_its_sound_and_a_completed_trick_is_gathered(parts) -> None:  # type: ignore[no-untyped-def]
    controller, _scene, _settings, output, _sounds = parts
    controller.actionApplied.emit(-1, Shuffle(tuple(range(32))))
    controller.actionApplied.emit(0, Discard(0b11111))
    controller.lead_card = 5  # a lead: the trick is not complete
    controller.actionApplied.emit(0, Play(5))
    controller.lead_card = -1  # the follow completes it
    controller.actionApplied.emit(1, Play(6))
    assert names(output) == ["deal", "talon", "card", "card", "gather"]


def test_the_gathering_waits_for_the_table_to_show_it(qtbot: QtBot, parts) -> None:  # type: ignore[no-untyped-def]
    controller, _scene, settings, output, _sounds = parts
    settings.animation_speed = 0.05
    controller.actionApplied.emit(1, Play(6))
    assert names(output) == ["card"]
    qtbot.waitUntil(lambda: names(output) == ["card", "gather"])
    assert gather_delay_ms(1.0) == 340 + 800 and gather_delay_ms(0) == 0


def test_a_deal_won_or_lost_sounds_once_the_table_is_at_rest(parts) -> None:  # type: ignore[no-untyped-def]
    controller, scene, _settings, output, _sounds = parts
    scene.animating = True
    controller.dealFinished.emit(_deal(40, 12))
    assert names(output) == []
    scene.animationsFinished.emit()  # another update is still to come
    assert names(output) == []
    scene.animating = False
    scene.animationsFinished.emit()
    assert names(output) == ["won"]
    controller.dealFinished.emit(_deal(3, 30))
    assert names(output) == ["won", "lost"]


def test_a_drawn_deal_makes_no_sound() -> None:
    assert deal_sound(_deal(20, 20)) is None
    assert deal_sound(_deal(21, 20)) == "won" and deal_sound(_deal(20, 21)) == "lost"


def test_sound_off_or_volume_zero_is_silence_and_the_volume_is_the_players(parts) -> None:  # type: ignore[no-untyped-def]
    controller, _scene, settings, output, _sounds = parts
    settings.sound_enabled = False
    controller.actionApplied.emit(0, Discard(0b1))
    settings.sound_enabled = True
    settings.sound_volume = 0.0
    controller.actionApplied.emit(0, Discard(0b1))
    assert output.played == []
    settings.sound_volume = 0.3
    controller.actionApplied.emit(0, Discard(0b1))
    assert output.played == [("talon", 0.3)]


def test_tests_are_silent_and_the_app_otherwise_plays_to_the_sound_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert isinstance(open_output(), SilentOutput)  # tests/conftest.py sets PIQUET_SOUND=off
    monkeypatch.delenv("PIQUET_SOUND")
    assert isinstance(open_output(), DeviceOutput)


def test_every_sound_file_is_short_mono_and_made_by_the_script(tmp_path: Path) -> None:
    assert set(SOUND_NAMES) == set(SOUNDS) and MADE_AT == RATE
    from piquet_desktop.tools.make_sounds import main

    assert main([str(tmp_path)]) == 0
    for name in SOUND_NAMES:
        samples = load_samples(name)
        assert 0 < len(samples) <= 1.2 * RATE, name
        assert (tmp_path / f"{name}.wav").read_bytes() == (
            ROOT / "resources" / "sounds" / f"{name}.wav"
        ).read_bytes(), f"{name}.wav differs from what tools/make_sounds.py makes"
    licence = (ROOT / "resources" / "sounds" / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC0" in licence and "make_sounds.py" in licence


def test_the_mixer_adds_the_sounds_scaled_and_drops_those_that_ended() -> None:
    import array

    loud = array.array("h", [30000] * 4)
    short = array.array("h", [1000, 1000])
    playing = [[loud, 0, 1.0], [short, 0, 0.5]]
    assert list(mix(playing, 3)) == [30500, 30500, 30000]
    assert len(playing) == 1  # the short one has ended
    assert list(mix(playing, 3)) == [30000, 0, 0]
    assert playing == [] and list(mix(playing, 2)) == [0, 0]
    assert list(mix([[loud, 0, 2.0]], 1)) == [32767]  # clipped, not wrapped


_NO_CARD = """
import logging, sys, time
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(message)s")
from piquet_desktop.ui.sound_output import DeviceOutput
output = DeviceOutput()
for name in ("deal", "card", "won"):
    output.play(name, 0.5)
deadline = time.monotonic() + 20
while not (output.failed or output.started) and time.monotonic() < deadline:
    time.sleep(0.02)
output.close()
print("failed" if output.failed else "started")
"""


@pytest.mark.slow
def test_without_a_sound_card_the_game_is_silent_with_one_log_line_and_nothing_on_stderr() -> None:
    env = {
        **os.environ,
        "ALSA_CARD": "piquet-no-such-card",  # ALSA's default device names a card that is not there
        "PULSE_SERVER": "unix:/nonexistent/piquet-no-pulse",
        "PIPEWIRE_REMOTE": "piquet-no-pipewire",
    }
    env.pop("PIQUET_SOUND", None)
    run = subprocess.run(
        [sys.executable, "-c", _NO_CARD], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[-1] == "failed", run.stdout
    assert len(lines) == 2 and lines[0].startswith("no sound: "), run.stdout
    assert run.stderr == ""


@pytest.mark.slow
def test_a_null_device_is_fed_every_sound_queued() -> None:
    miniaudio = pytest.importorskip("miniaudio")
    output = DeviceOutput([miniaudio.Backend.NULL])
    output.play("card", 0.5)
    output.play("gather", 0.5)
    import time

    deadline = time.monotonic() + 20  # the device's own thread: wait for it to open
    while not output.started and time.monotonic() < deadline:
        time.sleep(0.01)
    assert output.started and not output.failed
    output.close()


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


@pytest.mark.slow
def test_a_window_playing_a_deal_makes_every_sound_of_it(qtbot: QtBot, window: MainWindow) -> None:
    output = SilentOutput()
    window.sounds.output = output
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 12, "You"))
    window.start_demo(200)
    qtbot.waitUntil(lambda: names(output).count("deal") >= 2, timeout=60_000)
    heard = names(output)
    first = heard[: heard.index("deal", 1)]  # the first deal, up to the next one's dealing
    assert first[0] == "deal" and first.count("deal") == 1
    assert first.count("card") == 24 and first.count("gather") == 12
    assert first.count("talon") == 2  # elder's and younger's exchanges
    totals = window.controller.view().results[0].totals
    assert first[-1] == (
        "gather" if totals[0] == totals[1] else "won" if totals[0] > totals[1] else "lost"
    )
    window.menus.sound_action.trigger()  # View > Sound off
    assert not window.settings.sound_enabled
    before = len(names(output))
    moves = len(window.controller.record().actions)
    qtbot.waitUntil(lambda: len(window.controller.record().actions) > moves + 4, timeout=60_000)
    assert len(names(output)) == before


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.slow
def test_a_device_that_failed_is_tried_again_by_a_sound_asked_for_later(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    miniaudio = pytest.importorskip("miniaudio")
    from piquet_desktop.ui.sound_output import RETRY_AFTER_S

    real = miniaudio.PlaybackDevice
    tries: list[int] = []

    def first_fails(*args: object, **kwargs: object) -> object:
        tries.append(1)
        if len(tries) == 1:
            raise miniaudio.MiniaudioError("no device yet")
        return real(*args, **kwargs)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", first_fails)
    clock = _Clock()
    output = DeviceOutput([miniaudio.Backend.NULL], clock=clock)
    output.play("card", 0.5)
    assert output.opening is not None
    output.opening.join()
    assert output.failed and not output.started

    clock.now += RETRY_AFTER_S / 2
    output.play("card", 0.5)  # too soon: dropped, no new try
    assert output.failed and len(tries) == 1

    clock.now += RETRY_AFTER_S
    output.play("gather", 0.5)
    assert output.opening is not None
    output.opening.join()
    assert output.started and not output.failed and len(tries) == 2
    output.close()


def test_the_sound_card_is_opened_ahead_while_the_table_rests(parts) -> None:  # type: ignore[no-untyped-def]
    _controller, scene, settings, output, sounds = parts
    settings.sound_enabled = True
    scene.animating = True
    sounds.prepare()  # what the timer does a second after the window is made
    assert output.prepared == 0  # not on a deal's frames
    scene.animating = False
    scene.animationsFinished.emit()
    assert output.prepared == 1
    scene.animationsFinished.emit()
    assert output.prepared == 1  # once


def test_with_sound_off_the_card_is_not_opened_ahead(parts) -> None:  # type: ignore[no-untyped-def]
    _controller, _scene, settings, output, sounds = parts
    settings.sound_enabled = False
    sounds.prepare()
    assert output.prepared == 0


@pytest.mark.slow
def test_a_device_prepared_ahead_plays_what_comes_later() -> None:
    miniaudio = pytest.importorskip("miniaudio")
    output = DeviceOutput([miniaudio.Backend.NULL])
    output.prepare()
    thread = output.opening
    assert thread is not None
    thread.join(timeout=20)
    assert output.started and not output.failed
    output.play("card", 0.5)  # no second opening: the same device
    assert output.opening is thread
    output.close()
