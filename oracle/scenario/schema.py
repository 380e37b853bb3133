"""The shape of a scenario file: which keys hold lists, mappings, text or numbers.

The one definition of the format's keys: the runner refuses keys that are not here (``TOP_KEYS``,
``STEP_KEYS``, ``EXPECT_KEYS``), the engine's notation reads the same setup keys
(oracle/engine/notation.py; a test checks they agree), and docs/scenario-format.md is generated
from these specs and ``format_doc.KEYS`` (``python -m oracle.scenario.format_doc``).

``validate(data)`` walks a loaded scenario (SCENARIO-FORMAT.md and the
extensions in docs/abilities.md) before anything is built, so a value of the
wrong kind (``cards: true``, ``hand: Ten`` where a list is meant, ``vp: {Alice:
[1]}``) is an invalid file with its line and key, never an engine error.

Unknown keys are left to the runner (it names them with suggestions); this
module only checks the kinds of the values of known keys.
"""

from __future__ import annotations

import datetime

from .loader import LDict, LList, ScenarioError


# ---------------------------------------------------------------- spec nodes
class Spec:
    what = "a value"

    def check(self, value, line, key):  # pragma: no cover - overridden
        raise NotImplementedError


class Any(Spec):
    def __init__(self, what="anything"):
        self.what = what

    def check(self, value, line, key):
        return


class Text(Spec):
    """A plain scalar written as text: a name, an id, a word (numbers are read as their text)."""

    def __init__(self, what="text", null=False, boolean=False):
        self.what = what
        self.null = null
        self.boolean = boolean

    def check(self, value, line, key):
        if value is None and self.null:
            return
        if isinstance(value, bool):
            if self.boolean:
                return
        elif isinstance(value, (str, int, float, datetime.date)):
            return
        raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)


class Int(Spec):
    def __init__(self, what="a whole number", minimum=None, null=False):
        self.what = what
        self.minimum = minimum
        self.null = null

    def check(self, value, line, key):
        if value is None and self.null:
            return
        if isinstance(value, bool) or not isinstance(value, int):
            raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)
        if self.minimum is not None and value < self.minimum:
            raise ScenarioError(f"{key} is {self.what} ({self.minimum} or more), not {value!r}", line, key)


class Bool(Spec):
    what = "true or false"

    def check(self, value, line, key):
        if not isinstance(value, bool):
            raise ScenarioError(f"{key} is true or false, not {_show(value)}", line, key)


class List(Spec):
    """A list of items; ``bare=True`` also accepts one item written without brackets."""

    def __init__(self, item: Spec, what=None, bare=False, null=True):
        self.item = item
        self.what = what or f"a list of {item.what}"
        self.bare = bare
        self.null = null

    def check(self, value, line, key):
        if value is None and self.null:
            return
        if not isinstance(value, list):
            if self.bare and not isinstance(value, dict):
                self.item.check(value, line, key)
                return
            raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)
        for i, v in enumerate(value):
            ln = value.item_line(i) if isinstance(value, LList) else line
            self.item.check(v, ln or line, key)


class Map(Spec):
    """A mapping with known keys (``fields``); other keys are the runner's to refuse."""

    def __init__(self, fields: dict, what="a mapping", null=True):
        self.fields = fields
        self.what = what
        self.null = null

    def check(self, value, line, key):
        if value is None and self.null:
            return
        if not isinstance(value, dict):
            raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)
        for k, v in value.items():
            spec = self.fields.get(k)
            if spec is None:
                continue
            ln = value.key_line(k) if isinstance(value, LDict) else line
            spec.check(v, ln or line, f"{key}.{k}" if key else str(k))


class DictOf(Spec):
    """A mapping of names (players, cards, bases) to values of one kind."""

    def __init__(self, value: Spec, what=None, null=True):
        self.value = value
        self.what = what or f"a mapping of names to {value.what}"
        self.null = null

    def check(self, value, line, key):
        if value is None and self.null:
            return
        if not isinstance(value, dict):
            raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)
        for k, v in value.items():
            ln = value.key_line(k) if isinstance(value, LDict) else line
            if not isinstance(k, (str, int, float)):
                raise ScenarioError(f"{key} has a key {k!r} that is not a name", ln or line, key)
            self.value.check(v, ln or line, f"{key}.{k}")


