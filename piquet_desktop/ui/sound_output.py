"""The sound card, off the GUI thread: a mixer fed by a queue, silent when there is no device.

Why miniaudio and not Qt: Qt's sound classes (QSoundEffect, QMediaPlayer) are in Qt Multimedia,
which PySide6 ships only in PySide6-Addons, hundreds of MB that the game would carry for six
clicks and swishes. The ``miniaudio`` wheel (MIT) bundles its C library: 1.7 MB installed, with
``cffi`` (1.3 MB) to call it, and it speaks WASAPI, Core Audio, PulseAudio and ALSA by itself
(docs/DESIGN-APP.md, "Why miniaudio").

How it plays without blocking: ``play`` only puts the sound's samples on a queue and returns. A
playback device is opened on first use, on a thread of its own, and pulls frames from a generator
that mixes every sound queued so far (mono, 16-bit, 22 050 Hz, the format of resources/sounds).
Nothing here touches Qt, so the GUI thread never waits for the sound card, and a sound card that
cannot be opened costs one log line, after which every sound is dropped quietly, until a sound
asked for at least ``RETRY_AFTER_S`` later tries the card again (headphones plugged in, a sound
server started after the game: the player should not have to restart to hear it). ALSA writes its
complaints about a missing card straight to stderr; they are silenced for this process
(``_quiet_alsa``) before the device is opened, since the one log line says all there is to say.

Tests and the offscreen tools hear nothing: ``PIQUET_SOUND=off`` (tests/conftest.py sets it) makes
``open_output`` return a ``SilentOutput``, which counts what it was asked to play.
"""

from __future__ import annotations

import array
import contextlib
import ctypes
import ctypes.util
import logging
import os
import queue
import sys
import threading
import time
import wave
from collections.abc import Callable, Generator
from typing import Any, Protocol

from piquet_desktop.resources import resource_path

__all__ = [
    "RATE",
    "RETRY_AFTER_S",
    "SOUND_ENV",
    "SOUND_NAMES",
    "DeviceOutput",
    "SilentOutput",
    "SoundOutput",
    "load_samples",
    "mix",
    "open_output",
]

log = logging.getLogger(__name__)

RATE = 22_050
SOUND_ENV = "PIQUET_SOUND"
SOUND_NAMES = ("card", "deal", "talon", "gather", "won", "lost")
_BUFFER_MS = 40  # the device's buffer: short enough to sound at once, long enough not to stutter
RETRY_AFTER_S = 30.0
"""After a device failed to open, how long sounds are dropped before the next one tries again:
long enough that a machine without sound does not try at every card, short enough that a card
plugged in is heard within the deal."""


class SoundOutput(Protocol):
    """Where sounds go: ``play`` returns at once, whatever the sound card does."""

    def play(self, name: str, volume: float) -> None: ...

    def prepare(self) -> None:
        """Open the device now, ahead of the first sound (returns at once)."""

    def close(self) -> None: ...


