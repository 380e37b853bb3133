"""``oracle build``: the schema of the contract, incremental rebuilds, shares kept, verified computed.

Every test builds small fixture sources (in the contract's formats) into a
temporary data folder; nothing here reads or writes the repository's data/.
"""

from __future__ import annotations

import json
import sqlite3
import time
import types
from pathlib import Path

import pytest

from oracle import build, store
from oracle.search import engine as search_engine

CONTRACT_COLUMNS = {
    "sections": ["id", "title", "kind", "area", "document", "file", "page", "authority",
                 "superseded_by", "ord", "body_md", "body_html"],
    "cards": ["slug", "name", "type", "faction", "faction_slug", "set", "set_slug", "quantity", "power",
              "breakpoint", "vp", "text", "errata", "clarifications", "previous_versions", "implemented"],
    "rulings": ["id", "question", "answer", "source", "authority", "supersedes", "superseded_by",
                "see_also", "not_testable", "verified", "file", "status", "status_detail", "claims",
                "claims_proven", "printing"],
    "scenarios": ["id", "path", "title", "yaml", "cites", "passed", "result"],
    "ruling_cards": ["ruling_id", "card_slug"],
    "ruling_sections": ["ruling_id", "section_id"],
    "ruling_scenarios": ["ruling_id", "scenario_id"],
    "ruling_claims": ["ruling_id", "n", "claim", "scenarios", "outcome", "problem", "expect", "contrary"],
    "shares": ["key", "yaml", "title", "created"],
}


def section_md(ident: str, title: str, kind: str, body: str, order: int = 1, page: int | None = 5,
               authority: str = "official rulebook", superseded_by: str | None = None) -> str:
    page_line = f"  page: {page}\n" if page is not None else ""
    return (f"---\nid: {ident}\ntitle: {title}\nkind: {kind}\nsource:\n"
            f"  file: 003_5bf5e42e232e8d52.txt\n  document: The Bigger Geekier Box rulebook (2018)\n{page_line}"
            f"authority: {authority}\nsuperseded_by: {superseded_by or 'null'}\norder: {order}\n---\n{body}\n")


NINJAS = """\
set: Core Base Game
faction: Ninjas
cards:
- name: Ninja Master
  slug: ninja-master
  faction: Ninjas
  set: Core Base Game
  type: minion
  quantity: 1
  power: 5
  text: You may destroy a minion on this base.
  errata: null
  clarifications: []
  previous_versions: []
  implemented: true
- name: Shinobi
  slug: shinobi
  faction: Ninjas
  set: Core Base Game
  type: minion
  quantity: 3
  power: 3
  text: Special - Before a base scores, you may play this minion there.
  errata: null
  clarifications: ["You can only use one Shinobi's ability per base."]
  previous_versions: []
  implemented: false
"""

DINOSAURS = """\
set: Core Base Game
faction: Dinosaurs
cards:
- name: Tooth and Claw...and Guns
  slug: tooth-and-claw-and-guns
  faction: Dinosaurs
  set: Core Base Game
  type: action
  quantity: 1
  text: "Play on a minion. Ongoing: This minion is not affected by other players' cards."
  errata: null
  clarifications: []
  previous_versions: []
  implemented: true
"""

BASES = """\
set: Big in Japan
cards:
- name: Akihabara High
  slug: akihabara-high
  set: Big in Japan
  type: base
  quantity: 1
  breakpoint: 19
  vp: [3, 2, 1]
  text: After you play a minion here, your other minions here gain +1 power until the end of the turn.
  errata: null
  clarifications: []
  previous_versions: []
  implemented: false
"""

SCENARIO = """\
id: {id}
title: {title}
cites: [rules/tie-fighter]
setup:
  players: [{{name: Alice}}, {{name: Bob}}]
"""

