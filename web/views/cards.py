"""Card pages, faction and set indexes."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, url_for

from oracle.abilities.registry import printings_registered
from web import db, services, text

bp = Blueprint("cards", __name__)


@bp.get("/cards/<slug>")
def card_page(slug: str):
    bundle = db.card_bundle(slug)
    if bundle is None:
        suggestions = [{"label": s["name"] + (f" ({s['faction']})" if s.get("faction") else ""), "url": s["url"]}
                       for s in services.cards_like_slug(slug)]
        return render_template("not_found.html", what="card", ident=slug, suggestions=suggestions), 404
    card = bundle["card"]
    played = printings_registered(card["name"]) if card.get("previous_versions") else set()
    return render_template("card.html", **bundle | {"linked": text.linked_fields(bundle["linked"])},
                           played_printings=played)


@bp.get("/cards")
def cards_index():
    return redirect(url_for("cards.factions_index"))


@bp.get("/factions")
def factions_index():
    return render_template("factions.html", factions=db.factions(), sets=db.sets())


@bp.get("/factions/<slug>")
def faction_page(slug: str):
    cards = db.cards_where("faction_slug", slug)
    sec = db.section(f"factions/{slug}")
    if not cards and sec is None:
        abort(404, description=f"no faction {slug!r}")
    name = cards[0]["faction"] if cards else sec["title"]
    set_row = db.one("select \"set\" as name, set_slug from cards where faction_slug = ? limit 1", (slug,))
    return render_template("card_list.html", title=name, kind="faction", cards=cards, set_row=set_row,
                           intro=text.section_html(sec) if sec else None, section=sec)


@bp.get("/sets")
def sets_index():
    return render_template("factions.html", factions=db.factions(), sets=db.sets(), sets_only=True)


@bp.get("/sets/<slug>")
def set_page(slug: str):
    cards = db.cards_where("set_slug", slug)
    if not cards:
        abort(404, description=f"no set {slug!r}")
    set_row = db.one("select \"set\" as name, set_slug from cards where set_slug = ? limit 1", (slug,))
    return render_template("card_list.html", title=set_row["name"], kind="set", cards=cards, set_row=set_row,
                           intro=None, section=None)
