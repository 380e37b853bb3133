"""The bases of Smash Up: Half the Battle.

Each function quotes the base text it implements (corpus/cards/half-the-battle/bases.yaml). On a base,
"you" is the player the text describes (terms/you): the player who played the card.
"First time each turn" is counted from this turn's plays, so it needs no note on the game.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.half_the_battle.adolescent_epic_geckos import actions_played


def _base(ctx):
    """The base in play whose card is this ability's card."""
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


def _first_minion_here(ctx) -> bool:
    """The minion just played here is the first one its player played here this turn."""
    ev = ctx.event
    here = _base(ctx)
    if here is None or ev.base is not here or ev.player is None:
        return False
    plays = [p for p in ctx.plays_this_turn(kind="minion", player=ev.player) if p["base"] is here]
    return len(plays) == 1


@ability("Recording Studio", kind="start_of_turn")
def recording_studio(ctx):
    """At the start of each turn, all players' minions here gain +1 power until the end of the turn"""
    here = _base(ctx)
    if here is None:
        return
    for m in ctx.minions(base=here):
        ctx.add_power(m, 1)


@ability("Concert Venue", kind="ongoing", event="minion_played", when=_first_minion_here)
def concert_venue(ctx):
    """After the first time you play a minion here each turn, you may place a +1 power counter on it"""
    minion = ctx.event.card
    if not ctx.in_play(minion) or ctx.base_of(minion) is not _base(ctx):
        return
    if ctx.may(f"Concert Venue: you may place a +1 power counter on {minion.ref}", player=ctx.event.player):
        ctx.place_counters(minion, 1)


@ability("Technoball", kind="ongoing", event="minion_played", when=_first_minion_here)
def technoball(ctx):
    """After the first time you play a minion here each turn, you may play an extra action."""
    ctx.extra("action", reason="Technoball: first minion played here this turn", player=ctx.event.player)


def _second_action(ctx) -> bool:
    ev = ctx.event
    return ev.player is not None and _base(ctx) is not None and actions_played(ctx, ev.player) == 2


@ability("Sewer Hideout", kind="ongoing", event="action_played", when=_second_action)
def sewer_hideout(ctx):
    """After you play your second action in a turn, you may place a +1 power counter on a minion here"""
    here = _base(ctx)
    target = ctx.may_choose("Sewer Hideout: you may place a +1 power counter on a minion here",
                            ctx.minions(base=here), player=ctx.event.player)
    if target is not None:
        ctx.place_counters(target, 1)
