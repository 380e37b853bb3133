"""Time to run every scenario under scenarios/: on every core, as ``oracle run`` and ``oracle build``
do (``oracle.scenario.batch``), and one after another in one process (with the slowest files).

    .venv/bin/python bench/bench_scenarios.py [PATH]
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from oracle.scenario import run_file  # noqa: E402
from oracle.scenario.batch import default_jobs, run_files  # noqa: E402


def main(argv):
    root = Path(argv[0]) if argv else ROOT / "scenarios"
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else [root]
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
        print(f"  {1000 * t:7.1f} ms  {f.relative_to(ROOT) if ROOT in f.parents else f}")


if __name__ == "__main__":
    main(sys.argv[1:])
