"""The import graph of oracle/engine (every import, at module level or inside a function).

Module-level imports have no cycle. The imports made inside functions still tie ``CYCLE`` together
(issue 15: it is being taken apart): no module may join it, no module outside it may import inside a
function, and those imports may only become fewer (lower ``MAX_INNER_IMPORTS`` as they go).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "oracle" / "engine"

# the modules still in one cycle, and the imports inside their functions that hold it together
CYCLE = {"abilities_hook", "burying", "context", "duels", "effects", "monsters", "play", "power", "scoring",
         "stasis", "swap", "titans", "triggers", "turn"}
MAX_INNER_IMPORTS = 104


def imports():
    """module -> {(imported module, inside a function?, line)} for the modules of oracle/engine."""
    mods = {p.stem for p in ENGINE.glob("*.py")}
    out = {}
    for p in ENGINE.glob("*.py"):
        tree = ast.parse(p.read_text(encoding="utf-8"))
        inner = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))}
        found = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level == 1:
                names = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
            elif node.level == 0 and (node.module or "").startswith("oracle.engine"):
                rest = node.module[len("oracle.engine"):].lstrip(".")
                names = [rest.split(".")[0]] if rest else [a.name for a in node.names]
            else:
                continue
            for n in names:
                if n in mods and n != p.stem:
                    found.add((n, id(node) in inner, node.lineno))
        out[p.stem] = found
    return out


def cycles(graph):
    """The strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


GRAPH = imports()


def test_no_new_module_joins_the_cycle():
    groups = cycles({m: {n for n, _, _ in found} for m, found in GRAPH.items()})
    assert len(groups) <= 1, f"a second import cycle: {groups}"
    for g in groups:
        assert g <= CYCLE, f"modules joined the import cycle: {sorted(g - CYCLE)}"


def test_module_level_imports_have_no_cycle():
    assert cycles({m: {n for n, inner, _ in found if not inner} for m, found in GRAPH.items()}) == []


def test_outside_the_cycle_no_import_inside_a_function():
    found = [(m, n, line) for m, f in GRAPH.items() if m not in CYCLE for n, inner, line in f if inner]
    assert found == [], f"imports inside functions (import at the top of the module): {found}"


def test_imports_inside_functions_only_become_fewer():
    n = sum(1 for found in GRAPH.values() for _, inner, _ in found if inner)
    assert n <= MAX_INNER_IMPORTS, f"{n} imports inside functions in oracle/engine (at most {MAX_INNER_IMPORTS})"


def test_the_checker_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
