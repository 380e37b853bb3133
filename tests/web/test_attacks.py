"""The attack review of issue 16, replayed against a real ``oracle serve`` on 127.0.0.1.

Each finding is sent as the reviewer sent it. Each test asserts a clear answer (a 4xx with a
message a player understands, or the run's result) within the time limit, and that the
server still answers a page quickly afterwards (``healthy``).
"""

from __future__ import annotations

import http.client
import json
import threading
import time
import urllib.parse

import pytest

from webtest_support import Server

LIMIT_S = 12.0  # the sandbox's hard limit (8 s) plus room for a loaded test machine


@pytest.fixture(scope="module")
def server(data_dir, tmp_path_factory):
    # one proxy in front, as in docs/deploy.md: the client is the last X-Forwarded-For address
    srv = Server(data_dir, tmp_path_factory.mktemp("attacks") / "serve.log", env={"ORACLE_PROXIES": "1", "ORACLE_SHARES_PER_CLIENT": "30"},
                 args=("--no-build",), workers=0)
    srv.start()
    # the sandbox processes start in the background: wait for them (a loaded test machine is slow)
    status, _, _, _ = post_yaml(srv, "/api/run", "id: warm\nsetup:\n  players: [{name: A}, {name: B}]\n",
                                timeout=180)
    assert status == 200
    yield srv
    srv.stop()


def request(server, method: str, path: str, body: bytes | str | None = None, headers: dict | None = None,
            timeout: float = 30.0) -> tuple[int, dict, str, float]:
    """(status, headers, body text, seconds) of one request on a fresh connection."""
    con = http.client.HTTPConnection("127.0.0.1", server.port, timeout=timeout)
    start = time.monotonic()
    try:
        con.request(method, path, body=body.encode() if isinstance(body, str) else body, headers=headers or {})
        resp = con.getresponse()
        text = resp.read().decode("utf-8", "replace")
        return resp.status, dict(resp.getheaders()), text, time.monotonic() - start
    finally:
        con.close()


def post_json(server, path: str, payload, headers: dict | None = None, **kw):
    return request(server, "POST", path, json.dumps(payload), {"Content-Type": "application/json", **(headers or {})},
                   **kw)


def post_yaml(server, path: str, text: str, **kw):
    return request(server, "POST", path, text, {"Content-Type": "text/yaml"}, **kw)


def message(body: str) -> str:
    return json.loads(body)["error"]["message"]


def healthy(server, within: float = 3.0) -> None:
    status, _, body, seconds = request(server, "GET", "/")
    assert status == 200 and "<html" in body.lower()
    assert seconds < within, f"the home page took {seconds:.1f} s after the attack"


