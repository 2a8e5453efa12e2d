"""The Statistics window's tables as Qt item models: the words and numbers of a report in rows.

``statistics/`` computes the figures without Qt; this module turns one ``StatisticsReport`` into
the rows the window's two tables show (results per opponent, and the deals as elder and as
younger beside Cavendish's figures) and holds them in ``FigureTableModel``, a read-only table
model that the window's views read. Changing a filter gives new rows, and the model is reset:
the tables are small and their rows have no identity across filters worth keeping.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from piquet_desktop.statistics.figures import (
    CAVENDISH_CARDS_ELDER,
    CAVENDISH_CARDS_YOUNGER,
    CAVENDISH_SHOW_ELDER,
    CAVENDISH_SHOW_YOUNGER,
    Accuracy,
    DealFigures,
    Results,
    Share,
)
from piquet_desktop.statistics.report import StatisticsReport
from piquet_desktop.translation import number, percent, translate

from .plain_text import as_tooltip

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class Row:
    """One table row: its cells' texts, and a tooltip saying what the row counts."""

    cells: tuple[str, ...]
    tip: str = ""


class FigureTableModel(QAbstractTableModel):
    """A read-only table of text rows under fixed column titles; numbers align right."""

    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._rows: tuple[Row, ...] = ()

    def set_rows(self, rows: Sequence[Row]) -> None:
        for row in rows:
            if len(row.cells) != len(self._headers):
                raise ValueError(f"a row of {len(row.cells)} cells under {len(self._headers)}")
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return as_tooltip(row.tip) if row.tip else None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None


def result_headers() -> tuple[str, ...]:
    """The results table's column titles, in the installed language."""
    return (
        translate("StatisticsTables", "Opponent"),
        translate("StatisticsTables", "Parties"),
        translate("StatisticsTables", "Won"),
        translate("StatisticsTables", "Lost"),
        translate("StatisticsTables", "Drawn"),
        translate("StatisticsTables", "Unfinished"),
        translate("StatisticsTables", "Rubicons\ngiven"),
        translate("StatisticsTables", "Rubicons\nsuffered"),
        translate("StatisticsTables", "Lost per\ndecision"),
    )


def deal_headers() -> tuple[str, ...]:
    """The deals table's column titles, in the installed language."""
    return (
        "",
        translate("StatisticsTables", "As elder"),
        translate("StatisticsTables", "As younger"),
        translate("StatisticsTables", "All deals"),
    )


def _loss(accuracy: Accuracy) -> str:
    return "—" if accuracy.mean_loss is None else number(accuracy.mean_loss, 2)


def _result_cells(name: str, r: Results, accuracy: Accuracy) -> tuple[str, ...]:
    counts = (
        r.parties,
        r.won,
        r.lost,
        r.drawn,
        r.unfinished,
        r.rubicons_given,
        r.rubicons_suffered,
    )
    return (name, *(str(n) for n in counts), _loss(accuracy))


def result_rows(report: StatisticsReport, label: Callable[[str], str]) -> list[Row]:
    """One row per opponent (``label`` names him), then the total when there are several."""
    f = report.figures
    rows = [
        Row(
            _result_cells(label(o.opponent), o.results, o.accuracy),
            translate("StatisticsTables", "Your parties against {opponent}").format(
                opponent=label(o.opponent)
            ),
        )
        for o in f.by_opponent
    ]
    if len(rows) != 1:
        rows.append(
            Row(
                _result_cells(translate("StatisticsTables", "All"), f.results, f.accuracy),
                translate("StatisticsTables", "Every partie shown"),
            )
        )
    return rows


def _number(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else number(value, digits)


def _percent(value: float | None) -> str:
    if value is None:
        return "—"
    return percent(value)


def _shares(share: Share) -> str:
    """ "you / opponent" as percentages of the deals."""
    if not share.deals:
        return "—"
    return f"{_percent(share.player_share())} / {_percent(share.opponent_share())}"


def deal_rows(report: StatisticsReport) -> list[Row]:
    """The deals' figures in three columns (as elder, as younger, all), Cavendish's beside."""
    f = report.figures
    groups: tuple[DealFigures, ...] = (f.as_elder, f.as_younger, f.all_deals)

    def row(name: str, cell: Callable[[DealFigures], str], tip: str) -> Row:
        return Row((name, *(cell(g) for g in groups)), tip)

    return [
        row(
            translate("StatisticsTables", "Deals played"),
            lambda g: str(g.deals),
            translate("StatisticsTables", "Finished deals in the parties shown"),
        ),
        row(
            translate("StatisticsTables", "Your mean score"),
            lambda g: _number(g.mean_score),
            translate("StatisticsTables", "The points you scored in a deal, on average"),
        ),
        row(
            translate("StatisticsTables", "Your median score"),
            lambda g: _number(g.median_score),
            translate("StatisticsTables", "Half your deals scored at least this much"),
        ),
        Row(
            (
                translate("StatisticsTables", "Cavendish's show (median)"),
                str(CAVENDISH_SHOW_ELDER),
                str(CAVENDISH_SHOW_YOUNGER),
                "—",
            ),
            translate(
                "StatisticsTables",
                "Cavendish, Piquet: in real play elder scores 28 or more in half his hands, "
                "younger 14 or more",
            ),
        ),
        row(
            translate("StatisticsTables", "Opponent's mean score"),
            lambda g: _number(g.mean_opponent_score),
            translate(
                "StatisticsTables", "What your opponent scored in the same deals, on average"
            ),
        ),
        row(
            translate("StatisticsTables", "Point won (you / opponent)"),
            lambda g: _shares(g.point),
            translate(
                "StatisticsTables",
                "Share of deals in which each of you scored the point; equal points score nothing",
            ),
        ),
        row(
            translate("StatisticsTables", "Cards won (you / opponent)"),
            lambda g: _shares(g.cards),
            translate(
                "StatisticsTables",
                "Share of deals in which each of you won the cards (a capot included); the rest "
                "were divided",
            ),
        ),
        Row(
            (
                translate("StatisticsTables", "Cavendish: cards won"),
                _percent(CAVENDISH_CARDS_ELDER),
                _percent(CAVENDISH_CARDS_YOUNGER),
                "—",
            ),
            translate(
                "StatisticsTables",
                "Cavendish: elder wins the cards about 5 times in 8, younger about 1 in 4",
            ),
        ),
        row(
            translate("StatisticsTables", "Piques (you / opponent)"),
            lambda g: _shares(g.pique),
            translate("StatisticsTables", "Share of deals with a pique"),
        ),
        row(
            translate("StatisticsTables", "Repiques (you / opponent)"),
            lambda g: _shares(g.repique),
            translate("StatisticsTables", "Share of deals with a repique"),
        ),
        row(
            translate("StatisticsTables", "Capots (you / opponent)"),
            lambda g: _shares(g.capot),
            translate("StatisticsTables", "Share of deals in which one of you took every trick"),
        ),
    ]
