"""Turning corpus text into safe HTML, and citations into strings and links."""

from __future__ import annotations

import re

import markdown
import nh3
from markupsafe import Markup

from oracle.names import name_key

ALLOWED_TAGS = {
    "p", "br", "em", "strong", "b", "i", "u", "ul", "ol", "li", "blockquote", "code", "pre",
    "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "hr", "a",
    "span", "sup", "sub", "dl", "dt", "dd", "mark",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title", "class"}, "span": {"class"}, "mark": {"class"}, "b": {"class"},
                      "th": {"align"}, "td": {"align"},
                      # the passage anchors search links to (oracle/search/passages.py), and heading
                      # anchors "(see "Abilities" below)" links to (oracle/linking.py)
                      **{tag: {"id"} for tag in ("p", "li", "dl", "table", "blockquote", "pre",
                                                 "h2", "h3", "h4", "h5", "h6")}}


def clean(html: str | None) -> Markup:
    """Sanitise HTML from the build (or anywhere) down to the tags above."""
    return Markup(nh3.clean(html or "", tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES,
                            url_schemes={"http", "https", "mailto"}, link_rel="noopener"))


def render_markdown(text: str | None) -> Markup:
    return clean(markdown.markdown(text or "", extensions=["tables"]))


def section_html(sec: dict) -> Markup:
    if sec.get("body_html"):
        return clean(sec["body_html"])
    return render_markdown(sec.get("body_md"))


def linked_fields(fields: dict) -> dict:
    """The build's linked HTML of one card or ruling (``oracle.linking``), sanitised: field -> Markup or list."""
    import json

    out: dict = {}
    for field, value in fields.items():
        if isinstance(value, str) and value.startswith("["):
            try:
                out[field] = [clean(v) for v in json.loads(value)]
                continue
            except ValueError:
                pass
        out[field] = clean(value)
    return out


def citation(sec: dict) -> str:
    """'Tie Fighter — The Bigger Geekier Box rulebook (2018), p. 5'."""
    title = sec.get("title") or sec.get("id") or ""
    document = sec.get("document") or sec.get("file") or ""
    out = f"{title} — {document}" if document else title
    if sec.get("page") not in (None, ""):
        out += f", p. {sec['page']}"
    return out


def ruling_citation(rul: dict) -> str:
    src = rul.get("source") or {}
    if not isinstance(src, dict):
        return str(src)
    parts = [p for p in (src.get("section"), src.get("document")) if p]
    out = " — ".join(str(p) for p in parts)
    if src.get("page") not in (None, ""):
        out += f", p. {src['page']}"
    return out


_slug_re = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    return _slug_re.sub("-", text.lower().replace("’", "").replace("'", "")).strip("-")


normalise_name = name_key  # the one name key (oracle/names.py)