RULING = """\
id: {id}
cards: [{cards}]
question: {question}
answer: {answer}
source: {{document: The Bigger Geekier Box rulebook (2018), section: Clarifications, page: 30, file: 003_5bf5e42e232e8d52.txt}}
authority: official rulebook
supersedes: []
superseded_by: null
cites: [rules/tie-fighter]
scenarios: [{scenarios}]
see_also: []
{claims}"""

#: A claim shown by ``scenario``: the fake runner below reads ``current: Alice`` as true.
CLAIM = """- claim: {claim}
  scenario: {scenario}
  expect: {{current: Alice}}
  contrary: {{current: {contrary}}}
"""


def claims(*items: tuple[str, str, str]) -> str:
    """A ``claims:`` field of (claim, scenario, contrary player) items."""
    return "claims:\n" + "".join(CLAIM.format(claim=c, scenario=s, contrary=x) for c, s, x in items)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def make_sources(root: Path) -> build.Sources:
    corpus = root / "corpus"
    write(corpus / "rules" / "tie-fighter.md", section_md(
        "rules/tie-fighter", "Tie Fighter", "rule",
        "If players are tied on a base, all involved players get points for the position they tied for. "
        "If two players tie for runner up, no one gets third place. Harsh.", order=10))
    write(corpus / "rules" / "play-cards.md", section_md(
        "rules/play-cards", "Play Cards", "rule",
        "On your turn you may play one minion, one action, or one of each. **In any order.**", order=3))
    write(corpus / "terms" / "breakpoint.md", section_md(
        "terms/breakpoint", "Breakpoint", "term",
        "The number on a base. When the total power of minions on a base equals or exceeds it, the base scores.",
        order=40, page=None))
    write(corpus / "cards" / "core-base-game" / "ninjas.yaml", NINJAS)
    write(corpus / "cards" / "core-base-game" / "dinosaurs.yaml", DINOSAURS)
    write(corpus / "cards" / "big-in-japan" / "bases.yaml", BASES)
    write(root / "scenarios" / "rules" / "tie.yaml", SCENARIO.format(id="rules/tie", title="Tie for first"))
    write(root / "scenarios" / "rules" / "broken.yaml", SCENARIO.format(id="rules/broken", title="Broken one"))
    write(root / "rulings" / "ninjas" / "shinobi.yaml", RULING.format(
        id="ninjas/shinobi", cards="Shinobi", question="Can I use two Shinobis on one base?",
        answer="No. You can only use one Shinobi's ability per base.", scenarios="rules/tie",
        claims=claims(("Only one Shinobi per base.", "rules/tie", "Bob"))))
    write(root / "rulings" / "ninjas" / "master.yaml", RULING.format(
        id="ninjas/master", cards="ninja master", question="Does Ninja Master destroy its own?",
        answer="It may destroy any minion on that base, even your own.", scenarios="rules/tie, rules/broken",
        claims=claims(("Even your own.", "rules/broken", "Bob"))))
    write(root / "rulings" / "general" / "untested.yaml", RULING.format(
        id="general/untested", cards="", question="Who breaks ties?", answer="The current player.",
        scenarios="", claims=""))
    data = root / "data"
    return build.Sources(corpus_dir=corpus, rulings_dir=root / "rulings", scenarios_dir=root / "scenarios",
                         db_path=data / "oracle.db", index_dir=data / "index")


def fake_scenario_module(passing: set[str]):
    """Stands in for oracle.scenario: passes the ids in ``passing``; a probe (a claim's expect or
    contrary) holds where it says ``current: Alice``."""
    import yaml

    def run_file(path, probes=None):
        data = yaml.safe_load(Path(path).read_text())
        ok = data["id"] in passing
        result = {"id": data["id"], "title": data["title"], "cites": data.get("cites", []), "passed": ok,
                  "failures": [] if ok else [{"key": "vp.Alice", "expected": 4, "actual": 2}],
                  "error": None, "log": [], "board_before": {}, "board_after": {}, "pending_prompt": None}
        if probes is not None and ok:
            result["probes"] = [{"checks": len(p), "error": None,
                                 "failures": [{"key": "current", "expected": p["current"], "actual": "Alice"}]
                                 if p.get("current") != "Alice" else []} for p in probes]
        return result

    return types.SimpleNamespace(run_file=run_file)


