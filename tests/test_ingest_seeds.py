"""``oracle ingest --only seeds``: the seeds become a clean, stable, complete corpus."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oracle.corpus import AUTHORITIES, load_sections, section_files
from oracle.ingest import seeds
from oracle.ingest.seeds_parse import Block, SeedError, apply_replacements, parse_blocks, rejoin
from oracle.ingest.seeds_sections import page_at, vocab_parse
from oracle.ingest.seeds_text import normalise_space, slugify, term_label, title_case
from oracle.paths import CORPUS_DIR, SEEDS_DIR

pytestmark = pytest.mark.skipif(not SEEDS_DIR.is_dir(), reason="the seed documents are not here")

FILES = {
    "000": "000_e3a97cadf0b55fae.txt",
    "001": "001_dd5b9f616dd7269c.txt",
    "002": "002_d2cc46546c3e8c95.txt",
    "003": "003_5bf5e42e232e8d52.txt",
    "004": "004_582ca26094cac1be.txt",
}
KINDS = {"rule", "term", "errata", "clarification", "example", "faction", "set-list", "summary"}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A fresh ingest into a temporary corpus folder."""
    out = tmp_path_factory.mktemp("corpus")
    seeds.ingest(SEEDS_DIR, out)
    return out


@pytest.fixture(scope="module")
def sections(built):
    return load_sections(built)


@pytest.fixture(scope="module")
def by_id(sections):
    return {s.id: s for s in sections}


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in section_files(root)}


# --- determinism ---------------------------------------------------------------


def test_ingesting_twice_gives_identical_files(built, tmp_path):
    seeds.ingest(SEEDS_DIR, tmp_path)
    assert tree(tmp_path) == tree(built)


def test_the_committed_corpus_equals_a_fresh_ingest(built):
    assert tree(CORPUS_DIR) == tree(built), "run `oracle ingest --only seeds` and commit corpus/"


def test_ingest_replaces_stale_sections_but_never_touches_cards(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "stale.md").write_text("old")
    (tmp_path / "cards" / "core").mkdir(parents=True)
    (tmp_path / "cards" / "core" / "aliens.yaml").write_text("set: x\n")
    seeds.ingest(SEEDS_DIR, tmp_path)
    assert not (tmp_path / "rules" / "stale.md").exists()
    assert (tmp_path / "cards" / "core" / "aliens.yaml").read_text() == "set: x\n"


# --- ids -----------------------------------------------------------------------


def test_ids_are_unique_slugs_in_the_documented_areas(sections):
    ids = [s.id for s in sections]
    assert len(ids) == len(set(ids))
    for ident in ids:
        assert re.fullmatch(r"[a-z0-9-]+/[a-z0-9]+(?:-[a-z0-9]+)*", ident), ident
    areas = {s.source["file"][:3]: set() for s in sections}
    for s in sections:
        areas[s.source["file"][:3]].add(s.area)
    assert areas["003"] == {"rules", "terms", "errata", "clarifications", "factions"}
    assert areas["001"] == {"munchkin"}
    assert areas["000"] == {"web-rules"}
    assert areas["002"] == {"compilation"}
    assert areas["004"] == {"wiki"}


@pytest.mark.parametrize(
    "ident",
    [
        "rules/tie-fighter", "rules/me-first", "rules/scoring-summary", "rules/game-over-man",
        "rules/start-turn", "munchkin/start-turn",
        "terms/affect", "terms/a-minion", "terms/in-play", "terms/same-name",
        "errata/new-general-rules", "errata/aliens", "clarifications/mythic-greeks",
        "clarifications/bases", "clarifications/monsters", "factions/grannies",
        "factions/base-cards-by-set", "munchkin/awarding-vp", "munchkin/game-over-man",
        "munchkin/affect", "munchkin/subterranean-lair", "web-rules/tie-fighter",
        "compilation/stasis", "compilation/tie-fighter", "wiki/affect", "wiki/until-you-reveal-x",
    ],
)
def test_known_permalinks_exist(by_id, ident):
    assert ident in by_id


def test_ids_do_not_shift_when_a_section_is_added_before_them(tmp_path, sections):
    copy = tmp_path / "seeds"
    shutil.copytree(SEEDS_DIR, copy)
    path = copy / FILES["003"]
    text = path.read_text(encoding="utf-8")
    path.chmod(0o644)
    path.write_text(text.replace("# OBJECTIVE", "# A Brand New Section\n\nNew text.\n\n# OBJECTIVE", 1))
    (copy / FILES["001"]).chmod(0o644)
    changed = {s.id for s in seeds.build_sections(copy)}
    assert changed - {s.id for s in sections} == {"rules/a-brand-new-section"}
    assert {s.id for s in sections} <= changed


