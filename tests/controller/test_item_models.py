"""The item models: Qt's model tester through whole deals, and the smallest honest signals."""

from __future__ import annotations

import re

import pytest
from game_driver import play
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.models import (
    DeclarationLogModel,
    HandModel,
    ScoreSheetModel,
    TrickHistoryModel,
    log_lines,
    playable_cards,
)
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.words.cards import display_order

HORIZONTAL = Qt.Orientation.Horizontal
MODELS = (HandModel, TrickHistoryModel, DeclarationLogModel, ScoreSheetModel)
Model = HandModel | TrickHistoryModel | DeclarationLogModel | ScoreSheetModel


def attached(controller: GameController) -> list[Model]:
    models: list[Model] = [kind() for kind in MODELS]
    for model in models:
        model.attach(controller)
    return models


@pytest.mark.slow
@pytest.mark.parametrize("kind", MODELS, ids=lambda k: k.__name__)
@pytest.mark.parametrize("rules", [RUBICON, AU_CENT], ids=["rubicon", "au_cent"])
def test_model_passes_the_model_tester_through_deals_take_backs_and_new_parties(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: GameController, kind: type, rules: RuleSet
) -> None:
    model = kind()
    model.attach(controller)
    qtmodeltester.check(model, force_py=True)  # then rechecks everything at every change signal
    controller.options.open_piquet = True  # a practice partie: take back goes past the cards seen
    controller.new_partie(rules, "greedy", seed=14)
    plays = {"n": 0}

    def fifth_play(game: GameController, decision: object) -> bool:
        if getattr(decision, "kind", None) == "play":
            plays["n"] += 1
        return plays["n"] == 5

    play(qtbot, controller, stop=fifth_play)
    assert controller.take_back()
    play(qtbot, controller, stop=lambda g, d: len(g.view().results) == 2)
    controller.new_partie(rules, "random", seed=15)
    play(qtbot, controller, stop=lambda g, d: getattr(d, "kind", None) == "play")


class Mirror:
    """A copy of a model's rows kept up to date from its change signals alone.

    If the model changes a row without saying so (no dataChanged), or says rows moved that did
    not, the mirror drifts from the model's real data: the check that catches what Qt's model
    tester cannot (it only sees the signals that are sent).
    """

    def __init__(self, model: Model) -> None:
        self.model = model
        self.rows = self.read(0, model.rowCount() - 1)
        model.rowsInserted.connect(lambda parent, first, last: self.insert(first, last))
        model.rowsRemoved.connect(lambda parent, first, last: self.remove(first, last))
        model.dataChanged.connect(lambda top, bottom, roles: self.reread(top.row(), bottom.row()))
        model.modelReset.connect(self.reset)
        model.layoutChanged.connect(self.reset)

    def read(self, first: int, last: int) -> list[tuple[object, ...]]:
        model = self.model
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
        roles = [
            Qt.ItemDataRole.DisplayRole,
            *range(Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 4),
        ]
        return [
            tuple(model.data(model.index(r, c), role) for c in range(columns) for role in roles)
            for r in range(first, last + 1)
        ]

    def insert(self, first: int, last: int) -> None:
        self.rows[first:first] = self.read(first, last)

    def remove(self, first: int, last: int) -> None:
        del self.rows[first : last + 1]

    def reread(self, first: int, last: int) -> None:
        self.rows[first : last + 1] = self.read(first, last)

    def reset(self) -> None:
        self.rows = self.read(0, self.model.rowCount() - 1)

    def check(self) -> None:
        assert self.rows == self.read(0, self.model.rowCount() - 1), type(self.model).__name__


@pytest.mark.slow
def test_every_change_of_every_model_is_signalled(qtbot: QtBot, controller: GameController) -> None:
    models = attached(controller)
    mirrors = [Mirror(model) for model in models]
    checks = {"n": 0}

    def check_all(_view: object) -> None:
        checks["n"] += 1
        for mirror in mirrors:
            mirror.check()

    controller.viewChanged.connect(check_all)  # after the models: they were connected first
    controller.options.open_piquet = True  # a practice partie: take back goes past the cards seen
    controller.new_partie(AU_CENT, "greedy", seed=23, human_name="Ann")
    plays = {"n": 0}

    def sixth_play(game: GameController, decision: object) -> bool:
        if getattr(decision, "kind", None) == "play":
            plays["n"] += 1
        return plays["n"] == 6

    play(qtbot, controller, stop=sixth_play)
    assert controller.take_back()
    play(qtbot, controller, stop=lambda g, d: len(g.view().results) == 3 or g.is_over)
    models[0].set_sort_order("DCHS", descending=False)
    controller.new_partie(RUBICON, "random", seed=24)
    play(qtbot, controller, stop=lambda g, d: len(g.view().results) == 1)
    assert checks["n"] > 100


