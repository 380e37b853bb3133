"""The JSON API: answers, and a clear 4xx JSON error for every kind of bad input."""

from __future__ import annotations

from web.screenshots import PROMPT_SCENARIO
from web.views.sandbox import EXAMPLE


def error_of(resp, status):
    assert resp.status_code == status, resp.get_data(as_text=True)[:300]
    assert resp.is_json
    body = resp.get_json()
    assert body["error"]["status"] == status
    assert body["error"]["message"]
    return body["error"]


# -- search and autocomplete ---------------------------------------------------

def test_search_returns_hits_with_urls(client):
    resp = client.get("/api/search", query_string={"q": "ninja acolyte", "limit": 5})
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["query"] == "ninja acolyte"
    assert 0 < body["count"] <= 5
    first = body["results"][0]
    assert first["id"] == "ninja-acolyte" and first["kind"] == "card"
    assert first["url"] == "http://localhost/cards/ninja-acolyte"  # absolute, as every url in the API
    assert isinstance(first["snippet"], str)


def test_search_hits_follow_the_contract(client):
    """docs/architecture.md, "Search results": one order, plain snippets with offsets, absolute urls."""
    body = client.get("/api/search", query_string={"q": "two of us tie for second place on a base"}).get_json()
    first = body["results"][0]
    assert first["id"] == "rules/tie-fighter" and body["answer"]["id"] == "rules/tie-fighter"
    assert isinstance(first["page"], int) and "rulebook" in first["document"]
    assert "tie" in body["answer"]["passage"] and body["answer"]["passage_anchor"].startswith("p")
    assert [c["id"] for c in first["also_in"]] and all(c["url"].startswith("http://localhost/rules/")
                                                       for c in first["also_in"])
    for hit in body["results"]:
        assert hit["url"].startswith("http://localhost/")
        assert "<mark" not in hit["snippet"] and "<" not in (hit["passage"] or "")
        assert all(0 <= a < b <= len(hit["snippet"]) for a, b in hit["highlights"])
    kinds = body["facets"]["kind"]
    assert {"value": "rule", "label": "Rules"}.items() <= next(k for k in kinds if k["value"] == "rule").items()
    for row in body["facets"]["faction"] + body["facets"]["set"]:
        assert "," not in row["value"] and row["label"] != "Unknown"


def test_search_uses_the_query_language(client):
    body = client.get("/api/search", query_string={"q": "faction:ninjas type:minion power>=4", "limit": 50}).get_json()
    assert body["results"]
    for hit in body["results"]:
        assert hit["faction"] == "ninjas"
        assert hit["card_type"] == "minion"


def test_search_bad_input_is_a_clear_400(client):
    assert "missing query" in error_of(client.get("/api/search"), 400)["message"]
    assert "missing query" in error_of(client.get("/api/search?q=%20%20"), 400)["message"]
    assert "limit" in error_of(client.get("/api/search?q=x&limit=abc"), 400)["message"]
    assert "limit" in error_of(client.get("/api/search?q=x&limit=0"), 400)["message"]
    assert "too long" in error_of(client.get("/api/search", query_string={"q": "x" * 501}), 400)["message"]


def test_search_unbalanced_quotes_still_answers(client):
    resp = client.get("/api/search", query_string={"q": '"tie for'})
    assert resp.status_code == 200
    assert isinstance(resp.get_json()["results"], list)


def test_search_nothing_found_gives_suggestions(client):
    body = client.get("/api/search", query_string={"q": "acolyet power>=20"}).get_json()
    assert body["count"] == 0
    assert any("acolyte" in s for s in body["suggestions"])


def test_autocomplete(client):
    body = client.get("/api/autocomplete", query_string={"q": "ninja ac"}).get_json()
    labels = [r["label"] for r in body["results"]]
    assert "Ninja Acolyte" in labels
    entry = body["results"][labels.index("Ninja Acolyte")]
    assert entry["url"] == "/cards/ninja-acolyte"
    assert client.get("/api/autocomplete?q=").get_json()["results"] == []
    error_of(client.get("/api/autocomplete", query_string={"q": "x" * 101}), 400)


# -- cards -----------------------------------------------------------------------

