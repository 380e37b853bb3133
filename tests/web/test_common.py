"""How a scenario's log is split into steps for display."""

from __future__ import annotations

from web.views.common import group_log, step_label


def test_every_step_gets_a_group_in_order():
    log = [{"text": "a", "cites": [], "step": 0}, {"text": "b", "cites": [], "step": 2}]
    groups = group_log(log, ["play: X", "checkpoint: {vp: {A: 1}}", "advance: draw"])
    assert [g["step"] for g in groups] == [0, 1, 2]
    assert [len(g["events"]) for g in groups] == [1, 0, 1]
    assert groups[1]["label"].startswith("checkpoint")


def test_setup_events_come_first_and_a_stopped_run_hides_later_steps():
    log = [{"text": "setup", "cites": [], "step": None}, {"text": "a", "cites": [], "step": 0}]
    groups = group_log(log, ["play: X", "play: Y"], complete=False)
    assert [g["step"] for g in groups] == [None, 0]
    assert group_log([], ["play: X"]) == []


def test_step_labels_read_like_the_file():
    assert step_label({"play": "Ninja Acolyte", "base": "Base A", "choose": ["Four"]}) == \
        "play: Ninja Acolyte, base: Base A, choose: [Four]"
    assert step_label({"expect": {"vp": {"Alice": 4}}}) == "checkpoint: {vp: {Alice: 4}}"
    # a bare ``on:`` key, which YAML 1.1 reads as true, reads as the file wrote it
    from web.views.common import parse_steps
    assert parse_steps("steps:\n  - play: Too Tough\n    on: Grunt\n") == ["play: Too Tough, on: Grunt"]
