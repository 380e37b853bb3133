"""Shared sandbox scenarios: the one thing a web node stores.

Two stores answer the same calls: the embedded SQLite file (the default: the ``shares`` table of
the oracle's own database) and PostgreSQL, chosen with ``ORACLE_SHARES_URL=postgresql://...``
so that any number of web nodes share one store (docs/deploy.md).

What every store enforces (``Store.save``):

* the same text always gets the same key, and saving it again, even at the same moment from
  several processes or nodes, returns that key (``insert ... on conflict do nothing``, then a
  read, so there is no window between a look and a write);
* a size limit per share, a number of new shares per client per window (the rate limit is
  kept in the store itself, so it holds across worker processes and nodes), and a total size;
* a store that cannot write (disk full, read-only folder, database down) raises ``Unavailable``.
"""

from __future__ import annotations

import base64
import hashlib
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Salts tried when a key is taken by another text (8 base32 characters: 40 bits).
KEY_TRIES = 20

COLUMNS = ("key", "yaml", "title", "created", "client", "size")


@dataclass
class Limits:
    max_share_bytes: int = 32 * 1024
    max_total_bytes: int = 64 * 1024 * 1024
    per_client: int = 30
    window_seconds: int = 600


class ShareError(Exception):
    """A share refused: ``status`` (4xx, or 503) and a message for the person."""

    status = 400

    def __init__(self, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.message, self.retry_after = message, retry_after


class TooBig(ShareError):
    status = 413


class RateLimited(ShareError):
    status = 429


class StoreFull(ShareError):
    status = 503


class Unavailable(ShareError):
    status = 503


def share_key(text: str, salt: int = 0) -> str:
    digest = hashlib.sha256(f"{salt}:{text}".encode()).digest()
    return base64.b32encode(digest).decode().lower()[:8]


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _since(seconds: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - seconds))


class Store:
    """What both stores do; a subclass supplies ``_execute`` (``marker`` is its parameter mark)."""

    marker = "?"

    def __init__(self, limits: Limits | None = None):
        self.limits = limits or Limits()

    # -- what a subclass provides
    def _execute(self, sql: str, params: tuple = (), *, fetch: bool = True) -> list[tuple]:
        raise NotImplementedError

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.marker)

    # -- the calls
    def save(self, text: str, title: str | None, client: str) -> str:
        """The key of ``text`` (stored now unless it already was)."""
        size = len(text.encode("utf-8"))
        lim = self.limits
        if size > lim.max_share_bytes:
            raise TooBig(f"this scenario is {size // 1024} KB; a shared scenario can be at most "
                         f"{lim.max_share_bytes // 1024} KB")
        free_key = None
        for salt in range(KEY_TRIES):
            key = share_key(text, salt)
            row = self._execute(self._sql("select yaml from shares where key = ?"), (key,))
            if row and row[0][0] == text:
                return key  # shared before: no new row, not counted against any limit
            if not row:
                free_key = key
                break
        if free_key is None:
            raise Unavailable("no free share key for this scenario")
        self._check_room(client, size)
        for salt in range(KEY_TRIES):
            key = share_key(text, salt)
            self._execute(self._sql(
                "insert into shares (key, yaml, title, created, client, size) values (?, ?, ?, ?, ?, ?) "
                "on conflict (key) do nothing"), (key, text, title, _now(), client, size), fetch=False)
            row = self._execute(self._sql("select yaml from shares where key = ?"), (key,))
            if row and row[0][0] == text:
                return key
        raise Unavailable("no free share key for this scenario")

    def _check_room(self, client: str, size: int) -> None:
        lim = self.limits
        recent = self._execute(self._sql("select count(*) from shares where client = ? and created >= ?"),
                               (client, _since(lim.window_seconds)))[0][0]
        if recent >= lim.per_client:
            raise RateLimited(f"you have shared {recent} scenarios in the last {lim.window_seconds // 60} "
                              "minutes; wait a few minutes and share again", retry_after=60)
        total = self._execute("select coalesce(sum(size), 0) from shares")[0][0]
        if total + size > lim.max_total_bytes:
            raise StoreFull("sharing is closed for now: the store of shared scenarios is full. Copy "
                            "your scenario from the editor to keep it", retry_after=3600)

    def load(self, key: str) -> dict[str, Any] | None:
        rows = self._execute(self._sql("select key, yaml, title, created from shares where key = ?"), (key,))
        return dict(zip(("key", "yaml", "title", "created"), rows[0])) if rows else None

    def close(self) -> None:
        pass


# -- SQLite -------------------------------------------------------------------

SQLITE_TABLE = ("create table if not exists shares (key text primary key, yaml text not null, "
                "title text, created text, client text, size integer)")

#: sqlite3 messages that mean "cannot write here" rather than a bug.
_CANNOT_WRITE = ("disk is full", "readonly", "read-only", "unable to open", "disk i/o", "locked")


