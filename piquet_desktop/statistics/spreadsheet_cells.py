"""A CSV cell a spreadsheet shows as text, never runs as a formula.

A spreadsheet reads a cell beginning with ``=``, ``+``, ``-`` or ``@`` (and, in some, a tab or a
carriage return) as a formula, so an opponent named ``=HYPERLINK("http://…")`` in an exported
list would run when the file is opened: CSV injection. OWASP's guidance is to begin such a cell
with a single quote, which spreadsheets show as text; that is done here for every cell of every
CSV the app writes (the Library's list, the Statistics' figures). A plain number keeps its sign
("-353", "+12", "−1,5"): it is a value, not a formula, and a spreadsheet must still add it up.

A name may hold a carriage return or another line break, which the csv module leaves unquoted
on its own (a lone ``\r``) and a spreadsheet takes as the start of a new row, whose first cell
(``=cmd|' /C calc'!A0``) the guard never saw. So a cell's control characters and line breaks
become spaces, the guard looks past leading spaces, and every field is quoted (``csv_text``).

Qt-free, so the statistics (which are) and the item models' export share it.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable

__all__ = ["FORMULA_STARTS", "csv_text", "spreadsheet_cell", "spreadsheet_row"]

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_BREAKS = ("Cc", "Zl", "Zp")  # controls (tab, CR, LF, VT, FF, NEL...) and the line separators

# A number as the app writes one in either language: a sign, digits with "." or "," (and the
# French thousands' no-break spaces), an optional percent sign.
_NUMBER = re.compile(r"[+\-\u2212]?\d[\d\u00a0\u202f ]*(?:[.,]\d+)?(?:\s?%)?")


def spreadsheet_cell(text: str) -> str:
    """``text`` as a CSV cell, on one line (control characters and line breaks as spaces), with
    a ``'`` before it when a spreadsheet would take it for a formula (the module's notes)."""
    text = "".join(" " if unicodedata.category(c) in _BREAKS else c for c in text)
    if text.lstrip(" ").startswith(FORMULA_STARTS) and _NUMBER.fullmatch(text) is None:
        return "'" + text
    return text


def spreadsheet_row(cells: Iterable[object]) -> list[object]:
    """A row of cells, each text one through ``spreadsheet_cell`` (numbers stay numbers)."""
    return [spreadsheet_cell(c) if isinstance(c, str) else c for c in cells]


def csv_text(rows: Iterable[Iterable[object]]) -> str:
    """``rows`` as the text of a CSV file: every field quoted and every text cell guarded
    (``spreadsheet_row``), one line per row (see the module's notes)."""
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n")
    writer.writerows(spreadsheet_row(row) for row in rows)
    return out.getvalue()
