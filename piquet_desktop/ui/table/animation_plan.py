"""What moves when between two tables: the animation stages, as plain values, without Qt.

The scene (``table_scene``) asks ``layout`` where every card should be; this module compares
that with where the cards were and says how to get there: a ``Plan`` of stages played one after
another, each stage a set of ``Move`` and ``Flip`` steps played together (each after its own
delay). The scene only turns a plan into ``QPropertyAnimation`` groups, so the bookkeeping is
tested here over random parties without a window, as ``layout`` is.

**Sequencing.** One view may differ from the last in several ways at once (elder's exchange
discards and takes in; a card completes a trick that is then gathered). The difference is cut
into stages played one after another, as they happen at a real table: the discard slides to its
pile, then the talon cards come into the hand; a card flies to the trick, the trick stays a
moment, then goes to its winner's pile; the next lead flies in. Everything else (a hand closing
up its gap, the opponent's shown cards turning over) moves with the first stage.

**Unknown cards.** Face-down cards the player cannot identify carry placeholder numbers (see
``layout``). When a card becomes known (the opponent plays it, the player takes it from the
talon), its placeholder may have been standing in another pile; the card then should come from
where it really was. ``reconcile`` looks for a placeholder that the new layout moves from one
hidden zone to another (a count forced it) and a newly known card whose placeholder stood in that
destination zone, and says to swap the two numbers: both are face down, so nothing visibly
changes, and the known card now flies from the right pile.

**Durations.** Every duration is a base in milliseconds (``BASE_MS``) times the speed setting.
A card travelling takes a time in proportion to the distance it goes, as KDE's KPat moves its
cards at a speed rather than in a fixed time: a card crossing the table takes longer than one
closing up a gap in the fan. The base of each kind of travel is the time of a typical move of
that kind (``TYPICAL_TRAVEL``, measured over random parties by
``python -m piquet_desktop.benchmarks.animation_distances``), so at the Normal speed the usual
moves take what they took when every move of a kind took the same time; ``TRAVEL_LIMITS`` keeps
the shortest from being a blink and the longest from dragging.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from piquet_desktop.engine.deal import Trick
from piquet_desktop.engine.view import PlayerView

from .layout import Place, TableLayout, Zone, deal_pile_places, trick_place

__all__ = [
    "BASE_MS",
    "CLAIM_PACE",
    "TRAVEL_LIMITS",
    "TYPICAL_TRAVEL",
    "Flip",
    "Move",
    "Plan",
    "Stage",
    "Timing",
    "change_plan",
    "deal_plan",
    "differs",
    "reconcile",
]

#: A claimed deal's remaining cards are played at this share of the speed setting's durations
#: (docs/DESIGN-APP.md, "Claims"): every card is still seen going to its
#: trick and every trick gathered, but the rest of a deal nobody has to think about takes a
#: few seconds at Normal speed rather than ten or more.
CLAIM_PACE = 0.35

BASE_MS = {
    "exchange": 360,  # discards going to their pile, cards taken in from the talon
    "shift": 360,  # everything else that moves with the first stage (a fan closing up its gap)
    "move": 360,  # a jump: the cards of several tricks straight to their piles
    "deal_flight": 280,  # one card flying from the pack to a hand
    "deal_step": 110,  # between two packets of the deal
    "flip": 280,  # turning a card over in place
    "play": 340,  # a card flying to the trick
    "trick_pause": 800,  # the completed trick stays on the table
    "gather": 420,  # the trick going to its winner's pile
    "stagger": 45,  # between cards moving together (a discard, a take-in)
    "raise": 130,  # a card stepping out of the fan when selected
}
"""Base durations in milliseconds, multiplied by the speed setting. For the kinds of travel
(``TYPICAL_TRAVEL``) the base is that of a typical distance."""

TYPICAL_TRAVEL = {
    "deal_flight": 640.0,
    "exchange": 660.0,
    "gather": 470.0,
    "play": 340.0,
    "shift": 33.0,
}
"""The median distance (table units; the table is 1000 high) a card travels in each kind of
move, from ``benchmarks/animation_distances`` (40 Rubicon parties, seed 1): a card going that
far takes ``BASE_MS[kind]``. A jump over several tricks (``"move"``) is too rare to have a
typical distance and keeps its fixed time."""

TRAVEL_LIMITS = (0.5, 1.5)
"""The least and the most a travel takes, as a fraction of its kind's base duration."""

TALON_DEAL_STEP_MS = 25  # between two talon cards of the deal (not scaled: it was never)


@dataclass(frozen=True, slots=True)
class Move:
    """``card`` goes from ``start`` (its place before; None when it had none) to ``end`` in
    ``duration`` ms, after ``delay`` ms; ``kind`` is its kind of travel (``TYPICAL_TRAVEL``);
    ``flip`` False leaves its face as it is (the deal turns the hand over afterwards, card by
    card)."""

    card: int
    kind: str
    start: Place | None
    end: Place
    duration: int
    delay: int = 0
    flip: bool = True


