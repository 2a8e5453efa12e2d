"""Errors the engine raises for input it refuses."""

from __future__ import annotations

from .bounded_text import bounded
from .refusal import Refusal


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the state is unchanged.

    ``refusal`` says why as a value (its kind and fields, for the window to say in the player's
    language); the message, ``str`` of the error, is its English for logs and console tools.
    """

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal

    def __reduce__(self) -> tuple[type[IllegalActionError], tuple[Refusal]]:
        # Rebuilt from the refusal, not the message, when it crosses to another process.
        return (IllegalActionError, (self.refusal,))


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the first problem and where it is.

    The message is bounded (``bounded_text.bounded``): it quotes the file, and a crafted file
    must not make a message that takes the window longer to show than the file took to refuse.
    """

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str):
            args = (bounded(args[0]),)
        super().__init__(*args)
