"""Kitty Cats (Pretty Pretty Smash Up): borrowing other players' minions and landing on their feet.

Each function quotes the card text it implements (corpus/cards/pretty-pretty-smash-up/kitty-cats.yaml,
the current wording), following clarifications/kitty-cats and rulings/kitty-cats/: using Whiskers'
talent claims the extra action, and then one of your minions must be destroyed (kitty-cats/whiskers).

"Take control of a minion ... until the end of the turn": the minion's control goes back to the
player who controlled it before at the end of the turn (terms/control). Taking control of a minion
you already control does nothing, so only other players' minions are offered.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _take_small_minion(ctx, limit, base=None, label=None) -> None:
    """Take control of a minion of power ``limit`` or less (at ``base``) until the end of the turn.
    An uncontrolled monster is a minion too (rules/monsters-and-treasures: "other cards may allow a
    player to take control of a monster in play"); only the player's own minions are left out."""
    options = ctx.minions(base=base, where=lambda m: m.controller != ctx.controller and ctx.power(m) <= limit)
    where = f" at {base.ref}" if base is not None else ""
    target = ctx.choose(f"{label or ctx.card.ref}: take control of a minion{where} of power {limit} or less "
                        f"until the end of the turn", options)
    if target is None:
        ctx.log(f"{ctx.card.ref}: no other player's minion{where} has power {limit} or less", cites.T_CONTROL)
        return
    ctx.take_control(target, until="end_of_turn")


# ----- minions ------------------------------------------------------------------------------------
@ability("Queen Fluffy", "talent")
def queen_fluffy(ctx):
    """Talent: Take control of a minion of power 3 or less until the end of the turn."""
    _take_small_minion(ctx, 3)


@ability("Whiskers", "talent")
def whiskers(ctx):
    """Talent: Play an extra action. Destroy one of your minions."""
    ctx.extra("action", reason="Whiskers")
    mine = ctx.minions(controller=ctx.controller)
    ctx.choose_and("Whiskers: destroy one of your minions", mine, ctx.destroy)


@ability("Muffin")
def muffin(ctx):
    """Take control of a minion of power 3 or less until the end of the turn."""
    _take_small_minion(ctx, 3)


def _until_my_next_turn(ctx, target, amount) -> bool:
    from oracle.engine import effects
    game = ctx.game
    if not effects.allowed(game, effects.Affect("power", target, ctx.card, ctx.controller)):
        return False
    effects.add_effect(game, effects.Effect("power", amount, card=target, until="start_of_turn",
                                            until_player=ctx.controller, source=ctx.card,
                                            controller=ctx.controller))
    ctx.log(f"{target.ref} has {amount} power until the start of {ctx.controller}'s next turn ({ctx.card.ref})",
            cites.USING_ABILITIES)
    return True


@ability("Mr. Grumpers")
def mr_grumpers(ctx):
    """You may give a minion -2 power until the start of your next turn."""
    target = ctx.may_choose("Mr. Grumpers: you may give a minion -2 power until the start of your next turn",
                            ctx.minions())
    if target is not None:
        _until_my_next_turn(ctx, target, -2)


# ----- actions ------------------------------------------------------------------------------------
def _scoring_base(ctx):
    ev = ctx.event
    base = ev.base if ev is not None else None
    return base if base is not None and base in ctx.game.bases else None


def _play_special_action(ctx, body) -> None:
    """A standard action played by its Special (``ctx.play_this``): it resolves as ``body()``, then goes
    to the discard pile."""
    ctx.play_this(effect=lambda _played: body())


def _cheeseburger_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    if base is None:
        return False
    return any(m.controller != ctx.controller and ctx.power(m) <= 3 for m in base.minions)


@ability("Can Has Cheeseburger?", "special", window="before_scoring", zone="hand", usable=_cheeseburger_usable)
def can_has_cheeseburger(ctx):
    """Special: Before a base scores, take control of a minion there, of power 3 or less, until the end of
    the turn."""
    base = _scoring_base(ctx)
    _play_special_action(ctx, lambda: _take_small_minion(ctx, 3, base=base))


@ability("Cat Fight")
def cat_fight(ctx):
    """Choose one of your minions. Draw cards equal to that minion's power. Destroy that minion."""
    target = ctx.choose("Cat Fight: choose one of your minions", ctx.minions(controller=ctx.controller))
    if target is None:
        ctx.log("Cat Fight: you have no minion to choose", cites.USING_ABILITIES)
        return
    n = ctx.power(target)
    ctx.log(f"{target.ref} has power {n}", cites.USING_ABILITIES)
    if n:
        ctx.draw(n)
    ctx.destroy(target)


@ability("Cat's Paw")
def cats_paw(ctx):
    """Take control of a minion of power 5 or less until the end of the turn"""
    _take_small_minion(ctx, 5)


@ability("Grumpiness", "power")
def grumpiness(ctx, minion):
    """Play on a minion. Ongoing: This minion has -2 power."""
    return -2 if minion is _host(ctx.card) else 0


@ability("Hang in There", "protect")
def hang_in_there(ctx, affect):
    """Play on one of your minions. Ongoing: If this minion would be destroyed, move it to another base and
    destroy this action instead."""
    host = _host(ctx.card)
    if host is None or affect.kind != "destroy" or affect.target is not host:
        return False
    here = ctx.base_of(host)
    dest = ctx.choose(f"Hang in There: move {host.ref} to another base instead of being destroyed",
                      ctx.other_bases(here))
    ctx.log(f"{host.ref} would be destroyed: Hang in There moves it and is destroyed instead",
            cites.USING_ABILITIES)
    if dest is not None:
        ctx.move(host, dest)
    ctx.destroy(ctx.card)
    return True


@ability("Hissy Fit", "power")
def hissy_fit(ctx, minion):
    """Play on a base. Ongoing: All other players' minions here have -1 power."""
    here = ctx.here
    if here is None or ctx.card.zone is None or ctx.card.zone.kind != "base_actions":
        return 0
    if ctx.base_of(minion) is here and minion.controller != ctx.controller:
        return -1
    return 0


@ability("Invisible Bicycle")
def invisible_bicycle(ctx):
    """Choose a base. Move any number of minions of power 2 or less from there to another base."""
    base = ctx.choose("Invisible Bicycle: choose a base", ctx.bases())
    if base is None:
        return
    small = ctx.minions(base=base, where=lambda m: ctx.power(m) <= 2)
    picks = ctx.choose_many(f"Invisible Bicycle: move any number of minions of power 2 or less from {base.ref}",
                            small)
    for m in picks:
        dest = ctx.choose(f"Invisible Bicycle: move {m.ref} to which base?", ctx.other_bases(base))
        if dest is not None:
            ctx.move(m, dest)


@ability("Nine Lives")
def nine_lives(ctx):
    """Destroy one of your minions. Play an extra minion."""
    victim = ctx.choose("Nine Lives: destroy one of your minions", ctx.minions(controller=ctx.controller))
    if victim is not None:
        ctx.destroy(victim)
    else:
        ctx.log("Nine Lives: you have no minion to destroy", cites.T_DESTROY)
    ctx.extra("minion", reason="Nine Lives")
