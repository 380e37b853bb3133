"""Players' words (oracle/search/vocabulary.yaml) and typo correction that leaves English alone."""

from __future__ import annotations

import pytest

from oracle.search import english, vocabulary

ENTRIES = vocabulary.entries()


def test_the_table_is_reviewed_and_complete():
    says = [s for e in ENTRIES for s in e.say]
    assert len(says) == len(set(says)), "a phrase is in two entries"
    for wanted in ("hand limit", "mulligan", "redraw", "xtra", "vp", "bp", "dupe", "me frist", "counters"):
        assert wanted in says, wanted
    assert all(e.means and e.example and e.expect for e in ENTRIES)


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.say[0] for e in ENTRIES])
def test_each_entry_finds_its_answer(entry, real_search_engine):
    """The entry's example question finds the section it names in the top 3, and the entry is
    applied to it (the rulebook's words are in the query that runs)."""
    words = entry.example.split()
    groups = vocabulary.expand(words)
    assert any(tuple(extra) == entry.means or (tuple(phrase) == entry.means and entry.replace)
               for phrase, extra in groups), groups
    got = [h.ref for h in real_search_engine.search(entry.example, limit=3).hits]
    assert entry.expect in got, f"{entry.example!r} -> {got}"


def test_a_replaced_phrase_drops_the_players_words():
    assert vocabulary.expand(["me", "frist", "rule"]) == [(["me", "first"], ()), (["rule"], ())]
    assert vocabulary.expand(["Hand", "Limit"]) == [(["Hand", "Limit"], tuple("maximum number cards hand 10 "
                                                                                "discard down".split()))]


@pytest.mark.parametrize("word", ["newer", "never", "counters", "discarded", "ties", "players", "bigger",
                                  "moved", "stopped"])
def test_english_words_are_known(word):
    assert english.is_word(word)


@pytest.mark.parametrize("word", ["breakpiont", "jamed", "ownr", "controler", "limt", "discrad", "tittans"])
def test_typos_are_not_english(word):
    assert not english.is_word(word)


def test_a_correct_english_word_is_never_corrected(real_search_engine):
    result = real_search_engine.search("newer rules for vp")
    assert "never" not in (result.notice or "") and result.corrected is None
    assert real_search_engine.correct("newer") is None
    assert real_search_engine.correct("breakpiont") == "breakpoint"
