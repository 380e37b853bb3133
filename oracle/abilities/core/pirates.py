"""Pirates (Smash Up core set): sailing between bases, making small minions walk the plank.

Each function quotes the card text it implements (corpus/cards/core-base-game/pirates.yaml).

The Kraken (a titan from the Titans expansion): "Release the Kraken!" is said in the Me First! window
after a base scores (the base's cards are still there, so "where you had a minion" is seen); the titan
then enters on the base that replaces it, as soon as that base is in play (a delayed trigger on
``base_replaced``). Its talent's -1 applies to the other players' minions at the new base when it moves
(a reading: the card does not say whether minions arriving there later also get it; they do not here).
Released while its controller is at the titan limit (rules/titans; two with Red Trooper), it is not offered.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit
from oracle.engine import cites, effects


def _scoring_base(ctx):
    ev = ctx.event
    return ev.base if ev is not None else None


def _move_each_to_other_base(ctx, minions, label):
    """Move each chosen minion to another base: one destination prompt per minion, in pick order."""
    for m in minions:
        if not ctx.in_play(m):
            continue
        dest = ctx.choose(f"{label}: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
        if dest is not None:
            ctx.move(m, dest)


def _pirate_king_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and base in ctx.game.bases and ctx.here is not None and ctx.here is not base


@ability("Pirate King", "special", window="before_scoring", zone="play", usable=_pirate_king_usable)
def pirate_king(ctx):
    """Special: Before a base scores, you may move this minion there."""
    ctx.move(ctx.card, _scoring_base(ctx))


@ability("Cut Lass")
def cut_lass(ctx):
    """You may destroy a minion here of power 2 or less."""
    options = ctx.minions(ctx.here, where=lambda m: ctx.power(m) <= 2)
    ctx.choose_and("You may destroy a minion here of power 2 or less", options, ctx.destroy, may=True)


def _first_mate_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and ctx.here is base and bool(ctx.other_bases(base))


@ability("First Mate", "special", window="after_scoring", zone="play", usable=_first_mate_usable)
def first_mate(ctx):
    """Special: After this base is scored, you may move this minion to another base instead of the
    discard pile."""
    dest = ctx.choose(f"Move {ctx.card.ref} to which base?", ctx.other_bases(_scoring_base(ctx)))
    if dest is not None:
        ctx.move(ctx.card, dest)


@ability("Broadside")
def broadside(ctx):
    """Destroy all of one player's minions of power 2 or less on a base where you have a minion."""
    bases = [b for b in ctx.bases() if ctx.minions(b, controller=ctx.controller)]
    base = ctx.choose("Choose a base where you have a minion", bases)
    if base is None:
        return
    players = [p for p in ctx.players() if ctx.minions(base, controller=p)]
    who = ctx.choose(f"Destroy all of one player's minions of power 2 or less at {base.ref}", players)
    if who is None:
        return
    for m in ctx.minions(base, controller=who, where=lambda m: ctx.power(m) <= 2):
        ctx.destroy(m)


@ability("Cannon")
def cannon(ctx):
    """Destroy up to two minions of power 2 or less."""
    options = ctx.minions(where=lambda m: ctx.power(m) <= 2)
    for m in ctx.choose_many("Destroy up to two minions of power 2 or less", options, min=0, max=2):
        ctx.destroy(m)


@ability("Dinghy")
def dinghy(ctx):
    """Move up to two of your minions to other bases."""
    mine = ctx.minions(controller=ctx.controller)
    picks = ctx.choose_many("Move up to two of your minions to other bases", mine, min=0, max=2)
    _move_each_to_other_base(ctx, picks, "Dinghy")


@ability("Full Sail")
def full_sail(ctx):
    """Move any number of your minions to other bases."""
    mine = ctx.minions(controller=ctx.controller)
    picks = ctx.choose_many("Move any number of your minions to other bases", mine)
    _move_each_to_other_base(ctx, picks, "Full Sail")


@ability("Full Sail", "special", window="before_scoring", zone="hand",
         usable=lambda ctx: _scoring_base(ctx) is not None and _scoring_base(ctx) in ctx.game.bases)
def full_sail_special(ctx):
    """Special: Before a base scores, you may play this card."""
    ctx.play_this()


