"""Power benchmark: a base crowded with Microbot Alphas (each gains +1 power per other Microbot).

Builds a scenario with N Alphas on one base for each N given, runs it once (setup, the scoring
of the base, both boards) and prints the time. Computing power over a base costs one ability
call per minion and source that can change it; if it were N x N, doubling N would quadruple
the time.

    .venv/bin/python bench/bench_power.py [--sizes 125 250 500 1000]
"""

from __future__ import annotations

import argparse
import sys
import time


def scenario(n: int) -> str:
    minions = "\n".join("        - {card: Microbot Alpha, controller: Alice}" for _ in range(n))
    return f"""\
id: bench/microbots
title: {n} Microbot Alphas
setup:
  players: [{{name: Alice, factions: [robots, ninjas]}}, {{name: Bob, factions: [pirates, aliens]}}]
  bases:
    - base: The Central Brain
      minions:
{minions}
steps:
  - advance: draw
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[125, 250, 500, 1000])
    args = ap.parse_args()
    from oracle.scenario import run_text

    run_text(scenario(1), interactive=True)  # loads the card library once
    for n in args.sizes:
        start = time.perf_counter()
        result = run_text(scenario(n), interactive=True, limits={"max_seconds": 600, "max_work": 0})
        elapsed = time.perf_counter() - start
        alpha = result["board_before"]["bases"][0]["minions"][0]["power"] if result["board_before"] else None
        print(f"{n:5d} Microbot Alphas: {elapsed:7.2f} s  (an Alpha's power {alpha}, "
              f"error {result['error']['message'] if result['error'] else None})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
