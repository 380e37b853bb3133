"""Build timings: a cold ``oracle build`` into an empty data folder, a no-op rebuild, and
rebuilds after one card file and one scenario file change.

    .venv/bin/python bench/bench_build.py [--no-scenarios]

The sources (corpus/, rulings/, scenarios/) are copied to a temporary folder
first and the engine's code hash is taken once, so edits others make to the
tree meanwhile do not disturb the measurement; the repository is never touched. Targets: cold build under
30 s; the no-op rebuild only hashes files.
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


def timed(src: build.Sources, run: bool, force: bool = False) -> tuple[float, build.BuildReport]:
    started = time.perf_counter()
    report = build.build(sources=src, run_scenarios=run, force=force)
    return time.perf_counter() - started, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-scenarios", action="store_true", help="do not run the scenarios")
    args = parser.parse_args(argv)
    run = not args.no_scenarios
    tmp = Path(tempfile.mkdtemp(prefix="oracle-bench-build-"))
    try:
        for name, folder in (("corpus", paths.CORPUS_DIR), ("rulings", paths.RULINGS_DIR),
                             ("scenarios", paths.SCENARIOS_DIR)):
            if folder.is_dir():
                shutil.copytree(folder, tmp / name)
            else:
                (tmp / name).mkdir()
        # others may edit the engine meanwhile: its code counts as it was when the bench began
        frozen = build._code_hash(build.ENGINE_CODE)
        build._code_hash = lambda entries: frozen
        os.environ["ORACLE_DATA_DIR"] = str(tmp / "data")
        src = build.Sources(corpus_dir=tmp / "corpus", rulings_dir=tmp / "rulings",
                            scenarios_dir=tmp / "scenarios", db_path=tmp / "data" / "oracle.db",
                            index_dir=tmp / "data" / "index")
        cold_s, cold = timed(src, run)
        noop_s, noop = timed(src, run)

        card_files = sorted((tmp / "corpus" / "cards").rglob("*.yaml"))
        card_s = card = None
        if card_files:
            card_files[0].write_text(card_files[0].read_text() + "\n# touched by bench_build\n")
            card_s, card = timed(src, run)
        scen_files = sorted((tmp / "scenarios").rglob("*.yaml"))
        scen_s = scen = None
        if scen_files:
            scen_files[0].write_text(scen_files[0].read_text() + "\n# touched by bench_build\n")
            scen_s, scen = timed(src, run)

        print(f"counts: {cold.counts}  (cpus: {os.cpu_count()}, load: {os.getloadavg()[0]:.1f})")
        print(f"cold build:          {cold_s:6.2f} s  (target < 30 s)")
        print(f"no-op rebuild:       {noop_s:6.3f} s  rebuilt: {', '.join(noop.rebuilt) or 'nothing'}")
        if card is not None:
            print(f"one card file:       {card_s:6.2f} s  rebuilt: {', '.join(card.rebuilt)}")
        if scen is not None:
            print(f"one scenario file:   {scen_s:6.2f} s  rebuilt: {', '.join(scen.rebuilt)}")
        for note in cold.notes:
            print(f"note: {note}")
        return 0 if cold_s < 30 and noop.noop else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
