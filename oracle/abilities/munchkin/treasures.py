"""Treasures (Smash Up: Munchkin) whose text the card library has.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/monsters-and-treasures.yaml;
the texts of Cross Bow, Tiger Steed and Potion of Paralysis come from a community source, the SmashUp Wiki, as that
file's notes say). Treasures have no owner or faction but a controller, and leave play to the
treasure discard pile (rules/monsters-and-treasures).

Cross Bow: the faction is chosen among the factions of the minions at the chosen base (any other
faction would change nothing); the +2 is given to the minions there now, so minions played there
later this turn do not get it (treasures/cross-bow).

Tiger Steed is a treasure played as a minion of its own (treasures/tiger-steed); a monster it
destroys gives its treasures to Tiger Steed's controller (rules/getting-loot-from-a-monster).

Potion of Paralysis (text from the SmashUp Wiki, a community source): "Special: Play before a base
scores" is its only way to be played (like other such Specials); its cancel follows the base, so it
also cancels cards played or moved there later, and stops for cards moved away
(treasures/potion-of-paralysis, wiki/until-the-end-start-of-a-turn); the base's own ability is not
canceled, nor are cards at other bases or in hands.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


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


def _scoring_base(ctx):
    ev = ctx.event
    return ev.base if ev is not None else None


def _on_base(game, card, base) -> bool:
    """``card`` is in play on ``base`` (a minion, titan or action there) or on a minion there; the base
    card itself is not."""
    if card.defn.type == "base" or not game.in_play(card):
        return False
    z = card.zone
    if z is not None and z.kind == "attached":
        return game.base_of(z.holder) is base
    return game.base_of(card) is base


@ability("Potion of Paralysis", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: _scoring_base(ctx) in ctx.game.bases)
def potion_of_paralysis_special(ctx):
    """Special: Play before a base scores."""
    ctx.card.munchkin_paralysis_base = _scoring_base(ctx)
    ctx.play_this()


@ability("Potion of Paralysis")
def potion_of_paralysis(ctx):
    """Special: Play before a base scores. Until the end of the turn, cancel the abilities of all cards
    on the base or on minions on the base."""
    base = getattr(ctx.card, "munchkin_paralysis_base", None)
    ctx.card.munchkin_paralysis_base = None
    if base is None:
        raise Refused("Potion of Paralysis is played only before a base scores (its Special)")
    if base not in ctx.game.bases:
        ctx.log("Potion of Paralysis: the base has left play", cites.T_CANCEL)
        return
    me = ctx.card
    ctx.cancel_abilities(match=lambda game, card: card is not me and _on_base(game, card, base),
                         until="end_of_turn")
    ctx.log(f"Potion of Paralysis: the abilities of all cards on {base.ref} and on minions there are "
            f"canceled until the end of the turn (not the base's own)", cites.T_CANCEL)
