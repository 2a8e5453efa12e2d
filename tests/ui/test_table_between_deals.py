"""The table between two deals, at Normal animation speed: the prompt of the
deal just over goes the moment Next deal is pressed, the caption "Deal over: ..." waits until
the last trick has been gathered, and the dealer's pile leaves the talon's caption readable.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import play_random
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import press, shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table import TableScene
from piquet_desktop.ui.table.layout import (
    CARD_ASPECT,
    MAX_TABLE_WIDTH,
    MIN_TABLE_WIDTH,
    deal_pile_places,
    layout,
)

TIMEOUT_MS = 30_000


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.0  # the first deal at once; Normal speed from its end on
    yield from shown_window(qtbot, settings)


def _play_the_first_deal(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    rng = random.Random(3)
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "You"))
    while not c.awaiting_next_deal:
        qtbot.waitUntil(
            lambda: c.decision() is not None or c.awaiting_next_deal, timeout=TIMEOUT_MS
        )
        decision = c.decision()
        if decision is not None:
            c.submit(GreedyPlayer().choose(c.view(), decision, rng))


@pytest.mark.slow
def test_next_deal_replaces_the_deal_over_prompt_and_its_buttons_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    _play_the_first_deal(qtbot, window)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=TIMEOUT_MS)
    window.summaries.close()
    qtbot.waitUntil(lambda: window.prompt.button("nextDealButton") is not None)
    assert window.prompt.text().startswith("Deal 1 is over.")
    window.settings.animation_speed = 1.0  # Normal: the next deal is dealt packet by packet
    press(qtbot, window.prompt.button("nextDealButton"))
    assert window.scene.is_animating()  # the cards are still being dealt...
    assert window.prompt.text() == "Deal 2: dealing…"  # ...and the prompt says so
    assert not [b for b in window.prompt.buttons() if b.isVisible()]
    c = window.controller
    qtbot.waitUntil(
        lambda: not window.scene.is_animating() and (c.decision() is not None),
        timeout=TIMEOUT_MS,
    )
    assert not window.prompt.text().startswith("Deal 2: dealing")


@pytest.mark.parametrize("way", ["prompt", "summary"])
def test_next_deal_clears_the_deal_over_sentence_from_the_status_bar(
    qtbot: QtBot, window: MainWindow, way: str
) -> None:
    _play_the_first_deal(qtbot, window)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=TIMEOUT_MS)
    assert window.notices.current().startswith("Deal 1 is over")
    window.settings.animation_speed = 1.0
    if way == "prompt":
        window.summaries.close()
        qtbot.waitUntil(lambda: window.prompt.button("nextDealButton") is not None)
        press(qtbot, window.prompt.button("nextDealButton"))
    else:  # the summary's own Next deal button
        dialog = window.summary_dialog
        assert dialog is not None
        dialog.accept()
    assert window.scene.is_animating()  # deal 2 is being dealt...
    assert not window.notices.current().startswith("Deal 1 is over")  # ...deal 1 is past
    c = window.controller
    qtbot.waitUntil(
        lambda: not window.scene.is_animating() and (c.decision() is not None),
        timeout=TIMEOUT_MS,
    )
    assert "Deal 1 is over" not in window.notices.current()
    assert window.notices.current().startswith("Deal 2: ")  # the new deal's own news


def test_the_deal_over_caption_waits_until_the_last_trick_is_gathered(qtbot: QtBot) -> None:
    scene = TableScene()
    before = play_random(RuleSet(), 5, until=lambda s: len(view(s, 0).tricks) == 11)
    scene.set_speed(0.0)
    scene.show(view(before, 0))
    scene.set_speed(1.0)
    over = play_random(RuleSet(), 5, until=lambda s: view(s, 0).deal_phase == "over")
    with qtbot.waitSignal(scene.animationsFinished, timeout=TIMEOUT_MS):
        scene.show(view(over, 0))
        # the last trick's cards fly in through the middle of the table: no caption over them
        assert scene.is_animating() and scene.caption_text() is None
    caption = scene.caption_text()
    assert caption is not None and caption.startswith("Deal over:")


def test_a_won_piles_caption_waits_for_the_tricks_cards(qtbot: QtBot) -> None:
    """Stepping a replay fast showed "1 trick" under an empty place while the trick's cards
    were still in the middle: a caption that changes waits until the cards have arrived."""
    scene = TableScene()
    before = play_random(RuleSet(), 5, until=lambda s: len(view(s, 0).tricks) == 3)
    scene.set_speed(0.0)
    scene.show(view(before, 0))
    shown = scene.label_texts()
    scene.set_speed(1.0)
    after = play_random(RuleSet(), 5, until=lambda s: len(view(s, 0).tricks) == 4)
    with qtbot.waitSignal(scene.animationsFinished, timeout=TIMEOUT_MS):
        scene.show(view(after, 0))
        assert scene.is_animating()
        assert set(scene.label_texts()) <= set(shown)  # no count ahead of its cards
    assert scene.label_texts() != shown  # the fourth trick is counted once it is gathered


def test_the_dealers_pile_leaves_the_talons_caption_uncovered(qapp: QApplication) -> None:
    font = QFont()
    font.setPixelSize(19)  # the captions' font (plates.Decorations.show_labels)
    metrics = QFontMetricsF(font)
    state = play_random(RuleSet(), 5, until=lambda s: s.deal is not None)
    for width in (MIN_TABLE_WIDTH, 1300.0, 1600.0, MAX_TABLE_WIDTH):
        size = (width, 1000.0)
        for seat in (0, 1):
            v = view(state, seat)
            table = layout(v, size=size)
            captions = []
            for label in table.labels:
                box = metrics.boundingRect(label.text)
                captions.append(
                    (
                        label.x - box.width() / 2,
                        label.y - box.height() / 2,
                        box.width(),
                        box.height(),
                    )
                )
            for dealer_is_me in (True, False):
                for p in deal_pile_places(32, dealer_is_me, size=size):
                    h = p.width * CARD_ASPECT
                    left, top, right, bottom = (
                        p.x - p.width / 2,
                        p.y - h / 2,
                        p.x + p.width / 2,
                        p.y + h / 2,
                    )
                    for x, y, w, hh in captions:
                        apart = right <= x or x + w <= left or bottom <= y or y + hh <= top
                        assert apart, (width, seat, dealer_is_me, table.labels)
