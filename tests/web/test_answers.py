"""Adding a sandbox answer to a step's ``choose`` keeps the person's text."""

from __future__ import annotations

import pytest
import yaml

from web.answers import AnswerError, add_answer

BLOCK = """\
# my scenario
id: t/x
steps:
  - advance: draw   # score both
  - play: Laseratops
    base: Base A
expect:
  vp: {Alice: 3}
"""


def choose_of(text, step):
    return yaml.safe_load(text)["steps"][step].get("choose")


def test_block_step_without_choose_gets_a_choose_line_and_keeps_comments():
    out = add_answer(BLOCK, 0, "Base A")
    assert choose_of(out, 0) == ["Base A"]
    assert "# my scenario" in out and "# score both" in out
    out = add_answer(BLOCK, 1, "Two")
    assert choose_of(out, 1) == ["Two"]
    assert out.splitlines()[6] == "    choose: [Two]"
    assert yaml.safe_load(out)["expect"] == {"vp": {"Alice": 3}}


def test_answers_accumulate_in_order():
    out = add_answer(BLOCK, 1, "Two")
    out = add_answer(out, 1, "pass")
    out = add_answer(out, 1, "yes")
    assert choose_of(out, 1) == ["Two", "pass", "yes"]


def test_flow_step_and_flow_choose():
    text = "steps:\n  - {play: X, base: B}\n  - {advance: draw, choose: [A]}\n"
    out = add_answer(text, 0, "Two")
    assert choose_of(out, 0) == ["Two"]
    out = add_answer(out, 1, "B")
    assert choose_of(out, 1) == ["A", "B"]
    assert out.count("\n") == text.count("\n")


def test_block_choose_list_and_bare_choose():
    text = "steps:\n  - play: X\n    choose:\n      - A\n  - play: Y\n    choose: A\n"
    out = add_answer(text, 0, "B")
    assert choose_of(out, 0) == ["A", "B"]
    out = add_answer(out, 1, "C")
    assert choose_of(out, 1) == ["A", "C"]


def test_step_ending_in_a_nested_block_and_last_line_without_newline():
    text = "steps:\n  - play: X\n    expect:\n      vp:\n        Alice: 1\n  - advance: draw"
    out = add_answer(text, 0, "A")
    assert choose_of(out, 0) == ["A"]
    assert yaml.safe_load(out)["steps"][0]["expect"] == {"vp": {"Alice": 1}}
    out = add_answer(out, 1, "B")
    assert choose_of(out, 1) == ["B"]


def test_answers_that_need_quoting_and_lists():
    out = add_answer(BLOCK, 0, "yes")
    assert choose_of(out, 0) == ["yes"]  # stays the string "yes", not True
    out = add_answer(BLOCK, 0, "Base: A, #1")
    assert choose_of(out, 0) == ["Base: A, #1"]
    out = add_answer(BLOCK, 0, ["One", "Two"])
    assert choose_of(out, 0) == [["One", "Two"]]
    out = add_answer(BLOCK, 0, {"player": "Bob", "answer": "pass"})
    assert choose_of(out, 0) == [{"player": "Bob", "answer": "pass"}]


@pytest.mark.parametrize("text, step", [
    ("steps: [", 0),
    ("just text", 0),
    ("steps:\n  - advance: draw\n", 3),
    ("steps:\n  - advance: draw\n", -1),
    ("steps:\n  - plain string\n", 0),
])
def test_bad_yaml_or_step_is_refused(text, step):
    with pytest.raises(AnswerError):
        add_answer(text, step, "A")
