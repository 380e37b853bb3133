"""The bases of Smash Up: What Were We Thinking? (Explorers, Grannies, Rock Stars, Teddy Bears).

Each function quotes the base text it implements (corpus/cards/what-were-we-thinking/bases.yaml, the
current wordings). "You" for a base's ability is the player the event concerns: the current player
at the start of a turn, the player who played or moved the minion.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

from .common import deck_top, look, this_base


def _current(ctx) -> str:
    return ctx.game.current_player.name


def _here(ctx, base) -> bool:
    return base is not None and base is this_base(ctx)


@ability("Ancient Temple", kind="start_of_turn")
def ancient_temple(ctx):
    """At the start of your turn, if you have only one minion here, it gains +5 power while it is here
    until the end of the turn."""
    base = this_base(ctx)
    who = _current(ctx)
    if base is None or ctx.ignores(who):
        return
    mine = [m for m in base.minions if m.controller == who]
    if len(mine) != 1:
        return
    m = mine[0]
    if not effects.allowed(ctx.game, effects.Affect("power", m, ctx.card, None)):
        return
    # about=m: if it leaves play and is played here again, it is a new card (rules/in-and-out-of-play)
    ctx.ongoing("power", 5, about=m, match=lambda game, c, base=base: game.base_of(c) is base, until="end_of_turn")
    ctx.log(f"{m.ref} gains +5 power while it is at {base.ref} until the end of the turn", cites.USING_ABILITIES)


@ability("City of Gold", kind="start_of_turn")
def city_of_gold(ctx):
    """At the start of your turn, if you have a minion here, gain 1VP."""
    base = this_base(ctx)
    who = _current(ctx)
    if base is None or ctx.ignores(who):
        return
    if any(m.controller == who for m in base.minions):
        ctx.gain_vp(1, player=who)


@ability("Grandma's House", kind="ongoing", event="minion_played",
         when=lambda ctx: _here(ctx, ctx.event.base) and ctx.event.player is not None)
def grandmas_house(ctx):
    """After you play a minion here, look at the top card of your deck. Place it on the top or bottom of
    your deck."""
    who = ctx.event.player
    top = deck_top(ctx, 1, player=who)
    if not top:
        ctx.log(f"{who} has no card in their deck", cites.DECKS)
        return
    look(ctx, top, player=who)
    where = ctx.choose_word(f"Grandma's House: place {top[0].ref} on the top or bottom of your deck?",
                            ["top", "bottom"], player=who)
    ctx.place(top[0], "deck_top" if where == "top" else "deck_bottom", player=who)


@ability("Retirement Community", kind="after_scoring")
def retirement_community(ctx):
    """After this base scores, each player may place one of their minions here on the top or bottom of
    their deck instead of the discard pile."""
    base = this_base(ctx)
    if base is None:
        return
    for p in ctx.game.seat_order():
        if ctx.ignores(p.name):
            continue
        mine = [m for m in base.minions if m.controller == p.name]
        m = ctx.may_choose(f"Retirement Community: {p.name} may place one of their minions here on their deck",
                           mine, player=p.name)
        if m is None:
            continue
        where = ctx.choose_word(f"Retirement Community: {m.ref} on the top or bottom of the deck?",
                                ["top", "bottom"], player=p.name)
        ctx.place(m, "deck_top" if where == "top" else "deck_bottom")


def _lake(ctx):
    """After you play or move a minion to here, it gains +1 power until the end of the turn."""
    card = ctx.event.card
    if ctx.in_play(card) and ctx.base_of(card) is this_base(ctx):
        ctx.add_power(card, 1)


def _lake_when(ctx) -> bool:
    card = ctx.event.card
    return (_here(ctx, ctx.event.base) and card is not None
            and (card.kind == "minion" or card.defn.plays_as == "minion"))


ability("Lake Minnetonka", kind="ongoing", event="minion_played", when=_lake_when)(_lake)
ability("Lake Minnetonka", kind="ongoing", event="moved", when=_lake_when)(_lake)


@ability("Palooza", kind="before_scoring")
def palooza(ctx):
    """Before this base scores, each player may move one of their minions to here."""
    base = this_base(ctx)
    if base is None:
        return
    for p in ctx.game.seat_order():
        if ctx.ignores(p.name):
            continue
        theirs = [m for b in ctx.game.bases if b is not base for m in b.minions if m.controller == p.name]
        m = ctx.may_choose(f"Palooza: {p.name} may move one of their minions to {base.ref}", theirs,
                           player=p.name)
        if m is not None:
            ctx.move(m, base, by=p.name)


@ability("Out in the Woods", kind="before_scoring")
def out_in_the_woods(ctx):
    """Before this base scores, each minion here gains +1 power until the end of the turn."""
    base = this_base(ctx)
    if base is None:
        return
    for m in list(base.minions):
        if not ctx.ignores(m.controller):
            ctx.add_power(m, 1)


def _under_the_bed_when(ctx) -> bool:
    ev = ctx.event
    base = this_base(ctx)
    who = ev.player
    if base is None or who is None or who != _current(ctx) or ev.base is None or ev.base is base:
        return False
    return not ctx.used_this_turn("under-the-bed", player=who)


@ability("Under the Bed", kind="ongoing", event="minion_played", when=_under_the_bed_when)
def under_the_bed(ctx):
    """On your turn, you may play an extra minion of power 2 or less here if you have played one or more
    minions at other bases this turn."""
    who = ctx.event.player
    base = this_base(ctx)
    ctx.mark_used("under-the-bed", player=who)  # this base's, forgotten if it leaves play
    ctx.extra("minion", where=lambda c: printed_power(c) <= 2, reason="Under the Bed: power 2 or less, here",
              base=base, player=who)
