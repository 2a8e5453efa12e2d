"""The au cent sheet says how the partie is won: a game's count alone does not tell a new player
that the first to three games wins."""

from __future__ import annotations

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.engine.view import view
from piquet_desktop.words.score_sheet import score_rows

NAMES = ("You", "Computer")
HOW = "The first to win 3 games wins the partie"


def test_an_au_cent_sheet_says_the_first_to_three_games_wins_above_the_games() -> None:
    table = Table.new(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 6)
    table.play_deal()
    rows = score_rows(view(table.state, 0), NAMES)
    assert [r.cells[0] for r in rows[-2:]] == [HOW, "Games"]
    assert rows[-2].kind == "games" and "100 points" in (rows[-2].tooltip or "")


def test_a_rubicon_sheet_and_a_finished_au_cent_sheet_say_nothing_of_three_games() -> None:
    rubicon = Table.new(RUBICON, (GreedyPlayer(), GreedyPlayer()), 6)
    rubicon.play_deal()
    au_cent = Table.new(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 6)
    au_cent.play()
    for state in (rubicon.state, au_cent.state):
        assert HOW not in [r.cells[0] for r in score_rows(view(state, 0), NAMES)]