def test_card_by_slug(client, data):
    card = data.need("select * from cards where slug = 'ninja-acolyte'")
    body = client.get("/api/cards/ninja-acolyte").get_json()
    assert body["name"] == card["name"] and body["type"] == "minion" and body["power"] == card["power"]
    assert body["implemented"] in (True, False)
    assert body["url"].endswith("/cards/ninja-acolyte")
    assert any(r["id"] == "ninjas/ninja-acolyte" for r in body["rulings"])
    assert isinstance(body["clarifications"], list)


def test_unknown_card_slug_is_404_with_suggestions(client):
    err = error_of(client.get("/api/cards/ninja-acolite"), 404)
    assert any(s["slug"] == "ninja-acolyte" for s in err["suggestions"])


def test_named_fuzzy_finds_through_case_quotes_and_typos(client):
    for name in ("Ninja Acolyte", "ninja acolyte", "NINJA ACOLITE", "ninja acolyt"):
        resp = client.get("/api/cards/named", query_string={"fuzzy": name})
        assert resp.status_code == 200, name
        assert resp.get_json()["slug"] == "ninja-acolyte"


def test_named_curly_quotes(client, data):
    card = data.need("select name, slug from cards where name like '%''%' and name not in "
                     "(select name from cards group by name having count(*) > 1) limit 1",
                     why="no card name with an apostrophe")
    curly = card["name"].replace("'", "\u2019")
    body = client.get("/api/cards/named", query_string={"fuzzy": curly}).get_json()
    assert body["slug"] == card["slug"]
    body = client.get("/api/cards/named", query_string={"exact": curly}).get_json()
    assert body["slug"] == card["slug"]


def test_named_unknown_is_404_with_suggestions(client):
    err = error_of(client.get("/api/cards/named", query_string={"fuzzy": "qqqzzz xxyy"}), 404)
    assert err["ambiguous"] is False
    assert isinstance(err["suggestions"], list)
    err = error_of(client.get("/api/cards/named", query_string={"fuzzy": "ninja"}), 404)  # many cards fit
    assert len(err["suggestions"]) > 1
    assert all("ninja" in s["name"].lower() for s in err["suggestions"][:3])


def test_named_ambiguous_is_404_listing_each_card(client, data):
    row = data.need("select name, count(*) as n from cards group by name having count(*) > 1 limit 1",
                    why="no two cards share a name")
    err = error_of(client.get("/api/cards/named", query_string={"fuzzy": row["name"]}), 404)
    assert err["ambiguous"] is True
    assert len([s for s in err["suggestions"] if s["name"] == row["name"]]) == row["n"]
    assert "several cards" in err["message"]


def test_named_needs_a_name(client):
    assert "missing name" in error_of(client.get("/api/cards/named"), 400)["message"]
    error_of(client.get("/api/cards/named", query_string={"fuzzy": "x" * 201}), 400)


# -- rulings and scenarios -----------------------------------------------------------

def test_ruling_json(client, data):
    rul = data.need("select id, question from rulings where id = 'ninjas/ninja-acolyte'")
    body = client.get(f"/api/rulings/{rul['id']}").get_json()
    assert body["question"] == rul["question"]
    assert body["verified"] in (True, False)
    assert isinstance(body["source"], dict) and body["source"]["document"]
    assert any(c["slug"] == "ninja-acolyte" for c in body["cards"])
    assert isinstance(body["scenarios"], list)
    error_of(client.get("/api/rulings/no/such"), 404)


def test_scenario_json(client, data):
    sc = data.need("select id, title from scenarios limit 1")
    body = client.get(f"/api/scenarios/{sc['id']}").get_json()
    assert body["id"] == sc["id"] and body["title"] == sc["title"]
    assert body["yaml"].startswith("id:")
    assert isinstance(body["cites"], list)
    error_of(client.get("/api/scenarios/no/such"), 404)


# -- run, answer, share -----------------------------------------------------------------

def test_run_returns_the_run(client):
    resp = client.post("/api/run", data=EXAMPLE, content_type="text/yaml")
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["passed"] is True and body["error"] is None
    assert body["board_before"]["bases"][0]["name"] == "Test Base"
    assert any("rules/tie-fighter" in e["cites"] for e in body["log"])
    resp = client.post("/api/run", json={"yaml": EXAMPLE})
    assert resp.status_code == 200 and resp.get_json()["passed"] is True


