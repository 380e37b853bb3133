"""Saved sandbox scenarios survive a ``kill -9`` of the server mid-request.

The server writes shares to the SQLite file in WAL mode and answers only after
the transaction commits, so every share the client was told about must be there
after the process dies at an arbitrary moment — and the file must stay intact.
"""

from __future__ import annotations

import http.client
import json
import signal
import sqlite3
import threading
import time
import urllib.error
import urllib.request

from webtest_support import Server

SHARE = """\
id: durability/{n}
title: share number {n}
cards:
  - {{name: Ten, type: minion, power: 10}}
  - {{name: Test Base, type: base, breakpoint: 5, vp: [3, 2, 1]}}
setup:
  players: [{{name: Alice}}, {{name: Bob}}]
  bases: [{{base: Test Base, minions: [{{card: Ten, controller: Alice}}]}}]
steps:
  - advance: draw
expect:
  vp: {{Alice: 3}}
"""


def post_share(url: str, n: int) -> str | None:
    body = json.dumps({"yaml": SHARE.format(n=n)}).encode()
    req = urllib.request.Request(url + "/api/share", data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            return json.load(resp)["key"] if resp.status == 201 else None
    except (urllib.error.URLError, http.client.HTTPException, ConnectionError, OSError, ValueError):
        return None  # the server died before answering: nothing was promised


def test_acknowledged_shares_survive_kill_9(data_dir, tmp_path):
    server = Server(data_dir, tmp_path / "serve.log")
    server.start()
    acknowledged: dict[str, int] = {}
    lock = threading.Lock()
    stop = threading.Event()

    def client(first: int) -> None:
        n = first
        while not stop.is_set():
            key = post_share(server.url, n)
            if key:
                with lock:
                    acknowledged[key] = n
            n += 1000

    threads = [threading.Thread(target=client, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 20
    while len(acknowledged) < 20 and time.monotonic() < deadline:
        time.sleep(0.05)
    server.proc.send_signal(signal.SIGKILL)  # mid-request: the clients are still posting
    server.proc.wait()
    stop.set()
    for t in threads:
        t.join()
    server.proc = None
    server.log.close()
    assert len(acknowledged) >= 20

    con = sqlite3.connect(str(data_dir / "oracle.db"))
    try:
        assert con.execute("pragma integrity_check").fetchone()[0] == "ok"
        assert con.execute("pragma journal_mode").fetchone()[0] == "wal"
    finally:
        con.close()

    server.start()
    try:
        for key, n in acknowledged.items():
            with urllib.request.urlopen(f"{server.url}/s/{key}", timeout=10) as resp:
                page = resp.read().decode()
            assert f"share number {n}" in page, key
    finally:
        server.stop()
