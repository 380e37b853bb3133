"""Bear Cavalry (Awesome Level 9000): pushing other players' minions around, and punishing them
for where they end up.

Each function quotes the card text it implements (corpus/cards/awesome-level-9000/bear-cavalry.yaml),
following the Bear Cavalry clarifications of the Bigger Geekier Box rulebook
(clarifications/bear-cavalry) and the rulings in rulings/bear-cavalry/.

Not implemented (see the report of this module's author):

- Bear Necessities: "other players ... cannot play extra cards" needs to know, when a card is
  played, whether it is an extra play; the engine's ``forbid`` sees only the card, and its quota
  spends a matching extra play before the normal one.
- Bearing Down: "if you have moved another player's minion to this base this turn" needs the
  moves of the whole turn, including those made before this card was played; the engine keeps
  no record of who moved which minion.
- Superiority: its protection lasts "until the start of your next turn", also after the action
  has left play; the engine only asks ``protect`` abilities of cards in play.
- Major Ursa (titan): titans set aside cannot use their Special yet.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power


def _flag(game, flag, player=None) -> bool:
    return any(e.kind == "flag" and e.flag == flag and e.player == player for e in game.effects)


def _set_flag(ctx, flag, player=None, until="end_of_turn", source=None) -> None:
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, player=player, until=until,
                                                source=source or ctx.card, controller=ctx.controller))


def _others_minion_moved(ctx) -> bool:
    ev = ctx.event
    card = ev.card
    return (card is not None and card.defn.plays_as == "minion" and card.controller is not None
            and card.controller != ctx.controller)


def _move_to_other_base(ctx, minion, frm, text):
    dest = ctx.choose(text, ctx.other_bases(frm))
    if dest is not None:
        ctx.move(minion, dest)


# ----- minions ------------------------------------------------------------------------------
@ability("General Ivan", kind="protect")
def general_ivan_protect(ctx, affect):
    """Ongoing: Your minions cannot be destroyed."""
    t = affect.target
    return (affect.kind == "destroy" and t.defn.plays_as == "minion" and ctx.game.in_play(t)
            and t.zone.kind == "minions" and t.controller == ctx.controller)


def _ivan_when(ctx) -> bool:
    if not _others_minion_moved(ctx) or _flag(ctx.game, f"general-ivan:{ctx.card.uid}", ctx.controller):
        return False
    return bool(ctx.minions(base=ctx.event.base, controller=ctx.controller))


@ability("General Ivan", kind="ongoing", event="moved", when=_ivan_when)
def general_ivan(ctx):
    """Ongoing: Once per turn, after another player's minion moves, you may give your minions there +1
    power until the end of the turn."""
    base = ctx.event.base
    if not ctx.may(f"General Ivan: give your minions at {base.ref} +1 power until the end of the turn?"):
        return
    _set_flag(ctx, f"general-ivan:{ctx.card.uid}", ctx.controller)
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Polar Commando", kind="talent")
def polar_commando(ctx):
    """Talent: Place a +1 power counter on this minion or a minion with less power than this minion."""
    mine = ctx.power(ctx.card)
    options = [ctx.card] + ctx.minions(where=lambda m: m is not ctx.card and ctx.power(m) < mine)
    target = ctx.choose(f"Polar Commando: place a +1 power counter on it or on a minion with less power "
                        f"than {mine}", options)
    if target is not None:
        ctx.place_counters(target, 1)


@ability("Grizzled Veteran")
def grizzled_veteran(ctx):
    """You may move another player's minion from here to another base."""
    here = ctx.here
    others = ctx.minions(base=here, where=lambda m: m.controller != ctx.controller)
    pick = ctx.may_choose("Grizzled Veteran: you may move another player's minion from here to another base",
                          others)
    if pick is not None:
        _move_to_other_base(ctx, pick, here, f"Grizzled Veteran: move {pick.ref} to which base?")


def _cub_scout_arrives(ctx) -> bool:
    """Bookkeeping for the clarification: Cub Scout "does not trigger if it is moved at the same
    time as the other minion": remember, for this turn, which card moved it. Triggers nothing."""
    src = ctx.event.source
    if ctx.event.card is ctx.card and src is not None:
        _set_flag(ctx, f"cub-scout-moved-with:{ctx.card.uid}:{src.uid}")
    return False


@ability("Cub Scout", kind="ongoing", event="moved", when=_cub_scout_arrives)
def cub_scout_arrives(ctx):
    """(No effect of its own: see _cub_scout_arrives.)"""


def _cub_scout_when(ctx) -> bool:
    ev = ctx.event
    if ev.card is ctx.card or ev.base is not ctx.here or not _others_minion_moved(ctx):
        return False
    if ev.source is not None and _flag(ctx.game, f"cub-scout-moved-with:{ctx.card.uid}:{ev.source.uid}"):
        ctx.log(f"{ctx.card.ref} moved at the same time as {ev.card.ref} ({ev.source.ref}): it does not "
                f"trigger", cites.TRIGGERED)
        return False
    return ctx.power(ev.card) < ctx.power(ctx.card)


