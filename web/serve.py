"""``oracle serve``: build the data if needed, then serve the web app on every core.

gunicorn serves it: one worker process per core (``--workers``), each with a few threads
(``--threads``), and each web worker with its own small pool of sandbox processes
(``web.isolation``) that run the engine. A web worker that stops answering for ``--timeout``
seconds is killed and replaced by gunicorn. Flask's development server (with the reloader and
the debugger) runs only with ``--debug``.
"""

from __future__ import annotations

import argparse
import os
import sys


#: Threads of a web worker that sandbox runs never hold, so pages answer while runs wait.
PAGE_THREADS = 32


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--debug", action="store_true", help="Flask's development server with the debugger")
    parser.add_argument("--workers", type=int, default=0,
                        help="web worker processes (default: one per core)")
    parser.add_argument("--threads", type=int, default=128,
                        help=f"threads per web worker (default 128: a thread waiting for a sandbox run costs "
                             f"little; runs may hold all but {PAGE_THREADS})")
    parser.add_argument("--timeout", type=int, default=30,
                        help="seconds a web worker may stay silent before it is replaced (default 30)")
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
    url = f"http://{args.host}:{args.port}/"
    if args.debug:
        from web import create_app

        print(f"oracle serve: Flask development server on {url}", file=sys.stderr)
        create_app().run(host=args.host, port=args.port, debug=True)
        return 0
    workers = args.workers or cores()
    print(f"oracle serve: serving on {url} with {workers} worker processes", file=sys.stderr, flush=True)
    run_gunicorn({
        "bind": f"{args.host}:{args.port}",
        "workers": workers,
        "threads": args.threads,
        "worker_class": "gthread",
        "timeout": args.timeout,
        "graceful_timeout": 10,
        "limit_request_line": 4094,  # a longer request line is refused by gunicorn itself
        "accesslog": None,
        "errorlog": "-",
        "loglevel": "warning",
        "post_worker_init": _start_sandbox_pool,
    })
    return 0


def _start_sandbox_pool(worker) -> None:
    """Start the worker's sandbox processes in the background, so the first run does not wait."""
    import threading

    app = worker.wsgi
    app.config["SANDBOX_WAITING_ROOM"] = max(1, worker.cfg.threads - PAGE_THREADS)

    def start() -> None:
        from web import isolation

        isolation.pool(**isolation.settings(app.config))

    threading.Thread(target=start, name="sandbox-pool-start", daemon=True).start()


def run_gunicorn(options: dict) -> None:
    """gunicorn run from Python with ``options`` (no config file, no command line)."""
    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                self.cfg.set(key, value)

        def load(self):
            from web import create_app

            return create_app()

    Server().run()
