"""Fast free-text ranking over the whoosh index's postings.

Whoosh scores a disjunction document by document in pure Python, which for
questions full of common words ("can I play a minion on ...") touches most of
the index and takes tens of milliseconds. This module reads the postings of
the text fields once (at build time, saved next to the index as
``ranking.pickle``; recomputed if missing or stale), folds each term's
per-field BM25F weights into one number per document, and scores a query by
summing those numbers: a few thousand additions.

Whoosh still does everything else: filters (fields, numbers, phrases,
negation), stored fields, and the index itself.
"""

from __future__ import annotations

import math
import pickle
import re
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from whoosh.lang.porter import stem as porter_stem

from oracle.search import schema as sch

RANKING_FILE = "ranking.pickle"
RANK_VERSION = 6

#: Field weights (as the schema's field boosts) and BM25 parameters.
FIELD_WEIGHTS = {"title": 2.5, "body": 1.0, "names": 1.5, "tags": 0.5}
NAME_TITLE_WEIGHT = 1.0
#: Fields whose word pairs are kept, for the bonus of query words standing together.
BIGRAM_FIELDS = ("title", "body")
K1 = 1.2
B = 0.75


class Ranking:
    """Per-term postings: ``term -> (docnums, weights)``, for one index generation."""

    def __init__(self, generation: int, postings: dict[str, tuple[array, array]], doc_count: int,
                 bigrams: dict[str, array] | None = None):
        self.generation = generation
        self.postings = postings
        self.doc_count = doc_count
        self.bigrams = bigrams or {}

    def has(self, term: str) -> bool:
        return term in self.postings

    def doc_frequency(self, term: str) -> int:
        entry = self.postings.get(term)
        return len(entry[0]) if entry else 0

    def docs_with(self, term: str) -> set[int]:
        entry = self.postings.get(term)
        return set(entry[0]) if entry else set()

    def score(self, groups: Iterable[Iterable[tuple[str, float]]], coordination: float = 0.5) -> dict[int, float]:
        """``{docnum: score}`` for the documents having any of the terms.

        ``groups`` holds one group per query word: its stemmed term and any
        synonyms, each with a query weight. A document's sum is scaled by
        ``(1 - coordination) + coordination * groups matched / groups``, so
        matching more of the query's words counts for more than matching one
        word often.
        """
        groups = [[(t, w) for t, w in group if t in self.postings] for group in groups]
        groups = [g for g in groups if g]
        if not groups:
            return {}
        acc: dict[int, float] = {}
        hits: dict[int, int] = {}
        get = acc.get
        hget = hits.get
        for gi, group in enumerate(groups):
            bit = 1 << gi
            if len(group) == 1:
                term, weight = group[0]
                docs, weights = self.postings[term]
                for d, s in zip(docs, weights):
                    acc[d] = get(d, 0.0) + s * weight
                    hits[d] = hget(d, 0) | bit
                continue
            # a word and its synonyms: the best of them counts, not their sum
            best: dict[int, float] = {}
            bget = best.get
            for term, weight in group:
                docs, weights = self.postings[term]
                for d, s in zip(docs, weights):
                    v = s * weight
                    if v > bget(d, 0.0):
                        best[d] = v
            for d, v in best.items():
                acc[d] = get(d, 0.0) + v
                hits[d] = hget(d, 0) | bit
        n = len(groups)
        base = 1.0 - coordination
        return {d: s * (base + coordination * hits[d].bit_count() / n) for d, s in acc.items()}

    def docs_with_any(self, terms: Iterable[str]) -> set[int]:
        out: set[int] = set()
        for term in terms:
            entry = self.postings.get(term)
            if entry:
                out.update(entry[0])
        return out

    def bigram_bonus(self, pairs: Iterable[tuple[str, str]], weight: float) -> dict[int, float]:
        """Extra score for documents where these pairs of query terms stand side by side."""
        out: dict[int, float] = {}
        n = max(self.doc_count, 1)
        for a, b in dict.fromkeys(pairs):
            docs = self.bigrams.get(f"{a} {b}")
            if not docs:
                continue
            bonus = weight * math.log(1.0 + n / len(docs))
            for d in docs:
                out[d] = out.get(d, 0.0) + bonus
        return out