class OneOf(Spec):
    """A name written alone, or a mapping with more detail (``{card, as, ...}``)."""

    def __init__(self, *specs, what):
        self.specs = specs
        self.what = what

    def check(self, value, line, key):
        for s in self.specs:
            if isinstance(s, (Map, DictOf)) and isinstance(value, dict):
                s.check(value, line, key)
                return
            if isinstance(s, List) and isinstance(value, list):
                s.check(value, line, key)
                return
            if not isinstance(s, (Map, DictOf, List)) and not isinstance(value, (dict, list)):
                s.check(value, line, key)
                return
        raise ScenarioError(f"{key} is {self.what}, not {_show(value)}", line, key)


def _show(value):
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "empty (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ---------------------------------------------------------------- the format
NAME = Text("a card name")
PLAYER = Text("a player's name")
BASE = Text("a base's name")
COUNT = Int("a whole number", minimum=0)

CARD_REF = OneOf(NAME, Map({"card": NAME, "as": Text("an as: name")}), what="a card name or {card: NAME, as: NAME}")
CARDS = List(CARD_REF, what="a list of cards")
HELD_REF = OneOf(NAME, Map({"card": NAME, "as": Text("an as: name"), "owner": PLAYER}),
                 what="a card name or {card: NAME, owner: PLAYER}")
HELD = List(HELD_REF, what="a list of cards")  # a hand, deck or discard pile: a card may be another player's
ATTACHED = OneOf(NAME, Map({"card": NAME, "controller": PLAYER, "owner": PLAYER, "as": Text("an as: name")}),
                 what="a card name or {card: NAME, controller: PLAYER}")
STORED = List(ATTACHED, what="a list of cards stored under it")
STASIS_ENTRY = OneOf(NAME, Map({"card": NAME, "as": Text("an as: name"), "stasis": COUNT, "stored": STORED}),
                     what="a card name or {card: NAME, stasis: N}")
ENTRY = OneOf(NAME, Map({"card": NAME, "controller": PLAYER, "owner": PLAYER, "counters": COUNT,
                         "as": Text("an as: name"), "actions": List(ATTACHED, what="a list of actions"),
                         "stored": STORED}),
              what="a card name or {card: NAME, controller: PLAYER, ...}")
ENTRIES = List(ENTRY, what="a list of cards")

EXTRA_KIND = Text("minion, action or minion_or_action")
EXTRA = OneOf(EXTRA_KIND, Map({"kind": EXTRA_KIND, "reason": Text("why (the card that granted it)"),
                               "any_phase": Bool()}),
              what="a kind or {kind: KIND, reason: TEXT, any_phase: BOOL}")
PLAYER_SPEC = OneOf(PLAYER, Map({"name": PLAYER, "vp": COUNT, "hand": HELD, "deck": HELD, "discard": HELD,
                                 "titans": CARDS, "factions": Any(),
                                 "stasis": List(STASIS_ENTRY, what="a list of cards in stasis"),
                                 "extras": List(EXTRA, what="a list of extra plays")}),
                    what="a player's name or {name: NAME, hand: [...], ...}")
BASE_SPEC = OneOf(BASE, Map({"base": BASE, "as": Text("an as: name"), "minions": ENTRIES, "actions": ENTRIES,
                             "titans": ENTRIES, "buried": ENTRIES}),
                  what="a base's name or {base: NAME, minions: [...], ...}")
SETUP = Map({
    "players": List(PLAYER_SPEC, what="a list of players"),
    "current": PLAYER,
    "phase": Text("a phase (start, play, score, draw or end)"),
    "plays": Map({"minions": COUNT, "actions": COUNT}, what="{minions: N, actions: N}"),
    "bases": List(BASE_SPEC, what="a list of bases"),
    "base_deck": CARDS, "base_discard": CARDS, "monster_deck": CARDS, "monster_discard": CARDS,
    "treasure_deck": CARDS, "treasure_discard": CARDS,
    "madness": Int("the number of cards left in the Madness deck", minimum=0),
    "turn": Int("a turn number", minimum=0),
}, what="a mapping (players, bases, ...)", null=False)

