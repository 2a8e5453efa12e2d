"""Every discard of the exchange, in one order: the enumeration the deal, the decision, the
computer's search and the advice all list them by.

It stands alone, below both the deal (whose ``legal_actions`` lists them) and the decision
(whose ``iter_actions`` does), so neither has to import the other for it.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .cards import cards_of, mask_of

__all__ = ["legal_discards"]


def legal_discards(hand: int, low: int, high: int) -> Iterator[int]:
    """Every discard of ``low`` to ``high`` cards of ``hand``, as masks, generated lazily.

    Fewest cards first; within a count, in ``itertools.combinations`` order of the cards from the
    lowest up. Counts beyond the hand's size give nothing.
    """
    held = cards_of(hand)
    for n in range(low, min(high, len(held)) + 1):
        for chosen in combinations(held, n):
            yield mask_of(chosen)
