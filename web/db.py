"""Reading the built SQLite file (the ``shares`` table is ``web.shares``).

One connection per request, kept in ``flask.g``. Every reader tolerates a
missing table or a missing file: the page then says the data is not built
instead of failing with a 500.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from flask import current_app, g

from oracle import store

class NotBuilt(Exception):
    """The SQLite file (or a table it should hold) is missing."""


def db_path() -> Path:
    return Path(current_app.config["DATABASE"])


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        path = db_path()
        if not path.exists():
            raise NotBuilt(f"the database {path.name} has not been built yet (run `oracle build`)")
        con = sqlite3.connect(str(path), timeout=10, check_same_thread=False)
        con.row_factory = sqlite3.Row
        g.db = con
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    con = g.pop("db", None)
    if con is not None:
        con.close()


def decode(row: sqlite3.Row | None) -> dict[str, Any] | None:
    """A row as a dict, JSON columns parsed (``oracle.store.row_dict``; bad JSON is left as text)."""
    return None if row is None else store.row_dict(None, row)


def query(sql: str, params: tuple | list = ()) -> list[dict[str, Any]]:
    try:
        rows = get_db().execute(sql, params).fetchall()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc) or "no such column" in str(exc):
            return []
        raise
    return [decode(r) for r in rows]


def one(sql: str, params: tuple | list = ()) -> dict[str, Any] | None:
    rows = query(sql, params)
    return rows[0] if rows else None


def has_table(name: str) -> bool:
    try:
        row = get_db().execute(
            "select 1 from sqlite_master where type in ('table','view') and name = ?", (name,)
        ).fetchone()
    except NotBuilt:
        return False
    return row is not None


#: The number of scenarios a ruling points at, added to ruling rows (alias ``r``).
#: What a ruling's badge reads (web/templates/_macros.html, ruling_badge).
BADGE_COLUMNS = ("r.verified, r.not_testable, r.superseded_by, r.status, r.status_detail, r.claims, "
                 "r.claims_proven")
N_SCENARIOS = "(select count(*) from ruling_scenarios x where x.ruling_id = r.id) as n_scenarios"


# -- corpus sections ---------------------------------------------------------

def section(section_id: str) -> dict | None:
    return one("select * from sections where id = ?", (section_id,))


def neighbours(sec: dict) -> tuple[dict | None, dict | None]:
    """The sections before and after this one in its document's reading order."""
    if sec.get("ord") is None:
        return None, None
    key, value = ("document", sec.get("document")) if sec.get("document") else ("file", sec.get("file"))
    if value is None:
        return None, None
    prev = one(
        f"select id, title from sections where {key} = ? and ord < ? order by ord desc limit 1",
        (value, sec["ord"]),
    )
    nxt = one(
        f"select id, title from sections where {key} = ? and ord > ? order by ord asc limit 1",
        (value, sec["ord"]),
    )
    return prev, nxt


def rulings_citing_section(section_id: str) -> list[dict]:
    return query(
        f"select r.*, {N_SCENARIOS} from rulings r join ruling_sections rs on rs.ruling_id = r.id "
        "where rs.section_id = ? order by r.id",
        (section_id,),
    )


def scenarios_citing(section_id: str, limit: int = 30) -> list[dict]:
    """Scenarios whose ``cites`` name this section."""
    return _citing_index().get(section_id, [])[:limit]


#: (database file, its mtime) -> section id -> the scenarios citing it, by id. A ``LIKE`` over
#: every scenario's cites cost ~30 ms per section page; one pass per build costs the same once.
_CITING: dict[tuple[str, float], dict[str, list[dict]]] = {}


def _citing_index() -> dict[str, list[dict]]:
    path = db_path()
    key = (str(path), path.stat().st_mtime if path.exists() else 0.0)
    if key not in _CITING:
        index: dict[str, list[dict]] = {}
        for row in query("select id, title, passed, cites from scenarios order by id"):
            cites = row.pop("cites")
            for cited in dict.fromkeys(cites if isinstance(cites, list) else []):
                index.setdefault(str(cited), []).append(row)
        _CITING.clear()
        _CITING[key] = index
    return _CITING[key]


def sections_in_area(area: str, limit: int = 2000) -> list[dict]:
    return query(
        "select id, title, kind, document, page from sections where area = ? "
        "order by document, ord, title limit ?",
        (area, limit),
    )


def areas() -> list[dict]:
    return query("select area, count(*) as n from sections group by area order by area")


def linked(owner: str) -> dict[str, str]:
    """The linked HTML the build made for ``owner`` ("card:<slug>", "ruling:<id>"): field -> HTML."""
    prefix = owner + ":"
    rows = query("select key, html from linked where substr(key, 1, ?) = ?", (len(prefix), prefix))
    return {r["key"][len(prefix):]: r["html"] for r in rows}


def documents_toc() -> list[dict]:
    """Every document's sections in the book's own order, newest official document first."""
    rows = query("select id, title, kind, document, file, page, authority, ord from sections "
                 "order by file, ord, id")
    docs: dict[str, dict] = {}
    for r in rows:
        d = docs.setdefault(r["file"] or "", {"document": r["document"] or r["file"], "file": r["file"],
                                              "authority": r["authority"], "rows": []})
        d["rows"].append(r)
    rank = {"official rulebook": 0, "official web rules": 1, "community compilation": 2, "community wiki": 3}
    newest_first = sorted(docs.values(), key=lambda d: d["file"] or "", reverse=True)
    return sorted(newest_first, key=lambda d: rank.get(d["authority"] or "", 9))


# -- cards -------------------------------------------------------------------

def card(slug: str) -> dict | None:
    return one("select * from cards where slug = ?", (slug,))