@pytest.mark.qt_log_level_fail("WARNING")
def test_models_satisfy_qts_own_model_tester_during_a_deal(
    qtbot: QtBot, qtmodeltester: ModelTester, controller: GameController
) -> None:
    models = attached(controller)
    for model in models:
        qtmodeltester.check(model)  # Qt's C++ tester: problems are warnings, which fail here
    controller.new_partie(RUBICON, "greedy", seed=16)
    play(qtbot, controller, next_deals=False)
    controller.next_deal()


def test_the_hand_is_fanned_by_the_sort_setting_and_a_played_card_is_one_removed_row(
    qtbot: QtBot, controller: GameController
) -> None:
    hand = HandModel(suit_order="HSDC", descending=False)
    hand.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=18)
    play(qtbot, controller, stop=lambda g, d: getattr(d, "kind", None) == "play")
    shown = controller.view()
    cards = [hand.data(hand.index(r), HandModel.CardRole) for r in range(hand.rowCount())]
    assert cards == display_order(shown.hand, "HSDC", descending=False)
    assert hand.data(hand.index(0)).endswith(("♥", "♠", "♦", "♣"))
    playable = {c for r, c in enumerate(cards) if hand.data(hand.index(r), HandModel.PlayableRole)}
    assert sum(1 << c for c in playable) == controller.legal_cards() == playable_cards(shown)

    removed: list[tuple[int, int]] = []
    hand.rowsRemoved.connect(lambda parent, first, last: removed.append((first, last)))
    resets: list[None] = []
    hand.modelReset.connect(lambda: resets.append(None))
    card = min(playable)
    controller.submit(Play(card))

    assert removed[0] == (cards.index(card), cards.index(card)) and not resets
    hand.set_sort_order("SHDC", True)  # a re-fan is a reset: rows are the same cards, reordered
    assert resets


def test_discard_marks_follow_the_exchange(qtbot: QtBot, controller: GameController) -> None:
    hand = HandModel()
    hand.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=18)
    play(qtbot, controller, stop=lambda g, d: getattr(d, "kind", None) == "exchange")
    first, second = hand.card_at(0), hand.card_at(1)
    marks: list[int] = []
    hand.selectionChanged.connect(marks.append)

    assert hand.toggle_selected(first) and hand.toggle_selected(second)
    assert hand.selected_mask() == 1 << first | 1 << second
    assert hand.data(hand.index(hand.row_of(first)), HandModel.SelectedRole) is True
    assert hand.toggle_selected(second) and hand.selected_mask() == 1 << first
    assert not hand.toggle_selected(
        next(c for c in range(32) if not controller.view().hand >> c & 1)
    )
    hand.toggle_selected(second)
    controller.submit(Discard(hand.selected_mask()))
    assert hand.selected_mask() == 0 and marks[-1] == 0
    assert not hand.toggle_selected(hand.card_at(0))  # no exchange now: nothing to mark


def test_trick_history_grows_by_one_row_per_trick_with_names_and_cards(
    qtbot: QtBot, controller: GameController
) -> None:
    tricks = TrickHistoryModel()
    tricks.attach(controller)
    inserted: list[int] = []
    tricks.rowsInserted.connect(lambda parent, first, last: inserted.append(first))
    controller.new_partie(RUBICON, "greedy", seed=19, human_name="Ann")
    play(qtbot, controller, next_deals=False)

    assert tricks.rowCount() == 12 and inserted == list(range(12))
    names = {"Ann", "Computer"}
    for row in range(12):
        cells = [tricks.data(tricks.index(row, c)) for c in range(5)]
        assert cells[0] == str(row + 1) and cells[1] in names and cells[4] in names
        assert tricks.data(tricks.index(row, 2), TrickHistoryModel.CardRole) >= 0
    assert tricks.headerData(2, HORIZONTAL) == "Lead"
    controller.next_deal()
    assert tricks.rowCount() <= 1  # the new deal: no trick yet, or the first lead


def test_declaration_log_speaks_with_roles_and_names(
    qtbot: QtBot, controller: GameController
) -> None:
    log = DeclarationLogModel()
    log.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=20)
    play(qtbot, controller, next_deals=False)

    lines = log.lines()
    assert lines and all(line.startswith(("Elder (", "Younger (", "Deal 1:")) for line in lines)
    assert any(
        line.startswith("Elder (You): ") or line.startswith("Younger (You): ") for line in lines
    )
    assert lines[-1].startswith("Deal 1: You ")
    assert (
        "for the cards." in " ".join(lines) or "capot" in " ".join(lines) or "Deal 1" in lines[-1]
    )
    controller.next_deal()
    assert all(not line.startswith("Deal 1:") for line in log.lines())


