"""Search quality on the real corpus: tests/search_eval.yaml, findability of every section.

The corpus, cards and rulings of the repository are built (scenarios not run:
search does not read them) into a temporary data folder once for this module.
"""

from __future__ import annotations

import math
import re
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from oracle import paths
from oracle.search.ranking import stem
from oracle.search.schema import STOP_WORDS as STOP

ROOT = Path(__file__).resolve().parent.parent
EVAL = Path(__file__).with_name("search_eval.yaml")
sys.path.insert(0, str(ROOT / "bench"))
from bench_search import recall  # noqa: E402

pytestmark = pytest.mark.skipif(not any(p for p in paths.CORPUS_DIR.glob("*/*.md")),
                                reason="the corpus has not been ingested yet")


@pytest.fixture(scope="module")
def engine(real_search_engine):
    return real_search_engine


def test_the_eval_set_is_big_and_balanced():
    questions = yaml.safe_load(EVAL.read_text())
    assert len(questions) >= 150
    styles = Counter(q["style"] for q in questions)
    assert styles["rulebook"] >= 30 and styles["player"] >= 100
    tags = Counter(q.get("tag") for q in questions)
    assert all(tags[t] >= 5 for t in ("casual", "typo", "shorthand", "card", "judge"))
    assert len({q["q"] for q in questions}) == len(questions)


def test_expected_refs_exist(engine):
    refs = {f"card:{d.id}" if d.group == "cards" else f"ruling:{d.id}" if d.group == "rulings" else d.id
            for d in engine.docs.values()}
    for item in yaml.safe_load(EVAL.read_text()):
        for expected in item["expect"]:
            for ref in expected if isinstance(expected, list) else [expected]:
                assert ref in refs, f"{item['q']!r} expects {ref}, which is not in the index"


def test_recall_meets_the_targets(engine):
    """Issue 11: recall@3 >= 95% and recall@1 >= 80%, in the one order the API and the web page show."""
    questions = yaml.safe_load(EVAL.read_text())
    ranked = {q["q"]: [h.ref for h in engine.search(q["q"], limit=10).hits] for q in questions}
    r3, _full, misses = recall(questions, ranked, k=3)
    r1 = recall(questions, ranked, k=1)[0]
    shown = "\n".join(f"  {m['q']!r}: expected {m['expect']}, got {top}" for m, top in misses)
    assert r3 >= 0.95, f"recall@3 {r3:.1%}; misses:\n{shown}"
    assert r1 >= 0.80, f"recall@1 {r1:.1%}"


def test_judge_questions_rank_the_current_answer_first(engine):
    questions = [q for q in yaml.safe_load(EVAL.read_text()) if q.get("tag") == "judge"]
    ranked = {q["q"]: [h.ref for h in engine.search(q["q"], limit=10).hits] for q in questions}
    assert recall(questions, ranked, k=3)[0] == 1.0


def test_one_entry_per_rule_with_its_copies_also_in(engine):
    result = engine.search("two of us tie for second place on a base", limit=30)
    first = result.hits[0]
    assert first.id == "rules/tie-fighter" and result.answer["id"] == "rules/tie-fighter"
    assert {c["id"] for c in first.also_in} == {"munchkin/tie-fighter", "web-rules/tie-fighter",
                                                 "compilation/tie-fighter"}
    assert all(c["document"] and ".txt" not in c["document"] for c in first.also_in)
    ids = [h.id for h in result.hits]
    assert not {"munchkin/tie-fighter", "web-rules/tie-fighter", "compilation/tie-fighter"} & set(ids)
    assert "tie for runner up" in first.passage and first.passage_anchor == "p1"
    assert first.document == "The Bigger Geekier Box rulebook (2018)" and first.page == 6


def test_a_superseded_text_ranks_just_below_its_replacement(engine):
    hits = engine.search("the munchkin book says you need a minion on a base to get vp", limit=10).hits
    ids = [h.id for h in hits]
    assert "munchkin/awarding-vp" in ids, ids
    old = hits[ids.index("munchkin/awarding-vp")]
    assert old.superseded_by["id"] == "errata/new-general-rules"
    assert ids.index("errata/new-general-rules") < ids.index("munchkin/awarding-vp")


def test_the_passage_is_the_paragraph_that_answers(engine):
    hit = engine.search("no minions in my opening hand", limit=3).hits[0]
    assert hit.id == "rules/setup" and "draw a new hand of five cards" in hit.passage
    assert hit.passage_anchor == "p4"


