"""The sheet shown after each deal: the scores grouped as a player reckons them, and the totals.

Why a separate summary step (``DealSummary``) between the engine's results and the widget: the
sheet groups facts the engine keeps in different places (the deal's events, the running totals
and au cent games after it, the final result), and grouping them is work that a test should check
without a window. ``deal_summary`` reads everything from the list of finished deals (each
``DealResult`` says the score it left; nothing is added up here), so the same sheet can be shown
for any past deal (the score sheet, a replay), not only the one that just ended.

Rows follow Law 67's reckoning order (carte blanche, point, sequences, sets, the play, the
cards), with pique or repique after the score that earned it; those bonus rows are highlighted
because they are the moments a deal is decided. A deal scores twenty-odd times in play (every
lead), which made the sheet scroll and buried the totals, so the play is grouped
(``grouped_rows``): for each player one row for his leads, one for the tricks he won on the
opponent's lead, one for the last trick. The score-by-score detail is a click away: the Details
button shows every score in the order it was made.

Where it opens: beside the score sheet it summarises, never over it, so that the player can
read the two side by side (the side panel: the score sheet, the declarations, the tricks). It
stands against the panel's edge, over the felt, and keeps the table's caption ("Deal over: You
took 7 tricks...") in view: beside it when there is room, below it when there is not; only in a
window too small for either does it cover part of the caption, never the sheet. Player names
are shown as plain text only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QMainWindow,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop import translation
from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.engine.partie import DealResult, PartieResult
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.ui.colour_scheme import emphasis_colours
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.table import TableView
from piquet_desktop.ui.table.layout import Zone
from piquet_desktop.ui.table.plates import NamePlate
from piquet_desktop.words.text import event_text, is_human
from piquet_desktop.words.text import result_text as spoken_result

# The kind column: English; shown through translate("DealSummary", label).
KIND_LABELS: dict[str, str] = {
    "carte_blanche": QT_TRANSLATE_NOOP("DealSummary", "Carte blanche"),
    "point": QT_TRANSLATE_NOOP("DealSummary", "Point"),
    "sequence": QT_TRANSLATE_NOOP("DealSummary", "Sequence"),
    "set": QT_TRANSLATE_NOOP("DealSummary", "Set"),
    "lead": QT_TRANSLATE_NOOP("DealSummary", "Play"),
    "trick": QT_TRANSLATE_NOOP("DealSummary", "Play"),
    "last_trick": QT_TRANSLATE_NOOP("DealSummary", "Play"),
    "cards": QT_TRANSLATE_NOOP("DealSummary", "The cards"),
    "capot": QT_TRANSLATE_NOOP("DealSummary", "Capot"),
    "repique": QT_TRANSLATE_NOOP("DealSummary", "Repique"),
    "pique": QT_TRANSLATE_NOOP("DealSummary", "Pique"),
}
BONUS_KINDS = frozenset({"pique", "repique"})
# The engine names these scores by their kind alone ("Pique", "The cards"); beside the kind
# column that reads as a stutter, so the sheet says what earned them instead.
WHY: dict[str, str] = {
    "pique": QT_TRANSLATE_NOOP("DealSummary", "30 in hand and play before the opponent scored"),
    "repique": QT_TRANSLATE_NOOP("DealSummary", "30 in hand alone before the opponent scored"),
    "cards": QT_TRANSLATE_NOOP("DealSummary", "More than half the tricks"),
    "capot": QT_TRANSLATE_NOOP("DealSummary", "Every trick"),
}


def kind_label(kind: str) -> str:
    """The kind column's word for an event kind ("Sequence"), in the installed language."""
    label = KIND_LABELS.get(kind)
    return translation.translate("DealSummary", label) if label else kind


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """One line of the sheet: which part of the reckoning, why, and the points per seat."""

    kind: str
    label: str
    reason: str
    points: tuple[int, int]
    details: tuple[SummaryRow, ...] = ()  # a grouped row's scores, one by one

    @property
    def is_bonus(self) -> bool:
        return self.kind in BONUS_KINDS


