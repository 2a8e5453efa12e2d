"""One app per data folder: a second start hands its file to the running window and exits, so
two windows never take turns overwriting one autosave. The socket is the app's one door to other
processes: only the user may reach it, and nothing a peer sends can crash or stall the app."""

from __future__ import annotations

import logging
import os
import shutil
import socket
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.app import main
from piquet_desktop.controller import single_instance
from piquet_desktop.controller.single_instance import (
    MAX_MESSAGE,
    MAX_PEERS,
    InstanceServer,
    hand_over,
    server_address,
)
from piquet_desktop.ui.main_window import MainWindow

SAMPLE = Path(__file__).parents[2] / "resources/samples/sample.piquet"
posix_only = pytest.mark.skipif(os.name != "posix", reason="folder modes and sockets are POSIX")


@pytest.fixture(autouse=True)
def no_runtime_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test says where the runtime folder is; by default there is none."""
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)


def _address(data: Path) -> str:
    address = server_address(data)
    assert address is not None
    return address


@pytest.fixture
def server(qapp: object, private_folders: Path) -> Iterator[InstanceServer]:
    listening = InstanceServer(_address(private_folders))
    assert listening.listen()
    yield listening
    listening.close()


def _connected(address: str) -> QLocalSocket:
    peer = QLocalSocket()
    peer.connectToServer(address)
    assert peer.waitForConnected(2000)
    return peer


def test_the_address_depends_on_the_data_folder(tmp_path: Path) -> None:
    one, two = _address(tmp_path / "a"), _address(tmp_path / "b")
    assert one != two and one == _address(tmp_path / "a")


@posix_only
def test_without_a_runtime_folder_the_socket_is_in_a_private_folder_of_the_data_folder(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    address = Path(_address(data))
    assert address.parent == data / "run"
    for folder in (data, data / "run"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700


@posix_only
def test_the_socket_goes_in_the_users_runtime_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert Path(_address(tmp_path / "data")).parent == runtime
    assert not (tmp_path / "data").exists()


@posix_only
def test_a_runtime_folder_others_may_enter_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    runtime.chmod(0o755)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    with caplog.at_level(logging.WARNING):
        address = Path(_address(tmp_path / "data"))
    assert address.parent == tmp_path / "data" / "run"
    assert "runtime folder" in caplog.text


@posix_only
def test_a_folder_owned_by_another_user_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    someone_else = os.geteuid() + 1
    monkeypatch.setattr(single_instance, "_user_id", lambda: someone_else)
    with caplog.at_level(logging.WARNING):
        assert server_address(tmp_path / "data") is None
    assert "not private to this user" in caplog.text


@posix_only
def test_an_earlier_run_folder_others_could_enter_is_tightened(tmp_path: Path) -> None:
    (tmp_path / "data" / "run").mkdir(parents=True)
    (tmp_path / "data" / "run").chmod(0o777)
    assert Path(_address(tmp_path / "data")).parent == tmp_path / "data" / "run"
    assert stat.S_IMODE((tmp_path / "data" / "run").stat().st_mode) == 0o700


def test_with_nobody_running_the_hand_over_fails(qapp: object, tmp_path: Path) -> None:
    assert not hand_over(_address(tmp_path / "nobody"), None)


def test_a_second_start_hands_over_the_file_as_an_absolute_path(
    qtbot: QtBot, server: InstanceServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.piquet").write_text("{}")
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.address, Path("mine.piquet"))
    assert got.args == [tmp_path / "mine.piquet"]
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.address, None)
    assert got.args == [None]


def _still_answers(qtbot: QtBot, server: InstanceServer) -> None:
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.address, None)
    assert got.args == [None]


@pytest.mark.parametrize(
    "junk",
    [
        b"not json\n",
        b'{"close": 1}\n',
        b'{"open": 42}\n',
        b'{"open": ""}\n',
        b'{"open": "a\\u0000b"}\n',
        b"\xff\xfe\n",
        b"[" * (MAX_MESSAGE - 1) + b"\n",  # nested past Python's recursion limit
    ],
)
def test_a_message_that_is_not_a_request_is_ignored(
    qtbot: QtBot, server: InstanceServer, junk: bytes
) -> None:
    received: list[object] = []
    server.requested.connect(received.append)
    stray = _connected(server.address)
    stray.write(junk)
    with qtbot.waitSignal(stray.disconnected, timeout=5000):
        stray.waitForBytesWritten(2000)
    assert received == []
    _still_answers(qtbot, server)


def test_a_message_longer_than_the_limit_is_cut_off(qtbot: QtBot, server: InstanceServer) -> None:
    received: list[object] = []
    server.requested.connect(received.append)
    flood = _connected(server.address)
    with qtbot.waitSignal(flood.disconnected, timeout=5000):
        flood.write(b'{"open": "' + b"x" * (4 * MAX_MESSAGE))  # and never a line's end
    assert received == [] and server.peers == 0
    _still_answers(qtbot, server)


def test_a_peer_that_sends_nothing_is_dropped_after_the_time_limit(
    qtbot: QtBot, server: InstanceServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(single_instance, "REQUEST_TIMEOUT_MS", 50)
    idle = _connected(server.address)
    idle.write(b'{"open": ')  # half a request, then silence
    with qtbot.waitSignal(idle.disconnected, timeout=5000):
        idle.flush()
    qtbot.waitUntil(lambda: server.peers == 0, timeout=5000)
    _still_answers(qtbot, server)


def test_connections_past_the_limit_are_refused_at_once(
    qtbot: QtBot, server: InstanceServer
) -> None:
    idle = [_connected(server.address) for _ in range(MAX_PEERS)]
    qtbot.waitUntil(lambda: server.peers == MAX_PEERS, timeout=5000)
    extra = _connected(server.address)
    with qtbot.waitSignal(extra.disconnected, timeout=5000):
        pass
    assert server.peers == MAX_PEERS
    for peer in idle:
        peer.abort()
    qtbot.waitUntil(lambda: server.peers == 0, timeout=5000)
    _still_answers(qtbot, server)


@pytest.fixture
def as_another_user(server: InstanceServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once ``server`` listens, this process sees every peer (and every server) as another
    user's."""
    someone_else = os.geteuid() + 1
    monkeypatch.setattr(single_instance, "_user_id", lambda: someone_else)


@pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="the peer's uid is Linux's")
@pytest.mark.usefixtures("as_another_user")
def test_a_peer_of_another_user_is_refused(qtbot: QtBot, server: InstanceServer) -> None:
    received: list[object] = []
    server.requested.connect(received.append)
    intruder = _connected(server.address)
    with qtbot.waitSignal(intruder.disconnected, timeout=5000):
        intruder.write(b'{"open": null}\n')
    assert received == [] and server.peers == 0


@pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="the peer's uid is Linux's")
@pytest.mark.usefixtures("as_another_user")
def test_nothing_is_handed_to_a_server_of_another_user(
    qtbot: QtBot, server: InstanceServer
) -> None:
    received: list[object] = []
    server.requested.connect(received.append)
    assert not hand_over(server.address, Path("secret.piquet"))
    qtbot.waitUntil(lambda: server.peers == 0, timeout=5000)
    assert received == []


@posix_only
def test_a_server_left_by_a_crash_is_replaced(qapp: object, tmp_path: Path) -> None:
    address = _address(tmp_path / "crashed")
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(address)  # the file a killed instance leaves: nobody accepts on it
    dead.close()
    replacement = InstanceServer(address)
    assert replacement.listen()
    replacement.close()


def test_a_second_server_on_a_live_one_does_not_take_over(
    qapp: object, server: InstanceServer
) -> None:
    assert not InstanceServer(server.address).listen()
    assert hand_over(server.address, None)  # the first still answers


def test_main_hands_its_file_to_the_running_app_and_exits_0(
    qtbot: QtBot,
    server: InstanceServer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = tmp_path / "sample.piquet"
    shutil.copyfile(SAMPLE, record)
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert main([str(record)]) == 0
    assert got.args == [record.resolve()]
    assert "already running" in capsys.readouterr().err


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


@pytest.mark.parametrize("name", ["sample.piquet", "older build.piquet.json", "plain.json"])
def test_the_running_window_opens_what_it_is_handed(
    window: MainWindow, tmp_path: Path, name: str
) -> None:
    record = tmp_path / name
    shutil.copyfile(SAMPLE, record)
    window.showMinimized()
    window.answer_other_start(record)
    assert not window.isMinimized()
    assert window.controller.path == record
