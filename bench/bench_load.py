"""Load benchmark: a real ``oracle serve`` on loopback, one worker process against all of them.

Builds once into a temporary data folder (a copy of ``data/`` when this checkout is built), then for each worker count (``--workers``, default
1 and one per core) starts ``oracle serve --workers W`` on a free 127.0.0.1 port and runs two
phases of ``--seconds`` each with ``--clients`` threads, each looping over a mix of search
queries, card pages, ruling pages and sandbox runs (keep-alive connections):

* **normal**: only that mix;
* **hostile**: the same mix while ``--hostile`` more threads keep posting a scenario that asks
  the engine for as much work as it can (1,000 aliased Microbot Fixers), each answered with a
  4xx when a limit stops it.

Prints, side by side, throughput, p50/p99 latency and errors (any non-2xx/3xx or exception;
the hostile runs' own answers are counted apart), and the pages' (search, cards, rulings) p99
during the hostile phase.

    .venv/bin/python bench/bench_load.py [--clients 64] [--seconds 30] [--workers 1 2] [--hostile 8]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import socket
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
HOSTILE = ("id: bench/hostile\nsetup:\n  players: [{name: Alice, factions: [robots, ninjas]}, "
           "{name: Bob, factions: [pirates, aliens]}]\n  bases:\n    - base: The Central Brain\n      minions:\n"
           "        - &m {card: Microbot Fixer, controller: Alice}\n" + "        - *m\n" * 999
           + "steps:\n  - advance: draw\n")


def tree_cpu(root: int) -> float:
    """CPU seconds used so far by process ``root`` and its descendants (with their reaped children)."""
    parent, spent = {}, {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # it has just exited
            continue
        pid = int(stat.parent.name)
        parent[pid] = int(fields[1])
        spent[pid] = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += spent.get(pid, 0)
        todo += [child for child, p in parent.items() if p == pid]
    return total / os.sysconf("SC_CLK_TCK")


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


def discover(base: str) -> tuple[list[str], list[str]]:
    """Card and ruling URLs to request, found through the search API."""
    cards, rulings = [], []
    for q in ["type:minion", "kind:ruling", "warbot", "collector"]:
        with urllib.request.urlopen(base + "/api/search?q=" + urllib.parse.quote(q) + "&limit=30") as r:
            body = json.load(r)
        for hit in body["results"]:
            url = hit.get("url", "")
            if url.startswith("/cards/"):
                cards.append(url)
            elif url.startswith("/rulings/"):
                rulings.append(url)
    return sorted(set(cards)) or ["/"], sorted(set(rulings)) or ["/"]


class Client:
    """One keep-alive connection; ``call`` returns (status, seconds), reconnecting after an error."""

    def __init__(self, port: int):
        self.port, self.con = port, None

    def call(self, method: str, path: str, body: bytes | None = None, timeout: float = 30) -> tuple[int | str, float]:
        """The status, or what went wrong instead of an answer ("timeout", "ConnectionResetError"...)."""
        start = time.perf_counter()
        try:
            if self.con is None:
                self.con = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
            headers = {"Content-Type": "text/yaml"} if body is not None else {}
            self.con.request(method, path, body=body, headers=headers)
            resp = self.con.getresponse()
            resp.read()
            status = resp.status
            if resp.will_close:
                self.con.close()
                self.con = None
        except Exception as exc:
            if self.con is not None:
                self.con.close()
            self.con = None
            status = "timeout" if isinstance(exc, (socket.timeout, TimeoutError)) else exc.__class__.__name__
        return status, time.perf_counter() - start


def is_ok(status: int | str) -> bool:
    return isinstance(status, int) and 200 <= status < 400


def breakdown(samples: list[tuple[str, int | str, float]]) -> dict[tuple[str, int | str], int]:
    """Errors by (endpoint, status or failure)."""
    out: dict[tuple[str, int | str], int] = {}
    for kind, status, _ in samples:
        if not is_ok(status):
            out[kind, status] = out.get((kind, status), 0) + 1
    return out


def phase(server: int, port: int, clients: int, seconds: float, hostile: int, cards: list[str], rulings: list[str]) -> dict:
    samples: list[tuple[str, int, float]] = []
    hostile_answers: list[tuple[int, float]] = []
    lock = threading.Lock()
    load, cpu = os.getloadavg()[0], tree_cpu(server)
    deadline = time.perf_counter() + seconds

    def normal(seed: int) -> None:
        rnd, client = random.Random(seed), Client(port)
        while time.perf_counter() < deadline:
            kind = rnd.choice(["search", "search", "card", "ruling", "run"])
            if kind == "search":
                status, dt = client.call("GET", "/api/search?q=" + urllib.parse.quote(rnd.choice(QUERIES)))
            elif kind == "card":
                status, dt = client.call("GET", rnd.choice(cards))
            elif kind == "ruling":
                status, dt = client.call("GET", rnd.choice(rulings))
            else:
                status, dt = client.call("POST", "/api/run", SANDBOX.encode())
            with lock:
                samples.append((kind, status, dt))

    def attacker() -> None:
        client = Client(port)
        while time.perf_counter() < deadline:
            status, dt = client.call("POST", "/api/run", HOSTILE.encode(), timeout=60)
            with lock:
                hostile_answers.append((status, dt))

    threads = [threading.Thread(target=normal, args=(i,)) for i in range(clients)]
    threads += [threading.Thread(target=attacker) for _ in range(hostile)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    cores_busy = (tree_cpu(server) - cpu) / elapsed

    def pct(values: list[float], q: float) -> float:
        values = sorted(values)
        return values[min(len(values) - 1, int(q * len(values)))] * 1000 if values else float("nan")

    all_times = [dt for _, _, dt in samples]
    pages = [dt for kind, _, dt in samples if kind != "run"]
    runs = [dt for kind, _, dt in samples if kind == "run"]
    return {
        "load": load, "cores": cores_busy, "requests": len(samples), "rps": len(samples) / elapsed,
        "p50": pct(all_times, 0.50), "p99": pct(all_times, 0.99),
        "pages_p99": pct(pages, 0.99), "runs_p99": pct(runs, 0.99),
        "errors": sum(1 for _, status, _ in samples if not is_ok(status)),
        "breakdown": breakdown(samples),
        "hostile": len(hostile_answers),
        "hostile_statuses": sorted({s for s, _ in hostile_answers}, key=str),
        "hostile_max": max((dt for _, dt in hostile_answers), default=0.0),
    }


def measure(oracle: str, env: dict, args: argparse.Namespace) -> list[tuple[int, str, dict]]:
    """For each worker count, a server and its phases: ``[(workers, phase name, figures)]``."""
    rows = []
    for workers in args.workers:
        port = args.port + len(rows) if args.port else free_port()
        log = open(args.log, "a") if args.log else subprocess.DEVNULL  # the server's own warnings
        server = subprocess.Popen([oracle, "serve", "--no-build", "--port", str(port), "--workers", str(workers)],
                                  env=env, stdout=log, stderr=log)
        try:
            wait_ready(f"http://127.0.0.1:{port}")
            cards, rulings = discover(f"http://127.0.0.1:{port}")
            time.sleep(3)  # the sandbox pools start in the background
            for name, hostile in (("normal", 0), (f"+{args.hostile} hostile", args.hostile)):
                if hostile or name == "normal":
                    rows.append((workers, name, phase(server.pid, port, args.clients, args.seconds, hostile, cards, rulings)))
        finally:
            server.terminate()
            server.wait(timeout=30)
            if args.log:
                log.close()

    return rows


def main() -> int:
    from web.serve import cores

    ap = argparse.ArgumentParser()
    ap.add_argument("--clients", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--workers", type=int, nargs="+", default=sorted({1, cores()}))
    ap.add_argument("--hostile", type=int, default=8)
    ap.add_argument("--port", type=int, default=0, help="first port to serve on (default: any free port)")
    ap.add_argument("--log", help="append the servers' stderr to this file")
    args = ap.parse_args()

    data = Path(tempfile.mkdtemp(prefix="oracle-load-")) / "data"
    built = ROOT / "data"
    if (built / "oracle.db").exists():  # a copy of this checkout's build: the build below is then a no-op
        shutil.copytree(built, data, ignore=shutil.ignore_patterns("shares*"))
    env = dict(os.environ, ORACLE_DATA_DIR=str(data))
    oracle = str(ROOT / ".venv" / "bin" / "oracle")
    subprocess.run([oracle, "build"], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        rows = measure(oracle, env, args)
    finally:
        shutil.rmtree(data.parent, ignore_errors=True)

    print(f"{args.clients} clients, {args.seconds:.0f} s per phase, {os.cpu_count()} cores; "
          f"load: the 1-minute load average as the phase began; cores: the server's CPU seconds per second")
    print(f"{'workers':>7} {'phase':>11} {'load':>5} {'cores':>5} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'pages p99':>9} "
          f"{'runs p99':>8} {'errors':>6}  hostile runs")
    for workers, name, r in rows:
        hostile = (f"{r['hostile']} answered, statuses {r['hostile_statuses']}, slowest {r['hostile_max']:.1f} s"
                   if r["hostile"] else "")
        print(f"{workers:>7} {name:>11} {r['load']:5.1f} {r['cores']:5.2f} {r['rps']:7.1f} {r['p50']:7.0f} {r['p99']:7.0f} {r['pages_p99']:9.0f} "
              f"{r['runs_p99']:8.0f} {r['errors']:6d}  {hostile}")
    for workers, name, r in rows:
        if r["breakdown"]:
            print(f"errors, {workers} workers, {name}: " + ", ".join(
                f"{kind} {status}: {n}" for (kind, status), n in sorted(r["breakdown"].items(), key=str)))
    normal = {w: r for w, name, r in rows if name == "normal"}
    if len(normal) > 1:
        lo, hi = min(normal), max(normal)
        print(f"throughput {hi} workers / {lo} worker: {normal[hi]['rps'] / normal[lo]['rps']:.2f}x")
    return 1 if any(r["errors"] for _, _, r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
