"""Checks every request passes before a view sees it.

* **Hosts.** ``HostGuard`` (WSGI middleware): with an external URL configured
  (``ORACLE_EXTERNAL_URL``), every link the app builds uses it whatever ``Host:`` a request
  claims; otherwise only the trusted hosts (``ORACLE_TRUSTED_HOSTS``, default loopback names)
  are answered. A forged ``Host:`` is never echoed into a share or permalink URL.
* **Sizes.** A path or query string past its cap is refused before any lookup.
* **Writes.** A POST from another site (``Sec-Fetch-Site``, ``Origin``) is refused, and each
  POST endpoint takes only the content types a page on another site cannot send without asking
  first (JSON; YAML for ``/api/run``): a form or ``text/plain`` post is refused.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable
from urllib.parse import urlsplit

from flask import abort, request

MAX_PATH = 512
MAX_QUERY = 2048
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]", "::1")

#: Content types each POST endpoint accepts (others answer 415).
JSON_TYPES = ("application/json",)
YAML_TYPES = ("text/yaml", "application/yaml", "application/x-yaml", "text/x-yaml")
_TYPE_NAMES = {JSON_TYPES[0]: "JSON", YAML_TYPES[0]: "YAML"}


def _host_name(host: str) -> str:
    """``example.org:8000`` -> ``example.org``; ``[::1]:80`` -> ``[::1]``."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[: host.find("]") + 1] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class HostGuard:
    """WSGI middleware: pin the host to ``external_url``, or answer only ``trusted`` hosts."""

    def __init__(self, app: Callable, external_url: str | None, trusted: Iterable[str]):
        self.app = app
        self.trusted = {h.strip().lower() for h in trusted if h.strip()}
        self.external = urlsplit(external_url) if external_url else None
        if self.external is not None and not (self.external.scheme and self.external.netloc):
            raise ValueError(f"ORACLE_EXTERNAL_URL must be a full URL such as https://oracle.example.org, "
                             f"not {external_url!r}")

    def allowed(self, host: str) -> bool:
        name = _host_name(host)
        return any(name == t or (t.startswith(".") and name.endswith(t)) for t in self.trusted)

    def __call__(self, environ: dict[str, Any], start_response: Callable):
        if self.external is not None:
            environ["HTTP_HOST"] = self.external.netloc
            environ["wsgi.url_scheme"] = self.external.scheme
            environ["SCRIPT_NAME"] = self.external.path.rstrip("/")
            return self.app(environ, start_response)
        host = environ.get("HTTP_HOST") or environ.get("SERVER_NAME", "")
        if not self.allowed(host):
            body = ("This server does not answer to the host name this request gives. Its operator can add "
                    "the name to ORACLE_TRUSTED_HOSTS or set ORACLE_EXTERNAL_URL (docs/deploy.md).\n").encode()
            start_response("400 Bad Request", [("Content-Type", "text/plain; charset=utf-8"),
                                               ("Content-Length", str(len(body)))])
            return [body]
        return self.app(environ, start_response)


def check_sizes() -> None:
    if len(request.path) > MAX_PATH:
        abort(414, description=f"This address is too long ({len(request.path):,} characters; "
                               f"the limit is {MAX_PATH}).")
    if len(request.query_string) > MAX_QUERY:
        abort(414, description=f"This address's query is too long ({len(request.query_string):,} characters; "
                               f"the limit is {MAX_QUERY}).")


def check_write(accepted: dict[str, tuple[str, ...]]) -> None:
    """Refuse cross-site POSTs, and content types the endpoint does not take (``accepted``:
    endpoint -> types; JSON only where not listed)."""
    if request.method != "POST" or request.routing_exception is not None:
        return  # not a write, or no such endpoint (a 404 or 405 says so)
    site = request.headers.get("Sec-Fetch-Site")
    if site and site not in ("same-origin", "none"):
        abort(403, description="This request came from another web site, so it was refused.")
    origin = request.headers.get("Origin")
    if origin and origin != "null" and urlsplit(origin).netloc.lower() != request.host.lower():
        abort(403, description="This request came from another web site, so it was refused.")
    if origin == "null":
        abort(403, description="This request came from a page without an origin, so it was refused.")
    kinds = accepted.get(request.endpoint or "", JSON_TYPES)
    mimetype = request.mimetype
    if mimetype not in kinds:
        names = " or ".join(_TYPE_NAMES[k] for k in kinds if k in _TYPE_NAMES)
        types = " or ".join(k for k in kinds if k in _TYPE_NAMES)
        abort(415, description=f"Send {names} (Content-Type: {types}), not {mimetype or 'a body without a type'}.")
