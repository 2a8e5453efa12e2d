"""Reading a record file safely: the file itself, its size, its text and its JSON.

The first layer of the loader (:mod:`.record` has the rest): whatever the path names and the
bytes hold, the outcome is the JSON values of an ordinary file of at most MAX_RECORD_BYTES, or
one :class:`RecordError` that says what is wrong. Within the JSON data model the schema is
written for (I-JSON, RFC 7493), which no schema can state: no duplicate keys, no NaN, no number
too large for a double, no lone surrogate (``data_model_problem`` says where one is).
"""

from __future__ import annotations

import gc
import json
import math
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from ..translation import translate
from .errors import RecordError
from .record_schema import path_text, quote

__all__ = [
    "MAX_RECORD_BYTES",
    "collector_paused",
    "data_model_problem",
    "is_text",
    "parse_record_bytes",
    "read_record_file",
]

# The largest record of a real partie is some 20 KB (a long au cent partie; its review adds a few
# times that); anything far larger is not a record. The cap bounds the work a hostile file can
# cause: any file up to it loads or is refused in well under a second (benchmarks/record_loading).
MAX_RECORD_BYTES = 4 * 1024 * 1024


def read_record_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the regular file at ``path`` (at most MAX_RECORD_BYTES), or RecordError.

    Anything but a regular file is refused before a byte is read: a FIFO blocks its reader until
    another program writes to it (forever, if none does) and a device such as /dev/zero never
    ends. The name is opened without blocking (a FIFO opens at once that way) and the open file
    is then asked what it is (``fstat``), so nothing can be swapped in between the check and the
    read, as it could between ``os.stat`` on the name and ``open``. Every way the app and the
    console tools open a record comes through here.
    """
    name = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        why = _not_opened(path, exc)
        raise RecordError(_cannot_read(name, why)) from exc
    try:
        with os.fdopen(fd, "rb") as f:
            fd = -1  # the file object owns it now
            mode = os.fstat(f.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise RecordError(_cannot_read(name, _not_a_file(mode)))
            # One byte more than allowed, rather than trusting the size: the file may be growing.
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(_cannot_read(name, exc.strerror or str(exc))) from exc
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > MAX_RECORD_BYTES:
        text = translate(
            "RecordFile",
            "{file} is larger than {size} MB: that is far too large for a partie record",
        )
        raise RecordError(text.format(file=name, size=MAX_RECORD_BYTES // (1024 * 1024)))
    return raw


def _cannot_read(name: str, why: str) -> str:
    return translate("RecordFile", "cannot read {file}: {why}").format(file=name, why=why)


def _not_a_file(mode: int) -> str:
    """ "it is a folder, not a file; a partie record is an ordinary file", and its like."""
    if stat.S_ISDIR(mode):
        return translate(
            "RecordFile", "it is a folder, not a file; a partie record is an ordinary file"
        )
    if stat.S_ISFIFO(mode):
        return translate(
            "RecordFile", "it is a pipe (FIFO), not a file; a partie record is an ordinary file"
        )
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return translate(
            "RecordFile", "it is a device, not a file; a partie record is an ordinary file"
        )
    if stat.S_ISSOCK(mode):
        return translate(
            "RecordFile", "it is a socket, not a file; a partie record is an ordinary file"
        )
    return translate(
        "RecordFile", "it is not an ordinary file, not a file; a partie record is an ordinary file"
    )


def _not_opened(path: str | os.PathLike[str], exc: OSError) -> str:
    """Why ``os.open`` failed, in words; a socket file, which cannot be opened, says what it is."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        mode = 0
    if stat.S_ISSOCK(mode):
        return _not_a_file(mode)
    return exc.strerror or str(exc)


def parse_record_bytes(raw: bytes) -> object:
    """Decode and parse the bytes of a record file into JSON values, or raise RecordError."""
    try:
        # utf-8-sig: a byte order mark (Windows Notepad adds one) is harmless, so accept it.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        text = translate(
            "RecordFile",
            "not a partie record: the file is not UTF-8 text (bad byte at offset {offset})",
        )
        raise RecordError(text.format(offset=exc.start)) from None
    try:
        data = json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as exc:
        # Some of json's messages end in "at" already ("Unterminated string starting at").
        # json's own words (the problem) stay as json says them.
        problem = exc.msg.removesuffix(" at")
        if exc.pos >= len(text):
            message = translate(
                "RecordFile",
                "not valid JSON: {problem} at line {line}, column {column} (the file ends too "
                "early: is it truncated?)",
            )
        else:
            message = translate(
                "RecordFile", "not valid JSON: {problem} at line {line}, column {column}"
            )
        raise RecordError(
            message.format(problem=problem, line=exc.lineno, column=exc.colno)
        ) from None
    except RecursionError:
        raise RecordError(
            translate("RecordFile", "not a partie record: the JSON is nested far too deeply")
        ) from None
    except ValueError as exc:  # NaN, 1e999, duplicate keys, integers of thousands of digits
        text = translate("RecordFile", "not valid JSON for a record: {problem}")
        raise RecordError(text.format(problem=exc)) from None
    # Parsed text holds nothing else outside the data model: a surrogate can only come from an
    # escape (UTF-8 cannot encode one), so the whole search runs only when the text has one.
    if isinstance(data, dict) and _SURROGATE_ESCAPE.search(text):
        unwritable = data_model_problem({k: v for k, v in data.items() if k != "analysis"}, ())
        if unwritable:
            raise RecordError(unwritable)
    return data


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(translate("RecordFile", "{name} is not a JSON number").format(name=name))


