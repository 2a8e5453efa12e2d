"""What a click on one of the player's cards means, and the marks it leaves on the table.

The meaning depends on the pending decision: in the exchange a click marks the card for the
discard (or puts a marked one back), in trick play it plays the card, or with the double-click
preference it first *arms* the card (raised, waiting for a second click or Enter). Elsewhere a
click is answered with what the prompt asks instead. A card the engine refuses is still submitted,
so the controller says why in the engine's own words.

``mark_table`` gives the table the marks of the moment (the playable cards, the raised ones) after
anything redraws it.
"""

from __future__ import annotations

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.models import HandModel
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.translation import translate
from piquet_desktop.ui.notices import Notices
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.table import TableScene
from piquet_desktop.words.cards import card_text


class CardClicks:
    """Clicks on the table's cards turned into discard marks or moves of ``controller``."""

    def __init__(
        self,
        controller: GameController,
        hand_model: HandModel,
        scene: TableScene,
        settings: AppSettings,
        prompt: PromptBar,
        notices: Notices,
    ) -> None:
        self.controller = controller
        self.hand_model = hand_model
        self.scene = scene
        self.settings = settings
        self.prompt = prompt
        self.notices = notices
        self._armed_card: int | None = None  # double-click mode: the card a first click chose

    def mark_table(self) -> None:
        decision = self.controller.decision()
        self.scene.set_playable(self.controller.legal_cards())
        if decision is not None and decision.kind == "exchange":
            self.scene.set_selected(self.hand_model.selected_mask())
        elif self._armed_card is not None:
            self.scene.set_selected(1 << self._armed_card)
        else:
            self.scene.set_selected(0)

    def click(self, card: int, *, double: bool) -> None:
        """A click (or Enter) on one of the player's cards: its meaning depends on the decision."""
        c = self.controller
        decision = c.decision()
        if decision is None:
            c.submit(Play(card))  # refused: the controller says whose turn it is
            return
        if decision.kind == "exchange":
            if double:
                return  # the first click of the double-click already marked the card
            self._toggle_discard(card, decision)
            return
        if decision.kind == "play":
            self._play_click(card, double=double)
            return
        self.notices.message(
            translate("CardClicks", "{prompt} Use the buttons below the table.").format(
                prompt=self.prompt.text()
            )
        )

    def _toggle_discard(self, card: int, decision: Decision) -> None:
        assert decision.exchange_range is not None
        high = decision.exchange_range[1]
        marked = self.hand_model.selected_mask()
        if not marked >> card & 1 and marked.bit_count() >= high:
            self.notices.message(
                translate(
                    "CardClicks",
                    "You may discard at most %n card(s): click a raised card to put it back first.",
                    None,
                    high,
                )
            )
            return
        if not self.hand_model.toggle_selected(card):
            self.notices.message(
                translate("CardClicks", "Only cards in your hand can be discarded.")
            )

    def _play_click(self, card: int, *, double: bool) -> None:
        if not self.controller.legal_cards() >> card & 1:
            self.disarm()
            self.controller.submit(Play(card))  # refused: the controller gives the engine's reason
            return
        if self.settings.play_on_double_click and not double and self._armed_card != card:
            self._armed_card = card
            self.scene.set_selected(1 << card)
            self.notices.message(
                translate(
                    "CardClicks",
                    "{card} chosen: double-click it, click it again or press Enter to play.",
                ).format(card=card_text(card))
            )
            return
        if not self.settings.play_on_double_click and double:
            return  # the first click already played it
        self.disarm()
        self.controller.submit(Play(card))

    def disarm(self) -> None:
        if self._armed_card is not None:
            self._armed_card = None
            self.scene.set_selected(0)
