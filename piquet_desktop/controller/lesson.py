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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from piquet_desktop.engine.actions import Action, Discard, Play
from piquet_desktop.engine.cards import (
    ACE,
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_MASKS,
    SUIT_NAMES,
    cards_of,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import (
    SEQUENCE_NAMES,
    Category,
    Combination,
    best_point,
    number_word,
    sequences,
    sets,
)
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.view import DeclarationSummary, PlayerView

from .text import card_text, cards_text, does, with_suit_symbols

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
    """The advice for the decision in play: the action it recommends and its sentence."""

    action: Action
    sentence: str


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


# ----------------------------------------------------------------------------- the deal


def _deal(view: PlayerView, opp: str) -> Explanation:
    rules = view.rules
    talon = rules.talon_size
    elder_takes = rules.elder_max
    younger_takes = talon - elder_takes
    if view.role == "elder":
        text = (
            f"{opp} dealt, so {opp} is younger hand and you are elder hand: you speak first in "
            "the declarations and lead to the first trick. Each of you has twelve cards; the "
            f"{number_word(talon)} left face down are the talon, and you may exchange up to "
            f"{number_word(elder_takes)} cards for its top {number_word(elder_takes)}, younger "
            f"only up to the {number_word(younger_takes)} that remain. That is why elder is the "
            "stronger seat: more cards to improve with, and the lead."
        )
    else:
        text = (
            f"You dealt, so you are younger hand and {opp} is elder hand: he speaks first in the "
            "declarations and leads to the first trick. Each of you has twelve cards; the "
            f"{number_word(talon)} left face down are the talon: elder may exchange up to "
            f"{number_word(elder_takes)} of them, you only what he leaves, up to "
            f"{number_word(younger_takes)}. Younger has fewer chances to improve, so he keeps "
            "cards that guard his kings and queens and hopes to win the point."
        )
    return Explanation(f"Deal {max(view.deal_number, 1)}: elder and younger", text)


# ----------------------------------------------------------------------------- the exchange


def _holding(hand: int) -> list[str]:
    """What a hand holds that the declarations count, in words: point, sequences, sets."""
    out: list[str] = []
    point = best_point(hand)
    if point is not None:
        out.append(f"a point of {number_word(point.size)} {SUIT_NAMES[point.suit]}")
    out.extend(_sequence_words(seq) for seq in sorted(sequences(hand), key=lambda c: -c.size))
    out.extend(
        f"{number_word(held.size)} {RANK_PLURALS[held.key[1]]}"
        for held in sorted(sets(hand), key=lambda c: (-c.size, -c.key[1]))
    )
    return out


def _sequence_words(seq: Combination) -> str:
    length, top = seq.key
    name = SEQUENCE_NAMES.get(length, f"run of {length}")
    where = "major" if top == ACE else f"to the {RANK_NAMES[top]}"
    return f"a {name} {where} in {SUIT_NAMES[seq.suit]}"


def _listing(items: list[str]) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _exchange(view: PlayerView, opp: str) -> tuple[str, str]:
    held = _listing(_holding(view.hand)) or "nothing the declarations count yet"
    low, high = view.exchange_range or (0, 0)
    terms = (
        "(Your point is your longest suit; a tierce is three cards in a row in a suit, a quart "
        "four, a quint five; a trio is three of a rank, ten or higher, a quatorze four.)"
    )
    if view.role == "elder":
        advice = (
            f"Keep what scores and throw the low cards of your short suits: you may exchange "
            f"{low} to {high}, and the more you take, the better your chance to improve."
        )
    else:
        took = view.took[1 - view.seat] or 0
        must = "at least one and " if low > 0 else ""
        advice = (
            f"{opp} took {number_word(took)}; you may exchange {must}up to {number_word(high)}. "
            "As younger, keep your point if you can and guards for your kings and queens."
        )
    return "Your exchange", f"Your cards hold {held}. {terms} {advice}"


def _carte_blanche() -> tuple[str, str]:
    return (
        "Carte blanche",
        "You were dealt carte blanche: not one king, queen or knave. Claimed, it scores 10 "
        "before anything else, and it counts towards a pique or repique; the price is showing "
        "your whole hand to prove it, and claiming is nearly always right.",
    )


def _talon_choice(view: PlayerView, opp: str) -> tuple[str, str]:
    left = view.talon_count
    them = "them" if left != 1 else "it"
    return (
        "The cards left in the talon",
        f"You left {number_word(left)} card{'s' if left != 1 else ''} in the talon. You may "
        f"look at {them}, but then {opp} sees {them} too; left unseen, nobody does. Looking "
        f"tells you which cards {opp} cannot hold, and tells him the same about you.",
    )


# ----------------------------------------------------------------------------- the calls


_DEFINITIONS: dict[Category, str] = {
    "point": (
        "The declarations compare three things, always in this order: point, sequence, set. The "
        "point is your longest suit, 1 point a card; as long as his, the higher pip total wins "
        "(ace 11, king, queen, knave and ten 10, the others their face value)."
    ),
    "sequence": (
        "A sequence is three or more cards in a row in one suit: a tierce scores 3, a quart 4, "
        "a quint 15, a sixième 16 and so on; the longer wins, and of two as long, the one with "
        "the higher top card."
    ),
    "set": (
        "A set is three or four cards of one rank, tens or higher: a trio scores 3, a quatorze "
        "14, and between two of a size the higher rank wins."
    ),
}


def _said(category: Category, summary: DeclarationSummary) -> str:
    """The call as it was spoken, in quotes: “Point of five.”, “Quart.”, “Three aces.”."""
    size = summary.called_size or 0
    if category == "point":
        return f"“Point of {number_word(size)}.”"
    if category == "sequence":
        return f"“{SEQUENCE_NAMES.get(size, str(size)).capitalize()}.”"
    rank = summary.called_value
    plural = RANK_PLURALS[rank] if rank is not None else "of a kind"
    return f"“{'Fourteen' if size == 4 else number_word(size).capitalize()} {plural}.”"


_REPLIES = {"good": "“Good.”", "not_good": "“Not good.”", "equal": "“Equal.”"}


def _declaration(view: PlayerView, category: Category, opp: str) -> Explanation:
    me = view.seat
    summary = next(d for d in view.declarations if d.category == category)
    title = f"Declarations: the {category}"
    definition = _DEFINITIONS[category]
    caller = summary.caller
    if caller is None:
        if category == "set" and not sets(_hand_in_play(view)):
            story = "Neither of you called a set, so nobody scores one."
        else:
            story = f"Neither of you called a {category}, so nobody scores it."
        return Explanation(title, f"{definition} {story}{_sinking(category)}")
    prefix = "" if caller == view.elder else "Elder called nothing. "
    if caller == me:
        story = f"{prefix}The app called for you {_said(category, summary)}"
        answerer = f"{opp} answered"
    else:
        elder = ", elder," if caller == view.elder else ""
        story = f"{prefix}{opp}{elder} called {_said(category, summary)}"
        answerer = "The app answered for you"
    replies = summary.replies
    if replies[:1] == ("equal",):
        who, whose = ("you", "your") if caller == me else (opp, "his")
        if category == "point":
            meaning = f"as many cards, so {who} then counted {whose} pips"
        else:
            meaning = f"as long a sequence, so {who} then named {whose} top card"
        story += f" {answerer} “Equal”: {meaning}: "
        story += _second_call(category, summary)
        if len(replies) > 1:
            story += f" The answer: {_REPLIES[replies[1]]}"
    elif replies:
        story += f" {answerer} {_REPLIES[replies[0]]}"
    story += " " + _outcome(view, category, summary, opp)
    return Explanation(title, f"{definition} {story}{_sinking(category)}")


def _second_call(category: Category, summary: DeclarationSummary) -> str:
    """What the caller says after "equal": his pips, or his sequence's top card."""
    value = summary.called_value
    if value is None:
        return "how much it is worth"
    if category == "point":
        return f"“Making {value}.”"
    name = SEQUENCE_NAMES.get(summary.called_size or 0, "sequence").capitalize()
    top = "major" if value == ACE else f"to the {RANK_NAMES[value]}"
    return f"“{name} {top}.”"


def _outcome(view: PlayerView, category: Category, summary: DeclarationSummary, opp: str) -> str:
    """Who scores the category, and what, as far as the player knows it now."""
    me = view.seat
    if summary.equal:
        return f"Equal again: nobody scores any {category}."
    winner = summary.winner
    mine = [e for e in view.events if e.kind == category and e.seat == me]
    theirs = [e for e in view.events if e.kind == category and e.seat != me]
    if winner == me:
        scored = _listing([f"{e.reason.lower()} ({e.points})" for e in mine])
        also = " (the winner of a category scores all he holds in it)" if len(mine) > 1 else ""
        return f"So you win the {category} and score {scored}{also}."
    if winner is None:
        return ""
    if theirs:
        scored = _listing([f"{e.reason.lower()} ({e.points})" for e in theirs])
        return f"So {opp} wins the {category} and scores {scored}."
    return (
        f"So {opp} holds the better {category}; as younger he says what it is and scores it "
        "once you have led to the first trick."
    )


def _sinking(category: Category) -> str:
    if category != "set":
        return ""
    return (
        " A player may also sink a combination, keep quiet about it to hide his hand; the app "
        "calls all you hold unless you turn on Expert declarations."
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
        f"{e.reason.lower()} ({e.points})"
        for e in view.events
        if e.seat != view.seat and e.kind in ("carte_blanche", "point", "sequence", "set")
    ]
    if not theirs:
        return ""
    return f"Once you had led, {opp}, younger, announced his {_listing(theirs)}. "


def _lead(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    if trick == 1:
        return (
            "The play: your lead",
            f"Now twelve tricks, with no trumps. You lead any card; {opp} must follow suit if he "
            "can, and the highest card of the suit led wins the trick and the next lead. Every "
            "card you lead scores you 1, and winning a trick he led scores 1 too, so lead from "
            "your long, strong suits, where your cards are masters.",
        )
    masters = _masters(view)
    sure = (
        f" Your masters, cards nothing left out can beat: {cards_text(masters)}."
        if masters
        else " None of your cards is sure to win now: count the cards played."
    )
    return (
        f"Trick {trick}: your lead",
        f"{_announced(view, opp)}You won the last trick, so you lead again, for 1 point.{sure} "
        "A master led wins the "
        "trick; a lower card may give the lead away.",
    )


def _follow(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    led = view.lead_card
    suit = suit_of(led)
    held = view.hand & SUIT_MASKS[suit]
    scores = ", which scores him 1" if view.rules.trick_points == "standard" else ""
    if held:
        higher = [c for c in cards_of(held) if rank_of(c) > rank_of(led)]
        how = (
            f"Play higher than {card_text(led)} ({cards_text(sum(1 << c for c in higher))}) to "
            "win it, 1 point and the next lead, or a low one to keep your high cards for later."
            if higher
            else f"None of yours beats {card_text(led)}, so play your lowest."
        )
        text = (
            f"{_announced(view, opp)}{opp} led {card_text(led)}{scores}. You hold "
            f"{SUIT_NAMES[suit]}, so you must "
            f"follow suit: {cards_text(held)}. {how}"
        )
    else:
        text = (
            f"{_announced(view, opp)}{opp} led {card_text(led)}{scores}. You have no "
            f"{SUIT_NAMES[suit]}, so you may "
            "play any card, and he wins the trick: throw a card that would win nothing later, "
            "and keep your masters."
        )
    return f"Trick {trick}: following suit", text


def _last_trick(view: PlayerView, opp: str) -> tuple[str, str]:
    trick = len(view.tricks) + 1
    if view.lead_card < 0:
        first = (
            f"Trick {trick}, your lead, and your last choice: the card you keep plays the last "
            "trick."
        )
    else:
        first = (
            f"Trick {trick}: {opp} led {card_text(view.lead_card)}, and this is your last "
            "choice: the card you keep plays the last trick."
        )
    return (
        "The last tricks",
        f"{first} Winning the last trick scores 1 more point. Then the tricks are counted: more "
        "than six wins the cards, 10 points, and all twelve is capot, 40.",
    )


def _kept(hand: int, discard: int) -> str:
    """What a discard keeps of the hand's combinations, and what it gives up."""
    before = _holding(hand)
    after = set(_holding(hand & ~discard))
    lost = [words for words in before if words not in after]
    if not before:
        return ""
    if not lost:
        return " It keeps all you hold."
    kept = [words for words in before if words in after]
    if not kept:
        return f" It gives up {_listing(lost)}."
    return f" It keeps {_listing(kept)} and gives up {_listing(lost)}."


def _suggestion(view: PlayerView, hint: Hint | None) -> str:
    if hint is None:
        return "The hint is being worked out…"
    said = f"The hint: “{with_suit_symbols(hint.sentence)}”"
    action = hint.action
    if isinstance(action, Discard) and action.cards:
        return (
            f"{said}{_kept(view.hand, action.cards)} Its discards stand raised: press Exchange "
            "to follow it, or click cards to change them."
        )
    if isinstance(action, Play):
        return (
            f"{said} {card_text(action.card)} is outlined, under the keyboard ring: Space plays "
            "it, or click any card you prefer."
        )
    return f"{said} The choice is yours: the buttons are under the table."


# ----------------------------------------------------------------------------- the end


def _deal_end(view: PlayerView, opp: str) -> Explanation:
    me = view.seat
    result = view.results[-1] if view.results else None
    number = result.number if result is not None else max(view.deal_number, 1)
    title = f"Deal {number} is over"
    if result is None:
        return Explanation(title, "The deal is over: the summary shows every score.")
    a, b = result.totals[me], result.totals[1 - me]
    won = view.tricks_won[me]
    kinds = {e.kind: e for e in result.events}
    if "capot" in kinds:
        cards = (
            "You won all twelve tricks: capot, 40."
            if kinds["capot"].seat == me
            else f"{opp} won all twelve tricks: capot, 40."
        )
    elif won > 6:
        cards = f"You won {won} tricks to {12 - won}, so the cards, 10."
    elif won < 6:
        cards = f"{opp} won {12 - won} tricks to {won}, so the cards, 10."
    else:
        cards = "Six tricks each: nobody scores the cards."
    bonus = next((e for e in result.events if e.kind in ("repique", "pique")), None)
    if bonus is not None:
        who = "You" if bonus.seat == me else opp
        extra = (
            f"{does(who, 'scores', mid_sentence=False)} a {bonus.kind}, {bonus.points} more, for "
            "reaching 30 before the other scored anything."
        )
    else:
        extra = (
            "Two bonuses did not come up: reaching 30 with the hand scores alone before the "
            "other scores anything is a repique, 60 more, and 30 in hand and play a pique, 30."
        )
    text = (
        f"You scored {a} and {opp} {b}. {cards} {extra} The lesson ends here: press Next deal "
        "to play on, six deals in all, the higher total winning, or leave the lesson."
    )
    return Explanation(title, text)
