"""Running the rules engine for a request in a worker process with a hard wall-clock limit.

A scenario from the sandbox is hostile input: it can ask the engine for any amount of work.
The engine stops itself at its own limits (events, work, seconds), and this module is the
backstop: each run goes to one of a few long-lived worker processes; past ``hard_seconds`` the
process is killed, a fresh one takes its place, and the caller gets ``TimedOut``. The web
process itself never runs the engine, so its threads keep serving pages while a run burns its
process's CPU; the workers run at a lower priority (``os.nice``) for the same reason.

Workers are forked from a ``forkserver`` that has imported the engine and loaded the card
library once (``web.sandbox_tasks``), so a fresh worker is ready in milliseconds. One pool per
web process, made on first use.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import queue
import threading
from multiprocessing.connection import Connection
from typing import Any

#: What a worker's own process may do (its tasks live in web.sandbox_tasks).
TASKS_MODULE = "web.sandbox_tasks"
WORKER_NICENESS = 5


class TimedOut(Exception):
    """The run passed the hard wall-clock limit; its process was killed and replaced."""


class Busy(Exception):
    """Every worker stayed busy for as long as a request may wait."""


def _worker_main(conn: Connection, niceness: int) -> None:
    """A worker's loop: receive ``(task name, args)``, answer ``("ok", value)`` or ``("error", exc)``."""
    import importlib

    try:
        os.nice(niceness)
    except OSError:
        pass
    tasks = importlib.import_module(TASKS_MODULE)
    while True:
        try:
            name, args = conn.recv()
        except (EOFError, OSError):  # the web process went away
            return
        try:
            answer = ("ok", getattr(tasks, name)(*args))
        except BaseException as exc:  # sent back to the caller, who decides what the person sees
            answer = ("error", exc)
        try:
            conn.send(answer)
        except Exception as exc:  # an answer that cannot be pickled
            conn.send(("error", RuntimeError(f"{exc.__class__.__name__}: {exc}")))


class _Worker:
    def __init__(self, ctx) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, WORKER_NICENESS), daemon=True,
                                   name="oracle-sandbox")
        self.process.start()
        child.close()

    def kill(self) -> None:
        self.process.kill()
        self.process.join(timeout=5)
        self.conn.close()


class Pool:
    """``size`` worker processes; ``call(task, *args)`` runs ``web.sandbox_tasks.<task>(*args)`` in one."""

    #: Requests that may wait for a worker, per worker; more are answered "busy" at once, so that
    #: waiting runs never hold all of a web process's threads (pages must keep answering).
    WAITING_PER_WORKER = 8

    def __init__(self, size: int = 2, hard_seconds: float = 8.0, wait_seconds: float = 20.0) -> None:
        self.size, self.hard_seconds, self.wait_seconds = size, hard_seconds, wait_seconds
        self._admitted = threading.BoundedSemaphore(size * (1 + self.WAITING_PER_WORKER))
        self._ctx = multiprocessing.get_context("forkserver")
        self._ctx.set_forkserver_preload([TASKS_MODULE])
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._all: set[_Worker] = set()
        self._lock = threading.Lock()
        for _ in range(size):
            self._add()

    def _add(self) -> None:
        worker = _Worker(self._ctx)
        with self._lock:
            self._all.add(worker)
        self._idle.put(worker)

    def _retire(self, worker: _Worker) -> None:
        with self._lock:
            self._all.discard(worker)
        worker.kill()

    def call(self, task: str, *args: Any) -> Any:
        if not self._admitted.acquire(blocking=False):
            raise Busy("every sandbox worker is busy and others are waiting")
        try:
            return self._call(task, *args)
        finally:
            self._admitted.release()

    def _call(self, task: str, *args: Any) -> Any:
        worker = self._take()
        try:
            worker.conn.send((task, args))
            if not worker.conn.poll(self.hard_seconds):
                raise TimedOut(f"the run took longer than {self.hard_seconds:g} s")
            status, value = worker.conn.recv()
        except BaseException:
            # timed out, or the worker died (killed by the system, out of memory...): replace it
            self._retire(worker)
            self._add()
            raise
        self._idle.put(worker)
        if status == "error":
            raise value
        return value

    def _take(self) -> _Worker:
        """An idle live worker (one that died while idle, e.g. killed by the system, is replaced)."""
        while True:
            try:
                worker = self._idle.get(timeout=self.wait_seconds)
            except queue.Empty:
                raise Busy(f"every sandbox worker stayed busy for {self.wait_seconds:.0f} s") from None
            if worker.process.is_alive():
                return worker
            self._retire(worker)
            self._add()

    def close(self) -> None:
        with self._lock:
            workers, self._all = list(self._all), set()
        for worker in workers:
            worker.kill()

    def pids(self) -> list[int]:
        with self._lock:
            return [w.process.pid for w in self._all]


_pool: Pool | None = None
_pool_lock = threading.Lock()


def pool(size: int = 2, hard_seconds: float = 8.0, wait_seconds: float = 20.0) -> Pool:
    """This process's pool, started on first use (a forked web worker starts its own)."""
    global _pool
    with _pool_lock:
        if _pool is None or _pool.pid != os.getpid():
            _pool = Pool(size, hard_seconds, wait_seconds)
            _pool.pid = os.getpid()
            atexit.register(_pool.close)
        return _pool
