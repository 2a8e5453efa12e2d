"""The review of a player's decisions: each one rated against the strongest level's best.

For each decision of one seat in a partie record (the exchange, each call, sink or answer,
carte blanche, the look at the talon, each card played) the review gives the best choice, the
expected deal points of the chosen action and of the best, the difference (the loss) and its
uncertainty, in worlds sampled from what the seat could see at that moment and solved exactly.
Costly decisions are marked by the size of the loss, with a short reason where a rule can name
one. One module per job:

* ``figures``: what is said of a decision and a partie (:class:`DecisionReview`,
  :class:`PartieReview`), the marks and their thresholds (:func:`mark_for`), the paired
  statistics (:func:`paired`), their JSON form (stored in the record's ``analysis`` part);
* ``valuation``: the values of each kind of decision (the method, in its docstring);
* ``reasons``: the small rules that name what a choice gave up;
* ``runner``: the whole partie, in worker processes (:func:`review_partie`).

Import from the package: the names below are its interface.
"""

from piquet_desktop.ai.review.figures import (
    ANALYSIS_VERSION,
    NOISE_FACTOR,
    THRESHOLDS,
    DecisionReview,
    Mark,
    PairedValues,
    PartieReview,
    mark_for,
    paired,
)
from piquet_desktop.ai.review.reasons import reason_for
from piquet_desktop.ai.review.runner import (
    ReviewCancelled,
    decision_indices,
    default_level,
    merge_reviews,
    review_level,
    review_partie,
    shutdown,
)
from piquet_desktop.ai.review.valuation import Moment, ReviewSettings, Valued, play_values

__all__ = [
    "ANALYSIS_VERSION",
    "NOISE_FACTOR",
    "THRESHOLDS",
    "DecisionReview",
    "Mark",
    "Moment",
    "PairedValues",
    "PartieReview",
    "ReviewCancelled",
    "ReviewSettings",
    "Valued",
    "decision_indices",
    "default_level",
    "mark_for",
    "merge_reviews",
    "paired",
    "play_values",
    "reason_for",
    "review_level",
    "review_partie",
    "shutdown",
]
