"""The hint's sentence: what the computer would do in the player's place, and why, in words.

A discard is said by what it keeps whole and what it gives up, and by the likely result of this
deal with it, rather than by the level's own objective: "expected to end the partie about 131
points ahead" at 39 to 12 tells a player nothing he can use, while "keeps the point and the
quint; likely to win this deal by about 12 points" does. The gives-up part is the review's own
reasons (``advice_text.reason_text``) and the keeps part the exercises' (``exchange_text``), so
a hint, a review and an exercise never name one thing two ways.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_desktop.ai.advice_results import Hint
from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import suit_of
from piquet_desktop.translation import number, percent, translate

from .advice_text import action_label, reason_text, signed_points, worth_text
from .exchange_text import keeps_text, reasons_joined
from .piquet_words import capitalised

if TYPE_CHECKING:  # the review is imported when a discard is said, not with the window
    from piquet_desktop.ai.review.reasons import Reason

__all__ = ["hint_text"]

LEVEL_WITHIN = 0.5  # points of the deal said as "about level"


def hint_text(hint: Hint) -> str:
    """The hint's sentence in the installed language, cards with the table's suit symbols. A
    discard whose deal the search estimated is said in what a player can use (``_discard``);
    otherwise, in English, the advice's own ``sentence`` as the window shows it."""
    if isinstance(hint.action, Discard) and hint.deal_points is not None:
        return _discard(hint, hint.deal_points)
    chosen = action_label(hint.action)
    if hint.leave:
        chosen = translate("AdviceText", "{action}, leaving {count}").format(
            action=chosen, count=hint.leave
        )
    text = capitalised(chosen)
    if hint.value is not None and hint.objective is not None:
        value = worth_text(hint.value, hint.objective)
        if hint.rival is not None and hint.rival_value is not None:
            text = translate(
                "AdviceText",
                "{action}: {worth}, preferred as more natural to {rival} ({rival_worth})",
            ).format(
                action=text,
                worth=value,
                rival=action_label(hint.rival),
                rival_worth=worth_text(hint.rival_value, hint.objective),
            )
        else:
            text = translate("AdviceText", "{action}: {worth}").format(action=text, worth=value)
    if hint.improvement is not None:
        i = hint.improvement
        return translate(
            "AdviceText",
            "{advice} ({point} chance of a better point, {sequence} of a better sequence, "
            "{set} of a better set).",
        ).format(
            advice=text,
            point=percent(i.point),
            sequence=percent(i.sequence),
            set=percent(i.set),
        )
    if hint.play_value is not None:
        value = signed_points(hint.play_value)
        if abs(hint.play_value) < 0.05 and hint.best_value is None:
            return translate(
                "AdviceText", "{action}: about level from here to the end of the play."
            ).format(action=text)
        if hint.best_value is not None:
            return translate(
                "AdviceText",
                "{action}: about {points} points from here to the end of the play (the best "
                "card by the estimate makes {best}).",
            ).format(action=text, points=value, best=signed_points(hint.best_value))
        return translate(
            "AdviceText", "{action}: about {points} points from here to the end of the play."
        ).format(action=text, points=value)
    return translate("AdviceText", "{advice}.").format(advice=text)


def _discard(hint: Hint, deal_points: float) -> str:
    assert isinstance(hint.action, Discard)
    chosen = action_label(hint.action)
    if hint.leave:
        chosen = translate("AdviceText", "{action}, leaving {count}").format(
            action=chosen, count=hint.leave
        )
    parts = [text for text in (keeps_text(hint.kept),) if text]
    parts += [reason_text(r) for r in _given_up(hint)]
    parts.append(_deal_result(deal_points))
    text = translate("AdviceText", "{action}: {worth}").format(
        action=capitalised(chosen), worth=reasons_joined(parts)
    )
    if hint.improvement is not None:
        i = hint.improvement
        return translate(
            "AdviceText",
            "{advice} ({point} chance of a better point, {sequence} of a better sequence, "
            "{set} of a better set).",
        ).format(
            advice=text, point=percent(i.point), sequence=percent(i.sequence), set=percent(i.set)
        )
    return translate("AdviceText", "{advice}.").format(advice=text)


def _given_up(hint: Hint) -> list[Reason]:
    """What the discard gives up, as the review's reasons: the point and the sequence it breaks,
    then the aces and kings it throws."""
    from piquet_desktop.ai.review.reasons import Reason

    assert isinstance(hint.action, Discard)
    thrown = hint.action.cards
    out: list[Reason] = []
    for combo in hint.broken:
        if combo.category == "point":
            out.append(Reason.of("point_broken", suit=suit_of(combo.cards.bit_length() - 1)))
        elif combo.category == "sequence":
            out.append(Reason.of("sequence_broken", cards=thrown & combo.cards))
    if hint.high_thrown:
        out.append(Reason.of("high_cards", cards=hint.high_thrown))
    return out


def _deal_result(points: float) -> str:
    if abs(points) < LEVEL_WITHIN:
        return translate("AdviceText", "likely to end this deal about level")
    said = number(abs(points))
    if points > 0:
        return translate("AdviceText", "likely to win this deal by about {points} points").format(
            points=said
        )
    return translate("AdviceText", "likely to lose this deal by about {points} points").format(
        points=said
    )
