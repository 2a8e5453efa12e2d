"""Command-line pieces the console tools share: the parser, number arguments, rule options.

Every tool that plays or judges a deal accepts the same rule options, so one function turns them
into a ``RuleSet`` and reports a bad option through argparse (usage line, exit status 2) in the
same words everywhere.

What a tool prints about its input is made safe for a terminal here (``console_text``): a file
named with escape codes (``\x1b]2;...``) would otherwise retitle, recolour or rewrite the
terminal of whoever reads the error, and a reason quoting a crafted file is bounded to a few
hundred characters. ``ConsoleParser`` does it for every argparse error, and every number argument
is a ``whole_number`` with bounds, so ``--score`` of 400 digits is refused in words (exit status
2), never an ``OverflowError`` from deep inside.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from collections.abc import Callable
from typing import NoReturn

from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.engine.rules import RuleSet, preset
from piquet_desktop.translation import translate

MAX_SEED = 2**63 - 1
"""The largest seed a tool takes (and the most negative, negated)."""


_UNSAFE = ("Cc", "Cf", "Zl", "Zp")  # controls, format characters, line and paragraph breaks


def terminal_safe(text: str) -> str:
    """``text`` with every control and format character (escape codes, line breaks, right-to-left
    overrides) written as ``\x1b``, ``\n``, ``\u202e``: a name from a record, printed in a line
    of a tool's output, can then neither drive the terminal nor start a line of its own."""
    out = []
    for char in text:
        if unicodedata.category(char) in _UNSAFE:
            out.append(repr(char)[1:-1] if char.isascii() else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def terminal_json(value: object) -> str:
    """``value`` as indented JSON a terminal may show: ``json`` escapes the C0 controls, and
    every other control or format character (NEL, CSI as one byte, bidi overrides, the line
    separators) is written as a JSON escape too, so the text means the same to a JSON reader."""
    text = json.dumps(value, ensure_ascii=False, indent=1)
    return "".join(
        json.dumps(char)[1:-1] if unicodedata.category(char) in _UNSAFE and char != "\n" else char
        for char in text
    )


def console_text(text: str) -> str:
    """``text`` as a terminal may show it (``terminal_safe``), the whole bounded
    (``bounded_text.bounded``): for a message quoting its input."""
    return bounded(terminal_safe(text))


class ConsoleParser(argparse.ArgumentParser):
    """argparse's parser, whose error messages (which quote the arguments) are ``console_text``."""

    def error(self, message: str) -> NoReturn:
        super().error(console_text(message))


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``, or a refusal in words."""

    def parse(text: str) -> int:
        shown = bounded(text.strip(), 24)
        try:
            value = int(text)
        except ValueError:  # also a number of more than 4,300 digits
            raise argparse.ArgumentTypeError(
                translate("ConsoleOptions", "expected a whole number, not {text}").format(
                    text=repr(shown)
                )
            ) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                translate("ConsoleOptions", "must be from {low} to {high}, not {text}").format(
                    low=low, high=high, text=shown
                )
            )
        return value

    parse.__name__ = "whole number"  # argparse names the type by it in its own messages
    return parse


MAX_COUNT = 1_000_000
"""The largest count (of parties, deals, worlds, jobs) a tool takes, either sign: each tool's own
checks then say which small ones it refuses ("--jobs must be at least 1")."""

SEED = whole_number(-MAX_SEED, MAX_SEED)
COUNT = whole_number(-MAX_COUNT, MAX_COUNT)


def rules_from_options(
    parser: argparse.ArgumentParser, preset_name: str, options: list[str]
) -> RuleSet:
    """The preset changed by each ``NAME=VALUE`` option in turn.

    A bad option calls ``parser.error``, which prints the usage line and exits with status 2.
    """
    rules = preset(preset_name)
    for option in options:
        name, sep, value = option.partition("=")
        if not sep or not name.strip():
            parser.error(
                translate("RuleOptions", "--option expects NAME=VALUE, not {option!r}").format(
                    option=option
                )
            )
        try:
            rules = rules.with_option(name.strip(), value)
        except ValueError as err:
            parser.error(str(err))
    return rules
