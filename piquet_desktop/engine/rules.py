"""The rule set: every option of the project's RULES.md as one frozen, JSON-serialisable value.

A partie is its rule set plus the actions taken, so the rule set must round-trip through JSON
exactly and refuse anything it does not understand; ``from_json`` therefore rejects unknown keys and
out-of-range values with a message naming the field instead of silently falling back to a default.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

PartieFormat = Literal["rubicon", "au_cent"]
CutRule = Literal["higher_deals", "lower_deals"]
TrickPoints = Literal["standard", "tens_only"]

_CHOICES: dict[str, tuple[Any, ...]] = {
    "deck": (32, 36),
    "cut": ("higher_deals", "lower_deals"),
    "deal_by": (2, 3),
    "younger_must_exchange": (True, False),
    "trick_points": ("standard", "tens_only"),
    "last_trick_bonus": (1, 10),
    "cards_count_for_pique": (False, True),
    "partie": ("rubicon", "au_cent"),
    "rubicon_deals": (6, 4),
    "good_against_the_cards": (True, False),
}


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One value per option; the defaults are Rubicon Piquet as Cavendish's laws give it."""

    deck: int = 32
    cut: CutRule = "higher_deals"
    deal_by: int = 2
    younger_must_exchange: bool = True
    trick_points: TrickPoints = "standard"
    last_trick_bonus: int = 1
    cards_count_for_pique: bool = False
    partie: PartieFormat = "rubicon"
    rubicon_deals: int = 6
    good_against_the_cards: bool = True

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            allowed = _CHOICES[f.name]
            # bool is an int subclass: compare types too so True is not taken for 1.
            if not any(value == a and type(value) is type(a) for a in allowed):
                raise ValueError(
                    f"rule option {f.name!r} must be one of "
                    f"{', '.join(repr(a) for a in allowed)}, not {value!r}"
                )

    @property
    def talon_size(self) -> int:
        return self.deck - 24

    @property
    def elder_max(self) -> int:
        """Elder's portion of the talon: 5 of 8, or 7 of 12 with the 36-card pack."""
        return 5 if self.deck == 32 else 7

    @property
    def au_cent_target(self) -> int:
        return 100

    def deal_multiplier(self, number: int) -> int:
        """What deal ``number`` (1-based) counts for: the four-deal Rubicon counts its first and
        last deals double (RULES.md section 7), every other deal and format counts once."""
        four = self.partie == "rubicon" and self.rubicon_deals == 4
        return 2 if four and number in (1, 4) else 1

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> RuleSet:
        if not isinstance(data, dict):
            raise ValueError("the rule set must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        return cls(**{**_BEFORE_THE_OPTION, **data})

    def with_option(self, name: str, text: str) -> RuleSet:
        """Set one option from its command-line spelling (``deck=36``, ``cut=lower_deals``)."""
        if name not in _CHOICES:
            raise ValueError(
                f"unknown rule option {name!r}; options are {', '.join(sorted(_CHOICES))}"
            )
        for allowed in _CHOICES[name]:
            if str(allowed).lower() == text.strip().lower():
                return replace(self, **{name: allowed})
        raise ValueError(
            f"rule option {name!r} must be one of "
            f"{', '.join(str(a).lower() for a in _CHOICES[name])}, not {text!r}"
        )


def option_choices() -> dict[str, tuple[Any, ...]]:
    """Every option and its allowed values, default first (for dialogs and --help)."""
    return dict(_CHOICES)


# A rule set written before an option existed was played without it: records and settings
# without ``good_against_the_cards`` were played (and must replay) with the call reckoned as
# called, whatever the preset, so reading fills the option in as it was then.
_BEFORE_THE_OPTION: dict[str, Any] = {"good_against_the_cards": False}

RUBICON = RuleSet()
# The au cent laws forbid reckoning more than was called, good against the cards or not.
AU_CENT = RuleSet(
    partie="au_cent", cut="lower_deals", younger_must_exchange=False, good_against_the_cards=False
)
THIRTY_SIX = replace(AU_CENT, deck=36)

PRESETS: dict[str, RuleSet] = {"rubicon": RUBICON, "au-cent": AU_CENT, "thirty-six": THIRTY_SIX}


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; presets are {', '.join(PRESETS)}") from None
