"""Time to run every scenario under scenarios/ (and the slowest ones).

    .venv/bin/python bench/bench_scenarios.py [PATH]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from oracle.scenario import run_file  # noqa: E402


def main(argv):
    root = Path(argv[0]) if argv else ROOT / "scenarios"
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else [root]
    run_file(files[0]) if files else None  # warm up imports and the card library
    times = []
    passed = 0
    t0 = time.perf_counter()
    for f in files:
        s = time.perf_counter()
        r = run_file(f)
        times.append((time.perf_counter() - s, f))
        passed += bool(r["passed"])
    dt = time.perf_counter() - t0
    print(f"{len(files)} scenarios in {dt:.2f} s ({1000 * dt / max(1, len(files)):.1f} ms each); {passed} passed")
    for t, f in sorted(times, reverse=True)[:5]:
        print(f"  {1000 * t:7.1f} ms  {f.relative_to(ROOT) if ROOT in f.parents else f}")


if __name__ == "__main__":
    main(sys.argv[1:])