def _finite_float(text: str) -> float:
    """A number such as 1e999 reads as infinity, which no JSON file can hold: written back, it
    would make the file unreadable (``Infinity``), so it is refused like ``Infinity`` itself."""
    value = float(text)
    if not math.isfinite(value):
        too_large = translate("RecordFile", "the number {number} is too large")
        raise ValueError(too_large.format(number=quote(text)))
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Refuse duplicate keys: json keeps the last silently, which would hide a corrupted file."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            twice = translate("RecordFile", "the key {key} appears twice in one object")
            raise ValueError(twice.format(key=quote(key)))  # a key may be a megabyte long
        out[key] = value
    return out


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a record is parsed and read, if it was on.

    A large file becomes hundreds of thousands of small containers, none of them in a cycle, and
    the collector would walk the growing heap again and again meanwhile: a 20 MB file of take
    backs took three times as long. Threads that load at the same time leave it on at the end.
    """
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


def data_model_problem(value: object, where: tuple[str | int, ...]) -> str | None:
    """The first value no JSON file can hold, with its path, or None.

    JSON can spell a lone surrogate (``"\\ud800"``) and ``json`` reads it into a ``str``, so the
    record would open and then fail every save and autosave; ``from_json`` may also be handed an
    infinity or a value of no JSON type. Refused rather than repaired: a record is the source of
    truth, and replacing characters would change the file the player opened without telling him.
    These are the rules of the data model the schema is written for (I-JSON, RFC 7493), so no
    schema could state them: they are the loader's only refusals the schema does not share.
    """
    try:
        json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
        return None  # the fast and usual answer: everything can be written back
    except (ValueError, TypeError) as exc:
        found = _unwritable(value, where)
        text = translate("RecordFile", "{path}: cannot be written back ({error})")
        return found or text.format(path=_where(where), error=exc)


def _unwritable(value: object, where: tuple[str | int, ...]) -> str | None:
    """Search in document order for what made ``json.dumps`` fail (only after it failed)."""
    stack: list[tuple[tuple[str | int, ...], object]] = [(where, value)]
    while stack:
        path, item = stack.pop()
        problem = _unwritable_value(path, item)
        if problem is not None:
            return problem
        if isinstance(item, dict):
            for key in item:
                if not isinstance(key, str) or not is_text(key):
                    text = translate("RecordFile", "{path}: the key {key} is not text")
                    return text.format(path=_where(path), key=quote(key))
            stack.extend(reversed([((*path, k), v) for k, v in item.items()]))
        elif isinstance(item, list | tuple):
            stack.extend(reversed([((*path, i), v) for i, v in enumerate(item)]))
    return None


def _unwritable_value(path: tuple[str | int, ...], item: object) -> str | None:
    where = _where(path)
    if isinstance(item, str):
        if is_text(item):
            return None
        if len(path) == 3 and path[0] == "players" and path[2] in ("name", "level"):
            player = int(path[1]) + 1
            if path[2] == "name":
                text = translate(
                    "RecordFile",
                    "{path}: the name of player {player} is not valid text (it holds a lone "
                    "surrogate, {value})",
                )
            else:
                text = translate(
                    "RecordFile",
                    "{path}: the level of player {player} is not valid text (it holds a lone "
                    "surrogate, {value})",
                )
            return text.format(path=where, player=player, value=quote(item))
        text = translate(
            "RecordFile", "{path}: {value} is not valid text (it holds a lone surrogate)"
        )
        return text.format(path=where, value=quote(item))
    if isinstance(item, float) and not math.isfinite(item):
        text = translate("RecordFile", "{path}: {value} is not a number a JSON file can hold")
        return text.format(path=where, value=item)
    if isinstance(item, int) and not isinstance(item, bool):
        try:
            str(item)
        except ValueError:
            text = translate("RecordFile", "{path}: the number is far too long")
            return text.format(path=where)
        return None
    if item is None or isinstance(item, bool | float | dict | list | tuple):
        return None
    text = translate("RecordFile", "{path}: a {type} is not a JSON value")
    return text.format(path=where, type=type(item).__name__)


def _where(path: tuple[str | int, ...]) -> str:
    """A JSON path as a problem names it, "the record" for the whole of it."""
    return path_text(path) or translate("RecordFile", "the record")


def is_text(value: str) -> bool:
    """Whether a file can hold ``value`` (no lone surrogate), as a record's text must."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
