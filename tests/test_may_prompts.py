""""You may" with a target is one prompt: the target, or ``pass`` (SCENARIO-FORMAT.md, "choose";
issue 14, fault 6). No ability asks yes/no and then, as its next question to the same player, for a
target: that is ``ctx.may_choose`` (one target) or ``ctx.may_choose_many`` (several)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROMPTS = {"may", "choose", "choose_many", "may_choose", "may_choose_many", "choose_word"}
TARGETS = {"choose", "choose_many", "may_choose", "may_choose_many"}


QUERIES = {"hand", "minions", "players", "other_players", "bases", "other_bases", "discard_pile", "in_play",
           "base_of", "power", "actions_on", "ignores", "total", "breakpoint", "log", "here", "player"}


def _verb(node):
    """(receiver, verb) of a prompt call ``X.verb(...)``, else None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in PROMPTS:
        recv = node.func.value
        return ast.unparse(recv), node.func.attr
    return None


def _first_act(stmts, recv):
    """The first call on ``recv`` in ``stmts`` that asks or does something (not a query), else None."""
    for s in stmts:
        for n in ast.walk(s):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr not in QUERIES
                    and ast.unparse(n.func.value) == recv):
                return n.func.attr
    return None


def _may_gate(test):
    """The ``may`` call an ``if`` tests (``if X.may(..)``, ``if not X.may(..)``, ``if a and X.may(..)``)
    and whether it is negated; else None."""
    neg = isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
    t = test.operand if neg else test
    parts = t.values if isinstance(t, ast.BoolOp) and isinstance(t.op, ast.And) else [t]
    for p in parts:
        v = _verb(p)
        if v is not None and v[1] == "may":
            return v[0], neg
    return None


def yes_no_then_target(root: Path) -> list[str]:
    """Every ``may`` gate in oracle/abilities whose next act on the same context is to ask for a target
    (nothing happens in between: the yes/no and the target are one choice)."""
    out = []
    for path in sorted((root / "oracle/abilities").rglob("*.py")):
        tree = ast.parse(path.read_text())
        for parent in ast.walk(tree):
            for field in ("body", "orelse"):
                stmts = getattr(parent, field, None)
                if not isinstance(stmts, list):
                    continue
                for i, node in enumerate(stmts):
                    if not isinstance(node, ast.If):
                        continue
                    gate = _may_gate(node.test)
                    if gate is None:
                        continue
                    recv, neg = gate
                    if _first_act(stmts[i + 1:] if neg else node.body, recv) in TARGETS:
                        out.append(f"{path.relative_to(root)}:{node.lineno}")
    return out


def test_no_card_asks_yes_no_then_a_target():
    found = yes_no_then_target(ROOT)
    assert not found, "use ctx.may_choose / ctx.may_choose_many (one prompt: the target, or pass):\n" + "\n".join(found)
