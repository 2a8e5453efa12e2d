"""A player at the real window: he acts with the mouse and the keys, then watches the table.

Imported as ``table_player`` (pytest puts tests/real_window on ``sys.path`` for its tests).

The human's moves are the greedy player's (fixed seed), made where a player makes them: a click
on the table's viewport at a point where the card shows, a click on the prompt bar's buttons, the
arrow keys and Space sent to the widget that has the keyboard focus, Ctrl+Enter for the
highlighted button.

Between two moves the test waits, and it waits only on Qt's own signals: the table scene's
``animationsFinished``, the controller's ``viewChanged``, ``thinkingChanged`` and
``dealFinished``, an animation's ``finished``, the application's ``focusWindowChanged``. Nothing
sleeps, nothing calls ``finish_animations``, nothing clicks the felt: a table that does not reach
the next decision by itself (the freeze after the exchange at Normal speed) fails the wait.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QKeyCombination, Qt, QTimer, SignalInstance
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import click_card, press

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.engine.actions import Action, CarteBlanche, Discard, LookAtTalon, Play
from piquet_desktop.engine.cards import card_str, cards_of
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table import TableScene
from piquet_desktop.ui.table.layout import Zone
from piquet_desktop.words.cards import card_text

TIMEOUT_MS = 30_000
"""How long one wait may take before the table counts as stuck (a deal's dealing takes ~3 s)."""


# ------------------------------------------------------------------------------ waiting


def wait_for(
    condition: Callable[[], bool],
    signals: Sequence[SignalInstance],
    what: str,
    describe: Callable[[], str] = lambda: "",
) -> None:
    """Return once ``condition`` holds, looking again only when one of ``signals`` is emitted.

    The condition is judged after the slot that emitted has returned (a controller applying a
    forced step emits ``viewChanged`` on its way, and the position it shows then is not the one it
    stops at), so a momentary match is looked at again. The timer does not pace anything: it only
    turns a table that never gets there into a failure that says where it stopped.
    """
    loop = QEventLoop()
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)

    def look(*_args: object) -> None:
        if condition():
            loop.quit()

    for signal in signals:
        signal.connect(look)
    timer.start(TIMEOUT_MS)
    try:
        while not condition():
            if not timer.isActive():
                raise AssertionError(
                    f"{what}: not reached by itself within {TIMEOUT_MS / 1000:.0f} s. {describe()}"
                )
            loop.exec()
    finally:
        timer.stop()
        for signal in signals:
            signal.disconnect(look)


def wait_until_active(window: MainWindow, *, ask: bool = True) -> None:
    """The window manager has given the window the keyboard: when asked (``activateWindow``),
    or by itself (a dialog over it closed)."""
    if ask:
        window.activateWindow()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    wait_for(
        lambda: QApplication.activeWindow() is window,
        [app.focusWindowChanged],
        "the main window becomes the active window",
    )


def at_a_decision(window: MainWindow) -> bool:
    """The table is at rest and waits for the player: a move of his, or the deal's summary."""
    c = window.controller
    if window.scene.is_animating() or c.is_thinking:
        return False
    if c.awaiting_next_deal or c.is_over:
        dialog = window.summary_dialog
        return dialog is not None and dialog.isVisible()
    return c.decision() is not None


def where_it_stopped(window: MainWindow) -> str:
    c = window.controller
    decision = c.decision()
    return (
        f"Animating: {window.scene.pending_animations()} update(s); thinking: {c.is_thinking}; "
        f"decision: {decision.kind if decision else None}; "
        f"awaiting the next deal: {c.awaiting_next_deal}; prompt: {window.prompt.text()!r}"
    )


def wait_for_the_next_decision(window: MainWindow) -> None:
    """Wait, on the table's and the controller's signals, until the player is asked again."""
    c = window.controller
    wait_for(
        lambda: at_a_decision(window),
        [
            window.scene.animationsFinished,
            c.viewChanged,
            c.thinkingChanged,
            c.dealFinished,
        ],
        "the next decision",
        lambda: where_it_stopped(window),
    )


