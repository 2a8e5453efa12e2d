"""Console entry points (arena, advice, record tools): thin layers over engine/, ai/ and arena/."""
