"""The partie record's file type: what a new file is named and what the dialogs offer."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_desktop.engine.file_type import (
    FILE_FILTER,
    OPENED_SUFFIXES,
    RECORD_SUFFIX,
    UNPORTABLE_CHARACTERS,
    has_record_suffix,
    portable_name,
    renamed_to_record_suffix,
    with_record_suffix,
)


def test_the_record_suffix_is_piquet_and_the_earlier_ones_still_open() -> None:
    assert RECORD_SUFFIX == ".piquet"
    assert OPENED_SUFFIXES == (".piquet", ".piquet.json", ".json")


def test_the_dialog_filter_lists_every_suffix_a_record_opens_under_and_all_files() -> None:
    assert FILE_FILTER == "Piquet parties (*.piquet *.piquet.json *.json);;All files (*)"


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("partie", "partie.piquet"),
        ("partie.piquet", "partie.piquet"),
        ("Partie.PIQUET", "Partie.PIQUET"),
        ("kept.piquet.json", "kept.piquet.json"),
        ("kept.json", "kept.json"),
        ("Partie 3.5", "Partie 3.5.piquet"),
        ("notes.txt", "notes.txt.piquet"),
    ],
)
def test_a_chosen_name_gets_piquet_unless_it_already_ends_in_a_record_suffix(
    typed: str, written: str
) -> None:
    assert with_record_suffix(Path("/somewhere") / typed) == Path("/somewhere") / written


@pytest.mark.parametrize(
    ("old", "proposed"),
    [
        ("old.piquet.json", "old.piquet"),
        ("old.json", "old.piquet"),
        ("old.piquet", "old.piquet"),
        ("old", "old.piquet"),
    ],
)
def test_an_earlier_builds_name_is_offered_with_the_current_suffix(old: str, proposed: str) -> None:
    assert renamed_to_record_suffix(Path("/d") / old) == Path("/d") / proposed


def test_only_the_record_suffixes_count_as_a_record_name() -> None:
    assert has_record_suffix("a.piquet") and has_record_suffix("a.piquet.json")
    assert has_record_suffix("a.json") and not has_record_suffix("a.piquet.txt")


@pytest.mark.parametrize(
    ("typed", "portable"),
    [
        ("Rubicon: revanche?.piquet", "Rubicon_ revanche_.piquet"),
        ('a<b>|c*"d\\e.piquet', "a_b__c__d_e.piquet"),
        ("partie. .piquet", "partie.piquet"),
        ("x.piquet. ", "x.piquet"),
        (" .piquet", "partie.piquet"),
        ("tab\there.piquet", "tab_here.piquet"),
        ("fine name (2).piquet", "fine name (2).piquet"),
        ("older.piquet.json", "older.piquet.json"),
    ],
)
def test_portable_name_replaces_what_fat_and_ntfs_cannot_hold(typed: str, portable: str) -> None:
    assert portable_name(typed) == portable


@given(st.text(max_size=40))
def test_a_portable_name_is_never_empty_and_stays_as_it_is(name: str) -> None:
    once = portable_name(name)
    assert once and not once.endswith((".", " "))
    assert not any(c in UNPORTABLE_CHARACTERS or ord(c) < 32 for c in once)
    assert portable_name(once) == once
