"""Every HTML route of the web app, through Flask's test client, on a real build."""

from __future__ import annotations

import json
import re
from html import unescape

from web import create_app
from web.text import citation

MAX_PAGE = 200 * 1024


def text_of(resp) -> str:
    return resp.get_data(as_text=True)


def visible(html: str) -> str:
    """The text a person reads (tags dropped, entities decoded, spaces squeezed)."""
    html = re.sub(r"<script.*?</script>", " ", html, flags=re.S)
    html = re.sub(r"</?(?:a|b|i|em|strong|span|code|mark|sup|sub)\b[^>]*>", "", html)  # inline: no space
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def assets_size(client, html: str) -> int:
    total = 0
    for url in re.findall(r'(?:href|src)="(/static/[^"?]+)', html):
        resp = client.get(url)
        assert resp.status_code == 200, url
        total += len(resp.get_data())
        resp.close()
    return total


# -- home and search ----------------------------------------------------------

def test_home_has_one_labelled_search_box_with_autocomplete(client):
    resp = client.get("/")
    assert resp.status_code == 200
    html = text_of(resp)
    assert '<label for="q">' in html
    assert 'id="q" name="q"' in html
    assert 'data-autocomplete="/api/autocomplete"' in html
    assert 'role="combobox"' in html
    assert html.count('role="search"') == 1  # the header box is not repeated on the home page


def test_search_shows_one_list_in_the_api_order_with_highlighted_snippets(client, data):
    card = data.need("select name, slug from cards where slug = 'ninja-acolyte'")
    resp = client.get("/search", query_string={"q": card["name"]})
    assert resp.status_code == 200
    html = text_of(resp)
    assert html.count('<ol class="results"') == 1  # one list, not one group per kind
    shown = re.findall(r'<a class="hit-title" href="([^"]+)"', html)
    api = client.get("/api/search", query_string={"q": card["name"], "limit": 60}).get_json()["results"]
    assert shown == [h["url"].replace("http://localhost", "") for h in api][:len(shown)]
    assert shown[0] == f"/cards/{card['slug']}"  # a card-name query keeps the card on top
    html = text_of(client.get("/search", query_string={"q": "destroy minion"}))
    assert re.search(r'<p class="snippet">.*?<mark[^>]*>destroy</mark>', html, flags=re.S | re.I)


def test_search_filter_chips_narrow_the_query(client, data):
    card = data.need("select faction, faction_slug from cards where faction_slug = 'ninjas' limit 1")
    resp = client.get("/search", query_string={"q": "destroy"})
    html = unescape(text_of(resp))
    assert 'class="chips"' in html
    assert "/search?q=destroy+kind:card" in html or "/search?q=destroy kind:card" in html or "kind%3Acard" in html
    resp = client.get("/search", query_string={"q": "destroy faction:ninjas"})
    html = text_of(resp)
    assert resp.status_code == 200
    assert f"{card['faction']} ✕" in html  # the active chip, which removes the filter
    hits = re.findall(r'class="hit-meta">(.*?)</span>', html, flags=re.S)
    assert hits and all(card["faction"] in h for h in hits)


def test_search_with_no_match_suggests_corrections(client, data):
    resp = client.get("/search", query_string={"q": "acolyet power>=20"})
    html = text_of(resp)
    assert resp.status_code == 200
    assert "Nothing matches" in html
    assert "Did you mean" in html
    assert re.search(r'class="suggestion" href="/search\?q=acolyte', html)
    html = text_of(client.get("/search", query_string={"q": '"ninja acolite"'}))
    assert "Nothing matches" in html
    assert ">Ninja Acolyte</a>" in html  # the closest card name, when the engine has no correction


def test_search_says_when_it_corrected_a_word(client):
    html = text_of(client.get("/search", query_string={"q": "ninja acolite"}))
    assert "/cards/ninja-acolyte" in html
    assert "Search for “ninja acolyte” instead" in html


def test_search_survives_malformed_queries(client):
    for q in ['"unbalanced', "((", "power>=abc", "faction:", "x" * 2000, "<script>alert(1)</script>"]:
        resp = client.get("/search", query_string={"q": q})
        assert resp.status_code == 200, q
        assert "<script>alert(1)</script>" not in text_of(resp)


