"""The bases of Smash Up: Goblins.

Each function quotes the base text (corpus/cards/smash-up-goblins/bases.yaml). Coins are flipped with
``flip_coin`` of goblins.py (the flipping player may change the result with Diviner or Make Your Own
Luck, and "after you flip a coin" abilities trigger).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.goblins.goblins import flip_coin
from oracle.abilities.shared import this_base as _this_base


@ability("Goblin Caves", kind="after_scoring")
def goblin_caves(ctx):
    """After this base scores, each player with a minion here may flip a coin. If heads, they gain 1 VP. If
    tails, they discard two cards."""
    here = _this_base(ctx) or ctx.event.base
    for p in ctx.game.seat_order():
        if ctx.ignores(p.name):
            continue
        if not ctx.minions(base=here, controller=p.name):
            continue
        if not ctx.may("Goblin Caves: flip a coin? (heads: gain 1 VP; tails: discard two cards)", player=p.name):
            continue
        if flip_coin(ctx, "Goblin Caves", player=p.name) == "heads":
            ctx.gain_vp(1, player=p.name)
        else:
            hand = ctx.hand(p.name)
            picks = ctx.choose_many("Goblin Caves: discard two cards", hand, min=min(2, len(hand)), max=2,
                                    player=p.name)
            for c in picks:
                ctx.discard_from_hand(c, player=p.name)


@ability("Goblin Town", kind="ongoing", event="minion_played",
         when=lambda ctx: _this_base(ctx) is not None and ctx.event.base is _this_base(ctx)
         and ctx.event.player is not None)
def goblin_town(ctx):
    """After you play a minion here, flip a coin. If heads, place a +1 power counter on that minion."""
    who = ctx.event.player
    if ctx.ignores(who):
        return
    m = ctx.event.card
    if flip_coin(ctx, "Goblin Town", player=who) == "heads" and ctx.in_play(m):
        ctx.place_counters(m, 1)
