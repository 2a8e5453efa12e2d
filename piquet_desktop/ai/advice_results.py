"""What the advice says, as data and English words, without the search that makes it.

``ai.advice`` computes an ``Advice`` with the levels, the sampler and the solver; the window only
reads one (the hint's answer comes from the AI worker process) and writes its sentence in the
player's language (``words.advice_text``). So the results and the words live here, importing the
engine and the partie utility's scale only, and the window need not import the levels' code to
show a hint. ``ai.advice`` imports them back: its names are unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from piquet_desktop.ai.evaluation import PartieUtility
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
    action_to_json,
)
from piquet_desktop.engine.cards import card_name, card_str, mask_str, sorted_for_display
from piquet_desktop.engine.combinations import Combination

__all__ = [
    "Advice",
    "Alternative",
    "Hint",
    "Improvement",
    "Objective",
    "describe_json",
    "label",
    "sentence",
    "worth",
]

Objective = Literal["deal", "margin", "win", "static"]
"""What an exchange advice's values measure: a level's objective (``levels.Objective``:
``deal``, ``margin``, ``win``), or ``static`` for the static judgement's rough points."""


@dataclass(frozen=True, slots=True)
class Hint:
    """What the hint's sentence says, as data: the window writes it in the player's language
    (``words.advice_text.hint_text``) from these, the console in English (``sentence``).

    ``leave``: the cards the seat may take and leaves (a discard); ``value`` and ``objective``:
    the level's value of the chosen discard, when it is said; ``rival``: the discard of a
    higher value that the level's prior for natural discards put behind it, with that value;
    ``improvement``: the chosen discard's chances; ``play_value``: a card's estimated points to
    the end of the play; ``best_value``: the best card's, when it is more than half a point
    better. For a discard the window says what a player can use rather than the level's
    objective (a final margin means little at 39 to 12): ``kept``, the hand's best combinations
    it leaves whole; ``broken``, those it breaks; ``high_thrown``, the aces and kings it throws;
    ``deal_points``, the seat's likely net points of this deal with it.
    """

    action: Action
    leave: int = 0
    value: float | None = None
    objective: Objective | None = None
    rival: Action | None = None
    rival_value: float | None = None
    improvement: Improvement | None = None
    play_value: float | None = None
    best_value: float | None = None
    kept: tuple[Combination, ...] = ()
    broken: tuple[Combination, ...] = ()
    high_thrown: int = 0
    deal_points: float | None = None


@dataclass(frozen=True, slots=True)
class Improvement:
    """Chances, over the sampled talons, that an exchange leaves a better combination than now."""

    point: float
    sequence: float
    set: float


@dataclass(frozen=True, slots=True)
class Alternative:
    """One legal action with what the advice thinks of it.

    ``value``: for a discard, the level's value of it in the advice's ``objective``; for a card,
    the seat's expected net points (its points minus the opponent's) for the rest of the trick
    play; None where nothing is estimated. ``solved`` says the value includes the exact trick
    play. ``worlds`` is how many sampled worlds a discard's value rests on (0: the static
    judgement; fewer than the advice's ``worlds``: dropped in an early round of the search).
    ``deal_points``: a discard's net points of the deal over the same worlds, whatever the
    objective (None where not estimated).
    """

    action: Action
    label: str
    value: float | None = None
    improvement: Improvement | None = None
    solved: bool = False
    worlds: int = 0
    deal_points: float | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": describe_json(self.action), "label": self.label}
        out["value"] = None if self.value is None else round(self.value, 2)
        if isinstance(self.action, Discard):
            out["discard"] = [card_str(c) for c in sorted_for_display(self.action.cards)]
            out["take"] = self.action.cards.bit_count()
        if self.improvement is not None:
            out["improve"] = {
                "point": round(self.improvement.point, 3),
                "sequence": round(self.improvement.sequence, 3),
                "set": round(self.improvement.set, 3),
            }
        if isinstance(self.action, Discard):
            out["solved"] = self.solved
            out["worlds"] = self.worlds
        return out


