"""Which kind of piquet a partie was: the statistics are kept apart per variant.

A variant is what makes deal scores and results comparable: the partie's form (Rubicon, au
cent), the pack, and for Rubicon the number of deals. The remaining options (the cut, how the
cards are dealt, tens-only trick points...) change a deal's scores by a point or two and are not
worth splitting a player's few parties over.
"""

from __future__ import annotations

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.translation import translate


def variant_of(rules: RuleSet) -> str:
    """A stable key for the variant of ``rules``: ``rubicon``, ``rubicon-4``, ``au-cent``,
    ``thirty-six``, with ``-36`` or ``-32`` added where the pack is not the usual one."""
    if rules.partie == "rubicon":
        key = "rubicon" if rules.rubicon_deals == 6 else f"rubicon-{rules.rubicon_deals}"
        return key if rules.deck == 32 else f"{key}-36"
    return "au-cent" if rules.deck == 32 else "thirty-six"


_LABELS = {
    "rubicon": "Rubicon piquet",
    "rubicon-4": "Rubicon, four deals",
    "rubicon-36": "Rubicon, 36 cards",
    "rubicon-4-36": "Rubicon, four deals, 36 cards",
    "au-cent": "Piquet au cent",
    "thirty-six": "Thirty-six (au cent, 36 cards)",
}
_WORDS = {
    "rubicon": lambda: translate("StatisticsVariants", "Rubicon piquet"),
    "rubicon-4": lambda: translate("StatisticsVariants", "Rubicon, four deals"),
    "rubicon-36": lambda: translate("StatisticsVariants", "Rubicon, 36 cards"),
    "rubicon-4-36": lambda: translate("StatisticsVariants", "Rubicon, four deals, 36 cards"),
    "au-cent": lambda: translate("StatisticsVariants", "Piquet au cent"),
    "thirty-six": lambda: translate("StatisticsVariants", "Thirty-six (au cent, 36 cards)"),
}


def variant_label(key: str) -> str:
    """The variant's name for a player, in English (the CSV export's data)."""
    return _LABELS.get(key, key)


def variant_words(key: str) -> str:
    """The variant's name for a player, in the installed language (the window's)."""
    words = _WORDS.get(key)
    return words() if words is not None else key
