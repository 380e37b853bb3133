"""Browser tests: Playwright drives Debian's chromium against a real ``oracle serve``.

The server runs in a subprocess on a free port of 127.0.0.1, on the session's
build (``ORACLE_DATA_DIR``). Skipped where chromium is missing, except in CI (``ORACLE_REQUIRE_BROWSER=1``).
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

import pytest

from browser_support import browser, needs_chromium, server  # noqa: F401  (fixtures)
from webtest_support import Server

from web.screenshots import PROMPT_SCENARIO  # noqa: E402

pytestmark = needs_chromium


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(15000)
    dialogs: list[str] = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    pg.dialogs = dialogs
    yield pg
    context.close()


def test_type_in_search_and_pick_an_autocomplete_entry_with_the_keyboard(server, page):
    page.goto(server.url + "/")
    box = page.get_by_label("Search rules, terms, cards and rulings")
    box.type("ninja acol", delay=30)
    option = page.locator("#q-list [role=option]", has_text="Ninja Acolyte")
    option.first.wait_for()
    assert page.get_attribute("#q", "aria-expanded") == "true"
    labels = page.locator("#q-list [role=option] span:first-child").all_inner_texts()
    for _ in range(labels.index("Ninja Acolyte") + 1):
        box.press("ArrowDown")
    assert page.get_attribute("#q", "aria-activedescendant")
    box.press("Enter")
    page.wait_for_url("**/cards/ninja-acolyte")
    assert page.inner_text("h1") == "Ninja Acolyte"


def test_pick_an_autocomplete_entry_with_the_mouse_then_search(server, page):
    page.goto(server.url + "/")
    page.fill("#q", "tiger")
    page.locator("#q-list [role=option]").first.wait_for()
    page.locator("#q-list [role=option]").first.click()
    page.wait_for_load_state()
    assert page.url != server.url + "/"
    page.goto(server.url + "/")
    page.fill("#q", "destroy minion")
    page.press("#q", "Enter")
    page.wait_for_url("**/search?q=destroy*")
    assert page.locator("ol.results li").count() >= 1
    assert page.locator(".snippet mark").count() >= 1


def test_open_a_card_then_its_ruling_and_see_the_verified_badge_and_log(verified_dir, server, page, tmp_path):
    folder, row = verified_dir
    ruling_id, slug = row["ruling_id"], row["card_slug"]
    srv = server
    if folder != server.data_dir:  # the linked copy needs its own server
        srv = Server(folder, tmp_path / "serve-linked.log")
        srv.start()
    try:
        page.goto(f"{srv.url}/cards/{slug}")
        page.locator(f'a[href="/rulings/{ruling_id}"]').first.click()
        page.wait_for_url(f"**/rulings/{ruling_id}")
        assert page.locator("h1 + p .badge.ok").inner_text().endswith("verified")
        scenario = page.locator("article.scenario").first
        assert scenario.locator(".badge.ok").first.inner_text().endswith("passes")
        assert scenario.locator("summary", has_text="Board before").is_visible()
        assert scenario.locator(".base").count() >= 2
        assert scenario.locator(".power").count() >= 1
        assert scenario.locator("ol.log > li").count() >= 1
        cite = scenario.locator("ol.log a.cite").first
        href = cite.get_attribute("href")
        assert href.startswith("/rules/")
        cite.click()
        page.wait_for_url("**" + href)
        assert page.locator("#cite-text").count() == 1 or page.locator("h1").count() == 1
    finally:
        if srv is not server:
            srv.stop()


def test_run_a_sandbox_scenario_and_answer_its_prompt(server, page):
    page.goto(server.url + "/sandbox")
    page.get_by_label("Scenario (YAML)").fill(PROMPT_SCENARIO)
    page.get_by_role("button", name="Run").click()
    page.locator("#prompt-options button").first.wait_for()
    assert "which ready base scores first" in page.inner_text("#prompt-text")
    assert sorted(page.locator("#prompt-options button").all_inner_texts()) == ["Base A", "Base B"]
    page.locator("#prompt-options").get_by_role("button", name="Base B").click()
    page.locator("#result-badge .badge.ok").wait_for()
    assert "choose: [Base B]" in page.input_value("#yaml")
    assert page.locator("#prompt").is_hidden()
    log = page.inner_text("#result-log")
    assert "Base B" in log and "Base A" in log
    assert page.locator("#result-board .base").count() >= 1
    assert page.locator("#result-log a.cite").count() >= 1
    # a typo in a card name: the error is shown with the engine's message, nothing else breaks
    page.fill("#yaml", PROMPT_SCENARIO.replace("card: Ten, controller: Alice", "card: Tenn, controller: Alice"))
    page.get_by_role("button", name="Run").click()
    page.locator("#result-error").wait_for(state="visible")
    assert "Tenn" in page.inner_text("#result-error")
    assert page.locator("#prompt").is_hidden()


MANY_SCENARIO = """\
id: sandbox/lend-a-hand
title: Lend a Hand picks any number of cards
seed: 4
cards:
  - {name: Filler Two, type: minion, power: 2}
  - {name: Plain Base, type: base, breakpoint: 100, vp: [3, 2, 1]}
