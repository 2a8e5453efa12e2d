"""Where every card of the pack lies on the table, computed from a ``PlayerView`` alone.

Pure functions and plain dataclasses, no Qt: the scene animates towards what this module says, and
the tests can check the geometry of thousands of positions without a window. The table is a logical
rectangle 1000 units high and 1100 to 1900 wide (``TABLE_SIZE`` is the 1600-wide default): the view
picks the width that matches the window's shape, so a square-ish window (one with a side panel)
brings the side piles in instead of shrinking everything, and scales the table to fit, as KPat
scales its whole layout to the window: a bigger window gets bigger cards, and the narrowest shape
the main window allows (its minimum size, side panel docked: about 1.1 wide for 1 high) still gets
a table of its own shape rather than a letterboxed one. Cards are rendered at their on-screen size
by ``CardItem``, so the logical size costs no sharpness.

The player whose view it is sits at the bottom, the opponent at the top:

* top row: the opponent's name plate (left), his hand face down in a fan (the cards he has shown
  face up, sorted, at the left of the fan, each with the reason it is face up, ``reveals``), his
  discard (right); under the plate the key to those marks while any shows, and under the hand the
  open piquet banner while open piquet is on;
* middle: the talon on the left, split into elder's and younger's portions; the trick in the
  centre, each card nearer the side of the player who played it; the won tricks on the right, the
  opponent's pile above the player's, one trick further right per trick won so they can be counted;
* bottom row: the player's name plate (left), his hand fanned on an arc, sorted, and his own discard
  (right), face up but dimmed: Law 45 lets a player look at his own discard at any time.

**Every card has exactly one place, hidden ones included.** The scene keeps one item per physical
card for the whole deal, so cards the player cannot see (the opponent's hand, the talon, the
opponent's discard) still need card numbers. Those numbers are placeholders: the unknown cards are
dealt out to the hidden places, preferring the zone each was in before (``previous``), so that a
placeholder does not wander between piles from one update to the next. Which placeholder stands
where never shows, since a hidden card is always drawn face down; the scene swaps placeholder
identities when a card becomes known (``TableScene`` explains how).

**What counts as known** comes from the view field by field: the player's own hand and discard,
the tricks, the opponent's combinations shown (score events carry their cards), his carte blanche
while he still holds all twelve cards, and the talon cards the player saw, placed only where the
deal allows it. The view gives the seen talon cards as a mask without their order, so when elder
left cards of his portion and younger took some but not all of them, nobody can tell from the view
which of them went where; those cards are then drawn as hidden cards. With the opponent's view
(``other``: open piquet, replays) his hand and discard are exact.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from piquet_desktop.engine.cards import cards_of, pack_mask, rank_of, suit_of
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate

from .reveals import MARKED, Reveal, banner, hand_reveals, shown_combinations

__all__ = [
    "CARD_ASPECT",
    "HIDDEN_ZONES",
    "LEGEND_WIDTH",
    "MAX_TABLE_WIDTH",
    "MIN_TABLE_WIDTH",
    "TABLE_SIZE",
    "Geometry",
    "HandOrder",
    "Label",
    "Legend",
    "Place",
    "TableLayout",
    "Whereabouts",
    "Zone",
    "deal_pile_places",
    "layout",
    "table_width_for",
    "trick_place",
    "whereabouts",
]

TABLE_SIZE = (1600.0, 1000.0)
"""The default logical table (the height is always 1000; the width follows the window's shape)."""

CARD_ASPECT = 1.4
"""Height over width of a card (the deck is 2.5 by 3.5 inches)."""


class Zone(StrEnum):
    """Where a card lies, named from the point of view of the player at the bottom."""

    HAND = "hand"
    OPP_HAND = "opp_hand"
    TALON_ELDER = "talon_elder"
    TALON_YOUNGER = "talon_younger"
    DISCARD = "discard"
    OPP_DISCARD = "opp_discard"
    TRICK = "trick"
    WON = "won"
    OPP_WON = "opp_won"
    PACK = "pack"  # the dealer's pile while dealing


HIDDEN_ZONES = (Zone.OPP_HAND, Zone.TALON_ELDER, Zone.TALON_YOUNGER, Zone.OPP_DISCARD)
"""Zones that may hold cards the player cannot identify (placeholders)."""


@dataclass(frozen=True, slots=True)
class Place:
    """A card's target: centre ``(x, y)`` in table coordinates, its rotation and width, and how it
    is drawn. ``known`` is False for a placeholder (a card whose identity the player cannot know);
    such a card is always face down. ``dim`` marks cards drawn dimmed whatever the playable mask
    (the player's own discard). ``shadow`` is False for a card lying on another in a stack: the
    bottom card's shadow is the stack's, and thirty translucent shadows would add up to a black
    blot. ``reveal`` says why a face-up card the player does not hold is face up (``reveals``)."""

    x: float
    y: float
    width: float
    zone: Zone
    slot: int
    face_up: bool
    known: bool = True
    rotation: float = 0.0
    z: float = 0.0
    dim: bool = False
    shadow: bool = True
    reveal: Reveal | None = None


@dataclass(frozen=True, slots=True)
class Label:
    """A small caption on the felt (``Talon``, ``3 tricks``), centred on ``(x, y)``."""

    text: str
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Legend:
    """The key to the marks on the opponent's face-up cards: one row per mark showing, in
    ``MARKED`` order, from the top-left corner ``(x, y)``, ``row`` apart."""

    marks: tuple[Reveal, ...]
    x: float
    y: float
    row: float


@dataclass(frozen=True, slots=True)
class HandOrder:
    """How the player's hand is sorted: suits left to right, ranks high to low or low to high.

    The default alternates colours (spades, hearts, clubs, diamonds) so neighbouring suits are
    easy to tell apart, and puts high cards on the left as most players hold them.
    """

    suits: tuple[int, ...] = (0, 1, 3, 2)
    descending: bool = True

    def key(self, c: int) -> tuple[int, int]:
        s = suit_of(c)
        position = self.suits.index(s) if s in self.suits else len(self.suits) + s
        return position, -rank_of(c) if self.descending else rank_of(c)

    def sort(self, mask: int) -> list[int]:
        return sorted(cards_of(mask), key=self.key)


@dataclass(frozen=True, slots=True)
class Whereabouts:
    """What the player knows of where the cards are, and how many cards each hidden zone holds.

    Every card of the pack is in exactly one of: the known masks, or ``unknown`` (whose cards fill
    the hidden counts).
    """

    hand: int
    discard: int
    opp_hand_known: int
    opp_hand_count: int
    opp_discard_known: int
    opp_discard_count: int
    talon_known: int
    talon_count: int
    unknown: int


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every card's place, the captions, the player's hand left to right (for the keyboard), the
    key to the marks on the opponent's cards (when any shows) and the open piquet banner."""

    places: dict[int, Place]
    labels: tuple[Label, ...] = ()
    hand_order: tuple[int, ...] = ()
    size: tuple[float, float] = TABLE_SIZE
    legend: Legend | None = None
    banner: Label | None = None
    plate_y: float = 880.0  # the top of the player's name plate (``Geometry.plate_y_mine``)

    def zone_cards(self, zone: Zone) -> list[int]:
        """The cards in ``zone`` by slot."""
        cards = [c for c, p in self.places.items() if p.zone == zone]
        return sorted(cards, key=lambda c: self.places[c].slot)


# --------------------------------------------------------------------------------------- geometry
# Positions on a table 1000 high. Things on the left (name plates, talon) keep their x; things on
# the right (discards, won tricks) keep their distance from the right edge; hands and trick stay
# centred. The constants are those of the 1600-wide table; ``Geometry`` moves them for another
# width. A table of another height is the same table scaled.
MIN_TABLE_WIDTH = 1100.0
"""The narrowest table (at height 1000) everything fits on: the bottom row holds a name plate, a
twelve-card hand (fanned a quarter of a card apart, its corner indices still showing) and a
seven-card discard side by side. It matches the main window at its minimum size with the side
panel docked, the narrowest shape a player gets without dragging the panel wider."""
MAX_TABLE_WIDTH = 1900.0
"""The widest table: beyond it more felt would only push the piles away from the play."""
SIDE_CLEARANCE = 336.0  # from a table edge to where a hand may start (past the name plates)
PLATE_X = 36.0  # the name plates' left edge; the player's sits at the bottom left...
PLATE_Y_MINE = 880.0  # ...beside his hand, where the table is wide enough for both,
PLATE_Y_RAISED = 611.0  # else above the hand's left end, clear of a card raised for discard
PLATE_SIZE = (276.0, 84.0)
DISCARD_CLEARANCE = 20.0  # between the hand's right end and the player's discard
HAND_WIDTH = 150.0
HAND_Y = 856.0
HAND_MAX_SPAN = 870.0
HAND_RADIUS = 3600.0
OPP_WIDTH = 100.0
OPP_Y = 112.0
OPP_MAX_SPAN = 640.0
OPP_RADIUS = 6000.0
TRICK_WIDTH = 140.0
TRICK_MINE = (758.0, 520.0)
TRICK_THEIRS = (842.0, 424.0)
TALON_WIDTH = 104.0
TALON_LEFT = 90.0
TALON_Y = 470.0
PILE_WIDTH = 90.0
WON_X = 1210.0
WON_Y_THEIRS = 350.0
WON_Y_MINE = 590.0
WON_STEP = 14.0
WON_CLEARANCE = 60.0  # the least felt between the trick and the won tricks on a narrow table
DISCARD_X = 1370.0
DISCARD_Y_MINE = 868.0
DISCARD_Y_THEIRS = 112.0
FAN_STEP = 0.3  # spacing of face-up cards in small piles, as a fraction of the card width
STACK_STEP = 2.2  # offset between stacked face-down cards, so a pile shows how thick it is
LABEL_GAP = 20.0  # from a pile's edge to the middle of its caption
EDGE = 16.0  # the least felt between a pile and the table's edge
LEGEND_X = 36.0  # the key lies under the opponent's name plate, beside his hand
LEGEND_Y = 164.0  # below the plate with its level line
LEGEND_ROW = 30.0
LEGEND_WIDTH = 276.0  # as wide as the name plate above it
BANNER_Y = 250.0  # the open piquet banner: between the opponent's hand and the trick
DEAL_PILE_ABOVE = 150.0  # the dealer's pile, from the talon's centre: the opponent's above it,
DEAL_PILE_BELOW = 190.0  # the player's below the talon's caption and above his hand

Z_TALON = 100.0
Z_DISCARD = 200.0
Z_WON = 300.0
Z_OPP_HAND = 400.0
Z_HAND = 500.0
Z_TRICK = 600.0
Z_PACK = 700.0


def _height(width: float) -> float:
    return width * CARD_ASPECT


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where the table's landmarks are for a table ``width`` wide and 1000 high."""

    width: float = TABLE_SIZE[0]

    @property
    def centre(self) -> float:
        return self.width / 2

    def right(self, x: float) -> float:
        """``x`` of the 1600-wide table, kept at its distance from the right edge."""
        return self.width - (TABLE_SIZE[0] - x)

    @property
    def plate_beside_hand(self) -> bool:
        """Whether the hand fans out fully between the two name plates' columns; on a narrower
        table the player's plate goes up, above the hand's left end, and the hand takes the
        bottom row's room (at 1280 by 800 it was fanned 25 pixels a card, half the felt
        empty)."""
        return self.width - 2 * SIDE_CLEARANCE >= HAND_MAX_SPAN

    @property
    def hand_room(self) -> tuple[float, float]:
        """The left and right ends the player's hand may reach."""
        if self.plate_beside_hand:
            return SIDE_CLEARANCE, self.width - SIDE_CLEARANCE
        discard_left = self.right(DISCARD_X) - PILE_WIDTH / 2
        return 2 * EDGE, discard_left - DISCARD_CLEARANCE

    @property
    def hand_span(self) -> float:
        left, right = self.hand_room
        return min(HAND_MAX_SPAN, right - left)

    @property
    def hand_centre(self) -> float:
        """The hand's centre: the table's, as near as its room allows."""
        left, right = self.hand_room
        half = self.hand_span / 2
        return min(max(self.centre, left + half), right - half)

    @property
    def plate_y_mine(self) -> float:
        """The top of the player's name plate."""
        return PLATE_Y_MINE if self.plate_beside_hand else PLATE_Y_RAISED

    @property
    def opp_room(self) -> tuple[float, float]:
        """The left and right ends the opponent's hand may reach: between the two columns of
        name plates where his full fan fits there, else all the room between his name plate and
        his discard (at 1024 by 700 his twelve cards were pressed into 28 units a card while
        felt lay unused beside them)."""
        if self.width - 2 * SIDE_CLEARANCE >= OPP_MAX_SPAN:
            return SIDE_CLEARANCE, self.width - SIDE_CLEARANCE
        discard_left = self.right(DISCARD_X) - PILE_WIDTH / 2
        # twice the player's clearance: a fan of backs against a pile of backs reads as one
        return PLATE_X + PLATE_SIZE[0] + EDGE, discard_left - 2 * DISCARD_CLEARANCE

    @property
    def opp_span(self) -> float:
        left, right = self.opp_room
        return min(OPP_MAX_SPAN, right - left)

    @property
    def opp_centre(self) -> float:
        """The opponent's hand's centre: the table's, as near as its room allows."""
        left, right = self.opp_room
        half = self.opp_span / 2
        return min(max(self.centre, left + half), right - half)

    def trick(self, mine: bool) -> tuple[float, float]:
        x, y = TRICK_MINE if mine else TRICK_THEIRS
        return self.centre + (x - TABLE_SIZE[0] / 2), y

    @property
    def won_x(self) -> float:
        """The centre of the first trick won: kept at its distance from the right edge, but moved
        right on a narrow table so the piles stay clear of the trick in play."""
        trick_right = self.trick(False)[0] + TRICK_WIDTH / 2
        return max(self.right(WON_X), trick_right + WON_CLEARANCE + PILE_WIDTH / 2)

    @property
    def talon_limit(self) -> float:
        """The talon may reach this far right without touching the trick."""
        return self.trick(True)[0] - TRICK_WIDTH / 2 - 30.0


@dataclass(frozen=True, slots=True)
class _Frame:
    """From layout coordinates (a table 1000 high, ``geometry.width`` wide) to the output size:
    a uniform scale, and a horizontal offset when the output is wider than the widest table."""

    geometry: Geometry
    scale: float
    offset: float

    def place(self, p: Place) -> Place:
        if self.scale == 1.0 and self.offset == 0.0:
            return p
        s = self.scale
        return replace(p, x=(p.x + self.offset) * s, y=p.y * s, width=p.width * s)

    def label(self, lb: Label) -> Label:
        return Label(lb.text, (lb.x + self.offset) * self.scale, lb.y * self.scale)

    def legend(self, lg: Legend) -> Legend:
        s = self.scale
        return Legend(lg.marks, (lg.x + self.offset) * s, lg.y * s, lg.row * s)


def _frame(size: tuple[float, float]) -> _Frame:
    scale = size[1] / TABLE_SIZE[1]
    width = size[0] / scale
    usable = min(max(width, MIN_TABLE_WIDTH), MAX_TABLE_WIDTH)
    return _Frame(Geometry(usable), scale, (width - usable) / 2)


def table_width_for(aspect: float) -> float:
    """The logical width (at height 1000) of a table shown in a viewport of this width/height
    ratio, within what the layout supports; the view letterboxes beyond that."""
    return min(max(TABLE_SIZE[1] * aspect, MIN_TABLE_WIDTH), MAX_TABLE_WIDTH)


def _arc(
    n: int, width: float, max_span: float, radius: float, cx: float, cy: float, up: bool
) -> list[tuple[float, float, float]]:
    """``n`` card centres and rotations on an arc: the fan of a hand held in front of a player.

    The spacing is at most half a card (so each card's corner index shows) and shrinks to keep the
    fan within ``max_span``. ``up`` bends the ends down (the player's own hand); otherwise the ends
    bend up, as the opponent's hand seen from across the table.
    """
    if n == 0:
        return []
    step = width * 0.48
    if n > 1:
        step = min(step, (max_span - width) / (n - 1))
    out = []
    for i in range(n):
        offset = (i - (n - 1) / 2) * step
        angle = offset / radius
        x = cx + radius * math.sin(angle)
        drop = radius * (1 - math.cos(angle))
        y = cy + drop if up else cy - drop
        rotation = math.degrees(angle) if up else -math.degrees(angle)
        out.append((x, y, rotation))
    return out


def trick_place(
    mine: bool,
    lead: bool,
    face_up: bool = True,
    card_known: bool = True,
    size: tuple[float, float] = TABLE_SIZE,
) -> Place:
    """Where a card played to the trick lies: nearer the side of whoever played it, the second
    card above the first."""
    frame = _frame(size)
    x, y = frame.geometry.trick(mine)
    return frame.place(
        Place(
            x,
            y,
            TRICK_WIDTH,
            Zone.TRICK,
            0 if lead else 1,
            face_up,
            card_known,
            z=Z_TRICK + (0 if lead else 1),
        )
    )


def deal_pile_places(
    n: int, dealer_is_me: bool, size: tuple[float, float] = TABLE_SIZE
) -> list[Place]:
    """The dealer's pile before dealing: ``n`` face-down cards stacked beside the talon's place,
    towards the dealer, clear of the talon's caption under it (a pile on the player's side
    would cover it: "Talo"). The first card dealt is the top one (index 0, highest)."""
    x = TALON_LEFT + TALON_WIDTH * 1.2
    if dealer_is_me:  # beside a name plate raised on a narrow table, not on it
        x = PLATE_X + PLATE_SIZE[0] + 20.0 + TALON_WIDTH / 2
    y = TALON_Y + (DEAL_PILE_BELOW if dealer_is_me else -DEAL_PILE_ABOVE)
    out = []
    for i in range(n):
        k = n - 1 - i  # stack height of this card
        out.append(
            Place(
                x - k * 0.35,
                y - k * 0.35,
                TALON_WIDTH,
                Zone.PACK,
                i,
                False,
                False,
                z=Z_PACK + k,
                shadow=k == 0,
            )
        )
    frame = _frame(size)
    return [frame.place(p) for p in out]


# --------------------------------------------------------------------------------------- knowledge
def whereabouts(view: PlayerView, other: PlayerView | None = None) -> Whereabouts:
    """Sort the pack into what the player knows and what he does not (see the module notes)."""
    me = view.seat
    opp = 1 - me
    played = view.played_cards()
    opp_discard_count = view.took[opp] or 0
    if other is not None:
        opp_known = other.hand
        opp_discard_known = other.discard
        opp_discard_count = other.discard.bit_count()
        seen = view.seen_talon | other.seen_talon
    else:
        opp_known = shown_combinations(view) | (view.opponent_shown & ~view.opponent_dealt_shown)
        if view.took[opp] is None:  # he has not discarded: his carte blanche is all in his hand
            opp_known |= view.opponent_dealt_shown
        opp_known &= ~played
        opp_discard_known = 0
        seen = view.seen_talon
    placed = view.hand | view.discard | played | opp_known | opp_discard_known
    seen_left = seen & ~placed
    talon_known = 0
    if other is not None:
        talon_known = seen_left
    elif seen_left:
        talon_known, in_opp_hand = _seen_talon_places(view, seen_left)
        opp_known |= in_opp_hand
    # A guard rather than an assertion: a view the deductions above misread must still draw.
    if opp_known.bit_count() > view.opponent_hand_count:
        opp_known = 0
    if talon_known.bit_count() > view.talon_count:
        talon_known = 0
    known = view.hand | view.discard | played | opp_known | opp_discard_known | talon_known
    return Whereabouts(
        hand=view.hand,
        discard=view.discard,
        opp_hand_known=opp_known,
        opp_hand_count=view.opponent_hand_count,
        opp_discard_known=opp_discard_known,
        opp_discard_count=opp_discard_count,
        talon_known=talon_known,
        talon_count=view.talon_count,
        unknown=pack_mask(view.rules.deck) & ~known,
    )


def _seen_talon_places(view: PlayerView, seen: int) -> tuple[int, int]:
    """Split the talon cards the player saw (and cannot see elsewhere) into (still in the talon,
    now in the opponent's hand), where the deal allows telling; ambiguous ones go in neither."""
    if view.elder is None:
        return 0, 0
    me, opp = view.seat, 1 - view.seat
    if view.talon_count == 0:
        return 0, seen  # the talon is gone: the opponent took what the player saw
    if me != view.elder:
        return seen, 0  # younger sees talon cards only by looking, after every card was taken
    if view.deal_phase == "younger_discard" or view.took[opp] is None:
        return seen, 0  # elder saw his portion's leftover; younger has not taken yet
    left = view.rules.elder_max - (view.took[me] or 0)
    taken_of_left = min(view.took[opp] or 0, left)
    if taken_of_left == 0:
        return seen, 0
    if taken_of_left == left and not view.talon_looked:
        return 0, seen  # younger took every card elder left, and nobody has looked since
    return 0, 0


# --------------------------------------------------------------------------------------- layout
# Where a hidden zone that grows takes its placeholders from first: a discard comes out of the
# hand, a hand grows from the top of the talon (elder's portion lies on top of younger's).
_SOURCES: dict[Zone, tuple[Zone, ...]] = {
    Zone.OPP_DISCARD: (Zone.OPP_HAND,),
    Zone.OPP_HAND: (Zone.TALON_ELDER, Zone.TALON_YOUNGER),
}


def _assign_hidden(
    unknown: int, counts: list[tuple[Zone, int]], previous: Mapping[int, Place] | None
) -> dict[Zone, list[int]]:
    """Deal the unknown cards out to the hidden zones so placeholders move as cards really do.

    Each zone keeps the placeholders it held before (in their old order); a zone that grows takes
    the difference from where such cards come from (``_SOURCES``: the opponent's discard from the
    right end of his hand, his hand from the top of the talon), so that when he exchanges, cards
    leave his hand for his discard and talon cards come into his hand, rather than talon cards
    going straight to his discard. Zones are served in the order given; what is still missing at
    the end is filled from the remaining unknown cards, lowest first.
    """
    pool = cards_of(unknown)
    available: dict[Zone, list[int]] = {zone: [] for zone, _ in counts}
    if previous is not None:
        for c in pool:
            p = previous.get(c)
            if p is not None and p.zone in available:
                available[p.zone].append(c)
        for cards in available.values():
            cards.sort(key=lambda c: previous[c].slot)
    out: dict[Zone, list[int]] = {}
    for zone, n in counts:
        keep = available[zone][:n]
        del available[zone][:n]
        for source in _SOURCES.get(zone, ()):
            while len(keep) < n and available.get(source):
                keep.append(available[source].pop())  # the right end, or the top of a stack
        out[zone] = keep
    used = {c for cards in out.values() for c in cards}
    rest = iter(c for c in pool if c not in used)
    for zone, n in counts:
        while len(out[zone]) < n:
            out[zone].append(next(rest))
    return out


def _pile(
    cards: Iterable[tuple[int, bool, bool]],
    x: float,
    y: float,
    width: float,
    zone: Zone,
    z: float,
    dim: bool = False,
    fan: float = FAN_STEP,
) -> tuple[dict[int, Place], float]:
    """Lay out a small pile: face-down cards stacked, then face-up cards fanned to the right.

    ``cards`` yields ``(card, face_up, known)``. ``x`` is the left edge. Returns the places and
    the right edge of the pile.
    """
    items = list(cards)
    down = [t for t in items if not t[1]]
    up = [t for t in items if t[1]]
    places: dict[int, Place] = {}
    cx = x + width / 2
    slot = 0
    step = STACK_STEP if len(down) < 8 else STACK_STEP * 7 / (len(down) - 1)
    for k, (c, _, known) in enumerate(down):
        places[c] = Place(
            cx - k * step,
            y - k * step,
            width,
            zone,
            slot,
            False,
            known,
            z=z + slot,
            shadow=k == 0,
        )
        slot += 1
    right = x + width if down else x
    start = cx + (width * 0.5 if down else 0.0)
    for k, (c, _, known) in enumerate(up):
        px = start + k * width * fan
        places[c] = Place(px, y, width, zone, slot, True, known, z=z + slot, dim=dim)
        slot += 1
        right = px + width / 2
    return places, right


def layout(
    view: PlayerView,
    other: PlayerView | None = None,
    *,
    size: tuple[float, float] = TABLE_SIZE,
    order: HandOrder | None = None,
    previous: Mapping[int, Place] | None = None,
    practice: bool = False,
    note: str | None = None,
) -> TableLayout:
    """The place of every card of the pack as ``view`` (and ``other``, if given) describe the deal.

    ``size`` is the table's logical size: the height scales everything, the width (at height
    1000, clamped to 1100..1900, centred beyond) moves the side piles. ``previous`` (the places of
    the last layout) keeps placeholders in the zones they were in. ``practice`` says that
    ``other`` is given for open piquet (not for a replay): the table then carries its banner.
    ``note`` is a banner of the caller's own in the open piquet banner's place (a replay's
    "What might have been", over a position that never happened). With no deal in the view, no
    card has a place.
    """
    if view.deal_phase is None:
        return TableLayout({}, size=size)
    frame = _frame(size)
    g = frame.geometry
    order = order or HandOrder()
    w = whereabouts(view, other)
    me = view.seat
    opp = 1 - me
    places: dict[int, Place] = {}
    labels: list[Label] = []

    known_elder, known_younger = _talon_known_split(view, w)
    elder_n, younger_n = _talon_portions(view)
    hidden = _assign_hidden(
        w.unknown,
        [
            (Zone.OPP_DISCARD, w.opp_discard_count - w.opp_discard_known.bit_count()),
            (Zone.OPP_HAND, w.opp_hand_count - w.opp_hand_known.bit_count()),
            (Zone.TALON_ELDER, elder_n - len(known_elder)),
            (Zone.TALON_YOUNGER, younger_n - len(known_younger)),
        ],
        previous,
    )

    # The player's hand, sorted and fanned on an arc.
    hand = order.sort(w.hand)
    for i, (c, (x, y, rot)) in enumerate(
        zip(
            hand,
            _arc(len(hand), HAND_WIDTH, g.hand_span, HAND_RADIUS, g.hand_centre, HAND_Y, True),
            strict=True,
        )
    ):
        places[c] = Place(x, y, HAND_WIDTH, Zone.HAND, i, True, rotation=rot, z=Z_HAND + i)

    # The opponent's hand: what the player knows of it sorted on the left, then the backs.
    known = order.sort(w.opp_hand_known)
    row = [(c, True) for c in known] + [(c, False) for c in hidden[Zone.OPP_HAND]]
    arc = _arc(len(row), OPP_WIDTH, g.opp_span, OPP_RADIUS, g.opp_centre, OPP_Y, False)
    for i, ((c, is_known), (x, y, rot)) in enumerate(zip(row, arc, strict=True)):
        places[c] = Place(
            x, y, OPP_WIDTH, Zone.OPP_HAND, i, is_known, is_known, rotation=rot, z=Z_OPP_HAND + i
        )

    # The talon: elder's portion, then younger's, seen cards face up.
    places.update(_talon(hidden, known_elder, known_younger, labels, g.talon_limit))

    # Discards: the player's own face up and dimmed (he may look at it), the opponent's face down.
    discard_left = g.right(DISCARD_X) - PILE_WIDTH / 2

    def discard_fan(face_up: int) -> float:
        """The fan of a discard, closed up if its cards would reach the table's edge (elder's
        eight of the 36-card pack, face up with the opponent's view)."""
        room = g.width - EDGE - discard_left - PILE_WIDTH
        return FAN_STEP if face_up < 2 else min(FAN_STEP, room / ((face_up - 1) * PILE_WIDTH))

    mine, right = _pile(
        [(c, True, True) for c in order.sort(w.discard)],
        discard_left,
        DISCARD_Y_MINE,
        PILE_WIDTH,
        Zone.DISCARD,
        Z_DISCARD,
        dim=True,
        fan=discard_fan(w.discard.bit_count()),
    )
    places.update(mine)
    if w.discard:
        labels.append(
            Label(
                translate("TableLayout", "Your discard"),
                (discard_left + right) / 2,
                DISCARD_Y_MINE - _height(PILE_WIDTH) / 2 - LABEL_GAP,
            )
        )
    theirs_cards = [(c, True, True) for c in order.sort(w.opp_discard_known)]
    theirs_cards += [(c, False, False) for c in hidden[Zone.OPP_DISCARD]]
    theirs, right = _pile(
        theirs_cards,
        discard_left,
        DISCARD_Y_THEIRS,
        PILE_WIDTH,
        Zone.OPP_DISCARD,
        Z_DISCARD + 50,
        fan=discard_fan(w.opp_discard_known.bit_count()),
    )
    places.update(theirs)
    if theirs_cards:
        labels.append(
            Label(
                translate(
                    "TableLayout", "Discard", "the opponent's discard, as the table labels it"
                ),
                (discard_left + right) / 2,
                DISCARD_Y_THEIRS + _height(PILE_WIDTH) / 2 + LABEL_GAP,
            )
        )

    # Tricks won, one step further right per trick; the trick in play in the middle.
    counts = [0, 0]
    for t in view.tricks:
        mine_won = t.winner == me
        j = counts[t.winner]
        counts[t.winner] += 1
        x = g.won_x + j * WON_STEP
        y = WON_Y_MINE if mine_won else WON_Y_THEIRS
        zone = Zone.WON if mine_won else Zone.OPP_WON
        for k, c in enumerate((t.lead, t.follow)):
            places[c] = Place(
                x + k * 1.5,
                y - k * 1.5,
                PILE_WIDTH,
                zone,
                2 * j + k,
                False,
                z=Z_WON + 2 * j + k,
                shadow=j == 0 and k == 0,
            )
    for seat, y in ((me, WON_Y_MINE), (opp, WON_Y_THEIRS)):
        n = counts[seat]
        if n:
            text = translate("TableLayout", "%n trick(s)", None, n)
            x = g.won_x + (n - 1) * WON_STEP / 2
            labels.append(Label(text, x, y + _height(PILE_WIDTH) / 2 + LABEL_GAP))
    if view.lead_card >= 0:
        places[view.lead_card] = trick_place(view.leader == me, True, size=(g.width, TABLE_SIZE[1]))

    legend = _mark_reveals(view, other, w, places)
    caption = Label(banner(), g.centre, BANNER_Y) if practice and other is not None else None
    if note is not None:
        caption = Label(note, g.centre, BANNER_Y)
    places = {c: frame.place(p) for c, p in places.items()}
    return TableLayout(
        places,
        tuple(frame.label(lb) for lb in labels),
        tuple(hand),
        size,
        frame.legend(legend) if legend is not None else None,
        frame.label(caption) if caption is not None else None,
        g.plate_y_mine * frame.scale,
    )


def _mark_reveals(
    view: PlayerView, other: PlayerView | None, w: Whereabouts, places: dict[int, Place]
) -> Legend | None:
    """Say why each face-up card the player does not hold is face up (in ``places``), and give
    the key to the marks on the opponent's hand if any shows."""
    own = w if other is None else whereabouts(view)  # what the player knows by himself
    in_hand = hand_reveals(view, w.opp_hand_known, own.opp_hand_known)
    marked: set[Reveal] = set()
    for c, p in places.items():
        if not p.face_up:
            continue
        if p.zone == Zone.OPP_HAND:
            reveal = in_hand[c]
            marked.add(reveal)
        elif p.zone in (Zone.TALON_ELDER, Zone.TALON_YOUNGER):
            reveal = Reveal.TALON if view.seen_talon >> c & 1 else Reveal.OPEN
        elif p.zone == Zone.OPP_DISCARD:
            reveal = Reveal.OPEN
        else:
            continue
        places[c] = replace(p, reveal=reveal)
    marks = tuple(m for m in MARKED if m in marked)
    return Legend(marks, LEGEND_X, LEGEND_Y, LEGEND_ROW) if marks else None


def _talon_portions(view: PlayerView) -> tuple[int, int]:
    """How many talon cards lie in elder's and in younger's portion now.

    Elder takes from the top of his portion; what he leaves stays on top of younger's portion, and
    younger takes from the top, so younger's own cards are always the last ones to go.
    """
    younger_size = view.rules.talon_size - view.rules.elder_max
    t = view.talon_count
    return max(0, t - younger_size), min(t, younger_size)


def _talon_known_split(view: PlayerView, w: Whereabouts) -> tuple[list[int], list[int]]:
    """The seen talon cards by portion: they fill elder's portion first, since they are either
    elder's leftover (which lies on top) or, after a look, the whole talon."""
    elder_n, _ = _talon_portions(view)
    known = cards_of(w.talon_known)
    return known[:elder_n], known[elder_n:]


def _talon(
    hidden: dict[Zone, list[int]],
    known_elder: list[int],
    known_younger: list[int],
    labels: list[Label],
    limit: float,
) -> dict[int, Place]:
    """Elder's portion then younger's from the left, each a face-down stack with the cards the
    player saw fanned face up beside it; the fans close up if they would reach ``limit``."""
    fan = FAN_STEP
    while True:
        places, left, right = _talon_at(hidden, known_elder, known_younger, fan)
        if right <= limit or fan <= 0.12:
            break
        fan -= 0.03
    if places:
        y = TALON_Y + _height(TALON_WIDTH) / 2 + LABEL_GAP
        labels.append(Label(translate("TableLayout", "Talon"), (left + right) / 2, y))
    return places


def _talon_at(
    hidden: dict[Zone, list[int]],
    known_elder: list[int],
    known_younger: list[int],
    fan: float,
) -> tuple[dict[int, Place], float, float]:
    places: dict[int, Place] = {}
    x = TALON_LEFT
    portions = (
        (Zone.TALON_ELDER, hidden[Zone.TALON_ELDER], known_elder),
        (Zone.TALON_YOUNGER, hidden[Zone.TALON_YOUNGER], known_younger),
    )
    left = None
    right = x
    for zone, down, up in portions:
        cards = [(c, False, False) for c in down] + [(c, True, True) for c in up]
        if not cards:
            continue
        z = Z_TALON + (0 if zone is Zone.TALON_ELDER else 40)
        ps, right = _pile(cards, x, TALON_Y, TALON_WIDTH, zone, z, fan=fan)
        places.update(ps)
        left = x if left is None else left
        x = right + TALON_WIDTH * 0.28
    return places, left if left is not None else TALON_LEFT, right
