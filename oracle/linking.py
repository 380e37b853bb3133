"""Cross-links in every text, made at build time (issue #17).

The linker reads three tables and links a text to them:

* **terms**: the phrases of ``corpus/term-aliases.yaml`` (the one reviewed table)
  link to their term section; the first mention in each paragraph links, a term's
  own page (and the pages of the same term in other documents) never links to it;
* **references**: "see page 11", "(see "Abilities" below)", "See Diva (above)",
  "see Game Over, Man! on page 8" link to the section, heading or ruling they mean,
  a page number being looked up within the same document among the pages the
  corpus records;
* **card names**: the longest name wins, never inside another word; a name that
  is also an everyday word ("Fan", "Base", "Madness") links only where the context
  makes it a card (a card the ruling, clarification or faction is about, or the
  name written in quotes).

Markdown (corpus sections) is linked by a Markdown tree processor, so headings,
code and existing links are skipped by element; plain texts (card texts,
clarifications, ruling answers) go through :meth:`Linker.text_html`. Either way
the result is HTML that the caller sanitises (nh3). ``Linker.counts`` tells how
many links of each kind were made.
"""

from __future__ import annotations

import collections
import dataclasses
import html
import re
import xml.etree.ElementTree as etree
from pathlib import Path
from typing import Iterable

import markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

from oracle import paths, yamlio

ALIASES_FILE = paths.CORPUS_DIR / "term-aliases.yaml"

#: Elements whose text is never linked.
SKIP_TAGS = {"a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style"}
#: Elements that start a new paragraph for "first mention per paragraph".
BLOCK_TAGS = {"p", "li", "td", "th", "dd", "dt", "blockquote", "div", "ul", "ol", "table", "tr"}

def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("’", "").replace("'", "")).strip("-")


def _norm(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return " ".join(text.lower().split())


def _title_norm(title: str) -> str:
    """A title as a reference names it: "Monsters & Treasures" = "Monsters and Treasures"."""
    return _norm(title).replace("&", "and").rstrip("!")


def _pattern(phrase: str) -> str:
    """A phrase as a regex: spaces match any whitespace, either apostrophe matches."""
    out = []
    for ch in phrase:
        if ch.isspace():
            out.append(r"\s+")
        elif ch in "'’":
            out.append("['’]")
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _alternation(phrases: Iterable[str], fold: bool = True) -> str:
    """One regex matching any of ``phrases``, the longest first, as a trie.

    A flat alternation of 1,500 card names makes Python's matcher try every name at every
    position; the trie tries one branch per character, which is what makes linking every
    text of a build take seconds rather than a minute.
    """
    trie: dict = {}
    for phrase in set(phrases):
        node = trie
        for ch in _chars(phrase.lower() if fold else phrase):
            node = node.setdefault(ch, {})
        node[""] = True
    return _trie_pattern(trie)


def _chars(phrase: str) -> list[str]:
    """A phrase's characters, a run of spaces as one, both apostrophes as one."""
    out: list[str] = []
    for ch in phrase:
        if ch.isspace():
            if out and out[-1] == " ":
                continue
            ch = " "
        elif ch in "'’":
            ch = "'"
        out.append(ch)
    return out


def _trie_pattern(node: dict) -> str:
    branches = [_pattern(ch) + _trie_pattern(child) for ch, child in sorted(node.items()) if ch != ""]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if "" in node:  # a phrase ends here: the longer ones are tried first (greedy)
        return "(?:" + body + ")?"
    return body


# --------------------------------------------------------------------------- the tables

@dataclasses.dataclass
class Term:
    id: str
    title: str
    same: frozenset[str]  # the target and the other sections defining the same term


@dataclasses.dataclass
class SectionInfo:
    id: str
    title: str
    file: str | None
    page: int | None
    ord: int | None
    headings: dict[str, str] = dataclasses.field(default_factory=dict)  # normalised heading -> anchor
    names: list[re.Pattern] = dataclasses.field(default_factory=list)  # how a sentence names it (page references)

    @property
    def norm(self) -> str:
        return _title_norm(self.title)


@dataclasses.dataclass
class CardInfo:
    name: str
    slug: str
    faction_slug: str | None


@dataclasses.dataclass
class Context:
    """What a text is about: decides self-links, page lookups and everyday card names."""

    self_id: str | None = None            # section id, "card:<slug>" or "ruling:<id>"
    file: str | None = None               # the source document, for page references
    section_id: str | None = None         # for "(see "Abilities" below)"
    cards: frozenset[str] = frozenset()   # normalised names of the cards the text is about
    faction_slug: str | None = None
    rulings: tuple[str, ...] = ()         # ruling ids the text points at (see_also), tried first


@dataclasses.dataclass
class Link:
    start: int
    end: int
    kind: str        # term | card | ref | blocked
    href: str | None
    key: str | None  # what "first mention per paragraph" counts (term id, card slug)
    title: str | None = None


def load_aliases(path: Path | None = None) -> dict:
    """The reviewed term table; a corpus without one (a test's) links no terms."""
    path = path or ALIASES_FILE
    if not path.exists():
        return {"terms": {}}
    data = yamlio.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict) or not isinstance(data.get("terms"), dict):
        raise ValueError(f"{path or ALIASES_FILE}: expected a mapping with 'terms'")
    return data


