"""Tornados (Smash Up: It's Your Fault!): picking minions up and dropping them somewhere else.

Each function quotes the card text it implements (corpus/cards/its-your-fault/tornados.yaml, the
current wording), following clarifications/tornados and the rulings in rulings/tornados/:

- Twister can move itself (tornados/twister).
- Trade Winds needs two eligible minions: with only one in play it moves nothing (tornados/trade-winds).
- Not in Kansas also destroys the actions on minions at the base (tornados/not-in-kansas-wiki).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def _base_here(ctx):
    return ctx.game.base_of(ctx.card)


def _move_somewhere_else(ctx, minion, text):
    dest = ctx.choose(text, ctx.other_bases(ctx.base_of(minion)))
    if dest is not None:
        ctx.move(minion, dest)


def _here_or_there(ctx, most, may):
    """"Move a minion of power ``most`` or less from here to another base, or from another base to
    here." """
    here = _base_here(ctx)
    if here is None:
        return
    options = ctx.minions(where=lambda m: ctx.power(m) <= most)
    ask = ctx.may_choose if may else ctx.choose
    m = ask(f"{ctx.card.ref}: move a minion of power {most} or less from here to another base, or from "
            f"another base to here", options)
    if m is None:
        if not options:
            ctx.log(f"{ctx.card.ref}: no minion of power {most} or less in play", cites.CANCELING)
        return
    if ctx.base_of(m) is here:
        _move_somewhere_else(ctx, m, f"{ctx.card.ref}: move {m.ref} to which base?")
    else:
        ctx.move(m, here)


def _scoring_base(ctx):
    ev = ctx.event
    if ev is None or ev.base is None or ev.base not in ctx.game.bases:
        return None
    return ev.base


def _special_only(ctx, when):
    raise Refused(f"{ctx.card.ref} is played only with its Special ({when})")


# ----- minions ------------------------------------------------------------------------------------
@ability("Monster Tornado", kind="talent")
def monster_tornado(ctx):
    """Talent: Move a minion of power 4 or less from here to another base, or from another base to
    here."""
    _here_or_there(ctx, 4, may=False)


@ability("Cyclone", kind="talent")
def cyclone(ctx):
    """Talent: Move this minion to another base."""
    _move_somewhere_else(ctx, ctx.card, "Cyclone: move this minion to which base?")


@ability("Twister")
def twister(ctx):
    """You may move a minion of power 3 or less from here to another base, or from another base to
    here. (tornados/twister: Twister can move itself.)"""
    _here_or_there(ctx, 3, may=True)


def _dust_devil_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and base is not _base_here(ctx)


@ability("Dust Devil", kind="special", window="before_scoring", zone="play", usable=_dust_devil_usable)
def dust_devil(ctx):
    """Special: Before a base scores, you may move this minion to there."""
    ctx.move(ctx.card, ctx.event.base)


# ----- actions ------------------------------------------------------------------------------------
@ability("Carried Away")
def carried_away(ctx):
    """Move a minion to another base."""
    m = ctx.choose("Carried Away: move which minion?", ctx.minions())
    if m is None:
        ctx.log("Carried Away: no minion in play", cites.CANCELING)
        return
    _move_somewhere_else(ctx, m, f"Carried Away: move {m.ref} to which base?")


def _gone_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and bool(ctx.minions(base=base, controller=ctx.controller))


