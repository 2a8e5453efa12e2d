"""Positions for the table tests: views from random parties in every phase of a deal.

Random play (``helpers.play_random``) reaches every phase except carte blanche, which a random deal
holds about once in 1,800; ``blank_deal`` builds one on purpose through a real pack order.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from helpers import play_random, random_action

from piquet_desktop.ai.player import start_deal
from piquet_desktop.engine.cards import FACE_MASK, cards_of, pack
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

PHASES = ("carte_blanche", "elder_discard", "younger_discard", "declare", "talon_choice", "play")


def blank_deal(rules: RuleSet, elder: int = 0, younger_blank: bool = False) -> PartieState:
    """A partie at the start of a deal in which elder (and younger, if asked and the pack allows)
    holds no king, queen or knave: carte blanche is to be claimed."""
    plain = [c for c in pack(rules.deck) if not FACE_MASK >> c & 1]
    faces = [c for c in pack(rules.deck) if FACE_MASK >> c & 1]
    elder_cards = plain[:12]
    rest = plain[12:]
    if younger_blank:
        assert len(rest) >= 12, "only the 36-card pack has two blank hands"
        younger_cards = rest[:12]
        talon = rest[12:] + faces
    else:
        younger_cards = (rest + faces)[:12]
        talon = (rest + faces)[12:]
    hands = [0, 0]
    for c in elder_cards:
        hands[elder] |= 1 << c
    for c in younger_cards:
        hands[1 - elder] |= 1 << c
    order = order_for_hands((hands[0], hands[1]), talon, elder, rules.deal_by)
    return start_deal(rules, order, elder)


def walk(state: PartieState, seed: int, steps: int) -> Iterator[PartieState]:
    """``state`` and then the state after each of up to ``steps`` random actions (in place)."""
    rng = random.Random(seed)
    yield state
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(random_action(state, rng))
        yield state


def sample_views(
    seeds: range, decks: tuple[int, ...] = (32, 36), stride: int = 5
) -> Iterator[tuple[PartieState, PlayerView, PlayerView]]:
    """(state, seat 0's view, seat 1's view) at many points of random parties and blank deals."""
    for deck in decks:
        rules = RuleSet(deck=deck)
        for seed in seeds:
            for n in range(2, 130, stride):
                state = play_random(rules, seed, until=n + seed % stride)
                if state.deal is not None:
                    yield state, view(state, 0), view(state, 1)
            state = blank_deal(rules, elder=seed % 2, younger_blank=deck == 36 and seed % 3 == 0)
            for s in walk(state, seed, 40):
                if s.deal is not None:
                    yield s, view(s, 0), view(s, 1)


__all__ = ["PHASES", "blank_deal", "cards_of", "sample_views", "walk"]
