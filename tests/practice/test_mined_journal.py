"""The journal of the positions mined on demand: a finished seed a line, in the shipped file's
format, read back as the file gives them; a damaged line skipped, the others kept."""

from __future__ import annotations

from piquet_desktop.practice.mined_data import read_shipped
from piquet_desktop.practice.mined_journal import partie_seed, read_mined, seed_line


def _seed_with_positions() -> tuple[int, list]:
    shipped = read_shipped()
    seed = partie_seed(shipped.positions[0])
    assert seed is not None
    return seed, [p for p in shipped.positions if partie_seed(p) == seed]


def test_a_seed_is_read_back_with_the_positions_the_file_gives() -> None:
    seed, positions = _seed_with_positions()
    read = read_mined(seed_line(seed, positions).encode("ascii"))

    assert read.skipped == [] and read.last_seed == seed
    assert read.positions == positions


def test_a_seed_that_gave_no_position_is_finished_all_the_same() -> None:
    read = read_mined(seed_line(41, []).encode("ascii"))
    assert read.seeds == {41: []} and read.last_seed == 41 and read.positions == []


def test_a_damaged_line_is_skipped_and_the_others_are_read() -> None:
    seed, positions = _seed_with_positions()
    data = (
        seed_line(seed, positions).encode("ascii")
        + b'{"format": "piquet-mined-exchanges", "version": 1}\n'
        + b"\xff\xfe not even text\n"
        + seed_line(seed + 1000, [])[:-20].encode("ascii")  # torn by a kill
    )
    read = read_mined(data)

    assert read.seeds == {seed: positions}
    assert [line for line, _why in read.skipped] == [2, 3, 4]
    assert "schema" in read.skipped[0][1]
    assert [why for _line, why in read.skipped[1:]] == ["not UTF-8 text", "not a JSON object"]


def test_a_line_naming_a_position_of_another_seed_is_refused() -> None:
    seed, positions = _seed_with_positions()
    read = read_mined(seed_line(seed + 1, positions).encode("ascii"))
    assert read.seeds == {} and "is not of seed" in read.skipped[0][1]


def test_the_partie_seed_is_read_from_the_id_not_the_worlds_seed() -> None:
    position = read_shipped().positions[0]
    assert position.exercise.key.startswith("mined:0:") and partie_seed(position) == 0
    assert position.exercise.seed != 0  # the seed its worlds are drawn from
