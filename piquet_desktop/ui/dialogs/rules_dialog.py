"""Help > Rules: the rules of the partie in play, in a resizable, non-modal window.

Non-modal on purpose: a player reads the rules while looking at his hand, so the window must not
block the table. The text comes from :func:`rules_text.rules_html` for the rule set in force;
``set_rules`` rewrites it when a new partie with other rules starts while the window is open.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.translation import translate

from .rules_text import rules_html, rules_title


class RulesDialog(QDialog):
    """A ``QTextBrowser`` with the rules for one ``RuleSet`` and a Close button."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 720)
        self.rules = rules
        self.set_rules(rules)

    def set_rules(self, rules: RuleSet) -> None:
        """Show the rules of ``rules`` (a new partie may have started with other options)."""
        self.rules = rules
        self.setWindowTitle(
            translate("RulesDialog", "Rules: {title}").format(title=rules_title(rules))
        )
        self.browser.setHtml(rules_html(rules))
