"""Older printings on the web (issue 13): the sandbox refuses an unknown printing with a 4xx, the
ruling page shows the old text beside today's, the build's status of those rulings."""

from __future__ import annotations

import json

OLD_MINDRAKER = "Play on a base. Ongoing: Other players cannot play Specials while this base is scoring."

RUN = """\
id: sandbox/printing
printing: {{Mindraker: {label}}}
cards:
  - {{name: Giant, type: minion, power: 10}}
  - {{name: Scoring Base, type: base, breakpoint: 10, vp: [4, 2, 1]}}
  - {{name: Next Base, type: base, breakpoint: 100, vp: [3, 2, 1]}}
setup:
  players: [{{name: Alice}}, {{name: Bob, hand: [Full Sail]}}]
  bases:
    - base: Scoring Base
      actions: [{{card: Mindraker, controller: Alice}}]
      minions: [{{card: Giant, controller: Alice}}]
  base_deck: [Next Base]
steps:
  - advance: draw
expect:
  vp: {{Alice: 4}}
"""


def test_the_sandbox_runs_an_asked_printing(client):
    resp = client.post("/api/run", data=RUN.format(label="original"), content_type="text/yaml")
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["passed"] is True, body
    assert any("original Mindraker" in e["text"] for e in body["log"])


def test_the_sandbox_refuses_an_unknown_printing_with_a_4xx(client):
    for label in ("'2015'", "[1, 2]", "null"):
        resp = client.post("/api/run", data=RUN.format(label=label), content_type="text/yaml")
        assert 400 <= resp.status_code < 500, (label, resp.status_code)
        err = resp.get_json()["error"]
        assert "printing" in (err["key"] or "") or "printing" in err["message"], err
    err = client.post("/api/run", data=RUN.format(label="'2015'"), content_type="text/yaml").get_json()["error"]
    assert "Mindraker has no printing '2015'; its printings are current, original" in err["message"]
    assert err["line"] == 2
    resp = client.post("/api/run", data=RUN.replace("{Mindraker:", "{Mindracker:").format(label="original"),
                       content_type="text/yaml")
    assert resp.status_code == 422 and "Mindraker" in resp.get_json()["error"]["suggestions"]


def test_the_sandbox_yaml_keeps_the_printing(client):
    doc = {"printing": {"Mindraker": "original"},
           "setup": {"players": [{"name": "Alice"}, {"name": "Bob"}],
                     "bases": [{"base": "Jungle Oasis", "actions": [{"card": "Mindraker", "controller": "Alice"}]}]}}
    resp = client.post("/api/sandbox/yaml", json={"doc": doc})
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert "printing: {Mindraker: original}" in resp.get_json()["yaml"]


def test_the_ruling_page_shows_the_old_text_beside_todays(client):
    page = client.get("/rulings/super-spies/mindraker").get_data(as_text=True)
    assert "This ruling answers the original printing" in page
    assert OLD_MINDRAKER in page
    assert "Today&#39;s text:" in page or "Today's text:" in page
    assert "Look at each other player" in page  # today's Mindraker
    assert "mindraker-current-text-no-special-lock" in page  # the scenario on today's text
    assert "Plays an older printing" in page and "verified" in page


def test_the_card_page_lists_the_printing_and_its_rulings(client):
    page = client.get("/cards/too-tough").get_data(as_text=True)
    assert 'id="printing-munchkin"' in page and "described, not quoted" in page
    assert "the engine plays this printing when a scenario asks for it" in page
    assert "/rulings/orcs/too-tough-munchkin" in page


def test_the_build_verifies_the_rulings_on_older_printings_and_never_shows_them_otherwise(data):
    for rid in ("super-spies/mindraker", "orcs/too-tough", "orcs/too-tough-munchkin", "vigilantes/brojak",
                "orcs/gimme", "orcs/gimme-munchkin"):
        row = data.one("select status, claims, claims_proven, not_testable, printing from rulings where id = ?",
                       (rid,))
        assert row["status"] == "verified" and row["claims"] == row["claims_proven"] > 0, row
        assert row["not_testable"] is None and json.loads(row["printing"])
    # every claim of these rulings is proven by a scenario that asks for the printing
    for rid in ("super-spies/mindraker", "orcs/too-tough", "vigilantes/brojak", "orcs/gimme"):
        claims = data.rows("select scenarios, outcome from ruling_claims where ruling_id = ?", (rid,))
        assert claims and all(c["outcome"] == "proven" for c in claims)
        for c in claims:
            for sid in json.loads(c["scenarios"]):
                assert "printing:" in data.one("select yaml from scenarios where id = ?", (sid,))["yaml"]
