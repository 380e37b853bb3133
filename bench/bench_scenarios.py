"""Time to run every scenario under scenarios/: on every core, as ``oracle run`` and ``oracle build``
do (``oracle.scenario.batch``), and one after another in one process (with the slowest files).

    .venv/bin/python bench/bench_scenarios.py [PATH]
    .venv/bin/python bench/bench_scenarios.py --baseline CHECKOUT [--rounds N] [--callgrind [EVERY]]

``--baseline CHECKOUT``: side by side in one run with another checkout (e.g. a baseline commit in
``git worktree add --detach CHECKOUT COMMIT``): the scenario files both checkouts have (same path
under scenarios/), each side running its own copy one after another in one process, in alternating
fresh processes; CPU seconds and the ratio pair by pair (bench/sidebyside.py). ``--callgrind``
adds each side's instruction count over every EVERY-th of those files (default 10).
"""

from __future__ import annotations

import argparse
import json
import operator
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run_list(root: Path, list_file: Path) -> dict:
    """Run the scenario files named in ``list_file`` (paths under ``root``), one after another; the
    clock and the work (``operator.call``, where callgrind counts) start after a warm-up file."""
    from oracle.scenario import run_file

    files = [root / line for line in list_file.read_text().splitlines() if line]
    run_file(files[0])  # warm up imports and the card library
    totals = {"files": len(files), "passed": 0}

    def work():
        for f in files:
            totals["passed"] += bool(run_file(f)["passed"])

    c0, t0 = time.process_time(), time.perf_counter()
    operator.call(work)
    totals["cpu"], totals["wall"] = time.process_time() - c0, time.perf_counter() - t0
    return totals


def describe(r: dict) -> str:
    return f"{r['files']} scenarios, {r['passed']} passed"


def scenario_files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in (root / "scenarios").rglob("*.yaml")}


def side_by_side(a) -> None:
    from sidebyside import compare

    common = sorted(scenario_files(HERE.parent) & scenario_files(a.baseline.resolve()))
    print(f"{len(common)} scenario files in both checkouts "
          f"({len(scenario_files(HERE.parent))} here, {len(scenario_files(a.baseline.resolve()))} in the baseline)")
    with tempfile.TemporaryDirectory() as tmp:
        every = Path(tmp) / "all.txt"
        every.write_text("\n".join(common) + "\n")
        some = Path(tmp) / "some.txt"
        some.write_text("\n".join(common[:: a.callgrind or 1]) + "\n")
        callgrind = None if a.callgrind is None else ["--list", str(some)]
        compare(Path(__file__), a.baseline, ["--list", str(every)], a.rounds, callgrind, describe)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("path", nargs="?", type=Path, help="a scenario file or folder (default: scenarios/)")
    ap.add_argument("--baseline", type=Path, help="another checkout to run side by side with this one")
    ap.add_argument("--rounds", type=int, default=3, help="pairs of runs with --baseline (default 3)")
    ap.add_argument("--callgrind", type=int, nargs="?", const=10, default=None, metavar="EVERY")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--root", type=Path, default=HERE.parent, help=argparse.SUPPRESS)
    ap.add_argument("--list", type=Path, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    root = a.root.resolve()
    sys.path.insert(0, str(root))
    if a.worker:
        print(json.dumps(run_list(root, a.list)))
        return
    if a.baseline:
        side_by_side(a)
        return

    from oracle.scenario import run_file
    from oracle.scenario.batch import default_jobs, run_files

    path = a.path or root / "scenarios"
    files = sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
    if not files:
        print("no scenario files")
        return
    run_file(files[0])  # warm up imports and the card library

    jobs = default_jobs()
    t0 = time.perf_counter()
    passed = sum(bool(r["passed"]) for r in run_files(files, jobs=jobs))
    dt = time.perf_counter() - t0
    print(f"{len(files)} scenarios in {dt:.2f} s on {jobs} processes ({os.cpu_count()} cores; "
          f"as `oracle run` runs them); {passed} passed")

    times = []
    t0 = time.perf_counter()
    for f in files:
        s = time.perf_counter()
        run_file(f)
        times.append((time.perf_counter() - s, f))
    dt = time.perf_counter() - t0
    print(f"one after another: {dt:.2f} s ({1000 * dt / len(files):.2f} ms each)")
    for t, f in sorted(times, reverse=True)[:5]:
        print(f"  {1000 * t:7.1f} ms  {f.relative_to(root) if root in f.parents else f}")


if __name__ == "__main__":
    main(sys.argv[1:])
