"""Running the rules engine for a request in a worker process with a hard wall-clock limit.

A scenario from the sandbox is hostile input: it can ask the engine for any amount of work.
The engine stops itself at its own limits (events, work, seconds), and this module is the
backstop: each run goes to one of a few long-lived worker processes; past ``hard_seconds`` the
process is killed, a fresh one takes its place, and the caller gets ``TimedOut``. The web
process itself never runs the engine, so its threads keep serving pages while a run burns its
process's CPU. A run still going after a moment (an ordinary one takes milliseconds) drops to the
lowest CPU priority and gives its place to the next run (``Pool``), so neither pages nor quick
runs wait for the slow ones.

Workers are forked from a ``forkserver`` that has imported the engine and loaded the card
library once (``web.sandbox_tasks``), so a fresh worker is ready in milliseconds. One pool per
web process, made on first use.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from collections import deque
from multiprocessing.connection import Connection
from typing import Any

#: What a worker's own process may do (its tasks live in web.sandbox_tasks).
TASKS_MODULE = "web.sandbox_tasks"
#: A worker's CPU priority while its run is young, and once it has become slow.
WORKER_NICENESS, SLOW_NICENESS = 0, 19
#: A slow run computing for this share of ``slow_seconds`` (an ordinary run computes for a few
#: milliseconds) is lowered to SLOW_NICENESS.
BUSY_SHARE = 0.2


class TimedOut(Exception):
    """The run passed the hard wall-clock limit; its process was killed and replaced."""


class Busy(Exception):
    """Every worker stayed busy for as long as a request may wait."""


def _worker_main(conn: Connection, niceness: int) -> None:
    """A worker's loop: receive ``(task name, args)``, answer ``("ok", value)`` or ``("error", exc)``."""
    import importlib

    if niceness:
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


