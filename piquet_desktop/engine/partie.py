"""A partie: the cut, a sequence of deals, and the result in Rubicon or au cent.

The partie owns chance (the cut and every shuffle are actions too) and keeps the list of every
action applied, so that list plus the rule set is the whole game: records store it, replays
re-apply it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from .actions import Action, Cut, Shuffle
from .cards import pack, rank_of
from .deal import DealState, Speech
from .errors import IllegalActionError
from .refusal import Refusal
from .rules import RuleSet
from .scoring import ScoreEvent, totals_of

CHANCE = -1
NOBODY = -2
PartiePhase = Literal["cut", "shuffle", "deal", "over"]


@dataclass(frozen=True, slots=True)
class GameResult:
    """An au cent game: who reached 100 first in reckoning order, and whether it was a double."""

    winner: int
    double: bool
    scores: tuple[int, int]  # the game scores at the moment it was won
    last_deal: int

    @property
    def points(self) -> int:
        """What the game counts towards the partie (best of five): a double game counts two.
        Every layer that counts games reads this, so the rule is written once."""
        return 2 if self.double else 1


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal as the score sheet shows it, and the score it left.

    The partie fills in what the deal did to the score when it finishes it (``PartieState``), so
    the score sheet, the deal's summary and the AI read the running scores instead of adding
    the deals up again, each its own way:

    - ``after``: the running totals after this deal, as a scoring card writes them: the
      partie's totals in Rubicon; in au cent the score of the game in play, or for the deal in
      which a game was won the score at which it was won (the next game starts from nothing);
    - ``game``: the au cent game won in this deal, if one was;
    - ``games_after``: au cent games won after this deal, a double counting two;
    - ``counted_events``: how many of ``events`` counted; in the au cent deal that wins a game
      the scores after the winning one are void. None: all of them.

    The defaults are those of a deal that changed nothing (a placeholder made outside a partie).
    """

    number: int
    elder: int
    events: tuple[ScoreEvent, ...]
    multiplier: int = 1  # the four-deal partie counts its first and last deals double
    after: tuple[int, int] = (0, 0)
    game: GameResult | None = None
    games_after: tuple[int, int] = (0, 0)
    counted_events: int | None = None

    @property
    def totals(self) -> tuple[int, int]:
        a, b = totals_of(list(self.events))
        return a * self.multiplier, b * self.multiplier

    @property
    def counted(self) -> tuple[int, int]:
        """The deal's points that counted: all of them but in the au cent deal that won a game."""
        if self.counted_events is None:
            return self.totals
        a, b = totals_of(list(self.events[: self.counted_events]))
        return a * self.multiplier, b * self.multiplier

    @property
    def void(self) -> tuple[int, int]:
        """The points that came after a game was won in this deal, lost (au cent)."""
        (a, b), (c, d) = self.totals, self.counted
        return a - c, b - d

    @property
    def deciding_event(self) -> ScoreEvent | None:
        """The score that won the game in this deal (au cent), None if no game was won."""
        if self.game is None or not self.counted_events:
            return None
        return self.events[self.counted_events - 1]


@dataclass(frozen=True, slots=True)
class PartieResult:
    winner: int | None  # None for a drawn partie
    totals: tuple[int, int]
    margin: int
    rubiconed: bool = False
    games: tuple[int, int] = (0, 0)  # au cent: games won, a double counting two

    def describe(self, names: tuple[str, str] = ("Seat 0", "Seat 1")) -> str:
        if self.winner is None:
            return f"Drawn partie, {self.totals[0]} all"
        w = self.winner
        if self.games != (0, 0):
            return f"{names[w]} wins the partie, {self.games[w]} games to {self.games[1 - w]}"
        loser = self.totals[1 - w]
        tail = f" ({names[1 - w]} rubiconed)" if self.rubiconed else ""
        return f"{names[w]} wins by {self.margin}: {self.totals[w]} to {loser}{tail}"


def rubicon_result(totals: tuple[int, int]) -> PartieResult:
    """Laws 72-73: the winner gains the difference plus 100, or the sum plus 100 if the loser is
    under 100 (rubiconed), whether or not the winner himself reached 100."""
    if totals[0] == totals[1]:
        return PartieResult(None, totals, 0)
    w = 0 if totals[0] > totals[1] else 1
    won, lost = totals[w], totals[1 - w]
    if lost < 100:
        return PartieResult(w, totals, won + lost + 100, rubiconed=True)
    return PartieResult(w, totals, won - lost + 100)


