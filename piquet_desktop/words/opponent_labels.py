"""The computer opponents in a player's words: a name and one sentence for each.

Why not the registry's descriptions (``ai.registry.LEVELS``): those say how each player works,
for whoever measures or extends the players ("solves the play from trick 3"). Someone choosing
an opponent wants to know how it will play against him and whether it suits him. The registry's
names stay the data (what the settings and the records store); this table is what the window
shows of them: the New Partie dialog, the library, the statistics and the review (it lives in
the controller, beside the other words, so that the library's model can name a level too).

The five levels are the opponents. The two baselines of the registry (random and greedy) are
practice opponents, shown only on request: they do not play piquet as a person does, which is
what a newcomer expects of an opponent called "easy". A player the registry gains later and
this table does not name yet is a practice opponent too, under its registry name and
description, until it gets words here.

The tables hold the English, marked for translation (context "OpponentLabels");
``opponent_text`` gives them in the installed language (``translation.translate`` of the marked
value: lupdate extracts the mark, not the lookup).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop import translation
from piquet_desktop.ai.level_names import LEVELS, PLAYER_NAMES, REFERENCES
from piquet_desktop.translation import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class OpponentText:
    """What the dialog says of one opponent: its name and a sentence for a player."""

    label: str
    description: str


LEVEL_TEXTS: dict[str, OpponentText] = {
    "novice": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Novice"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "Knows the standard advice but remembers only the aces and kings played; "
            "good for your first parties.",
        ),
    ),
    "casual": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Casual"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "A sound social player who counts every card and thinks about how many to take; "
            "a fair game once you know the rules.",
        ),
    ),
    "club": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Club player"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "Works out the exchange and plays the last seven tricks perfectly; a real test.",
        ),
    ),
    "expert": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Expert"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "Reads what your exchange and calls give away, plays most of each deal perfectly "
            "and plays to the score.",
        ),
    ),
    "master": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Master"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "The strongest: weighs every card over dozens of possible hands; "
            "thinks a little longer.",
        ),
    ),
}
"""The levels a partie is played against, by registry name, weakest first (in English)."""

PRACTICE_TEXTS: dict[str, OpponentText] = {
    "random": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Random"),
        QT_TRANSLATE_NOOP("OpponentLabels", "Plays any legal card; for testing the rules."),
    ),
    "greedy": OpponentText(
        QT_TRANSLATE_NOOP("OpponentLabels", "Greedy"),
        QT_TRANSLATE_NOOP(
            "OpponentLabels",
            "Always makes the most obvious move, never thinks ahead; for practice.",
        ),
    ),
}
"""The practice opponents, shown under "Show practice opponents (advanced)" (in English)."""


def level_names() -> list[str]:
    """The levels on offer, in the registry's order (weakest first)."""
    return [name for name in PLAYER_NAMES if name in LEVEL_TEXTS]


def practice_names() -> list[str]:
    """Every other registry player, in the registry's order."""
    return [name for name in PLAYER_NAMES if name not in LEVEL_TEXTS]


def is_practice(name: str) -> bool:
    return name in PLAYER_NAMES and name not in LEVEL_TEXTS


def opponent_text(name: str) -> OpponentText:
    """The words for registry player ``name`` in the installed language: the tables above, else
    the registry's own description under its name."""
    text = LEVEL_TEXTS.get(name) or PRACTICE_TEXTS.get(name)
    if text is not None:
        return OpponentText(
            translation.translate("OpponentLabels", text.label),
            translation.translate("OpponentLabels", text.description),
        )
    described = dict((*LEVELS, *REFERENCES)).get(name, "")
    return OpponentText(
        name.replace("_", " ").capitalize(),
        translation.translate("Registry", described) if described else "",
    )


def level_label(level: str | None) -> str:
    """The name a player reads for ``level`` ("Master"), or "" for a seat no level plays."""
    return opponent_text(level).label if level else ""


def seat_levels(levels: tuple[str | None, str | None]) -> tuple[str, str]:
    """``level_label`` of each seat's level, seat 0 first: what the name plates say."""
    return level_label(levels[0]), level_label(levels[1])


def name_with_level(name: str, level: str | None) -> str:
    """A shown name with the level that plays the seat, "Computer (Master)": "Computer" is the
    same against every level, and which one sits there is what a player wants to know. The
    name alone when no level plays the seat, or when the name already is the level's (an
    arena's "master")."""
    if not level or level.casefold() == name.casefold():
        return name
    return translation.translate(
        "OpponentLabels", "{name} ({level})", "a computer player's name and its level"
    ).format(name=name, level=level_label(level))