@dataclass(frozen=True, slots=True)
class Flip:
    """``card`` turns face up (or down) where it lies, in ``duration`` ms after ``delay`` ms."""

    card: int
    face_up: bool
    duration: int
    delay: int = 0


@dataclass(frozen=True, slots=True)
class Stage:
    """Steps played together; the stage ends when the last one does."""

    steps: tuple[Move | Flip, ...]


Plan = tuple[Stage, ...]
"""Stages played one after another."""


@dataclass(frozen=True, slots=True)
class Timing:
    """The durations at one speed setting (never 0: at speed 0 nothing is planned at all)."""

    speed: float

    def ms(self, kind: str) -> int:
        """A fixed duration: ``BASE_MS[kind]`` at this speed, at least 1 ms."""
        return max(1, round(BASE_MS[kind] * self.speed))

    def travel(self, kind: str, start: Place | None, end: Place) -> int:
        """How long a card takes to go from ``start`` to ``end`` in a move of ``kind``: in
        proportion to the distance, within ``TRAVEL_LIMITS`` of the kind's base. A card with no
        place before (or not moving, only turning or resizing) takes the base, as does a kind
        with no typical distance."""
        if start is None or kind not in TYPICAL_TRAVEL:
            return self.ms(kind)
        distance = math.hypot(end.x - start.x, end.y - start.y)
        low, high = TRAVEL_LIMITS
        share = min(high, max(low, distance / TYPICAL_TRAVEL[kind]))
        if distance <= 0.5:
            share = 1.0
        return max(1, round(BASE_MS[kind] * share * self.speed))


def differs(a: Place, b: Place) -> bool:
    """Whether a card at ``a`` has to move (or turn, or resize) to be at ``b``."""
    return (
        abs(a.x - b.x) > 0.01
        or abs(a.y - b.y) > 0.01
        or a.rotation != b.rotation
        or a.width != b.width
        or a.face_up != b.face_up
        or a.z != b.z
    )


def reconcile(prev: dict[int, Place], new: Mapping[int, Place]) -> list[tuple[int, int]]:
    """The placeholder numbers to swap so that a newly known card comes from the pile it was in
    (see the module notes), in order. ``prev`` is updated as the swaps are made: the scene swaps
    its items the same way, so ``prev`` still says where each item stands."""
    swaps: list[tuple[int, int]] = []
    if not prev:
        return swaps
    revealed = [c for c, p in new.items() if c in prev and not prev[c].known and p.known]
    moved = [
        c
        for c, p in new.items()
        if c in prev and not prev[c].known and not p.known and prev[c].zone != p.zone
    ]
    used: set[int] = set()
    for y in moved:
        destination = new[y].zone
        for x in revealed:
            if x not in used and prev[x].zone == destination:
                used.add(x)
                prev[x], prev[y] = prev[y], prev[x]
                swaps.append((x, y))
                break
    return swaps


def _group(
    cards: list[int],
    prev: Mapping[int, Place],
    new: Mapping[int, Place],
    kind: str,
    timing: Timing,
    stagger: bool = True,
) -> list[Move | Flip]:
    """Cards moving together, each a little after the one before when ``stagger``."""
    step = timing.ms("stagger") if stagger else 0
    return [
        Move(c, kind, prev.get(c), new[c], timing.travel(kind, prev.get(c), new[c]), i * step)
        for i, c in enumerate(cards)
    ]


def _trick_stages(
    trick: Trick,
    me: int,
    prev: Mapping[int, Place],
    new: Mapping[int, Place],
    timing: Timing,
    size: tuple[float, float],
) -> list[Stage]:
    """A completed trick: its cards fly in (those not already there) one after the other, stay
    a moment, then go together to the winner's pile."""
    fly_in: list[Move | Flip] = []
    at = 0
    for c, is_lead, player in (
        (trick.lead, True, trick.leader),
        (trick.follow, False, 1 - trick.leader),
    ):
        if prev[c].zone == Zone.TRICK:
            continue
        known = new[c].known
        spot = trick_place(player == me, is_lead, face_up=known, card_known=known, size=size)
        duration = timing.travel("play", prev[c], spot)
        fly_in.append(Move(c, "play", prev[c], spot, duration, at))
        at += duration
    pause = timing.ms("trick_pause") if fly_in else 0
    spots = {
        trick.lead: trick_place(trick.leader == me, True, size=size),
        trick.follow: trick_place(trick.leader != me, False, size=size),
    }
    gather = tuple(
        Move(c, "gather", spots[c], new[c], timing.travel("gather", spots[c], new[c]), pause)
        for c in (trick.lead, trick.follow)
    )
    return ([Stage(tuple(fly_in))] if fly_in else []) + [Stage(gather)]


