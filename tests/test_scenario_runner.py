"""The scenario runner and ``oracle run``: errors with lines, references, determinism, exit codes."""

from __future__ import annotations

import json
import textwrap
import types
from pathlib import Path

import pytest

from oracle.cli import main
from oracle.engine.abilities_hook import clear_cache
from oracle.scenario import run_text

BASIC = """
id: t/basic
title: basic
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Five, type: minion, power: 5}
  - {name: Test Base, type: base, breakpoint: 20, vp: [4, 2, 1]}
  - {name: Next Base, type: base, breakpoint: 30, vp: [4, 2, 1]}
setup:
  players:
    - {name: Alice, hand: [Five], deck: [Ten, Ten, Five, Five]}
    - {name: Bob, deck: [Five, Ten]}
  bases:
    - base: Test Base
      minions:
        - {card: Ten, controller: Alice, as: alices-ten}
        - {card: Ten, controller: Bob, as: bobs-ten}
  base_deck: [Next Base]
steps:
  - play: Five
    base: Test Base
  - advance: next
expect:
  vp: {Alice: 4, Bob: 2}
  current: Bob
"""


def test_basic_passes_and_result_shape():
    r = run_text(BASIC)
    assert r["passed"], (r["failures"], r["error"])
    for k in ("id", "title", "cites", "passed", "failures", "error", "log", "board_before", "board_after",
              "pending_prompt"):
        assert k in r
    assert r["log"][0]["text"] == "Alice plays Five on Test Base"
    assert r["log"][0]["step"] == 0 and "rules/play-cards" in r["log"][0]["cites"]
    b = r["board_before"]
    assert b["current"] == "Alice" and b["bases"][0]["name"] == "Test Base"
    assert b["bases"][0]["minions"][0] == {"name": "alices-ten", "controller": "Alice", "owner": "Alice",
                                           "power": 10, "counters": 0, "actions": []}
    assert r["board_after"]["players"][0]["vp"] == 4


def test_same_file_same_log():
    a = run_text(BASIC)
    b = run_text(BASIC)
    assert json.dumps(a["log"]) == json.dumps(b["log"])


def test_failure_reports_key_expected_actual():
    r = run_text(BASIC.replace("vp: {Alice: 4, Bob: 2}", "vp: {Alice: 3, Bob: 2}"))
    assert not r["passed"] and r["error"] is None
    assert r["failures"] == [{"key": "vp.Alice", "expected": 3, "actual": 4}]


def test_unknown_card_names_line_key_and_suggestions():
    r = run_text(BASIC.replace("hand: [Five]", "hand: [Fivve]"))
    e = r["error"]
    line = BASIC.splitlines().index("    - {name: Alice, hand: [Five], deck: [Ten, Ten, Five, Five]}") + 1
    assert e["kind"] == "invalid" and e["line"] == line and e["key"] == "setup.players.hand"
    assert "Five" in e["suggestions"]


def test_unknown_card_in_a_step():
    r = run_text(BASIC.replace("  - play: Five\n", "  - play: Fiev\n"))
    e = r["error"]
    line = BASIC.splitlines().index("  - play: Five") + 1
    assert e["key"] == "steps[0].play" and e["line"] == line and "Five" in e["suggestions"]


def test_unknown_key_suggests_the_right_one():
    r = run_text(BASIC.replace("expect:\n  vp", "expcet:\n  vp"))
    assert r["error"]["key"] == "scenario.expcet" and "expect" in r["error"]["suggestions"]


def test_yaml_syntax_error_has_a_line():
    r = run_text("id: x\nsetup: [\n")
    assert r["error"]["kind"] == "invalid" and r["error"]["line"]


def test_ambiguous_reference_lists_candidates():
    r = run_text(BASIC.replace("vp: {Alice: 4, Bob: 2}", "power: {Ten: 10}"))
    e = r["error"]
    assert e is not None and "ambiguous" in e["message"]
    assert "alices-ten" in e["message"] and "bobs-ten" in e["message"]


def test_as_names_resolve():
    r = run_text(BASIC.replace("vp: {Alice: 4, Bob: 2}", "at: {alices-ten: discard of Alice}"))
    assert r["passed"], r["failures"]


def test_refused_step_without_error_expectation_fails():
    r = run_text(BASIC.replace("  - advance: next\n", "  - play: Ten\n    base: Test Base\n  - advance: next\n"))
    assert not r["passed"]
    assert r["failures"][0]["key"] == "steps[1]"


def test_limits_max_steps():
    r = run_text(BASIC, limits={"max_steps": 1})
    assert r["error"]["kind"] == "limit" and "limit exceeded" in r["error"]["message"]


def test_unimplemented_card_is_refused_unless_allowed(monkeypatch):
    """A library minion with ability text but no registered ability is refused, never played blank
    (here Laseratops, its registration removed for the test)."""
    from oracle.abilities import registry

    registry.load_all()
    monkeypatch.delitem(registry._REGISTRY, registry._key("Laseratops"))
    clear_cache()  # the engine caches each card's abilities: forget them while the registration is gone
    try:
        _unimplemented_refused(types.SimpleNamespace(name="Laseratops"))
    finally:
        monkeypatch.undo()
        clear_cache()  # and forget the blank ones, so later tests in this process see Laseratops again