setup:
  players:
    - {name: Alice, hand: [Lend a Hand], deck: [Filler Two], discard: [Walker, Outbreak, Grave Digger]}
    - {name: Bob}
  bases:
    - {base: Plain Base}
steps:
  - play: Lend a Hand
expect:
  discard: {Alice: [Outbreak, Lend a Hand]}
"""


def test_a_many_pick_prompt_is_answered_with_ticked_options(server, page):
    page.goto(server.url + "/sandbox")
    page.fill("#yaml", MANY_SCENARIO)
    page.get_by_role("button", name="Run").click()
    page.locator("#prompt-options input[type=checkbox]").first.wait_for()
    if "any number" not in page.inner_text("#prompt-text"):
        pytest.skip("Lend a Hand does not ask for a list in this engine")
    page.locator("#prompt-options").get_by_label("Walker").check()
    page.locator("#prompt-options").get_by_label("Grave Digger").check()
    page.get_by_role("button", name="Answer with the ticked options").click()
    page.locator("#result-badge .badge.ok").wait_for()
    assert "choose: [[Walker, Grave Digger]]" in page.input_value("#yaml")


def test_share_link_survives_a_server_restart(server, page):
    text = PROMPT_SCENARIO.replace("Two bases ready to score at once", "Shared before a restart")
    page.goto(server.url + "/sandbox")
    page.fill("#yaml", text)
    page.get_by_role("button", name="Save and share").click()
    page.locator("#share-out").wait_for(state="visible")
    link = page.get_attribute("#share-link", "href")
    assert link.startswith("/s/")
    server.restart()
    page.goto(server.url + link)
    assert page.input_value("#yaml") == text
    assert "Shared before a restart" in page.inner_text("main")


XSS_SCENARIO = """\
id: sandbox/xss
title: "<script>window.__xss = 1</script><img src=x onerror=\\"window.__xss = 2\\">"
cards:
  - {name: "<img src=x onerror=window.__xss=3>", type: minion, power: 3}
  - {name: "<script>window.__xss=4</script>", type: base, breakpoint: 50, vp: [3, 2, 1]}
setup:
  players:
    - {name: "<b onmouseover=window.__xss=5>Alice</b>"}
    - {name: Bob}
  bases:
    - base: "<script>window.__xss=4</script>"
      minions:
        - {card: "<img src=x onerror=window.__xss=3>", controller: "<b onmouseover=window.__xss=5>Alice</b>"}
steps:
  - advance: draw