def section_url(section_id: str) -> str:
    return "/rules/" + section_id


class Linker:
    """Links texts to terms, sections, rulings and cards. Build one per build."""

    def __init__(self, sections: Iterable[dict], cards: Iterable[dict], rulings: Iterable[dict],
                 aliases: dict | None = None):
        sections, cards = list(sections), list(cards)
        aliases = aliases if aliases is not None else load_aliases()
        self.sections: dict[str, SectionInfo] = {}
        for s in sections:
            info = SectionInfo(s["id"], s.get("title") or s["id"], s.get("file"), s.get("page"), s.get("ord"))
            info.headings = {_norm(h): slugify(h) for h in re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$",
                                                                       s.get("body_md") or "", re.M)}
            self.sections[s["id"]] = info
        self._docs: dict[str, list[SectionInfo]] = {}
        for info in sorted(self.sections.values(), key=lambda s: s.ord or 0):
            if info.file:
                self._docs.setdefault(info.file, []).append(info)
        self.counts: collections.Counter[str] = collections.Counter()
        self.unresolved: list[str] = []
        self._terms(aliases)
        self._cards(cards, [s.get("body_md") or "" for s in sections] + [c.get("text") or "" for c in cards])
        self._rulings(rulings)

    # -- tables ----------------------------------------------------------------
    def _terms(self, aliases: dict) -> None:
        self.terms: dict[str, Term] = {}
        self._phrase_term: dict[str, str] = {}
        exact_phrase_term: dict[str, str] = {}
        unknown = [i for tid, entry in aliases["terms"].items() for i in [tid, *((entry or {}).get("also") or [])]
                   if i not in self.sections]
        if unknown:
            raise ValueError(f"term-aliases.yaml names sections that do not exist: {', '.join(unknown[:5])}")
        for tid, entry in aliases["terms"].items():
            entry = entry or {}
            same = frozenset([tid, *(entry.get("also") or [])])
            title = self.sections[tid].title
            self.terms[tid] = Term(tid, title, same)
            for p in entry.get("phrases") or []:
                self._phrase_term[_norm(p)] = tid
            for p in entry.get("exact") or []:
                exact_phrase_term[p] = tid
        self._exact_term = exact_phrase_term
        self._blocked = {_norm(p) for p in aliases.get("blocked") or []}
        self.unlinked = dict(aliases.get("unlinked") or {})
        b = r"(?<![\w’'-])(?:{})(?![\w-]|['’]\w)"
        phrases = list(self._phrase_term) + list(self._blocked)
        self._term_re = re.compile(b.format(_alternation(phrases)), re.IGNORECASE) if phrases else None
        self._exact_re = (re.compile(b.format(_alternation(exact_phrase_term, fold=False)))
                          if exact_phrase_term else None)

    def _cards(self, cards: list[dict], texts: list[str]) -> None:
        self._by_name: dict[str, list[CardInfo]] = {}
        for c in cards:
            if not c.get("name") or c.get("type") == "other" and not c.get("faction"):
                continue
            info = CardInfo(c["name"], c["slug"], c.get("faction_slug"))
            self._by_name.setdefault(_norm(c["name"]), []).append(info)
        # ("\x00": a name no text holds keeps the pattern valid for a build without cards)
        names = [v[0].name for v in self._by_name.values() if len(_norm(v[0].name)) >= 3] or ["\x00"]
        self._everyday = self._everyday_names(names, texts)
        # A name links only with its capital letter (or its opening quote, digit or dots):
        # the case-sensitive guard also spares the matcher most positions of a text.
        self._card_re = re.compile(r"(?<![\w’'-])(?=(?-i:[A-Z0-9\"“.]))(?:{})(?![\w-]|['’]\w)".format(
            _alternation(names)), re.IGNORECASE)

    def _everyday_names(self, names: list[str], texts: Iterable[str]) -> set[str]:
        """Names that are also ordinary words or titles: only linked where the context makes them cards.

        A name is everyday when the corpus itself writes it in lower case ("a ghost", "after you",
        "the madness deck"); and when it is a section title ("Me First!"), a term
        phrase, or in :data:`EVERYDAY_WORDS`. (A name only links with its capital letter, so
        "full sail" in lower case never links anyway.)
        """
        titles = {_norm(s.title).rstrip("!?.") for s in self.sections.values()}
        phrases = set(self._phrase_term) | self._blocked | {_norm(t.title) for t in self.terms.values()}
        prose = "\n".join(t for t in texts if t)
        words = set(re.findall(r"(?<![\w'’-])[a-z][\w'’-]*", prose))
        several = [_norm(n) for n in names if " " in n.strip()] or ["\x00 \x00"]
        lower = re.compile(r"(?<![\w'’-])(?:{})(?![\w-])".format(_alternation(several, fold=False)))
        written_lower = {_norm(m.group(0)) for m in lower.finditer(prose)}
        out = set()
        for name in names:
            n = _norm(name)
            if n.rstrip("!?.") in titles or n in phrases or n in EVERYDAY_WORDS:
                out.add(n)
            elif " " not in n and n.rstrip("!?.") in words or n in written_lower:
                out.add(n)
        return out

    def _rulings(self, rulings: Iterable[dict]) -> None:
        self._ruling_ids: set[str] = set()
        self._rulings_by_card: dict[str, list[str]] = {}
        for r in rulings:
            self._ruling_ids.add(r["id"])
            for name in r.get("cards") or []:
                self._rulings_by_card.setdefault(_norm(name), []).append(r["id"])

    # -- matching ----------------------------------------------------------------
    def find(self, text: str, ctx: Context) -> list[Link]:
        """Every candidate link in ``text``, overlaps resolved (references, then the longest match)."""
        cands: list[Link] = []
        cands += self._find_refs(text, ctx)
        for m in self._term_re.finditer(text) if self._term_re is not None else ():
            n = _norm(m.group(0))
            if n in self._blocked:
                cands.append(Link(m.start(), m.end(), "blocked", None, None))
                continue
            tid = self._phrase_term.get(n)
            if tid:
                cands.append(self._term_link(m.start(), m.end(), tid, ctx))
        if self._exact_re is not None:
            for m in self._exact_re.finditer(text):
                tid = self._exact_term[m.group(0)]
                cands.append(self._term_link(m.start(), m.end(), tid, ctx))
        for m in self._card_re.finditer(text):
            link = self._card_link(text, m, ctx)
            if link is not None:
                cands.append(link)
        rank = {"ref": 0, "term": 1, "blocked": 1, "card": 2}
        cands.sort(key=lambda c: (c.start, -(c.end - c.start) if c.kind != "ref" else -10**6, rank[c.kind]))
        out, end = [], -1
        for c in cands:
            if c.start >= end:
                out.append(c)
                end = c.end
        return out

    def _term_link(self, start: int, end: int, tid: str, ctx: Context) -> Link:
        term = self.terms[tid]
        if ctx.self_id in term.same:  # a term's own page never links to itself
            return Link(start, end, "blocked", None, None)
        return Link(start, end, "term", section_url(tid), tid, term.title)

    def _card_link(self, text: str, m: re.Match, ctx: Context) -> Link | None:
        found = m.group(0)
        if not found[0].isupper() and found[0].isalpha():
            return None
        n = _norm(found)
        infos = self._by_name.get(n)
        if not infos:
            return None
        if n in self._everyday and n not in ctx.cards and not _quoted(text, m.start(), m.end()):
            return None
        info = next((i for i in infos if ctx.faction_slug and i.faction_slug == ctx.faction_slug), infos[0])
        if ctx.self_id == f"card:{info.slug}":
            return Link(m.start(), m.end(), "blocked", None, None)
        return Link(m.start(), m.end(), "card", f"/cards/{info.slug}", info.slug)

    # -- references --------------------------------------------------------------
    _REF_RE = re.compile(
        r"\b[Ss]ee\s+(?:also\s+)?"
        r"(?P<what>"
        r"(?:page|p\.)\s*(?P<page>\d+)"
        r"|(?:[\"“](?P<q>[^\"”\n]{1,60})[\"”]|(?P<name>[A-Z0-9][^()\n,;:.]{0,50}?))"
        r"(?:\s*\((?P<dir>above|below)\)|\s+(?P<dir2>above|below)\b"
        r"|\s*,?\s*\((?:page|p\.)\s*(?P<page2>\d+)\)|\s*,?\s+(?:on\s+)?(?:page|p\.)\s*(?P<page3>\d+))"
        r")"
    )

    def _find_refs(self, text: str, ctx: Context) -> list[Link]:
        out = []
        for m in self._REF_RE.finditer(text):
            page = m.group("page") or m.group("page2") or m.group("page3")
            name = m.group("q") or m.group("name")
            href = self._resolve(text, m.start(), name, int(page) if page else None, ctx)
            start, end = m.start("what"), m.end("what")
            if href is None:
                self.counts["ref_unresolved"] += 1
                self.unresolved.append(f"{ctx.self_id}: {m.group(0)!r}")
                out.append(Link(start, end, "blocked", None, None))
                continue
            self.counts["ref_resolved"] += 1
            out.append(Link(start, end, "ref", href, None))
        return out

    def _resolve(self, text: str, at: int, name: str | None, page: int | None, ctx: Context) -> str | None:
        if name:
            n = _norm(name.strip())
            t = _title_norm(name.strip())
            own = self.sections.get(ctx.section_id or "")
            if own and n in own.headings and page is None:
                return "#" + own.headings[n]
            doc = self._docs.get(ctx.file or "", [])
            for s in doc:
                if s.norm == t or s.norm.startswith(t + ":"):
                    return section_url(s.id)
            if len(n) > 8:  # "Directly Increase Power" for the term "Directly increases power"
                for s in doc:
                    if slugify(s.title).startswith(slugify(n)):
                        return section_url(s.id)
            rid = self._ruling_for(n, ctx)
            if rid:
                return "/rulings/" + rid
            if n in self._by_name and page is None:
                infos = self._by_name[n]
                info = next((i for i in infos if i.faction_slug == ctx.faction_slug), infos[0])
                return f"/cards/{info.slug}"
        if page is not None:
            return self._page(text, at, page, ctx)
        return None

    def _ruling_for(self, n: str, ctx: Context) -> str | None:
        """The ruling a "See Diva (above)" means: one it points at, else the one on that card."""
        ids = self._rulings_by_card.get(n) or []
        for rid in ctx.rulings:
            if rid in ids:
                return rid
        slug = slugify(n)
        if ctx.faction_slug and f"{ctx.faction_slug}/{slug}" in self._ruling_ids:  # "Oh No!" for "Oh, No!"
            return f"{ctx.faction_slug}/{slug}"
        for rid in ids:
            if rid.endswith("/" + slug) and (not ctx.faction_slug or rid.startswith(ctx.faction_slug + "/")):
                return rid
        for rid in ids:
            if rid.endswith("/" + slug):
                return rid
        return None

    def _page(self, text: str, at: int, page: int, ctx: Context) -> str | None:
        """The section on ``page`` of the same document that the sentence is about."""
        doc = self._docs.get(ctx.file or "", [])
        on_page = [s for s in doc if s.page == page]
        if not on_page:
            before = [s for s in doc if s.page is not None and s.page < page]
            return section_url(before[-1].id) if before else None
        if ctx.faction_slug:  # "(See Errata, p. 15.)" in a Killer Plants text: the Killer Plants errata
            for s in on_page:
                if s.id.endswith("/" + ctx.faction_slug):
                    return section_url(s.id)
        window = _norm(text[max(0, at - 300):at + 40])
        best, best_pos = None, -1
        for s in on_page:
            if s.id in self.unlinked:
                continue
            if not s.names:
                names = {_norm(s.title)} | {p for p, t in self._phrase_term.items() if t == s.id}
                s.names = [re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)") for name in names]
            for pattern in s.names:
                for mm in pattern.finditer(window):
                    if mm.start() > best_pos:
                        best, best_pos = s, mm.start()
        return section_url((best or on_page[0]).id)

    # -- output -------------------------------------------------------------------
    def link_pieces(self, text: str, ctx: Context, seen: set[str]) -> list[str | Link]:
        """``text`` split into plain strings and links; ``seen`` holds what the paragraph already linked."""
        pieces: list[str | Link] = []
        pos = 0
        for link in self.find(text, ctx):
            if link.kind == "blocked" or link.href is None:
                continue
            if link.key is not None:
                if link.key in seen:
                    continue
                seen.add(link.key)
            pieces.append(text[pos:link.start])
            pieces.append(link)
            pos = link.end
            self.counts[link.kind] += 1
        pieces.append(text[pos:])
        return [p for p in pieces if p != ""]

    def text_html(self, text: str | None, ctx: Context) -> str:
        """A plain text (card text, clarification, ruling answer) as HTML with its links; each line a paragraph."""
        if not text:
            return ""
        lines = []
        for line in str(text).split("\n"):
            seen: set[str] = set()
            out = []
            for piece in self.link_pieces(line, ctx, seen):
                if isinstance(piece, str):
                    out.append(html.escape(piece, quote=False))
                else:
                    out.append(_anchor(piece, html.escape(line[piece.start:piece.end], quote=False)))
            lines.append("".join(out))
        return "\n".join(lines)