class SilentOutput:
    """Plays nothing and remembers what it was asked (tests; a system without sound)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.prepared = 0

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def prepare(self) -> None:
        self.prepared += 1

    def close(self) -> None:
        pass


def load_samples(name: str) -> array.array[int]:
    """The 16-bit mono samples of ``resources/sounds/<name>.wav``; ValueError for another format."""
    with wave.open(str(resource_path(f"sounds/{name}.wav")), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"sounds/{name}.wav is not mono 16-bit {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return samples


def mix(playing: list[list[Any]], frames: int) -> array.array[int]:
    """The next ``frames`` samples of the sounds in ``playing`` added together, clipped.

    Each entry is ``[samples, position, volume]``; positions move on, and sounds that have ended
    are taken out of the list. Silence when nothing plays.
    """
    out = [0.0] * frames
    for entry in list(playing):
        samples, position, volume = entry
        chunk = samples[position : position + frames]
        for i, value in enumerate(chunk):
            out[i] += value * volume
        entry[1] = position + len(chunk)
        if entry[1] >= len(samples):
            playing.remove(entry)
    return array.array("h", (int(max(-32767.0, min(32767.0, v))) for v in out))


class DeviceOutput:
    """The system's default playback device, opened on a thread of its own at the first sound."""

    def __init__(
        self,
        backends: list[Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._backends = backends  # miniaudio.Backend values, None: the platform's own order
        self._clock = clock
        self._queue: queue.SimpleQueue[tuple[array.array[int], float] | None] = queue.SimpleQueue()
        self._samples: dict[str, array.array[int]] = {}
        self._thread: threading.Thread | None = None
        self._failed = False
        self._failed_at = 0.0
        self._device: Any = None

    @property
    def started(self) -> bool:
        """Whether the device is open and playing what is queued."""
        return self._device is not None

    @property
    def failed(self) -> bool:
        """Whether the device could not be opened at the last try (sounds are dropped until
        ``RETRY_AFTER_S`` after it)."""
        return self._failed

    @property
    def opening(self) -> threading.Thread | None:
        """The thread opening the device, if one was started (tests join it)."""
        return self._thread

    def play(self, name: str, volume: float) -> None:
        if volume <= 0:
            return
        if self._failed:
            if self._clock() - self._failed_at < RETRY_AFTER_S:
                return
            self._failed = False
            self._thread = None  # try the card again
            self._queue = queue.SimpleQueue()  # what was dropped stays dropped
        samples = self._samples.get(name)
        if samples is None:
            try:
                samples = self._samples[name] = load_samples(name)
            except (OSError, ValueError, EOFError, wave.Error) as exc:
                log.warning("sound %r cannot be read: %s", name, exc)
                return
        self._queue.put((samples, volume))
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
            self._thread.start()

    def prepare(self) -> None:
        """Open the device on its thread now, if no open was tried yet: the import of the
        sound library, the search for the card and a sound server's start-up then fall while
        the table rests, not on the first deal's frames (the first sound opened it before, and
        a gap of 40-50 ms fell in the deal at every start)."""
        if self._thread is None and not self._failed:
            # The library's import holds the interpreter's lock throughout (a C extension and
            # cffi loaded, 100 ms here): done on the caller's thread, at rest, it cannot stall
            # a frame; on the device's thread it did.
            with contextlib.suppress(ImportError):
                import miniaudio  # noqa: F401  (the thread's import then finds it loaded)
            self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
            self._thread.start()

    def close(self) -> None:
        self._queue.put(None)
        device = self._device
        if device is not None:
            device.close()
            self._device = None

    def _open(self) -> None:
        try:
            import miniaudio

            _quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=_BUFFER_MS,
                app_name="Piquet Desktop",
                backends=self._backends,
            )
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no library, no device, no server: the game goes on silent
            level = logging.DEBUG if self._failed_at else logging.INFO  # said once, at info
            log.log(level, "no sound: the playback device cannot be opened (%s)", exc)
            self._failed_at = self._clock()
            self._failed = True  # last: whoever sees it failed sees it said too
            return
        self._device = device

    def _stream(self) -> Generator[array.array[int], int, None]:
        playing: list[list[Any]] = []
        frames = yield array.array("h")
        while True:
            while True:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    return
                playing.append([item[0], 0, item[1]])
            frames = yield mix(playing, frames)


_ALSA_HANDLER: Any = None


def _quiet_alsa() -> None:
    """Give ALSA an error handler that prints nothing (its default writes to stderr)."""
    global _ALSA_HANDLER
    if _ALSA_HANDLER is not None or not sys.platform.startswith("linux"):
        return
    try:  # by its soname first: find_library runs ldconfig in a subprocess (a fork)
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        name = ctypes.util.find_library("asound")
        if name is None:
            return  # no ALSA: nothing to quiet
        try:
            alsa = ctypes.CDLL(name)
        except OSError:
            return
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    _ALSA_HANDLER = handler_type(lambda *_args: None)
    alsa.snd_lib_error_set_handler(_ALSA_HANDLER)


def open_output() -> SoundOutput:
    """The output the app plays to: the sound card, or silence under ``PIQUET_SOUND=off``."""
    if os.environ.get(SOUND_ENV, "").strip().lower() in ("off", "0", "no"):
        return SilentOutput()
    return DeviceOutput()