@ability("Cub Scout", kind="ongoing", event="moved", when=_cub_scout_when)
def cub_scout(ctx):
    """Ongoing: After another player's minion moves here, if it has less power than this minion, you may
    destroy it. If you do, you may move one of your minions of printed power 3 or less to this base."""
    victim = ctx.event.card
    here = ctx.here
    if not ctx.may(f"Cub Scout: destroy {victim.ref} (less power than {ctx.card.ref})?"):
        return
    if not ctx.destroy(victim):
        return
    mine = ctx.minions(controller=ctx.controller,
                       where=lambda m: ctx.base_of(m) is not here and printed_power(m) <= 3)
    pick = ctx.may_choose(f"Cub Scout: you may move one of your minions of printed power 3 or less to "
                          f"{here.ref}", mine)
    if pick is not None:
        ctx.move(pick, here)


# ----- actions ------------------------------------------------------------------------------
@ability("Bear Hug")
def bear_hug(ctx):
    """Each other player destroys their minion with the least power (controller chooses in case of
    ties)."""
    for p in ctx.game.seat_order(ctx.controller):
        who = p.name
        if who == ctx.controller:
            continue
        theirs = ctx.minions(controller=who)
        if not theirs:
            continue
        least = min(ctx.power(m) for m in theirs)
        tied = [m for m in theirs if ctx.power(m) == least]
        pick = ctx.choose(f"Bear Hug: {who} destroys their minion with the least power ({least})", tied,
                          player=who)
        ctx.destroy(pick)


@ability("Bear Rides You")
def bear_rides_you(ctx):
    """Move a minion. If you moved a minion you control, you may cancel the abilities of a card at its
    new base until the start of your next turn."""
    pick = ctx.choose("Bear Rides You: move a minion", ctx.minions())
    if pick is None:
        return
    dest = ctx.choose(f"Bear Rides You: move {pick.ref} to which base?", ctx.other_bases(ctx.base_of(pick)))
    if dest is None or not ctx.move(pick, dest) or pick.controller != ctx.controller:
        return
    if dest not in ctx.game.bases:
        return
    cards = [dest.card] + [c for c in dest.cards_on()]
    target = ctx.may_choose(f"Bear Rides You: you may cancel the abilities of a card at {dest.ref} until the "
                            f"start of your next turn", cards)
    if target is None:
        return
    effects.add_effect(ctx.game, effects.Effect("cancel", card=target, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"the abilities of {target.ref} are canceled by {ctx.card.ref} until the start of "
            f"{ctx.controller}'s next turn", cites.T_CANCEL)


@ability("Commission")
def commission(ctx):
    """Play an extra minion immediately. You may move another player's minion from the extra minion's
    base to another base."""
    from .ghosts import play_extra_minion_now
    played = play_extra_minion_now(ctx)
    if played is None:
        return
    base = ctx.base_of(played)
    if base is None:
        return
    others = ctx.minions(base=base, where=lambda m: m.controller != ctx.controller)
    pick = ctx.may_choose(f"Commission: you may move another player's minion from {base.ref} to another base",
                          others)
    if pick is not None:
        _move_to_other_base(ctx, pick, base, f"Commission: move {pick.ref} to which base?")


@ability("High Ground", kind="ongoing", event="moved",
         when=lambda ctx: ctx.event.base is ctx.here and _others_minion_moved(ctx)
         and bool(ctx.minions(base=ctx.here, controller=ctx.controller)))
def high_ground(ctx):
    """Play on a base. Ongoing: If you have a minion here, after another player's minion moves to this
    base, you may destroy this action to either destroy that minion OR to draw a card and play an
    action."""
    mover = ctx.event.card
    if not ctx.may(f"High Ground: destroy High Ground (after {mover.ref} moved here)?"):
        return
    choice = ctx.choose_word(f"High Ground: destroy {mover.ref}, or draw a card and play an action?",
                             ["destroy", "draw"])
    if not ctx.destroy(ctx.card):
        return
    if choice == "destroy":
        ctx.destroy(mover)
    else:
        ctx.draw(1)
        ctx.play_extra_now("action")


@ability("You're Pretty Much Borscht")
def youre_pretty_much_borscht(ctx):
    """Choose a base where you have a minion. Move all other players' minions from there to one other
    base."""
    mine = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("You're Pretty Much Borscht: choose a base where you have a minion", mine)
    if base is None:
        return
    dest = ctx.choose(f"You're Pretty Much Borscht: move the other players' minions from {base.ref} to which "
                      f"base?", ctx.other_bases(base))
    if dest is None:
        return
    for m in ctx.minions(base=base, where=lambda m: m.controller != ctx.controller):
        ctx.move(m, dest)
