"""Playouts per second: seeded random games (plain test cards plus every implemented card).

    .venv/bin/python bench/bench_playouts.py [GAMES] [--check]

``--check`` also runs the invariant checks of tests/test_playouts.py after every event.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from oracle.engine.playout import implemented_cards, play_out, random_game  # noqa: E402


def main(argv):
    games = int(argv[0]) if argv and argv[0].isdigit() else 500
    check = "--check" in argv
    extra = implemented_cards()
    inv_cls = None
    if check:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        from test_playouts import Invariants as inv_cls
    t0 = time.perf_counter()
    turns = events = ended = 0
    for seed in range(games):
        g = random_game(seed, extra)
        if inv_cls:
            g.observers.append(inv_cls(g))
        play_out(g, seed, max_turns=30)
        turns += g.turn
        events += len(g.log)
        ended += g.over
    dt = time.perf_counter() - t0
    print(f"{games} playouts ({len(extra)} implemented cards + plain cards{', invariants checked' if check else ''}) "
          f"in {dt:.2f} s: {games / dt:.1f} playouts/s, {turns / dt:.0f} turns/s, {events / dt:.0f} events/s; "
          f"{ended} reached a winner")


if __name__ == "__main__":
    main(sys.argv[1:])
