"""A man page in roff, written at build time from a command's argparse parser.

Why generated: the options of ``piquet`` are defined once, in ``piquet_desktop/app.py``'s
``build_parser``, and those of each console tool in its ``piquet_desktop/cli`` module; a page
written by hand would fall behind the first time an option changed. The page has the sections a
reader looks for (NAME, SYNOPSIS, DESCRIPTION, ARGUMENTS, COMMANDS for a tool with subcommands
such as ``piquet-record validate``, OPTIONS) and is plain ``man(7)`` macros, which ``man`` and
lintian's checks read. Its date comes from ``SOURCE_DATE_EPOCH``, so two builds of one commit
write the same page.
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


def _metavar(action: argparse.Action, default: str) -> str:
    """What ``--help`` shows as the value: the metavar, else the choices, else ``default``."""
    if action.metavar is not None:
        return str(action.metavar)
    if action.choices is not None:
        return "{" + ",".join(str(choice) for choice in action.choices) + "}"
    return default


def _option_label(action: argparse.Action) -> str:
    names = ", ".join(f"\\fB{_escape(name)}\\fR" for name in action.option_strings)
    if action.nargs == 0:
        return names
    return f"{names} \\fI{_escape(_metavar(action, action.dest.upper()))}\\fR"


def _one_line_usage(parser: argparse.ArgumentParser) -> str:
    """The usage without ``usage:`` and on one line: man wraps it to the reader's width."""
    return " ".join(parser.format_usage().removeprefix("usage: ").split())


def _arguments(parser: argparse.ArgumentParser, prog: str) -> tuple[list[str], list[str]]:
    """The ``.TP`` entries of ``parser``'s positional arguments and of its options (those
    ``--help`` shows), in the order it lists them. Subcommands are left to ``_commands``."""
    shown = [
        a
        for a in parser._actions
        if a.help != argparse.SUPPRESS and not isinstance(a, argparse._SubParsersAction)
    ]
    positionals: list[str] = []
    options: list[str] = []
    for action in shown:
        if action.option_strings:
            options += [".TP", _option_label(action), _escape(_help(action, prog))]
        else:
            label = f"\\fI{_escape(_metavar(action, action.dest))}\\fR"
            positionals += [".TP", label, _escape(_help(action, prog))]
    return positionals, options


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    """A COMMANDS section for a parser with subcommands (``piquet-record validate FILE``): each
    command's usage, what it does and its own arguments and options, as its ``--help`` says."""
    lines: list[str] = []
    for group in parser._actions:
        if not isinstance(group, argparse._SubParsersAction):
            continue
        helps = {choice.dest: choice.help for choice in group._choices_actions}
        for name, sub in group.choices.items():
            usage = _one_line_usage(sub).removeprefix(sub.prog).strip()
            lines += [".SS " + _escape(name), f".B {_escape(sub.prog)}", _escape(usage)]
            said = sub.description or helps.get(name) or ""
            if said:
                lines += [".PP", _escape(said)]
            positionals, options = _arguments(sub, sub.prog)
            lines += positionals + options
    return [".SH COMMANDS", *lines] if lines else []


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

    ``argparse`` keeps its arguments in the private ``_actions`` list and a subcommand's help in
    ``_SubParsersAction._choices_actions``; they are the only way to list them one by one, and
    have been stable since Python 3.2.
    """
    name = parser.prog
    date = dt.datetime.fromtimestamp(epoch, tz=dt.UTC).strftime("%Y-%m-%d")
    usage = _one_line_usage(parser)
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
    positionals, options = _arguments(parser, name)
    if positionals:
        lines += [".SH ARGUMENTS", *positionals]
    lines += _commands(parser)
    lines += [".SH OPTIONS", *options]
    return "\n".join(lines) + "\n"