@dataclass(frozen=True, slots=True)
class DealSummary:
    """Everything the sheet for one deal shows, worked out from the partie's finished deals."""

    title: str
    names: tuple[str, str]
    elder: int
    rows: tuple[SummaryRow, ...]  # every score, in reckoning order (the Details view)
    grouped: tuple[SummaryRow, ...]  # the same, the play grouped per player (the sheet)
    deal_totals: tuple[int, int]
    multiplier: int
    running_totals: tuple[int, int]
    running_label: str
    game_note: str | None
    result_text: str | None
    margin_text: str | None

    @property
    def bonus_rows(self) -> tuple[SummaryRow, ...]:
        return tuple(r for r in self.rows if r.is_bonus)


def row_reason(event: ScoreEvent) -> str:
    """What the sheet says earned a score: the engine's reason (``event_text``: in the installed
    language, cards as the table shows them, "Led A♣"), or ``WHY`` where that is only the kind's
    own name."""
    if event.reason == KIND_LABELS.get(event.kind, event.kind) and event.kind in WHY:
        return translation.translate("DealSummary", WHY[event.kind])
    return event_text(event)


def _row(event: ScoreEvent) -> SummaryRow:
    points = (event.points, 0) if event.seat == 0 else (0, event.points)
    return SummaryRow(event.kind, kind_label(event.kind), row_reason(event), points)


PLAY_KINDS = ("lead", "trick", "last_trick")


def _play_reason(kind: str, details: Sequence[SummaryRow], tens_only: bool) -> str:
    n = len(details)
    if kind == "lead":
        if tens_only:
            return translate("DealSummary", "Led %n card(s) of ten or more", None, n)
        return translate("DealSummary", "Led %n card(s)", None, n)
    if kind == "trick":
        if tens_only:
            return translate(
                "DealSummary", "Won %n of the opponent's leads with a ten or more", None, n
            )
        return translate("DealSummary", "Won %n of the opponent's leads", None, n)
    return translate("DealSummary", "Won the last trick")


def grouped_rows(
    rows: Sequence[SummaryRow], kinds: Sequence[str], elder: int, tens_only: bool = False
) -> list[SummaryRow]:
    """The sheet's rows: ``rows`` (one per score, ``kinds`` their event kinds) with the play
    grouped, for each of leads, tricks won on the opponent's lead and the last trick, into one
    row per player (elder first) that keeps its scores as ``details``.

    What came before the play (the declarations, carte blanche, repique) keeps its rows and order;
    what the play leads to (pique, the cards, capot) follows the play rows in its own order, so a
    pique reads after the play that made it.
    """
    first_play = next((i for i, k in enumerate(kinds) if k in PLAY_KINDS), len(rows))
    before = list(rows[:first_play])
    later = zip(rows[first_play:], kinds[first_play:], strict=True)
    after = [r for r, k in later if k not in PLAY_KINDS]
    play: list[SummaryRow] = []
    for kind in PLAY_KINDS:
        for seat in (elder, 1 - elder):
            details = tuple(
                r
                for r, k in zip(rows, kinds, strict=True)
                if k == kind and r.points[seat] and not r.points[1 - seat]
            )
            if details:
                a = sum(r.points[0] for r in details)
                b = sum(r.points[1] for r in details)
                reason = _play_reason(kind, details, tens_only)
                play.append(SummaryRow(kind, kind_label(kind), reason, (a, b), details))
    return before + play + after


def margin_text(result: PartieResult, names: tuple[str, str]) -> str | None:
    """How a Rubicon margin was worked out, or the games won in au cent; None for a draw."""
    w = result.winner
    if w is None:
        return None
    if result.games != (0, 0):
        text = translate("DealSummary", "Games won (a double game counts two): {won} to {lost}.")
        return text.format(won=result.games[w], lost=result.games[1 - w])
    won, lost = result.totals[w], result.totals[1 - w]
    # Sentences never make a name the subject of a verb: the human's name is often "You".
    if result.rubiconed:
        text = translate(
            "DealSummary",
            "Rubiconed ({loser} under 100): the winner gains both totals plus 100, "
            "{won} + {lost} + 100 = {margin}.",
        )
    else:
        text = translate(
            "DealSummary",
            "The winner gains the difference plus 100: {won} − {lost} + 100 = {margin}.",
        )
    return text.format(loser=names[1 - w], won=won, lost=lost, margin=result.margin)