def test_empty_search_shows_the_form(client):
    resp = client.get("/search")
    assert resp.status_code == 200
    assert 'name="q"' in text_of(resp)


# -- rules and terms ----------------------------------------------------------

def test_section_page_shows_text_source_citation_and_neighbours(client, data):
    sec = data.need("select * from sections where page is not null and document is not null and ord is not null "
                    "and kind = 'rule' order by ord limit 1 offset 3", why="no rule sections in this build yet")
    resp = client.get(f"/rules/{sec['id']}")
    assert resp.status_code == 200
    html = text_of(resp)
    page = visible(html)
    assert sec["title"] in page
    expected = citation(sec)
    assert f"{sec['title']} — {sec['document']}, p. {sec['page']}" == expected
    assert expected in page
    assert 'id="cite-text"' in html and 'class="copy"' in html
    assert f"/rules/{sec['id']}" in html
    assert 'rel="prev"' in html


def test_short_section_urls_redirect_to_the_permalink(client, data):
    term = data.need("select id from sections where id like 'terms/%' limit 1", why="no terms in this build yet")
    resp = client.get("/" + term["id"])
    assert resp.status_code == 301
    assert resp.headers["Location"].endswith("/rules/" + term["id"])
    resp = client.get("/terms/" + term["id"].split("/", 1)[1])
    assert resp.status_code == 301


def test_section_page_lists_rulings_that_cite_it(client, data):
    row = data.need("select rs.section_id, r.id, r.question from ruling_sections rs join rulings r "
                    "on r.id = rs.ruling_id limit 1", why="no ruling cites a section in this build yet")
    html = text_of(client.get(f"/rules/{row['section_id']}"))
    assert f'/rulings/{row["id"]}"' in html


def test_rules_and_terms_indexes(client):
    for url in ("/rules", "/terms"):
        resp = client.get(url)
        assert resp.status_code == 200


def test_unknown_section_is_404(client):
    resp = client.get("/rules/rules/no-such-section")
    assert resp.status_code == 404
    assert client.get("/no/such/page").status_code == 404


# -- cards, factions and sets --------------------------------------------------

def test_card_page_shows_facts_text_and_engine_support(client, data):
    card = data.need("select * from cards where implemented = 0 and text != '' "
                     "order by power is null, slug limit 1", why="every card with ability text is implemented")
    resp = client.get(f"/cards/{card['slug']}")
    assert resp.status_code == 200
    html = text_of(resp)
    page = visible(html)
    assert card["name"] in page
    assert f'/factions/{card["faction_slug"]}"' in html
    assert f'/sets/{card["set_slug"]}"' in html
    if card["power"] is not None:
        assert f"Power {card['power']}" in page
    assert " ".join(card["text"].split()) in page
    assert "not implemented" in page
    assert "does not implement this card's ability" in page


def test_implemented_card_says_so(client, data):
    card = data.need("select slug from cards where implemented = 1 and text != '' limit 1",
                     why="no card with ability text is implemented yet")
    page = visible(text_of(client.get(f"/cards/{card['slug']}")))
    assert "implemented" in page and "not implemented" not in page


def test_base_card_shows_breakpoint_and_vp(client, data):
    base = data.need("select * from cards where type = 'base' and breakpoint is not null and vp is not null limit 1")
    page = visible(text_of(client.get(f"/cards/{base['slug']}")))
    vp = json.loads(base["vp"])
    assert f"Breakpoint {base['breakpoint']}" in page
    assert " / ".join(str(v) for v in vp) in page


def test_card_page_lists_rulings_with_badges_and_errata(client, data):
    row = data.need("select c.slug, c.errata, r.id from cards c join ruling_cards rc on rc.card_slug = c.slug "
                    "join rulings r on r.id = rc.ruling_id where c.errata is not null and c.errata != '' limit 1")
    html = text_of(client.get(f"/cards/{row['slug']}"))
    assert f'/rulings/{row["id"]}"' in html
    assert 'class="badge' in html
    assert "Errata" in html


