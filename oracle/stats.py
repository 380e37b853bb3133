"""``oracle stats [--json]``: what the oracle holds, read from the built database.

The JSON is one object: ``sections``, ``terms``, ``cards``,
``cards_implemented``, ``bases``, ``bases_implemented``, ``rulings``,
``rulings_verified``, ``scenarios``, ``scenarios_passing``, and ``sets``:
``{set name: {"cards", "implemented", "bases", "bases_implemented"}}``.
Cards here are every non-base card (minions, actions, titans, monsters,
treasures, madness...); bases are counted apart.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from oracle import store


def _count(db, sql: str) -> int:
    try:
        return int(db.execute(sql).fetchone()[0] or 0)
    except Exception:  # a table missing from an older or partial build
        return 0


def stats(db=None) -> dict[str, Any]:
    """The counts, from ``db`` (default: the data folder's database, built first if needed)."""
    own = db is None
    if own:
        from oracle.build import ensure_built

        ensure_built()
        db = store.connect()
    try:
        out: dict[str, Any] = {
            "sections": _count(db, "select count(*) from sections"),
            "terms": _count(db, "select count(*) from sections where kind = 'term'"),
            "cards": _count(db, "select count(*) from cards where type != 'base'"),
            "cards_implemented": _count(db, "select count(*) from cards where type != 'base' and implemented = 1"),
            "bases": _count(db, "select count(*) from cards where type = 'base'"),
            "bases_implemented": _count(db, "select count(*) from cards where type = 'base' and implemented = 1"),
            "rulings": _count(db, "select count(*) from rulings"),
            "rulings_verified": _count(db, "select count(*) from rulings where verified = 1"),
            "scenarios": _count(db, "select count(*) from scenarios"),
            "scenarios_passing": _count(db, "select count(*) from scenarios where passed = 1"),
        }
        sets: dict[str, dict[str, int]] = {}
        try:
            rows = db.execute(
                "select coalesce(\"set\", '(no set)'), type = 'base', count(*), sum(implemented) "
                "from cards group by 1, 2 order by 1").fetchall()
        except Exception:
            rows = []
        for name, is_base, count, implemented in rows:
            entry = sets.setdefault(name, {"cards": 0, "implemented": 0, "bases": 0, "bases_implemented": 0})
            if is_base:
                entry["bases"] += count
                entry["bases_implemented"] += implemented or 0
            else:
                entry["cards"] += count
                entry["implemented"] += implemented or 0
        out["sets"] = sets
        return out
    finally:
        if own:
            db.conn.close()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _pct(part: int, whole: int) -> str:
    return f"{part}/{whole}" + (f" ({100 * part / whole:.0f}%)" if whole else "")


def command(args: argparse.Namespace) -> int:
    try:
        return _command(args)
    except BrokenPipeError:  # `oracle ... | head`: the reader left, nothing wrong
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _command(args: argparse.Namespace) -> int:
    data = stats()
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(f"sections   {data['sections']} ({data['terms']} terms)")
    print(f"cards      {_pct(data['cards_implemented'], data['cards'])} implemented")
    print(f"bases      {_pct(data['bases_implemented'], data['bases'])} implemented")
    print(f"rulings    {_pct(data['rulings_verified'], data['rulings'])} verified")
    print(f"scenarios  {_pct(data['scenarios_passing'], data['scenarios'])} passing")
    if data["sets"]:
        print()
        width = max(len(n) for n in data["sets"])
        for name, entry in data["sets"].items():
            print(f"  {name:<{width}}  cards {_pct(entry['implemented'], entry['cards']):<16} "
                  f"bases {_pct(entry['bases_implemented'], entry['bases'])}")
    return 0