def result_text(result: PartieResult, names: tuple[str, str]) -> str:
    """The partie's result as ``PartieResult.describe`` says it, the verb agreeing with "You"."""
    return spoken_result(result, names)


def _deal_title(rules: RuleSet, number: int) -> str:
    if rules.partie != "rubicon":
        return translate("DealSummary", "Deal {number}").format(number=number)
    if number <= rules.rubicon_deals:
        text = translate("DealSummary", "Deal {number} of {deals}")
        return text.format(number=number, deals=rules.rubicon_deals)
    return translate("DealSummary", "Deal {number} (played off after a tie)").format(number=number)


def _game_won_note(double: bool, winner: str) -> str:
    """ "Game won by Ann, 104 to 62 (games 1 to 0).": a message per shape (French writes "par
    vous" for the human)."""
    if is_human(winner):
        if double:
            return translate(
                "DealSummary", "Double game won by You, {won} to {lost} (games {a} to {b})."
            )
        return translate("DealSummary", "Game won by You, {won} to {lost} (games {a} to {b}).")
    if double:
        return translate(
            "DealSummary", "Double game won by {player}, {won} to {lost} (games {a} to {b})."
        )
    return translate("DealSummary", "Game won by {player}, {won} to {lost} (games {a} to {b}).")


def _au_cent_progress(deal: DealResult, names: tuple[str, str]) -> tuple[str, str | None]:
    """The label of the game score after ``deal`` (the engine's ``DealResult.after``), and a
    sentence if a game was won in that deal."""
    points = deal.games_after
    won_now = deal.game
    if won_now is not None:
        w = won_now.winner
        text = _game_won_note(won_now.double, names[w])
        won, lost = won_now.scores[w], won_now.scores[1 - w]
        note = text.format(player=names[w], won=won, lost=lost, a=points[0], b=points[1])
        return translate("DealSummary", "Game score when won"), note
    label = translate("DealSummary", "Game score (games {a} to {b})")
    return label.format(a=points[0], b=points[1]), None


def deal_summary(
    results: Sequence[DealResult],
    number: int,
    names: tuple[str, str],
    rules: RuleSet,
    result: PartieResult | None = None,
) -> DealSummary:
    """The sheet for deal ``number`` (1-based) of a partie whose finished deals are ``results``.

    ``result`` is the partie's result when it is over: it is shown only on the last deal's sheet.
    Raises ValueError if deal ``number`` is not finished.
    """
    deal = next((r for r in results if r.number == number), None)
    if deal is None:
        raise ValueError(f"deal {number} is not finished")
    rows = tuple(_row(e) for e in deal.events)
    kinds = [e.kind for e in deal.events]
    tens_only = rules.trick_points == "tens_only"
    grouped = tuple(grouped_rows(rows, kinds, deal.elder, tens_only))
    if rules.partie == "rubicon":
        game_note = None
        running_label = translate("DealSummary", "Partie totals")
    else:
        running_label, game_note = _au_cent_progress(deal, names)
    last = number == max(r.number for r in results)
    result_line = margin = None
    if result is not None and last:
        result_line = result_text(result, names)
        margin = margin_text(result, names)
    return DealSummary(
        title=_deal_title(rules, number),
        names=names,
        elder=deal.elder,
        rows=rows,
        grouped=grouped,
        deal_totals=deal.totals,
        multiplier=deal.multiplier,
        running_totals=deal.after,
        running_label=running_label,
        game_note=game_note,
        result_text=result_line,
        margin_text=margin,
    )


def table_caption_rect(window: QWidget) -> QRect | None:
    """Where ``window``'s card table shows its caption ("Deal over: You took 5 tricks, ..."),
    in global coordinates, or None when there is no table or no caption.

    Found through the table's public face (``TableScene.caption_text`` and the scene's items),
    so that the summary can keep it in view whoever opens it.
    """
    view = window.findChild(TableView)
    if view is None or not view.isVisible():
        return None
    scene = view.table_scene()
    text = scene.caption_text()
    if not text:
        return None
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text() == text:
            box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())
    return None


