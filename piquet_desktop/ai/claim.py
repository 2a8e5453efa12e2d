"""The proof of a claim: the seat to play takes every remaining trick, whatever the other holds.

A claim is offered to a player (and made by the computer) only when it is certain *for the
claimer's information*: for every hand the opponent may hold given what the claimer knows, and for
every way the opponent may play it, one line of the claimer's cards, fixed in advance, wins every
remaining trick. A double-dummy win in the real deal is not enough (the claimer cannot see the
hand it relies on), so the proof never looks at the opponent's real cards: it reads the claimer's
``PlayerView`` only.

**What the opponent may hold.** ``opponent_cards`` names the cards whose place the seat can tell:
its own, those played, those shown in declarations (which must be in the opponent's hand), the
talon cards it saw. It reads them with ``ai.seen_cards``, as ``ai.inference.hidden.hidden_cards``
does, and imports nothing of the ``ai.inference`` package, which brings the sampler and the keep
model with it: the proof runs in the window's process, which loads none of the levels' code
(tests/test_startup_imports.py). The opponent's hand is then the cards known to be his
plus some of the unseen ones, ``opponent_hand_count`` in all, with none of a suit he has shown
void in (he failed to follow it earlier, and a hand only shrinks in the play). That is an
over-approximation of what a careful player could work out (the declarations' "not good" answers
narrow it further), so the proof may miss a claim a sharper reader would make, but never proves a
false one.

**Why one simple line decides it.** With no trumps, the claimer keeps the lead by winning, so from
his lead on he leads every trick; a lead wins when the opponent holds no higher card of its suit
at that moment. In each suit, leading from the top down is best (a lower card first can only win
if every higher card of the opponent's is already gone, and then the order does not matter), and
the order of the suits does not matter: the opponent beats the ``i``-th card led of a suit exactly
when he can hold a higher card of it and at least ``i`` cards of it (he follows low on the first
``i - 1`` and keeps the high one; on the other suits' leads he follows or throws one of his other
``n - i`` cards, never forced to part with those). So for every suit and every ``i`` the proof asks
whether some hand of the opponent's, holding his known cards and ``n`` cards in all, beats the
``i``-th lead; if none does, the claim is proven, and the line (suits in turn, each from the top)
is the order the claim plays. When the opponent has led and the claimer must answer, the claimer
must win this trick too: he tries each card of the suit led that beats it (the lowest first, one
per group of equal cards) and keeps the first after which the rest is proven.

The test is exact for this model of the opponent's hand (the hand that beats a lead can always be
filled up to ``n`` cards), costs a few microseconds per suit, and never searches; tests/ai/
test_claim.py checks by brute force, over random end positions, that no hand the claimer may face
and no defence beats a proven claim. Only "all the remaining tricks" is claimed: a claim of some
tricks, the rest conceded, would need the same proof for the opponent's side and a line for both,
for little gain to the player.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.ai.seen_cards import opponent_played, placed_cards, seen_taken
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.cards import SUIT_MASKS, cards_of, pack_mask, suit_of
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.view import PlayerView

#: A claim is offered from this many cards in the claimer's hand: with one card left the play is
#: forced and a claim would only hide the last trick.
MIN_CARDS = 2


@dataclass(frozen=True, slots=True)
class ClaimLine:
    """A proven claim: ``seat`` takes every remaining trick playing ``cards`` in this order (the
    first answers the card on the table when the opponent has led)."""

    seat: int
    cards: tuple[int, ...]


def lead_line(hand: int, possible: int, known: int, opponent_count: int) -> tuple[int, ...] | None:
    """The claimer's cards in the order that wins every trick from his lead, or None if some hand
    the opponent may hold beats one of them.

    ``possible`` are the cards the opponent may hold (``known``, the cards he surely holds,
    among them), ``opponent_count`` the size of his hand; the hands he may hold are every
    ``known <= H <= possible`` of that size. The line takes the suits by their highest card (the
    highest first), each from the top down.
    """
    known &= possible
    if known.bit_count() > opponent_count or possible.bit_count() < opponent_count:
        raise ValueError("no hand of the opponent's fits what is known of it")
    line: list[int] = []
    suits = [s for s in range(len(SUIT_MASKS)) if hand & SUIT_MASKS[s]]
    suits.sort(key=lambda s: (hand & SUIT_MASKS[s]).bit_length(), reverse=True)
    for s in suits:
        mine = cards_of(hand & SUIT_MASKS[s])[::-1]  # highest first
        if _beaten(mine, possible & SUIT_MASKS[s], known, known & SUIT_MASKS[s], opponent_count):
            return None
        line.extend(mine)
    return tuple(line)


def _beaten(mine: list[int], possible: int, known: int, known_suit: int, count: int) -> bool:
    """Whether a hand of the opponent's can beat one of ``mine`` (one suit, highest first) led
    in turn: some ``i``-th card with a higher card of the suit and ``i`` cards of it in his hand,
    beside the cards he surely holds in the other suits."""
    others = known.bit_count() - known_suit.bit_count()
    size = possible.bit_count()
    for i, card in enumerate(mine, start=1):
        above = possible >> (card + 1)
        if not above:
            continue  # he has nothing above this card: it wins
        needed = max(i, known_suit.bit_count() + (0 if known_suit >> (card + 1) else 1))
        if needed <= size and others + needed <= count:
            return True
    return False


def answer_line(
    hand: int, lead_card: int, possible: int, known: int, opponent_count: int
) -> tuple[int, ...] | None:
    """The claimer's line when the opponent has led ``lead_card``: a card that wins the trick,
    then a ``lead_line`` of the rest; None if no winning card leaves a proven rest.

    ``opponent_count`` is the opponent's hand after his lead; ``possible`` and ``known`` do not
    hold the card led.
    """
    suit = SUIT_MASKS[suit_of(lead_card)]
    winners = hand & suit & ~((1 << (lead_card + 1)) - 1)
    previous = -2
    for card in cards_of(winners):
        if card == previous + 1:
            previous = card
            continue  # the card just below it is mine and was tried: the same rest, one rank up
        previous = card
        rest = lead_line(hand & ~(1 << card), possible, known, opponent_count)
        if rest is not None:
            return (card, *rest)
    return None


def opponent_cards(view: PlayerView) -> tuple[int, int]:
    """The cards the opponent may hold now, and those he surely holds (among them), for the seat
    whose view this is, in the trick play.

    Possible: every card that is not the seat's own (dealt or taken in), not played, not known to
    lie in the talon, and of no suit he has shown void in. Sure: the cards of his combinations
    that scored or tied (shown, so in his hand at the declarations) and, when the seat is elder
    and younger provably took every talon card elder saw, those, in both cases unless played.
    """
    opponent = 1 - view.seat
    if view.elder is None:
        raise ValueError("no deal is in play")
    mine = view.dealt | (view.taken or 0)
    pool = pack_mask(view.rules.deck) & ~mine
    played = view.played_cards()
    _, void_suits = opponent_played(view, opponent)
    voids = 0
    for suit, suit_mask in enumerate(SUIT_MASKS):
        if void_suits >> suit & 1:
            voids |= suit_mask
    seen = view.seen_talon & pool
    taken = view.took[opponent] or 0  # in the play, he took as many as he discarded
    known, in_talon = placed_cards(view, played, seen, seen_taken(view, seen, taken))
    possible = pool & ~played & ~in_talon & ~voids
    return possible, known & possible


def prove_claim(view: PlayerView) -> ClaimLine | None:
    """The proven claim of the seat whose view this is, at its turn in the trick play; None when
    it is not its turn to play a card, fewer than ``MIN_CARDS`` remain, or no claim is certain."""
    if view.deal_phase != "play" or view.to_act != view.seat:
        return None
    if view.hand.bit_count() < MIN_CARDS:
        return None
    possible, known = opponent_cards(view)
    count = view.opponent_hand_count
    if view.lead_card >= 0:
        line = answer_line(view.hand, view.lead_card, possible, known, count)
    else:
        line = lead_line(view.hand, possible, known, count)
    return None if line is None else ClaimLine(view.seat, line)


def defence_card(hand: int, lead_card: int) -> int:
    """The card a seat whose tricks are claimed plays to ``lead_card`` when the table plays it
    for him: the lowest of the suit led, else the lowest card of his longest suit (any card
    loses, and the score is the same whatever he plays; this keeps his best cards in view the
    longest, as a player throwing losers would)."""
    follow = hand & SUIT_MASKS[suit_of(lead_card)]
    if follow:
        return cards_of(follow)[0]
    longest = max(range(len(SUIT_MASKS)), key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), -s))
    return cards_of(hand & SUIT_MASKS[longest])[0]


def claim_plays(deal: DealState, claim: ClaimLine) -> list[Play] | None:
    """Every card of the rest of ``deal`` as the table plays a claim out, or None if the line
    would not take every trick in this deal (``deal`` is not changed).

    The table finishes a claimed deal with ordinary ``Play`` actions, so the record, the replay,
    the review and the score are those of a deal played out by hand. The claimer's cards go in
    the line's order; the other seat's are ``defence_card``'s. Unlike the proof this reads the
    real deal (it is the table's job, not a player's): it checks the line against the real
    hands before anything is applied, so a line that lost a trick (which a sound proof never
    gives) would be refused whole and never leave a deal half played out.
    """
    if deal.phase != "play" or deal.to_act != claim.seat:
        return None
    trial = deal.clone()
    line = list(claim.cards)
    plays: list[Play] = []
    while trial.phase == "play":
        seat = trial.to_act
        if seat == claim.seat:
            if not line:
                return None
            card = line.pop(0)
        else:
            card = defence_card(trial.hands[seat], trial.lead_card)
        if not trial.legal_plays() >> card & 1:
            return None
        tricks_before = len(trial.tricks)
        play = Play(card)
        trial.apply(play)
        plays.append(play)
        if len(trial.tricks) > tricks_before and trial.tricks[-1].winner != claim.seat:
            return None
    return plays if not line else None


__all__ = [
    "MIN_CARDS",
    "ClaimLine",
    "answer_line",
    "claim_plays",
    "defence_card",
    "lead_line",
    "opponent_cards",
    "prove_claim",
]
