"""Side by side in one run: the same workload timed in this checkout and in another one (a
baseline commit checked out with ``git worktree add --detach``), for bench_playouts.py and
bench_scenarios.py (``--baseline PATH``).

Each measurement is a fresh process of that checkout's own interpreter (``PATH/.venv/bin/python``
when it exists) that imports that checkout's ``oracle`` and times only the workload (imports and
loading the card library are done before the clock starts). The two sides take turns, A B B A ...,
so a machine whose speed drifts (it is shared) weighs on both alike; CPU seconds are quoted, with
the wall clock and the load average beside them, and the ratio is taken pair by pair.

``--callgrind``: also each side's instruction count under ``valgrind --tool=callgrind``, counted
only inside the workload (the worker runs it through ``operator.call`` and callgrind collects only
inside that C function), which does not depend on the load.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def interpreter(root: Path) -> str:
    venv = root / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def worker_env() -> dict:
    """The same string hashes in every worker (sets of names iterate in one order)."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    return env


def run_worker(script: Path, root: Path, args: list[str], callgrind: bool = False) -> dict:
    """One worker process of ``script --worker --root ROOT ARGS``; its last output line is JSON.
    With ``callgrind``, ``ir`` is the instructions executed inside the timed workload."""
    cmd = [interpreter(root), str(script), "--worker", "--root", str(root), *args]
    out_file = None
    if callgrind:
        fd, out_file = tempfile.mkstemp(prefix="callgrind.", suffix=".out")
        os.close(fd)
        cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=_operator_call",
               f"--callgrind-out-file={out_file}", *cmd]
    try:
        proc = subprocess.run(cmd, cwd=root, env=worker_env(), capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"worker failed in {root}:\n{proc.stderr[-3000:]}")
        result = json.loads(proc.stdout.strip().splitlines()[-1])
        if callgrind:
            m = re.search(r"Collected : (\d+)", proc.stderr)
            result["ir"] = int(m.group(1)) if m else None
        return result
    finally:
        if out_file:
            Path(out_file).unlink(missing_ok=True)


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _spread(xs) -> str:
    return f"median {statistics.median(xs):.3f} (min {min(xs):.3f}, max {max(xs):.3f})"


def compare(script: Path, baseline: Path, args: list[str], rounds: int, callgrind_args: list[str] | None,
            describe) -> None:
    """Print the side-by-side figures: ``rounds`` pairs of runs (A B B A ...), this checkout (now)
    against ``baseline``; ``describe(result)`` says what one run did (e.g. events, passed)."""
    sides = {"baseline": baseline.resolve(), "now": ROOT}
    for name, root in sides.items():
        commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
        print(f"{name:8s} {root} at {commit or '?'} ({interpreter(root)})")
    print(f"load average at the start: {_load()}")
    runs: dict = {"baseline": [], "now": []}
    for r in range(rounds):
        order = ("baseline", "now") if r % 2 == 0 else ("now", "baseline")
        for name in order:
            runs[name].append(run_worker(script, sides[name], args))
    for name in ("baseline", "now"):
        cpu = [x["cpu"] for x in runs[name]]
        wall = [x["wall"] for x in runs[name]]
        print(f"{name:8s} CPU s {_spread(cpu)}; wall s {_spread(wall)}; {describe(runs[name][0])}")
    ratios = [n["cpu"] / b["cpu"] for b, n in zip(runs["baseline"], runs["now"])]
    print(f"now / baseline CPU, pair by pair over {rounds} pairs: {_spread(ratios)}")
    print(f"load average at the end: {_load()}")
    if callgrind_args is not None:
        ir = {name: run_worker(script, root, callgrind_args, callgrind=True) for name, root in sides.items()}
        for name in ("baseline", "now"):
            print(f"{name:8s} callgrind: {ir[name]['ir']:,} instructions ({describe(ir[name])})")
        if ir["baseline"]["ir"] and ir["now"]["ir"]:
            print(f"now / baseline instructions: {ir['now']['ir'] / ir['baseline']['ir']:.3f}")