def test_duplicate_ids_stop_the_ingest(tmp_path):
    copy = tmp_path / "seeds"
    shutil.copytree(SEEDS_DIR, copy)
    path = copy / FILES["003"]
    path.chmod(0o644)
    path.write_text(path.read_text(encoding="utf-8").replace("# OBJECTIVE", "# Tie Fighter\n\nx\n\n# OBJECTIVE", 1))
    with pytest.raises(SeedError, match="duplicate section ids.*rules/tie-fighter"):
        seeds.build_sections(copy)


# --- front matter ----------------------------------------------------------------


def test_front_matter_is_valid_for_every_file(sections):
    documents = {}
    for s in sections:
        assert s.title.strip() and s.body.strip(), s.id
        assert s.kind in KINDS, (s.id, s.kind)
        assert s.authority in AUTHORITIES
        assert s.source["file"] in FILES.values()
        assert (SEEDS_DIR / s.source["file"]).is_file()
        assert "page" not in s.source or isinstance(s.source["page"], int)
        documents.setdefault(s.source["file"], set()).add(s.source["document"])
    assert all(len(titles) == 1 for titles in documents.values())


def test_order_is_the_reading_order_one_to_n_per_document(sections):
    orders = {}
    for s in sections:
        orders.setdefault(s.source["file"], []).append(s.order)
    for file, found in orders.items():
        assert sorted(found) == list(range(1, len(found) + 1)), file


def test_authorities_follow_the_seeds_readme(sections):
    expected = {
        "000": "official web rules", "001": "official rulebook", "002": "community compilation",
        "003": "official rulebook", "004": "community wiki",
    }
    for s in sections:
        assert s.authority == expected[s.source["file"][:3]], s.id


def test_pages_are_recovered_where_the_books_give_them(by_id, sections):
    assert by_id["rules/tie-fighter"].page == 6
    assert by_id["rules/objective"].page == 2
    assert by_id["terms/same-name"].page == 11
    assert by_id["clarifications/vikings"].page == 24
    assert by_id["munchkin/setup"].page == 3          # from 001's own table of contents
    assert by_id["munchkin/terms-and-restrictions"].page == 10
    assert by_id["munchkin/basics-set-up"].page == 16
    for s in sections:
        if s.source["file"][:3] in {"000", "002", "004"}:
            assert s.page is None, s.id
    pages_003 = [s.page for s in sections if s.source["file"] == FILES["003"] and s.page]
    assert pages_003 == sorted(pages_003)              # pages never go backwards
    assert max(pages_003) <= 32


# --- cleaning --------------------------------------------------------------------


def test_the_spam_and_ads_are_gone(sections):
    for s in sections:
        assert "replica watches" not in s.body
        assert "Advertisement" not in s.body
        assert "Continue Reading" not in s.body


GARBLED = [
    "THIS IS HOW YOUR OLL", "YOUR OLL", "GARDS", "GAMEOVER", "Grannies What V", "ASTHE",
    "GROSS-REFERENCE", "EVARIFICATIONS", "ROLLGREDITS", "Samura ", "eks The", "sts Awesome",
]


def parsed_headings() -> set[str]:
    """Every heading the parser produces, sections with no text of their own included."""
    found = set()
    for doc in seeds.load_overrides()["documents"]:
        blocks = parse_blocks((SEEDS_DIR / doc["file"]).read_text(encoding="utf-8"), doc, doc["file"])
        found |= {b.text for b in blocks if b.kind == "heading"}
    return found


def test_no_garbled_headings_remain(sections):
    headings = parsed_headings()
    for heading in headings:
        assert not any(re.search(r"(?<![A-Za-z])" + re.escape(bad), heading) for bad in GARBLED), heading
    assert {"This Is How You Roll", "Game Over, Man!", "Clarifications", "Roll Credits"} <= headings
    titles = {s.title for s in sections}
    for s in sections:
        for bad in GARBLED:
            assert bad not in s.title and f"### {bad}" not in s.body, (s.id, bad)
        letters = [c for c in s.title if c.isalpha()]
        assert not (len(letters) > 3 and all(c.isupper() for c in letters)), s.title
    assert {"Game Over, Man!", "Grannies", "Subterranean Lair: Clarification"} <= titles
    assert "Detailed Rules for Cards, Abilities, and Other Wackiness" in titles
    assert "Grannies: Card Clarifications" in titles


