"""Errors the engine raises for input it refuses."""


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why and the state is unchanged."""


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the first problem and where it is."""
