"""A run as a player reads it (oracle.scenario.summary) and errors with their fix (oracle.scenario.hints)."""

from __future__ import annotations

from pathlib import Path

import yaml

from oracle.scenario import run_text
from oracle.scenario.hints import explain
from oracle.scenario.summary import outcome

ROOT = Path(__file__).resolve().parents[1]
FULL_SAIL = (ROOT / "scenarios/cards/pirates/full-sail-before-scoring.yaml").read_text()

REFUSED = (ROOT / "tests/sandbox_inputs/special-refused-after-scoring.yaml").read_text()


def _outcome(text):
    return outcome(run_text(text, interactive=True), yaml.safe_load(text))


def test_full_sail_before_scoring_reads_as_sentences():
    out = _outcome(FULL_SAIL)
    assert out["verdict"] == "passed"
    assert "Alice's Four moved from Scoring Base to Base C before Scoring Base scored." in out["summary"]
    scored = [s for s in out["summary"] if s.startswith("Scoring Base scored:")]
    assert scored and "Bob 1st with 6 power, 3 VP" in scored[0]
    assert "VP now: Alice 0, Bob 3." in out["summary"]
    assert out["summary"][-1] == "It is now Bob's turn, draw phase."


def test_changes_mark_what_moved_and_who_scored():
    out = _outcome(FULL_SAIL)
    assert out["changes"]["bases"]["Base C"]["arrived"] == ["Four"]
    assert out["changes"]["players"]["Bob"]["vp"] is True
    assert out["changes"]["players"]["Alice"]["vp"] is False
    assert "Full Sail" in out["changes"]["players"]["Alice"]["discard"]
    assert out["changes"]["new_bases"] == ["Base D"]


def test_a_refused_step_with_nothing_expected_is_a_refusal_not_a_failure():
    out = _outcome(REFUSED)
    assert out["verdict"] == "refused"
    assert out["expects"] is False
    assert out["refusals"] and out["refusals"][0]["step"] == 1
    assert "Full Sail" in out["refusals"][0]["message"]
    assert any(s.startswith("Step 2 (special: Full Sail) was refused:") for s in out["summary"])


def test_the_same_refusal_fails_when_the_scenario_expects_something():
    text = REFUSED + "expect:\n  vp: {Alice: 0}\n"
    assert _outcome(text)["verdict"] == "failed"


def test_waiting_for_a_prompt_says_who_and_what():
    text = FULL_SAIL.split("    choose:")[0] + "expect:\n  vp: {Bob: 3}\n"
    out = _outcome(text)
    assert out["verdict"] == "waiting"
    assert out["summary"][-1].startswith("Waiting for Alice to answer: Me First!")
    assert "Scoring Base is about to score." in out["summary"]


def test_current_at_the_top_level_says_it_belongs_under_setup():
    text = "setup:\n  players: [Alice, Bob]\ncurrent: Bob\n"
    err = explain(run_text(text)["error"])
    assert err["line"] == 3
    assert err["fix"].startswith("`current` belongs under `setup`")
    assert err["field"] == "setup.current"


def test_other_misplaced_keys_get_their_home():
    assert explain({"message": "unknown key 'hand' in setup", "key": "setup.hand"})["fix"].startswith(
        "`hand` belongs to a player")
    assert explain({"message": "unknown key 'play' in scenario", "key": "scenario.play"})["fix"].startswith(
        "`play` is part of a step")
    assert explain({"message": "unknown key 'zzz' in scenario", "key": "scenario.zzz"})["fix"] is None
    assert explain({"message": "unknown card 'Ful Sail'", "suggestions": ["Full Sail"]})["fix"].startswith(
        "did you mean “Full Sail”")


def test_an_unimplemented_card_says_how_to_go_on():
    err = explain({"message": "Head Grabber's ability is not implemented (set allow_unimplemented: true to treat it "
                              "as blank)", "kind": "unimplemented", "key": "setup.bases"})
    assert "allow_unimplemented: true" in err["fix"] and err["field"] == "setup.bases"
