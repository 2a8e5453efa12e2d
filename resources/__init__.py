"""Data files of Piquet Desktop, installed as the package ``piquet_desktop._resources``.

This file exists so that the folder is a regular package: setuptools' editable install only maps
a renamed package (see ``package-dir`` in pyproject.toml) when it has an ``__init__.py``. Read the
files through :mod:`piquet_desktop.resources`, never by path from the repository root.
"""
