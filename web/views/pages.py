"""Small static pages."""

from __future__ import annotations

from flask import Blueprint, render_template

bp = Blueprint("pages", __name__)


@bp.get("/about")
def about():
    return render_template("about.html")
