"""When the deal summary shows, and what its button does.

A finished deal's summary waits until the table comes to rest (the last trick is still flying in
when the controller says the deal is over), then opens without blocking. Opened at the end of the
deal in play it reads "Next deal" and deals it; opened for an earlier deal, or from the menu, it
only closes. At most one summary is open; anything that replaces what the table shows (a new
partie, a file, a replay, the next deal) closes it first, and a closed summary's button deals
nothing.

Its **Review** button shows the deal's review below the sheet (``dialogs/review_panel.py``):
made by ``controller.review.ReviewController`` in the worker processes with a progress bar, the
window free meanwhile. The deal's own decisions are valued first and shown as soon as they are
(``dealReviewed``); the rest of the partie follows in the background and the whole review is
kept in the live partie (``GameController.store_analysis``), so a second look, another deal's
summary or the saved record does not compute it again. A review still running when the summary
closes finishes and is kept all the same. Once the review shows, Review is disabled, its tip
saying where the review is, so a second press is never a button that does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.review import ReviewController
from piquet_desktop.translation import translate
from piquet_desktop.ui.notices import Notices
from piquet_desktop.ui.table import TableScene

if TYPE_CHECKING:  # the sheet and the review panel are imported when a summary first opens
    from piquet_desktop.ai.review import PartieReview
    from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog
    from piquet_desktop.ui.dialogs.review_panel import ReviewPanel


REVIEW_LINES = 16  # the room under the sheet a review is read in; less, and it goes beside
REVIEW_COLUMN_EMS = 24  # the narrowest column of its own a review is given (in lines' heights)


class _Band(NamedTuple):
    """Where the summary's own rectangle may go (global, its frame kept inside): its left
    edge's limit, its top's and its bottom's."""

    left: int
    top: int
    bottom: int


class _Room(NamedTuple):
    beside: bool  # the review in a column of its own, left of the sheet
    left: int  # the summary's left edge with its review


