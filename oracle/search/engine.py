"""Search over the whoosh index: ``search()``, ``autocomplete()``, ``suggest()``.

>>> result = search("tie for second place")
>>> result.hits[0].id
'rules/tie-fighter'

One :class:`Engine` per index folder keeps a searcher open, the names of all
documents (for exact and fuzzy name matches and autocomplete) and the words
of the indexed text (for spelling corrections) in memory, and caches recent
results. It notices a rebuilt index within a second and reopens.

Ranking (see ``oracle.search.ranking``): BM25F over title, body, card names
and tags, read from the index's postings into memory; a document matching more
of the query's words ranks higher, and more so when they stand side by side
as in the query. Then a prior by source (the newest official rulebook over
older and community text), a bonus when the query is a document's name,
nearly its name (a typo), or all the words of a short name ("tooth claw" ->
"Tooth and Claw... and Guns"), kind words ("terraforming errata") and player
words (``vocabulary.yaml``: "hand limit" -> "maximum ... 10 cards"). Whoosh does the
filters: fields, numbers, phrases, negation.
"""

from __future__ import annotations

import dataclasses
import heapq
import itertools
import math
import pickle
import re
import threading
import time
import unicodedata
from collections import Counter, OrderedDict
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process

from oracle import paths
from oracle.search import query as ql
from oracle.search import ranking, vocabulary
from oracle.search import schema as sch

TEXT_FIELDS = {"title": 1.0, "body": 1.0, "names": 1.0, "tags": 1.0}
CACHE_SIZE = 512
#: How much matching more of a question's words counts (0: not at all, 1: only that).
COORDINATION = 0.5
#: Score for each pair of query words found side by side (times its rarity).
BIGRAM_WEIGHT = 1.0
REFRESH_SECONDS = 1.0
#: What the engine keeps in memory, saved beside the index (``memory.pickle``) for a quick start.
MEMORY_FILE = "memory.pickle"
MEMORY_VERSION = 2
MEMORY_STATE = ("docs", "by_num", "by_norm", "vocab", "_vocab_list", "_names", "_sorted_names", "field_values",
                "passage_by_num", "passages_of", "copies_of", "names_of", "replaced", "copy_nums", "facets_by_num")
SNIPPET_CHARS = 220


@dataclasses.dataclass
class Hit:
    """One result (docs/architecture.md, "Search results": the contract with the web page).

    ``snippet`` and ``passage`` are plain text; ``highlights`` and ``passage_highlights``
    are ``[start, end]`` offsets of the query's words in them.
    """

    id: str
    kind: str
    title: str
    url: str
    snippet: str
    score: float
    group: str = ""
    highlights: list = dataclasses.field(default_factory=list)
    document: str | None = None
    page: int | None = None
    passage: str | None = None
    passage_highlights: list = dataclasses.field(default_factory=list)
    passage_anchor: str | None = None
    also_in: list = dataclasses.field(default_factory=list)
    superseded_by: dict | None = None
    subtitle: str | None = None
    faction: str | None = None  # slug (a ruling: its cards' factions, comma-separated)
    faction_name: str | None = None
    set: str | None = None  # slug, as faction
    set_name: str | None = None
    type: str | None = None
    power: int | None = None
    breakpoint: int | None = None

    @property
    def ref(self) -> str:
        """A kind-qualified id: ``rules/tie-fighter``, ``card:laseratops``, ``ruling:<id>``."""
        if self.group == "cards":
            return f"card:{self.id}"
        if self.group == "rulings":
            return f"ruling:{self.id}"
        return self.id

    @property
    def snippet_text(self) -> str:
        return self.snippet

    @property
    def snippet_html(self) -> str:
        """The snippet as HTML, its highlights in ``<mark>``."""
        return ranking.marked(self.snippet, self.highlights)

    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.id, "kind": self.kind, "title": self.title, "url": self.url,
               "document": self.document, "page": self.page,
               "snippet": self.snippet, "highlights": self.highlights,
               "passage": self.passage, "passage_highlights": self.passage_highlights,
               "passage_anchor": self.passage_anchor, "also_in": self.also_in,
               "superseded_by": self.superseded_by, "score": round(self.score, 4)}
        for name in ("subtitle", "faction", "faction_name", "set", "set_name", "type", "power", "breakpoint"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out


#: Kinds whose best passage answers a question (the answer box).
ANSWER_KINDS = frozenset({"rule", "term", "ruling", "clarification", "errata"})


@dataclasses.dataclass
class SearchResult:
    """The hits in one relevance order, the answer, the facets, and what was done with the query.

    ``answer`` is the first hit as a dict when it is a rule, term, ruling, clarification or
    errata (its passage answers the question), else None. ``facets`` counts every match by
    kind, faction, set and type: ``{field: [{"value", "label", "count"}]}``. ``notice`` is set
    when the query was malformed (read as plain words) or corrected (``corrected`` then holds
    the query that was run). Iterating a result iterates its hits.
    """

    query: str
    hits: list[Hit]
    total: int = 0
    notice: str | None = None
    corrected: str | None = None
    elapsed_ms: float = 0.0
    facets: dict = dataclasses.field(default_factory=dict)

    def __iter__(self):
        return iter(self.hits)

    def __len__(self) -> int:
        return len(self.hits)

    def __getitem__(self, i):
        return self.hits[i]

    @property
    def answer(self) -> dict | None:
        if self.hits and self.hits[0].kind in ANSWER_KINDS and self.hits[0].passage:
            return self.hits[0].to_dict()
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "total": self.total, "notice": self.notice,
                "corrected": self.corrected, "answer": self.answer, "facets": self.facets,
                "hits": [h.to_dict() for h in self.hits]}