@dataclass(frozen=True, slots=True)
class Advice:
    """What to do now: ``recommended`` (listed among the alternatives when it was valued),
    ``alternatives`` best first, and a ``sentence`` for the player (in English; ``hint`` holds
    what it says, for the window to say it in the player's language).

    ``worlds`` is how many sampled worlds the values rest on; ``objective`` what an
    exchange's values measure (``Objective``), None for other decisions.
    """

    seat: int
    kind: str
    level: str
    recommended: Action
    alternatives: tuple[Alternative, ...]
    sentence: str
    worlds: int = 0
    objective: Objective | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    hint: Hint | None = None

    def recommended_alternative(self) -> Alternative | None:
        return next((a for a in self.alternatives if a.action == self.recommended), None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "kind": self.kind,
            "level": self.level,
            # Always the level ("estimator" served checkouts without the levels, which no longer
            # exist); the key stays in the JSON piquet-advise prints.
            "source": "level",
            "recommended": describe_json(self.recommended),
            "sentence": self.sentence,
            "worlds": self.worlds,
        }
        if self.objective is not None:
            out["objective"] = self.objective
        chosen = self.recommended_alternative()
        if isinstance(self.recommended, Discard):
            out["discard"] = [card_str(c) for c in sorted_for_display(self.recommended.cards)]
            out["take"] = self.recommended.cards.bit_count()
        if chosen is not None:
            out["value"] = None if chosen.value is None else round(chosen.value, 2)
            if chosen.improvement is not None:
                out["improve"] = chosen.to_json()["improve"]
        out.update(self.extra)
        out["alternatives"] = [a.to_json() for a in self.alternatives]
        return out


def describe_json(action: Action) -> dict[str, Any]:
    """An action as JSON (the record format), for output that other tools read."""
    return action_to_json(action)


def label(action: Action) -> str:
    """An action in words, as a hint says it."""
    if isinstance(action, Play):
        return f"play the {card_name(action.card)} ({card_str(action.card)})"
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        return f"discard {mask_str(action.cards)} (take {n})" if n else "take no cards"
    if isinstance(action, Call):
        return f"call {action.category} {mask_str(action.cards)}"
    if isinstance(action, Sink):
        return f"call no {action.category} (sink it)"
    if isinstance(action, Answer):
        return {"good": "answer good", "not_good": "answer not good", "equal": "answer equal"}[
            action.reply
        ]
    if isinstance(action, LookAtTalon):
        return "look at the cards left in the talon" if action.look else "leave them unseen"
    if isinstance(action, CarteBlanche):
        if not action.claim:
            return "do not claim carte blanche"
        return "claim carte blanche" + (f", taking {action.take}" if action.take else "")
    return str(action)


def worth(value: float, objective: Objective) -> str:
    """A level's value of a discard in words, in the objective it measures (a static
    judgement's rough points are not said: they only rank)."""
    if objective == "margin":  # the expected final margin, in a newcomer's words
        if abs(value) < 0.5:
            return "expected to end the partie about level"
        side = "ahead" if value > 0 else "behind"
        return f"expected to end the partie about {abs(value):.0f} points {side}"
    if objective == "win":
        return f"a {value / PartieUtility.AU_CENT_SCALE:.0%} chance of winning the partie"
    if abs(value) < 0.05:  # "+0.0" tells a newcomer nothing
        return "about level over the deal"
    return f"about {value:+.1f} points over the deal"


def sentence(hint: Hint) -> str:
    """The hint as a player would say it, in English (the console's and the JSON's)."""
    chosen = label(hint.action)
    text = chosen[0].upper() + chosen[1:]
    if hint.leave:
        text += f", leaving {hint.leave}"
    if hint.value is not None and hint.objective is not None:
        text += ": " + worth(hint.value, hint.objective)
        if hint.rival is not None and hint.rival_value is not None:
            text += (
                f", preferred as more natural to {label(hint.rival)} "
                f"({worth(hint.rival_value, hint.objective)})"
            )
    if hint.improvement is not None:
        text += (
            f" ({hint.improvement.point:.0%} chance of a better point, "
            f"{hint.improvement.sequence:.0%} of a better sequence, "
            f"{hint.improvement.set:.0%} of a better set)"
        )
    if hint.play_value is not None:
        text += f": about {hint.play_value:+.1f} points from here to the end of the play"
        if hint.best_value is not None:
            text += f" (the best card by the estimate makes {hint.best_value:+.1f})"
    return text + "."
