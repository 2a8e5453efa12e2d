"""The exchange exercise's verdict in words: the margin said is the one the verdict applies."""

from __future__ import annotations

from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.practice.exchange_exercise import Candidate, ExchangeVerdict
from piquet_desktop.words.exchange_text import MARGIN, exchange_result_text


def _verdict(loss: float, stderr: float) -> tuple[ExchangeVerdict, int]:
    best = mask_of(parse_cards("JS TS TH 9H JD"))
    mine = mask_of(parse_cards("TC 9C 8C"))
    candidates = (Candidate(best, 4.0, 0.0, 0.0), Candidate(mine, 4.0 - loss, loss, stderr))
    return ExchangeVerdict(candidates, 48, in_partie_terms=False), mine


def test_a_loss_within_the_margin_is_said_with_the_margin_it_is_within() -> None:
    """4.8 lost with a standard error of 3.5 is within two of them (7.0): the sentence says
    ± 7.0, not ± 3.5, which a loss of 4.8 would be outside of."""
    verdict, mine = _verdict(4.8, 3.5)
    said = exchange_result_text(verdict, mine)
    assert said.startswith("Close: ")
    assert f"(± {MARGIN * 3.5:.1f})" in said and "4.8" in said


def test_a_loss_beyond_the_margin_is_said_with_its_own_error() -> None:
    verdict, mine = _verdict(14.9, 5.5)
    said = exchange_result_text(verdict, mine)
    assert not said.startswith("Close")
    assert "14.9" in said and "(± 5.5)" in said
