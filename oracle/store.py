"""The SQLite file: its schema and a few small helpers.

``data/oracle.db`` (``oracle.paths.db_path()``) is built by ``oracle build``
(see ``oracle.build``) and read by the web app, ``oracle search`` and
``oracle stats``. The tables are the contract in ``docs/architecture.md``;
one more belongs to the build itself:

* ``meta`` (``key`` pk, ``value``, ``updated``): content hashes of every
  source file and of every built part, so a rebuild skips what did not change.

The file runs in WAL mode, so readers (the web app) never block on a build
and a build never sees a half-written read.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any, Iterable

import sqlite_utils

from oracle import paths

#: Bumped whenever a table below changes shape: every part is rebuilt.
SCHEMA_VERSION = 3

TABLES: dict[str, dict[str, Any]] = {
    "sections": {
        "columns": {
            "id": str, "title": str, "kind": str, "area": str, "document": str,
            "file": str, "page": int, "authority": str, "superseded_by": str,
            "ord": int, "body_md": str, "body_html": str,
        },
        "pk": "id",
    },
    "cards": {
        "columns": {
            "slug": str, "name": str, "type": str, "faction": str, "faction_slug": str,
            "set": str, "set_slug": str, "quantity": int, "power": int, "breakpoint": int,
            "vp": str, "text": str, "errata": str, "clarifications": str,
            "previous_versions": str, "implemented": int,
        },
        "pk": "slug",
    },
    "rulings": {
        "columns": {
            "id": str, "question": str, "answer": str, "source": str, "authority": str,
            "supersedes": str, "superseded_by": str, "see_also": str, "not_testable": str,
            "verified": int, "file": str,
            # computed by the build (oracle.claims): verified | partly | unproven | not_testable | superseded
            "status": str, "status_detail": str, "claims": int, "claims_proven": int,
            "printing": str,  # the older printings it answers: [{card, label, today, today_scenario}]
        },
        "pk": "id",
    },
    "scenarios": {
        "columns": {
            "id": str, "path": str, "title": str, "yaml": str, "cites": str,
            "passed": int, "result": str,
        },
        "pk": "id",
    },
    "ruling_cards": {"columns": {"ruling_id": str, "card_slug": str}, "pk": None},
    "ruling_sections": {"columns": {"ruling_id": str, "section_id": str}, "pk": None},
    "ruling_scenarios": {"columns": {"ruling_id": str, "scenario_id": str}, "pk": None},
    "ruling_claims": {
        "columns": {"ruling_id": str, "n": int, "claim": str, "scenarios": str, "outcome": str,
                    "problem": str, "expect": str, "contrary": str},
        "pk": None,
    },
    "linked": {"columns": {"key": str, "html": str}, "pk": "key"},  # "card:<slug>:text" -> linked HTML
    "shares": {
        "columns": {"key": str, "yaml": str, "title": str, "created": str},
        "pk": "key",
    },
    "meta": {"columns": {"key": str, "value": str, "updated": float}, "pk": "key"},
}

#: Columns holding JSON text; ``row_dict`` decodes them.
JSON_COLUMNS = {
    "cards": ("vp", "clarifications", "previous_versions"),
    "rulings": ("source", "supersedes", "see_also", "printing"),
    "scenarios": ("cites", "result"),
    "ruling_claims": ("scenarios", "expect", "contrary"),
}

#: Every column name that holds JSON in some table.
ANY_JSON_COLUMN = frozenset(col for cols in JSON_COLUMNS.values() for col in cols)

INDEXES = [
    ("sections", ["kind"]),
    ("sections", ["area", "ord"]),
    ("cards", ["type"]),
    ("cards", ["faction_slug"]),
    ("cards", ["set_slug"]),
    ("cards", ["name"]),
    ("ruling_cards", ["ruling_id"]),
    ("ruling_cards", ["card_slug"]),
    ("ruling_sections", ["ruling_id"]),
    ("ruling_sections", ["section_id"]),
    ("ruling_scenarios", ["ruling_id"]),
    ("ruling_scenarios", ["scenario_id"]),
    ("ruling_claims", ["ruling_id"]),
]

VIEWS = {
    "bases": "select * from cards where type = 'base'",
    "terms": "select * from sections where kind = 'term'",
}


def connect(path: str | Path | None = None) -> sqlite_utils.Database:
    """Open (creating if needed) the oracle database in WAL mode.

    ``path`` defaults to ``oracle.paths.db_path()``. The connection may be
    used from other threads (the web app serves from a thread pool); sqlite
    itself serialises the writes.
    """
    path = Path(path) if path is not None else paths.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
    db = sqlite_utils.Database(conn)
    if db.journal_mode != "wal":
        db.enable_wal()
    conn.execute("pragma synchronous = normal")
    conn.execute("pragma foreign_keys = off")
    return db


def create_tables(db: sqlite_utils.Database, only: Iterable[str] | None = None) -> None:
    """Create every missing table, index and view (never touches existing rows)."""
    names = list(only) if only is not None else list(TABLES)
    for name in names:
        spec = TABLES[name]
        if not db[name].exists():
            db[name].create(spec["columns"], pk=spec["pk"], not_null={spec["pk"]} if spec["pk"] else None)
    for table, columns in INDEXES:
        if table in names:
            db[table].create_index(columns, if_not_exists=True)
    existing = set(db.view_names())
    for view, sql in VIEWS.items():
        if view not in existing:
            db.create_view(view, sql)


def reset_table(db: sqlite_utils.Database, name: str) -> None:
    """Drop and recreate one build-owned table. Refuses ``shares``."""
    if name == "shares":
        raise ValueError("the shares table belongs to the web app and is never dropped")
    if db[name].exists():
        db[name].drop()
    create_tables(db, only=[name])


def get_meta(db: sqlite_utils.Database, key: str, default: str | None = None) -> str | None:
    if not db["meta"].exists():
        return default
    row = db.execute("select value from meta where key = ?", [key]).fetchone()
    return row[0] if row else default


def set_meta(db: sqlite_utils.Database, key: str, value: str) -> None:
    db["meta"].upsert({"key": key, "value": value, "updated": time.time()}, pk="key")


def meta_items(db: sqlite_utils.Database, prefix: str = "") -> dict[str, str]:
    if not db["meta"].exists():
        return {}
    rows = db.execute("select key, value from meta where key like ? escape '\\'",
                      [prefix.replace("%", "\\%").replace("_", "\\_") + "%"])
    return dict(rows.fetchall())


def delete_meta(db: sqlite_utils.Database, prefix: str) -> None:
    if db["meta"].exists():
        db.execute("delete from meta where key like ? escape '\\'",
                   [prefix.replace("%", "\\%").replace("_", "\\_") + "%"])


def dumps(value: Any) -> str:
    """JSON for a JSON column (compact, stable key order, unicode kept)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def row_dict(table: str | None, row: Any) -> dict[str, Any]:
    """A copy of ``row`` (a mapping, or a ``sqlite3.Row``) with the JSON columns of ``table``
    decoded; ``table=None`` decodes every column that holds JSON in some table (a row of a join)."""
    out = dict(row)
    for col in JSON_COLUMNS.get(table, ()) if table is not None else ANY_JSON_COLUMN & out.keys():
        if isinstance(out.get(col), str):
            try:
                out[col] = json.loads(out[col])
            except ValueError:
                pass
    return out