def test_card_previous_versions_are_shown(client, data):
    card = data.need("select slug, previous_versions from cards where previous_versions not in ('[]', '') "
                     "and previous_versions is not null limit 1", why="no card has an earlier text")
    page = visible(text_of(client.get(f"/cards/{card['slug']}")))
    first = json.loads(card["previous_versions"])[0]
    assert "Earlier printings" in page
    assert " ".join(str(first.get("text") if isinstance(first, dict) else first).split())[:40] in page


def test_unknown_card_404_suggests_names(client, data):
    resp = client.get("/cards/ninja-acolite")
    assert resp.status_code == 404
    assert "/cards/ninja-acolyte" in text_of(resp)


def test_faction_and_set_pages(client, data):
    card = data.need("select faction, faction_slug, \"set\", set_slug, name, slug from cards "
                     "where faction_slug = 'ninjas' limit 1")
    resp = client.get("/factions")
    assert resp.status_code == 200 and '/factions/ninjas"' in text_of(resp)
    resp = client.get("/factions/ninjas")
    assert resp.status_code == 200 and f'/cards/{card["slug"]}"' in text_of(resp)
    resp = client.get(f"/sets/{card['set_slug']}")
    assert resp.status_code == 200 and f'/cards/{card["slug"]}"' in text_of(resp)
    assert client.get("/sets").status_code == 200
    assert client.get("/cards").status_code == 302
    assert client.get("/factions/no-such-faction").status_code == 404
    assert client.get("/sets/no-such-set").status_code == 404


# -- rulings and scenarios ------------------------------------------------------

def test_ruling_page_quotes_the_answer_with_source(client, data):
    rul = data.need("select * from rulings limit 1")
    resp = client.get(f"/rulings/{rul['id']}")
    assert resp.status_code == 200
    html = text_of(resp)
    page = visible(html)
    assert " ".join(rul["question"].split()) in page
    assert '<blockquote class="answer">' in html
    assert " ".join(rul["answer"].split())[:60] in page
    source = json.loads(rul["source"])
    assert source["document"] in page
    if rul["authority"]:
        assert rul["authority"] in page


def test_ruling_page_links_supersession_both_ways(client, data):
    row = data.need("select id, superseded_by from rulings where superseded_by is not null and superseded_by in "
                    "(select id from rulings) limit 1", why="no superseded ruling in this build")
    html = text_of(client.get(f"/rulings/{row['id']}"))
    assert "Superseded by" in html and f'/rulings/{row["superseded_by"]}"' in html


def test_ruling_page_shows_each_scenario_with_boards_log_and_badge(verified_dir):
    folder, row = verified_dir
    client = create_app({"TESTING": True, "DATABASE": str(folder / "oracle.db")}).test_client()
    from webtest_support import Data

    sc = Data(folder / "oracle.db").one("select * from scenarios where id = ?", (row["scenario_id"],))
    html = text_of(client.get(f"/rulings/{row['ruling_id']}"))
    page = visible(html)
    result = json.loads(sc["result"])
    assert "Board before" in page and "Board after" in page and "Step by step" in page
    assert 'class="badge ok"' in html and '✓ verified</a>' in html  # the ruling (linked to what it means)
    assert '<span class="badge ok">✓ passes</span>' in html  # its scenario
    for base in result["board_before"]["bases"]:
        assert f"<h4>{base['name']}</h4>" in unescape(html)
        assert f"breakpoint {base['breakpoint']}" in page
        for m in base["minions"]:
            assert f"{m['name']} {m['power']}" in page
    for event in result["log"]:
        assert " ".join(event["text"].split()) in page
        for c in event["cites"]:
            assert f'href="/rules/{c}"' in html or f'href="/rulings/{c}"' in html
    # the card page lists the ruling with its badge and the scenario
    card_html = text_of(client.get(f"/cards/{row['card_slug']}"))
    assert f'/rulings/{row["ruling_id"]}"' in card_html and "✓ verified" in card_html