"""


def test_script_in_a_sandbox_title_or_card_name_does_not_run(server, page):
    page.goto(server.url + "/sandbox")
    page.fill("#yaml", XSS_SCENARIO)
    page.get_by_role("button", name="Run").click()
    page.locator("#result-title").wait_for(state="visible")
    page.wait_for_function("document.getElementById('status').textContent.length > 0 && "
                           "!document.getElementById('status').textContent.startsWith('Running')")
    assert page.evaluate("window.__xss") is None
    shown = page.inner_text("#result")
    assert "<script>window.__xss = 1</script>" in shown  # the title, shown as text
    assert "<img src=x onerror=window.__xss=3>" in shown  # the card, shown as text
    assert page.locator("#result img, #result script, #result b").count() == 0
    page.get_by_role("button", name="Save and share").click()
    page.locator("#share-out").wait_for(state="visible")
    page.goto(server.url + page.get_attribute("#share-link", "href"))
    assert page.evaluate("window.__xss") is None
    assert "<script>window.__xss = 1</script>" in page.inner_text("main")
    assert page.dialogs == []


def test_pages_have_no_console_errors_and_fit_a_phone(server, browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: errors.append(str(e)))
    try:
        for path in ("/", "/cards/ninja-acolyte", "/sandbox", "/search?q=destroy", "/factions"):
            pg.goto(server.url + path)
            width = pg.evaluate("document.documentElement.scrollWidth")
            assert width <= 390 + 1, (path, width)
        assert errors == []
    finally:
        context.close()


def test_keyboard_users_can_skip_to_content_and_reach_the_search(server, page):
    page.goto(server.url + "/cards/ninja-acolyte")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    page.keyboard.press("Enter")
    assert page.url.endswith("#main")
    page.goto(server.url + "/cards/ninja-acolyte")
    page.focus("#q-top")
    page.keyboard.type("tie")
    page.keyboard.press("Enter")
    page.wait_for_url("**/search?q=tie")


def test_screenshots_script_writes_pictures(server, browser, tmp_path):
    from web.screenshots import take

    written = take(server.url, tmp_path, browser)
    names = {p.name for p in written}
    assert {"home.png", "card.png", "sandbox-result.png", "mobile-card.png"} <= names
    for p in written:
        assert p.stat().st_size > 5000
        assert p.read_bytes()[:4] == b"\x89PNG"


def test_body_limit_and_json_errors_through_the_server(server):
    req = urllib.request.Request(server.url + "/api/run", data=b"x" * (70 * 1024), method="POST",
                                 headers={"Content-Type": "text/yaml"})
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(req, timeout=10)
    assert info.value.code == 413
    body = json.loads(info.value.read())
    assert "64 KB" in body["error"]["message"]
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(server.url + "/api/cards/named?fuzzy=qqqzzzxx", timeout=10)
    assert info.value.code == 404 and json.loads(info.value.read())["error"]["suggestions"] is not None


def test_cite_this_copies_the_citation(server, browser):
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    pg = context.new_page()
    try:
        found = json.loads(urllib.request.urlopen(server.url + "/api/search?q=tie+fighter&limit=5").read())
        paths = [urllib.parse.urlsplit(h["url"]).path for h in found["results"]]  # the API's urls are absolute
        urls = [p for p in paths if p.startswith("/rules/")]
        if not urls:
            pytest.skip("no rules section found for 'tie fighter'")
        pg.goto(server.url + urls[0])
        value = pg.input_value("#cite-text")
        assert " — " in value and server.url + urls[0] in value
        pg.get_by_role("button", name="Copy").click()
        pg.wait_for_function("document.querySelector('button.copy').textContent === 'Copied'")
        assert pg.evaluate("navigator.clipboard.readText()") == value
    finally:
        context.close()


UNLABELLED_JS = """() => Array.from(document.querySelectorAll('input, textarea, select, button'))
  .filter(e => e.type !== 'hidden')
  .filter(e => {
    const label = e.labels && e.labels.length ? e.labels[0].textContent.trim() : '';
    const name = label || e.getAttribute('aria-label') || (e.tagName === 'BUTTON' ? e.textContent.trim() : '');
    return !name;
  })
  .map(e => e.outerHTML.slice(0, 100))"""


def test_every_control_is_labelled_and_each_page_has_one_h1(server, page):
    for path in ("/", "/search?q=tie", "/cards/ninja-acolyte", "/sandbox", "/factions", "/rulings", "/api",
                 "/rules/rules/tie-fighter"):
        resp = page.goto(server.url + path)
        if resp.status == 404:
            continue
        assert page.evaluate(UNLABELLED_JS) == [], path
        assert page.locator("h1").count() == 1, path
        assert page.locator("html[lang=en]").count() == 1
