"""The app's version, as a literal: reading it costs nothing at start-up.

``importlib.metadata`` would read it from the installed distribution, but importing it (with
``email``, ``zipfile`` and ``csv``) and scanning ``sys.path`` for the metadata cost some 40 ms of
CPU from source and more in the frozen bundle, on every launch and every ``piquet --version``
(docs/PERFORMANCE.md, "Start-up"). pyproject.toml's ``[project] version`` stays the one the
packages are built with; tests/test_version.py holds the two equal.
"""

VERSION = "0.1.0"
