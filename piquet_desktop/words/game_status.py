"""The status bar's sentences about the live partie, in the player's language.

``GameController`` plays the partie and says what happens through its ``message`` signal; the
sentences themselves are written here, from the engine's values and the players' display names,
so the controller holds no prose and the words can be read (and tested) without Qt. One message
per shape: a sentence about a player has one form for the human spoken to ("You deal first") and
one for a player spoken of, chosen by ``is_human``, never glued from grammar helpers.

The messages keep the translation context ``GameController``, the object that says them, so the
catalogues did not change when they moved here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from piquet_desktop.engine.actions import Action, Answer, Call, Cut, Play, Shuffle, Sink
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.cards import card_text
from piquet_desktop.words.text import (
    COMPUTER_NAME,
    HUMAN_NAME,
    action_text,
    display_name,
    is_human,
    public_action_text,
    speech_text,
)

__all__ = [
    "announcement",
    "blocked_take_back_text",
    "computer_failed_text",
    "deal_over_text",
    "dealt_text",
    "default_human_name",
    "default_opponent_name",
    "game_won_text",
    "hint_failed_text",
    "human_name_or_default",
    "illegal_computer_move_text",
    "invalid_name_text",
    "new_partie_text",
    "no_hint_text",
    "not_autosaved_text",
    "not_kept_text",
    "not_saved_text",
    "not_your_turn_text",
    "nothing_to_redo_text",
    "nothing_to_take_back_text",
    "redid_text",
    "redo_rule_text",
    "seen_since_text",
    "take_back_rule_text",
    "took_back_text",
    "unknown_level_text",
    "working_out_hint_text",
]


# ----------------------------------------------------------------------------- the partie
def default_human_name() -> str:
    """The human's name when he gives none: "You", so that the table speaks to him."""
    return display_name(HUMAN_NAME)


def human_name_or_default(typed: str) -> str:
    """The name the human typed, its spaces tidied, or ``HUMAN_NAME`` ("You", data in every
    language) when he typed none: the one fallback of the New Partie box, the lesson and the
    window's last choice."""
    return " ".join(typed.split()) or HUMAN_NAME


def default_opponent_name() -> str:
    """The computer's name at the table: a name, not a description ("Ordinateur" in French,
    which reads well both as a subject and after "contre")."""
    return display_name(COMPUTER_NAME)


def announcement(
    state: PartieState,
    seat: int,
    action: Action,
    spoken: Sequence[Speech],
    names: tuple[str, str],
) -> str | None:
    """What the computer (or chance) just did, told as the human may know it; None when it
    shows him nothing. ``state`` is the partie just after ``action``."""
    if isinstance(action, Cut):
        cuts = action_text(action, seat, names)
        if state.phase == "cut":
            return translate("GameController", "{cuts} Equal cuts: cut again.").format(cuts=cuts)
        if is_human(names[state.dealer]):
            return translate("GameController", "{cuts} You deal first.").format(cuts=cuts)
        return translate("GameController", "{cuts} {player} deals first.").format(
            cuts=cuts, player=names[state.dealer]
        )
    if isinstance(action, Shuffle):
        deal = state.deal
        assert deal is not None
        return dealt_text(state.deal_number, names[1 - deal.elder], names[deal.elder])
    if isinstance(action, Call | Sink | Answer):
        parts: list[str] = []
        for i, line in enumerate(spoken):
            same_speaker = i > 0 and spoken[i - 1].seat == line.seat
            said = speech_text(line)
            parts.append(
                said
                if same_speaker
                else translate("GameController", "{player}: {speech}").format(
                    player=names[line.seat], speech=said
                )
            )
        return " ".join(parts) or None
    return public_action_text(action, seat, names)


def dealt_text(number: int, dealer: str, elder: str) -> str:
    """A deal dealt: who deals, who is elder."""
    if is_human(dealer):
        text = translate("GameController", "Deal {number}: You deal, {elder} is elder hand.")
    elif is_human(elder):
        text = translate("GameController", "Deal {number}: {dealer} deals, you are elder hand.")
    else:
        text = translate("GameController", "Deal {number}: {dealer} deals, {elder} is elder hand.")
    return text.format(number=number, dealer=dealer, elder=elder)


