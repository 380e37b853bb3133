"""The bases of Smash Up: Clowns.

Each function quotes the base text (corpus/cards/smash-up-clowns/bases.yaml). A standard action is one
that does not say "Play on a base" or "Play on a minion" (terms/standard).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import game_memo, this_base as _this_base
from oracle.engine import cites

MEMO = "_clowns_bases_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


def _college_when(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    if here is None or ev.base is not here or ev.player is None:
        return False
    key = ("clown-college", ctx.game.turn, ev.player, here.card.uid)
    memo = _memo(ctx.game)
    if key in memo:
        return False
    memo[key] = True
    return True


@ability("Clown College", kind="ongoing", event="minion_played", when=_college_when)
def clown_college(ctx):
    """After the first time each turn you play a minion here, you may place a random standard action from your
    discard pile into your hand."""
    who = ctx.event.player
    if ctx.ignores(who):
        return
    p = ctx.game.player(who)
    cands = [c for c in p.discard if c.kind == "action" and c.defn.play_on is None and not c.defn.is_fusion]
    if not cands:
        return
    if not ctx.may("Clown College: place a random standard action from your discard pile into your hand?",
                   player=who):
        return
    pick = ctx.game.rng.choice(cands)
    ctx.to_hand(pick, p)
    pick.controller = who
    ctx.log(f"{who} places {pick.ref}, chosen at random, from their discard pile into their hand (Clown College)",
            cites.T_PLACE)


@ability("The Big Top", kind="ongoing", event="minion_played",
         when=lambda ctx: _this_base(ctx) is not None and ctx.event.base is _this_base(ctx)
         and ctx.event.player is not None)
def the_big_top(ctx):
    """After you play a minion here, reveal the top card of your deck. If it is an action you may discard it,
    otherwise return it."""
    who = ctx.event.player
    if ctx.ignores(who):
        return
    top = ctx.top_of_deck(who)
    if top is None:
        return
    ctx.log(f"{who} reveals {top.ref} from the top of their deck (The Big Top)", cites.DECKS)
    ctx.saw([top], player=who, by=who)
    if top.kind == "action" and ctx.may(f"The Big Top: discard {top.ref}?", player=who):
        ctx.to_discard(top, who)
        ctx.log(f"{who} discards {top.ref} (The Big Top)", cites.T_DISCARD)
