"""The sandbox's worker processes (web.isolation): a run past the hard limit is killed and its
process replaced; the pool keeps answering."""

from __future__ import annotations

import os
import time

import pytest

from web import isolation


def fixers(n: int) -> str:
    minions = "        - &m {card: Microbot Fixer, controller: Alice}\n" + "        - *m\n" * (n - 1)
    return ("id: slow\nsetup:\n  players: [{name: Alice, factions: [robots, ninjas]}, {name: Bob, factions: "
            "[pirates, aliens]}]\n  bases:\n    - base: The Central Brain\n      minions:\n" + minions
            + "steps:\n  - advance: draw\n")


QUICK = "id: quick\nsetup:\n  players: [{name: A}, {name: B}]\nsteps: []\n"


@pytest.fixture(scope="module")
def pool():
    p = isolation.Pool(size=1, hard_seconds=1.0, wait_seconds=30)
    yield p
    p.close()


def test_a_run_past_the_hard_limit_is_killed_and_replaced(pool):
    assert pool.call("run_scenario", QUICK, {})["error"] is None
    before = pool.pids()
    start = time.monotonic()
    # no engine limits at all: only the hard limit stops it
    with pytest.raises(isolation.TimedOut):
        pool.call("run_scenario", fixers(1500), {"max_seconds": 0, "max_work": 0, "max_events": 10**9})
    assert time.monotonic() - start < 5
    after = pool.pids()
    assert len(after) == 1 and after != before
    result = pool.call("run_scenario", QUICK, {})
    assert result["error"] is None and result["id"] == "quick"


def test_engine_limits_count_work(pool):
    """The engine stops a run that computes much and logs little, with its own clear message."""
    p = isolation.Pool(size=1, hard_seconds=180, wait_seconds=180, slow_seconds=180)  # never lowered
    try:
        result = p.call("run_scenario", fixers(1500), {"max_work": 20_000, "max_seconds": 0})
    finally:
        p.close()
    assert result["error"]["kind"] == "limit" and "work" in result["error"]["message"]


def test_errors_come_back_as_themselves(pool):
    from web.answers import AnswerError

    with pytest.raises(AnswerError):
        pool.call("add_answer", "steps: []\n", 3, "x")
    assert pool.call("add_answer", "steps:\n  - advance: draw\n", 0, "x").count("choose") == 1


def test_past_the_waiting_room_the_answer_is_busy_at_once():
    """Runs beyond what may wait are refused at once: waiting runs must not hold every web thread."""
    import threading

    p = isolation.Pool(size=1, hard_seconds=2.0, wait_seconds=30, waiting_room=4, slow_processes=1)
    outcomes: list[str] = []

    def run() -> None:
        try:
            p.call("run_scenario", fixers(1500), {"max_seconds": 0, "max_work": 0, "max_events": 10**9})
            outcomes.append("ran")
        except isolation.TimedOut:
            outcomes.append("timed out")
        except isolation.Busy:
            outcomes.append("busy")

    try:
        threads = [threading.Thread(target=run) for _ in range(p.waiting_room)]
        for t in threads:
            t.start()
        time.sleep(0.5)
        start = time.monotonic()
        with pytest.raises(isolation.Busy):
            p.call("run_scenario", QUICK, {})
        assert time.monotonic() - start < 0.5
        for t in threads:
            t.join()
    finally:
        p.close()
    assert outcomes.count("timed out") == p.waiting_room


def test_quick_runs_are_not_kept_waiting_by_slow_ones():
    """Runs still going after slow_seconds give their place to quick ones and drop to the lowest
    priority; once they end (here: killed at the hard limit) the pool is back to its size."""
    import threading

    p = isolation.Pool(size=1, hard_seconds=6.0, wait_seconds=30, slow_seconds=0.3, slow_processes=3)
    outcomes: list[str] = []

    def slow() -> None:
        try:
            p.call("run_scenario", fixers(1500), {"max_seconds": 0, "max_work": 0, "max_events": 10**9})
        except isolation.TimedOut:
            outcomes.append("timed out")

    try:
        threads = [threading.Thread(target=slow) for _ in range(3)]
        for t in threads:
            t.start()
        # each in turn passes slow_seconds and leaves the one quick place free
        def slow_pids() -> list[int]:
            return [pid for pid in p.pids() if os.getpriority(os.PRIO_PROCESS, pid) == isolation.SLOW_NICENESS]

        deadline = time.monotonic() + 4.0
        while (len(p.pids()) < 4 or len(slow_pids()) < 3) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(p.pids()) == 4
        lowered = slow_pids()
        assert len(lowered) == 3
        assert p.call("run_scenario", QUICK, {})["error"] is None
        assert outcomes == []  # answered while every slow run still runs, not behind them
        for t in threads:
            t.join()
        assert outcomes == ["timed out"] * 3
        assert len(p.pids()) == 1 and not set(p.pids()) & set(lowered)
    finally:
        p.close()
