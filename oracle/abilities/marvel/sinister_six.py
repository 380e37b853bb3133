"""Sinister Six (Smash Up: Marvel): villains who lower breakpoints and gain from low ones.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/sinister-six.yaml).
Smash Up: Marvel says "character" for minion (wiki/character) and "base modifier" for an action
played on a base (wiki/modifier). "Reduce this base's breakpoint until the end of the turn" stays
with the base it was made on, even if the card later leaves or moves. Ongoing abilities of base
modifiers look at the base the modifier is on now, so they follow it when Move the Goods moves it.

Every Sinister Six card is implemented. Reading (R: the rulebook is silent, this is the project's
reading):
- R: a talent whose condition is not met (My Master Plan, Reroute the Power: "If the breakpoint here is
  19 or less, ...") is refused rather than used for no effect.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def _is_base_modifier(card) -> bool:
    return card.defn.can_be("action") and card.defn.play_on == "base"


def _low_breakpoint(ctx, base) -> bool:
    """"If the breakpoint here is 19 or less"."""
    return base is not None and ctx.breakpoint(base) <= 19


def _reduce_until_end_of_turn(ctx, base, n, label):
    ctx.ongoing("breakpoint", -n, base=base, until="end_of_turn")
    ctx.log(f"{label}: {base.ref}'s breakpoint is reduced by {n} until the end of the turn "
            f"(now {ctx.breakpoint(base)})", cites.USING_ABILITIES, cites.CALCULATING)


def _shuffle_into_owners_decks(ctx, minions, label):
    """Shuffle minions in play into their owners' decks (placed there, then each deck shuffled)."""
    owners = []
    for m in minions:
        if ctx.in_play(m) and ctx.place(m, "deck_top"):
            owner = m.owner or ctx.controller
            if owner not in owners:
                owners.append(owner)
    for owner in owners:
        ctx.shuffle_deck(owner)
    if owners:
        ctx.log(f"{label}: the characters are shuffled into their owners' decks", cites.DECKS)


# ----- characters ------------------------------------------------------------------------------
@ability("Doctor Octopus", kind="start_of_turn")
def doctor_octopus(ctx):
    """Ongoing: At the start of your turn, you may reduce this base's breakpoint by 4 until the end of
    the turn."""
    base = ctx.here
    if base is not None and ctx.may(f"Doctor Octopus: reduce {base.ref}'s breakpoint by 4 until the end of the turn?"):
        _reduce_until_end_of_turn(ctx, base, 4, "Doctor Octopus")


@ability("Mysterio", kind="talent")
def mysterio(ctx):
    """Talent: Play a base modifier here as an extra action OR draw a card. (The extra action may be
    played later in the Play Cards phase, only here: terms/extra.)"""
    here = ctx.here
    if any(_is_base_modifier(c) for c in ctx.hand()):
        pick = ctx.choose_word("Mysterio: play a base modifier here as an extra action, or draw a card?",
                               ["play", "draw"])
    else:
        pick = "draw"
    if pick == "draw":
        ctx.draw(1)
        return
    ctx.extra_or_now("action", where=_is_base_modifier, base=here)


@ability("Green Goblin", kind="talent")
def green_goblin(ctx):
    """Talent: Reduce this base's breakpoint by 3 until the end of the turn."""
    _reduce_until_end_of_turn(ctx, ctx.here, 3, "Green Goblin")


@ability("Vulture")
def vulture(ctx):
    """You may place a base modifier from your discard pile on top of your deck."""
    options = [c for c in ctx.discard_pile() if _is_base_modifier(c)]
    ctx.choose_and("Vulture: you may place a base modifier from your discard pile on top of your deck", options,
                   lambda pick: ctx.place(pick, "deck_top", player=ctx.controller), may=True)


@ability("Electro", kind="breakpoint")
def electro(ctx, base):
    """Ongoing: This base's breakpoint is reduced by 2."""
    return -2 if base is ctx.here else 0


@ability("Sandman", kind="power")
def sandman(ctx, minion):
    """Ongoing: This character has +2 power if the breakpoint here is 19 or less."""
    if minion is not ctx.card:
        return 0
    return 2 if _low_breakpoint(ctx, ctx.here) else 0


# ----- actions ---------------------------------------------------------------------------------
@ability("Ambush")
def ambush(ctx):
    """Reduce a base's breakpoint by 4 until the end of the turn."""
    base = ctx.choose("Ambush: reduce which base's breakpoint by 4?", ctx.bases())
    if base is not None:
        _reduce_until_end_of_turn(ctx, base, 4, "Ambush")


@ability("Cover the Exits", kind="power")
def cover_the_exits_power(ctx, minion):
    """Base modifier. Ongoing: Your characters here have +1 power."""
    here = ctx.here
    return 1 if here is not None and minion.controller == ctx.controller and ctx.base_of(minion) is here else 0


@ability("Cover the Exits", kind="after_scoring",
         when=lambda ctx: ctx.here is not None and ctx.event.base is ctx.here)
