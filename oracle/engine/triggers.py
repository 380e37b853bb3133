"""Triggers ("after X"), the Card Resolution Order, and Me First! windows.

rules/card-resolution-order: after an event, first the triggered abilities of
cards in play resolve, in the order the current player chooses; then cards in
players' hands (Specials) are played in a Me First! window (rules/me-first):
from the current player clockwise, each player who has something to play plays
one Special or passes, until all players pass in sequence.
"""

from __future__ import annotations

from oracle.abilities.registry import Ability

from . import cites
from .abilities_hook import abilities_of, canceled, held, ignores, in_play, live_abilities, sources_with, table_of
from .effects import forbidden
from .events import LABELS, GameEvent, drain, fire  # noqa: F401 (abilities import them from here)
from .power import minion_power
from .prompts import Prompt

TURN_EVENTS = ("start_of_turn", "end_of_turn")
LEAVING = ("destroyed", "returned", "placed", "left_play", "base_replaced")
SCORING_EVENTS = ("before_scoring", "when_scoring", "after_scoring")

def _default_when(ctx, ab) -> bool:
    ev = ctx.event
    card = ctx.card
    is_base = card.defn.type == "base"
    if ev.kind in TURN_EVENTS:
        if is_base or card.controller is None:  # bases and uncontrolled monsters: every turn
            return True
        return card.controller == ctx.game.current_player.name
    if ev.kind in SCORING_EVENTS and is_base:
        return ev.base is not None and ev.base.card is card
    return True


def triggered(game, ev):
    """(card, ability) pairs of cards in play that trigger on ``ev``."""
    out = []
    kind = ev.kind
    cards, tables = in_play(game)
    sources = tables
    gone = None
    if kind in LEAVING and ev.card is not None and ev.card not in cards:
        # "after this minion is destroyed": triggered as it leaves play (rules/triggered-and-tagged-abilities)
        gone = ev.card
        sources = tables + [(gone, table_of(gone))]
    for src, table in sources:
        abs_ = table.triggers.get(kind)
        if not abs_:
            continue
        if ev.player is not None and ignores(game, ev.player, src):
            continue  # a player ignoring a base does not follow its instructions
        if game.effects and canceled(game, src):
            continue
        for ab in abs_:
            ctl = ev.data.get("controller") if src is gone else None
            ctx = game.context(src, ability=ab, event=ev, controller=ctl)
            ok = ab.when(ctx) if ab.when is not None else _default_when(ctx, ab)
            if ok:
                out.append((src, ab, ctl))
    for p in game.players:  # "while this titan is not in play": triggers of titans set aside (zone="aside")
        for src in list(p.titans):
            abs_ = [a for a in abilities_of(src, "ongoing") if a.event == ev.kind and a.zone == "aside"]
            if ev.kind in TURN_EVENTS:
                abs_ = [a for a in abilities_of(src, ev.kind) if a.zone == "aside"] + abs_
            for ab in abs_:
                ctx = game.context(src, ability=ab, event=ev, controller=p.name)
                if ab.when is not None:
                    ok = ab.when(ctx)
                else:
                    ok = ev.kind not in TURN_EVENTS or p.name == game.current_player.name
                if ok:
                    out.append((src, ab, p.name))
    for p in game.players:  # abilities that refer to stasis work while their card is in stasis (compilation/stasis)
        for src in list(p.stasis):
            for ab in abilities_of(src, "ongoing"):
                if ab.event == ev.kind and ab.zone == "stasis":
                    ctx = game.context(src, ability=ab, event=ev, controller=p.name)
                    if ab.when is None or ab.when(ctx):
                        out.append((src, ab, p.name))
    for e in list(game.effects):  # delayed triggers that outlive their card
        if e.kind == "delayed" and e.flag == ev.kind and e.source is not None and e.fn is not None:
            ab = Ability(card=e.source.name, kind="ongoing", fn=e.fn, event=ev.kind)
            ctx = game.context(e.source, ability=ab, event=ev, controller=e.controller)
            if e.match is None or e.match(ctx):
                out.append((e.source, ab, e.controller))
    return out


