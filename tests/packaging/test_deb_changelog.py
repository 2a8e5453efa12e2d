"""The Debian-format changelog written from CHANGELOG.md (packaging/deb_changelog.py)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from packaging_tools import ROOT, load_tool

changelog = load_tool("deb_changelog")

MAINTAINER = "Piquet Desktop contributors <piquet-desktop@users.noreply.github.com>"
EPOCH = 1_764_547_200  # 2025-12-01 00:00 UTC
MARKDOWN = """\
# Changelog

Some words about the format.

## [Unreleased]

### Added

- **Review** of every decision, in `ai/review/`, described in
  [docs/AI.md](docs/AI.md).

- A second change.

### Fixed

- A fix.

## [0.2.0] - 2026-01-15

### Changed

- Something changed.

## [0.1.0]

The first version.

### Added

- Everything.
"""


def _text(version: str = "0.2.0", markdown: str = MARKDOWN) -> str:
    return changelog.debian_changelog(markdown, "piquet-desktop", version, MAINTAINER, EPOCH)


def test_each_version_is_an_entry_newest_first_with_the_unreleased_changes_in_the_first() -> None:
    text = _text()
    entries = text.split("\n\n -- ")

    assert text.startswith("piquet-desktop (0.2.0) unstable; urgency=medium\n\n")
    assert "piquet-desktop (0.1.0) unstable; urgency=medium" in text
    first = entries[0]
    assert first.index("Added (unreleased):") < first.index("Changed:")
    assert "    - Review of every decision, in ai/review/, described in docs/AI.md." in first
    assert "    - A second change." in first and "  * Fixed (unreleased):" in first
    assert "Something changed." in first and "Everything." not in first
    assert "  * The first version." in text  # a section's words before its groups


def test_entries_are_dated_by_their_heading_or_else_by_the_build() -> None:
    trailers = [line for line in _text().splitlines() if line.startswith(" -- ")]

    assert trailers == [
        f" -- {MAINTAINER}  Thu, 15 Jan 2026 12:00:00 +0000",
        f" -- {MAINTAINER}  Mon, 01 Dec 2025 00:00:00 +0000",
    ]


def test_a_version_without_a_section_of_its_own_gets_the_unreleased_changes() -> None:
    text = _text("0.3.0")

    assert text.startswith("piquet-desktop (0.3.0) unstable; urgency=medium\n\n")
    assert text.index("(0.3.0)") < text.index("(0.2.0)") < text.index("(0.1.0)")
    assert text.count("(unreleased):") == 2  # only in the new version's entry


def test_a_version_the_changelog_does_not_know_is_refused_without_unreleased_changes() -> None:
    released_only = MARKDOWN.replace("## [Unreleased]", "## [0.2.1]")

    with pytest.raises(ValueError, match=r"no section for 9\.9\.9"):
        _text("9.9.9", released_only)


def test_lines_fit_80_columns_and_the_same_input_writes_the_same_text() -> None:
    text = _text("0.1.0", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))

    assert text == _text("0.1.0", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith(" -- "))
    assert "**" not in text and "`" not in text and "](" not in text


@pytest.mark.skipif(shutil.which("dpkg-parsechangelog") is None, reason="needs dpkg-dev")
def test_dpkg_reads_the_project_changelog(tmp_path: Path) -> None:
    path = tmp_path / "changelog"
    path.write_text(_text("0.1.0", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")))

    result = subprocess.run(
        ["dpkg-parsechangelog", "-l", str(path), "--all", "-S", "Version"],
        capture_output=True,
        text=True,
    )

    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout.split() == ["0.1.0"]
