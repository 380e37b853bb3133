"""Errors in a player's words: where the mistake is and how to fix it.

``explain(error)`` takes a run error (``{message, line, key, suggestions, kind}``,
see loader.ScenarioError) and adds:

- ``fix``: one sentence saying what to write instead ("`current` belongs under
  `setup`"), or None;
- ``field``: the builder field it concerns, as a dotted path of the scenario
  mapping (``setup.current``, ``setup.players``, ``steps[2]``), or None.

Where a key goes is read from the runner's key sets (SCENARIO-FORMAT.md), so the
hint and the check never disagree.
"""

from __future__ import annotations

import re

from .runner import BASE_KEYS, ENTRY_KEYS, PLAYER_KEYS, SETUP_KEYS, STEP_KEYS, TOP_KEYS

_UNKNOWN_KEY = re.compile(r"^unknown key '(?P<key>[^']+)' in (?P<where>.+)$")
_STEP_AT = re.compile(r"^steps\[(\d+)\]")


def _home(key: str, where: str) -> tuple[str, str] | None:
    """(fix sentence, field) for a known key written in the wrong mapping."""
    if where == "scenario":
        if key in SETUP_KEYS:
            return f"`{key}` belongs under `setup` (indent it below `setup:`)", f"setup.{key}"
        if key in PLAYER_KEYS:
            return f"`{key}` belongs to a player: write it inside a player under `setup.players`", "setup.players"
        if key in BASE_KEYS:
            return f"`{key}` belongs to a base: write it inside a base under `setup.bases`", "setup.bases"
        if key in STEP_KEYS:
            return f"`{key}` is part of a step: write it as `- {key}: ...` under `steps`", "steps"
    if where == "setup":
        if key in PLAYER_KEYS:
            return f"`{key}` belongs to a player: write it inside a player under `setup.players`", "setup.players"
        if key in BASE_KEYS or key in ENTRY_KEYS:
            return f"`{key}` belongs to a base: write it inside a base under `setup.bases`", "setup.bases"
        if key in TOP_KEYS:
            return f"`{key}` belongs at the top of the file, not under `setup`", key
    if where == "setup.bases" and key in ENTRY_KEYS:
        return (f"`{key}` belongs to a card on the base: write it inside a minion or action, "
                "e.g. `minions: [{card: NAME, " + key + ": ...}]`"), "setup.bases"
    if where == "setup.players" and key in SETUP_KEYS:
        return f"`{key}` belongs under `setup`, not inside a player", f"setup.{key}"
    if where.startswith("steps[") and key in SETUP_KEYS:
        return f"`{key}` belongs under `setup`, not in a step", f"setup.{key}"
    return None


def explain(error: dict | None) -> dict | None:
    """The error with ``fix`` and ``field`` added (a new dict; None stays None)."""
    if not isinstance(error, dict):
        return error
    out = dict(error)
    message = str(out.get("message") or "")
    key = str(out.get("key") or "")
    sugg = [str(s) for s in out.get("suggestions") or []]
    fix, field = None, None
    m = _UNKNOWN_KEY.match(message)
    if m:
        home = _home(m["key"], m["where"])
        if home:
            fix, field = home
        elif sugg:
            fix, field = f"did you mean `{sugg[0]}`?", m["where"]
    elif message.startswith(("unknown card", "card name")) and sugg:
        fix = "did you mean " + " or ".join(f"“{s}”" for s in sugg[:3]) + "? Pick the card from the list."
    elif out.get("kind") == "unimplemented" or "ability is not implemented" in message:
        fix = ("the engine does not play this card's ability yet: remove the card, or tick “play cards the engine "
               "does not implement as blank cards” (`allow_unimplemented: true`)")
    elif out.get("kind") == "limit":
        fix = "make the board smaller or use fewer steps"
    elif message.startswith("missing setup"):
        fix = "add `setup:` with at least `players:`"
    elif sugg:
        fix = "did you mean " + " or ".join(f"“{s}”" for s in sugg[:3]) + "?"
    if field is None and key:
        step = _STEP_AT.match(key)
        field = f"steps[{step.group(1)}]" if step else re.sub(r"\.(controller|owner|counters|actions|name)$", "",
                                                               key) or None
    out["fix"], out["field"] = fix, field
    return out
