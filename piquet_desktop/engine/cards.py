"""Cards as small integers and hands as bit masks.

A card is ``suit * 9 + rank`` with ranks 0..8 standing for 6, 7, 8, 9, 10, J, Q, K, A. Both
packs share this one encoding: the 32-card pack simply never contains rank 0. Keeping one
numbering means a hand mask, a suit mask and a sequence run look the same in every variant, so no
hot path has to branch on the pack. A hand is an ``int`` whose bit ``c`` is set when card ``c`` is
held; suit ``s`` occupies bits ``9*s .. 9*s+8``, so a suit's cards are a shift and a mask away and
runs of adjacent ranks are runs of adjacent bits.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SYMBOLS = ("\u2660", "\u2665", "\u2666", "\u2663")
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAMES = ("six", "seven", "eight", "nine", "ten", "knave", "queen", "king", "ace")
RANK_PLURALS = ("sixes", "sevens", "eights", "nines", "tens", "knaves", "queens", "kings", "aces")
SUIT_SIZE = 9
SUIT_BITS = (1 << SUIT_SIZE) - 1
TEN = 4
KNAVE = 5
QUEEN = 6
KING = 7
ACE = 8

# Pip values for the point: ace 11, court cards and ten 10, others their face value.
PIPS = (6, 7, 8, 9, 10, 10, 10, 10, 11)


def card(rank: int, suit: int) -> int:
    return suit * SUIT_SIZE + rank


def rank_of(c: int) -> int:
    return c % SUIT_SIZE


def suit_of(c: int) -> int:
    return c // SUIT_SIZE


def suit_mask(suit: int) -> int:
    return SUIT_BITS << (suit * SUIT_SIZE)


SUIT_MASKS = tuple(suit_mask(s) for s in range(4))


def rank_mask(rank: int) -> int:
    """All four cards of one rank."""
    return sum(1 << card(rank, s) for s in range(4))


RANK_MASKS = tuple(rank_mask(r) for r in range(SUIT_SIZE))
FACE_MASK = RANK_MASKS[KNAVE] | RANK_MASKS[QUEEN] | RANK_MASKS[KING]
TEN_OR_HIGHER_MASK = sum(RANK_MASKS[r] for r in range(TEN, ACE + 1))


_PACKS = {
    size: tuple(card(r, s) for s in range(4) for r in range(0 if size == 36 else 1, SUIT_SIZE))
    for size in (32, 36)
}


def pack(size: int) -> tuple[int, ...]:
    """The cards of a 32- or 36-card pack in a fixed order (spades 7..A, hearts, ...)."""
    try:
        return _PACKS[size]
    except KeyError:
        raise ValueError(f"a piquet pack has 32 or 36 cards, not {size}") from None


def pack_mask(size: int) -> int:
    """The cards of a 32- or 36-card pack as a mask (asked at every call good against the cards)."""
    try:
        return _PACK_MASKS[size]
    except KeyError:
        raise ValueError(f"a piquet pack has 32 or 36 cards, not {size}") from None


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


_PACK_MASKS = {size: mask_of(cards) for size, cards in _PACKS.items()}

# The cards of every 9-bit suit pattern, per suit: cards_of is on the hot path of every search.
_SUIT_CARDS = tuple(
    tuple(tuple(s * SUIT_SIZE + r for r in range(SUIT_SIZE) if p >> r & 1) for p in range(512))
    for s in range(4)
)


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    t = _SUIT_CARDS
    return [
        *t[0][mask & 511],
        *t[1][mask >> 9 & 511],
        *t[2][mask >> 18 & 511],
        *t[3][mask >> 27 & 511],
    ]


def count(mask: int) -> int:
    return mask.bit_count()


def card_str(c: int) -> str:
    """Rank then suit, as records and messages write cards: ``10S``, ``KH``."""
    return RANKS[rank_of(c)] + SUITS[suit_of(c)]


def card_name(c: int) -> str:
    return f"{RANK_NAMES[rank_of(c)]} of {SUIT_NAMES[suit_of(c)]}"


def parse_card(text: str) -> int:
    """Read ``AS``, ``10h``, ``Td``; raise ValueError with the offending text otherwise."""
    t = text.strip().upper()
    if len(t) < 2:
        raise ValueError(f"{text!r} is not a card: write rank then suit, e.g. AS, 10H, 7C")
    rank_text, suit_text = t[:-1], t[-1]
    if rank_text == "T":
        rank_text = "10"
    if suit_text not in SUITS or rank_text not in RANKS:
        raise ValueError(f"{text!r} is not a card: write rank then suit, e.g. AS, 10H, 7C")
    return card(RANKS.index(rank_text), SUITS.index(suit_text))


def parse_cards(text: str) -> list[int]:
    """Read a space- or comma-separated list of cards, refusing duplicates."""
    cards = [parse_card(t) for t in text.replace(",", " ").split()]
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"card {card_str(c)} is listed twice")
        seen.add(c)
    return cards


def sorted_for_display(mask: int) -> list[int]:
    """Suit by suit, highest rank first: the order a player fans a hand."""
    return sorted(cards_of(mask), key=lambda c: (suit_of(c), -rank_of(c)))


def mask_str(mask: int) -> str:
    return " ".join(card_str(c) for c in sorted_for_display(mask))


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1
