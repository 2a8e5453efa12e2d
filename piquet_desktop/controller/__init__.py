"""QObjects around the engine: the live game, the replay, the item models, settings, autosave.

No widgets here (QtCore and QtGui only), so every piece can be driven and tested without a
window. Importing the package first applies ``pyside_workaround`` (a PySide6 6.12.0 reference
bug that otherwise aborts the interpreter after a few hundred signals on Python 3.11).
"""

from . import pyside_workaround

pyside_workaround.apply()
