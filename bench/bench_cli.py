"""Wall time of ``oracle search`` per call (a new process each time), and what start-up costs.

    .venv/bin/python bench/bench_cli.py [--runs 15] [--data DIR]

Runs, in one session so the figures sit side by side on a noisy machine:

* ``python -c pass``: the interpreter's own start-up, the floor;
* ``oracle search QUERY`` with the quick-start snapshot the build leaves beside the index
  (``memory.pickle``: what the engine keeps in memory, read in one go, no whoosh searcher);
* the same with the snapshot removed before each call: the engine reads every stored
  document from whoosh (as every call did before issue 11), then saves the snapshot again.

Prints the median and the worst wall time of each, over the queries below.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUERIES = ["two of us tie for second place on a base", "hand limit", "faction:ninjas power>=4", "laseratops"]


def timed(cmd: list[str], env: dict, before=None) -> float:
    if before:
        before()
    started = time.perf_counter()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="calls per query and way (default 15)")
    parser.add_argument("--data", help="a built data folder (default: the repository's data/)")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    if args.data:
        env["ORACLE_DATA_DIR"] = args.data
    data = Path(env.get("ORACLE_DATA_DIR") or ROOT / "data")
    oracle = [str(Path(sys.executable).with_name("oracle")), "search"]
    snapshot = data / "index" / "memory.pickle"
    if not snapshot.exists():
        subprocess.run(oracle + ["warm"], env=env, stdout=subprocess.DEVNULL, check=True)

    def drop_snapshot():
        snapshot.unlink(missing_ok=True)

    rows = {"python -c pass": [], "oracle search (snapshot)": [], "oracle search (no snapshot)": []}
    for _ in range(args.runs):
        for query in QUERIES:  # interleaved, so load changes hit every way alike
            rows["python -c pass"].append(timed([sys.executable, "-c", "pass"], env))
            rows["oracle search (snapshot)"].append(timed(oracle + [query], env))
            rows["oracle search (no snapshot)"].append(timed(oracle + [query], env, drop_snapshot))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.runs} runs x {len(QUERIES)} queries, load average {load:.2f} on {os.cpu_count()} cores")
    print(f"{'':30} {'median s':>9} {'worst s':>9}")
    for name, values in rows.items():
        print(f"{name:30} {statistics.median(values):9.3f} {max(values):9.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