def test_score_sheet_rows_are_deals_then_the_deal_in_play_then_totals(
    qtbot: QtBot, controller: GameController
) -> None:
    sheet = ScoreSheetModel()
    sheet.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=21)
    assert sheet.rowCount() == 2  # the first deal in play, the totals
    play(qtbot, controller, stop=lambda g, d: len(g.view().results) == 2)

    shown = controller.view()
    rows = [[sheet.data(sheet.index(r, c)) for c in range(6)] for r in range(sheet.rowCount())]
    assert [r[0] for r in rows] == ["1", "2", "Total"]
    a1, b1 = shown.results[0].totals
    a2, b2 = shown.results[1].totals
    assert rows[1][2:] == [str(a2), str(b2), str(a1 + a2), str(b1 + b2)]
    assert rows[2][2:4] == [str(shown.totals[0]), str(shown.totals[1])]
    assert [sheet.headerData(c, HORIZONTAL) for c in range(2, 4)] == ["You", "Computer"]


def test_score_sheet_total_agrees_with_the_running_total_while_a_deal_is_in_play(
    qtbot: QtBot, controller: GameController
) -> None:
    sheet = ScoreSheetModel()
    sheet.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=21)
    play(
        qtbot,
        controller,
        stop=lambda g, d: (
            len(g.view().results) == 1 and not g.awaiting_next_deal and bool(g.view().events)
        ),
    )

    rows = [[sheet.data(sheet.index(r, c)) for c in range(6)] for r in range(sheet.rowCount())]
    assert [r[0] for r in rows] == ["1", "2", "Total"]
    in_play, total = rows[1], rows[2]
    assert in_play[2:4] != ["0", "0"]
    assert total[2:4] == in_play[4:6]


def sheet_rows(sheet: ScoreSheetModel) -> list[list[str]]:
    return [[sheet.data(sheet.index(r, c)) for c in range(6)] for r in range(sheet.rowCount())]


def sheet_role(sheet: ScoreSheetModel, role: int) -> list[object]:
    return [sheet.data(sheet.index(r, 0), role) for r in range(sheet.rowCount())]


