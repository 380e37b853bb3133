"""Checking ``expect:`` (SCENARIO-FORMAT.md, "expect"): only the keys given are checked."""

from __future__ import annotations

from oracle.engine import power
from oracle.engine.cards import name_key

from .loader import ScenarioError


def _refs_match(card, ref) -> bool:
    k = name_key(str(ref))
    return (card.alias is not None and name_key(card.alias) == k) or name_key(card.name) == k


def _where_match(card, where, game) -> bool:
    w = name_key(str(where))
    z = card.zone
    if z is None:
        return False
    if z.kind in ("minions", "base_actions", "base_titans", "base"):
        b = z.base
        return w in (name_key(b.ref), name_key(b.name))
    if z.kind == "buried":
        b = z.base
        return w in (f"buried at {name_key(b.ref)}", f"buried at {name_key(b.name)}")
    if z.kind == "attached":
        h = z.holder
        return w in (f"on {name_key(h.ref)}", f"on {name_key(h.name)}")
    return w == name_key(z.describe())


def _match_list(cards, expected, ordered):
    if not isinstance(expected, list):
        expected = [expected]
    if ordered:
        if len(cards) != len(expected):
            return False
        return all(_refs_match(c, e) for c, e in zip(cards, expected))
    left = list(cards)
    # as: names first, then plain names
    rest = []
    for e in expected:
        hit = next((c for c in left if c.alias and name_key(c.alias) == name_key(str(e))), None)
        if hit is None:
            rest.append(e)
        else:
            left.remove(hit)
    for e in rest:
        hit = next((c for c in left if name_key(c.name) == name_key(str(e))), None)
        if hit is None:
            return False
        left.remove(hit)
    return not left


PER_ENTRY_LIST = ("no_log",)
PER_ENTRY = ("vp", "hand", "discard", "deck", "deck_count", "power", "counters", "controller", "at", "breakpoint")


def count_checks(exp) -> int:
    """How many separate checks ``exp`` makes: one per player, card or base named, one per
    player of each base under ``totals``, one for each other key.  ``check`` reports at most
    one failure per check, so a mapping all of whose checks fail has this many failures."""
    n = 0
    for key, val in exp.items():
        if key in PER_ENTRY and isinstance(val, dict):
            n += len(val)
        elif key in PER_ENTRY_LIST:
            n += len(val) if isinstance(val, list) else 1
        elif key == "totals" and isinstance(val, dict):
            n += sum(len(per) if isinstance(per, dict) else 1 for per in val.values())
        else:
            n += 1
    return n


def check(run, exp, step):
    from .runner import resolve_base, whole_game
    game = run.game
    line = getattr(exp, "line", None)

    def fail(key, expected, actual):
        run.fail(key, expected, actual, step=step)

    def player(name, key):
        try:
            return game.player(str(name))
        except KeyError:
            raise ScenarioError(f"{name!r} is not a player", exp.key_line(key) if hasattr(exp, "key_line") else line,
                                f"expect.{key}") from None

    def card(ref, key):
        c = whole_game(game, ref, exp.key_line(key) if hasattr(exp, "key_line") else line, f"expect.{key}")
        return c

    def base(ref, key):
        from oracle.engine import Refused
        try:
            return resolve_base(game, ref, line, f"expect.{key}")
        except Refused:
            return None

    for key, val in exp.items():
        kl = exp.key_line(key) if hasattr(exp, "key_line") else line
        if key in ("vp", "hand", "discard", "deck", "deck_count") and not isinstance(val, dict):
            raise ScenarioError(f"expect.{key} is a mapping of player to value", kl, f"expect.{key}")
        if key == "vp":
            for name, n in val.items():
                actual = player(name, key).vp
                if actual != n:
                    fail(f"vp.{name}", n, actual)
        elif key in ("hand", "discard", "deck"):
            for name, cards in val.items():
                zone = getattr(player(name, key), key)
                if not _match_list(list(zone), cards or [], ordered=(key == "deck")):
                    fail(f"{key}.{name}", cards, [c.ref for c in zone])
        elif key == "deck_count":
            for name, n in val.items():
                actual = len(player(name, key).deck)
                if actual != n:
                    fail(f"deck_count.{name}", n, actual)
        elif key in ("power", "counters", "controller", "at"):
            for ref, want in val.items():
                c = card(ref, key)
                if c is None:
                    fail(f"{key}.{ref}", want, "no such card in the game")
                    continue
                if key == "power":
                    actual = power.card_power(game, c) if game.in_play(c) else f"not in play ({c.zone.describe()})"
                elif key == "counters":
                    actual = c.counters
                elif key == "controller":
                    actual = c.controller
                    if str(want).lower() == "none":
                        want = None
                else:
                    if not _where_match(c, want, game):
                        fail(f"at.{ref}", want, c.zone.describe() if c.zone else "nowhere")
                    continue
                if actual != want:
                    fail(f"{key}.{ref}", want, actual)
        elif key == "totals":
            for bref, per in val.items():
                b = base(bref, key)
                if b is None:
                    fail(f"totals.{bref}", per, "not a base in play")
                    continue
                for name, n in per.items():
                    actual = power.player_total(game, b, player(name, key).name)
                    if actual != n:
                        fail(f"totals.{bref}.{name}", n, actual)
        elif key == "breakpoint":
            for bref, n in val.items():
                b = base(bref, key)
                actual = power.breakpoint(game, b) if b is not None else "not a base in play"
                if actual != n:
                    fail(f"breakpoint.{bref}", n, actual)
        elif key == "bases":
            actual = [b.ref for b in game.bases]
            ok = isinstance(val, list) and len(val) == len(game.bases) and all(
                name_key(str(v)) in (name_key(b.ref), name_key(b.name)) for v, b in zip(val, game.bases))
            if not ok:
                fail("bases", val, actual)
        elif key == "current":
            if game.current_player.name != str(val):
                fail("current", val, game.current_player.name)
        elif key == "phase":
            if game.phase != str(val):
                fail("phase", val, game.phase)
        elif key == "winner":
            want = None if val is None or str(val).lower() == "none" else val
            actual = game.winner
            if isinstance(want, list) and isinstance(actual, list):
                same = sorted(map(str, want)) == sorted(actual)
            else:
                same = actual == (str(want) if want is not None else None)
            if not same:
                fail("winner", val, actual if actual is not None else "none")
        elif key == "error":
            got = run.last_refusal
            if got is None:
                fail("error", val, "the step before was not refused")
            elif str(val).casefold() not in got.casefold():
                fail("error", val, got)
        elif key == "no_log":
            texts = [e.text.casefold() for e in game.log]
            for unwanted in (val if isinstance(val, list) else [val]):
                hit = next((t for t in texts if str(unwanted).casefold() in t), None)
                if hit is not None:
                    fail("no_log", unwanted, f"in the log: {hit}")
        elif key == "log":
            texts = [e.text for e in game.log]
            items = val if isinstance(val, list) else [val]
            pos = 0
            for want in items:
                w = str(want).casefold()
                while pos < len(texts) and w not in texts[pos].casefold():
                    pos += 1
                if pos >= len(texts):
                    fail("log", want, "not found in the log (in this order)")
                    break
                pos += 1
