"""Cross-links on the pages (issue #17), through Flask's test client on a real build."""

from __future__ import annotations

import json
import re
from html import unescape

from test_routes import MAX_PAGE, assets_size, text_of


def anchors(html: str) -> list[tuple[str, str, str]]:
    """(class, href, text) of every link in the page's main part."""
    main = html.split('<main', 1)[1].split("</main>", 1)[0]
    out = []
    for attrs, inner in re.findall(r"<a\b([^>]*)>(.*?)</a>", main, re.S):
        cls = re.search(r'class="([^"]*)"', attrs)
        href = re.search(r'href="([^"]*)"', attrs)
        out.append((cls.group(1) if cls else "", unescape(href.group(1)) if href else "",
                    unescape(re.sub(r"<[^>]+>", "", inner))))
    return out


def test_play_cards_links_its_terms_and_page_11(client, data):
    html = text_of(client.get("/rules/rules/play-cards"))
    links = anchors(html)
    terms = {(text, href) for cls, href, text in links if cls == "term"}
    for text, term in (("Talent", "terms/talent"), ("Special", "terms/special"),
                       ("on your turn", "terms/on-your-turn"), ("standard", "terms/standard")):
        assert (text, "/rules/" + term) in terms, text
    refs = [(href, text) for cls, href, text in links if cls == "ref"]
    page_11 = [href for href, text in refs if text == "page 11"]
    assert page_11, refs
    for href in page_11:
        target = data.one("select file, page from sections where id = ?", (href[len("/rules/"):],))
        assert target["page"] == 11 and target["file"] == data.one(
            "select file from sections where id = 'rules/play-cards'")["file"]
    assert ("#abilities", '"Abilities" below') in refs
    assert 'id="abilities"' in html


def test_a_card_page_links_its_keywords_to_their_terms(client):
    cases = {"ninja-acolyte": {"Talent": "terms/talent", "extra": "terms/extra"},
             "infiltrate": {"Play on a base": "terms/standard", "Talent": "terms/talent"},
             "full-sail": {"Special": "terms/special"},
             "final-haiku": {"Ongoing": "terms/ongoing"}}
    for slug, want in cases.items():
        html = text_of(client.get(f"/cards/{slug}"))
        text_part = html.split('class="card-text"', 1)[1].split("</blockquote>", 1)[0]
        found = {unescape(t): h for h, t in re.findall(r'<a class="term" href="([^"]+)"[^>]*>(.*?)</a>', text_part)}
        for word, term in want.items():
            assert found.get(word) == "/rules/" + term, (slug, word, found)


def test_ruling_answer_links_see_above_to_the_ruling_it_means(client):
    html = text_of(client.get("/rulings/disco-dancers/we-are-family"))
    assert ("ref", "/rulings/disco-dancers/diva", "Diva (above)") in anchors(html)


def test_no_link_inside_a_link_and_sanitised(client, data):
    for path in ("/rules/rules/play-cards", "/rules/clarifications/bases", "/cards/ninja-acolyte",
                 "/rulings/samurai/final-haiku", "/rules/terms/affect"):
        html = text_of(client.get(path))
        assert re.search(r"<a\b[^>]*>(?:(?!</a>).)*<a\b", html, re.S) is None, path
        assert "<script>" not in html.split("<main", 1)[1]


def test_a_term_page_does_not_link_to_itself(client):
    html = text_of(client.get("/rules/terms/talent"))
    body = html.split('class="body"', 1)[1].split("</div>", 1)[0]
    assert 'href="/rules/terms/talent"' not in body


def test_rules_toc_lists_each_document_in_book_order_with_pages(client, data):
    html = text_of(client.get("/rules"))
    docs = re.findall(r"<summary><h2>(.*?)</h2>", html)
    assert len(docs) == data.one("select count(distinct file) as n from sections")["n"]
    assert docs[0] == unescape(data.one("select document from sections where id = 'rules/play-cards'")["document"])
    first = html.split("<details", 2)[1]
    ids = re.findall(r'<a href="/rules/([^"]+)">', first)
    ords = [data.one("select ord from sections where id = ?", (i,))["ord"] for i in ids]
    assert ords == sorted(ords) and len(ids) > 200
    assert re.search(r'href="/rules/rules/play-cards">2\. Play Cards</a><span class="page">p\. 5</span>', html)
    # "p. 6": a page link jumps to the first section starting on page 6
    jump = re.search(r'<a href="#(d003-p6)">6</a>', html)
    assert jump and re.search(rf'<li class="[^"]*" id="{jump.group(1)}"><a href="/rules/rules/the-big-score">', html)


def test_terms_json_gives_every_linked_terms_definition(client, data):
    resp = client.get("/terms.json")
    assert resp.status_code == 200 and "max-age" in resp.headers["Cache-Control"]
    terms = json.loads(resp.get_data())
    assert terms["terms/talent"]["text"].startswith("This is an ability")
    linked = set(re.findall(r'class="term" href="/rules/([^"]+)"', text_of(client.get("/rules/rules/play-cards"))))
    assert linked and linked <= set(terms)


def test_linked_pages_stay_under_200_kb_with_assets(client, data):
    biggest = data.one("select id from sections order by length(body_html) desc limit 1")["id"]
    for path in ("/rules", f"/rules/{biggest}", "/rules/rules/play-cards", "/cards/ninja-acolyte",
                 "/rulings/disco-dancers/we-are-family"):
        resp = client.get(path)
        html = text_of(resp)
        total = len(resp.get_data()) + assets_size(client, html)
        assert total < MAX_PAGE, (path, total)
