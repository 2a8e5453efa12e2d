"""The app's words in the player's language: English (the source) or French.

Why it is built this way: the texts are Qt's translation system's (``pyside6-lupdate`` reads the
source into ``resources/translations/piquet_<lang>.ts``, ``pyside6-lrelease`` compiles those into
``.qm`` at build time, a ``QTranslator`` reads them), but the lookup goes through this module
rather than ``QCoreApplication.translate`` for three reasons:

* the engine and the AI are Qt-free (tests/test_architecture.py): they mark their words with
  :func:`QT_TRANSLATE_NOOP` and :func:`translate` here, which imports Qt only once a language is
  installed, so importing the engine still loads no Qt;
* the console tools and the AI worker processes have no ``QCoreApplication`` to install a
  translator on, and ``QTranslator.translate`` needs none;
* lupdate's Python parser only marks a message plural ("numerus") when its count is a literal
  number, so the count is passed to the translator here and ``tools/translations.py`` marks every
  message holding ``%n`` as plural in the ``.ts`` files.

Conventions (docs/TRANSLATION.md says more): the context is the name of the class or module the
text belongs to, every argument but the count is a plain string literal (a test reads the source
and fails otherwise: lupdate silently drops anything else), values go in as ``{name}`` fields
filled with ``str.format`` after the lookup, and a count as ``%n`` with ``n=``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QTranslator

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "SOURCE_LANGUAGE",
    "current_language",
    "install",
    "install_qt_translations",
    "number",
    "percent",
    "resolve_language",
    "translate",
]

log = logging.getLogger(__name__)

SOURCE_LANGUAGE: Final = "en"
LANGUAGES: Final[dict[str, str]] = {"en": "English", "fr": "Français"}
"""The languages the app speaks, each named in itself (as a language menu lists them)."""

_translators: list[QTranslator] = []
_language = SOURCE_LANGUAGE


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate knows
    """Mark ``text`` for translation where it is written, and translate it where it is shown.

    For texts kept in tables and constants before any language is installed: the table holds the
    English, and the code that shows it calls ``translate(context, text)`` with the same context.
    """
    del context
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language (English when none is, or when it has no entry).

    ``n`` (a count, 0 or more) picks the plural form by the language's own rule and replaces
    ``%n`` with the count, as ``QCoreApplication.translate`` does.
    """
    found = ""
    for translator in _translators:
        found = translator.translate(context, text, disambiguation, n) or ""
        if found:
            break
    result = found or text
    if n >= 0:
        if not found:  # no catalogue has it (none installed, or a stale one): the source's "(s)"
            result = result.replace("(s)", "" if n == 1 else "s")
        result = result.replace("%n", str(n))
    return result


def number(value: float, places: int = 0, sign: bool = False) -> str:
    """``value`` written as the installed language writes numbers: "1,234.5" in English,
    "1 234,5" in French (a narrow no-break space between thousands, a decimal comma).
    ``sign`` puts "+" before positive values (a gain, a difference)."""
    text = f"{value:{'+' if sign else ''},.{places}f}"
    if _language == "fr":
        text = text.replace(",", "\u202f").replace(".", ",")
    return text


def percent(share: float, places: int = 0) -> str:
    """``share`` (0 to 1) as a percentage, as the installed language writes one: "45%" in
    English, "45 %" in French with a narrow no-break space (U+202F) before the sign, so that the
    sign never starts a line. The one writer of a percentage: the window, the statistics, the
    hint and the console tools all call it."""
    if _language == "fr":
        return number(share * 100, places) + "\u202f%"
    return f"{share * 100:.{places}f}%"


def current_language() -> str:
    """The code of the installed language ("en" or "fr")."""
    return _language


