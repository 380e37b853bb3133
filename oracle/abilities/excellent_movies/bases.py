"""Bases of Smash Up: Excellent Movies, Dudes! (corpus/cards/excellent-movies-dudes/bases.yaml).

Each function quotes the base text it implements (the current wording).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _this_base(ctx):
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


def _winners(ctx) -> list:
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    return [p.name for p in ctx.game.seat_order() if p.name in firsts]


def _mine_at(base, player):
    return [m for m in base.minions if m.controller == player]


# ----- Action Heroes -------------------------------------------------------------------------
@ability("Building Rooftop", kind="start_of_turn")
def building_rooftop_start(ctx):
    """At the start of your turn, if you have exactly one minion here, you may reduce the breakpoint
    of this base by that minion's power until the end of the turn."""
    base = _this_base(ctx)
    who = ctx.game.current_player.name
    if base is None or ctx.ignores(who):
        return
    mine = _mine_at(base, who)
    if len(mine) != 1:
        return
    n = ctx.power(mine[0])
    if ctx.may(f"Building Rooftop: reduce its breakpoint by {n} ({mine[0].ref}'s power) this turn?", player=who):
        ctx.ongoing("breakpoint", -n, base=base, until="end_of_turn", turn=ctx.game.turn)


@ability("Building Rooftop", kind="when_scoring")
def building_rooftop_scores(ctx):
    """When this base scores, each player with exactly one minion here gains 1 VP."""
    base = _this_base(ctx) or ctx.event.base
    for p in ctx.game.seat_order():
        if len(_mine_at(base, p.name)) == 1 and not ctx.ignores(p.name):
            ctx.gain_vp(1, player=p.name)


@ability("Jungle Camp", kind="after_scoring")
def jungle_camp(ctx):
    """After this base scores, the winner may return one of their minions here to their hand."""
    base = ctx.event.base
    for who in _winners(ctx):
        if ctx.ignores(who):
            continue
        pick = ctx.may_choose(f"Jungle Camp: {who} may return one of their minions here to their hand",
                              _mine_at(base, who), player=who)
        if pick is not None:
            ctx.return_to_hand(pick)
