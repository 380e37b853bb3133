"""Teddy Bears (Smash Up: What Were We Thinking?): cuddly bears that snuggle up to others.

Each function quotes the card text it implements (corpus/cards/what-were-we-thinking/
teddy-bears.yaml, the current wording), following clarifications/teddy-bears and the rulings in
rulings/teddy-bears/.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import printed_power

from .common import base_holding, host, minion_plays_this_turn, other_players_card


def _starting_power(game, m) -> int:
    value = printed_power(m)
    for eff in game.effects:
        if eff.kind == "set_power" and eff.applies_to(game, m):
            value = eff.amount
    return value


# ----- minions -----------------------------------------------------------------------------
@ability("Sir Squeezes")
def sir_squeezes(ctx):
    """Play up to three minions of power 3 or less, whose total power is 5 or less, as extra minions
    here. (They name no card: they may be played later in the Play Cards phase, only here, while the
    total allows it: terms/extra.)"""
    used = []
    ctx.extra_or_now("minion", where=lambda c: printed_power(c) <= min(3, 5 - sum(used)), base=ctx.here, n=3,
                     then=lambda card: used.append(printed_power(card)))


def _fun_bear_when(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    if ev.card is None or ev.card is ctx.card or here is None or ev.base is not here:
        return False
    if ev.card.defn.plays_as != "minion" and ev.card.kind != "minion":
        return False
    return ev.player is not None and ev.player != ctx.controller


def _fun_bear(ctx):
    """Ongoing: After another player plays or moves a minion to here, you may place a +1 power counter
    on this minion."""
    if ctx.may(f"Fun Bear: place a +1 power counter on {ctx.card.ref}?"):
        ctx.place_counters(ctx.card, 1)


ability("Fun Bear", kind="ongoing", event="minion_played", when=_fun_bear_when)(_fun_bear)
ability("Fun Bear", kind="ongoing", event="moved", when=_fun_bear_when)(_fun_bear)


@ability("Lovey Bear", kind="power")
def lovey_bear(ctx, minion):
    """Ongoing: This minion's starting power is increased to the highest starting power of an opponent's
    minion here."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    theirs = [_starting_power(ctx.game, m) for m in ctx.here.minions
              if m.controller is not None and m.controller != ctx.controller]
    mine = _starting_power(ctx.game, ctx.card)
    if not theirs or max(theirs) <= mine:
        return 0  # teddy-bears/lovey-bear: a lower highest starting power changes nothing
    return max(theirs) - mine


def _snuggly_usable(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.card is None or ev.player != ctx.controller or ev.base not in ctx.game.bases:
        return False
    if "snuggly_first" not in ev.data:  # decided once per event, before any Snuggly Bear is played
        plays, earlier = minion_plays_this_turn(ctx.game, ctx.controller)
        ev.data["snuggly_first"] = not earlier and len(plays) == 1
    return ev.data["snuggly_first"]


@ability("Snuggly Bear", kind="special", window="minion_played", usable=_snuggly_usable)
def snuggly_bear(ctx):
    """Special: After you play your first minion in a turn, you may immediately play this minion there
    as an extra minion."""
    ctx.play_this(base=ctx.event.base)


# ----- actions -----------------------------------------------------------------------------
def _bear_picnic_refuses(ctx) -> bool:
    ev = ctx.event
    here = base_holding(ctx, ctx.card)
    card = ev.card
    who = ev.player
    if here is None or card is None or who is None or who == ctx.controller or ev.base is None:
        return False
    if ev.base is here or card.owner != who:
        return False  # clarifications/teddy-bears: other players' minions (e.g. from Trade) are not stopped
    game = ctx.game
    could = [c for c in [card] + list(game.player(who).hand)
             if c.defn.plays_as == "minion" and c.owner == who and printed_power(c) <= 2]
    if could:
        game.refuse(f"{who} can play a minion they own of printed power 2 or less at {here.ref} "
                    f"({', '.join(c.ref for c in could)}), so Bear Picnic stops them playing minions "
                    f"on other bases ({card.ref})")
    return False


@ability("Bear Picnic", kind="ongoing", event="minion_playing", when=_bear_picnic_refuses)
def bear_picnic(ctx):
    """Play on a base. Ongoing: If other players can play minions they own of printed power 2 or less
    here, they cannot play minions on other bases."""
    # Never reached: _bear_picnic_refuses refuses the forbidden play.


@ability("Care Package")
def care_package(ctx):
    """Draw a card and play an extra minion."""
    ctx.draw(1)
    ctx.extra("minion", reason="Care Package")


@ability("Cuddle")
def cuddle(ctx):
    """Play on a minion. Ongoing: This minion's abilities are cancelled."""
    me = ctx.card
    ctx.cancel_abilities(match=lambda game, c, me=me: host(me) is c)


@ability("Group Hug")
def group_hug(ctx):
    """Give one of your minions +1 power for each other minion at the same base until the end of the
    turn."""
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Group Hug: give one of your minions +1 power for each other minion at its base", mine)
    if m is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.USING_ABILITIES)
        return
    n = len([o for o in ctx.base_of(m).minions if o is not m])
    # teddy-bears/group-hug: calculated once
    ctx.add_power(m, n)


def _scoring_base_in_play(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


def _special_base(ctx, when="before a base scores"):
    base = ctx.game.scoring_base
    if base is None or base not in ctx.game.bases:
        ctx.game.refuse(f"{ctx.card.ref} is played only with its Special, {when}")
    return base


@ability("Love Overload", kind="special", window="before_scoring", usable=_scoring_base_in_play)
def love_overload_special(ctx):
    """Special: Before a base scores, (play this card to) destroy the minion there with the most power."""
    ctx.play_this()


@ability("Love Overload")
def love_overload(ctx):
    """Special: Before a base scores, destroy the minion there with the most power. If tied, destroy all
    tied minions."""
    base = _special_base(ctx)
    ms = ctx.minions(base=base)
    if not ms:
        ctx.log(f"there is no minion at {base.ref}", cites.T_DESTROY)
        return
    top = max(ctx.power(m) for m in ms)
    for m in [m for m in ms if ctx.power(m) == top]:
        ctx.destroy(m)


@ability("Square Deal", slug="square-deal-teddy-bears")
def square_deal(ctx):
    """Draw cards until at least one player has fewer cards in their hand than you."""
    while True:
        mine = len(ctx.hand())
        if any(len(ctx.hand(p)) < mine for p in ctx.other_players()):
            return
        if not ctx.draw(1):
            ctx.log(f"{ctx.controller} has no card left to draw", cites.DECKS)
            return


@ability("Tea Party", kind="talent")
def tea_party(ctx):
    """Play on a base. Talent: If there are two or more minions here and at least one is yours, draw a
    card."""
    here = base_holding(ctx, ctx.card)
    ms = list(here.minions) if here is not None else []
    if len(ms) >= 2 and any(m.controller == ctx.controller for m in ms):
        ctx.draw(1)
    else:
        ctx.log(f"Tea Party: fewer than two minions at its base, or none of {ctx.controller}'s: no card drawn",
                cites.T_TALENT)


@ability("Too Cute", kind="protect")
def too_cute(ctx, affect):
    """Play on a base. Ongoing: Your minions here cannot be destroyed by other player's cards."""
    here = base_holding(ctx, ctx.card)
    t = affect.target
    if affect.kind != "destroy" or here is None or t not in here.minions or t.controller != ctx.controller:
        return False
    return other_players_card(affect, ctx.controller)