def compute(reader, generation: int) -> Ranking:
    """Fold the postings of the text fields into one weight per (term, document)."""
    n = max(reader.doc_count_all(), 1)
    avg = {}
    for field in FIELD_WEIGHTS:
        total = reader.field_length(field) if field in reader.schema else 0
        avg[field] = (total / n) or 1.0
    lengths = {f: [reader.doc_field_length(d, f, 0) for d in range(reader.doc_count_all())]
               for f in FIELD_WEIGHTS}
    folded: dict[str, dict[int, float]] = {}
    positions: dict[tuple[str, int], dict[int, str]] = {}  # (field, doc) -> position -> term
    deleted = set()
    if reader.has_deletions():
        deleted = {d for d in range(reader.doc_count_all()) if reader.is_deleted(d)}
    groups = [(reader.stored_fields(d) or {}).get("group") if d not in deleted else None
              for d in range(reader.doc_count_all())]
    # one idf per term over all the text fields (BM25F): a word common in bodies ("play") is
    # not made rare by being in few titles
    any_field: dict[str, set[int]] = {}
    for field in FIELD_WEIGHTS:
        if field not in reader.schema:
            continue
        for text in reader.lexicon(field):
            term = text.decode("utf-8") if isinstance(text, bytes) else text
            any_field.setdefault(term, set()).update(reader.postings(field, term).all_ids())
    for field, field_boost in FIELD_WEIGHTS.items():
        if field not in reader.schema:
            continue
        # a card's name is matched by the engine's name bonus (a ruling's title is its cards' names):
        # in the text score it counts as body text
        boosts = [NAME_TITLE_WEIGHT if (field == "title" and g in ("cards", "rulings")) else field_boost
                  for g in groups]
        lens = lengths[field]
        average = avg[field]
        for text in reader.lexicon(field):
            term = text.decode("utf-8") if isinstance(text, bytes) else text
            matcher = reader.postings(field, term)
            df = len(any_field[term] - deleted)
            idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
            bucket = folded.setdefault(term, {})
            while matcher.is_active():
                d = matcher.id()
                if d not in deleted:
                    tf = matcher.weight()
                    norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * lens[d] / average))
                    bucket[d] = bucket.get(d, 0.0) + boosts[d] * idf * norm
                    if field in BIGRAM_FIELDS and matcher.supports("positions"):
                        where = positions.setdefault((field, d), {})
                        for pos in matcher.value_as("positions"):
                            where[pos] = term
                matcher.next()
    postings = {}
    for term, docs in folded.items():
        if docs:
            ordered = sorted(docs)
            postings[term] = (array("i", ordered), array("f", [docs[d] for d in ordered]))
    pairs: dict[str, set[int]] = {}
    for (_field, d), where in positions.items():
        for pos, term in where.items():
            nxt = where.get(pos + 1)
            if nxt is not None:
                pairs.setdefault(f"{term} {nxt}", set()).add(d)
    bigrams = {pair: array("i", sorted(docs)) for pair, docs in pairs.items()}
    return Ranking(generation, postings, reader.doc_count(), bigrams)


def write(index_dir: Path) -> Ranking:
    """Compute the ranking for the index as it is now and save it beside it."""
    index_dir = Path(index_dir)
    ix = sch.open_index(index_dir)
    try:
        with ix.reader() as reader:
            ranking = compute(reader, ix.latest_generation())
    finally:
        ix.close()
    _save(index_dir, ranking)
    return ranking


