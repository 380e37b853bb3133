"""Fixtures for the web tests: a real build in a temporary data folder.

The whole web suite shares one build (session scope): ``ORACLE_DATA_DIR`` points
at a temporary folder, ``oracle.build.ensure_built()`` fills it from the
repository's corpus, rulings and scenarios, and every app and server the tests
start reads that folder.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path

import pytest

# This folder is named ``web`` like the app's package; when pytest puts ``tests/``
# on sys.path, ``import web`` could find this folder as a namespace package.
# Make sure the repository's ``web`` package wins.
REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path[:1]:
    sys.path.insert(0, str(REPO_ROOT))
_web = sys.modules.get("web")
if _web is not None and getattr(_web, "__file__", None) is None:
    del sys.modules["web"]


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("oracle-data")
    old = os.environ.get("ORACLE_DATA_DIR")
    os.environ["ORACLE_DATA_DIR"] = str(folder)
    try:
        from oracle.search import engine

        engine.reset_engines()
    except ImportError:
        engine = None
    from oracle.build import ensure_built

    ensure_built()
    yield folder
    if engine is not None:
        engine.reset_engines()
    if old is None:
        os.environ.pop("ORACLE_DATA_DIR", None)
    else:
        os.environ["ORACLE_DATA_DIR"] = old


@pytest.fixture(scope="session")
def db_file(data_dir):
    return data_dir / "oracle.db"


@pytest.fixture(scope="session")
def app(db_file):
    from web import create_app

    return create_app({"TESTING": True, "DATABASE": str(db_file)})


@pytest.fixture
def client(app):
    return app.test_client()


class Data:
    """Look-ups in the built database, so tests follow the real corpus."""

    def __init__(self, path):
        self.con = sqlite3.connect(str(path))
        self.con.row_factory = sqlite3.Row

    def rows(self, sql, params=()):
        try:
            return [dict(r) for r in self.con.execute(sql, params).fetchall()]
        except sqlite3.OperationalError:
            return []

    def one(self, sql, params=()):
        rows = self.rows(sql, params)
        return rows[0] if rows else None

    def need(self, sql, params=(), why="the build has no such row"):
        row = self.one(sql, params)
        if row is None:
            pytest.skip(why)
        return row


@pytest.fixture(scope="session")
def data(db_file):
    return Data(db_file)


def engine_available() -> bool:
    try:
        from oracle import scenario
    except ImportError:
        return False
    return hasattr(scenario, "run_text")
