"""How the live partie is played for the human: the window's settings the controller obeys.

Five switches, each the window's setting of that name: ``expert_declarations`` (off: the app
calls and answers for the human), ``play_forced_cards`` (his only legal card is played for him),
``computer_claims`` (the computer claims the remaining tricks when certain), ``open_piquet``
(both hands face up) and ``take_back_anytime`` (take back may go past cards seen since). They are
values the controller reads at each step; what a change does at once (play the call now made for
the human, mark the partie practice, refresh the Take back entry) is the controller's business,
so a change is reported to ``changed`` with the switch's name and its new value, and only when
the value changes. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

__all__ = ["OptionName", "PlayOptions"]

OptionName = Literal[
    "expert_declarations",
    "play_forced_cards",
    "computer_claims",
    "open_piquet",
    "take_back_anytime",
]


class PlayOptions:
    """The five switches (see the module's notes), the defaults a new window starts with."""

    __slots__ = ("_changed", "_values")

    def __init__(
        self,
        changed: Callable[[OptionName, bool], None],
        *,
        expert_declarations: bool = False,
    ) -> None:
        self._changed = changed
        self._values: dict[OptionName, bool] = {
            "expert_declarations": bool(expert_declarations),
            "play_forced_cards": True,
            "computer_claims": True,
            "open_piquet": False,
            "take_back_anytime": False,
        }

    def _set(self, name: OptionName, value: bool) -> None:
        if self._values[name] != bool(value):
            self._values[name] = bool(value)
            self._changed(name, bool(value))

    @property
    def expert_declarations(self) -> bool:
        """The human calls, sinks and answers himself; off, the app does it for him (his best
        combination in each category, truthful answers)."""
        return self._values["expert_declarations"]

    @expert_declarations.setter
    def expert_declarations(self, value: bool) -> None:
        self._set("expert_declarations", value)

    @property
    def play_forced_cards(self) -> bool:
        """The human's only legal card is played for him."""
        return self._values["play_forced_cards"]

    @play_forced_cards.setter
    def play_forced_cards(self, value: bool) -> None:
        self._set("play_forced_cards", value)

    @property
    def computer_claims(self) -> bool:
        """The computer claims the remaining tricks when they are certain for what it knows;
        off, it plays every card out one by one."""
        return self._values["computer_claims"]

    @computer_claims.setter
    def computer_claims(self, value: bool) -> None:
        self._set("computer_claims", value)

    @property
    def open_piquet(self) -> bool:
        """Both hands are face up on the table: the partie in play is a practice partie."""
        return self._values["open_piquet"]

    @open_piquet.setter
    def open_piquet(self, value: bool) -> None:
        self._set("open_piquet", value)

    @property
    def take_back_anytime(self) -> bool:
        """Take back may go past cards seen since; a take back that needs it makes the partie a
        practice partie."""
        return self._values["take_back_anytime"]

    @take_back_anytime.setter
    def take_back_anytime(self, value: bool) -> None:
        self._set("take_back_anytime", value)
