"""The bases of World Tour: International Incident (Luchadors, Mounties, Musketeers, Sumo Wrestlers).

Each function quotes the base text it implements
(corpus/cards/world-tour-international-incident/bases.yaml, the current wordings). "You" is the player
whose play or turn it is; "each player" acts in turn order from the current player.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.abilities.shared import this_base as _this_base


def _played_here(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    return base is not None and ev.base is base and ev.player is not None and ev.card is not None


def _first_minion_here(ctx, player, card) -> bool:
    """True when ``card`` is the first minion ``player`` played on this base this turn."""
    base = _this_base(ctx)
    here = [p for p in ctx.plays_this_turn(kind="minion", player=player) if p["base"] is base]
    return bool(here) and here[0]["card"] is card


# ----- Luchadors -----------------------------------------------------------------------------
@ability("The Squared Circle", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and _first_minion_here(ctx, ctx.event.player, ctx.event.card))
def the_squared_circle(ctx):
    """After the first time you play a minion here each turn, you may place a random action from your
    discard pile into your hand."""
    who = ctx.event.player
    actions = [c for c in ctx.discard_pile(player=who) if c.kind == "action"]
    if not actions:
        return
    if not ctx.may("The Squared Circle: place a random action from your discard pile into your hand?", player=who):
        return
    pick = ctx.game.rng.choice(actions)
    ctx.log(f"{who} takes a random action from their discard pile: {pick.ref} (The Squared Circle)",
            cites.DECKS)
    ctx.place(pick, "hand", player=who)


# ----- Mounties -------------------------------------------------------------------------------
@ability("Great White North, Eh?", kind="before_scoring")
def great_white_north(ctx):
    """Before this base scores, each player may move one of their minions from here to another base and
    give it +1 power until the end of turn."""
    base = _this_base(ctx)
    if base is None:
        return
    for p in ctx.game.seat_order():
        theirs = ctx.minions(base=base, controller=p.name)
        others = ctx.other_bases(base)
        if not others:
            return
        pick = ctx.may_choose(f"Great White North, Eh?: {p.name} may move one of their minions from here",
                              theirs, player=p.name)
        if pick is None:
            continue
        dest = ctx.choose(f"Great White North, Eh?: move {pick.ref} to which base?", others, player=p.name)
        if ctx.move(pick, dest):
            ctx.add_power(pick, 1)


@ability("Strategic Syrup Reserve", kind="ongoing", event="minion_played", when=_played_here)
def strategic_syrup_reserve(ctx):
    """After you play a minion here, you may move another player's minion to here from a base where you
    have a minion."""
    who = ctx.event.player
    base = _this_base(ctx)
    options = [m for b in ctx.other_bases(base) if ctx.minions(base=b, controller=who)
               for m in ctx.minions(base=b) if m.controller != who]
    ctx.choose_and(f"Strategic Syrup Reserve: {who} may move another player's minion to here", options,
                   lambda pick: ctx.move(pick, base), player=who, may=True)


# ----- Musketeers -----------------------------------------------------------------------------
@ability("The Golden Lily", kind="end_of_turn")
def the_golden_lily(ctx):
    """At the end of your turn, if you have a minion here, draw a card."""
    base = _this_base(ctx)
    who = ctx.game.current_player.name
    if base is not None and ctx.minions(base=base, controller=who):
        ctx.draw(1, player=who)


# ----- Sumo Wrestlers -------------------------------------------------------------------------
@ability("Heya Training Stable", kind="start_of_turn")
def heya_training_stable(ctx):
    """At the start of your turn, you may discard a card to place a +1 power counter on one of your
    minions here."""
    base = _this_base(ctx)
    who = ctx.game.current_player.name
    if base is None or not ctx.minions(base=base, controller=who):
        return
    card = ctx.may_choose(f"Heya Training Stable: {who} may discard a card", ctx.hand(player=who), player=who)
    if card is None:
        return
    ctx.discard_from_hand(card, player=who)
    ctx.choose_and("Heya Training Stable: place a +1 power counter on which of your minions here?",
                   ctx.minions(base=base, controller=who), lambda target: ctx.place_counters(target, 1), player=who)


@ability("The Dohyo", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and ctx.event.player == ctx.game.current_player.name
         and _first_minion_here(ctx, ctx.event.player, ctx.event.card))
def the_dohyo(ctx):
    """After the first time you play a minion here on your turn, you may move another player's minion from
    here to another base."""
    who = ctx.event.player
    base = _this_base(ctx)
    if not ctx.other_bases(base):
        return
    options = [m for m in ctx.minions(base=base) if m.controller != who]
    pick = ctx.may_choose(f"The Dohyo: {who} may move another player's minion from here", options, player=who)
    if pick is None:
        return
    dest = ctx.choose(f"The Dohyo: move {pick.ref} to which base?", ctx.other_bases(base), player=who)
    ctx.move(pick, dest)


# ----- "directly affects" (see musketeers.py for how plays are recorded) ---------------------
from oracle.abilities.international_incident.musketeers import (  # noqa: E402
    affected_by_play, record_affect)


def _record(ctx, affect) -> bool:
    record_affect(ctx, affect)
    return False


ability("Ringside", kind="protect")(_record)
ability("Bastion Saint-Gervais", kind="protect")(_record)


def _action_played_hitting(ctx, mine: bool) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    if base is None or ev.card is None or ev.card.kind != "action" or ev.player is None:
        return False
    hit = affected_by_play(ctx, ev.card)
    return any(m.uid in hit and ((m.controller == ev.player) == mine) for m in ctx.minions(base=base))


@ability("Ringside", kind="ongoing", event="action_played",
         when=lambda ctx: _action_played_hitting(ctx, mine=False))
def ringside(ctx):
    """After you play an action that directly affects another player's minion here, draw a card."""
    ctx.draw(1, player=ctx.event.player)


def _bastion_flag(ctx):
    return f"bastion:{ctx.card.uid}"


@ability("Bastion Saint-Gervais", kind="ongoing", event="action_played",
         when=lambda ctx: _action_played_hitting(ctx, mine=True)
         and not any(e.kind == "flag" and e.flag == _bastion_flag(ctx) for e in ctx.game.effects))
def bastion_saint_gervais(ctx):
    """Once per turn after you play an action that directly affects one of your minions here, you may play
    an extra action."""
    from oracle.engine import effects
    effects.add_effect(ctx.game, effects.Effect("flag", flag=_bastion_flag(ctx), until="end_of_turn",
                                                source=ctx.card, controller=ctx.event.player))
    ctx.extra("action", reason="Bastion Saint-Gervais", player=ctx.event.player)
