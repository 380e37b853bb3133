"""At the table without a signal: the web app manifest, the service worker and the offline page.

``/sw.js`` is ``static/sw.js`` with its version and its list of pages to keep
filled in. The version changes when the build or a static file changes, so a
phone drops the old copies. The pages kept on install: the home page, the
rules and terms (every section of the rules, terms, clarifications and errata),
the card lists (factions, each faction's cards), the stylesheet and the
scripts. Every other page is kept once visited (see ``static/sw.js``).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from flask import Blueprint, current_app, jsonify, render_template, request

from web import db

bp = Blueprint("offline", __name__)

#: The corpus areas kept on every phone: what a player needs to settle a question.
OFFLINE_AREAS = ("rules", "terms", "clarifications", "errata")
STATIC_FILES = ("oracle.css", "oracle.js", "terms.js", "favicon.svg")


def precache_urls() -> list[str]:
    asset = current_app.jinja_env.globals["asset"]
    urls = ["/", "/search", "/rules", "/terms", "/factions", "/rulings", "/manifest.webmanifest"]
    urls += [asset(name) for name in STATIC_FILES]
    if db.has_table("sections"):
        marks = ",".join("?" * len(OFFLINE_AREAS))
        urls += ["/rules/" + r["id"] for r in
                 db.query(f"select id from sections where area in ({marks}) order by area, ord", OFFLINE_AREAS)]
    if db.has_table("cards"):
        urls += ["/factions/" + r["faction_slug"] for r in db.factions()]
    return urls


def version(urls: list[str]) -> str:
    """Changes with the build (the database file) and with every static file, sw.js included."""
    parts = [json.dumps(urls)]
    for path in [current_app.config["DATABASE"]] + [os.path.join(current_app.static_folder, name)
                                                   for name in STATIC_FILES + ("sw.js",)]:
        try:
            parts.append(f"{path}:{os.path.getmtime(path)}")
        except OSError:
            parts.append(path)
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]


@bp.get("/sw.js")
def service_worker():
    urls = precache_urls()
    with open(os.path.join(current_app.static_folder, "sw.js"), encoding="utf-8") as f:
        source = f.read()
    source = source.replace("__VERSION__", version(urls)).replace("__PRECACHE__", json.dumps(urls))
    resp = current_app.response_class(source, mimetype="application/javascript")
    resp.headers["Cache-Control"] = "no-cache"  # the browser checks for a new worker on every visit
    return resp


#: version -> the bundle's JSON bytes, rendered once per build (kept beside the database for other processes).
_BUNDLES: dict[str, bytes] = {}


@bp.get("/offline/bundle.json")
def bundle():
    """Every page the phone keeps, in one response: ``{"version", "pages": {url: [content type, body]}}``.

    One request instead of ~200, rendered once per build (a few seconds) and then
    served from memory or from the file beside the database, so a new phone costs
    the server one compressed response, not 200 page renders.
    """
    urls = precache_urls()
    key = version(urls)
    if key not in _BUNDLES:
        _BUNDLES.clear()
        _BUNDLES[key] = _stored_bundle(key) or _store_bundle(key, _render_bundle(key, urls))
    resp = current_app.response_class(_BUNDLES[key], mimetype="application/json")
    resp.headers["Cache-Control"] = "no-cache"
    return resp


def _render_bundle(key: str, urls: list[str]) -> bytes:
    client = current_app.test_client()
    pages = {}
    for url in urls:
        if url.startswith("/static/"):
            continue  # the worker fetches static files itself (cache first, versioned URLs)
        resp = client.get(url, base_url=request.host_url)
        if resp.status_code == 200:
            pages[url] = [resp.content_type, resp.get_data(as_text=True)]
        resp.close()
    return json.dumps({"version": key, "pages": pages}, separators=(",", ":")).encode()


def _bundle_path(key: str) -> Path:
    return Path(current_app.config["DATABASE"]).parent / f"offline-bundle-{key}.json"


def _stored_bundle(key: str) -> bytes | None:
    try:
        return _bundle_path(key).read_bytes()
    except OSError:
        return None


def _store_bundle(key: str, body: bytes) -> bytes:
    """Write the bundle beside the database (atomically) and drop older ones; a read-only folder is fine."""
    path = _bundle_path(key)
    try:
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(body)
        os.replace(tmp, path)
        for old in path.parent.glob("offline-bundle-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass
    return body


@bp.get("/manifest.webmanifest")
def manifest():
    asset = current_app.jinja_env.globals["asset"]
    resp = jsonify({
        "name": "Smash Up Oracle", "short_name": "Oracle",
        "description": "Smash Up rules, terms, cards and rulings, with citations; works offline.",
        "start_url": "/", "scope": "/", "display": "standalone",
        "background_color": "#fbfaf7", "theme_color": "#7a2e8e",
        "icons": [{"src": asset("favicon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    })
    resp.mimetype = "application/manifest+json"
    return resp


@bp.get("/offline")
def offline_page():
    return render_template("offline.html")
