"""Small text helpers for the seed ingest: slugs, titles, list items, paragraphs."""

from __future__ import annotations

import re
import unicodedata

SMALL_WORDS = {
    "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into",
    "of", "on", "or", "that", "the", "to", "vs", "with",
}
TERMINAL = tuple('.!?:;]"”’')
_LABELS = (
    re.compile(r"^\*\*([^*\n]{1,60}?):\*\*\s*"),  # **Name:** text
    re.compile(r"^\*\*([^*\n]{1,60}?)\*\*\s*(\([^)\n]{1,40}\))?\s*:\s*"),  # **Name** (note): text
    re.compile(r'^([A-Z0-9"“.][^:\n*]{0,40}?(?:\s*\([^)\n]{1,40}\))?):(?:\s+|$)'),  # Name: text
)
_BULLET = re.compile(r"^\s*(?:[-•·*]\s+)+(?:[·•]\s*)?")
_NUMBERED = re.compile(r"^\s*(?:[-•]\s+)?(\d{1,2})\.\s+(?=\S)")


def slugify(title: str) -> str:
    """A lowercase, hyphenated slug of a title: "Me First!" -> "me-first".

    A leading step number ("1. Start Turn") is dropped, "&" reads "and",
    "+" reads "plus", and apostrophes vanish rather than split words.
    """
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    text = re.sub(r"^\s*\d{1,2}\.\s+", "", text)
    text = text.replace("&", " and ").replace("+", " plus ")
    text = re.sub(r"['’`]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def strip_markup(text: str) -> str:
    """Text without Markdown heading marks, bold/italic stars and surplus spaces."""
    text = re.sub(r"^#+\s*", "", text.strip())
    text = text.replace("**", "").replace("<sup>", "").replace("</sup>", "")
    return re.sub(r"\s+", " ", text).strip()


def title_case(text: str) -> str:
    """Title Case for a heading typed in capitals; small words stay lowercase."""
    words = text.lower().split(" ")
    out = []
    for i, word in enumerate(words):
        if i and word in SMALL_WORDS and not out[-1].endswith(("/", ":")):
            out.append(word)
        else:
            out.append(re.sub(r"^([^a-z]*)([a-z])", lambda m: m.group(1) + m.group(2).upper(), word))
    return " ".join(out)


def tidy_heading(text: str) -> str:
    """A heading's plain text: markup removed, capitals turned into Title Case."""
    text = strip_markup(text)
    letters = [c for c in text if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 3:
        text = title_case(text)
    return text


def list_item(line: str) -> str | None:
    """The Markdown form of a list line ("- x", "1. x"), or None if it is not one."""
    numbered = _NUMBERED.match(line)
    if numbered:
        return f"{numbered.group(1)}. {line[numbered.end():].strip()}"
    bullet = _BULLET.match(line)
    if bullet and line[bullet.end():].strip():
        indent = "    " if len(line) - len(line.lstrip()) >= 4 else ""
        return f"{indent}- {line[bullet.end():].strip()}"
    return None


def join_lines(lines: list[str]) -> str:
    """One paragraph from a block of lines: list lines stay lines, others join with spaces."""
    out: list[str] = []
    for raw in lines:
        if not raw.strip():
            continue
        item = list_item(raw)
        if item is not None:
            out.append(item)
        elif out:
            out[-1] = f"{out[-1]} {raw.strip()}"
        else:
            out.append(raw.strip())
    return "\n".join(_squeeze(line) for line in out)


def _squeeze(line: str) -> str:
    """A line with runs of spaces collapsed, its indentation kept."""
    body = line.lstrip(" ")
    return line[: len(line) - len(body)] + re.sub(r"[ \t]+", " ", body).rstrip()


def is_list(text: str) -> bool:
    """True if every line of a paragraph is a Markdown list item."""
    return all(list_item(line) is not None for line in text.splitlines())


def ends_open(text: str) -> bool:
    """True if a paragraph stops mid-sentence (no closing punctuation)."""
    return not text.rstrip().endswith(TERMINAL)


def starts_lower(text: str) -> bool:
    """True if a paragraph begins with a lowercase letter (a continued sentence)."""
    first = text.lstrip("*_ \"“")
    return bool(first) and first[0].islower()


def normalise_space(text: str) -> str:
    """Text with Markdown marks and quote styles removed and spaces collapsed, lowercased.

    Used to compare seed sentences with corpus text, whatever the formatting.
    """
    text = text.replace("**", "").replace("’", "'").replace("‘", "'")
    text = text.replace("“", '"').replace("”", '"').replace("—", "-").replace("–", "-")
    text = re.sub(r"(?m)^\s*(?:#+|[-•·]|\d{1,2}\.)\s+", " ", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def term_label(text: str) -> tuple[str, str] | None:
    """Split "Label: rest" (bold or not, with an optional "(note)") into (label, rest)."""
    for pattern in _LABELS:
        match = pattern.match(text)
        if match:
            label = " ".join(g for g in match.groups() if g)
            return label.strip(), text[match.end():].strip()
    return None
