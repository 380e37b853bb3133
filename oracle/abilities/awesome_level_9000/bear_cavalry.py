"""Bear Cavalry (Awesome Level 9000): pushing other players' minions around, and punishing them
for where they end up.

Each function quotes the card text it implements (corpus/cards/awesome-level-9000/bear-cavalry.yaml),
following the Bear Cavalry clarifications of the Bigger Geekier Box rulebook
(clarifications/bear-cavalry) and the rulings in rulings/bear-cavalry/.

Bear Necessities' blocking lasts on its base until the start of your turn even after the card
leaves play (bear-cavalry/bear-necessities-wiki-2), and it destroys itself only if its talent was
used (bear-cavalry/bear-necessities-wiki).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power


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
    if not _others_minion_moved(ctx) or ctx.used_this_turn("general-ivan"):
        return False
    return bool(ctx.minions(base=ctx.event.base, controller=ctx.controller))


@ability("General Ivan", kind="ongoing", event="moved", when=_ivan_when)
def general_ivan(ctx):
    """Ongoing: Once per turn, after another player's minion moves, you may give your minions there +1
    power until the end of the turn."""
    base = ctx.event.base
    if not ctx.may(f"General Ivan: give your minions at {base.ref} +1 power until the end of the turn?"):
        return
    ctx.mark_used("general-ivan")  # a replayed General Ivan is a new card: its use is forgotten
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Polar Commando", kind="talent")
def polar_commando(ctx):
    """Talent: Place a +1 power counter on this minion or a minion with less power than this minion."""
    mine = ctx.power(ctx.card)
    options = [ctx.card] + ctx.minions(where=lambda m: m is not ctx.card and ctx.power(m) < mine)
    ctx.choose_and(f"Polar Commando: place a +1 power counter on it or on a minion with less power "
                        f"than {mine}", options, lambda target: ctx.place_counters(target, 1))


@ability("Grizzled Veteran")
def grizzled_veteran(ctx):
    """You may move another player's minion from here to another base."""
    here = ctx.here
    others = ctx.minions(base=here, where=lambda m: m.controller != ctx.controller)
    pick = ctx.may_choose("Grizzled Veteran: you may move another player's minion from here to another base",
                          others)
    if pick is not None:
        _move_to_other_base(ctx, pick, here, f"Grizzled Veteran: move {pick.ref} to which base?")


def moved_with(ctx, src) -> str:
    """The mark, kept on a minion with ``ctx.mark_used(..., card=minion)``, that ``src`` moved it: it
    names that play of ``src`` (a card played again is a new card, with new moves), and it is the
    minion's, forgotten when the minion leaves play (rules/in-and-out-of-play)."""
    n = sum(1 for p in ctx.plays_this_turn() if p["card"] is src)
    return f"cub-scout-moved-with:{src.uid}.{n}"


def _cub_scout_arrives(ctx) -> bool:
    """Bookkeeping for the clarification: Cub Scout "does not trigger if it is moved at the same
    time as the other minion": remember, for this turn, which card moved it. Triggers nothing."""
    src = ctx.event.source
    if ctx.event.card is ctx.card and src is not None:
        ctx.mark_used(moved_with(ctx, src))
    return False


@ability("Cub Scout", kind="ongoing", event="moved", when=_cub_scout_arrives)
def cub_scout_arrives(ctx):
    """(No effect of its own: see _cub_scout_arrives.)"""


