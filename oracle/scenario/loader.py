"""Reading scenario YAML with line numbers (safe loading only).

``load_text`` returns plain dicts and lists (``LDict``/``LList``) that also
remember the line of each key and item, so every error names its line.
"""

from __future__ import annotations

import yaml

from oracle.yamlio import SafeLoader


class ScenarioError(Exception):
    """An invalid scenario file: ``message``, ``line``, ``key``, ``suggestions``."""

    def __init__(self, message, line=None, key=None, suggestions=None, file=None, kind="invalid"):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.line = line
        self.key = key
        self.suggestions = list(suggestions or [])
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
    """The project's safe loader (oracle.yamlio), recording lines; plain data types only."""


def _map(loader, node):
    loader.flatten_mapping(node)
    d = LDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for knode, vnode in node.value:
        k = loader.construct_object(knode, deep=True)
        if isinstance(k, bool) or k is None:  # YAML 1.1 reads the keys on/off/yes/no as booleans
            k = knode.value
        if isinstance(k, (list, dict)):
            raise ScenarioError("a mapping key must be plain text", knode.start_mark.line + 1)
        if k in d:
            raise ScenarioError(f"duplicate key {k!r}", knode.start_mark.line + 1, str(k))
        d[k] = loader.construct_object(vnode, deep=True)
        d.key_lines[k] = knode.start_mark.line + 1
    return d


def _seq(loader, node):
    out = LList(loader.construct_object(n, deep=True) for n in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [n.start_mark.line + 1 for n in node.value]
    return out


_Loader.add_constructor("tag:yaml.org,2002:map", _map)
_Loader.add_constructor("tag:yaml.org,2002:seq", _seq)


def load_text(text: str):
    """Parse YAML text; syntax errors become ``ScenarioError`` with the line."""
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - _Loader is a SafeLoader subclass
    except ScenarioError:
        raise
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioError(f"YAML syntax error: {e.problem or e}", line) from None
    except yaml.YAMLError as e:
        raise ScenarioError(f"YAML error: {e}") from None
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file is a YAML mapping (id, title, setup, steps, expect)", 1)
    return data
