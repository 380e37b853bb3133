"""The ``oracle`` command line.

Each subcommand lives in the module that owns its work; that module exposes
``add_arguments(parser)`` and ``command(args) -> int`` (the exit code). The
table below is the only place that names them, and modules are imported only
when their command runs, so a slow import never slows another command.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

COMMANDS = {
    "ingest": ("oracle.ingest", "regenerate corpus/ from ../shared (seeds and card archive)"),
    "build": ("oracle.build", "build the SQLite file and the whoosh index (only what changed)"),
    "search": ("oracle.search.cli", "search rules, terms, cards and rulings"),
    "stats": ("oracle.stats", "counts of sections, cards, rulings, scenarios"),
    "run": ("oracle.scenario.cli", "run scenario files and check their expectations"),
    "claims": ("oracle.claims", "prove the claims of some rulings both ways, without a build"),
    "serve": ("web.serve", "serve the web app"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="oracle", description="Smash Up Oracle")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    chosen = argv[0] if argv else None
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(_module=module)
        if name == chosen:
            importlib.import_module(module).add_arguments(p)
    args = parser.parse_args(argv)
    if not args.command:
        parser.print_help()
        return 2
    try:
        return int(importlib.import_module(args._module).command(args) or 0)
    except BrokenPipeError:  # `oracle ... | head`: the reader left, nothing wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
