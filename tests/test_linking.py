"""Cross-links (issue #17): hand-written expectations for paragraphs across the documents,
every linked term exists, no link inside a link, the reviewed table is consistent."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
import yaml

from oracle import build, linking, store

HERE = Path(__file__).resolve().parent
EXPECTED = yaml.safe_load((HERE / "links_expected.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def site():
    src = build.Sources()
    sections = [build.section_row(r) for r in build.load_sections(src)]
    cards = [store.row_dict("cards", build.card_row(c)) for c in build.load_cards(src)]
    records = build.load_rulings(src)
    rulings = [store.row_dict("rulings", build.ruling_row(r, src.rulings_dir)) | {"cards": list(build.get(r, "cards") or [])}
               for r in records]
    s = linking.Site(sections, cards, rulings)
    s.by_section = {x["id"]: x for x in sections}
    s.by_card = {c["slug"]: c for c in cards}
    s.by_ruling = {r["id"]: r for r in rulings}
    return s


def rendered(site, where: str) -> str:
    if where.startswith("card:"):
        _, slug, field = where.split(":")
        return site.card_fields(site.by_card[slug])[field]
    if where.startswith("ruling:"):
        _, rid, field = where.split(":")
        return site.ruling_fields(site.by_ruling[rid])[field]
    return site.section_html(site.by_section[where], build.render_markdown)


_BLOCK = re.compile(r"<(p|li|td|h\d)\b[^>]*>(.*?)</\1>", re.S)
_A = re.compile(r'<a\b[^>]*href="([^"]*)"[^>]*>(.*?)</a>', re.S)


def _plain(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def paragraphs(doc: str) -> list[str]:
    blocks = [m.group(2) for m in _BLOCK.finditer(doc)]
    return blocks or doc.split("\n")


def links_in(fragment: str) -> list[list[str]]:
    return [[_plain(text), html.unescape(href)] for href, text in _A.findall(fragment)]


@pytest.mark.parametrize("case", EXPECTED, ids=[f"{c['in']}|{c['starts'][:30]}" for c in EXPECTED])
def test_expected_links(site, case):
    doc = rendered(site, case["in"])
    found = [p for p in paragraphs(doc) if _plain(p).strip().startswith(case["starts"])]
    assert found, f"no paragraph of {case['in']} starts with {case['starts']!r}"
    assert links_in(found[0]) == case["links"]


def test_at_least_forty_paragraphs_across_the_documents():
    assert len(EXPECTED) >= 40
    areas = {c["in"].split("/")[0].split(":")[0] for c in EXPECTED}
    assert {"rules", "terms", "munchkin", "web-rules", "compilation", "wiki", "card", "ruling"} <= areas


def test_every_linked_term_exists(site):
    """Every id in the reviewed table, and every term link made anywhere, is a real section."""
    table = linking.load_aliases()
    for tid, entry in table["terms"].items():
        assert tid in site.by_section, tid
        for other in (entry or {}).get("also") or []:
            assert other in site.by_section, other
    for tid in table.get("unlinked") or {}:
        assert tid in site.by_section, tid
    hrefs = set()
    for sec in site.by_section.values():
        hrefs |= {h for h in re.findall(r'class="term" href="([^"]+)"', site.section_html(sec, build.render_markdown))}
    assert hrefs
    for href in hrefs:
        assert href.startswith("/rules/") and href[len("/rules/"):] in site.by_section, href


def test_every_corpus_term_is_linked_or_says_why():
    table = linking.load_aliases()
    covered = set(table["terms"]) | set(table.get("unlinked") or {})
    for entry in table["terms"].values():
        covered |= set((entry or {}).get("also") or [])
    terms = {str(build.get(r, "id")) for r in build.load_sections(build.Sources()) if build.get(r, "kind") == "term"}
    assert sorted(terms - covered) == []


def test_no_link_inside_a_link_and_headings_and_code_untouched(site):
    md = "### On your turn\n\nSee [on your turn](/x) and `on your turn`, then on your turn again.\n"
    out = site.section_html({"id": "rules/x", "body_md": md, "file": None}, build.render_markdown)
    assert '<h3 id="on-your-turn">On your turn</h3>' in out
    assert out.count('class="term"') == 1
    assert re.search(r"<a[^>]*>[^<]*<a", out) is None
    assert "<code>on your turn</code>" in out


def test_a_terms_own_page_never_links_to_itself(site):
    for tid in ("terms/talent", "munchkin/talent", "wiki/talent", "terms/special"):
        out = site.section_html(site.by_section[tid], build.render_markdown)
        assert f'href="/rules/{tid}"' not in out
        assert 'href="/rules/terms/talent"' not in out or tid == "terms/special"


def test_everyday_card_names_need_context(site):
    ctx = linking.Context()
    plain = site.linker.text_html("Give a Fan a Base and some Madness.", ctx)
    assert "card-link" not in plain
    fan = site.linker.text_html('Play "Fan" now.', ctx)
    assert 'href="/cards/fan' in fan
    assert "card-link" in site.linker.text_html("Ninja Acolyte can return.", ctx)
    assert "card-link" not in site.linker.text_html("NinjaAcolyte and Ninja Acolytes", ctx)
