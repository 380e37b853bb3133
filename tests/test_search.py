"""``oracle search``: the query language, fielded filters, typos, names first, bad queries, the CLI.

These run on a small fixture corpus built into a temporary data folder
(tests/test_search_eval.py runs the real corpus).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oracle import build
from oracle.search import engine as search_engine
from oracle.search import query as ql

sys.path.insert(0, str(Path(__file__).parent))
from test_store_build import fake_rulings_module, fake_scenario_module, make_sources, section_md, write  # noqa: E402

MORE_CARDS = """\
set: Big in Japan
faction: Kaiju
cards:
- {name: Kaiju Destroyer, slug: kaiju-destroyer, faction: Kaiju, set: Big in Japan, type: minion, power: 6,
   text: "Destroy a minion of power 4 or less.", quantity: 1, implemented: false}
- {name: Tooth Fairy, slug: tooth-fairy, faction: Kaiju, set: Big in Japan, type: minion, power: 2,
   text: "Draw a card.", quantity: 1, implemented: true}
"""

MORE_BASES = """\
set: Core Base Game
cards:
- {name: The Jungle, slug: the-jungle, set: Core Base Game, type: base, breakpoint: 12, vp: [2, 0, 0],
   text: "", quantity: 1, implemented: true}
- {name: Tar Pits, slug: tar-pits, set: Core Base Game, type: base, breakpoint: 16, vp: [4, 3, 2],
   text: "After a minion is destroyed here, place it at the bottom of its owner's deck.", quantity: 1,
   implemented: false}
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    root = tmp_path_factory.mktemp("search")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("ORACLE_DATA_DIR", str(root / "data"))
        yield from _fixture_engine(root)


def _fixture_engine(root):
    src = make_sources(root)
    corpus = Path(src.corpus_dir)
    write(corpus / "terms" / "affect.md", section_md(
        "terms/affect", "Affect", "term",
        "To affect a card means to move it, change its power, or cancel its abilities.", order=41))
    write(corpus / "rules" / "me-first.md", section_md(
        "rules/me-first", "Me First!", "rule",
        "When a base scores, starting with the current player, each player may play a Special card or pass.",
        order=12))
    write(corpus / "munchkin" / "you-need-a-minion.md", section_md(
        "munchkin/you-need-a-minion", "Earning Victory Points", "rule",
        "You need at least one minion on a base to earn victory points when it scores.", order=2,
        authority="official rulebook", superseded_by="rules/tie-fighter"))
    write(corpus / "rules" / "triggered.md", section_md(
        "rules/triggered", "Triggered and Tagged Abilities", "rule",
        "Specials can be played at any time they are applicable, even on other players' turns.", order=14))
    write(corpus / "terms" / "or.md", section_md(
        "terms/or", "OR", "term", '"X OR Y", with "OR" in capitals, means the controller chooses one.', order=42))
    write(corpus / "cards" / "big-in-japan" / "kaiju.yaml", MORE_CARDS)
    write(corpus / "cards" / "core-base-game" / "bases.yaml", MORE_BASES)
    real = build._load_module

    def load(name):
        if name == "oracle.scenario":
            return fake_scenario_module({"rules/tie"})
        try:
            return real(name)
        except build.MissingModule:
            if name == "oracle.rulings":
                return fake_rulings_module()
            raise

    original = build._load_module
    build._load_module = load
    try:
        build.build(sources=src)
    finally:
        build._load_module = original
    eng = search_engine.Engine(src.index_dir)
    eng.src = src
    yield eng
    eng.close()


def ids(result) -> list[str]:
    return [h.ref for h in result.hits]


# --------------------------------------------------------------------------- the language

@pytest.mark.parametrize("text, expected", [
    ("tie for second", "tie for second"),
    ('"tie for second" -titan', '"tie for second" -titan'),
    ('set:"big in japan" power>=4', 'set:"big in japan" power>=4'),
    ("faction:ninjas or faction:pirates", "faction:ninjas or faction:pirates"),
    ("(kind:rule or kind:term) scoring", "(kind:rule or kind:term) scoring"),
    ("t:minion pow:5", "type:minion power=5"),
    ("kind:term -(a b)", "kind:term -(a b)"),
])
def test_parse_round_trips(text, expected):
    parsed = ql.parse(text)
    assert parsed.notice is None and not parsed.fallback
    assert ql.to_text(parsed.node) == expected


