"""The whoosh index: its schema and how documents are made from the database.

One document per corpus section, card (bases included) and ruling. Fields:

* ``key`` (unique: ``<group>:<id>``), ``id`` (the section id, card slug or
  ruling id, as in the database), ``group`` (``sections`` | ``cards`` | ``rulings``: the build
  part that owns the document, so one part can be re-indexed alone)
* ``kind``: a section's kind (``rule``, ``term``, ``errata``, ...), ``card``,
  ``base`` or ``ruling``
* ``title``, ``body``, ``names`` (cards a ruling concerns), ``tags`` (faction,
  set and type words): stemmed text; ``title`` and ``body`` are stored for
  highlighted snippets
* ``faction``, ``set`` (slugs; a ruling gets its cards'), ``type``, ``area``,
  ``authority``: exact keywords
* ``power``, ``breakpoint``: numbers, for ``power>=4`` and ``breakpoint<20``
* stored only: ``url``, ``prior`` (ranking weight by authority), ``subtitle``,
  ``label`` (the title shown, where it differs from the indexed ``title``: a
  ruling is indexed under its cards' names, its question goes with the answer
  into ``body``, so question-shaped titles do not outrank the rules)
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path
from typing import Any, Iterable, Iterator

# whoosh is imported where it is used: the CLI's start needs only its analysis module
# (oracle search < 0.3 s, bench/bench_cli.py)

#: Words too common to help ranking. Whoosh's list plus the words of questions.
STOP_WORDS = frozenset("""
a an and are as at be by for from have if in is it of on or that the this to
us we when will with yet you your i me my do does did what which who whom how
there their they them than then so such its was were been being has had can could
would should any some just about into also""".split())


def fold_accents(text: str) -> str:
    """"Doppelgänger" -> "Doppelganger"."""
    import unicodedata

    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def analyzer():
    """Words, lower case, no stop words, stemmed, accents folded (``oracle.search.analysis``)."""
    from oracle.search.analysis import analyzer as make

    return make()


_TOKEN = re.compile(r"[\w\*]+(?:\.?[\w\*]+)*", re.U)  # whoosh's RegexTokenizer default


def terms(text: str) -> list[str]:
    """The index terms of ``text``, as :func:`analyzer` makes them, without importing whoosh's
    analysis (a test checks they agree): for the words of a query."""
    from oracle.search.ranking import stem

    return [fold_accents(stem(t)) for t in _TOKEN.findall(str(text).lower()) if t not in STOP_WORDS]


#: The fields: name -> (whoosh field type, its options). ``TEXT`` fields use :func:`analyzer`.
FIELDS: dict[str, tuple[str, dict]] = {
    "key": ("ID", {"unique": True}),
    "id": ("ID", {"stored": True}),
    "group": ("ID", {"stored": True}),
    "kind": ("ID", {"stored": True}),
    "title": ("TEXT", {"stored": True, "field_boost": 2.5}),
    "body": ("TEXT", {"stored": True}),
    "names": ("TEXT", {"field_boost": 1.5}),
    "tags": ("TEXT", {"field_boost": 0.5}),
    "faction": ("KEYWORD", {"stored": True, "commas": True}),
    "set": ("KEYWORD", {"stored": True, "commas": True}),
    "type": ("ID", {"stored": True}),
    "area": ("ID", {"stored": True}),
    "authority": ("ID", {"stored": True}),
    "power": ("NUMERIC", {"bits": 32, "signed": True, "stored": True}),
    "breakpoint": ("NUMERIC", {"bits": 32, "signed": True, "stored": True}),
    "sort": ("ID", {"sortable": True}),
    **{name: ("STORED", {}) for name in (
        "label", "url", "prior", "subtitle", "superseded_by", "document", "page", "parent", "anchor",
        "same_as", "answer", "faction_name", "set_name")},
}


def make_schema():
    from whoosh import fields

    ana = analyzer()
    out = {}
    for name, (kind, options) in FIELDS.items():
        if kind == "STORED":
            out[name] = fields.STORED
        elif kind == "TEXT":
            out[name] = fields.TEXT(analyzer=ana, **options)
        elif kind == "NUMERIC":
            out[name] = fields.NUMERIC(int, **options)
        else:
            out[name] = getattr(fields, kind)(**options)
    return fields.Schema(**out)


#: Changes whenever the schema or the document recipe below changes.
DOC_VERSION = 8
SCHEMA_DIGEST = hashlib.sha256(
    (repr(sorted(FIELDS.items())) + repr(sorted(STOP_WORDS)) + "fold-accents" + str(DOC_VERSION)).encode()
).hexdigest()[:16]

DIGEST_FILE = "schema.digest"

AUTHORITY_PRIOR = {
    "official rulebook": 1.0,
    "official web rules": 0.92,
    "official faq": 1.0,
    "community compilation": 0.85,
    "community wiki": 0.8,
}


#: By source document: the newest official rulebook (003) first, as the corpus says.
SOURCE_PRIOR = {"003": 1.0, "000": 0.85, "001": 0.85, "002": 0.8, "004": 0.75}

#: Rulings: their titles are questions, which match the words of any question.
RULING_PRIOR = 0.85


def exists(index_dir: Path) -> bool:
    """An index of the current schema is there (its digest file, and a table of contents)."""
    index_dir = Path(index_dir)
    try:
        same = (index_dir / DIGEST_FILE).read_text().strip() == SCHEMA_DIGEST
    except OSError:
        return False
    return same and any(index_dir.glob("_MAIN_*.toc"))


def open_or_create(index_dir: Path) -> bool:
    """Make sure an index with the current schema is there. True if it was (re)created empty."""
    index_dir = Path(index_dir)
    if exists(index_dir):
        return False
    if index_dir.exists():
        shutil.rmtree(index_dir)
    index_dir.mkdir(parents=True)
    from whoosh import index as whoosh_index

    whoosh_index.create_in(str(index_dir), make_schema())
    (index_dir / DIGEST_FILE).write_text(SCHEMA_DIGEST + "\n")
    return True


def open_index(index_dir: Path):
    from whoosh import index as whoosh_index

    return whoosh_index.open_dir(str(index_dir))


def inputs_digest(corpus_dir: Path | None = None) -> str:
    """Digest of what the index reads besides the database: the reviewed same-rule groups."""
    from oracle.search import same_rules

    file = same_rules.path(corpus_dir)
    return hashlib.sha256(file.read_bytes() if file.exists() else b"").hexdigest()[:16]


def reindex(index_dir: Path, db, groups: Iterable[str], corpus_dir: Path | None = None) -> dict[str, int]:
    """Replace the documents of each group with fresh ones from ``db``."""
    groups = list(groups)
    ix = open_index(index_dir)
    counts: dict[str, int] = {}
    writer = ix.writer(limitmb=128)
    try:
        for group in groups:
            writer.delete_by_term("group", group)
            n = 0
            for doc in documents(db, group, corpus_dir):
                writer.add_document(**doc)
                n += 1
            counts[group] = n
        # one segment after a full build; an update adds a segment (whoosh merges small ones)
        writer.commit(optimize=set(groups) >= {"sections", "cards", "rulings"})
    except BaseException:
        writer.cancel()
        raise
    finally:
        ix.close()
    return counts


# --------------------------------------------------------------------------- documents

_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MD_MARKS = re.compile(r"(^|\s)#{1,6}\s|[*_`>|]+|^\s*[-+]\s", re.M)


def plain_text(markdown_text: str | None) -> str:
    """Markdown without its markup, for indexing and snippets."""
    if not markdown_text:
        return ""
    text = _MD_LINK.sub(r"\1", markdown_text)
    text = _MD_MARKS.sub(lambda m: m.group(1) or " ", text)
    return re.sub(r"[ \t]+", " ", text).strip()


def section_url(section_id: str) -> str:
    return f"/rules/{section_id}"


def card_url(slug: str) -> str:
    return f"/cards/{slug}"


def ruling_url(ruling_id: str) -> str:
    return f"/rulings/{ruling_id}"


def _clean(doc: dict[str, Any]) -> dict[str, Any]:
    doc = {k: v for k, v in doc.items() if v is not None and v != ""}
    shown = doc.get("label") or doc.get("title", "")
    doc["sort"] = " ".join(re.findall(r"[a-z0-9]+", str(shown).lower())) or doc["id"]
    return doc


def _loads(text: str | None, default):
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def documents(db, group: str, corpus_dir: Path | None = None) -> Iterator[dict[str, Any]]:
    if group == "sections":
        yield from _section_docs(db, corpus_dir)
    elif group == "cards":
        yield from _card_docs(db)
    elif group == "rulings":
        yield from _ruling_docs(db)
    else:
        raise ValueError(f"unknown index group {group!r}")


def _section_docs(db, corpus_dir: Path | None = None):
    """A document per section, and one per passage of it (``kind`` its section's, ``parent`` set).

    A copy of a rule in an older document (``corpus/same_rules.yaml``) is indexed with
    ``same_as`` naming the copy shown, so its words still find the rule."""
    if not db["sections"].exists():
        return
    from oracle.search import passages, same_rules

    same_as = same_rules.canonical_map(same_rules.load(corpus_dir))
    for row in db["sections"].rows:
        prior = SOURCE_PRIOR.get((row.get("file") or "")[:3]) or AUTHORITY_PRIOR.get(
            (row.get("authority") or "").lower(), 0.85)
        if row.get("superseded_by"):
            prior *= 0.7
        cite = row.get("document") or ""
        if row.get("page") is not None:
            cite += f" p. {row['page']}"
        kind = (row.get("kind") or "section").lower()
        authority = (row.get("authority") or "").lower() or None
        yield _clean({
            "key": "sections:" + row["id"], "id": row["id"], "group": "sections", "kind": kind,
            "title": row.get("title") or row["id"], "body": plain_text(row.get("body_md")),
            "area": row.get("area"), "authority": authority,
            "tags": " ".join(filter(None, [row.get("kind"), row.get("area")])),
            "url": section_url(row["id"]), "prior": prior, "subtitle": cite,
            "superseded_by": row.get("superseded_by"), "document": row.get("document"),
            "page": row.get("page"), "same_as": same_as.get(row["id"]),
        })
        for anchor, text in passages.passages_of(row.get("body_html") or ""):
            yield _clean({
                "key": f"sections:{row['id']}#{anchor}", "id": f"{row['id']}#{anchor}", "group": "sections",
                "kind": kind, "title": None, "body": text, "area": row.get("area"), "authority": authority,
                "parent": row["id"], "anchor": anchor, "prior": prior,
            })


def _card_docs(db):
    if not db["cards"].exists():
        return
    for row in db["cards"].rows:
        ctype = (row.get("type") or "").lower()
        parts = [row.get("text") or ""]
        if row.get("errata"):
            parts.append("Errata: " + row["errata"])
        parts.extend(_loads(row.get("clarifications"), []))
        tags = [row.get("faction"), row.get("set"), ctype]
        if ctype == "base":
            subtitle = f"Base, breakpoint {row.get('breakpoint')}" + (f" ({row['set']})" if row.get("set") else "")
        else:
            bits = [str(ctype).title() or "Card"]
            if row.get("power") is not None:
                bits.append(f"power {row['power']}")
            subtitle = ", ".join(bits) + (f" — {row['faction']}" if row.get("faction") else "")
            if row.get("set"):
                subtitle += f" ({row['set']})"
        yield _clean({
            "key": "cards:" + row["slug"], "id": row["slug"], "group": "cards", "kind": "base" if ctype == "base" else "card",
            "title": row.get("name") or row["slug"], "body": "\n".join(p for p in parts if p),
            "tags": " ".join(t for t in tags if t),
            "faction": row.get("faction_slug"), "set": row.get("set_slug"), "type": ctype or None,
            "power": row.get("power"), "breakpoint": row.get("breakpoint"),
            "url": card_url(row["slug"]), "prior": 1.0, "subtitle": subtitle,
            "faction_name": row.get("faction"), "set_name": row.get("set"),
        })


def _ruling_docs(db):
    if not db["rulings"].exists():
        return
    cards_of: dict[str, list[tuple]] = {}
    if db["ruling_cards"].exists() and db["cards"].exists():
        for rid, name, fslug, sslug in db.execute(
                "select rc.ruling_id, c.name, c.faction_slug, c.set_slug from ruling_cards rc "
                "join cards c on c.slug = rc.card_slug"):
            cards_of.setdefault(rid, []).append((name, fslug, sslug))
    for row in db["rulings"].rows:
        linked = cards_of.get(row["id"], [])
        factions = sorted({f for _, f, _ in linked if f})
        sets = sorted({s for _, _, s in linked if s})
        source = _loads(row.get("source"), {}) or {}
        subtitle = source.get("document") if isinstance(source, dict) else str(source)
        prior = RULING_PRIOR
        if row.get("superseded_by"):
            prior *= 0.7
        yield _clean({
            "key": "rulings:" + row["id"], "id": row["id"], "group": "rulings", "kind": "ruling",
            "title": " ; ".join(dict.fromkeys(n for n, _, _ in linked)) or None,
            "label": row.get("question") or row["id"],
            "body": (row.get("question") or "") + "\n\n" + (row.get("answer") or ""),
            "names": " ; ".join(n for n, _, _ in linked),
            "faction": ",".join(factions) or None, "set": ",".join(sets) or None,
            "authority": (row.get("authority") or "").lower() or None,
            "url": ruling_url(row["id"]), "prior": prior, "subtitle": subtitle,
            "superseded_by": row.get("superseded_by"), "answer": row.get("answer"),
            "document": source.get("document") if isinstance(source, dict) else None,
            "page": source.get("page") if isinstance(source, dict) else None,
        })
