"""The four bases of The Bigger Geekier Box.

Each function quotes the base text it implements (corpus/cards/the-bigger-geekier-box/bases.yaml, the
current wording). On a base, "you" is the player the text describes (terms/you); "the winner" is every
player tied for first (rules/tie-fighter). Effects a base causes for a player are credited to that
player (terms/affect).

- The Con: the power gain does not benefit the minion just played, nor minions played after it; later
  minions played cause their own gain (bases/the-con).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.abilities.shared import this_base as _this_base


@ability("TableTop", kind="when_scoring")
def tabletop(ctx):
    """The winner draws 3 cards, then discards 2 cards."""
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    for p in ctx.game.seat_order():
        who = p.name
        if who not in firsts or ctx.ignores(who):
            continue
        ctx.draw(3, player=who)
        picks = ctx.choose_many(f"TableTop: {who}, discard 2 cards", ctx.hand(who), min=2, max=2, player=who)
        for c in picks:
            ctx.discard_from_hand(c, player=who)


def _minion_played_here(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    return here is not None and ev.base is here and ev.card is not None and ev.card.kind == "minion"


@ability("The Con", kind="ongoing", event="minion_playing", when=_minion_played_here)
def the_con(ctx):
    """When a minion is played here, other minions here of that faction gain +1 power until the end of
    the turn."""
    played = ctx.event.card
    faction = played.defn.faction
    if not faction:
        ctx.log(f"The Con: {played.ref} has no faction: no minion gains power", cites.USING_ABILITIES)
        return
    here = _this_base(ctx)
    mates = [m for m in here.minions if m is not played and m.defn.faction == faction]
    for m in mates:
        ctx.add_power(m, 1, by=ctx.event.player)
    if not mates:
        ctx.log(f"The Con: no other {faction} minion at {here.ref}", cites.USING_ABILITIES)


@ability("Locker Room", kind="start_of_turn")
def locker_room(ctx):
    """At the start of your turn, if you have a minion here, draw a card."""
    who = ctx.game.current_player.name
    here = _this_base(ctx)
    if here is None or ctx.ignores(who):
        return
    if any(m.controller == who for m in here.minions):
        ctx.log(f"Locker Room: {who} has a minion here and draws a card", cites.START_TURN)
        ctx.draw(1, player=who)


def _minion_destroyed_here(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    return (here is not None and ev.base is here and ev.card is not None
            and ev.card.defn.plays_as == "minion")


@ability("Stadium", kind="ongoing", event="destroyed", when=_minion_destroyed_here)
def stadium(ctx):
    """After a minion here is destroyed, its controller draws a card."""
    who = (ctx.event.data or {}).get("controller") or ctx.event.card.owner
    if who is None or ctx.ignores(who):
        return
    ctx.draw(1, player=who)
