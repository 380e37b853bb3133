"""The bases of Pretty Pretty Smash Up (Fairies, Kitty Cats, Mythic Horses, Princesses).

Each function quotes the base text it implements (corpus/cards/pretty-pretty-smash-up/bases.yaml, the
current wording), following clarifications/bases and rulings/bases/: Ice Castle does not stop minions
from being moved there, and keeps the minions of a base it replaces (bases/ice-castle).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import printed_power
from oracle.abilities.shared import game_memo, this_base as _this_base

MEMO = "_pretty_pretty_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


# ----- Fairies ------------------------------------------------------------------------------------
def _glen_when(ctx) -> bool:
    ev = ctx.event
    card = ev.card
    here = _this_base(ctx)
    if card is None or here is None or card.zone is None or card.zone.kind != "attached":
        return False
    return ctx.game.base_of(card) is here


@ability("Enchanted Glen", "ongoing", event="action_played", when=_glen_when)
def enchanted_glen(ctx):
    """After you play an action on a minion here, draw a card."""
    ctx.draw(1, player=ctx.event.player)


def _circle_when(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    if here is None or ev.base is not here or ev.player is None:
        return False
    key = ("fairy-circle", ctx.game.turn, ev.player, here.card.uid)
    memo = _memo(ctx.game)
    memo[key] = memo.get(key, 0) + 1
    return memo[key] == 1


@ability("Fairy Circle", "ongoing", event="minion_played", when=_circle_when)
def fairy_circle(ctx):
    """After the first time you play a minion here each turn, you may play an extra minion here or play an
    extra action."""
    who = ctx.event.player
    here = _this_base(ctx)
    pick = ctx.choose_word("Fairy Circle: play an extra minion here, OR play an extra action",
                           ["extra minion here", "extra action"], player=who)
    if pick == "extra action":
        ctx.extra("action", reason="Fairy Circle", player=who)
    else:
        ctx.extra("minion", base=here, reason="Fairy Circle", player=who)


# ----- Kitty Cats ---------------------------------------------------------------------------------
def _alley_usable(ctx) -> bool:
    here = _this_base(ctx)
    if here is None or not ctx.is_my_turn:
        return False
    return not _memo(ctx.game).get(("cool-cats-alley", ctx.game.turn, ctx.controller, here.card.uid))


@ability("Cool Cats' Alley", "special", zone="base", usable=_alley_usable)
def cool_cats_alley(ctx):
    """Once on your turn, you may destroy one of your minions here to draw a card."""
    here = _this_base(ctx)
    mine = ctx.minions(base=here, controller=ctx.controller)
    victim = ctx.choose(f"Cool Cats' Alley: destroy one of your minions at {here.ref} to draw a card", mine)
    if victim is None:
        ctx.game.refuse(f"{ctx.controller} has no minion at {here.ref} to destroy")
    _memo(ctx.game)[("cool-cats-alley", ctx.game.turn, ctx.controller, here.card.uid)] = True
    if ctx.destroy(victim):
        ctx.draw(1)
    else:
        ctx.log(f"{victim.ref} was not destroyed: no card is drawn (Cool Cats' Alley)", cites.CANCELING)


@ability("The House of Nine Lives", "protect")
def the_house_of_nine_lives(ctx, affect):
    """If a minion at another base would be destroyed, its owner may move it here instead."""
    here = _this_base(ctx)
    target = affect.target
    if here is None or affect.kind != "destroy" or getattr(target, "kind", None) != "minion":
        return False
    frm = ctx.base_of(target)
    if frm is None or frm is here or target.zone.kind != "minions":
        return False
    owner = target.owner or target.controller
    if owner is None:
        return False
    if not ctx.may(f"The House of Nine Lives: move {target.ref} here instead of being destroyed?", player=owner):
        return False
    return ctx.move(target, here)


# ----- Mythic Horses ------------------------------------------------------------------------------
def _equaria_when(ctx) -> bool:
    here = _this_base(ctx)
    return here is not None and ctx.event.base is here and ctx.event.player is not None


@ability("Equaria", "ongoing", event="minion_played", when=_equaria_when)
def equaria(ctx):
    """After you play a minion here, you may move one of your minions from another base to here."""
    who = ctx.event.player
    here = _this_base(ctx)
    options = [m for m in ctx.minions(controller=who) if ctx.base_of(m) is not here]
    target = ctx.may_choose(f"Equaria: you may move one of your minions from another base to {here.ref}",
                            options, player=who)
    if target is not None:
        from oracle.engine import effects
        ctx.move(target, here, by=who)


@ability("Pony Land", "protect")
def pony_land(ctx, affect):
    """If you have two or more minions here, your minions here cannot be destroyed."""
    here = _this_base(ctx)
    target = affect.target
    if here is None or affect.kind != "destroy" or getattr(target, "zone", None) is None:
        return False
    if target.zone.kind != "minions" or target.zone.base is not here or target.controller is None:
        return False
    return len([m for m in here.minions if m.controller == target.controller]) >= 2


# ----- Princesses ---------------------------------------------------------------------------------
@ability("Beautiful Castle", "protect")
def beautiful_castle(ctx, affect):
    """Minions here with printed power 5 or greater are not affected by opponents' cards."""
    here = _this_base(ctx)
    target = affect.target
    if here is None or getattr(target, "zone", None) is None or target.zone.kind != "minions":
        return False
    if target.zone.base is not here or printed_power(target) < 5:
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and target.controller is not None and affect.controller != target.controller


def _ice_when(ctx) -> bool:
    here = _this_base(ctx)
    return here is not None and ctx.event.base is here


@ability("Ice Castle", "ongoing", event="minion_playing", when=_ice_when)
def ice_castle(ctx):
    """Minions cannot be played here."""
    ctx.game.refuse(f"{ctx.event.card.ref} cannot be played on {_this_base(ctx).ref}: minions cannot be played "
                    f"here (Ice Castle)")
