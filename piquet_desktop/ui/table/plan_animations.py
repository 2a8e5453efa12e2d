"""A plan of ``animation_plan`` as Qt animations: its stages in sequence, each stage's steps
in parallel, each step a group of property animations on one ``CardItem``.

The plan says what moves when, as plain values; this module only builds the Qt objects (the
easing curves, the card raised above the others while it travels), so the scene keeps the
queue and the items and nothing of how one step is animated.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from .animation_plan import Move, Plan, Stage
from .card_item import CardItem
from .layout import Place, Zone

__all__ = ["plan_animation", "stage_animation"]

_FLYING_Z = 2000.0  # cards in flight pass over everything


def plan_animation(items: dict[int, CardItem], plan: Plan) -> QAbstractAnimation:
    """The plan as Qt animations: its stages in sequence, each one's steps in parallel."""
    stages = [stage_animation(items, stage) for stage in plan]
    if len(stages) == 1:
        return stages[0]
    sequence = QSequentialAnimationGroup()
    for stage in stages:
        sequence.addAnimation(stage)
    return sequence


def stage_animation(items: dict[int, CardItem], stage: Stage) -> QAbstractAnimation:
    group = QParallelAnimationGroup()
    for step in stage.steps:
        if isinstance(step, Move):
            animation = _card_animation(
                items, step.card, step.start, step.end, step.duration, step.delay, step.flip
            )
        else:
            animation = _flip_animation(items, step.card, step.face_up, step.duration, step.delay)
        group.addAnimation(animation)
    return group


def _card_animation(
    items: dict[int, CardItem],
    card: int,
    start: Place | None,
    end: Place,
    duration: int,
    delay: int = 0,
    flip: bool = True,
) -> QAbstractAnimation:
    """Move one card to ``end``: position and size with OutCubic, the turn-over with a
    symmetric curve, and above every other card while it travels."""
    item = items[card]
    group = QParallelAnimationGroup()

    def animate(prop: bytes, value: object, curve: QEasingCurve.Type | None = None) -> None:
        animation = QPropertyAnimation(item, prop)
        animation.setEndValue(value)
        animation.setDuration(duration)
        if curve is not None:
            animation.setEasingCurve(curve)
        group.addAnimation(animation)

    travel = QEasingCurve.Type.OutCubic
    animate(b"pos", QPointF(end.x, end.y), travel)
    if start is None or start.rotation != end.rotation:
        animate(b"rotation", end.rotation, travel)
    if start is None or start.width != end.width:
        animate(b"cardWidth", end.width, travel)
    if flip and (start is None or start.face_up != end.face_up):
        animate(b"flip", 1.0 if end.face_up else 0.0, QEasingCurve.Type.InOutSine)
    if end.zone != Zone.HAND and item.raised != 0:
        animate(b"raised", 0.0)
    z = QPropertyAnimation(item, b"z")
    z.setDuration(duration)
    travels = (
        start is None
        or abs(start.x - end.x) > 0.5
        or abs(start.y - end.y) > 0.5
        or start.face_up != end.face_up
    )
    if travels:  # above everything on the way, in its place's order on arrival
        z.setKeyValueAt(0.0, _FLYING_Z + end.z)
        z.setKeyValueAt(0.97, _FLYING_Z + end.z)
    z.setEndValue(end.z)
    group.addAnimation(z)
    group.stateChanged.connect(
        lambda new_state, _old, item=item, end=end: _on_card_state(item, end, new_state)
    )
    if not delay:
        return group
    sequence = QSequentialAnimationGroup()
    sequence.addPause(delay)
    sequence.addAnimation(group)
    return sequence


def _flip_animation(
    items: dict[int, CardItem], card: int, face_up: bool, duration: int, delay: int
) -> QAbstractAnimation:
    item = items[card]
    turn = QPropertyAnimation(item, b"flip")
    turn.setEndValue(1.0 if face_up else 0.0)
    turn.setDuration(duration)
    turn.setEasingCurve(QEasingCurve.Type.InOutSine)
    if not delay:
        return turn
    sequence = QSequentialAnimationGroup()
    sequence.addPause(delay)
    sequence.addAnimation(turn)
    return sequence


def _on_card_state(item: CardItem, end: Place, state: QAbstractAnimation.State) -> None:
    """A card starting to move renders for its destination size and casts a shadow while it
    travels; once there it takes its place's shadow setting. Nothing for an item Qt has
    deleted already (a scene torn down with cards still moving)."""
    if not shiboken6.isValid(item):
        return
    if state == QAbstractAnimation.State.Running:
        item.set_rest_width(end.width)
        item.set_shadow(True)
    elif state == QAbstractAnimation.State.Stopped:
        item.set_shadow(end.shadow)