@pytest.mark.parametrize(("rules", "seed"), [(AU_CENT, 6), (THIRTY_SIX, 7)], ids=["au_cent", "36"])
def test_au_cent_score_sheet_writes_each_game_across_the_sheet_after_the_deal_that_won_it(
    qapp: object, rules: RuleSet, seed: int
) -> None:
    state = play_partie(rules, (GreedyPlayer(), GreedyPlayer()), seed)
    assert rules.partie == "au_cent" and state.games
    sheet = ScoreSheetModel()
    sheet.set_view(view(state, 0), ("You", "Computer"))
    rows = sheet_rows(sheet)
    kinds = sheet_role(sheet, ScoreSheetModel.KindRole)
    spans = sheet_role(sheet, ScoreSheetModel.SpanRole)
    assert spans == [kind in ("game", "void", "games") for kind in kinds]

    games = [r for r, kind in zip(rows, kinds, strict=True) if kind == "game"]
    assert len(games) == len(state.games)
    names = ("You", "Computer")
    for number, (game, row) in enumerate(zip(state.games, games, strict=True), start=1):
        w = game.winner
        kind = "double" if game.double else "single"
        assert row[0] == (
            f"Game {number} won by {names[w]}, {game.scores[w]} to {game.scores[1 - w]} ({kind})"
        )
        assert row[1:] == ["", "", "", "", ""]
        # The line comes right after the deal in which the game was won, whose running totals
        # stop at the game's score.
        at = rows.index(row)
        assert kinds[at - 1] == "deal" and rows[at - 1][0] == str(game.last_deal)
        assert rows[at - 1][4:] == [str(game.scores[0]), str(game.scores[1])]

    # Each deal's counted points add up to its running totals, and what a won game made void
    # is the rest of that deal.
    void = {
        int(m[1]): (int(m[2]), int(m[3]))
        for row in rows
        if (m := re.fullmatch(r"Rest of deal (\d+) void: You (\d+), Computer (\d+)", row[0]))
    }
    assert void
    running = [0, 0]
    for row, kind in zip(rows, kinds, strict=True):
        if kind == "deal":
            running = [running[0] + int(row[2]), running[1] + int(row[3])]
            assert row[4:] == [str(running[0]), str(running[1])]
            number = int(row[0])
            lost = void.get(number, (0, 0))
            counted = (int(row[2]) + lost[0], int(row[3]) + lost[1])
            assert counted == state.results[number - 1].totals
        elif kind == "game":
            running = [0, 0]

    points = state.game_points()
    assert rows[-1][:4] == ["Games", "", str(points[0]), str(points[1])]
    assert kinds[-1] == "total"
    tip = sheet.data(sheet.index(sheet.rowCount() - 1, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(("You win", "Computer wins"))
    game_tip = sheet.data(sheet.index(rows.index(games[0]), 0), Qt.ItemDataRole.ToolTipRole)
    assert "the first to 3 wins the partie" in game_tip


def test_the_game_lines_and_totals_stand_out_and_deal_rows_do_not(qapp: object) -> None:
    state = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 6)
    sheet = ScoreSheetModel()
    sheet.set_view(view(state, 0), ("You", "Computer"))
    for kind, font in zip(
        sheet_role(sheet, ScoreSheetModel.KindRole),
        sheet_role(sheet, Qt.ItemDataRole.FontRole),
        strict=True,
    ):
        assert (font is None) == (kind == "deal")
        if kind in ("game", "total"):
            assert font.bold()
        if kind == "void":
            assert font.italic()


def test_score_sheet_passes_the_model_tester_through_a_whole_au_cent_partie(
    qapp: object, qtmodeltester: ModelTester
) -> None:
    played = play_partie(THIRTY_SIX, (GreedyPlayer(), GreedyPlayer()), 7)
    sheet = ScoreSheetModel()
    qtmodeltester.check(sheet, force_py=True)
    state = new_partie(THIRTY_SIX)
    for action in played.actions:
        state.apply(action)
        if state.deal is None or len(state.actions) % 25 == 0:
            sheet.set_view(view(state, 0), ("You", "Computer"))
    assert ScoreSheetModel.SpanRole in sheet.roleNames()
    assert "game" in sheet_role(sheet, ScoreSheetModel.KindRole)


def test_models_follow_a_loaded_partie(qtbot: QtBot, controller: GameController) -> None:
    models = attached(controller)
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 22)
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
    controller.load(PartieRecord(RUBICON, players, 22, state.actions[:100]))
    hand, tricks, log, sheet = models
    assert hand.rowCount() == controller.view().hand.bit_count()
    assert sheet.headerData(2, HORIZONTAL) == "Ann"
    shown = controller.view()
    assert tricks.rowCount() == len(shown.tricks) + (shown.lead_card >= 0)
    assert log.lines() == [line.text for line in log_lines(shown, ("Ann", "Bot"))]


def test_trick_history_marks_the_humans_forced_cards_and_says_why(
    qtbot: QtBot, controller: GameController
) -> None:
    tricks = TrickHistoryModel()
    tricks.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=19, human_name="Ann")
    play(qtbot, controller, next_deals=False)

    forced = controller.view().forced_plays()
    assert forced  # the last trick at least
    marked = 0
    for row in range(tricks.rowCount()):
        for column in (2, 3):
            index = tricks.index(row, column)
            card = tricks.data(index, TrickHistoryModel.CardRole)
            text = tricks.data(index)
            tip = tricks.data(index, Qt.ItemDataRole.ToolTipRole)
            is_forced = card >= 0 and bool(forced >> card & 1)
            assert text.endswith("(forced)") == is_forced
            assert (tip == TrickHistoryModel.FORCED_TIP) == is_forced
            marked += is_forced
    assert marked == forced.bit_count()


def test_a_double_game_says_on_the_sheet_why_the_games_outnumber_the_games_played(
    qapp: object,
) -> None:
    names = ("You", "Computer")
    doubled = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 4)  # two doubles: 0 to 4
    assert [g.double for g in doubled.games] == [True, True]
    sheet = ScoreSheetModel()
    sheet.set_view(view(doubled, 0), names)
    rows = sheet_rows(sheet)
    kinds = sheet_role(sheet, ScoreSheetModel.KindRole)
    assert kinds[-2:] == ["games", "total"]
    assert rows[-2][0] == (
        "2 games won, You 0 to Computer 4: a double game counts two, and the first to 3 wins "
        "the partie"
    )
    assert rows[-1][2:4] == ["0", "4"]
    assert sheet_role(sheet, ScoreSheetModel.SpanRole)[-2]
    single = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 1)  # 3 to 1, no double
    assert not any(g.double for g in single.games)
    sheet.set_view(view(single, 0), names)
    assert "games" not in sheet_role(sheet, ScoreSheetModel.KindRole)
