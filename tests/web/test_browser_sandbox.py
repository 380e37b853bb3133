"""The sandbox in a real browser (Playwright on Debian's chromium), at 1280 px and at 390 px.

Build a board with the pickers only, run it and answer prompts by clicking, share it and
open the share in a new browser context, and start from a card page's "Try it" link.
With ``ORACLE_SCREENSHOTS=DIR`` the tests also save their pictures there (docs/screenshots).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from browser_support import browser, needs_chromium, server  # noqa: F401  (fixtures)

from playwright.sync_api import expect  # noqa: E402

pytestmark = needs_chromium

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}


@pytest.fixture(params=sorted(WIDTHS))
def page(request, browser):
    width, height = WIDTHS[request.param]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=request.param == "phone")
    pg = context.new_page()
    pg.set_default_timeout(15000)
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    pg.on("console", lambda m: pg.errors.append(m.text) if m.type == "error" else None)
    pg.on("response", lambda r: pg.errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    pg.size = request.param
    yield pg
    context.close()


def shot(page, name: str) -> None:
    folder = os.environ.get("ORACLE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        # the phone's picture is what is on its screen (after Run: the prompt), the desktop's the whole page
        page.screenshot(path=str(Path(folder) / f"sandbox-{name}-{page.size}.png"), full_page=page.size != "phone")


def pick(page, label: str, typed: str, option: str) -> None:
    """Type into a picker and choose an option: by keyboard on the desktop, by tapping on the phone."""
    box = page.get_by_role("combobox", name=label)
    box.type(typed, delay=20)
    choice = page.locator(f"#{box.get_attribute('aria-controls')} [role=option]", has_text=option).first
    choice.wait_for()
    if page.size == "phone":
        choice.tap()
    else:
        names = page.locator(f"#{box.get_attribute('aria-controls')} [role=option] b").all_inner_texts()
        for _ in range(names.index(option) + 1):
            box.press("ArrowDown")
        box.press("Enter")


def no_overflow(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"] + 1


def test_build_a_board_with_pickers_only_then_run_and_answer_by_clicking(server, page):
    page.goto(server.url + "/sandbox")
    page.locator("#builder fieldset").first.wait_for()
    page.get_by_role("button", name="Start from an empty board").click()
    expect(page.locator("#yaml")).not_to_have_value(re.compile("Carol"))
    pick(page, "Add a base from the card library", "jungle oas", "Jungle Oasis")
    pick(page, "Add a base from the card library", "tortuga", "Tortuga")
    page.get_by_role("button", name="Add a test base").click()
    pick(page, "Add a card to Alice's hand", "full sail", "Full Sail")
    pick(page, "Add a minion, action or titan to Jungle Oasis", "first mate", "First Mate")
    pick(page, "Add a minion, action or titan to Jungle Oasis", "ninja acol", "Ninja Acolyte")
    page.locator("#builder .entry", has_text="Ninja Acolyte").get_by_label("Controller").select_option("Bob")
    page.locator("#builder .entry", has_text="First Mate").get_by_label("+1 counters").fill("2")
    page.locator("#builder .entry", has_text="First Mate").get_by_label("+1 counters").press("Tab")
    page.get_by_role("button", name="Play Full Sail (Alice)").click()
    page.get_by_role("button", name="Play with no target").click()
    page.locator(".step-list li", has_text="play: Full Sail").wait_for()
    expect(page.locator("#yaml")).to_have_value(re.compile(r"play: Full Sail"))
    yaml_text = page.input_value("#yaml")
    assert "base: Jungle Oasis" in yaml_text and "First Mate" in yaml_text and "counters: 2" in yaml_text
    assert "controller: Bob" in yaml_text
    no_overflow(page)
    shot(page, "builder")
    page.get_by_role("button", name="Run", exact=True).click()
    page.locator("#prompt-options input[type=checkbox]").first.wait_for()
    assert "Move any number of your minions" in page.inner_text("#prompt-text")
    page.get_by_role("checkbox", name="First Mate").check()
    page.get_by_role("button", name="Answer with the ticked options").click()
    page.locator("#prompt-options button", has_text="Tortuga").wait_for()
    assert page.locator("#result-board .named[data-card='Tortuga']").count() == 1  # the option is highlighted
    shot(page, "prompt")
    page.locator("#prompt-options button", has_text="Tortuga").click()
    page.locator("#prompt").wait_for(state="hidden")
    page.locator("#result-summary li", has_text="First Mate moved from Jungle Oasis to Tortuga").wait_for()
    assert page.locator("#result-board li.changed[data-card='First Mate']").count() == 1
    assert "choose: [[First Mate], Tortuga]" in page.input_value("#yaml")
    shot(page, "result")
    assert page.errors == []


def test_try_it_from_a_card_page_then_share_and_open_the_share_elsewhere(server, page, browser):
    page.goto(server.url + "/cards/full-sail")
    clicks = 0
    page.get_by_role("link", name="Try it in the sandbox").click(); clicks += 1
    page.wait_for_url("**/sandbox?card=full-sail")
    page.locator("#builder .card-chip[data-card='Full Sail']").wait_for()
    page.get_by_role("button", name="Score bases (advance: draw)").click(); clicks += 1
    expect(page.locator("#yaml")).to_have_value(re.compile(r"advance: draw"))
    page.get_by_role("button", name="Run", exact=True).click(); clicks += 1
    page.locator("#prompt-options button", has_text="Full Sail").wait_for()
    # on a phone the prompt is on screen after Run, not below the fold
    top = page.evaluate("document.getElementById('prompt').getBoundingClientRect().top")
    assert -2 <= top < page.viewport_size["height"] - 100
    page.locator("#prompt-options button", has_text="Full Sail").click(); clicks += 1
    page.get_by_role("checkbox", name="Scout").check(); clicks += 1
    page.get_by_role("button", name="Answer with the ticked options").click(); clicks += 1
    page.locator("#result-summary li", has_text="Scout moved from Scoring Base to Far Base before Scoring Base scored").wait_for()
    page.get_by_role("button", name="Save and share").click(); clicks += 1
    page.locator("#share-out").wait_for(state="visible")
    assert clicks == 7
    link = page.get_attribute("#share-link", "href")
    assert link.startswith("/s/")
    shot(page, "try-it")
    other = browser.new_context(viewport=page.viewport_size, java_script_enabled=False)
    try:
        pg = other.new_page()
        pg.goto(server.url + link)
        summary = pg.inner_text("ul.summary")
        assert "Alice's Scout moved from Scoring Base to Far Base before Scoring Base scored." in summary
        assert "Scoring Base scored: Bob 1st" in summary
        assert pg.locator(".board .changed").count() >= 1
        assert pg.locator("ol.log a.cite").count() >= 1
        assert pg.locator("textarea#yaml[readonly]").count() == 1
        pg.size = page.size
        shot(pg, "share")
        pg.get_by_role("button", name="Copy into my sandbox").click()
        pg.wait_for_url("**/sandbox?share=*")
        assert "Full Sail" in pg.input_value("#yaml")
    finally:
        other.close()
    assert page.errors == []


def test_a_mistake_in_the_yaml_points_at_the_line_with_the_fix(server, page):
    page.goto(server.url + "/sandbox")
    page.locator("#builder fieldset").first.wait_for()
    if page.size == "phone":  # the YAML is folded below the builder on a phone
        assert page.locator("#yaml").is_hidden()
        page.locator("#yaml-box > summary").tap()
    page.fill("#yaml", "setup:\n  players: [Alice, Bob]\ncurrent: Bob\n")
    page.locator("#yaml-error", has_text="belongs under").wait_for()
    assert "Line 3" in page.inner_text("#yaml-error")
    assert page.locator("#builder .field-error").count() == 1
    assert page.locator("#builder.stale fieldset[disabled]").count() >= 1  # no builder edit overwrites the text
    page.get_by_role("button", name="Run", exact=True).click()
    page.locator("#result-error", has_text="`current` belongs under `setup`").wait_for()
    assert "422" not in page.inner_text("#result") and "422" not in page.inner_text("#status")
    assert page.evaluate("getComputedStyle(document.getElementById('yaml')).whiteSpace") == "pre-wrap"
