"""The oracle's search and scenario runner as the web app uses them.

The web app talks to ``oracle.search.engine`` and ``oracle.scenario`` through this module: search
hits gain what the pages show (the snippet as HTML), and sandbox runs go to worker processes
(``web.isolation``) under the sandbox's limits.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from flask import current_app, url_for
from markupsafe import Markup
from rapidfuzz import fuzz, process

from oracle import yamlio
from oracle.search import engine as search_engine
from oracle.search.ranking import marked
from web import db, isolation
from web.text import normalise_name

KIND_LABELS = {
    "card": "Cards", "base": "Bases", "rule": "Rules", "term": "Terms", "ruling": "Rulings",
    "scenario": "Scenarios", "errata": "Errata", "clarification": "Clarifications",
    "faction": "Factions", "section": "Sections", "summary": "Summaries", "set-list": "Set lists",
    "example": "Examples",
}

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

def page_hit(hit: dict) -> dict:
    """An engine hit (``Hit.to_dict()``, docs/architecture.md "Search results") as the pages use
    it: ``snippet`` in HTML with the highlights in ``<mark>``, the engine's plain snippet kept as
    ``snippet_text``, and ``source`` and ``card_type`` for the results list."""
    out = dict(hit)
    out["snippet_text"] = hit["snippet"]
    out["snippet"] = Markup(marked(hit["snippet"], hit["highlights"]))
    out["source"] = hit.get("document") or hit.get("subtitle")
    out["card_type"] = hit.get("type") if hit["kind"] in ("card", "base") else None
    return out


def search(q: str, limit: int = 60) -> dict:
    """Search through the engine: ``{"query", "results", "answer", "facets", "total", "notice",
    "corrected", "suggestions"}``, the results in the engine's one relevance order. The engine
    never refuses a query (it says what it did in ``notice``); with no index built this raises
    ``db.NotBuilt``."""
    try:
        found = search_engine.search(q, limit)
    except FileNotFoundError as exc:
        raise db.NotBuilt(str(exc)) from None
    results = [page_hit(h.to_dict()) for h in found.hits]
    return {"query": q, "results": results, "answer": found.answer, "facets": found.facets,
            "total": found.total, "notice": found.notice, "corrected": found.corrected,
            "suggestions": [] if results else suggest(q)}


FIELD_RE = re.compile(r'(\w+)(:|>=|<=|>|<|=)("[^"]*"|\S+)')


def suggest(q: str) -> list[str]:
    """Corrected queries from the engine, else the closest card names and rule titles."""
    out = search_engine.suggest(q)
    if not out:
        words = FIELD_RE.sub(" ", q).replace('"', " ").split()
        if words:
            text = " ".join(words)
            out = [s["label"] for s in autocomplete(text, 8) or closest_names(text)]
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


def autocomplete(prefix: str, limit: int = 10) -> list[dict]:
    """Names for a search box (``oracle.search.engine.autocomplete``): ``[{"label", "kind", "id", "url"}]``."""
    return search_engine.autocomplete(prefix, limit)


def closest_names(text: str) -> list[dict]:
    """The card names and rule titles nearest ``text`` (typos allowed): ``[{"label", "kind", "id", "url"}]``."""
    names = {r["name"]: r for r in db.query("select slug, name, type from cards")}
    titles = {r["title"]: r for r in db.query("select id, title, kind from sections where kind in ('rule','term')")}
    out: list[dict] = []
    for name, _score, _ in process.extract(text, list(names) + list(titles), scorer=fuzz.WRatio, limit=6,
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


def cards_like_slug(slug: str) -> list[dict]:
    """For a card page or API address that names no card: the cards it may mean (the one card
    its words fit, else the closest), as ``{"name", "slug", "faction", "url"}``."""
    found, suggestions = find_card_fuzzy(slug.replace("-", " "))
    return [_suggestion(found)] if found is not None else suggestions


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
    # imported on the first run: the engine's modules would cost every web worker 0.3 s at start,
    # and web.views.common imports this module
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
