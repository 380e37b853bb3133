"""Cut a document's blocks into section drafts, zone by zone.

A document's zones (in overrides.yaml) say, from a given heading on, which
corpus area and kind its sections get and how the zone is cut:

- ``headings``: every heading starts a section (listed subheadings stay inside);
- ``terms``: every "Term: definition" paragraph starts a section;
- ``factions``: every faction heading (a line naming a faction and/or its set,
  however the extraction fused them) starts a section;
- ``single``: the whole zone is one section;
- ``skip``: the zone is not rules content (credits, legal text) and is dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from oracle.ingest.seeds_parse import Block, SeedError
from oracle.ingest.seeds_text import is_list, slugify, strip_markup, term_label



@dataclass
class Draft:
    """A section before ids are final: title, id, kind, page and Markdown paragraphs."""

    title: str
    id: str
    kind: str
    page: int | None
    paragraphs: list[str] = field(default_factory=list)
    is_faction: bool = False
    faction_set: str | None = None
    offset: int = 0

    @property
    def body(self) -> str:
        """The Markdown body: paragraphs separated by blank lines, list items kept together."""
        out: list[str] = []
        for para in (p.strip() for p in self.paragraphs if p.strip()):
            if out and is_list(para) and is_list(out[-1]):
                out[-1] = f"{out[-1]}\n{para}"
            else:
                out.append(para)
        return "\n\n".join(out)


@dataclass
class Zone:
    """Where a zone starts and how its sections are made."""

    heading: str | None
    area: str
    kind: str
    split: str = "headings"
    intro_kind: str | None = None
    id_prefix: str = ""
    title_suffix: str = ""
    items: bool = False
    bold_labels: bool = False

    @classmethod
    def from_dict(cls, data: dict) -> "Zone":
        """A zone from its overrides.yaml mapping."""
        return cls(**data)


def vocab_parse(text: str, factions: list[str], sets: list[str]) -> tuple[str | None, str | None] | None:
    """Read a line made only of a faction name and/or a set name, in either order.

    Returns (faction, set) or None if anything else is on the line.
    """
    rest = strip_markup(text).rstrip(". ")
    faction = set_name = None
    names = sorted([(n, "f") for n in factions] + [(n, "s") for n in sets], key=lambda x: -len(x[0]))
    while rest:
        for name, what in names:
            if rest.lower().startswith(name.lower()) and (len(rest) == len(name) or rest[len(name)] == " "):
                if what == "f" and faction is None:
                    faction = name
                elif what == "s" and set_name is None:
                    set_name = name
                else:
                    continue
                rest = rest[len(name):].strip()
                break
        else:
            return None
    return (faction, set_name) if faction or set_name else None


def page_at(offset: int, anchors: list[tuple[int, int | None]], end: int) -> int | None:
    """The page of text at ``offset``, from (offset, page) anchors in reading order.

    Text takes the page of the last anchor at or before it. Where the next
    anchor is more than one page later (a run of pages with no anchor inside),
    the page is interpolated by position between the two anchors.
    """
    before = [a for a in anchors if a[0] <= offset]
    if not before or before[-1][1] is None:
        return None
    start, page = before[-1]
    after = [a for a in anchors if a[0] > offset]
    if after and after[0][1] is not None and after[0][1] - page > 1:
        stop, next_page = after[0]
        return page + int((offset - start) * (next_page - page) / (stop - start))
    return page


class Cutter:
    """Walks one document's blocks and collects its section drafts."""

    def __init__(self, doc: dict, vocab: dict):
        """Prepare to cut the document ``doc`` (its overrides entry), knowing faction/set names."""
        self.doc = doc
        self.zones = [Zone.from_dict(z) for z in doc["zones"]]
        self.factions = vocab["factions"]
        self.sets = vocab["sets"]
        self.pages = dict(doc.get("pages", {}))
        self.soft_pages = dict(doc.get("toc_pages", {}))
        self.anchors: list[tuple[int, int | None]] = []
        self.offset = 0
        self.drafts: list[Draft] = []
        self.zone = self.zones[0]

    def _zone_for(self, heading: str) -> Zone | None:
        """The zone that this heading starts, if any."""
        for zone in self.zones:
            if zone.heading is not None and slugify(zone.heading) == slugify(heading):
                return zone
        return None

    def _area(self) -> str:
        """The id area: fixed for the document, or the current zone's."""
        return self.doc.get("area") or self.zone.area

    def _start(self, title: str, kind: str | None = None, slug_title: str | None = None,
               intro: bool = False) -> Draft:
        """Begin a new section in the current zone, updating the running page."""
        prefix = "" if intro else self.zone.id_prefix
        ident = f"{self._area()}/{prefix}{slugify(slug_title or title)}"
        if ident in self.soft_pages:
            self.anchors.append((self.offset, self.soft_pages.pop(ident)))
        if ident in self.pages:
            self.anchors.append((self.offset, self.pages.pop(ident)))
        draft = Draft(title=title, id=ident, kind=kind or self.zone.kind, page=None, offset=self.offset)
        if self.zone.split != "skip":
            self.drafts.append(draft)
        return draft

    def _current(self) -> Draft:
        """The section being filled; text before any heading opens the zone's own section."""
        if not self.drafts or self.zone.split == "skip":
            return self._start(self.zone.heading or self.doc["title"], self.zone.intro_kind, intro=True)
        return self.drafts[-1]

    def _add(self, text: str) -> None:
        """Append a paragraph to the current section (nothing in a skipped zone)."""
        if self.zone.split != "skip":
            self._current().paragraphs.append(text)

    def heading(self, title: str) -> None:
        """Handle a heading: a new zone, a subheading, a faction, or a new section."""
        zone = self._zone_for(title)
        if zone is not None:
            self.zone = zone
            self._start(title, zone.intro_kind or zone.kind, intro=True)
            return
        if self.zone.split == "skip":
            self._start(title)
            return
        if title in self.doc.get("subheadings", []) or self.zone.split == "single":
            self._add(f"### {title}")
            return
        if self.zone.split == "factions" and self.faction_line(title):
            return
        self._start(title + self.zone.title_suffix, self.doc.get("kinds", {}).get(title), slug_title=title)

    def faction_line(self, text: str) -> bool:
        """Start a faction section (or note its set) if the line names only a faction/set."""
        parsed = vocab_parse(text, self.factions, self.sets)
        if parsed is None:
            return False
        faction, set_name = parsed
        if faction:
            draft = self._start(faction + self.zone.title_suffix, slug_title=faction)
            draft.is_faction = True
        else:
            draft = self._current()
        if set_name and draft.is_faction and draft.faction_set is None:
            draft.faction_set = set_name
            draft.paragraphs.append(f"*Set: {set_name}*")
        return True

    def paragraph(self, text: str) -> None:
        """Handle a paragraph according to the zone's split mode."""
        split = self.zone.split
        if split == "factions" and len(text) < 80 and self.faction_line(text):
            return
        labelled = term_label(text)
        if labelled and labelled[0] in self.doc.get("not_terms", []):
            labelled = None
        if split == "terms" and labelled:
            label = labelled[0].strip('"“” ')
            draft = self._start(label + self.zone.title_suffix, slug_title=label)
            if labelled[1]:
                draft.paragraphs.append(labelled[1])
            return
        if labelled and not labelled[1]:
            labelled = None
        if self.zone.items and labelled and not is_list(text):
            text = f"- **{labelled[0]}:** {labelled[1]}"
        elif self.zone.bold_labels and labelled:
            text = f"**{labelled[0]}:** {labelled[1]}"
        self._add(text)

    def cut(self, blocks: list[Block]) -> list[Draft]:
        """All drafts of the document, empty ones (headings with no text) left out."""
        for block in blocks:
            if block.kind == "heading":
                self.heading(block.text)
            else:
                self.paragraph(block.text)
            self.offset += len(block.text) + 2
        if self.pages:
            raise SeedError(f"{self.doc['file']}: page anchors for unknown sections: {sorted(self.pages)}")
        for draft in self.drafts:
            draft.page = page_at(draft.offset, self.anchors, self.offset)
        return [d for d in self.drafts if d.body.strip() and not re.fullmatch(r"\*Set: [^*]+\*", d.body)]
