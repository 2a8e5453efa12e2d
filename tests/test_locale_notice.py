"""The app starts quietly when the system's locale is not generated (controller/utf8_locale.py).

Each case makes the app's ``QApplication`` (``app._application``) in a fresh interpreter whose
environment names a locale this machine lacks, and reads what it wrote on stderr: Qt's notice
("Detected locale ... which is not UTF-8") must not be there, the encoding must be UTF-8 as Qt's
own fallback made it, and the language still comes from the environment.
"""

from __future__ import annotations

import locale
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MISSING = "xx_YY.UTF-8"

_CHILD = (
    "import locale\n"
    "from piquet_desktop.app import _application\n"
    "from piquet_desktop import translation\n"
    "app = _application()\n"
    "print(locale.nl_langinfo(locale.CODESET))\n"
    "print(translation.resolve_language('system'))\n"
)


def _generated(name: str) -> bool:
    saved = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, name)
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_CTYPE, saved)
    return True


def _start(**names: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(names, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env, timeout=60
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "names",
    [
        {"LANG": MISSING},
        {"LC_ALL": MISSING},  # Python's own C.UTF-8 coercion (PEP 538) does not act on LC_ALL
        {"LANG": MISSING, "PYTHONCOERCECLOCALE": "0"},  # as an embedding interpreter may run
    ],
    ids=["LANG", "LC_ALL", "no-coercion"],
)
def test_a_locale_that_is_not_generated_starts_the_app_without_qts_notice(
    names: dict[str, str],
) -> None:
    if _generated(MISSING):
        pytest.skip(f"{MISSING} is generated on this machine")

    result = _start(**names)

    assert result.returncode == 0, result.stderr
    assert "Detected locale" not in result.stderr
    assert "UTF-8" not in result.stderr
    assert result.stdout.splitlines()[0].replace("-", "").lower() == "utf8"


@pytest.mark.slow
def test_a_french_locale_that_is_not_generated_still_speaks_french() -> None:
    if _generated("fr_FR.UTF-8"):
        pytest.skip("fr_FR.UTF-8 is generated on this machine")

    result = _start(LC_ALL="fr_FR.UTF-8")

    assert result.returncode == 0, result.stderr
    assert "Detected locale" not in result.stderr
    assert result.stdout.splitlines()[1] == "fr"
