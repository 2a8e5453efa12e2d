"""The score sheet, the deal summary and the status bar write the score the engine reports
(``DealResult.after``, ``games_after``, ``PlayerView.running_score``, ``game_points``,
``planned_deals``) and add nothing up themselves (issue 20, section 2)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import play_random, random_action
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller.models import ScoreSheetModel
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.engine.view import view
from piquet_desktop.ui.dialogs.deal_summary_dialog import deal_summary
from piquet_desktop.ui.main_window import MainWindow

NAMES = ("You", "Computer")


def sheet_rows(model: ScoreSheetModel) -> list[tuple[str, list[str]]]:
    return [
        (
            model.index(r, 0).data(ScoreSheetModel.KindRole),
            [str(model.index(r, c).data()) for c in range(model.COLUMNS)],
        )
        for r in range(model.rowCount())
    ]


@pytest.mark.parametrize("rules", [RUBICON, AU_CENT], ids=["rubicon", "au-cent"])
def test_the_score_sheet_and_the_summary_write_the_running_totals_each_deal_left(
    qapp: object, rules: object
) -> None:
    state = play_random(rules, seed=3)  # type: ignore[arg-type]
    seen = view(state, 0)
    sheet = ScoreSheetModel()
    sheet.set_view(seen, NAMES)
    deal_rows = [cells for kind, cells in sheet_rows(sheet) if kind == "deal"]
    assert len(deal_rows) == len(state.results)
    for cells, result in zip(deal_rows, state.results, strict=True):
        assert cells[4:] == [str(result.after[0]), str(result.after[1])]
        assert cells[2:4] == [str(result.counted[0]), str(result.counted[1])]
        summary = deal_summary(seen.results, result.number, NAMES, seen.rules, seen.result)
        assert summary.running_totals == result.after
        if result.game is not None:
            a, b = result.games_after
            assert summary.game_note is not None and f"(games {a} to {b})" in summary.game_note
    kind, total = sheet_rows(sheet)[-1]
    assert kind == "total"
    if state.rules.partie == "au_cent":
        points = seen.game_points()
    else:
        points = (seen.running_score(0), seen.running_score(1))
    assert total[2:4] == [str(points[0]), str(points[1])]


def test_the_deal_in_play_row_writes_the_view_s_running_score(qapp: object) -> None:
    state = play_random(AU_CENT, seed=8, until=lambda s: len(s.results) == 2 and s.deal is not None)
    rng = random.Random(1)
    while not any(e.points for e in state.deal.events()):  # type: ignore[union-attr]
        state.apply(random_action(state, rng))
    seen = view(state, 0)
    in_play = seen.deal_in_play_points()
    assert in_play is not None
    sheet = ScoreSheetModel()
    sheet.set_view(seen, NAMES)
    kind, cells = [row for row in sheet_rows(sheet) if row[0] != "games"][-2]
    assert kind == "deal" and cells[0] == "3"
    assert cells[2:] == [
        str(in_play[0]),
        str(in_play[1]),
        str(seen.running_score(0)),
        str(seen.running_score(1)),
    ]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def test_the_status_bar_counts_the_play_off_deals_after_a_tie(window: MainWindow) -> None:
    """Tied after six deals, the partie runs to eight: deal 7 is "of 8", as the view plans."""
    rng = random.Random(3)
    state = new_partie(RUBICON)
    while len(state.results) < 5:
        state.apply(random_action(state, rng))
    # the sixth deal played once to learn its points, then again from totals that it leaves tied
    trial, saved = state.clone(), rng.getstate()
    while len(trial.results) < 6:
        trial.apply(random_action(trial, rng))
    a, b = trial.results[-1].totals
    state.totals = [140 - a, 140 - b]
    rng.setstate(saved)
    while state.deal is None or len(state.results) < 6:
        state.apply(random_action(state, rng))
    assert state.results[-1].after == (140, 140)
    seen = view(state, 0)
    assert seen.deal_number == 7 and seen.planned_deals() == 8
    window._update_score_label(seen, NAMES)
    assert window.score_label.text().startswith("Deal 7 of 8  ·  You ")