@ability("Gone with the Wind", kind="special", window="after_scoring", usable=_gone_usable)
def gone_with_the_wind_special(ctx):
    """Special: Play after a base scores. You may move one of your minions from there to another base
    instead of the discard pile."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        m = ctx.may_choose(f"Gone with the Wind: you may move one of your minions from {base.ref} to another base",
                           ctx.minions(base=base, controller=ctx.controller))
        if m is not None:
            _move_somewhere_else(ctx, m, f"Gone with the Wind: move {m.ref} to which base?")
    ctx.play_this(effect=effect)


@ability("Gone with the Wind")
def gone_with_the_wind(ctx):
    """Special: Play after a base scores. (It is played only with its Special.)"""
    _special_only(ctx, "after a base scores")


@ability("Not in Kansas")
def not_in_kansas(ctx):
    """Destroy a base and any actions played on it or on minions there. Replace it with the top card of
    the base deck. All minions from the original base remain.
    (tornados/not-in-kansas-wiki: actions on minions are destroyed too.)"""
    game = ctx.game
    base = ctx.choose("Not in Kansas: destroy which base?", ctx.bases())
    if base is None:
        return
    if not game.base_deck:
        ctx.log(f"Not in Kansas: the base deck is empty, there is no base to replace {base.ref}", cites.CORNERS)
        return
    for act in list(base.actions):
        ctx.destroy(act)
    for m in list(base.minions):
        for act in list(m.attached):
            if act.defn.plays_as == "action" or act.kind == "action":
                ctx.destroy(act)
    old_card = base.card
    nb = ctx.swap_base(base, game.base_deck[0])
    ctx.put(old_card, game.base_discard)
    old_card.reset()
    ctx.log(f"{old_card.ref} is destroyed and goes to the base discard pile; {nb.ref} replaces it with "
            f"every minion that was there", cites.T_DESTROY, cites.CORNERS)


def _rainbow_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and any(ctx.game.base_of(m) is not base
                                    for m in ctx.minions(controller=ctx.controller))


@ability("Over the Rainbow", kind="special", window="before_scoring", usable=_rainbow_usable)
def over_the_rainbow_special(ctx):
    """Special: Play before a base scores. Move one of your minions from another base to there."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not base)
        m = ctx.choose(f"Over the Rainbow: move one of your minions from another base to {base.ref}", mine)
        if m is not None:
            ctx.move(m, base)
    ctx.play_this(effect=effect)


@ability("Over the Rainbow")
def over_the_rainbow(ctx):
    """Special: Play before a base scores. (It is played only with its Special.)"""
    _special_only(ctx, "before a base scores")


def _picked_up_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and bool(base.minions) and len(ctx.game.bases) > 1


