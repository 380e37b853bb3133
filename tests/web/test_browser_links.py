"""A linked term on a phone: a tap shows its definition in place (issue #17).

Playwright drives Debian's chromium (never Playwright's own download) against a real
``oracle serve`` on the session's build; without JavaScript the term is a plain link.
"""

from __future__ import annotations


from browser_support import browser, needs_chromium, server  # noqa: F401  (fixtures)

pytestmark = needs_chromium

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


def test_tap_a_term_on_a_phone_shows_its_definition(server, browser, data):
    definition = data.one("select body_md from sections where id = 'terms/talent'")["body_md"]
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.set_default_timeout(15000)
        page.goto(server.url + "/rules/rules/play-cards")
        term = page.locator("main a.term", has_text="Talent").first
        term.tap()
        pop = page.locator(".term-pop")
        pop.wait_for(state="visible")
        page.wait_for_function("document.querySelector('.term-pop-text').textContent.indexOf('Loading') < 0")
        assert page.url.endswith("/rules/rules/play-cards")  # the tap did not navigate
        assert pop.locator(".term-pop-title").inner_text().startswith("Talent")
        assert definition.split(".")[0] in pop.locator(".term-pop-text").inner_text()
        box = pop.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390  # fits the phone's screen
        pop.get_by_role("button", name="Close").tap()
        pop.wait_for(state="hidden")
        term.tap()
        pop.wait_for(state="visible")
        term.tap()  # a second tap opens the term's page
        page.wait_for_url("**/rules/terms/talent")
    finally:
        context.close()


def test_without_javascript_a_term_is_a_plain_link(server, browser):
    context = browser.new_context(java_script_enabled=False, **PHONE)
    try:
        page = context.new_page()
        page.goto(server.url + "/rules/rules/play-cards")
        page.locator("main a.term", has_text="on your turn").first.tap()
        page.wait_for_url("**/rules/terms/on-your-turn")
    finally:
        context.close()