def test_no_table_of_contents_debris_remains(sections):
    for s in sections:
        assert "\t" not in s.body
        assert "Calculating Values for Breakpoints or Power Using Card Abilities" not in s.body
        assert not re.search(r"(\.\d\d ){3}", s.body), s.id


@pytest.mark.parametrize(
    "fragment",
    ["HARM", "BAG OF CALTR", "TORANGUNG EU", "ake control of a monster", "n of power 3 or less",
     "lf this is your only minion", "in play. Place if"],
)
def test_card_art_fragments_are_gone_from_the_munchkin_terms(sections, fragment):
    for s in sections:
        if s.area == "munchkin":
            assert not re.search(r"(?<![A-Za-z])" + re.escape(fragment), s.body), s.id


def test_broken_paragraphs_are_rejoined(by_id):
    assert "Removing an attached +1 power counter" in by_id["terms/affect"].body
    assert "Controlling a minion does not mean" in by_id["terms/control"].body
    assert "From bouncing minions back to players' hands" in by_id["factions/aliens"].body
    assert "Shield Maiden:** See Pillage (above) for explanation." in by_id["clarifications/vikings"].body
    assert "play an extra minion on the new base.\"" in by_id["errata/aliens"].body


def test_lists_stay_lists(by_id):
    summary = by_id["rules/scoring-summary"].body.splitlines()
    assert summary[0].startswith("1. Check all bases")
    assert summary[10] == "11. There is no step 11."
    assert "- abducted by an alien," in by_id["rules/setup"].body
    assert "9. A new base is chosen" in by_id["munchkin/scoring-order"].body


def test_faction_headings_are_split_from_their_set_names(by_id):
    assert by_id["clarifications/grannies"].body.startswith("*Set: What Were We Thinking?*")
    assert by_id["factions/ninjas"].body.startswith("*Set: Smash Up core set*")
    assert by_id["clarifications/geeks"].title == "Geeks: Card Clarifications"
    assert by_id["factions/kung-fu-fighters"].body.startswith("*Set: That '70s Expansion*")


def test_each_card_clarification_names_its_card(by_id):
    body = by_id["clarifications/mythic-greeks"].body
    assert "- **Jason:** This does not affect minions played after the first action" in body
    assert "- **Subterranean Lair:** You may only invoke this once" in by_id["clarifications/bases"].body
    assert "- **Creampuff Man (from the Titans Event Kit):**" in by_id["clarifications/ghosts"].body


# --- terms -----------------------------------------------------------------------


def raw(key: str) -> str:
    return (SEEDS_DIR / FILES[key]).read_text(encoding="utf-8")


def test_each_bgb_term_is_its_own_section(by_id):
    text = raw("003")
    region = text[text.index("# TERMS & PHRASES"): text.index("# DETAILED RULES")]
    labels = re.findall(r"(?m)^(?:\*\*)?([A-Z][A-Za-z'/ ]{0,30}?):(?:\*\*)? ", region)
    labels = [label for label in labels if label not in {"Exception"}]
    assert len(labels) >= 40
    terms = {s.title: s for s in by_id.values() if s.area == "terms" and s.kind == "term"}
    for label in labels:
        assert label in terms, label
        assert f"**{label}:**" not in terms[label].body
    assert len(terms) == len(labels)


def test_each_munchkin_term_and_wiki_term_is_its_own_section(by_id):
    munchkin_terms = {s.title for s in by_id.values() if s.area == "munchkin" and s.kind == "term"}
    assert {"Affect", "Cancel", "Control", "Destroy", "Discard", "Extra", "Ongoing", "On your turn",
            "Owner", "Place", "Play", "Return", "Special", "To", "Transfer", "Talent", "Undead"} == munchkin_terms
    wiki_headings = re.findall(r"(?m)^(.+)\[\]$", raw("004"))
    wiki_terms = {s.title for s in by_id.values() if s.area == "wiki" and s.kind == "term"}
    assert wiki_terms == set(wiki_headings) - {"Until", "References"}  # the two have no text


def test_tie_fighter_is_the_bgb_rule_with_its_text(by_id):
    tie = by_id["rules/tie-fighter"]
    assert tie.title == "Tie Fighter"
    assert tie.source["file"] == FILES["003"]
    assert tie.authority == "official rulebook"
    assert "if three players had 10, 10, and 5 power on a base" in tie.body
    assert "If two players tie for runner up, no one gets third place. Harsh." in tie.body
    assert "only the first tied player gets to use it" in tie.body