def game_won_text(winner: str, number: int, double: bool, won: int, lost: int) -> str:
    """A game won (au cent): one message per shape."""
    if is_human(winner):
        if double:
            text = translate(
                "GameController", "You win game {number} (a double game), {won} to {lost}."
            )
        else:
            text = translate("GameController", "You win game {number}, {won} to {lost}.")
    elif double:
        text = translate(
            "GameController", "{player} wins game {number} (a double game), {won} to {lost}."
        )
    else:
        text = translate("GameController", "{player} wins game {number}, {won} to {lost}.")
    return text.format(player=winner, number=number, won=won, lost=lost)


def deal_over_text(number: int, names: tuple[str, str], totals: tuple[int, int]) -> str:
    """A deal ended: both players' totals, seat 0 first."""
    return translate("GameController", "Deal {number} is over: {first} {a}, {second} {b}.").format(
        number=number, first=names[0], a=totals[0], second=names[1], b=totals[1]
    )


def new_partie_text(opponent: str, level: str, seed: int) -> str:
    return translate(
        "GameController", "New partie against {player} ({level}), seed {seed}."
    ).format(player=opponent, level=level, seed=seed)


def invalid_name_text(human: bool) -> str:
    """Why a name cannot be a player's: the human's own (``human``) or the opponent's."""
    if human:
        return translate(
            "GameController", "your name is not valid text (it holds a lone surrogate)"
        )
    return translate(
        "GameController", "the opponent's name is not valid text (it holds a lone surrogate)"
    )


def unknown_level_text(level: str) -> str:
    return translate(
        "GameController",
        "The opponent level {level} is not available: the greedy player takes over.",
    ).format(level=repr(level))


# ----------------------------------------------------------------------------- whose turn
def not_your_turn_text(
    *,
    has_partie: bool,
    is_over: bool,
    awaiting_next_deal: bool,
    computer_to_act: bool,
    thinking: bool,
    opponent: str,
) -> str:
    """Why the human cannot act now (a move refused outside his turn, or no hint)."""
    if thinking:
        return translate("GameController", "{player} is thinking: wait for your turn.").format(
            player=opponent
        )
    if not has_partie:
        return _no_partie()
    if is_over:
        return translate("GameController", "The partie is over.")
    if awaiting_next_deal:
        return translate("GameController", "The deal is over: continue to the next deal first.")
    if computer_to_act:
        return translate("GameController", "It is {player}'s turn.").format(player=opponent)
    return translate("GameController", "It is not your turn.")


def _no_partie() -> str:
    return translate("GameController", "No partie is in play.")


# ----------------------------------------------------------------------------- the computer
def illegal_computer_move_text(action: Action) -> str:
    return translate(
        "GameController",
        "The computer player chose '{action}', which is not legal here; "
        "the greedy player's move is played instead.",
    ).format(action=action)


def computer_failed_text(reason: str) -> str:
    return translate(
        "GameController",
        "The computer player failed ({reason}); the greedy player's move is played instead.",
    ).format(reason=reason)


def no_hint_text(reason: str) -> str:
    """No hint asked: ``reason`` is ``not_your_turn_text``'s."""
    return translate("GameController", "No hint now. {reason}").format(reason=reason)


def working_out_hint_text() -> str:
    return translate("GameController", "Working out a hint...")


def hint_failed_text(reason: str) -> str:
    return translate("GameController", "No hint: the advice failed ({reason}).").format(
        reason=reason
    )


# ----------------------------------------------------------------------------- take back
def nothing_to_take_back_text(*, has_partie: bool, is_over: bool) -> str:
    """Why there is no move to take back: no partie, a finished one, or no chosen move."""
    if not has_partie:
        return _no_partie()
    if is_over:
        return translate("GameController", "The partie is over: nothing can be taken back.")
    return translate("GameController", "You have made no move in this deal that can be taken back.")


