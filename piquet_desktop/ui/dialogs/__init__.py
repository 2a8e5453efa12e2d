"""The app's dialogs: new partie, deal summary, preferences, rules, about and the keyboard help.

Each dialog is a plain ``QDialog`` that takes what it shows as arguments (a ``RuleSet``, a
``DealResult``, a ``Preferences`` value) and hands back values, never touching the controller or
the engine's state itself: the main window decides what to do with the answer, so every dialog can
be built and checked in a test on its own.
"""
