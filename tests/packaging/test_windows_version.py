"""The Windows version resource accepts every version the project can have, pre-releases too."""

from __future__ import annotations

import re

import pytest
from packaging_tools import load_tool

windows_version = load_tool("windows_version")


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("1.2.3.4", (1, 2, 3, 4)),
        ("0.2.0rc1", (0, 2, 0, 0)),
        ("0.2.0.dev3", (0, 2, 0, 0)),
        ("0.2.0a1.post2", (0, 2, 0, 0)),
        ("0.2.0+deb12", (0, 2, 0, 0)),
        ("v1.0.0", (1, 0, 0, 0)),
    ],
)
def test_the_release_segment_becomes_the_four_numbers(
    version: str, numbers: tuple[int, int, int, int]
) -> None:
    assert windows_version.file_version_numbers(version) == numbers


@pytest.mark.parametrize("version", ["", "dev", "1.2.3.4.5", "70000.0.0"])
def test_a_version_that_cannot_be_stamped_stops_the_build_with_its_text(version: str) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(version))):
        windows_version.file_version_numbers(version)
