"""One app per data folder: a second start hands its file to the running window and exits, so
two windows never take turns overwriting one autosave."""

from __future__ import annotations

import shutil
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.app import main
from piquet_desktop.controller.single_instance import InstanceServer, hand_over, server_name
from piquet_desktop.ui.main_window import MainWindow

SAMPLE = Path(__file__).parents[2] / "resources/samples/sample.piquet"


@pytest.fixture
def server(qapp: object, private_folders: Path) -> Iterator[InstanceServer]:
    listening = InstanceServer(server_name(private_folders))
    assert listening.listen()
    yield listening
    listening.close()


def test_the_name_depends_on_the_data_folder(tmp_path: Path) -> None:
    one, two = server_name(tmp_path / "a"), server_name(tmp_path / "b")
    assert one != two and one == server_name(tmp_path / "a")
    assert "/" not in one and "\\" not in one


def test_with_nobody_running_the_hand_over_fails(qapp: object, tmp_path: Path) -> None:
    assert not hand_over(server_name(tmp_path / "nobody"), None)


def test_a_second_start_hands_over_the_file_as_an_absolute_path(
    qtbot: QtBot, server: InstanceServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.piquet").write_text("{}")
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.name, Path("mine.piquet"))
    assert got.args == [tmp_path / "mine.piquet"]
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.name, None)
    assert got.args == [None]


def test_a_message_that_is_not_a_request_is_ignored(qtbot: QtBot, server: InstanceServer) -> None:
    stray = QLocalSocket()
    stray.connectToServer(server.name)
    assert stray.waitForConnected(2000)
    received: list[object] = []
    server.requested.connect(received.append)
    for junk in (b"not json\n", b'{"close": 1}\n', b'{"open": 42}\n'):
        stray.write(junk)
        stray.waitForBytesWritten(2000)
        qtbot.wait(50)  # let the server read it; nothing must come of it
    stray.abort()
    with qtbot.waitSignal(server.requested, timeout=5000) as got:
        assert hand_over(server.name, None)
    assert received == [None] and got.args == [None]


def test_a_server_left_by_a_crash_is_replaced(qapp: object, tmp_path: Path) -> None:
    name = server_name(tmp_path / "crashed")
    stale = Path(QDir.tempPath()) / name
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(stale))  # the file a killed instance leaves: nobody accepts on it
    dead.close()
    try:
        replacement = InstanceServer(name)
        assert replacement.listen()
        replacement.close()
    finally:
        stale.unlink(missing_ok=True)


def test_a_second_server_on_a_live_one_does_not_take_over(
    qapp: object, server: InstanceServer
) -> None:
    assert not InstanceServer(server.name).listen()
    assert hand_over(server.name, None)  # the first still answers


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
