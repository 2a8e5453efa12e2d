"""What a seat can infer about the hidden cards, and a sampler of hidden deals consistent with it.

Everything here reads a :class:`~piquet_desktop.engine.view.PlayerView` and nothing else: the
sampler is for the computer opponent, which must know no more than a player at the table. Seen
from one seat, the other's cards lie in four hidden groups (what he kept, discarded and took, and
the talon); a world places every card the seat cannot see in one of them, consistently with all
the view says (hard evidence) and weighted by how usual the opponent's choices in it were (soft
evidence, and his discard through a keep model). One module per job:

* ``hidden``: the hidden groups read off a view (:func:`hidden_cards`), a :class:`World`, and the
  pack order that deals a world (:func:`deal_order`); what the view cannot say;
* ``evidence``: the declarations as heard, as hard and soft evidence about his hand
  (:class:`SoftEvidence`, ``DeclarationEvidence``);
* ``keep_model``: the likelihood of his discard given his dealt hand (:class:`KeepModel`,
  :class:`ReasonedKeepModel`, :class:`UniformKeepModel`);
* ``sampler``: :class:`Inference`, which draws worlds from one view (construct, weigh, resample
  and move), and the shortcut :func:`sample_worlds`;
* ``replay``: a world made playable, the deal replayed through the engine on its cards
  (:func:`replay_in_world`), for the review's roll-outs;
* ``particles``: weighted worlds made equal-weight (:func:`resample`) and what a weighted set is
  worth (:func:`effective_sample_size`).

Import from the package (``from piquet_desktop.ai.inference import sample_worlds``): the names
below are its interface; the modules import one another directly.

**Scope.** Consistency is promised for the views a seat gets at its own decisions. A view built
while the opponent is to act also shows whose turn it is, and the engine asks a player only when
he has a choice (a carte blanche to claim, something to call, an answer other than "good"): such
bystander views say a little more, which the sampler does not read (``to_act`` is ignored).
"""

from piquet_desktop.ai.inference.evidence import DEFAULT_SOFT_EVIDENCE, SoftEvidence
from piquet_desktop.ai.inference.hidden import HiddenCards, World, deal_order, hidden_cards
from piquet_desktop.ai.inference.keep_model import (
    DEFAULT_KEEP_MODEL,
    KeepModel,
    ReasonedKeepModel,
    UniformKeepModel,
)
from piquet_desktop.ai.inference.particles import effective_sample_size, resample
from piquet_desktop.ai.inference.replay import replay_in_world
from piquet_desktop.ai.inference.sampler import (
    DEFAULT_MOVES,
    DEFAULT_OVERSAMPLE,
    ENUMERATION_LIMIT,
    Inference,
    opponent_hand_candidates_count,
    sample_worlds,
)

__all__ = [
    "DEFAULT_KEEP_MODEL",
    "DEFAULT_MOVES",
    "DEFAULT_OVERSAMPLE",
    "DEFAULT_SOFT_EVIDENCE",
    "ENUMERATION_LIMIT",
    "HiddenCards",
    "Inference",
    "KeepModel",
    "ReasonedKeepModel",
    "SoftEvidence",
    "UniformKeepModel",
    "World",
    "deal_order",
    "effective_sample_size",
    "hidden_cards",
    "opponent_hand_candidates_count",
    "replay_in_world",
    "resample",
    "sample_worlds",
]
