"""Builders so engine tests read like the rules: "elder holds ..., younger holds ..., talon ...".

Every position goes through a real pack order (``order_for_hands``) and, where a partie is wanted,
through the ``Cut`` and ``Shuffle`` actions, so a built deal is exactly a deal the engine could
have dealt itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from piquet_desktop.engine.actions import (
    Answer,
    Call,
    CarteBlanche,
    Cut,
    Discard,
    LookAtTalon,
    Play,
    Reply,
    Shuffle,
    Sink,
)
from piquet_desktop.engine.cards import card, mask_of, pack, parse_card, parse_cards
from piquet_desktop.engine.combinations import Category
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.scoring import ScoreEvent


def m(text: str) -> int:
    """The mask of the cards written in ``text`` ("AS KS 10H")."""
    return mask_of(parse_cards(text))


def c(text: str) -> int:
    return parse_card(text)


def talon_for(rules: RuleSet, elder_hand: str, younger_hand: str, talon: str = "") -> list[int]:
    """The talon, top first: the cards written, then the rest of the pack in pack order."""
    named = parse_cards(talon)
    used = m(elder_hand) | m(younger_hand) | mask_of(named)
    rest = [x for x in pack(rules.deck) if not used >> x & 1]
    out = named + rest
    if len(out) != rules.talon_size:
        raise ValueError(f"the talon would hold {len(out)} cards, not {rules.talon_size}")
    return out


def pack_order(
    rules: RuleSet, elder_hand: str, younger_hand: str, talon: str = "", elder: int = 0
) -> tuple[int, ...]:
    hands = [0, 0]
    hands[elder] = m(elder_hand)
    hands[1 - elder] = m(younger_hand)
    order = order_for_hands(
        (hands[0], hands[1]),
        talon_for(rules, elder_hand, younger_hand, talon),
        elder,
        rules.deal_by,
    )
    assert sorted(order) == sorted(pack(rules.deck)), "the hands and talon must make up the pack"
    return order


def cut_for_dealer(rules: RuleSet, dealer: int) -> Cut:
    """A cut that makes ``dealer`` deal first under the rule set's cut option."""
    high, low = card(8, 0), card(1, 1)  # the ace of spades beats the seven of hearts
    dealer_high = rules.cut == "higher_deals"
    dealer_card, other_card = (high, low) if dealer_high else (low, high)
    return Cut((dealer_card, other_card) if dealer == 0 else (other_card, dealer_card))


def partie_state(
    rules: RuleSet, elder_hand: str, younger_hand: str, talon: str = "", elder: int = 0
) -> PartieState:
    """A partie cut and dealt so that its first deal is the one described."""
    state = new_partie(rules)
    state.apply(cut_for_dealer(rules, 1 - elder))
    state.apply(Shuffle(pack_order(rules, elder_hand, younger_hand, talon, elder)))
    return state


# ---------------------------------------------------------------------------------- actions
def discard(text: str) -> Discard:
    return Discard(m(text))


def call(category: Category, text: str) -> Call:
    return Call(category, m(text))


def sink(category: Category) -> Sink:
    return Sink(category)


def answer(reply: Reply) -> Answer:
    return Answer(reply)


def play(text: str) -> Play:
    return Play(c(text))


def look(yes: bool = True) -> LookAtTalon:
    return LookAtTalon(yes)


def claim(take: int = 0) -> CarteBlanche:
    return CarteBlanche(True, take)


def decline() -> CarteBlanche:
    return CarteBlanche(False)


def scored(events: Iterable[ScoreEvent]) -> list[tuple[int, str, int]]:
    """Events as (seat, kind, points): the shape expected event lists are written in."""
    return [(e.seat, e.kind, e.points) for e in events]


def declaring(
    rules: RuleSet, elder_hand: str, younger_hand: str, elder: int = 0, younger_takes: int = 1
) -> PartieState:
    """A partie whose first deal reaches the declarations with exactly these 12-card hands.

    Each player is dealt his hand with one card swapped for a card nobody holds, and the talon is
    stacked so that throwing that stranger brings the missing card back. Younger exchanges
    ``younger_takes`` cards (0 or 1) and the rest of the talon stays unseen.
    """
    if m(elder_hand) & m(younger_hand) or m(elder_hand).bit_count() != 12:
        raise ValueError("the two hands must be 12 different cards each")
    ours = m(elder_hand) | m(younger_hand)
    spare = [x for x in pack(rules.deck) if not ours >> x & 1]
    e_card, y_card = parse_cards(elder_hand)[-1], parse_cards(younger_hand)[-1]
    e_stranger, y_stranger = spare[0], spare[1]
    dealt_e = m(elder_hand) & ~(1 << e_card) | 1 << e_stranger
    dealt_y = m(younger_hand)
    talon = [e_card]
    if younger_takes:
        dealt_y = dealt_y & ~(1 << y_card) | 1 << y_stranger
        talon.append(y_card)
    talon += spare[2:]
    if not younger_takes:
        talon.insert(1, y_stranger)
    hands = [0, 0]
    hands[elder], hands[1 - elder] = dealt_e, dealt_y
    state = new_partie(rules)
    state.apply(cut_for_dealer(rules, 1 - elder))
    state.apply(Shuffle(order_for_hands((hands[0], hands[1]), talon, elder, rules.deal_by)))
    deal = state.deal
    assert deal is not None
    while deal.phase == "carte_blanche":
        state.apply(decline())
    state.apply(Discard(1 << e_stranger))
    state.apply(Discard(1 << y_stranger if younger_takes else 0))
    assert deal.hands[elder] == m(elder_hand) and deal.hands[1 - elder] == m(younger_hand)
    return state


def skip_to(state: PartieState, category: Category) -> None:
    """Both players sink every category before ``category``."""
    deal = state.deal
    assert deal is not None
    while deal.phase == "declare" and deal.current_category != category:
        state.apply(Sink(deal.current_category))


def pass_declarations(state: PartieState) -> None:
    """Finish the declarations as quietly as possible: sink every call, answer 'good'."""
    deal = state.deal
    assert deal is not None
    while deal.phase == "declare":
        if deal.declaration_step == "answer":
            state.apply(Answer("good"))
        else:
            state.apply(Sink(deal.current_category))
