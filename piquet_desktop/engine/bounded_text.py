"""Messages of a bounded length, whatever the input they describe.

A refusal names what is wrong with a file, and a crafted file can make that list as long as the
file itself: a record of 300,000 unknown fields once gave a reason of 3.2 million characters,
and the message box and status bar showing it froze the window for 48 s. Every message that
quotes or lists input is therefore bounded here: a list gives its first few items and "and N
more" (``first_and_more``), and a whole text is cut after ``MAX_MESSAGE_CHARS`` characters
with the count of what was left out (``bounded``). A player or a console reads a few hundred
characters; the rest would never be read, only waited for.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..translation import translate

__all__ = ["LISTED_ITEMS", "MAX_MESSAGE_CHARS", "bounded", "first_and_more"]

MAX_MESSAGE_CHARS = 400
"""The most characters of a message shown or printed, before "(N more characters)"."""

LISTED_ITEMS = 5
"""How many items of a list a message names before "and N more"."""


def bounded(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` if it has at most ``limit`` characters, else its beginning and how much is left
    out: "... (3,200,000 more characters)". Cut after a space when one is near the limit, so a
    word is not split."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", limit - 40, limit)
    head = text[: cut if cut > 0 else limit].rstrip()
    rest = len(text) - len(head)
    more = translate("BoundedText", "… ({count} more characters)").format(count=rest)
    return head + more


def first_and_more(
    items: Sequence[str], shown: int = LISTED_ITEMS, total: int | None = None
) -> str:
    """ "'a', 'b', 'c'" or, past ``shown`` items, "'a', 'b', 'c', 'd', 'e' and 295 more".

    ``total``: how many items there are, when ``items`` holds only the first of them (so a caller
    need not quote 300,000 names to show five)."""
    count = len(items) if total is None else total
    listed = ", ".join(items[:shown])
    if count <= shown:
        return listed
    return translate("BoundedText", "{items} and {count} more").format(
        items=listed, count=count - shown
    )