def normalize(text: str) -> str:
    """Lower case, no accents, curly quotes straightened, punctuation to spaces."""
    text = str(text).replace("\u2019", "'").replace("\u2018", "'")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = text.replace("'", "")
    return " ".join(re.findall(r"[a-z0-9]+", text))


@dataclasses.dataclass(eq=False)
class _Doc:
    key: str
    id: str
    group: str
    kind: str
    title: str
    norm: str
    words: frozenset
    url: str
    fields: dict
    docnum: int = -1
    sort: str = ""
    prior: float = 1.0
    same_as: str | None = None  # the key of the copy shown, for a copy of a rule in an older document
    facets: tuple = ()  # (field, value) pairs counted in the facets


@dataclasses.dataclass(eq=False)
class _Passage:
    """A paragraph of a section (``oracle.search.passages``), indexed on its own."""

    parent: str  # the section's key
    anchor: str
    text: str
    docnum: int


class Engine:
    """A searcher kept open over one index folder."""

    def __init__(self, index_dir: Path | str | None = None, *, auto_build: bool = False):
        self.index_dir = Path(index_dir) if index_dir else paths.index_dir()
        self.auto_build = auto_build
        self._lock = threading.RLock()
        self._ix = None
        self._searcher = None
        self._searcher_generation = None
        self._generation: int | None = None
        self._checked = 0.0
        self._cache: OrderedDict = OrderedDict()
        self.docs: dict[str, _Doc] = {}
        self.by_num: dict[int, _Doc] = {}
        self.ranking: ranking.Ranking | None = None
        self.by_norm: dict[str, list[str]] = {}
        self.vocab: Counter = Counter()
        self._vocab_list: list[str] = []
        self._names: list[str] = []
        self._sorted_names: list[tuple[str, str]] = []
        self.field_values: dict[str, list[str]] = {}
        self.passage_by_num: dict[int, _Passage] = {}
        self.passages_of: dict[str, list[_Passage]] = {}
        self.copies_of: dict[str, list[_Doc]] = {}
        self.names_of: dict[str, dict[str, str]] = {"faction": {}, "set": {}}
        self.replaced: dict[int, _Doc] = {}
        self.copy_nums: frozenset = frozenset()
        self.facets_by_num: dict[int, tuple] = {}

    # ------------------------------------------------------------------ index
    def _open(self) -> None:
        """Load what search keeps in memory: from the snapshot saved beside the index when it
        belongs to the index's generation (no whoosh needed: a quick start for the CLI), else
        read from the index (and the snapshot saved)."""
        if self.auto_build and not sch.exists(self.index_dir):
            from oracle.build import ensure_built

            ensure_built()
        if not sch.exists(self.index_dir):
            raise FileNotFoundError(f"no search index in {self.index_dir} (run `oracle build`)")
        generation = ranking.generation_of(self.index_dir)
        if not self._load_snapshot(generation):
            self._load_memory(self.whoosh_searcher())
            self._save_snapshot(generation)
        self.ranking = ranking.load(self.index_dir, generation, lambda: self.whoosh_searcher().reader())
        self._generation = generation
        self._cache.clear()
        self._checked = time.monotonic()

    def _ensure(self) -> None:
        """Load on first use; reload within a second of the index being rebuilt."""
        now = time.monotonic()
        if self._generation is None:
            self._open()
        elif now - self._checked > REFRESH_SECONDS:
            self._checked = now
            if ranking.generation_of(self.index_dir) != self._generation or not sch.exists(self.index_dir):
                self._open()

    def whoosh_searcher(self):
        """A whoosh searcher on the current index (opened on first need: filters, phrases)."""
        generation = ranking.generation_of(self.index_dir)
        if self._searcher is None or self._searcher_generation != generation:
            old = self._searcher
            self._ix = sch.open_index(self.index_dir)
            self._searcher = self._ix.searcher()
            self._searcher_generation = generation
            if old is not None:
                try:
                    old.close()
                except Exception:
                    pass
        return self._searcher

    def searcher(self):
        """Load the engine (if not yet) and return its whoosh searcher."""
        with self._lock:
            self._ensure()
            return self.whoosh_searcher()

    def close_after_warming(self) -> None:
        """Load (saving the snapshot the next start reads), then close."""
        with self._lock:
            self._ensure()
        self.close()

    def close(self) -> None:
        with self._lock:
            if self._searcher is not None:
                self._searcher.close()
            self._searcher = self._ix = None
            self._generation = None

    def _snapshot_path(self) -> Path:
        return self.index_dir / MEMORY_FILE

    def _load_snapshot(self, generation: int) -> bool:
        try:
            with open(self._snapshot_path(), "rb") as handle:
                data = pickle.load(handle)
            if (data.get("version") != MEMORY_VERSION or data.get("generation") != generation
                    or data.get("digest") != sch.SCHEMA_DIGEST):
                return False
            for name in MEMORY_STATE:
                setattr(self, name, data["state"][name])
            return True
        except (OSError, EOFError, pickle.UnpicklingError, KeyError, TypeError, AttributeError, ValueError):
            return False

    def _save_snapshot(self, generation: int) -> None:
        tmp = self._snapshot_path().with_suffix(".tmp")
        try:
            with open(tmp, "wb") as handle:
                pickle.dump({"version": MEMORY_VERSION, "generation": generation, "digest": sch.SCHEMA_DIGEST,
                             "state": {name: getattr(self, name) for name in MEMORY_STATE}},
                            handle, protocol=pickle.HIGHEST_PROTOCOL)
            tmp.replace(self._snapshot_path())
        except OSError:
            pass  # a read-only data folder: read the index next time too

    def _load_memory(self, searcher) -> None:
        docs: dict[str, _Doc] = {}
        by_num: dict[int, _Doc] = {}
        by_norm: dict[str, list[str]] = {}
        vocab: Counter = Counter()
        values: dict[str, set] = {"kind": set(), "faction": set(), "set": set(), "type": set(),
                                  "area": set(), "authority": set()}
        passage_by_num: dict[int, _Passage] = {}
        passages_of: dict[str, list[_Passage]] = {}
        names_of: dict[str, dict[str, str]] = {"faction": {}, "set": {}}
        reader = searcher.reader()
        for docnum, stored in reader.iter_docs():
            group = stored.get("group", "")
            if stored.get("parent"):
                passage = _Passage(f"{group}:{stored['parent']}", stored.get("anchor", ""),
                                   stored.get("body", ""), docnum)
                passage_by_num[docnum] = passage
                passages_of.setdefault(passage.parent, []).append(passage)
                continue
            key = f"{group}:{stored.get('id')}"
            title = stored.get("label") or stored.get("title") or stored.get("id")
            norm = normalize(title)
            doc = _Doc(key=key, id=stored.get("id"), group=group, kind=stored.get("kind", ""),
                       title=title, norm=norm, words=frozenset(norm.split()), url=stored.get("url", ""),
                       fields=stored, docnum=docnum, sort=stored.get("sort") or norm,
                       prior=float(stored.get("prior") or 1.0),
                       same_as=f"{group}:{stored['same_as']}" if stored.get("same_as") else None)
            docs[key] = doc
            by_num[docnum] = doc
            if group != "rulings":
                by_norm.setdefault(norm, []).append(key)
            for word in re.findall(r"[a-z]{3,}", (title + " " + stored.get("body", "")).lower()):
                vocab[word] += 1
            for field in values:
                raw = stored.get(field)
                if raw:
                    values[field].update(v for v in str(raw).split(",") if v)
            for field in ("faction", "set"):
                if stored.get(field) and stored.get(field + "_name"):
                    names_of[field][stored[field]] = stored[field + "_name"]
        copies_of: dict[str, list[_Doc]] = {}
        for doc in docs.values():
            if doc.same_as in docs:
                copies_of.setdefault(doc.same_as, []).append(doc)
            elif doc.same_as:
                doc.same_as = None  # its copy shown is not in the index: it stands alone
        for passages in passages_of.values():
            passages.sort(key=lambda p: p.docnum)
        for doc in docs.values():
            doc.facets = (("kind", doc.kind),) + tuple(
                (field, value) for field in ("faction", "set", "type")
                for value in str(doc.fields.get(field) or "").split(",") if value)
        self.docs = docs
        self.by_num = by_num
        self.by_norm = by_norm
        self.vocab = vocab
        self._vocab_list = list(vocab)
        self._names = list(by_norm)
        self._sorted_names = sorted((n, k) for n, keys in by_norm.items() for k in keys)
        self.field_values = {f: sorted(v) for f, v in values.items()}
        self.passage_by_num = passage_by_num
        self.passages_of = passages_of
        self.copies_of = copies_of
        self.names_of = names_of
        self.replaced = {doc.docnum: r for doc in docs.values() if (r := self._replacement(doc)) is not None}
        self.copy_nums = frozenset(doc.docnum for doc in docs.values() if doc.same_as)
        self.facets_by_num = {doc.docnum: doc.facets for doc in docs.values()}

    # ------------------------------------------------------------------ search
    def search(self, text: str, limit: int = 10, filters: dict[str, Any] | None = None) -> SearchResult:
        started = time.perf_counter()
        limit = max(1, min(int(limit or 10), 500))
        cache_key = (text, limit, tuple(sorted((filters or {}).items())))
        with self._lock:
            self._ensure()
            cached = self._cache.get(cache_key)
            if cached is not None:
                self._cache.move_to_end(cache_key)
                return dataclasses.replace(cached, elapsed_ms=(time.perf_counter() - started) * 1000)
            result = self._search(text, limit, filters)
            result.elapsed_ms = (time.perf_counter() - started) * 1000
            self._cache[cache_key] = result
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
            return result

    def clear_cache(self) -> None:
        with self._lock:
            self._cache.clear()

    def _search(self, text: str, limit: int, filters: dict[str, Any] | None) -> SearchResult:
        parsed = ql.parse(text)
        notices = [parsed.notice] if parsed.notice else []
        node = parsed.node
        if filters:
            extra_list = []
            for name, value in filters.items():
                if value in (None, ""):
                    continue
                canonical = ql.FIELD_ALIASES.get(str(name).lower())
                try:
                    if canonical is None:
                        raise ql.QuerySyntaxError(f"unknown filter {name!r}")
                    extra_list.append(ql._field(canonical, ":", str(value)))
                except ql.QuerySyntaxError as exc:
                    notices.append(f"Filter ignored: {exc}.")
            extra = tuple(extra_list)
            if extra:
                node = ql.And((node, *extra)) if node is not None else (
                    extra[0] if len(extra) == 1 else ql.And(extra))
                node = ql._flatten(node)
        if node is None:
            return SearchResult(text, [], 0, notices[0] if notices else None)

        compiler = _Compiler(self)
        soft_words = [w.text for w in ql.soft_nodes(node)]
        hard = [compiler.hard(n) for n in ql.hard_nodes(node)]
        soft_terms, corrections = compiler.soft(soft_words)
        notices.extend(compiler.notices)
        corrected = None
        if corrections:
            shown = ", ".join(f"{new} (for {old})" for old, new in corrections)
            notices.append(f"Also searched for {shown}.")
            corrected = self._corrected_text(node, dict(corrections))

        positives = [q for q in hard if not isinstance(q, _Negated)]
        negatives = [q.query for q in hard if isinstance(q, _Negated)]
        allowed: set[int] | None = None
        if positives:
            query = wq.And(positives) if len(positives) > 1 else positives[0]
            allowed = set(self.whoosh_searcher().docs_for_query(query))
        if negatives:
            excluded = set(self.whoosh_searcher().docs_for_query(wq.Or(negatives)))
            if allowed is None:
                allowed = set(self.by_num) - excluded
            else:
                allowed -= excluded

        # words inside phrases and fields rank too (and get highlighted)
        in_groups = {t for g in soft_terms for t, _w in g}
        rank_terms = list(soft_terms) + [[(t, 0.5)] for t in dict.fromkeys(compiler.extra_terms)
                                         if t not in in_groups]
        if soft_terms and positives:
            # a structured search (fields, phrases): its words are required, as on Scryfall;
            # should nothing have them all, they only rank (and a notice says so)
            having_all = set(allowed)
            for group in soft_terms:
                having_all &= self.ranking.docs_with_any(t for t, _w in group)
            if having_all:
                allowed = having_all
            elif allowed:
                notices.append("Nothing matched every word; showing what matches the rest.")

        ranked_by_text = bool(rank_terms)
        scored: dict[int, float] = {}
        best_passage: dict[int, _Passage] = {}
        if ranked_by_text:
            raw = self.ranking.score(rank_terms, COORDINATION)
            if compiler.pairs:
                for d, bonus in self.ranking.bigram_bonus(compiler.pairs, BIGRAM_WEIGHT).items():
                    if d in raw:
                        raw[d] += bonus
            if allowed is not None:
                raw = {d: v for d, v in raw.items() if d in allowed}
                if positives and not soft_terms:  # a phrase or field query: every match counts
                    for d in allowed:
                        raw.setdefault(d, 0.0)
            best_passage = self._fold_passages(raw, allowed)
            self._fold_copies(raw, allowed)
            top = max(raw.values(), default=0.0) or 1.0
            for d, v in raw.items():
                doc = self.by_num.get(d)
                if doc is not None:
                    scored[d] = (v / top) * doc.prior
                    if doc.kind in compiler.kind_hints:  # "terraforming errata": errata first
                        scored[d] += KIND_HINT_BONUS
        else:
            pool = allowed if allowed is not None else set()
            ordered = sorted((self.by_num[d] for d in pool if d in self.by_num
                              and not self._shown_instead(self.by_num[d], allowed)), key=lambda doc: doc.sort)
            for rank, doc in enumerate(ordered):
                scored[doc.docnum] = 1.0 - rank / (len(ordered) + 1)

        # names: the query is (nearly) a card's or section's name
        only_words = not positives and not negatives
        name_words = [w for w in soft_words if w.lower() not in QUERY_STOP_WORDS
                      and not (compiler.kind_hints and w.lower() in KIND_WORDS)]
        name_texts = [" ".join(name_words)]
        if isinstance(node, ql.Or) and ql.soft_nodes(node):  # "shinobi or madness": each side may be a name
            name_texts = [" ".join(w.text for w in ql.soft_nodes(branch)) for branch in node.nodes]
        bonuses: dict[str, float] = {}
        if name_words and len(name_words) <= 8:
            for name_text in name_texts:
                for key, bonus in self._name_bonus(name_text, dict(corrections)).items():
                    doc = self.docs.get(key)
                    if doc is not None and self._shown_instead(doc, allowed):
                        key = doc.same_as
                    bonuses[key] = max(bonuses.get(key, 0.0), bonus)
            for key, bonus in bonuses.items():
                doc = self.docs.get(key)
                if doc is None:
                    continue
                if compiler.kind_hints and doc.kind not in compiler.kind_hints:
                    bonus *= 0.5  # "terraforming errata": the errata, then the card
                if doc.docnum in scored:
                    scored[doc.docnum] += bonus
                elif only_words or (allowed is not None and doc.docnum in allowed):
                    scored[doc.docnum] = bonus

        # a question that names no card ("can I play an action before my minion") is answered
        # by the rules: cards step back (a card's name, or a card filter, keeps them up)
        content = [w for w in name_words if w.lower() not in sch.STOP_WORDS]
        if (len(content) >= QUESTION_WORDS and not positives
                and not any(self.docs[k].group == "cards" and b >= 1.0 for k, b in bonuses.items() if k in self.docs)):
            for d in scored:
                if self.by_num[d].group == "cards":
                    scored[d] *= QUESTION_CARD_FACTOR

        best = heapq.nlargest(limit + RANK_SLACK, scored.items(), key=lambda kv: (kv[1], -kv[0]))
        ranked = self._replacements_first([self.by_num[d] for d, _v in best], allowed)
        highlight_terms = {t for g in rank_terms for t, _w in g}
        hits = [self._hit(doc, scored.get(doc.docnum, 0.0), highlight_terms, best_passage.get(doc.docnum))
                for doc in ranked[:limit]]
        return SearchResult(text, hits, len(scored), " ".join(notices) or None, corrected,
                            facets=self._facets(scored))

    # ------------------------------------------------------------------ one entry per rule
    def _shown_instead(self, doc: _Doc, allowed: set[int] | None) -> bool:
        """Whether ``doc`` is a copy of a rule whose shown copy can stand for it here."""
        if doc.same_as is None:
            return False
        shown = self.docs[doc.same_as]
        return allowed is None or shown.docnum in allowed

    def _fold_passages(self, raw: dict[int, float], allowed: set[int] | None) -> dict[int, _Passage]:
        """Move each passage's score to its section (``PASSAGE_WEIGHT`` of it, if more than the
        section's own) and return each section's best passage. Passages leave ``raw``."""
        best: dict[int, tuple[float, _Passage]] = {}
        for d in raw.keys() & self.passage_by_num.keys():
            value = raw.pop(d)
            passage = self.passage_by_num[d]
            parent = self.docs.get(passage.parent)
            if parent is None or (allowed is not None and parent.docnum not in allowed):
                continue
            if parent.docnum not in best or value > best[parent.docnum][0]:
                best[parent.docnum] = (value, passage)
            if PASSAGE_WEIGHT * value > raw.get(parent.docnum, 0.0):
                raw[parent.docnum] = PASSAGE_WEIGHT * value
        return {d: p for d, (_v, p) in best.items()}

    def _fold_copies(self, raw: dict[int, float], allowed: set[int] | None) -> None:
        """A copy of a rule in an older document gives its score to the copy shown."""
        for d in raw.keys() & self.copy_nums:
            doc = self.by_num[d]
            if not self._shown_instead(doc, allowed):
                continue
            value = raw.pop(d)
            shown = self.docs[doc.same_as].docnum
            raw[shown] = max(raw.get(shown, 0.0), COPY_WEIGHT * value)

    def _replacement(self, doc: _Doc) -> _Doc | None:
        """The document that supersedes ``doc`` (the copy shown of it), or None."""
        target = doc.fields.get("superseded_by")
        if not target:
            return None
        for group in (doc.group, "sections", "rulings"):
            found = self.docs.get(f"{group}:{target}")
            if found is not None:
                return self.docs.get(found.same_as, found) if found.same_as else found
        return None

    def _replacements_first(self, ranked: list[_Doc], allowed: set[int] | None) -> list[_Doc]:
        """A superseded text never ranks above its replacement: the replacement moves up to just
        before it (and joins the results if it was not there)."""
        if self.replaced.keys().isdisjoint(doc.docnum for doc in ranked):
            return ranked
        out = list(ranked)
        i = guard = 0
        while i < len(out) and guard < 1000:
            guard += 1
            replacement = self.replaced.get(out[i].docnum)
            if replacement is not None and (allowed is None or replacement.docnum in allowed):
                try:
                    j = out.index(replacement)
                except ValueError:
                    j = -1
                if j < 0 or j > i:
                    if j > i:
                        out.pop(j)
                    out.insert(i, replacement)
                    continue  # look at the replacement in its turn (a chain of replacements)
            i += 1
        return out

    def _facets(self, matches) -> dict[str, list[dict]]:
        """Counts of the matches (docnums) by kind, faction, set and type, each with a chip's label."""
        counter = Counter(itertools.chain.from_iterable(map(self.facets_by_num.__getitem__, matches)))
        out: dict[str, list[dict]] = {f: [] for f in FACET_FIELDS}
        for (field, value), n in counter.items():
            out[field].append({"value": value, "label": self.facet_label(field, value), "count": n})
        for rows in out.values():
            rows.sort(key=lambda r: (-r["count"], r["label"]))
        return out

    def facet_label(self, field: str, value: str) -> str:
        """The human label of a facet value: "Rules", "Ninjas", "Big in Japan", "Minion"."""
        if field == "kind":
            return KIND_LABELS.get(value, value.replace("-", " ").capitalize())
        if field == "set" and value in ("unknown", ""):
            return "Set not known"
        name = self.names_of.get(field, {}).get(value)
        if name and name.lower() != "unknown":
            return name
        return value.replace("-", " ").title()

    def _corrected_text(self, node, corrections: dict[str, str]) -> str:
        def fix(n):
            if isinstance(n, ql.Word):
                return ql.Word(corrections.get(n.text.lower(), n.text))
            if isinstance(n, ql.And):
                return ql.And(tuple(fix(c) for c in n.nodes))
            if isinstance(n, ql.Or):
                return ql.Or(tuple(fix(c) for c in n.nodes))
            return n
        return ql.to_text(fix(node))

    def _name_bonus(self, text: str, corrections: dict[str, str]) -> dict[str, float]:
        """Extra score for documents whose name the query is, nearly is, or covers."""
        out: dict[str, float] = {}
        norm = normalize(text)
        if not norm:
            return out
        if len(norm) < 3:  # "OR", "To": only the exact name
            return {key: 2.0 for key in self.by_norm.get(norm, ())}
        variants = {norm}
        if corrections:
            variants.add(normalize(" ".join(corrections.get(w.lower(), w) for w in text.split())))
        for variant in variants:
            for key in self.by_norm.get(variant, ()):
                out[key] = max(out.get(key, 0.0), 2.0)
            qwords = [w for w in variant.split() if w not in sch.STOP_WORDS]
            if not qwords:
                continue
            # a typo in a whole name (names are short: a long question is not one)
            if len(qwords) > 6:
                continue
            for name, score, _ in process.extract(variant, self._names, scorer=fuzz.ratio,
                                                  score_cutoff=86, limit=5):
                for key in self.by_norm[name]:
                    out[key] = max(out.get(key, 0.0), 1.2 * score / 100)
            # every word of the query in a short name, covering most of it
            if len(qwords) <= 5:
                qset = set(qwords)
                for name, score, _ in process.extract(" ".join(qwords), self._names,
                                                      scorer=fuzz.token_set_ratio, score_cutoff=99,
                                                      limit=40):
                    name_words = [w for w in name.split() if w not in sch.STOP_WORDS]
                    if not name_words or not qset <= set(name_words):
                        continue
                    coverage = len(qset) / len(set(name_words))
                    if coverage >= 0.5:
                        for key in self.by_norm[name]:
                            out[key] = max(out.get(key, 0.0), 0.5 + 0.7 * coverage)
        return out

    def _ref(self, doc: _Doc) -> dict[str, str]:
        return {"id": doc.id, "title": doc.title, "url": doc.url}

    def _hit(self, doc: _Doc, score: float, terms: set[str], passage: _Passage | None = None) -> Hit:
        stored = doc.fields
        snippet, highlights = ranking.snippet(stored.get("body") or "", terms, SNIPPET_CHARS)
        text, anchor = None, None
        if doc.group == "sections":
            if passage is None and self.passages_of.get(doc.key):
                passage = self.passages_of[doc.key][0]
            if passage is not None:
                text, anchor = passage.text, passage.anchor
        elif doc.group == "rulings":
            text = stored.get("answer") or None
        passage_text, passage_highlights = ranking.highlight(text, terms) if text else (None, [])
        replacement = self._replacement(doc)
        faction = stored.get("faction")
        set_slug = stored.get("set")
        return Hit(
            id=stored.get("id"), kind=stored.get("kind", ""), title=doc.title,
            url=stored.get("url", ""), snippet=snippet, highlights=highlights, score=float(score),
            group=stored.get("group", ""), document=stored.get("document"), page=stored.get("page"),
            passage=passage_text, passage_highlights=passage_highlights, passage_anchor=anchor,
            also_in=[{**self._ref(c), "document": c.fields.get("document")}
                     for c in sorted(self.copies_of.get(doc.key, ()),
                                     key=lambda c: (-c.prior, c.id))],
            superseded_by=self._ref(replacement) if replacement is not None else None,
            subtitle=stored.get("subtitle"),
            faction=faction, set=set_slug,
            faction_name=", ".join(self.facet_label("faction", f) for f in faction.split(",")) if faction else None,
            set_name=", ".join(self.facet_label("set", v) for v in set_slug.split(",")) if set_slug else None,
            type=stored.get("type"), power=stored.get("power"), breakpoint=stored.get("breakpoint"),
        )

    # ------------------------------------------------------------------ spelling
    def known(self, word: str) -> bool:
        """Whether ``word`` (after stemming) occurs in the indexed text."""
        return any(self.ranking.has(token) for token in self._stems(word))

    def _stems(self, word: str) -> list[str]:
        return sch.terms(word)

    def correct(self, word: str) -> str | None:
        """The likeliest indexed word for a misspelt one, or None."""
        w = word.lower()
        if len(w) < 4 or not w.isalpha():
            return None
        from oracle.search import english

        if english.is_word(w):  # a real word the corpus lacks ("newer"): never "correct" it
            return None
        cutoff = 80
        best = None
        for cand, score, _ in process.extract(w, self._vocab_list, scorer=fuzz.ratio, score_cutoff=cutoff,
                                              limit=8):
            if cand == w:
                return None
            rank = (score + 4 * math.log1p(self.vocab[cand]) + (6 if sorted(cand) == sorted(w) else 0))
            if best is None or rank > best[0]:
                best = (rank, cand)
        return best[1] if best else None

    def suggest(self, text: str) -> list[str]:
        """Corrected versions of ``text`` ("breakpiont" -> ["breakpoint"]), best first; [] if none."""
        with self._lock:
            self._ensure()
            parsed = ql.parse(text)
            words = parsed.words()
            fixes = {}
            for word in words:
                if not self.known(word):
                    fix = self.correct(word)
                    if fix:
                        fixes[word.lower()] = fix
            out = []
            if fixes:
                out.append(self._corrected_text(parsed.node, fixes))
            norm = normalize(" ".join(words))
            if norm and len(norm) >= 3:
                for name, _score, _ in process.extract(norm, self._names, scorer=fuzz.WRatio,
                                                       score_cutoff=85, limit=3):
                    title = self.docs[self.by_norm[name][0]].title
                    if normalize(title) != norm and normalize(title) not in {normalize(o) for o in out}:
                        out.append(title)
            return out

    # ------------------------------------------------------------------ autocomplete
    def autocomplete(self, prefix: str, limit: int = 10) -> list[dict[str, str]]:
        """Names starting with ``prefix``, then names with a word starting so, then names having
        every word of it in any order ("tooth claw guns"), then close names (typos)."""
        import bisect

        with self._lock:
            self._ensure()
            norm = normalize(prefix or "")
            if not norm:
                return []
            out: list[str] = []
            seen: set[str] = set()

            def add(key):
                key = self.docs[key].same_as or key  # one entry per rule
                if key not in seen and len(out) < limit:
                    seen.add(key)
                    out.append(key)

            i = bisect.bisect_left(self._sorted_names, (norm, ""))
            starts = []
            while i < len(self._sorted_names) and self._sorted_names[i][0].startswith(norm):
                starts.append(self._sorted_names[i][1])
                i += 1
            kind_rank = {"card": 0, "base": 0, "term": 1, "rule": 2}
            starts.sort(key=lambda k: (kind_rank.get(self.docs[k].kind, 3), len(self.docs[k].norm),
                                       self.docs[k].norm))
            for key in starts:
                add(key)
            if len(out) < limit:
                needle = " " + norm
                for name, key in self._sorted_names:
                    if needle in " " + name and not name.startswith(norm):
                        add(key)
                        if len(out) >= limit:
                            break
            words = norm.split()
            if len(out) < limit and len(words) > 1:
                # every word, in any order, begins a word of the name or of its card's faction
                # ("tooth claw guns", "shinobi ninja", "ninja shinobi")
                loose = []
                for name, key in self._sorted_names:
                    doc = self.docs[key]
                    have = name.split() + normalize(doc.fields.get("faction_name") or "").split()
                    if all(any(h.startswith(w) for h in have) for w in words):
                        loose.append((kind_rank.get(doc.kind, 3), len(name), name, key))
                for *_rank, key in sorted(loose):
                    add(key)
            if not out and len(norm) >= 3:  # typos, words in any order: the closest names
                for name, _score, _ in process.extract(norm, self._names, scorer=fuzz.token_set_ratio,
                                                       score_cutoff=85, limit=limit):
                    for key in self.by_norm[name]:
                        add(key)
            if not out and len(norm) >= 3:  # a typo: compare with each name's beginning
                close = []
                for name in self._names:
                    score = fuzz.ratio(norm, name[: len(norm)])
                    if score >= 80:
                        close.append((-score, len(name), name))
                for _neg, _len, name in sorted(close)[:limit]:
                    for key in self.by_norm[name]:
                        add(key)
            return [{"label": self.docs[k].title, "kind": self.docs[k].kind, "id": self.docs[k].id,
                     "url": self.docs[k].url} for k in out]