@pytest.mark.parametrize(
    "ident, phrase",
    [
        ("rules/madness-and-the-final-score", "John has 15 VPs and 5 Madness cards"),
        ("rules/getting-loot-from-a-base-that-scored", "Alan gets the first, third, and fifth choices"),
        ("rules/the-big-score", "she plays Full Sail to move all her minions away"),
        ("munchkin/the-big-score", "Treehouse has two Hippogriffs on it"),
        ("rules/tie-fighter", "10, 10, and 5"),
    ],
)
def test_worked_examples_stay_findable(by_id, ident, phrase):
    assert phrase in by_id[ident].body


# --- supersessions ---------------------------------------------------------------


def test_known_supersessions_are_set(by_id):
    assert by_id["munchkin/awarding-vp"].superseded_by == "errata/new-general-rules"
    assert by_id["munchkin/scoring-order"].superseded_by == "rules/scoring-summary"
    assert by_id["munchkin/subterranean-lair"].superseded_by == "clarifications/bases"
    assert "need a minion on a base" in by_id["errata/new-general-rules"].body
    assert by_id["rules/tie-fighter"].superseded_by is None


def test_supersessions_point_at_newer_official_sections(sections, by_id):
    linked = [s for s in sections if s.superseded_by]
    assert len(linked) >= 3
    for s in linked:
        newer = by_id[s.superseded_by]
        assert newer.authority == "official rulebook" and newer.source["file"] == FILES["003"]
        assert s.source["file"] != FILES["003"]


# --- nothing lost ------------------------------------------------------------------

# Text that is not rules content and is dropped on purpose: covers, credits,
# legal lines, the tables of contents, and the picture labels and card-art
# fragments listed in overrides.yaml.
NOT_RULES = [
    "Playtesting", "Alderac", "Choking", "Game Design", "Proofreading", "Made in China",
    "Printed in China", "Steve Jackson", "Blah blah", "Kovalic", "Art Direction", "Writing:",
    "Layout and Typesetting", "Interwebs", "Questions? Email", "A fight for 2-4 players",
    "Development:", "Production:", "Brand Management", "Editing:", "Graphic Design",
    "used under license", "All rights reserved", "Guasti Road", "children under 3", "Kristin Woods",
]


def sentences(text: str, line_blocks: bool) -> list[str]:
    """Sentences of six words or more from a seed's paragraphs, markup removed.

    Headings ("# ..." lines) and lists of names (credits) are not sampled.
    """
    paragraphs = text.splitlines() if line_blocks else re.split(r"\n\s*\n", text)
    out = []
    for para in paragraphs:
        if "\t" in para or para.lstrip().startswith("#"):  # table of contents, headings
            continue
        para = re.sub(r"(?m)^\s*(?:(?:[-•·]+|\d{1,2}\.)\s+)+", " ", para).replace("**", "")
        para = re.sub(r"(?m)\[\]$", "", para)  # wiki headings "Term[]"
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z\"“(])", para):
            if (
                len(sentence.split()) >= 6
                and sentence.count(",") < 10
                and not any(mark in sentence for mark in NOT_RULES)
            ):
                out.append(sentence)
    return out


def found(sentence: str, corpus: str) -> bool:
    """True if the sentence, or its text after a "Term:" label, is in the corpus text."""
    if normalise_space(sentence) in corpus:
        return True
    labelled = term_label(sentence.strip())
    if labelled and normalise_space(labelled[1]) in corpus:
        return True
    vocab = seeds.load_overrides()["vocabulary"]
    fused = vocab_parse(sentence, vocab["factions"], vocab["sets"])  # "Vikings Oops, You Did It Again"
    return bool(fused) and all(normalise_space(name) in corpus for name in fused if name)


def intentionally_changed(sentence: str, doc: dict) -> bool:
    """True if an override replaced or dropped (part of) this sentence."""
    norm = normalise_space(sentence)
    texts = [r["old"] for r in doc.get("replace", [])]
    texts += [d if isinstance(d, str) else d["text"] for d in doc.get("drop", [])]
    texts += list(doc.get("rename_headings", {}))
    for text in texts:
        other = normalise_space(text)
        if other in norm or norm in other:
            return True
    return False


