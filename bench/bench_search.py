"""Search quality and speed over tests/search_eval.yaml, against an SQLite FTS5 baseline.

    .venv/bin/python bench/bench_search.py [--rounds 5] [--misses] [--data DIR]

Builds the real corpus into a temporary data folder (or uses ``--data``),
then for every eval question measures:

* recall@1 and recall@3: the share of expected refs found first / among the first
  three hits, in the one order the API and the web page show (after one entry per rule),
  and how many questions had all of theirs in the top 3;
* latency p50/p99 of ``search()`` with the result cache cleared before each
  query (the real work), and p50/p99 when served from the cache;

and the same recall and latency for a baseline: the same documents (title and
body) in an SQLite FTS5 table with the porter stemmer, queried with the
question's words OR-ed and ranked by bm25 with the title weighted as in whoosh.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

EVAL_FILE = ROOT / "tests" / "search_eval.yaml"


def load_eval(path: Path = EVAL_FILE) -> list[dict]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = (len(ordered) - 1) * pct / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def hit(expected, top: list[str]) -> bool:
    """An expected ref is in ``top``; a list of refs means any one of them (they say the same)."""
    if isinstance(expected, list):
        return any(ref in top for ref in expected)
    return expected in top


def recall(questions: list[dict], ranked: dict[str, list[str]], k: int = 3) -> tuple[float, int, list]:
    found = total = full = 0
    misses = []
    for item in questions:
        top = ranked[item["q"]][:k]
        got = [ref for ref in item["expect"] if hit(ref, top)]
        found += len(got)
        total += len(item["expect"])
        if len(got) == len(item["expect"]):
            full += 1
        else:
            misses.append((item, ranked[item["q"]][:5]))
    return found / total if total else 0.0, full, misses


# --------------------------------------------------------------------------- whoosh (ours)

def run_engine(engine, questions, rounds: int):
    ranked: dict[str, list[str]] = {}
    cold, warm = [], []
    for item in questions:  # warm the searcher and the name lists once
        engine.search(item["q"], limit=10)
    for _ in range(rounds):
        for item in questions:
            engine.clear_cache()
            started = time.perf_counter()
            result = engine.search(item["q"], limit=10)
            cold.append((time.perf_counter() - started) * 1000)
            ranked[item["q"]] = [h.ref for h in result.hits]
            started = time.perf_counter()
            engine.search(item["q"], limit=10)
            warm.append((time.perf_counter() - started) * 1000)
    return ranked, cold, warm


# --------------------------------------------------------------------------- FTS5 baseline

def build_fts(engine) -> sqlite3.Connection:
    con = sqlite3.connect(":memory:")
    con.execute("create virtual table docs using fts5(ref unindexed, title, body, tokenize='porter unicode61')")
    rows = []
    for doc in engine.docs.values():
        group = doc.group
        ref = f"card:{doc.id}" if group == "cards" else f"ruling:{doc.id}" if group == "rulings" else doc.id
        rows.append((ref, doc.title, doc.fields.get("body", "")))
    con.executemany("insert into docs values (?, ?, ?)", rows)
    return con


def fts_query(text: str) -> str:
    words = re.findall(r"[A-Za-z0-9]+", text)
    return " OR ".join(f'"{w}"' for w in words) or '""'


def run_fts(con, questions, rounds: int):
    ranked: dict[str, list[str]] = {}
    times = []
    sql = "select ref from docs where docs match ? order by bm25(docs, 0, 2.5, 1.0) limit 10"
    for _ in range(rounds):
        for item in questions:
            started = time.perf_counter()
            rows = con.execute(sql, [fts_query(item["q"])]).fetchall()
            times.append((time.perf_counter() - started) * 1000)
            ranked[item["q"]] = [r[0] for r in rows]
    return ranked, times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="times each question is run (default 5)")
    parser.add_argument("--misses", action="store_true", help="list the questions that missed")
    parser.add_argument("--data", help="an already built data folder to use")
    args = parser.parse_args(argv)

    tmp = None
    if args.data:
        os.environ["ORACLE_DATA_DIR"] = args.data
    else:
        tmp = Path(tempfile.mkdtemp(prefix="oracle-bench-search-"))
        os.environ["ORACLE_DATA_DIR"] = str(tmp)
    try:
        from oracle import build, paths
        from oracle.search.engine import Engine

        build.ensure_built()
        engine = Engine(paths.index_dir())
        questions = load_eval()

        ranked, cold, warm = run_engine(engine, questions, args.rounds)
        r3, full, misses = recall(questions, ranked)
        r1 = recall(questions, ranked, k=1)[0]
        con = build_fts(engine)
        fts_ranked, fts_times = run_fts(con, questions, args.rounds)
        f3, f_full, f_misses = recall(questions, fts_ranked)
        f1 = recall(questions, fts_ranked, k=1)[0]

        n = len(questions)
        styles = sorted({q.get("style", "?") for q in questions})
        counts = ", ".join(f"{sum(1 for q in questions if q.get('style') == s)} {s}" for s in styles)
        print(f"{n} questions ({counts}), {args.rounds} rounds, {len(engine.docs)} documents")
        print(f"{'':10} {'recall@1':>9} {'recall@3':>9} {'all-in-top3':>12} {'p50 ms':>8} {'p99 ms':>8}")
        print(f"{'oracle':10} {r1:9.1%} {r3:9.1%} {full:>6}/{n:<5} {statistics.median(cold):8.2f} "
              f"{percentile(cold, 99):8.2f}   (cached: p50 {statistics.median(warm):.3f} p99 {percentile(warm, 99):.3f})")
        print(f"{'fts5':10} {f1:9.1%} {f3:9.1%} {f_full:>6}/{n:<5} {statistics.median(fts_times):8.2f} "
              f"{percentile(fts_times, 99):8.2f}")
        groups = [(f"style {s}", [q for q in questions if q.get("style") == s]) for s in styles]
        groups += [(f"tag {t}", [q for q in questions if q.get("tag") == t])
                   for t in sorted({q["tag"] for q in questions if q.get("tag")})]
        for label, subset in groups:
            print(f"  {label:16} {len(subset):>4}  oracle @1 {recall(subset, ranked, k=1)[0]:6.1%} "
                  f"@3 {recall(subset, ranked)[0]:6.1%}   fts5 @1 {recall(subset, fts_ranked, k=1)[0]:6.1%} "
                  f"@3 {recall(subset, fts_ranked)[0]:6.1%}")
        if args.misses:
            for item, top in misses:
                print(f"MISS {item['q']!r}: expected {item['expect']}, got {top}")
            misses1 = recall(questions, ranked, k=1)[2]
            for item, top in misses1:
                if item not in [m for m, _t in misses]:
                    print(f"NOT FIRST {item['q']!r}: expected {item['expect']}, got {top[:3]}")
        return 0
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