#: Words of questions that say nothing about the answer ("whats the hand limit").
QUERY_STOP_WORDS = frozenset("""
whats what's hows how's whos who's mean means meaning work works explain exactly really please""".split())

#: Weight of the rulebook words a player's phrase adds (``oracle/search/vocabulary.yaml``).
SYNONYM_WEIGHT = 0.8

#: Words in free text that hint at a kind of document ("terraforming errata").
KIND_WORDS = {"errata": "errata", "erratum": "errata", "clarification": "clarification",
              "clarifications": "clarification", "ruling": "ruling", "rulings": "ruling",
              "term": "term", "definition": "term", "faction": "faction"}
KIND_HINT_BONUS = 1.0
#: A section's score from its best passage: this share of the passage's, when more than its own.
PASSAGE_WEIGHT = 0.9
#: A copy of a rule in an older document gives the copy shown this share of its score.
COPY_WEIGHT = 0.95
#: Hits ranked beyond the limit, so a superseded text's replacement can move up among them.
RANK_SLACK = 20
#: A question of this many words or more that names no card ranks cards at this share of their score.
QUESTION_WORDS = 3
QUESTION_CARD_FACTOR = 0.6
FACET_FIELDS = ("kind", "faction", "set", "type")
KIND_LABELS = {
    "card": "Cards", "base": "Bases", "rule": "Rules", "term": "Terms", "ruling": "Rulings",
    "errata": "Errata", "clarification": "Clarifications", "faction": "Factions", "section": "Sections",
    "summary": "Summaries", "set-list": "Set lists", "example": "Examples",
}
KIND_HINT_MAX_WORDS = 8  # in a longer text "faction" is just a word


