"""The end of a partie names the rubiconed player as he is spoken of: "you" for the player."""

from __future__ import annotations

import pytest

from piquet_desktop.engine.partie import rubicon_result
from piquet_desktop.words.game_status import human_name_or_default
from piquet_desktop.words.text import result_text


@pytest.mark.usefixtures("english")
def test_a_player_rubiconed_by_the_computer_is_told_you_are_rubiconed() -> None:
    names = (human_name_or_default(""), "Computer")
    text = result_text(rubicon_result((60, 140)), names)
    assert text == "Computer wins by 300: 140 to 60, and you are rubiconed."


@pytest.mark.usefixtures("english")
def test_the_computer_rubiconed_by_the_player_is_named() -> None:
    names = (human_name_or_default(""), "Computer")
    text = result_text(rubicon_result((140, 60)), names)
    assert text == "You win by 300: 140 to 60 (Computer rubiconed)."
