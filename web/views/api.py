"""The JSON API (documented at ``/api``). Every error is JSON with a clear message."""

from __future__ import annotations

import json
from typing import Any

import yaml
from flask import Blueprint, current_app, jsonify, render_template, request, url_for

from web import db, services, shares
from web.text import normalise_name
from web.answers import AnswerError
from web.app import json_error
from oracle import yamlio

bp = Blueprint("api", __name__, url_prefix="/api")

MAX_LIMIT = 200


@bp.get("")
@bp.get("/")
def docs():
    return render_template("api.html")


def _int_arg(name: str, default: int, low: int, high: int) -> int:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest(f"{name} must be a whole number, not {raw!r}") from None
    if not low <= value <= high:
        raise BadRequest(f"{name} must be between {low} and {high}")
    return value


class BadRequest(Exception):
    def __init__(self, message: str, status: int = 400, **extra: Any):
        super().__init__(message)
        self.message, self.status, self.extra = message, status, extra


@bp.errorhandler(BadRequest)
def bad_request(exc: BadRequest):
    return json_error(exc.status, exc.message, **exc.extra)


#: The fields of a search hit in the API (docs/architecture.md, "Search results").
HIT_FIELDS = ("id", "kind", "title", "url", "document", "page", "snippet", "highlights", "passage",
              "passage_highlights", "passage_anchor", "also_in", "superseded_by", "score", "subtitle",
              "faction", "faction_name", "set", "set_name", "type", "card_type", "power", "breakpoint")


def _absolute(url: str | None) -> str | None:
    return request.url_root.rstrip("/") + url if url and url.startswith("/") else url


def _api_hit(hit: dict | None) -> dict | None:
    """A search hit for JSON: plain-text snippet (highlights as offsets), absolute urls."""
    if hit is None:
        return None
    out = {k: hit[k] for k in HIT_FIELDS if k in hit}
    out["snippet"] = str(hit.get("snippet_text", out.get("snippet")) or "")
    out["url"] = _absolute(out.get("url"))
    out["also_in"] = [{**ref, "url": _absolute(ref.get("url"))} for ref in out.get("also_in") or []]
    if out.get("superseded_by"):
        out["superseded_by"] = {**out["superseded_by"], "url": _absolute(out["superseded_by"].get("url"))}
    return out


FILTER_PARAMS = ("kind", "faction", "set", "type")


def _with_filters(q: str) -> str:
    """``?kind=card&faction=ninjas`` become ``kind:card faction:ninjas`` in the query."""
    for name in FILTER_PARAMS:
        value = (request.args.get(name) or "").strip()
        if value:
            if '"' in value:
                raise BadRequest(f"{name} cannot contain a double quote")
            q += f' {name}:"{value}"' if " " in value else f" {name}:{value}"
    return q.strip()


@bp.get("/search")
def search():
    q = _with_filters((request.args.get("q") or "").strip())
    if not q:
        raise BadRequest("missing query: use /api/search?q=WORDS (or a filter: kind, faction, set, type)")
    if len(q) > 500:
        raise BadRequest("query too long (500 characters at most)")
    limit = _int_arg("limit", 50, 1, MAX_LIMIT)
    found = services.search(q, limit)
    return jsonify({"query": q, "count": len(found["results"]), "total": found.get("total"),
                    "answer": _api_hit(found.get("answer")), "facets": found.get("facets") or {},
                    "results": [_api_hit(h) for h in found["results"]],
                    "notice": found.get("notice"), "corrected": found.get("corrected"),
                    "suggestions": found["suggestions"]})


@bp.get("/autocomplete")
def autocomplete():
    q = (request.args.get("q") or "").strip()
    if len(q) > 100:
        raise BadRequest("prefix too long (100 characters at most)")
    limit = _int_arg("limit", 10, 1, 50)
    return jsonify({"query": q, "results": services.autocomplete(q, limit) if q else []})


def card_json(bundle: dict) -> dict:
    """A card's API answer, from the bundle its page shows too (``db.card_bundle``)."""
    out = dict(bundle["card"])
    out["implemented"] = bool(out.get("implemented"))
    out["url"] = url_for("cards.card_page", slug=out["slug"], _external=True)
    out["scenarios"] = [{"id": s["id"], "title": s["title"],
                         "passed": None if s.get("passed") is None else bool(s["passed"]),
                         "url": url_for("scenarios.scenario_page", scenario_id=s["id"], _external=True)}
                        for s in bundle["scenarios"]]
    out["rulings"] = [
        {"id": r["id"], "question": r["question"], "verified": bool(r.get("verified")),
         "status": r.get("status"), "url": url_for("rulings.ruling_page", ruling_id=r["id"], _external=True)}
        for r in bundle["rulings"]
    ]
    return out


