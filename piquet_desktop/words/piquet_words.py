"""Piquet's own words in the installed language: combinations, calls, scores, number words.

The engine names everything in English and keeps those words as data (the AI compares the
speech, the records and the console tools print the reasons), so the window does not show the
engine's strings: it says the same thing again from their structure (``Combination.key``, a
``Speech``'s phrase, a ``ScoreEvent``'s kind and fields). Every shape is one whole message, so the
French can say "Quatorze d'as" and "Quatorze de rois", "tierce à la dame" and "quinte au roi",
where English glues "of" and "to the" to any rank.

English output is exactly the engine's own words: the messages are written to give them back.
"""

from __future__ import annotations

from collections.abc import Sequence

from piquet_desktop import translation
from piquet_desktop.engine.actions import Call
from piquet_desktop.engine.cards import (
    PIPS,
    RANK_PLURALS,
    SUIT_SIZE,
    cards_of,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import (
    SUIT_PIPS,
    Category,
    Combination,
    suit_pattern,
)
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.cards import card_text, cards_text, suit_name

__all__ = [
    "call_choice_text",
    "call_text",
    "combination_text",
    "event_text",
    "listed",
    "number_word",
    "speech_text",
    "spoken_number",
]

_SEQUENCES = {
    3: QT_TRANSLATE_NOOP("Combinations", "Tierce"),
    4: QT_TRANSLATE_NOOP("Combinations", "Quart"),
    5: QT_TRANSLATE_NOOP("Combinations", "Quint"),
    6: QT_TRANSLATE_NOOP("Combinations", "Sixième"),
    7: QT_TRANSLATE_NOOP("Combinations", "Septième"),
    8: QT_TRANSLATE_NOOP("Combinations", "Huitième"),
    9: QT_TRANSLATE_NOOP("Combinations", "Neuvième"),
}
# A sequence's top card below the ace: "to the king" (French "au roi", "à la dame").
_TO_THE = (
    QT_TRANSLATE_NOOP("Combinations", "to the six"),
    QT_TRANSLATE_NOOP("Combinations", "to the seven"),
    QT_TRANSLATE_NOOP("Combinations", "to the eight"),
    QT_TRANSLATE_NOOP("Combinations", "to the nine"),
    QT_TRANSLATE_NOOP("Combinations", "to the ten"),
    QT_TRANSLATE_NOOP("Combinations", "to the knave"),
    QT_TRANSLATE_NOOP("Combinations", "to the queen"),
    QT_TRANSLATE_NOOP("Combinations", "to the king"),
)
# Sets of tens or higher, by rank: the name, and the call ("Fourteen aces.", "Three kings.").
_QUATORZES = {
    4: QT_TRANSLATE_NOOP("Combinations", "Quatorze of tens"),
    5: QT_TRANSLATE_NOOP("Combinations", "Quatorze of knaves"),
    6: QT_TRANSLATE_NOOP("Combinations", "Quatorze of queens"),
    7: QT_TRANSLATE_NOOP("Combinations", "Quatorze of kings"),
    8: QT_TRANSLATE_NOOP("Combinations", "Quatorze of aces"),
}
_TRIOS = {
    4: QT_TRANSLATE_NOOP("Combinations", "Trio of tens"),
    5: QT_TRANSLATE_NOOP("Combinations", "Trio of knaves"),
    6: QT_TRANSLATE_NOOP("Combinations", "Trio of queens"),
    7: QT_TRANSLATE_NOOP("Combinations", "Trio of kings"),
    8: QT_TRANSLATE_NOOP("Combinations", "Trio of aces"),
}
# The point by its number of cards, as the player chooses his call ("Point of five").
_POINT_CHOICES = {
    1: QT_TRANSLATE_NOOP("Combinations", "Point of one"),
    2: QT_TRANSLATE_NOOP("Combinations", "Point of two"),
    3: QT_TRANSLATE_NOOP("Combinations", "Point of three"),
    4: QT_TRANSLATE_NOOP("Combinations", "Point of four"),
    5: QT_TRANSLATE_NOOP("Combinations", "Point of five"),
    6: QT_TRANSLATE_NOOP("Combinations", "Point of six"),
    7: QT_TRANSLATE_NOOP("Combinations", "Point of seven"),
    8: QT_TRANSLATE_NOOP("Combinations", "Point of eight"),
    9: QT_TRANSLATE_NOOP("Combinations", "Point of nine"),
}
_FOURTEEN_CALLS = {
    4: QT_TRANSLATE_NOOP("Speech", "Fourteen tens."),
    5: QT_TRANSLATE_NOOP("Speech", "Fourteen knaves."),
    6: QT_TRANSLATE_NOOP("Speech", "Fourteen queens."),
    7: QT_TRANSLATE_NOOP("Speech", "Fourteen kings."),
    8: QT_TRANSLATE_NOOP("Speech", "Fourteen aces."),
}
_THREE_CALLS = {
    4: QT_TRANSLATE_NOOP("Speech", "Three tens."),
    5: QT_TRANSLATE_NOOP("Speech", "Three knaves."),
    6: QT_TRANSLATE_NOOP("Speech", "Three queens."),
    7: QT_TRANSLATE_NOOP("Speech", "Three kings."),
    8: QT_TRANSLATE_NOOP("Speech", "Three aces."),
}
# Numbers as the players say them, where English writes words (1 to 9; figures past nine).
_NUMBER_WORDS = {
    1: QT_TRANSLATE_NOOP("NumberWords", "one"),
    2: QT_TRANSLATE_NOOP("NumberWords", "two"),
    3: QT_TRANSLATE_NOOP("NumberWords", "three"),
    4: QT_TRANSLATE_NOOP("NumberWords", "four"),
    5: QT_TRANSLATE_NOOP("NumberWords", "five"),
    6: QT_TRANSLATE_NOOP("NumberWords", "six"),
    7: QT_TRANSLATE_NOOP("NumberWords", "seven"),
    8: QT_TRANSLATE_NOOP("NumberWords", "eight"),
    9: QT_TRANSLATE_NOOP("NumberWords", "nine"),
    10: QT_TRANSLATE_NOOP("NumberWords", "ten"),
    11: QT_TRANSLATE_NOOP("NumberWords", "eleven"),
    12: QT_TRANSLATE_NOOP("NumberWords", "twelve"),
}


def number_word(n: int, spelt_to: int = 9) -> str:
    """``n`` (a count of cards, which French makes feminine: "une") as the players say it:
    "five" ("cinq"), figures past ``spelt_to`` (nine, as the speech has them; the rules text
    spells the twelve cards dealt)."""
    word = _NUMBER_WORDS.get(n) if n <= spelt_to else None
    return translation.translate("NumberWords", word) if word else str(n)


def sequence_name(length: int) -> str:
    """A sequence by its length, as the players call it: "Quart" ("Quatrième"); figures for a
    length no sequence has."""
    name = _SEQUENCES.get(length)
    return translation.translate("Combinations", name) if name else str(length)


def spoken_number(n: int) -> str:
    """A value said alone at the table, as the point's pips: English says "Making 49.", French
    says the number: "Quarante-neuf." (``_french_cardinal``)."""
    if translation.current_language() == "fr":
        return _french_cardinal(n)
    return str(n)


_FRENCH_UNITS = (
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
)
_FRENCH_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _french_cardinal(n: int) -> str:
    """0 to 100 in French words ("quarante-neuf", "soixante et onze", "quatre-vingts"); figures
    beyond. The point's pips never pass 81 (nine cards of 36)."""
    if not 0 <= n <= 100:
        return str(n)
    if n <= 16:
        return _FRENCH_UNITS[n]
    if n < 20:
        return "dix-" + _FRENCH_UNITS[n - 10]
    if n == 100:
        return "cent"
    if n >= 80:
        rest = n - 80
        return "quatre-vingts" if not rest else "quatre-vingt-" + _french_cardinal(rest)
    tens, unit = divmod(n, 10)
    if tens == 7:
        tens, unit = 6, unit + 10
    word = _FRENCH_TENS[tens]
    if unit == 0:
        return word
    if unit in (1, 11):
        return f"{word} et {_french_cardinal(unit)}"
    return f"{word}-{_french_cardinal(unit)}"


def combination_text(combo: Combination) -> str:
    """How a player names a combination: "Point of five (49) in spades", "Quint major in
    spades", "Tierce to the queen in hearts", "Quatorze of aces" ("Point de cinq (49) à pique",
    "Quinte majeure à pique", "Tierce à la dame à cœur", "Quatorze d'as")."""
    size, second = combo.key
    if combo.category == "point":
        if size == 1:  # French elides: "Point d'une"
            text = translate("Combinations", "Point of one ({pips}) in {suit}")
            return text.format(pips=second, suit=suit_name(combo.suit))
        return translate("Combinations", "Point of {count} ({pips}) in {suit}").format(
            count=number_word(size), pips=second, suit=suit_name(combo.suit)
        )
    if combo.category == "sequence":
        name = translation.translate("Combinations", _SEQUENCES[size])
        if second == SUIT_SIZE - 1:
            text = translate("Combinations", "{sequence} major in {suit}")
            return text.format(sequence=name, suit=suit_name(combo.suit))
        to_the = translation.translate("Combinations", _TO_THE[second])
        text = translate("Combinations", "{sequence} {to_the_rank} in {suit}")
        return text.format(sequence=name, to_the_rank=to_the, suit=suit_name(combo.suit))
    names = _QUATORZES if size == 4 else _TRIOS
    return translation.translate("Combinations", names[second])


def call_text(combo: Combination, stage: int) -> str:
    """A call as said at the table: first "Point of five.", "Quint.", "Three kings."; after
    "Equal." (``stage`` 1) "Making 49.", "Quint major.", "Quint to the king."."""
    size, second = combo.key
    if combo.category == "point":
        if stage == 0:
            if size == 1:
                return translate("Speech", "Point of one.")
            return translate("Speech", "Point of {count}.").format(count=number_word(size))
        return capitalised(translate("Speech", "Making {pips}.").format(pips=spoken_number(second)))
    if combo.category == "sequence":
        name = translation.translate("Combinations", _SEQUENCES[size])
        if stage == 0:
            return translate("Speech", "{sequence}.").format(sequence=name)
        if second == SUIT_SIZE - 1:
            return translate("Speech", "{sequence} major.").format(sequence=name)
        to_the = translation.translate("Combinations", _TO_THE[second])
        return translate("Speech", "{sequence} {to_the_rank}.").format(
            sequence=name, to_the_rank=to_the
        )
    calls = _FOURTEEN_CALLS if size == 4 else _THREE_CALLS
    return translation.translate("Speech", calls[second])


def call_choice_text(call: Call) -> str:
    """A call as the player chooses it among his calls in expert mode, with its cards: "Point of
    five (49): A♠ K♠ …", "Quint: …", "Quatorze of aces: …"."""
    n = call.cards.bit_count()
    cards = cards_text(call.cards)
    if call.category == "point":
        pips = sum(PIPS[rank_of(c)] for c in cards_of(call.cards))
        choice = _POINT_CHOICES.get(n)
        name = (
            translation.translate("Combinations", choice)
            if choice
            else translate("Combinations", "Point of {count}").format(count=n)
        )
        return translate("Combinations", "{combination} ({pips}): {cards}").format(
            combination=name, pips=pips, cards=cards
        )
    if call.category == "sequence":
        name = sequence_name(n)
    else:
        rank = rank_of(cards_of(call.cards)[0])
        names = _QUATORZES if n == 4 else _TRIOS
        if rank in names:
            name = translation.translate("Combinations", names[rank])
        else:  # no such call: only tens and above count
            name = f"{'Quatorze' if n == 4 else 'Trio'} of {RANK_PLURALS[rank]}"
    return translate("Combinations", "{combination}: {cards}").format(combination=name, cards=cards)


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital: a translated phrase that starts a sentence or
    a table cell ("Quint major.", "Gaffe")."""
    return text[:1].upper() + text[1:]


def listed(items: Sequence[str]) -> str:
    """Items in a sentence, the last after "and": "the exchange, 2 declarations and 12 cards"
    (French "et"); one item alone, nothing for none. One message for every list the app writes,
    so a language says "and" once."""
    if len(items) < 2:
        return "".join(items)
    return translate("PiquetWords", "{items} and {last}", "a list's last item").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


def lower_first(text: str) -> str:
    """``text`` with its first letter in lower case: a translated phrase inside a sentence
    ("point of five (49) in hearts")."""
    return text[:1].lower() + text[1:]


def speech_text(speech: Speech) -> str:
    """A line said at the table (``Speech``, its English kept as data) in the installed
    language; a line whose phrase this does not know is shown as the engine said it."""
    phrase = speech.phrase
    combo = speech.combination
    if phrase in ("call", "call_detail") and combo is not None:
        return call_text(combo, 0 if phrase == "call" else 1)
    if phrase == "score" and speech.event is not None:
        return translate("Speech", "{score}: {points}.").format(
            score=event_text(speech.event), points=speech.event.points
        )
    if phrase == "good":
        return translate("Speech", "Good.")
    if phrase == "not_good":
        return translate("Speech", "Not good.")
    if phrase == "equal":
        return translate("Speech", "Equal.")
    if phrase == "no_point":
        return translate("Speech", "No point.")
    if phrase == "no_sequence":
        return translate("Speech", "No sequence.")
    if phrase == "no_set":
        return translate("Speech", "No set.")
    if phrase == "carte_blanche_shown":
        return translate("Speech", "Carte blanche: here is my hand.")
    if phrase == "carte_blanche":
        if not speech.number:
            return translate("Speech", "Carte blanche.")
        if speech.number == 1:
            return translate("Speech", "Carte blanche. I take one.")
        return translate("Speech", "Carte blanche. I take {count}.").format(
            count=number_word(speech.number)
        )
    if phrase == "discard":
        if not speech.number:
            return translate("Speech", "I discard none.")
        if speech.number == 1:
            return translate("Speech", "I discard one.")
        return translate("Speech", "I discard {count}.").format(count=number_word(speech.number))
    return speech.text


def _combination_of(category: Category, cards: int) -> Combination | None:
    """The combination a hand score shows, from its cards (the engine's event keeps them)."""
    if not cards:
        return None
    low = (cards & -cards).bit_length() - 1
    high = cards.bit_length() - 1
    size = cards.bit_count()
    if category == "point":
        suit = suit_of(low)
        pattern = suit_pattern(cards, suit)
        return Combination("point", cards, (size, SUIT_PIPS[pattern]), suit)
    if category == "sequence":
        return Combination("sequence", cards, (size, rank_of(high)), suit_of(high))
    return Combination("set", cards, (size, rank_of(high)), -1)


def event_text(event: ScoreEvent) -> str:
    """What earned a score in the installed language, said from the event's kind and fields (never
    from its English ``reason``, which is the records' data), cards written as the table writes
    them: "Quint major in spades", "Led A♣", "Pique"."""
    kind = event.kind
    if kind in ("point", "sequence", "set"):
        combo = _combination_of(kind, event.cards)
        if combo is not None:
            return combination_text(combo)
        return event.reason  # an event made without its cards: none the engine makes
    if kind in ("lead", "trick") and event.card < 0:
        return event.reason  # a play score made without its card: none the engine makes
    if kind == "lead":
        return translate("ScoreReasons", "Led {card}").format(card=card_text(event.card))
    if kind == "trick":
        return translate("ScoreReasons", "Won the trick with {card}").format(
            card=card_text(event.card)
        )
    if kind == "carte_blanche":
        return translate("ScoreReasons", "Carte blanche")
    if kind == "repique":
        return translate("ScoreReasons", "Repique")
    if kind == "pique":
        return translate("ScoreReasons", "Pique")
    if kind == "last_trick":
        return translate("ScoreReasons", "Last trick")
    if kind == "cards":
        if event.cards_in_play:
            return translate("ScoreReasons", "The cards (seventh trick)")
        return translate("ScoreReasons", "The cards")
    if event.cards_in_play:
        return translate("ScoreReasons", "Capot (40 in all with the cards)")
    return translate("ScoreReasons", "Capot")
