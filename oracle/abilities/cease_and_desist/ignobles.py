"""Ignobles (Smash Up: Cease and Desist).

Each function quotes the card text it implements (corpus/cards/cease-and-desist/ignobles.yaml),
following clarifications/ignobles: "a minion you own" means a minion that came from your deck,
whether or not you still control it (the wiki rulings ignobles/activate-the-spy-wiki and others).
"Give control of X to another player to do Y": Y happens only if control was given.

The Hill that Strolls (titan): its "On your turn" Special is used in your Play Cards phase, once per turn
(terms/on-your-turn), even if a Clash of the Titans set it aside again; the titan limit applies
(rules/titans; two with Red Trooper). Its Ongoing answers ``control_changed`` when the change was made by
an ability of a card you control or by the minion's own ability (a reading of "you give control").
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit, note_on_your_turn_used, on_your_turn_used
from oracle.engine import cites
from oracle.engine.errors import Refused

from ._common import give_control, minions_owned


def _give_away(ctx, candidates, text, may=False):
    """Pick one of ``candidates`` and another player, and give that player control of it.
    Returns the minion given, or None (declined, or the control change was prevented)."""
    pick = (ctx.may_choose if may else ctx.choose)(text, candidates) if candidates else None
    if pick is None:
        return None
    to = ctx.choose(f"give control of {pick.ref} to which player?", ctx.other_players())
    if to is None:
        return None
    return pick if give_control(ctx, pick, to) else None


# ----- minions ------------------------------------------------------------------------------------
@ability("Aunt of Drakes", kind="talent")
def aunt_of_drakes(ctx):
    """Talent: Give control of one of your minions to another player to draw a card and play an
    extra action."""
    mine = ctx.minions(controller=ctx.controller)
    if _give_away(ctx, mine, "Aunt of Drakes: give control of one of your minions to another player") is None:
        return
    ctx.draw(1)
    ctx.extra("action", reason="Aunt of Drakes")


@ability("Foot of the King", kind="end_of_turn")
def foot_of_the_king(ctx):
    """Ongoing: At the end of your turn, you may take control of a minion you own."""
    ctx.choose_and("Foot of the King: you may take control of a minion you own", minions_owned(ctx), ctx.take_control,
                   may=True)


@ability("Betrothed")
def betrothed(ctx):
    """You may give control of this minion to another player."""
    to = ctx.may_choose(f"Betrothed: you may give control of {ctx.card.ref} to another player",
                        ctx.other_players())
    if to is not None:
        give_control(ctx, ctx.card, to)


@ability("Betrothed", kind="when_scoring", when=lambda ctx: ctx.event.base is ctx.here)
def betrothed_scoring(ctx):
    """Ongoing: The owner of this minion gains 1 VP if another player wins this base and controls
    this minion. (clarifications/ignobles: however control was gained, even after a move.)"""
    owner = ctx.card.owner or ctx.card.controller
    ctl = ctx.card.controller
    winners = {s.player for s in ctx.event.data.get("standings", []) if s.place == 1}
    if ctl is not None and ctl != owner and ctl in winners:
        ctx.gain_vp(1, player=owner)


@ability("Sneaky Squire")
def sneaky_squire(ctx):
    """You may give control of this minion to another player to play an extra minion."""
    to = ctx.may_choose(f"Sneaky Squire: you may give control of {ctx.card.ref} to another player to play "
                        f"an extra minion", ctx.other_players())
    if to is not None and give_control(ctx, ctx.card, to):
        ctx.extra("minion", reason="Sneaky Squire")


# ----- actions -----------------------------------------------------------------------------------
@ability("Activate the Spy")
def activate_the_spy(ctx):
    """Take control of a minion you own. Play an extra action."""
    ctx.choose_and("Activate the Spy: take control of a minion you own", minions_owned(ctx), ctx.take_control)
    ctx.extra("action", reason="Activate the Spy")


@ability("Banner Call")
def banner_call(ctx):
    """Take control of any number of minions you own."""
    for m in ctx.choose_many("Banner Call: take control of any number of minions you own", minions_owned(ctx)):
        ctx.take_control(m)


@ability("Fate of the Favorites")
def fate_of_the_favorites(ctx):
    """Each player destroys a minion they own."""
    for p in [pl.name for pl in ctx.game.seat_order()]:
        owned = minions_owned(ctx, player=p)
        pick = ctx.choose(f"Fate of the Favorites: {p} destroys a minion they own", owned, player=p) \
            if owned else None
        if pick is not None:
            ctx.destroy(pick)


@ability("Hostage Exchange")
def hostage_exchange(ctx):
    """Give another player control of one of your minions to take control of one of their minions of
    equal or less power."""
    mine = ctx.minions(controller=ctx.controller)
    pick = ctx.choose("Hostage Exchange: give another player control of one of your minions", mine) \
        if mine else None
    if pick is None:
        return
    to = ctx.choose(f"give control of {pick.ref} to which player?", ctx.other_players())
    power = ctx.power(pick)
    if not give_control(ctx, pick, to):
        return
    theirs = ctx.minions(controller=to, where=lambda m: m is not pick and ctx.power(m) <= power)
    ctx.choose_and(f"Hostage Exchange: take control of one of {to}'s minions of power {power} or less", theirs,
                   ctx.take_control)


@ability("Inevitable Betrayal", kind="special", window="before_scoring", zone="hand")
def inevitable_betrayal_special(ctx):
    """Special: Before a base scores, ..."""
    ctx.card.cad_scoring = ctx.event.base
    ctx.play_this()


@ability("Inevitable Betrayal")
def inevitable_betrayal(ctx):
    """Special: Before a base scores, take control of a minion you own there."""
    base = getattr(ctx.card, "cad_scoring", None)
    ctx.card.cad_scoring = None
    if base is None:
        raise Refused("Inevitable Betrayal is played only with its Special, before a base scores")
    if base not in ctx.game.bases:
        return
    ctx.choose_and(f"Inevitable Betrayal: take control of a minion you own at {base.ref}",
                   minions_owned(ctx, base=base), ctx.take_control)


@ability("Out of Sight")
def out_of_sight(ctx):
    """Each player returns a minion they own to their hand."""
    for p in [pl.name for pl in ctx.game.seat_order()]:
        owned = minions_owned(ctx, player=p)
        pick = ctx.choose(f"Out of Sight: {p} returns a minion they own to their hand", owned, player=p) \
            if owned else None
        if pick is not None:
            ctx.return_to_hand(pick)


@ability("Red Birthday Party")
def red_birthday_party(ctx):
    """Destroy a minion you own and all minions with less power on the same base."""
    pick = ctx.choose("Red Birthday Party: destroy a minion you own", minions_owned(ctx))
    if pick is None:
        return
    base = ctx.base_of(pick)
    power = ctx.power(pick)
    lesser = [m for m in ctx.minions(base=base) if m is not pick and ctx.power(m) < power]
    ctx.destroy(pick)
    for m in lesser:
        ctx.destroy(m)


@ability("Repaying Debts")
def repaying_debts(ctx):
    """Give control of one of your minions to another player to draw two cards and play an extra
    minion."""
    mine = ctx.minions(controller=ctx.controller)
    if _give_away(ctx, mine, "Repaying Debts: give control of one of your minions to another player") is None:
        ctx.log("Repaying Debts: no control given, so no cards and no extra minion", cites.T_CONTROL)
        return
    ctx.draw(2)
    ctx.extra("minion", reason="Repaying Debts")


# ----- The Hill that Strolls (titan) --------------------------------------------------------------
def _hill_usable(ctx) -> bool:
    g = ctx.game
    you = ctx.controller
    away = [m for m in minions_owned(ctx) if m.controller not in (None, you)]
    return (g.current_player.name == you and g.phase == "play" and len(away) >= 2
            and not at_titan_limit(ctx.game, ctx.controller) and not on_your_turn_used(g, ctx.card))


@ability("The Hill that Strolls", kind="special", zone="aside", usable=_hill_usable)
def the_hill_that_strolls_special(ctx):
    """Special: On your turn, you may play this titan if two or more minions you own are controlled by
    other players."""
    base = ctx.base if ctx.base is not None else ctx.choose("The Hill that Strolls: play this titan on which "
                                                            "base?", ctx.bases())
    note_on_your_turn_used(ctx.game, ctx.card)
    ctx.play_titan(ctx.card, base)


def _you_gave_control(ctx) -> bool:
    """``control_changed``: one of your minions went to another player by your doing (an ability of a card
    you controlled, or the minion's own ability)."""
    ev = ctx.event
    you = ctx.controller
    src = ev.source
    return (ctx.in_play(ctx.card) and ev.card is not None and ev.card.kind == "minion"
            and ev.data.get("from") == you and ev.player not in (None, you) and src is not None
            and (src is ev.card or src.controller == you))


@ability("The Hill that Strolls", kind="ongoing", event="control_changed", when=_you_gave_control)
def the_hill_that_strolls_ongoing(ctx):
    """Ongoing: After you give control of one of your minions to another player, you may place a +1 power
    counter on it."""
    m = ctx.event.card
    if ctx.in_play(m) and ctx.may(f"The Hill that Strolls: place a +1 power counter on {m.ref}?"):
        ctx.place_counters(m, 1)


@ability("The Hill that Strolls", kind="talent")
def the_hill_that_strolls_talent(ctx):
    """Talent: Give control of one of your minions to another player to draw a card, OR take control of a
    minion here you own."""
    mine = ctx.minions(controller=ctx.controller)
    here = ctx.here
    back = [m for m in minions_owned(ctx, base=here) if m.controller != ctx.controller]
    words = (["give"] if mine and ctx.other_players() else []) + (["take"] if back else [])
    if not words:
        raise Refused("The Hill that Strolls: you have no minion to give and own no minion here that another "
                      "player controls")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "The Hill that Strolls: give control of one of your minions to draw a card, OR take control of a minion "
        "here you own", words)
    if word == "give":
        if _give_away(ctx, mine, "The Hill that Strolls: give control of one of your minions to another "
                                 "player") is not None:
            ctx.draw(1)
        return
    pick = ctx.choose("The Hill that Strolls: take control of which minion here you own?", back)
    ctx.take_control(pick)