def wait_for_the_raised_cards(scene: TableScene) -> None:
    """A player sees the cards he marked finish stepping out of the fan (their own animations)."""
    rising = scene._micro  # the raise animations run outside the table's queue
    wait_for(
        lambda: not rising,
        [animation.finished for animation in rising.values()],
        "the marked cards stand raised",
    )


# ------------------------------------------------------------------------ what the table shows


def assert_the_table_shows_the_decision(window: MainWindow) -> None:
    """The prompt asks for the pending decision with the buttons it needs, and every card lies
    where the scene's current layout, made from the controller's view, puts it."""
    c = window.controller
    view = c.view()
    text = window.prompt.text()
    buttons = {b.objectName() for b in window.prompt.buttons() if b.isVisible()}
    decision = c.decision()
    if c.awaiting_next_deal:
        number = view.results[-1].number
        assert text.startswith(f"Deal {number} is over."), text
        assert buttons == {"summaryButton", "nextDealButton"}, buttons
    elif decision is None:
        raise AssertionError(f"no decision to show: {where_it_stopped(window)}")
    elif decision.kind == "exchange":
        marked = window.hand_model.selected_mask().bit_count()
        assert text.startswith("Your exchange:") and f"{marked} marked." in text, text
        assert buttons == {"exchangeButton"}, buttons
    elif decision.kind == "play":
        trick = f"Trick {len(view.tricks) + 1} of 12. "
        if view.lead_card < 0:
            assert text.startswith(f"{trick}Your lead:"), text
        else:
            led = f"{c.names[1]} led {card_text(view.lead_card)}:"
            assert text.startswith(f"{trick}{led}"), text
        # The one button of the play: the claim, while every remaining trick is certain.
        claim = {"claimTricksButton"} if c.claim_refusal() is None else set()
        assert buttons == claim, buttons
    elif decision.kind == "carte_blanche":
        assert text.startswith("You hold carte blanche"), text
        assert {"claimButton", "noClaimButton"} <= buttons, buttons
    elif decision.kind == "talon_choice":
        assert text.startswith("You left"), text
        assert buttons == {"lookButton", "leaveButton"}, buttons
    else:
        raise AssertionError(f"a decision these tests do not make: {decision.kind}")
    assert_every_card_at_its_place(window)


def assert_every_card_at_its_place(window: MainWindow) -> None:
    """Every card item lies exactly at its place in the scene's current layout (nothing stopped
    half-way), and that layout is the controller's position: the player's hand, the opponent's
    count, the card led."""
    scene = window.scene
    table = scene.current_layout()
    assert table is not None
    selected = scene.selected()
    for card, place in table.places.items():
        item = scene.card_item(card)
        assert item is not None and item.card == card, card_str(card)
        at = (item.pos().x(), item.pos().y(), item.rotation(), item.cardWidth, item.flip)
        there = (place.x, place.y, place.rotation, place.width, 1.0 if place.face_up else 0.0)
        assert at == pytest.approx(there, abs=1e-6), f"{card_str(card)} is at {at}, not {there}"
        assert item.zValue() == place.z, card_str(card)
        assert item.raised == (1.0 if selected >> card & 1 else 0.0), card_str(card)
    c = window.controller
    if c.awaiting_next_deal or c.is_over:
        assert not table.zone_cards(Zone.HAND) and not table.zone_cards(Zone.TRICK)
        return
    view = c.view()
    assert sorted(table.hand_order) == cards_of(view.hand)
    assert len(table.zone_cards(Zone.OPP_HAND)) == view.opponent_hand_count
    talon = table.zone_cards(Zone.TALON_ELDER) + table.zone_cards(Zone.TALON_YOUNGER)
    assert len(talon) == view.talon_count
    assert table.zone_cards(Zone.TRICK) == ([view.lead_card] if view.lead_card >= 0 else [])


# ------------------------------------------------------------------------------ acting


