"""The home page and the search results page.

The results page shows the engine's hits in ONE list, in the engine's order
(the order ``oracle search`` and ``/api/search`` give). Chips filter that
list by kind, faction, set or card type (they add ``field:value`` to the
query); they never regroup it. When the best hit is a text (a rule, term,
ruling, clarification or errata) its best passage is quoted in an answer box
on top, with its citation; when it is a card or a base, the card stays on top.
"""

from __future__ import annotations

import re

from flask import Blueprint, render_template, request
from markupsafe import Markup, escape

from web import db, services

bp = Blueprint("search", __name__)

MAX_QUERY = 500
CHIP_FIELDS = ("kind", "faction", "set", "type")
#: Kinds whose best passage answers a question (a card-name query keeps the card on top).
ANSWER_KINDS = {"rule", "term", "ruling", "clarification", "errata"}
#: Shown on the empty search page: questions as players type them, and the indexes to browse.
EXAMPLES = ["two of us tie for second place on a base", "what is the hand limit",
            "can I play a minion on a base that is scoring", "Ninja Acolyte", "faction:ninjas type:minion power>=4",
            "kind:term affect"]
#: Values that say nothing on a chip (a card whose set is not known).
HIDDEN_VALUES = {"unknown", ""}


@bp.get("/")
def home():
    return render_template("home.html", stats=home_stats(), built=db.has_table("cards"), examples=EXAMPLES)


def home_stats() -> dict[str, int]:
    """Counts for the home page's tiles: cards and bases counted apart."""
    stats = {}
    for table in ("sections", "cards", "rulings", "scenarios"):
        row = db.one(f"select count(*) as n from {table}") if db.has_table(table) else None
        stats[table] = row["n"] if row else 0
    bases = db.one("select count(*) as n from cards where type = 'base'") if stats["cards"] else None
    stats["bases"] = bases["n"] if bases else 0
    stats["cards"] -= stats["bases"]
    verified = db.one("select count(*) as n from rulings where verified = 1") if stats["rulings"] else None
    stats["verified"] = verified["n"] if verified else 0
    return stats


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
        return render_template("search.html", q="", hits=[], found=None, chips=[], answer=None,
                               examples=EXAMPLES, stats=home_stats())
    try:
        limit = max(10, min(int(request.args.get("n", 60)), 300))
    except ValueError:
        limit = 60
    found = services.search(q, limit)
    names = services.display_names()
    badges = db.ruling_badges([h["id"] for h in found["results"] if h.get("kind") == "ruling"])
    hits = [present(hit, names, badges) for hit in found["results"]]
    answer = answer_of(found, hits)
    active = query_fields(q)
    chips = build_chips(q, hits, active, names, found.get("facets"))
    more = limit * 2 if len(hits) >= limit and limit < 300 else None
    nothing_to_search = bool(found.get("notice")) and not hits and \
        found["notice"].lower().startswith("nothing to search")
    return render_template("search.html", q=q, hits=hits, found=found, chips=chips, answer=answer, more=more,
                           filtered=bool(active), examples=EXAMPLES, nothing_to_search=nothing_to_search)


# -- one hit as the page shows it ---------------------------------------------

def present(hit: dict, names: dict, badges: dict | None = None) -> dict:
    """The fields the results page shows, from a search hit (the engine's fields or the API contract's)."""
    out = dict(hit)
    if hit["kind"] == "ruling":
        out["ruling"] = (badges or {}).get(hit["id"])  # its status badge (verified, superseded...)
    out["faction_names"] = [names["faction"].get(v, v) for v in split_values(hit.get("faction"))]
    out["set_names"] = [names["set"].get(v, v) for v in split_values(hit.get("set")) if v not in HIDDEN_VALUES]
    out["kind_label"] = KIND_SINGULAR.get(hit["kind"], hit["kind"])
    out["cite"] = citation_of(hit)
    if "snippet_text" in hit:  # the service has put the highlights in <mark> already
        out["snippet_html"] = Markup(hit["snippet"])
    else:
        out["snippet_html"] = marked(hit.get("snippet"), hit.get("highlights"))
    successor = hit.get("superseded_by")
    if isinstance(successor, str):
        successor = {"id": successor, "title": successor, "url": services.url_for_id("section", successor)}
    out["superseded_by"] = successor or None
    out["also_in"] = [a for a in hit.get("also_in") or [] if isinstance(a, dict) and a.get("url")]
    return out


KIND_SINGULAR = {"card": "card", "base": "base", "rule": "rule", "term": "term", "ruling": "ruling",
                 "scenario": "scenario", "errata": "errata", "clarification": "clarification",
                 "faction": "faction", "section": "section", "summary": "summary", "set-list": "set list",
                 "example": "example"}


def split_values(value) -> list[str]:
    """A hit's faction or set: one slug, several joined by commas, or a list."""
    if not value:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if v]
    return [v.strip() for v in str(value).split(",") if v.strip()]


_PAGE_IN_SOURCE = re.compile(r"^(.*?)[,\s]+p\.\s*(\d+)\s*$")


