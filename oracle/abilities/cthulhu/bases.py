"""The eight bases of Smash Up: The Obligatory Cthulhu Set.

Each function quotes the base text it implements (corpus/cards/the-obligatory-cthulhu-set/
bases.yaml), following clarifications/bases and the rulings in rulings/bases/. On a base, "you" is
the player the text describes (terms/you): the player who played the minion, or whose turn starts.

Antarctic Base counts each player's minion plays there per turn; a second one is refused (the whole
step is undone). Arkham University's "once per turn" is used up only when a player takes the offer
(declining leaves it available for a later minion that turn).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.play import grant_extra
from oracle.abilities.shared import this_base as _this_base


def _played_here(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is _this_base(ctx) and ev.player is not None


def _is_madness(card) -> bool:
    return card.defn.type == "madness"


# ----- Elder Things ---------------------------------------------------------------------------------
@ability("Antarctic Base", "ongoing", event="minion_played", when=_played_here)
def antarctic_base(ctx):
    """You may only play one minion here each turn."""
    who = ctx.event.player
    if ctx.used_this_turn("antarctic-base", player=who):
        ctx.game.refuse(f"{who} has already played a minion on {ctx.card.ref} this turn: only one minion may be "
                        f"played here each turn")
    ctx.mark_used("antarctic-base", player=who)


@ability("Plateau of Leng", "ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("plateau-of-leng", player=ctx.event.player))
def plateau_of_leng(ctx):
    """After the first time you play a minion here each turn, you may play an extra minion here with the
    same name. (It names no card: during that player's Play Cards phase it may be played later in the
    phase, only here: terms/extra.)"""
    who = ctx.event.player
    name = ctx.event.card.defn.name
    ctx.mark_used("plateau-of-leng", player=who)
    ctx.extra_or_now("minion", where=lambda c: c.defn.name == name, base=_this_base(ctx), player=who)


# ----- Innsmouth ------------------------------------------------------------------------------------
@ability("Innsmouth", "ongoing", event="minion_played", when=_played_here)
def innsmouth(ctx):
    """After each time a minion is played here, its owner may place one card from any player's discard
    pile on the bottom of their deck."""
    who = ctx.event.card.owner or ctx.event.player
    cards = [c for name in ctx.players() for c in ctx.discard_pile(name)]
    ctx.choose_and("Innsmouth: you may place a card from any player's discard pile on the bottom of "
                          "its owner's deck", cards, lambda pick: ctx.place(pick, "deck_bottom"), player=who, may=True)


@ability("Ritual Site", "after_scoring")
def ritual_site(ctx):
    """After this base scores, all minions on it are shuffled into their owners' decks."""
    base = _this_base(ctx)
    if base is None:
        return
    owners = []
    for m in list(base.minions):
        if not effects.allowed(ctx.game, effects.Affect("place", m, ctx.card, None)):
            continue
        ctx.leave_play(m, "deck_bottom")
        ctx.log(f"{m.ref} is shuffled into {m.zone.describe()}", cites.T_PLACE, cites.DECKS)
        if m.zone.player not in owners:
            owners.append(m.zone.player)
    for name in owners:
        ctx.shuffle_deck(name)


# ----- Minions of Cthulhu --------------------------------------------------------------------------
@ability("Mountains of Madness", "ongoing", event="minion_played", when=_played_here)
def mountains_of_madness(ctx):
    """After each time a minion is played here, its owner draws a Madness card."""
    ctx.draw_madness(1, player=ctx.event.card.owner or ctx.event.player)


@ability("R'lyeh", "start_of_turn")
def rlyeh(ctx):
    """At the start of each player's turn, that player may destroy one of their minions here. If they
    do, they gain 1 VP."""
    base = _this_base(ctx)
    who = ctx.game.current_player.name
    if base is None:
        return
    mine = ctx.minions(base=base, controller=who)
    pick = ctx.may_choose("R'lyeh: you may destroy one of your minions here to gain 1 VP", mine, player=who)
    if pick is None:
        return
    if ctx.destroy(pick, by=who):
        ctx.gain_vp(1, player=who)
    else:
        ctx.log(f"{pick.ref} was not destroyed: {who} gains no VP (bases/rlyeh)", cites.T_DESTROY, cites.CANCELING)


# ----- Miskatonic University -----------------------------------------------------------------------
@ability("Arkham University", "ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("arkham-university", player=ctx.event.player))
def arkham_university(ctx):
    """Once per turn after you play a minion here, you may either draw two Madness cards, or discard a
    Madness card from your hand, to play an extra action."""
    who = ctx.event.player
    mad = [c for c in ctx.hand(who) if _is_madness(c)]
    words = (["draw"] if ctx.game.madness else []) + (["discard"] if mad else []) + ["no"]
    if words == ["no"]:
        return
    pick = ctx.choose_word("Arkham University: draw two Madness cards, or discard a Madness card, to play an "
                           "extra action? (or no)", words, player=who)
    if pick == "no":
        return
    ctx.mark_used("arkham-university", player=who)
    if pick == "draw":
        ctx.draw_madness(2, player=who)
    else:
        ctx.discard_from_hand(ctx.choose("Arkham University: discard which Madness card?", mad, player=who),
                              player=who)
    grant_extra(ctx.game, who, "action", None, ctx.card.ref)


@ability("Asylum", "ongoing", event="minion_played", when=_played_here)
def asylum(ctx):
    """After you play a minion here, you may place a card from your hand in the box to place a +1 power
    counter on one of your minions."""
    who = ctx.event.player
    card = ctx.may_choose("Asylum: you may place a card from your hand in the box", ctx.hand(who), player=who)
    if card is None:
        return
    ctx.put(card, ctx.game.box)
    card.controller = None
    ctx.log(f"{who} places {card.ref} in the box", cites.T_IN_THE_BOX)
    ctx.choose_and("Asylum: place a +1 power counter on one of your minions", ctx.minions(controller=who),
                   lambda target: ctx.place_counters(target, 1), player=who)
