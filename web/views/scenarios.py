"""Scenario pages: board before, the step-by-step log, board after."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from web import db, text
from web.views.common import scenario_view

bp = Blueprint("scenarios", __name__)


@bp.get("/scenarios/<path:scenario_id>")
def scenario_page(scenario_id: str):
    row = db.scenario(scenario_id.rstrip("/"))
    if row is None:
        abort(404, description=f"no scenario {scenario_id!r}")
    sc = scenario_view(row)
    sc["title_html"] = text.linked_fields(db.linked(f"scenario:{row['id']}")).get("title")  # terms, card names
    return render_template("scenario.html", sc=sc, rulings=db.rulings_using_scenario(row["id"]))


@bp.get("/scenarios")
def scenarios_index():
    from flask import request

    from web.views.rulings import grouped

    groups, rows, chosen = grouped(db.scenarios_list(), request.args.get("group"))
    return render_template("scenarios.html", scenarios=rows, groups=groups, chosen=chosen,
                           endpoint="scenarios.scenarios_index")