class DealSummaries:
    """The summary dialogs of ``controller``'s deals, over ``window``."""

    def __init__(
        self, window: QWidget, controller: GameController, scene: TableScene, notices: Notices
    ) -> None:
        self._window = window
        self.controller = controller
        self.scene = scene
        self.notices = notices
        self.dialog: DealSummaryDialog | None = None
        self._goes_on = False  # the summary shown carries on to the next deal when accepted
        self.dialog_deal: int | None = None  # the deal the open summary is of
        self.review_panel: ReviewPanel | None = None
        self.review_button: QPushButton | None = None  # the open summary's Review
        self._pending: int | None = None
        self._review_beside = False  # the open summary's review in a column of its own
        self._review_left = 0  # where the summary's left edge goes with it
        self._review_right = 0  # and its right edge: the sheet's, beside the score sheet
        self.reviews = ReviewController(window)
        self.reviews.progress.connect(self._review_progress)
        self.reviews.dealReviewed.connect(self._deal_reviewed)
        self.reviews.finished.connect(self._review_finished)
        self.reviews.failed.connect(self._review_failed)

    def show_when_at_rest(self, number: int) -> None:
        """Show deal ``number``'s summary now, or once the table's animations have finished."""
        self._pending = number
        if not self.scene.is_animating():
            self._show_pending_summary()

    def animations_finished(self) -> None:
        if self._pending is not None:
            self._show_pending_summary()

    def _show_pending_summary(self) -> None:
        number, self._pending = self._pending, None
        if number is not None:
            self.show_summary(number)

    def show_last_summary(self) -> DealSummaryDialog | None:
        results = self.controller.view().results
        if not results:
            self.notices.message(translate("DealSummaries", "No deal has been finished yet."))
            return None
        return self.show_summary(results[-1].number)

    def show_summary(self, number: int) -> DealSummaryDialog | None:
        """The summary sheet of deal ``number`` of the live partie (non-blocking)."""
        from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog, deal_summary

        c = self.controller
        view = c.view()
        try:
            summary = deal_summary(view.results, number, c.names, view.rules, view.result)
        except ValueError:
            return None
        self.close()
        last = bool(view.results) and number == view.results[-1].number
        goes_on = last and c.awaiting_next_deal
        if goes_on:
            button = translate("DealSummaries", "&Next deal")
        else:
            button = translate("DealSummaries", "Close")
        dialog = DealSummaryDialog(summary, self._window, button_text=button)
        if goes_on:
            dialog.accepted.connect(self._summary_accepted)
        self._goes_on = goes_on
        review = QPushButton(translate("DealSummaries", "&Review"), dialog)
        review.setObjectName("summaryReview")
        review.setAutoDefault(False)
        review.setToolTip(
            translate("DealSummaries", "Where you lost points in this deal, decision by decision")
        )
        dialog.buttons.addButton(review, QDialogButtonBox.ButtonRole.HelpRole)
        review.clicked.connect(lambda: self.show_review(number))
        self.review_button = review
        self.dialog = dialog
        self.dialog_deal = number
        dialog.open()
        return dialog

    def show_review(self, number: int) -> ReviewPanel | None:
        """Show deal ``number``'s review in the summary open for it, starting it if need be."""
        dialog = self.dialog
        if dialog is None or self.dialog_deal != number:
            return None
        if self.review_panel is None:
            from piquet_desktop.ui.dialogs.review_panel import ReviewPanel

            panel = ReviewPanel(number, dialog)
            room = self._review_room(dialog)
            self._review_beside = room.beside
            self._review_left = room.left
            self._review_right = dialog.geometry().right()  # the sheet's edge: it stays there
            dialog.add_review(panel, beside=room.beside)
            self.review_panel = panel
            self._fit(dialog)
            self.reviews.start(self.controller.record(), deal=number)
        if self.review_button is not None:
            # shown now, and for as long as the summary is: pressing Review again would do
            # nothing a player could see, so the button says where the review is instead
            self.review_button.setEnabled(False)
            self.review_button.setToolTip(
                translate("DealSummaries", "The review of this deal is shown above")
            )
        return self.review_panel

    def _review_progress(self, done: int, total: int) -> None:
        if self.review_panel is not None:
            self.review_panel.show_progress(done, total)

    def _deal_reviewed(self, review: PartieReview) -> None:
        """The deal's decisions are valued (the rest of the partie still is being): show them."""
        if self.review_panel is not None and self.dialog is not None:
            self.review_panel.show_review(review)
            self._fit(self.dialog)

    def _review_finished(self, review: PartieReview) -> None:
        self.controller.store_analysis(review.to_json())
        panel = self.review_panel
        if panel is not None and panel.bar.isHidden():
            return  # the deal's verdict shows already (_deal_reviewed): the rest adds nothing
        if self.review_panel is not None and self.dialog is not None:
            self.review_panel.show_review(review)
            self._fit(self.dialog)

    @property
    def review_beside(self) -> bool:
        """Whether the open summary's review stands in a column of its own left of the sheet
        (rather than under it)."""
        return self.review_panel is not None and self._review_beside

    def _band(self, dialog: DealSummaryDialog) -> _Band:
        """The room the summary may take, its frame included: above the status bar, below the
        table's caption if it is below it now (it never moves up over it), and right of the
        caption if it stands beside it."""
        from piquet_desktop.ui.dialogs.deal_summary_dialog import (
            frame_margins,
            free_area,
            table_caption_rect,
        )

        window = self._window
        m = dialog.MARGIN
        area = free_area(window)
        frame = frame_margins(dialog, window)
        inner = dialog.geometry()
        top = area.top() + m + frame.top()
        left = area.left() + m + frame.left()
        caption = table_caption_rect(window)
        if caption is not None:
            if inner.top() - frame.top() > caption.bottom():
                top = caption.bottom() + m // 2 + 1 + frame.top()  # it stays below the caption
            elif inner.left() - frame.left() > caption.right():
                left = caption.right() + m + frame.left()  # beside it: it stays right of it
        return _Band(left, top, area.bottom() - m - frame.bottom())

    def _review_room(self, dialog: DealSummaryDialog) -> _Room:
        """Where the review goes: under the sheet when that leaves it ``REVIEW_LINES`` lines of
        room, else in a column of its own left of the sheet when there is room for one (the
        band below the caption is short on a 1000 px screen), else under the sheet all the
        same, its table scrolling."""
        band = self._band(dialog)
        line = dialog.fontMetrics().lineSpacing()
        under = band.bottom - dialog.geometry().top() + 1 - dialog.height()
        beside = dialog.geometry().left() - dialog.MARGIN - band.left
        wide = min(beside, 2 * dialog.width())
        if under >= REVIEW_LINES * line or wide < REVIEW_COLUMN_EMS * line:
            return _Room(False, dialog.geometry().left())
        return _Room(True, dialog.geometry().left() - wide)

    def _fit(self, dialog: DealSummaryDialog) -> None:
        """Make the summary tall enough for the sheet and the review, kept above the status
        bar and clear of the table's caption (``_band``); the review's table scrolls in the
        room left. A review under the sheet keeps the summary's width (it wraps there rather
        than spread over the table); one beside it widens the summary to the left only, over
        the felt below the caption."""
        layout = dialog.layout()
        assert layout is not None
        band = self._band(dialog)
        inner = dialog.geometry()
        x, width = inner.x(), dialog.width()
        if self.review_panel is not None and self._review_beside:
            x = self._review_left
            width = self._review_right - x + 1
        panel = self.review_panel
        if panel is not None:  # the review's table takes the room the rest leaves
            layout.activate()
            shown = 0 if panel.table.isHidden() else panel.table.minimumHeight()
            if self._review_beside:  # its column: the review's words and link, the margins
                margins = layout.contentsMargins()
                rest = panel.minimumSizeHint().height() - shown + margins.top() + margins.bottom()
            else:  # under the sheet: the whole summary but the review's table
                rest = layout.minimumSize().height() - shown
            room = band.bottom - max(inner.top(), band.top) + 1 - rest
            panel.set_table_limit(max(room, 3 * dialog.fontMetrics().height()))
        layout.activate()
        wanted = dialog.heightForWidth(width) if dialog.hasHeightForWidth() else -1
        wanted = max(wanted, layout.minimumSize().height(), dialog.height())
        y = inner.top()
        if y + wanted - 1 > band.bottom:
            y = max(band.top, band.bottom - wanted + 1)
        dialog.setGeometry(x, y, width, min(wanted, band.bottom - y + 1))

    def _review_failed(self, message: str) -> None:
        if self.review_panel is not None:
            self.review_panel.show_failure(message)

    def _summary_accepted(self) -> None:
        self.dialog = None
        self.review_button = None
        if self.controller.awaiting_next_deal:
            self.controller.next_deal()

    def close(self) -> None:
        """Close the summary shown, if any, and forget one waiting for the table to rest."""
        self._pending = None
        self.review_panel = None
        self.review_button = None
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            if self._goes_on:  # only a summary that goes on to the next deal was connected
                dialog.accepted.disconnect(self._summary_accepted)
            dialog.close()
            dialog.deleteLater()