def _unimplemented_refused(card):
    text = textwrap.dedent(f"""
    id: t/unimpl
    title: t
    cards:
      - {{name: Test Base, type: base, breakpoint: 50, vp: [4, 2, 1]}}
    setup:
      players:
        - {{name: Alice, hand: ["{card.name}"]}}
        - {{name: Bob}}
      bases: [Test Base]
    steps:
      - play: "{card.name}"
        base: Test Base
    expect:
      error: ability is not implemented
    """)
    r = run_text(text)
    assert r["passed"], r["failures"]
    r = run_text("allow_unimplemented: true\n" + text.replace("expect:\n  error: ability is not implemented",
                                                               f'expect:\n  at: {{"{card.name}": Test Base}}'))
    assert r["passed"], (r["failures"], r["error"])


def test_cli_exit_codes(tmp_path, capsys):
    good = tmp_path / "good.yaml"
    good.write_text(BASIC)
    bad = tmp_path / "bad.yaml"
    bad.write_text(BASIC.replace("vp: {Alice: 4, Bob: 2}", "vp: {Alice: 1}"))
    invalid = tmp_path / "invalid.yaml"
    invalid.write_text(BASIC.replace("hand: [Five]", "hand: [Fivve]"))
    assert main(["run", str(good)]) == 0
    assert main(["run", str(good), str(bad)]) == 1
    assert main(["run", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert "invalid.yaml:11" in out and "Five" in out
    assert main(["run", str(good), "--json"]) == 0
    obj = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert obj["passed"] and obj["log"] and obj["log"][0]["cites"]
    assert main(["run", str(good), "--board"]) == 0
    assert "board before" in capsys.readouterr().out


def test_logs_identical_across_processes(tmp_path):
    """Same file, same log byte for byte, whatever the interpreter's hash seed."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    outs = []
    for seed in ("1", "999"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        p = subprocess.run([sys.executable, "-m", "oracle.cli", "run", "scenarios/rules", "--json"], cwd=root,
                           env=env, capture_output=True, text=True, timeout=300)
        outs.append(p.stdout)
    assert outs[0] and outs[0] == outs[1]


def test_probes_are_checked_apart_on_the_final_board():
    """A ruling's claim runs its scenario with extra expectations (oracle.claims): each is
    reported apart with how many checks it makes, and the scenario's own result is unchanged."""
    from oracle.scenario.runner import run_file

    path = Path(__file__).resolve().parent.parent / "scenarios/rulings/teddy-bears/cuddle-not-actions-on-it.yaml"
    result = run_file(path, probes=[{"power": {"Grunt": 5}}, {"power": {"Grunt": 3}, "at": {"Cuddle": "discard of Alice"}},
                             {"power": {"Nobody": 1}}])
    assert result["passed"] and not result["failures"]
    shown, contrary, bad = result["probes"]
    assert shown == {"checks": 1, "failures": [], "error": None}
    assert contrary["checks"] == 2 and [f["key"] for f in contrary["failures"]] == ["power.Grunt", "at.Cuddle"]
    assert bad["error"] and "Nobody" in bad["error"]


def test_no_log_states_an_absence():
    """expect.no_log (docs/abilities.md): fails once per text that is in the log."""
    from oracle.scenario.runner import run_file

    path = Path(__file__).resolve().parent.parent / "scenarios/rulings/rules/search-reveal-and-shuffle.yaml"
    result = run_file(path, probes=[{"no_log": ["reveals Walker", "shuffles their deck"]}, {"no_log": ["Bob wins"]}])
    present, absent = result["probes"]
    assert present["checks"] == 2 and [f["expected"] for f in present["failures"]] == [
        "reveals Walker", "shuffles their deck"]
    assert absent == {"checks": 1, "failures": [], "error": None}


def test_oracle_claims_lists_what_the_build_would_find(capsys):
    assert main(["claims", "rules/tie-10-10-5", "--all"]) == 0
    out = capsys.readouterr().out
    assert "verified     rules/tie-10-10-5: all 3 claims proven both ways" in out
    assert "proven    #2 The player with 5 power then gets third place, not second." in out
    assert out.rstrip().endswith("claims 3/3 proven both ways")


COINS = """
id: t/coins
title: t
coins: {coins}
cards:
  - {{name: Runt, type: minion, power: 2}}
  - {{name: Base B, type: base, breakpoint: 100, vp: [3, 2, 1]}}
setup:
  players:
    - {{name: Alice, hand: [Runt]}}
    - {{name: Bob}}
  bases: [Goblin Town, Base B]
steps:
  - play: Runt
    base: Goblin Town
expect:
  counters: {{Runt: {n}}}
"""


def test_coins_force_flips_in_order_and_must_all_be_used():
    """coins: forces the coin flips (Goblin Town: heads gives a +1 power counter); the opposite result fails;
    a coin left unflipped fails; a value other than heads/tails is an invalid file."""
    assert run_text(COINS.format(coins="[heads]", n=1))["passed"]
    assert run_text(COINS.format(coins="[tails]", n=0))["passed"]
    assert not run_text(COINS.format(coins="[tails]", n=1))["passed"]
    left = run_text(COINS.format(coins="[heads, tails]", n=1))
    assert not left["passed"] and [f["key"] for f in left["failures"]] == ["coins"]
    bad = run_text(COINS.format(coins="[edge]", n=0))
    assert bad["error"] is not None and "heads or tails" in bad["error"]["message"]
