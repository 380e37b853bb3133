"""The home page and search results."""

from __future__ import annotations

import re

from flask import Blueprint, render_template, request

from web import db, services

bp = Blueprint("search", __name__)

MAX_QUERY = 500
CHIP_FIELDS = ("kind", "faction", "set", "type")
KIND_ORDER = ["card", "base", "rule", "term", "ruling", "errata", "clarification", "scenario", "faction", "section"]


@bp.get("/")
def home():
    stats = {}
    for table in ("sections", "cards", "rulings", "scenarios"):
        row = db.one(f"select count(*) as n from {table}") if db.has_table(table) else None
        stats[table] = row["n"] if row else 0
    verified = db.one("select count(*) as n from rulings where verified = 1") if stats["rulings"] else None
    stats["verified"] = verified["n"] if verified else 0
    return render_template("home.html", stats=stats, built=db.has_table("cards"))


def query_fields(q: str) -> dict[str, str]:
    return {m.group(1).lower(): m.group(2).strip('"')
            for m in re.finditer(r'\b(kind|faction|set|type):("[^"]*"|\S+)', q)}


def with_chip(q: str, field: str, value: str | None) -> str:
    """The query with ``field:value`` set (or removed when value is None)."""
    q = re.sub(r'\s*\b' + field + r':("[^"]*"|\S+)', "", q).strip()
    if value:
        token = f'{field}:"{value}"' if " " in value else f"{field}:{value}"
        q = f"{q} {token}".strip()
    return q


@bp.get("/search")
def results():
    q = (request.args.get("q") or "").strip()[:MAX_QUERY]
    if not q:
        return render_template("search.html", q="", groups=[], found=None, chips=[], active={})
    try:
        limit = max(10, min(int(request.args.get("n", 60)), 300))
    except ValueError:
        limit = 60
    found = services.search(q, limit)
    names = services.display_names()
    for hit in found["results"]:
        hit["faction_name"] = names["faction"].get(hit.get("faction") or "", hit.get("faction"))
        hit["set_name"] = names["set"].get(hit.get("set") or "", hit.get("set"))
    badges = db.ruling_badges([h["id"] for h in found["results"] if h.get("kind") == "ruling"])
    by_kind: dict[str, list] = {}
    for hit in found["results"]:
        if hit.get("kind") == "ruling":
            hit["ruling"] = badges.get(hit["id"])
        by_kind.setdefault(hit["kind"], []).append(hit)
    groups = sorted(by_kind.items(), key=lambda kv: KIND_ORDER.index(kv[0]) if kv[0] in KIND_ORDER else 99)
    active = query_fields(q)
    chips = build_chips(q, found["results"], active, names)
    more = limit * 2 if len(found["results"]) >= limit and limit < 300 else None
    return render_template("search.html", q=q, groups=groups, found=found, chips=chips, active=active,
                           labels=services.KIND_LABELS, more=more)


def build_chips(q: str, hits: list[dict], active: dict[str, str], names: dict | None = None) -> list[dict]:
    """Filter chips: one row per field, values taken from the hits (and the known kinds)."""
    rows = []
    values: dict[str, dict[str, int]] = {f: {} for f in CHIP_FIELDS}
    for h in hits:
        values["kind"][h["kind"]] = values["kind"].get(h["kind"], 0) + 1
        for field, key in (("faction", "faction"), ("set", "set"), ("type", "card_type")):
            if h.get(key):
                v = str(h[key])
                values[field][v] = values[field].get(v, 0) + 1
    for field in CHIP_FIELDS:
        chips = []
        label_of = (names or {}).get(field, {})
        if field in active:
            shown = label_of.get(active[field], active[field])
            chips.append({"label": f"{field}: {shown} ✕", "href": with_chip(q, field, None), "active": True,
                          "title": f"remove the {field} filter"})
        for value, n in sorted(values[field].items(), key=lambda kv: (-kv[1], kv[0]))[:12]:
            if active.get(field, "").lower() == value.lower():
                continue
            chips.append({"label": f"{label_of.get(value, value)} ({n})", "href": with_chip(q, field, value),
                          "active": False, "title": f"only {field} {value}"})
        if chips:
            rows.append({"field": field, "chips": chips})
    return rows
