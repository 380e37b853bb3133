"""The bases of Smash Up: Penguins.

Each function quotes the base text (corpus/cards/smash-up-penguins/bases.yaml). Playing a minion "off
the top of your deck" follows compilation/play-or-draw-x-off-the-top-of-your-deck (see penguins.py),
except its "if the deck runs out while you are revealing, you stop": as rules/decks-discards-and-searches
says, revealing continues from the discard pile shuffled into a new deck (official over community).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.penguins.penguins import play_off_top
from oracle.abilities.shared import game_memo, this_base as _this_base

MEMO = "_penguins_bases_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


@ability("Ice Floe", kind="start_of_turn")
def ice_floe(ctx):
    """At the start of your turn, you may place one of your minions here on the bottom of its owner's deck to
    play a minion off the top of your deck here as an extra minion."""
    here = _this_base(ctx)
    who = ctx.game.current_player.name
    if here is None or ctx.ignores(who):
        return
    mine = ctx.minions(base=here, controller=who)
    pick = ctx.may_choose("Ice Floe: you may place one of your minions here on the bottom of its owner's deck "
                          "to play a minion off the top of your deck here", mine, player=who)
    if pick is None:
        return
    if not ctx.place(pick, "deck_bottom"):
        return
    play_off_top(ctx, "Ice Floe", base=here, player=who)


def _colony_when(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    g = ctx.game
    if here is None or ev.base is not here or ev.player is None or ev.player != g.current_player.name:
        return False
    key = ("colony", g.turn, ev.player, here.card.uid)
    memo = _memo(g)
    if key in memo:
        return False
    memo[key] = True
    return True


@ability("The Colony", kind="ongoing", event="minion_played", when=_colony_when)
def the_colony(ctx):
    """After the first time you play a minion here on your turn, you may play a minion here off the top of
    your deck as an extra minion."""
    who = ctx.event.player
    here = _this_base(ctx)
    if ctx.ignores(who) or here is None:
        return
    if ctx.may("The Colony: play a minion here off the top of your deck as an extra minion?", player=who):
        play_off_top(ctx, "The Colony", base=here, player=who)
