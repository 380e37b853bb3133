"""The application factory.

``create_app(config)`` reads the built SQLite file (``oracle.paths.db_path()``
unless ``config["DATABASE"]`` says otherwise), registers one blueprint per
area and the error pages. Under ``/api`` every error is JSON.

Serving settings come from the environment (docs/deploy.md), each overridable in ``config``:
``ORACLE_EXTERNAL_URL`` (``EXTERNAL_URL``), ``ORACLE_TRUSTED_HOSTS`` (``TRUSTED_HOSTS``, comma
separated), ``ORACLE_SHARES_URL`` (``SHARES_URL``), ``ORACLE_PROXIES`` (``PROXIES``: how many
proxies in front set ``X-Forwarded-For``), ``ORACLE_SHARES_PER_CLIENT`` (``SHARE_LIMITS``: new
shares per client per 10 minutes).
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from web import db, guards, shares, text

MAX_BODY = 64 * 1024


def _settings() -> dict[str, Any]:
    env = os.environ
    trusted = env.get("ORACLE_TRUSTED_HOSTS")
    return {
        "EXTERNAL_URL": env.get("ORACLE_EXTERNAL_URL") or None,
        "TRUSTED_HOSTS": [h for h in trusted.split(",") if h.strip()] if trusted else list(guards.LOOPBACK_HOSTS),
        "SHARES_URL": env.get("ORACLE_SHARES_URL") or None,
        "PROXIES": int(env.get("ORACLE_PROXIES") or 0),
        "SHARE_LIMITS": ({"per_client": int(env["ORACLE_SHARES_PER_CLIENT"])}
                         if env.get("ORACLE_SHARES_PER_CLIENT") else {}),
    }


def create_app(config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__, static_folder="static", template_folder="templates")
    from oracle import paths

    app.config.update(
        DATABASE=str(paths.db_path()),
        MAX_CONTENT_LENGTH=MAX_BODY,
        # the engine stops itself at these; a worker process still running past SANDBOX_HARD_SECONDS
        # is killed (web.isolation)
        SANDBOX_LIMITS={"max_steps": 200, "max_events": 5000, "max_depth": 50, "max_seconds": 5,
                        "max_work": 2_000_000},
        SANDBOX_HARD_SECONDS=8.0,
        SANDBOX_PROCESSES=2,
        # web.isolation.Pool: runs past SANDBOX_SLOW_SECONDS leave their place to quick ones; at most
        # SANDBOX_WAITING_ROOM runs in a web process (running or waiting), each waiting at most
        # SANDBOX_WAIT_SECONDS (web.serve gives the room that many threads and pages more)
        SANDBOX_WAIT_SECONDS=20.0,
        SANDBOX_WAITING_ROOM=96,
        SANDBOX_SLOW_SECONDS=0.25,
        SANDBOX_SLOW_PROCESSES=8,
        YAML_LIMITS={"max_values": 20_000, "max_depth": 40, "max_digits": 18},
        JSON_SORT_KEYS=False,
        SEND_FILE_MAX_AGE_DEFAULT=3600,
        **_settings(),
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False
    if app.config["PROXIES"]:
        from werkzeug.middleware.proxy_fix import ProxyFix

        n = app.config["PROXIES"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n)
    app.wsgi_app = guards.HostGuard(app.wsgi_app, app.config["EXTERNAL_URL"], app.config["TRUSTED_HOSTS"])

    from web.views import api, cards, offline, pages, rulings, sandbox, scenarios, search, sections

    for module in (search, pages, offline, cards, rulings, scenarios, sandbox, api, sections):
        app.register_blueprint(module.bp)

    app.teardown_appcontext(db.close_db)
    app.jinja_env.filters["cite_string"] = text.citation
    app.jinja_env.filters["ruling_cite"] = text.ruling_citation
    app.jinja_env.filters["markdown"] = text.render_markdown
    app.jinja_env.globals["MAX_BODY"] = MAX_BODY
    from web.services import url_for_cite
    from web.views.common import controllers

    app.jinja_env.globals["controllers"] = controllers
    app.jinja_env.globals["url_for_cite"] = url_for_cite
    from web.views.sections import section_url

    app.jinja_env.globals["section_url"] = section_url
    app.jinja_env.globals["asset"] = _asset_url(app)
    _register_errors(app)
    app.before_request(guards.check_sizes)
    app.before_request(lambda: guards.check_write(
        {"api.run": guards.JSON_TYPES + guards.YAML_TYPES}))
    from web import compression

    compression.init(app)

    @app.after_request
    def security_headers(resp):
        resp.headers.setdefault(
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            "object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        )
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        return resp

    return app


def _asset_url(app: Flask):
    """``asset("oracle.css")`` -> ``/static/oracle.css?v=<mtime>``: cached for an hour, never stale."""
    import os

    from flask import url_for

    def asset(filename: str) -> str:
        try:
            version = int(os.path.getmtime(os.path.join(app.static_folder, filename)))
        except OSError:
            version = 0
        return url_for("static", filename=filename, v=version)

    return asset


def wants_json() -> bool:
    return request.path.startswith("/api/") or request.path == "/api"


def json_error(status: int, message: str, **extra: Any):
    body = {"error": {"status": status, "message": message, **extra}}
    return jsonify(body), status


def _register_errors(app: Flask) -> None:
    @app.errorhandler(db.NotBuilt)
    def not_built(exc):
        if wants_json():
            return json_error(503, str(exc))
        return render_template("error.html", status=503, title="Not built yet", message=str(exc)), 503

    from web.services import Refused

    @app.errorhandler(Refused)
    def refused(exc: Refused):
        return _refusal(exc.status, exc.message, exc.retry_after)

    @app.errorhandler(shares.ShareError)
    def share_refused(exc: shares.ShareError):
        return _refusal(exc.status, exc.message, exc.retry_after)

    def _refusal(status: int, message: str, retry_after: int | None = None):
        if wants_json():
            resp, status = json_error(status, message)
        else:
            resp = app.make_response((render_template("error.html", status=status, title="Refused",
                                                      message=message), status))
        if retry_after:
            resp.headers["Retry-After"] = str(retry_after)
        return resp, status

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        status = exc.code or 500
        if status == 413:
            message = f"request body too large: the limit is {MAX_BODY // 1024} KB"
        else:
            message = exc.description or exc.name
        if status == 404 and wants_json() and message.startswith("The requested URL was not found"):
            message = f"nothing at {request.path}: the API's endpoints are listed at /api"
        if wants_json():
            return json_error(status, message)
        if status == 404:
            from web.views.pages import not_found_page

            return not_found_page(exc.description)
        return render_template("error.html", status=status, title=exc.name, message=message), status

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        if isinstance(exc, HTTPException):
            return http_error(exc)
        app.logger.exception("unhandled error on %s", request.path)
        if wants_json():
            return json_error(500, "internal error")
        return render_template("error.html", status=500, title="Internal error",
                               message="Something went wrong on our side."), 500