def resolve(game, fn, *args):
    """Run one ability. Events it causes are resolved after it finishes: "1. Resolve the card
    just played. 2. Finish resolving any other cards that are in the middle of resolving.
    3. Resolve any cards in play that are triggered..." (rules/card-resolution-order)."""
    watch = power_watch(game)
    game.resolution_depth += 1
    ok = False
    try:
        result = fn(*args)
        ok = True
    finally:
        game.resolution_depth -= 1
        if game.resolution_depth == 0 and not ok:
            game.pending_events.clear()
    if game.resolution_depth == 0:
        if watch:
            queue_power_increases(game, watch)
        drain(game)
        game.check_states()  # ``state_checks.check_states``, above this module (oracle/engine/game.py)
    return result


def power_watch(game):
    """The power of each minion in play, noted before an ability resolves or a card enters play, when
    nothing is resolving and a card in play listens for ``power_increased`` ("after the power of a
    minion increases"); None otherwise."""
    if game.resolution_depth != 0:
        return None
    if not any(ab.event == "power_increased" for _, ab in sources_with(game, "ongoing")):
        return None
    return {m.uid: (m, minion_power(game, m)) for b in game.bases for m in b.minions}


def queue_power_increases(game, before) -> None:
    """Queue a ``power_increased`` event for each minion still in play whose power is now higher than
    in ``before`` (``data["from"]``, ``data["to"]``)."""
    for b in game.bases:
        for m in b.minions:
            old = before.get(m.uid)
            if old is None or old[0] is not m:
                continue
            now = minion_power(game, m)
            if now > old[1]:
                game.pending_events.append((GameEvent("power_increased", card=m, base=b, player=m.controller,
                                                      data={"from": old[1], "to": now}), False))


def _process(game, ev, me_first_window: bool = True) -> None:
    game.enter()
    try:
        pending = triggered(game, ev)
        while pending:
            if len(pending) > 1:
                cards = [c for c, _, _ in pending]
                pick = game.ask(Prompt(f"choose which triggered ability resolves next ({ev.label()})",
                                       game.current_player.name, cards, kind="order"))
                i = next(i for i, (c, _, _) in enumerate(pending) if c is pick)
            else:
                i = 0
            src, ab, ctl = pending.pop(i)
            game.event(f"{src.ref} triggers ({ev.label()})", cites.TRIGGERED, cites.RESOLUTION_ORDER)
            resolve(game, ab.fn, game.context(src, ability=ab, event=ev, controller=ctl))
        if me_first_window:
            me_first(game, ev)
    finally:
        game.leave()


def usable_specials(game, player, ev, used) -> list:
    """Cards ``player`` could use now for a Special answering ``ev`` (not those an effect forbids:
    ``forbid("special", ...)``, e.g. "cannot use Special abilities while this base is scoring")."""
    at = ev.base if ev.base is not None else game.scoring_base
    blocked = any(e.kind == "forbid" and e.flag == "special" for e in game.effects)
    if blocked:
        return [c for c in _usable_specials(game, player, ev, used)
                if forbidden(game, "special", player.name, c, at) is None]
    return _usable_specials(game, player, ev, used)


def _plays_itself(ab, card) -> bool:
    """Whether using the Special ``ab`` from the hand plays its own ``card``: an action's Special
    always does (using it is playing that action), a minion's when it says so (``ctx.play_this``:
    "you may play this minion"; not, e.g., Fan's "discard this card")."""
    return card.defn.plays_as == "action" or "play_this" in getattr(getattr(ab.fn, "__code__", None),
                                                                     "co_names", ())


def _play_forbidden(game, player, card, ab, ev) -> bool:
    """A Special from the hand that plays its own card is not usable when the rules forbid that play
    (e.g. Mark of Sleep: no actions; Overrun: no minions on its base): a Me First! window offers a
    player only what they can play (rules/me-first)."""
    if ab.zone != "hand" or not _plays_itself(ab, card):
        return False
    at = ev.base if ev.base is not None else game.scoring_base
    return forbidden(game, "play", player.name, card, at) is not None


