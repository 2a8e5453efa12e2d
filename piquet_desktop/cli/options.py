"""Command-line pieces the console tools share: the rule set from ``--preset`` and ``--option``.

Every tool that plays or judges a deal accepts the same rule options, so one function turns them
into a ``RuleSet`` and reports a bad option through argparse (usage line, exit status 2) in the
same words everywhere.
"""

from __future__ import annotations

import argparse

from piquet_desktop.engine.rules import RuleSet, preset
from piquet_desktop.translation import translate


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
