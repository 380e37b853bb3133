"""Read (and write) the corpus sections: ``corpus/<area>/<slug>.md``.

Each file is YAML front matter between ``---`` lines, then a Markdown body
(docs/architecture.md, "Corpus sections"). The id is the path below
``corpus/`` without ``.md``; ``corpus/cards/`` holds card YAML, not sections,
and is skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from oracle import yamlio
from oracle.paths import CORPUS_DIR

REQUIRED_FIELDS = ("id", "title", "kind", "source", "authority", "superseded_by", "order")
AUTHORITIES = (
    "official rulebook",
    "official web rules",
    "community compilation",
    "community wiki",
)


class CorpusError(ValueError):
    """A corpus file whose front matter is missing or malformed."""


@dataclass
class Section:
    """One corpus section: its front matter fields and its Markdown body."""

    id: str
    title: str
    kind: str
    source: dict
    authority: str
    superseded_by: str | None = None
    order: int = 0
    body: str = ""
    area: str = field(default="")

    def __post_init__(self) -> None:
        """Derive the area (the id's first path part) when not given."""
        if not self.area:
            self.area = self.id.split("/", 1)[0]

    @property
    def page(self) -> int | None:
        """The page of the source document, or None where it gives none."""
        return self.source.get("page")

    def front_matter(self) -> dict:
        """The front matter mapping, keys in the documented order."""
        return {
            "id": self.id,
            "title": self.title,
            "kind": self.kind,
            "source": dict(self.source),
            "authority": self.authority,
            "superseded_by": self.superseded_by,
            "order": self.order,
        }


def render_section(section: Section) -> str:
    """The text of a section file: front matter, then the body, ending in a newline."""
    meta = yaml.safe_dump(
        section.front_matter(), sort_keys=False, allow_unicode=True, width=1000
    )
    return f"---\n{meta}---\n{section.body.strip()}\n"


def parse_section(text: str, where: str = "<text>") -> Section:
    """Parse one section file's text; raise CorpusError naming ``where`` if malformed."""
    if not text.startswith("---\n"):
        raise CorpusError(f"{where}: does not start with a '---' front matter line")
    end = text.find("\n---\n", 3)
    if end < 0:
        raise CorpusError(f"{where}: front matter is not closed by a '---' line")
    try:
        meta = yamlio.safe_load(text[4:end])
    except yaml.YAMLError as exc:
        raise CorpusError(f"{where}: front matter is not valid YAML: {exc}") from exc
    if not isinstance(meta, dict):
        raise CorpusError(f"{where}: front matter is not a mapping")
    missing = [key for key in REQUIRED_FIELDS if key not in meta]
    if missing:
        raise CorpusError(f"{where}: front matter lacks {', '.join(missing)}")
    source = meta["source"]
    if not isinstance(source, dict) or "file" not in source or "document" not in source:
        raise CorpusError(f"{where}: source must be a mapping with file and document")
    if meta["authority"] not in AUTHORITIES:
        raise CorpusError(f"{where}: unknown authority {meta['authority']!r}")
    if not isinstance(meta["order"], int):
        raise CorpusError(f"{where}: order must be an integer")
    return Section(
        id=str(meta["id"]),
        title=str(meta["title"]),
        kind=str(meta["kind"]),
        source=dict(source),
        authority=meta["authority"],
        superseded_by=meta["superseded_by"],
        order=meta["order"],
        body=text[end + 5 :].strip(),
    )


def section_files(corpus_dir: Path = CORPUS_DIR) -> list[Path]:
    """All section files below ``corpus_dir`` (not ``cards/``), sorted by path."""
    corpus_dir = Path(corpus_dir)
    if not corpus_dir.is_dir():
        return []
    return sorted(
        path
        for path in corpus_dir.rglob("*.md")
        if path.relative_to(corpus_dir).parts[0] != "cards"
    )


def load_sections(corpus_dir: Path = CORPUS_DIR) -> list[Section]:
    """Read every section below ``corpus_dir``, in reading order (document file, then order).

    Raises CorpusError if a file is malformed, its id does not match its path,
    or its ``superseded_by`` names a section that does not exist.
    """
    corpus_dir = Path(corpus_dir)
    sections = []
    for path in section_files(corpus_dir):
        rel = path.relative_to(corpus_dir).with_suffix("").as_posix()
        section = parse_section(path.read_text(encoding="utf-8"), where=str(path))
        if section.id != rel:
            raise CorpusError(f"{path}: id {section.id!r} does not match its path {rel!r}")
        sections.append(section)
    sections.sort(key=lambda s: (s.source.get("file", ""), s.order, s.id))
    known = {s.id for s in sections}
    for section in sections:
        if section.superseded_by is not None and section.superseded_by not in known:
            raise CorpusError(f"{section.id}: superseded_by names no section: {section.superseded_by!r}")
    return sections


def sections_by_id(corpus_dir: Path = CORPUS_DIR) -> dict[str, Section]:
    """The sections keyed by id."""
    return {section.id: section for section in load_sections(corpus_dir)}
