"""How fast the Practice window shows an exercise, and shows the verdict on an answer.

Run: ``python -m piquet_desktop.benchmarks.practice_window_speed [--examples 6] [--worlds 48]
[--mining]`` (``QT_QPA_PLATFORM=offscreen`` without a display).

It opens the Practice window with its real worker process and, for the first ``--examples`` of
Cavendish's examples, times:

* **asking to shown**: from "Next exercise" to the window repainted with the new hand (the
  exercise needs no preparation to be shown: the target is 0.2 s);
* **preparing, ahead**: from asking to the worker's note that the exercise is prepared (done
  while the player looks at the hand; never waited for unless he answers at once);
* **answer to verdict**: from "Judge" to the verdict shown, for an answer outside the prepared
  set (the discard the static judgement likes least), once the exercise is prepared, as when a
  player takes a few seconds over his discard (the target: 2 s on average);
* **answer at once**: the same for the last example answered as soon as it is shown, so that
  the verdict waits for the preparation as well (the worst a hasty player sees).

And the same "asking to shown" for counting quizzes. With ``--mining``, the mining worker mines
seeds (from 100000, far from the shipped ones, at the lowest priority, as the window does when
the player has tried most positions near his rating) all through the run, so the figures show
what mining in the background costs the player. Wall-clock timings on whatever else the
machine is doing: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from piquet_desktop.benchmarks.window_review import spin_until

TIMEOUT_MS = 600_000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=6)
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--mining", action="store_true")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from piquet_desktop.ai.exchange import static_scores
    from piquet_desktop.controller.practice_session import PracticeSession
    from piquet_desktop.controller.practice_worker import JUDGING, MINING, PREPARING
    from piquet_desktop.engine.decision import decision_for
    from piquet_desktop.practice.cavendish import cavendish_exercises
    from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
    from piquet_desktop.practice.worker_jobs import StopFlag, mine_job
    from piquet_desktop.ui.card_images import CardImages
    from piquet_desktop.ui.practice.window import PracticeWindow

    app = QApplication.instance() or QApplication([])
    exercises = cavendish_exercises()[: args.examples]
    session = PracticeSession.with_workers(
        AttemptsInMemory(), source=FixedOrder(exercises), worlds=args.worlds
    )
    window = PracticeWindow(session, CardImages())
    window.resize(1024, 700)
    window.show()
    judged: list[object] = []
    session.exchangeJudged.connect(judged.append)
    mined: list[object] = []
    stop = StopFlag(os.devnull + ".never")  # a path that never exists: stopped by shutdown

    def mine_next(_ticket: int = 0, value: object = None) -> None:
        if value is not None:
            mined.append(value)
        assert session.mining_on_demand.miner is not None
        session.mining_on_demand.miner.run(mine_job, 100_000 + len(mined), stop)

    if args.mining:
        assert session.mining_on_demand.miner is not None
        session.mining_on_demand.miner.finished.connect(mine_next)
        mine_next()

    def worst_discard() -> int:
        exercise = session.exchange
        assert exercise is not None
        decision = decision_for(exercise.position())
        low, high = decision.exchange_range or (0, 0)
        ranked = static_scores(decision.hand, low, high, exercise.role == "elder")
        return ranked[-1][1]

    def judge(discard: int) -> float:
        window.exchange_page.hand.set_marked(discard)
        before = len(judged)
        start = time.perf_counter()
        window.judge()
        spin_until(lambda: len(judged) > before, TIMEOUT_MS)
        window.repaint()
        return time.perf_counter() - start

    shown: list[float] = []
    prepared: list[float] = []
    verdicts: list[float] = []
    at_once = 0.0
    try:
        for i in range(len(exercises)):
            start = time.perf_counter()
            window.practise("exchange")
            window.repaint()
            shown.append(time.perf_counter() - start)
            key = session.exchange.key if session.exchange else ""
            if i == len(exercises) - 1:
                at_once = judge(worst_discard())
                break
            spin_until(lambda key=key: session.is_prepared(key), TIMEOUT_MS)
            prepared.append(time.perf_counter() - start)
            verdicts.append(judge(worst_discard()))
        counting: list[float] = []
        for _ in range(10):
            start = time.perf_counter()
            window.practise("counting")
            window.repaint()
            counting.append(time.perf_counter() - start)
    finally:
        session.close()
        PREPARING.shutdown()
        JUDGING.shutdown()
        MINING.shutdown()
        app.processEvents()
    load = os.getloadavg()[0]
    print(f"{len(shown)} exchange exercises, {args.worlds} worlds, load {load:.1f}")
    if args.mining:
        print(f"mining all along at the lowest priority: {len(mined)} seeds finished meanwhile")
    rows = (
        ("asking to shown (exchange)", shown),
        ("asking to shown (counting)", counting),
        ("preparing, ahead", prepared),
        ("answer to verdict, prepared", verdicts),
        ("answer at once to verdict", [at_once]),
    )
    for name, times in rows:
        if times:
            print(f"{name:30} mean {statistics.fmean(times):6.2f} s   max {max(times):6.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
