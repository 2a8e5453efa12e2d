"""Console entry points (arena, record tools): thin layers over engine/ and ai/."""
