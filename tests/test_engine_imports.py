"""The import graph of oracle/engine: every import, at module level or inside a function.

No module of the engine imports, directly or through others, a module that imports it (issue 15): the
rules are layered, and where a lower layer must reach a higher one it goes through the game
(``GameState.context``, ``process_event``, ``check_states``: filled in by ``Game``, oracle/engine/game.py),
never through an import. An import inside a function, which would hide such a loop, is allowed only
with a comment on its line (or the line above) saying why it is there.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "oracle" / "engine"


def _engine_targets(node, mods) -> list:
    """The engine modules an ``import`` node names (relative, or absolute ``oracle.engine...``)."""
    if isinstance(node, ast.ImportFrom):
        if node.level == 1:
            return [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
        if node.level == 0 and (node.module or "").startswith("oracle.engine"):
            rest = node.module[len("oracle.engine"):].lstrip(".")
            return [rest.split(".")[0]] if rest else [a.name for a in node.names]
        return []
    return [a.name.split(".")[2] for a in node.names if a.name.startswith("oracle.engine.")]


def _comments(text: str) -> dict:
    """line number -> the text of the comment on that line."""
    out = {}
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            out[tok.start[0]] = tok.string.lstrip("#").strip()
    return out


def _says_why(comment: str | None) -> bool:
    """A reason: three words or more once linter directives (``noqa``, ``type:``) are taken out."""
    if not comment:
        return False
    words = re.sub(r"\b(noqa(:\s*[A-Z0-9, ]+)?|type:\s*\S+|pragma:\s*\S+)", " ", comment).split()
    return len([w for w in words if re.search(r"[A-Za-z]", w)]) >= 3


def scan(text: str, mods: set, name: str = "<module>"):
    """(edges, inner) for one module's source: ``edges`` {(imported engine module, inside a function?,
    line)}, and ``inner`` [(line, comment or None)] for every import inside a function (any module)."""
    tree = ast.parse(text)
    inside = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
              for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))}
    comments = _comments(text)
    edges, inner = set(), []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        for target in _engine_targets(node, mods):
            if target in mods and target != name:
                edges.add((target, id(node) in inside, node.lineno))
        if id(node) in inside:
            why = comments.get(node.lineno) or comments.get(node.lineno - 1)
            inner.append((node.lineno, why))
    return edges, inner


def imports():
    """module -> (edges, inner imports) for the modules of oracle/engine (see ``scan``)."""
    mods = {p.stem for p in ENGINE.glob("*.py")}
    return {p.stem: scan(p.read_text(encoding="utf-8"), mods, p.stem) for p in ENGINE.glob("*.py")}


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


def test_no_import_cycle_counting_every_import():
    graph = {m: {n for n, _, _ in edges} for m, (edges, _) in GRAPH.items()}
    assert cycles(graph) == [], "modules of oracle/engine that import each other (through any import)"


def test_an_import_inside_a_function_says_why():
    unexplained = [f"oracle/engine/{m}.py:{line}" for m, (_, inner) in sorted(GRAPH.items())
                   for line, why in inner if not _says_why(why)]
    assert unexplained == [], ("imports inside functions with no comment saying why (import at the top of "
                               f"the module, or say why on the import's line): {unexplained}")


def documented_layers() -> dict:
    """module -> layer, from the module map in docs/architecture.md ("| 3 | `state.py` | ...")."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text.split("## The engine's module map", 1)[1].split("\n## ", 1)[0]
    out = {}
    for m in re.finditer(r"^\| (\d+) \| ([^|]+) \|", section, re.M):
        for name in re.findall(r"`(\w+)\.py`", m.group(2)):
            out[name] = int(m.group(1))
    return out


def test_every_import_points_down_the_documented_layers():
    layers = documented_layers()
    missing = sorted(set(GRAPH) - {"__init__"} - set(layers))
    assert missing == [], f"modules missing from the module map in docs/architecture.md: {missing}"
    assert set(layers) <= set(GRAPH), f"the module map names modules that are gone: {sorted(set(layers) - set(GRAPH))}"
    upward = sorted(f"{m} (layer {layers[m]}) imports {n} (layer {layers[n]})" for m, (edges, _) in GRAPH.items()
                    if m != "__init__" for n, _, _ in edges if layers[n] >= layers[m])
    assert upward == [], f"imports that do not point to a lower layer of docs/architecture.md: {upward}"


def test_the_checker_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert cycles({"a": {"b"}, "b": {"c"}, "d": {"a"}}) == []


def test_the_checker_counts_imports_inside_functions_and_their_comments():
    mods = {"a", "b", "c"}
    text = (
        "from . import b\n"
        "def f():\n"
        "    from .c import thing\n"
        "    from oracle.engine import b as other  # noqa: F401\n"
        "    # loaded here: the registry imports every ability module\n"
        "    import json\n"
        "    return lambda: __import__('x')\n"
    )
    edges, inner = scan(text, mods, "a")
    assert edges == {("b", False, 1), ("c", True, 3), ("b", True, 4)}
    assert [(line, _says_why(why)) for line, why in inner] == [(3, False), (4, False), (6, True)]
