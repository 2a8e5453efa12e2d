"""Why a card the player does not hold lies face up: the marks on the table and their sentences.

A card of the opponent's lies face up only because the laws let the player see it, and a player
who has forgotten the declarations wonders why. Each reason comes from one field of the
``PlayerView``:

* ``SHOWN``: a combination he scored was shown to prove it (the score events carry their cards:
  "Shown: Computer's quart to the king in hearts"), or one that tied, shown to both players
  (``opponent_shown`` beyond his scores and carte blanche);
* ``CARTE_BLANCHE``: he showed his twelve dealt cards for carte blanche
  (``opponent_dealt_shown``), known in his hand until he discards;
* ``TALON``: the player saw it in the talon (``seen_talon``) and the deal says where it went: the
  opponent took it, or it is still in the talon;
* ``OPEN``: the player could not know it; it is face up because the opponent's own view was given
  (open piquet, or a replay showing both hands).

The table marks the first three on the opponent's cards with a lettered badge and explains the
letters in a small key; ``OPEN`` needs no mark, the open piquet banner says it. Every face-up card
not the player's own also gets its sentence as a tooltip (``describe``).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from piquet_desktop import translation
from piquet_desktop.engine.cards import cards_of
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.piquet_words import lower_first
from piquet_desktop.words.text import event_text, is_human

__all__ = [
    "BANNER",
    "KEY",
    "MARKED",
    "Reveal",
    "banner",
    "describe",
    "hand_reveals",
    "key_entry",
    "shown_combinations",
]


class Reveal(StrEnum):
    """Why a card of the opponent's (or of the talon) lies face up."""

    SHOWN = "shown"
    CARTE_BLANCHE = "carte_blanche"
    TALON = "talon"
    OPEN = "open"


MARKED = (Reveal.SHOWN, Reveal.CARTE_BLANCHE, Reveal.TALON)
"""The reasons marked on the cards, in the key's order."""

KEY = {
    Reveal.SHOWN: (
        QT_TRANSLATE_NOOP("Reveals", "S"),
        QT_TRANSLATE_NOOP("Reveals", "Shown when declared"),
    ),
    Reveal.CARTE_BLANCHE: (
        QT_TRANSLATE_NOOP("Reveals", "B"),
        QT_TRANSLATE_NOOP("Reveals", "Shown for carte blanche"),
    ),
    Reveal.TALON: (
        QT_TRANSLATE_NOOP("Reveals", "T"),
        QT_TRANSLATE_NOOP("Reveals", "Seen in the talon"),
    ),
}
"""Each mark's letter (on the card's badge) and its line in the key, in English: shown through
``key_entry``."""


def key_entry(reveal: Reveal) -> tuple[str, str]:
    """A mark's letter and its line in the key, in the installed language."""
    letter, words = KEY[reveal]
    return translation.translate("Reveals", letter), translation.translate("Reveals", words)


BANNER = QT_TRANSLATE_NOOP("Reveals", "Open piquet — practice: both hands face up")
"""The caption on the felt while open piquet shows the opponent's hand (English: ``banner``)."""


def banner() -> str:
    """``BANNER`` in the installed language."""
    return translation.translate("Reveals", BANNER)


def shown_combinations(view: PlayerView) -> int:
    """Cards of the opponent's combinations that he showed when scoring them or when they tied."""
    return _scored_combinations(view) | _tied_combinations(view)


def _scored_combinations(view: PlayerView) -> int:
    shown = 0
    for e in view.events:
        if e.seat != view.seat and e.kind in ("point", "sequence", "set"):
            shown |= e.cards
    return shown


def _tied_combinations(view: PlayerView) -> int:
    """What he showed beyond his scores and his carte blanche: combinations that tied."""
    return view.opponent_shown & ~view.opponent_dealt_shown & ~_scored_combinations(view)


