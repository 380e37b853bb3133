"""Ruling pages: the question, the official answer and the scenarios that prove it."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from web import db, text
from web.views.common import scenario_view

bp = Blueprint("rulings", __name__)


def older_printings(rul: dict, cards: list[dict]) -> list[dict]:
    """The older printings the ruling answers (its ``printing`` entries), each with the card, the
    old text (quoted or described), its source, today's text and what ``today`` says of it."""
    from oracle.names import name_key

    out = []
    for p in rul.get("printing") or []:
        row = next((c for c in cards if name_key(c["name"]) == name_key(str(p.get("card")))), None)
        card = db.card(row["slug"]) if row else None
        old = next((v for v in (card or {}).get("previous_versions") or []
                    if isinstance(v, dict) and str(v.get("label")) == str(p.get("label"))), None)
        if card is None or old is None:
            continue  # the build's checks (oracle.rulings.printing_problems) report it
        out.append({"card": card, "label": str(p["label"]), "old": old, "today": p.get("today"),
                    "today_scenario": p.get("today_scenario"),
                    "quoted": old.get("quoted", True) is not False})
    return out


def ruling_context(ruling_id: str) -> dict:
    rul = db.ruling(ruling_id)
    if rul is None:
        abort(404, description=f"no ruling {ruling_id!r}")
    supersedes = []
    for sid in rul.get("supersedes") or []:
        other = db.ruling(sid)
        supersedes.append({"id": sid, "question": other["question"] if other else None, "exists": bool(other)})
    successor = db.ruling(rul["superseded_by"]) if rul.get("superseded_by") else None
    see_also = [{"id": sid, "row": db.ruling(sid)} for sid in (rul.get("see_also") or [])]
    scenarios = [scenario_view(s) for s in db.ruling_scenarios(ruling_id)]
    answer = text.linked_fields(db.linked(f"ruling:{ruling_id}")).get("answer")
    cards = db.ruling_cards(ruling_id)
    return dict(rul=rul, answer_html=answer, claims=db.ruling_claims(ruling_id), supersedes=supersedes,
                successor=successor, see_also=see_also, printings=older_printings(rul, cards),
                cards=cards, cited=db.ruling_sections(ruling_id), scenarios=scenarios)


@bp.get("/rulings/<path:ruling_id>")
def ruling_page(ruling_id: str):
    return render_template("ruling.html", **ruling_context(ruling_id.rstrip("/")))


#: Above this many rows an index shows its groups and one group at a time.
INDEX_PAGE = 300
#: The rulings index lists all rulings under "all" up to this many.
RULINGS_PAGE = 2000


def grouped(rows: list[dict], chosen: str | None, page: int = INDEX_PAGE) -> tuple[list[dict], list[dict], str | None]:
    """``(groups with counts, rows to show, chosen group)`` for an index; above ``page`` rows, "all" shows none."""
    def key(row: dict) -> str:
        return row["id"].rsplit("/", 1)[0] if "/" in row["id"] else ""

    counts: dict[str, int] = {}
    for r in rows:
        counts[key(r)] = counts.get(key(r), 0) + 1
    groups = [{"name": g or "other", "key": g, "n": n} for g, n in sorted(counts.items())]
    if chosen is not None and chosen in counts:
        return groups, [r for r in rows if key(r) == chosen], chosen
    if len(rows) <= page:
        return groups, rows, None
    return groups, [], None


@bp.get("/rulings")
def rulings_index():
    from flask import request

    # A few hundred rulings: "all" lists every one of them, under its group's heading.
    rows = db.rulings_list()
    for r in rows:
        r["group"] = r["id"].rsplit("/", 1)[0] if "/" in r["id"] else ""
    groups, rows, chosen = grouped(rows, request.args.get("group"), page=RULINGS_PAGE)
    return render_template("rulings.html", rulings=rows, groups=groups, chosen=chosen,
                           endpoint="rulings.rulings_index")
