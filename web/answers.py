"""Adding a sandbox answer to a step's ``choose`` list in the YAML text.

The person's text is edited in place (their comments and layout stay); when
the layout is one this module does not handle, the document is re-dumped. The
result is always checked by parsing it again.
"""

from __future__ import annotations

from typing import Any

import yaml
from oracle import yamlio


class AnswerError(ValueError):
    """The YAML cannot take the answer (bad text, no such step)."""


def _flow(value: Any) -> str:
    out = yaml.safe_dump(value, default_flow_style=True, width=10**9, allow_unicode=True).strip()
    if out.endswith("\n..."):
        out = out[: -len("\n...")]
    if out.endswith("..."):
        out = out[:-3].rstrip()
    return out


def add_answer(text: str, step: int, answer: Any) -> str:
    """The YAML text with ``answer`` appended to ``steps[step].choose``."""
    try:
        doc = yamlio.safe_load(text)
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        raise AnswerError(f"the scenario is not valid YAML: {exc}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("steps"), list):
        raise AnswerError("the scenario has no steps list")
    steps = doc["steps"]
    if not isinstance(step, int) or not 0 <= step < len(steps):
        raise AnswerError(f"no step {step}: the scenario has {len(steps)} steps")
    if not isinstance(steps[step], dict):
        raise AnswerError(f"step {step} is not a mapping")
    old = steps[step].get("choose")
    if old is None:
        want = [answer]
    elif isinstance(old, list):
        want = old + [answer]
    else:
        want = [old, answer]

    try:
        edited = _edit_in_place(text, root, step, answer)
    except Exception:  # any layout surprise: fall back to re-dumping
        edited = None
    if edited is not None:
        try:
            check = yamlio.safe_load(edited)
            if check["steps"][step].get("choose") == want and _same_except_choose(doc, check, step):
                return edited
        except Exception:
            pass
    steps[step]["choose"] = want
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)


def _same_except_choose(a: dict, b: dict, step: int) -> bool:
    a = dict(a)
    b = dict(b)
    sa = [dict(s) if isinstance(s, dict) else s for s in a.pop("steps")]
    sb = [dict(s) if isinstance(s, dict) else s for s in b.pop("steps")]
    if a != b or len(sa) != len(sb):
        return False
    sa[step].pop("choose", None)
    sb[step].pop("choose", None)
    return sa == sb


def _edit_in_place(text: str, root, step: int, answer: Any) -> str | None:
    steps_node = None
    for key, value in root.value:
        if key.value == "steps":
            steps_node = value
    if steps_node is None:
        return None
    node = steps_node.value[step]
    if not isinstance(node, yaml.MappingNode):
        return None
    flow_answer = _flow(answer)
    choose_value = None
    for key, value in node.value:
        if key.value == "choose":
            choose_value = value
    if choose_value is not None:
        if isinstance(choose_value, yaml.SequenceNode):
            if choose_value.flow_style:
                end = choose_value.end_mark.index  # just after ']'
                inner = text[choose_value.start_mark.index + 1:end - 1].strip()
                sep = ", " if inner else ""
                return text[: end - 1].rstrip() + sep + flow_answer + text[end - 1:]
            # block sequence: a new "- answer" line after the last item
            last = choose_value.value[-1]
            if not (isinstance(last, yaml.ScalarNode) or getattr(last, "flow_style", False)):
                return None
            col = choose_value.start_mark.column
            line_end = text.find("\n", last.end_mark.index)
            line_end = len(text) if line_end < 0 else line_end
            return text[:line_end] + "\n" + " " * col + "- " + flow_answer + text[line_end:]
        if isinstance(choose_value, yaml.ScalarNode):
            start, end = choose_value.start_mark.index, choose_value.end_mark.index
            return text[:start] + "[" + text[start:end] + ", " + flow_answer + "]" + text[end:]
        return None
    if node.flow_style:
        end = node.end_mark.index  # just after '}'
        return text[: end - 1].rstrip() + ", choose: [" + flow_answer + "]" + text[end - 1:]
    # block mapping: a new "choose:" line after the step's last line
    col = node.start_mark.column
    last_key, last_value = node.value[-1]
    if isinstance(last_value, yaml.ScalarNode) or getattr(last_value, "flow_style", False):
        line_end = text.find("\n", last_value.end_mark.index)
        line_end = len(text) if line_end < 0 else line_end
        return text[:line_end] + "\n" + " " * col + "choose: [" + flow_answer + "]" + text[line_end:]
    # last value is a block collection: insert before the line where it ends
    end = last_value.end_mark.index
    line_start = text.rfind("\n", 0, end) + 1
    if text[line_start:end].strip():
        return None
    insertion = " " * col + "choose: [" + flow_answer + "]\n"
    if end >= len(text) and not text.endswith("\n"):
        return text + "\n" + insertion
    return text[:line_start] + insertion + text[line_start:]
