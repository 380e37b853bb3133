"""The rulings: every file loads and validates, counts, links, exact quotes."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from oracle.paths import RULINGS_DIR, SEEDS_DIR
from oracle.rulings import Ruling, RulingError, for_card, load_rulings, read_ruling, validate

DOC_003 = "The Bigger Geekier Box rulebook (2018)"
DOC_001 = "Smash Up: Munchkin rulebook (2015)"
DOC_WIKI = "AEG Smash Up rulebook wiki (card archive)"

# How many rulings each source gives (update together with the files).
EXPECTED_BY_DOCUMENT = {DOC_003: 335, DOC_001: 25, DOC_WIKI: 62}

# (newer, older): the newer official text replaced the older ruling.
SUPERSESSIONS = [
    ("rules/vp-without-a-minion", "rules/vp-requires-a-minion-munchkin"),
    ("rules/scoring-after-scoring-before-treasures", "rules/treasures-before-after-scoring-munchkin"),
    ("rules/treasure-choice-alan-and-beth", "rules/treasure-choice-player-a-and-b-munchkin"),
    ("bases/subterranean-lair", "bases/subterranean-lair-munchkin"),
    # the AEG wiki (newer) over 003
    ("kaiju/oh-no-wiki", "kaiju/oh-no"),
    ("kaiju/gorgodzolla-wiki-2", "kaiju/gorgodzolla"),
    ("mythic-greeks/jason-wiki-text", "mythic-greeks/jason"),
    ("ninjas/infiltrate-wiki-text", "ninjas/infiltrate-errata"),
    ("aliens/terraforming-wiki", "aliens/terraforming-errata"),
]

# "See X (above)", "See also X (below)", "as for X, above", 'See "X" (page N)'.
SEE_REFERENCE = re.compile(r"\((?:above|below)\)|, above\.|See (?:also )?\"?[A-Z][^\"]*\"? \((?:page|p\.)")


@pytest.fixture(scope="module")
def rulings() -> list[Ruling]:
    return load_rulings()


@pytest.fixture(scope="module")
def ids(rulings) -> dict[str, Ruling]:
    return {r.id: r for r in rulings}


def test_all_rulings_load_and_validate(rulings):
    assert len(rulings) >= 330
    assert validate(rulings) == []


def test_ids_are_paths(rulings):
    for r in rulings:
        assert r.path == RULINGS_DIR / f"{r.id}.yaml"


def test_counts_by_source_document(rulings):
    counts = Counter(r.document for r in rulings)
    for document, expected in EXPECTED_BY_DOCUMENT.items():
        assert counts[document] == expected, document
    assert set(counts) <= {DOC_003, DOC_001, DOC_WIKI}


def test_authority_matches_source(rulings):
    for r in rulings:
        if r.document in (DOC_003, DOC_001):
            assert r.authority == "official rulebook", r.id
        elif r.document == DOC_WIKI:
            assert r.authority == "official web rules", r.id


@pytest.mark.parametrize("newer, older", SUPERSESSIONS)
def test_supersession_pairs_point_at_each_other(ids, newer, older):
    assert older in ids[newer].supersedes
    assert ids[older].superseded_by == newer
    assert ids[older].question and ids[newer].question


def test_superseded_munchkin_rulings_say_the_old_thing(ids):
    assert "must have at least one minion" in ids["rules/vp-requires-a-minion-munchkin"].answer
    assert "no longer need a minion" in ids["rules/vp-without-a-minion"].answer
    assert "any time during your Play Cards phase" in ids["bases/subterranean-lair-munchkin"].answer
    assert "only invoke this once" in ids["bases/subterranean-lair"].answer


def test_jason_records_its_change(ids):
    # The It's Your Fault rulebook it corrects is not among the sources, so only the new ruling exists.
    assert "change to the ruling in the It's Your Fault rulebook" in ids["mythic-greeks/jason"].answer


def test_every_see_above_has_see_also(rulings, ids):
    for r in rulings:
        if SEE_REFERENCE.search(r.answer):
            assert r.see_also, f"{r.id} refers to another entry but has no see_also"
            for target in r.see_also:
                assert target in ids


def test_see_also_targets(ids):
    assert ids["ancient-egyptians/tomb-trap"].see_also == ["ancient-egyptians/blessing-of-anubis"]
    assert ids["bases/drakkar"].see_also == ["vikings/pillage"]
    assert ids["bases/funky-town"].see_also == ["disco-dancers/diva"]
    assert ids["samurai/shogun"].see_also == ["samurai/bushi"]
    assert ids["aliens/collector"].see_also == ["aliens/collector-errata"]


def test_the_questions_players_ask(ids, rulings):
    warbot = ids["robots/warbot-cave-of-shinies"]
    assert warbot.cards[:2] == ["Cave of Shinies", "Warbot"]
    assert "Warbot" in warbot.answer
    collector = [r.id for r in for_card(rulings, "collector")]
    assert "aliens/collector" in collector and "aliens/collector-errata" in collector


def test_questions_read_like_questions(rulings):
    for r in rulings:
        assert r.question.endswith("?"), r.id
        assert len(r.question) < 200, r.id
        assert "\n" not in r.question, r.id


def test_empty_scenarios_and_not_testable_reasons(rulings):
    for r in rulings:
        assert isinstance(r.scenarios, list)
        if r.not_testable is not None:
            assert isinstance(r.not_testable, str) and len(r.not_testable) > 10, r.id
    reasons = {r.id for r in rulings if r.not_testable}
    assert "geeks/banned-list" in reasons


def _normal(text: str) -> str:
    text = text.replace("**", "").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text)


# Answers whose sentences the PDF extraction split or reordered, so they are not found verbatim.
PUT_BACK_TOGETHER = {"aliens/terraforming-errata"}


@pytest.mark.parametrize("document, seed", [(DOC_003, "003_5bf5e42e232e8d52.txt"),
                                            (DOC_001, "001_dd5b9f616dd7269c.txt")])
def test_answers_are_quoted_exactly(rulings, document, seed):
    text = _normal((SEEDS_DIR / seed).read_text(encoding="utf-8"))
    text = re.sub(r"(?m)^- (\d+\.)", r"\1", text)
    flat = re.sub(r" ?- (?=\d+\. )", " ", text)
    for r in rulings:
        if r.document != document or r.id in PUT_BACK_TOGETHER:
            continue
        answer = _normal(r.answer)
        # Card text changes quote the card's name as a label; the rest is verbatim, sentence by sentence.
        for sentence in re.split(r"(?<=[.!?\"]) (?=[A-Z0-9\"])", answer):
            assert sentence in text or sentence in flat, f"{r.id}: {sentence!r} not in {seed}"


def test_wiki_answers_are_quoted_exactly(rulings):
    import json

    from oracle.paths import CARD_ARCHIVE_DIR

    data = json.loads((CARD_ARCHIVE_DIR / "smashup-catalog.json").read_text(encoding="utf-8"))
    texts = {(f["name"], c["name"]): c for f in data["factions"] for c in f["cards"]}
    clarifications = {t for c in texts.values() for t in c.get("clarifications") or []}
    for r in rulings:
        if r.document != DOC_WIKI:
            continue
        if r.id.endswith("-wiki-text"):
            faction = r.source["section"].split(":")[0]
            card = texts[(faction, r.cards[0])]
            text = re.sub(r"^Power \S+ - ", "", card["text"])
            assert r.answer == f"{r.cards[0]}: \"{text}\" Errata: {card['errata']}", r.id
        else:
            assert r.answer in clarifications, r.id
        assert r.source.get("url", "").startswith("https://smashup-rulebook.alderac.com/wiki/"), r.id


def test_every_archive_clarification_of_a_seeded_faction_is_reviewed():
    from oracle.ingest import rulings_extract as rx

    names = sorted(rx.archive_names(), key=len, reverse=True)
    drafted = rx.draft_003_clarifications(names) + rx.draft_manual()
    plan, unaccounted = rx.wiki_plan(drafted)
    assert unaccounted == []
    assert len(plan) == EXPECTED_BY_DOCUMENT[DOC_WIKI] - len(rx.WIKI_TEXTS)


def test_cites_start_with_the_section_quoted(rulings):
    from oracle.corpus import sections_by_id

    sections = sections_by_id()
    if not any(not sid.startswith("cards/") for sid in sections):
        pytest.skip("corpus not built yet")
    for r in rulings:
        for sid in r.cites:
            assert sid in sections, f"{r.id}: {sid}"
        if r.document in (DOC_003, DOC_001):
            first = sections[r.cites[0]]
            assert first.source.get("document") == r.document, r.id
            assert first.area in ("clarifications", "errata", "rules", "munchkin"), r.id
    warbot = next(r for r in rulings if r.id == "robots/warbot-cave-of-shinies")
    assert warbot.cites[0] == "clarifications/bases"


# --- the validator on broken files -------------------------------------------

def _write(root: Path, rid: str, **fields) -> None:
    import yaml

    data = {"id": rid, "cards": ["Collector"], "question": "Q?", "answer": "A.",
            "source": {"document": "d", "section": "s", "file": "f"}, "authority": "official rulebook",
            "supersedes": [], "superseded_by": None, "cites": [], "scenarios": [], "see_also": []}
    data.update(fields)
    path = root / f"{rid}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def test_validator_finds_problems(tmp_path):
    _write(tmp_path, "aliens/a", supersedes=["aliens/b"], see_also=["aliens/nowhere"], cites=["rules/nope"])
    _write(tmp_path, "aliens/b")                               # not superseded_by aliens/a
    _write(tmp_path, "aliens/c", id="aliens/wrong")            # id does not match its path
    _write(tmp_path, "aliens/d", cards=["No Such Card"], authority="rumour", question="")
    _write(tmp_path, "aliens/e", verified=True)
    problems = validate(load_rulings(tmp_path), section_ids={"rules/tie-fighter"},
                        card_names={"Collector"})
    text = "\n".join(problems)
    assert "aliens/a: supersedes 'aliens/b', but 'aliens/b' is not superseded_by 'aliens/a'" in text
    assert "see_also unknown ruling 'aliens/nowhere'" in text
    assert "cites unknown corpus section 'rules/nope'" in text
    assert "id does not match its path (expected 'aliens/c')" in text
    assert "card 'No Such Card' is not in the card library" in text
    assert "unknown authority 'rumour'" in text
    assert "missing required field 'question'" in text
    assert "'verified' is computed by the build" in text


def test_validator_duplicate_ids_and_symmetric_links(tmp_path):
    _write(tmp_path, "x/new", supersedes=["x/old"])
    _write(tmp_path, "x/old", superseded_by="x/new")
    _write(tmp_path, "y/copy", id="x/new")
    problems = validate(load_rulings(tmp_path), section_ids=None, card_names=None)
    assert any("duplicate id" in p for p in problems)
    assert not any("supersedes 'x/old'" in p for p in problems)


def test_unreadable_file_is_an_error(tmp_path):
    path = tmp_path / "a" / "b.yaml"
    path.parent.mkdir()
    path.write_text("- just\n- a list\n", encoding="utf-8")
    with pytest.raises(RulingError):
        read_ruling(path, tmp_path)
