"""Developer tools: scripts that drive the real window and table to make pictures to look at.

``screenshots`` plays a seeded partie through the main window and saves the moments a player meets
first; ``table_demo`` does the same on the bare table; ``contact_sheet`` renders the whole card pack
as the app draws it. Their PNGs are the committed pictures in docs/. Each runs offscreen as
``python -m piquet_desktop.tools.NAME``. They sit outside the product layers, like the benchmarks:
they may import anything, and nothing in the product (engine, ai, controller, ui, app) imports them
(tests/test_architecture.py checks that), so the installed app neither ships nor needs them.
"""
