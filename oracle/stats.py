"""``oracle stats [--json]``: what the oracle holds, read from the built database.

The JSON is one object: ``sections``, ``terms``, ``cards``,
``cards_implemented``, ``bases``, ``bases_implemented``, ``rulings``,
``rulings_verified``, ``rulings_not_testable``, ``rulings_superseded``, ``scenarios``,
``scenarios_passing``, ``claims``, ``claims_proven``, ``rulings_fully_verified``,
``rulings_partly_verified``, ``rulings_testable``, ``rulings_by_group`` and ``sets``:
``{set name: {"cards", "implemented", "bases", "bases_implemented"}}``.
Cards here are every non-base card (minions, actions, titans, monsters,
treasures, madness...); bases are counted apart.

``rulings_by_group`` counts rulings the way issue targets name them: ``rules`` (rules-level
rulings, ids ``rules/...``) and one group per set whose cards a ruling concerns (a ruling about
cards of two sets counts in both): ``{"rulings", "verified", "not_testable", "superseded",
"fully_verified", "partly_verified", "claims", "claims_proven"}``.
A ruling is verified only when every claim of its official answer is proven both ways
(``oracle.claims``): ``rulings_verified`` and ``rulings_fully_verified`` are the same count
(the first is the older name). ``rulings_testable`` are the rulings neither not testable nor
superseded: the share of them fully verified is the figure issue #13 targets.
A ruling marked not testable, or superseded by a newer ruling, cannot be verified by a board; the
counts keep them so the share of verified rulings can be read both ways.
"""

from __future__ import annotations

import argparse
import json
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
            "rulings_not_testable": _count(db, "select count(*) from rulings where coalesce(not_testable, '') != ''"),
            "rulings_superseded": _count(db, "select count(*) from rulings where coalesce(superseded_by, '') != ''"),
            "scenarios": _count(db, "select count(*) from scenarios"),
            "scenarios_passing": _count(db, "select count(*) from scenarios where passed = 1"),
            "claims": _count(db, "select count(*) from ruling_claims"),
            "claims_proven": _count(db, "select count(*) from ruling_claims where outcome = 'proven'"),
            "rulings_fully_verified": _count(db, "select count(*) from rulings where status = 'verified'"),
            "rulings_partly_verified": _count(db, "select count(*) from rulings where status = 'partly'"),
            "rulings_testable": _count(db, "select count(*) from rulings where status not in "
                                           "('not_testable', 'superseded')"),
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
        out["rulings_by_group"] = _ruling_groups(db)
        return out
    finally:
        if own:
            db.conn.close()


_RULING_GROUPS = """
    select case when r.id like 'rules/%' then 'rules' else coalesce(c."set", '(no set)') end as grp,
           count(distinct r.id),
           count(distinct case when r.verified = 1 then r.id end),
           count(distinct case when coalesce(r.not_testable, '') != '' then r.id end),
           count(distinct case when coalesce(r.superseded_by, '') != '' then r.id end),
           count(distinct case when r.status = 'partly' then r.id end),
           count(distinct case when r.status not in ('not_testable', 'superseded') then r.id end),
           group_concat(r.id || ':' || coalesce(r.claims, 0) || ':' || coalesce(r.claims_proven, 0))
    from rulings r
    left join ruling_cards rc on rc.ruling_id = r.id and r.id not like 'rules/%'
    left join cards c on c.slug = rc.card_slug
    group by grp order by grp
"""


def _ruling_groups(db) -> dict[str, dict[str, int]]:
    try:
        rows = db.execute(_RULING_GROUPS).fetchall()
    except Exception:  # a table missing from an older or partial build
        return {}
    out = {}
    for grp, n, v, nt, sup, partly, testable, claims in rows:
        per_ruling = dict((c.split(":")[0], c.split(":")[1:]) for c in (claims or "").split(",") if c)
        out[grp] = {"rulings": n, "verified": v, "not_testable": nt, "superseded": sup,
                    "testable": testable, "fully_verified": v, "partly_verified": partly,
                    "claims": sum(int(c) for c, _ in per_ruling.values()),
                    "claims_proven": sum(int(p) for _, p in per_ruling.values())}
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _pct(part: int, whole: int) -> str:
    return f"{part}/{whole}" + (f" ({100 * part / whole:.0f}%)" if whole else "")


def command(args: argparse.Namespace) -> int:
    data = stats()
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(f"sections   {data['sections']} ({data['terms']} terms)")
    print(f"cards      {_pct(data['cards_implemented'], data['cards'])} implemented")
    print(f"bases      {_pct(data['bases_implemented'], data['bases'])} implemented")
    print(f"rulings    {_pct(data['rulings_verified'], data['rulings'])} verified "
          f"({data['rulings_not_testable']} not testable, {data['rulings_superseded']} superseded)")
    print(f"           {_pct(data['rulings_fully_verified'], data['rulings_testable'])} of the testable fully "
          f"verified, {data['rulings_partly_verified']} partly")
    print(f"claims     {_pct(data['claims_proven'], data['claims'])} proven both ways")
    print(f"scenarios  {_pct(data['scenarios_passing'], data['scenarios'])} passing")
    if data["sets"]:
        print()
        width = max(len(n) for n in data["sets"])
        for name, entry in data["sets"].items():
            print(f"  {name:<{width}}  cards {_pct(entry['implemented'], entry['cards']):<16} "
                  f"bases {_pct(entry['bases_implemented'], entry['bases'])}")
    groups = data.get("rulings_by_group") or {}
    if groups:
        print("\nrulings fully verified of the testable, by group (partly; not testable / superseded; claims proven):")
        width = max(len(n) for n in groups)
        for name, g in groups.items():
            print(f"  {name:<{width}}  {_pct(g['fully_verified'], g['testable']):<16} ({g['partly_verified']}; "
                  f"{g['not_testable']} / {g['superseded']}; {g['claims_proven']}/{g['claims']})")
    return 0
