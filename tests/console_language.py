"""The system's language as the command lines see it, for the tests of the console tools and of
``piquet``'s command line.

Each tool's ``main()`` installs the system's language first (``translation.install("system")``,
from the installed catalogues). A test must neither depend on the machine's locale nor load
catalogues other than the ones compiled for the run, nor leave another language installed for
the tests after it: the ``system_language`` fixture makes "the system" speak English from the
``catalogues`` fixture, or French when the test says ``system_language("fr")``, and puts English
back afterwards.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from piquet_desktop import translation


@pytest.fixture(autouse=True)
def system_language(
    monkeypatch: pytest.MonkeyPatch, catalogues: Path
) -> Iterator[Callable[[str], None]]:
    spoken = ["en"]
    real_install = translation.install

    def install(choice: str = "system", folder: os.PathLike[str] | str | None = None) -> str:
        code = spoken[0] if choice == "system" else choice
        return real_install(code, catalogues if folder is None else folder)

    def speak(code: str) -> None:
        """From now on the system speaks ``code`` (a tool's next ``main()`` installs it)."""
        spoken[0] = code

    monkeypatch.setattr(translation, "install", install)
    yield speak
    real_install("en", catalogues)
