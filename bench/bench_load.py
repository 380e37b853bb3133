"""Load benchmark: a real server on loopback, driven by concurrent clients.

Starts ``oracle serve`` on a free 127.0.0.1 port with a temporary data folder,
then runs CLIENTS threads for DURATION seconds, each looping over a mix of
search queries, card pages, ruling pages and sandbox runs. Prints throughput,
p50/p99 latency and the error count (any non-2xx/3xx or exception).

    .venv/bin/python bench/bench_load.py [--clients 16] [--seconds 20]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUERIES = ["tie for second place", "breakpoint", "faction:ninjas type:minion", "warbot",
           "do monsters count toward the breakpoint", "power>=4 type:minion", "madness",
           "after scoring", "play a minion on someone else's turn", "tooth claw"]
SANDBOX = """\
id: bench/sandbox
title: load benchmark run
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Test Base, type: base, breakpoint: 5, vp: [3, 2, 1]}
setup:
  players: [{name: Alice}, {name: Bob}]
  bases:
    - base: Test Base
      minions: [{card: Ten, controller: Alice}]
steps:
  - advance: draw
expect:
  vp: {Alice: 3}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_ready(base: str, timeout: float = 180.0) -> float:
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        try:
            with urllib.request.urlopen(base + "/", timeout=2):
                return time.perf_counter() - start
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.05)
    raise RuntimeError("server did not start")


def fetch(url: str, data: bytes | None = None) -> int:
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "text/yaml"} if data else {})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            resp.read()
            return resp.status
    except urllib.error.HTTPError as err:
        return err.code


def discover(base: str) -> tuple[list[str], list[str]]:
    """Card and ruling URLs to request, found through the search API."""
    cards, rulings = [], []
    for q in ["type:minion", "kind:ruling", "warbot", "collector"]:
        with urllib.request.urlopen(base + "/api/search?q=" + urllib.parse.quote(q) + "&limit=30") as r:
            body = json.load(r)
        hits = body["results"] if isinstance(body, dict) else body
        for hit in hits:
            url = hit.get("url", "")
            if url.startswith("/cards/"):
                cards.append(url)
            elif url.startswith("/rulings/"):
                rulings.append(url)
    return sorted(set(cards)) or ["/"], sorted(set(rulings)) or ["/"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=20.0)
    args = ap.parse_args()

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, ORACLE_DATA_DIR=tempfile.mkdtemp(prefix="oracle-load-"))
    oracle = str(ROOT / ".venv" / "bin" / "oracle")
    subprocess.run([oracle, "build"], env=env, check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([oracle, "serve", "--port", str(port)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        ready = wait_ready(base)
        cards, rulings = discover(base)
        latencies: list[float] = []
        errors = [0]
        lock = threading.Lock()
        deadline = time.perf_counter() + args.seconds

        def client(seed: int) -> None:
            rnd = random.Random(seed)
            while time.perf_counter() < deadline:
                kind = rnd.choice(["search", "search", "card", "ruling", "run"])
                if kind == "search":
                    call = (base + "/api/search?q=" + urllib.parse.quote(rnd.choice(QUERIES)), None)
                elif kind == "card":
                    call = (base + rnd.choice(cards), None)
                elif kind == "ruling":
                    call = (base + rnd.choice(rulings), None)
                else:
                    call = (base + "/api/run", SANDBOX.encode())
                t0 = time.perf_counter()
                try:
                    ok = fetch(*call) < 400
                except Exception:
                    ok = False
                dt = time.perf_counter() - t0
                with lock:
                    latencies.append(dt)
                    errors[0] += 0 if ok else 1

        threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.perf_counter() - t0
    finally:
        server.terminate()
        server.wait(timeout=10)

    latencies.sort()
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    print(f"server ready after {ready:.2f} s")
    print(f"clients {args.clients}, {elapsed:.1f} s, requests {len(latencies)}, "
          f"throughput {len(latencies) / elapsed:.1f} req/s")
    print(f"latency p50 {p(0.50):.1f} ms, p99 {p(0.99):.1f} ms, mean {statistics.mean(latencies) * 1000:.1f} ms")
    print(f"errors {errors[0]}")
    return 1 if errors[0] else 0


if __name__ == "__main__":
    sys.exit(main())
