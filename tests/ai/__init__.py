"""Tests of the computer players.

A package, so that this test_exchange and the one in engine/ can coexist.
"""
