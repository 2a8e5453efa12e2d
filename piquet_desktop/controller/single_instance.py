"""One running app per data folder: a second start hands its request to the first and quits.

Why: the autosave is a single file per data folder (``autosave.py``), rewritten after every move.
Two windows on one folder would overwrite each other's autosave in turn, and after a crash the
partie resumed would be whichever moved last: the other one lost. A second window would also offer
the very autosave the first is playing. So, as document apps do, a second start (a saved partie
double-clicked while the app is open, the launcher clicked twice) passes what it was asked to
open to the running window, which comes to the front and opens it, and the second process exits.

How: a ``QLocalServer`` (a Unix domain socket, a named pipe on Windows) whose name is derived from
the user and the data folder, so that different users, and tests with private data folders, never
meet. The request is one line of JSON, ``{"open": "/absolute/path"}`` or ``{"open": null}``. A
server file left behind by a crashed instance is recognised (nobody answers on it) and replaced.
Anything that goes wrong here only means the app runs without the hand-over: starting is never
refused because of it.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

__all__ = ["InstanceServer", "hand_over", "server_name"]

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 500
MAX_MESSAGE = 64 * 1024  # a path, with room to spare; anything longer is not ours


def server_name(data_folder: Path) -> str:
    """The server's name for ``data_folder``: short, free of path separators, per user."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment or the password database
        user = ""
    key = f"{user}\0{data_folder.expanduser().resolve()}"
    return "piquet-desktop-" + hashlib.sha256(key.encode()).hexdigest()[:20]


def _connect(name: str) -> QLocalSocket | None:
    """A socket connected to a running instance's server, or None when nobody answers."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    return socket if socket.waitForConnected(CONNECT_TIMEOUT_MS) else None


def hand_over(name: str, path: Path | None) -> bool:
    """Pass ``path`` (or just "come to the front") to a running instance; False if none runs."""
    socket = _connect(name)
    if socket is None:
        return False
    message = json.dumps({"open": None if path is None else str(path.resolve())}) + "\n"
    socket.write(message.encode())
    delivered = socket.waitForBytesWritten(CONNECT_TIMEOUT_MS)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(CONNECT_TIMEOUT_MS)
    return delivered


class InstanceServer(QObject):
    """Listens for later starts; ``requested`` carries the Path to open, or None to come forward."""

    requested = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening, unless another instance answers on the name (False then, and when it
        cannot listen at all, which the app survives). A server left by a crashed instance, which
        nobody answers on, is replaced. The probe comes first because Qt, creating the socket
        with access options, would silently take a live name over."""
        probe = _connect(self.name)
        if probe is not None:
            probe.abort()
            log.info("another instance listens on %s", self.name)
            return False
        if self._server.listen(self.name):
            return True
        if self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError:
            QLocalServer.removeServer(self.name)
            if self._server.listen(self.name):
                return True
        log.warning("cannot listen for other starts: %s", self._server.errorString())
        return False

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE:
                socket.abort()
            else:
                self._buffers[socket] = data
            return
        line = data.split(b"\n", 1)[0]
        self._buffers[socket] = b""
        socket.disconnectFromServer()
        request = _parse(line)
        if request is not False:
            self.requested.emit(request)

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()


def _parse(line: bytes) -> Path | bool | None:
    """The Path to open, None for "come forward", or False for a message that is not ours."""
    try:
        message = json.loads(line.decode())
    except (UnicodeDecodeError, ValueError):
        log.warning("ignored a message that is not a request: %r", line[:80])
        return False
    if not isinstance(message, dict) or "open" not in message:
        return False
    target = message["open"]
    if target is None:
        return None
    if isinstance(target, str) and target:
        return Path(target)
    return False
