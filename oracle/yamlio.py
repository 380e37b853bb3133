"""Safe YAML loading for every reader of the project's files and of user input.

libyaml's parser (``yaml.CSafeLoader``) when PyYAML was built with it, several times faster
than the pure-Python one; both construct plain data types only.
"""

from __future__ import annotations

import yaml

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(stream):
    """``yaml.safe_load`` with the fastest safe loader available."""
    return yaml.load(stream, Loader=SafeLoader)  # noqa: S506 - a SafeLoader


class TooLarge(ValueError):
    """YAML past a size limit: too many values once aliases are expanded, nested too deep, or a
    number with too many digits. ``str()`` is a message for the person who wrote it."""


class SelfReference(ValueError):
    """YAML with an anchor that contains an alias to itself (it would never end)."""


_INT = "tag:yaml.org,2002:int"


def check_limits(text: str, *, max_values: int = 20_000, max_depth: int = 40, max_digits: int = 18) -> None:
    """Refuse YAML whose *expanded* form is too large before anything walks it.

    An alias counts as a full copy of what it names, so a few hundred bytes of nested aliases (an
    "alias bomb") cannot stand for millions of values. The nodes are composed (aliases stay
    shared, no copy is made) and measured without recursion, each distinct node once. Raises
    ``yaml.YAMLError`` for text that is not YAML, ``SelfReference`` for an anchor inside itself and
    ``TooLarge`` past a limit."""
    root = yaml.compose(text, Loader=SafeLoader)
    if root is None:
        return
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    busy: set[int] = set()
    stack = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if key in size:
            continue
        if isinstance(node, yaml.ScalarNode):
            if node.tag == _INT and len(node.value.lstrip("+-").replace("_", "")) > max_digits:
                raise TooLarge(f"line {node.start_mark.line + 1}: the number {node.value[:12]}… has more "
                               f"than {max_digits} digits")
            size[key], depth[key] = 1, 1
            continue
        children = [n for pair in node.value for n in pair] if isinstance(node, yaml.MappingNode) else node.value
        if children_done:
            busy.discard(key)
            size[key] = 1 + sum(size[id(c)] for c in children)
            depth[key] = 1 + max((depth[id(c)] for c in children), default=0)
            if size[key] > max_values:
                raise TooLarge(f"the scenario is too large: more than {max_values:,} values once its "
                               "aliases (*name) are expanded")
            if depth[key] > max_depth:
                raise TooLarge(f"line {node.start_mark.line + 1}: the scenario is nested more than "
                               f"{max_depth} levels deep")
            continue
        if key in busy:
            raise SelfReference(f"line {node.start_mark.line + 1}: a YAML anchor refers to itself")
        busy.add(key)
        stack.append((node, True))
        for child in children:
            if id(child) in busy:
                raise SelfReference(f"line {child.start_mark.line + 1}: a YAML anchor refers to itself")
            if id(child) not in size:
                stack.append((child, False))
