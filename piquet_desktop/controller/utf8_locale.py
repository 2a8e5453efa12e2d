"""A UTF-8 character encoding before Qt starts, when the system's locale is not generated.

Qt needs a UTF-8 ``LC_CTYPE``. When a ``QCoreApplication`` is made it applies the environment's
locale (``setlocale(LC_ALL, "")``) and, if the encoding it then has is not UTF-8, switches
``LC_CTYPE`` to ``C.UTF-8`` itself and prints a four-line notice on stderr ("Detected locale "C"
with character encoding "ANSI_X3.4-1968"..."). On a minimal system the locale the environment
names (``LANG``, ``LC_ALL``) is often not generated: ``setlocale`` fails, the process keeps the
"C" locale it started with and Qt prints its notice at every start. (Python itself moves the
plain "C" locale to C.UTF-8 when only ``LANG`` names a missing locale, PEP 538, but not when
``LC_ALL`` does, nor in an interpreter embedded with the coercion off.)

:func:`use_utf8_when_locale_missing` does Qt's switch first, quietly: when the environment's
locale cannot be applied and the encoding is not UTF-8, ``LC_CTYPE`` becomes ``C.UTF-8``. Qt's
own ``setlocale(LC_ALL, "")`` then fails as it would, leaves that in place, finds UTF-8 and says
nothing: the behaviour is the one Qt fell back to, without the notice. The environment is not
touched, so ``QLocale.system()`` still reads the player's language from it (a French ``LANG``
still gets the French texts), and a generated locale whose encoding is not UTF-8 is left to Qt,
which then has something worth saying. No Qt is imported here.
"""

from __future__ import annotations

import locale

__all__ = ["FALLBACK_LOCALES", "use_utf8_when_locale_missing"]

FALLBACK_LOCALES = ("C.UTF-8", "C.utf8")
"""Qt's own fallbacks, in its order."""


def _is_utf8() -> bool:
    encoding = locale.nl_langinfo(locale.CODESET).replace("-", "").lower()
    return encoding == "utf8"


def use_utf8_when_locale_missing() -> str | None:
    """Call before the ``QApplication`` is made. Returns the locale ``LC_CTYPE`` was switched
    to, or None when nothing needed doing (the environment's locale applies, or the encoding is
    UTF-8 already, or no UTF-8 fallback exists: then Qt says so, as it should)."""
    try:
        locale.setlocale(locale.LC_ALL, "")
        return None  # the environment's locale exists: Qt applies it the same way
    except locale.Error:
        pass  # not generated: the process keeps the locale it has
    if _is_utf8():
        return None
    for name in FALLBACK_LOCALES:
        try:
            locale.setlocale(locale.LC_CTYPE, name)
        except locale.Error:
            continue
        return name
    return None