@pytest.fixture
def sources(tmp_path, monkeypatch):
    monkeypatch.setenv("ORACLE_DATA_DIR", str(tmp_path / "data"))
    real = build._load_module
    passing = {"rules/tie"}

    def load(name):
        if name == "oracle.scenario":
            return fake_scenario_module(passing)
        if name == "oracle.rulings":
            try:
                return real(name)
            except build.MissingModule:
                return fake_rulings_module()
        return real(name)

    monkeypatch.setattr(build, "_load_module", load)
    src = make_sources(tmp_path)
    src.passing = passing  # type: ignore[attr-defined]
    yield src
    search_engine.reset_engines()


def fake_rulings_module():
    """Reads the fixture rulings only while oracle.rulings has not landed."""
    import yaml

    def load_rulings(folder):
        out = []
        for path in sorted(Path(folder).rglob("*.yaml")):
            data = yaml.safe_load(path.read_text())
            data["file"] = str(path)
            out.append(data)
        return out

    return types.SimpleNamespace(load_rulings=load_rulings)


def connect(src: build.Sources) -> sqlite3.Connection:
    con = sqlite3.connect(src.db_path)
    con.row_factory = sqlite3.Row
    return con


def test_cold_build_makes_the_contract_tables(sources):
    report = build.build(sources=sources)
    assert set(report.rebuilt) >= {"sections", "cards", "rulings", "scenarios", "links", "index:sections",
                                   "index:cards", "index:rulings"}
    con = connect(sources)
    for table, columns in CONTRACT_COLUMNS.items():
        got = [r["name"] for r in con.execute(f"pragma table_info({table})")]
        assert got == columns, table
    assert con.execute("pragma journal_mode").fetchone()[0] == "wal"
    assert report.counts == {"sections": 3, "cards": 4, "rulings": 3, "scenarios": 2}
    assert [r[0] for r in con.execute("select slug from bases")] == ["akihabara-high"]
    assert [r[0] for r in con.execute("select id from terms")] == ["terms/breakpoint"]


def test_rows_follow_the_contract(sources):
    build.build(sources=sources)
    con = connect(sources)
    sec = dict(con.execute("select * from sections where id = 'rules/play-cards'").fetchone())
    assert sec["area"] == "rules" and sec["kind"] == "rule" and sec["page"] == 5 and sec["ord"] == 3
    assert sec["document"] == "The Bigger Geekier Box rulebook (2018)"
    assert sec["file"] == "003_5bf5e42e232e8d52.txt"
    assert "<strong>In any order.</strong>" in sec["body_html"]
    assert con.execute("select page from sections where id = 'terms/breakpoint'").fetchone()[0] is None
    base = dict(con.execute("select * from cards where slug = 'akihabara-high'").fetchone())
    assert base["type"] == "base" and base["breakpoint"] == 19 and json.loads(base["vp"]) == [3, 2, 1]
    assert base["set_slug"] == "big-in-japan" and base["faction"] is None
    shinobi = dict(con.execute("select * from cards where slug = 'shinobi'").fetchone())
    assert shinobi["faction_slug"] == "ninjas" and shinobi["implemented"] == 0 and shinobi["power"] == 3
    assert json.loads(shinobi["clarifications"]) == ["You can only use one Shinobi's ability per base."]
    ruling = dict(con.execute("select * from rulings where id = 'ninjas/shinobi'").fetchone())
    assert json.loads(ruling["source"])["page"] == 30
    assert ruling["file"].endswith("rulings/ninjas/shinobi.yaml")


