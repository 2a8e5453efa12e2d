"""The library, the statistics, the review and the advice in French: their own words, their
fields filled, numbers as French writes them (the ``french`` fixture installs the catalogues)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from library_records import recorded
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from statistics_parties import START, played

from piquet_desktop.ai.advice import Hint, Improvement
from piquet_desktop.ai.review import DecisionReview
from piquet_desktop.ai.review.reasons import Reason, ReasonKey
from piquet_desktop.controller import autosave
from piquet_desktop.controller.library_model import COLUMNS
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.library import Library
from piquet_desktop.ui.dialogs.review_panel import decision_cells
from piquet_desktop.ui.library_window import LibraryWindow
from piquet_desktop.ui.replay_review import decision_text
from piquet_desktop.ui.statistics_window import StatisticsWindow
from piquet_desktop.words.advice_text import action_label, reason_text
from piquet_desktop.words.hint_words import hint_text

NBSP = "\u00a0"
NNBSP = "\u202f"  # the narrow one, before a percent sign


@pytest.fixture
def library(private_folders: Path) -> Iterator[Library]:
    lib = Library(autosave.library_folder())
    lib.keep(recorded(1, id="won"))
    lib.keep(recorded(3, 60, id="live"))
    yield lib
    lib.close()


def _row(win: LibraryWindow, key: str) -> int:
    return next(r for r in range(win.proxy.rowCount()) if win.proxy.entry(r).id == key)


def test_the_library_lists_its_columns_and_details_in_french(
    qtbot: QtBot, library: Library, french: None
) -> None:
    win = LibraryWindow(library)
    qtbot.addWidget(win)
    titles = [win.proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))]
    assert titles[:5] == ["Jouée le", "Adversaire", "Variante", "État", "Résultat"]
    assert win.windowTitle() == "Bibliothèque"
    live = _row(win, "live")
    status = win.proxy.index(live, COLUMNS.index("Status")).data()
    assert status == "En cours"
    assert win.proxy.index(live, COLUMNS.index("Variant")).data() == "Rubicon, 6 donnes"
    win.select_row(live)
    detail = win.detail.text()
    assert detail.startswith("2 parties. ")
    assert " contre Ordinateur (Glouton), Rubicon, 6 donnes" + NBSP + ": " in detail
    assert "donnes jouées" in detail or "donne jouée" in detail
    win.select_row(_row(win, "won"))
    result = win.proxy.index(_row(win, "won"), COLUMNS.index("Result")).data()
    assert result.split(" ")[0] in ("Gagnée", "Perdue", "Nulle")
    assert win.result_box.itemText(1) == "Gagnée"
    assert win.continue_button.text() == "&Continuer"


def test_the_statistics_show_their_figures_and_chart_titles_in_french(
    qtbot: QtBot, french: None
) -> None:
    parties = [
        played(seed, day=3 * seed, opponent="novice", mean_loss=1.25, rated_decisions=60)
        for seed in range(4)
    ]
    window = StatisticsWindow(lambda: parties, now=lambda: START + timedelta(days=40))
    qtbot.addWidget(window)
    window.refresh()
    assert window.windowTitle() == "Statistiques"
    results = window.results_model
    assert results.headerData(2, Qt.Orientation.Horizontal) == "Gagnées"
    deals = window.deals_model
    names = [deals.index(r, 0).data() for r in range(deals.rowCount())]
    assert "Votre score moyen" in names and "Pics (vous / adversaire)" in names
    mean = deals.index(names.index("Votre score moyen"), 3).data()
    assert "," in mean and "." not in mean  # the decimal comma
    summary = window.summary_label.text()
    assert "Votre classement" + NBSP + ": " in summary
    assert "sur 4 parties classées" in summary
    assert "Précision" + NBSP + ": 1,25</b>" in summary
    assert window.rating_chart.plot_item.titleLabel.text.find("Votre classement (Elo)") >= 0
    assert "Précision" in window.accuracy_chart.plot_item.titleLabel.text
    assert window.period_box.itemText(0) == "Depuis le début"


def test_with_no_parties_the_statistics_say_so_in_french(qtbot: QtBot, french: None) -> None:
    window = StatisticsWindow(list)
    qtbot.addWidget(window)
    window.refresh()
    assert "Aucune partie pour l'instant" in window.empty_label.text()


def _decision(reason: Reason | None, mark: str | None = "mistake") -> DecisionReview:
    chosen = Discard(mask_of(parse_cards("KC 9C")))
    best = Discard(mask_of(parse_cards("7H 8H")))
    return DecisionReview(
        3, 1, "exchange", chosen, best, 1.0, 9.0, 8.0, 1.5, None, 48, mark, reason
    )


def test_a_review_verdict_says_the_choice_the_best_the_loss_and_why_in_french(
    french: None,
) -> None:
    d = _decision(Reason.of("high_cards", cards=mask_of(parse_cards("KC"))))
    mark, chosen, best, lost, why = decision_cells(d)
    assert mark == "Erreur"
    assert chosen.startswith("Écarter ") and chosen.endswith(" (en prendre 2)")
    assert "♣" in chosen and "KC" not in chosen
    assert best.startswith("Écarter ") and "♥" in best
    assert lost == "8,0 ± 1,5"
    assert why.startswith("Cartes abandonnées" + NBSP + ": ") and "♣" in why
    text = decision_text(d)
    assert text.startswith("Ici" + NBSP + ": écarter ")
    assert "8,0 ± 1,5 points de plus (erreur)" + NBSP + ": cartes abandonnées" in text


def test_reasons_in_french_name_the_cards_and_the_answers(french: None) -> None:
    def said(key: ReasonKey, **fields: str | int) -> str:
        return reason_text(Reason.of(key, **fields))

    assert said("trick_thrown", card=parse_card("KH")) == (
        "levée perdue" + NBSP + ": le roi de cœur l'aurait prise"
    )
    assert said("point_broken", suit=0).endswith("écartées à pique")
    assert said("answered", said="not_good", right="equal") == (
        f"«{NBSP}pas bon{NBSP}» répondu là où «{NBSP}égal{NBSP}» était juste"
    )
    assert said("took", took=3, should=2) == "3 cartes prises alors que 2 valaient mieux"
    other = Reason.from_json("a reason of another version")
    assert other is not None and reason_text(other) == "a reason of another version"


def test_the_hint_reads_in_french_with_its_figures(french: None) -> None:
    discard = Discard(mask_of(parse_cards("7S 8S")))
    hint = Hint(
        discard, leave=1, value=3.25, objective="deal", improvement=Improvement(0.5, 0.25, 0.125)
    )
    text = hint_text(hint)
    assert text.startswith("Écarter ") and "(en prendre 2), en en laissant 1" + NBSP + ": " in text
    assert "environ +3,2 points sur la donne" in text or "environ +3,3 points sur la donne" in text
    chances = f"(50{NNBSP}% de chances d'un meilleur point, 25{NNBSP}% d'une meilleure séquence"
    assert chances in text
    assert text.endswith(".")
    play = Hint(Play(parse_card("KH")), play_value=-1.5, best_value=2.0)
    assert hint_text(play).startswith("Jouer le roi de cœur (")
    assert "la meilleure carte selon l'estimation fait +2,0)." in hint_text(play)
    assert action_label(Play(parse_card("AS"))).startswith("jouer l'as de pique (")


def test_the_charts_date_axis_names_months_and_days_in_french(
    qtbot: QtBot, french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pyqtgraph as pg

    from piquet_desktop.ui.statistics_charts import DateAxis

    english = ["Jan", "Mon 12", "2026", "Dec 03"]
    monkeypatch.setattr(pg.DateAxisItem, "tickStrings", lambda self, *a: list(english))
    said = DateAxis().tickStrings([0.0] * 4, 1.0, 1.0)
    assert said[0].startswith("janv") and said[1].startswith("lun") and said[1].endswith(" 12")
    assert said[2] == "2026" and said[3].startswith("déc")
