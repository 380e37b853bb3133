"""Corpus HTML is sanitised; citations read as the brief asks."""

from __future__ import annotations

from web.text import citation, clean, render_markdown, ruling_citation


def test_markdown_is_rendered_then_sanitised():
    html = str(render_markdown("**Ongoing:** text\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) "
                               "<img src=x onerror=alert(1)> <a href='https://example.org' onclick='x()'>ok</a>"))
    assert "<strong>Ongoing:</strong>" in html
    assert "<script" not in html and "onerror" not in html and "onclick" not in html
    assert "javascript:" not in html
    assert 'href="https://example.org"' in html


def test_clean_keeps_structure_tags():
    html = str(clean("<h2>Scoring</h2><ul><li>one</li></ul><table><tr><td>a</td></tr></table><iframe src=x></iframe>"))
    assert "<h2>Scoring</h2>" in html and "<li>one</li>" in html and "<td>a</td>" in html
    assert "iframe" not in html


def test_section_citation():
    sec = {"id": "rules/tie-fighter", "title": "Tie Fighter", "document": "The Bigger Geekier Box rulebook (2018)",
           "page": 5}
    assert citation(sec) == "Tie Fighter — The Bigger Geekier Box rulebook (2018), p. 5"
    assert citation(dict(sec, page=None)) == "Tie Fighter — The Bigger Geekier Box rulebook (2018)"


def test_ruling_citation():
    rul = {"source": {"document": "The Bigger Geekier Box rulebook (2018)", "section": "Card Clarifications: Ninjas",
                      "page": 16}}
    assert ruling_citation(rul) == "Card Clarifications: Ninjas — The Bigger Geekier Box rulebook (2018), p. 16"
