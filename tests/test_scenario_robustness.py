"""Bad scenario input gets a clear result, never an exception: mutated files must
still return a result dict (an error with a message, or failures)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oracle.scenario import run_text

from test_scenario_runner import BASIC

LINES = BASIC.strip("\n").splitlines()
JUNK = ["", "  - 7", "steps: 3", "  bases: {a: 1}", "- play:", "    choose: [[], {}, null]", "expect: [1]",
        "    - {name: 5}", "  current: 9", "  madness: -1", "      minions: [{card: Ten}]", "  phase: nap",
        "    - {card: Ten, controller: Nobody}", "  - advance: sideways", "  - {play: Ten, on: Ten}",
        "cards: [{name: X, type: wizard}]", "  players: []", "      - {card: Ten, controller: Alice, as: bobs-ten}"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(LINES) - 1), st.sampled_from(["drop", "junk", "dup"]),
                          st.sampled_from(JUNK)), min_size=1, max_size=3))
def test_mutated_scenarios_never_raise(edits):
    lines = list(LINES)
    for i, how, junk in edits:
        i = min(i, len(lines) - 1)
        if how == "drop" and len(lines) > 1:
            lines.pop(i)
        elif how == "junk":
            lines.insert(i, junk)
        else:
            lines.insert(i, lines[i])
    r = run_text("\n".join(lines))
    assert isinstance(r, dict)
    if r["error"] is not None:
        assert r["error"]["message"]
    assert r["passed"] in (True, False)
