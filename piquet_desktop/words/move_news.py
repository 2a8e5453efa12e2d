"""What the status bar says of one move applied: the news of the opponent's move, and the game or
the deal it ended.

The game controller applies every move the same way and says what this module gives back, in
order; a redo says its own sentence instead of the moves' news (said when they were first
played, and kept in the log) and then the same endings. One writer of these sentences, so a move
played live and the same move replayed are told alike. Qt-free.
"""

from __future__ import annotations

from typing import NamedTuple

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.partie import Applied, DealResult, PartieState

from . import game_status as status

__all__ = ["MoveNews", "move_news"]


class MoveNews(NamedTuple):
    """What a move applied has to tell: the news of the opponent's move ("" for the human's
    own, which need none), the sentences of a game or a deal it ended, and that deal's result
    (for the controller's ``dealFinished``, signalled after the sentences)."""

    news: str
    outcomes: tuple[str, ...]
    deal: DealResult | None


def move_news(
    state: PartieState, action: Action, applied: Applied, names: tuple[str, str], human: int
) -> MoveNews:
    """What to say of ``action``, which ``applied`` says the engine has just applied to
    ``state``; ``names``: the players' display names by seat; ``human``: the seat of the player
    at the window, whose own moves need no news."""
    seat = applied.seat
    news = ""
    if seat != human:
        news = status.announcement(state, seat, action, applied.speech, names) or ""
    outcomes: list[str] = []
    game = applied.game
    if game is not None:
        won = game.scores[game.winner], game.scores[1 - game.winner]
        outcomes.append(
            status.game_won_text(names[game.winner], len(state.games), game.double, *won)
        )
    result = applied.deal_result
    if result is not None:
        outcomes.append(status.deal_over_text(result.number, names, result.totals))
    return MoveNews(news, tuple(outcomes), result)
