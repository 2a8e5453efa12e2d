"""Readable names and plain-words explanations of the rule options and presets.

The engine names options as a programmer would (``younger_must_exchange=False``); a player wants
"Younger's exchange: may take none" and a sentence saying why it matters. Both the New Partie
dialog (labels and tooltips) and the rules text (the summary of the rule set in force) need the
same wording, so it lives here once. The tables hold the English, marked for translation
(``QT_TRANSLATE_NOOP``); the functions give them in the installed language, so a caller shows
``option_label(name)``, never the table's text. The lookups fall back to a mechanical spelling
for an option or value this table does not know yet, so a new engine option shows up in the
dialog (roughly labelled) instead of breaking it.
"""

from __future__ import annotations

from typing import Any

from piquet_desktop import translation
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate

# The order options are shown in: the shape of the partie first, then deal, exchange,
# declarations, play.
OPTION_ORDER: tuple[str, ...] = (
    "partie",
    "rubicon_deals",
    "deck",
    "cut",
    "deal_by",
    "younger_must_exchange",
    "good_against_the_cards",
    "trick_points",
    "last_trick_bonus",
    "cards_count_for_pique",
)

OPTION_LABELS: dict[str, str] = {
    "partie": QT_TRANSLATE_NOOP("RuleLabels", "Partie"),
    "rubicon_deals": QT_TRANSLATE_NOOP("RuleLabels", "Rubicon length"),
    "deck": QT_TRANSLATE_NOOP("RuleLabels", "Pack"),
    "cut": QT_TRANSLATE_NOOP("RuleLabels", "Cut for deal"),
    "deal_by": QT_TRANSLATE_NOOP("RuleLabels", "Dealing"),
    "younger_must_exchange": QT_TRANSLATE_NOOP("RuleLabels", "Younger's exchange"),
    "good_against_the_cards": QT_TRANSLATE_NOOP("RuleLabels", "Calling less"),
    "trick_points": QT_TRANSLATE_NOOP("RuleLabels", "Play points"),
    "last_trick_bonus": QT_TRANSLATE_NOOP("RuleLabels", "Last trick"),
    "cards_count_for_pique": QT_TRANSLATE_NOOP("RuleLabels", "The cards and pique"),
}

VALUE_LABELS: dict[str, dict[Any, str]] = {
    "partie": {
        "rubicon": QT_TRANSLATE_NOOP("RuleLabels", "Rubicon: six deals, highest total wins"),
        "au_cent": QT_TRANSLATE_NOOP("RuleLabels", "Au cent: games to 100, first to three games"),
    },
    "rubicon_deals": {
        6: QT_TRANSLATE_NOOP("RuleLabels", "Six deals"),
        4: QT_TRANSLATE_NOOP("RuleLabels", "Four deals, first and last count double"),
    },
    "deck": {
        32: QT_TRANSLATE_NOOP("RuleLabels", "32 cards (seven to ace)"),
        36: QT_TRANSLATE_NOOP("RuleLabels", "36 cards (sixes in)"),
    },
    "cut": {
        "higher_deals": QT_TRANSLATE_NOOP("RuleLabels", "Higher card deals"),
        "lower_deals": QT_TRANSLATE_NOOP("RuleLabels", "Lower card deals"),
    },
    "deal_by": {
        2: QT_TRANSLATE_NOOP("RuleLabels", "Two cards at a time"),
        3: QT_TRANSLATE_NOOP("RuleLabels", "Three cards at a time"),
    },
    "younger_must_exchange": {
        True: QT_TRANSLATE_NOOP("RuleLabels", "Must take at least one card"),
        False: QT_TRANSLATE_NOOP("RuleLabels", "May take no card"),
    },
    "good_against_the_cards": {
        True: QT_TRANSLATE_NOOP("RuleLabels", "Good against the cards reckons all held"),
        False: QT_TRANSLATE_NOOP("RuleLabels", "Reckon only what is no better than the call"),
    },
    "trick_points": {
        "standard": QT_TRANSLATE_NOOP("RuleLabels", "Every lead and every trick won on a lead"),
        "tens_only": QT_TRANSLATE_NOOP("RuleLabels", "Only with a ten or higher (old au cent)"),
    },
    "last_trick_bonus": {
        1: QT_TRANSLATE_NOOP("RuleLabels", "1 point"),
        10: QT_TRANSLATE_NOOP("RuleLabels", "10 points"),
    },
    "cards_count_for_pique": {
        False: QT_TRANSLATE_NOOP("RuleLabels", "Scored at the end; never count for pique"),
        True: QT_TRANSLATE_NOOP("RuleLabels", "Scored at the seventh trick; count for pique"),
    },
}

