"""Fuzzing the scenario loader and runner with generated hostile input.

Whatever a stranger pastes into the sandbox, ``run_text`` must answer with a
result dict — a pass, a failure or an ``error`` naming what is wrong — and never
raise, hang or run code. Three generators: arbitrary text, YAML-shaped documents
built from the format's own keys with random values, and small mutations of a
valid scenario.
"""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oracle.scenario import run_text

LIMITS = {"max_steps": 200, "max_events": 2000, "max_seconds": 2}
FUZZ = settings(max_examples=2500, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)

VALID = """\
id: fuzz/valid
title: base scores
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Test Base, type: base, breakpoint: 5, vp: [3, 2, 1]}
setup:
  players: [{name: Alice, hand: [Ten]}, {name: Bob}]
  bases:
    - base: Test Base
steps:
  - play: Ten
    base: Test Base
  - advance: draw
expect:
  vp: {Alice: 3}
"""

KEYS = ["id", "title", "cites", "seed", "cards", "setup", "steps", "expect", "players", "current",
        "phase", "plays", "bases", "base", "minions", "actions", "card", "controller", "owner",
        "counters", "as", "hand", "deck", "discard", "play", "on", "talent", "special", "advance",
        "choose", "vp", "power", "totals", "at", "error", "log", "winner", "madness", "type",
        "breakpoint", "name", "base_deck", "titans", "buried"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                    st.text(max_size=30), st.sampled_from(["Ten", "Test Base", "Alice", "Bob", "Warbot",
                                                           "Madness", "draw", "next", "pass", "yes"]))
documents = st.recursive(
    scalars,
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(st.sampled_from(KEYS), children, max_size=5)),
    max_leaves=25,
)


def check(result: dict) -> None:
    assert isinstance(result, dict)
    assert set(result) >= {"passed", "failures", "log", "error"}
    assert isinstance(result["passed"], bool)
    if result["error"] is not None:
        assert result["passed"] is False
        assert isinstance(result["error"]["message"], str) and result["error"]["message"]
        # "internal" is how the runner reports an engine or ability bug: fuzzing must find none.
        assert result["error"].get("kind") != "internal", result["error"]


def test_valid_scenario_passes():
    """The seed of the mutations really runs, so mutations start from a good file."""
    result = run_text(VALID, limits=LIMITS)
    assert result["passed"], result


@FUZZ
@given(st.text(max_size=400))
def test_arbitrary_text_never_crashes(text):
    check(run_text(text, limits=LIMITS))


@FUZZ
@given(documents)
def test_format_shaped_documents_never_crash(doc):
    check(run_text(yaml.safe_dump(doc, allow_unicode=True), limits=LIMITS))


@FUZZ
@given(st.integers(0, len(VALID) - 1), st.integers(0, 40), st.text(max_size=12))
def test_mutated_scenarios_never_crash(at, cut, insert):
    check(run_text(VALID[:at] + insert + VALID[at + cut:], limits=LIMITS))


def test_python_tags_are_not_executed(tmp_path):
    marker = tmp_path / "pwned"
    text = VALID + f"evil: !!python/object/apply:os.system ['touch {marker}']\n"
    result = run_text(text, limits=LIMITS)
    assert result["error"] is not None
    assert not marker.exists()


def test_unknown_card_names_line_key_and_closest_name():
    result = run_text(VALID.replace("play: Ten", "play: Tne"), limits=LIMITS)
    err = result["error"]
    assert "Tne" in err["message"]
    assert err["line"] == 11 and err["key"] == "steps[0].play"
    assert "Ten" in err["suggestions"]


def test_a_negative_breakpoint_is_refused_with_its_key():
    result = run_text(VALID.replace("breakpoint: 5", "breakpoint: -5"), limits=LIMITS)
    assert result["error"] is not None and "breakpoint" in result["error"]["message"]
