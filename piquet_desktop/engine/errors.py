"""Errors the engine raises for input it refuses."""

from __future__ import annotations

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
    """A record that cannot be loaded; the message names the first problem and where it is."""