def cover_the_exits(ctx):
    """After this base scores, if its breakpoint was 19 or less, shuffle up to two of your characters
    here into their owners' deck."""
    here = ctx.here
    if not _low_breakpoint(ctx, here):
        ctx.log(f"Cover the Exits: {here.ref}'s breakpoint was {ctx.breakpoint(here)}, not 19 or less",
                cites.USING_ABILITIES)
        return
    mine = ctx.minions(base=here, controller=ctx.controller)
    picks = ctx.choose_many("Cover the Exits: shuffle up to two of your characters here into their owners' decks",
                            mine, max=2)
    _shuffle_into_owners_decks(ctx, picks, "Cover the Exits")


@ability("Incite Panic", kind="power")
def incite_panic_power(ctx, minion):
    """Base modifier. Ongoing: Other players' characters here have -1 power."""
    here = ctx.here
    if here is None or minion.controller is None or minion.controller == ctx.controller:
        return 0
    return -1 if ctx.base_of(minion) is here else 0


@ability("Incite Panic")
def incite_panic(ctx):
    """Base modifier. Ongoing: ... If the breakpoint here is 19 or less, other players cannot use Special
    abilities while this base is scoring."""
    panic = ctx.card
    you = ctx.controller

    def no_specials(game, card, base, player):
        if player == you or not game.in_play(panic):
            return False
        here = game.base_of(panic)
        return (here is not None and game.scoring_base is here
                and (base is None or base is here) and _breakpoint(game, here) <= 19)

    ctx.forbid("special", None, match=no_specials, until="while_source",
               reason="Incite Panic: other players cannot use Special abilities while this base is scoring "
                      "(its breakpoint is 19 or less)")


def _breakpoint(game, base) -> int:
    from oracle.engine.power import breakpoint
    return breakpoint(game, base)


def _scoring_base_in_play(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("Move the Goods", kind="special", window="after_scoring", usable=_scoring_base_in_play)
def move_the_goods_special(ctx):
    """Special: You may play this after a base scores."""
    ctx.play_this()


@ability("Move the Goods")
def move_the_goods(ctx):
    """Move a base modifier from one base to another."""
    modifiers = [a for b in ctx.bases() for a in b.actions if a.kind == "action"]
    pick = ctx.choose("Move the Goods: move which base modifier?", modifiers)
    if pick is None:
        ctx.log("Move the Goods: there is no base modifier in play", cites.USING_ABILITIES)
        return
    frm = ctx.base_of(pick)
    dest = ctx.choose(f"Move the Goods: move {pick.ref} to which base?", ctx.other_bases(frm))
    if dest is None:
        return
    if not effects.allowed(ctx.game, effects.Affect("move", pick, ctx.card, ctx.controller)):
        return
    ctx.put(pick, dest.actions)
    ctx.log(f"{pick.ref} moves from {frm.ref} to {dest.ref}", cites.T_MOVE)


@ability("My Master Plan", kind="talent")
def my_master_plan(ctx):
    """Base modifier. Talent: If the breakpoint here is 19 or less, draw a card."""
    if not _low_breakpoint(ctx, ctx.here):
        raise Refused(f"My Master Plan: the breakpoint here is {ctx.breakpoint(ctx.here)}, not 19 or less")
    ctx.draw(1)


@ability("Pressure from All Sides", kind="talent")
def pressure_from_all_sides(ctx):
    """Base modifier. Talent: Reduce this base's breakpoint by 1 for each character on it until the end of
    the turn."""
    here = ctx.here
    n = len(ctx.minions(base=here))
    if n:
        _reduce_until_end_of_turn(ctx, here, n, "Pressure from All Sides")
    else:
        ctx.log(f"Pressure from All Sides: there is no character on {here.ref}", cites.USING_ABILITIES)


@ability("Reroute the Power", kind="talent")
def reroute_the_power(ctx):
    """Base modifier. Talent: If the breakpoint here is 19 or less, give one of your characters here +3
    power until the start of your next turn."""
    here = ctx.here
    if not _low_breakpoint(ctx, here):
        raise Refused(f"Reroute the Power: the breakpoint here is {ctx.breakpoint(here)}, not 19 or less")
    target = ctx.choose("Reroute the Power: give one of your characters here +3 power",
                        ctx.minions(base=here, controller=ctx.controller))
    if target is None:
        ctx.log("Reroute the Power: you have no character here", cites.USING_ABILITIES)
        return
    if not effects.allowed(ctx.game, effects.Affect("power", target, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("power", 3, card=target, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{target.ref} gets +3 power until the start of {ctx.controller}'s next turn", cites.USING_ABILITIES)


@ability("Witness Our Superiority")
def witness_our_superiority(ctx):
    """Base modifier. Ongoing: This base's abilities are cancelled."""
    me = ctx.card

    def the_base_here(game, card):
        base = game.base_of(me) if game.in_play(me) else None
        return base is not None and base.card is card

    ctx.cancel_abilities(match=the_base_here, until="while_source")
