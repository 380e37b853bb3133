"""Cross-links (issue #17): what a build links, what it costs, and how big the pages get.

    .venv/bin/python bench/bench_linking.py [--scenarios]

Side by side in one run, on a copy of the sources: a cold build without the linking part
(the build as it was before issue #17) and a cold build with it (scenarios not run unless
``--scenarios``: they cost the same either way). Then the links made by kind, the page
references resolved and not, and the largest page (HTML + its static assets) over every
rules section, /rules, and every card and ruling page.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from oracle import build, paths  # noqa: E402


def cold_build(tmp: Path, name: str, run: bool) -> tuple[float, float, build.BuildReport, build.Sources]:
    """Wall-clock and this process's CPU seconds of a cold build (CPU time is what a loaded machine
    distorts least; scenarios run in other processes, so compare CPU only without them)."""
    data = tmp / name
    os.environ["ORACLE_DATA_DIR"] = str(data)
    src = build.Sources(corpus_dir=tmp / "corpus", rulings_dir=tmp / "rulings", scenarios_dir=tmp / "scenarios",
                        db_path=data / "oracle.db", index_dir=data / "index")
    started, cpu = time.perf_counter(), time.process_time()
    report = build.build(sources=src, run_scenarios=run)
    return time.perf_counter() - started, time.process_time() - cpu, report, src


def largest_page(db_path: Path) -> tuple[int, str, int]:
    """(bytes, path, pages measured): the biggest page with its /static assets."""
    import sqlite3

    from web import create_app

    app = create_app({"TESTING": True, "DATABASE": str(db_path)})
    client = app.test_client()
    con = sqlite3.connect(str(db_path))
    paths_ = ["/rules"] + [f"/rules/{r[0]}" for r in con.execute("select id from sections")]
    paths_ += [f"/cards/{r[0]}" for r in con.execute("select slug from cards")]
    paths_ += [f"/rulings/{r[0]}" for r in con.execute("select id from rulings")]
    con.close()
    assets: dict[str, int] = {}
    best = (0, "")
    for path in paths_:
        html = client.get(path).get_data()
        size = len(html)
        for url in set(re.findall(rb'(?:href|src)="(/static/[^"?]+)', html)):
            if url not in assets:
                assets[url] = len(client.get(url.decode()).get_data())
            size += assets[url]
        if size > best[0]:
            best = (size, path)
    return best[0], best[1], len(paths_)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", action="store_true", help="run the scenarios in both builds")
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="oracle-bench-linking-"))
    try:
        for name, folder in (("corpus", paths.CORPUS_DIR), ("rulings", paths.RULINGS_DIR),
                             ("scenarios", paths.SCENARIOS_DIR)):
            shutil.copytree(folder, tmp / name)
        frozen = build._code_hash(build.ENGINE_CODE)
        build._code_hash = lambda entries: frozen
        linking = build._build_linking
        build._build_linking = lambda db, src: {k: 0 for k in ("term", "card", "ref", "ref_resolved", "ref_unresolved")}
        before_s, before_cpu, _, _ = cold_build(tmp, "without", args.scenarios)
        build._build_linking = linking
        after_s, after_cpu, report, src = cold_build(tmp, "with", args.scenarios)
        linked = report.linked
        size, where, pages = largest_page(src.db_path)
        print(f"(cpus: {os.cpu_count()}, load: {os.getloadavg()[0]:.1f}; scenarios run: {args.scenarios})")
        print(f"cold build without linking: {before_s:6.2f} s  (CPU {before_cpu:6.2f} s)")
        print(f"cold build with linking:    {after_s:6.2f} s  (CPU {after_cpu:6.2f} s, +{after_cpu - before_cpu:.2f} s)")
        print(f"term mentions linked: {linked['term']:,}; card names linked: {linked['card']:,}")
        print(f"references resolved: {linked['ref_resolved']}, unresolved: {linked['ref_unresolved']}")
        print(f"largest page with its assets: {size / 1024:.1f} KB ({where}) over {pages:,} pages (limit 200 KB)")
        return 0 if size < 200 * 1024 and not report.errors else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