def test_a_card_name_gives_no_answer_box(engine):
    result = engine.search("laseratops")
    assert result.hits[0].kind == "card" and result.answer is None


def test_facets_have_labels_and_single_values(engine):
    facets = engine.search("destroy").facets
    assert {r["label"] for r in facets["kind"]} >= {"Cards", "Rulings"}
    for field in ("faction", "set"):
        assert facets[field] and all("," not in r["value"] and r["label"] != "Unknown" for r in facets[field])
    assert sum(r["count"] for r in facets["kind"]) == engine.search("destroy").total


def test_tie_for_second_place_ranks_tie_fighter_first(engine):
    assert engine.search("tie for second place").hits[0].id == "rules/tie-fighter"


def test_a_card_name_ranks_its_card_first(engine):
    assert engine.search("Tooth and Claw... and Guns").hits[0].ref == "card:tooth-and-claw-and-guns"
    assert engine.search("tooth claw").hits[0].ref == "card:tooth-and-claw-and-guns"
    assert engine.search("laseratops").hits[0].ref == "card:laseratops"


def test_breakpiont_is_corrected(engine):
    result = engine.search("breakpiont")
    assert "breakpoint" in (result.notice or "")
    assert any("breakpoint" in h.snippet.lower() or "breakpoint" in h.title.lower() for h in result.hits[:3])


# --------------------------------------------------------------------------- every section findable

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]|$)", re.M)


def _sentences(body: str) -> list[str]:
    return [s.strip(" -*#") for s in _SENTENCE.findall(body) if s.strip(" -*#")]


def test_every_section_is_findable_by_a_sentence_of_its_own(engine):
    """For each section, its most distinctive sentence (rare words, preferably in no other
    section) brings it (or the copy shown for it: one entry per rule) up in the top 5; when other sections hold all its words (copies of the
    same rule in older documents, which step back behind the official one), in the top 10."""
    sections = [d for d in engine.docs.values() if d.group == "sections"]
    # a copy of a rule in an older document is found as the copy shown (corpus/same_rules.yaml)
    shown = {d.id: engine.docs[d.same_as].id for d in sections if d.same_as}
    texts = {d.id: d.fields.get("body", "") for d in sections}
    df: Counter = Counter()
    for body in texts.values():
        df.update(set(re.findall(r"[a-z]+", body.lower())))
    n_docs = len(texts)
    stems = {sid: {stem(w) for w in re.findall(r"[a-z0-9]+", body.lower())} for sid, body in texts.items()}
    missed, tried, skipped = [], 0, []
    for sid, body in texts.items():
        best = None
        for sentence in _sentences(body):
            words = re.findall(r"[a-z]+", sentence.lower())
            if not 4 <= len(words) <= 40:
                continue
            # the sentence's words (stemmed) all in another section: a copy, near enough
            own = {stem(w) for w in re.findall(r"[a-z0-9]+", sentence.lower())} - STOP
            shared = sum(1 for other, words_there in stems.items() if other != sid and own <= words_there)
            rarity = sum(math.log(n_docs / (1 + df[w])) for w in set(words))
            candidate = (rarity - 4 * shared, shared, sentence)
            if best is None or candidate[0] > best[0]:
                best = candidate
        if best is None:
            skipped.append(sid)
            continue
        shared, sentence = best[1], best[2]
        tried += 1
        depth = 5 if not shared else 10  # a copy steps back behind the official text
        got = [h.ref for h in engine.search(sentence, limit=depth).hits]
        if shown.get(sid, sid) not in got and sid not in got:  # a phrase only the copy has: the copy
            missed.append(f"{sid}: {sentence!r} (shared with {shared}) -> {got[:5]}")
    assert tried >= 0.9 * len(sections), f"no sentence to try for {skipped}"
    assert not missed, f"{len(missed)} of {tried} sections not found:\n" + "\n".join(missed)


def test_every_section_is_findable_by_its_title_and_area(engine):
    """Every section comes up for its quoted title within its area."""
    missed = []
    for doc in (d for d in engine.docs.values() if d.group == "sections"):
        area = doc.id.split("/", 1)[0]
        title = doc.title.replace('"', " ")
        got = [h.ref for h in engine.search(f'"{title}" area:{area}', limit=5).hits]
        if doc.id not in got:
            missed.append(f"{doc.id}: {doc.title!r} -> {got}")
    assert not missed, "\n".join(missed)
