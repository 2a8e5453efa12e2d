"""The bundle's Qt run-time hook, in place of PyInstaller's ``pyi_rth_pyside6`` (see piquet.spec).

PyInstaller runs its run-time hooks in every start of the executable, before the app's entry:
the app's, but also each AI worker process and multiprocessing's resource tracker (the bundle's
executable started again) and each console tool (``piquet-advise`` and the others link to it).
PyInstaller's PySide6 hook imports ``PySide6.QtCore`` there, only to check whether Qt's prefix
is already set by an embedded ``qt.conf`` (the PySide6 wheels set it themselves when QtCore is
imported, so the check always finds one): that put the loading of Qt's core library, ICU and
Shiboken's support modules into every one of those processes, none of which but the window uses
Qt, and into the window's entry before its own first line ran.

This hook does the rest of what that one does, and imports nothing but ``os`` and ``sys``: it
points Qt at the bundle's plugins (``QT_PLUGIN_PATH``) and, on Windows, puts the bundle's folder
on ``PATH`` for the DLLs Qt's plugins load by name. The window imports QtCore when it needs it;
its prefix (the Qt translations' folder, which the smoke test checks) comes from PySide6's own
``qt.conf`` as before.
"""


def _pyi_rthook() -> None:
    import os
    import sys

    base = sys._MEIPASS  # type: ignore[attr-defined]  # set by PyInstaller's bootloader
    if sys.platform.startswith("win"):
        qt = os.path.join(base, "PySide6")
        os.environ["PATH"] = os.pathsep.join(p for p in (base, os.environ.get("PATH")) if p)
    else:
        qt = os.path.join(base, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")


_pyi_rthook()
del _pyi_rthook
