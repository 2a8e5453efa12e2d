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

RECKONING = 4
"""The reckoning of calls new parties are played by; the record's rules name it (``reckoning``).

The scores of a deal depend on how a call is reckoned, and that reading has changed; a saved
partie must keep the scores it was played with, so every change of reckoning gets a number and a
record replays by the one it names (RULES.md section 4):

1. The first: a player reckons what he called and those of his other combinations that are no
   better than it; nothing out of a better sequence or quatorze, no Law 49. Records without
   ``good_against_the_cards`` were played by it.
2. Calling less by the book (Laws 48-50): a lesser run out of a better sequence and a trio out of
   a quatorze are reckoned when no better than the call; under ``good_against_the_cards`` elder's
   call that nothing younger could hold equals or beats reckons everything in the category, the
   point included, judged from every card but elder's hand and discard. Records with
   ``good_against_the_cards`` and without ``reckoning`` were played by it.
3. Law 49 names sequences and sets only, so a lesser point call reckons what was called; and what
   younger could hold leaves out the cards elder saw in the talon and younger did not take.
   Records with ``"reckoning": 3`` were played by it.
4. Once younger has shown a carte blanche, elder has seen his dealt hand: what younger could
   hold is that hand and the cards he took from the talon, nothing else.
"""

RECKONINGS = (1, 2, 3, 4)


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
    # Not an option a player chooses: the version of the reckoning the partie is played by.
    reckoning: int = RECKONING

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            allowed = _CHOICES.get(f.name, RECKONINGS)
            # bool is an int subclass: compare types too so True is not taken for 1.
            if not any(value == a and type(value) is type(a) for a in allowed):
                raise ValueError(
                    f"rule option {f.name!r} must be one of "
                    f"{', '.join(repr(a) for a in allowed)}, not {value!r}"
                )

    @property
    def law_49(self) -> bool:
        """Whether a call good against the cards reckons all that is held (Laws 48-49): the
        option ``good_against_the_cards``, in a reckoning that knew it (the second on; the
        first read nothing more than the call, so there the option changes nothing)."""
        return self.good_against_the_cards and self.reckoning >= 2

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
        if "good_against_the_cards" not in data:
            return cls(**{**_BEFORE_THE_OPTION, **data})
        return cls(**{**_BEFORE_THE_RECKONING, **data})

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
    """Every option and its allowed values, default first (for dialogs and --help); the
    ``reckoning`` is not among them, since nobody chooses it: a new partie takes ``RECKONING``."""
    return dict(_CHOICES)


# A rule set written before an option existed was played without it: records and settings
# without ``good_against_the_cards`` were played (and must replay) with the call reckoned as
# called, whatever the preset, and by the first reckoning; those with it and without
# ``reckoning`` by the second. Reading fills them in as they were then.
_BEFORE_THE_OPTION: dict[str, Any] = {"good_against_the_cards": False, "reckoning": 1}
_BEFORE_THE_RECKONING: dict[str, Any] = {"reckoning": 2}

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
