"""Pearl and the Images (Smash Up: Half the Battle): pumping everyone's minions, and profiting from it.

Each function quotes the card text it implements (corpus/cards/half-the-battle/pearl-and-the-images.yaml).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.power import printed_power


@ability("Ruby")
def ruby(ctx):
    """You may give all players' minions here +1 power until the end of the turn."""
    if not ctx.may("Ruby: you may give all players' minions here +1 power until the end of the turn"):
        return
    for m in ctx.minions(base=ctx.here):
        ctx.add_power(m, 1)


@ability("Dressing Room")
def dressing_room(ctx):
    """Each player may draw a card. Draw a card for each player who does so, including yourself."""
    order = ctx.players()
    start = order.index(ctx.controller)
    drew = 0
    for name in order[start:] + order[:start]:
        if ctx.may(f"Dressing Room: {name}, you may draw a card", player=name):
            if ctx.draw(1, player=name):
                drew += 1
    if drew:
        ctx.log(f"Dressing Room: {drew} player(s) drew, so {ctx.controller} draws {drew}", "terms/you")
        ctx.draw(drew)


@ability("Love Unites Us")
def love_unites_us(ctx):
    """All players shuffle all minions of power 2 or less in their discard pile into their deck"""
    for name in ctx.players():
        picks = [c for c in ctx.discard_pile(player=name)
                 if c.defn.can_be("minion") and printed_power(c) <= 2]
        for c in picks:
            ctx.place(c, "deck_top")
        ctx.shuffle_deck(player=name)
        if picks:
            ctx.log(f"{name} shuffles {', '.join(c.ref for c in picks)} into their deck",
                    "rules/decks-discards-and-searches")


@ability("Truly Outstanding")
def truly_outstanding(ctx):
    """Place a +1 power counter on any number of other players' minions. For each one placed, you may
    place a +1 power counter on one of your minions."""
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    picks = ctx.choose_many("Truly Outstanding: place a +1 power counter on any number of other players' "
                            "minions", theirs)
    placed = sum(1 for m in picks if ctx.place_counters(m, 1))
    for i in range(1, placed + 1):
        mine = ctx.minions(controller=ctx.controller)
        target = ctx.may_choose(f"Truly Outstanding: you may place a +1 power counter on one of your minions "
                                f"({i} of {placed})", mine)
        if target is not None:
            ctx.place_counters(target, 1)


@ability("Crystal", kind="talent")
def crystal(ctx):
    """Talent: Place a +1 power counter on another player's minion to place a +1 power counter on one of
    your minions at the same base."""
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    target = ctx.choose("Crystal: place a +1 power counter on another player's minion", theirs)
    if target is None:
        return
    base = ctx.base_of(target)
    if not ctx.place_counters(target, 1):
        ctx.log("Crystal: the counter was not placed, so none is placed on your minion", "terms/to")
        return
    mine = ctx.minions(base=base, controller=ctx.controller)
    pick = ctx.choose(f"Crystal: place a +1 power counter on one of your minions at {base.ref}", mine)
    if pick is not None:
        ctx.place_counters(pick, 1)
