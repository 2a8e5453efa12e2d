"""A man page in roff, written at build time from a command's argparse parser.

Why generated: the options of ``piquet`` are defined once, in ``piquet_desktop/app.py``'s
``build_parser``; a page written by hand would fall behind the first time an option changed. The
page has the sections a reader looks for (NAME, SYNOPSIS, DESCRIPTION, ARGUMENTS, OPTIONS) and is
plain ``man(7)`` macros, which ``man`` and lintian's checks read. Its date comes from
``SOURCE_DATE_EPOCH``, so two builds of one commit write the same page.
"""

from __future__ import annotations

import argparse
import datetime as dt

__all__ = ["man_page"]


def _escape(text: str) -> str:
    """Text safe in roff: backslashes and hyphens escaped, no line starting with a control
    character ('.' or "'")."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line if line[:1] in ".'" else line) for line in text.splitlines())


def _help(action: argparse.Action, prog: str) -> str:
    """The help text with argparse's ``%(default)s``-style fields filled in, as ``--help`` does."""
    return (action.help or "") % dict(vars(action), prog=prog)


def _option_label(action: argparse.Action) -> str:
    names = ", ".join(f"\\fB{_escape(name)}\\fR" for name in action.option_strings)
    if action.nargs == 0:
        return names
    metavar = action.metavar or action.dest.upper()
    return f"{names} \\fI{_escape(str(metavar))}\\fR"


SECTION_TITLES = {1: "User Commands", 6: "Games Manual"}


def man_page(
    parser: argparse.ArgumentParser,
    section: int,
    summary: str,
    version: str,
    epoch: int,
    description: str,
) -> str:
    """The page of ``parser.prog`` in ``section`` (1 for commands, 6 for games), dated by
    ``epoch`` (seconds, UTC).

    ``argparse`` keeps its arguments in the private ``_actions`` list; it is the only way to list
    them one by one, and has been stable since Python 3.2.
    """
    name = parser.prog
    date = dt.datetime.fromtimestamp(epoch, tz=dt.UTC).strftime("%Y-%m-%d")
    usage = " ".join(parser.format_usage().removeprefix("usage: ").split())  # one line: man wraps
    lines = [
        f'.TH {name.upper()} {section} "{date}" "{_escape(name)} {version}" '
        f'"{SECTION_TITLES[section]}"',
        ".SH NAME",
        f"{_escape(name)} \\- {_escape(summary)}",
        ".SH SYNOPSIS",
        f".B {_escape(name)}",
        _escape(usage.removeprefix(name).strip()),
        ".SH DESCRIPTION",
        _escape(description),
    ]
    shown = [a for a in parser._actions if a.help != argparse.SUPPRESS]
    positionals = [a for a in shown if not a.option_strings]
    options = [a for a in shown if a.option_strings]
    if positionals:
        lines.append(".SH ARGUMENTS")
        for action in positionals:
            lines += [".TP", f"\\fI{_escape(str(action.metavar or action.dest))}\\fR"]
            lines.append(_escape(_help(action, name)))
    lines.append(".SH OPTIONS")
    for action in options:
        lines += [".TP", _option_label(action), _escape(_help(action, name))]
    return "\n".join(lines) + "\n"