OPTION_TIPS: dict[str, str] = {
    "partie": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "How a partie is won. Rubicon: six deals, the higher total wins, and a loser under 100 "
        "is 'rubiconed' (the winner then gains both totals plus 100). Au cent: each game goes "
        "to the first player to reach 100 points; the first to win three games wins the partie "
        "(a double game, won while the loser is under 50, counts two).",
    ),
    "rubicon_deals": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "Only for a Rubicon partie. The usual partie is six deals. The short form plays four, "
        "and the first and last deals count double.",
    ),
    "deck": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "The standard piquet pack has 32 cards, seven to ace in each suit. The early game used "
        "36 cards with the sixes: the talon then holds 12 cards and elder may exchange up to 7.",
    ),
    "cut": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "Who deals first. Under Cavendish's laws the player who cuts the higher card may choose, "
        "and chooses to deal. The au cent laws give the deal to the lower card.",
    ),
    "deal_by": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "Whether the twelve cards are dealt two or three at a time. It changes which cards each "
        "player receives from a given shuffle, never the odds.",
    ),
    "younger_must_exchange": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "Whether younger hand (the dealer) has to exchange at least one card. Rubicon requires "
        "it; au cent lets younger keep his hand and take nothing.",
    ),
    "good_against_the_cards": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "What elder reckons when he called less than he holds and his call was good. He always "
        "reckons his call and whatever is no better than it, a tierce taken out of a better "
        "sequence included. Under Cavendish's laws, if nothing the opponent could hold (as far "
        "as elder's own hand and discard tell) can equal or beat his call, it is 'good against "
        "the cards' and he reckons everything he holds in the category. The au cent laws never "
        "allow more than the call.",
    ),
    "trick_points": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "What scores in play. Standard: one point for every card led and one for winning a trick "
        "the opponent led. Old au cent scored a lead or a won trick only with a ten or higher; "
        "with that rule younger can win a pique too.",
    ),
    "last_trick_bonus": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "Extra points for winning the twelfth trick: one under the usual laws, ten in some old "
        "rule books.",
    ),
    "cards_count_for_pique": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "The 10 for winning most tricks ('the cards'). Usually it is scored at the end of the "
        "deal and never helps towards a pique. Some players claim it the moment they win their "
        "seventh trick, so it can complete a pique.",
    ),
}

PRESET_LABELS: dict[str, str] = {
    "rubicon": QT_TRANSLATE_NOOP("RuleLabels", "Rubicon piquet (Cavendish's laws)"),
    "au-cent": QT_TRANSLATE_NOOP("RuleLabels", "Piquet au cent (first to three games of 100)"),
    "thirty-six": QT_TRANSLATE_NOOP("RuleLabels", "Thirty-six cards (au cent with sixes)"),
}

PRESET_TIPS: dict[str, str] = {
    "rubicon": QT_TRANSLATE_NOOP(
        "RuleLabels", "The standard English game: six deals, the rubicon at 100, 32 cards."
    ),
    "au-cent": QT_TRANSLATE_NOOP(
        "RuleLabels",
        "The older French game: each game goes to the first to reach 100, and the first to "
        "win three games wins the partie (a double game counts two); the lower cut deals and "
        "younger need not exchange.",
    ),
    "thirty-six": QT_TRANSLATE_NOOP(
        "RuleLabels", "Au cent played with the sixes in: a talon of 12 and elder may take up to 7."
    ),
}

CUSTOM_PRESET_LABEL = QT_TRANSLATE_NOOP("RuleLabels", "Custom rules")


def _words(name: str) -> str:
    return name.replace("_", " ").replace("-", " ").capitalize()


def _shown(text: str) -> str:
    """A text of the tables above (English, marked where written) in the installed language."""
    return translation.translate("RuleLabels", text)


def option_label(name: str) -> str:
    """The short label of an option ('Pack'), or its name in words for an unknown option."""
    label = OPTION_LABELS.get(name)
    return _shown(label) if label is not None else _words(name)


def option_tip(name: str) -> str:
    """A few plain sentences on what the option changes and who plays it that way."""
    tip = OPTION_TIPS.get(name)
    if tip is None:
        return translate("RuleLabels", "Rule option '{name}'.").format(name=name)
    return _shown(tip)


def value_label(name: str, value: Any) -> str:
    """How a value of an option reads in a combo box ('36 cards (sixes in)')."""
    labels = VALUE_LABELS.get(name, {})
    for known, text in labels.items():
        # bool is an int subclass: True must not find the label of 1, nor 1 that of True.
        if known == value and type(known) is type(value):
            return _shown(text)
    if isinstance(value, bool):
        return translate("RuleLabels", "Yes") if value else translate("RuleLabels", "No")
    return _words(str(value))


def preset_label(name: str) -> str:
    label = PRESET_LABELS.get(name)
    return _shown(label) if label is not None else _words(name)


def preset_tip(name: str) -> str:
    """What a preset plays, in a sentence or two; empty for one this table does not know."""
    tip = PRESET_TIPS.get(name)
    return _shown(tip) if tip is not None else ""


def custom_preset_label() -> str:
    """The preset box's entry for rules that match no preset."""
    return _shown(CUSTOM_PRESET_LABEL)


def ordered_options(names: list[str]) -> list[str]:
    """The option names in the order the dialog shows them, unknown ones last in their order."""
    known = [n for n in OPTION_ORDER if n in names]
    return known + [n for n in names if n not in OPTION_ORDER]
