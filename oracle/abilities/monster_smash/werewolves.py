"""Werewolves (Smash Up: Monster Smash): power that surges for a turn, and the pack's leaders.

Each function quotes the card text it implements (corpus/cards/monster-smash/werewolves.yaml) and
follows clarifications/werewolves (the Bigger Geekier Box): Frenzy and Pack Alpha give their power
to the minions in play when they resolve, not to minions played afterwards; Leader of the Pack and
Moontouched work on another player's minion and when the minion is only tied for highest power.

A talent whose condition ("If this minion has the highest power here", ...) does not hold is
refused, so the talent stays unused.

Not implemented: Great Wolf Spirit (a titan from the Titans Event Kit): see the module notes in the
report; it is left unregistered.
"""

from __future__ import annotations

from oracle.abilities import ability


def _host(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _scoring_here(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.base_of(ctx.card) is ev.base


def _has_highest_power_here(ctx, minion) -> bool:
    base = ctx.base_of(minion)
    if base is None:
        return False
    mine = ctx.power(minion)
    return all(ctx.power(m) <= mine for m in ctx.minions(base=base))


# ----- minions -------------------------------------------------------------------------------
@ability("Pack Alpha", kind="special", window="before_scoring", zone="play", usable=_scoring_here)
def pack_alpha(ctx):
    """Special: Before this base scores, each of your minions here gains +1 power until the end of
    the turn. (clarifications/werewolves: not minions played after this card.)"""
    for m in ctx.minions(base=ctx.event.base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Loup-Garou", kind="special", window="before_scoring", zone="play", usable=_scoring_here)
def loup_garou(ctx):
    """Special: Before this base scores, this minion gains +2 power until the end of the turn."""
    ctx.add_power(ctx.card, 2)


@ability("Teenage Wolf", kind="talent")
def teenage_wolf(ctx):
    """Talent: This minion gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


@ability("Howler")
def howler(ctx):
    """This minion gains +2 power until the end of the turn."""
    ctx.add_power(ctx.card, 2)


# ----- actions -------------------------------------------------------------------------------
@ability("Chew Toy")
def chew_toy(ctx):
    """Choose one of your minions. Destroy a minion with lower power at your minion's base."""
    mine = ctx.choose("Chew Toy: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        ctx.log("Chew Toy: you have no minion in play, so nothing is destroyed")
        return
    limit = ctx.power(mine)
    targets = ctx.minions(base=ctx.base_of(mine), where=lambda m: ctx.power(m) < limit)
    victim = ctx.choose(f"Chew Toy: destroy a minion with power lower than {limit} at "
                        f"{ctx.base_of(mine).ref}", targets)
    if victim is None:
        ctx.log(f"Chew Toy: no minion at {ctx.base_of(mine).ref} has power lower than {mine.ref}")
        return
    ctx.destroy(victim)


@ability("Frenzy")
def frenzy(ctx):
    """Each of your minions with power 4 or more gains +1 power until the end of the turn.
    (clarifications/werewolves: this does not affect minions played after this card.)"""
    for m in ctx.minions(controller=ctx.controller, where=lambda m: ctx.power(m) >= 4):
        ctx.add_power(m, 1)


@ability("Full Moon", kind="power")
def full_moon(ctx, minion):
    """Play on a base. Ongoing: Each of your minions here has +1 power."""
    here = ctx.base_of(ctx.card)
    if here is None or minion.controller != ctx.controller or ctx.base_of(minion) is not here:
        return 0
    return 1


@ability("Leader of the Pack", kind="talent")
def leader_of_the_pack(ctx):
    """Play on a minion. Talent: If this minion has the highest power here, you may play an extra
    action. (clarifications/werewolves: also on another player's minion, and when tied.)"""
    host = _host(ctx.card)
    if host is None or not _has_highest_power_here(ctx, host):
        ctx.game.refuse(f"Leader of the Pack: {host.ref if host else 'its minion'} does not have the "
                        f"highest power at its base")
    ctx.extra("action")


@ability("Let the Dog Out")
def let_the_dog_out(ctx):
    """Choose one of your minions. Destroy any number of minions at your minion's base whose total
    power is less than or equal to your minion's power."""
    mine = ctx.choose("Let the Dog Out: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        ctx.log("Let the Dog Out: you have no minion in play, so nothing is destroyed")
        return
    base = ctx.base_of(mine)
    limit = ctx.power(mine)
    options = ctx.minions(base=base, where=lambda m: ctx.power(m) <= limit)
    picks = ctx.choose_many(f"Let the Dog Out: destroy any number of minions at {base.ref} with total "
                            f"power {limit} or less", options)
    total = sum(ctx.power(m) for m in picks)
    if total > limit:
        ctx.game.refuse(f"Let the Dog Out: the chosen minions have total power {total}, more than "
                        f"{mine.ref}'s power {limit}")
    for m in picks:
        ctx.destroy(m)


@ability("Marking Territory", kind="start_of_turn")
def marking_territory(ctx):
    """Play on a base. Ongoing: At the start of your turn, if you have more total power here than
    each other player, reduce this base's breakpoint to 0 until the end of the turn."""
    here = ctx.base_of(ctx.card)
    if here is None:
        return
    mine = ctx.total(here)
    if all(mine > ctx.total(here, p) for p in ctx.other_players()):
        ctx.ongoing("set_breakpoint", 0, base=here, until="end_of_turn")
        ctx.log(f"{ctx.controller} has more power at {here.ref} than each other player: its breakpoint "
                f"is 0 until the end of the turn")
    else:
        ctx.log(f"{ctx.controller} does not have more power at {here.ref} than each other player: "
                f"the breakpoint is unchanged")


@ability("Moontouched", kind="talent")
def moontouched(ctx):
    """Play on a minion. Talent: If this minion has the highest power here, draw a card.
    (clarifications/werewolves: also on another player's minion, and when tied.)"""
    host = _host(ctx.card)
    if host is None or not _has_highest_power_here(ctx, host):
        ctx.game.refuse(f"Moontouched: {host.ref if host else 'its minion'} does not have the highest "
                        f"power at its base")
    ctx.draw(1)


@ability("Unstoppable", kind="protect")
def unstoppable(ctx, affect):
    """Play on a minion. Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is _host(ctx.card) and affect.target is not None