@pytest.mark.parametrize("text, why", [
    ('"tie for second', "unbalanced quotes"),
    ("(tie or second", "unbalanced parentheses"),
    ("tie) second", "unbalanced parentheses"),
    ("or or", "needs something"),
    ("power>=four", "takes a number"),
    ("faction>=ninjas", "takes ':'"),
    ("tie\x00for\x1bsecond", "control characters"),
    ("tie " * 3000, "very long"),
    ("faction:", "needs a value"),
])
def test_malformed_queries_fall_back_to_words(text, why):
    parsed = ql.parse(text)
    assert parsed.fallback and why in parsed.notice
    assert all(isinstance(w, str) and w for w in parsed.words())
    assert len(parsed.words()) <= ql.MAX_WORDS


def test_only_operators_has_nothing_to_search(engine):
    for text in ("or", "( )", '""', "- - -", ""):
        result = engine.search(text)
        assert result.hits == []
    assert "no words" in engine.search("or or").notice


def test_unknown_field_is_read_as_words(engine):
    result = engine.search("colour:tie fighter")
    assert "Unknown field colour" in result.notice
    assert ids(result)[0] == "rules/tie-fighter"


# --------------------------------------------------------------------------- results

def test_free_text_ranks_the_rule_first(engine):
    result = engine.search("what if two players tie for second place")
    assert ids(result)[0] == "rules/tie-fighter"
    hit = result.hits[0]
    assert hit.url == "/rules/rules/tie-fighter" and hit.kind == "rule"
    assert "<" not in hit.snippet and hit.highlights  # plain text, the matches as offsets
    assert {hit.snippet[a:b].lower() for a, b in hit.highlights} & {"tie", "tied", "second"}


def test_card_name_ranks_its_card_first(engine):
    assert ids(engine.search("shinobi"))[0] == "card:shinobi"
    assert ids(engine.search("Ninja Master"))[0] == "card:ninja-master"
    assert ids(engine.search("tooth claw"))[0] == "card:tooth-and-claw-and-guns"
    assert ids(engine.search("tooth fairy"))[0] == "card:tooth-fairy"


def test_typos_are_corrected_and_said(engine):
    result = engine.search("breakpiont")
    assert ids(result)[0] == "terms/breakpoint"
    assert "breakpoint" in result.notice and result.corrected == "breakpoint"
    assert ids(engine.search("ninja mastr"))[0] == "card:ninja-master"
    assert engine.suggest("breakpiont")[0] == "breakpoint"


@pytest.mark.parametrize("query, expected", [
    ("kind:term", ["terms/affect", "terms/breakpoint", "terms/or"]),
    ("kind:terms", ["terms/affect", "terms/breakpoint", "terms/or"]),
    # a ruling carries the factions and sets of its cards
    ("faction:ninjas", ["card:ninja-master", "card:shinobi", "ruling:ninjas/master", "ruling:ninjas/shinobi"]),
    ("faction:ninja -kind:ruling", ["card:ninja-master", "card:shinobi"]),
    ('set:"big in japan" type:minion', ["card:kaiju-destroyer", "card:tooth-fairy"]),
    ("set:big-in-japan power>=4", ["card:kaiju-destroyer"]),
    ("type:minion power>5", ["card:kaiju-destroyer"]),
    ("type:minion power:3", ["card:shinobi"]),
    ("type:minion power!=3 power<=5", ["card:ninja-master", "card:tooth-fairy"]),
    ("breakpoint<15", ["card:the-jungle"]),
    ("type:base breakpoint>=16", ["card:akihabara-high", "card:tar-pits"]),
    ("kind:card (faction:ninjas or faction:kaiju)", ["card:kaiju-destroyer", "card:ninja-master",
                                                      "card:shinobi", "card:tooth-fairy"]),
    ("kind:ruling faction:ninjas", ["ruling:ninjas/master", "ruling:ninjas/shinobi"]),
    ("area:munchkin", ["munchkin/you-need-a-minion"]),
])
def test_fielded_filters(engine, query, expected):
    result = engine.search(query, limit=50)
    assert result.notice is None or "matched" in result.notice or "read as" in result.notice
    assert sorted(ids(result)) == expected


def test_filters_argument_is_the_same_as_fields(engine):
    a = engine.search("destroy", filters={"type": "minion", "faction": "kaiju"})
    b = engine.search("destroy type:minion faction:kaiju")
    assert ids(a) == ids(b) == ["card:kaiju-destroyer"]


def test_bad_filters_are_ignored_and_said(engine):
    result = engine.search("destroy", filters={"power": "lots", "colour": "red", "type": "minion"})
    assert "Filter ignored" in result.notice and "power takes a number" in result.notice
    assert "unknown filter 'colour'" in result.notice
    assert all(h.type == "minion" for h in result.hits)


