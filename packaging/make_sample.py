"""Write the bundled sample partie, ``resources/samples/sample.piquet``, with the engine.

Run: ``.venv/bin/python packaging/make_sample.py`` (add ``--check`` to only compare).

Why a sample is shipped at all: the packaged app's self-test (``piquet --self-test --sample``)
must open a real record from *inside* the installed bundle, so it proves at once that package
data is found by ``importlib.resources`` in the frozen app, that records load and replay there,
and that the table draws a position with cards in hand, on the table and in the tricks.

Why it is generated rather than hand-written: a record is only worth shipping if the engine
accepts it, so it is made by the engine's own players (two casual computer players, a fixed
seed) and written with :func:`~piquet_desktop.engine.record.save_record`, and the test suite
loads it back with :func:`~piquet_desktop.engine.record.load_record`. Play stops in the second
deal of a Rubicon partie, five tricks into the play, with seat 0 (the human's seat when the app
opens a record) to play: an unfinished partie, so opening it shows a live table and makes the
app autosave it, which the smoke test uses as proof that the file really was opened.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from piquet_desktop.ai.player import Table
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RuleSet

SAMPLE = Path(__file__).resolve().parent.parent / "resources" / "samples" / "sample.piquet"
SEED = 2026
STOP_DEAL = 2
STOP_TRICKS = 5
HUMAN_SEAT = 0
OPPONENT_LEVEL = "casual"


def _stop_here(table: Table) -> bool:
    """True at the position the sample should show (seat 0 to play, mid-deal)."""
    state = table.state
    deal = state.deal
    return (
        state.phase == "deal"
        and deal is not None
        and state.deal_number == STOP_DEAL
        and deal.phase == "play"
        and len(deal.tricks) >= STOP_TRICKS
        and deal.lead_card < 0
        and state.current_player == HUMAN_SEAT
    )


def build_record() -> PartieRecord:
    """Play the sample partie up to its stopping position and return its record."""
    players = (make_player(OPPONENT_LEVEL), make_player(OPPONENT_LEVEL))
    table = Table.new(RuleSet(), players, SEED)
    while not _stop_here(table):
        if table.state.is_over or table.state.deal_number > STOP_DEAL:
            raise RuntimeError("the sample partie never reached its stopping position")
        table.step()
    infos = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", OPPONENT_LEVEL))
    return PartieRecord.from_state(table.state, infos, SEED)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write (or --check) the bundled sample partie.")
    parser.add_argument("--check", action="store_true", help="only compare with the file")
    parser.add_argument("--output", type=Path, default=SAMPLE, help=f"default: {SAMPLE}")
    args = parser.parse_args(argv)
    record = build_record()
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "sample.piquet"
        save_record(record, fresh)
        load_record(fresh)  # never write a record the engine itself would refuse
        text = fresh.read_text(encoding="utf-8")
    if args.check:
        same = args.output.is_file() and args.output.read_text(encoding="utf-8") == text
        print(f"{args.output}: {'up to date' if same else 'DIFFERS from the engine output'}")
        return 0 if same else 1
    args.output.parent.mkdir(parents=True, exist_ok=True)
    save_record(record, args.output)
    print(f"wrote {args.output}: {len(record.actions)} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
