"""Text a record cannot hold: a player's name or level with a lone surrogate.

JSON can spell a lone surrogate (``"\\ud800"``) and Python's json reads it into a ``str``, but no
UTF-8 file can hold one, so such a record would open and then fail every save and autosave. The
loader refuses it, naming the field, as it does any other damage; and a record built in code with
such a name fails to save before any file is touched, leaving the previous one whole.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from piquet_desktop.engine.record import (
    PartieRecord,
    PlayerInfo,
    RecordError,
    load_record,
    parse_record_bytes,
    save_record,
)
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def written(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "r.piquet"
    path.write_text(text, encoding="ascii")
    return path


def good_text() -> str:
    import json

    return json.dumps(PartieRecord(RUBICON, PLAYERS, 1, []).to_json())


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('"Bot"', '"B\\ud800t"', "players[1].name: the name of player 2 is not valid text"),
        ('"Ann"', '"\\udfff"', "players[0].name: the name of player 1 is not valid text"),
        ('"greedy"', '"gr\\udc80"', "players[1].level: the level of player 2 is not valid text"),
    ],
)
def test_a_name_with_a_lone_surrogate_is_refused_with_its_field(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    path = written(tmp_path, good_text().replace(old, new))
    with pytest.raises(RecordError) as refused:
        load_record(path)
    message = str(refused.value)
    assert message.startswith(problem), message
    assert "lone surrogate" in message


def test_a_proper_surrogate_pair_is_ordinary_text(tmp_path: Path) -> None:
    path = written(tmp_path, good_text().replace('"Ann"', '"Ann \\ud83c\\udca1"'))
    record, _ = load_record(path)
    assert record.players[0].name == "Ann \U0001f0a1"
    save_record(record, path)
    assert load_record(path)[0].players == record.players


def test_from_json_refuses_a_lone_surrogate_too() -> None:
    import json

    data = json.loads(good_text().replace('"Ann"', '"\\ud800"'))
    with pytest.raises(RecordError, match="lone surrogate"):
        PartieRecord.from_json(data)


def test_parsing_refuses_a_lone_surrogate_anywhere_outside_the_analysis() -> None:
    text = good_text().replace('"app": "', '"app": "\\udc00')
    with pytest.raises(RecordError, match=r"^app: .* is not valid text \(it holds a lone"):
        parse_record_bytes(text.encode())


def test_an_unwritable_name_fails_before_the_old_file_is_touched(tmp_path: Path) -> None:
    path = tmp_path / "p.piquet"
    save_record(PartieRecord(RUBICON, PLAYERS, 1, []), path)
    before = path.read_bytes()
    bad = PartieRecord(RUBICON, (PlayerInfo("\ud800", "human"), PLAYERS[1]), 1, [])

    with pytest.raises(UnicodeEncodeError):
        save_record(bad, path)

    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["p.piquet"]  # no stray temporary file


def test_a_failure_while_writing_removes_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "p.piquet"
    save_record(PartieRecord(RUBICON, PLAYERS, 1, []), path)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        save_record(PartieRecord(RUBICON, PLAYERS, 2, []), path)

    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["p.piquet"]


def test_saving_into_a_folder_that_vanished_raises_oserror(tmp_path: Path) -> None:
    folder = tmp_path / "gone"
    with pytest.raises(FileNotFoundError):
        save_record(PartieRecord(RUBICON, PLAYERS, 1, []), folder / "p.piquet")
    assert os.listdir(tmp_path) == []


def test_a_record_too_large_to_open_again_is_never_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The loader refuses files over the size cap, so saving one would replace a readable file
    with one that cannot be opened: the save fails first and the old file stays."""
    import errno

    from piquet_desktop.engine import record as record_module

    path = written(tmp_path, good_text())
    before = path.read_bytes()
    monkeypatch.setattr(record_module, "MAX_RECORD_BYTES", len(before) - 1)
    record = PartieRecord(RUBICON, PLAYERS, 1, [])
    with pytest.raises(OSError, match="could not be opened again") as refused:
        save_record(record, path)
    assert refused.value.errno == errno.EFBIG
    assert path.read_bytes() == before