def test_scenario_page_and_index(client, data):
    sc = data.need("select id, title from scenarios limit 1")
    resp = client.get(f"/scenarios/{sc['id']}")
    assert resp.status_code == 200
    page = visible(text_of(resp))
    assert sc["title"] in page
    assert "Scenario file" in page
    assert f"/sandbox?scenario={sc['id']}".replace("/", "%2F") in text_of(resp) or \
        f"/sandbox?scenario={sc['id']}" in text_of(resp)
    assert client.get("/scenarios").status_code == 200
    assert client.get("/scenarios/no/such").status_code == 404


def test_rulings_index_and_unknown_ruling(client):
    assert client.get("/rulings").status_code == 200
    assert client.get("/rulings/no/such-ruling").status_code == 404


# -- sandbox and shares ----------------------------------------------------------

def test_sandbox_page_has_editor_format_and_buttons(client):
    html = text_of(client.get("/sandbox"))
    assert 'for="yaml"' in html and '<textarea id="yaml"' in html
    assert "scenario format" in html
    assert 'id="run"' in html and 'id="save"' in html
    assert "/static/sandbox.js" in html


def test_sandbox_loads_a_scenario(client, data):
    sc = data.need("select id, yaml from scenarios limit 1")
    resp = client.get("/sandbox", query_string={"scenario": sc["id"]})
    assert resp.status_code == 200
    first_line = sc["yaml"].splitlines()[0]
    assert first_line in unescape(text_of(resp))
    assert client.get("/sandbox", query_string={"scenario": "no/such"}).status_code == 404


def test_share_link_opens_the_yaml_even_after_a_restart(client, db_file):
    text = "id: t/share\ntitle: <script>alert('x')</script> shared\nsteps: []\n"
    resp = client.post("/api/share", json={"yaml": text})
    assert resp.status_code == 201
    key = resp.get_json()["key"]
    fresh = create_app({"TESTING": True, "DATABASE": str(db_file)}).test_client()  # a new app: as after a restart
    resp = fresh.get(f"/s/{key}")
    assert resp.status_code == 200
    html = text_of(resp)
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(" in html
    assert unescape(html).count(text.splitlines()[1]) >= 1
    assert client.get("/s/nosuchkey").status_code == 404


# -- other pages, errors, size ------------------------------------------------------

def test_api_docs_and_about(client):
    html = text_of(client.get("/api"))
    for endpoint in ("/api/search", "/api/cards/named?fuzzy=", "/api/autocomplete", "/api/rulings/",
                     "/api/scenarios/", "POST /api/run"):
        assert endpoint in html
    assert client.get("/about").status_code == 200


def test_security_headers(client):
    resp = client.get("/")
    assert "script-src 'self'" in resp.headers["Content-Security-Policy"]
    assert resp.headers["X-Content-Type-Options"] == "nosniff"


def test_not_built_is_a_clear_503(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "missing.db")})
    c = app.test_client()
    resp = c.get("/cards/anything")
    assert resp.status_code == 503 and "not been built" in text_of(resp)
    resp = c.get("/")
    assert resp.status_code == 200 and "has not been built yet" in text_of(resp)
    resp = c.get("/api/cards/anything")
    assert resp.status_code == 503 and "not been built" in resp.get_json()["error"]["message"]


def test_main_pages_are_small(client, data):
    card = data.need("select slug from cards limit 1")
    rul = data.need("select id from rulings limit 1")
    urls = ["/", "/search?q=destroy", "/factions", "/sets", "/rulings", "/scenarios", "/sandbox", "/api",
            f"/cards/{card['slug']}", f"/rulings/{rul['id']}"]
    sec = data.one("select id from sections limit 1")
    if sec:
        urls.append(f"/rules/{sec['id']}")
    biggest = data.one("select set_slug from cards group by set_slug order by count(*) desc limit 1")
    urls.append(f"/sets/{biggest['set_slug']}")
    for url in urls:
        resp = client.get(url)
        html = text_of(resp)
        total = len(resp.get_data()) + assets_size(client, html)
        assert total < MAX_PAGE, (url, total)


def test_search_offers_more_results_when_the_page_is_full(client):
    html = text_of(client.get("/search", query_string={"q": "minion", "n": 10}))
    assert "More results" in html and "n=20" in html
    assert client.get("/search", query_string={"q": "minion", "n": "lots"}).status_code == 200


