"""One deal of Piquet as an explicit state machine.

Phases follow the laws in the order a deal is played: carte blanche claims, elder's exchange,
younger's exchange, the three declaration categories with their call-and-answer protocol, then
twelve tricks. ``legal_actions`` and ``apply`` are the whole interface; ``apply`` checks everything
before it changes anything, so a refused action leaves the state exactly as it was.

Steps in which the player to act has exactly one possible answer (no combination to call, nothing
but "good" to reply) are taken automatically and still spoken, so neither the record nor a player
has to supply moves that carry no choice. Seats are 0 and 1 for the whole partie; ``elder`` says
which seat is elder hand in this deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, NamedTuple

from .actions import (
    ANSWERS,
    PLAYS,
    SINKS,
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from .cards import (
    FACE_MASK,
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_MASKS,
    SUIT_SIZE,
    TEN,
    card_str,
    cards_of,
    mask_of,
    pack_mask,
    rank_of,
    suit_of,
)
from .combinations import (
    CATEGORIES,
    SEQUENCE_NAMES,
    Category,
    Combination,
    best,
    callable_combinations,
    number_word,
    scoring_combinations,
)
from .discards import legal_discards
from .errors import IllegalActionError
from .refusal import Refusal, Waiting
from .rules import RuleSet
from .scoring import ScoreEvent, totals_of, with_bonuses

Phase = Literal[
    "carte_blanche", "elder_discard", "younger_discard", "declare", "talon_choice", "play", "over"
]
DeclareStep = Literal["elder_call", "answer", "younger_call"]
TRICKS = 12


class Speech(NamedTuple):
    """A line said at the table, as the declarations dialogue shows it.

    ``text`` is the English words, which are data: the AI compares them, the console tools and
    the records print them. The other fields say which line it is, so that the window can say it
    in another language without reading the English back: ``phrase`` names its shape (see
    ``PHRASES``), ``combination`` what a call says of the one called (``_said``: never its
    cards or suit, since the speech is in the opponent's view), ``event`` the score announced,
    ``number`` the number of cards discarded or taken.
    """

    seat: int
    text: str
    phrase: str = ""
    combination: Combination | None = None
    event: ScoreEvent | None = None
    number: int = 0


PHRASES = (
    "carte_blanche_shown",  # "Carte blanche: here is my hand."
    "carte_blanche",  # "Carte blanche." (count 0), or elder's "Carte blanche. I take three."
    "discard",  # younger's "I discard three." (number), before elder shows carte blanche
    "call",  # elder's first call: "Point of five.", "Quint.", "Three kings."
    "call_detail",  # after "Equal.": "Making 49.", "Quint major."
    "no_point",  # "No point." (and no_sequence, no_set)
    "no_sequence",
    "no_set",
    "good",
    "not_good",
    "equal",
    "score",  # a score announced: "Quint major in spades: 15." (event)
)
"""Every ``Speech.phrase`` the engine says."""


def _said(combo: Combination, stage: int) -> Combination:
    """What a call says of ``combo``, and no more: its category and size, the rank of a set,
    and after "Equal." (``stage`` 1) the point's value or the sequence's top card. Never its
    cards or suit, which the speech is heard without: the speech is in the opponent's view."""
    size, second = combo.key
    said = second if stage == 1 or combo.category == "set" else 0
    key = (combo.category, size, said)
    heard = _HEARD.get(key)
    if heard is None:  # a few hundred in all, each built once (they are immutable)
        heard = _HEARD[key] = Combination(combo.category, 0, (size, said), -1)
    return heard


_HEARD: dict[tuple[Category, int, int], Combination] = {}


class Trick(NamedTuple):
    leader: int
    lead: int
    follow: int
    winner: int


@dataclass(slots=True)
class CategoryResult:
    """How one declaration category went: what was called and who (if anyone) won it."""

    category: Category
    elder_call: Combination | None = None
    younger_call: Combination | None = None
    winner: int | None = None
    equal: bool = False
    replies: list[str] = field(default_factory=list)


def deal_hands(order: tuple[int, ...], elder: int, deal_by: int) -> tuple[list[int], list[int]]:
    """Split a pack order into the two hands and the talon: the dealer gives elder the first packet.

    Returns ``(hands by seat, talon top first)``.
    """
    hands = [0, 0]
    pos = 0
    receiver = elder
    while pos < 24:
        for c in order[pos : pos + deal_by]:
            hands[receiver] |= 1 << c
        pos += deal_by
        receiver = 1 - receiver
    return hands, list(order[24:])


def order_for_hands(
    hands: tuple[int, int], talon: list[int], elder: int, deal_by: int
) -> tuple[int, ...]:
    """The pack order that deals exactly these hands and talon: the inverse of ``deal_hands``.

    Tests, the advice tool and "set up a position" features describe deals by their hands; going
    through a real pack order keeps every deal, however it was made, on the one recorded path.
    """
    pools = [sorted(cards_of(hands[0])), sorted(cards_of(hands[1]))]
    if any(len(p) != 12 for p in pools):
        raise ValueError("each hand must hold exactly 12 cards")
    order: list[int] = []
    receiver = elder
    while len(order) < 24:
        packet = pools[receiver][:deal_by]
        del pools[receiver][:deal_by]
        order.extend(packet)
        receiver = 1 - receiver
    return (*order, *talon)


class DealState:
    """The complete (hidden and public) state of a deal. Players see it only through views."""

    __slots__ = (
        "answer_stage",
        "carte_blanche_claimed",
        "carte_blanche_pending",
        "carte_blanche_shown",
        "carte_blanche_take",
        "categories",
        "dealt",
        "declaration_events",
        "declaration_index",
        "declaration_step",
        "discards",
        "elder",
        "hands",
        "lead_card",
        "leader",
        "memo",
        "pending_tie",
        "pending_younger",
        "phase",
        "rules",
        "seen_talon",
        "shown",
        "speech",
        "taken",
        "talon",
        "talon_looked",
        "to_act",
        "trick_events",
        "tricks",
        "tricks_won",
        "younger_discard_early",
    )

    def __init__(self, rules: RuleSet, elder: int, order: tuple[int, ...]) -> None:
        self.rules = rules
        self.elder = elder
        hands, talon = deal_hands(order, elder, rules.deal_by)
        self.dealt = (hands[0], hands[1])
        self.hands = hands
        self.talon = talon
        self.discards = [0, 0]
        self.taken: list[int | None] = [None, None]  # masks of cards taken in, once taken
        self.seen_talon = [0, 0]
        self.talon_looked: bool | None = None
        self.shown = [0, 0]  # cards of seat s's hand that have been shown to the opponent
        self.carte_blanche_claimed = [False, False]
        self.carte_blanche_shown = [False, False]
        self.carte_blanche_take = 0
        self.younger_discard_early: int | None = None
        self.carte_blanche_pending = [s for s in (elder, 1 - elder) if not hands[s] & FACE_MASK]
        self.categories: list[CategoryResult] = []
        self.declaration_index = 0
        self.declaration_step: DeclareStep = "elder_call"
        self.answer_stage = 0
        self.speech: list[Speech] = []
        self.pending_younger: list[ScoreEvent] = []
        self.pending_tie = 0  # younger's tied combinations, shown at elder's first lead
        self.declaration_events: list[list[ScoreEvent]] = [[], [], [], []]
        self.trick_events: list[ScoreEvent] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0]
        self.leader = elder
        self.lead_card = -1
        # Derived facts (the ordered events, the views' summaries) cached until the next action
        # (the summaries, once settled, for the rest of the deal: see apply): views are built at
        # every decision and would otherwise recompute them each time.
        self.memo: dict[str, object] = {}
        if self.carte_blanche_pending:
            self.phase: Phase = "carte_blanche"
            self.to_act = self.carte_blanche_pending[0]
        else:
            self.phase = "elder_discard"
            self.to_act = elder

    # ----------------------------------------------------------------------------- basics
    @property
    def younger(self) -> int:
        return 1 - self.elder

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def declarations_complete(self) -> bool:
        """True once every hand score is reckoned, i.e. from elder's first lead on."""
        return bool(self.tricks) or self.lead_card >= 0

    def clone(self) -> DealState:
        new = DealState.__new__(DealState)
        for name in DealState.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.talon = self.talon[:]
        new.discards = self.discards[:]
        new.taken = self.taken[:]
        new.seen_talon = self.seen_talon[:]
        new.shown = self.shown[:]
        new.carte_blanche_claimed = self.carte_blanche_claimed[:]
        new.carte_blanche_shown = self.carte_blanche_shown[:]
        new.carte_blanche_pending = self.carte_blanche_pending[:]
        new.categories = [
            CategoryResult(
                c.category, c.elder_call, c.younger_call, c.winner, c.equal, c.replies[:]
            )
            for c in self.categories
        ]
        new.speech = self.speech[:]
        new.pending_younger = self.pending_younger[:]
        new.declaration_events = [e[:] for e in self.declaration_events]
        new.trick_events = self.trick_events[:]
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.memo = {}
        return new

    def events(self) -> list[ScoreEvent]:
        """Every score so far in reckoning order, with pique or repique where earned."""
        cached = self.memo.get("events")
        if cached is None:
            hand = self.declaration_events
            ordered = [*hand[0], *hand[1], *hand[2], *hand[3], *self.trick_events]
            cached = self.memo["events"] = with_bonuses(ordered, self.declarations_complete)
        assert isinstance(cached, list)
        return list(cached)

    def totals(self) -> tuple[int, int]:
        return totals_of(self.events())

    @property
    def current_category(self) -> Category:
        return CATEGORIES[self.declaration_index]

    # ----------------------------------------------------------------------------- exchange
    def exchange_range(self) -> tuple[int, int]:
        """How many cards the player to act may discard now: (fewest, most)."""
        if self.phase == "elder_discard":
            if self.carte_blanche_claimed[self.elder]:
                return self.carte_blanche_take, self.carte_blanche_take
            return 1, min(self.rules.elder_max, len(self.talon))
        if self.phase == "younger_discard":
            available = len(self.talon) - (
                self.carte_blanche_take if self.taken[self.elder] is None else 0
            )
            low = 1 if self.rules.younger_must_exchange and available else 0
            return low, available
        raise IllegalActionError(Refusal.of("no_exchange", **self._waiting()))

    def _take(self, seat: int, n: int) -> None:
        took = mask_of(self.talon[:n])
        del self.talon[:n]
        self.hands[seat] |= took
        self.taken[seat] = took

    def _show_carte_blanche(self, seat: int) -> None:
        self.carte_blanche_shown[seat] = True
        self.shown[seat] |= self.dealt[seat]
        self.declaration_events[0].append(
            ScoreEvent(seat, 10, "carte_blanche", "Carte blanche", cards=self.dealt[seat])
        )
        self.speech.append(Speech(seat, "Carte blanche: here is my hand.", "carte_blanche_shown"))

    def _apply_discard(self, action: Discard) -> None:
        seat = self.to_act
        if action.cards & ~self.hands[seat]:
            missing = action.cards & ~self.hands[seat]
            raise IllegalActionError(Refusal.of("discard_not_held", cards=missing))
        low, high = self.exchange_range()
        n = action.cards.bit_count()
        if not low <= n <= high:
            who = "elder" if seat == self.elder else "younger"
            raise IllegalActionError(
                Refusal.of("must_discard", who=who, low=low)
                if low == high
                else Refusal.of("may_discard", who=who, low=low, high=high, n=n)
            )
        self.hands[seat] &= ~action.cards
        self.discards[seat] = action.cards
        if seat == self.elder:
            portion_left = self.rules.elder_max - n
            self._take(self.elder, n)
            # Elder may look at the cards of his portion he left; looking costs nothing, so he does.
            self.seen_talon[self.elder] |= mask_of(self.talon[:portion_left])
            if self.carte_blanche_claimed[self.younger]:
                self._show_carte_blanche(self.younger)
            if self.younger_discard_early is not None:
                self._take(self.younger, self.younger_discard_early)
                self._start_declarations()
                return
            self.phase = "younger_discard"
            self.to_act = self.younger
            return
        if self.taken[self.elder] is None:
            # Elder holds carte blanche and has only said how many he takes: younger discards
            # first, then elder shows, discards and takes in, and only then younger takes in.
            self.younger_discard_early = n
            count = number_word(n) if n else "none"  # au cent: he may take none
            self.speech.append(Speech(seat, f"I discard {count}.", "discard", number=n))
            self._show_carte_blanche(self.elder)
            self.phase = "elder_discard"
            self.to_act = self.elder
            return
        self._take(self.younger, n)
        self._start_declarations()

    def _apply_carte_blanche(self, action: CarteBlanche) -> None:
        seat = self.to_act
        if seat == self.elder and action.claim:
            high = min(self.rules.elder_max, len(self.talon))
            if not 1 <= action.take <= high:
                raise IllegalActionError(Refusal.of("carte_blanche_take", high=high))
        elif action.take:
            raise IllegalActionError(Refusal.of("carte_blanche_take_not_elder"))
        self.carte_blanche_pending.pop(0)
        if action.claim:
            self.carte_blanche_claimed[seat] = True
            if seat == self.elder:  # younger's claim (take 0) must not erase elder's number
                self.carte_blanche_take = action.take
            said = "Carte blanche." + (
                f" I take {number_word(action.take)}." if seat == self.elder else ""
            )
            take = action.take if seat == self.elder else 0
            self.speech.append(Speech(seat, said, "carte_blanche", number=take))
        if self.carte_blanche_pending:
            self.to_act = self.carte_blanche_pending[0]
            return
        if self.carte_blanche_claimed[self.elder]:
            self.phase = "younger_discard"
            self.to_act = self.younger
        else:
            self.phase = "elder_discard"
            self.to_act = self.elder

    # ----------------------------------------------------------------------------- declarations
    def _start_declarations(self) -> None:
        self.phase = "declare"
        self.declaration_index = 0
        self._begin_category()

    def _begin_category(self) -> None:
        self.categories.append(CategoryResult(self.current_category))
        self.declaration_step = "elder_call"
        self.answer_stage = 0
        self.to_act = self.elder
        self._auto_declare()

    def _auto_declare(self) -> None:
        """Take the steps that leave no choice: nothing to call, nothing but 'good' to answer."""
        while self.phase == "declare":
            cat = self.current_category
            if self.declaration_step in ("elder_call", "younger_call"):
                if best(self.hands[self.to_act], cat) is None:
                    self._apply_sink(SINKS[cat])
                    continue
                return
            if len(self._legal_answers()) == 1:
                self._apply_answer(ANSWERS["good"])
                continue
            return

    def _legal_answers(self) -> list[Answer]:
        call = self.categories[-1].elder_call
        assert call is not None
        mine = best(self.hands[self.younger], call.category)
        out = [ANSWERS["good"]]
        if mine is None:
            return out
        if call.category == "set" or self.answer_stage == 1:
            if mine.key > call.key:
                out.append(ANSWERS["not_good"])
            elif mine.key == call.key and call.category != "set":
                out.append(ANSWERS["equal"])
        elif mine.key[0] > call.key[0]:
            out.append(ANSWERS["not_good"])
        elif mine.key[0] == call.key[0]:
            out.append(ANSWERS["equal"])
        return out

    def _call_words(self, combo: Combination, stage: int) -> str:
        size, second = combo.key
        if combo.category == "point":
            if stage == 0:
                return f"Point of {number_word(size)}."
            return f"Making {second}."
        if combo.category == "sequence":
            name = SEQUENCE_NAMES[size].capitalize()
            if stage == 0:
                return f"{name}."
            top = "major" if second == SUIT_SIZE - 1 else f"to the {RANK_NAMES[second]}"
            return f"{name} {top}."
        kind = "Fourteen" if size == 4 else "Three"
        return f"{kind} {RANK_PLURALS[second]}."

    def _apply_call(self, action: Call) -> None:
        cat = self.current_category
        if action.category != cat:
            raise IllegalActionError(
                Refusal.of("wrong_category", category=cat, asked=action.category)
            )
        seat = self.to_act
        options = callable_combinations(self.hands[seat], cat)
        chosen = next((c for c in options if c.cards == action.cards), None)
        if chosen is None:
            raise IllegalActionError(Refusal.of("cannot_call", cards=action.cards, category=cat))
        result = self.categories[-1]
        if self.declaration_step == "elder_call":
            # Younger announces his calls only after elder's first lead (RULES.md section 4):
            # _first_lead_made says them; saying them now would tell elder too early.
            self.speech.append(Speech(seat, self._call_words(chosen, 0), "call", _said(chosen, 0)))
            result.elder_call = chosen
            self.declaration_step = "answer"
            self.to_act = self.younger
            self._auto_declare()
        else:
            result.younger_call = chosen
            result.winner = seat
            self.pending_younger.extend(self._scores(seat, cat, chosen))
            self._next_category()

    def _apply_sink(self, action: Sink) -> None:
        cat = self.current_category
        if action.category != cat:
            raise IllegalActionError(
                Refusal.of("wrong_category", category=cat, asked=action.category)
            )
        if self.declaration_step == "elder_call":
            # Younger's silence is not spoken either: "No point." from him would tell elder,
            # before his lead, that younger did not call.
            self.speech.append(Speech(self.to_act, f"No {cat}.", _SINK_PHRASES[cat]))
            self.declaration_step = "younger_call"
            self.to_act = self.younger
            self._auto_declare()
        else:
            self._next_category()

    def _apply_answer(self, action: Answer) -> None:
        if action not in self._legal_answers():
            raise IllegalActionError(self._why_not_answer(action))
        result = self.categories[-1]
        call = result.elder_call
        assert call is not None
        self.speech.append(Speech(self.younger, _REPLY_WORDS[action.reply], action.reply))
        result.replies.append(action.reply)
        if action.reply == "good":
            result.winner = self.elder
            events = self._scores(self.elder, call.category, call, self._unseen_by_elder())
            self.declaration_events[self.declaration_index + 1].extend(events)
            for e in events:
                self.shown[self.elder] |= e.cards
                self.speech.append(Speech(self.elder, f"{e.reason}: {e.points}.", "score", event=e))
            self._next_category()
        elif action.reply == "not_good":
            result.winner = self.younger
            self.pending_younger.extend(self._scores(self.younger, call.category, None))
            self._next_category()
        elif self.answer_stage == 0:
            self.answer_stage = 1
            self.speech.append(
                Speech(self.elder, self._call_words(call, 1), "call_detail", _said(call, 1))
            )
            self._auto_declare()
        else:
            result.equal = True
            self._show_tie(call)
            self._next_category()

    def _show_tie(self, call: Combination) -> None:
        """Both tied combinations are shown (either player may ask to see them, Cavendish):
        elder's call at once, like his good calls; younger's equal at elder's first lead, when
        he shows what he scored."""
        self.shown[self.elder] |= call.cards
        mine = best(self.hands[self.younger], call.category)
        assert mine is not None and mine.key == call.key
        # Added to, not replaced: point and sequence may both tie in one deal.
        self.pending_tie |= mine.cards

    def _unseen_by_elder(self) -> int | None:
        """Under the option ``good_against_the_cards``, the cards younger could possibly hold as
        far as elder knows: all but his hand, his discard and (from the third reckoning) the
        cards of his portion he saw and left that younger did not take, since younger takes from
        the top; from the fourth, once younger has shown a carte blanche, only that dealt hand
        and the cards he took from the talon. None when the option is off."""
        if not self.rules.law_49:
            return None
        y = self.younger
        if self.rules.reckoning >= 4 and self.carte_blanche_shown[y]:
            return self.dealt[y] | (self.taken[y] or 0)
        e = self.elder
        unseen = pack_mask(self.rules.deck) & ~self.hands[e] & ~self.discards[e]
        if self.rules.reckoning >= 3:
            unseen &= ~(self.seen_talon[e] & mask_of(self.talon))
        return unseen

    def _why_not_answer(self, action: Answer) -> Refusal:
        call = self.categories[-1].elder_call
        assert call is not None
        if action.reply == "equal" and call.category == "set":
            return Refusal.of("sets_never_equal")
        return Refusal.of("cannot_answer", reply=action.reply, category=call.category)

    def _scores(
        self, seat: int, cat: Category, called: Combination | None, unseen: int | None = None
    ) -> list[ScoreEvent]:
        reckoning = self.rules.reckoning
        combos = scoring_combinations(self.hands[seat], cat, called, unseen, reckoning)
        return [ScoreEvent(seat, c.score, cat, c.describe(), cards=c.cards) for c in combos]

    def _next_category(self) -> None:
        if self.declaration_index == len(CATEGORIES) - 1:
            self.phase = "play"
            self.to_act = self.elder
            self.leader = self.elder
            return
        self.declaration_index += 1
        self._begin_category()

    # ----------------------------------------------------------------------------- play
    def legal_plays(self) -> int:
        """The cards the player to act may play, as a mask."""
        hand = self.hands[self.to_act]
        if self.lead_card < 0:
            return hand
        same = hand & SUIT_MASKS[suit_of(self.lead_card)]
        return same or hand

    def _apply_play(self, action: Play) -> None:
        seat = self.to_act
        c = action.card
        hand = self.hands[seat]
        if not hand >> c & 1:
            raise IllegalActionError(Refusal.of("not_in_hand", card=c))
        tens_only = self.rules.trick_points == "tens_only"
        if self.lead_card < 0:
            self.hands[seat] = hand & ~(1 << c)
            self.lead_card = c
            self.leader = seat
            if not tens_only or rank_of(c) >= TEN:
                self.trick_events.append(_LEAD_EVENTS[seat][c])
            if not self.tricks:
                self._first_lead_made()
                return
            self.to_act = 1 - seat
            return
        led = self.lead_card
        led_suit = led // SUIT_SIZE
        same_suit = c // SUIT_SIZE == led_suit
        if not same_suit and hand & SUIT_MASKS[led_suit]:
            raise IllegalActionError(Refusal.of("must_follow_suit", suit=led_suit))
        self.hands[seat] = hand & ~(1 << c)
        leader = self.leader
        if same_suit and c > led:
            winner, win_card = seat, c
        else:
            winner, win_card = leader, led
        self.tricks.append(Trick(leader, led, c, winner))
        self.lead_card = -1
        self.tricks_won[winner] += 1
        if winner != leader and (not tens_only or win_card % SUIT_SIZE >= TEN):
            self.trick_events.append(_TRICK_EVENTS[winner][win_card])
        last = len(self.tricks) == TRICKS
        if last:
            self.trick_events.append(
                ScoreEvent(winner, self.rules.last_trick_bonus, "last_trick", "Last trick")
            )
        if self.rules.cards_count_for_pique and self.tricks_won[winner] == 7:
            self.trick_events.append(
                ScoreEvent(winner, 10, "cards", "The cards (seventh trick)", cards_in_play=True)
            )
        self.leader = winner
        self.to_act = winner
        if last:
            self._finish()

    def _first_lead_made(self) -> None:
        """Younger now announces and scores his good combinations, and decides on the talon."""
        y = self.younger
        for e in self.pending_younger:
            self.declaration_events[_CATEGORY_SLOT[e.kind]].append(e)
            self.shown[y] |= e.cards
            self.speech.append(Speech(y, f"{e.reason}: {e.points}.", "score", event=e))
        self.pending_younger = []
        self.shown[y] |= self.pending_tie
        self.pending_tie = 0
        if self.talon:
            self.phase = "talon_choice"
        self.to_act = y

    def _apply_look(self, action: LookAtTalon) -> None:
        self.talon_looked = action.look
        if action.look:
            seen = mask_of(self.talon)
            self.seen_talon[0] |= seen
            self.seen_talon[1] |= seen
        self.phase = "play"

    def _finish(self) -> None:
        won = self.tricks_won
        self.phase = "over"
        self.to_act = -1
        winner = 0 if won[0] > won[1] else 1 if won[1] > won[0] else -1
        if winner < 0:
            return
        capot = won[winner] == TRICKS
        if self.rules.cards_count_for_pique:
            if capot:
                self.trick_events.append(
                    ScoreEvent(
                        winner,
                        30,
                        "capot",
                        "Capot (40 in all with the cards)",
                        False,
                        cards_in_play=True,
                    )
                )
            return
        if capot:
            self.trick_events.append(ScoreEvent(winner, 40, "capot", "Capot", False))
        else:
            self.trick_events.append(ScoreEvent(winner, 10, "cards", "The cards", False))

    # ----------------------------------------------------------------------------- interface
    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take (the exchange lists every possible discard)."""
        phase = self.phase
        if phase == "play":
            return list(map(PLAYS.__getitem__, cards_of(self.legal_plays())))
        if phase == "declare":
            cat = self.current_category
            if self.declaration_step == "answer":
                return list(self._legal_answers())
            return list(_call_actions(self.hands[self.to_act], cat))
        if phase in ("elder_discard", "younger_discard"):
            low, high = self.exchange_range()
            return [Discard(d) for d in legal_discards(self.hands[self.to_act], low, high)]
        if phase == "carte_blanche":
            if self.to_act == self.elder:
                high = min(self.rules.elder_max, len(self.talon))
                claims: list[Action] = [CarteBlanche(False)]
                claims.extend(CarteBlanche(True, n) for n in range(1, high + 1))
                return claims
            return [CarteBlanche(False), CarteBlanche(True)]
        if phase == "talon_choice":
            return [LookAtTalon(True), LookAtTalon(False)]
        return []

    def apply(self, action: Action) -> None:
        """Apply an action in place; an illegal one raises IllegalActionError, changing nothing."""
        memo = self.memo
        if memo:
            settled = memo.get("declarations")
            # After elder's first trick the declarations never change again, so neither does
            # what is derived from them alone (the views' summaries): only that is kept.
            if settled is not None and self.tricks and self.phase == "play":
                self.memo = {"declarations": settled}
            else:
                self.memo = {}
        phase = self.phase
        if phase == "play" and type(action) is Play:
            self._apply_play(action)
        elif phase == "declare" and type(action) is Answer and self.declaration_step == "answer":
            self._apply_answer(action)
        elif (
            phase == "declare"
            and type(action) in (Call, Sink)
            and self.declaration_step != "answer"
        ):
            if isinstance(action, Call):
                self._apply_call(action)
            elif isinstance(action, Sink):
                self._apply_sink(action)
        elif phase in ("elder_discard", "younger_discard") and type(action) is Discard:
            self._apply_discard(action)
        elif phase == "carte_blanche" and type(action) is CarteBlanche:
            self._apply_carte_blanche(action)
        elif phase == "talon_choice" and type(action) is LookAtTalon:
            self._apply_look(action)
        else:
            raise IllegalActionError(Refusal.of("not_now", action=str(action), **self._waiting()))

    def _waiting(self) -> dict[str, str]:
        """What the deal waits for, as a refusal's fields (``refusal.WAITING``)."""
        who = "elder" if self.to_act == self.elder else "younger"
        if self.phase == "declare":
            step: Waiting = "answer" if self.declaration_step == "answer" else "call"
            return {"waiting": step, "who": who, "category": self.current_category}
        if self.phase == "play":
            step = "lead" if self.lead_card < 0 else "follow"
        else:
            step = _WAITING_IN[self.phase]
        return {"waiting": step, "who": who, "category": ""}