def resolve_language(choice: str, system: Sequence[str] | None = None) -> str:
    """The language to speak for a preference ``choice``: "system", or a code of LANGUAGES.

    "system" (and any choice that is not a known code) takes the first of the system's UI
    languages that the app speaks, English when none is. ``system`` lists those languages
    (``QLocale.system().uiLanguages()`` when not given), best first, as "fr-FR" or "fr_FR".
    """
    if choice in LANGUAGES:
        return choice
    if system is None:
        from PySide6.QtCore import QLocale

        system = QLocale.system().uiLanguages()
    for name in system:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def install(choice: str = "system", folder: os.PathLike[str] | str | None = None) -> str:
    """Speak the language ``choice`` from now on (see ``resolve_language``); return its code.

    Loads ``piquet_<code>.qm`` from ``folder`` (the resources' translations when not given).
    English has a catalogue too (only its plural forms). A missing or unreadable catalogue leaves
    the texts in English and is logged, never an error: a checkout whose ``.qm`` files are not
    built yet (``.ci/setup`` builds them) still runs. Also makes the language the default
    ``QLocale``, so that numbers and dates that Qt formats follow it.
    """
    global _language
    from PySide6.QtCore import QLocale, QTranslator

    code = resolve_language(choice)
    path = _catalogue_path(code, folder)
    translator = QTranslator()
    loaded = path is not None and translator.load(str(path))
    if not loaded and code != SOURCE_LANGUAGE:
        log.warning("no translation catalogue for %s (%s): the texts stay in English", code, path)
    _translators[:] = [translator] if loaded else []
    _language = code if loaded or code == SOURCE_LANGUAGE else SOURCE_LANGUAGE
    QLocale.setDefault(QLocale(_language))
    return _language


def install_qt_translations(language: str) -> bool:
    """Have Qt's own widgets (standard buttons, file dialogs, text fields' menus) speak
    ``language`` too: Qt's ``qtbase_<lang>.qm`` installed on the running ``QCoreApplication``.

    Returns whether Qt has that catalogue (English needs none and returns True)."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    app = QCoreApplication.instance()
    for old in app.findChildren(QTranslator, "qt-translations") if app is not None else ():
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    if language == SOURCE_LANGUAGE or app is None:
        return language == SOURCE_LANGUAGE
    translator = QTranslator(app)
    translator.setObjectName("qt-translations")
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # qtbase_<lang> holds the widgets' words; qt_<lang> is only a list of every module's
    # catalogue, and fails to load when one of them is absent, as the Essentials wheel's are.
    if not translator.load(f"qtbase_{language}", folder):
        log.warning(
            "Qt has no %s catalogue in %s: its own widgets stay in English", language, folder
        )
        return False
    gaps = _qt_gaps(app)
    gaps.setObjectName("qt-translations")
    QCoreApplication.installTranslator(gaps)  # consulted after Qt's own: installed before it
    return QCoreApplication.installTranslator(translator)


QT_GAPS = {
    ("QFileDialog", "&Look in:"): QT_TRANSLATE_NOOP("QtGaps", "&Look in:"),
    ("QFileDialog", "Files of &type:"): QT_TRANSLATE_NOOP("QtGaps", "Files of &type:"),
    ("QAbstractFileIconProvider", "Folder"): QT_TRANSLATE_NOOP("QtGaps", "Folder"),
    ("QAbstractFileIconProvider", "File"): QT_TRANSLATE_NOOP("QtGaps", "File"),
    ("QAbstractFileIconProvider", "%1 File"): QT_TRANSLATE_NOOP("QtGaps", "%1 File"),
}
"""Qt's own texts that its French catalogue (the one PySide6 ships) lacks: the file dialog's
"&Look in:" and "Files of &type:" (Qt 6 gave them a mnemonic, the catalogue has the old texts)
and the file types of its list. Translated in the app's catalogue, under the context "QtGaps"."""


def _qt_gaps(parent: QObject) -> QTranslator:
    """A translator answering ``QT_GAPS`` from the app's catalogue, and nothing else (None
    lets Qt ask the next translator)."""
    from PySide6.QtCore import QTranslator

    class QtGaps(QTranslator):
        def translate(
            self,
            context: str,
            source: str,
            disambiguation: str | None = None,
            n: int = -1,
        ) -> str | None:
            text = QT_GAPS.get((str(context), source))
            if text is None:
                return None
            said = translate("QtGaps", text)
            return said if said != text else None

        def isEmpty(self) -> bool:
            return False

    return QtGaps(parent)


def _catalogue_path(code: str, folder: os.PathLike[str] | str | None) -> os.PathLike[str] | None:
    from pathlib import Path

    name = f"piquet_{code}.qm"
    if folder is not None:
        path = Path(folder) / name
        return path if path.is_file() else None
    from piquet_desktop.resources import resource_path

    try:
        return resource_path(f"translations/{name}")
    except FileNotFoundError:
        return None
