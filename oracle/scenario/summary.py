"""A scenario run as a player reads it: plain sentences, what changed, refusals.

``outcome(result, doc)`` turns a run result (docs/architecture.md, "A run result")
into what the sandbox and share pages show on top of the cited log:

- ``summary``: a short list of plain sentences built from the event log
  ("Alice's Four moved from Scoring Base to Base C before Scoring Base scored",
  "Scoring Base scored: Bob 1st with 6 power, 3 VP");
- ``changes``: what differs between the board before and after, so a page can
  highlight it;
- ``refusals``: the steps the engine refused (SCENARIO-FORMAT.md, "steps": a step
  the rules forbid is refused and its refusal is the step's result);
- ``verdict``: ``passed`` / ``failed`` when the scenario states expectations,
  ``ran`` / ``refused`` when it states none (a refusal is then the answer, not a
  failed expectation), ``waiting`` at an unanswered prompt, ``error`` when it
  could not run.

The sentences are read off the engine's own log lines (oracle/engine: scoring,
moves, plays, destroys); a line this module does not know is left to the log.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

_PLAYS = re.compile(r"^(?P<who>.+?) plays (?P<rest>.+)$")
_MOVES = re.compile(r"^(?P<card>.+?) moves from (?P<frm>.+?) to (?P<to>.+)$")
_DESTROYED = re.compile(r"^(?P<card>.+?) is destroyed(?P<by>.*)$")
_RETURNS = re.compile(r"^(?P<card>.+?) returns to (?P<where>.+)$")
_SCORES = re.compile(r"^(?P<base>.+?) scores: (?P<why>.+)$")
_AWARD = re.compile(r"^(?P<who>.+?) is (?P<place>\S+)(?P<why>.*?) at (?P<base>.+?) with (?P<power>-?\d+) power "
                    r"and gets (?P<vp>no|\d+) VP")
_WINDOW = re.compile(r"^Me First! window \(before (?P<base>.+?) scores\)")
_WINDOW_CLOSES = re.compile(r"^Me First! window closes")
_STILL_SCORES = re.compile(r"^(?P<base>.+?)'s total power dropped to (?P<power>-?\d+)")
_ENTERS = re.compile(r"^(?P<base>.+?) enters play$")
_WINS = re.compile(r"\bwins the game$")
_DISCARDS = re.compile(r"^(?P<who>.+?) discards (?P<what>.+)$")
_CORNERS = re.compile(r"^the cards on (?P<base>.+?) go to their discard piles \((?P<cards>.*)\)$")
_REFUSED = "step refused: "


def outcome(result: dict, doc: Any = None, labels: list[str] | None = None) -> dict:
    """``{summary, changes, refusals, verdict, expects}`` for a run result and its scenario mapping."""
    expects = has_expectations(doc)
    refused = refusals(result)
    return {
        "summary": summary(result, doc, labels),
        "changes": changes(result.get("board_before"), result.get("board_after")),
        "refusals": refused,
        "expects": expects,
        "verdict": verdict(result, expects, refused),
    }


def has_expectations(doc: Any) -> bool:
    """Whether the scenario states anything to check (a final ``expect`` or a checkpoint step)."""
    if not isinstance(doc, dict):
        return False
    if doc.get("expect"):
        return True
    steps = doc.get("steps")
    return isinstance(steps, list) and any(isinstance(s, dict) and s.get("expect") for s in steps)


def refusals(result: dict) -> list[dict]:
    """``[{step, message}]`` for every step the engine refused, in order."""
    out = []
    for e in result.get("log") or []:
        text = e.get("text", "") if isinstance(e, dict) else str(e)
        if text.startswith(_REFUSED):
            out.append({"step": e.get("step") if isinstance(e, dict) else None, "message": text[len(_REFUSED):]})
    return out


def verdict(result: dict, expects: bool, refused: list) -> str:
    if result.get("error"):
        return "error"
    if result.get("pending_prompt"):
        return "waiting"
    if expects:
        return "passed" if result.get("passed") else "failed"
    return "refused" if refused else "ran"


def _owners(*boards: Any) -> dict[str, str]:
    """Card name -> the player who controls it, from the boards (first seen wins)."""
    out: dict[str, str] = {}
    for bd in boards:
        if not isinstance(bd, dict):
            continue
        for b in bd.get("bases") or []:
            for m in list(b.get("minions") or []) + list(b.get("titans") or []):
                if m.get("controller"):
                    out.setdefault(m["name"], m["controller"])
    return out


def _whose(card: str, owners: dict[str, str]) -> str:
    who = owners.get(card)
    return f"{who}'s {card}" if who else card


def _step_name(step: Any, labels: list[str] | None) -> str:
    if not isinstance(step, int):
        return "A step"
    label = labels[step] if labels and 0 <= step < len(labels) else None
    return f"Step {step + 1} ({label})" if label else f"Step {step + 1}"


def summary(result: dict, doc: Any = None, labels: list[str] | None = None) -> list[str]:
    """Plain sentences saying what happened, in the order it happened."""
    if labels is None:
        labels = _labels(doc)
    err = result.get("error")
    if err:
        message = err.get("message") if isinstance(err, dict) else str(err)
        return [f"The scenario could not run: {message}"]
    owners = _owners(result.get("board_before"), result.get("board_after"))
    out: list[str] = []
    window: str | None = None
    awards: dict[str, list[str]] = {}
    scoring: list[str] = []

    def flush(base: str) -> None:
        if base in awards:
            out.append(f"{base} scored: " + "; ".join(awards.pop(base)) + ".")
            if base in scoring:
                scoring.remove(base)

    for e in result.get("log") or []:
        text = (e.get("text") if isinstance(e, dict) else str(e)) or ""
        step = e.get("step") if isinstance(e, dict) else None
        if text.startswith(_REFUSED):
            out.append(f"{_step_name(step, labels)} was refused: {text[len(_REFUSED):]}.")
        elif m := _WINDOW.match(text):
            window = m["base"]
        elif _WINDOW_CLOSES.match(text):
            window = None
        elif m := _SCORES.match(text):
            scoring.append(m["base"])
        elif m := _AWARD.match(text):
            vp = "no VP" if m["vp"] == "no" else f"{m['vp']} VP"
            awards.setdefault(m["base"], []).append(f"{m['who']} {m['place']}{m['why']} with {m['power']} power, {vp}")
        elif m := _STILL_SCORES.match(text):
            out.append(f"{m['base']}'s total power dropped to {m['power']}, below its breakpoint, "
                       "but it still scored.")
        elif m := _MOVES.match(text):
            when = f" before {window} scored" if window else ""
            out.append(f"{_whose(m['card'], owners)} moved from {m['frm']} to {m['to']}{when}.")
        elif m := _DESTROYED.match(text):
            out.append(f"{_whose(m['card'], owners)} was destroyed{m['by']}.")
        elif m := _RETURNS.match(text):
            if not text.startswith("control of"):
                out.append(f"{_whose(m['card'], owners)} returned to {m['where']}.")
        elif m := _PLAYS.match(text):
            out.append(f"{m['who']} played {m['rest']}.")
        elif m := _ENTERS.match(text):
            for base in list(awards):
                flush(base)
            out.append(f"{m['base']} entered play.")
        elif _WINS.search(text):
            out.append(text[0].upper() + text[1:] + ".")
        elif (m := _DISCARDS.match(text)) and "hand limit" not in text:
            out.append(f"{m['who']} discarded {m['what']}.")
        if m := _CORNERS.match(text):
            if m["base"] in awards:
                awards[m["base"]].append(f"its cards went to their discard piles ({m['cards']})")
            flush(m["base"])
        elif text.endswith("goes to the base discard pile"):
            for base in list(awards):
                flush(base)
    for base in list(awards):
        flush(base)
    pending = result.get("pending_prompt")
    for base in scoring:
        out.append(f"{base} is about to score." if pending else f"{base} scored.")
    vp = _vp_line(result.get("board_before"), result.get("board_after"))
    if vp:
        out.append(vp)
    turn = _turn_line(result.get("board_before"), result.get("board_after"))
    if turn and not pending:
        out.append(turn)
    if pending:
        who = pending.get("player") or "A player"
        question = str(pending.get("prompt") or "a choice")
        out.append(f"Waiting for {who} to answer: {question}" + ("" if question.endswith(("?", ".", "!")) else "."))
    if not out:
        out.append("Nothing happened on the board.")
    return out


def _vp_line(before: Any, after: Any) -> str | None:
    if not isinstance(before, dict) or not isinstance(after, dict):
        return None
    old = {p["name"]: p.get("vp", 0) for p in before.get("players") or []}
    new = {p["name"]: p.get("vp", 0) for p in after.get("players") or []}
    if old == new:
        return None
    return "VP now: " + ", ".join(f"{name} {vp}" for name, vp in new.items()) + "."


def _turn_line(before: Any, after: Any) -> str | None:
    if not isinstance(before, dict) or not isinstance(after, dict):
        return None
    if (before.get("current"), before.get("phase")) == (after.get("current"), after.get("phase")):
        return None
    return f"It is now {after.get('current')}'s turn, {after.get('phase')} phase."


def _labels(doc: Any) -> list[str]:
    steps = doc.get("steps") if isinstance(doc, dict) else None
    if not isinstance(steps, list):
        return []
    out = []
    for s in steps:
        if isinstance(s, dict):
            kind = next((k for k in ("play", "talent", "special", "advance") if k in s), None)
            out.append(f"{kind}: {s[kind]}" if kind else "checkpoint")
        else:
            out.append(str(s))
    return out


def changes(before: Any, after: Any) -> dict:
    """What is new or different on the board after the run, for highlighting.

    ``{"bases": {BASE: {"arrived": [CARD...], "power": [CARD...], "actions": [CARD...]}},
    "new_bases": [BASE...], "players": {PLAYER: {"vp": bool, "hand": [...], "discard": [...],
    "deck": bool}}}``; a card name appears once per copy that is new there.
    """
    out: dict = {"bases": {}, "new_bases": [], "players": {}}
    if not isinstance(before, dict) or not isinstance(after, dict):
        return out
    old_bases = {b["name"]: b for b in before.get("bases") or []}
    for b in after.get("bases") or []:
        old = old_bases.get(b["name"])
        if old is None:
            out["new_bases"].append(b["name"])
            old = {}
        entry = {
            "arrived": _new(old.get("minions"), b.get("minions")) + _new(old.get("titans"), b.get("titans")),
            "power": _power_changed(old.get("minions"), b.get("minions")),
            "actions": _new(old.get("actions"), b.get("actions"))
            + [a for m in b.get("minions") or [] for a in _new(_attached(old, m["name"]), m.get("actions"))],
        }
        if any(entry.values()):
            out["bases"][b["name"]] = entry
    old_players = {p["name"]: p for p in before.get("players") or []}
    for p in after.get("players") or []:
        old = old_players.get(p["name"], {})
        entry = {"vp": old.get("vp") != p.get("vp"), "hand": _new(old.get("hand"), p.get("hand")),
                 "discard": _new(old.get("discard"), p.get("discard")),
                 "deck": old.get("deck_count") != p.get("deck_count")}
        if any(entry.values()):
            out["players"][p["name"]] = entry
    return out


def _name(x: Any) -> str:
    return x.get("name") if isinstance(x, dict) else str(x)


def _new(old: Any, new: Any) -> list[str]:
    """Names in ``new`` beyond their count in ``old`` (a list of names or of ``{name}`` mappings)."""
    left = Counter(_name(x) for x in old or [])
    out = []
    for x in new or []:
        n = _name(x)
        if left[n] > 0:
            left[n] -= 1
        else:
            out.append(n)
    return out


def _power_changed(old: Any, new: Any) -> list[str]:
    was = {}
    for m in old or []:
        was.setdefault(m["name"], m.get("power"))
    return [m["name"] for m in new or [] if m["name"] in was and was[m["name"]] != m.get("power")]


def _attached(base: dict, minion: str) -> list:
    for m in base.get("minions") or []:
        if m["name"] == minion:
            return m.get("actions") or []
    return []
