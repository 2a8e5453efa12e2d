"""A sampled world made playable: the deal replayed through the engine on the world's cards.

A :class:`~.hidden.World` says where the cards a seat cannot see lie; to roll a decision out in
it (apply an alternative, let the declarations finish, solve the play) the review needs the
world as a real ``PartieState``. :func:`replay_in_world` deals the world's pack order
(:func:`~.hidden.deal_order`) and replays the deal's actions on it: the seat's own actions as
they were, the opponent's hidden choices as the world has them. His discard is the world's
discard; a call of his that was never shown is made with the world's cards of the same measure
(the seat heard only the measure); a step the engine answered for him automatically in one deal
(nothing to call, only "good" possible) is answered with the same words in the other. The
seat's view of the replayed state is then identical to its view of the real one: the inference
tests check exactly that, with this function.
"""

from __future__ import annotations

from collections.abc import Sequence

from piquet_desktop.ai.inference.hidden import World, deal_order
from piquet_desktop.engine.actions import (
    ANSWERS,
    SINKS,
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    Shuffle,
    Sink,
)
from piquet_desktop.engine.combinations import best, callable_combinations
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.view import PlayerView

_STEP = {"elder_call": 0, "answer": 1, "younger_call": 2}
_PHASE = {"carte_blanche": 0, "elder_discard": 1, "younger_discard": 2, "declare": 3}


def _where(state: PartieState) -> tuple[int, int, int, int]:
    """How far a deal has gone, comparable between two deals of the same partie."""
    d = state.deal
    assert d is not None
    if d.phase == "declare":
        return (3, d.declaration_index, _STEP[d.declaration_step], d.answer_stage)
    if d.phase == "carte_blanche":
        return (0, int(d.to_act == d.younger), 0, 0)
    return (_PHASE.get(d.phase, 4), 0, 0, 0)


def _asks(state: PartieState, seat: int) -> bool:
    return state.phase == "deal" and state.current_player == seat


def _catch_up(alt: PartieState, real: PartieState, o: int) -> None:
    """Where the world asks him something the real deal answered for him automatically (a
    carte blanche he holds only in the world; a call or answer he has a choice of only there),
    he says what the real deal said: no claim, "No ..." or "Good"."""
    while (
        _asks(alt, o)
        and alt.deal is not None
        and alt.deal.phase in ("declare", "carte_blanche")
        and real.deal is not None
        and (
            _where(alt) < _where(real) or (_where(alt) == _where(real) and real.current_player != o)
        )
    ):
        d = alt.deal
        if d.phase == "carte_blanche":
            alt.apply(CarteBlanche(False))
        else:
            alt.apply(
                ANSWERS["good"] if d.declaration_step == "answer" else SINKS[d.current_category]
            )


def _same_call(alt: PartieState, o: int, action: Call) -> Action:
    """His call in the world: the same cards if he holds them there, else a call of the same
    measure (the opponent heard only the measure), else (younger's call after elder sank,
    unheard before the first lead) a sink."""
    deal = alt.deal
    assert deal is not None
    options = callable_combinations(deal.hands[o], action.category)
    if any(c.cards == action.cards for c in options):
        return action
    called = best(action.cards, action.category)
    assert called is not None
    real_key = called.key
    for c in options:
        if c.key == real_key:
            return Call(action.category, c.cards)
    for c in options:
        if c.key[0] == real_key[0]:
            return Call(action.category, c.cards)
    return SINKS[action.category]


def replay_in_world(
    before_deal: PartieState,
    deal_actions: Sequence[Action],
    seat: int,
    seat_view: PlayerView,
    world: World,
) -> PartieState:
    """The deal replayed on ``world`` (see the module's notes): ``before_deal`` is the partie
    just before the deal's shuffle, ``deal_actions`` the deal's actions (its shuffle first) up to
    the moment ``seat_view`` shows. Raises ``IllegalActionError`` if the world is not consistent
    with the actions. ``before_deal`` is not changed."""
    o = 1 - seat
    real = before_deal.clone()
    alt = before_deal.clone()
    first, *rest = deal_actions
    assert isinstance(first, Shuffle)
    real.apply(first)
    alt.apply(Shuffle(deal_order(seat_view, world)))
    for action in rest:
        _catch_up(alt, real, o)
        replacement = action
        if real.current_player == o:
            same_step = _asks(alt, o) and _where(alt) == _where(real)
            if isinstance(action, Discard):
                replacement = Discard(world.opponent_discard)
            elif isinstance(action, Sink | Answer | CarteBlanche | Call) and not same_step:
                real.apply(action)  # the world's deal spoke these words for him already
                continue
            elif isinstance(action, Call):
                replacement = _same_call(alt, o, action)
        real.apply(action)
        alt.apply(replacement)
    _catch_up(alt, real, o)
    return alt


__all__ = ["replay_in_world"]
