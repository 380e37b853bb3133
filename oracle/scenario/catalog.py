"""Card names in a scenario: test-only cards, Madness, then the card library."""

from __future__ import annotations

from rapidfuzz import process

from oracle.engine.cards import MADNESS, CardDef, name_key

from .loader import ScenarioError

TEST_TYPES = ("minion", "action", "base", "titan", "monster", "treasure", "fusion")
TEST_KEYS = {"name", "type", "power", "play_on", "breakpoint", "vp", "treasure", "undead", "as_type", "text",
             "monsters", "instead_of", "faction"}

_library = None
_library_failed = False


def library():
    """The project's card library, or None while it cannot be loaded."""
    global _library, _library_failed
    if _library is None and not _library_failed:
        try:
            from oracle.library import load_library
            lib = load_library()
            _library = lib if len(lib) else None
            _library_failed = _library is None
        except Exception:  # the library is optional for test-only scenarios
            _library_failed = True
    return _library


def parse_test_card(d, line) -> CardDef:
    if not isinstance(d, dict) or "name" not in d:
        raise ScenarioError("a test-only card needs at least name and type", line, "cards")
    for k in d:
        if k not in TEST_KEYS:
            sugg = [m for m, s, _ in process.extract(str(k), sorted(TEST_KEYS), limit=3) if s > 60]
            raise ScenarioError(f"unknown key {k!r} in a test-only card", d.key_line(k) if hasattr(d, "key_line")
                                else line, f"cards.{k}", sugg)
    t = str(d.get("type", "")).lower()
    if t not in TEST_TYPES:
        raise ScenarioError(f"test-only card {d['name']!r} needs type: one of {', '.join(TEST_TYPES)}", line,
                            "cards.type")
    play_on = d.get("play_on")
    if play_on is not None and play_on not in ("base", "minion"):
        raise ScenarioError("play_on is base or minion (omit it for a standard action)", line, "cards.play_on")
    vp = d.get("vp", [0, 0, 0])
    if t == "base" and (not isinstance(vp, list) or not all(isinstance(v, int) for v in vp)):
        raise ScenarioError("vp is a list of numbers [1st, 2nd, 3rd]", line, "cards.vp")
    for k in ("power", "breakpoint", "treasure", "monsters"):
        value = d.get(k)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise ScenarioError(f"{k} of test-only card {d['name']!r} is a whole number, 0 or more, not {value!r}",
                                d.key_line(k) if hasattr(d, "key_line") else line, f"cards.{k}")
    if vp is not None and len(vp) > 3:
        raise ScenarioError("vp lists at most three awards [1st, 2nd, 3rd]", line, "cards.vp")
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
    """Finds the ``CardDef`` for a name written in a scenario."""

    def __init__(self, test_cards=()):
        self.test = {}
        for c in test_cards:
            self.test[c.key] = c
        self._cache = {}

    def names(self):
        out = [c.name for c in self.test.values()] + ["Madness"]
        return out

    def get(self, name, line=None, key=None) -> CardDef:
        if name is None or isinstance(name, (dict, list)):
            raise ScenarioError(f"expected a card name, got {name!r}", line, key)
        name = str(name)
        k = name_key(name)
        if k in self.test:
            return self.test[k]
        if k == "madness":
            return MADNESS
        if k in self._cache:
            return self._cache[k]
        lib = library()
        if lib is not None:
            from oracle.library import AmbiguousCard, UnknownCard
            try:
                card = lib.get(name)
            except AmbiguousCard as e:
                cands = [f"{c.name} ({c.faction or c.set}, slug {c.slug})" for c in e.candidates]
                try:
                    card = lib.by_slug(name)
                except Exception:
                    raise ScenarioError(f"card name {name!r} is ambiguous: " + "; ".join(cands), line, key,
                                        [c.slug for c in e.candidates]) from None
            except UnknownCard as e:
                try:
                    card = lib.by_slug(name)
                except Exception:
                    sugg = self._suggest_test(name) + [x for x in e.suggestions if x not in self._suggest_test(name)]
                    raise ScenarioError(f"unknown card {name!r}", line, key, sugg[:5]) from None
            d = CardDef.from_library(card)
            self._cache[k] = d
            return d
        raise ScenarioError(f"unknown card {name!r} (the card library is not available; "
                            f"define it under cards:)", line, key, self._suggest_test(name))

    def _suggest_test(self, name):
        return [m for m, s, _ in process.extract(name, self.names(), limit=3) if s >= 60]
