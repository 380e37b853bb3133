"""The sandbox: edit a scenario, run it on the server, answer prompts, share it."""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from web import db, shares

bp = Blueprint("sandbox", __name__)

EXAMPLE = """\
id: sandbox/tie-for-first
title: Players tied for first all get first-place VP
cites: [rules/tie-fighter]

cards:                      # test-only cards, no abilities
  - {name: Ten, type: minion, power: 10}
  - {name: Five, type: minion, power: 5}
  - {name: Test Base, type: base, breakpoint: 20, vp: [4, 2, 1]}

setup:
  players:
    - {name: Alice}
    - {name: Bob}
    - {name: Carol}
  bases:
    - base: Test Base
      minions:
        - {card: Ten, controller: Alice, as: alices-ten}
        - {card: Ten, controller: Bob, as: bobs-ten}
        - {card: Five, controller: Carol}

steps:
  - advance: draw

expect:
  vp: {Alice: 4, Bob: 4, Carol: 1}
"""


@bp.get("/sandbox")
def sandbox():
    scenario_id = request.args.get("scenario")
    text, title, source = EXAMPLE, None, None
    if scenario_id:
        row = db.scenario(scenario_id)
        if row is None:
            abort(404, description=f"no scenario {scenario_id!r}")
        text, title, source = row["yaml"] or "", row.get("title"), row["id"]
    return render_template("sandbox.html", yaml_text=text, title=title, source=source, share=None)


@bp.get("/s/<key>")
def shared(key: str):
    row = shares.store().load(key)
    if row is None:
        abort(404, description=f"no shared scenario {key!r}")
    return render_template("sandbox.html", yaml_text=row["yaml"], title=row.get("title"), source=None, share=row)