class Player:
    """The human's side, chosen by the greedy player and made through the window's widgets.

    ``inputs`` counts what the player did: "card clicked", "button <name>", and each key by its
    name ("Right", "Space", "Ctrl+Return"), so a test can say which ways it went through.
    """

    def __init__(self, qtbot: QtBot, window: MainWindow, seed: int) -> None:
        self.qtbot = qtbot
        self.window = window
        self.inputs: Counter[str] = Counter()
        self._rng = random.Random(seed)
        self._greedy = GreedyPlayer()

    def choose(self) -> Action:
        c = self.window.controller
        decision = c.decision()
        assert decision is not None, where_it_stopped(self.window)
        return self._greedy.choose(c.view(), decision, self._rng)

    # --- the mouse ------------------------------------------------------------------------------
    def click_card(self, card: int) -> None:
        click_card(self.qtbot, self.window, card)
        self.inputs["card clicked"] += 1

    def press(self, name: str) -> None:
        press(self.qtbot, self.window.prompt.button(name))
        self.inputs[f"button {name}"] += 1

    # --- the keyboard ---------------------------------------------------------------------------
    def key(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        """A key pressed on the keyboard: it goes to the widget that has the focus."""
        target = QApplication.focusWidget()
        assert target is not None, "no widget has the keyboard focus"
        self.qtbot.keyClick(target, key, modifier)
        self.inputs[QKeySequence(QKeyCombination(modifier, key)).toString()] += 1

    def keys_to_the_table(self) -> None:
        """Give the table the keyboard, as Tab would (after a button took it)."""
        table = self.window.table
        table.setFocus(Qt.FocusReason.TabFocusReason)
        assert table.hasFocus(), "the table cannot take the keyboard: the window is not active"

    def ring_to(self, card: int) -> None:
        """Bring the keyboard ring onto ``card`` of the hand with the arrow keys."""
        self.keys_to_the_table()
        scene = self.window.scene
        table = scene.current_layout()
        assert table is not None
        order = table.hand_order
        self.key(Qt.Key.Key_Right)  # shows the ring (where the mouse last was, or first card)
        for _ in range(len(order)):
            focused = scene.focused_card()
            assert focused in order
            if focused == card:
                return
            left = order.index(card) < order.index(focused)
            self.key(Qt.Key.Key_Left if left else Qt.Key.Key_Right)
        raise AssertionError(f"the ring never reached {card_str(card)}")

    # --- moves ----------------------------------------------------------------------------------
    def mark_discards(self, cards: int, *, keys: bool) -> None:
        """Mark the cards to discard: clicks on them, or the ring and Space on each."""
        for card in cards_of(cards):
            if keys:
                self.ring_to(card)
                self.key(Qt.Key.Key_Space)
            else:
                self.click_card(card)
        assert self.window.hand_model.selected_mask() == cards
        assert self.window.scene.selected() == cards  # the marked cards stand out

    def play(self, card: int, *, keys: bool) -> None:
        if keys:
            self.ring_to(card)
            self.key(Qt.Key.Key_Space)
        else:
            self.click_card(card)

    def move(
        self, *, keys: bool, confirm_by_key: bool = False, wait_for_the_raise: bool = True
    ) -> Action:
        """Make the pending decision; the exchange is confirmed with Ctrl+Enter or the button."""
        c = self.window.controller
        action = self.choose()
        before = len(c.record().actions)
        if isinstance(action, Discard):
            self.mark_discards(action.cards, keys=keys)
            if wait_for_the_raise:
                wait_for_the_raised_cards(self.window.scene)
            if confirm_by_key:
                self.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
            else:
                self.press("exchangeButton")
        elif isinstance(action, Play):
            self.play(action.card, keys=keys)
        elif isinstance(action, CarteBlanche):
            self.press("claimButton" if action.claim else "noClaimButton")
        elif isinstance(action, LookAtTalon):
            self.press("lookButton" if action.look else "leaveButton")
        else:
            raise AssertionError(f"a move these tests do not make: {action}")
        assert len(c.record().actions) > before, self.window.statusBar().currentMessage()
        assert c.record().actions[before] == action
        return action


# ------------------------------------------------------------------------------ looking


def screenshot(window: MainWindow, path: Path) -> Path:
    """What the X server shows now (the whole screen: window frame and dialogs included)."""
    QApplication.processEvents()  # paint what is pending, so the screen shows this moment
    screen = window.screen()
    picture = screen.grabWindow(0)
    assert not picture.isNull() and picture.save(str(path)), path
    return path
