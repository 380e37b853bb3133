"""Playouts per second: seeded random games (plain test cards plus every implemented card).

    .venv/bin/python bench/bench_playouts.py [GAMES] [--check]
    .venv/bin/python bench/bench_playouts.py [GAMES] --baseline PATH [--rounds N] [--callgrind [GAMES]]

``--check`` also runs the invariant checks of tests/test_playouts.py after every event.
``--baseline PATH``: side by side in one run with another checkout (e.g. a baseline commit in
``git worktree add --detach PATH COMMIT``): the same seeded playouts in alternating fresh processes
of each checkout, CPU seconds and the ratio pair by pair (bench/sidebyside.py); ``--callgrind``
adds each side's instruction count over GAMES playouts (default 10).
"""

from __future__ import annotations

import argparse
import json
import operator
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def playouts(games: int, check: bool = False) -> dict:
    """Play ``games`` seeded playouts with the ``oracle`` on ``sys.path``; the clock and the work
    (``operator.call``, where callgrind counts) start after the card library is loaded."""
    from oracle.engine.playout import implemented_cards, play_out, random_game

    extra = implemented_cards()
    inv_cls = None
    if check:
        sys.path.insert(0, str(HERE.parent / "tests"))
        from test_playouts import Invariants as inv_cls
    totals = {"games": games, "cards": len(extra), "turns": 0, "events": 0, "ended": 0}

    def work():
        for seed in range(games):
            g = random_game(seed, extra)
            g.limits["max_seconds"] = 0  # no clock: a loaded machine or valgrind must not cut a game short
            if inv_cls:
                g.observers.append(inv_cls(g))
            play_out(g, seed, max_turns=30)
            totals["turns"] += g.turn
            totals["events"] += len(g.log)
            totals["ended"] += g.over

    c0, t0 = time.process_time(), time.perf_counter()
    operator.call(work)
    totals["cpu"], totals["wall"] = time.process_time() - c0, time.perf_counter() - t0
    return totals


def describe(r: dict) -> str:
    return f"{r['games']} playouts, {r['events']} events, {r['turns']} turns, {r['ended']} reached a winner"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="?", type=int, default=500)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--baseline", type=Path, help="another checkout to run side by side with this one")
    ap.add_argument("--rounds", type=int, default=5, help="pairs of runs with --baseline (default 5)")
    ap.add_argument("--callgrind", type=int, nargs="?", const=10, default=None, metavar="GAMES")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--root", type=Path, default=HERE.parent, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    sys.path.insert(0, str(a.root.resolve()))
    if a.worker:
        print(json.dumps(playouts(a.games, a.check)))
        return
    if a.baseline:
        from sidebyside import compare
        callgrind = None if a.callgrind is None else [str(a.callgrind)]
        compare(Path(__file__), a.baseline, [str(a.games)], a.rounds, callgrind, describe)
        return
    r = playouts(a.games, a.check)
    dt = r["wall"]
    print(f"{a.games} playouts ({r['cards']} implemented cards + plain cards{', invariants checked' if a.check else ''}) "
          f"in {dt:.2f} s ({r['cpu']:.2f} s CPU): {a.games / dt:.1f} playouts/s, {r['turns'] / dt:.0f} turns/s, "
          f"{r['events'] / dt:.0f} events/s; {r['ended']} reached a winner")


if __name__ == "__main__":
    main(sys.argv[1:])
