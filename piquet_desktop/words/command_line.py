"""The command lines in the system's language: argparse's own words routed to the app's catalogue.

argparse writes some words itself ("usage:", "options:", "show this help message and exit",
"the following arguments are required: %s", ...) and looks each one up when it writes it, through
its module's ``_`` (gettext's ``gettext``) and ``ngettext``. Pointing those two names at
``translation.translate`` puts argparse's words in the app's Qt catalogues under the context
"argparse", beside the tools' own texts, so that one ``.ts`` holds every word a command line
shows (gettext would want a ``.mo`` of its own). lupdate never reads argparse's source, so the
texts are listed below with ``QT_TRANSLATE_NOOP``: those Python 3.11 to 3.13 show a user. The
ones only a mistake in building a parser shows (a bad ``add_argument``) stay English, and a text
a later Python adds stays English until it is listed here.

Here rather than in ``cli/``: the app's own command line (``piquet``) needs it too, and the app
may not import the console tools.
"""

from __future__ import annotations

import argparse

from piquet_desktop import translation
from piquet_desktop.translation import QT_TRANSLATE_NOOP

__all__ = ["ARGPARSE_TEXTS", "route_argparse", "speak_system_language"]

ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "subcommands"),
    QT_TRANSLATE_NOOP("argparse", "%(heading)s:"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", " (default: %(default)s)"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: warning: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
    QT_TRANSLATE_NOOP("argparse", 'argument "-" with mode %r'),
    QT_TRANSLATE_NOOP("argparse", "option '%(option)s' is deprecated"),
    QT_TRANSLATE_NOOP("argparse", "command '%(parser_name)s' is deprecated"),
    QT_TRANSLATE_NOOP("argparse", "argument '%(argument_name)s' is deprecated"),
)
"""argparse's words a user can see, as argparse writes them (printf-style fields and all)."""


def _gettext(text: str) -> str:
    # Python 3.11 and 3.12 also pass add_subparsers' description through, which may be None.
    return translation.translate("argparse", text) if isinstance(text, str) else text


def _ngettext(singular: str, plural: str, count: int) -> str:
    """argparse's two plural texts are two messages, as gettext writes them, chosen by the
    English rule: their counts (arguments, option strings) are never 0, the one count where
    French and English choose differently."""
    chosen = singular if count == 1 else plural
    return translation.translate("argparse", chosen)


def route_argparse() -> None:
    """Have argparse look its words up in the installed language from now on (for every parser
    of the process: argparse resolves ``_`` and ``ngettext`` when it writes)."""
    argparse._ = _gettext  # type: ignore[attr-defined]
    argparse.ngettext = _ngettext  # type: ignore[attr-defined]


def speak_system_language() -> str:
    """What a command line does first: speak the system's language (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, read by Qt's ``QLocale``), argparse's words included, so that
    the parser is built and its help and errors written in it. Returns the language's code."""
    code = translation.install("system")
    route_argparse()
    return code
