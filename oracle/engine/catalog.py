"""Card names to card definitions: test-only cards, Madness, then the project's card library.

A name is compared by ``name_key`` (case, curly quotes and spacing ignored); a library card may
also be named by its slug. An unknown or ambiguous name is a ``SetupError`` with the closest names.
"""

from __future__ import annotations

from rapidfuzz import process

from oracle.library import AmbiguousCard, UnknownCard, UnknownPrinting, load_library

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


TEST_TYPES = ("minion", "action", "base", "titan", "monster", "treasure", "fusion")
TEST_KEYS = ("name", "type", "power", "play_on", "breakpoint", "vp", "treasure", "undead", "as_type", "text",
             "monsters", "instead_of", "faction")


def test_card(d) -> CardDef:
    """A test-only card (no ability) from a scenario's ``cards:`` entry (SCENARIO-FORMAT.md "Cards",
    docs/scenario-format.md); ``SetupError`` (key ``cards.KEY``) for a bad entry."""
    if not isinstance(d, dict) or "name" not in d:
        raise SetupError("a test-only card needs at least name and type", (), "cards")
    for k in d:
        if k not in TEST_KEYS:
            raise SetupError(f"unknown key {k!r} in a test-only card", (k,), f"cards.{k}",
                             suggest(k, TEST_KEYS, cutoff=61))
    t = str(d.get("type", "")).lower()
    if t not in TEST_TYPES:
        raise SetupError(f"test-only card {d['name']!r} needs type: one of {', '.join(TEST_TYPES)}", (), "cards.type")
    play_on = d.get("play_on")
    if play_on is not None and play_on not in ("base", "minion"):
        raise SetupError("play_on is base or minion (omit it for a standard action)", (), "cards.play_on")
    vp = d.get("vp", [0, 0, 0])
    if t == "base" and (not isinstance(vp, list) or not all(isinstance(v, int) for v in vp)):
        raise SetupError("vp is a list of numbers [1st, 2nd, 3rd]", (), "cards.vp")
    for k in ("power", "breakpoint", "treasure", "monsters"):
        value = d.get(k)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise SetupError(f"{k} of test-only card {d['name']!r} is a whole number, 0 or more, not {value!r}",
                             (k,), f"cards.{k}")
    if vp is not None and len(vp) > 3:
        raise SetupError("vp lists at most three awards [1st, 2nd, 3rd]", (), "cards.vp")
    text = str(d.get("text", "") or "")
    if t == "fusion":
        t = "other"
        text = text or "Minion: (test card) Action: (test card)"
    return CardDef(
        name=str(d["name"]), type=t, power=d.get("power"), breakpoint=d.get("breakpoint"),
        vp=tuple(vp), text=text, play_on=play_on, treasure=int(d.get("treasure", 0) or 0),
        undead=bool(d.get("undead", False)), as_type=d.get("as_type"), monsters=int(d.get("monsters", 0) or 0),
        instead_of=d.get("instead_of"), faction=d.get("faction"), test_only=True,
    )


class Catalog:
    """Finds the ``CardDef`` for a card name: the given test-only cards first, then Madness, then
    the library (a card's older printing where ``printings`` asks for one)."""

    def __init__(self, test_cards=(), printings=None):
        """``test_cards``: ``CardDef``s, or ``cards:`` entries (mappings, read by ``test_card``).
        ``printings``: card name (or slug) -> printing label, the scenario's ``printing:``; every
        copy of that card in the game is that printing. ``SetupError`` (key ``printing.NAME``) for
        a card that is not in the library or a label it does not have, naming the known ones."""
        test_cards = [c if isinstance(c, CardDef) else test_card(c) for c in test_cards]
        self.test = {c.key: c for c in test_cards}
        self._cache = {}
        self.printings = {}  # library slug -> label of an older printing
        for name, label in (printings or {}).items():
            self._ask_printing(str(name), label)

    def _ask_printing(self, name, label) -> None:
        where = f"printing.{name}"
        if label is None or isinstance(label, (dict, list, bool)):
            raise SetupError(f"printing: {name} takes a printing's label, not {label!r}", (name,), where)
        label = str(label)
        if name_key(name) in self.test:
            raise SetupError(f"{name} is a test-only card of this scenario: it has no printings", (name,), where)
        lib = library()
        if lib is None:
            raise SetupError(f"printing: {name} needs the card library, which is not available", (name,), where)
        try:
            card = _by_name_or_slug(lib, name)
        except AmbiguousCard as e:
            raise SetupError(f"printing: card name {name!r} is ambiguous; name it by its slug",
                             (name,), where, [c.slug for c in e.candidates]) from None
        except UnknownCard as e:
            raise SetupError(f"printing: unknown card {name!r}", (name,), where, e.suggestions[:5]) from None
        if label == "current":
            return
        try:
            card.printing(label)
        except UnknownPrinting as e:
            raise SetupError(f"{card.name} has no printing {label!r}; its printings are "
                             f"{', '.join(e.labels)}", (name,), where,
                             suggest(label, e.labels, cutoff=0) or e.labels) from None
        self.printings[card.slug] = label

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
            card = _by_name_or_slug(lib, name)
        except AmbiguousCard as e:
            cands = [f"{c.name} ({c.faction or c.set}, slug {c.slug})" for c in e.candidates]
            raise SetupError(f"card name {name!r} is ambiguous: " + "; ".join(cands),
                             suggestions=[c.slug for c in e.candidates]) from None
        except UnknownCard as e:
            mine = suggest(name, self.names())
            raise SetupError(f"unknown card {name!r}",
                             suggestions=(mine + [x for x in e.suggestions if x not in mine])[:5]) from None
        d = CardDef.from_library(card, printing=self.printings.get(card.slug))
        self._cache[k] = d
        return d


def _by_name_or_slug(lib, name):
    """The library card a scenario names: by its name, or by its slug when the name is ambiguous or
    unknown (the name's ``AmbiguousCard`` / ``UnknownCard`` is raised when the slug finds nothing)."""
    try:
        return lib.get(name)
    except (AmbiguousCard, UnknownCard) as e:
        try:
            return lib.by_slug(name)
        except Exception:
            raise e from None


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
