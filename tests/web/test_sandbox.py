"""The sandbox's server side: summary on /api/run, YAML both ways, card picking, ready boards, share pages."""

from __future__ import annotations

from html import unescape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FULL_SAIL = (ROOT / "scenarios/cards/pirates/full-sail-before-scoring.yaml").read_text()
REFUSED = (ROOT / "tests/sandbox_inputs/special-refused-after-scoring.yaml").read_text()


def test_run_returns_a_summary_changes_and_a_verdict(client):
    body = client.post("/api/run", data=FULL_SAIL, content_type="text/yaml").get_json()
    assert body["passed"] is True and body["verdict"] == "passed"
    assert "Alice's Four moved from Scoring Base to Base C before Scoring Base scored." in body["summary"]
    assert body["changes"]["bases"]["Base C"]["arrived"] == ["Four"]
    assert body["log"] and body["board_after"]  # the fields the run always had are still there


def test_a_refused_step_is_reported_as_refused_when_nothing_is_expected(client):
    resp = client.post("/api/run", data=REFUSED, content_type="text/yaml")
    body = resp.get_json()
    assert resp.status_code == 200
    assert body["verdict"] == "refused" and body["expects"] is False
    assert body["refusals"][0]["message"].startswith("Full Sail has no Special")


def test_an_error_says_where_and_how_to_fix_it(client):
    resp = client.post("/api/run", data="setup:\n  players: [Alice, Bob]\ncurrent: Bob\n", content_type="text/yaml")
    err = resp.get_json()["error"]
    assert resp.status_code == 422
    assert err["line"] == 3 and err["fix"].startswith("`current` belongs under `setup`")
    assert "422" not in err["message"]


def test_yaml_to_builder_and_back(client):
    parsed = client.post("/api/sandbox/parse", json={"yaml": FULL_SAIL}).get_json()
    assert parsed["error"] is None
    doc = parsed["doc"]
    assert doc["setup"]["players"][0] == {"name": "Alice", "hand": ["Full Sail"]}
    doc["setup"]["players"][1]["vp"] = 2
    back = client.post("/api/sandbox/yaml", json={"doc": doc}).get_json()
    assert back["error"] is None
    again = client.post("/api/sandbox/parse", json={"yaml": back["yaml"]}).get_json()["doc"]
    assert again["setup"]["players"][1]["vp"] == 2
    assert again["steps"] == doc["steps"] and again["expect"] == doc["expect"]


def test_yaml_mistakes_are_located_for_the_builder(client):
    resp = client.post("/api/sandbox/parse", json={"yaml": "title: x\ncurrent: Bob\nsetup: {players: [A]}\n"})
    assert resp.status_code == 422
    err = resp.get_json()["error"]
    assert err["line"] == 2 and err["field"] == "setup.current"
    resp = client.post("/api/sandbox/yaml", json={"doc": {"setup": {"players": [{"name": "A", "hand": ["Ful Sial"]}]}}})
    assert resp.status_code == 422
    assert "Ful Sial" in resp.get_json()["error"]["message"]
    assert client.post("/api/sandbox/parse", json={"yaml": 3}).status_code == 400


def test_picker_matches_words_in_any_order_with_typos(client):
    def names(q, **kw):
        return [c["name"] for c in client.get("/api/cards/pick", query_string={"q": q, **kw}).get_json()["results"]]

    assert names("full sail")[0] == "Full Sail"
    assert names("sail full")[0] == "Full Sail"
    assert "Full Sail" in names("ful sial")
    assert all(c == "base" for c in
               [c["type"] for c in client.get("/api/cards/pick?q=the&type=base").get_json()["results"]])
    card = client.get("/api/cards/pick?q=full+sail").get_json()["results"][0]
    assert "Special" in card["text"] and card["ref"] == "Full Sail"
    assert client.get("/api/cards/pick?names=Full Sail").get_json()["cards"]["Full Sail"]["type"] == "action"


def test_card_page_try_it_opens_a_ready_board(client):
    html = client.get("/cards/full-sail").get_data(as_text=True)
    assert 'href="/sandbox?card=full-sail"' in html
    page = unescape(client.get("/sandbox?card=full-sail").get_data(as_text=True))
    assert "hand: [Full Sail]" in page and "current: Alice" in page
    text = page.split('<textarea id="yaml"')[1].split(">", 1)[1].split("</textarea>")[0]
    body = client.post("/api/run", data=text, content_type="text/yaml").get_json()
    assert body["error"] is None
    bases = body["board_before"]["bases"]
    assert {m["controller"] for m in bases[0]["minions"]} == {"Alice", "Bob"}
    assert sum(bases[0]["totals"].values()) >= bases[0]["breakpoint"]  # ready to score
    assert client.get("/sandbox?card=no-such-card").status_code == 404


def test_ruling_page_try_it_opens_its_scenario(client, data):
    row = data.need("select rs.ruling_id, rs.scenario_id from ruling_scenarios rs limit 1")
    html = unescape(client.get(f"/rulings/{row['ruling_id']}").get_data(as_text=True))
    assert "Try it in the sandbox" in html and "/sandbox?scenario=" in html


def test_share_page_shows_the_answer_without_javascript(client):
    key = client.post("/api/share", json={"yaml": FULL_SAIL}).get_json()["key"]
    html = unescape(client.get(f"/s/{key}").get_data(as_text=True))
    assert "Alice's Four moved from Scoring Base to Base C before Scoring Base scored." in html
    assert "Copy into my sandbox" in html and f'name="share" value="{key}"' in html
    assert 'class="changed"' in html  # the board after marks what changed
    assert "rules/the-big-score" in html  # the cited log
    copy = unescape(client.get(f"/sandbox?share={key}").get_data(as_text=True))
    assert FULL_SAIL.splitlines()[0] in copy


def test_an_alias_bomb_is_refused_quickly_by_the_yaml_reader(client):
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 10)}]\n" for i in range(9))
    resp = client.post("/api/sandbox/parse", json={"yaml": bomb})
    assert resp.status_code == 413
    assert "too large" in resp.get_json()["error"]["message"]