def change_plan(
    prev_tricks: tuple[Trick, ...] | None,
    view: PlayerView,
    prev: Mapping[int, Place],
    new: Mapping[int, Place],
    timing: Timing,
    size: tuple[float, float],
) -> Plan:
    """The stages from the table at ``prev`` to the table at ``new`` (the layout of ``view``);
    ``prev_tricks`` are the tricks of the view shown before (None: none was). Empty when nothing
    moves."""
    changed = {c for c, p in new.items() if c not in prev or differs(prev[c], p)}
    if not changed:
        return ()
    discards = [
        c
        for c in changed
        if new[c].zone in (Zone.DISCARD, Zone.OPP_DISCARD) and prev[c].zone != new[c].zone
    ]
    takes = [
        c
        for c in changed
        if prev[c].zone in (Zone.TALON_ELDER, Zone.TALON_YOUNGER)
        and new[c].zone in (Zone.HAND, Zone.OPP_HAND)
    ]
    new_tricks: tuple[Trick, ...] = ()
    if prev_tricks is not None and len(view.tricks) >= len(prev_tricks):
        new_tricks = view.tricks[len(prev_tricks) :]
    trick_cards = {c for t in new_tricks for c in (t.lead, t.follow)}
    lead = view.lead_card
    lead_flies = lead >= 0 and prev[lead].zone != Zone.TRICK
    special = set(discards) | set(takes) | trick_cards | ({lead} if lead_flies else set())
    rest = sorted(changed - special)

    stages: list[Stage] = []
    if discards:
        ordered = sorted(discards, key=lambda c: new[c].slot)
        stages.append(Stage(tuple(_group(ordered, prev, new, "exchange", timing))))
    if takes:
        ordered = sorted(takes, key=lambda c: new[c].slot)
        stages.append(Stage(tuple(_group(ordered, prev, new, "exchange", timing))))
    if new_tricks and len(new_tricks) <= 2:
        for t in new_tricks:
            stages.extend(_trick_stages(t, view.seat, prev, new, timing, size))
    elif new_tricks:  # far behind (a jump): the tricks' cards go straight to their piles
        stages.append(Stage(tuple(_group(sorted(trick_cards), prev, new, "move", timing))))
    if lead_flies:
        stages.append(Stage(tuple(_group([lead], prev, new, "play", timing))))
    if rest:
        together = tuple(_group(rest, prev, new, "shift", timing, stagger=False))
        if stages:
            stages[0] = Stage(stages[0].steps + together)
        else:
            stages.append(Stage(together))
    return tuple(stages)


def deal_plan(
    view: PlayerView, table: TableLayout, timing: Timing, size: tuple[float, float]
) -> tuple[dict[int, Place], Stage]:
    """The deal: where every card waits in the dealer's pile, and how it leaves it.

    Packets of two or three cards (the rules' ``deal_by``) go from the pile to the hands, elder
    first, then the talon; then the player picks up his hand (it turns face up, left to right).
    """
    new = table.places
    me = view.seat
    elder = view.elder if view.elder is not None else me
    hands = {me: table.zone_cards(Zone.HAND), 1 - me: table.zone_cards(Zone.OPP_HAND)}
    talon = table.zone_cards(Zone.TALON_ELDER) + table.zone_cards(Zone.TALON_YOUNGER)
    by = view.rules.deal_by
    packets: list[list[int]] = []
    receiver = elder
    taken = {0: 0, 1: 0}
    while taken[0] < len(hands[0]) or taken[1] < len(hands[1]):
        cards = hands[receiver][taken[receiver] : taken[receiver] + by]
        taken[receiver] += len(cards)
        if cards:
            packets.append(cards)
        receiver = 1 - receiver
    order = [c for p in packets for c in p] + talon
    leftovers = [c for c in new if c not in order]
    order += leftovers
    pile = deal_pile_places(len(order), elder != me, size=size)
    start = dict(zip(order, pile, strict=True))
    steps: list[Move | Flip] = []
    step = timing.ms("deal_step")
    for i, packet in enumerate(packets):
        for k, c in enumerate(packet):
            flight = timing.travel("deal_flight", start[c], new[c])
            delay = i * step + k * step // 4
            steps.append(Move(c, "deal_flight", start[c], new[c], flight, delay, flip=False))
    after_hands = len(packets) * step
    for k, c in enumerate(talon + leftovers):
        flight = timing.travel("deal_flight", start[c], new[c])
        delay = after_hands + k * TALON_DEAL_STEP_MS
        steps.append(Move(c, "deal_flight", start[c], new[c], flight, delay, flip=False))
    # a beat after the last card lands
    turn_at = max((m.delay + m.duration for m in steps), default=0) + TALON_DEAL_STEP_MS
    face_up = [c for c in order if new[c].face_up]
    face_up.sort(key=lambda c: (new[c].zone != Zone.HAND, new[c].slot))
    for k, c in enumerate(face_up):
        steps.append(Flip(c, True, timing.ms("flip"), turn_at + k * timing.ms("stagger")))
    return start, Stage(tuple(steps))