def score_sheet_rect(window: QWidget) -> QRect | None:
    """Where ``window``'s side panel (the score sheet, the declarations, the tricks) stands, in
    global coordinates, or None when it is hidden or floats in a window of its own."""
    panel = window.findChild(QDockWidget, "sidePanel")
    if panel is None or not panel.isVisible() or panel.isFloating():
        return None
    return QRect(panel.mapToGlobal(QPoint(0, 0)), panel.size())


def _global(view: TableView, box: QRectF) -> QRect:
    shown = view.mapFromScene(box).boundingRect()
    return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())


def trick_pile_rects(window: QWidget) -> list[QRect]:
    """Where the players' won tricks lie on ``window``'s table, each with its label ("7
    tricks") when it is just under it, in global coordinates: the summary counts them."""
    view = window.findChild(TableView)
    if view is None or not view.isVisible():
        return []
    scene = view.table_scene()
    layout = scene.current_layout()
    if layout is None:
        return []
    texts = [
        item.sceneBoundingRect()
        for item in scene.items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text()
    ]
    piles = []
    for zone in (Zone.WON, Zone.OPP_WON):
        pile = QRectF()
        for card in layout.zone_cards(zone):
            item = scene.card_item(card)
            if item is not None and item.isVisible():
                pile = pile.united(item.sceneBoundingRect())
        if pile.isEmpty():
            continue
        for box in texts:
            under = pile.bottom() - box.height() <= box.top() <= pile.bottom() + box.height()
            centred = pile.left() <= box.center().x() <= pile.right()
            if under and centred and box.width() < 2 * pile.width():  # not the table's caption
                pile = pile.united(box)
        piles.append(_global(view, pile))
    return piles


def name_plate_rects(window: QWidget) -> list[QRect]:
    """Where the players' name plates stand on ``window``'s table (each with the deal's and the
    partie's score so far), in global coordinates."""
    view = window.findChild(TableView)
    if view is None or not view.isVisible():
        return []
    return [
        _global(view, item.sceneBoundingRect())
        for item in view.table_scene().items()
        if isinstance(item, NamePlate) and item.isVisible()
    ]


def prompt_bar_rect(window: QWidget) -> QRect | None:
    """Where ``window``'s prompt bar stands (its "Deal summary" and "Next deal"), global."""
    bar = window.findChild(PromptBar)
    if bar is None or not bar.isVisible():
        return None
    return QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())


def free_area(window: QWidget) -> QRect:
    """``window``'s client area below its menu bar and above its status bar (which says what
    just happened, and must stay in view), in global coordinates."""
    area = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    if isinstance(window, QMainWindow):
        menu = window.menuBar()
        if menu.isVisible():
            area.setTop(menu.mapToGlobal(QPoint(0, menu.height())).y())
        bar = window.statusBar()
        if bar.isVisible():
            area.setBottom(bar.mapToGlobal(QPoint(0, 0)).y() - 1)
    return area


def keep_clear(window: QWidget) -> list[list[QRect]]:
    """What the summary must leave in view on ``window``, the most needed first (``placement``):
    the prompt bar (its "Next deal"); the trick piles; the table's caption; the name plates."""
    bar = prompt_bar_rect(window)
    caption = table_caption_rect(window)
    return [
        [bar] if bar is not None else [],
        trick_pile_rects(window),
        [caption] if caption is not None else [],
        name_plate_rects(window),
    ]


def frame_margins(dialog: QWidget, window: QWidget) -> QMargins:
    """What the window manager draws round ``dialog`` (its title bar, its borders): its own
    frame once it has one, else the frame of ``window``, drawn by the same window manager
    (before its first show a dialog has none yet)."""
    for shown in (dialog, window):
        inner, outer = shown.geometry(), shown.frameGeometry()
        if inner != outer:
            return QMargins(
                inner.left() - outer.left(),
                inner.top() - outer.top(),
                outer.right() - inner.right(),
                outer.bottom() - inner.bottom(),
            )
    return QMargins()


