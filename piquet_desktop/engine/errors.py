"""Errors the engine raises for input it refuses."""

from .bounded_text import bounded


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why and the state is unchanged."""


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the first problem and where it is.

    The message is bounded (``bounded_text.bounded``): it quotes the file, and a crafted file
    must not make a message that takes the window longer to show than the file took to refuse.
    """

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str):
            args = (bounded(args[0]),)
        super().__init__(*args)
