"""The corpus reader: front matter parsing, validation, ids, ordering."""

from __future__ import annotations

import pytest

from oracle.corpus import (
    CorpusError,
    Section,
    load_sections,
    parse_section,
    render_section,
    section_files,
)
from oracle.paths import CORPUS_DIR


def make(id="rules/tie-fighter", order=1, file="003.txt", **kw) -> Section:
    """A small valid section for tests."""
    return Section(
        id=id,
        title=kw.get("title", "Tie Fighter"),
        kind=kw.get("kind", "rule"),
        source={"file": file, "document": "Doc", **({"page": kw["page"]} if "page" in kw else {})},
        authority=kw.get("authority", "official rulebook"),
        superseded_by=kw.get("superseded_by"),
        order=order,
        body=kw.get("body", "Ties share the place."),
    )


def write(root, section: Section) -> None:
    path = root / f"{section.id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_section(section), encoding="utf-8")


def test_render_then_parse_gives_the_same_section():
    section = make(page=5, superseded_by="errata/new-general-rules", body="- a\n- b\n\nText: with colon")
    again = parse_section(render_section(section))
    assert again == section
    assert again.area == "rules"
    assert again.page == 5


def test_rendered_front_matter_keeps_the_documented_key_order():
    text = render_section(make(page=5))
    keys = [line.split(":")[0] for line in text.split("---")[1].splitlines() if line and not line.startswith(" ")]
    assert keys == ["id", "title", "kind", "source", "authority", "superseded_by", "order"]


def test_page_is_absent_when_the_document_gives_none():
    section = parse_section(render_section(make()))
    assert section.page is None
    assert "page" not in render_section(make())


@pytest.mark.parametrize(
    "text, message",
    [
        ("no front matter", "does not start"),
        ("---\nid: x\n", "not closed"),
        ("---\n[unclosed\n---\nbody", "not valid YAML"),
        ("---\n- a list\n---\nbody", "not a mapping"),
        ("---\nid: rules/x\ntitle: X\n---\nbody", "lacks"),
    ],
)
def test_malformed_files_raise_a_clear_error(text, message):
    with pytest.raises(CorpusError, match=message):
        parse_section(text, where="f.md")


def test_unknown_authority_is_rejected():
    text = render_section(make()).replace("official rulebook", "some blog")
    with pytest.raises(CorpusError, match="authority"):
        parse_section(text)


def test_load_sections_reads_in_reading_order_and_skips_cards(tmp_path):
    write(tmp_path, make("rules/b", order=2))
    write(tmp_path, make("rules/a", order=3))
    write(tmp_path, make("terms/c", order=1))
    write(tmp_path, make("munchkin/d", order=1, file="001.txt"))
    (tmp_path / "cards" / "core").mkdir(parents=True)
    (tmp_path / "cards" / "core" / "notes.md").write_text("not a section")
    ids = [s.id for s in load_sections(tmp_path)]
    assert ids == ["munchkin/d", "terms/c", "rules/b", "rules/a"]
    assert all("cards" not in str(p) for p in section_files(tmp_path))


def test_an_id_that_disagrees_with_its_path_is_an_error(tmp_path):
    write(tmp_path, make("rules/a"))
    (tmp_path / "rules" / "a.md").rename(tmp_path / "rules" / "b.md")
    with pytest.raises(CorpusError, match="does not match its path"):
        load_sections(tmp_path)


def test_superseded_by_must_name_an_existing_section(tmp_path):
    write(tmp_path, make("munchkin/old", file="001.txt", superseded_by="rules/new"))
    with pytest.raises(CorpusError, match="superseded_by names no section"):
        load_sections(tmp_path)
    write(tmp_path, make("rules/new"))
    assert [s.id for s in load_sections(tmp_path)] == ["munchkin/old", "rules/new"]


def test_a_missing_corpus_folder_is_empty(tmp_path):
    assert load_sections(tmp_path / "nowhere") == []


def test_the_committed_corpus_loads():
    sections = load_sections(CORPUS_DIR)
    assert len(sections) > 300
    assert {s.area for s in sections} >= {"rules", "terms", "errata", "clarifications", "factions"}
