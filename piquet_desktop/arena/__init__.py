"""The arena: measuring computer players against each other, a tool and not a player.

``mirrored`` tells what mirrored play is (luck cancelled by swapping seats over the same cards);
``pairs`` plays a mirrored deal pair or partie, ``runner`` runs round robins over many processes,
``statistics`` summarises them with intervals; ``ratings``
fits Bradley-Terry (Elo-scale) and points ratings to the results. ``piquet-arena`` (cli/arena.py)
and the benchmarks use it. It imports the engine and the players (``ai/``); nothing in the product
(engine, ai, controller, ui) imports it, so the app neither ships nor depends on it
(tests/test_architecture.py checks that).
"""
