"""The game's words: every sentence and name the player reads, in English and French.

Why a package of its own, below the controller: the window, the console tools and the reviews all
write the same words, and none of them needs Qt to do it. Modules here import the engine, the
players' values (``ai``) and ``translation`` only, never Qt (tests/test_architecture.py), so a
console tool writes a hint or a refusal exactly as the window does.
"""
