"""Card play: sampled worlds solved exactly (Club's last tricks, Expert and Master throughout),
and a believable rule-of-thumb player for the lower levels.

**Search** (perfect-information Monte Carlo, as GIB played bridge and Kermit Skat). At a card to
play, sample the opponent's hand consistently with everything the view shows
(``inference.sample_worlds``: the cards played and shown, the suits he failed to follow, the
declarations and answers, the talon cards seen, weighted by how likely his exchange and his
answers were), solve every world exactly on the real objective with ``solver.best_moves`` (each
legal card's value of the rest of the play, the cards and capot included), and play the card with
the best weighted average. The average is taken over the *partie utility* of the deal's final
scores (``evaluation.PartieUtility``), not the raw play points, so near the end of a partie a card
that makes crossing 100 or keeping the opponent under it more likely wins over one that scores a
point more. Two refinements: pique, which the solver does not score, is added where the world
lets elder cash enough winners to reach 30 before younger scores; and ties (frequent: equal
cards, dead positions) go to the card the rule-of-thumb player would choose, so the play looks
natural.

**Rules of thumb** (``heuristic_card``), what a sound club player does without calculating:

* *Leading*: cash the suit's masters (cards no unseen card can beat) starting with the longest
  suit, so that its small cards become good; with no master, lead the top of a touching honour
  pair to force out the card above, else a low card of the longest suit.
* *Following*: win as cheaply as possible when the suit allows, else play the lowest card.
* *Discarding* (void in the suit led): the lowest card of a suit that holds no master and no
  guarded honour, keeping the long suit.

Memory is a setting: a player who counts every card knows exactly which of his cards are masters;
Novice remembers only the aces and kings that have gone (as beginners are taught to), so he
misjudges queens and knaves late in the deal; with no memory at all only a card topped by his own
cards counts as a master.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from piquet_desktop.ai.evaluation import cash_run
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.ai.parallel import best_moves_many
from piquet_desktop.ai.solver import TRICKS, PlayPosition
from piquet_desktop.engine.actions import PLAYS, Play
from piquet_desktop.engine.cards import KING, QUEEN, RANK_MASKS, SUIT_MASKS, SUIT_SIZE, pack_mask
from piquet_desktop.engine.scoring import PIQUE_BONUS, PIQUE_THRESHOLD
from piquet_desktop.engine.view import PlayerView

Utility = Callable[[float, float], float]

MEMORY_FULL = 0
MEMORY_HONOURS = KING
MEMORY_NONE = SUIT_SIZE


@dataclass(frozen=True, slots=True)
class PlaySettings:
    """How a level plays its cards.

    ``worlds`` sampled worlds are solved once at most ``search_from`` cards are left in hand
    (0 worlds: rules of thumb only). ``weighted`` uses the inference's importance weights;
    ``memory`` is what the rules of thumb remember of the cards played: every card of that rank
    or higher (``MEMORY_FULL``: all of them, ``MEMORY_HONOURS``: kings and aces, ``MEMORY_NONE``:
    nothing); ``pique`` accounts for elder's
    pique in the search; ``parallel`` lets big batches use a worker process
    (``parallel.py``) from ``parallel_from`` cards left.
    """

    worlds: int = 0
    search_from: int = TRICKS
    weighted: bool = True
    memory: int = MEMORY_FULL
    pique: bool = True
    parallel: bool = False
    parallel_from: int = 9


# ----------------------------------------------------------------------------- rules of thumb


def _unseen_higher(view: PlayerView, memory: int) -> int:
    """Cards that may still be out against us: not ours, and not played if remembered (every
    card played of rank ``memory`` or higher is; see ``PlaySettings.memory``)."""
    cards = pack_mask(view.rules.deck) & ~view.hand
    if memory < SUIT_SIZE:
        # Talon cards we saw are not excluded: elder's unused portion may be in younger's hand.
        remembered = view.played_cards() | view.discard
        if memory > 0:
            remembered &= sum(RANK_MASKS[r] for r in range(memory, SUIT_SIZE))
        cards &= ~remembered
    return cards


def masters(view: PlayerView, memory: int) -> int:
    """Our cards that no card possibly against us can beat."""
    out_cards = _unseen_higher(view, memory)
    hand = view.hand
    result = 0
    for s in range(4):
        sm = SUIT_MASKS[s]
        mine = hand & sm
        if not mine:
            continue
        top_out = (out_cards & sm).bit_length()  # 1 + highest card out, 0 if none
        m = mine
        while m:
            c = m.bit_length() - 1
            if c + 1 > top_out:
                result |= 1 << c
            m ^= 1 << c
    return result


def _guarded_honours(hand: int) -> int:
    """Kings with one other card and queens with two others: the guards to keep."""
    keep = 0
    for s in range(4):
        p = hand >> (s * SUIT_SIZE) & 511
        n = p.bit_count()
        if p >> KING & 1 and n >= 2:
            low = p & ~(1 << KING)
            keep |= (1 << (s * SUIT_SIZE + KING)) | (low & -low) << (s * SUIT_SIZE)
        if p >> QUEEN & 1 and n >= 3 and not p >> (QUEEN + 2) & 1:
            keep |= 1 << (s * SUIT_SIZE + QUEEN)
    return keep


def heuristic_card(view: PlayerView, legal: Sequence[int], memory: int = MEMORY_FULL) -> int:
    """The rule-of-thumb card (see the module's notes)."""
    hand = view.hand
    lead = view.lead_card
    good = masters(view, memory)
    lengths = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]
    if lead < 0:
        mine = [c for c in legal if good >> c & 1]
        if mine:
            # Cash from the longest suit first (its small cards then become good).
            return max(mine, key=lambda c: (lengths[c // SUIT_SIZE], c % SUIT_SIZE, -c))
        suit = max(
            (s for s in range(4) if lengths[s]),
            key=lambda s: (lengths[s], (hand >> (s * SUIT_SIZE) & 511).bit_length(), -s),
        )
        p = hand >> (suit * SUIT_SIZE) & 511
        top = p.bit_length() - 1
        if top >= QUEEN - 1 and p >> (top - 1) & 1:
            return suit * SUIT_SIZE + top  # top of a touching honour pair forces the card above
        return suit * SUIT_SIZE + (p & -p).bit_length() - 1
    led_suit = lead // SUIT_SIZE
    follow = [c for c in legal if c // SUIT_SIZE == led_suit]
    if follow:
        winners = [c for c in follow if c > lead]
        return min(winners) if winners else min(follow)
    keep = _guarded_honours(hand)
    longest = max(range(4), key=lambda s: (lengths[s], -s))

    def discard_key(c: int) -> tuple[int, int, int, int, int]:
        s = c // SUIT_SIZE
        return (
            good >> c & 1,
            keep >> c & 1,
            1 if s == longest and lengths[s] >= 4 else 0,
            c % SUIT_SIZE,
            lengths[s],
        )

    return min(legal, key=discard_key)


# ----------------------------------------------------------------------------- search


def scores_so_far(view: PlayerView) -> tuple[int, int]:
    """The deal's points so far for the seat and for the opponent, as the seat knows them (its
    own points still to be announced included)."""
    mine = theirs = 0
    for e in view.events:
        if e.seat == view.seat:
            mine += e.points
        else:
            theirs += e.points
    for e in view.pending_own:
        mine += e.points
    return mine, theirs


def _pique_live(view: PlayerView, mine: int, theirs: int) -> bool:
    """Whether we (elder) can still pique: under 30, no bonus yet, and younger has scored
    nothing, not even what is still to be announced at our first lead (a category he won by
    answering "not good", one we sank in which he may have called, his carte blanche)."""
    if (
        view.seat != view.elder
        or view.rules.trick_points != "standard"
        or theirs != 0
        or mine >= PIQUE_THRESHOLD
        or any(e.kind in ("pique", "repique") for e in view.events)
        or view.carte_blanche_claimed[1 - view.seat]
    ):
        return False
    if view.tricks:
        return True  # everything younger scored in hand has been announced
    for d in view.declarations:
        if d.winner == 1 - view.seat or (d.caller is None and not d.equal):
            return False
    return True


def position_in_view(view: PlayerView, opponent_hand: int) -> PlayPosition:
    """The trick play as the view stands, with ``opponent_hand`` as the opponent's cards: what the
    solver needs for one world (or for the true deal, in the analysis benchmarks)."""
    me = view.seat
    hands = (view.hand, opponent_hand) if me == 0 else (opponent_hand, view.hand)
    leader = view.leader if view.leader is not None else me
    won = view.tricks_won
    return PlayPosition(
        hands, leader, view.lead_card, (won[0], won[1]), len(view.tricks), view.rules
    )


def search_card(
    view: PlayerView,
    legal: Sequence[int],
    settings: PlaySettings,
    rng: random.Random,
    utility: Utility,
) -> tuple[int, dict[int, float]]:
    """The card with the best weighted average utility over sampled worlds solved exactly, and
    every legal card's average (for hints and tests)."""
    preferred = heuristic_card(view, legal, settings.memory)
    worlds = sample_worlds(view, settings.worlds, rng, weighted=settings.weighted)
    if not worlds:
        return preferred, {}
    me = view.seat
    played = len(view.tricks)
    rules = view.rules
    positions = [position_in_view(view, w.opponent_hand) for w in worlds]
    left = view.hand.bit_count()
    parallel = settings.parallel and left >= settings.parallel_from
    results = best_moves_many(positions, parallel)
    mine0, theirs0 = scores_so_far(view)
    pique = settings.pique and view.lead_card < 0 and _pique_live(view, mine0, theirs0)
    # Both players' play points still to come, roughly: a lead per trick, some tricks won by
    # the follower, the last trick and the cards. Only the split matters, and only for the
    # utility's curvature; the difference is the solver's.
    tricks_left = TRICKS - played
    total_rest = 1.3 * tricks_left + rules.last_trick_bonus + 10.0
    sums = dict.fromkeys(legal, 0.0)
    weight_sum = 0.0
    for w, moves in zip(worlds, results, strict=True):
        weight = w.weight
        weight_sum += weight
        run = cash_run(view.hand, w.opponent_hand) if pique else 0
        for card, value in moves:
            d = value if me == 0 else -value
            t = max(total_rest, abs(d))
            mine = mine0 + (t + d) / 2.0
            theirs = theirs0 + (t - d) / 2.0
            if pique and run and mine0 + run + 1 >= PIQUE_THRESHOLD:
                # Cashing a winner keeps the run going; the pique is ours if we do.
                suit = card // SUIT_SIZE
                opp_suit = w.opponent_hand & SUIT_MASKS[suit]
                if not opp_suit or card > opp_suit.bit_length() - 1:
                    mine += PIQUE_BONUS
            sums[card] += weight * utility(mine, theirs)
    # Summed in world order, not statistics.fmean(values, weights): its fsum rounds otherwise.
    means = {c: v / weight_sum for c, v in sums.items()} if weight_sum > 0 else sums
    top = max(means.values())
    near = [c for c in legal if means[c] >= top - 1e-9]
    choice = preferred if preferred in near else min(near)
    return choice, means


def choose_card(
    view: PlayerView,
    legal: Sequence[int],
    settings: PlaySettings,
    rng: random.Random,
    utility: Utility,
) -> Play:
    """The play decision: search when the level searches at this point of the deal, else the
    rules of thumb."""
    if len(legal) == 1:
        return PLAYS[legal[0]]
    left = view.hand.bit_count()
    if settings.worlds > 0 and left <= settings.search_from:
        card, _ = search_card(view, legal, settings, rng, utility)
        return PLAYS[card]
    return PLAYS[heuristic_card(view, legal, settings.memory)]


__all__ = [
    "MEMORY_FULL",
    "MEMORY_HONOURS",
    "MEMORY_NONE",
    "PlaySettings",
    "choose_card",
    "heuristic_card",
    "masters",
    "position_in_view",
    "scores_so_far",
    "search_card",
]
