"""``oracle ingest --only seeds``: the five seed documents -> ``corpus/<area>/*.md``.

Everything the ingest knows about a particular document (its title and
authority, its zones, the garbled text to drop, the broken headings to fix,
page anchors, id pins, supersessions) lives in ``overrides.yaml`` next to this
file, so re-running never loses a hand correction. The output is
deterministic: the same seeds and overrides always give byte-identical files.
"""

from __future__ import annotations

import re
from pathlib import Path

from oracle import yamlio
from oracle.corpus import Section, render_section, section_files
from oracle.ingest.seeds_parse import SeedError, parse_blocks
from oracle.ingest.seeds_sections import Cutter, Draft
from oracle.ingest.seeds_text import slugify
from oracle.paths import CORPUS_DIR, SEEDS_DIR

OVERRIDES = Path(__file__).with_name("overrides.yaml")


def load_overrides(path: Path = OVERRIDES) -> dict:
    """The parsed overrides file."""
    return yamlio.safe_load(path.read_text(encoding="utf-8"))


def toc_pages(text: str, area: str) -> dict[str, int]:
    """Page numbers from a table of contents of "Title<TAB>[. ]page" lines, keyed by section id."""
    pages = {}
    for match in re.finditer(r"(?m)^([A-Z][^\t\n]+?)\t[ .]*(\d{1,2})\s*$", text):
        pages[f"{area}/{slugify(match.group(1))}"] = int(match.group(2))
    return pages


def document_drafts(text: str, doc: dict, vocab: dict) -> list[Draft]:
    """The section drafts of one document, ids pinned and kinds overridden."""
    doc = dict(doc)
    if doc.get("toc"):
        doc["toc_pages"] = toc_pages(text, doc["area"])
    blocks = parse_blocks(text, doc, doc["file"])
    drafts = Cutter(doc, vocab).cut(blocks)
    pins = doc.get("ids", {})
    kinds = doc.get("kinds_by_id", {})
    known = {d.id for d in drafts}
    stale = (set(pins) | set(kinds)) - known
    if stale:
        raise SeedError(f"{doc['file']}: id pins or kinds for unknown sections: {sorted(stale)}")
    for draft in drafts:
        draft.id = pins.get(draft.id, draft.id)
        draft.kind = kinds.get(draft.id, draft.kind)
    return drafts


def build_sections(seeds_dir: Path = SEEDS_DIR, overrides: dict | None = None) -> list[Section]:
    """Every corpus section made from the seeds, ids unique and supersessions checked."""
    overrides = overrides or load_overrides()
    sections: list[Section] = []
    for doc in overrides["documents"]:
        text = (Path(seeds_dir) / doc["file"]).read_text(encoding="utf-8")
        for order, draft in enumerate(document_drafts(text, doc, overrides["vocabulary"]), start=1):
            source = {"file": doc["file"], "document": doc["title"]}
            if draft.page is not None:
                source["page"] = draft.page
            sections.append(
                Section(
                    id=draft.id,
                    title=draft.title,
                    kind=draft.kind,
                    source=source,
                    authority=doc["authority"],
                    superseded_by=None,
                    order=order,
                    body=draft.body,
                )
            )
    ids = [s.id for s in sections]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise SeedError(f"duplicate section ids (pin them in overrides.yaml): {dupes}")
    by_id = {s.id: s for s in sections}
    for old, new in overrides.get("superseded_by", {}).items():
        if old not in by_id or new not in by_id:
            raise SeedError(f"superseded_by link {old} -> {new} names an unknown section")
        by_id[old].superseded_by = new
    return sections


def write_sections(sections: list[Section], corpus_dir: Path) -> None:
    """Replace every section file below ``corpus_dir`` (never ``cards/``) with ``sections``."""
    corpus_dir = Path(corpus_dir)
    for path in section_files(corpus_dir):
        path.unlink()
    for section in sections:
        path = corpus_dir / f"{section.id}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_section(section), encoding="utf-8")
    for folder in sorted(corpus_dir.glob("*/"), reverse=True):
        if folder.name != "cards" and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()


def ingest(seeds_dir: Path = SEEDS_DIR, corpus_dir: Path = CORPUS_DIR) -> list[Section]:
    """Regenerate the corpus sections from the seeds; returns what was written."""
    sections = build_sections(seeds_dir)
    write_sections(sections, corpus_dir)
    print(f"seeds: wrote {len(sections)} sections to {corpus_dir}")
    return sections
