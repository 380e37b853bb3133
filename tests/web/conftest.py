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
HERE = Path(__file__).resolve().parent
if str(REPO_ROOT) not in sys.path[:1]:
    sys.path.insert(0, str(REPO_ROOT))
_web = sys.modules.get("web")
if _web is not None and getattr(_web, "__file__", None) is None:
    del sys.modules["web"]
if str(HERE) not in sys.path:
    sys.path.insert(1, str(HERE))

from webtest_support import Data  # noqa: E402  (after the path fix above)


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

    # the tests of one session share from one address into one store: no rate limit here
    # (tests/web/test_shares.py and test_attacks.py test it)
    return create_app({"TESTING": True, "DATABASE": str(db_file), "SHARE_LIMITS": {"per_client": 10**6}})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def data(db_file):
    return Data(db_file)


VERIFIED_SQL = (
    "select r.id as ruling_id, rc.card_slug, s.id as scenario_id from rulings r "
    "join ruling_cards rc on rc.ruling_id = r.id join ruling_scenarios rs on rs.ruling_id = r.id "
    "join scenarios s on s.id = rs.scenario_id where r.verified = 1 and s.passed = 1 "
    "and s.result like '%board_before%' limit 1"
)


@pytest.fixture(scope="session")
def verified_dir(data_dir):
    """The data folder and a ruling the build verified by running its scenario."""
    con = sqlite3.connect(str(data_dir / "oracle.db"))
    con.row_factory = sqlite3.Row
    try:
        row = con.execute(VERIFIED_SQL).fetchone()
    finally:
        con.close()
    assert row is not None, "the build verified no ruling about a card"
    return data_dir, dict(row)
