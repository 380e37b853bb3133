"""Turn a seed document's raw text into a clean list of blocks (headings and paragraphs).

The steps, in order: hand replacements on the raw text, splitting into
blocks, dropping spam/fragments/garbled ranges, recognising headings (the
document's own style), renaming broken headings, inserting lost headings, and
rejoining paragraphs that the PDF extraction broke mid-sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from oracle.ingest.seeds_text import (
    SMALL_WORDS,
    ends_open,
    is_list,
    join_lines,
    list_item,
    starts_lower,
    strip_markup,
    term_label,
    tidy_heading,
)


class SeedError(ValueError):
    """An override that no longer matches its seed, or a structural surprise."""


@dataclass
class Block:
    """A heading (text is its title) or a paragraph (text is Markdown)."""

    kind: str
    text: str
    raw: str = ""

    @property
    def plain(self) -> str:
        """The block's text without Markdown marks."""
        return strip_markup(self.text)


def apply_replacements(text: str, replacements: list[dict], where: str) -> str:
    """Apply hand replacements; each ``old`` matches with any whitespace, ``count`` times (default 1).

    A match starts at a word boundary, so "eks X" does not match inside "Geeks X".
    """
    for rep in replacements:
        words = rep["old"].split()
        pattern = r"(?<!\S)" + r"\s+".join(re.escape(word) for word in words)
        found = len(re.findall(pattern, text))
        want = rep.get("count", 1)
        if found != want:
            raise SeedError(f"{where}: replacement {rep['old']!r} matched {found} times, expected {want}")
        text = re.sub(pattern, lambda _m, new=rep["new"]: new, text)
    return text


def raw_blocks(text: str, line_blocks: bool) -> list[list[str]]:
    """Split raw text into blocks of lines: at blank lines, or at every line if ``line_blocks``."""
    blocks: list[list[str]] = []
    current: list[str] = []
    for line in text.splitlines():
        if not line.strip() or line_blocks:
            if current:
                blocks.append(current)
            current = [line] if line.strip() else []
        else:
            current.append(line)
    if current:
        blocks.append(current)
    return blocks


def _plain_heading(line: str, skip_prefixes: list[str]) -> bool:
    """True if a lone line reads as a heading in a plain-text document."""
    text = line.strip()
    words = text.split()
    if not words or len(words) > 7 or list_item(line) is not None and not re.match(r"^\d\.\s", text):
        return False
    if text.endswith((".", ",", ":", ";")) or any(text.startswith(p) for p in skip_prefixes):
        return False
    return all(not w[0].isalpha() or w[0].isupper() or w.lower() in SMALL_WORDS for w in words)


def classify(lines: list[str], style: str, skip_prefixes: list[str]) -> Block:
    """Make a Block of a group of lines, recognising a heading in the document's style."""
    first = lines[0].strip()
    raw = strip_markup(" ".join(lines))
    if len(lines) == 1:
        if style in ("markdown", "none") and first.startswith("#"):
            return Block("heading", tidy_heading(first), raw)
        if style == "wiki" and first.endswith("[]"):
            return Block("heading", first[:-2].strip(), raw)
        if style == "plain" and _plain_heading(first, skip_prefixes):
            return Block("heading", tidy_heading(first), raw)
    text = join_lines([re.sub(r"^#+\s*", "", line) for line in lines])
    return Block("para", text, raw)


def demote_labels(blocks: list[Block], keep: set[str]) -> list[Block]:
    """Turn "headings" that are really labelled text ("Card Name: ...") back into paragraphs."""
    out = []
    for block in blocks:
        if block.kind == "heading" and block.text not in keep and (
            block.text.endswith(":") or ": " in block.text
        ):
            out.append(Block("para", block.text, block.raw))
        else:
            out.append(block)
    return out


def drop_blocks(blocks: list[Block], drops: list, where: str) -> list[Block]:
    """Remove blocks whose plain text equals a listed drop (each must match ``count`` times).

    A drop removes paragraphs; it removes a heading only if marked ``heading: true``.
    """
    wanted = {}
    for entry in drops:
        entry = {"text": entry} if isinstance(entry, str) else entry
        kind = "heading" if entry.get("heading") else "para"
        wanted[(kind, strip_markup(entry["text"]))] = entry.get("count", 1)
    seen = {key: 0 for key in wanted}
    out = []
    for block in blocks:
        key = (block.kind, block.raw if (block.kind, block.raw) in wanted else block.plain)
        if key in wanted:
            seen[key] += 1
        else:
            out.append(block)
    wrong = {text: n for text, n in seen.items() if n != wanted[text]}
    if wrong:
        raise SeedError(f"{where}: drops matched the wrong number of times: {wrong}")
    return out


