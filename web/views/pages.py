"""Small static pages, and our own page for a URL that leads nowhere."""

from __future__ import annotations

import re

from flask import Blueprint, render_template, request

bp = Blueprint("pages", __name__)

#: Werkzeug's stock text for a 404: replaced by ours, which names the path.
_STOCK_404 = "The requested URL was not found on the server."


@bp.get("/about")
def about():
    return render_template("about.html")


def not_found_page(description: str | None):
    """The HTML 404 for every page: what was not found, likely pages, a search box and browse links."""
    from web import services

    message = description or ""
    if not message or message.startswith(_STOCK_404):
        message = f"There is no page at {request.path}."
    message = message[:1].upper() + message[1:]
    last = request.path.rstrip("/").rsplit("/", 1)[-1]
    words = " ".join(re.sub(r"[-_+.%]+", " ", last).split())[:100]
    suggestions = []
    if len(words) >= 2:
        try:
            for s in services.autocomplete(words, 8):
                if s["url"] and s["label"] not in {x["label"] for x in suggestions}:
                    suggestions.append({"label": s["label"], "url": s["url"]})
        except Exception:  # no build yet: the page still answers
            suggestions = []
    return render_template("not_found.html", what=None, message=message, words=words,
                           suggestions=suggestions), 404
