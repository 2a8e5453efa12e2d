"""The record loader: a large file is loaded on a worker thread, one load at a time.

A "large" file here is the sample partie padded with spaces past ``LOADED_AT_ONCE_BYTES`` (JSON
allows any whitespace after the value, so it is still the same record); the threads are told
apart by recording which one runs the engine's ``load_record``.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from piquet_desktop.controller import record_loader
from piquet_desktop.controller.record_loader import LOADED_AT_ONCE_BYTES, RecordLoader
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record

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

    def load(path: Path) -> object:
        threads.append(threading.get_ident())
        return load_record(path)

    monkeypatch.setattr(record_loader, "load_record", load)
    return threads


def test_a_large_record_is_loaded_on_another_thread_and_given_back_on_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = recording_threads(monkeypatch)
    loader = RecordLoader()
    path = large_copy(tmp_path)
    given: list[tuple[PartieRecord, int]] = []
    with qtbot.waitSignal(loader.loaded, timeout=TIMEOUT_MS) as signal:
        assert loader.load(path, lambda r: given.append((r, threading.get_ident())), lambda e: None)
        assert loader.busy and loader.pending_path == path and not given
    assert threads and threads[0] != threading.get_ident()
    record, gui = given[0]
    assert gui == threading.get_ident()
    assert record == load_record(SAMPLE)[0]
    assert signal.args == [record, path]
    assert not loader.busy


def test_a_small_record_is_loaded_at_once_on_the_callers_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = recording_threads(monkeypatch)
    loader = RecordLoader()
    busy: list[bool] = []
    loader.busyChanged.connect(busy.append)
    given: list[PartieRecord] = []
    assert loader.load(SAMPLE, given.append, lambda e: None)
    assert len(given) == 1 and threads == [threading.get_ident()]
    assert busy == [] and not loader.busy


def test_a_second_load_while_one_runs_is_refused_and_the_first_still_arrives(
    qtbot: QtBot, tmp_path: Path
) -> None:
    loader = RecordLoader()
    release = threading.Event()

    def slow(path: Path) -> PartieRecord:
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

    def broken(_path: Path) -> PartieRecord:
        raise KeyError("oops")

    with qtbot.waitSignal(loader.failed, timeout=TIMEOUT_MS) as signal:
        assert loader.load(large_copy(tmp_path), lambda r: None, lambda e: None, read=broken)
    assert "KeyError" in signal.args[0]
    assert not loader.busy


def test_a_cancelled_load_gives_nothing_and_frees_the_loader(qtbot: QtBot, tmp_path: Path) -> None:
    loader = RecordLoader()
    release = threading.Event()

    def slow(path: Path) -> PartieRecord:
        assert release.wait(TIMEOUT_MS / 1000), "never released"
        return record_loader.read_record(path)

    given: list[PartieRecord] = []
    assert loader.load(large_copy(tmp_path), given.append, given.append, read=slow)
    with qtbot.waitSignal(loader.busyChanged, timeout=TIMEOUT_MS) as signal:
        loader.cancel()
    assert signal.args == [False] and not loader.busy
    release.set()
    assert loader.wait(TIMEOUT_MS)
    QCoreApplication.processEvents()  # the cancelled outcome, queued, is delivered and dropped
    assert given == []


def test_continuing_a_large_record_replays_it_on_the_worker_not_on_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from piquet_desktop.controller.take_back import TakeBackStack

    replays: list[int] = []
    plain = TakeBackStack._replay

    def replay(record: PartieRecord) -> object:
        replays.append(threading.get_ident())
        return plain(record)

    monkeypatch.setattr(TakeBackStack, "_replay", staticmethod(replay))
    loader = RecordLoader()
    given: list[PartieRecord] = []
    with qtbot.waitSignal(loader.loaded, timeout=TIMEOUT_MS):
        assert loader.load(large_copy(tmp_path), given.append, lambda e: None)
    assert len(replays) == 1 and replays[0] != threading.get_ident()
    state, stack = TakeBackStack.replayed(given[0])  # what GameController.load asks
    assert len(replays) == 1  # the worker's replay, taken as it is
    again, _ = TakeBackStack.replayed(given[0])  # taken once: a second ask replays anew
    assert len(replays) == 2 and again is not state
    assert again.actions == state.actions
    assert len(stack) == len(TakeBackStack.replayed(given[0])[1])


def test_a_prepared_replay_is_not_given_for_a_record_changed_since() -> None:
    from piquet_desktop.controller.take_back import TakeBackStack

    record = load_record(SAMPLE)[0]
    TakeBackStack.prepare(record)
    record.actions = record.actions[:-1]
    state, _ = TakeBackStack.replayed(record)
    assert state.actions == record.actions


def test_the_key_of_a_record_without_an_id_is_what_its_whole_json_gave() -> None:
    import hashlib
    import json

    from piquet_desktop.controller.library.identity import partie_key

    record = load_record(SAMPLE)[0]
    record.id = None
    data = record.to_json()
    basis = {k: data[k] for k in ("rules", "players", "seed")} | {"actions": data["actions"][:4]}
    text = json.dumps(basis, sort_keys=True, ensure_ascii=True)
    assert partie_key(record) == "k" + hashlib.sha256(text.encode("ascii")).hexdigest()[:31]