class _LazyModule:
    """A module imported on first use: whoosh's query classes are only needed for filters and
    phrases, so a plain question (and the CLI's start) does without them."""

    def __init__(self, name: str):
        self._name = name
        self._module = None

    def __getattr__(self, attr):
        if self._module is None:
            import importlib

            self._module = importlib.import_module(self._name)
        return getattr(self._module, attr)


wq = _LazyModule("whoosh.query")


class _Negated:
    def __init__(self, query):
        self.query = query


class _Compiler:
    """Turns query-language nodes into whoosh queries."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.notices: list[str] = []
        self.extra_terms: list[str] = []  # words of phrases and name: fields, for ranking
        self.pairs: list[tuple[str, str]] = []  # consecutive query terms, for the side-by-side bonus
        self.kind_hints: set[str] = set()
        self._negating = 0

    def words_query(self, word: str, boost: float = 1.0):
        tokens = self.engine._stems(word)
        parts = []
        for token in tokens:
            parts.append(wq.Or([wq.Term(f, token, boost=boost) for f in TEXT_FIELDS]))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else wq.And(parts)

    def soft(self, words: list[str]) -> tuple[list[list[tuple[str, float]]], list[tuple[str, str]]]:
        """One group of stemmed terms per free word (misspelt ones replaced, synonyms added with a
        lower weight), and the corrections made."""
        groups: list[list[tuple[str, float]]] = []
        corrections = []
        seen_terms: set[str] = set()
        previous_ends: list[str] = []
        # typos first ("hand limt" -> "hand limit"), then players' phrases; a word of the
        # vocabulary ("xtra", "dupe") is not a typo
        fixed = []
        for word in words[: ql.MAX_WORDS]:
            if (self.engine._stems(word) and not vocabulary.knows(word)
                    and not self.engine.known(word)):
                fix = self.engine.correct(word)
                if fix:
                    corrections.append((word.lower(), fix))
                    word = fix
            fixed.append(word)
        expanded = vocabulary.expand(fixed)
        hinted = [w for phrase, _x in expanded for w in phrase if w.lower() in KIND_WORDS]
        n_words = sum(len(p) for p, _x in expanded)
        if hinted and len(hinted) < n_words <= KIND_HINT_MAX_WORDS:
            # "terraforming errata": a kind of document, not a word to find
            self.kind_hints = {KIND_WORDS[w.lower()] for w in hinted}
        for phrase, extra in expanded:
            group: list[tuple[str, float]] = []
            variants: list[list[str]] = [[], []]  # the words' stems, the synonyms' stems
            for word in phrase:
                if word.lower() in QUERY_STOP_WORDS or (self.kind_hints and word.lower() in KIND_WORDS):
                    continue
                stems = self.engine._stems(word)
                if not stems:
                    continue  # a stop word
                group.extend((stem, 1.0) for stem in stems if stem not in seen_terms)
                variants[0].extend(stems)
            for word in extra:
                stems = self.engine._stems(word)
                group.extend((stem, SYNONYM_WEIGHT) for stem in stems if stem not in seen_terms)
                variants[1].extend(stems)
            # word pairs for the side-by-side bonus, across synonyms too ("other player" "turn")
            variants = [v for v in variants if v]
            for variant in variants:
                self.pairs.extend(zip(variant, variant[1:]))
                self.pairs.extend((end, variant[0]) for end in previous_ends)
            if variants:
                previous_ends = [v[-1] for v in variants]
            unique = list(dict((t, w) for t, w in reversed(group)).items())[::-1]
            seen_terms.update(t for t, _w in unique)
            if unique:
                groups.append(unique)
        return groups, corrections

    def hard(self, node):
        if isinstance(node, ql.Not):
            self._negating += 1
            try:
                return _Negated(self.hard_positive(node.node))
            finally:
                self._negating -= 1
        return self.hard_positive(node)

    def hard_positive(self, node):
        if isinstance(node, ql.Word):
            if not self._negating:
                self.extra_terms.extend(self.engine._stems(node.text))
            return self.words_query(node.text) or wq.NullQuery
        if isinstance(node, ql.Phrase):
            tokens = self.engine._stems(node.text)
            if not tokens:  # only stop words ("And/Or"): a title, then
                return wq.Term("sort", " ".join(re.findall(r"[a-z0-9]+", node.text.lower())))
            if not self._negating:
                self.extra_terms.extend(tokens)
            if len(tokens) == 1:
                return self.words_query(node.text)
            return wq.Or([wq.Phrase("title", tokens, boost=2.0), wq.Phrase("body", tokens),
                          wq.Phrase("names", tokens)])
        if isinstance(node, ql.Field):
            return self.field(node)
        if isinstance(node, ql.Not):
            self._negating += 1
            try:
                return wq.Not(self.hard_positive(node.node))
            finally:
                self._negating -= 1
        if isinstance(node, ql.And):
            words = [n for n in node.nodes if isinstance(n, ql.Word)]
            others = [self.hard_positive(n) for n in node.nodes if not isinstance(n, ql.Word)]
            parts = others + [self.hard_positive(w) for w in words]
            parts = [p for p in parts if p is not wq.NullQuery]
            return wq.And(parts) if parts else wq.NullQuery
        if isinstance(node, ql.Or):
            return wq.Or([self.hard_positive(n) for n in node.nodes])
        raise TypeError(node)

    def field(self, node: ql.Field):
        name, op, value = node.name, node.op, node.value
        if name in ql.NUMERIC_FIELDS:
            n = int(value)
            if op == "=":
                q = wq.NumericRange(name, n, n)
            elif op == "!=":
                return wq.And([wq.NumericRange(name, None, None), wq.Not(wq.NumericRange(name, n, n))])
            elif op == ">":
                q = wq.NumericRange(name, n, None, startexcl=True)
            elif op == ">=":
                q = wq.NumericRange(name, n, None)
            elif op == "<":
                q = wq.NumericRange(name, None, n, endexcl=True)
            else:
                q = wq.NumericRange(name, None, n)
            return q
        if name == "name":
            tokens = self.engine._stems(value)
            if not self._negating:
                self.extra_terms.extend(tokens)
            q = wq.And([wq.Term("title", t) for t in tokens]) if tokens else wq.NullQuery
        else:
            values = self.resolve(name, value)
            q = wq.Or([wq.Term(name, v) for v in values]) if values else wq.NullQuery
        return wq.Not(q) if op == "!=" else q

    def resolve(self, field: str, value: str) -> list[str]:
        """Known field values matching ``value``: exact, plural/singular, prefix, then fuzzy."""
        known = self.engine.field_values.get(field, [])
        want = _slug(value)
        if field in ("kind", "type", "area"):
            want = want.rstrip("s") if want.rstrip("s") in known else want
        if want in known:
            return [want]
        for alt in (want + "s", want + "es", want.rstrip("s")):
            if alt in known:
                return [alt]
        starts = [k for k in known if k.startswith(want)]
        if starts and len(want) >= 3:
            if len(starts) > 1:
                self.notices.append(f"{field}:{value} matched {', '.join(starts[:6])}.")
            return starts
        words = [k for k in known if ("-" + want) in ("-" + k)]
        if words and len(want) >= 3:
            return words
        match = process.extractOne(want, known, scorer=fuzz.ratio, score_cutoff=75) if known else None
        if match:
            self.notices.append(f"{field}:{value} read as {field}:{match[0]}.")
            return [match[0]]
        self.notices.append(f"No {field} called {value!r}" + (
            f" (known: {', '.join(known[:8])}{'…' if len(known) > 8 else ''})." if known else "."))
        return []


def _slug(text: str) -> str:
    return "-".join(normalize(text).split())


# ---------------------------------------------------------------------- module API

_engines: dict[Path, Engine] = {}
_engines_lock = threading.Lock()


def get_engine(index_dir: Path | str | None = None) -> Engine:
    """The shared engine for ``index_dir`` (default: the data folder's index), built on first use."""
    path = Path(index_dir) if index_dir else paths.index_dir()
    with _engines_lock:
        engine = _engines.get(path)
        if engine is None:
            engine = _engines[path] = Engine(path, auto_build=index_dir is None)
        return engine


def reset_engines() -> None:
    """Close every open engine (tests switching data folders call this)."""
    with _engines_lock:
        for engine in _engines.values():
            engine.close()
        _engines.clear()


def search(query: str, limit: int = 10, filters: dict[str, Any] | None = None) -> SearchResult:
    """Search rules, terms, cards, bases and rulings. Never raises on a bad query."""
    return get_engine().search(query, limit, filters)


def autocomplete(prefix: str, limit: int = 10) -> list[dict[str, str]]:
    """Names for a search box: ``[{"label", "kind", "id", "url"}]``."""
    return get_engine().autocomplete(prefix, limit)


def suggest(query: str) -> list[str]:
    """Corrections for a query with no good results ("breakpiont" -> "breakpoint")."""
    return get_engine().suggest(query)
