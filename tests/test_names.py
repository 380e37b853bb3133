"""The one name key (oracle/names.py) and the places that must agree on it."""

from __future__ import annotations

import pytest

from oracle.names import name_key

SAME = [
    ("Séance", "Seance"),
    ("Se\u0301ance", "Séance"),                      # decomposed accent
    ("It\u2019s Blitzin\u2019 Time!", "its blitzin time!"),
    ("It's Blitzin' Time!", "ITS BLITZIN TIME!"),
    ("\u201cQuoted\u201d", '"quoted"'),
    ("Sea\u2013Cow", "sea-cow"),
    ("Wait\u2026", "wait..."),
    ("No-Moon\u2122", "no-moon"),
    ("  War \t Raptor\u00a0 ", "war raptor"),
    ("\uff37\uff41\uff52 Raptor", "war raptor"),      # full-width letters
    ("Stra\u00dfe", "strasse"),                       # casefold, not lower
]
DIFFERENT = [("G.E.L.F.", "GELF"), ("Sea Cow", "Seacow"), ("War Raptor", "War Raptors")]


@pytest.mark.parametrize("a,b", SAME)
def test_the_same_name(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("a,b", DIFFERENT)
def test_different_names(a, b):
    assert name_key(a) != name_key(b)


def test_every_part_uses_the_one_key():
    """The library, the engine, the registry, the build and the web find the same card for a name
    written with an accent, curly quotes and capitals, or without them."""
    from oracle import build, library, rulings
    from oracle.abilities import registry
    from oracle.engine import cards
    from web import text

    for fn in (library.normalize_name, cards.name_key, registry._key, build.normalize_name, text.normalise_name,
               rulings._name_key):
        assert fn is name_key, fn


def test_the_library_and_the_registry_find_seance_without_its_accent():
    from oracle.abilities import is_implemented
    from oracle.library import load_library

    lib = load_library()
    card = lib.get("Séance")
    assert lib.get("SEANCE") is card
    assert is_implemented("seance", card.slug) == is_implemented("Séance", card.slug)
