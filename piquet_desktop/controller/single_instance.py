"""One running app per data folder: a second start hands its request to the first and quits.

Why: the autosave is a single file per data folder (``autosave.py``), rewritten after every move.
Two windows on one folder would overwrite each other's autosave in turn, and after a crash the
partie resumed would be whichever moved last: the other one lost. A second window would also offer
the very autosave the first is playing. So, as document apps do, a second start (a saved partie
double-clicked while the app is open, the launcher clicked twice) passes what it was asked to
open to the running window, which comes to the front and opens it, and the second process exits.

How: a ``QLocalServer`` whose address is derived from the data folder, so that tests with private
data folders never meet. The request is one line of JSON, ``{"open": "/absolute/path"}`` or
``{"open": null}``. A server left behind by a crashed instance is recognised (nobody answers on
it) and replaced. Anything that goes wrong here only means the app runs without the hand-over:
starting is never refused because of it.

Why it is guarded (the server is the app's one door to other processes): whoever can create the
socket first makes every later start exit ("already running") and receives the paths it opens,
and whoever can connect can make the window open files. So:

* On POSIX the socket lives in a folder only the user can enter: ``$XDG_RUNTIME_DIR`` (what Qt's
  ``RuntimeLocation`` gives when the variable names a usable folder; per user, mode 0700), or on
  macOS Qt's runtime folder, else ``run/`` in the app's data folder, made 0700. Before use the
  folder must be a real folder (not a link), owned by the user, with mode 0700; one that is not
  is refused with a log line (the runtime folder falls back to the data folder's, which is
  tightened when it is the user's own). Never ``/tmp`` under a name another user can guess.
  On Windows the address is a named pipe, which ``UserAccessOption`` limits to the user.
* Each connection's peer must be the same user, checked where the system says who it is (Linux:
  ``SO_PEERCRED`` on the socket's descriptor), by the server and by the second start alike.
* A peer gets ``MAX_MESSAGE`` bytes and ``REQUEST_TIMEOUT_MS`` for its one line, and at most
  ``MAX_PEERS`` are served at once; past that it is dropped. Nothing here waits on a peer in the
  running app: reading is driven by Qt's signals and the time limit by a Qt timer.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
import socket as os_socket
import stat
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

from piquet_desktop.engine.private_files import make_private_folder

__all__ = [
    "MAX_MESSAGE",
    "MAX_PEERS",
    "REQUEST_TIMEOUT_MS",
    "InstanceServer",
    "hand_over",
    "is_private_folder",
    "server_address",
]

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 500
MAX_MESSAGE = 64 * 1024  # a path, JSON-escaped, with room to spare; anything longer is not ours
REQUEST_TIMEOUT_MS = 2000  # a second start writes its line at once; a peer that dawdles is dropped
MAX_PEERS = 8  # connections served at once; a burst of idle ones cannot pile up
RUNTIME_ENV = "XDG_RUNTIME_DIR"
PRIVATE_RUN_FOLDER = "run"  # in the data folder, when there is no per-user runtime folder
MAX_SOCKET_PATH = 100  # bytes: sun_path holds 104 (macOS) or 108 (Linux) with its final NUL
_UCRED = struct.Struct("3i")  # Linux's struct ucred: pid, uid, gid


def server_address(data_folder: Path) -> str | None:
    """The server's address for ``data_folder``, or None when no safe place can be had (logged;
    the app then runs without the hand-over).

    POSIX: the path of a socket in a folder only the user can enter (see the module's notes).
    Windows: a pipe name, per user and data folder (the pipe namespace is shared by all users).
    """
    key = str(data_folder.expanduser().resolve())
    if os.name == "nt":
        try:
            user = getpass.getuser()
        except (KeyError, OSError):  # no user name in the environment or the password database
            user = ""
        return "piquet-desktop-" + hashlib.sha256(f"{user}\0{key}".encode()).hexdigest()[:20]
    name = "piquet-" + hashlib.sha256(key.encode()).hexdigest()[:16]
    for place in (_runtime_folder, lambda: _data_run_folder(data_folder)):
        folder = place()  # the data folder's is made only when the runtime folder will not do
        if folder is None:
            continue
        path = str(folder / name)
        if len(os.fsencode(path)) <= MAX_SOCKET_PATH:
            return path
        log.warning("the folder %s is too deep for a local socket", folder)
    log.warning("no private folder for the single-instance socket: running without hand-over")
    return None


def _runtime_folder() -> Path | None:
    """The user's runtime folder, if there is one and it is private; else None (logged).

    Qt's ``RuntimeLocation`` is used only when it is the folder ``$XDG_RUNTIME_DIR`` names: Qt
    falls back to ``/tmp/runtime-<user>`` for a missing or unusable one, a name anyone can guess
    and take first. macOS has no such variable: Qt's answer there is a per-user folder.
    """
    given = os.environ.get(RUNTIME_ENV)
    if not given and sys.platform != "darwin":
        return None
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
    if not location:
        return None
    folder = Path(location)
    if given and not _same_folder(folder, Path(given)):
        log.warning("the runtime folder %s is not usable (Qt offered %s)", given, location)
        return None
    if not is_private_folder(folder):
        log.warning("the runtime folder %s is not private to this user: not used", folder)
        return None
    return folder


def _same_folder(one: Path, two: Path) -> bool:
    try:
        return one.resolve() == two.resolve()
    except OSError:
        return False


def _data_run_folder(data_folder: Path) -> Path | None:
    """``run/`` in the data folder, created or tightened to 0700; None if it cannot be private."""
    folder = data_folder / PRIVATE_RUN_FOLDER
    try:
        make_private_folder(data_folder)
        make_private_folder(folder)
    except OSError as exc:
        log.warning("cannot make the private folder %s: %s", folder, exc)
        return None
    if not is_private_folder(folder):
        log.warning("the folder %s is not private to this user: not used", folder)
        return None
    return folder


def _user_id() -> int:
    return os.geteuid()


def is_private_folder(folder: Path) -> bool:
    """``folder`` is a real folder (not a link), owned by this user, entered by nobody else."""
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == _user_id()
        and stat.S_IMODE(info.st_mode) & 0o077 == 0
    )


def peer_is_this_user(socket: QLocalSocket) -> bool:
    """The process at the other end of ``socket`` runs as this user, where the system says so.

    Linux tells through ``SO_PEERCRED``; elsewhere there is no portable question, and the
    private folder (or the pipe's access list on Windows) is the guard: True there.
    """
    option = getattr(os_socket, "SO_PEERCRED", None)
    if option is None:
        return True
    descriptor = int(socket.socketDescriptor())
    if descriptor < 0:
        return False
    try:
        duplicate = os_socket.fromfd(descriptor, os_socket.AF_UNIX, os_socket.SOCK_STREAM)
    except OSError:
        return False
    try:  # the duplicate is closed after, the Qt socket keeps its own descriptor
        credentials = duplicate.getsockopt(os_socket.SOL_SOCKET, option, _UCRED.size)
    except OSError:
        return False
    finally:
        duplicate.close()
    _pid, uid, _gid = _UCRED.unpack(credentials)
    return bool(uid == _user_id())


def _connect(address: str) -> QLocalSocket | None:
    """A socket connected to a running instance's server, or None when nobody answers."""
    socket = QLocalSocket()
    socket.connectToServer(address)
    return socket if socket.waitForConnected(CONNECT_TIMEOUT_MS) else None


def hand_over(address: str, path: Path | None) -> bool:
    """Pass ``path`` (or just "come to the front") to a running instance; False if none runs,
    or if the one answering is another user's (nothing is sent to it then)."""
    socket = _connect(address)
    if socket is None:
        return False
    if not peer_is_this_user(socket):
        log.warning("the server at %s belongs to another user: nothing handed over", address)
        socket.abort()
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

    def __init__(self, address: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.setMaxPendingConnections(MAX_PEERS)
        self._server.newConnection.connect(self._accept)
        self._peers: dict[QLocalSocket, _Peer] = {}

    @property
    def peers(self) -> int:
        """How many connections are being served (read, or waited for) now."""
        return len(self._peers)

    def listen(self) -> bool:
        """Start listening, unless another instance answers on the address (False then, and when
        it cannot listen at all, which the app survives). A server left by a crashed instance,
        which nobody answers on, is replaced. The probe comes first because Qt, creating the
        socket with access options, would silently take a live address over."""
        probe = _connect(self.address)
        if probe is not None:
            probe.abort()
            log.info("another instance listens on %s", self.address)
            return False
        if self._server.listen(self.address):
            return True
        if self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError:
            QLocalServer.removeServer(self.address)
            if self._server.listen(self.address):
                return True
        log.warning("cannot listen for other starts: %s", self._server.errorString())
        return False

    def close(self) -> None:
        self._server.close()
        for socket in list(self._peers):
            self._drop(socket)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if len(self._peers) >= MAX_PEERS:
                log.warning("too many connections at once: one refused")
                _close(socket)
                continue
            if not peer_is_this_user(socket):
                log.warning("refused a connection from another user")
                _close(socket)
                continue
            deadline = QTimer(socket)
            deadline.setSingleShot(True)
            deadline.timeout.connect(lambda s=socket: self._drop(s))
            deadline.start(REQUEST_TIMEOUT_MS)
            self._peers[socket] = _Peer(deadline)
            socket.setReadBufferSize(MAX_MESSAGE + 1)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            if socket.bytesAvailable():  # it may have written before its signals were connected
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        peer = self._peers.get(socket)
        if peer is None:
            return
        peer.received += bytes(socket.read(MAX_MESSAGE + 1 - len(peer.received)).data())
        if b"\n" not in peer.received:
            if len(peer.received) > MAX_MESSAGE:
                log.warning("dropped a connection whose message is too long")
                self._drop(socket)
            return
        line = bytes(peer.received.split(b"\n", 1)[0])
        self._drop(socket)
        request = _parse(line)
        if request is not False:
            self.requested.emit(request)

    def _drop(self, socket: QLocalSocket) -> None:
        peer = self._peers.pop(socket, None)
        if peer is not None:
            peer.deadline.stop()
            _close(socket)


@dataclass
class _Peer:
    """What the server keeps of one connection: the bytes so far, and its time limit."""

    deadline: QTimer
    received: bytearray = field(default_factory=bytearray)


def _close(socket: QLocalSocket) -> None:
    """Close ``socket`` at once, silently (its ``disconnected`` would call back), and free it."""
    socket.blockSignals(True)
    socket.abort()
    socket.deleteLater()


def _parse(line: bytes) -> Path | bool | None:
    """The Path to open, None for "come forward", or False for a message that is not ours."""
    try:
        message = json.loads(line.decode())
    except (UnicodeDecodeError, ValueError, RecursionError):
        log.warning("ignored a message that is not a request: %r", line[:80])
        return False
    if not isinstance(message, dict) or "open" not in message:
        return False
    target = message["open"]
    if target is None:
        return None
    if isinstance(target, str) and target and "\0" not in target:
        return Path(target)
    return False