def seen_since_text(now: PlayerView, new: int, move: Action, opponent: str) -> str:
    """The refusal of a take back past ``move`` because the human has since seen the cards of
    ``new`` (a mask), named as he came to see them in ``now``, his view."""
    if new & (now.seen_talon | (now.taken or 0)):
        seen = translate("GameController", "the talon's cards", "You have seen …")
    elif new & (now.opponent_shown | now.opponent_dealt_shown):
        seen = translate("GameController", "the cards {player} showed", "You have seen …")
    elif new.bit_count() == 1:
        seen = translate("GameController", "{player}'s {card}", "You have seen …")
    else:
        seen = translate("GameController", "{player}'s cards", "You have seen …")
    seen = seen.format(player=opponent, card=card_text(new.bit_length() - 1))
    if isinstance(move, Play):
        what = translate("GameController", "your {card}", "… cannot be taken back").format(
            card=card_text(move.card)
        )
    else:
        what = translate("GameController", "the exchange", "… cannot be taken back")
    return translate("GameController", "You have seen {seen}: {move} cannot be taken back.").format(
        seen=seen, move=what
    )


def took_back_text(first: Action, count: int, *, now_practice: bool = False) -> str:
    """A take back done: the human's move it returned to before (``first``), and how many
    moves went with it (``count``, that move included), so that one Ctrl+Z going back past
    forced cards and the computer's replies never undoes several moves unsaid.
    ``now_practice``: this take back went past a card seen since, under "Take back any move",
    and made the partie a practice partie."""
    if isinstance(first, Play):
        card = card_text(first.card)
        if count == 1:
            text = translate("GameController", "Took back your {card}.").format(card=card)
        else:
            text = translate(
                "GameController",
                "Took back your {card}: %n move(s) undone, back to your last choice.",
                None,
                count,
            ).format(card=card)
    elif count == 1:
        text = translate("GameController", "Took back your exchange.")
    else:
        text = translate(
            "GameController",
            "Took back your exchange: %n move(s) undone, back to your last choice.",
            None,
            count,
        )
    if now_practice:
        return translate("GameController", "{done} The partie is now marked as practice.").format(
            done=text
        )
    return text


def blocked_take_back_text(refusal: str) -> str:
    """A take back the fair rule refuses (``refusal``, ``seen_since_text``'s), with what lifts
    the rule, so that a refused Ctrl+Z is never a dead key."""
    return translate(
        "GameController",
        "{refusal} Open piquet or “Take back any move” (Preferences) allows it.",
    ).format(refusal=refusal)


def take_back_rule_text(*, anytime: bool) -> str:
    """The Take Back menu entry's status tip and tooltip while it may take back: the rule in a
    player's words. ``anytime``: "Take back any move" is on."""
    if anytime:
        return translate(
            "GameController",
            "Undo your last card or exchange. “Take back any move” is on: going back past a card "
            "you have seen since marks the partie as practice.",
        )
    return translate(
        "GameController",
        "Undo your last card or exchange. Once you have seen a new card since (the talon's "
        "cards, the computer's reply), a move stays played; open piquet or “Take back any move” "
        "(Preferences) lifts that, as practice.",
    )


def redo_rule_text() -> str:
    """The Redo menu entry's status tip and tooltip while it may redo."""
    return translate(
        "GameController",
        "Play again the moves you took back, exactly as they were, until you make a new move.",
    )


def nothing_to_redo_text(*, has_partie: bool) -> str:
    """Why Redo has nothing to play again: no partie, or no take back since the last move."""
    if not has_partie:
        return _no_partie()
    return translate(
        "GameController", "Nothing to redo: you have taken nothing back since your last move."
    )


def redid_text(first: Action, count: int) -> str:
    """A redo done: the human's move it played again first (``first``) and how many moves it
    played again in all (``count``)."""
    if isinstance(first, Play):
        return translate(
            "GameController", "Played your {card} again (%n move(s) replayed).", None, count
        ).format(card=card_text(first.card))
    return translate(
        "GameController", "Made your exchange again (%n move(s) replayed).", None, count
    )


# ----------------------------------------------------------------------------- keeping
def not_autosaved_text(reason: str, folder: Path) -> str:
    return translate(
        "GameController",
        "The partie is not autosaved ({reason}; folder {folder}): "
        "save it to a file of your own to keep it.",
    ).format(reason=reason, folder=folder)


def not_kept_text(reason: str, folder: Path) -> str:
    return translate(
        "GameController",
        "The partie is not kept in the library ({reason}; folder {folder}): "
        "save it to a file of your own to keep it.",
    ).format(reason=reason, folder=folder)


def not_saved_text(file: str, reason: str) -> str:
    return translate("GameController", "The partie could not be saved to {file}: {reason}.").format(
        file=file, reason=reason
    )