def drop_ranges(blocks: list[Block], ranges: list[dict], where: str) -> list[Block]:
    """Remove runs of blocks from one starting with ``start`` up to (not including) one starting with ``end``."""
    for span in ranges:
        starts = [i for i, b in enumerate(blocks) if b.raw.startswith(span["start"])]
        if len(starts) != 1:
            raise SeedError(f"{where}: range start {span['start']!r} matched {len(starts)} blocks")
        ends = [i for i, b in enumerate(blocks) if i > starts[0] and b.raw.startswith(span["end"])]
        if not ends:
            raise SeedError(f"{where}: range end {span['end']!r} not found")
        blocks = blocks[: starts[0]] + blocks[ends[0]:]
    return blocks


def rename_headings(blocks: list[Block], renames: dict, demote: list[str], where: str) -> list[Block]:
    """Fix broken heading text, and turn listed non-headings back into paragraphs."""
    used = set()
    out = []
    for block in blocks:
        key = block.raw if block.raw in renames or block.raw in demote else block.text
        if block.kind == "heading" and key in renames:
            used.add(key)
            block = Block("heading", renames[key], block.raw)
        elif block.kind == "heading" and key in demote:
            used.add(key)
            block = Block("para", block.text, block.raw)
        out.append(block)
    unused = (set(renames) | set(demote)) - used
    if unused:
        raise SeedError(f"{where}: heading fixes that match nothing: {sorted(unused)}")
    return out


def insert_headings(blocks: list[Block], inserts: list[dict], where: str) -> list[Block]:
    """Insert headings the extraction lost, before the one paragraph starting with ``before``."""
    for ins in inserts:
        hits = [i for i, b in enumerate(blocks) if b.kind == "para" and b.plain.startswith(ins["before"])]
        if len(hits) != 1:
            raise SeedError(f"{where}: heading insert before {ins['before']!r} matched {len(hits)} paragraphs")
        blocks = blocks[: hits[0]] + [Block("heading", ins["title"])] + blocks[hits[0]:]
    return blocks


def rejoin(blocks: list[Block], no_join: tuple[str, ...] = ()) -> list[Block]:
    """Join a paragraph broken mid-sentence with the paragraph that continues it.

    A paragraph starting with one of ``no_join`` (a label line such as "Uses
    power counters") is only joined to a next paragraph that starts in lowercase.
    """
    out: list[Block] = []
    for block in blocks:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == block.kind == "para" and is_list(prev.text) and is_list(block.text):
            out[-1] = Block("para", f"{prev.text}\n{block.text}")
            continue
        if (
            prev is not None
            and prev.kind == block.kind == "para"
            and ends_open(prev.text)
            and not is_list(block.text)
            and (
                starts_lower(block.text)
                or (
                    len(prev.text.split()) >= 8
                    and prev.text.split()[-1][:1].islower()
                    and list_item(prev.text.splitlines()[-1]) is None
                    and term_label(block.text) is None
                    and not prev.text.startswith(tuple(no_join))
                )
            )
        ):
            out[-1] = Block("para", f"{prev.text} {block.text}")
        else:
            out.append(block)
    return out


def parse_blocks(text: str, doc: dict, where: str) -> list[Block]:
    """All cleaning steps for one document, from raw text to the block list."""
    text = apply_replacements(text, doc.get("replace", []), where)
    groups = raw_blocks(text, doc.get("line_blocks", False))
    style = doc.get("headings", "markdown")
    blocks = [classify(lines, style, doc.get("not_heading_prefixes", [])) for lines in groups]
    blocks = drop_blocks(blocks, doc.get("drop", []), where)
    blocks = drop_ranges(blocks, doc.get("drop_between", []), where)
    blocks = demote_labels(blocks, set(doc.get("rename_headings", {}).values()))
    blocks = rename_headings(blocks, doc.get("rename_headings", {}), doc.get("not_headings", []), where)
    blocks = insert_headings(blocks, doc.get("insert_headings", []), where)
    return rejoin(blocks, tuple(doc.get("no_join_prefixes", [])))
