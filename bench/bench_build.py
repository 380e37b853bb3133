"""Build timings: a cold ``oracle build`` into an empty data folder, then a no-op rebuild.

    .venv/bin/python bench/bench_build.py [--no-scenarios] [--keep DIR]

Targets (docs/architecture.md, the issue): cold build under 30 s; the no-op
rebuild only hashes files. Also times a rebuild after one card file changes
(a copy of the corpus is used for that, so the repository is not touched).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from oracle import build, paths  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-scenarios", action="store_true", help="do not run the scenarios")
    parser.add_argument("--keep", help="build into this folder instead of a temporary one")
    args = parser.parse_args(argv)
    run = not args.no_scenarios
    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="oracle-bench-build-"))
    try:
        data = tmp / "data"
        if data.exists():
            shutil.rmtree(data)
        os.environ["ORACLE_DATA_DIR"] = str(data)
        src = build.Sources()

        started = time.perf_counter()
        cold = build.build(sources=src, run_scenarios=run)
        cold_s = time.perf_counter() - started

        started = time.perf_counter()
        noop = build.build(sources=src, run_scenarios=run)
        noop_s = time.perf_counter() - started

        # one card file changed, in a copy of the corpus
        corpus_copy = tmp / "corpus"
        if corpus_copy.exists():
            shutil.rmtree(corpus_copy)
        shutil.copytree(paths.CORPUS_DIR, corpus_copy)
        src2 = build.Sources(corpus_dir=corpus_copy)
        build.build(sources=src2, run_scenarios=run)  # the copy's card paths are the same: no-op
        card_files = sorted((corpus_copy / "cards").rglob("*.yaml"))
        one_s, one = None, None
        if card_files:
            card_files[0].write_text(card_files[0].read_text() + "\n# touched by bench_build\n")
            started = time.perf_counter()
            one = build.build(sources=src2, run_scenarios=run)
            one_s = time.perf_counter() - started

        print(f"counts: {cold.counts}")
        print(f"cold build:        {cold_s:6.2f} s  (target < 30 s)  rebuilt {', '.join(cold.rebuilt)}")
        print(f"no-op rebuild:     {noop_s:6.3f} s  rebuilt {noop.rebuilt or 'nothing'}")
        if one is not None:
            print(f"one card file:     {one_s:6.2f} s  rebuilt {', '.join(one.rebuilt)}")
        for note in cold.notes:
            print(f"note: {note}")
        return 0 if cold_s < 30 and noop.noop else 1
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
