"""The sandbox's "done when" path, walked in Debian's chromium on a 390 px phone, and the sandbox's page weight.

    .venv/bin/python bench/bench_sandbox_path.py [--runs N]

From the Full Sail card page: "Try it in the sandbox", "Score bases", Run, then answer the
prompts by tapping (play Full Sail before Scoring Base scores, tick the minion to move), read
the summary, "Save and share". Prints the taps it took and the seconds from the card page to the
share link (median of the runs; the script waits for the page, never for a fixed time), then the
bytes the sandbox page loads (HTML, CSS, JS; raw and gzip-compressed). The server is ``oracle serve``
on a free port of 127.0.0.1, on the data folder already built.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))

from webtest_support import Server  # noqa: E402
from web.screenshots import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

ANSWER = "Alice's Scout moved from Scoring Base to Far Base before Scoring Base scored."


def walk(browser, url: str) -> tuple[int, float, str, list[str]]:
    """Taps, seconds, share link and summary for one walk of the path."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(30000)
    try:
        page.goto(url + "/cards/full-sail")
        taps = 0
        started = time.perf_counter()

        def tap(locator):
            nonlocal taps
            locator.tap()
            taps += 1

        tap(page.get_by_role("link", name="Try it in the sandbox"))
        page.locator("#builder .card-chip[data-card='Full Sail']").wait_for()
        tap(page.get_by_role("button", name="Score bases (advance: draw)"))
        page.locator(".step-list li", has_text="advance: draw").wait_for()
        tap(page.get_by_role("button", name="Run", exact=True))
        tap(page.locator("#prompt-options button", has_text="Full Sail"))
        tap(page.get_by_role("checkbox", name="Scout"))
        tap(page.get_by_role("button", name="Answer with the ticked options"))
        page.locator("#result-summary li", has_text=ANSWER).wait_for()
        tap(page.get_by_role("button", name="Save and share"))
        page.locator("#share-out").wait_for(state="visible")
        seconds = time.perf_counter() - started
        return taps, seconds, page.get_attribute("#share-link", "href"), page.locator("#result-summary li").all_inner_texts()
    finally:
        context.close()


def weight(url: str) -> list[tuple[str, int, int]]:
    html = urllib.request.urlopen(url + "/sandbox?card=full-sail").read()
    out = [("sandbox page HTML", len(html), len(gzip.compress(html)))]
    for name in ("oracle.css", "sandbox.css", "oracle.js", "sandbox.js"):
        body = urllib.request.urlopen(f"{url}/static/{name}").read()
        out.append((name, len(body), len(gzip.compress(body))))
    return out


def main(argv: list[str] | None = None) -> int:
    import playwright.sync_api as pw
    import tempfile

    from oracle import paths

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    server = Server(paths.data_dir(), Path(tempfile.mkdtemp(prefix="oracle-bench-")) / "serve.log")
    server.start()
    try:
        with pw.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            walks = [walk(browser, server.url) for _ in range(args.runs)]
            browser.close()
        taps = {w[0] for w in walks}
        print(f"Full Sail path on a 390 px phone: {sorted(taps)} taps, "
              f"median {statistics.median(w[1] for w in walks):.2f} s "
              f"(runs: {', '.join(f'{w[1]:.2f}' for w in walks)}) from the card page to the share link")
        print("summary:", " / ".join(walks[-1][3]))
        print("share link:", walks[-1][2])
        rows = weight(server.url)
        for name, raw, packed in rows:
            print(f"  {name:18} {raw:7,} bytes  gzip {packed:6,}")
        print(f"  {'total':18} {sum(r[1] for r in rows):7,} bytes  gzip {sum(r[2] for r in rows):6,}")
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
