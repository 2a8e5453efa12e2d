"""Benchmarks: scripts run on demand that print figures (``python -m piquet_desktop.benchmarks.X``).

Tests never depend on wall-clock time; these scripts are where speed is measured and tracked.
"""