def test_links_and_verified_are_computed(sources):
    build.build(sources=sources)
    con = connect(sources)
    verified = dict(con.execute("select id, verified from rulings").fetchall())
    # all its scenarios pass / one of two fails / no scenario at all
    assert verified == {"ninjas/shinobi": 1, "ninjas/master": 0, "general/untested": 0}
    assert sorted(map(tuple, con.execute("select * from ruling_cards"))) == [
        ("ninjas/master", "ninja-master"), ("ninjas/shinobi", "shinobi")]
    assert ("ninjas/master", "rules/broken") in set(map(tuple, con.execute("select * from ruling_scenarios")))
    assert con.execute("select count(*) from ruling_sections where section_id = 'rules/tie-fighter'"
                       ).fetchone()[0] == 3
    scen = dict(con.execute("select * from scenarios where id = 'rules/broken'").fetchone())
    assert scen["passed"] == 0 and json.loads(scen["result"])["failures"][0]["key"] == "vp.Alice"
    assert scen["path"] == "scenarios/rules/broken.yaml" and json.loads(scen["cites"]) == ["rules/tie-fighter"]

    # the engine starts passing the broken scenario: scenarios rerun, verified follows
    sources.passing.add("rules/broken")
    (Path(sources.scenarios_dir) / "rules" / "broken.yaml").write_text(
        SCENARIO.format(id="rules/broken", title="Fixed one"))
    report = build.build(sources=sources)
    assert "scenarios" in report.rebuilt and "links" in report.rebuilt
    assert connect(sources).execute("select verified from rulings where id = 'ninjas/master'").fetchone()[0] == 1


def test_second_build_is_a_noop(sources):
    build.build(sources=sources)
    started = time.perf_counter()
    report = build.build(sources=sources)
    elapsed = time.perf_counter() - started
    assert report.noop, report.rebuilt
    assert set(report.skipped) >= {"sections", "cards", "rulings", "scenarios", "links", "index"}
    assert elapsed < 5  # generous: it only hashes files (bench/bench_build.py measures it)


def test_touching_one_card_file_rebuilds_cards_only(sources):
    build.build(sources=sources)
    path = Path(sources.cards_dir) / "core-base-game" / "ninjas.yaml"
    path.write_text(NINJAS.replace("You may destroy a minion on this base.",
                                   "You may destroy a minion on this base. Shuriken!"))
    report = build.build(sources=sources)
    assert sorted(report.rebuilt) == ["cards", "index:cards", "linking"]  # card texts are linked
    assert report.changed_files == ["corpus/cards/core-base-game/ninjas.yaml"]
    con = connect(sources)
    assert "Shuriken" in con.execute("select text from cards where slug = 'ninja-master'").fetchone()[0]
    engine = search_engine.Engine(sources.index_dir)
    assert [h.id for h in engine.search("shuriken").hits] == ["ninja-master"]


def test_an_unchanged_file_rewritten_is_still_a_noop(sources):
    build.build(sources=sources)
    path = Path(sources.cards_dir) / "core-base-game" / "ninjas.yaml"
    path.write_text(path.read_text())  # new mtime, same content
    assert build.build(sources=sources).noop


def test_a_changed_section_reindexes_sections_only(sources):
    build.build(sources=sources)
    write(Path(sources.corpus_dir) / "rules" / "madness.md", section_md(
        "rules/madness", "The Madness Deck", "rule", "Madness cards are worth negative victory points.", order=50))
    report = build.build(sources=sources)
    assert sorted(report.rebuilt) == ["index:sections", "linking", "sections"]  # section bodies are linked
    engine = search_engine.Engine(sources.index_dir)
    assert engine.search("madness").hits[0].id == "rules/madness"


def test_shares_survive_every_build(sources):
    build.build(sources=sources)
    con = connect(sources)
    con.execute("insert into shares values ('abc', 'id: x', 'A share', '2026-01-01')")
    con.commit()
    con.close()
    build.build(sources=sources, force=True)
    with pytest.raises(ValueError):
        store.reset_table(store.connect(sources.db_path), "shares")
    assert connect(sources).execute("select title from shares").fetchall()[0][0] == "A share"