def test_phrase_and_negation(engine):
    assert ids(engine.search('"runner up"')) == ["rules/tie-fighter"]
    assert "rules/tie-fighter" not in ids(engine.search('base scores -"runner up"', limit=50))
    phrase = engine.search('"minion of power 4"', limit=50)
    assert ids(phrase) == ["card:kaiju-destroyer"]
    minus = engine.search("destroy minion -faction:kaiju", limit=50)
    assert "card:kaiju-destroyer" not in ids(minus) and "card:ninja-master" in ids(minus)


def test_words_with_or(engine):
    got = ids(engine.search("shinobi or madness", limit=5))
    assert got[0] == "card:shinobi"


def test_superseded_text_ranks_below_the_current_rule(engine):
    got = ids(engine.search("earn victory points minion base", limit=10))
    assert "munchkin/you-need-a-minion" in got
    hit = [h for h in engine.search("you need at least one minion").hits if h.id == "munchkin/you-need-a-minion"][0]
    assert hit.superseded_by["id"] == "rules/tie-fighter"


def test_unknown_field_value_says_so(engine):
    result = engine.search("faction:zzzzzz")
    assert result.hits == [] and "No faction called" in result.notice


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300)
       | st.lists(st.sampled_from(['"', "(", ")", "-", "or", "kind:", "power>=", "x", "faction:ninjas", ":",
                                   "\x00", "breakpoint<", "'", "\\", "*", "?", "~", "^2", "AND", "NOT"]),
                  max_size=20).map(" ".join))
def test_no_query_crashes(engine, text):
    result = engine.search(text, limit=5)
    assert isinstance(result.hits, list) and len(result.hits) <= 5
    json.dumps(result.to_dict())
    assert isinstance(engine.suggest(text), list)
    assert isinstance(engine.autocomplete(text), list)


def test_huge_query_falls_back_fast(engine):
    result = engine.search("tie for second place " * 600)
    assert "very long" in result.notice
    assert ids(result)[0] == "rules/tie-fighter"


def test_results_are_cached_and_refreshed_after_a_rebuild(engine):
    first = engine.search("akihabara")
    again = engine.search("akihabara")
    assert ids(first) == ids(again) == ["card:akihabara-high"]


# --------------------------------------------------------------------------- autocomplete, suggest

def test_autocomplete(engine):
    labels = [c["label"] for c in engine.autocomplete("too")]
    assert labels[:2] == ["Tooth Fairy", "Tooth and Claw...and Guns"] or labels[:2] == [
        "Tooth and Claw...and Guns", "Tooth Fairy"]
    assert engine.autocomplete("shin")[0] == {"label": "Shinobi", "kind": "card", "id": "shinobi",
                                              "url": "/cards/shinobi"}
    assert [c["label"] for c in engine.autocomplete("master")] == ["Ninja Master"]  # a later word
    assert engine.autocomplete("shinoby")[0]["label"] == "Shinobi"  # a typo
    assert engine.autocomplete("") == []


# --------------------------------------------------------------------------- the command

@pytest.fixture
def cli_engine(engine, monkeypatch):
    monkeypatch.setattr(search_engine, "get_engine", lambda index_dir=None: engine)
    return engine