@pytest.mark.parametrize("key", sorted(FILES))
def test_nothing_is_lost(key, sections):
    doc = next(d for d in seeds.load_overrides()["documents"] if d["file"] == FILES[key])
    corpus = normalise_space(" ".join(f"{s.title}. {s.body}" for s in sections if s.source["file"] == FILES[key]))
    checked, missing = 0, []
    for sentence in sentences(raw(key), doc.get("line_blocks", False)):
        if intentionally_changed(sentence, doc):
            continue
        checked += 1
        if not found(sentence, corpus):
            missing.append(sentence)
    assert checked > 50
    assert missing == [], f"{len(missing)} of {checked} sentences are missing"


def test_the_nothing_lost_check_can_fail(sections):
    corpus = normalise_space(" ".join(s.body for s in sections))
    assert normalise_space("If players are tied on a base, all involved players get points") in corpus
    assert normalise_space("Top quality exact replica watches with free shipping worldwide") not in corpus


# --- helpers ---------------------------------------------------------------------


def test_slugify_is_stable_and_readable():
    assert slugify("Tie Fighter") == "tie-fighter"
    assert slugify("1. Start Turn") == "start-turn"
    assert slugify("Terms & Phrases") == "terms-and-phrases"
    assert slugify("+1 Power Counters") == "plus-1-power-counters"
    assert slugify("Kickin' It Queensberry") == "kickin-it-queensberry"
    assert slugify("Game Over, Man!") == "game-over-man"


@given(st.text(max_size=60))
def test_slugify_always_gives_a_clean_slug(text):
    slug = slugify(text)
    assert re.fullmatch(r"(?:[a-z0-9]+(?:-[a-z0-9]+)*)?", slug)
    assert slugify(slug) == slug


def test_title_case_keeps_small_words_small():
    assert title_case("SPECIAL CARDS, COUNTERS, AND RULES") == "Special Cards, Counters, and Rules"
    assert title_case("THE BIG SCORE") == "The Big Score"


def test_term_label_reads_the_label_forms():
    assert term_label("**Affect:** A card is affected") == ("Affect", "A card is affected")
    assert term_label("Here: \"Here\" refers") == ("Here", "\"Here\" refers")
    assert term_label("**Cthulhu** (from the Titans Event Kit): You do not")[0] == "Cthulhu (from the Titans Event Kit)"
    assert term_label("No label here, just a sentence.") is None


def test_vocab_parse_splits_fused_faction_and_set_headings():
    factions, sets = ["Grannies", "Ninjas", "Smash Up All Stars"], ["Smash Up core set", "What Were We Thinking?"]
    assert vocab_parse("Grannies What Were We Thinking?", factions, sets) == ("Grannies", "What Were We Thinking?")
    assert vocab_parse("#### Smash Up core set Ninjas", factions, sets) == ("Ninjas", "Smash Up core set")
    assert vocab_parse("Smash Up All Stars", factions, sets) == ("Smash Up All Stars", None)
    assert vocab_parse("Grannies What V", factions, sets) is None


def test_replacements_must_match_exactly_as_often_as_declared():
    assert apply_replacements("a  b\nc", [{"old": "a b c", "new": "x"}], "t") == "x"
    with pytest.raises(SeedError, match="matched 0 times"):
        apply_replacements("abc", [{"old": "zzz", "new": "x"}], "t")
    with pytest.raises(SeedError, match="matched 2 times"):
        apply_replacements("a a", [{"old": "a", "new": "x"}], "t")


def test_rejoin_joins_only_broken_sentences():
    blocks = [Block("para", "Controlling a"), Block("para", "minion does not."), Block("para", "Next one.")]
    assert [b.text for b in rejoin(blocks)] == ["Controlling a minion does not.", "Next one."]
    assert len(rejoin([Block("para", "Uses power counters"), Block("para", "Quite a while back.")])) == 2


def test_page_at_takes_the_last_anchor_and_interpolates_long_gaps():
    anchors = [(0, 16), (100, 17), (800, 24), (900, None)]
    assert page_at(50, anchors, 1000) == 16
    assert page_at(100, anchors, 1000) == 17
    assert page_at(450, anchors, 1000) == 20
    assert page_at(850, anchors, 1000) == 24
    assert page_at(950, anchors, 1000) is None
    assert page_at(0, [], 10) is None


def test_counts_per_document_are_plausible(sections):
    per_doc = Counter(s.source["file"][:3] for s in sections)
    assert per_doc["003"] > 200 and per_doc["001"] > 60 and per_doc["004"] > 40
    assert per_doc["000"] >= 25 and per_doc["002"] >= 40
