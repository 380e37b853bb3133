"""Reading scenario YAML with line numbers (safe loading only).

``load_text`` returns plain dicts and lists (``LDict``/``LList``) that also
remember the line of each key and item, so every error names its line.
"""

from __future__ import annotations

import yaml

from oracle.engine.errors import SetupError
from oracle.yamlio import SafeLoader


class ScenarioError(SetupError):
    """An invalid scenario file: ``message``, ``line``, ``key``, ``suggestions``."""

    def __init__(self, message, line=None, key=None, suggestions=None, file=None, kind="invalid"):
        super().__init__(message, (), key, suggestions, kind)
        self.key = key
        self.line = line
        self.file = file

    def as_dict(self, file=None) -> dict:
        return {"message": self.message, "file": file or self.file, "line": self.line, "key": self.key,
                "suggestions": self.suggestions, "kind": self.kind}

    def __str__(self):
        where = f"line {self.line}: " if self.line else ""
        key = f"{self.key}: " if self.key else ""
        hint = f" (did you mean: {', '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"{where}{key}{self.message}{hint}"


class LDict(dict):
    """A mapping that remembers its own line and each key's line (1-based)."""

    line = None

    def key_line(self, key):
        return getattr(self, "key_lines", {}).get(key, self.line)


class LList(list):
    line = None

    def item_line(self, i):
        lines = getattr(self, "item_lines", [])
        return lines[i] if i < len(lines) else self.line


class _Loader(SafeLoader):
    """The project's safe loader (oracle.yamlio): it parses and composes; ``_build`` turns the nodes
    into plain data with lines."""


_MAP, _SEQ, _STR = "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:str"


def _build(loader, node, memo, busy):
    """Plain data from a composed node: mappings as ``LDict``, sequences as ``LList`` (with their
    lines), strings as they are; other scalars and tags through the safe constructor. Faster than
    PyYAML's generic construction, which matters when thousands of scenarios are run."""
    tag = node.tag
    if tag == _STR and isinstance(node, yaml.ScalarNode):
        return node.value
    key = id(node)
    if key in memo:
        return memo[key]
    if key in busy:
        raise ScenarioError("a YAML anchor refers to itself", node.start_mark.line + 1)
    if tag == _MAP and isinstance(node, yaml.MappingNode):
        busy.add(key)
        loader.flatten_mapping(node)
        d = LDict()
        d.line = node.start_mark.line + 1
        d.key_lines = {}
        for knode, vnode in node.value:
            k = _build(loader, knode, memo, busy)
            if isinstance(k, bool) or k is None:  # YAML 1.1 reads the keys on/off/yes/no as booleans
                k = knode.value
            if isinstance(k, (list, dict, set)):
                raise ScenarioError("a mapping key must be plain text", knode.start_mark.line + 1)
            if k in d:
                raise ScenarioError(f"duplicate key {k!r}", knode.start_mark.line + 1, str(k))
            d[k] = _build(loader, vnode, memo, busy)
            d.key_lines[k] = knode.start_mark.line + 1
        busy.discard(key)
        out = d
    elif tag == _SEQ and isinstance(node, yaml.SequenceNode):
        busy.add(key)
        out = LList(_build(loader, n, memo, busy) for n in node.value)
        out.line = node.start_mark.line + 1
        out.item_lines = [n.start_mark.line + 1 for n in node.value]
        busy.discard(key)
    else:
        out = loader.construct_object(node, deep=True)
    memo[key] = out
    return out


def load_text(text: str):
    """Parse YAML text; syntax errors become ``ScenarioError`` with the line."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        data = _build(loader, node, {}, set()) if node is not None else None
    except ScenarioError:
        raise
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioError(f"YAML syntax error: {e.problem or e}", line) from None
    except yaml.YAMLError as e:
        raise ScenarioError(f"YAML error: {e}") from None
    finally:
        loader.dispose()
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (id, title, setup, steps, expect)", 1)
    return data