EVERYDAY_WORDS = {"base", "madness", "ghost", "spirit", "portal", "summon", "trade", "shift", "crush", "wish",
                  "rally", "scout", "upgrade", "upgrades", "sacrifice", "charm", "pin", "fan", "ten", "arena",
                  "brain", "beast", "crypt", "crystal", "drone", "flock", "guide", "invader", "jock", "mime",
                  "mole", "probe", "raider", "ram", "rebel", "roller", "ruins", "scar", "soldier", "stomp",
                  "swipe", "toad", "walker", "worker", "zero", "innsmouth", "cthulhu", "professor"}


def _quoted(text: str, start: int, end: int) -> bool:
    return start > 0 and end < len(text) and text[start - 1] in "\"“'‘" and text[end] in "\"”'’"


def _anchor(link: Link, inner: str) -> str:
    cls = {"term": "term", "card": "card-link", "ref": "ref"}[link.kind]
    return f'<a class="{cls}" href="{html.escape(link.href or "")}">{inner}</a>'


class _LinkTree(Treeprocessor):
    def __init__(self, md, linker: Linker, ctx: Context):
        super().__init__(md)
        self.linker, self.ctx = linker, ctx

    def run(self, root: etree.Element) -> None:
        self._walk(root, set())

    def _walk(self, el: etree.Element, seen: set[str]) -> None:
        if el.tag in SKIP_TAGS:
            return
        if el.tag in BLOCK_TAGS:
            seen = set()
        if el.text:
            new = self._split(el.text, seen)
            if new is not None:
                el.text = new[0]
                for i, a in enumerate(new[1]):
                    el.insert(i, a)
        for child in list(el):
            self._walk(child, seen)
            if child.tail:
                new = self._split(child.tail, seen)
                if new is not None:
                    child.tail = new[0]
                    idx = list(el).index(child)
                    for i, a in enumerate(new[1]):
                        el.insert(idx + 1 + i, a)

    def _split(self, text: str, seen: set[str]):
        pieces = self.linker.link_pieces(text, self.ctx, seen)
        if not any(isinstance(p, Link) for p in pieces):
            return None
        head = ""
        anchors: list[etree.Element] = []
        for p in pieces:
            if isinstance(p, str):
                if anchors:
                    anchors[-1].tail = (anchors[-1].tail or "") + p
                else:
                    head += p
            else:
                a = etree.Element("a", {"class": {"term": "term", "card": "card-link", "ref": "ref"}[p.kind],
                                        "href": p.href or ""})
                a.text = text[p.start:p.end]
                anchors.append(a)
        return head, anchors