def citation_of(hit: dict) -> str | None:
    """'The Bigger Geekier Box rulebook (2018), p. 6' for a text; None for a card or a base."""
    if hit["kind"] in ("card", "base"):
        return None
    document = hit.get("document") or hit.get("source")
    page = hit.get("page")
    if not document or not isinstance(document, str):
        return None
    found = _PAGE_IN_SOURCE.match(document)
    if found:  # the engine's subtitle carries the page: "Rulebook (2018) p. 6"
        document, page = found.group(1), page or found.group(2)
    return f"{document}, p. {page}" if page not in (None, "") else document


def marked(snippet, highlights) -> Markup:
    """A snippet as HTML: plain text with ``highlights`` ([[start, end], ...]) in ``<mark>``.

    A snippet that is already (cleaned) HTML, as the engine gives it today, is kept as it is.
    """
    if not snippet:
        return Markup("")
    if isinstance(snippet, Markup) and not highlights:
        return snippet
    text = str(snippet)
    out, at = [], 0
    for start, end in sorted((int(s), int(e)) for s, e in highlights or [] if 0 <= int(s) < int(e)):
        if start < at:
            continue
        out.append(escape(text[at:start]))
        out.append(Markup("<mark>") + escape(text[start:end]) + Markup("</mark>"))
        at = end
    out.append(escape(text[at:]))
    return Markup("").join(out)


def plain(html_or_text) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", str(html_or_text or ""))).strip()


def answer_of(found: dict, hits: list[dict]) -> dict | None:
    """The answer box: the engine's ``answer`` when it gives one, else the best hit when it is a text.

    A card-name query (best hit a card or a base) has no answer box: the card stays on top.
    """
    if "answer" in found:
        best = found["answer"]
        if not best:
            return None
        best = next((h for h in hits if h["id"] == best.get("id")), None) or \
            present(dict(best), services.display_names())
    else:
        best = hits[0] if hits and hits[0]["kind"] in ANSWER_KINDS else None
    if not best:
        return None
    if best.get("passage"):
        quote, quote_html = best["passage"], marked(best["passage"], best.get("passage_highlights"))
    else:
        quote = best.get("snippet_text") or plain(best.get("snippet"))
        quote_html = best.get("snippet_html") or escape(quote)
    if not quote:
        return None
    anchor = best.get("passage_anchor")
    link = best["url"] + ("#" + anchor.lstrip("#") if anchor else "")
    cite = best["cite"] or best["title"]
    return {"hit": best, "quote": quote, "quote_html": quote_html, "cite": cite, "link": link,
            "copy_text": f"“{quote}” — {best['title']}, {cite}" if best["cite"] else f"“{quote}” — {cite}"}


# -- filter chips ---------------------------------------------------------------

def build_chips(q: str, hits: list[dict], active: dict[str, str], names: dict | None = None,
                facets: dict | None = None) -> list[dict]:
    """Filter chips: one row per field with human labels and counts.

    The counts are the engine's ``facets`` when it gives them, else counted on the hits shown.
    A chip adds ``field:value`` to the query (the list is filtered, its order kept).
    """
    names = names or {}
    label_of = {"kind": {k: services.KIND_LABELS.get(k, k) for k in KIND_SINGULAR},
                "faction": names.get("faction", {}), "set": names.get("set", {}), "type": {}}
    values: dict[str, dict[str, int]] = {f: {} for f in CHIP_FIELDS}
    labels: dict[str, dict[str, str]] = {f: {} for f in CHIP_FIELDS}
    if facets:
        for field in CHIP_FIELDS:
            for item in facets.get(field) or []:
                value = str(item.get("value") or "")
                if value.lower() in HIDDEN_VALUES:
                    continue
                values[field][value] = int(item.get("count") or 0)
                if item.get("label"):
                    labels[field][value] = str(item["label"])
    else:
        for h in hits:
            for field, key in (("kind", "kind"), ("faction", "faction"), ("set", "set"), ("type", "card_type")):
                for v in split_values(h.get(key)):
                    if v.lower() not in HIDDEN_VALUES:
                        values[field][v] = values[field].get(v, 0) + 1
    rows = []
    for field in CHIP_FIELDS:
        chips = []

        def label(value: str) -> str:
            text = labels[field].get(value) or label_of[field].get(value) or value.replace("-", " ")
            return text[:1].upper() + text[1:]

        if field not in active and len(values[field]) < 2:
            continue  # one value filters nothing out
        if field in active:
            shown = label(active[field])
            chips.append({"label": f"{shown} ✕", "href": with_chip(q, field, None), "active": True,
                          "title": f"remove the {field} filter"})
        for value, n in sorted(values[field].items(), key=lambda kv: (-kv[1], kv[0]))[:12]:
            if active.get(field, "").lower() == value.lower():
                continue
            chips.append({"label": f"{label(value)} ({n})", "href": with_chip(q, field, value),
                          "active": False, "title": f"only {field} {label(value)}"})
        if chips:
            rows.append({"field": field, "chips": chips})
    return rows
