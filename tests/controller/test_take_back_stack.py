"""The take back's stack of points: each point gives the very partie a replay of the actions
before its move gives, only the human's chosen moves of the deal in play are points, a loaded
record's points (gathered from the loader's one replay) are those its partie played move by move
built, going back to one leaves the stack as it was before that move was made, and a refused
move notes nothing."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.loaded_partie import replay_partie
from piquet_desktop.controller.take_back import TakeBackStack
from piquet_desktop.engine.actions import Action, Discard, Play, Shuffle
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, RecordError
from piquet_desktop.engine.rules import AU_CENT, RUBICON, RuleSet
from piquet_desktop.engine.view import view

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def replayed(rules: RuleSet, actions: list[Action]) -> PartieState:
    state = new_partie(rules)
    for action in actions:
        state.apply(action)
    return state


def same_partie(a: PartieState, b: PartieState) -> bool:
    """The same position for everybody who asks: both seats' views, the turn, the actions."""
    return (
        a.actions == b.actions
        and a.phase == b.phase
        and a.current_player == b.current_player
        and view(a, 0) == view(b, 0)
        and view(a, 1) == view(b, 1)
        and (a.phase != "deal" or decision_for(a) == decision_for(b))
    )


def greedy_partie(rules: RuleSet, seed: int) -> list[Action]:
    return play_partie(rules, (GreedyPlayer(), GreedyPlayer()), seed).actions


def played(stack: TakeBackStack, state: PartieState, action: Action) -> bool:
    """Apply ``action`` as the controller does, its point noted after the engine accepts it;
    True if it made a point."""
    choice = stack.is_choice(state, action)
    state.apply(action)
    before = len(stack)
    stack.push(state, action, choice=choice)
    return len(stack) > before


@pytest.mark.parametrize(("rules", "seed"), [(RUBICON, 3), (AU_CENT, 5)])
def test_every_point_holds_the_partie_a_replay_of_the_actions_before_its_move_gives(
    rules: RuleSet, seed: int
) -> None:
    actions = greedy_partie(rules, seed)
    stack = TakeBackStack()
    state = new_partie(rules)
    for action in actions:
        if played(stack, state, action):
            point = stack.last
            assert point is not None and point.at == len(state.actions) - 1
            assert same_partie(point.before, replayed(rules, actions[: point.at]))
            assert point.known == view(point.before, 0).known_cards()


def test_only_the_humans_chosen_cards_and_exchanges_of_the_deal_in_play_are_points() -> None:
    actions = greedy_partie(RUBICON, 8)
    stack = TakeBackStack()
    state = new_partie(RUBICON)
    since_shuffle: list[int] = []
    for i, action in enumerate(actions):
        chosen = (
            state.current_player == 0
            and isinstance(action, Play | Discard)
            and decision_for(state).forced is None
        )
        assert played(stack, state, action) == chosen
        if isinstance(action, Shuffle):
            since_shuffle = []
        elif chosen:
            since_shuffle.append(i)
        assert len(stack) == len(since_shuffle)
        assert (stack.last.at if stack.last else None) == (
            since_shuffle[-1] if since_shuffle else None
        )