class _HeadingIds(Treeprocessor):
    def run(self, root: etree.Element) -> None:
        seen: set[str] = set()
        for el in root.iter():
            if el.tag in {"h1", "h2", "h3", "h4", "h5", "h6"} and "id" not in el.attrib:
                slug = base = slugify("".join(el.itertext())) or "section"
                n = 1
                while slug in seen:
                    n += 1
                    slug = f"{base}-{n}"
                seen.add(slug)
                el.set("id", slug)


class HeadingIds(Extension):
    """Every heading gets an id from its text ("### Abilities" -> ``id="abilities"``), the anchor
    a "(see "Abilities" below)" links to. Part of every section's rendering (``oracle.build``)."""

    def extendMarkdown(self, md) -> None:  # noqa: N802 (Markdown's API)
        md.treeprocessors.register(_HeadingIds(md), "oracle_heading_ids", 4)


class _LinkExtension(Extension):
    def __init__(self, linker: Linker, ctx: Context):
        super().__init__()
        self.linker, self.ctx = linker, ctx

    def extendMarkdown(self, md) -> None:  # noqa: N802 (Markdown's API)
        md.treeprocessors.register(_LinkTree(md, self.linker, self.ctx), "oracle_links", 5)


# --------------------------------------------------------------------------- what the build calls

