"""The oracle's search and scenario runner as the web app uses them.

The web app talks to ``oracle.search.engine`` and ``oracle.scenario`` only
through this module. Results are normalised into plain dicts here, so a
template never depends on the exact shape another package returns. Where a
package is missing (not built yet), the functions degrade: search falls back
to a plain SQL match and says so; running a scenario reports that the engine
is unavailable.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import yaml
from flask import current_app, url_for

from oracle import yamlio
from web import db, isolation
from web.text import clean_snippet, normalise_name

KIND_LABELS = {
    "card": "Cards", "base": "Bases", "rule": "Rules", "term": "Terms", "ruling": "Rulings",
    "scenario": "Scenarios", "errata": "Errata", "clarification": "Clarifications",
    "faction": "Factions", "section": "Sections", "summary": "Summaries", "set-list": "Set lists",
    "example": "Examples",
}


class Unavailable(Exception):
    """A part of the oracle this feature needs is not installed or built."""


def _module(name: str):
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def search_engine():
    return _module("oracle.search.engine")


# -- urls --------------------------------------------------------------------

def url_for_id(kind: str, ident: str) -> str:
    kind = (kind or "").lower()
    if kind in {"card", "base", "minion", "action", "titan", "monster", "treasure", "madness"}:
        return url_for("cards.card_page", slug=ident)
    if kind == "ruling":
        return url_for("rulings.ruling_page", ruling_id=ident)
    if kind == "scenario":
        return url_for("scenarios.scenario_page", scenario_id=ident)
    return "/rules/" + ident.lstrip("/")


def url_for_cite(ident: str, kinds: dict[str, str] | None = None) -> str:
    kind = (kinds or {}).get(ident, "section")
    if kind == "ruling":
        return url_for("rulings.ruling_page", ruling_id=ident)
    if kind == "scenario":
        return url_for("scenarios.scenario_page", scenario_id=ident)
    return "/rules/" + ident.lstrip("/")


# -- search ------------------------------------------------------------------

def _get(obj: Any, *names: str, default: Any = None) -> Any:
    for name in names:
        if isinstance(obj, dict):
            if obj.get(name) not in (None, ""):
                return obj[name]
        elif not isinstance(obj, str) and getattr(obj, name, None) not in (None, ""):
            value = getattr(obj, name)
            if not callable(value):
                return value
    return default


def normalise_hit(hit: Any) -> dict:
    """One search hit, whatever shape the engine gives, as the dict templates use."""
    kind = str(_get(hit, "kind", "type", default="section")).lower()
    ident = str(_get(hit, "id", "slug", "key", default=""))
    if kind in {"minion", "action", "titan", "monster", "treasure"}:
        kind = "card"
    if kind not in KIND_LABELS and ident.startswith(("rules/", "terms/")):
        kind = ident.split("/")[0].rstrip("s")
    title = str(_get(hit, "title", "name", default=ident))
    url = _get(hit, "url", "permalink")
    if not url:
        url = url_for_id(kind, ident)
    return {
        "kind": kind,
        "id": ident,
        "title": title,
        "url": url,
        "snippet": clean_snippet(str(_get(hit, "snippet", "highlight", "highlights", default="") or "")),
        "faction": _get(hit, "faction"),
        "set": _get(hit, "set", "set_name"),
        "card_type": _get(hit, "card_type", "type") if kind in {"card", "base"} else None,
        "source": _get(hit, "document", "source", "subtitle"),
        "page": _get(hit, "page"),
        "score": _get(hit, "score", default=0),
    }


def _engine_hit(hit: dict) -> dict:
    """An engine hit: its own fields (docs/architecture.md, "Search results") and the template's
    (``snippet`` as HTML, ``snippet_text`` the engine's plain snippet, ``source``, ``card_type``)."""
    out = normalise_hit(hit)
    if isinstance(hit, dict) and "highlights" in hit:
        from markupsafe import Markup

        from oracle.search.ranking import marked

        out.update(hit)
        # the page's snippet is HTML with the highlights in <mark>; the plain text stays beside it
        out["snippet_text"] = hit["snippet"]
        out["snippet"] = Markup(marked(hit["snippet"], hit["highlights"]))
    return out


def search(q: str, limit: int = 60) -> dict:
    """Search through the engine.

    ``{"query", "results", "answer", "facets", "total", "suggestions", "notice", "corrected", "error",
    "fallback"}``; the results in the engine's one relevance order.
    """
    engine = search_engine()
    out: dict = {"query": q, "results": [], "suggestions": [], "notice": None, "corrected": None,
                 "error": None, "fallback": False, "answer": None, "facets": {}, "total": 0}
    if engine is not None and hasattr(engine, "search"):
        try:
            raw = engine.search(q, limit)
        except FileNotFoundError:
            raw = None
        except Exception as exc:  # a query the engine refuses (unbalanced quotes...)
            if _is_query_error(exc):
                out["error"] = str(exc) or exc.__class__.__name__
                return out
            current_app.logger.exception("search engine failed on %r; plain match instead", q)
            raw = None
        if raw is not None:
            if hasattr(raw, "hits"):
                hits = raw.hits
                out["notice"] = getattr(raw, "notice", None)
                out["corrected"] = getattr(raw, "corrected", None)
            elif isinstance(raw, dict):
                hits = raw.get("results", raw.get("hits", []))
                out["notice"], out["corrected"] = raw.get("notice"), raw.get("corrected")
                out["suggestions"] = [str(s) for s in raw.get("suggestions") or []]
            else:
                hits = raw
            out["results"] = [_engine_hit(h.to_dict() if hasattr(h, "to_dict") else h) for h in hits]
            out["answer"] = getattr(raw, "answer", None)
            out["facets"] = getattr(raw, "facets", None) or {}
            out["total"] = getattr(raw, "total", len(out["results"]))
            if not out["results"] and not out["suggestions"]:
                out["suggestions"] = suggest(q)
            return out
    out["fallback"] = True
    out["results"] = fallback_search(q, limit)
    if not out["results"]:
        out["suggestions"] = suggest(q)
    return out


def _is_query_error(exc: Exception) -> bool:
    name = exc.__class__.__name__.lower()
    return isinstance(exc, ValueError) or "query" in name or "syntax" in name or "parse" in name


FIELD_RE = re.compile(r'(\w+)(:|>=|<=|>|<|=)("[^"]*"|\S+)')


def fallback_search(q: str, limit: int = 60) -> list[dict]:
    """A plain SQL match used only when the whoosh search is not there."""
    fields = {m.group(1).lower(): m.group(3).strip('"') for m in FIELD_RE.finditer(q)}
    words = FIELD_RE.sub(" ", q).replace('"', " ").split()
    like = "%" + "%".join(words) + "%" if words else "%"
    results: list[dict] = []
    kind = fields.get("kind")
    if kind in (None, "card", "base"):
        sql = "select slug, name, type, faction, \"set\", text from cards where (name like ? or text like ?)"
        params: list = [like, like]
        for key, column in (("faction", "faction_slug"), ("set", "set_slug"), ("type", "type")):
            if key in fields:
                sql += f" and ({column} = ? or lower({column if key != 'set' else 'set'}) = lower(?))"
                params += [fields[key], fields[key]]
        for row in db.query(sql + " order by name limit ?", params + [limit]):
            results.append(normalise_hit({
                "kind": "base" if row["type"] == "base" else "card", "id": row["slug"],
                "title": row["name"], "faction": row["faction"], "set": row["set"],
                "card_type": row["type"], "snippet": _plain_snippet(row["text"], words),
            }))
    if kind in (None, "rule", "term", "section") and not {"faction", "set", "type"} & fields.keys():
        sql = "select id, title, kind, document, page, body_md from sections where (title like ? or body_md like ?)"
        params = [like, like]
        if kind in ("rule", "term"):
            sql += " and kind = ?"
            params.append(kind)
        for row in db.query(sql + " order by title limit ?", params + [limit]):
            results.append(normalise_hit({
                "kind": row["kind"] or "section", "id": row["id"], "title": row["title"],
                "document": row["document"], "page": row["page"],
                "snippet": _plain_snippet(row["body_md"], words),
            }))
    if kind in (None, "ruling") and not {"faction", "set", "type"} & fields.keys():
        for row in db.query("select id, question, answer from rulings where question like ? or answer like ? "
                            "order by id limit ?", (like, like, limit)):
            results.append(normalise_hit({"kind": "ruling", "id": row["id"], "title": row["question"],
                                          "snippet": _plain_snippet(row["answer"], words)}))
    return results[:limit]


def _plain_snippet(text: str | None, words: list[str], width: int = 160) -> str:
    from markupsafe import escape

    text = " ".join((text or "").split())
    start = 0
    low = text.lower()
    for w in words:
        pos = low.find(w.lower())
        if pos >= 0:
            start = max(0, pos - 40)
            break
    piece = text[start:start + width]
    html = str(escape(piece))
    for w in words:
        if len(w) > 1:
            html = re.sub("(" + re.escape(str(escape(w))) + ")", r"<mark>\1</mark>", html, flags=re.I)
    return ("…" if start else "") + html + ("…" if start + width < len(text) else "")


def suggest(q: str) -> list[str]:
    """Corrected queries from the engine, else the closest card names and rule titles."""
    out: list[str] = []
    engine = search_engine()
    if engine is not None and hasattr(engine, "suggest"):
        try:
            raw = engine.suggest(q)
        except Exception:
            raw = None
        out = [s if isinstance(s, str) else str(_get(s, "text", "name", "title", "query", default=s))
               for s in raw or []]
    if not out:
        words = FIELD_RE.sub(" ", q).replace('"', " ").split()
        if words:
            out = [s["label"] for s in fallback_names(" ".join(words), fuzzy=True)]
    seen: list[str] = []
    for s in out:
        if s not in seen and s.strip().lower() != q.strip().lower():
            seen.append(s)
    return seen[:8]


def display_names() -> dict[str, dict[str, str]]:
    """Slug -> name for factions and sets (search hits carry slugs)."""
    out: dict[str, dict[str, str]] = {"faction": {}, "set": {}}
    for row in db.query("select distinct faction_slug, faction from cards where faction_slug is not null"):
        out["faction"][row["faction_slug"]] = row["faction"]
    for row in db.query('select distinct set_slug, "set" from cards where set_slug is not null'):
        out["set"][row["set_slug"]] = row["set"]
    return out


# -- autocomplete ------------------------------------------------------------

def normalise_completion(item: Any) -> dict:
    if isinstance(item, str):
        label, kind, ident = item, "", ""
    else:
        label = str(_get(item, "label", "name", "title", "text", default=""))
        kind = str(_get(item, "kind", "type", default=""))
        ident = str(_get(item, "id", "slug", default=""))
    url = _get(item, "url") if not isinstance(item, str) else None
    if not url and ident:
        url = url_for_id(kind, ident)
    return {"label": label, "kind": kind, "id": ident, "url": url}


def autocomplete(prefix: str, limit: int = 10) -> list[dict]:
    engine = search_engine()
    if engine is not None and hasattr(engine, "autocomplete"):
        try:
            raw = engine.autocomplete(prefix)
        except Exception:  # no index yet, or an engine bug: the plain name match still answers
            current_app.logger.exception("autocomplete failed on %r", prefix)
            raw = None
        if raw is not None:
            return [normalise_completion(i) for i in raw][:limit]
    return fallback_names(prefix)[:limit]


def fallback_names(prefix: str, fuzzy: bool = False) -> list[dict]:
    like = prefix.strip() + "%"
    out: list[dict] = []
    for row in db.query("select slug, name, type from cards where name like ? order by name limit 8", (like,)):
        out.append({"label": row["name"], "kind": "base" if row["type"] == "base" else "card",
                    "id": row["slug"], "url": url_for_id("card", row["slug"])})
    for row in db.query("select id, title, kind from sections where title like ? and kind in ('rule', 'term') "
                        "order by title limit 6", (like,)):
        out.append({"label": row["title"], "kind": row["kind"], "id": row["id"], "url": "/rules/" + row["id"]})
    if not out and fuzzy:
        from rapidfuzz import process, fuzz

        names = {r["name"]: r for r in db.query("select slug, name, type from cards")}
        titles = {r["title"]: r for r in db.query("select id, title, kind from sections where kind in ('rule','term')")}
        for name, _score, _ in process.extract(prefix, list(names) + list(titles), scorer=fuzz.WRatio, limit=6,
                                               score_cutoff=60):
            if name in names:
                out.append({"label": name, "kind": "card", "id": names[name]["slug"],
                            "url": url_for_id("card", names[name]["slug"])})
            else:
                out.append({"label": name, "kind": titles[name]["kind"], "id": titles[name]["id"],
                            "url": "/rules/" + titles[name]["id"]})
    return out


# -- fuzzy card names --------------------------------------------------------

MAX_CARD_NAME = 100

def find_card_fuzzy(name: str) -> tuple[dict | None, list[dict]]:
    """``(card, [])`` when one card fits; ``(None, suggestions)`` when none or several do. A name
    longer than any card's (``MAX_CARD_NAME``) fits none and is not compared."""
    from rapidfuzz import fuzz, process

    if len(name) > MAX_CARD_NAME:
        return None, []
    wanted = normalise_name(name)
    rows = db.query("select slug, name, faction, type from cards")
    exact = [r for r in rows if normalise_name(r["name"]) == wanted]
    if len(exact) == 1:
        return db.card(exact[0]["slug"]), []
    if len(exact) > 1:
        return None, [_suggestion(r) for r in exact]
    contains = [r for r in rows if wanted and wanted in normalise_name(r["name"])]
    if len(contains) == 1:
        return db.card(contains[0]["slug"]), []
    # every word, in any order, begins a word of one card's name ("claw tooth guns")
    words = re.findall(r"[a-z0-9]+", wanted)
    if words and not contains:
        loose = [r for r in rows
                 if all(any(h.startswith(w) for h in re.findall(r"[a-z0-9]+", normalise_name(r["name"])))
                        for w in words)]
        if len(loose) == 1:
            return db.card(loose[0]["slug"]), []
        contains = loose
    choices = {i: normalise_name(r["name"]) for i, r in enumerate(rows)}
    ranked = process.extract(wanted, choices, scorer=fuzz.WRatio, limit=8, score_cutoff=50)
    if not ranked or ranked[0][1] < 88:  # words misspelt and out of order ("claw toth")
        ranked = process.extract(wanted, choices, scorer=fuzz.token_sort_ratio, limit=8, score_cutoff=50)
    if ranked:
        best = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else 0
        distinct_names = {rows[k]["name"] for _, s, k in ranked if s == best[1]}
        if best[1] >= 88 and best[1] - runner_up >= 4 and len(distinct_names) == 1:
            return db.card(rows[best[2]]["slug"]), []
    seen: list[dict] = [_suggestion(rows[k]) for _, _, k in ranked]
    if contains:
        seen = [_suggestion(r) for r in contains[:8]] + seen
    uniq: dict[str, dict] = {}
    for s in seen:
        uniq.setdefault(s["slug"], s)
    return None, list(uniq.values())[:8]


def _suggestion(row: dict) -> dict:
    return {"name": row["name"], "slug": row["slug"], "faction": row.get("faction"),
            "url": url_for_id("card", row["slug"])}


# -- scenarios ---------------------------------------------------------------

class Refused(Exception):
    """Input the engine is not given: ``message`` says why in a player's words, ``status`` is a 4xx
    (or 503 when every sandbox worker stays busy)."""

    def __init__(self, message: str, status: int = 422, retry_after: int | None = None):
        super().__init__(message)
        self.message, self.status, self.retry_after = message, status, retry_after


def check_yaml(text: str) -> None:
    """Size limits on scenario YAML before anything walks it (``oracle.yamlio.check_limits``); text
    that is not YAML passes, for the engine to report with its line."""
    limits = current_app.config["YAML_LIMITS"]
    try:
        yamlio.check_limits(text, **limits)
    except yamlio.TooLarge as exc:
        raise Refused(str(exc), 413) from None
    except yamlio.SelfReference as exc:
        raise Refused(str(exc), 400) from None
    except yaml.YAMLError:
        pass
    except RecursionError:
        raise Refused("the scenario is nested too deeply", 413) from None


def in_worker(task: str, *args: Any) -> Any:
    """``web.sandbox_tasks.<task>(*args)`` in a sandbox worker process, under the hard time limit."""
    cfg = current_app.config
    pool = isolation.pool(**isolation.settings(cfg))
    try:
        return pool.call(task, *args)
    except isolation.TimedOut:
        raise Refused(f"This scenario needed more than {cfg['SANDBOX_HARD_SECONDS']:g} seconds, so it was "
                      "stopped. Try fewer cards or fewer steps.") from None
    except isolation.Busy:
        raise Refused("The sandbox is busy right now; try again in a few seconds.", 503, retry_after=5) from None


def run_scenario(text: str) -> dict:
    """Run scenario YAML in interactive mode with the sandbox's limits, in a worker process."""
    check_yaml(text)
    return in_worker("run_scenario", text, current_app.config["SANDBOX_LIMITS"])


def add_answer(text: str, step: int, answer: Any) -> str:
    """The YAML with ``answer`` added to step ``step`` (``web.answers``), in a worker process."""
    check_yaml(text)
    return in_worker("add_answer", text, step, answer)


def for_player(text: str, result: dict) -> dict:
    """A run result with what a player reads on top (oracle.scenario.summary) and errors explained.

    Adds ``summary`` (plain sentences), ``changes`` (what to highlight on the board after),
    ``refusals``, ``verdict``, ``expects`` and ``step_labels``; the error gains ``fix`` and ``field``
    (oracle.scenario.hints). Every field the run gave is kept as it was.
    """
    import yaml

    from oracle import yamlio
    from oracle.scenario.hints import explain
    from oracle.scenario.summary import outcome
    from web.views.common import parse_steps

    try:
        doc = yamlio.safe_load(text)
    except yaml.YAMLError:
        doc = None
    out = dict(result)
    out.setdefault("step_labels", parse_steps(text))
    out.update(outcome(result, doc, out["step_labels"]))
    if out.get("error"):
        out["error"] = explain(out["error"])
    return out
