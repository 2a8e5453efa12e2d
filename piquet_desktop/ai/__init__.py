"""Computer players: they see a partie only through a player's view, never the hidden state.

``player`` defines what a player is (the ``Player`` protocol, answering the engine's ``Decision``)
and drives whole parties deterministically from a seed; ``baselines`` holds the simple
reference players every stronger level must beat. This layer imports ``engine`` only (no Qt), so
it runs the same in the desktop's worker thread, a console arena or a benchmark.
"""