def test_force_rebuilds_everything(sources):
    build.build(sources=sources)
    report = build.build(sources=sources, force=True)
    assert {"sections", "cards", "rulings", "scenarios", "links"} <= set(report.rebuilt)


def test_missing_scenario_runner_builds_the_rest(sources, monkeypatch):
    real = build._load_module

    def load(name):
        if name == "oracle.scenario":
            raise build.MissingModule("oracle.scenario is not available")
        return real(name)

    monkeypatch.setattr(build, "_load_module", load)
    report = build.build(sources=sources)
    assert any("scenarios not run" in n for n in report.notes)
    con = connect(sources)
    assert con.execute("select count(*), sum(passed) from scenarios").fetchone()[:] == (2, 0)
    assert con.execute("select sum(verified) from rulings").fetchone()[0] == 0
    # once the runner is there, the next build runs them (nothing else changed)
    monkeypatch.setattr(build, "_load_module", real_with_fake_runner(real, sources.passing))
    report = build.build(sources=sources)
    assert "scenarios" in report.rebuilt and not report.notes
    assert connect(sources).execute("select sum(passed) from scenarios").fetchone()[0] == 1


def real_with_fake_runner(real, passing):
    return lambda name: fake_scenario_module(passing) if name == "oracle.scenario" else real(name)


def test_a_scenario_that_crashes_the_runner_fails_alone(sources, monkeypatch):
    real = build._load_module

    def run_file(path):
        if "broken" in str(path):
            raise RuntimeError("engine bug")
        return fake_scenario_module({"rules/tie"}).run_file(path)

    monkeypatch.setattr(build, "_load_module", lambda name: types.SimpleNamespace(run_file=run_file)
                        if name == "oracle.scenario" else real(name))
    build.build(sources=sources)
    con = connect(sources)
    rows = dict(con.execute("select id, passed from scenarios").fetchall())
    assert rows == {"rules/tie": 1, "rules/broken": 0}
    result = json.loads(con.execute("select result from scenarios where id = 'rules/broken'").fetchone()[0])
    assert "engine bug" in result["error"]["message"]


def test_ensure_built_builds_once(tmp_path, monkeypatch):
    monkeypatch.setenv("ORACLE_DATA_DIR", str(tmp_path / "data"))
    src = make_sources(tmp_path)
    monkeypatch.setattr(build, "Sources", lambda: src)
    assert not build.is_built(src)
    report = build.ensure_built()
    assert report is not None and report.rebuilt
    assert build.is_built(src)
    assert build.ensure_built() is None


def test_stats_reads_the_database(sources):
    from oracle import stats

    build.build(sources=sources)
    db = store.connect(sources.db_path)
    data = stats.stats(db)
    assert {k: v for k, v in data.items() if k not in ("sets", "rulings_by_group")} == {
        "sections": 3, "terms": 1, "cards": 3, "cards_implemented": 2, "bases": 1, "bases_implemented": 0,
        "rulings": 3, "rulings_verified": 1, "rulings_not_testable": 0, "rulings_superseded": 0,
        "scenarios": 2, "scenarios_passing": 1, "claims": 2, "claims_proven": 1,
        "rulings_fully_verified": 1, "rulings_partly_verified": 0, "rulings_testable": 3}
    assert data["rulings_by_group"] == {
        "(no set)": {"rulings": 1, "verified": 0, "not_testable": 0, "superseded": 0, "testable": 1,
                     "fully_verified": 0, "partly_verified": 0, "claims": 0, "claims_proven": 0},
        "Core Base Game": {"rulings": 2, "verified": 1, "not_testable": 0, "superseded": 0, "testable": 2,
                           "fully_verified": 1, "partly_verified": 0, "claims": 2, "claims_proven": 1}}
    assert data["sets"]["Core Base Game"] == {"cards": 3, "implemented": 2, "bases": 0, "bases_implemented": 0}
    assert data["sets"]["Big in Japan"]["bases"] == 1