def test_long_indexes_show_groups_then_one_group(client, data):
    n = data.one("select count(*) as n from rulings")["n"]
    html = text_of(client.get("/rulings"))
    assert 'class="chips index-groups"' in html
    assert html.count('<li><a href="/rulings/') == n  # "all" lists every ruling, under its group
    if data.one("select count(*) as n from scenarios")["n"] > 300:
        assert "Pick a group above." in text_of(client.get("/scenarios"))
    group = data.need("select id from rulings where id like '%/%' limit 1")["id"].rsplit("/", 1)[0]
    html = text_of(client.get("/rulings", query_string={"group": group}))
    expected = data.one("select count(*) as n from rulings where id like ? and id not like ?",
                        (group + "/%", group + "/%/%"))["n"]
    assert html.count('<li><a href="/rulings/') == expected
    html = text_of(client.get("/scenarios", query_string={"group": "cards/ninjas"}))
    assert html.count('<li><a href="/scenarios/cards/ninjas/') == \
        data.one("select count(*) as n from scenarios where id like 'cards/ninjas/%'")["n"]


def test_corpus_area_index(client, data):
    area = data.need("select area from sections group by area order by count(*) desc limit 1",
                     why="no corpus sections in this build yet")["area"]
    first = data.one("select id from sections where area = ? order by document, ord limit 1", (area,))
    resp = client.get(f"/corpus/{area}")
    assert resp.status_code == 200
    assert f'href="/rules/{first["id"]}"' in text_of(resp)
    assert client.get("/corpus/no-such-area").status_code == 404


def test_every_kind_chip_keeps_only_that_kind(client):
    from web.services import KIND_LABELS
    from web.views.search import KIND_SINGULAR

    html = unescape(text_of(client.get("/search", query_string={"q": "destroy"})))
    row = re.search(r'<span class="chip-field">kind</span>(.*?)</div>', html, flags=re.S).group(1)
    links = re.findall(r'href="(/search\?q=[^"]+)"', row)
    labels = re.findall(r'>([^<(]+) \(\d+\)</a>', row)
    assert len(links) >= 2
    assert set(labels) <= set(KIND_LABELS.values())  # human labels, not slugs
    for link in links:
        kind = re.search(r"kind:(\w+)", link.replace("%3A", ":")).group(1)
        page = text_of(client.get(link))
        tags = re.findall(r'<span class="kind-tag">([^<]+)</span>', page)
        assert tags and set(tags) == {KIND_SINGULAR[kind]}, (link, set(tags))


def test_a_superseded_ruling_is_never_shown_verified(client, data):
    """Issue #13: a superseded ruling's badge says 'superseded by ...' and links the newer ruling,
    on its page, in the rulings index and on its cards' pages; never ✓ verified."""
    row = data.need("select r.id, r.superseded_by, rc.card_slug from rulings r join ruling_cards rc "
                    "on rc.ruling_id = r.id where coalesce(r.superseded_by, '') != '' limit 1")
    badge = f'<a class="badge superseded" href="/rulings/{row["superseded_by"]}"'
    page = text_of(client.get(f"/rulings/{row['id']}"))
    assert badge in page and "✓ verified" not in page and "no scenario yet" not in page
    index = text_of(client.get("/rulings?group=" + row["id"].rsplit("/", 1)[0]))
    line = next(li for li in index.split("<li>") if f'href="/rulings/{row["id"]}"' in li)
    assert badge in line and "✓ verified" not in line
    card = text_of(client.get(f"/cards/{row['card_slug']}"))
    line = next(li for li in card.split("<li>") if f'href="/rulings/{row["id"]}"' in li)
    assert badge in line and "✓ verified" not in line


def test_a_verified_ruling_lists_its_claims_proven_both_ways(client, data):
    row = data.need("select ruling_id, claim, scenarios from ruling_claims where outcome = 'proven' limit 1")
    page = text_of(client.get(f"/rulings/{row['ruling_id']}"))
    assert "What the answer claims" in page and unescape(page).count(row["claim"]) >= 1
    assert "proven both ways by" in page
    assert 'title="Verified: the engine plays this ruling&#39;s scenarios and gets the official answer' in page \
        or "Verified: the engine plays this ruling's scenarios" in unescape(page)
