"""The card table: ``TableView`` over ``TableScene``, one animated ``CardItem`` per card.

``layout`` computes where every card lies from a ``PlayerView`` and ``animation_plan`` how the
cards get there, stage by stage (both pure, no Qt); ``TableScene`` animates the items by those
plans, with the name plates, key and captions of ``plates`` on the felt; ``TableView`` fits the
table to the window. To look at it, the tool
``python -m piquet_desktop.tools.table_demo OUT_DIR`` plays a seeded partie and saves screenshots.
"""

from .card_item import CardItem
from .layout import HandOrder, TableLayout, Zone, layout
from .table_scene import TableScene
from .table_view import TableView

__all__ = ["CardItem", "HandOrder", "TableLayout", "TableScene", "TableView", "Zone", "layout"]
