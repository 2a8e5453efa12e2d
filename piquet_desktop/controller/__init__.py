"""QObjects around the engine: the live game, the replay, the item models, settings, autosave.

No widgets here (QtCore and QtGui only), so every piece can be driven and tested without a
window.
"""
