"""Learn to Play: the lesson's deal, and what the lesson says at each step of it.

The lesson is one deal of Rubicon piquet against the weakest level, with the app making the
player's calls (expert declarations off), explained step by step in the prompt area. The words are
here, in pure functions of what the player may know (his ``PlayerView``) and of the hint for the
decision in front of him, so every step can be checked without a window; ``ui/lesson_mode.py``
decides when each step shows and puts the words on screen.

Why this deal (``LESSON_SEED``): with the lesson's rules the seed makes the player elder hand in the
first deal with a hand that has one of everything the declarations count, a point of five in
hearts, a quart to the queen in the same hearts and three aces, and the advice (the hint, Master's
own exchange) keeps exactly those and throws the rest. The deal that follows, played as the hints
say, shows each kind of answer: his point is *not good* (the opponent holds six diamonds), his
quart is *equal* until he names its top card, his aces are *good* and carry a trio of queens with
them; in the play he leads, follows suit, throws a card of a suit he has run out of, wins the last
trick and the cards, 34 to 10. Nothing in it is a foregone conclusion, and no pique, repique or
capot hides the ordinary scoring.

Step kinds (``Step``): ``deal`` (who is elder and younger, and why it matters), the decisions
``exchange``, ``carte_blanche``, ``talon_choice``, ``lead``, ``follow`` and ``last_trick``, the
three declaration categories ``point``, ``sequence`` and ``set`` (what was called and answered,
the app having spoken for the player), and ``deal_end``. The French words of the game are the
app's own terms (rules_text.py) and are explained where they first come up: point, tierce, quart,
quint, trio, quatorze, pique, repique, capot, carte blanche, talon.

The words are in the installed language (docs/TRANSLATION.md): one message per sentence shape,
with the names, counts, cards and combinations as fields, and a message for the human and another
for a named player wherever English grammar would differ ("You score", "Novice scores"), since a
translator cannot rebuild a sentence from pieces. The score reasons come from
``words.text.event_text``, which speaks the same language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from piquet_desktop.engine.actions import Action, Discard, Play
from piquet_desktop.engine.cards import (
    ACE,
    KING,
    QUEEN,
    SUIT_MASKS,
    card,
    cards_of,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import (
    Category,
    Combination,
    best_point,
    sequences,
    sets,
)
from piquet_desktop.engine.partie import rubicon_result
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.engine.view import DeclarationSummary, PlayerView
from piquet_desktop.translation import translate

from .advice_text import action_label
from .cards import card_text, cards_text, suit_name
from .piquet_words import capitalised, listed, lower_first, number_word, sequence_name
from .text import event_text

__all__ = [
    "DECLARATION_STEPS",
    "LESSON_OPPONENT",
    "LESSON_RULES",
    "LESSON_SEED",
    "READ_STEPS",
    "Explanation",
    "Hint",
    "Step",
    "decision_step",
    "explain",
]

LESSON_RULES: RuleSet = RUBICON
LESSON_OPPONENT = "novice"
LESSON_SEED = 2277
"""Elder in deal 1 with a point, a quart and a trio of aces (see the module's docstring)."""

Step = Literal[
    "deal",
    "carte_blanche",
    "exchange",
    "talon_choice",
    "point",
    "sequence",
    "set",
    "lead",
    "follow",
    "last_trick",
    "deal_end",
]
DECLARATION_STEPS: tuple[Category, ...] = ("point", "sequence", "set")
READ_STEPS: frozenset[Step] = frozenset({"deal", "point", "sequence", "set"})
"""Steps that explain what happened and wait for Next; the others wait for the player's move."""

_DECISION_STEPS: dict[str, Step] = {
    "exchange": "exchange",
    "carte_blanche": "carte_blanche",
    "talon_choice": "talon_choice",
}


@dataclass(frozen=True, slots=True)
class Hint:
    """The advice for the decision in play: the action it recommends.

    Only the action: the hint's own sentence ("expected to end the partie about 66 points
    ahead") is for a player who knows the scoring; the lesson names the choice and says in a
    newcomer's words what it keeps and, where it goes against the lesson's rule of thumb, why."""

    action: Action


@dataclass(frozen=True, slots=True)
class Explanation:
    """One step of the lesson: a title, two or three sentences, and the hint in the lesson's
    words (None for a step that waits for no move)."""

    title: str
    text: str
    suggestion: str | None = None


def decision_step(view: PlayerView, kind: str) -> Step | None:
    """The step of the player's pending decision of ``kind`` (None: the lesson has no words for
    it, as for the calls and answers of expert declarations)."""
    if kind == "play":
        if view.hand.bit_count() == 2:  # the last choice: the twelfth card plays itself
            return "last_trick"
        return "lead" if view.lead_card < 0 else "follow"
    return _DECISION_STEPS.get(kind)


def explain(
    view: PlayerView,
    step: Step,
    hint: Hint | None = None,
    names: tuple[str, str] = ("You", "Computer"),
) -> Explanation:
    """What the lesson says at ``step``, seen from ``view``'s seat, with ``hint`` (the advice for
    the pending decision, if it has come). ``names`` are the seats' names, the player's first."""
    opp = names[1 - view.seat]
    if step == "deal":
        return _deal(view, opp)
    if step == "point" or step == "sequence" or step == "set":
        return _declaration(view, step, opp)
    if step == "deal_end":
        return _deal_end(view, opp)
    if step == "exchange":
        title, text = _exchange(view, opp)
    elif step == "carte_blanche":
        title, text = _carte_blanche()
    elif step == "talon_choice":
        title, text = _talon_choice(view, opp)
    elif step == "lead":
        title, text = _lead(view, opp)
    elif step == "follow":
        title, text = _follow(view, opp)
    else:
        title, text = _last_trick(view, opp)
    return Explanation(title, text, _suggestion(view, hint))


# ----------------------------------------------------------------------------- the words
# The words the lesson fills its sentences with, in the installed language. Tables built when
# asked (a language is installed by then) from literal messages, one per word, so a translator
# sees each one; the sentences around them are whole messages with the words as fields.


def _number(n: int) -> str:
    """``n`` spelled out as the players say it (``piquet_words.number_word``: counts of cards,
    feminine in French, figures past nine, as the speech has them)."""
    return number_word(n)


def _ranks(rank: int) -> str:
    """A rank in the plural: "aces", "queens"."""
    return (
        translate("Lesson", "sixes"),
        translate("Lesson", "sevens"),
        translate("Lesson", "eights"),
        translate("Lesson", "nines"),
        translate("Lesson", "tens"),
        translate("Lesson", "knaves"),
        translate("Lesson", "queens"),
        translate("Lesson", "kings"),
        translate("Lesson", "aces"),
    )[rank]


def _to_the(rank: int) -> str:
    """A sequence's top card below the ace: "to the queen" (French "à la dame", "au roi")."""
    return (
        translate("Lesson", "to the six"),
        translate("Lesson", "to the seven"),
        translate("Lesson", "to the eight"),
        translate("Lesson", "to the nine"),
        translate("Lesson", "to the ten"),
        translate("Lesson", "to the knave"),
        translate("Lesson", "to the queen"),
        translate("Lesson", "to the king"),
    )[rank]


def _sequence_name(length: int) -> str:
    """A sequence by its length, in lower case: "tierce", "quart"."""
    if not 3 <= length <= 9:
        return translate("Lesson", "run of {count}").format(count=length)
    return sequence_name(length).lower()


def _scored(events: list[ScoreEvent]) -> str:
    """What was scored, as a list: "quart to the queen in hearts (4) and trio of queens (3)"."""
    return listed([f"{lower_first(event_text(e))} ({e.points})" for e in events])


# ----------------------------------------------------------------------------- the deal


def _deal(view: PlayerView, opp: str) -> Explanation:
    rules = view.rules
    talon = rules.talon_size
    elder_takes = rules.elder_max
    younger_takes = talon - elder_takes
    if view.role == "elder":
        text = translate(
            "Lesson",
            "{opp} dealt, so {opp} is younger hand and you are elder hand: you speak first in "
            "the declarations and lead to the first trick. Each of you has twelve cards; the "
            "{talon} left face down are the talon, and you may exchange up to {elder} cards for "
            "its top {elder}, younger only up to the {younger} that remain. That is why elder is "
            "the stronger seat: more cards to improve with, and the lead.",
        )
    else:
        text = translate(
            "Lesson",
            "You dealt, so you are younger hand and {opp} is elder hand: he speaks first in the "
            "declarations and leads to the first trick. Each of you has twelve cards; the "
            "{talon} left face down are the talon: elder may exchange up to {elder} of them, you "
            "only what he leaves, up to {younger}. Younger has fewer chances to improve, so he "
            "keeps cards that guard his kings and queens and hopes to win the point.",
        )
    text = text.format(
        opp=opp, talon=_number(talon), elder=_number(elder_takes), younger=_number(younger_takes)
    )
    title = translate("Lesson", "Deal {number}: elder and younger")
    return Explanation(title.format(number=max(view.deal_number, 1)), text)


# ----------------------------------------------------------------------------- the exchange


def _holding(hand: int) -> list[str]:
    """What a hand holds that the declarations count, in words: point, sequences, sets."""
    out: list[str] = []
    point = best_point(hand)
    if point is not None:
        out.append(
            translate("Lesson", "a point of {count} {suit}").format(
                count=_number(point.size), suit=suit_name(point.suit)
            )
        )
    out.extend(_sequence_words(seq) for seq in sorted(sequences(hand), key=lambda c: -c.size))
    out.extend(
        translate("Lesson", "{count} {ranks}", "a set: three aces").format(
            count=_number(held.size), ranks=_ranks(held.key[1])
        )
        for held in sorted(sets(hand), key=lambda c: (-c.size, -c.key[1]))
    )
    return out


def _sequence_words(seq: Combination) -> str:
    length, top = seq.key
    name = _sequence_name(length)
    if top == ACE:
        words = translate("Lesson", "a {sequence} major in {suit}")
        return words.format(sequence=name, suit=suit_name(seq.suit))
    words = translate("Lesson", "a {sequence} {top} in {suit}")
    return words.format(sequence=name, top=_to_the(top), suit=suit_name(seq.suit))


def _exchange(view: PlayerView, opp: str) -> tuple[str, str]:
    items = _holding(view.hand)
    if items:
        held = translate("Lesson", "Your cards hold {combinations}.").format(
            combinations=listed(items)
        )
    else:
        held = translate("Lesson", "Your cards hold nothing the declarations count yet.")
    low, high = view.exchange_range or (0, 0)
    terms = translate(
        "Lesson",
        "(Your point is your longest suit; a tierce is three cards in a row in a suit, a quart "
        "four, a quint five; a trio is three of a rank, ten or higher, a quatorze four.)",
    )
    if view.role == "elder":
        advice = translate(
            "Lesson",
            "Keep what scores and throw the low cards of your short suits: you may exchange "
            "{low} to {high}, and the more you take, the better your chance to improve.",
        ).format(low=low, high=high)
    else:
        took = _number(view.took[1 - view.seat] or 0)
        if low > 0:
            advice = translate(
                "Lesson",
                "{opp} took {took}; you may exchange at least one and up to {most}. As younger, "
                "keep your point if you can and guards for your kings and queens.",
            )
        else:
            advice = translate(
                "Lesson",
                "{opp} took {took}; you may exchange up to {most}. As younger, keep your point "
                "if you can and guards for your kings and queens.",
            )
        advice = advice.format(opp=opp, took=took, most=_number(high))
    return translate("Lesson", "Your exchange"), f"{held} {terms} {advice}"


def _carte_blanche() -> tuple[str, str]:
    return (
        translate("Lesson", "Carte blanche"),
        translate(
            "Lesson",
            "You were dealt carte blanche: not one king, queen or knave. Claimed, it scores 10 "
            "before anything else, and it counts towards a pique or repique; the price is "
            "showing your whole hand to prove it, and claiming is nearly always right.",
        ),
    )


def _talon_choice(view: PlayerView, opp: str) -> tuple[str, str]:
    left = view.talon_count
    if left == 1:
        text = translate(
            "Lesson",
            "You left one card in the talon. You may look at it, but then {opp} sees it too; "
            "left unseen, nobody does. Looking tells you which cards {opp} cannot hold, and "
            "tells him the same about you.",
        )
    else:
        text = translate(
            "Lesson",
            "You left {count} cards in the talon. You may look at them, but then {opp} sees "
            "them too; left unseen, nobody does. Looking tells you which cards {opp} cannot "
            "hold, and tells him the same about you.",
        )
    return (
        translate("Lesson", "The cards left in the talon"),
        text.format(opp=opp, count=_number(left)),
    )


# ----------------------------------------------------------------------------- the calls


def _definition(category: Category) -> str:
    if category == "point":
        return translate(
            "Lesson",
            "The declarations compare three things, always in this order: point, sequence, set. "
            "The point is your longest suit, 1 point a card; as long as his, the higher pip "
            "total wins (ace 11, king, queen, knave and ten 10, the others their face value).",
        )
    if category == "sequence":
        return translate(
            "Lesson",
            "A sequence is three or more cards in a row in one suit: a tierce scores 3, a quart "
            "4, a quint 15, a sixième 16 and so on; the longer wins, and of two as long, the one "
            "with the higher top card.",
        )
    return translate(
        "Lesson",
        "A set is three or four cards of one rank, tens or higher: a trio scores 3, a quatorze "
        "14, and between two of a size the higher rank wins.",
    )


def _title(category: Category) -> str:
    if category == "point":
        return translate("Lesson", "Declarations: the point")
    if category == "sequence":
        return translate("Lesson", "Declarations: the sequence")
    return translate("Lesson", "Declarations: the set")


def _the(category: Category) -> str:
    """The category with its article, as "you win …" names it."""
    if category == "point":
        return translate("Lesson", "the point")
    if category == "sequence":
        return translate("Lesson", "the sequence")
    return translate("Lesson", "the set")


def _set_called(size: int, rank: int | None) -> str:
    """A set as it is called: “Three aces.”, “Fourteen kings.” (a set is of tens or higher)."""
    if size == 4:
        calls = {
            None: translate("Lesson", "“Fourteen of a kind.”"),
            4: translate("Lesson", "“Fourteen tens.”"),
            5: translate("Lesson", "“Fourteen knaves.”"),
            6: translate("Lesson", "“Fourteen queens.”"),
            7: translate("Lesson", "“Fourteen kings.”"),
            8: translate("Lesson", "“Fourteen aces.”"),
        }
    elif size == 3:
        calls = {
            None: translate("Lesson", "“Three of a kind.”"),
            4: translate("Lesson", "“Three tens.”"),
            5: translate("Lesson", "“Three knaves.”"),
            6: translate("Lesson", "“Three queens.”"),
            7: translate("Lesson", "“Three kings.”"),
            8: translate("Lesson", "“Three aces.”"),
        }
    else:
        calls = {}
    found = calls.get(rank)
    if found is not None:
        return found
    count = translate("Lesson", "Fourteen") if size == 4 else capitalised(_number(size))
    if rank is None:
        return translate("Lesson", "“{count} of a kind.”").format(count=count)
    words = translate("Lesson", "“{count} {ranks}.”", "a set called")
    return words.format(count=count, ranks=_ranks(rank))


def _said(category: Category, summary: DeclarationSummary) -> str:
    """The call as it was spoken, in quotes: “Point of five.”, “Quart.”, “Three aces.”."""
    size = summary.called_size or 0
    if category == "point":
        return translate("Lesson", "“Point of {count}.”").format(count=_number(size))
    if category == "sequence":
        name = _sequence_name(size) if 3 <= size <= 9 else str(size)
        return translate("Lesson", "“{sequence}.”").format(sequence=capitalised(name))
    return _set_called(size, summary.called_value)


def _reply(reply: str) -> str:
    if reply == "good":
        return translate("Lesson", "“Good.”")
    if reply == "not_good":
        return translate("Lesson", "“Not good.”")
    return translate("Lesson", "“Equal.”")


def _nobody_called(view: PlayerView, category: Category) -> str:
    if category == "point":
        return translate("Lesson", "Neither of you called a point, so nobody scores it.")
    if category == "sequence":
        return translate("Lesson", "Neither of you called a sequence, so nobody scores it.")
    if not sets(_hand_in_play(view)):
        return translate("Lesson", "Neither of you called a set, so nobody scores one.")
    return translate("Lesson", "Neither of you called a set, so nobody scores it.")


def _declaration(view: PlayerView, category: Category, opp: str) -> Explanation:
    me = view.seat
    summary = next(d for d in view.declarations if d.category == category)
    title = _title(category)
    definition = _definition(category)
    caller = summary.caller
    if caller is None:
        story = _nobody_called(view, category)
        return Explanation(title, f"{definition} {story}{_sinking(category)}")
    prefix = "" if caller == view.elder else translate("Lesson", "Elder called nothing.") + " "
    said = _said(category, summary)
    if caller == me:
        story = prefix + translate("Lesson", "The app called for you {call}").format(call=said)
    elif caller == view.elder:
        story = prefix + translate("Lesson", "{opp}, elder, called {call}").format(
            opp=opp, call=said
        )
    else:
        story = prefix + translate("Lesson", "{opp} called {call}").format(opp=opp, call=said)
    replies = summary.replies
    if replies[:1] == ("equal",):
        story += " " + _equal(category, caller == me, opp).format(
            opp=opp, second=_second_call(category, summary)
        )
        if len(replies) > 1:
            story += " " + translate("Lesson", "The answer: {reply}").format(
                reply=_reply(replies[1])
            )
    elif replies:
        if caller == me:
            answered = translate("Lesson", "{opp} answered {reply}")
        else:
            answered = translate("Lesson", "The app answered for you {reply}")
        story += " " + answered.format(opp=opp, reply=_reply(replies[0]))
    story += " " + _outcome(view, category, summary, opp)
    return Explanation(title, f"{definition} {story}{_sinking(category)}")


def _equal(category: Category, mine: bool, opp: str) -> str:
    """The answer "equal" and what the caller said next (the field ``second``)."""
    if mine:
        if category == "point":
            return translate(
                "Lesson",
                "{opp} answered “Equal”: as many cards, so you then counted your pips: {second}",
            )
        return translate(
            "Lesson",
            "{opp} answered “Equal”: as long a sequence, so you then named your top card: {second}",
        )
    if category == "point":
        return translate(
            "Lesson",
            "The app answered for you “Equal”: as many cards, so {opp} then counted his pips: "
            "{second}",
        )
    return translate(
        "Lesson",
        "The app answered for you “Equal”: as long a sequence, so {opp} then named his top "
        "card: {second}",
    )


def _second_call(category: Category, summary: DeclarationSummary) -> str:
    """What the caller says after "equal": his pips, or his sequence's top card."""
    value = summary.called_value
    if value is None:
        return translate("Lesson", "how much it is worth")
    if category == "point":
        return translate("Lesson", "“Making {pips}.”").format(pips=value)
    size = summary.called_size or 0
    name = capitalised(_sequence_name(size)) if 3 <= size <= 9 else translate("Lesson", "Sequence")
    if value == ACE:
        return translate("Lesson", "“{sequence} major.”").format(sequence=name)
    return translate("Lesson", "“{sequence} {top}.”").format(sequence=name, top=_to_the(value))


def _equal_again(category: Category) -> str:
    if category == "point":
        return translate("Lesson", "Equal again: nobody scores any point.")
    if category == "sequence":
        return translate("Lesson", "Equal again: nobody scores any sequence.")
    return translate("Lesson", "Equal again: nobody scores any set.")


def _holds_better(category: Category) -> str:
    if category == "point":
        return translate(
            "Lesson",
            "So {opp} holds the better point; as younger he says what it is and scores it once "
            "you have led to the first trick.",
        )
    if category == "sequence":
        return translate(
            "Lesson",
            "So {opp} holds the better sequence; as younger he says what it is and scores it "
            "once you have led to the first trick.",
        )
    return translate(
        "Lesson",
        "So {opp} holds the better set; as younger he says what it is and scores it once you "
        "have led to the first trick.",
    )


def _outcome(view: PlayerView, category: Category, summary: DeclarationSummary, opp: str) -> str:
    """Who scores the category, and what, as far as the player knows it now."""
    me = view.seat
    if summary.equal:
        return _equal_again(category)
    winner = summary.winner
    mine = [e for e in view.events if e.kind == category and e.seat == me]
    theirs = [e for e in view.events if e.kind == category and e.seat != me]
    if winner == me:
        if len(mine) > 1:
            words = translate(
                "Lesson",
                "So you win {category} and score {scored} (the winner of a category scores all "
                "he holds in it).",
            )
        else:
            words = translate("Lesson", "So you win {category} and score {scored}.")
        return words.format(category=_the(category), scored=_scored(mine))
    if winner is None:
        return ""
    if theirs:
        return translate("Lesson", "So {opp} wins {category} and scores {scored}.").format(
            opp=opp, category=_the(category), scored=_scored(theirs)
        )
    return _holds_better(category).format(opp=opp)


def _sinking(category: Category) -> str:
    if category != "set":
        return ""
    return " " + translate(
        "Lesson",
        "A player may also sink a combination, keep quiet about it to hide his hand; the app "
        "calls all you hold unless you turn on Expert declarations.",
    )


def _hand_in_play(view: PlayerView) -> int:
    """The player's hand as it was after the exchange: his cards plus those he has played."""
    hand = view.hand
    for trick in view.tricks:
        hand |= 1 << (trick.lead if trick.leader == view.seat else trick.follow)
    if view.leader == view.seat and view.lead_card >= 0:
        hand |= 1 << view.lead_card
    return hand


# ----------------------------------------------------------------------------- the play


def _masters(view: PlayerView) -> int:
    """The player's cards that nothing left out can beat: every higher card of their suit is
    his, played, or in his own discard."""
    gone = view.played_cards() | view.hand | view.discard
    out = 0
    for c in cards_of(view.hand):
        higher = SUIT_MASKS[suit_of(c)] & ~((2 << c) - 1)
        if not higher & ~gone:
            out |= 1 << c
    return out


def _announced(view: PlayerView, opp: str) -> str:
    """At the second trick, for elder: what younger announced once the first card was led."""
    if len(view.tricks) != 1 or view.role != "elder":
        return ""
    theirs = [
        e
        for e in view.events
        if e.seat != view.seat and e.kind in ("carte_blanche", "point", "sequence", "set")
    ]
    if not theirs:
        return ""
    words = translate("Lesson", "Once you had led, {opp}, younger, announced his {combinations}.")
    return words.format(opp=opp, combinations=_scored(theirs)) + " "


def _trick_title(trick: int, lead: bool) -> str:
    if lead:
        return translate("Lesson", "Trick {number}: your lead").format(number=trick)
    return translate("Lesson", "Trick {number}: following suit").format(number=trick)


def _lead(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    if trick == 1:
        return (
            translate("Lesson", "The play: your lead"),
            translate(
                "Lesson",
                "Now twelve tricks, with no trumps. You lead any card; {opp} must follow suit if "
                "he can, and the highest card of the suit led wins the trick and the next lead. "
                "Every card you lead scores you 1, and winning a trick he led scores 1 too, so "
                "lead from your long, strong suits, where your cards are masters.",
            ).format(opp=opp),
        )
    masters = _masters(view)
    if masters:
        sure = translate(
            "Lesson", "Your masters, cards nothing left out can beat: {cards}."
        ).format(cards=cards_text(masters))
    else:
        sure = translate("Lesson", "None of your cards is sure to win now: count the cards played.")
    again = translate("Lesson", "You won the last trick, so you lead again, for 1 point.")
    master = translate(
        "Lesson", "A master led wins the trick; a lower card may give the lead away."
    )
    return _trick_title(trick, True), f"{_announced(view, opp)}{again} {sure} {master}"


def _follow(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    led = view.lead_card
    suit = suit_of(led)
    held = view.hand & SUIT_MASKS[suit]
    if view.rules.trick_points == "standard":
        lead = translate("Lesson", "{opp} led {card}, which scores him 1.")
    else:
        lead = translate("Lesson", "{opp} led {card}.")
    lead = lead.format(opp=opp, card=card_text(led))
    if held:
        higher = [c for c in cards_of(held) if rank_of(c) > rank_of(led)]
        if higher and len(higher) < held.bit_count():
            how = translate(
                "Lesson",
                "Play higher than {card} ({cards}) to win it, 1 point and the next lead, or a "
                "low one to keep your high cards for later.",
            ).format(card=card_text(led), cards=cards_text(sum(1 << c for c in higher)))
        elif higher:
            how = translate(
                "Lesson",
                "Every one of them beats {card}, so whichever you play wins the trick, 1 point "
                "and the next lead: the lowest keeps your high cards for later.",
            ).format(card=card_text(led))
        else:
            how = translate("Lesson", "None of yours beats {card}, so play your lowest.").format(
                card=card_text(led)
            )
        must = translate("Lesson", "You hold {suit}, so you must follow suit: {cards}.").format(
            suit=suit_name(suit), cards=cards_text(held)
        )
        text = f"{_announced(view, opp)}{lead} {must} {how}"
    else:
        free = translate(
            "Lesson",
            "You have no {suit}, so you may play any card, and he wins the trick: throw a card "
            "that would win nothing later, and keep your masters.",
        ).format(suit=suit_name(suit))
        text = f"{_announced(view, opp)}{lead} {free}"
    return _trick_title(trick, False), text


def _last_trick(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    if view.lead_card < 0:
        first = translate(
            "Lesson",
            "Trick {number}, your lead, and your last choice: the card you keep plays the last "
            "trick.",
        ).format(number=trick)
    else:
        first = translate(
            "Lesson",
            "Trick {number}: {opp} led {card}, and this is your last choice: the card you keep "
            "plays the last trick.",
        ).format(number=trick, opp=opp, card=card_text(view.lead_card))
    rest = translate(
        "Lesson",
        "Winning the last trick scores 1 more point. Then the tricks are counted: more than six "
        "wins the cards, 10 points, and all twelve is capot, 40.",
    )
    return translate("Lesson", "The last tricks"), f"{first} {rest}"


def _kept(hand: int, discard: int) -> str:
    """What a discard keeps of the hand's combinations, and what it gives up."""
    before = _holding(hand)
    after = set(_holding(hand & ~discard))
    lost = [words for words in before if words not in after]
    if not before:
        return ""
    if not lost:
        return " " + translate("Lesson", "It keeps all you hold.")
    kept = [words for words in before if words in after]
    if not kept:
        return " " + translate("Lesson", "It gives up {lost}.").format(lost=listed(lost))
    return " " + translate("Lesson", "It keeps {kept} and gives up {lost}.").format(
        kept=listed(kept), lost=listed(lost)
    )


def _suggestion(view: PlayerView, hint: Hint | None) -> str:
    if hint is None:
        return translate("Lesson", "The hint is being worked out…")
    action = hint.action
    said = translate("Lesson", "The hint: “{hint}.”").format(hint=_hinted(view, action))
    if isinstance(action, Discard) and action.cards:
        follow = translate(
            "Lesson",
            "Its discards stand raised: press Exchange to follow it, or click cards to change "
            "them.",
        )
        why = _exchange_departure(view, action.cards)
        return f"{said}{_kept(view.hand, action.cards)}{why} {follow}"
    if isinstance(action, Play):
        play = translate(
            "Lesson",
            "{card} is outlined, under the keyboard ring: Space plays it, or click any card you "
            "prefer.",
        ).format(card=card_text(action.card))
        return f"{said}{_play_departure(view, action.card)} {play}"
    return f"{said} " + translate("Lesson", "The choice is yours: the buttons are under the table.")


def _hinted(view: PlayerView, action: Action) -> str:
    """The hinted choice named ("Discard K♠ 8♠ (take 2), leaving 3"), without the value the
    hint puts on it: a newcomer cannot read "about 66 points ahead" yet."""
    chosen = action_label(action)
    if isinstance(action, Discard) and view.exchange_range is not None:
        left = view.exchange_range[1] - action.cards.bit_count()
        if action.cards and left > 0:
            chosen = translate("AdviceText", "{action}, leaving {count}").format(
                action=chosen, count=left
            )
    return capitalised(chosen)


_HIGH = frozenset({QUEEN, KING, ACE})
"""The ranks the rule of thumb keeps: "throw the low cards", "keep guards for kings and queens"."""


def _scoring_cards(hand: int) -> int:
    """The cards of ``hand`` that its point, sequences and sets are made of."""
    out = 0
    point = best_point(hand)
    if point is not None:
        out |= point.cards
    for combination in (*sequences(hand), *sets(hand)):
        out |= combination.cards
    return out


def _exchange_departure(view: PlayerView, discard: int) -> str:
    """Why the hint's discard goes against the lesson's rule of thumb, when it does: elder
    "throws the low cards of his short suits", younger "keeps guards for his kings and queens".
    The reasons are those a player can check in his own hand; where none of them holds, the
    lesson says plainly that the hint looks further than the rule."""
    thrown_high = [c for c in cards_of(discard) if rank_of(c) in _HIGH]
    kept = view.hand & ~discard
    if view.role == "younger":
        bare = _bared_guard(view.hand, kept)
        if bare is None:
            return ""
        return " " + translate(
            "Lesson",
            "It leaves {card} without a guard, against the rule of thumb: the hint looks at "
            "what the talon may bring and how the play may go, and finds the cards it keeps "
            "worth more than the guard.",
        ).format(card=card_text(bare))
    if not thrown_high:
        return ""
    high = cards_text(sum(1 << c for c in thrown_high))
    if kept and kept & ~_scoring_cards(kept) == 0:
        return " " + translate(
            "Lesson",
            "It throws {cards} too, though the rule of thumb throws low cards: taking {count} "
            "gives the best chance to improve, and every card it keeps scores.",
        ).format(cards=high, count=_number(discard.bit_count()))
    short = [c for c in thrown_high if _short_and_unguarded(view.hand, c)]
    if len(short) == len(thrown_high):
        return " " + translate(
            "Lesson",
            "It throws {cards}, high but short and without the ace of the suit: such a card "
            "seldom wins a trick, and it scores in none of your combinations.",
        ).format(cards=high)
    return " " + translate(
        "Lesson",
        "It throws {cards}, against the rule of thumb: the hint looks at what the talon may "
        "bring and how the play may go, and finds the cards it keeps worth more.",
    ).format(cards=high)


def _short_and_unguarded(hand: int, c: int) -> bool:
    """A court card in a suit of at most two cards whose ace the hand does not hold."""
    suit = hand & SUIT_MASKS[suit_of(c)]
    return rank_of(c) != ACE and suit.bit_count() <= 2 and not suit >> card(ACE, suit_of(c)) & 1


def _bared_guard(hand: int, kept: int) -> int | None:
    """A king (queen) the discard leaves alone in its suit, without the ace (ace or king), that
    had a guard before: the card, or None."""
    for suit in range(4):
        held, left = hand & SUIT_MASKS[suit], kept & SUIT_MASKS[suit]
        for rank, over in ((KING, (ACE,)), (QUEEN, (ACE, KING))):
            c = card(rank, suit)
            if left == 1 << c and held != left and not any(held >> card(r, suit) & 1 for r in over):
                return c
    return None


def _play_departure(view: PlayerView, played: int) -> str:
    """Why the hinted card goes against the lesson's rule of thumb, when it does: a lead that is
    not a master while masters are held, a master thrown when the suit led is void."""
    if len(view.tricks) == 0 and view.lead_card < 0:
        return ""  # the first lead: the rule ("from your long, strong suits") is a preference
    masters = _masters(view)
    if not masters:
        return ""
    leading = view.lead_card < 0
    void = not leading and not view.hand & SUIT_MASKS[suit_of(view.lead_card)]
    if leading and not masters >> played & 1:
        words = translate(
            "Lesson",
            "Not one of your masters: the hint keeps them for later and looks at how the rest "
            "of the play may go, where the rule of thumb looks one trick ahead.",
        )
    elif void and masters >> played & 1:
        words = translate(
            "Lesson",
            "A master thrown, against the rule of thumb: the hint looks at how the rest of the "
            "play may go and finds the cards it keeps worth more.",
        )
    else:
        return ""
    return " " + words


# ----------------------------------------------------------------------------- the end


def _bonus(mine: bool, kind: str) -> str:
    """A pique or repique scored, and why, with the field ``points``."""
    if kind == "repique":
        if mine:
            return translate(
                "Lesson",
                "You score a repique, {points} more, for reaching 30 before the other scored "
                "anything.",
            )
        return translate(
            "Lesson",
            "{opp} scores a repique, {points} more, for reaching 30 before the other scored "
            "anything.",
        )
    if mine:
        return translate(
            "Lesson",
            "You score a pique, {points} more, for reaching 30 before the other scored anything.",
        )
    return translate(
        "Lesson",
        "{opp} scores a pique, {points} more, for reaching 30 before the other scored anything.",
    )


def _deal_end(view: PlayerView, opp: str) -> Explanation:
    me = view.seat
    result = view.results[-1] if view.results else None
    number = result.number if result is not None else max(view.deal_number, 1)
    title = translate("Lesson", "Deal {number} is over").format(number=number)
    if result is None:
        return Explanation(
            title, translate("Lesson", "The deal is over: the summary shows every score.")
        )
    a, b = result.totals[me], result.totals[1 - me]
    won = view.tricks_won[me]
    kinds = {e.kind: e for e in result.events}
    if "capot" in kinds:
        if kinds["capot"].seat == me:
            cards = translate("Lesson", "You won all twelve tricks: capot, 40.")
        else:
            cards = translate("Lesson", "{opp} won all twelve tricks: capot, 40.")
    elif won > 6:
        cards = translate("Lesson", "You won {won} tricks to {lost}, so the cards, 10.")
    elif won < 6:
        cards = translate("Lesson", "{opp} won {won} tricks to {lost}, so the cards, 10.")
    else:
        cards = translate("Lesson", "Six tricks each: nobody scores the cards.")
    most, least = (won, 12 - won) if won > 6 else (12 - won, won)
    cards = cards.format(opp=opp, won=most, lost=least)
    bonus = next((e for e in result.events if e.kind in ("repique", "pique")), None)
    if bonus is not None:
        extra = _bonus(bonus.seat == me, bonus.kind).format(opp=opp, points=bonus.points)
    else:
        extra = translate(
            "Lesson",
            "Two bonuses did not come up: reaching 30 with the hand scores alone before the "
            "other scores anything is a repique, 60 more, and 30 in hand and play a pique, 30.",
        )
    scores = translate("Lesson", "You scored {mine} and {opp} {theirs}.").format(
        mine=a, opp=opp, theirs=b
    )
    end = translate(
        "Lesson",
        "The lesson ends here: press Next deal to play on, six deals in all, or leave the lesson.",
    )
    partie = _rubicon(view, opp)
    return Explanation(title, f"{scores} {cards} {extra} {partie}{end}")


def _rubicon(view: PlayerView, opp: str) -> str:
    """How a Rubicon partie is won, with the partie's own totals: what the player would win or
    lose if it ended now (the newcomer's first question after "34 to 10": so what?)."""
    if view.rules.partie != "rubicon":
        return ""
    rule = translate(
        "Lesson",
        "After the last deal the higher total wins the partie, and scores the difference of the "
        "totals and 100 more; but a loser under 100 is rubiconed, and the winner then scores "
        "both totals and 100.",
    )
    totals = view.totals
    result = rubicon_result(totals)
    me = view.seat
    mine, theirs = totals[me], totals[1 - me]
    if result.winner is None:
        now = translate(
            "Lesson", "If it ended now, at {mine} all, the partie would be drawn."
        ).format(mine=mine)
    elif result.winner == me and result.rubiconed:
        now = translate(
            "Lesson",
            "If it ended now, at {mine} to {theirs}, {opp} would be rubiconed and you would win "
            "{mine} + {theirs} + 100 = {margin}.",
        )
    elif result.winner == me:
        now = translate(
            "Lesson",
            "If it ended now, at {mine} to {theirs}, you would win {mine} − {theirs} + 100 = "
            "{margin}.",
        )
    elif result.rubiconed:
        now = translate(
            "Lesson",
            "If it ended now, at {mine} to {theirs}, you would be rubiconed and {opp} would win "
            "{theirs} + {mine} + 100 = {margin}.",
        )
    else:
        now = translate(
            "Lesson",
            "If it ended now, at {mine} to {theirs}, {opp} would win {theirs} − {mine} + 100 = "
            "{margin}.",
        )
    now = now.format(mine=mine, theirs=theirs, opp=opp, margin=result.margin)
    return f"{rule} {now} "
