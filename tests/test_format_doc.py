"""docs/scenario-format.md is generated from the schema, and the schema, the runner and the engine's
notation name the same keys (oracle/scenario/format_doc.py)."""

from __future__ import annotations

from oracle.scenario import format_doc, runner, schema


def test_every_key_of_the_schema_is_explained_and_nothing_else():
    assert sorted(format_doc.paths()) == sorted(format_doc.KEYS)


def test_schema_and_engine_read_the_same_keys():
    for title, _, spec, keys in format_doc.SECTIONS:
        if keys is not None:
            assert set(format_doc._map(spec).fields) == set(keys), title


def test_the_runner_refuses_exactly_the_keys_the_schema_lacks():
    assert runner.TOP_KEYS == set(schema.SCENARIO.fields)
    assert runner.STEP_KEYS == set(schema.STEP.fields)
    assert runner.EXPECT_KEYS == set(schema.EXPECT.fields)


def test_the_committed_page_is_what_the_schema_generates():
    assert format_doc.PAGE.read_text(encoding="utf-8") == format_doc.render(), \
        "run: .venv/bin/python -m oracle.scenario.format_doc"


def test_the_page_lists_extensions_and_prompt_shapes():
    text = format_doc.render()
    assert text.count("*(ours)*") >= 15
    assert "## Prompts" in text and "Me First!" in text
