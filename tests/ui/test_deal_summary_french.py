"""The deal summary in French: its title, headings, rows, plurals and result sentences."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from piquet_desktop.engine.cards import parse_card
from piquet_desktop.engine.partie import DealResult, rubicon_result
from piquet_desktop.engine.rules import PRESETS
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog, deal_summary
from tests.engine.builders import m

RUBICON = PRESETS["rubicon"]
NAMES = ("Vous", "Anne")


def repique_deal() -> DealResult:
    events = (
        ScoreEvent(0, 5, "point", "Point of five (50) in spades", cards=m("AS KS QS JS 9S")),
        ScoreEvent(0, 15, "sequence", "Quint major in spades", cards=m("AS KS QS JS 10S")),
        ScoreEvent(0, 14, "set", "Quatorze of aces", cards=m("AS AH AD AC")),
        ScoreEvent(0, 60, "repique", "Repique", False),
        ScoreEvent(0, 1, "lead", "Led AS", card=parse_card("AS")),
        ScoreEvent(0, 1, "lead", "Led KS", card=parse_card("KS")),
        ScoreEvent(0, 1, "lead", "Led QS", card=parse_card("QS")),
        ScoreEvent(1, 1, "lead", "Led KH", card=parse_card("KH")),
        ScoreEvent(1, 1, "trick", "Won the trick with AH", card=parse_card("AH")),
        ScoreEvent(0, 1, "last_trick", "Last trick"),
        ScoreEvent(0, 10, "cards", "The cards", False),
    )
    return DealResult(1, 0, events)


def test_the_deal_summary_reads_in_french(qtbot: QtBot, french: None) -> None:
    result = rubicon_result((109, 2))
    summary = deal_summary([repique_deal()], 1, NAMES, RUBICON, result=result)
    dialog = DealSummaryDialog(summary)
    qtbot.addWidget(dialog)

    assert dialog.windowTitle() == "Donne 1 sur 6\u00a0: résumé"
    assert dialog.title_label.text() == "Donne 1 sur 6"
    assert dialog.heading.text() == "Premier en main\u00a0: Vous. Dernier en main\u00a0: Anne."
    assert dialog.table.horizontalHeaderItem(1).text() == "Motif"
    rows = dialog.row_texts()
    assert rows[0] == ["Point", "Point de cinq (50) à pique", "5", ""]
    assert rows[1] == ["Séquence", "Quinte majeure à pique", "15", ""]
    assert rows[2] == ["Quatorze et trios", "Quatorze d'as", "14", ""]
    assert rows[3] == ["Repic", "30 par la main seule avant que l'adversaire ne marque", "60", ""]
    assert rows[4] == ["Jeu", "3 cartes entamées", "3", ""]
    assert rows[5] == ["Jeu", "1 carte entamée", "", "1"]
    assert rows[6] == ["Jeu", "1 entame adverse gagnée", "", "1"]
    assert rows[-3] == ["Les cartes", "Plus de la moitié des levées", "10", ""]
    assert rows[-2][:2] == ["", "Cette donne"]
    assert rows[-1][:2] == ["", "Totaux de la partie"]
    assert dialog.result_texts() == [
        "Vous gagnez de 211 points\u00a0: 109 à 2 (Anne rubiconé).",
        "Rubiconé (Anne sous les 100)\u00a0: le gagnant marque les deux totaux plus 100, "
        "109 + 2 + 100 = 211.",
    ]
    assert dialog.ok_button.text() == "Donne suivante"
    assert dialog.details_button.text() == "&Détails"

    dialog.show_details()
    assert [r[1] for r in dialog.row_texts()[4:6]] == ["Entame\u00a0: A♠", "Entame\u00a0: R♠"]


def test_an_au_cent_game_won_is_told_in_french(qtbot: QtBot, french: None) -> None:
    from piquet_desktop.engine.partie import GameResult

    au_cent = PRESETS["au-cent"]
    game = GameResult(winner=0, double=True, scores=(104, 30), last_deal=1)
    events = (ScoreEvent(1, 10, "cards", "The cards", False),)
    deal = DealResult(1, 0, events, 1, game.scores, game, (2, 0), 1)
    summary = deal_summary([deal], 1, NAMES, au_cent)
    assert summary.title == "Donne 1"
    assert summary.game_note == "Manche double gagnée par vous, 104 à 30 (manches\u00a0: 2 à 0)."
    assert summary.running_label == "Score de la manche gagnée"