def _cub_scout_when(ctx) -> bool:
    ev = ctx.event
    if ev.card is ctx.card or ev.base is not ctx.here or not _others_minion_moved(ctx):
        return False
    if ev.source is not None and ctx.used_this_turn(moved_with(ctx, ev.source)):
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
    ctx.choose_and(f"Cub Scout: you may move one of your minions of printed power 3 or less to "
                          f"{here.ref}", mine, lambda pick: ctx.move(pick, here), may=True)


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
    action. (The action names no card: in your own Play Cards phase it may be played later in the phase;
    on another player's turn it is played at once: terms/extra, rules/extra-cards.)"""
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
        from .ghosts import extra_allowed
        ctx.extra_or_now("action", where=lambda c: extra_allowed(ctx.game, ctx.controller, c))


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


@ability("Bear Necessities", kind="talent")
def bear_necessities(ctx):
    """Play on a base. Talent: Until the start of your turn, other players with a minion here cannot
    play extra cards. At the start of your next turn, destroy this action."""
    here = ctx.here
    for who in ctx.other_players():
        effects.add_effect(ctx.game, effects.Effect(
            "forbid", flag="play_extra", player=who,
            match=lambda game, card, who=who, base=here: base in game.bases
            and any(m.controller == who for m in base.minions),
            until="start_of_turn", until_player=ctx.controller, source=ctx.card, controller=ctx.controller,
            reason=f"{ctx.card.ref}: players with a minion at {here.ref} cannot play extra cards until the "
                   f"start of {ctx.controller}'s turn"))
    ctx.log(f"until the start of {ctx.controller}'s turn, other players with a minion at {here.ref} cannot "
            f"play extra cards", cites.EXTRA_CARDS)
    effects.add_effect(ctx.game, effects.Effect("flag", flag="bear-necessities-armed", card=ctx.card,
                                                until="permanent", source=ctx.card, controller=ctx.controller))


def _bear_necessities_armed(ctx) -> bool:
    return any(e.kind == "flag" and e.flag == "bear-necessities-armed" and e.card is ctx.card
               for e in ctx.game.effects) and ctx.is_my_turn


@ability("Bear Necessities", kind="start_of_turn", when=_bear_necessities_armed)
def bear_necessities_ends(ctx):
    """At the start of your next turn, destroy this action (part of the talent: only after it was used)."""
    ctx.destroy(ctx.card)


def _moved_others_here(ctx, base) -> bool:
    return any(m["to"] is base and m["by"] == ctx.controller and m["controller"] not in (None, ctx.controller)
               and m["card"].defn.plays_as == "minion" for m in ctx.moves_this_turn())


@ability("Bearing Down", kind="breakpoint")
def bearing_down(ctx, base):
    """Play on a base. Ongoing: This base's breakpoint is increased by 2 for each player with a minion
    here, or decreased instead if you have moved another player's minion to this base this turn."""
    if base is not ctx.here:
        return 0
    players = {m.controller for m in base.minions if m.controller is not None}
    amount = 2 * len(players)
    return -amount if _moved_others_here(ctx, base) else amount


@ability("Superiority", kind="talent")
def superiority(ctx):
    """Play on a base. Talent: If you have the most power here, either draw a card OR your minions here
    cannot be affected by other players' cards until the start of your next turn."""
    from .ghosts import by_other_players_card
    here = ctx.here
    mine = ctx.total(here)
    others = [ctx.total(here, p) for p in ctx.other_players()]
    if others and mine <= max(others):
        ctx.game.refuse(f"{ctx.controller} does not have the most power at {here.ref} ({mine})")
    choice = ctx.choose_word("Superiority: draw a card, or protect your minions here until the start of your "
                             "next turn?", ["draw", "protect"])
    if choice == "draw":
        ctx.draw(1)
        return
    guarded = {m.uid for m in ctx.minions(base=here, controller=ctx.controller)}
    me = ctx.controller
    ctx.protect(lambda game, affect: getattr(affect.target, "uid", None) in guarded
                and affect.kind not in ("place", "shuffle") and by_other_players_card(affect, me))
    ctx.log(f"{me}'s minions at {here.ref} cannot be affected by other players' cards until the start of "
            f"{me}'s next turn", cites.T_AFFECT)


# ----- Major Ursa (titan) ----------------------------------------------------------------------
def _ursa_usable(ctx) -> bool:
    return ctx.game.current_player.name == ctx.controller and ctx.game.phase == "play"


@ability("Major Ursa", kind="special", zone="aside", usable=_ursa_usable)
def major_ursa_play(ctx):
    """Special: Instead of your regular minion play, you may play this titan."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Major Ursa needs a base")
    ctx.play_titan(ctx.card, ctx.base, instead_of="minion")


def _ursa_when(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    return (here is not None and _others_minion_moved(ctx)
            and (ev.base is here or ev.from_base is here))


@ability("Major Ursa", kind="ongoing", event="moved", when=_ursa_when)
def major_ursa_counter(ctx):
    """Ongoing: After another player's minion moves to or from this base, you may place a +1 power counter
    on this titan."""
    if ctx.may("Major Ursa: place a +1 power counter on this titan?"):
        ctx.place_counters(ctx.card, 1)


@ability("Major Ursa", kind="talent")
def major_ursa(ctx):
    """Talent: Place a +1 power counter on a minion here OR move this titan."""
    here = ctx.here
    choice = ctx.choose_word("Major Ursa: place a +1 power counter on a minion here, or move this titan?",
                             ["counter", "move"])
    if choice == "counter":
        target = ctx.choose("Major Ursa: place a +1 power counter on a minion here", ctx.minions(base=here))
        if target is None:
            ctx.game.refuse(f"there is no minion at {here.ref}")
        ctx.place_counters(target, 1)
    else:
        dest = ctx.choose("Major Ursa: move this titan to which base?", ctx.other_bases(here))
        ctx.move(ctx.card, dest)
