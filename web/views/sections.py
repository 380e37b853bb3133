"""Corpus sections (rules, terms and every other area) at ``/rules/<section id>``.

The permalink of section ``terms/affect`` is ``/rules/terms/affect`` (the URL
the search index stores). The shorter forms ``/terms/affect``, ``/rules/tie-fighter``
and the bare ``/<section id>`` redirect to it.
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, jsonify, redirect, render_template, request

from web import db, text

bp = Blueprint("sections", __name__)


def section_url(section_id: str) -> str:
    return "/rules/" + section_id.lstrip("/")


def show(sec: dict):
    prev, nxt = db.neighbours(sec)
    successor = db.section(sec["superseded_by"]) if sec.get("superseded_by") else None
    older = db.query("select id, title, document from sections where superseded_by = ? order by id", (sec["id"],))
    return render_template(
        "section.html", sec=sec, body=text.section_html(sec), cite=text.citation(sec),
        permalink=request.url_root.rstrip("/") + section_url(sec["id"]), prev=prev, next=nxt,
        rulings=db.rulings_citing_section(sec["id"]), successor=successor, older=older,
        scenarios=db.scenarios_citing(sec["id"]),
    )


def _method_not_allowed(path: str) -> None:
    """A GET that only this catch-all matched, on a path another method serves: 405, not 404."""
    from werkzeug.exceptions import MethodNotAllowed, NotFound

    adapter = current_app.url_map.bind("localhost")
    try:
        adapter.match(path, method="POST")
    except (NotFound, MethodNotAllowed):
        abort(404)
    abort(405, description=f"{path} takes POST")


@bp.get("/rules")
def rules_index():
    """A table of contents for each document, in the book's own order, with its page numbers."""
    return render_template("rules_toc.html", documents=db.documents_toc(), areas=db.areas())


#: How much of a term's definition the in-place popup shows.
DEFINITION_CHARS = 420


@bp.get("/terms.json")
def terms_json():
    """Every term's title and definition (plain text) for the tap/hover popups of linked terms (static/terms.js)."""
    from oracle.search.schema import plain_text

    out = {}
    for row in db.query("select id, title, body_md from sections where kind = 'term' order by id"):
        body = plain_text(row["body_md"])
        if len(body) > DEFINITION_CHARS:
            body = body[:DEFINITION_CHARS].rsplit(" ", 1)[0] + "…"
        out[row["id"]] = {"title": row["title"], "text": body, "url": section_url(row["id"])}
    resp = jsonify(out)
    resp.headers["Cache-Control"] = "public, max-age=3600"
    return resp


@bp.get("/terms")
def terms_index():
    return render_template("section_index.html", title="Terms", area="terms", rows=db.sections_in_area("terms"),
                           areas=db.areas())


@bp.get("/corpus/<area>")
def area_index(area: str):
    rows = db.sections_in_area(area)
    if not rows:
        abort(404, description=f"no corpus area {area!r}")
    return render_template("section_index.html", title=area, area=area, rows=rows, areas=db.areas())


@bp.get("/rules/<path:section_id>")
def section_page(section_id: str):
    section_id = section_id.rstrip("/")
    sec = db.section(section_id)
    if sec is not None:
        return show(sec)
    if db.section("rules/" + section_id) is not None:  # /rules/tie-fighter
        return redirect(section_url("rules/" + section_id), code=301)
    abort(404, description=f"no rules section {section_id!r}")


@bp.get("/terms/<path:rest>")
def term(rest: str):
    if db.section("terms/" + rest) is None:
        abort(404, description=f"no term {rest!r}")
    return redirect(section_url("terms/" + rest), code=301)


@bp.get("/<path:section_id>")
def any_section(section_id: str):
    if section_id.startswith("api/"):
        _method_not_allowed("/" + section_id)
    if db.section(section_id.rstrip("/")) is None:
        abort(404)
    return redirect(section_url(section_id.rstrip("/")), code=301)
