"""Bases of Smash Up: Slashers (corpus/cards/smash-up-slashers/bases.yaml, current texts).

The base printed without a title is listed in the card archive as "Base"; it registers by its slug.

Camp Clear Lake: "its amount of power" is the destroyed minion's power as it left play; "your cards
here" are the cards you control here (minions, titans, actions on the base and on minions here), and an
action played on a minion here is a card played here. These are readings: rules/attached-cards says
actions on minions are not *on* the base, but "here" is the base a card occupies (terms/here), and the
official Emperor Penguin clarification counts "actions on bases and minions" among a player's cards at a
base. "Once per turn" is counted for each player, spent when the player destroys a minion with it (a
reading: the rulebook is silent on a declined "may").
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.abilities.shared import this_base
from oracle.engine.context import Context


def _as(ctx, player) -> Context:
    """This base's ability, acting for ``player`` ("you")."""
    return Context(ctx.game, ctx.card, ability=ctx.ability, controller=player, event=ctx.event)


@ability("Base", kind="before_scoring", slug="base")
def base(ctx):
    """Before this base scores, destroy the minion(s) here with the least power. If tied, destroy all
    tied minions."""
    here = this_base(ctx)
    minions = list(here.minions) if here is not None else []
    if not minions:
        return
    least = min(ctx.power(m) for m in minions)
    for m in [m for m in minions if ctx.power(m) == least]:
        ctx.destroy(m, by=None)


# ----- Camp Clear Lake ---------------------------------------------------------------------------


def _destroyed_here(ctx) -> bool:
    ev = ctx.event
    here = this_base(ctx)
    return (here is not None and ev.base is here and ev.player is not None and ev.data.get("power") is not None
            and not ctx.ignores(ev.player))


@ability("Camp Clear Lake", kind="ongoing", event="destroyed", when=_destroyed_here)
def camp_clear_lake_power(ctx):
    """After you destroy a minion here, give its amount of power to a minion here until the end of the
    turn."""
    who = ctx.event.player
    amount = ctx.event.data["power"]
    here = this_base(ctx)
    you = _as(ctx, who)
    pick = you.choose(f"Camp Clear Lake: give {amount} power to which minion here?", here.minions)
    if pick is not None and amount:
        you.add_power(pick, amount)


def _your_cards_here(base, player) -> int:
    n = sum(1 for c in list(base.minions) + list(base.titans) + list(base.actions) if c.controller == player)
    n += sum(1 for m in base.minions for a in m.attached if a.controller == player)
    return n


def _played_here(ctx) -> bool:
    ev = ctx.event
    here = this_base(ctx)
    return (here is not None and ev.base is here and ev.player is not None and not ctx.ignores(ev.player)
            and not ctx.used_this_turn(player=ev.player))


def _camp_clear_lake_destroy(ctx):
    """Once per turn, after you play a card here, you may destroy a minion here with power less than or
    equal to the number of your cards here."""
    who = ctx.event.player
    here = this_base(ctx)
    you = _as(ctx, who)
    n = _your_cards_here(here, who)
    victim = you.may_choose(f"Camp Clear Lake: you may destroy a minion here of power {n} or less",
                            you.minions(base=here, where=lambda m: you.power(m) <= n))
    if victim is not None:
        ctx.mark_used(player=who)
        you.destroy(victim)


ability("Camp Clear Lake", kind="ongoing", event="minion_played", when=_played_here)(_camp_clear_lake_destroy)
ability("Camp Clear Lake", kind="ongoing", event="action_played", when=_played_here)(_camp_clear_lake_destroy)
