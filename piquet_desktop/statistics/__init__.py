"""Statistics of the player's parties: results, deal scores, accuracy, his rating and trends.

No Qt and no widgets: plain functions over ``PlayedPartie``s (``played.py``), which whoever keeps
the parties supplies. ``read_parties`` replays them once with the engine; ``statistics_report``
gives every figure of one filter; ``csv_export`` writes them out.
"""

from .csv_export import statistics_csv
from .facts import DealFacts, PartieFacts, UnreadablePartie, partie_facts
from .figures import PERIODS, Figures, StatisticsFilter, period_start
from .level_ratings import LEVEL_RATINGS, PARTIE_SCALE
from .played import PlayedPartie
from .rating import MODEL, RatedGame, RatingEstimate, RatingModel, estimate, rating_history
from .report import StatisticsReport, Unreadable, read_parties, statistics_report
from .trends import Trends

__all__ = [
    "LEVEL_RATINGS",
    "MODEL",
    "PARTIE_SCALE",
    "PERIODS",
    "DealFacts",
    "Figures",
    "PartieFacts",
    "PlayedPartie",
    "RatedGame",
    "RatingEstimate",
    "RatingModel",
    "StatisticsFilter",
    "StatisticsReport",
    "Trends",
    "Unreadable",
    "UnreadablePartie",
    "estimate",
    "partie_facts",
    "period_start",
    "rating_history",
    "read_parties",
    "statistics_csv",
    "statistics_report",
]
