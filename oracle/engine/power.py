"""Power and breakpoints (rules/calculating-values-for-breakpoints-or-power).

1. printed value; 2. starting value (a reset replaces it); 3. every modifier
(+N, -N, +1 power counters, monsters on bases) added; 4. raised to zero.
Power is computed, never stored. While one value is being computed nothing in
the game changes, so a *power pass* (``power_pass``) remembers every minion's
power and whatever else abilities ask ``memo`` for: a base of N minions costs N
ability calls per source that can change them, not N x N.
"""

from __future__ import annotations

from contextlib import contextmanager

from . import abilities_hook as hooks
from . import effects


def printed_power(card) -> int:
    return int(card.defn.power or 0)


@contextmanager
def power_pass(game):
    """Remember computed power until the outermost pass ends (the game does not change inside)."""
    if game.power_memo is not None:
        yield
        return
    game.power_memo = {}
    try:
        yield
    finally:
        game.power_memo = None


def _in_pass(game, compute):
    """``compute()`` inside a power pass (``power_pass`` without a generator: this runs for every
    power asked, and a context manager's cost dominated small boards)."""
    if game.power_memo is not None:
        return compute()
    game.power_memo = {}
    try:
        return compute()
    finally:
        game.power_memo = None


def memo(game, key, compute):
    """``compute()``, remembered for the rest of the current power pass (computed afresh outside
    one, and while a protection is being asked: terms/affect)."""
    cache = game.power_memo
    if cache is None or game.shield_check:
        return compute()
    if key not in cache:
        cache[key] = compute()
    return cache[key]


def _power_sources(game):
    """The ``power`` abilities in play: those that may change any minion, and those declared
    ``own`` (they change only their own card), by card."""
    def split():
        anyone, own = [], {}
        for src, ab in hooks.sources_with(game, "power"):
            if getattr(ab, "own", False):
                own.setdefault(src.uid, []).append((src, ab))
            else:
                anyone.append((src, ab))
        return anyone, own
    return memo(game, "power_sources", split)


def minion_power(game, card) -> int:
    """Current power of a minion (or treasure minion, or monster) in play; a card not in play
    has only its printed power (rules/in-and-out-of-play)."""
    if card.zone is None or not card.zone.in_play:
        return printed_power(card)
    cache = game.power_memo
    if cache is None:  # a pass of its own (its own value would be forgotten as the pass ends)
        game.power_memo = {}
        try:
            return _minion_power(game, card)
        finally:
            game.power_memo = None
    if game.shield_check:
        return _minion_power(game, card)
    key = ("power", card.uid)
    got = cache.get(key)
    if got is None:
        got = cache[key] = _minion_power(game, card)
    return got


def _minion_power(game, card) -> int:
    value = printed_power(card)
    resets = [eff for eff in game.effects if eff.kind == "set_power" and eff.applies_to(game, card)
              and not effects.effect_shielded(game, card, eff)]
    if resets:
        value = effects.chosen_reset(game, "set_power", card, resets).amount
    value += card.counters
    for eff in game.effects:
        if eff.kind == "power" and eff.applies_to(game, card) and not (
                eff.amount and effects.effect_shielded(game, card, eff)):
            value += eff.amount
    anyone, own = _power_sources(game)
    sources = anyone + own.get(card.uid, []) if card.uid in own else anyone
    game.count_work(1 + len(sources))
    value += ongoing_power(game, card, sources)
    return max(0, value)


# ----- what the ``power``, ``player_power`` and ``breakpoint`` abilities in play add -----
def ongoing_power(game, minion, sources=None) -> int:
    """What ``power`` abilities in play add to ``minion`` (``sources``: those that may apply to it,
    by default every one)."""
    total = 0
    for src, ab in hooks.sources_with(game, "power") if sources is None else sources:
        if hooks.ignores(game, minion.controller, src):
            continue
        amount = int(ab.fn(game.context(src, ability=ab), minion) or 0)
        if amount and src is not minion:
            if effects.shielded(game, minion, src, src.controller):
                continue  # "not affected by other players' cards" (terms/affect)
        total += amount
    return total


def ongoing_player_power(game, base, player) -> int:
    """What ``player_power`` abilities in play add to ``player``'s total at ``base``."""
    total = 0
    for src, ab in hooks.sources_with(game, "player_power"):
        if hooks.ignores(game, player, src):
            continue
        total += int(ab.fn(game.context(src, ability=ab), base, player) or 0)
    return total


