"""Declarations with purpose: call the best by default, conceal when the expected value says so.

The lower levels call their best combination in every category and answer truthfully, which is
what the books advise and what almost always scores most. Expert and Master weigh every option
the engine allows (call the best, call less, sink; as younger, answer truthfully or say "good"
while holding better) by its expected utility over worlds sampled from the view: in each world
the opponent's hand is known, so what the option scores in this category is exact (a call wins,
ties or loses against his best; having called less, the winner reckons it and every combination
no better, a lesser run out of a better sequence included, or, when elder's call is good against
the cards and the rules allow it, all he holds: ``scoring_combinations`` reckons it as the engine
does; sinking as elder hands the category to younger's best call),
the remaining categories are settled best against best, and the deal is finished with the play
estimate, repique in reckoning order and the pique test of ``evaluation/deal_estimates.py``.

Concealment is priced, not forbidden: every card that a scoring call shows the opponent (calling
is showing, and those cards then become certainties in his sampling) costs ``reveal_cost`` points,
more for a guard (a king with one small card, a queen with two) that a call would expose. So a
player sinks, or calls less, exactly when the points given up are worth less than the cards kept
hidden: a small winning point that would expose a guarded king, say, while a quint or a quatorze
is always shown. What the opponent's answers reveal about his hand reaches every later decision
through the inference (``sample_worlds`` reads the declarations dialogue as evidence).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from piquet_desktop.ai.evaluation import cash_run, play_estimate
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.engine.actions import ANSWERS, Action, Answer, Call, Sink
from piquet_desktop.engine.cards import KING, QUEEN, SUIT_SIZE, pack_mask
from piquet_desktop.engine.combinations import (
    CATEGORIES,
    Category,
    Combination,
    best,
    callable_combinations,
    scoring_combinations,
)
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.scoring import PIQUE_BONUS, PIQUE_THRESHOLD, REPIQUE_BONUS
from piquet_desktop.engine.view import PlayerView

Utility = Callable[[float, float], float]


@dataclass(frozen=True, slots=True)
class DeclarationSettings:
    """``worlds`` = 0: call the best and answer truthfully. Otherwise options are weighed over
    that many sampled worlds, each shown card costing ``reveal_cost`` points (a guard
    ``guard_cost`` more)."""

    worlds: int = 0
    reveal_cost: float = 0.0
    guard_cost: float = 0.0
    weighted: bool = True


def best_call(decision: Decision, hand: int) -> Action:
    """The call of the best combination held (or the only action when there is nothing)."""
    category = decision.category
    held = best(hand, category) if category is not None else None
    if held is not None:
        for action in decision.actions:
            if isinstance(action, Call) and action.cards == held.cards:
                return action
    calls = [a for a in decision.actions if isinstance(a, Call)]
    return calls[0] if calls else decision.actions[0]


def truthful_answer(decision: Decision) -> Action:
    """'Not good' when holding better, 'equal' when holding equal, else 'good'."""
    for reply in ("not_good", "equal"):
        if ANSWERS[reply] in decision.actions:
            return ANSWERS[reply]
    return ANSWERS["good"]


def _guards(hand: int) -> int:
    """Guard cards whose exposure helps the opponent most: a king with one small card (both) and a
    queen with two (the queen)."""
    out = 0
    for s in range(4):
        p = hand >> (s * SUIT_SIZE) & 511
        n = p.bit_count()
        if p >> KING & 1 and n == 2:
            out |= p << (s * SUIT_SIZE)
        elif p >> QUEEN & 1 and n == 3 and not p >> KING & 1:
            out |= 1 << (s * SUIT_SIZE + QUEEN)
    return out


def _total(combos: list[Combination]) -> int:
    return sum(c.score for c in combos)


@dataclass(frozen=True, slots=True)
class _Option:
    """One way to act in the current category and what it does, independent of the world."""

    action: Action
    # Elder calling: the combination called (None for a sink). Younger: see ``kind``.
    called: Combination | None
    kind: str  # "call", "sink", "not_good", "equal", "good"


def _options(decision: Decision) -> list[_Option]:
    out: list[_Option] = []
    for a in decision.actions:
        if isinstance(a, Sink):
            out.append(_Option(a, None, "sink"))
        elif isinstance(a, Call):
            out.append(_Option(a, None, "call"))
        elif isinstance(a, Answer):
            out.append(_Option(a, None, a.reply))
    return out


class _Evaluator:
    """Values the options of one declaration decision over sampled worlds."""

    def __init__(
        self,
        view: PlayerView,
        decision: Decision,
        utility: Utility,
        settings: DeclarationSettings | None = None,
    ) -> None:
        settings = settings or DeclarationSettings()
        self.reveal_cost = settings.reveal_cost
        self.guard_cost = settings.guard_cost
        self.view = view
        self.decision = decision
        self.utility = utility
        self.me = view.seat
        self.elder = view.elder == view.seat
        self.category: Category = decision.category or "point"
        self.index = CATEGORIES.index(self.category)
        self.hand = view.hand
        shown = view.dealt if view.carte_blanche_claimed[self.me] else 0
        cb_mine = cb_theirs = 0
        for e in (*view.events, *view.pending_own):
            if e.seat == self.me:
                shown |= e.cards
            if e.kind == "carte_blanche":
                if e.seat == self.me:
                    cb_mine += e.points
                else:
                    cb_theirs += e.points
        if view.carte_blanche_claimed[self.me] and not cb_mine:
            cb_mine = 10  # younger's claim scores once he has shown
        if view.carte_blanche_claimed[1 - self.me] and not cb_theirs:
            cb_theirs = 10
        self.shown = shown
        self.cb = (cb_mine, cb_theirs)
        # Elder's call good against the cards reckons all he holds (the option of that name):
        # the engine judges it on the cards he neither holds nor discarded, as he can, and from
        # the third reckoning not on the cards of his portion he saw and younger left. Which of
        # them younger took is known here only when he took none or all of them; otherwise
        # they are all counted as possibly his (so a call is at worst thought not good).
        self.reckoning = view.rules.reckoning
        self.unseen: int | None = None
        if self.elder and view.rules.law_49:
            self.unseen = pack_mask(view.rules.deck) & ~view.hand & ~view.discard
            if self.reckoning >= 3 and view.took[1 - self.me] == 0:
                self.unseen &= ~view.seen_talon
        hand_callable = {c.cards: c for c in callable_combinations(self.hand, self.category)}
        self.options = []
        for opt in _options(decision):
            if isinstance(opt.action, Call):
                opt = _Option(opt.action, hand_callable.get(opt.action.cards), "call")
            self.options.append(opt)

    # -- per category results, (mine, theirs), best against best
    def _settled(self, cat: Category, opp: int) -> tuple[int, int]:
        """(mine, theirs) in a category other than the current one: as it went if it is over,
        best against best if it is still to come."""
        view = self.view
        if CATEGORIES.index(cat) < self.index:
            summary = next((d for d in view.declarations if d.category == cat), None)
            if summary is None or summary.equal:
                return 0, 0
            mine = sum(
                e.points
                for e in (*view.events, *view.pending_own)
                if e.seat == self.me and e.kind == cat
            )
            theirs = sum(e.points for e in view.events if e.seat != self.me and e.kind == cat)
            if mine or theirs:
                return mine, theirs
            if summary.winner == 1 - self.me or (summary.caller is None and self.elder):
                # He won as younger (his scores are announced at the first lead), or we sank
                # as elder and he presumably called his best.
                return 0, _total(scoring_combinations(opp, cat, None))
            return 0, 0
        mine_best = best(self.hand, cat)
        theirs_best = best(opp, cat)
        if theirs_best is None and mine_best is None:
            return 0, 0
        if theirs_best is None or (mine_best is not None and mine_best.key > theirs_best.key):
            return _total(scoring_combinations(self.hand, cat, None)), 0
        if mine_best is None or theirs_best.key > mine_best.key:
            return 0, _total(scoring_combinations(opp, cat, None))
        return 0, 0

    def _current(self, opt: _Option, opp: int) -> tuple[int, int, int]:
        """(mine, theirs, cards shown) in the current category for ``opt`` against ``opp``."""
        cat = self.category
        hand = self.hand
        if opt.kind == "sink":
            if self.elder:
                # Younger calls his best and scores everything he holds in it.
                return 0, _total(scoring_combinations(opp, cat, None)), 0
            return 0, 0, 0
        if opt.kind == "call":
            called = opt.called
            assert called is not None
            if not self.elder:
                combos = scoring_combinations(hand, cat, called, None, self.reckoning)
                return _total(combos), 0, _cards(combos)
            theirs = best(opp, cat)
            if theirs is not None and theirs.key > called.key:
                return 0, _total(scoring_combinations(opp, cat, None)), 0
            if theirs is not None and theirs.key == called.key and cat != "set":
                return 0, 0, called.cards  # both tied combinations are shown
            combos = scoring_combinations(hand, cat, called, self.unseen, self.reckoning)
            return _total(combos), 0, _cards(combos)
        # Younger answering elder's call.
        if opt.kind in ("not_good", "equal"):
            theirs = best(opp, cat)
            mine = best(hand, cat)
            if mine is not None and (theirs is None or mine.key > theirs.key):
                combos = scoring_combinations(hand, cat, None)
                return _total(combos), 0, _cards(combos)
            if mine is not None and theirs is not None and mine.key == theirs.key:
                return 0, 0, mine.cards  # both tied combinations are shown
        return 0, _total(scoring_combinations(opp, cat, None)), 0

    def value(self, opt: _Option, opp: int) -> float:
        cats: list[tuple[int, int]] = [self.cb]
        revealed = 0
        for cat in CATEGORIES:
            if cat == self.category:
                m, t, shown = self._current(opt, opp)
                revealed = shown
            else:
                m, t = self._settled(cat, opp)
            cats.append((m, t))
        return self._finish(cats, opp) - self._reveal_cost(revealed)

    def _reveal_cost(self, cards: int) -> float:
        new = cards & ~self.shown
        if not new:
            return 0.0
        return (
            self.reveal_cost * new.bit_count()
            + self.guard_cost * (new & _guards(self.hand)).bit_count()
        )

    def _finish(self, cats: list[tuple[int, int]], opp: int) -> float:
        mine = theirs = 0
        bonus_m = bonus_t = 0
        for m, t in cats:
            mine += m
            theirs += t
            if not (bonus_m or bonus_t):
                if mine >= PIQUE_THRESHOLD and theirs == 0:
                    bonus_m = REPIQUE_BONUS
                elif theirs >= PIQUE_THRESHOLD and mine == 0:
                    bonus_t = REPIQUE_BONUS
        rules = self.view.rules
        if self.elder:
            pm, pt = play_estimate(self.hand, opp, rules)
        else:
            pt, pm = play_estimate(opp, self.hand, rules)
        if not (bonus_m or bonus_t) and rules.trick_points == "standard":
            if self.elder and theirs == 0 and mine < PIQUE_THRESHOLD:
                if mine + cash_run(self.hand, opp) + 1 >= PIQUE_THRESHOLD:
                    bonus_m = PIQUE_BONUS
            elif (
                not self.elder
                and mine == 0
                and theirs < PIQUE_THRESHOLD
                and theirs + cash_run(opp, self.hand) + 1 >= PIQUE_THRESHOLD
            ):
                bonus_t = PIQUE_BONUS
        return self.utility(mine + pm + bonus_m, theirs + pt + bonus_t)


def _cards(combos: list[Combination]) -> int:
    out = 0
    for c in combos:
        out |= c.cards
    return out


def choose_declaration(
    view: PlayerView,
    decision: Decision,
    settings: DeclarationSettings,
    rng: random.Random,
    utility: Utility,
) -> Action:
    """A call (or sink) or an answer, by the level's settings."""
    default = (
        truthful_answer(decision) if decision.kind == "answer" else best_call(decision, view.hand)
    )
    if settings.worlds <= 0 or len(decision.actions) < 2:
        return default
    worlds = sample_worlds(view, settings.worlds, rng, weighted=settings.weighted)
    if not worlds:
        return default
    ev = _Evaluator(view, decision, utility, settings)
    totals = {id(opt): 0.0 for opt in ev.options}
    for w in worlds:
        opp = w.opponent_hand
        for opt in ev.options:
            totals[id(opt)] += w.weight * ev.value(opt, opp)
    # The default wins ties: concealment has to pay for itself.
    best_opt = None
    best_value = 0.0
    for opt in ev.options:
        v = totals[id(opt)] + (1e-6 if opt.action == default else 0.0)
        if best_opt is None or v > best_value:
            best_opt, best_value = opt, v
    assert best_opt is not None
    return best_opt.action


__all__ = ["DeclarationSettings", "best_call", "choose_declaration", "truthful_answer"]