def alias_bomb(levels: int = 9) -> str:
    """~430 bytes that expand to 9**levels values (the review's 427-byte bomb)."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        refs = ", ".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    return "id: bomb\nsteps: []\nbomb:\n" + "\n".join("  " + line for line in lines) + "\n"


def microbots(n: int, aliased: bool, card: str = "Microbot Alpha") -> str:
    if aliased:
        minions = f"        - &m {{card: {card}, controller: Alice}}\n" + "        - *m\n" * (n - 1)
    else:
        minions = f"        - {{card: {card}, controller: Alice}}\n" * n
    return ("id: attack/microbots\nsetup:\n  players: [{name: Alice, factions: [robots, ninjas]}, "
            "{name: Bob, factions: [pirates, aliens]}]\n  bases:\n    - base: The Central Brain\n"
            "      minions:\n" + minions + "steps:\n  - advance: draw\n")


# -- the sandbox ----------------------------------------------------------------

def test_alias_bomb_to_run_is_refused_at_once(server):
    bomb = alias_bomb()
    assert len(bomb) < 600
    status, _, body, seconds = post_yaml(server, "/api/run", bomb)
    assert status == 413 and "aliases" in message(body)
    assert seconds < 2
    healthy(server)


def test_alias_bomb_and_deep_nesting_to_answer(server):
    status, _, body, seconds = post_json(server, "/api/answer", {"yaml": alias_bomb(), "step": 0, "answer": "x"})
    assert status == 413 and "aliases" in message(body) and seconds < 2
    deep = "steps:\n  - advance: draw\nx: " + "[" * 900 + "]" * 900 + "\n"
    status, _, body, _ = post_json(server, "/api/answer", {"yaml": deep, "step": 0, "answer": "x"})
    assert status in (400, 413) and "nested" in message(body) or "YAML" in message(body)
    nested_answer = json.loads("[" * 900 + "]" * 900)
    status, _, body, _ = post_json(server, "/api/answer", {"yaml": "steps: [{advance: draw}]", "step": 0,
                                                          "answer": nested_answer})
    assert status == 413 and "nested" in message(body)
    healthy(server)


def test_crowded_bases_run_within_the_limit(server):
    """1,990 aliased Microbot Alphas (6 KB) and 500 plain ones: power is no longer quadratic."""
    for text in (microbots(1990, aliased=True), microbots(500, aliased=False)):
        status, _, body, seconds = post_yaml(server, "/api/run", text, timeout=LIMIT_S + 10)
        assert seconds < LIMIT_S
        result = json.loads(body)
        if status == 200:
            assert result["passed"] is not None and result["board_after"]["bases"]
        else:
            assert status in (413, 422) and result["error"]["message"]
    healthy(server)


def test_eight_hostile_runs_at_once_leave_pages_fast(server):
    """Eight scenarios that ask for as much work as they can (1,000 Microbot Fixers: each adds
    to every Microbot) at once; meanwhile the home page still answers within a second."""
    hostile = microbots(1000, aliased=True, card="Microbot Fixer")
    answers: list[tuple[int, float]] = []

    def attack() -> None:
        status, _, body, seconds = post_yaml(server, "/api/run", hostile, timeout=60)
        answers.append((status, seconds, body))

    threads = [threading.Thread(target=attack) for _ in range(8)]
    for t in threads:
        t.start()
    time.sleep(0.5)
    page_times = []
    while any(t.is_alive() for t in threads) and len(page_times) < 20:
        status, _, _, seconds = request(server, "GET", "/rules")
        assert status in (200, 404)
        page_times.append(seconds)
    for t in threads:
        t.join()
    assert max(page_times) < 1.5, page_times
    for status, seconds, body in answers:
        result = json.loads(body)
        assert status in (422, 503, 200), body[:300]
        if status != 200:
            assert "limit" in result["error"]["message"] or "seconds" in result["error"]["message"] \
                or "busy" in result["error"]["message"]
    healthy(server)


def test_huge_seed_is_refused_on_run_share_and_answer(server):
    text = "id: seed\nseed: " + "9" * 5000 + "\nsteps: []\n"
    status, _, body, _ = post_yaml(server, "/api/run", text)
    assert status == 413 and "digits" in message(body)
    status, _, body, _ = post_json(server, "/api/share", {"yaml": text})
    assert status == 413 and "digits" in message(body)
    status, _, body, _ = post_json(server, "/api/answer", {"yaml": text, "step": 0, "answer": "x"})
    assert status == 413 and "digits" in message(body)
    status, _, body, _ = request(server, "POST", "/api/answer", '{"yaml": "x", "step": ' + "9" * 5000 + "}",
                                 {"Content-Type": "application/json"})
    assert status == 400 and "digits" in message(body)
    healthy(server)


# -- long addresses -------------------------------------------------------------

def test_long_card_slugs_are_refused_before_lookup(server):
    for prefix in ("/cards/", "/api/cards/"):
        status, _, body, seconds = request(server, "GET", prefix + "a" * 2000)
        assert status == 414 and "too long" in body and seconds < 2
        status, _, body, seconds = request(server, "GET", prefix + "a" * 200_000)  # refused by gunicorn
        assert 400 <= status < 500 and seconds < 2
    status, _, body, seconds = request(server, "GET", "/api/cards/named?fuzzy=" + "a" * 3000)
    assert status == 414 and seconds < 2
    status, _, body, seconds = request(server, "GET", "/api/cards/named?fuzzy=" + "a" * 190)
    assert status == 404 and seconds < 2
    healthy(server)


# -- shares ---------------------------------------------------------------------

def test_eight_identical_shares_at_once_get_one_key(server):
    text = f"id: race\ntitle: race {time.time()}\nsteps: []\n"
    results: list[tuple[int, str]] = []

    def share() -> None:
        for _ in range(5):
            status, _, body, _ = post_json(server, "/api/share", {"yaml": text})
            results.append((status, body))

    threads = [threading.Thread(target=share) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert {status for status, _ in results} == {201}, results[:3]
    assert len({json.loads(body)["key"] for _, body in results}) == 1


def test_share_size_and_rate_limits(server):
    status, _, body, _ = post_json(server, "/api/share", {"yaml": "id: big\nnote: " + "x" * 40_000 + "\n"})
    assert status == 413 and "KB" in message(body)
    client = {"X-Forwarded-For": f"198.51.100.{int(time.time()) % 250}"}  # a client of its own
    statuses = []
    for i in range(40):
        status, headers, body, _ = post_json(server, "/api/share", {"yaml": f"id: many/{i}\nsteps: []\n"}, client)
        statuses.append(status)
        if status == 429:
            assert "wait" in message(body) and headers.get("Retry-After")
            break
    assert statuses[-1] == 429 and 201 in statuses
    healthy(server)


def test_cross_site_and_non_json_writes_are_refused(server):
    text = "id: x\nsteps: []\n"
    status, _, body, _ = request(server, "POST", "/api/share", text, {"Content-Type": "text/plain"})
    assert status == 415 and "JSON" in message(body)
    status, _, body, _ = request(server, "POST", "/api/share", "yaml=" + urllib.parse.quote(text),
                                 {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 415
    status, _, body, _ = request(server, "POST", "/api/run", text, {"Content-Type": "text/plain"})
    assert status == 415
    for headers in ({"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}):
        status, _, body, _ = post_json(server, "/api/share", {"yaml": text}, headers)
        assert status == 403 and "another web site" in message(body) or "origin" in message(body)
        status, _, body, _ = post_json(server, "/api/run", {"yaml": text}, headers)
        assert status == 403
    status, _, _, _ = post_json(server, "/api/share", {"yaml": text},
                                {"Origin": server.url, "Sec-Fetch-Site": "same-origin"})
    assert status == 201


def test_forged_host_is_never_echoed(server):
    status, _, body, _ = request(server, "POST", "/api/share", json.dumps({"yaml": "id: h\nsteps: []\n"}),
                                 {"Content-Type": "application/json", "Host": "evil.example"})
    assert status == 400 and "evil.example" not in body and "host name" in body
    status, _, body, _ = request(server, "GET", "/", headers={"Host": "evil.example"})
    assert status == 400
    status, _, body, _ = post_json(server, "/api/share", {"yaml": "id: h\nsteps: []\n"})
    assert status == 201 and json.loads(body)["url"].startswith(f"http://127.0.0.1:{server.port}/s/")
    healthy(server)
