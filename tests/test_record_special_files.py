"""Only an ordinary file is read as a record: a FIFO, a device or a socket is refused at once.

A FIFO blocks whoever opens it for reading until something writes to it, forever if nothing
does, and a device such as /dev/zero never ends: either would freeze the app or a console tool.
Every way of opening a record goes through ``read_record_file``; these tests use the engine,
the library and the console tool, and tests/ui the window's File > Open and drops.
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from piquet_desktop.cli import record_tool
from piquet_desktop.controller import autosave
from piquet_desktop.engine.record import RecordError, load_record, read_record_file
from piquet_desktop.library import Library

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def fifo_at(folder: Path) -> Path:
    path = folder / "pipe.piquet"
    os.mkfifo(path)
    return path


def returns(call: Callable[[], object]) -> object:
    """``call()`` in a thread, so that a read that blocks fails this test instead of hanging it.

    The join's limit is a guard, not a measurement: the call either returns at once or never.
    """
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test below
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert not thread.is_alive(), "the call blocked"
    return outcome[0]


@needs_fifo
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = fifo_at(tmp_path)
    refused = returns(lambda: load_record(fifo))
    assert isinstance(refused, RecordError)
    assert str(refused) == (
        f"cannot read {fifo}: it is a pipe (FIFO), not a file; a partie record is an ordinary file"
    )


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_a_device_is_refused(device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(RecordError, match=f"cannot read {device}: it is a device, not a file"):
        read_record_file(device)


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets on this system")
def test_a_socket_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.piquet"
    with socket.socket(socket.AF_UNIX) as server:
        try:
            server.bind(str(path))
        except OSError as exc:  # a path too long for a socket address
            pytest.skip(str(exc))
        with pytest.raises(RecordError, match="it is a socket, not a file"):
            read_record_file(path)


@needs_fifo
def test_a_symbolic_link_to_a_fifo_is_refused_too(tmp_path: Path) -> None:
    link = tmp_path / "link.piquet"
    link.symlink_to(fifo_at(tmp_path))
    refused = returns(lambda: read_record_file(link))
    assert isinstance(refused, RecordError) and "pipe (FIFO)" in str(refused)


@needs_fifo
def test_the_library_refuses_to_import_a_fifo(tmp_path: Path, private_folders: Path) -> None:
    fifo = fifo_at(tmp_path)
    library = Library(autosave.library_folder())
    try:
        refused = returns(lambda: library.add_file(fifo))
    finally:
        library.close()
    assert isinstance(refused, RecordError) and "pipe (FIFO)" in str(refused)


@needs_fifo
def test_the_record_tool_says_a_fifo_is_not_a_record_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = fifo_at(tmp_path)
    assert returns(lambda: record_tool.main(["validate", str(fifo)])) == 1
    assert "it is a pipe (FIFO), not a file" in capsys.readouterr().err