def card_bundle(slug: str) -> dict | None:
    """All a card's page and its API answer show (None: no such card): ``{"card", "rulings",
    "scenarios", "linked", "faction_section", "clarifications_section"}``. Its scenarios are
    those of its rulings, then the others that name the card."""
    row = card(slug)
    if row is None:
        return None
    rulings = rulings_for_card(slug)
    scenarios = scenarios_for_rulings([r["id"] for r in rulings])
    seen = {s["id"] for s in scenarios}
    scenarios += [s for s in scenarios_mentioning(row["name"]) if s["id"] not in seen]
    faction = row.get("faction_slug")
    return {"card": row, "rulings": rulings, "scenarios": scenarios, "linked": linked(f"card:{slug}"),
            "faction_section": section(f"factions/{faction}") if faction else None,
            "clarifications_section": section(f"clarifications/{faction}") if faction else None}


def rulings_for_card(slug: str) -> list[dict]:
    return query(
        f"select r.*, {N_SCENARIOS} from rulings r join ruling_cards rc on rc.ruling_id = r.id "
        "where rc.card_slug = ? order by r.id",
        (slug,),
    )


def scenarios_for_rulings(ruling_ids: list[str]) -> list[dict]:
    if not ruling_ids:
        return []
    marks = ",".join("?" * len(ruling_ids))
    return query(
        "select distinct s.id, s.title, s.passed from scenarios s join ruling_scenarios rs "
        f"on rs.scenario_id = s.id where rs.ruling_id in ({marks}) order by s.id",
        ruling_ids,
    )


def scenarios_mentioning(name: str, limit: int = 20) -> list[dict]:
    return query(
        "select id, title, passed from scenarios where yaml like ? order by id limit ?",
        (f"%{name}%", limit),
    )


def factions() -> list[dict]:
    return query(
        "select faction, faction_slug, set_slug, "
        "(select s.\"set\" from cards s where s.set_slug = c.set_slug limit 1) as set_name, "
        "count(*) as n, sum(implemented) as implemented from cards c "
        "where faction_slug is not null and faction_slug != '' "
        "group by faction_slug order by faction"
    )


def sets() -> list[dict]:
    return query(
        "select \"set\" as name, set_slug, count(*) as n, "
        "count(distinct faction_slug) as factions from cards "
        "where set_slug is not null group by set_slug order by name"
    )


def cards_where(column: str, value: str) -> list[dict]:
    assert column in {"faction_slug", "set_slug"}
    return query(
        f"select slug, name, type, faction, faction_slug, power, breakpoint, vp, implemented, quantity "
        f"from cards where {column} = ? order by (type = 'base'), faction, type, name",
        (value,),
    )


# -- rulings and scenarios ---------------------------------------------------

def ruling(ruling_id: str) -> dict | None:
    return one(f"select r.*, {N_SCENARIOS} from rulings r where r.id = ?", (ruling_id,))


def ruling_cards(ruling_id: str) -> list[dict]:
    return query(
        "select c.slug, c.name, c.faction from cards c join ruling_cards rc on rc.card_slug = c.slug "
        "where rc.ruling_id = ? order by c.name",
        (ruling_id,),
    )


def ruling_sections(ruling_id: str) -> list[dict]:
    return query(
        "select s.id, s.title, s.document, s.page from sections s join ruling_sections rs "
        "on rs.section_id = s.id where rs.ruling_id = ? order by s.id",
        (ruling_id,),
    )


def ruling_scenarios(ruling_id: str) -> list[dict]:
    return query(
        "select s.* from scenarios s join ruling_scenarios rs on rs.scenario_id = s.id "
        "where rs.ruling_id = ? order by s.id",
        (ruling_id,),
    )


def rulings_list(limit: int = 5000) -> list[dict]:
    return query(f"select r.id, r.question, {BADGE_COLUMNS}, {N_SCENARIOS} "
                 "from rulings r order by r.id limit ?", (limit,))


def ruling_claims(ruling_id: str) -> list[dict]:
    """The claims of a ruling's answer, in the file's order, with what the build found."""
    try:
        return query("select * from ruling_claims where ruling_id = ? order by n", (ruling_id,))
    except Exception:  # a database built before claims existed
        return []


def ruling_badges(ids: list[str]) -> dict[str, dict]:
    """The badge fields of these rulings (search results), by id."""
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    return {r["id"]: r for r in query(f"select r.id, {BADGE_COLUMNS}, {N_SCENARIOS} from rulings r "
                                      f"where r.id in ({marks})", tuple(ids))}


def scenario(scenario_id: str) -> dict | None:
    return one("select * from scenarios where id = ?", (scenario_id,))


def scenarios_list(limit: int = 5000) -> list[dict]:
    return query("select id, title, passed from scenarios order by id limit ?", (limit,))


def rulings_using_scenario(scenario_id: str) -> list[dict]:
    return query(
        f"select r.id, r.question, {BADGE_COLUMNS}, {N_SCENARIOS} from rulings r join ruling_scenarios rs "
        "on rs.ruling_id = r.id where rs.scenario_id = ? order by r.id",
        (scenario_id,),
    )


def known_ids(ids: list[str]) -> dict[str, str]:
    """Map each id to the kind of page it has: 'section', 'ruling', 'scenario' or ''."""
    out: dict[str, str] = {}
    for i in ids:
        if i in out:
            continue
        if one("select 1 as x from sections where id = ?", (i,)):
            out[i] = "section"
        elif one("select 1 as x from rulings where id = ?", (i,)):
            out[i] = "ruling"
        elif one("select 1 as x from scenarios where id = ?", (i,)):
            out[i] = "scenario"
        else:
            out[i] = ""
    return out
