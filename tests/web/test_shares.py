"""The share stores (web.shares): the same tests on the embedded SQLite file and on a real
PostgreSQL server.

PostgreSQL comes from ``ORACLE_TEST_POSTGRES_URL`` (``scripts/postgres.sh start`` prints one;
``.ci/run`` starts it). Without it the PostgreSQL half is skipped, unless
``ORACLE_REQUIRE_POSTGRES=1`` (set by .ci/run), where an unreachable server fails the tests.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import uuid

import pytest

from web import shares

SCENARIO = "id: share/test\ntitle: a shared scenario\nsteps: []\n"


def _postgres_url() -> str:
    url = os.environ.get("ORACLE_TEST_POSTGRES_URL")
    required = os.environ.get("ORACLE_REQUIRE_POSTGRES") == "1"
    if not url:
        if required:
            pytest.fail("ORACLE_REQUIRE_POSTGRES=1 but ORACLE_TEST_POSTGRES_URL is not set")
        pytest.skip("no PostgreSQL (set ORACLE_TEST_POSTGRES_URL, e.g. from scripts/postgres.sh start)")
    try:
        import psycopg

        with psycopg.connect(url, connect_timeout=5):
            pass
    except Exception as exc:
        if required:
            pytest.fail(f"PostgreSQL at {url} is not reachable: {exc}")
        pytest.skip(f"PostgreSQL at {url} is not reachable: {exc}")
    return url


@pytest.fixture(params=["sqlite", "postgres"])
def make_store(request, tmp_path):
    """``make_store(**limits)`` -> a store with an empty shares table of its own."""
    made: list[shares.Store] = []
    if request.param == "sqlite":
        def make(**limits):
            store = shares.SqliteStore(tmp_path / "oracle.db", shares.Limits(**limits))
            made.append(store)
            return store
    else:
        import psycopg

        url = _postgres_url()
        schema = "t_" + uuid.uuid4().hex[:12]  # a schema per test: parallel test processes never meet
        with psycopg.connect(url, autocommit=True) as con:
            con.execute(f"create schema {schema}")
        scoped = url + ("&" if "?" in url else "?") + f"options=-csearch_path%3D{schema}"

        def make(**limits):
            store = shares.PostgresStore(scoped, shares.Limits(**limits))
            made.append(store)
            return store
    yield make
    for store in made:
        store.close()
    if request.param == "postgres":
        with psycopg.connect(url, autocommit=True) as con:
            con.execute(f"drop schema {schema} cascade")


def test_same_text_same_key_and_loads_back(make_store):
    store = make_store()
    key = store.save(SCENARIO, "mine", client="a")
    assert len(key) == 8 and key == shares.share_key(SCENARIO)
    assert store.save(SCENARIO, "another title", client="b") == key
    row = store.load(key)
    assert row["yaml"] == SCENARIO and row["title"] == "mine" and row["created"].endswith("Z")
    assert store.load("nokey123") is None
    assert store.save(SCENARIO + "# changed\n", None, client="a") != key


def test_concurrent_identical_saves_all_get_the_key(make_store):
    store = make_store()
    keys, errors = [], []

    def save() -> None:
        for _ in range(10):
            try:
                keys.append(store.save(SCENARIO, None, client="racer"))
            except Exception as exc:  # the race the review found answered 500 here
                errors.append(exc)

    threads = [threading.Thread(target=save) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(keys) == 80 and set(keys) == {shares.share_key(SCENARIO)}


def test_a_key_taken_by_another_text_moves_to_the_next_salt(make_store):
    store = make_store()
    taken = shares.share_key(SCENARIO)
    store._execute(store._sql("insert into shares (key, yaml, title, created, client, size) "
                              "values (?, ?, ?, ?, ?, ?)"), (taken, "other", None, "2026", "x", 5), fetch=False)
    key = store.save(SCENARIO, None, client="a")
    assert key == shares.share_key(SCENARIO, 1) and store.load(key)["yaml"] == SCENARIO
    assert store.save(SCENARIO, None, client="a") == key


def test_size_limit_per_share(make_store):
    store = make_store(max_share_bytes=1024)
    with pytest.raises(shares.TooBig) as err:
        store.save("x: " + "y" * 2000, None, client="a")
    assert err.value.status == 413 and "at most 1 KB" in err.value.message


def test_rate_limit_per_client(make_store):
    store = make_store(per_client=3, window_seconds=600)
    for i in range(3):
        store.save(f"id: n{i}\n", None, client="busy")
    with pytest.raises(shares.RateLimited) as err:
        store.save("id: n3\n", None, client="busy")
    assert err.value.status == 429 and err.value.retry_after
    store.save("id: n0\n", None, client="busy")  # shared before: not a new share, not refused
    store.save("id: other\n", None, client="calm")  # another client is not held back


def test_total_store_cap(make_store):
    store = make_store(max_total_bytes=100)
    store.save("id: a\nnote: " + "x" * 60 + "\n", None, client="a")
    with pytest.raises(shares.StoreFull) as err:
        store.save("id: b\nnote: " + "x" * 60 + "\n", None, client="b")
    assert err.value.status == 503 and "full" in err.value.message


# -- SQLite's own failures: a folder that cannot be written, a full disk ----------

def test_unwritable_folder_is_unavailable(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    store = shares.SqliteStore(blocker / "oracle.db")
    with pytest.raises(shares.Unavailable) as err:
        store.save(SCENARIO, None, client="a")
    assert err.value.status == 503 and "not lost" in err.value.message
    assert store.load("abcdefgh") is None


class _FullDisk(shares.SqliteStore):
    """SQLite's own "database or disk is full", reached by capping the file at its current pages."""

    def _connect(self):
        con = super()._connect()
        pages = con.execute("pragma page_count").fetchone()[0]
        con.execute(f"pragma max_page_count = {pages}")
        return con


def test_full_disk_is_unavailable(tmp_path):
    path = tmp_path / "oracle.db"
    shares.SqliteStore(path).save(SCENARIO, None, client="a")
    store = _FullDisk(path)
    with pytest.raises(shares.Unavailable):
        store.save("id: more\nnote: " + "z" * 20000 + "\n", None, client="a")
    assert store.load(shares.share_key(SCENARIO))["yaml"] == SCENARIO


def test_app_answers_503_when_the_store_cannot_write(app, tmp_path):
    blocker = tmp_path / "blocked"
    blocker.write_text("")
    app.extensions["oracle_shares"] = shares.SqliteStore(blocker / "oracle.db")
    try:
        resp = app.test_client().post("/api/share", json={"yaml": SCENARIO})
    finally:
        del app.extensions["oracle_shares"]
    assert resp.status_code == 503 and resp.headers.get("Retry-After")
    assert "copy it from the editor" in resp.get_json()["error"]["message"]


def test_old_shares_table_gains_its_new_columns(tmp_path):
    path = tmp_path / "oracle.db"
    con = sqlite3.connect(path)
    con.execute("create table shares (key text primary key, yaml text not null, title text, created text)")
    con.execute("insert into shares values ('abcdefgh', 'id: old', 'old', '2026-01-01T00:00:00Z')")
    con.commit()
    con.close()
    store = shares.SqliteStore(path)
    assert store.load("abcdefgh")["yaml"] == "id: old"
    assert len(store.save(SCENARIO, None, client="a")) == 8