def hand_reveals(view: PlayerView, face_up: int, deduced: int) -> dict[int, Reveal]:
    """The reason for each face-up card of the opponent's hand.

    ``face_up`` is what the table shows face up in his hand; ``deduced`` what the player's own view
    places there (``whereabouts`` without the opponent's view). A card shown for a combination
    is marked so even if it was also shown for carte blanche: the call is the later, and the one
    the player heard about.
    """
    opp = 1 - view.seat
    combos = shown_combinations(view)
    blanche = view.opponent_dealt_shown if view.took[opp] is None else 0
    out: dict[int, Reveal] = {}
    for c in cards_of(face_up):
        if combos >> c & 1:
            out[c] = Reveal.SHOWN
        elif blanche >> c & 1 and deduced >> c & 1:
            out[c] = Reveal.CARTE_BLANCHE
        elif deduced >> c & 1:
            out[c] = Reveal.TALON  # the only other way the player's view places one there
        else:
            out[c] = Reveal.OPEN
    return out


def describe(
    card: int,
    reveal: Reveal,
    where: str,
    view: PlayerView,
    names: Sequence[str],
    practice: bool,
) -> str:
    """The sentence for a face-up card's tooltip.

    ``where`` is the card's zone on the table (``"opp_hand"``, ``"talon_elder"``,
    ``"talon_younger"``, ``"opp_discard"``); ``names`` are by seat; ``practice`` says whether an
    ``OPEN`` card is face up for open piquet rather than a replay. Each sentence has its own
    message for the human (named "You"), whose verbs and possessives French writes apart.
    """
    me, opp = view.seat, 1 - view.seat
    they, theirs_human = names[opp], is_human(names[opp])
    if reveal is Reveal.SHOWN:
        calls = [
            lower_first(event_text(e))
            for e in view.events
            if e.seat == opp and e.kind in ("point", "sequence", "set") and e.cards >> card & 1
        ]
        if not calls:
            if theirs_human:
                return translate("Reveals", "Shown: Your combination that tied (nobody scored it)")
            text = translate(
                "Reveals", "Shown: {player}'s combination that tied (nobody scored it)"
            )
            return text.format(player=they)
        if theirs_human:
            text = translate("Reveals", "Shown: Your {combinations}")
        else:
            text = translate("Reveals", "Shown: {player}'s {combinations}")
        return text.format(player=they, combinations="; ".join(calls))
    if reveal is Reveal.CARTE_BLANCHE:
        if theirs_human:
            return translate("Reveals", "Shown by carte blanche: You showed all twelve cards dealt")
        text = translate(
            "Reveals", "Shown by carte blanche: {player} showed all twelve cards dealt"
        )
        return text.format(player=they)
    if reveal is Reveal.TALON:
        if where == "opp_hand":
            if theirs_human:
                return translate("Reveals", "Seen in the talon: You took it")
            return translate("Reveals", "Seen in the talon: {player} took it").format(player=they)
        if view.talon_looked:
            younger = names[me if view.elder == opp else opp]
            if is_human(younger):
                return translate("Reveals", "Seen in the talon: You looked at the cards left")
            text = translate("Reveals", "Seen in the talon: {player} looked at the cards left")
            return text.format(player=younger)
        if is_human(names[me]):
            return translate(
                "Reveals", "Seen in the talon: You left it (elder may look at the cards he leaves)"
            )
        text = translate(
            "Reveals", "Seen in the talon: {player} left it (elder may look at the cards he leaves)"
        )
        return text.format(player=names[me])
    if practice:
        prefix = translate("Reveals", "Open piquet (practice)")
    else:
        prefix = translate("Reveals", "Both hands shown")
    if where == "opp_hand":
        if theirs_human:
            text = translate("Reveals", "{prefix}: Your hand is face up")
        else:
            text = translate("Reveals", "{prefix}: {player}'s hand is face up")
    elif where == "opp_discard":
        if theirs_human:
            text = translate("Reveals", "{prefix}: Your discard is face up")
        else:
            text = translate("Reveals", "{prefix}: {player}'s discard is face up")
    elif theirs_human:
        text = translate("Reveals", "{prefix}: You saw it in the talon")
    else:
        text = translate("Reveals", "{prefix}: {player} saw it in the talon")
    return text.format(prefix=prefix, player=they)
