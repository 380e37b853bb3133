"""What a phone downloads, and where the answer lands on the results page.

    .venv/bin/python bench/bench_web_pages.py [--data DIR]

Through Flask's test client on the built data (``data/`` or ``--data``):

* bytes of the main pages and JSON answers as sent plain, with gzip and with
  brotli (what ``web/compression.py`` gives), and of the offline bundle the
  service worker stores on first visit;
* for every question of ``tests/search_eval.yaml``, whether an expected answer is
  the first result and among the first three, in the order the results page
  shows them (the answer box's link, then the list).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAGES = ["/", "/search?q=two+of+us+tie+for+second+place+on+a+base", "/search?q=destroy+minion",
         "/rules/rules/tie-fighter", "/factions/ninjas", "/cards/ninja-acolyte",
         "/api/search?q=two+of+us+tie+for+second+place+on+a+base&limit=50", "/static/oracle.css",
         "/offline/bundle.json"]


def ref_of(url: str) -> str:
    path = re.sub(r"^https?://[^/]+", "", url).split("#")[0]
    for prefix, kind in (("/cards/", "card:"), ("/rulings/", "ruling:"), ("/rules/", "")):
        if path.startswith(prefix):
            return kind + path[len(prefix):]
    return path


def page_order(html: str) -> list[str]:
    """The results as the page shows them: the answer box's link, then the list, each once."""
    answer = re.findall(r'<h2 id="answer-title"><a href="([^"]+)"', html)
    listed = re.findall(r'<a class="hit-title" href="([^"]+)"', html)
    return list(dict.fromkeys(ref_of(u) for u in answer + listed))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", help="a built data folder (default: the repository's data/)")
    args = parser.parse_args(argv)
    if args.data:
        os.environ["ORACLE_DATA_DIR"] = args.data
    import yaml

    from web.app import create_app

    client = create_app().test_client()
    print(f"{'page':62} {'plain':>9} {'gzip':>8} {'brotli':>8}")
    for url in PAGES:
        sizes = []
        for encoding in ("identity", "gzip", "br"):
            resp = client.get(url, headers={"Accept-Encoding": encoding})
            assert resp.status_code == 200, url
            sizes.append(len(resp.get_data()))
        print(f"{url[:62]:62} {sizes[0]:>9,} {sizes[1]:>8,} {sizes[2]:>8,}")

    items = yaml.safe_load((ROOT / "tests" / "search_eval.yaml").read_text())
    totals: dict[str, list[int]] = {}
    for item in items:
        shown = page_order(client.get("/search", query_string={"q": item["q"]}).get_data(as_text=True))

        def right(ref: str) -> bool:
            return any(ref in e if isinstance(e, list) else ref == e for e in item["expect"])

        row = totals.setdefault(item.get("style", "other"), [0, 0, 0])
        row[0] += 1
        row[1] += bool(shown) and right(shown[0])
        row[2] += any(right(r) for r in shown[:3])
    print()
    print(f"{'questions':12} {'n':>4} {'first':>7} {'first 3':>8}   (in the order the results page shows)")
    for style, (n, first, three) in sorted(totals.items()) + [("all", [sum(v[i] for v in totals.values())
                                                                     for i in range(3)])]:
        print(f"{style:12} {n:>4} {first / n:>7.0%} {three / n:>8.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
