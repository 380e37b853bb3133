"""The sandbox's board model: ready boards, card picking, YAML both ways.

The builder in the browser edits a scenario *mapping* (``title``, ``cards``,
``setup``, ``steps``, ``expect``: SCENARIO-FORMAT.md) as JSON; the YAML stays the
source of truth and follows it:

- ``to_yaml(doc)``: builder -> YAML. The setup goes through the engine
  (``Game.from_setup(...).to_setup()``), so what the builder shows is what the
  engine builds, then is written as readable YAML;
- ``from_yaml(text)``: YAML -> builder, with any mistake located (line, key, fix);
- ``ready_board(card)``: the board a card page's "Try it in the sandbox" opens;
- ``pick(query)``: word-wise fuzzy search over the card library for the pickers.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

import yaml

from web import db

MAX_PICKS = 12


class BoardError(Exception):
    """A board the builder sent that cannot be written as a scenario; ``error`` as the runner gives it."""

    def __init__(self, error: dict):
        super().__init__(error.get("message"))
        self.error = error


# -- YAML both ways ---------------------------------------------------------

TOP_ORDER = ("id", "title", "cites", "seed", "printing", "allow_unimplemented", "cards", "setup", "steps", "expect")


def _located(exc) -> dict:
    from oracle.scenario.hints import explain

    return explain(exc.as_dict("<sandbox>"))


def from_yaml(text: str) -> dict:
    """``{"doc": MAPPING or None, "error": located error or None}`` for scenario YAML (no engine run).
    The caller first caps its size (``oracle.yamlio.check_limits``: alias bombs, depth, digits)."""
    from oracle.scenario.loader import ScenarioError, load_text
    from oracle.scenario.runner import SETUP_KEYS, TOP_KEYS, _check_keys
    from oracle.scenario.schema import validate

    try:
        data = load_text(text)
        _check_keys(data, TOP_KEYS, "scenario", 1)
        validate(data)
        if isinstance(data.get("setup"), dict):
            _check_keys(data["setup"], SETUP_KEYS, "setup", data.key_line("setup"))
    except ScenarioError as exc:
        return {"doc": None, "error": _located(exc)}
    return {"doc": json.loads(json.dumps(data, default=str)), "error": None}


def to_yaml(doc: Any) -> str:
    """The builder's mapping as scenario YAML, its setup normalised by the engine."""
    if not isinstance(doc, dict):
        raise BoardError({"message": "the board is a mapping with setup and steps", "line": None, "key": None,
                          "suggestions": [], "kind": "invalid", "fix": None, "field": None})
    out = {k: doc[k] for k in TOP_ORDER if doc.get(k) not in (None, [], {}, "")}
    out.update({k: v for k, v in doc.items() if k not in out and k not in TOP_ORDER})
    if "setup" in out:
        out["setup"] = engine_setup(out)
    return dump(out)


def engine_setup(doc: dict) -> dict:
    """The setup as the engine reads it back after building it (``Game.from_setup(...).to_setup()``)."""
    from oracle.engine import Game, SetupError
    from oracle.engine.catalog import Catalog, test_card
    from oracle.scenario.hints import explain

    try:
        tests = [test_card(c) for c in doc.get("cards") or []]
        printings = doc.get("printing") if isinstance(doc.get("printing"), dict) else None
        game = Game.from_setup(doc["setup"], Catalog(tests, printings=printings),
                               allow_unimplemented=bool(doc.get("allow_unimplemented")))
        return game.to_setup()
    except SetupError as exc:
        raise BoardError(explain({"message": exc.message, "line": None, "key": exc.key, "field": None,
                                  "suggestions": exc.suggestions, "kind": exc.kind})) from None


def _simple(value: Any) -> bool:
    """Short enough to write on one line: scalars, lists of scalars, mappings of those."""
    if isinstance(value, dict):
        return all(_simple(v) and not isinstance(v, dict) for v in value.values()) and len(value) <= 8
    if isinstance(value, list):
        return all(not isinstance(v, (dict, list)) for v in value)
    return True


class _Dumper(yaml.SafeDumper):
    pass


class _Block(dict):
    """A mapping always written one key a line (the top of the file, setup, a base with cards on it)."""


def _represent_dict(dumper, data):
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=_simple(data))


def _represent_list(dumper, data):
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=_simple(data) and len(data) <= 12)


_Dumper.add_representer(dict, _represent_dict)
_Dumper.add_representer(_Block, lambda d, data: d.represent_mapping("tag:yaml.org,2002:map", data.items(),
                                                                     flow_style=False))
_Dumper.add_representer(list, _represent_list)