class DealSummaryDialog(QDialog):
    """The summary sheet of one deal; the OK button says what comes next ("Next deal")."""

    REASON, FIRST, SECOND = 1, 2, 3
    MARGIN = 8
    NARROWEST = 360  # below this the reasons are cut: rather cover a little of the caption

    def __init__(
        self,
        summary: DealSummary,
        parent: QWidget | None = None,
        button_text: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dealSummaryDialog")
        self.summary = summary
        names = summary.names
        self.setWindowTitle(
            translate("DealSummaryDialog", "{title}: summary").format(title=summary.title)
        )

        # Plain text throughout: the names are the players' own and never read as markup.
        self.title_label = QLabel(summary.title, self)
        self.title_label.setObjectName("summaryTitle")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        title_font = QFont(self.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.35)
        self.title_label.setFont(title_font)
        heading = translate("DealSummaryDialog", "Elder hand: {elder}. Younger hand: {younger}.")
        self.heading = QLabel(
            heading.format(elder=names[summary.elder], younger=names[1 - summary.elder]), self
        )
        self.heading.setWordWrap(True)
        self.heading.setObjectName("summaryHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)

        self.table = QTableWidget(self)
        self.table.setObjectName("summaryTable")
        self.table.setColumnCount(4)
        reason = translate("DealSummaryDialog", "Reason")
        self.table.setHorizontalHeaderLabels(["", reason, names[0], names[1]])
        self.table.verticalHeader().hide()
        # rows a line and a little: the sheet whole fits above or below the table's caption
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A reason wraps rather than be cut short with "…": the summary is narrowed to keep the
        # table's caption in view, and a player should not have to hover to read it.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        # narrower or wider, the rows refit, once the columns have their new widths
        self._refit_due = False
        self.table.viewport().installEventFilter(self)
        self.table.horizontalHeader().sectionResized.connect(self._refit_soon)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)

        self.result_labels: list[QLabel] = []
        bold = QFont(self.font())
        bold.setBold(True)
        big = QFont(bold)
        big.setPointSizeF(big.pointSizeF() * 1.15)
        for text, font in (
            (summary.game_note, bold),
            (summary.result_text, big),
            (summary.margin_text, self.font()),
        ):
            if text:
                label = QLabel(text, self)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setWordWrap(True)
                label.setFont(font)
                self.result_labels.append(label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(
            button_text if button_text is not None else translate("DealSummaryDialog", "Next deal")
        )
        self.buttons.accepted.connect(self.accept)
        self.details_button = QPushButton(translate("DealSummaryDialog", "&Details"), self)
        self.details_button.setObjectName("summaryDetails")
        self.details_button.setCheckable(True)
        self.details_button.setAutoDefault(False)
        self.details_button.setToolTip(
            translate("DealSummaryDialog", "Every score of the deal, one by one, in the order made")
        )
        self.buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.details_button.toggled.connect(self._fill)

        # the sheet in a column; a review shown later goes under it or in a column of its own
        # beside it (``add_review``)
        self.tabs: QTabWidget | None = None  # the sheet's and the review's, once reviewed
        self._outer = QHBoxLayout(self)
        self._sheet_column = layout = QVBoxLayout()
        self._outer.addLayout(layout, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        for label in self.result_labels:
            layout.addWidget(label)
        layout.addWidget(self.buttons)
        self._fill()
        # The grouped sheet is shown whole: the table is as tall as its rows, and stays that tall
        # (scrolling) when Details shows every score.
        self.table.setMinimumHeight(self._table_height())
        width = self._preferred_width()
        height = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        self.resize(width, height if height > 0 else self.sizeHint().height())

    def add_review(self, panel: QWidget) -> None:
        """Show ``panel`` (the deal's review) in a tab beside the sheet's, the dialog keeping
        its place and its size: widened or lengthened for it, it covered the table."""
        kept = self.geometry()
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("summaryTabs")
        self.tabs.setDocumentMode(True)
        at = self._sheet_column.indexOf(self.table)
        self._sheet_column.removeWidget(self.table)
        self.table.setMinimumHeight(3 * self.fontMetrics().height())  # it scrolls in its tab
        self.tabs.addTab(self.table, translate("DealSummaryDialog", "Sheet"))
        self.tabs.addTab(panel, translate("DealSummaryDialog", "Review"))
        self._sheet_column.insertWidget(at, self.tabs, 1)
        self.tabs.setCurrentWidget(panel)
        self.tabs.show()
        panel.show()  # the dialog is shown already: a new child is not, by itself
        layout = self.layout()
        if layout is not None:  # its size is kept, not the sum of what the tabs would want
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.keep_geometry(kept)

    def keep_geometry(self, kept: QRect) -> None:
        """Stay at ``kept`` (a review's rows arriving ask for more room, and get none)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.setGeometry(kept)

    # ------------------------------------------------------------------------------ filling
    def shows_details(self) -> bool:
        return self.details_button.isChecked()

    def show_details(self, on: bool = True) -> None:
        """Show every score one by one (True) or the play grouped per player (False)."""
        self.details_button.setChecked(on)

    def _fill(self) -> None:
        s = self.summary
        tail: list[tuple[str, str, tuple[int, int]]] = []
        if s.multiplier != 1:
            deal_label = translate("DealSummaryDialog", "This deal (counts double)")
        else:
            deal_label = translate("DealSummaryDialog", "This deal")
        tail.append(("", deal_label, s.deal_totals))
        tail.append(("", s.running_label, s.running_totals))
        shown = s.rows if self.shows_details() else s.grouped
        nothing = translate("DealSummaryDialog", "Nothing scored")
        body = list(shown) or [SummaryRow("", "", nothing, (0, 0))]
        self.table.clearContents()
        self.table.setRowCount(len(body) + len(tail))
        bold = QFont(self.font())
        bold.setBold(True)
        background, text_colour = emphasis_colours(self.palette())
        for i, row in enumerate(body):
            cells = [row.label, row.reason, _points(row.points[0]), _points(row.points[1])]
            tip = ", ".join(d.reason for d in row.details) if len(row.details) > 1 else ""
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= self.FIRST:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if tip:
                    item.setToolTip(as_tooltip(tip))
                if row.is_bonus:
                    item.setFont(bold)
                    item.setBackground(QBrush(background))
                    item.setForeground(QBrush(text_colour))
                self.table.setItem(i, column, item)
        for j, (label, reason, points) in enumerate(tail, start=len(body)):
            cells = [label, reason, str(points[0]), str(points[1])]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= self.FIRST:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.setFont(bold)
                self.table.setItem(j, column, item)
        self._fit_rows()

    def _table_height(self) -> int:
        """The grouped sheet's height, whole: its rows as tall as their wrapped reasons (once
        the table has its width; one line each before)."""
        rows = len(self.summary.grouped) or 1
        tail = 2
        row_height = self.table.verticalHeader().defaultSectionSize()
        header = self.table.horizontalHeader().sizeHint().height()
        body = (rows + tail) * row_height
        if not self.shows_details() and self.table.rowCount() == rows + tail:
            body = max(body, sum(self.table.rowHeight(r) for r in range(rows + tail)))
        return header + body + 2 * self.table.frameWidth() + 2

    def _fit_rows(self) -> None:
        """Rows as tall as their wrapped reasons, the sheet tall enough to show them whole."""
        header = self.table.verticalHeader()
        if not self.table.isVisible():  # not laid out yet: a line a row until it has its width
            for r in range(self.table.rowCount()):
                header.resizeSection(r, header.defaultSectionSize())
            self.table.setMinimumHeight(self._table_height())
            return
        hints = [self.table.sizeHintForRow(r) for r in range(self.table.rowCount())]
        one_line = min(hints, default=0)  # most rows hold one line: what one line asks for
        for r, hint in enumerate(hints):  # a line's height as set, and each wrapped line more
            header.resizeSection(r, header.defaultSectionSize() + hint - one_line)
        self.table.setMinimumHeight(self._table_height())

    def _refit_soon(self, *_resized: object) -> None:
        """Fit the rows once the columns are laid out (a resize moves them all at once)."""
        if not self._refit_due:
            self._refit_due = True
            QTimer.singleShot(0, self._refit)

    def _refit(self) -> None:
        self._refit_due = False
        self._fit_rows()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._refit_soon()
        return super().eventFilter(watched, event)

    def _preferred_width(self) -> int:
        """As wide as the widest row wants, so that no reason is cut short."""
        metrics = self.table.fontMetrics()
        bold = QFont(self.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)
        rows = [*self.summary.rows, *self.summary.grouped]
        pad = 16
        kind = max((metrics.horizontalAdvance(r.label) for r in rows), default=0) + pad
        reason = max((strong.horizontalAdvance(r.reason) for r in rows), default=0) + pad
        reason = max(reason, strong.horizontalAdvance(self.summary.running_label) + pad)
        points = [
            max(metrics.horizontalAdvance(name), metrics.horizontalAdvance("000")) + pad
            for name in self.summary.names
        ]
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        frame = 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        return kind + reason + sum(points) + frame + margins.left() + margins.right()

    # ------------------------------------------------------------------------------ placing
    def placement(
        self,
        window: QRect,
        keep_clear: Sequence[Sequence[QRect]] = (),
        sheet: QRect | None = None,
        frame: QMargins | None = None,
    ) -> QRect:
        """Where the dialog goes over a window whose client area is ``window`` (above its
        status bar, which it must leave in view): beside ``sheet`` (the side panel, which it
        must not cover), as wide as its rows want and never taller than the window, at the
        highest place, then the nearest the sheet, that covers nothing of ``keep_clear``.

        ``keep_clear`` is a list of tiers, the most needed first (the prompt bar, the trick
        piles, the table's caption, the name plates): where no place misses them
        all, the last tier is given up, then the one before. ``frame``: what the window manager
        draws round the dialog (its title bar), kept clear of them as the dialog itself is. All
        in global coordinates; the rectangle returned is the dialog's own, without its frame.
        The same table gives the same place, whatever its caption says."""
        if frame is None:
            frame = QMargins()
        window = window.marginsRemoved(frame)
        m = self.MARGIN
        left, right = window.left() + m, window.right() - m
        if sheet is not None and sheet.intersects(window):
            sheet = sheet.marginsAdded(frame)
            if sheet.center().x() >= window.center().x():
                right = min(right, sheet.left() - frame.right() - m)
            else:
                left = max(left, sheet.right() + frame.left() + m)
        top, bottom = window.top() + m, window.bottom() - m
        width = min(self._preferred_width(), max(right - left + 1, 1))
        height = min(self._height_for(width), max(bottom - top + 1, 1))
        gap = m // 2  # the frame round the dialog must miss them too, and a gap besides
        grown = QMargins(
            frame.right() + gap, frame.bottom() + gap, frame.left() + gap, frame.top() + gap
        )
        tiers = [[r.marginsAdded(grown) for r in tier if r is not None] for tier in keep_clear]
        step = 4
        for given_up in range(len(tiers) + 1):
            obstacles = [r for tier in tiers[: len(tiers) - given_up] for r in tier]
            for y in range(top, bottom - height + 2, step):
                for x in range(right - width + 1, left - 1, -step):
                    place = QRect(x, y, width, height)
                    if not any(place.intersects(r) for r in obstacles):
                        return place
        return QRect(right - width + 1, top, width, height)

    def _height_for(self, width: int) -> int:
        """The height the dialog wants at ``width`` (its sentences wrap)."""
        wanted = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return wanted if wanted > 0 else self.sizeHint().height()

    def changeEvent(self, event: QEvent) -> None:
        """The colour scheme changed: the highlighted rows take the new scheme's gold."""
        if event.type() == QEvent.Type.PaletteChange:
            self._fill()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        parent = self.parentWidget()
        if parent is not None and not event.spontaneous():
            window = parent.window()
            self.setGeometry(
                self.placement(
                    free_area(window),
                    keep_clear(window),
                    score_sheet_rect(window),
                    frame_margins(self, window),
                )
            )
        super().showEvent(event)

    # ------------------------------------------------------------------------------ reading
    def row_texts(self) -> list[list[str]]:
        """The table as shown, row by row (what a screen reader or a test sees)."""
        out = []
        for r in range(self.table.rowCount()):
            items = (self.table.item(r, c) for c in range(self.table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out

    def result_texts(self) -> list[str]:
        """The sentences under the table: the game won, the partie's result, its margin."""
        return [label.text() for label in self.result_labels]


def _points(value: int) -> str:
    return str(value) if value else ""
