"""The table's update queue and its pacing, with plain values and no Qt."""

from __future__ import annotations

from piquet_desktop.ui.table.update_queue import UpdateQueue


def _queue() -> UpdateQueue[str, str]:
    return UpdateQueue()


def test_a_first_update_is_laid_out_at_once_and_its_animation_starts() -> None:
    q = _queue()
    assert q.lays_out_now(1.0)
    assert q.enqueue("a1") == "a1"
    assert q.laid_out(1.0)  # a next turn is called for
    assert q.running() == "a1" and q.is_busy() and q.pending() == 1


def test_one_update_per_turn_while_cards_move() -> None:
    q = _queue()
    q.enqueue("a1")
    q.laid_out(1.0)
    assert not q.lays_out_now(1.0)  # same turn, cards moving
    q.wait("u2", 1.0)
    assert not q.lays_out_now(1.0)  # order is kept behind the waiting one
    q.wait("u3", 1.0)
    assert q.pending() == 3
    waiting = q.new_turn()
    assert waiting is not None and waiting.update == "u2"
    assert q.enqueue("a2") is None  # a1 still runs
    q.laid_out(waiting.speed)
    assert not q.lays_out_now(1.0)  # this new turn laid one out: the next waits
    assert q.start_next() == "a2"  # a1 ended: a2 runs, laid out before u3 waits


def test_a_new_turn_with_cards_moving_lays_out_at_once_when_nothing_waits() -> None:
    q = _queue()
    q.enqueue("a1")
    q.laid_out(1.0)
    assert q.new_turn() is None
    assert q.lays_out_now(1.0)  # another turn: cards move, but this turn laid none out


def test_a_waiting_update_keeps_the_speed_it_arrived_at() -> None:
    q = _queue()
    q.enqueue("a1")
    q.laid_out(4.0)
    q.wait("claim play", 4.0)  # a claim's quick pace
    waiting = q.new_turn()
    assert waiting is not None and waiting.speed == 4.0


def test_at_speed_zero_nothing_waits_and_no_turn_is_called_for() -> None:
    q = _queue()
    q.enqueue("a1")
    q.laid_out(1.0)
    assert q.lays_out_now(0.0)
    assert not q.laid_out(0.0)


def test_the_running_animation_does_not_pass_an_update_waiting_its_turn() -> None:
    q = _queue()
    q.enqueue("a1")
    q.laid_out(1.0)
    q.wait("u2", 1.0)
    assert q.start_next() is None  # a1 ended; u2 is not laid out yet
    assert q.is_busy() and q.has_waiting()


def test_landing_takes_the_last_waiting_and_keeps_the_animations() -> None:
    q = _queue()
    q.enqueue("a1")
    q.enqueue("a2")
    q.laid_out(1.0)
    q.wait("u3", 1.0)
    q.wait("u4", 1.0)
    last = q.take_last_waiting()
    assert last is not None and last.update == "u4"
    assert not q.has_waiting() and q.laid_count() == 1
    assert q.take_animations() == ("a1", ["a2"])
    assert not q.is_busy() and q.pending() == 0


def test_the_queue_imports_no_qt() -> None:
    import ast
    import inspect

    import piquet_desktop.ui.table.update_queue as module

    tree = ast.parse(inspect.getsource(module))
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [n for n in names if n.startswith(("PySide6", "shiboken6"))]
