"""Card names to card definitions: test-only cards, Madness, then the project's card library.

A name is compared by ``name_key`` (case, curly quotes and spacing ignored); a library card may
also be named by its slug. An unknown or ambiguous name is a ``SetupError`` with the closest names.
"""

from __future__ import annotations

from rapidfuzz import process

from oracle.library import AmbiguousCard, UnknownCard, load_library

from .cards import MADNESS, CardDef, name_key
from .errors import SetupError

_library = None
_library_failed = False


def library():
    """The project's card library, or None while it cannot be loaded (test-only cards still work)."""
    global _library, _library_failed
    if _library is None and not _library_failed:
        try:
            lib = load_library()
            _library = lib if len(lib) else None
            _library_failed = _library is None
        except Exception:  # the library is optional for test-only scenarios
            _library_failed = True
    return _library


def suggest(word, choices, cutoff=60) -> list:
    """Up to three of ``choices`` closest to ``word`` (for "did you mean ...?")."""
    return [m for m, s, _ in process.extract(str(word), sorted(choices, key=str), limit=3) if s >= cutoff]


class Catalog:
    """Finds the ``CardDef`` for a card name: the given test-only cards first, then Madness, then
    the library."""

    def __init__(self, test_cards=()):
        self.test = {c.key: c for c in test_cards}
        self._cache = {}

    def names(self):
        return [c.name for c in self.test.values()] + ["Madness"]

    def get(self, name) -> CardDef:
        if name is None or isinstance(name, (dict, list)):
            raise SetupError(f"expected a card name, got {name!r}")
        name = str(name)
        k = name_key(name)
        if k in self.test:
            return self.test[k]
        if k == "madness":
            return MADNESS
        if k in self._cache:
            return self._cache[k]
        lib = library()
        if lib is None:
            raise SetupError(f"unknown card {name!r} (the card library is not available; define it under cards:)",
                             suggestions=suggest(name, self.names()))
        try:
            card = lib.get(name)
        except AmbiguousCard as e:
            try:
                card = lib.by_slug(name)
            except Exception:
                cands = [f"{c.name} ({c.faction or c.set}, slug {c.slug})" for c in e.candidates]
                raise SetupError(f"card name {name!r} is ambiguous: " + "; ".join(cands),
                                 suggestions=[c.slug for c in e.candidates]) from None
        except UnknownCard as e:
            try:
                card = lib.by_slug(name)
            except Exception:
                mine = suggest(name, self.names())
                raise SetupError(f"unknown card {name!r}",
                                 suggestions=(mine + [x for x in e.suggestions if x not in mine])[:5]) from None
        d = CardDef.from_library(card)
        self._cache[k] = d
        return d


def written_name(defn: CardDef) -> str:
    """How a setup names ``defn`` so that ``Catalog.get`` finds that very card again: its name, or its
    slug when the name finds another card (several library cards share the name, or a reprint's
    entry is preferred)."""
    lib = library()
    if defn.test_only or not defn.slug or lib is None:
        return defn.name
    try:
        found = lib.get(defn.name)
    except (AmbiguousCard, UnknownCard):
        return defn.slug
    return defn.name if found.slug == defn.slug else defn.slug
