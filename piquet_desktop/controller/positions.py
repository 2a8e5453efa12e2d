"""Positions of a partie as the table shows them, shared by the live game and the replay.

The engine drops a deal the moment its last trick is taken (``PartieState.deal`` becomes None
until the next shuffle), so its view between two deals has no cards, no tricks and no dialogue.
At the table that is exactly when the player wants to look: the last trick, the tricks won, the
declarations, while the deal summary is open. So between deals (and after the last one) the app
shows the *finished* deal: the engine's own view of a state that still holds that deal, with the
partie-level fields (phase, deal number, whose turn) of the real state. Nothing is added that the
seat did not know at the end of the deal.

``ReplayController`` and ``GameController`` both rebuild states by replaying action lists; the
helpers here keep the finished deal while doing so.
"""

from __future__ import annotations

from dataclasses import replace

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

__all__ = ["apply_tracking", "rebuild", "table_view"]


def apply_tracking(state: PartieState, action: Action) -> DealState | None:
    """Apply ``action`` to ``state``; if that ended a deal, return the finished deal.

    IllegalActionError propagates with the state unchanged, as from ``PartieState.apply``.
    """
    deal = state.deal
    state.apply(action)
    if deal is not None and state.deal is not deal:
        return deal  # the engine has let go of it; nothing mutates it any more
    return None


def rebuild(rules: RuleSet, actions: list[Action]) -> tuple[PartieState, DealState | None]:
    """Replay ``actions`` from the start: the state and the last deal finished on the way."""
    state = new_partie(rules)
    finished: DealState | None = None
    for action in actions:
        done = apply_tracking(state, action)
        if done is not None:
            finished = done
    return state, finished


def table_view(state: PartieState, seat: int, finished: DealState | None) -> PlayerView:
    """``seat``'s view of ``state``; between deals, of the deal just finished (see above)."""
    if state.deal is not None or finished is None or not state.results:
        return view(state, seat)
    holding = PartieState(
        rules=state.rules,
        phase="deal",
        dealer=1 - finished.elder,
        deal=finished,
        results=state.results,
        totals=state.totals,
        game_scores=state.game_scores,
        games=state.games,
        result=state.result,
        actions=state.actions,
    )
    return replace(
        view(holding, seat),
        partie_phase=state.phase,
        deal_number=len(state.results),
        to_act=state.current_player,
    )
