"""Bases of Smash Up 10th Anniversary (corpus/cards/10th-anniversary/bases.yaml, current texts).

A base's ability that a player uses "on your turn" is a Special used with a ``special: BASE`` step
(docs/abilities.md), here in the player's Play Cards phase; ``ctx.controller`` is that player.

Sheep Shrine: "If played during setup, replace it and shuffle it into the deck" concerns the game's
setup, which the engine does not play (a game starts from a set-up board): a base only comes into play
later, after a base scores or through an ability, so only the first sentence can apply.

Boneyard notices a minion about to go to the discard pile with an ``instead`` hook (asked while the
minion is still in play, so its base and power are known) and leaves a one-shot delayed trigger for
the ``discarded`` event that follows.
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.engine import cites, effects


def _my_play_phase(ctx) -> bool:
    g = ctx.game
    return g.current_player.name == ctx.controller and g.phase == "play" and not ctx.ignores(ctx.controller)


def _first_minion_here(ctx) -> bool:
    """The minion of this ``minion_played`` event is the first one its player played here during their
    own turn."""
    ev = ctx.event
    if ev.base is None or ev.base is not ctx.here or ev.player != ctx.game.current_player.name:
        return False
    here = [p for p in ctx.plays_this_turn(kind="minion", player=ev.player) if p["base"] is ctx.here]
    return bool(here) and here[0]["card"] is ev.card


# ----- Mermaids ----------------------------------------------------------------------------
def _pool_targets(ctx):
    return [m for b in ctx.other_bases(ctx.here) for m in ctx.minions(base=b)
            if m.controller is not None and m.controller != ctx.controller]


@ability("Mermaid Pool", kind="special", zone="base",
         usable=lambda ctx: _my_play_phase(ctx) and bool(ctx.minions(base=ctx.here, controller=ctx.controller))
         and bool(_pool_targets(ctx)))
def mermaid_pool(ctx):
    """On your turn, if you have a minion here, you may move another player's minion to here."""
    ctx.choose_and("Mermaid Pool: move another player's minion to here", _pool_targets(ctx),
                   lambda pick: ctx.move(pick, ctx.here))


@ability("Mermaid Reef", kind="player_power")
def mermaid_reef(ctx, base, player):
    """During your turn, other players' minions here add 1 less power to their controller's total."""
    if base is not ctx.here or player == ctx.game.current_player.name:
        return 0
    return -sum(min(1, ctx.power(m)) for m in ctx.minions(base=base, controller=player))


# ----- Sheep -------------------------------------------------------------------------------
@ability("Sheep Shrine", kind="ongoing", event="base_entered",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base.card is ctx.card)
def sheep_shrine(ctx):
    """After this is played, each player may move one of their minions to here. If played during setup,
    replace it and shuffle it into the deck."""
    here = ctx.here
    for p in ctx.game.seat_order():
        if ctx.ignores(p.name):
            continue
        mine = [m for b in ctx.other_bases(here) for m in ctx.minions(base=b, controller=p.name)]
        ctx.choose_and("Sheep Shrine: you may move one of your minions to here", mine,
                       lambda pick: ctx.move(pick, here, by=p.name), player=p.name, may=True)


def _pasture_when(ctx) -> bool:
    ev = ctx.event
    who = ev.player
    if ev.base is not ctx.here or who is None or ev.from_base is None or ev.from_base not in ctx.game.bases:
        return False
    mine = [mv for mv in ctx.moves_this_turn()
            if mv["to"] is ctx.here and mv["by"] == who and mv.get("turn") == ctx.game.turn]
    return bool(mine) and mine[0]["card"] is ev.card  # the first of this turn's moves here, even when one card moved several


@ability("The Pasture", kind="ongoing", event="moved", when=_pasture_when)
def the_pasture(ctx):
    """After the first time you move a minion to this base each turn, move another minion from there to
    here."""
    who = ctx.event.player
    there = ctx.event.from_base
    if ctx.ignores(who):
        return
    ctx.choose_and(f"The Pasture: move another minion from {there.ref} to here", ctx.minions(base=there),
                   lambda pick: ctx.move(pick, ctx.here, by=who), player=who)


# ----- Skeletons ---------------------------------------------------------------------------


@ability("Boneyard", kind="instead")
def boneyard(ctx, card, where):
    """Once during your turn, after a minion you own of power 3 or less goes to the discard pile from
    another base, you may bury it here."""
    game = ctx.game
    you = game.current_player.name
    if (card.defn.plays_as != "minion" or card.owner != you or not game.in_play(card) or where != "discard"
            or ctx.base_of(card) is None or ctx.base_of(card) is ctx.here or ctx.power(card) > 3
            or ctx.used_this_turn() or ctx.ignores(you)):
        return None
    slot = []
    yard = ctx.here

    def offer(c):
        if slot and slot[0] in c.game.effects:
            c.end_effect(slot[0])
        if ctx.used_this_turn() or yard not in c.game.bases:
            return
        if card.zone is None or card.zone.kind != "discard":
            return
        if c.may(f"Boneyard: bury {card.ref} here?", player=you):
            ctx.mark_used()
            c.game.event(f"{you} buries {card.ref} from the discard pile (Boneyard)", cites.BURYING)
            from oracle.engine.burying import bury
            bury(c.game, you, card, yard)

    slot.append(ctx.delayed("discarded", offer,
                            when=lambda c: c.event.card is card and bool(slot) and slot[0] in c.game.effects,
                            until="end_of_turn", turn=game.turn))
    return None


def _ossuary_targets(ctx):
    return [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]


@ability("Ossuary", kind="special", zone="base",
         usable=lambda ctx: _my_play_phase(ctx) and bool(_ossuary_targets(ctx)))
def ossuary(ctx):
    """On your turn, you may bury a minion of power 3 or less from your discard pile here."""
    ctx.choose_and("Ossuary: bury a minion of power 3 or less from your discard pile here", _ossuary_targets(ctx),
                   lambda pick: ctx.bury(pick, ctx.here))


# ----- World Champs ------------------------------------------------------------------------
@ability("Arena", kind="ongoing", event="minion_played", when=_first_minion_here)
def arena(ctx):
    """After the first time you play a minion here during your turn, you may play an extra action or draw
    a card."""
    who = ctx.event.player
    if ctx.ignores(who):
        return
    word = ctx.choose_word("Arena: play an extra action, draw a card, or neither?", ["action", "draw", "no"],
                           player=who)
    if word == "action":
        ctx.extra("action", reason="Arena", player=who)
    elif word == "draw":
        ctx.draw(1, player=who)


@ability("Hall of Fame", kind="ongoing", event="minion_played", when=_first_minion_here)
def hall_of_fame(ctx):
    """After the first time you play a minion here during your turn, it gains +2 power until the end of
    the turn."""
    if ctx.ignores(ctx.event.player):
        return
    if ctx.in_play(ctx.event.card):
        ctx.add_power(ctx.event.card, 2)