@ability("Picked Up", kind="special", window="before_scoring", usable=_picked_up_usable)
def picked_up_special(ctx):
    """Special: Play before a base scores. Move a minion from there to another base."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        m = ctx.choose(f"Picked Up: move a minion from {base.ref} to another base", ctx.minions(base=base))
        if m is not None:
            _move_somewhere_else(ctx, m, f"Picked Up: move {m.ref} to which base?")
    ctx.play_this(effect=effect)


@ability("Picked Up")
def picked_up(ctx):
    """Special: Play before a base scores. (It is played only with its Special.)"""
    _special_only(ctx, "before a base scores")


@ability("Ripped Off")
def ripped_off(ctx):
    """Transfer an action played on a base to another base or on a minion to another minion."""
    game = ctx.game
    options = []
    for b in ctx.bases():
        options += list(b.actions)
        for m in b.minions:
            options += [a for a in m.attached if a.kind == "action"]
    act = ctx.choose("Ripped Off: transfer which action?", options)
    if act is None:
        ctx.log("Ripped Off: no action is played on a base or a minion", cites.CANCELING)
        return
    holder = act.zone.holder if act.zone.kind == "attached" else None
    if holder is None:
        frm = game.base_of(act)
        to = ctx.choose(f"Ripped Off: transfer {act.ref} to which base?", ctx.other_bases(frm))
    else:
        to = ctx.choose(f"Ripped Off: transfer {act.ref} to which minion?",
                        ctx.minions(where=lambda m: m is not holder))
    if to is None:
        ctx.log(f"Ripped Off: there is nowhere to transfer {act.ref}", cites.CANCELING)
        return
    ctx.transfer_action(act, to)


@ability("Trade Winds")
def trade_winds(ctx):
    """Choose two minions of power 3 or less. Move each one to the other's base.
    (tornados/trade-winds: with only one eligible minion in play, nothing moves.)"""
    small = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    if len(small) < 2:
        ctx.log("Trade Winds: fewer than two minions of power 3 or less in play, nothing moves", cites.CANCELING)
        return
    a, b = ctx.choose_many("Trade Winds: choose two minions of power 3 or less", small, min=2, max=2)
    base_a, base_b = ctx.base_of(a), ctx.base_of(b)
    if base_a is base_b:
        ctx.log(f"Trade Winds: {a.ref} and {b.ref} are at the same base, so neither moves", cites.T_MOVE)
        return
    ctx.move(a, base_b)
    ctx.move(b, base_a)


@ability("Whirlwinds")
def whirlwinds(ctx):
    """You may move any number of your minions to other bases."""
    mine = ctx.minions(controller=ctx.controller)
    for m in ctx.choose_many("Whirlwinds: move any number of your minions to other bases", mine):
        _move_somewhere_else(ctx, m, f"Whirlwinds: move {m.ref} to which base?")


# ----- titan --------------------------------------------------------------------------------------
def _controls_titan_in_play(ctx) -> bool:
    return any(t.controller == ctx.controller for b in ctx.game.bases for t in b.titans)


def _minions_you_moved_this_turn(ctx) -> set:
    game = ctx.game
    return {mv["card"].uid for mv in game.moves
            if mv.get("turn") == game.turn and mv.get("by") == ctx.controller
            and mv["card"].defn.plays_as == "minion"}


def _category_5_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.player == ctx.controller and not _controls_titan_in_play(ctx)
            and len(_minions_you_moved_this_turn(ctx)) >= 2
            and bool(ctx.minions(controller=ctx.controller)))


@ability("Category 5", kind="special", window="moved", zone="aside", usable=_category_5_usable)
def category_5_play(ctx):
    """Special: After you move two or more minions in a turn, you may play this titan on a base where
    you have a minion."""
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("Category 5: play this titan on a base where you have a minion", bases)
    if base is not None:
        ctx.play_titan(ctx.card, base)


def _cat5_key(ctx) -> str:
    return f"category-5:{ctx.card.uid}"


def _cat5_concerns(ctx, ev) -> bool:
    here = _base_here(ctx)
    card = ev.card
    return (here is not None and card is not None and card.defn.plays_as == "minion"
            and card.controller == ctx.controller and (ev.base is here or ev.from_base is here))


def _cat5_when(ctx) -> bool:
    ev = ctx.event
    return _cat5_concerns(ctx, ev) and not (ev.data or {}).get(_cat5_key(ctx))


@ability("Category 5", kind="ongoing", event="moved", when=_cat5_when)
def category_5_counter(ctx):
    """Ongoing: After one or more of your minions move to or from here, place a +1 power counter on one
    of them. (Minions moved by one ability move together: they give one counter.)"""
    ev = ctx.event
    batch = [ev]
    if ev.source is not None:
        for other, _window in ctx.game.pending_events:
            if (other.kind == "moved" and other.source is ev.source and other.player == ev.player
                    and _cat5_concerns(ctx, other)):
                batch.append(other)
    for e in batch:
        e.data[_cat5_key(ctx)] = True
    moved = []
    for e in batch:
        if e.card not in moved and ctx.game.in_play(e.card):
            moved.append(e.card)
    ctx.choose_and("Category 5: place a +1 power counter on one of the minions that moved", moved,
                   lambda m: ctx.place_counters(m, 1))


@ability("Category 5", kind="talent")
def category_5(ctx):
    """Talent: Move this titan to another base OR place a +1 power counter on this titan."""
    pick = ctx.choose_word("Category 5: move this titan to another base, or place a +1 power counter on it?",
                           ["move", "counter"])
    if pick == "counter":
        ctx.place_counters(ctx.card, 1)
        return
    _move_somewhere_else(ctx, ctx.card, "Category 5: move this titan to which base?")