def test_run_invalid_scenario_is_422_with_the_engine_message(client):
    resp = client.post("/api/run", data="id: x\nsetup:\n  players: [{name: A}]\nsteps:\n  - play: Ninja Acolite\n",
                       content_type="text/yaml")
    assert resp.status_code == 422
    body = resp.get_json()
    assert body["error"]["message"]
    resp = client.post("/api/run", data="steps: [unclosed", content_type="text/yaml")
    assert resp.status_code == 422 and resp.get_json()["error"]["message"]


def test_run_stops_at_an_unscripted_prompt_and_answer_resumes(client):
    body = client.post("/api/run", data=PROMPT_SCENARIO, content_type="text/yaml").get_json()
    prompt = body["pending_prompt"]
    assert prompt["step"] == 0 and prompt["player"] == "Alice"
    assert set(prompt["options"]) == {"Base A", "Base B"}
    resp = client.post("/api/answer", json={"yaml": PROMPT_SCENARIO, "step": 0, "answer": "Base B"})
    assert resp.status_code == 200
    text = resp.get_json()["yaml"]
    assert "choose: [Base B]" in text
    body = client.post("/api/run", data=text, content_type="text/yaml").get_json()
    assert body["pending_prompt"] is None
    assert body["passed"] is True


def test_run_bad_bodies(client):
    assert "empty" in error_of(client.post("/api/run", data="", content_type="text/yaml"), 400)["message"]
    assert "UTF-8" in error_of(client.post("/api/run", data=b"\xff\xfe\x00", content_type="text/yaml"), 400)["message"]
    err = error_of(client.post("/api/run", data="x" * (65 * 1024), content_type="text/yaml"), 413)
    assert "64 KB" in err["message"]
    error_of(client.post("/api/run", data="{not json", content_type="application/json"), 400)
    error_of(client.post("/api/run", json={"nope": 1}), 400)
    error_of(client.get("/api/run"), 405)


def test_answer_bad_bodies(client):
    error_of(client.post("/api/answer", json={"yaml": "steps: []"}), 400)
    error_of(client.post("/api/answer", json={"yaml": "steps:\n  - advance: draw\n", "step": 4, "answer": "A"}), 400)
    error_of(client.post("/api/answer", json=[1, 2]), 400)


def test_share_is_stable_and_validated(client, db_file):
    import sqlite3

    a = client.post("/api/share", json={"yaml": EXAMPLE})
    b = client.post("/api/share", json={"yaml": EXAMPLE, "title": "mine"})
    assert a.status_code == b.status_code == 201
    assert a.get_json()["key"] == b.get_json()["key"]
    assert len(a.get_json()["key"]) == 8
    assert a.get_json()["path"] == "/s/" + a.get_json()["key"]
    con = sqlite3.connect(str(db_file))
    assert con.execute("pragma journal_mode").fetchone()[0] == "wal"
    row = con.execute("select yaml, title from shares where key = ?", (a.get_json()["key"],)).fetchone()
    con.close()
    assert row[0] == EXAMPLE and row[1] == "Players tied for first all get first-place VP"
    error_of(client.post("/api/share", json={"yaml": ""}), 400)
    assert "YAML" in error_of(client.post("/api/share", json={"yaml": "a: ["}), 400)["message"]
    error_of(client.post("/api/share", json={"yaml": "- just a list"}), 400)
    error_of(client.post("/api/share", json={"yaml": "x" * (70 * 1024)}), 413)
    # a write takes JSON only: a form or text/plain post (what another site's page can send) is refused
    assert "JSON" in error_of(client.post("/api/share", data=EXAMPLE, content_type="text/yaml"), 415)["message"]
    error_of(client.post("/api/share", data={"yaml": EXAMPLE}), 415)


def test_unknown_api_path_is_json_404(client):
    error_of(client.get("/api/nothing-here"), 404)
    error_of(client.post("/api/cards/ninja-acolyte"), 405)