def ongoing_breakpoint(game, base) -> int:
    """What ``breakpoint`` abilities in play add to ``base``'s breakpoint."""
    total = 0
    for src, ab in hooks.sources_with(game, "breakpoint"):
        total += int(ab.fn(game.context(src, ability=ab), base) or 0)
    return total


def card_power(game, card) -> int:
    """Power a card adds to its controller's total: minions their power; titans
    their counters; actions their printed power (rules/non-minions-that-grant-power)."""
    t = card.kind
    if t == "minion" or (card.zone is not None and card.zone.kind == "minions"):
        return minion_power(game, card)
    if t == "titan":
        return max(0, card.counters + ongoing_power(game, card))
    if card.defn.power:
        return max(0, int(card.defn.power))
    return 0


def player_total(game, base, player: str) -> int:
    """A player's total power at a base. A minion named by a lasting ``no_total`` effect (e.g. "it
    doesn't add its power to its controller's total until the end of the turn") adds nothing."""
    return _in_pass(game, lambda: _player_total(game, base, player))


def _player_total(game, base, player: str) -> int:
    total = 0
    uncounted = [e.card for e in game.effects if e.kind == "no_total"] if game.effects else ()
    for m in base.minions:
        if m.controller == player and not any(c is m for c in uncounted):
            total += minion_power(game, m)
        for a in m.attached:
            if a.controller == player and a.defn.power and a.kind == "action":
                total += max(0, int(a.defn.power))
    for a in base.actions:
        if a.controller == player and a.defn.power:
            total += max(0, int(a.defn.power))
    for t in base.titans:
        if t.controller == player:
            total += card_power(game, t)
    total += ongoing_player_power(game, base, player)
    for eff in game.effects:
        if eff.kind == "player_power" and eff.base is base and eff.player == player:
            total += eff.amount
    return max(0, total)


def base_total(game, base) -> int:
    """Total power of all cards on a base (uncontrolled monsters add to the breakpoint instead). A
    minion kept out of its controller's total by a ``no_total`` effect with ``flag="still_breaks"``
    (e.g. Pin) still adds its power to the base's total, for breaking it."""
    return _in_pass(game, lambda: _base_total(game, base))


def _base_total(game, base) -> int:
    total = sum(player_total(game, base, p.name) for p in game.players)
    if game.effects:
        kept = {e.card.uid: e.card for e in game.effects if e.kind == "no_total" and e.flag == "still_breaks"
                and e.card is not None and any(m is e.card for m in base.minions) and e.card.controller is not None}
        total += sum(minion_power(game, m) for m in kept.values())
    return total


def breakpoint(game, base) -> int:
    """Current breakpoint: printed (or reset) + uncontrolled monsters' power + modifiers, at least 0."""
    return _in_pass(game, lambda: _breakpoint(game, base))


def _breakpoint(game, base) -> int:
    value = int(base.defn.breakpoint or 0)
    resets = [eff for eff in game.effects if eff.kind == "set_breakpoint" and eff.base is base]
    if resets:
        value = effects.chosen_reset(game, "set_breakpoint", base, resets).amount
    for m in base.minions:
        if m.controller is None:
            value += minion_power(game, m)
    for eff in game.effects:
        if eff.kind == "breakpoint" and eff.base is base:
            value += eff.amount
    value += ongoing_breakpoint(game, base)
    return max(0, value)


def has_presence(game, base, player: str) -> bool:
    """At least one minion there (even of 0 power), or power there from any card
    (rules/awarding-vp, rules/new-general-rules)."""
    for m in base.minions:
        if m.controller == player:
            return True
    return player_total(game, base, player) >= 1


def ready_to_score(game, base) -> bool:
    if base_total(game, base) < breakpoint(game, base):
        return False
    # "This base cannot score" (e.g. Stasis Field): a ``forbid("score", None, match)`` effect whose
    # ``match(game, base_card, base)`` holds keeps a base from scoring although it reached its breakpoint
    if any(e.kind == "forbid" and e.flag == "score" for e in game.effects):
        if effects.forbidden(game, "score", None, base.card, base) is not None:
            return False
    return True
