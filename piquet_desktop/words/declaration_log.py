"""The declarations log's sentences: the deal's spoken dialogue, the scores it does not speak,
a claim and the deal's totals, one line each, in the installed language.

The log's Qt model (``controller.models.DeclarationLogModel``) shows these lines; the sentences
are made here, with the game's other words, from the view's values (its speech, its score
events), so a reworded engine string cannot change them.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.text import speech_text

__all__ = ["LogLine", "log_lines"]


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log: its place, the seat that said or scored it (-1 for the deal's
    totals), its text, and the points of a score line."""

    position: int
    seat: int
    text: str
    points: int | None  # for score lines


# Scores the dialogue does not speak: shown as lines of their own, after the dialogue.
_UNSPOKEN_KINDS = ("repique", "pique", "cards", "capot")


def _scores_for(kind: str, speaker: str, points: int) -> str:
    """ "Elder (You) scores 30 for pique.": one message per kind of score."""
    if kind == "carte_blanche":
        text = translate("DeclarationLog", "{speaker} scores {points} for carte blanche.")
    elif kind == "repique":
        text = translate("DeclarationLog", "{speaker} scores {points} for repique.")
    elif kind == "pique":
        text = translate("DeclarationLog", "{speaker} scores {points} for pique.")
    elif kind == "cards":
        text = translate("DeclarationLog", "{speaker} scores {points} for the cards.")
    else:
        text = translate("DeclarationLog", "{speaker} scores {points} for capot.")
    return text.format(speaker=speaker, points=points)


def log_lines(
    view: PlayerView, names: tuple[str, str], claimed_by: int | None = None
) -> list[LogLine]:
    """The declarations dialogue of the deal on the table, and the scores it does not speak.

    Spoken lines come as the engine records them ("Point of five.", "Good.", "Quint major in
    spades: 15."); carte blanche's 10 follows the line that shows the hand; repique, pique, the
    cards (or capot) follow the dialogue in reckoning order, and a finished deal ends with its
    totals. ``claimed_by``: the seat that claimed the remaining tricks (``claimed_by`` of the
    live partie or of the replay, both read from the record's ``claims``), said before the
    cards.
    """
    if view.elder is None:
        return []
    elder = view.elder

    def who(seat: int) -> str:
        if seat == elder:
            return translate("DeclarationLog", "Elder ({player})").format(player=names[seat])
        return translate("DeclarationLog", "Younger ({player})").format(player=names[seat])

    said = translate("DeclarationLog", "{speaker}: {words}")
    texts: list[tuple[int, str, int | None]] = []
    blanche = {e.seat: e for e in view.events if e.kind == "carte_blanche"}
    for line in view.speech:
        texts.append(
            (line.seat, said.format(speaker=who(line.seat), words=speech_text(line)), None)
        )
        event = blanche.get(line.seat)
        if event is not None and line.phrase == "carte_blanche_shown":
            scored = _scores_for("carte_blanche", who(line.seat), event.points)
            texts.append((line.seat, scored, event.points))
    claim = None
    if claimed_by is not None:
        claimed = translate("DeclarationLog", "{speaker} claims the remaining tricks.")
        claim = (claimed_by, claimed.format(speaker=who(claimed_by)), None)
    for e in view.events:
        if e.kind in _UNSPOKEN_KINDS:
            if claim is not None and e.kind in ("cards", "capot"):
                texts.append(claim)
                claim = None
            texts.append((e.seat, _scores_for(e.kind, who(e.seat), e.points), e.points))
    if claim is not None:
        texts.append(claim)
    if view.deal_phase == "over":
        a, b = view.deal_points()
        total = translate("DeclarationLog", "Deal {number}: {first} {a}, {second} {b}.")
        text = total.format(number=view.deal_number, first=names[0], a=a, second=names[1], b=b)
        texts.append((-1, text, None))
    return [LogLine(i, seat, text, points) for i, (seat, text, points) in enumerate(texts)]
