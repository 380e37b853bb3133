"""``oracle search QUERY [--json] [--limit N]``.

Prints the best hits, one per line with its permalink and a snippet; with
``--json`` a list, best first, of hits as ``/api/search`` gives them
(docs/architecture.md, "Search results"), urls relative. A notice about the query (it was malformed
and read as words, or a word was corrected) goes to stderr, so ``--json``
output stays a clean list.
"""

from __future__ import annotations

import argparse
import json
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", nargs="+", help='words, "phrases", -negation, or, and fields: kind: '
                        "faction: set: type: area: power>=N breakpoint<N")
    parser.add_argument("--json", action="store_true", help="print the hits as a JSON list")
    parser.add_argument("--limit", type=int, default=10, help="how many hits (default 10)")


def _bracketed(text: str, spans: list) -> str:
    """The text with each highlighted span in [brackets]."""
    out, pos = [], 0
    for start, end in spans:
        out.append(text[pos:start] + "[" + text[start:end] + "]")
        pos = end
    return "".join(out) + text[pos:]


def command(args: argparse.Namespace) -> int:
    from oracle.search import engine

    text = " ".join(args.query)
    try:
        result = engine.search(text, limit=max(1, args.limit))
    except FileNotFoundError as exc:
        print(f"oracle search: {exc}", file=sys.stderr)
        return 1
    if result.notice:
        print(f"note: {result.notice}", file=sys.stderr)
    if args.json:
        print(json.dumps([h.to_dict() for h in result.hits], indent=2, ensure_ascii=False))
        return 0
    if not result.hits:
        print("no results")
        suggestions = engine.suggest(text)
        if suggestions:
            print("did you mean: " + "; ".join(suggestions))
        return 0
    for i, hit in enumerate(result.hits, 1):
        print(f"{i:>2}. {hit.title}  [{hit.kind}]  {hit.url}")
        if hit.subtitle:
            print(f"    {hit.subtitle}")
        if hit.superseded_by:
            print(f"    superseded by {hit.superseded_by['title']} ({hit.superseded_by['url']})")
        snippet = _bracketed(hit.snippet, hit.highlights)
        if snippet:
            print(f"    {snippet}")
        if hit.also_in:
            print("    also in: " + "; ".join(c["document"] or c["id"] for c in hit.also_in))
    if result.total > len(result.hits):
        print(f"({len(result.hits)} of {result.total})")
    return 0