def _card_answer(slug: str):
    return jsonify(card_json(db.card_bundle(slug)))


@bp.get("/cards/named")
def card_named():
    name = request.args.get("fuzzy") or request.args.get("exact")
    if not name or not name.strip():
        raise BadRequest("missing name: use /api/cards/named?fuzzy=NAME")
    if len(name) > 200:
        raise BadRequest("name too long (200 characters at most)")
    if request.args.get("exact") and not request.args.get("fuzzy"):
        rows = [r for r in db.query("select slug, name, faction from cards")
                if normalise_name(r["name"]) == normalise_name(name)]
        if len(rows) == 1:
            return _card_answer(rows[0]["slug"])
        card, suggestions = services.find_card_fuzzy(name)
        suggestions = suggestions or ([services._suggestion(card)] if card else [])
        return _unknown_card(name, suggestions, ambiguous=len(rows) > 1)
    card, suggestions = services.find_card_fuzzy(name)
    if card is not None:
        return _card_answer(card["slug"])
    ambiguous = sum(1 for s in suggestions if normalise_name(s["name"]) == normalise_name(name)) > 1
    return _unknown_card(name, suggestions, ambiguous)


def _unknown_card(name: str, suggestions: list[dict], ambiguous: bool):
    if ambiguous:
        message = f"{name!r} names several cards: say which"
    else:
        message = f"no card named {name!r}" + (": did you mean one of these?" if suggestions else "")
    return json_error(404, message, suggestions=suggestions, ambiguous=ambiguous)


@bp.get("/cards/<slug>")
def card(slug: str):
    bundle = db.card_bundle(slug)
    if bundle is None:
        return json_error(404, f"no card {slug!r}", suggestions=services.cards_like_slug(slug))
    return jsonify(card_json(bundle))


@bp.get("/factions")
def factions():
    return jsonify({"factions": [
        {"name": f["faction"], "slug": f["faction_slug"], "set": f["set_name"], "set_slug": f["set_slug"],
         "cards": f["n"], "implemented": f["implemented"] or 0,
         "url": url_for("cards.faction_page", slug=f["faction_slug"], _external=True)}
        for f in db.factions()]})


@bp.get("/sets")
def sets():
    return jsonify({"sets": [
        {"name": s["name"], "slug": s["set_slug"], "cards": s["n"], "factions": s["factions"],
         "url": url_for("cards.set_page", slug=s["set_slug"], _external=True)}
        for s in db.sets()]})


@bp.get("/rulings/<path:ruling_id>")
def ruling(ruling_id: str):
    row = db.ruling(ruling_id)
    if row is None:
        return json_error(404, f"no ruling {ruling_id!r}")
    out = dict(row)
    out["verified"] = bool(out.get("verified"))
    out["cards"] = db.ruling_cards(ruling_id)
    out["cites"] = [s["id"] for s in db.ruling_sections(ruling_id)]
    out["claims"] = [{"claim": c["claim"], "scenarios": c["scenarios"], "expect": c["expect"],
                      "contrary": c["contrary"], "outcome": c["outcome"], "problem": c["problem"]}
                     for c in db.ruling_claims(ruling_id)]
    out["scenarios"] = [{"id": s["id"], "title": s["title"], "passed": bool(s.get("passed")),
                         "url": url_for("scenarios.scenario_page", scenario_id=s["id"], _external=True)}
                        for s in db.ruling_scenarios(ruling_id)]
    out["url"] = url_for("rulings.ruling_page", ruling_id=ruling_id, _external=True)
    return jsonify(out)


@bp.get("/scenarios/<path:scenario_id>")
def scenario(scenario_id: str):
    row = db.scenario(scenario_id)
    if row is None:
        return json_error(404, f"no scenario {scenario_id!r}")
    out = dict(row)
    out["passed"] = bool(out.get("passed"))
    out["rulings"] = [r["id"] for r in db.rulings_using_scenario(scenario_id)]
    out["url"] = url_for("scenarios.scenario_page", scenario_id=scenario_id, _external=True)
    return jsonify(out)


def _body_text() -> str:
    raw = request.get_data(cache=True)  # raises 413 past MAX_CONTENT_LENGTH
    if len(raw) > current_app.config["MAX_CONTENT_LENGTH"]:
        raise BadRequest("request body too large", status=413)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("the body must be UTF-8 text") from None


MAX_JSON_DEPTH = 20


