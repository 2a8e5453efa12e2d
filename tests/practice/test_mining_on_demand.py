"""Mining on demand: the window's worker can stop it between positions, and self-play hands
come as legal exchange exercises with their score context."""

from __future__ import annotations

from piquet_desktop.practice.mined_exchange import difficulty, mine, positions_from_seed


def test_mining_asked_to_stop_yields_nothing_more() -> None:
    assert list(mine(0, 5, cancelled=lambda: True)) == []


def test_a_self_play_partie_gives_both_hands_of_every_deal_with_the_score_before_it() -> None:
    exercises = list(positions_from_seed(7))
    assert len(exercises) >= 12 and len(exercises) % 2 == 0
    assert exercises[0].score == (0, 0) and exercises[0].deal_number == 1
    for elder, younger in zip(exercises[::2], exercises[1::2], strict=True):
        assert (elder.role, younger.role) == ("elder", "younger")
        assert elder.deal_number == younger.deal_number
        assert elder.score == younger.score[::-1]
        assert elder.hand & younger.hand == 0
        assert elder.hand.bit_count() == younger.hand.bit_count() == 12
    assert len({e.key for e in exercises}) == len(exercises)
    assert [e.key for e in positions_from_seed(7)] == [e.key for e in exercises]


def test_difficulty_grows_with_a_small_gap_a_trap_and_close_candidates() -> None:
    assert difficulty(12.0, 0, False) == 1
    assert difficulty(6.0, 0, False) == 2
    assert difficulty(3.5, 0, False) == 3
    assert difficulty(3.5, 2, True) == 5
    assert difficulty(12.0, 3, True) == 3
