"""The kinds of decision (the engine's ``DecisionKind``) as the console tools' reports name them.

English shows the engine's own names, as the tools always have; the translations name them as a
player would. One table for ``piquet-advise`` and ``piquet-review``, so both say the same.
"""

from __future__ import annotations

from piquet_desktop import translation
from piquet_desktop.translation import QT_TRANSLATE_NOOP

__all__ = ["kind_text"]

_KINDS = {
    "carte_blanche": QT_TRANSLATE_NOOP("DecisionKinds", "carte_blanche"),
    "exchange": QT_TRANSLATE_NOOP("DecisionKinds", "exchange"),
    "call": QT_TRANSLATE_NOOP("DecisionKinds", "call"),
    "answer": QT_TRANSLATE_NOOP("DecisionKinds", "answer"),
    "talon_choice": QT_TRANSLATE_NOOP("DecisionKinds", "talon_choice"),
    "play": QT_TRANSLATE_NOOP("DecisionKinds", "play"),
}


def kind_text(kind: str) -> str:
    """``kind`` in the installed language (a kind the table lacks as it is)."""
    return translation.translate("DecisionKinds", _KINDS[kind]) if kind in _KINDS else kind
