"""A deal's review is delivered before the rest of the partie's (controller/review.py): the
deal summary shows its verdict once that deal's decisions are valued, and the review kept at the
end is the whole partie's, with the same figures as one made in one go."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.review import PartieReview, ReviewSettings, merge_reviews, review_partie
from piquet_desktop.controller.review import ReviewController
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
LIGHT = ReviewSettings(play_worlds=4, exchange_worlds=4, declaration_worlds=4, talon_worlds=2)


def _two_deals() -> PartieRecord:
    table = Table.new(RUBICON, (RandomPlayer(), GreedyPlayer()), 23)
    table.play_deal()
    table.play_deal()
    return PartieRecord(RUBICON, PLAYERS, 23, list(table.state.actions))


def _controller() -> ReviewController:
    return ReviewController(settings=LIGHT, workers=False)


@pytest.mark.slow
def test_the_deal_asked_for_comes_first_then_the_whole_partie(qtbot: QtBot) -> None:
    record = _two_deals()
    reviews = _controller()
    order: list[str] = []
    reviews.dealReviewed.connect(lambda review: order.append("deal"))
    reviews.finished.connect(lambda review: order.append("partie"))

    with qtbot.waitSignal(reviews.dealReviewed, timeout=60_000) as deal:
        reviews.start(record, deal=2)
    with qtbot.waitSignal(reviews.finished, timeout=60_000) as partie:
        pass

    first: PartieReview = deal.args[0]
    whole: PartieReview = partie.args[0]
    assert order == ["deal", "partie"]
    assert first.decisions and {d.deal for d in first.decisions} == {2}
    assert {d.deal for d in whole.decisions} == {1, 2}
    assert [d for d in whole.decisions if d.deal == 2] == list(first.decisions)
    in_one_go = review_partie(
        record.rules, record.actions, 0, settings=LIGHT, workers=False, level=reviews.level
    )
    assert whole.to_json() == in_one_go.to_json()
    assert whole.covers(record)


def test_a_review_started_again_reuses_what_the_cancelled_one_had_valued(qtbot: QtBot) -> None:
    record = _two_deals()
    reviews = _controller()
    with qtbot.waitSignal(reviews.dealReviewed, timeout=60_000) as deal:
        reviews.start(record, deal=2)
    reviews.cancel()  # the rest of the partie is not delivered
    first: PartieReview = deal.args[0]

    progress: list[tuple[int, int]] = []
    reviews.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(reviews.dealReviewed, timeout=20_000) as again:
        reviews.start(record, deal=2)
    assert again.args[0].to_json() == first.to_json()
    done, total = progress[0]
    assert done == total == len(first.decisions)  # nothing of deal 2 was valued twice
    reviews.cancel()


def test_merged_reviews_keep_only_the_decisions_that_still_hold() -> None:
    record = _two_deals()
    level = ReviewController().level
    whole = review_partie(record.rules, record.actions, 0, settings=LIGHT, workers=False)
    first = merge_reviews([whole], 0, level, 0, record.actions)
    assert first is not None and first.decisions == whole.decisions
    changed = list(record.actions)
    d = whole.decisions[0]
    changed[d.index] = next(x.chosen for x in whole.decisions if x.chosen != d.chosen)
    assert merge_reviews([whole], 0, level, 0, changed) is None  # a decision that fails
    assert merge_reviews([whole], 1, level, 0, record.actions) is None  # another seat's
