"""When the deal summary shows, and what its button does.

A finished deal's summary waits until the table comes to rest (the last trick is still flying in
when the controller says the deal is over), then opens without blocking. Opened at the end of the
deal in play it reads "Next deal" and deals it; opened for an earlier deal, or from the menu, it
only closes. At most one summary is open; anything that replaces what the table shows (a new
partie, a file, a replay, the next deal) closes it first, and a closed summary's button deals
nothing.

Its **Review** button shows the deal's review in a tab beside the sheet's, the summary keeping
its place and size (``dialogs/review_panel.py``):
made by ``controller.review.ReviewController`` in the worker processes with a progress bar, the
window free meanwhile. The deal's own decisions are valued first and shown as soon as they are
(``dealReviewed``); the rest of the partie follows in the background and the whole review is
kept in the live partie (``GameController.store_analysis``), so a second look, another deal's
summary or the saved record does not compute it again. A review still running when the summary
closes finishes and is kept all the same. Once the review shows, Review is disabled, its tip
saying where the review is, so a second press is never a button that does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
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
        self._kept = QRect()  # where the open summary stands: its review keeps it there
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
            self._kept = dialog.geometry()
            panel.set_table_limit(3 * dialog.fontMetrics().height())  # it scrolls in its tab
            dialog.add_review(panel)
            self.review_panel = panel
            self._fit(dialog)
            self.reviews.start(self.controller.record(), deal=number)
        if self.review_button is not None:
            # shown now, and for as long as the summary is: pressing Review again would do
            # nothing a player could see, so the button says where the review is instead
            self.review_button.setEnabled(False)
            self.review_button.setToolTip(
                translate("DealSummaries", "The review of this deal is in its tab above")
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

    def _fit(self, dialog: DealSummaryDialog) -> None:
        """Keep the summary where and as large as it was when its review began: the review's
        rows scroll in its tab rather than push the summary over the table."""
        dialog.keep_geometry(self._kept)

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
