"""The bases of Smash Up: Knights of the Round Table.

Each function quotes the base text (corpus/cards/smash-up-knights-of-the-round-table/bases.yaml).
Camelot's "On your turn" is once per turn, in the Play Cards phase (terms/on-your-turn); it is used
with a ``special: Camelot`` step.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import game_memo, this_base as _this_base
from oracle.engine.power import printed_power

MEMO = "_knights_bases_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


@ability("Camelot", kind="protect")
def camelot_protect(ctx, affect):
    """Minions here of printed power 4 or more cannot be affected by other players' cards."""
    here = _this_base(ctx)
    t = affect.target
    if here is None or t is None or t.kind != "minion" or t.zone is None or t.zone.base is not here:
        return False
    if printed_power(t) < 4 or ctx.ignores(t.controller):
        return False
    return affect.controller is not None and affect.controller != t.controller


def _camelot_usable(ctx) -> bool:
    here = _this_base(ctx)
    g = ctx.game
    return (here is not None and g.phase == "play" and g.current_player.name == ctx.controller
            and not ctx.ignores(ctx.controller)
            and ("camelot", g.turn, ctx.controller, ctx.card.uid) not in _memo(g)
            and bool(ctx.minions(base=here, controller=ctx.controller)) and len(ctx.bases()) > 1)


@ability("Camelot", kind="special", zone="base", usable=_camelot_usable)
def camelot(ctx):
    """On your turn, you may move one of your minions from here to another base."""
    here = _this_base(ctx)
    pick = ctx.choose("Camelot: move one of your minions from here to another base",
                      ctx.minions(base=here, controller=ctx.controller))
    if pick is None:
        return
    dest = ctx.choose(f"Camelot: move {pick.ref} to which base?", ctx.other_bases(here))
    if dest is None:
        return
    _memo(ctx.game)[("camelot", ctx.game.turn, ctx.controller, ctx.card.uid)] = True
    ctx.move(pick, dest)


@ability("Round Table", kind="power")
def round_table(ctx, minion):
    """Each of your minions here with the same printed power as another one of your minions here has +1
    power."""
    here = _this_base(ctx)
    if here is None or minion.zone is None or minion.zone.base is not here:
        return 0
    if ctx.ignores(minion.controller):
        return 0
    pp = printed_power(minion)
    same = [m for m in here.minions if m is not minion and m.controller == minion.controller
            and printed_power(m) == pp]
    return 1 if same else 0
