"""Screenshots of the Practice window: an exchange, a counting quiz, a declaration, the play.

Run: ``python -m piquet_desktop.tools.practice_screenshots OUT_DIR [--language en|fr]
[--scheme light|dark] [--size 1024x700] [--only KIND ...]`` (``QT_QPA_PLATFORM=offscreen``
without a display; ``--only play`` makes the play's two alone, without the exchange's slow
verdict).

It shows Cavendish's example III (elder) answered with a plausible discard that is not the best
(the three lowest clubs), judged for real in the practice worker processes at the window's
number of worlds, then a counting quiz answered wrongly, then the declaration exercise
``declaration:0`` made and prepared in the worker and answered with the second-best call, and
then the open ending ``ending:0`` answered with its worst card, its line stepped on the table
to that card (where it leaves the best line), and the single-dummy position ``single:0``
answered with a card that loses, its line stepped three cards on in the world it was found in,
and saves ``practice-exchange-SCHEME.png``, ``practice-counting-SCHEME.png``,
``practice-declarations-SCHEME.png``, ``practice-play-SCHEME.png`` and
``practice-play-single-SCHEME.png``; the exchange is answered at once, before the worker has
prepared it, and the window saying so ("Still preparing…") is ``practice-waiting-SCHEME.png``.
The window is the app's, at the smallest size it must fit.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

TIMEOUT_S = 900
KINDS = ("exchange", "counting", "declarations", "play")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--language", choices=("en", "fr"), default="en")
    parser.add_argument("--scheme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--only", nargs="+", choices=KINDS, default=list(KINDS))
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))

    from PySide6.QtWidgets import QApplication

    from piquet_desktop import translation

    app = QApplication.instance() or QApplication([])
    translation.install(args.language)
    from piquet_desktop.controller.practice_session import PracticeSession
    from piquet_desktop.controller.practice_worker import JUDGING, PREPARING
    from piquet_desktop.practice.cavendish import cavendish_exercises
    from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
    from piquet_desktop.ui import colour_scheme
    from piquet_desktop.ui.card_images import CardImages
    from piquet_desktop.ui.card_style import faces_for
    from piquet_desktop.ui.practice.window import PracticeWindow

    assert isinstance(app, QApplication)
    colour_scheme.apply(app, args.scheme)
    example = next(e for e in cavendish_exercises() if e.key == "cavendish:III:elder:main")
    session = PracticeSession.with_workers(
        AttemptsInMemory(),
        # single:0 twice: the second play asked finds it made ahead, or, when it is still
        # being made, asks the source again and is given it again.
        source=FixedOrder(
            [example], ["counting:scores:0"], plays=("ending:0", "single:0", "single:0")
        ),
    )
    window = PracticeWindow(session, CardImages(faces=faces_for("language", args.language)))
    window.resize(width, height)
    window.show()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    try:
        if "exchange" in args.only:
            window.practise("exchange")
            hand = window.exchange_page.hand
            hand.set_marked(sum(1 << c for c in hand.cards()[-3:]))
            window.judge()
            app.processEvents()  # painted; the worker process has only started
            if session.waiting_for_preparation:
                window.grab().save(str(args.out_dir / f"practice-waiting-{args.scheme}.png"))
            else:
                print("prepared before the answer: no screenshot of the wait")
            deadline = time.monotonic() + TIMEOUT_S
            while session.judging and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.02)
            app.processEvents()
            window.grab().save(str(args.out_dir / f"practice-exchange-{args.scheme}.png"))
        if "counting" in args.only:
            window.practise("counting")
            window.answer_counting("7")
            app.processEvents()
            window.grab().save(str(args.out_dir / f"practice-counting-{args.scheme}.png"))
        if "declarations" in args.only:
            window.practise("declarations")
            deadline = time.monotonic() + TIMEOUT_S
            while session.declaration is None and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.02)
            prepared = session.declaration
            if prepared is None:
                raise SystemExit("the declaration exercise was not prepared in time")
            window.answer_declaration(prepared.judged[min(1, len(prepared.judged) - 1)].action)
            app.processEvents()
            window.grab().save(str(args.out_dir / f"practice-declarations-{args.scheme}.png"))
        if "play" in args.only:
            shots = (("ending:0", "practice-play", 1), ("single:0", "practice-play-single", 3))
            for key, name, steps in shots:
                window.practise("play")
                deadline = time.monotonic() + TIMEOUT_S
                while session.play is None and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.02)
                position = session.play
                if position is None or position.key != key:
                    raise SystemExit(f"the play exercise {key} was not prepared in time")
                wrong = next((j for j in reversed(position.judged) if j.line), None)
                window.answer_play((wrong or position.judged[-1]).card)
                window.play_page.line.go_to(steps)
                app.processEvents()
                window.grab().save(str(args.out_dir / f"{name}-{args.scheme}.png"))
    finally:
        session.close()
        PREPARING.shutdown()
        JUDGING.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
