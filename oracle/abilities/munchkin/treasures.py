"""Treasures (Smash Up: Munchkin) whose text the card library has.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/monsters-and-treasures.yaml;
the texts of Cross Bow and Tiger Steed come from a community source, the SmashUp Wiki, as that
file's notes say). Treasures have no owner or faction but a controller, and leave play to the
treasure discard pile (rules/monsters-and-treasures).

Cross Bow: the faction is chosen among the factions of the minions at the chosen base (any other
faction would change nothing); the +2 is given to the minions there now, so minions played there
later this turn do not get it (treasures/cross-bow).

Tiger Steed is a treasure played as a minion of its own (treasures/tiger-steed); a monster it
destroys gives its treasures to Tiger Steed's controller (rules/getting-loot-from-a-monster).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


@ability("Cross Bow")
def cross_bow(ctx):
    """Choose a base and a faction. All minions there of that faction gain +2 power until the end of the turn."""
    base = ctx.choose("Cross Bow: choose a base", ctx.bases())
    if base is None:
        return
    factions = []
    for m in ctx.minions(base=base):
        f = m.defn.faction
        if f and f not in factions:
            factions.append(f)
    if not factions:
        ctx.log(f"Cross Bow: no minion at {base.ref} has a faction; no minion gains power", cites.USING_ABILITIES)
        return
    faction = ctx.choose(f"Cross Bow: choose a faction (minions at {base.ref})", factions)
    ctx.log(f"Cross Bow: {faction} minions at {base.ref} gain +2 power until the end of the turn",
            cites.USING_ABILITIES)
    for m in ctx.minions(base=base, where=lambda c: c.defn.faction == faction):
        ctx.add_power(m, 2)


@ability("Tiger Steed")
def tiger_steed(ctx):
    """You may destroy a minion here of power 2 or less."""
    base = ctx.here
    targets = ctx.minions(base=base, where=lambda m: m is not ctx.card and ctx.power(m) <= 2) if base else []
    victim = ctx.may_choose("Tiger Steed: you may destroy a minion here of power 2 or less", targets)
    if victim is None:
        if targets:
            ctx.log(f"{ctx.controller} destroys no minion (Tiger Steed)", cites.USING_ABILITIES)
        return
    ctx.destroy(victim)
