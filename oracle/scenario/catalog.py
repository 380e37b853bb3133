"""Card names in a scenario: its test-only cards (``cards:``), then the engine's catalog."""

from __future__ import annotations

from oracle.engine.cards import CardDef
from oracle.engine.catalog import Catalog as CardCatalog
from oracle.engine.catalog import suggest
from oracle.engine.errors import SetupError

from .loader import ScenarioError

TEST_TYPES = ("minion", "action", "base", "titan", "monster", "treasure", "fusion")
TEST_KEYS = {"name", "type", "power", "play_on", "breakpoint", "vp", "treasure", "undead", "as_type", "text",
             "monsters", "instead_of", "faction"}


def parse_test_card(d, line) -> CardDef:
    if not isinstance(d, dict) or "name" not in d:
        raise ScenarioError("a test-only card needs at least name and type", line, "cards")
    for k in d:
        if k not in TEST_KEYS:
            sugg = suggest(k, TEST_KEYS, cutoff=61)
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


class Catalog(CardCatalog):
    """The engine's catalog (``oracle.engine.catalog``) with the scenario file's line and key in its errors."""

    def get(self, name, line=None, key=None) -> CardDef:
        try:
            return super().get(name)
        except ScenarioError:
            raise
        except SetupError as e:
            raise ScenarioError(e.message, line, key, e.suggestions) from None
