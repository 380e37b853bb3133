"""Server start benchmark: from ``oracle serve`` to the first answered request.

Builds once into a temporary data folder (the data a running installation
has), then starts the server RUNS times and prints the time until ``/``
answers: the median, the worst, and each run. ``oracle serve`` checks that the
data are up to date first (a no-op incremental build), so that check is part
of the figure. Target: under 2 s on the 2-core machine.

    .venv/bin/python bench/bench_server_start.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_load import ROOT, free_port, wait_ready  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    env = dict(os.environ, ORACLE_DATA_DIR=tempfile.mkdtemp(prefix="oracle-start-"))
    oracle = str(ROOT / ".venv" / "bin" / "oracle")
    subprocess.run([oracle, "build"], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times = []
    for _ in range(args.runs):
        port = free_port()
        start = time.perf_counter()
        server = subprocess.Popen([oracle, "serve", "--port", str(port)], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_ready(f"http://127.0.0.1:{port}")
            times.append(time.perf_counter() - start)
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"server ready: median {statistics.median(times):.2f} s, worst {max(times):.2f} s "
          f"over {len(times)} starts ({', '.join(f'{t:.2f}' for t in times)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