def _cpu_seconds(pid: int) -> float | None:
    """The CPU time process ``pid`` has used (Linux: /proc), or None when that cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


class _Waiter:
    """A call waiting for a process: ``_give`` sets ``worker`` and ``ready``."""

    def __init__(self) -> None:
        self.ready, self.worker = threading.Event(), None


class Pool:
    """``size`` worker processes; ``call(task, *args)`` runs ``web.sandbox_tasks.<task>(*args)`` in one.

    Fair to quick runs: a run still going after ``slow_seconds`` moves to the slow lane. A fresh
    process takes its place among the ``size``, its own process drops to the lowest priority
    (``SLOW_NICENESS``) once it has computed for a fifth of that time (``BUSY_SHARE``), and it is retired when the run
    ends (a process cannot regain priority). So a few heavy or hostile runs never hold the
    processes that ordinary runs queue for, nor the CPU they need; at most ``slow_processes``
    runs are in the slow lane at once (more keep their place).

    Admission: at most ``waiting_room`` calls are in the pool at once (running or waiting), and a
    call waits at most ``wait_seconds`` for a process; beyond either it gets ``Busy``. Waiting
    calls are served strictly first come, first served: a freed process is handed to the call
    that has waited longest (a plain queue lets a call that just finished take it again, and
    some waiting calls then starve). Each waiting call holds a web thread, so the room must leave threads for pages
    (``web.serve`` sizes them together).
    """

    def __init__(self, size: int = 2, hard_seconds: float = 8.0, wait_seconds: float = 20.0,
                 waiting_room: int = 64, slow_seconds: float = 1.0, slow_processes: int = 8) -> None:
        self.size, self.hard_seconds, self.wait_seconds = size, hard_seconds, wait_seconds
        self.waiting_room, self.slow_seconds, self.slow_processes = waiting_room, slow_seconds, slow_processes
        self._admitted = threading.BoundedSemaphore(waiting_room)
        self._slow = threading.BoundedSemaphore(slow_processes)
        self._ctx = multiprocessing.get_context("forkserver")
        self._ctx.set_forkserver_preload([TASKS_MODULE, __name__])
        self._idle: deque[_Worker] = deque()
        self._waiting: deque[_Waiter] = deque()
        self._all: set[_Worker] = set()
        self._lock = threading.Lock()
        for _ in range(size):
            self._add()

    def _spawn(self) -> _Worker:
        worker = _Worker(self._ctx)
        with self._lock:
            self._all.add(worker)
        return worker

    def _add(self) -> None:
        self._give(self._spawn())

    def _give(self, worker: _Worker) -> None:
        """A free process: to the call that has waited longest, else to the idle ones."""
        with self._lock:
            if self._waiting:
                waiter = self._waiting.popleft()
                waiter.worker = worker
                waiter.ready.set()
            else:
                self._idle.append(worker)

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
        slow = lowered = False
        try:
            start, spent = time.monotonic(), _cpu_seconds(worker.process.pid)
            worker.conn.send((task, args))
            while not worker.conn.poll(min(self.slow_seconds, max(0.0, start + self.hard_seconds - time.monotonic()))):
                if time.monotonic() >= start + self.hard_seconds:
                    raise TimedOut(f"the run took longer than {self.hard_seconds:g} s")
                slow = slow or self._to_slow_lane()
                lowered = lowered or (slow and self._lower_if_busy(worker, spent))
            status, value = worker.conn.recv()
        except BaseException:
            # timed out, or the worker died (killed by the system, out of memory...): replace it
            self._retire(worker)
            if not slow:
                self._add()
            raise
        finally:
            if slow:
                self._slow.release()
        if slow:
            self._retire(worker)
        else:
            self._give(worker)
        if status == "error":
            raise value
        return value

    def _to_slow_lane(self) -> bool:
        """Put a fresh process in a long run's place; False when the slow lane is full."""
        if not self._slow.acquire(blocking=False):
            return False
        self._add()
        return True

    def _lower_if_busy(self, worker: _Worker, spent: float | None) -> bool:
        """Drop a slow run's process to the lowest priority once it has computed for a fifth of
        ``slow_seconds`` (a quick run that only waited for a CPU on a busy machine keeps its own)."""
        now = _cpu_seconds(worker.process.pid)
        if spent is not None and now is not None and now - spent < self.slow_seconds * BUSY_SHARE:
            return False
        try:
            os.setpriority(os.PRIO_PROCESS, worker.process.pid, SLOW_NICENESS)
        except OSError:  # it has just exited: the answer is waiting in the pipe
            pass
        return True

    def _take(self) -> _Worker:
        """A live process, after the calls that came first (one that died while idle, e.g. killed
        by the system, is replaced)."""
        with self._lock:
            if self._idle:
                worker = self._idle.popleft()
            else:
                waiter = _Waiter()
                self._waiting.append(waiter)
                worker = None
        if worker is None:
            waiter.ready.wait(self.wait_seconds)
            with self._lock:
                if waiter.worker is None:
                    self._waiting.remove(waiter)
                    raise Busy(f"every sandbox worker stayed busy for {self.wait_seconds:.0f} s")
            worker = waiter.worker
        if not worker.process.is_alive():
            self._retire(worker)
            worker = self._spawn()
        return worker

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


def pool(**settings: Any) -> Pool:
    """This process's pool (``Pool(**settings)``), started on first use (a forked web worker
    starts its own)."""
    global _pool
    with _pool_lock:
        if _pool is None or _pool.pid != os.getpid():
            _pool = Pool(**settings)
            _pool.pid = os.getpid()
            atexit.register(_pool.close)
        return _pool


def settings(config: Any) -> dict[str, Any]:
    """The pool's settings from the app's config (``SANDBOX_*``, web.app)."""
    return {"size": config["SANDBOX_PROCESSES"], "hard_seconds": config["SANDBOX_HARD_SECONDS"],
            "wait_seconds": config["SANDBOX_WAIT_SECONDS"], "waiting_room": config["SANDBOX_WAITING_ROOM"],
            "slow_seconds": config["SANDBOX_SLOW_SECONDS"], "slow_processes": config["SANDBOX_SLOW_PROCESSES"]}