def test_a_loaded_partie_gets_the_stack_the_partie_played_move_by_move_built() -> None:
    actions = greedy_partie(AU_CENT, 2)
    shuffles = [i for i, a in enumerate(actions) if isinstance(a, Shuffle)]
    cut = shuffles[len(shuffles) // 2] + 20  # in the middle of a deal of the middle
    built = TakeBackStack()
    state = new_partie(AU_CENT)
    for action in actions[:cut]:
        played(built, state, action)
    partie = replay_partie(PartieRecord(AU_CENT, PLAYERS, 2, actions[:cut]))
    loaded = partie.points.copy()
    assert len(loaded) == len(built) > 0
    assert same_partie(partie.state, state)
    loaded_state, built_state = partie.state.clone(), state
    while built.last is not None:
        assert loaded.last is not None and loaded.last.at == built.last.at
        loaded_state, _ = loaded.go_back(loaded_state, ())
        built_state, _ = built.go_back(built_state, ())
        assert same_partie(loaded_state, built_state)


def test_going_back_gives_a_copy_and_the_earlier_points_stay_for_the_next_take_back() -> None:
    actions = greedy_partie(RUBICON, 4)
    last_shuffle = max(i for i, a in enumerate(actions) if isinstance(a, Shuffle))
    partie = replay_partie(PartieRecord(RUBICON, PLAYERS, 4, actions[: last_shuffle + 20]))
    stack = partie.points.copy()
    count = len(stack)
    assert count >= 2
    last = stack.last
    assert last is not None
    restored, took = stack.go_back(partie.state.clone(), ())
    assert took.at == last.at and took.undone == tuple(actions[last.at : last_shuffle + 20])
    restored.apply(actions[last.at])  # playing on from it changes no point's state
    assert len(stack) == count - 1 and stack.last is not None
    assert stack.last.at < last.at
    assert same_partie(last.before, replayed(RUBICON, actions[: last.at]))
    earlier, _ = stack.go_back(restored, ())
    assert same_partie(earlier, replayed(RUBICON, actions[: stack_at(actions, last.at)]))


def stack_at(actions: list[Action], before: int) -> int:
    """The human's chosen move before index ``before`` in the same deal."""
    state = new_partie(RUBICON)
    found = -1
    for i, action in enumerate(actions[:before]):
        if isinstance(action, Shuffle):
            found = -1
        elif (
            state.current_player == 0
            and isinstance(action, Play | Discard)
            and decision_for(state).forced is None
        ):
            found = i
        state.apply(action)
    return found


def test_a_record_that_does_not_replay_is_refused_as_the_record_itself_words_it() -> None:
    actions = greedy_partie(RUBICON, 6)
    broken = PartieRecord(RUBICON, PLAYERS, 6, [*actions[:30], actions[30], actions[30]])
    with pytest.raises(RecordError) as refused:
        replay_partie(broken)
    with pytest.raises(RecordError) as worded:
        broken.replay()
    assert str(refused.value) == str(worded.value)


def test_a_refused_move_notes_no_point_and_changes_nothing() -> None:
    actions = greedy_partie(RUBICON, 6)
    stack = TakeBackStack()
    state = new_partie(RUBICON)
    for action in actions:
        if state.current_player == 0 and stack.is_choice(state, action) and len(stack):
            break
        played(stack, state, action)
    decision = decision_for(state)
    assert decision.kind in ("play", "exchange")
    illegal = Play(next(c for c in range(32) if not decision.is_legal(Play(c))))
    assert not stack.is_choice(state, illegal)  # no copy of the partie is made for it
    count, last = len(stack), stack.last
    with pytest.raises(IllegalActionError):
        state.apply(illegal)
    assert len(stack) == count and stack.last is last


def test_a_take_back_goes_onto_the_redo_stack_which_a_question_leaves_as_it_is() -> None:
    actions = greedy_partie(RUBICON, 4)
    last_shuffle = max(i for i, a in enumerate(actions) if isinstance(a, Shuffle))
    partie = replay_partie(PartieRecord(RUBICON, PLAYERS, 4, actions[: last_shuffle + 20]))
    stack, state = partie.points.copy(), partie.state.clone()
    first, took_first = stack.go_back(state, ())
    second, took_second = stack.go_back(first, ())
    assert stack.next_redo(len(first.actions)) is None  # not where the latest one went back to
    assert stack.next_redo(len(second.actions)) is not None  # asked again: still there
    assert stack.pop_redo().took == took_second
    assert stack.next_redo(len(first.actions)) is not None
    assert stack.forget_redo()  # a new move
    assert stack.next_redo(len(first.actions)) is None and not stack.forget_redo()
    assert took_first.at > took_second.at
