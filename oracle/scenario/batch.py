"""Running many scenario files: on every core when there are many files and cores to spare.

``oracle run``, ``oracle build`` and ``bench/bench_scenarios.py`` run whole folders this way. Each
scenario is deterministic and independent, so the results are the same as one after another; they
come back in the order of the files.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Iterator

PARALLEL_MIN = 16  # fewer files than this run in this process: starting workers costs more


def safe_run(path: Path, setup_after: bool = False, probes: list | None = None) -> dict:
    """One scenario's result; an unexpected exception becomes a failed result, never a crash."""
    from .runner import run_file

    try:
        result = run_file(path, setup_after=setup_after, probes=probes)
    except Exception as exc:  # one broken scenario must not stop the others
        result = {"passed": False, "failures": [],
                  "error": {"message": f"{type(exc).__name__}: {exc}", "file": str(path),
                            "line": None, "key": None, "suggestions": []}}
    return result


def _run_one(path: str, setup_after: bool = False, probes: list | None = None) -> dict:
    return safe_run(Path(path), setup_after, probes)


def default_jobs() -> int:
    return min(os.cpu_count() or 1, 4)


def run_files(files: Iterable[Path], jobs: int | None = None, setup_after: bool = False,
              probes: list | None = None) -> Iterator[dict]:
    """Results of ``files``, in order, using up to ``jobs`` processes (default: the cores, at most 4);
    ``setup_after``: each result also holds ``setup_after``, the board after the run as a setup mapping.
    ``probes``, when given, holds for each file the expectations checked apart on its board
    (``runner.Run.probe``; the claims of rulings, ``oracle.claims``)."""
    files = list(files)
    probes = list(probes) if probes is not None else [None] * len(files)
    jobs = default_jobs() if jobs is None else max(1, jobs)
    if jobs > 1 and len(files) >= PARALLEL_MIN:
        try:
            import concurrent.futures
            import multiprocessing

            # the first run here loads the engine's caches (the card library...) before forking
            first = safe_run(files[0], setup_after, probes[0])
            ctx = multiprocessing.get_context("fork")
            with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
                rest = list(pool.map(_run_one, [str(f) for f in files[1:]], [setup_after] * (len(files) - 1),
                                     probes[1:],
                                     chunksize=max(1, len(files) // (jobs * 4))))
            yield first
            yield from rest
            return
        except Exception:  # no fork here, a worker died...: run them in this process
            pass
    for f, p in zip(files, probes):
        yield safe_run(f, setup_after, p)