def test_cli_build_and_stats_json(sources, monkeypatch, capsys):
    from oracle import cli

    monkeypatch.setattr(build, "Sources", lambda: sources)
    assert cli.main(["build", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["noop"] is False and report["counts"]["cards"] == 4
    assert cli.main(["build"]) == 0
    assert "up to date" in capsys.readouterr().out
    monkeypatch.setattr("oracle.paths.db_path", lambda: sources.db_path)
    assert cli.main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["cards"] == 3 and data["rulings_verified"] == 1


def test_a_malformed_section_keeps_the_last_good_build(sources):
    build.build(sources=sources)
    bad = write(Path(sources.corpus_dir) / "rules" / "bad.md", "no front matter here\n")
    report = build.build(sources=sources)
    assert report.errors and "bad.md" in report.errors[0]
    assert "sections" not in report.rebuilt
    assert connect(sources).execute("select count(*) from sections").fetchone()[0] == 3
    bad.unlink()
    assert build.build(sources=sources).noop


def test_only_new_or_edited_scenarios_run_again(sources, monkeypatch):
    build.build(sources=sources)
    ran = []
    real = build._load_module

    def run_file(path):
        ran.append(Path(path).name)
        return fake_scenario_module(sources.passing).run_file(path)

    monkeypatch.setattr(build, "_load_module", lambda name: types.SimpleNamespace(run_file=run_file)
                        if name == "oracle.scenario" else real(name))
    write(Path(sources.scenarios_dir) / "rules" / "new.yaml", SCENARIO.format(id="rules/new", title="New one"))
    report = build.build(sources=sources)
    assert ran == ["new.yaml"] and "scenarios" in report.rebuilt
    con = connect(sources)
    assert sorted(r[0] for r in con.execute("select id from scenarios")) == ["rules/broken", "rules/new", "rules/tie"]
    (Path(sources.scenarios_dir) / "rules" / "new.yaml").unlink()
    ran.clear()
    build.build(sources=sources)
    assert ran == []
    assert sorted(r[0] for r in connect(sources).execute("select id from scenarios")) == ["rules/broken", "rules/tie"]
    # the engine's numbers change (a card's power): every scenario runs again
    path = Path(sources.cards_dir) / "core-base-game" / "ninjas.yaml"
    path.write_text(NINJAS.replace("power: 5", "power: 6"))
    build.build(sources=sources)
    assert sorted(ran) == ["broken.yaml", "tie.yaml"]


# --------------------------------------------------------------------------- claims (issue #13)

def statuses(sources) -> dict[str, tuple]:
    return {r[0]: tuple(r[1:]) for r in connect(sources).execute(
        "select id, status, verified, claims, claims_proven from rulings")}


def test_a_ruling_is_verified_only_when_every_claim_is_proven_both_ways(sources):
    report = build.build(sources=sources)
    assert not report.errors
    # one claim proven / its only claim's scenario fails / no claims at all
    assert statuses(sources) == {"ninjas/shinobi": ("verified", 1, 1, 1),
                                 "ninjas/master": ("unproven", 0, 1, 0),
                                 "general/untested": ("unproven", 0, 0, 0)}
    # a second claim, shown by a passing scenario: 1 of 2 proven, the other named
    path = Path(sources.rulings_dir) / "ninjas" / "master.yaml"
    path.write_text(path.read_text() + CLAIM.format(claim="Any minion there.", scenario="rules/tie",
                                                    contrary="Bob"))
    build.build(sources=sources)
    assert statuses(sources)["ninjas/master"] == ("partly", 0, 2, 1)
    detail = connect(sources).execute("select status_detail from rulings where id = 'ninjas/master'").fetchone()[0]
    assert detail.startswith("1 of 2 claims") and "#1 Even your own." in detail


def test_a_hollow_claim_fails_the_build_and_is_listed(sources, monkeypatch, capsys):
    from oracle import cli

    path = Path(sources.rulings_dir) / "ninjas" / "shinobi.yaml"
    path.write_text(path.read_text().replace("contrary: {current: Bob}", "contrary: {current: Alice}"))
    report = build.build(sources=sources)
    assert report.errors == ["hollow claim: ninjas/shinobi #1 (Only one Shinobi per base.): contrary holds in "
                             "'rules/tie': the scenario passes whatever the answer"]
    assert statuses(sources)["ninjas/shinobi"] == ("unproven", 0, 1, 0)
    # a build with nothing changed still fails while the claim is hollow
    monkeypatch.setattr(build, "Sources", lambda: sources)
    assert cli.main(["build"]) == 1
    assert "hollow claim: ninjas/shinobi #1" in capsys.readouterr().err


def test_a_contrary_that_partly_holds_is_hollow(sources):
    path = Path(sources.rulings_dir) / "ninjas" / "shinobi.yaml"
    path.write_text(path.read_text().replace("contrary: {current: Bob}", "contrary: {current: Bob, phase: x}")
                    .replace("expect: {current: Alice}", "expect: {current: Alice}\n  note: two checks"))
    # the fake runner fails only the 'current' check of a two-check contrary
    report = build.build(sources=sources)
    assert len(report.errors) == 1 and "part of the contrary holds" in report.errors[0]


def test_a_malformed_claim_is_invalid_and_fails_the_build(sources):
    path = Path(sources.rulings_dir) / "ninjas" / "shinobi.yaml"
    path.write_text(path.read_text().replace("scenario: rules/tie", "scenario: rules/nowhere"))
    report = build.build(sources=sources)
    assert any(e.startswith("invalid claim: ninjas/shinobi #1") and "not in the ruling's scenarios" in e
               for e in report.errors)


def test_a_superseded_ruling_is_never_verified(sources):
    newer = Path(sources.rulings_dir) / "ninjas" / "shinobi-newer.yaml"
    write(newer, RULING.format(id="ninjas/shinobi-newer", cards="Shinobi", question="And now?",
                               answer="Now you can.", scenarios="rules/tie", claims="")
          .replace("supersedes: []", "supersedes: [ninjas/shinobi]"))
    old = Path(sources.rulings_dir) / "ninjas" / "shinobi.yaml"
    old.write_text(old.read_text().replace("superseded_by: null", "superseded_by: ninjas/shinobi-newer"))
    build.build(sources=sources)
    row = connect(sources).execute("select status, verified, status_detail from rulings "
                                   "where id = 'ninjas/shinobi'").fetchone()
    assert tuple(row) == ("superseded", 0, "superseded by ninjas/shinobi-newer")


def test_the_term_table_links_the_texts_and_a_bad_one_is_a_clear_error(sources):
    """The linking part reads ``corpus/term-aliases.yaml`` (issue #17): its phrases link every text;
    a table naming a section that does not exist fails that part only, keeping the last good links."""
    table = Path(sources.corpus_dir) / "term-aliases.yaml"
    table.write_text("terms:\n  terms/breakpoint:\n    phrases: [base, breakpoint]\n")
    report = build.build(sources=sources)
    assert report.linked["term"] >= 1 and not report.errors
    con = connect(sources)
    body = con.execute("select body_html from sections where id = 'rules/tie-fighter'").fetchone()[0]
    card = con.execute("select html from linked where key = 'card:ninja-master:text'").fetchone()
    con.close()
    assert card is not None and "class=\"term\" href=\"/rules/terms/breakpoint\"" in body
    table.write_text("terms:\n  terms/nope:\n    phrases: [scores]\n")
    report = build.build(sources=sources)
    assert report.errors == ["linking not rebuilt: term-aliases.yaml names sections that do not exist: terms/nope"]
    con = connect(sources)
    assert con.execute("select body_html from sections where id = 'rules/tie-fighter'").fetchone()[0] == body
    con.close()