def dump(doc: dict) -> str:
    """Readable scenario YAML: one key a line at the top, small mappings on one line."""
    from oracle.engine.notation import setup_yaml

    parts = []
    for key, value in doc.items():
        if key == "setup" and isinstance(value, dict):
            parts.append(setup_yaml(value))  # the engine's writer for a board
        else:
            parts.append(yaml.dump(_Block({key: value}), Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                                   width=100))
    return "".join(parts)


# -- card picking ------------------------------------------------------------

@lru_cache(maxsize=4)
def _library(db_file: str) -> tuple[dict, ...]:
    rows = db.query("select slug, name, type, faction, power, breakpoint, vp, text, implemented from cards")
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["name"].lower()] = counts.get(r["name"].lower(), 0) + 1
    out = []
    for r in rows:
        vp = r.get("vp")
        if isinstance(vp, str):
            try:
                vp = json.loads(vp)
            except ValueError:
                vp = None
        words = _words(r["name"])
        out.append({"ref": r["name"] if counts[r["name"].lower()] == 1 else r["slug"], "name": r["name"],
                    "slug": r["slug"], "type": r["type"], "faction": r["faction"], "power": r["power"],
                    "breakpoint": r["breakpoint"], "vp": vp, "text": r["text"] or "",
                    "implemented": bool(r["implemented"]), "_words": words})
    return tuple(out)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("’", "").replace("'", ""))


def _word_score(q: str, words: list[str]) -> float:
    """How well one typed word fits the best word of a name: prefix beats typo-tolerant match."""
    from rapidfuzz import fuzz

    best = 0.0
    for w in words:
        if w.startswith(q):
            score = 100.0 + (10 if w == q else 0)
        elif len(q) >= 3:
            score = fuzz.ratio(q, w[:len(q) + 1]) if len(w) > len(q) else fuzz.ratio(q, w)
            score = score if score >= 70 else 0.0
        else:
            score = 0.0
        best = max(best, score)
    return best


def pick(query: str, types: set[str] | None = None, limit: int = MAX_PICKS) -> list[dict]:
    """Cards whose name has a word fitting every typed word (in any order), best first."""
    typed = _words(query)[:6]
    if not typed:
        return []
    found = []
    for card in _library(str(db.db_path())):
        if types and card["type"] not in types:
            continue
        scores = [_word_score(q, card["_words"]) for q in typed]
        if min(scores) <= 0:
            continue
        found.append((-sum(scores) / len(scores), len(card["name"]), card["name"], card))
    found.sort(key=lambda t: t[:3])
    return [{k: v for k, v in c.items() if k != "_words"} for *_, c in found[:limit]]


def card_info(refs: list[str]) -> dict[str, dict]:
    """Library cards by the names or slugs a board uses (for showing their text and powers)."""
    want = {str(r).lower() for r in refs}
    out = {}
    for card in _library(str(db.db_path())):
        for key in (card["ref"], card["name"], card["slug"]):
            if key.lower() in want:
                out[key] = {k: v for k, v in card.items() if k != "_words"}
    return out


# -- ready boards -------------------------------------------------------------

TEST_CARDS = [
    {"name": "Scoring Base", "type": "base", "breakpoint": 12, "vp": [3, 2, 1]},
    {"name": "Far Base", "type": "base", "breakpoint": 20, "vp": [4, 2, 1]},
    {"name": "Next Base", "type": "base", "breakpoint": 18, "vp": [3, 2, 1]},
    {"name": "Scout", "type": "minion", "power": 3},
    {"name": "Guard", "type": "minion", "power": 4},
    {"name": "Brute", "type": "minion", "power": 5},
    {"name": "Lookout", "type": "minion", "power": 2},
]


def ready_board(card: dict) -> dict:
    """A board to try ``card`` on: it is in Alice's hand (a base is in play, a titan set aside), with a base
    that is ready to score, a second base, and a minion or two for each player."""
    ref = card["ref"] if "ref" in card else card["name"]
    kind = card.get("type")
    alice: dict = {"name": "Alice"}
    if kind == "titan":
        alice["titans"] = [ref]
    elif kind != "base":
        alice["hand"] = [ref]
    bases = [
        {"base": "Scoring Base", "minions": [{"card": "Scout", "controller": "Alice"},
                                              {"card": "Guard", "controller": "Alice"},
                                              {"card": "Brute", "controller": "Bob"}]},
        {"base": "Far Base", "minions": [{"card": "Lookout", "controller": "Bob"}]},
    ]
    if kind == "base":
        bases[0]["base"] = ref
    doc = {
        "title": f"Try {card['name']}",
        "cards": [c for c in TEST_CARDS if not (kind == "base" and c["name"] == "Scoring Base")],
        "setup": {"players": [alice, {"name": "Bob"}], "current": "Alice", "phase": "play", "bases": bases,
                  "base_deck": ["Next Base"]},
        "steps": [],
    }
    if not card.get("implemented", True):
        doc["allow_unimplemented"] = True
    return doc
