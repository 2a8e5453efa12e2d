"""The package's ``changelog.gz`` in Debian's format, written from the project's CHANGELOG.md.

Why: the .deb is a native package (its version has no Debian revision), so Debian Policy 12.7
wants one changelog, ``/usr/share/doc/<package>/changelog.gz``, in the format of
``debian/changelog`` (``dpkg-parsechangelog`` and lintian read it). The project keeps its history
once, in CHANGELOG.md (Keep a Changelog); this turns it into that format rather than keeping a
second history by hand.

The mapping: each ``## [version]`` section is an entry ``piquet-desktop (version) unstable;
urgency=medium``, newest first. The ``## [Unreleased]`` changes are in the package being built,
whose version is still the last release's (pyproject.toml), so they open that version's entry,
headed as not yet released. Each ``### Added``/``Changed``/... group is a ``*`` item with the
changes as ``-`` sub-items; Markdown emphasis, code marks and links are reduced to their text;
lines are wrapped to 80 columns. An entry is dated by a date in its heading (``## [1.0.0] -
2027-01-15``), else by the build's ``SOURCE_DATE_EPOCH``, so two builds of one commit write the
same file.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import re
import textwrap
from dataclasses import dataclass, field

__all__ = ["debian_changelog"]

WIDTH = 80
_HEADING = re.compile(r"^## \[(?P<name>[^\]]+)\](?:\s*-\s*(?P<date>\d{4}-\d{2}-\d{2}))?")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


@dataclass
class _Section:
    name: str
    date: str | None
    intro: list[str] = field(default_factory=list)  # the lines before the first group
    groups: list[tuple[str, list[list[str]]]] = field(default_factory=list)  # items as lines


def _plain(text: str) -> str:
    """Markdown inline marks reduced to the text a reader of a plain file wants."""
    text = _LINK.sub(r"\1", text)
    return text.replace("**", "").replace("`", "")


def _sections(markdown: str) -> list[_Section]:
    """The version sections of a Keep a Changelog file: intro, and groups of items."""
    sections: list[_Section] = []
    item: list[str] | None = None  # the item whose continuation lines may follow
    for line in markdown.splitlines():
        heading = _HEADING.match(line)
        if heading:
            sections.append(_Section(heading["name"], heading["date"]))
            item = None
        elif not sections or not line.strip():
            item = None
        elif line.startswith("### "):
            sections[-1].groups.append((line[4:].strip(), []))
            item = None
        elif line.startswith("- ") and sections[-1].groups:
            item = [line[2:].strip()]
            sections[-1].groups[-1][1].append(item)
        elif item is not None and line.startswith(" "):
            item.append(line.strip())
        elif not sections[-1].groups:
            sections[-1].intro.append(line.strip())
    return sections


def _wrapped(text: str, first: str, rest: str) -> list[str]:
    return textwrap.wrap(
        _plain(text),
        WIDTH,
        initial_indent=first,
        subsequent_indent=rest,
        break_long_words=False,
        break_on_hyphens=False,
    )


def _body(section: _Section, unreleased: _Section | None) -> list[str]:
    """The entry's lines: the unreleased changes first (when given), then the section's."""
    lines: list[str] = []
    if unreleased is not None and any(items for _, items in unreleased.groups):
        lines += _wrapped(
            f"Not yet released: this build also holds the changes made since {section.name}, "
            "listed first as (unreleased).",
            "  * ",
            "    ",
        )
        lines += _groups(unreleased.groups, " (unreleased)")
    if section.intro:
        lines += _wrapped(" ".join(section.intro), "  * ", "    ")
    lines += _groups(section.groups, "")
    return lines or [f"  * Version {section.name}."]


def _groups(groups: list[tuple[str, list[list[str]]]], suffix: str) -> list[str]:
    lines: list[str] = []
    for title, items in groups:
        if items:
            lines.append(f"  * {title}{suffix}:")
            for item in items:
                lines += _wrapped(" ".join(item), "    - ", "      ")
    return lines


def debian_changelog(markdown: str, package: str, version: str, maintainer: str, epoch: int) -> str:
    """The Debian-format changelog of ``package`` at ``version`` from CHANGELOG.md's text.

    ``maintainer`` is "Name <address>"; ``epoch`` dates the entries whose heading has no date.
    Raises ValueError when CHANGELOG.md has no section for ``version`` and no Unreleased one
    (the package's version would have no entry).
    """
    sections = _sections(markdown)
    unreleased = next((s for s in sections if s.name.lower() == "unreleased"), None)
    released = [s for s in sections if s.name.lower() != "unreleased"]
    names = [s.name for s in released]
    if version in names:
        released = released[names.index(version) :]  # a build of an older version: no newer
    elif unreleased is not None:
        released.insert(0, _Section(version, None))
    else:
        raise ValueError(f"CHANGELOG.md has no section for {version} and none Unreleased")
    entries: list[str] = []
    for index, section in enumerate(released):
        when = (
            dt.datetime.fromisoformat(section.date).replace(hour=12, tzinfo=dt.UTC)
            if section.date
            else dt.datetime.fromtimestamp(epoch, tz=dt.UTC)
        )
        body = _body(section, unreleased if index == 0 else None)
        entries.append(
            "\n".join(
                [
                    f"{package} ({section.name}) unstable; urgency=medium",
                    "",
                    *body,
                    "",
                    f" -- {maintainer}  {email.utils.format_datetime(when)}",
                ]
            )
        )
    return "\n\n".join(entries) + "\n"
