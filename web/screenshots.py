"""Screenshots of the main pages, for docs/screenshots/.

    python -m web.screenshots [--url http://127.0.0.1:8000] [--out docs/screenshots]

Drives Debian's chromium (``/usr/bin/chromium``) through Playwright against a
running server (``oracle serve``). Pages are picked from the server's own API,
so the script follows whatever the corpus holds.
"""

from __future__ import annotations

import argparse
import json
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]

PROMPT_SCENARIO = """\
id: sandbox/two-bases
title: Two bases ready to score at once
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Base A, type: base, breakpoint: 5, vp: [3, 2, 1]}
  - {name: Base B, type: base, breakpoint: 5, vp: [4, 2, 1]}
setup:
  players:
    - {name: Alice}
    - {name: Bob}
  bases:
    - base: Base A
      minions:
        - {card: Ten, controller: Alice, as: ten-a, counters: 1}
    - base: Base B
      minions:
        - {card: Ten, controller: Bob, as: ten-b}
steps:
  - advance: draw
expect:
  vp: {Alice: 3, Bob: 4}
"""


#: A player's question: the answer box on top, then the one list of results.
SEARCH_PATH = "/search?q=two+of+us+tie+for+second+place+on+a+base"


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def _get_json(url: str):
    try:
        with urllib.request.urlopen(url, timeout=10) as resp:
            return json.load(resp)
    except Exception:
        return None


def pick_pages(base: str) -> dict[str, str]:
    """name -> path of the pages worth a picture."""
    pages = {"home": "/", "search": SEARCH_PATH, "factions": "/factions", "api": "/api"}
    card = _get_json(base + "/api/cards/ninja-acolyte")
    if card:
        pages["card"] = "/cards/ninja-acolyte"
        rulings = card.get("rulings") or []
        verified = [r for r in rulings if r.get("verified")]
        if rulings:
            pages["ruling"] = "/rulings/" + (verified or rulings)[0]["id"]
    for scenario_id in ("cards/ninjas/ninja-acolyte-talent", "rules/tie-for-first"):
        if _get_json(base + "/api/scenarios/" + scenario_id):
            pages["scenario"] = "/scenarios/" + scenario_id
            break
    found = _get_json(base + "/api/search?q=tie+fighter&limit=3") or {}
    for hit in found.get("results", []):
        path = urlsplit(hit.get("url", "")).path  # the API gives absolute urls
        if path.startswith("/rules/"):
            pages["rule"] = path
            break
    return pages


def take(base: str, out: Path, browser=None) -> list[Path]:
    """Write the pictures into ``out``; uses ``browser`` when given, else launches chromium."""
    if browser is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            own = launch(p)
            try:
                return take(base, out, own)
            finally:
                own.close()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    mobile_context = browser.new_context(viewport={"width": 390, "height": 844})

    def shot(pg, name: str, full: bool = True) -> None:
        target = out / f"{name}.png"
        pg.screenshot(path=str(target), full_page=full)
        written.append(target)

    try:
        page = context.new_page()
        for name, path in pick_pages(base).items():
            page.goto(base + path)
            shot(page, name, full=name not in {"search", "factions", "api"})
        page.goto(base + "/sandbox")
        page.fill("#yaml", PROMPT_SCENARIO)
        page.click("#run")
        page.wait_for_selector("#prompt-options button", timeout=15000)
        shot(page, "sandbox-prompt")
        page.click("#prompt-options button >> text=Base B")
        page.wait_for_selector("#result-badge .badge.ok", timeout=15000)
        shot(page, "sandbox-result")
        mobile = mobile_context.new_page()
        mobile.goto(base + "/cards/ninja-acolyte")
        shot(mobile, "mobile-card", full=False)
        mobile.goto(base + SEARCH_PATH)
        shot(mobile, "mobile-search", full=False)
        mobile.goto(base + "/")
        shot(mobile, "mobile-home", full=False)
    finally:
        context.close()
        mobile_context.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs" / "screenshots"))
    args = parser.parse_args(argv)
    for path in take(args.url.rstrip("/"), Path(args.out)):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