def _usable_specials(game, player, ev, used) -> list:
    out = []
    seen = set()
    for p, zone_name, c, t in held(game):
        if p is not player or ev.kind not in t.windows:
            continue
        for ab in t.by_kind["special"]:
            if ab.window == ev.kind and ab.zone == zone_name and (c.uid, id(ab)) not in used \
                    and not _play_forbidden(game, player, c, ab, ev):
                if ab.usable is None or ab.usable(game.context(c, ability=ab, event=ev, controller=player.name)):
                    if c.uid not in seen:
                        out.append(c)
                        seen.add(c.uid)
    for c in _seen_cards(game, player, ev):  # zone="revealed": the card itself was revealed or looked at
        for ab in abilities_of(c, "special"):
            if ab.window == ev.kind and ab.zone == "revealed" and (c.uid, id(ab)) not in used:
                if ab.usable is None or ab.usable(game.context(c, ability=ab, event=ev, controller=player.name)):
                    if c.uid not in seen:
                        out.append(c)
                        seen.add(c.uid)
    for c, t in in_play(game)[1]:
        if c.controller != player.name or "special" not in t.by_kind:
            continue
        for ab in live_abilities(game, c, "special"):
            if ab.window == ev.kind and ab.zone == "play" and (c.uid, id(ab)) not in used:
                if ab.usable is None or ab.usable(game.context(c, ability=ab, event=ev)):
                    if c.uid not in seen:
                        out.append(c)
                        seen.add(c.uid)
    return out


def _seen_cards(game, player, ev) -> list:
    """For a ``revealed`` event: the cards of ``player`` it revealed or looked at that are still in
    their deck or set aside as revealed (a Special with ``zone="revealed"`` is used from there, e.g.
    "if revealed from your deck"; one in the hand uses its ``zone="hand"`` Special)."""
    if ev.kind != "revealed":
        return []
    return [c for c in ev.data.get("cards", ()) if c.owner == player.name and c.zone is not None
            and (c.zone is game.revealed or c.zone is player.deck)]


def special_windows(game) -> set:
    """Windows for which some card in a hand, discard pile or in play has a Special (cached)."""
    cache = game.src_cache
    if cache.get("version") != game.version:
        cache.clear()
        cache["version"] = game.version
    got = cache.get("special_windows")
    if got is None:
        got = set()
        for _, _, _, t in held(game):
            if t.windows:
                got |= t.windows
        for _, t in in_play(game)[1]:
            if t.windows:
                got |= t.windows
        cache["special_windows"] = got
    return got


_ZONE_KINDS = {"hand": "hand", "discard": "discard", "aside": "titans", "stasis": "stasis"}


def _special_zone_fits(game, card, zone_name) -> bool:
    """Whether ``card`` is where a Special of ``zone_name`` is used from (a card with Specials for the
    same window in two places, e.g. a titan set aside and in play, uses the one that fits)."""
    if zone_name == "play":
        return game.in_play(card)
    if zone_name == "revealed":
        z = card.zone
        return z is not None and not z.in_play and z.kind in ("revealed", "deck")
    z = card.zone
    return z is not None and not z.in_play and z.kind == _ZONE_KINDS.get(zone_name, zone_name)


def me_first(game, ev) -> None:
    """The Me First! window for Specials answering ``ev`` (rules/me-first)."""
    if ev.kind not in special_windows(game) and not any(
            ab.window == ev.kind for p in game.players for c in _seen_cards(game, p, ev)
            for ab in abilities_of(c, "special")):
        return
    order = game.seat_order()
    n = len(order)
    used: set = set()
    if not any(usable_specials(game, p, ev, used) for p in order):
        return
    game.event(f"Me First! window ({ev.label()}): players may play Specials, starting with "
               f"{order[0].name}", cites.ME_FIRST)
    passes = 0
    i = 0
    while passes < n:
        p = order[i % n]
        i += 1
        options = usable_specials(game, p, ev, used)
        if not options:
            passes += 1
            continue
        pick = game.ask(Prompt(f"Me First! ({ev.label()}): play a Special or pass", p.name, options,
                               can_pass=True, kind="me_first"))
        if pick is None:
            game.event(f"{p.name} passes (Me First!)", cites.ME_FIRST)
            passes += 1
            continue
        passes = 0
        for ab in abilities_of(pick, "special"):
            if ab.window == ev.kind and _special_zone_fits(game, pick, ab.zone):
                used.add((pick.uid, id(ab)))
                game.event(f"{p.name} uses the Special of {pick.ref} ({ev.label()})", cites.T_SPECIAL, cites.ME_FIRST)
                resolve(game, ab.fn, game.context(pick, ability=ab, event=ev, controller=p.name))
                # "after a Special ability is used" (e.g. Black Trooper)
                fire(game, GameEvent("special_used", card=pick, player=p.name, data={"window": ev.kind}),
                     me_first_window=False)
                break
    game.event(f"Me First! window closes: all players passed in sequence", cites.ME_FIRST)