#: The document card texts and their clarifications come from (page references in them).
CARDS_DOCUMENT = "003_5bf5e42e232e8d52.txt"
#: Corpus areas whose sections are about one faction (the id's last part is its slug).
FACTION_AREAS = {"clarifications", "errata", "factions"}

#: What the linker adds to the sanitiser's defaults: link classes and heading anchors.
EXTRA_ATTRIBUTES = {"a": {"class"}, **{f"h{i}": {"id"} for i in range(1, 7)}}


def sanitise(html_text: str) -> str:
    import nh3

    attributes = {k: set(v) for k, v in nh3.ALLOWED_ATTRIBUTES.items()}
    for tag, names in EXTRA_ATTRIBUTES.items():
        attributes.setdefault(tag, set()).update(names)
    return nh3.clean(html_text, attributes=attributes)


class Site:
    """A linker over a whole build: the cards of each faction give context to its texts."""

    def __init__(self, sections: list[dict], cards: list[dict], rulings: list[dict], aliases: dict | None = None):
        self.linker = Linker(sections, cards, rulings, aliases)
        self.faction_cards: dict[str, frozenset[str]] = {}
        groups: dict[str, set[str]] = {}
        for c in cards:
            if c.get("faction_slug") and c.get("name"):
                groups.setdefault(c["faction_slug"], set()).add(_norm(c["name"]))
        self.faction_cards = {k: frozenset(v) for k, v in groups.items()}

    @property
    def counts(self) -> collections.Counter:
        return self.linker.counts

    def section_context(self, sec: dict) -> Context:
        area, _, rest = sec["id"].partition("/")
        faction = rest if area in FACTION_AREAS or sec.get("kind") in ("clarification", "faction") else None
        if faction and faction not in self.faction_cards:
            faction = None
        return Context(self_id=sec["id"], file=sec.get("file"), section_id=sec["id"],
                       cards=self.faction_cards.get(faction or "", frozenset()), faction_slug=faction)

    def card_context(self, card: dict) -> Context:
        fs = card.get("faction_slug")
        return Context(self_id=f"card:{card['slug']}", file=CARDS_DOCUMENT, faction_slug=fs,
                       cards=self.faction_cards.get(fs or "", frozenset()))

    def ruling_context(self, rul: dict) -> Context:
        source = rul.get("source") if isinstance(rul.get("source"), dict) else {}
        group = rul["id"].split("/", 1)[0]
        return Context(self_id=f"ruling:{rul['id']}", file=source.get("file"), faction_slug=group,
                       cards=frozenset(_norm(n) for n in rul.get("cards") or []),
                       rulings=tuple(rul.get("see_also") or ()))

    def section_html(self, sec: dict, render=None) -> str:
        """A section's body: ``render(markdown_text, extensions=[...])`` is the build's Markdown renderer."""
        ext = _LinkExtension(self.linker, self.section_context(sec))
        if render is None:
            return sanitise(markdown.markdown(sec.get("body_md") or "",
                                              extensions=["tables", "sane_lists", HeadingIds(), ext]))
        return render(sec.get("body_md") or "", extensions=[ext])

    def card_fields(self, card: dict) -> dict[str, str | list[str]]:
        ctx = self.card_context(card)
        out: dict[str, str | list[str]] = {}
        for field in ("text", "errata"):
            if card.get(field):
                out[field] = sanitise(self.linker.text_html(card[field], ctx))
        clar = card.get("clarifications") or []
        if clar:
            out["clarifications"] = [sanitise(self.linker.text_html(c, ctx)) for c in clar]
        prev = card.get("previous_versions") or []
        if prev:
            out["previous_versions"] = [sanitise(self.linker.text_html(p.get("text") if isinstance(p, dict) else p,
                                                                         ctx)) for p in prev]
        return out

    def ruling_fields(self, rul: dict) -> dict[str, str]:
        return {"answer": sanitise(self.linker.text_html(rul.get("answer"), self.ruling_context(rul)))}

    def scenario_fields(self, sc: dict) -> dict[str, str]:
        return {"title": sanitise(self.linker.text_html(sc.get("title"), Context(self_id=f"scenario:{sc['id']}")))}
