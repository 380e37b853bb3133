"""Bases of Smash Up: Teens (corpus/cards/smash-up-teens/bases.yaml, current texts).

Montridge High compares names as Teens do: a minion under Abe Frohman's talent also has the names of
every other minion its owner owns (oracle/abilities/teens/teens.py).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import this_base
from oracle.engine.context import Context


def _names(game, minion) -> set:
    from oracle.abilities.teens.teens import names_of
    return names_of(game, minion)


@ability("Cabin in the Woods", kind="power")
def cabin_in_the_woods(ctx, minion):
    """If you have at least two minions here, your minions here each have +2 power."""
    here = this_base(ctx)
    if here is None or ctx.base_of(minion) is not here or minion.controller is None:
        return 0
    if ctx.ignores(minion.controller):
        return 0
    return 2 if sum(1 for m in here.minions if m.controller == minion.controller) >= 2 else 0


def _played_here(ctx) -> bool:
    ev = ctx.event
    here = this_base(ctx)
    return here is not None and ev.base is here and ev.player is not None and not ctx.ignores(ev.player)


@ability("Montridge High", kind="ongoing", event="minion_played", when=_played_here)
def montridge_high(ctx):
    """After you play a minion here, place a +1 counter on one of your minions with a different name
    here."""
    who = ctx.event.player
    played = ctx.event.card
    here = this_base(ctx)
    you = Context(ctx.game, ctx.card, ability=ctx.ability, controller=who, event=ctx.event)
    played_names = _names(ctx.game, played) if ctx.in_play(played) else {played.name}
    options = [m for m in here.minions if m.controller == who and m is not played
               and not (_names(ctx.game, m) & played_names)]
    pick = you.choose(f"Montridge High: place a +1 power counter on one of your minions here with a name other "
                      f"than {played.ref}'s", options)
    if pick is None:
        ctx.log(f"Montridge High: {who} has no minion here with a different name")
        return
    you.place_counters(pick, 1)
