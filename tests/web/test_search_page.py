"""The search page, the home page and the newcomer fixes of issue 11, through Flask's test client on a real build.

Browser tests (390 px phone, offline) are in ``test_browser_search.py``.
"""

from __future__ import annotations

import gzip
import json
import re
from html import unescape

import brotli
import pytest

from web import services
from web.views.search import marked

TIE_QUESTION = "two of us tie for second place on a base"
SEED_FILE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")


def text_of(resp) -> str:
    return resp.get_data(as_text=True)


def visible(html: str) -> str:
    html = re.sub(r"<script.*?</script>", " ", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def answer_box(html: str) -> str | None:
    found = re.search(r'<section class="answer-box".*?</section>', html, flags=re.S)
    return found.group(0) if found else None


def shown_urls(html: str) -> list[str]:
    return re.findall(r'<a class="hit-title" href="([^"]+)"', html)


# -- one list, the answer on top ----------------------------------------------------

def test_a_players_question_gets_the_answer_box_with_passage_citation_copy_and_link(client, data):
    html = text_of(client.get("/search", query_string={"q": TIE_QUESTION}))
    box = answer_box(html)
    assert box is not None
    assert re.search(r'<h2 id="answer-title"><a href="/rules/[\w-]+/tie-fighter[^"]*">Tie Fighter</a>', box)
    quote = unescape(re.sub(r"<[^>]+>", "", re.search(r'<blockquote id="answer-quote".*?</blockquote>', box,
                                                      flags=re.S).group(0)))
    assert "tie" in quote.lower() and len(quote) < 1200  # a passage, not the whole section
    section_id = re.search(r'href="/rules/([\w/-]+tie-fighter)', box).group(1)
    sec = data.one("select document, page from sections where id = ?", (section_id,))
    cite = visible(re.search(r'<cite>.*?</cite>', box, flags=re.S).group(0))
    assert cite.startswith(sec["document"])
    if sec["page"] is not None:
        assert cite.endswith(f"p. {sec['page']}")
    copied = unescape(re.search(r'<input type="hidden" id="answer-copy" value="([^"]*)">', box).group(1))
    assert quote in copied and sec["document"] in copied  # the Copy button copies the quote and its citation
    assert 'class="copy secondary" data-copy="answer-copy"' in box
    assert html.index("answer-box") < html.index('<ol class="results"')  # on top of the list


def test_a_card_name_keeps_the_card_on_top_without_an_answer_box(client):
    html = text_of(client.get("/search", query_string={"q": "Ninja Acolyte"}))
    assert answer_box(html) is None
    assert shown_urls(html)[0] == "/cards/ninja-acolyte"


def test_the_page_shows_the_api_order(client):
    for q in (TIE_QUESTION, "destroy minion", "what is the hand limit"):
        html = text_of(client.get("/search", query_string={"q": q}))
        api = client.get("/api/search", query_string={"q": q, "limit": 60}).get_json()["results"]
        api_urls = [re.sub(r"^https?://[^/]+", "", h["url"]) for h in api]
        shown = shown_urls(html)
        assert shown and shown == api_urls[:len(shown)], q


def test_contract_fields_superseded_and_also_in_are_shown(client, monkeypatch):
    """Hits as the search API's contract gives them: plain snippet with offsets, superseded_by, also_in."""
    hits = [
        {"id": "rules/tie-fighter", "kind": "rule", "title": "Tie Fighter", "url": "/rules/rules/tie-fighter",
         "document": "The Bigger Geekier Box rulebook (2018)", "page": 6, "snippet": "ties <b>for</b> second",
         "highlights": [[0, 4]], "passage": "If two players tie for runner up, no one gets third place.",
         "passage_anchor": "p-3", "superseded_by": None,
         "also_in": [{"id": "munchkin/tie-fighter", "title": "Tie Fighter",
                      "document": "Smash Up: Munchkin rulebook (2015)", "url": "/rules/munchkin/tie-fighter"}]},
        {"id": "munchkin/old", "kind": "rule", "title": "Old text", "url": "/rules/munchkin/old",
         "document": "Smash Up: Munchkin rulebook (2015)", "page": 9, "snippet": "old", "highlights": [],
         "superseded_by": {"id": "rules/new", "title": "New text", "url": "/rules/rules/new"}},
    ]

    def fake_search(q, limit=60):
        return {"query": q, "results": [services.page_hit(h) for h in hits], "suggestions": [],
                "notice": None, "corrected": None,
                "answer": hits[0], "facets": {"kind": [{"value": "rule", "label": "Rules", "count": 2}],
                                              "faction": [], "set": [], "type": []}}

    monkeypatch.setattr(services, "search", fake_search)
    html = text_of(client.get("/search", query_string={"q": "tie"}))
    box = answer_box(html)
    assert "If two players tie for runner up" in box
    assert 'href="/rules/rules/tie-fighter#p-3"' in box  # the link goes to the paragraph
    assert "The Bigger Geekier Box rulebook (2018), p. 6" in box
    assert 'Also in: <a href="/rules/munchkin/tie-fighter">Smash Up: Munchkin rulebook (2015)</a>' in box
    assert re.search(r'superseded by <a href="/rules/rules/new">New text</a>', html)
    first = re.search(r'<li class="hit kind-rule">.*?</li>', html, flags=re.S).group(0)
    assert "Quoted above." in first and "second" not in first  # the answer's hit is not quoted twice
    old = re.search(r'<li class="hit kind-rule is-superseded">.*?</li>', html, flags=re.S).group(0)
    assert "Smash Up: Munchkin rulebook (2015), p. 9" in old


def test_highlight_offsets_become_marks_and_text_is_escaped():
    assert str(marked("a <tie> here", [[3, 6]])) == "a &lt;<mark>tie</mark>&gt; here"
    assert str(marked("tie tie", [[0, 3], [4, 7], [1, 2]])) == "<mark>tie</mark> <mark>tie</mark>"
    assert str(marked("", [[0, 1]])) == ""


# -- chips --------------------------------------------------------------------------------

def test_chips_show_names_never_slugs_or_unknown(client, data):
    from web.services import KIND_LABELS

    names = {r["name"] for r in data.rows("select distinct faction as name from cards union "
                                          "select distinct \"set\" from cards") if r["name"]}
    types = {r["type"].capitalize() for r in data.rows("select distinct type from cards") if r["type"]}
    allowed = (names | types | set(KIND_LABELS.values())) - {"Unknown"}
    for q in ("monster smash", "destroy", "ninja"):
        html = unescape(text_of(client.get("/search", query_string={"q": q})))
        nav = re.search(r'<nav class="chips".*?</nav>', html, flags=re.S).group(0)
        labels = [lab.strip() for lab in re.findall(r'class="chip[^"]*"[^>]*>([^<]+?)(?: \(\d+\))?</a>', nav)]
        assert len(labels) >= 3, q
        for label in labels:
            assert label in allowed, (q, label)  # a name as players read it: no slug, no joined list


def test_a_chip_filters_the_list_and_keeps_its_order(client):
    html = unescape(text_of(client.get("/search", query_string={"q": "destroy"})))
    all_urls = shown_urls(html)
    link = re.search(r'href="(/search\?q=destroy[^"]*kind(?::|%3A)rule[^"]*)"', html).group(1)
    only = shown_urls(text_of(client.get(link)))
    assert only and all(u.startswith("/rules/") for u in only)
    in_both = [u for u in all_urls if u in only]
    assert in_both == only[:len(in_both)]  # the rules among the first results, in the same order


# -- newcomer fixes ---------------------------------------------------------------------

def test_empty_query_shows_examples_and_browse_links(client):
    html = text_of(client.get("/search"))
    assert html.count('role="search"') == 1
    assert "Questions players ask" in html and TIE_QUESTION in html
    for href in ('href="/rules"', 'href="/terms"', 'href="/factions"', 'href="/rulings"'):
        assert href in html


def test_a_dash_says_nothing_to_search_for_only(client):
    for q in ("-", " - ", "--"):
        page = visible(text_of(client.get("/search", query_string={"q": q})))
        assert "Nothing to search for" in page, q
        assert "Nothing matches" not in page, q
    page = visible(text_of(client.get("/search", query_string={"q": "zzqqxxv"})))
    assert "Nothing matches" in page and "Nothing to search for" not in page


def test_home_counts_cards_and_bases_apart(client, data):
    cards = data.one("select count(*) as n from cards where type != 'base'")["n"]
    bases = data.one("select count(*) as n from cards where type = 'base'")["n"]
    page = visible(text_of(client.get("/")))
    assert f"{cards} cards and {bases} bases" in page
    assert f"{cards + bases} cards" not in page


def test_no_seed_file_names_on_pages(client, data):
    sec = data.need("select id from sections where file is not null limit 1")
    rul = data.need("select id from rulings where source like '%.txt%' limit 1")
    for url in (f"/rules/{sec['id']}", f"/rulings/{rul['id']}", f"/search?q={TIE_QUESTION}", "/rules"):
        html = text_of(client.get(url))
        assert not SEED_FILE.search(html), url


@pytest.mark.parametrize("path", ["/no/such/page", "/cards/no-such-card-zz", "/rules/rules/no-such-rule",
                                  "/static/nothing.css"])
def test_every_404_is_our_page(client, path):
    resp = client.get(path)
    html = text_of(resp)
    assert resp.status_code == 404 and resp.mimetype == "text/html"
    assert "requested URL was not found on the server" not in html  # not Werkzeug's text
    assert 'role="search"' in html and 'href="/rules"' in html  # a search box and browse links


def test_a_404_under_api_is_json(client):
    resp = client.get("/api/no/such/endpoint")
    assert resp.status_code == 404 and resp.mimetype == "application/json"
    assert "/api" in resp.get_json()["error"]["message"]


def test_rulings_index_lists_every_ruling_under_all(client, data):
    n = data.one("select count(*) as n from rulings")["n"]
    html = text_of(client.get("/rulings"))
    assert html.count('<li><a href="/rulings/') == n > 0


# -- compression, manifest, service worker -----------------------------------------------

@pytest.mark.parametrize("url", ["/", f"/search?q={TIE_QUESTION}", "/api/search?q=tie&limit=50", "/rules/rules/tie-fighter"])
def test_pages_and_json_are_compressed(client, url):
    plain = client.get(url)
    assert plain.headers.get("Content-Encoding") is None
    body = plain.get_data()
    for encoding, decode in (("gzip", gzip.decompress), ("br", brotli.decompress)):
        resp = client.get(url, headers={"Accept-Encoding": encoding})
        assert resp.headers["Content-Encoding"] == encoding
        assert "Accept-Encoding" in resp.headers["Vary"]
        packed = resp.get_data()
        assert len(packed) < len(body) / 2
        assert decode(packed) == body


def test_manifest_and_service_worker(client, data):
    html = text_of(client.get("/"))
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    resp = client.get("/manifest.webmanifest")
    assert resp.mimetype == "application/manifest+json"
    manifest = json.loads(resp.get_data())
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone" and manifest["icons"]
    sw = client.get("/sw.js")
    assert sw.mimetype == "application/javascript" and "no-cache" in sw.headers["Cache-Control"]
    source = text_of(sw)
    assert "__PRECACHE__" not in source and "__VERSION__" not in source
    urls = json.loads(re.search(r"var PRECACHE = (\[.*?\]);", source).group(1))
    rule = data.one("select id from sections where area = 'rules' limit 1")["id"]
    term = data.one("select id from sections where area = 'terms' limit 1")["id"]
    faction = data.one("select faction_slug from cards where faction_slug != '' limit 1")["faction_slug"]
    for url in ("/", "/rules", "/terms", "/factions", f"/rules/{rule}", f"/rules/{term}", f"/factions/{faction}"):
        assert url in urls
    for url in urls[:12]:
        assert client.get(url).status_code == 200, url
    assert text_of(client.get("/offline")).count('id="saved-searches"') == 1
