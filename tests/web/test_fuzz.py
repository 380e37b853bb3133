"""Random input never makes the API answer 500.

With tests/test_fuzz_scenarios.py (7,500 inputs to the scenario runner) these
2,500 generated requests make the 10,000 hostile inputs of every CI run.
"""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

def examples(n: int):
    return settings(max_examples=n, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

yaml_like = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(["id: x", "steps:", "  - play: Ninja Acolyte", "  - advance: draw", "setup:",
                              "  players: [{name: A}]", "expect: {vp: {A: 1}}", "cards: [", "  choose: [x]",
                              "&a [*a, *a]", "- - -", "title: <script>", "\t", "seed: 99999999999999999999"]),
             max_size=12).map("\n".join),
)


@examples(1000)
@given(body=yaml_like)
def test_run_never_500(client, body):
    resp = client.post("/api/run", data=body.encode("utf-8"), content_type="text/yaml")
    assert resp.status_code in (200, 400, 413, 422, 503), resp.status_code
    assert resp.is_json


@examples(1000)
@given(q=st.text(max_size=120))
def test_search_and_autocomplete_never_500(client, q):
    for url in ("/api/search", "/api/autocomplete", "/api/cards/named", "/search"):
        key = "fuzzy" if url.endswith("named") else "q"
        resp = client.get(url, query_string={key: q})
        assert resp.status_code < 500, (url, q, resp.status_code)


@examples(500)
@given(body=yaml_like, step=st.integers(-3, 5), answer=st.one_of(st.text(max_size=20), st.lists(st.text(max_size=5))))
def test_answer_never_500(client, body, step, answer):
    resp = client.post("/api/answer", json={"yaml": body, "step": step, "answer": answer})
    assert resp.status_code in (200, 400, 413), resp.status_code
