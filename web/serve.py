"""``oracle serve``: build the data if needed, then serve the web app.

waitress serves it; Flask's development server (with the reloader and the
debugger) runs only with ``--debug``.
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--debug", action="store_true", help="Flask's development server with the debugger")
    parser.add_argument("--threads", type=int, default=8, help="waitress worker threads (default 8)")
    parser.add_argument("--no-build", action="store_true", help="serve whatever is built; do not build first")


def ensure_data() -> None:
    """Bring the SQLite file and the index up to date: a full build on first run,
    then only what changed since (a no-op build takes a fraction of a second)."""
    from oracle.build import build

    build(log=lambda message: print(f"oracle serve: {message}", file=sys.stderr))


def command(args: argparse.Namespace) -> int:
    if not args.no_build:
        try:
            ensure_data()
        except Exception as exc:  # a broken source file must not keep the last good build offline
            from oracle import paths

            print(f"oracle serve: the build failed: {exc.__class__.__name__}: {exc}", file=sys.stderr)
            if not paths.db_path().exists():
                return 1
            print("oracle serve: serving the data built before", file=sys.stderr)
    from web import create_app

    app = create_app()
    url = f"http://{args.host}:{args.port}/"
    if args.debug:
        print(f"oracle serve: Flask development server on {url}", file=sys.stderr)
        app.run(host=args.host, port=args.port, debug=True)
        return 0
    from waitress import serve

    print(f"oracle serve: serving on {url}", file=sys.stderr, flush=True)
    serve(app, host=args.host, port=args.port, threads=args.threads, ident="oracle",
          max_request_body_size=1024 * 1024)
    return 0
