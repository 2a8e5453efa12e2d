"""Deliberate practice: exercises of the decisions that decide a deal, and the player's progress.

Qt-free, like the engine and the words: the exercises are built and judged by the AI's own
machinery, and the ratings are plain arithmetic, so both run in a worker, a console tool or a test.
"""