def _json_depth(value: Any) -> int:
    """How deeply ``value`` nests lists and objects (without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))
    return deepest


def _json_body() -> dict:
    text = _body_text()
    try:
        body = json.loads(text)
    except RecursionError:
        raise BadRequest(f"the JSON body is nested too deeply ({MAX_JSON_DEPTH} levels at most)", 413) from None
    except ValueError as exc:
        if "digits" in str(exc):  # Python refuses to read an integer of thousands of digits
            raise BadRequest("the JSON body holds a number with too many digits") from None
        raise BadRequest("the body must be a JSON object") from None
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object")
    if _json_depth(body) > MAX_JSON_DEPTH:
        raise BadRequest(f"the JSON body is nested too deeply ({MAX_JSON_DEPTH} levels at most)", 413)
    return body


@bp.post("/run")
def run():
    if request.is_json:
        text = _json_body().get("yaml")
        if not isinstance(text, str):
            raise BadRequest('the JSON body needs a "yaml" string')
    else:
        text = _body_text()
    if not text.strip():
        raise BadRequest("empty scenario: send the scenario's YAML as the request body")
    try:
        result = services.run_scenario(text)
    except services.Refused:
        raise
    except RecursionError:
        raise BadRequest("the scenario is nested too deeply", status=422) from None
    except Exception as exc:  # the engine failing on odd input is still a 4xx for the person
        current_app.logger.exception("scenario run failed")
        raise BadRequest(f"the engine could not run this scenario: {exc.__class__.__name__}: {exc}",
                         status=422) from None
    if not isinstance(result, dict):
        raise BadRequest("the engine returned no result", status=422)
    status = 422 if result.get("error") else 200
    return jsonify(services.for_player(text, result)), status


@bp.post("/answer")
def answer():
    body = _json_body()
    text, step = body.get("yaml"), body.get("step")
    if not isinstance(text, str) or not isinstance(step, int) or isinstance(step, bool) or "answer" not in body:
        raise BadRequest('send {"yaml": TEXT, "step": N, "answer": OPTION}')
    try:
        return jsonify({"yaml": services.add_answer(text, step, body["answer"])})
    except AnswerError as exc:
        raise BadRequest(str(exc)) from None
    except RecursionError:
        raise BadRequest("the answer is nested too deeply", 413) from None


@bp.post("/share")
def share():
    """Store a scenario (JSON ``{"yaml": TEXT, "title": ...}`` only: web.guards) under a short key."""
    body = _json_body()
    text, title = body.get("yaml"), body.get("title")
    if not isinstance(text, str):
        raise BadRequest('the JSON body needs a "yaml" string')
    if not text.strip():
        raise BadRequest("nothing to share: the scenario is empty")
    services.check_yaml(text)
    try:
        doc = yamlio.safe_load(text)
    except yaml.YAMLError as exc:
        raise BadRequest(f"the scenario is not valid YAML: {exc}") from None
    if not isinstance(doc, dict):
        raise BadRequest("a scenario is a YAML mapping (id, title, setup, steps, expect)")
    if not isinstance(title, str) or not title.strip():
        title = doc.get("title") if isinstance(doc.get("title"), str) else None
    key = shares.store().save(text, (title or "")[:200] or None, client=request.remote_addr or "")
    return jsonify({"key": key, "url": url_for("sandbox.shared", key=key, _external=True),
                    "path": url_for("sandbox.shared", key=key)}), 201


@bp.get("/cards/pick")
def card_pick():
    """Cards for the sandbox's pickers: every typed word fits a word of the name (typos allowed)."""
    from web import boards

    names = [n for n in (request.args.get("names") or "").split("|") if n.strip()]
    if names:
        if len(names) > 200:
            raise BadRequest("ask for at most 200 names at once")
        return jsonify({"cards": boards.card_info(names)})
    q = (request.args.get("q") or "").strip()
    if len(q) > 100:
        raise BadRequest("too long: type at most 100 characters")
    types = {t for t in (request.args.get("type") or "").split(",") if t}
    return jsonify({"query": q, "results": boards.pick(q, types or None, _int_arg("limit", 12, 1, 30))})


@bp.post("/sandbox/yaml")
def sandbox_yaml():
    """Builder -> YAML: ``{"doc": MAPPING}`` -> ``{"yaml": TEXT}`` (the setup as the engine builds it)."""
    doc = _json_body().get("doc")
    found = services.in_worker("board_yaml", doc)  # the engine builds the board: in a sandbox process
    return jsonify(found), 200 if found["error"] is None else 422


@bp.post("/sandbox/parse")
def sandbox_parse():
    """YAML -> builder: ``{"yaml": TEXT}`` -> ``{"doc": MAPPING, "error": null}`` or the error, located."""
    text = _json_body().get("yaml")
    if not isinstance(text, str):
        raise BadRequest('send {"yaml": TEXT}')
    services.check_yaml(text)
    found = services.in_worker("board_parse", text)
    return jsonify(found), 200 if found["error"] is None else 422
