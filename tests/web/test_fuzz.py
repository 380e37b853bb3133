"""Random input never makes the API answer 500 (hypothesis, a few dozen cases each)."""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

yaml_like = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(["id: x", "steps:", "  - play: Ninja Acolyte", "  - advance: draw", "setup:",
                              "  players: [{name: A}]", "expect: {vp: {A: 1}}", "cards: [", "  choose: [x]",
                              "&a [*a, *a]", "- - -", "title: <script>", "\t", "seed: 99999999999999999999"]),
             max_size=12).map("\n".join),
)


@FAST
@given(body=yaml_like)
def test_run_never_500(client, body):
    resp = client.post("/api/run", data=body.encode("utf-8"), content_type="text/yaml")
    assert resp.status_code in (200, 400, 413, 422, 503), resp.status_code
    assert resp.is_json


@FAST
@given(q=st.text(max_size=120))
def test_search_and_autocomplete_never_500(client, q):
    for url in ("/api/search", "/api/autocomplete", "/api/cards/named", "/search"):
        key = "fuzzy" if url.endswith("named") else "q"
        resp = client.get(url, query_string={key: q})
        assert resp.status_code < 500, (url, q, resp.status_code)


@FAST
@given(body=yaml_like, step=st.integers(-3, 5), answer=st.one_of(st.text(max_size=20), st.lists(st.text(max_size=5))))
def test_answer_never_500(client, body, step, answer):
    resp = client.post("/api/answer", json={"yaml": body, "step": step, "answer": answer})
    assert resp.status_code in (200, 400), resp.status_code