class SqliteStore(Store):
    """The ``shares`` table of a SQLite file (the oracle's own database by default)."""

    def __init__(self, path: str | Path, limits: Limits | None = None):
        super().__init__(limits)
        self.path = Path(path)
        self._ready = False
        self._setup_lock = threading.Lock()

    def _connect(self) -> sqlite3.Connection:
        try:
            # isolation_level=None: each statement is its own transaction, and a write takes the
            # write lock before it reads (BEGIN IMMEDIATE in _execute), so concurrent writers wait
            # for each other (timeout) instead of failing at once when a read snapshot goes stale
            con = sqlite3.connect(str(self.path), timeout=10, isolation_level=None)
            if not self._ready:
                with self._setup_lock:  # the first calls of several threads set up the table once
                    if not self._ready:
                        self._set_up(con)
            return con
        except sqlite3.Error as exc:
            self._raise_unavailable(exc)
            raise

    def _set_up(self, con: sqlite3.Connection) -> None:
        con.execute("pragma journal_mode=wal")
        con.execute(SQLITE_TABLE)
        have = {r[1] for r in con.execute("pragma table_info(shares)")}
        for column, kind in (("client", "text"), ("size", "integer")):
            if column not in have:  # the build's table (oracle.store) has only the first four
                try:
                    con.execute(f"alter table shares add column {column} {kind}")
                except sqlite3.OperationalError as exc:  # another process added it first
                    if "duplicate column" not in str(exc):
                        raise
        con.execute("create index if not exists shares_client on shares (client, created)")
        self._ready = True

    def _execute(self, sql: str, params: tuple = (), *, fetch: bool = True) -> list[tuple]:
        con = self._connect()
        try:
            if fetch:
                return con.execute(sql, params).fetchall()
            con.execute("begin immediate")
            try:
                con.execute(sql, params)
            except BaseException:
                if con.in_transaction:  # SQLite already rolled back on some errors (disk full)
                    con.execute("rollback")
                raise
            con.execute("commit")
            return []
        except sqlite3.Error as exc:
            self._raise_unavailable(exc)
            raise
        finally:
            con.close()

    @staticmethod
    def _raise_unavailable(exc: Exception) -> None:
        """``Unavailable`` for the errors that mean the file cannot be written (others are bugs)."""
        text = str(exc).lower()
        if any(words in text for words in _CANNOT_WRITE):
            raise Unavailable("sharing is unavailable right now: the server cannot write its store "
                              "(disk full or read-only). Your scenario is not lost: copy it from the editor",
                              retry_after=60) from None

    def load(self, key: str) -> dict[str, Any] | None:
        if not self.path.exists():
            return None
        try:
            return super().load(key)
        except Unavailable:
            return None


# -- PostgreSQL ---------------------------------------------------------------

POSTGRES_TABLE = ("create table if not exists shares (key text primary key, yaml text not null, "
                  "title text, created text, client text, size integer)")


class PostgresStore(Store):
    """A ``shares`` table in PostgreSQL (psycopg 3), one connection per thread."""

    marker = "%s"

    def __init__(self, url: str, limits: Limits | None = None):
        super().__init__(limits)
        import psycopg  # only needed when this store is chosen

        self._psycopg = psycopg
        self.url = url
        self._local = threading.local()
        self._schema_lock = threading.Lock()
        self._ready = False

    def _connection(self):
        con = getattr(self._local, "con", None)
        if con is None or con.closed:
            con = self._psycopg.connect(self.url, autocommit=True, connect_timeout=5)
            self._local.con = con
            if not self._ready:
                # one creator at a time, across threads and nodes (create ... if not exists races)
                with self._schema_lock, con.transaction():
                    con.execute("select pg_advisory_xact_lock(hashtext('oracle_shares_schema'))")
                    con.execute(POSTGRES_TABLE)
                    con.execute("create index if not exists shares_client on shares (client, created)")
                self._ready = True
        return con

    def _execute(self, sql: str, params: tuple = (), *, fetch: bool = True) -> list[tuple]:
        psycopg = self._psycopg
        for attempt in (1, 2):  # a connection the server closed is opened again once
            try:
                cur = self._connection().execute(sql, params)
                return cur.fetchall() if fetch else []
            except psycopg.OperationalError as exc:
                con = getattr(self._local, "con", None)
                if con is not None:
                    con.close()
                self._local.con = None
                if attempt == 2:
                    raise Unavailable("sharing is unavailable right now: the share database cannot be "
                                      "reached. Your scenario is not lost: copy it from the editor",
                                      retry_after=30) from exc
        return []

    def close(self) -> None:
        con = getattr(self._local, "con", None)
        if con is not None:
            con.close()


def open_store(url: str | None, sqlite_path: str | Path, limits: Limits | None = None) -> Store:
    """PostgreSQL when ``url`` (``ORACLE_SHARES_URL``) names it, else the SQLite file."""
    if url:
        if not url.startswith(("postgresql://", "postgres://")):
            raise ValueError(f"ORACLE_SHARES_URL must be a postgresql:// URL, not {url.split(':')[0]!r}")
        return PostgresStore(url, limits)
    return SqliteStore(sqlite_path, limits)


def store() -> Store:
    """The current app's store, opened on first use from its config (``SHARES_URL``, ``DATABASE``,
    ``SHARE_LIMITS``)."""
    from flask import current_app

    found = current_app.extensions.get("oracle_shares")
    if found is None:
        cfg = current_app.config
        found = open_store(cfg.get("SHARES_URL"), cfg["DATABASE"], Limits(**cfg.get("SHARE_LIMITS", {})))
        current_app.extensions["oracle_shares"] = found
    return found
