"""The record loader: a large file is loaded on a worker thread, one load at a time.

A "large" file here is the sample partie padded with spaces past ``LOADED_AT_ONCE_BYTES`` (JSON
allows any whitespace after the value, so it is still the same record); the threads are told
apart by recording which one runs the engine's ``load_record``. A load replays the partie once,
and the partie put in play from it replays nothing again.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from piquet_desktop.controller import loaded_partie, record_loader
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.loaded_partie import LoadedPartie
from piquet_desktop.controller.record_loader import LOADED_AT_ONCE_BYTES, RecordLoader
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import RecordError, load_record

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample.piquet"
TIMEOUT_MS = 30_000


def large_copy(folder: Path, name: str = "large.piquet", *, broken: bool = False) -> Path:
    raw = SAMPLE.read_bytes()
    if broken:
        raw = raw[: len(raw) // 2]  # cut in the middle: not valid JSON
    path = folder / name
    path.write_bytes(raw + b" " * (LOADED_AT_ONCE_BYTES + 1))
    return path


def recording_threads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    threads: list[int] = []

    def load(path: Path, **watch: object) -> object:
        threads.append(threading.get_ident())
        return load_record(path, **watch)  # type: ignore[arg-type]

    monkeypatch.setattr(loaded_partie, "load_record", load)
    return threads


def test_a_large_record_is_loaded_on_another_thread_and_given_back_on_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = recording_threads(monkeypatch)
    loader = RecordLoader()
    path = large_copy(tmp_path)
    given: list[tuple[LoadedPartie, int]] = []
    with qtbot.waitSignal(loader.loaded, timeout=TIMEOUT_MS) as signal:
        assert loader.load(path, lambda r: given.append((r, threading.get_ident())), lambda e: None)
        assert loader.busy and loader.pending_path == path and not given
    assert threads and threads[0] != threading.get_ident()
    partie, gui = given[0]
    assert gui == threading.get_ident()
    assert partie.record == load_record(SAMPLE)[0]
    assert signal.args == [partie, path]
    assert not loader.busy


def test_a_small_record_is_loaded_at_once_on_the_callers_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = recording_threads(monkeypatch)
    loader = RecordLoader()
    busy: list[bool] = []
    loader.busyChanged.connect(busy.append)
    given: list[LoadedPartie] = []
    assert loader.load(SAMPLE, given.append, lambda e: None)
    assert len(given) == 1 and threads == [threading.get_ident()]
    assert busy == [] and not loader.busy


def test_a_second_load_while_one_runs_is_refused_and_the_first_still_arrives(
    qtbot: QtBot, tmp_path: Path
) -> None:
    loader = RecordLoader()
    release = threading.Event()

    def slow(path: Path) -> LoadedPartie:
        assert release.wait(TIMEOUT_MS / 1000), "never released"
        return record_loader.read_record(path)

    first, second = large_copy(tmp_path, "first.piquet"), large_copy(tmp_path, "second.piquet")
    given: list[Path] = []
    with qtbot.waitSignal(loader.loaded, timeout=TIMEOUT_MS) as signal:
        assert loader.load(first, lambda r: given.append(first), lambda e: None, read=slow)
        assert not loader.load(second, lambda r: given.append(second), lambda e: None)
        assert not loader.load(SAMPLE, lambda r: given.append(SAMPLE), lambda e: None)
        release.set()
    assert given == [first] and signal.args[1] == first
    assert loader.load(SAMPLE, lambda r: given.append(SAMPLE), lambda e: None)  # free again
    assert given == [first, SAMPLE]


def test_a_large_file_that_cannot_be_loaded_fails_with_the_loaders_reason(
    qtbot: QtBot, tmp_path: Path
) -> None:
    loader = RecordLoader()
    path = large_copy(tmp_path, broken=True)
    with pytest.raises(RecordError) as expected:
        load_record(path)
    errors: list[Exception] = []
    with qtbot.waitSignal(loader.failed, timeout=TIMEOUT_MS) as signal:
        assert loader.load(path, lambda r: None, errors.append)
    assert [str(e) for e in errors] == [str(expected.value)]
    assert signal.args == [str(expected.value), path]
    assert not loader.busy


def test_a_bug_in_the_worker_is_a_failure_not_a_loader_busy_for_ever(
    qtbot: QtBot, tmp_path: Path
) -> None:
    loader = RecordLoader()

    def broken(_path: Path) -> LoadedPartie:
        raise KeyError("oops")

    with qtbot.waitSignal(loader.failed, timeout=TIMEOUT_MS) as signal:
        assert loader.load(large_copy(tmp_path), lambda r: None, lambda e: None, read=broken)
    assert "KeyError" in signal.args[0]
    assert not loader.busy


def test_a_cancelled_load_gives_nothing_and_frees_the_loader(qtbot: QtBot, tmp_path: Path) -> None:
    loader = RecordLoader()
    release = threading.Event()

    def slow(path: Path) -> LoadedPartie:
        assert release.wait(TIMEOUT_MS / 1000), "never released"
        return record_loader.read_record(path)

    given: list[object] = []
    assert loader.load(large_copy(tmp_path), given.append, given.append, read=slow)
    with qtbot.waitSignal(loader.busyChanged, timeout=TIMEOUT_MS) as signal:
        loader.cancel()
    assert signal.args == [False] and not loader.busy
    release.set()
    assert loader.wait(TIMEOUT_MS)
    QCoreApplication.processEvents()  # the cancelled outcome, queued, is delivered and dropped
    assert given == []


def test_continuing_a_large_record_replays_it_once_on_the_worker_and_never_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    applied: list[int] = []  # the thread of every action the engine applies
    plain = PartieState.apply

    def apply(state: PartieState, action: object) -> object:
        applied.append(threading.get_ident())
        return plain(state, action)  # type: ignore[arg-type]

    monkeypatch.setattr(PartieState, "apply", apply)
    loader = RecordLoader()
    given: list[LoadedPartie] = []
    with qtbot.waitSignal(loader.loaded, timeout=TIMEOUT_MS):
        assert loader.load(large_copy(tmp_path), given.append, lambda e: None)
    recorded = given[0].record.actions
    actions = len(recorded)
    dealt = max(i for i, a in enumerate(recorded) if isinstance(a, Shuffle)) + 1
    gui = threading.get_ident()
    # one replay, on the worker, and the last deal's moves walked again for its take-back points
    assert len(applied) == actions + (actions - dealt) and gui not in applied
    applied.clear()
    game = GameController(autosave_enabled=False)
    try:
        game.load(given[0])
        game.load(given[0])  # the same value put in play again starts from the same partie
        # nothing replayed: only the steps that follow on their own are applied
        assert len(applied) == 2 * (len(game.record().actions) - actions)
        assert game.record().actions[:actions] == given[0].record.actions
        assert len(given[0].state.actions) == actions  # the value itself is left as it was
    finally:
        game.shutdown()