def test_odd_inputs_never_500(client):
    odd = ["%00", "..%2F..%2Fetc%2Fpasswd", "\u202e", "a" * 300, "<img src=x onerror=alert(1)>", "'; drop table cards;--"]
    for s in odd:
        for url in ("/api/search?q=" + s, "/api/autocomplete?q=" + s, "/api/cards/" + s, "/api/cards/named?fuzzy=" + s,
                    "/api/rulings/" + s, "/api/scenarios/" + s, "/cards/" + s, "/rules/" + s, "/search?q=" + s):
            resp = client.get(url)
            assert resp.status_code < 500, (url, resp.status_code)


def test_shares_survive_a_rebuild(client, data_dir):
    from oracle.build import build

    text = "id: t/rebuild\ntitle: kept across builds\nsteps: []\n"
    key = client.post("/api/share", json={"yaml": text}).get_json()["key"]
    build(force=True)
    resp = client.get(f"/s/{key}")
    assert resp.status_code == 200
    assert "kept across builds" in resp.get_data(as_text=True)


def test_search_filter_parameters(client):
    body = client.get("/api/search", query_string={"q": "destroy", "kind": "card", "faction": "ninjas"}).get_json()
    assert body["query"] == "destroy kind:card faction:ninjas"
    assert body["results"] and all(h["kind"] == "card" and h["faction"] == "ninjas" for h in body["results"])
    body = client.get("/api/search", query_string={"faction": "ninjas", "type": "minion"}).get_json()
    assert body["results"] and all(h["card_type"] == "minion" for h in body["results"])
    error_of(client.get("/api/search", query_string={"q": "x", "set": 'a"b'}), 400)


def test_card_json_lists_scenarios(client, data):
    row = data.need("select rc.card_slug, rs.scenario_id from ruling_cards rc join ruling_scenarios rs "
                    "on rs.ruling_id = rc.ruling_id limit 1", why="no ruling links a scenario yet")
    body = client.get(f"/api/cards/{row['card_slug']}").get_json()
    assert row["scenario_id"] in [s["id"] for s in body["scenarios"]]


def test_factions_and_sets(client, data):
    factions = client.get("/api/factions").get_json()["factions"]
    ninjas = [f for f in factions if f["slug"] == "ninjas"]
    assert ninjas and ninjas[0]["cards"] == data.one("select count(*) as n from cards where faction_slug = 'ninjas'")["n"]
    assert ninjas[0]["url"].endswith("/factions/ninjas")
    sets = client.get("/api/sets").get_json()["sets"]
    assert {s["slug"] for s in sets} == {r["set_slug"] for r in data.rows("select distinct set_slug from cards "
                                                                          "where set_slug is not null")}


def test_sandbox_limits_apply(client, app):
    steps = "".join("  - advance: next\n" for _ in range(app.config["SANDBOX_LIMITS"]["max_steps"] + 1))
    text = "id: t/long\nsetup:\n  players: [{name: A}, {name: B}]\nsteps:\n" + steps
    resp = client.post("/api/run", data=text, content_type="text/yaml")
    assert resp.status_code == 422
    assert "limit exceeded" in resp.get_json()["error"]["message"]


def test_named_fuzzy_answers_the_clearly_best_card(client):
    for name in ("claw tooth guns", "tooth and claw and guns", "laseratop", "ninja acolite"):
        resp = client.get("/api/cards/named", query_string={"fuzzy": name})
        assert resp.status_code == 200, (name, resp.get_json())
    resp = client.get("/api/cards/named", query_string={"fuzzy": "ninja"})  # many cards: which one?
    assert resp.status_code == 404 and resp.get_json()["error"]["suggestions"]


def test_autocomplete_matches_words_in_any_order(client):
    for prefix, label in (("tooth claw guns", "Tooth and Claw...and Guns"), ("shinobi ninja", "Shinobi"),
                          ("claw tooth", "Tooth and Claw...and Guns")):
        labels = [r["label"] for r in client.get("/api/autocomplete", query_string={"q": prefix}).get_json()["results"]]
        assert labels and labels[0] == label, (prefix, labels)
    labels = [r["label"] for r in client.get("/api/autocomplete", query_string={"q": "tie fi"}).get_json()["results"]]
    assert labels.count("Tie Fighter") == 1  # one entry per rule
