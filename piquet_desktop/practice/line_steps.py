"""The line that follows a card, as steps to show one card at a time on a small table.

Why steps and not the line alone: a player follows a line of play by seeing it played, the
hands shrinking and each trick taken, not by reading "10♥ Q♥, J♠ 10♠". So the line is replayed
through the solver's own position (``PlayPosition.play``, the rules' trick winner), and each
step says what the table shows after it: both hands as they are left, the cards of the trick on
the table, who took it, the tricks each side has. Step 0 is the position before the player's
card (with the opponent's card on the table when he has led).

**Whose hands.** An open ending's line is played in the true deal; a single-dummy card's in the
sampled world where that card costs most (``PreparedPlay.shown``), the world whose opponent's
hand the verdict names, so that the hand shown is the one the line was found in.

**Where the line leaves the best line.** The line after a card is both sides' best play from
there (the solver's principal variation), so it parts from the best line at the player's own
card and nowhere after: the step that plays it carries the best card (``departs``), for the
window to say "here the best card was …". A best card's line parts from nothing.

Qt-free, as the rest of ``practice``: the window only draws the steps.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.solver import TRICKS, PlayPosition

from .play_exercise import PreparedPlay

__all__ = ["ME", "OPPONENT", "LineStep", "line_position", "line_steps", "steps_for_card"]

ME, OPPONENT = 0, 1
"""Who played a card or took a trick, from the player's side (not the engine's seats)."""


@dataclass(frozen=True, slots=True)
class LineStep:
    """What the table shows after a step of the line (step 0: before the player's card).

    ``hands`` are the cards still held, the player's first; ``trick`` the cards on the table
    as (who, card), the led card first; ``tricks`` the tricks each side has taken, the
    player's first; ``trick_number`` the deal's trick (1 to 12) the table shows; ``played``
    the card this step played and ``by`` who played it (None at the start); ``winner`` who
    took the trick this step finished (None when it finished none); ``departs`` the best card
    at the step where the line leaves the best line.
    """

    hands: tuple[int, int]
    trick: tuple[tuple[int, int], ...]
    tricks: tuple[int, int]
    trick_number: int
    played: int | None = None
    by: int | None = None
    winner: int | None = None
    departs: int | None = None


def _mine(pair: tuple[int, int], seat: int) -> tuple[int, int]:
    return (pair[seat], pair[1 - seat])


def line_steps(
    position: PlayPosition, line: tuple[int, ...], seat: int, best: int | None = None
) -> tuple[LineStep, ...]:
    """The steps of ``line`` played from ``position`` by ``seat`` (the player) and his
    opponent; ``best`` the best card when the line's first card is not (module notes).
    ValueError for a line the rules refuse from there (a card not held, a revoke)."""
    trick: tuple[tuple[int, int], ...] = ()
    if position.lead_card >= 0:
        trick = ((ME if position.leader == seat else OPPONENT, position.lead_card),)
    number = min(position.tricks_played + 1, TRICKS)
    steps = [LineStep(_mine(position.hands, seat), trick, _mine(position.tricks_won, seat), number)]
    for i, card in enumerate(line):
        mover = position.to_act
        if mover < 0:
            raise ValueError("the line goes on after the last trick")
        by = ME if mover == seat else OPPONENT
        after = position.play(card)  # ValueError for a card the rules refuse
        shown = (*trick, (by, card)) if position.lead_card >= 0 else ((by, card),)
        number = position.tricks_played + 1
        winner = None
        if after.tricks_played > position.tricks_played:
            winner = ME if after.leader == seat else OPPONENT
            trick = ()
        else:
            trick = shown
        departs = best if i == 0 and best is not None and best != card else None
        steps.append(
            LineStep(
                _mine(after.hands, seat),
                shown,
                _mine(after.tricks_won, seat),
                number,
                card,
                by,
                winner,
                departs,
            )
        )
        position = after
    return tuple(steps)


def line_position(prepared: PreparedPlay, card: int) -> PlayPosition | None:
    """The position the line after ``card`` is played from: the true deal for an open ending,
    for a single-dummy card the world its line was found in (None when it has no line)."""
    exercise = prepared.exercise
    if exercise.kind == "ending":
        return exercise.position()
    opponent = prepared.shown.get(card)
    if opponent is None:
        return None
    return position_in_view(exercise.view(), opponent)


def steps_for_card(prepared: PreparedPlay, card: int) -> tuple[LineStep, ...]:
    """The steps of the line that follows ``card`` (the line that beats it, for a wrong card),
    marked where it leaves the best line; empty when the card has no line to show."""
    judged = prepared.of(card)
    if judged is None or not judged.line:
        return ()
    position = line_position(prepared, card)
    if position is None:
        return ()
    best = prepared.best.card if judged.loss > 0.0 else None
    return line_steps(position, judged.line, prepared.exercise.seat, best)
