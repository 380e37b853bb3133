"""The bases of Oops, You Did It Again.

Each function quotes the base text it implements (corpus/cards/oops-you-did-it-again/bases.yaml).

Star Portal answers the engine's ``buried`` event, and ``action_played`` for an action whose play
record says it was played on this base (not on a minion here, nor a standard action).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.oops.samurai import watch_discard
from oracle.abilities.oops.vikings import _to_my_deck_top
from oracle.engine import cites


def _my_turn_in_play(ctx) -> bool:
    g = ctx.game
    return g.current_player.name == ctx.controller and g.phase == "play" and not ctx.ignores(ctx.controller)


# ----- Ancient Egyptians -------------------------------------------------------------------

@ability("Pyramids", kind="special", zone="base",
         usable=lambda ctx: _my_turn_in_play(ctx) and bool(ctx.hand()))
def pyramids(ctx):
    """On your turn, you may bury a card from your hand here."""
    pick = ctx.choose("Pyramids: bury a card from your hand here", ctx.hand())
    ctx.bury(pick, ctx.here)


def _played_on_base(ctx, card, base) -> bool:
    """Whether the latest play of ``card`` was an action played on ``base`` itself."""
    for p in reversed(ctx.game.plays):
        if p["card"] is card:
            return p["kind"] == "action" and p["on"] is None and p["base"] is base
    return False


def _star_portal_when(ctx) -> bool:
    ev = ctx.event
    if ev.base is not ctx.here:
        return False
    if ev.kind == "buried":
        return ev.player is not None
    return _played_on_base(ctx, ev.card, ctx.here)


@ability("Star Portal", kind="ongoing", event="buried", when=_star_portal_when)
def star_portal_buried(ctx):
    """After a card is buried here or an action is played on this base, its controller draws a card."""
    ctx.draw(1, player=ctx.event.player)


@ability("Star Portal", kind="ongoing", event="action_played", when=_star_portal_when)
def star_portal_action(ctx):
    """After a card is buried here or an action is played on this base, its controller draws a card."""
    ctx.draw(1, player=ctx.event.player)


# ----- Cowboys -----------------------------------------------------------------------------

@ability("Saloon", kind="ongoing", event="destroyed",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.card.defn.plays_as == "minion")
def saloon(ctx):
    """After a minion here is destroyed, each player with a minion here may draw a card."""
    for p in ctx.game.seat_order():
        if ctx.ignores(p.name) or not ctx.minions(base=ctx.here, controller=p.name):
            continue
        if ctx.may("Saloon: draw a card?", player=p.name):
            ctx.draw(1, player=p.name)


def _duel_here(ctx, label):
    """The minion just played here may duel another player's minion here; returns
    (result, played, foe) or None when no duel happens."""
    m = ctx.event.card
    who = ctx.event.player
    if not ctx.in_play(m) or ctx.base_of(m) is not ctx.here:
        return None
    foes = ctx.minions(base=ctx.here, where=lambda x: x.controller not in (None, who))
    foe = ctx.may_choose(f"{label}: {m.ref} may duel another player's minion here", foes, player=who)
    if foe is None:
        return None
    return ctx.duel(m, foe), m, foe


def _played_here(ctx) -> bool:
    ev = ctx.event
    return ev.base is ctx.here and ev.player is not None and not ctx.ignores(ev.player)


@ability("So-so Corral", kind="ongoing", event="minion_played", when=_played_here)
def so_so_corral(ctx):
    """After you play a minion here, it may duel another player's minion here. Destroy the losing
    minion."""
    got = _duel_here(ctx, "So-So Corral")
    if got is None:
        return
    result, m, foe = got
    who = ctx.event.player  # the losing minion is destroyed by the challenging player (bases/so-so-corral)
    if result in ("challenger", "tie"):
        ctx.destroy(foe, by=who)
    if result in ("challenged", "tie"):
        ctx.destroy(m, by=who)


# ----- Samurai -----------------------------------------------------------------------------

@ability("Sakura Garden", kind="instead")
def sakura_garden(ctx, card, where):
    """Each turn, the first time one of your minions here goes to the discard pile, draw a card."""
    if (card is None or card.defn.plays_as != "minion" or card.zone is not ctx.here.minions
            or card.controller is None or ctx.ignores(card.controller)):
        return None
    who = card.controller
    if ctx.used_this_turn("sakura-garden", player=who):
        return None
    ctx.mark_used("sakura-garden", player=who)
    watch_discard(ctx, card, lambda c: c.draw(1, player=who))
    return None


@ability("Shogun's Palace", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("shoguns-palace"))
def shoguns_palace(ctx):
    """Once per turn, after you play a minion here, it may duel another player's minion here. The
    controller of the winning minion draws two cards."""
    got = _duel_here(ctx, "Shogun's Palace")
    if got is None:
        return
    ctx.mark_used("shoguns-palace")
    result, m, foe = got
    if result in ("challenger", "tie"):
        ctx.draw(2, player=m.controller)
    if result in ("challenged", "tie"):
        ctx.draw(2, player=foe.controller)


# ----- Vikings -----------------------------------------------------------------------------

@ability("Drakkar", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("drakkar", player=ctx.event.player))
def drakkar(ctx):
    """After the first time you play a minion here each turn, you may reveal the top card of another
    player's deck. If it is an action or a minion of power 3 or less, you may draw it. Otherwise,
    return it."""
    who = ctx.event.player
    ctx.mark_used("drakkar", player=who)
    others = [p for p in ctx.players() if p != who
              and (ctx.game.player(p).deck or ctx.game.player(p).discard)]
    other = ctx.may_choose("Drakkar: you may reveal the top card of another player's deck", others, player=who)
    if other is None:
        return
    top = ctx.top_of_deck(player=other)
    if top is None:
        return
    ctx.log(f"{other} reveals {top.ref} from the top of their deck (Drakkar)", cites.DECKS)
    ctx.saw([top], player=other, by=who)
    ok = top.defn.plays_as == "action" or (top.defn.plays_as == "minion" and (top.defn.power or 0) <= 3)
    if ok and ctx.may(f"Drakkar: draw {top.ref}?", player=who):
        ctx.to_hand(top, who)
        top.controller = who
        ctx.log(f"{who} draws {top.ref} (owned by {top.owner})", cites.DECKS, "terms/owner")
    else:
        ctx.log(f"{top.ref} is returned to the top of {other}'s deck", cites.DECKS)


@ability("Longhouse", kind="special", zone="base",
         usable=lambda ctx: (_my_turn_in_play(ctx) and bool(ctx.hand())
                             and bool(ctx.minions(base=ctx.here, controller=ctx.controller))))
def longhouse(ctx):
    """On your turn, you may place a card from your hand on top of your deck to give one of your
    minions here +2 power until the end of the turn."""
    pick = ctx.choose("Longhouse: place a card from your hand on top of your deck", ctx.hand())
    _to_my_deck_top(ctx, pick)
    ctx.choose_and("Longhouse: give one of your minions here +2 power",
                   ctx.minions(base=ctx.here, controller=ctx.controller), lambda m: ctx.add_power(m, 2))
