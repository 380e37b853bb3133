"""The ability registry: every faction module imports, and the API behaves."""

from __future__ import annotations

import pytest

from oracle.abilities import ability, abilities, is_implemented, load_all, registry


def test_every_ability_module_imports():
    load_all()
    assert not registry.LOAD_ERRORS, registry.LOAD_ERRORS


def test_register_and_query():
    @ability("Test Registry Card", kind="talent")
    def _talent(ctx):
        """Talent: do nothing."""

    assert is_implemented("test registry card")
    assert [a.kind for a in abilities("Test Registry Card")] == ["talent"]
    assert abilities("Test Registry Card")[0].doc == "Talent: do nothing."
    with pytest.raises(ValueError):
        ability("X", kind="sometimes")
    with pytest.raises(ValueError):
        ability("X", kind="ongoing")  # needs event=


def test_docstrings_quote_card_text():
    """Every card with registered abilities has a docstring quoting the card text it implements
    (on at least one of its functions: helpers made by a factory may share it)."""
    load_all()
    missing = sorted(lst[0].card for lst in registry._REGISTRY.values() if not any(a.doc for a in lst))
    assert not missing, f"cards whose abilities have no docstring: {missing}"


def test_slug_specific_abilities():
    @ability("Test Twin", kind="talent", slug="test-twin-a")
    def _a(ctx):
        """Talent: (version a)."""

    @ability("Test Twin", slug="test-twin-b")
    def _b(ctx):
        """On play (version b)."""

    assert [a.kind for a in abilities("Test Twin", slug="test-twin-a")] == ["talent"]
    assert [a.kind for a in abilities("Test Twin", slug="test-twin-b")] == ["on_play"]
    assert is_implemented("Test Twin", "test-twin-a") and not is_implemented("Test Twin", "test-twin-c")
    assert len(abilities("Test Twin")) == 2
