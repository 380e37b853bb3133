"""Fuzzing the scenario loader and runner with generated hostile input.

Whatever a stranger pastes into the sandbox, ``run_text`` must answer with a
result dict — a pass, a failure or an ``error`` naming what is wrong — and never
raise, hang or run code. Three generators: arbitrary text, YAML-shaped documents
built from the format's own keys with random values, and small mutations of a
valid scenario.
"""

from __future__ import annotations

import copy

import pytest
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


# A rich scenario that uses most keys of the format; the fuzzer replaces or deletes the
# values at a few of its key paths with values of every kind (None, numbers, lists, mappings).
RICH = """\
id: fuzz/rich
title: rich
seed: 3
allow_unimplemented: true
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Two, type: minion, power: 2}
  - {name: Boost, type: action, play_on: minion}
  - {name: Titan T, type: titan, power: 5, instead_of: minion}
  - {name: Test Base, type: base, breakpoint: 5, vp: [3, 2, 1], monsters: 1}
  - {name: Other Base, type: base, breakpoint: 30, vp: [3, 2, 1]}
  - {name: Mon, type: monster, power: 3, treasure: 1}
  - {name: Loot, type: treasure, as_type: action}
setup:
  players:
    - {name: Alice, vp: 1, hand: [Ten, {card: Two, as: two-a}], deck: [Two, Boost], discard: [Boost],
       titans: [Titan T], stasis: [{card: Two, stasis: 1}]}
    - Bob
  current: Alice
  phase: play
  turn: 2
  plays: {minions: 0, actions: 0}
  bases:
    - base: Test Base
      minions:
        - {card: Two, controller: Bob, counters: 1, actions: [{card: Boost, controller: Alice}]}
        - {card: Mon}
      actions: [{card: Boost, controller: Bob}]
    - {base: Other Base, as: ob}
  base_deck: [Other Base]
  monster_deck: [Mon]
  treasure_deck: [Loot]
  madness: 3
steps:
  - play: Ten
    base: Test Base
  - {expect: {power: {Ten: 10}, totals: {Test Base: {Alice: 10}}, breakpoint: {Test Base: 5}}}
  - play: Boost
    on: Ten
    player: Alice
  - advance: draw
    choose: [pass]
  - talent: Ten
  - special: Ten
expect:
  vp: {Alice: 4}
  hand: {Alice: [two-a]}
  deck: {Alice: []}
  discard: {Bob: []}
  deck_count: {Alice: 0}
  at: {Ten: Test Base}
  controller: {Ten: Alice}
  counters: {Ten: 0}
  bases: [Other Base]
  current: Alice
  phase: draw
  winner: none
  log: [plays]
  error: nope
"""
RICH_DOC = yaml.safe_load(RICH)


def _paths(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, path + (i,))


RICH_PATHS = list(_paths(RICH_DOC))[1:]
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-5, 10**9), st.floats(), st.text(max_size=8),
              st.sampled_from(["Ten", "Two", "Alice", "Bob", "Test Base", "ob", "two-a", "minion", "action",
                               "next", "draw", "Madness", "Mon", "Loot", "Titan T"])),
    lambda c: st.one_of(st.lists(c, max_size=3),
                        st.dictionaries(st.sampled_from(["card", "as", "name", "controller", "base", "Alice", "Ten"]),
                                        c, max_size=3)),
    max_leaves=6)


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(RICH_PATHS), values, st.booleans()), min_size=1, max_size=3))
def test_values_of_the_wrong_kind_never_crash(edits):
    doc = copy.deepcopy(RICH_DOC)
    for path, value, delete in edits:
        holder = doc
        try:
            for k in path[:-1]:
                holder = holder[k]
            if delete and isinstance(holder, dict):
                del holder[path[-1]]
            else:
                holder[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            pass  # an earlier edit removed or replaced this path
    check(run_text(yaml.safe_dump(doc, allow_unicode=True), limits=LIMITS))


@pytest.mark.parametrize("text, key", [
    ("cards: true", "cards"),
    ("setup: {players: [{name: Alice, hand: Ten}]}", "setup.players.hand"),
    ("setup: {players: [Alice], bases: [{base: B, minions: {card: X}}]}", "setup.bases.minions"),
    ("setup: {players: [Alice]}\nexpect: {vp: {Alice: [1]}}", "expect.vp.Alice"),
    ("setup: {players: [Alice]}\nexpect: {power: null}", "expect.power"),
    ("setup: {players: [Alice]}\nsteps: [{play: [Ten]}]", "steps[0].play"),
])
def test_a_value_of_the_wrong_kind_is_invalid_with_line_and_key(text, key):
    err = run_text(text, limits=LIMITS)["error"]
    assert err["kind"] == "invalid" and err["key"] == key and err["line"], err