class Applied(NamedTuple):
    """What one action did, as ``PartieState.apply`` reports it, so that nobody applying an action
    has to compare the state before and after to find out.

    ``seat`` acted (CHANCE for a cut or shuffle); ``speech`` is what was said at the table, the
    steps taken automatically after it included (a sink, a forced "good", the scores elder
    shows); ``deal_result`` is set when the action ended the deal, and ``game`` when ending it won
    an au cent game (at most one game ends in a deal). A named tuple, not a frozen dataclass: one
    is made for every action applied, and a tuple is several times cheaper to build.
    """

    seat: int
    speech: tuple[Speech, ...] = ()
    deal_result: DealResult | None = None
    game: GameResult | None = None


# Most actions say nothing and end nothing: their reports are made once, not per action.
_CHANCE_APPLIED = Applied(CHANCE)
_QUIET = (Applied(0), Applied(1))


@dataclass(slots=True)
class PartieState:
    """The whole partie: the deal in play (``deal``, None between deals) and everything before.

    ``finished_deal`` is the deal that ended last (its ``DealResult`` is ``results[-1]``), kept
    from its last card until the next shuffle (and after the last deal of the partie): between
    deals the table still shows it (the last trick, the tricks won, the declarations) while the
    deal's summary is read, and ``view`` shows it from the engine's own state rather than from a
    copy the app would have to keep. A finished deal never changes again, so ``clone`` shares it
    instead of copying it.
    """

    rules: RuleSet
    phase: PartiePhase = "cut"
    dealer: int = -1
    deal: DealState | None = None
    finished_deal: DealState | None = None
    results: list[DealResult] = field(default_factory=list)
    totals: list[int] = field(default_factory=lambda: [0, 0])  # rubicon: partie totals
    game_scores: list[int] = field(default_factory=lambda: [0, 0])  # au cent: the game in play
    games: list[GameResult] = field(default_factory=list)
    result: PartieResult | None = None
    actions: list[Action] = field(default_factory=list)

    # ----------------------------------------------------------------------------- queries
    @property
    def current_player(self) -> int:
        """The seat to act, CHANCE for a cut or shuffle, NOBODY once the partie is over."""
        if self.phase == "deal":
            assert self.deal is not None
            return self.deal.to_act
        if self.phase == "over":
            return NOBODY
        return CHANCE

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def deal_number(self) -> int:
        """1-based number of the deal in play (or about to be dealt)."""
        return len(self.results) + (0 if self.phase in ("cut", "over") else 1)

    def planned_deals(self) -> int:
        """How many deals a Rubicon partie runs to as things stand (ties add two); 0 in au cent."""
        return planned_deals(self.rules, len(self.results), (self.totals[0], self.totals[1]))

    def clone(self) -> PartieState:
        return PartieState(
            self.rules,
            self.phase,
            self.dealer,
            self.deal.clone() if self.deal else None,
            self.finished_deal,
            self.results[:],
            self.totals[:],
            self.game_scores[:],
            self.games[:],
            self.result,
            self.actions[:],
        )

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act; chance nodes have no enumerated actions."""
        if self.phase == "deal":
            assert self.deal is not None
            return self.deal.legal_actions()
        return []

    # ----------------------------------------------------------------------------- apply
    def apply(self, action: Action) -> Applied:
        """Apply an action in place and say what it did; an illegal one raises
        IllegalActionError, changing nothing."""
        if self.phase == "deal":
            deal = self.deal
            assert deal is not None
            seat = deal.to_act
            lines = deal.speech
            said = len(lines)
            deal.apply(action)
            self.actions.append(action)
            speech = tuple(lines[said:]) if len(lines) > said else ()
            if deal.phase != "over":
                return Applied(seat, speech) if speech else _QUIET[seat]
            games = len(self.games)
            self._finish_deal()
            game = self.games[-1] if len(self.games) > games else None
            return Applied(seat, speech, self.results[-1], game)
        if self.phase == "cut":
            if type(action) is not Cut:
                raise IllegalActionError(Refusal.of("cut_first", action=str(action)))
            self._apply_cut(action)
        elif self.phase == "shuffle":
            if type(action) is not Shuffle:
                raise IllegalActionError(Refusal.of("shuffle_first", action=str(action)))
            self._apply_shuffle(action)
        else:
            raise IllegalActionError(Refusal.of("partie_over"))
        self.actions.append(action)
        return _CHANCE_APPLIED

    def _apply_cut(self, action: Cut) -> None:
        cards = pack(self.rules.deck)
        a, b = action.cards
        for c in (a, b):
            if c not in cards:
                raise IllegalActionError(Refusal.of("cut_card_not_in_pack", card=c))
        if a == b:
            raise IllegalActionError(Refusal.of("same_cut_card"))
        ra, rb = rank_of(a), rank_of(b)
        if ra == rb:
            return  # equal cuts: cut again
        higher = 0 if ra > rb else 1
        self.dealer = higher if self.rules.cut == "higher_deals" else 1 - higher
        self.phase = "shuffle"

    def _apply_shuffle(self, action: Shuffle) -> None:
        expected = pack(self.rules.deck)
        if len(action.order) != len(expected) or sorted(action.order) != sorted(expected):
            raise IllegalActionError(Refusal.of("bad_shuffle", size=len(expected)))
        self.deal = DealState(self.rules, 1 - self.dealer, action.order)
        self.finished_deal = None
        self.phase = "deal"

    def _finish_deal(self) -> None:
        deal = self.deal
        assert deal is not None
        number = len(self.results) + 1
        multiplier = self.rules.deal_multiplier(number)
        events = tuple(deal.events())
        self.finished_deal = deal
        self.deal = None
        self.dealer = 1 - self.dealer
        self.phase = "shuffle"
        a, b = totals_of(list(events))
        if self.rules.partie == "au_cent":
            # An au cent partie's result keeps the totals of the deals before the one that won it.
            result = self._score_au_cent(number, deal.elder, events, multiplier)
            self.totals[0] += a * multiplier
            self.totals[1] += b * multiplier
            self.results.append(result)
            return
        self.totals[0] += a * multiplier
        self.totals[1] += b * multiplier
        after = (self.totals[0], self.totals[1])
        self.results.append(DealResult(number, deal.elder, events, multiplier, after))
        self._end_rubicon()

    def _end_rubicon(self) -> None:
        played = len(self.results)
        base = self.rules.rubicon_deals
        tied = self.totals[0] == self.totals[1]
        if played == base + 2 or (played == base and not tied):
            self.phase = "over"
            self.result = rubicon_result((self.totals[0], self.totals[1]))

    def _score_au_cent(
        self, number: int, elder: int, events: tuple[ScoreEvent, ...], multiplier: int
    ) -> DealResult:
        """The first to 100 in reckoning order wins the game; the rest of that deal is void."""
        scores = self.game_scores
        target = self.rules.au_cent_target
        for i, e in enumerate(events):
            scores[e.seat] += e.points
            if scores[e.seat] >= target:
                w = e.seat
                double = scores[1 - w] < target // 2
                game = GameResult(w, double, (scores[0], scores[1]), number)
                self.games.append(game)
                self.game_scores = [0, 0]
                points = self.game_points()
                if max(points) >= 3:
                    self.phase = "over"
                    winner = 0 if points[0] > points[1] else 1
                    self.result = PartieResult(
                        winner, (self.totals[0], self.totals[1]), 0, games=points
                    )
                return DealResult(
                    number, elder, events, multiplier, game.scores, game, points, i + 1
                )
        after = (scores[0], scores[1])
        return DealResult(number, elder, events, multiplier, after, None, self.game_points())

    def game_points(self) -> tuple[int, int]:
        """Games won in au cent, a double game counting two."""
        return game_points(self.games)


def game_points(games: Iterable[GameResult]) -> tuple[int, int]:
    """Games won in au cent, each counting its ``GameResult.points``."""
    p = [0, 0]
    for g in games:
        p[g.winner] += g.points
    return p[0], p[1]


def planned_deals(rules: RuleSet, finished: int, totals: tuple[int, int]) -> int:
    """How many deals a Rubicon partie runs to once ``finished`` deals are over with ``totals``:
    the rule set's deals, two more when the scores are equal after them (Law 71), and still two
    more while those are played whatever the score; 0 in au cent, which has no planned length."""
    if rules.partie == "au_cent":
        return 0
    base = rules.rubicon_deals
    tied_at_end = finished == base and totals[0] == totals[1]
    return base + 2 if finished > base or tied_at_end else base


def new_partie(rules: RuleSet) -> PartieState:
    return PartieState(rules)


def chance_action(state: PartieState, rng: random.Random) -> Action:
    """The outcome of the chance step the state is waiting for, drawn from ``rng``."""
    cards = list(pack(state.rules.deck))
    if state.phase == "cut":
        a, b = rng.sample(cards, 2)
        return Cut((a, b))
    if state.phase == "shuffle":
        shuffle_like_random(cards, rng)
        return Shuffle(tuple(cards))
    raise IllegalActionError(Refusal.of("no_chance_step"))


_BIT_LENGTHS = tuple(n.bit_length() for n in range(65))


def shuffle_like_random(cards: list[int], rng: random.Random) -> None:
    """``rng.shuffle(cards)``: the very same order, for little more than half the cost.

    CPython's shuffle (Fisher-Yates from the last card down, each index drawn with ``getrandbits``
    of the bound's bit length and drawn again while not below the bound) spends most of its time
    in a method call per card; these are its steps with the calls inlined. A test holds the two to
    the same orders. A subclass of ``Random`` may draw its numbers differently, so it gets its own
    shuffle.
    """
    if type(rng) is not random.Random or len(cards) >= len(_BIT_LENGTHS):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bound = i + 1
        bits = _BIT_LENGTHS[bound]
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
