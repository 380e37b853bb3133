"""The bases of Smash Up: Cease and Desist (corpus/cards/cease-and-desist/bases.yaml).

Each function quotes the base text it implements, following clarifications/bases.
Changing Room answers the engine's ``talent_used`` event for a minion that used its talent here.
Unicrave replaces its own card inside the scoring base, so that the scoring in
progress goes on with the new base (the engine stops scoring a base that left the table).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.context import Context
from oracle.engine.scoring import replace_base

from ._common import directly_increases_power, increased_since, minions_owned, power_snapshot


def _here(ctx):
    return ctx.here


# ----- Hive of Scum and Villainy ------------------------------------------------------------------
def _hive_action(ctx):
    ev = ctx.event
    return ev.card is not None and ev.player is not None and directly_increases_power(ev.card)


@ability("Hive of Scum and Villainy", kind="ongoing", event="action_playing", when=_hive_action)
def hive_snapshot(ctx):
    """(Hive of Scum and Villainy: remembers each minion's power before the action resolves.)"""
    ctx.event.card.cad_hive_snapshot = power_snapshot(ctx.game, ctx.event.card)


@ability("Hive of Scum and Villainy", kind="ongoing", event="action_played", when=_hive_action)
def hive_of_scum_and_villainy(ctx):
    """After the first time each turn that you play an action that directly increases the power of
    one of your minions here, draw a card. (clarifications/bases: see terms/directly-increases-power.)"""
    snap = getattr(ctx.event.card, "cad_hive_snapshot", None)
    ctx.event.card.cad_hive_snapshot = None
    if snap is None:
        return
    who = ctx.event.player
    here = ctx.here
    raised = [m for m in increased_since(ctx.game, snap) if m.controller == who and ctx.base_of(m) is here]
    if not raised:
        return
    done = getattr(ctx.card, "cad_hive_done", set())
    if (ctx.game.turn, who) in done:
        return
    ctx.card.cad_hive_done = done | {(ctx.game.turn, who)}
    ctx.log(f"{ctx.event.card.ref} directly increased the power of {who}'s minion at {here.ref}: "
            f"{who} draws a card", cites.USING_ABILITIES)
    ctx.draw(1, player=who)


# ----- No-Moon --------------------------------------------------------------------------------
@ability("No-Moon", kind="before_scoring")
def no_moon(ctx):
    """Before this base scores, destroy a random other base (replace it normally)."""
    others = ctx.other_bases()
    if not others:
        return
    victim = ctx.game.rng.choice(others)
    ctx.log(f"No-Moon destroys the random base {victim.ref}; it is replaced normally", cites.USING_ABILITIES)
    replace_base(ctx.game, victim)


# ----- Spikey Chair Room ------------------------------------------------------------------------
def _spikey_end(ctx):
    """At the end of the turn: the player may destroy a minion they own to draw a card."""
    who = ctx.controller
    pick = ctx.may_choose(f"Spikey Chair Room: {who} may destroy a minion they own to draw a card",
                          minions_owned(ctx, player=who))
    if pick is not None and ctx.destroy(pick):
        ctx.draw(1, player=who)


@ability("Spikey Chair Room", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.player is not None)
def spikey_chair_room(ctx):
    """At the end of any turn that a player has played at least one minion here, they may destroy a
    minion they own to draw a card. (clarifications/bases: even if the minion moved away, and even
    if this base scored.)"""
    who = ctx.event.player
    key = (ctx.game.turn, who)
    done = getattr(ctx.card, "cad_spikey", set())
    if key in done:
        return
    ctx.card.cad_spikey = done | {key}
    effects.add_effect(ctx.game, effects.Effect(
        "delayed", flag="end_of_turn", until="end_of_turn", source=ctx.card, controller=who, fn=_spikey_end))


# ----- Wintersquashed -------------------------------------------------------------------------
@ability("Wintersquashed", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.player is not None)
def wintersquashed(ctx):
    """After you play a minion here, you may give control of it to another player.
    (clarifications/bases: the minion's ability resolves first.)"""
    m = ctx.event.card
    who = ctx.event.player
    if not ctx.in_play(m) or m.controller != who:
        return
    to = ctx.may_choose(f"Wintersquashed: {who} may give control of {m.ref} to another player",
                        [p for p in ctx.players() if p != who], player=who)
    if to is not None:
        Context(ctx.game, ctx.card, controller=who).give_control(m, to)


# ----- Neutral Space --------------------------------------------------------------------------
@ability("Neutral Space", kind="protect")
def neutral_space(ctx, affect):
    """Minions here are not affected by other players' minions here."""
    here = ctx.here
    t, src = affect.target, affect.source
    if here is None or getattr(t, "kind", None) != "minion" or t.zone is not here.minions:
        return False
    if src is None or src.defn.plays_as != "minion" or ctx.base_of(src) is not here:
        return False
    return affect.controller is not None and affect.controller != t.controller


# ----- USS Undertaking ------------------------------------------------------------------------
@ability("USS Undertaking", kind="start_of_turn")
def uss_undertaking(ctx):
    """At the start of your turn, you may move one of your minions to here, or from here to another
    base."""
    who = ctx.game.current_player.name
    here = ctx.here
    mine = ctx.minions(controller=who)
    pick = ctx.may_choose(f"USS Undertaking: {who} may move one of their minions to or from {here.ref}",
                          mine, player=who)
    if pick is None:
        return
    if ctx.base_of(pick) is here:
        dest = ctx.choose(f"USS Undertaking: move {pick.ref} to which base?", ctx.other_bases(here), player=who)
    else:
        dest = here
    if dest is not None:
        ctx.move(pick, dest, by=who)


# ----- Unicrave -------------------------------------------------------------------------------
@ability("Unicrave", kind="before_scoring")
def unicrave(ctx):
    """Before this base scores, replace it with the top card of the base deck. Keep all cards on it,
    discard this card, and keep scoring."""
    from oracle.engine.play import check_implemented
    from oracle.engine.triggers import GameEvent, fire
    g = ctx.game
    base = ctx.here
    if base is None or not g.base_deck:
        ctx.log("Unicrave: the base deck is empty; it scores as itself", cites.USING_ABILITIES)
        return
    new = g.base_deck[0]
    check_implemented(g, new)
    old = base.card
    new.zone.remove(new)
    new.zone = None
    ctx.forget_card(old)
    base.zone.remove(old)
    old.zone = None
    ctx.put(old, g.base_discard)
    old.reset()
    base.card = new
    base.zone.append(new)
    new.zone = base.zone
    g.version += 1
    ctx.log(f"Unicrave is replaced by {new.ref}, which keeps every card on it and goes on scoring; "
            f"Unicrave goes to the base discard pile", cites.BIG_SCORE)
    fire(g, GameEvent("base_entered", base=base, source=old))


# ----- Changing Room ------------------------------------------------------------------------------
def _talent_minion(card):
    """The minion that used a talent: the card itself, or the minion an action granting it is on
    (bases/changing-room: a talent granted by an action such as The Touch counts)."""
    if card is None:
        return None
    if card.kind == "minion":
        return card
    z = card.zone
    if z is not None and z.kind == "attached" and z.holder.kind == "minion":
        return z.holder
    return None


def _talent_here(ctx) -> bool:
    ev = ctx.event
    # the base where it was when it used the talent (bases/changing-room: moving there with it does not count)
    return ev.base is not None and ev.base is ctx.here and _talent_minion(ev.card) is not None


@ability("Changing Room", kind="ongoing", event="talent_used", when=_talent_here)
def changing_room(ctx):
    """After a minion here uses a talent, it gains +1 power until the end of the turn."""
    m = _talent_minion(ctx.event.card)
    if not ctx.in_play(m):
        ctx.log(f"Changing Room: {m.ref} is no longer in play", cites.USING_ABILITIES)
        return
    ctx.add_power(m, 1)