def test_cli_json(cli_engine, capsys):
    from oracle import cli

    assert cli.main(["search", "--json", "--limit", "3", "tie for second place"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert isinstance(out, list) and 1 <= len(out) <= 3
    assert {"id", "kind", "title", "url", "snippet", "score"} <= set(out[0])
    assert out[0]["id"] == "rules/tie-fighter" and out[0]["url"] == "/rules/rules/tie-fighter"
    assert out == sorted(out, key=lambda h: -h["score"])
    assert cli.main(["search", "--json", "shinobi"]) == 0
    card = json.loads(capsys.readouterr().out)[0]
    assert card["url"] == "/cards/shinobi" and card["kind"] == "card" and card["id"] == "shinobi"
    assert cli.main(["search", "--json", "kind:ruling", "two shinobis"]) == 0
    ruling = json.loads(capsys.readouterr().out)[0]
    assert ruling["url"] == "/rulings/ninjas/shinobi" and ruling["kind"] == "ruling"


def test_cli_malformed_query_says_so(cli_engine, capsys):
    from oracle import cli

    assert cli.main(["search", '"tie for second']) == 0
    captured = capsys.readouterr()
    assert "unbalanced quotes" in captured.err
    assert "Tie Fighter" in captured.out
    assert cli.main(["search", "--json", "\x01\x02"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == [] and "control characters" in captured.err


# --------------------------------------------------------------------------- player words, odd titles

def test_or_inside_a_question_keeps_every_word_soft(engine):
    parsed = ql.parse("can I score a base or not before the breakpoint")
    assert ql.hard_nodes(parsed.node) == [] and "breakpoint" in parsed.words()
    assert ids(engine.search("does a base score at the breakpoint or later"))[0] == "terms/breakpoint"


def test_player_words_find_the_rulebook_words(engine):
    assert ids(engine.search("are specials ok on someone else's turn"))[0] == "rules/triggered"
    assert ids(engine.search("specials on an opponent's turn"))[0] == "rules/triggered"


def test_a_title_made_of_stop_words(engine):
    assert ids(engine.search('"OR"'))[0] == "terms/or"
    assert ids(engine.search("OR"))[:1] == []  # the bare operator is not a query
    assert ids(engine.search('"OR" kind:term'))[0] == "terms/or"


def test_a_kind_word_prefers_that_kind(engine):
    got = ids(engine.search("shinobi ruling"))
    assert got[:2] == ["card:shinobi", "ruling:ninjas/shinobi"] or got[0] == "ruling:ninjas/shinobi"


def test_result_shape_for_the_web_app(engine):
    result = engine.search("shinobi", limit=2)
    assert [h.id for h in result] == [h.id for h in result.hits] and len(result) == len(result.hits)
    data = result.to_dict()
    assert data["hits"][0]["url"] == "/cards/shinobi" and data["notice"] is None


def test_a_rebuilt_index_is_seen_by_an_open_engine(tmp_path, monkeypatch):
    monkeypatch.setenv("ORACLE_DATA_DIR", str(tmp_path / "data"))
    src = make_sources(tmp_path)
    monkeypatch.setattr(build, "_load_module", _loader())
    build.build(sources=src)
    eng = search_engine.Engine(src.index_dir)
    assert ids(eng.search("zanzibar")) == []
    write(Path(src.corpus_dir) / "rules" / "zanzibar.md", section_md(
        "rules/zanzibar", "Zanzibar", "rule", "A new rule about Zanzibar.", order=99))
    build.build(sources=src)
    monkeypatch.setattr(search_engine, "REFRESH_SECONDS", 0.0)
    assert ids(eng.search("zanzibar")) == ["rules/zanzibar"]
    eng.close()


def test_a_missing_ranking_file_is_recomputed(tmp_path, monkeypatch):
    from oracle.search import ranking

    monkeypatch.setenv("ORACLE_DATA_DIR", str(tmp_path / "data"))
    src = make_sources(tmp_path)
    monkeypatch.setattr(build, "_load_module", _loader())
    build.build(sources=src)
    (Path(src.index_dir) / ranking.RANKING_FILE).unlink()
    eng = search_engine.Engine(src.index_dir)
    assert ids(eng.search("shinobi"))[0] == "card:shinobi"
    assert (Path(src.index_dir) / ranking.RANKING_FILE).exists()
    eng.close()


def _loader():
    real = build._load_module

    def load(name):
        if name == "oracle.scenario":
            return fake_scenario_module({"rules/tie"})
        return real(name)

    return load


def test_paragraphs_get_anchors_and_passages():
    from oracle.search.passages import add_ids

    html, passages = add_ids("<p>One <a href='/x'>link</a>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"
                             '<p id="keep">Kept &amp; done.</p>')
    assert html.startswith('<p id="p1">One') and '<li id="p2">a</li>' in html and '<p id="keep">' in html
    assert passages == [("p1", "One link ."), ("p2", "a"), ("p3", "b"), ("keep", "Kept & done.")]


def test_the_same_rule_groups_are_sound():
    """corpus/same_rules.yaml: real ids, one copy per document, the newest official copy first,
    nothing superseded, no section in two groups."""
    from oracle.corpus import load_sections
    from oracle.search import same_rules

    sections = {s.id: s for s in load_sections()}
    groups = same_rules.load()
    assert len(groups) >= 50
    seen: set[str] = set()
    for group in groups:
        assert all(i in sections for i in group), group
        assert not seen & set(group), group
        seen |= set(group)
        ranks = [same_rules.precedence(sections[i].source.get("file")) for i in group]
        assert ranks[0] == min(ranks) and len(set(ranks)) == len(ranks), group
        assert not any(sections[i].superseded_by for i in group), group


def test_query_terms_are_the_index_terms():
    """``schema.terms`` (the query side, without whoosh's analysis) makes the analyzer's terms."""
    from oracle.corpus import load_sections
    from oracle.search import analysis, schema

    ana = analysis.analyzer()
    texts = [s.body for s in load_sections()] + ["Doppelgänger's *wild* e.g. 10,000 +1 can't don’t Ongoing:"]
    for text in texts:
        assert schema.terms(text) == [t.text for t in ana(text)], text[:80]
