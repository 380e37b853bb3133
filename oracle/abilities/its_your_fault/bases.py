"""The ten bases of Smash Up: It's Your Fault!

Each function quotes the base text it implements (corpus/cards/its-your-fault/bases.yaml, the current
wording). On a base, "you" is the player the text describes (terms/you); "the winner" is every player
tied for first (rules/tie-fighter). Effects a base causes for a player are credited to that player
(terms/affect), so "the player that destroyed it" and "you move" read the event's player.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import minion_power
from oracle.abilities.shared import this_base as _this_base


def _minion_played_here(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is _this_base(ctx) and ev.player is not None
            and ev.card is not None)


@ability("Dragon's Lair", kind="when_scoring")
def dragons_lair(ctx):
    """When this base scores, the winner draws 3 cards."""
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    for p in ctx.game.seat_order():
        if p.name in firsts and not ctx.ignores(p.name):
            ctx.draw(3, player=p.name)


@ability("Wyrm's Desolation", kind="power")
def wyrms_desolation(ctx, minion):
    """Each minion here has -1 power."""
    return -1 if ctx.game.base_of(minion) is _this_base(ctx) else 0


@ability("Oracle at Delphi", kind="ongoing", event="minion_played", when=_minion_played_here)
def oracle_at_delphi(ctx):
    """After you play a minion here, reveal the top card of your deck. If it is an action, draw it;
    otherwise return it."""
    who = ctx.event.player
    top = ctx.top_of_deck(who)
    if top is None:
        ctx.log(f"Oracle at Delphi: {who} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"Oracle at Delphi: {who} reveals {top.ref} from the top of their deck", cites.DECKS)
    ctx.saw([top], player=who, by=who)
    if top.defn.plays_as == "action":
        ctx.draw(1, player=who)
    else:
        ctx.log(f"{top.ref} is not an action and returns to the top of {who}'s deck", cites.DECKS)


def _wooden_horse_when(ctx) -> bool:
    base = _this_base(ctx)
    return ctx.event.player is not None and base is not None and bool(base.minions)


@ability("Wooden Horse", kind="ongoing", event="action_played", when=_wooden_horse_when)
def wooden_horse(ctx):
    """After any player plays an action, he or she may give a minion here +2 power until the end of the
    turn."""
    who = ctx.event.player
    base = _this_base(ctx)
    ctx.choose_and(f"Wooden Horse: {who} may give a minion here +2 power until the end of the turn",
                   list(base.minions), lambda m: ctx.add_power(m, 2, by=who), player=who, may=True)


def _shark_reef_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is _this_base(ctx) and ev.player is not None
            and ev.card is not None and ev.card.defn.plays_as == "minion")


@ability("Shark Reef", kind="ongoing", event="destroyed", when=_shark_reef_when)
def shark_reef(ctx):
    """After a minion is destroyed here, the player that destroyed it may place a +1 power counter on
    one of their minions."""
    who = ctx.event.player
    ctx.choose_and(f"Shark Reef: {who} may place a +1 power counter on one of their minions",
                   ctx.minions(controller=who), lambda m: ctx.place_counters(m, 1, by=who), player=who, may=True)


@ability("The Deep", kind="ongoing", event="minion_played", when=_minion_played_here)
def the_deep(ctx):
    """After you play a minion here, if it has power 4 or more, you may destroy a minion with less power
    here."""
    who = ctx.event.player
    played = ctx.event.card
    base = _this_base(ctx)
    if not ctx.game.in_play(played) or ctx.game.base_of(played) is not base:
        return
    p = minion_power(ctx.game, played)
    if p < 4:
        ctx.log(f"The Deep: {played.ref} has power {p}, less than 4", cites.USING_ABILITIES)
        return
    weaker = [m for m in base.minions if minion_power(ctx.game, m) < p]
    ctx.choose_and(f"The Deep: {who} may destroy a minion here with less power than {p}", weaker,
                   lambda victim: ctx.destroy(victim, by=who), player=who, may=True)


@ability("Converted Cave", kind="protect")
def converted_cave(ctx, affect):
    """Minions of power 2 or less cannot be destroyed here except by their controller."""
    t = affect.target
    if affect.kind != "destroy" or t.defn.plays_as != "minion" or not ctx.game.in_play(t):
        return False
    if ctx.game.base_of(t) is not _this_base(ctx) or minion_power(ctx.game, t) > 2:
        return False
    return affect.controller != t.controller


@ability("Crystal Fortress", kind="ongoing", event="minion_played", when=_minion_played_here)
def crystal_fortress(ctx):
    """After you play a minion here, you may place a minion from your discard pile on the bottom of your
    deck."""
    who = ctx.event.player
    minions = [c for c in ctx.discard_pile(who) if c.defn.plays_as == "minion"]
    ctx.choose_and(f"Crystal Fortress: {who} may place a minion from their discard pile on the bottom "
                          f"of their deck",
                   minions, lambda pick: ctx.place(pick, "deck_bottom", player=who), player=who, may=True)


def _tornado_alley_when(ctx) -> bool:
    return _minion_played_here(ctx) and not ctx.used_this_turn(f"tornado-alley:{ctx.card.uid}", player=ctx.event.player)


@ability("Tornado Alley", kind="ongoing", event="minion_played", when=_tornado_alley_when)
def tornado_alley(ctx):
    """After the first time you play a minion here each turn, you may move another minion to here from
    another base."""
    who = ctx.event.player
    base = _this_base(ctx)
    ctx.mark_used(f"tornado-alley:{ctx.card.uid}", player=who)
    others = [m for m in ctx.minions() if ctx.base_of(m) is not base]
    m = ctx.may_choose(f"Tornado Alley: {who} may move another minion to here from another base", others,
                       player=who)
    if m is not None:
        ctx.move(m, base, by=who)


def _trailer_park_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is _this_base(ctx) and ev.player is not None
            and ev.card is not None and ev.card.defn.plays_as == "minion")


@ability("Trailer Park", kind="ongoing", event="moved", when=_trailer_park_when)
def trailer_park(ctx):
    """After you move a minion to here, place a +1 power counter on it."""
    m = ctx.event.card
    if ctx.game.base_of(m) is _this_base(ctx):
        ctx.place_counters(m, 1, by=ctx.event.player)
