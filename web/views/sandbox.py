"""The sandbox: build a board (or edit its YAML), run it on the server, answer prompts, share it.

``/sandbox`` opens the builder on: the example board, ``?card=SLUG`` (a ready board
to try that card: web.boards.ready_board), ``?scenario=ID`` (a scenario of the
collection, as a ruling page's "Try it" opens it) or ``?share=KEY`` (a copy of a
shared board). ``/s/KEY`` is a share's read-only page, rendered by the server with
its run's summary, board and log so it reads without JavaScript.
"""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from web import boards, db, services, shares
from web.views.common import group_log

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
    text, title, source, card = EXAMPLE, None, None, None
    if request.args.get("card"):
        row = db.card(request.args["card"])
        if row is None:
            abort(404, description=f"no card {request.args['card']!r}")
        found = boards.card_info([row["slug"]])
        card = found.get(row["slug"]) or {"ref": row["name"], "name": row["name"], "type": row["type"]}
        text, title = boards.to_yaml(boards.ready_board(card)), f"Try {row['name']}"
    elif request.args.get("scenario"):
        row = db.scenario(request.args["scenario"])
        if row is None:
            abort(404, description=f"no scenario {request.args['scenario']!r}")
        text, title, source = row["yaml"] or "", row.get("title"), row["id"]
    elif request.args.get("share"):
        row = shares.store().load(request.args["share"])
        if row is None:
            abort(404, description=f"no shared board {request.args['share']!r}")
        text, title = row["yaml"], row.get("title")
    return render_template("sandbox.html", yaml_text=text, title=title, source=source, card=card)


@bp.get("/s/<key>")
def shared(key: str):
    row = shares.store().load(key)
    if row is None:
        abort(404, description=f"no shared board {key!r}")
    result = shared_result(row["yaml"])
    view = dict(result)
    view["groups"] = group_log(result.get("log") or [], result.get("step_labels") or [],
                               complete=not result.get("error") and not result.get("pending_prompt"))
    return render_template("share.html", share=row, result=view)


_RESULTS: dict[str, dict] = {}
MAX_CACHED = 256


def shared_result(text: str) -> dict:
    """A share's run, for its page (a share never changes, so one run per text and process is enough)."""
    if text not in _RESULTS:
        try:
            result = services.run_scenario(text)
        except services.Refused as exc:  # too large, too slow, or every sandbox worker busy: not kept
            result = {"error": {"message": exc.message}, "log": [], "board_before": None, "board_after": None}
            return services.for_player(text, result)
        if len(_RESULTS) >= MAX_CACHED:
            _RESULTS.pop(next(iter(_RESULTS)))
        _RESULTS[text] = services.for_player(text, result)
    return _RESULTS[text]
