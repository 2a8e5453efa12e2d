"""The Qt (PySide6) layer: what the player sees, drawn from card art in ``resources/cards``.

It sits on top of the other layers and may import them; nothing below it may import Qt or this
package (tests/test_architecture.py checks that), so the rules and the computer players keep running
without a GUI. Modules here need a ``QGuiApplication`` (or ``QApplication``) alive before they
make pixmaps, as Qt requires.
"""
