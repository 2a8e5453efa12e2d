"""The practice tables' Loss column: one way of writing a loss for the exchange, the
declarations and the play."""

from __future__ import annotations

from piquet_desktop.practice.exchange_exercise import Candidate
from piquet_desktop.practice.exchange_reasons import ChoiceReasons
from piquet_desktop.words.exchange_text import candidate_cells
from piquet_desktop.words.practice_text import loss_cell


def test_the_best_answer_is_written_best_and_a_loss_with_its_error() -> None:
    assert loss_cell(0.0, 0.0) == "best"
    assert loss_cell(2.44, 0.81) == "2.4 ± 0.8"
    assert loss_cell(-1.5, 0.6) == "-1.5 ± 0.6"  # did better in these worlds: not "best"


def test_an_exact_loss_has_no_error_written() -> None:
    assert loss_cell(3.0, 0.0) == "3.0"


def test_the_exchange_table_writes_a_discard_s_loss_as_the_others_do() -> None:
    candidate = Candidate(discard=0b111, value=1.0, loss=1.9, stderr=4.1)
    loss = candidate_cells(ChoiceReasons(candidate, (), ()))[2]
    assert loss == loss_cell(1.9, 4.1) == "1.9 ± 4.1"