@ability("Powderkeg")
def powderkeg(ctx):
    """Destroy one of your minions and all minions with equal or less power on the same base."""
    mine = ctx.choose("Destroy one of your minions (and all minions with equal or less power there)",
                      ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    base = ctx.base_of(mine)
    p = ctx.power(mine)
    others = ctx.minions(base, where=lambda m: m is not mine and ctx.power(m) <= p)
    ctx.log(f"Powderkeg: {mine.ref} has {p} power; the minions with {p} or less at {base.ref} are destroyed too",
            cites.USING_ABILITIES)
    ctx.destroy(mine)
    for m in others:
        ctx.destroy(m)


def _faction(card):
    return card.defn.faction


@ability("Sea Dogs")
def sea_dogs(ctx):
    """Name a faction. Move all other players' minions of that faction from one base to another."""
    theirs = [m for m in ctx.minions() if m.controller != ctx.controller and _faction(m)]
    factions = sorted({_faction(m) for m in theirs})
    if not factions:
        ctx.log("Sea Dogs: no other player's minion in play belongs to a faction", cites.USING_ABILITIES)
        return
    faction = ctx.choose_word("Name a faction", factions)
    ctx.log(f"{ctx.controller} names {faction}", cites.USING_ABILITIES)
    sources = [b for b in ctx.bases() if any(_faction(m) == faction for m in theirs if ctx.base_of(m) is b)]
    frm = ctx.choose(f"Move all other players' {faction} minions from which base?", sources)
    if frm is None:
        return
    dest = ctx.choose(f"Move them from {frm.ref} to which base?", ctx.other_bases(frm))
    if dest is None:
        return
    for m in ctx.minions(frm, where=lambda m: m.controller != ctx.controller and _faction(m) == faction):
        ctx.move(m, dest)


@ability("Shanghai")
def shanghai(ctx):
    """Move another player's minion to another base."""
    options = ctx.minions(where=lambda m: m.controller != ctx.controller)
    target = ctx.choose("Move another player's minion to another base", options)
    if target is None:
        return
    dest = ctx.choose(f"Move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Swashbuckling")
def swashbuckling(ctx):
    """Each of your minions gains +1 power until the end of the turn."""
    for m in ctx.minions(controller=ctx.controller):
        ctx.add_power(m, 1)


def _buccaneer_used(ctx) -> bool:
    return any(e.kind == "flag" and e.flag == "buccaneer-moved" and e.card is ctx.card for e in ctx.game.effects)


@ability("Buccaneer", "protect")
def buccaneer(ctx, affect):
    """Ongoing: once per turn, if this minion would be destroyed, you may move it to another base instead."""
    if affect.kind != "destroy" or affect.target is not ctx.card or _buccaneer_used(ctx):
        return False
    dests = ctx.other_bases()
    dest = ctx.may_choose(f"{ctx.card.ref} would be destroyed: you may move it to another base instead", dests)
    if dest is None:
        return False
    effects.add_effect(ctx.game, effects.Effect("flag", flag="buccaneer-moved", card=ctx.card,
                                                 until="end_of_turn", source=ctx.card, controller=ctx.controller))
    ctx.log(f"{ctx.card.ref} would be destroyed; {ctx.controller} moves it to {dest.ref} instead",
            cites.USING_ABILITIES)
    return ctx.move(ctx.card, dest)


# ----- The Kraken (titan) -------------------------------------------------------------------------
def _controls_a_titan(ctx) -> bool:
    return at_titan_limit(ctx.game, ctx.controller)


def _release_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return (base is not None and base in ctx.game.bases and not _controls_a_titan(ctx)
            and any(m.controller == ctx.controller for m in base.minions))


@ability("The Kraken", kind="special", window="after_scoring", zone="aside", usable=_release_usable)
def the_kraken_release(ctx):
    """Special: After a base scores where you had a minion while this card is not in play, you may say
    "Release the Kraken!" to play this titan on the base that replaces it."""
    scored = _scoring_base(ctx)
    kraken, you = ctx.card, ctx.controller
    ctx.log(f'{you}: "Release the Kraken!"', cites.T_SPECIAL)

    def surface(c):
        if kraken.zone is not None and kraken.zone.kind == "titans" and not at_titan_limit(c.game, you):
            c.play_titan(kraken, c.event.base)

    ctx.delayed("base_replaced", surface, when=lambda c: c.event.from_base is scored)


@ability("The Kraken", kind="talent")
def the_kraken_talent(ctx):
    """Talent: Move this titan to another base. Other players' minions there get -1 power until the start
    of your next turn."""
    here = ctx.here
    dests = ctx.other_bases(here)
    if not dests:
        ctx.game.refuse("The Kraken: there is no other base to move to")
    dest = ctx.choose("The Kraken: move this titan to which base?", dests)
    if not ctx.move(ctx.card, dest) or ctx.base_of(ctx.card) is not dest:
        return
    for m in [m for m in dest.minions if m.controller not in (None, ctx.controller)]:
        if effects.allowed(ctx.game, effects.Affect("power", m, ctx.card, ctx.controller)):
            effects.add_effect(ctx.game, effects.Effect("power", -1, card=m, until="start_of_turn",
                                                        until_player=ctx.controller, source=ctx.card,
                                                        controller=ctx.controller))
            ctx.log(f"{m.ref} has -1 power until the start of {ctx.controller}'s next turn (The Kraken)")


def _kraken_here_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return (base is not None and ctx.base_of(ctx.card) is base and len(ctx.bases()) > 1
            and any(m.controller == ctx.controller for m in base.minions))


@ability("The Kraken", kind="special", window="after_scoring", zone="play", usable=_kraken_here_usable)
def the_kraken_after_scoring(ctx):
    """Special: After this base scores, move one of your minions from here to another base."""
    base = _scoring_base(ctx)
    m = ctx.choose("The Kraken: move which of your minions from here to another base?",
                   [m for m in base.minions if m.controller == ctx.controller])
    if m is not None:
        ctx.move(m, ctx.choose(f"The Kraken: move {m.ref} to which base?", ctx.other_bases(base)))
