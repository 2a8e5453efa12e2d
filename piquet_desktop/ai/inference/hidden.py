"""The hidden deal as one seat sees it: which cards it cannot see, and in which groups they lie.

From one seat ("we") the other ("he") has four groups of cards we cannot see, and every card that
is not ours lies in exactly one of them:

* ``kept``: the cards he was dealt and kept (all his dealt cards before he discards);
* ``discard``: the cards he discarded (``took[him]`` of them, once he has discarded);
* ``taken``: the cards he took from the talon (once he has taken);
* ``talon``: the cards still in the talon, in order, top first (before the exchange is over the
  cards still to be taken come off its top: elder's portion first).

His hand at the declarations was ``kept | taken`` ("H" in this package); his hand now is H minus
what he has played. :func:`hidden_cards` reads the groups' sizes and the cards whose place the
view names; a :class:`World` is one full assignment of the groups; :func:`deal_order` turns it
into a pack order that deals exactly that deal, so a world can be played through the real engine
(the tests do precisely that, and require our view of the replayed partie to be identical).

**What the view does not say** (so no sampler can know it, though the player at the table does):
when younger looks at the cards he left, elder's ``seen_talon`` merges them with the cards of
elder's own portion that he left, so elder's view cannot tell which of those younger took and
which are still in the talon; and the view gives the cards elder saw in his portion as a set,
without their order, so when younger takes fewer of them than elder left, which ones he took is
unknown to the view. Worlds place those cards every way the counts allow.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.ai.seen_cards import opponent_played, placed_cards, seen_taken
from piquet_desktop.engine.cards import cards_of, pack_mask
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.view import PlayerView

HAND_SIZE = 12


@dataclass(frozen=True, slots=True)
class HiddenCards:
    """The bookkeeping of what a seat cannot see, read off its view.

    ``pool`` is every card that is not the seat's own (dealt or taken in): a world places each of
    them. ``unseen`` is the part of the pool whose place the seat cannot name (the pool minus the
    cards the opponent played, the cards known to be in his hand and the cards known to be in the
    talon). Group sizes are those of the module docstring; ``hand_at_declarations`` is the size of
    H (``kept + taken``). ``talon_seen`` are talon cards the seat saw (elder's unused portion, or
    the cards left when younger looked), of which exactly ``talon_seen_taken`` went to the
    opponent. ``takes_pending`` lists the seats that still take from the top of the talon, in
    order (elder's portion is the top ``rules.elder_max`` cards).
    """

    seat: int
    opponent: int
    elder: int
    pool: int
    unseen: int
    opponent_hand_size: int
    opponent_hand_known: int
    opponent_played: int
    opponent_kept_size: int
    opponent_discard_size: int
    opponent_taken_size: int
    opponent_dealt_known: int
    talon_size: int
    talon_known: int
    talon_seen: int
    talon_seen_taken: int
    takes_pending: tuple[int, ...]

    @property
    def hand_at_declarations(self) -> int:
        return self.opponent_kept_size + self.opponent_taken_size


@dataclass(frozen=True, slots=True)
class World:
    """One hidden deal consistent with a seat's view.

    ``opponent_hand`` is his hand now; ``opponent_dealt`` the twelve cards he was dealt;
    ``opponent_discard`` and ``opponent_taken`` are 0 until he has discarded / taken in;
    ``talon`` is the talon now, top card first. ``weight`` is the world's importance weight (the
    weights of one sample sum to 1).
    """

    opponent_hand: int
    opponent_dealt: int
    opponent_discard: int
    opponent_taken: int
    talon: tuple[int, ...]
    weight: float = 1.0

    @property
    def opponent_kept(self) -> int:
        return self.opponent_dealt & ~self.opponent_discard


def hidden_cards(view: PlayerView) -> HiddenCards:
    """Where the cards the seat does not hold can be, and how many go where.

    Correct in every phase: before elder's discard (his 12 and the whole talon), before younger's
    (elder's hand includes what he took, his discard is as large as his take), after a carte
    blanche (younger's early discard, elder's shown hand), during the declarations and the play.
    """
    if view.elder is None:
        raise ValueError("no deal is in play: nothing is hidden")
    seat, opponent, elder = view.seat, 1 - view.seat, view.elder
    rules = view.rules
    mine = view.dealt | (view.taken or 0)
    pool = pack_mask(rules.deck) & ~mine
    played, _ = opponent_played(view, opponent)
    discard_size = view.took[opponent] or 0
    kept_size = HAND_SIZE - discard_size
    taken_size = view.opponent_hand_count - kept_size + played.bit_count()
    if taken_size not in (0, discard_size):
        raise ValueError(f"inconsistent view: the opponent's hand count implies {taken_size} taken")
    talon_size = view.talon_count
    if pool.bit_count() != kept_size + discard_size + taken_size + talon_size:
        raise ValueError("inconsistent view: the hidden groups do not add up to the unseen cards")
    seen = view.seen_talon & pool
    taken_of_seen = seen_taken(view, seen, taken_size)
    hand_known, talon_known = placed_cards(view, played, seen, taken_of_seen)
    known = played | hand_known | talon_known
    pending: list[int] = []
    if view.took[elder] is None:  # elder's count is public once he has taken in
        pending.append(elder)
    if view.deal_phase in ("carte_blanche", "elder_discard", "younger_discard"):
        pending.append(1 - elder)  # younger takes in last, even after an early discard
    return HiddenCards(
        seat=seat,
        opponent=opponent,
        elder=elder,
        pool=pool,
        unseen=pool & ~known,
        opponent_hand_size=view.opponent_hand_count,
        opponent_hand_known=hand_known,
        opponent_played=played,
        opponent_kept_size=kept_size,
        opponent_discard_size=discard_size,
        opponent_taken_size=taken_size,
        opponent_dealt_known=view.opponent_dealt_shown,
        talon_size=talon_size,
        talon_known=talon_known,
        talon_seen=seen,
        talon_seen_taken=taken_of_seen,
        takes_pending=tuple(pending),
    )


def deal_order(view: PlayerView, world: World) -> tuple[int, ...]:
    """The pack order that deals the world's deal: the seat's own dealt hand, his dealt hand,
    and the talon as it was before anyone took from it (elder's take on top, then younger's, the
    talon cards the seat saw in their place). Replaying the partie's actions on this order
    reproduces the seat's view exactly: that is what "consistent" means here."""
    if view.elder is None:
        raise ValueError("no deal is in play")
    seat, elder = view.seat, view.elder
    seen = view.seen_talon

    def ordered(mask: int) -> list[int]:
        cards = cards_of(mask)
        return [c for c in cards if seen >> c & 1] + [c for c in cards if not seen >> c & 1]

    mine = view.taken or 0
    elder_take = mine if seat == elder else world.opponent_taken
    younger_take = world.opponent_taken if seat == elder else mine
    talon = [*ordered(elder_take), *ordered(younger_take), *world.talon]
    hands = (view.dealt, world.opponent_dealt) if seat == 0 else (world.opponent_dealt, view.dealt)
    return order_for_hands(hands, talon, elder, view.rules.deal_by)


__all__ = ["HAND_SIZE", "HiddenCards", "World", "deal_order", "hidden_cards", "opponent_played"]
