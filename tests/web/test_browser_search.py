"""The search as a player uses it on a phone, and offline at the table: Playwright drives Debian's chromium.

A real ``oracle serve`` runs in a subprocess on 127.0.0.1 (see ``test_browser.py``).
Skipped where chromium is missing, except in CI (``ORACLE_REQUIRE_BROWSER=1``).
"""

from __future__ import annotations

import re

import pytest

from browser_support import browser, needs_chromium, server  # noqa: F401  (fixtures)


pytestmark = needs_chromium

PHONE = {"width": 390, "height": 844}
#: Questions typed the way players ask them, and the sections that answer them (tests/search_eval.yaml).
QUESTIONS = [
    ("two of us tie for second place on a base", "/rules/rules/tie-fighter"),
    ("can I refuse to score a base", "/rules/rules/the-big-score"),
    ("what does ongoing mean", "/rules/terms/ongoing"),
]


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(20000)
    yield page
    context.close()


def ask(page, base: str, question: str) -> None:
    """Type the question into the home page's box and send it, as a player does."""
    page.goto(base + "/")
    page.get_by_label("Search rules, terms, cards and rulings").type(question, delay=15)
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/search\?q="))


def first_three(page) -> list:
    """The first three results as the player sees them: the answer box's link, then the list."""
    links = page.locator("#answer-title a").all() + page.locator("ol.results a.hit-title").all()
    out, seen = [], set()
    for link in links:
        href = link.get_attribute("href").split("#")[0]
        if href not in seen:
            seen.add(href)
            out.append((href, link))
    return out[:3]


def above_the_fold(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


@pytest.mark.parametrize("question,answer", QUESTIONS)
def test_a_players_question_on_a_phone_finds_the_answer_in_the_first_three_above_the_fold(server, phone,
                                                                                           question, answer):
    ask(phone, server.url, question)
    top = first_three(phone)
    assert answer in [href for href, _ in top], (question, [href for href, _ in top])
    link = dict(top)[answer]
    assert above_the_fold(link), (question, link.bounding_box())


def test_the_tie_question_shows_tie_fighter_with_its_citation_above_the_fold(server, phone):
    ask(phone, server.url, "two of us tie for second place on a base")
    box = phone.locator("section.answer-box")
    assert box.locator("#answer-title").inner_text() == "Tie Fighter"
    cite = box.locator(".answer-cite cite")
    assert re.search(r"rulebook.*p\. \d+", cite.inner_text()), cite.inner_text()
    assert above_the_fold(box.locator("#answer-title")) and above_the_fold(cite)
    assert "tie" in box.locator("#answer-quote").inner_text().lower()


def test_copy_puts_the_quote_and_its_citation_on_the_clipboard(server, browser):
    context = browser.new_context(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        page.goto(server.url + "/search?q=two+of+us+tie+for+second+place+on+a+base")
        page.click("section.answer-box button.copy")
        page.wait_for_function("document.querySelector('section.answer-box button.copy').textContent === 'Copied'")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert page.locator("#answer-quote").inner_text().strip() in copied
        assert page.locator(".answer-cite cite").inner_text() in copied
    finally:
        context.close()
    # without the clipboard permission, the button still copies (a selected text area)
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    try:
        page.goto(server.url + "/search?q=two+of+us+tie+for+second+place+on+a+base")
        page.evaluate("delete Navigator.prototype.clipboard")
        page.click("section.answer-box button.copy")
        page.wait_for_function("document.querySelector('section.answer-box button.copy').textContent === 'Copied'")
    finally:
        context.close()


def test_offline_the_rules_terms_card_lists_and_visited_pages_still_open(server, browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_default_timeout(30000)
    try:
        page.goto(server.url + "/")
        # the worker installs once every page it keeps is stored
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        visited = ["/search?q=two+of+us+tie+for+second+place+on+a+base", "/cards/ninja-acolyte"]
        for path in visited:
            page.goto(server.url + path)
            assert page.locator("#offline-note").is_hidden()
        context.set_offline(True)
        page.reload()
        assert page.locator("#offline-note").is_visible()
        assert page.inner_text("h1") == "Ninja Acolyte"
        kept = {"/rules/rules/tie-fighter": "Tie Fighter", "/rules": "Rules", "/terms": "Terms",
                "/rules/terms/affect": "Affect", "/factions/ninjas": "Ninjas", "/factions": None, "/": None}
        for path, title in list(kept.items()) + [(visited[0], None)]:
            page.goto(server.url + path)
            assert page.locator("#offline-note").is_visible(), path
            assert "not saved on this device" not in page.inner_text("h1"), path
            if title:
                assert page.inner_text("h1") == title, path
        page.goto(server.url + visited[0])
        assert page.locator("#answer-title").inner_text() == "Tie Fighter"
        page.goto(server.url + "/cards/laseratops")  # never opened: our offline page, listing saved searches
        assert "not saved on this device" in page.inner_text("h1")
        page.locator("#saved-searches a").first.wait_for()
        assert "two of us tie" in page.locator("#saved-searches").inner_text()
        context.set_offline(False)
        page.reload()
        assert page.inner_text("h1") == "Laseratops"
        assert page.locator("#offline-note").is_hidden()
    finally:
        context.close()