_WAITING_IN: dict[str, Waiting] = {
    "over": "deal_over",
    "carte_blanche": "carte_blanche",
    "elder_discard": "elder_discard",
    "younger_discard": "younger_discard",
    "talon_choice": "talon_choice",
}
_REPLY_WORDS = {"good": "Good.", "not_good": "Not good.", "equal": "Equal."}
_SINK_PHRASES = {"point": "no_point", "sequence": "no_sequence", "set": "no_set"}


@lru_cache(maxsize=4096)
def _call_actions(hand: int, category: Category) -> tuple[Action, ...]:
    """Sinking, then every call the hand allows; cached since each hand is asked several times."""
    calls = _CALLS[category]
    out: list[Action] = [SINKS[category]]
    for c in callable_combinations(hand, category):
        call = calls.get(c.cards)
        if call is None:
            call = calls[c.cards] = Call(category, c.cards)
        out.append(call)
    return tuple(out)


# The Call of each combination, by category and cards, built once: there are only a few thousand,
# and building a frozen dataclass is the dearest part of listing a hand's calls.
_CALLS: dict[Category, dict[int, Call]] = {c: {} for c in CATEGORIES}


# declaration_events holds carte blanche first, then one list per category in reckoning order.
_CATEGORY_SLOT = {"point": 1, "sequence": 2, "set": 3}

# Play events are immutable and identical whenever the same seat leads or wins with the same card:
# building them once keeps self-play (millions of tricks for the AI's statistics) cheap.
_LEAD_EVENTS = tuple(
    tuple(ScoreEvent(seat, 1, "lead", f"Led {card_str(c)}", card=c) for c in range(36))
    for seat in (0, 1)
)
_TRICK_EVENTS = tuple(
    tuple(
        ScoreEvent(seat, 1, "trick", f"Won the trick with {card_str(c)}", card=c) for c in range(36)
    )
    for seat in (0, 1)
)
