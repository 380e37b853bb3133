"""Helpers for the web tests (a module name of its own, so no other ``conftest`` shadows it)."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


class Data:
    """Look-ups in the built database, so tests follow the real corpus."""

    def __init__(self, path):
        self.con = sqlite3.connect(str(path))
        self.con.row_factory = sqlite3.Row

    def rows(self, sql, params=()):
        try:
            return [dict(r) for r in self.con.execute(sql, params).fetchall()]
        except sqlite3.OperationalError:
            return []

    def one(self, sql, params=()):
        rows = self.rows(sql, params)
        return rows[0] if rows else None

    def need(self, sql, params=(), why="the build has no such row"):
        row = self.one(sql, params)
        if row is None:
            pytest.skip(why)
        return row


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``oracle serve`` in a subprocess; ``restart()`` stops it and starts a new one on the same port."""

    def __init__(self, data_dir: Path, log: Path, env: dict | None = None, args: tuple = (), workers: int = 1):
        """``workers``: web worker processes (0: one per core, as ``oracle serve`` runs by default; the
        tests that do not test serving itself use one, which starts faster)."""
        self.data_dir, self.log_path = data_dir, log
        self.extra_env, self.args = dict(env or {}), ("--workers", str(workers), *args)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        # the tests of one session share from one address into one store: no rate limit unless asked
        env = dict(os.environ, ORACLE_DATA_DIR=str(self.data_dir), PYTHONPATH=str(REPO_ROOT),
                   ORACLE_SHARES_PER_CLIENT="1000000")
        env.update(self.extra_env)
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "oracle.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             *self.args],
            cwd=str(REPO_ROOT), env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"oracle serve exited: {self.log_path.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.url + "/api/autocomplete?q=", timeout=2) as resp:
                    if resp.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("oracle serve did not start in time")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        self.log.close()

    def restart(self) -> None:
        self.stop()
        self.start()