NUMBER = Int("a whole number")
NAMES = List(Text("a card name", null=True), what="a list of card names", bare=True)
EXPECT = Map({
    "vp": DictOf(NUMBER, what="a mapping of player to VP", null=False),
    "power": DictOf(NUMBER, what="a mapping of card to power", null=False),
    "counters": DictOf(NUMBER, what="a mapping of card to counters", null=False),
    "deck_count": DictOf(NUMBER, what="a mapping of player to a number of cards", null=False),
    "breakpoint": DictOf(NUMBER, what="a mapping of base to breakpoint", null=False),
    "totals": DictOf(DictOf(NUMBER, what="a mapping of player to total power", null=False),
                     what="a mapping of base to {PLAYER: N}", null=False),
    "at": DictOf(Text("a place (hand of P, a base, discard of P, ...)"), what="a mapping of card to place",
                 null=False),
    "controller": DictOf(Text("a player's name or none", null=True), what="a mapping of card to player", null=False),
    "hand": DictOf(NAMES, what="a mapping of player to a list of cards", null=False),
    "discard": DictOf(NAMES, what="a mapping of player to a list of cards", null=False),
    "deck": DictOf(NAMES, what="a mapping of player to a list of cards", null=False),
    "bases": List(BASE, what="a list of bases"),
    "current": PLAYER,
    "phase": Text("a phase"),
    "winner": OneOf(Text("a player's name or none", null=True), List(PLAYER), what="a player's name or a list"),
    "error": Text("the text of a refusal"),
    "log": List(Text("a text of the log"), what="a list of texts", bare=True),
    "no_log": List(Text("a text that must not be in the log"), what="a list of texts", bare=True),
}, what="a mapping of checks")

ANSWER = Any("an answer or a list of answers")  # answers are matched against the prompt's options when it is asked
STEP = Map({
    "play": NAME, "talent": NAME, "special": NAME, "on": NAME, "base": BASE,
    "advance": Text("one of score, draw, end, next, start, play"),
    "player": PLAYER, "play_as": Text("minion or action"), "expect": EXPECT, "choose": ANSWER, "note": Any(),
}, what="a mapping such as {play: CARD, base: BASE}", null=False)

SCENARIO = Map({
    "id": Text("an id such as rules/tie-for-first", null=True),
    "title": Text("a title", null=True),
    "cites": List(Text("a corpus or ruling id"), what="a list of corpus or ruling ids"),
    "seed": OneOf(Int("a whole number"), what="a whole number"),
    "cards": List(Map({}, what="a mapping {name: NAME, type: TYPE, ...}", null=False),
                  what="a list of test-only cards"),
    "setup": SETUP,
    "steps": Any("a list of steps"),  # checked one by one below, with the step's index in the key
    "expect": EXPECT,
    "printing": DictOf(Text("a printing's label (current, 2015, original, ...)"),
                       what="a mapping of card to printing label", null=False),
    "allow_unimplemented": Bool(),
    "coins": List(Text("heads or tails"), what="a list of heads/tails"),
    "known_failure": Text("the reason the scenario is known to fail", null=True),
    "description": Any("text"), "notes": Any("text"), "tags": Any(), "rulings": Any(), "source": Any(),
})

TEST_CARD = Map({
    "name": NAME, "type": Text("a card type"), "power": Int("a whole number", minimum=0, null=True),
    "play_on": Text("base or minion", null=True), "breakpoint": Int("a whole number", minimum=0, null=True),
    "vp": List(Int("a number of VP", minimum=0), what="a list of numbers [1st, 2nd, 3rd]"),
    "treasure": Int("a whole number", minimum=0, null=True), "undead": Bool(),
    "as_type": Text("minion or action", null=True), "text": Text("the card's text", null=True),
    "monsters": Int("a whole number", minimum=0, null=True), "instead_of": Text("minion or action", null=True),
    "faction": Text("a faction", null=True),
})


def validate(data) -> None:
    """Raise ``ScenarioError`` (line and key) for the first value of the wrong kind."""
    SCENARIO.check(data, 1, "")
    cards = data.get("cards")
    if isinstance(cards, list):
        for i, cd in enumerate(cards):
            ln = cards.item_line(i) if isinstance(cards, LList) else data.key_line("cards")
            TEST_CARD.check(cd, ln, "cards")
    steps = data.get("steps")
    if steps is None:
        return
    if not isinstance(steps, list):
        raise ScenarioError(f"steps is a list of steps, not {_show(steps)}", data.key_line("steps"), "steps")
    for i, st in enumerate(steps):
        ln = steps.item_line(i) if isinstance(steps, LList) else data.key_line("steps")
        STEP.check(st, ln, f"steps[{i}]")


TOP_KEYS = frozenset(SCENARIO.fields)
STEP_KEYS = frozenset(STEP.fields)
EXPECT_KEYS = frozenset(EXPECT.fields)
