"""Passages: the paragraphs of a section, each with an anchor on its page.

A section's rendered HTML gets an ``id`` on each top-level block (paragraph,
heading, table, quote) and on each item of a top-level list: ``p1``, ``p2``, ... in order. Search indexes each
block's text as a passage of its section, so a question about the hand limit finds
the sentence in Draw 2 Cards, and a hit carries the best passage and its anchor
(``/rules/rules/setup#p3``). The ids are added once, at build time
(``oracle.build.section_row``), so the page and the index always agree.
"""

from __future__ import annotations

import html as html_lib
import re

#: Top-level elements that make one passage each.
BLOCKS = frozenset({"p", "ul", "ol", "dl", "table", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6"})
#: Top-level lists: each of their items is a passage (a card's clarification, a scoring step).
LISTS = frozenset({"ul", "ol"})
VOID = frozenset({"br", "hr", "img", "wbr", "input", "col", "area", "base", "meta", "link"})
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>")
_ID_ATTR = re.compile(r"\bid\s*=", re.I)


def anchor(n: int) -> str:
    """The fragment id of the n-th passage (1-based)."""
    return f"p{n}"


def _text(fragment: str) -> str:
    text = re.sub(r"<(?:br|/p|/li|/tr|/h\d)\b[^>]*>", "\n", fragment)
    text = html_lib.unescape(re.sub(r"<[^>]+>", " ", text))
    lines = (" ".join(line.split()) for line in text.split("\n"))
    return " ".join(line for line in lines if line)


def add_ids(html: str) -> tuple[str, list[tuple[str, str]]]:
    """``html`` with an id on each top-level block and top-level list item, and the passages
    ``[(anchor, text)]``.

    A block that already has an id keeps it (and is a passage under that id).
    """
    out: list[str] = []
    passages: list[tuple[str, str]] = []
    stack: list[str] = []
    pos = 0
    start = None  # where the current passage's content starts
    current = None  # its anchor
    for m in _TAG.finditer(html or ""):
        closing, name, attrs, selfclose = m.group(1), m.group(2).lower(), m.group(3), m.group(4)
        if name in VOID or selfclose:
            continue
        if not closing:
            top_block = not stack and name in BLOCKS and name not in LISTS
            list_item = name == "li" and len(stack) == 1 and stack[0] in LISTS
            if top_block or list_item:
                existing = re.search(r'\bid\s*=\s*"([^"]*)"', attrs)
                current = existing.group(1) if existing else anchor(len(passages) + 1)
                out.append(html[pos:m.start()])
                out.append(m.group(0) if existing else f'<{m.group(2)} id="{current}"{attrs}>')
                pos = start = m.end()
                passages.append((current, ""))
            stack.append(name)
        else:
            if stack:
                stack.pop()
            if start is not None and (not stack or (len(stack) == 1 and stack[0] in LISTS and name == "li")):
                passages[-1] = (current, _text(html[start:m.start()]))
                start = None
    out.append(html[pos:])
    return "".join(out), [(a, t) for a, t in passages if t]


def passages_of(html: str) -> list[tuple[str, str]]:
    """The passages of already anchored HTML: ``[(anchor, text)]``."""
    return add_ids(html)[1]
