"""``oracle ingest``: regenerate corpus/ from the documents in ../shared.

Ingest is run by hand, its output reviewed and committed; the service never
reads ../shared. Hand corrections live in ``oracle/ingest/overrides.yaml`` and
are applied on every run, so re-running never loses them.
"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--only", choices=["seeds", "cards"], help="regenerate only one part")


def command(args: argparse.Namespace) -> int:
    if args.only in (None, "seeds"):
        from oracle.ingest import seeds

        seeds.ingest()
    if args.only in (None, "cards"):
        from oracle.ingest import cards

        cards.ingest()
    return 0