def _save(index_dir: Path, ranking: Ranking) -> None:
    tmp = index_dir / (RANKING_FILE + ".tmp")
    with open(tmp, "wb") as handle:
        pickle.dump({"version": RANK_VERSION, "digest": sch.SCHEMA_DIGEST, "generation": ranking.generation,
                     "doc_count": ranking.doc_count,
                     "postings": {t: (d.tobytes(), w.tobytes()) for t, (d, w) in ranking.postings.items()},
                     "bigrams": {p: d.tobytes() for p, d in ranking.bigrams.items()}},
                    handle, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(index_dir / RANKING_FILE)


class _Packed(dict):
    """``key -> bytes`` read from the saved file, turned into arrays on first use (a search reads
    a few dozen of the ten thousands of terms: the CLI need not unpack them all)."""

    def __init__(self, raw: dict, typecodes: str):
        super().__init__(raw)
        self.typecodes = typecodes

    def __getitem__(self, key):
        value = super().__getitem__(key)
        if isinstance(value, (bytes, tuple)) and not isinstance(value[0] if isinstance(value, tuple) else value,
                                                                array):
            parts = value if isinstance(value, tuple) else (value,)
            arrays = []
            for code, raw in zip(self.typecodes, parts):
                a = array(code)
                a.frombytes(raw)
                arrays.append(a)
            value = tuple(arrays) if isinstance(value, tuple) else arrays[0]
            dict.__setitem__(self, key, value)
        return value

    def get(self, key, default=None):
        return self[key] if key in self else default

    def items(self):
        return ((k, self[k]) for k in self.keys())


def load(index_dir: Path, generation: int, reader_factory) -> Ranking:
    """The saved ranking if it belongs to this index generation; else computed (and saved) now
    from the whoosh reader ``reader_factory()`` gives."""
    index_dir = Path(index_dir)
    path = index_dir / RANKING_FILE
    try:
        with open(path, "rb") as handle:
            data = pickle.load(handle)
        if (data.get("version") == RANK_VERSION and data.get("digest") == sch.SCHEMA_DIGEST
                and data.get("generation") == generation):
            return Ranking(generation, _Packed(data["postings"], "if"), data["doc_count"],
                           _Packed(data["bigrams"], "i"))
    except (OSError, EOFError, pickle.UnpicklingError, KeyError, ValueError, TypeError, AttributeError):
        pass
    ranking = compute(reader_factory(), generation)
    try:
        _save(index_dir, ranking)
    except OSError:
        pass  # a read-only data folder: keep it in memory
    return ranking


def generation_of(index_dir: Path) -> int:
    """The index's latest generation, from its table-of-contents file names (no whoosh needed)."""
    gens = [int(m.group(1)) for p in Path(index_dir).glob("_MAIN_*.toc")
            if (m := re.fullmatch(r"_MAIN_(\d+)\.toc", p.name))]
    return max(gens, default=-1)


# --------------------------------------------------------------------------- snippets

_WORD = re.compile(r"\w+(?:\.?\w+)*", re.U)


@lru_cache(maxsize=50000)
def stem(word: str) -> str:
    return porter_stem(word.lower())


@lru_cache(maxsize=8192)
def _prepared(text: str) -> tuple[str, tuple[tuple[int, int, str], ...]]:
    """The text with its spaces collapsed, and its words: (start, end, stem)."""
    text = " ".join(text.split())
    return text, tuple((m.start(), m.end(), stem(m.group(0))) for m in _WORD.finditer(text))


def highlight(text: str, terms: set[str]) -> tuple[str, list[list[int]]]:
    """The text (spaces collapsed) and the ``[start, end]`` offsets of its words whose stem is a term."""
    text, tokens = _prepared(text or "")
    return text, [[s, e] for s, e, st in tokens if st in terms] if terms else []


def snippet(text: str, terms: set[str], width: int = 220) -> tuple[str, list[list[int]]]:
    """Plain text: the window of ``text`` with the most query terms, and the offsets of the matches in it."""
    text, tokens = _prepared(text or "")
    if not text:
        return "", []
    matches = [tok for tok in tokens if tok[2] in terms] if terms else []
    if not matches:
        cut = text[:width]
        if len(text) > width:
            cut = cut.rsplit(" ", 1)[0]
        return cut + ("…" if len(text) > len(cut) else ""), []
    # start near the match that begins the window holding the most distinct query terms
    lead = 60
    span = width - lead
    best_i, best_key, j = 0, (-1, -1), 0
    counts: dict[str, int] = {}
    for i, (first, _e, _st) in enumerate(matches):
        while j < len(matches) and matches[j][1] <= first + span:
            counts[matches[j][2]] = counts.get(matches[j][2], 0) + 1
            j += 1
        key = (len(counts), j - i)
        if key > best_key:
            best_i, best_key = i, key
        if j > i:  # slide: the match at i leaves the window
            term = matches[i][2]
            counts[term] -= 1
            if not counts[term]:
                del counts[term]
        else:
            j = i + 1
    first = matches[best_i][0]
    start = 0 if first <= lead else text.find(" ", first - lead, first) + 1 or first - lead
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", first + 1, end)
        end = space if space > 0 else end
    prefix = "…" if start > 0 else ""
    shift = len(prefix) - start
    spans = [[s + shift, e + shift] for s, e, _st in matches if s >= start and e <= end]
    return prefix + text[start:end] + ("…" if end < len(text) else ""), spans


def marked(text: str, spans: list) -> str:
    """HTML: ``text`` escaped, each ``[start, end]`` span in ``<mark class="match">``."""
    import html

    out, pos = [], 0
    for s, e in spans:
        out.append(html.escape(text[pos:s]))
        out.append(f'<mark class="match">{html.escape(text[s:e])}</mark>')
        pos = e
    out.append(html.escape(text[pos:]))
    return "".join(out)
