"""Orcs (Smash Up: Munchkin): the horde.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/orcs.yaml,
the current text). The Munchkin and Bigger Geekier Box clarifications for Orcs
(clarifications/orcs) were written for older texts of Dork Orc, Gimme! and Too Tough; they
are followed where the current text still leaves the question open.

"If this card was in play at the start of the turn" (Topper Chopper, Crush) is answered by
remembering the turn each of these cards was played (``mark_entered``): a card played this
turn was not in play at the start of it.

Hammer Slammer's talent reads this turn's record of destructions (``ctx.destroyed_this_turn``):
a card destroyed at this base by an ability of yours ("you have destroyed").

And Stay Down! forbids Specials with ``forbid("special", ...)`` (one effect per other player,
lasting while the card is in play; the power comparison is made when a Special would be used)
and lowers hand sizes with a ``hand_limit`` ability. Ties with you are not "less power"
(orcs/and-stay-down).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.munchkin.warriors import in_play_at_turn_start, mark_entered, power_until_my_turn
from oracle.engine import abilities_hook as hooks
from oracle.engine import cites, effects, power

DORK_FLAG = "dork-orc-shielded"


# ----- Sword Lord ----------------------------------------------------------------------
@ability("Sword Lord", kind="power")
def sword_lord(ctx, minion):
    """Ongoing: Each of your other minions has +1 power."""
    if minion is ctx.card or minion.controller != ctx.controller:
        return 0
    return 1


# ----- Topper Chopper ------------------------------------------------------------------
@ability("Topper Chopper")
def topper_chopper_enters(ctx):
    """(Bookkeeping for the Special's condition "this minion was in play at the start of the
    turn": remembers the turn this minion was played.)"""
    mark_entered(ctx)


def _topper_usable(ctx) -> bool:
    game = ctx.game
    here = ctx.here
    if here is None or ctx.event is None or ctx.event.base is not here:
        return False
    if not in_play_at_turn_start(game, ctx.card):
        return False
    return power.base_total(game, here) >= power.breakpoint(game, here) + 3


@ability("Topper Chopper", kind="special", window="before_scoring", zone="play", usable=_topper_usable)
def topper_chopper(ctx):
    """Special: Before this base scores, if the total power here is at least 3 higher than the
    breakpoint and this minion was in play at the start of the turn, gain 1 VP."""
    ctx.gain_vp(1)


# ----- Dork Orc ------------------------------------------------------------------------
def _dork_usable(ctx) -> bool:
    game = ctx.game
    p = ctx.player
    return (ctx.is_my_turn and game.phase == "play" and game.in_play(ctx.card)
            and (p.minion_plays < 1 or p.action_plays < 1))


@ability("Dork Orc", kind="special", zone="play", usable=_dork_usable)
def dork_orc(ctx):
    """Ongoing: Instead of a regular play, you may place a +1 power counter on each of your Dork
    Orcs and they cannot be affected by other players' cards until the start of your turn.

    Used with a ``special:`` step on a Dork Orc in play: it spends the player's regular minion
    or action play for this turn (a prompt when both are still unused)."""
    p = ctx.player
    words = (["minion"] if p.minion_plays < 1 else []) + (["action"] if p.action_plays < 1 else [])
    pick = ctx.choose_word("Dork Orc: give up your regular minion or action play?", words) \
        if len(words) > 1 else words[0]
    ctx.use_regular_play(pick)
    for m in ctx.minions(controller=ctx.controller, where=lambda m: m.name == "Dork Orc"):
        ctx.place_counters(m, 1)
        effects.add_effect(ctx.game, effects.Effect("flag", card=m, flag=DORK_FLAG, until="start_of_turn",
                                                    until_player=ctx.controller, source=ctx.card,
                                                    controller=ctx.controller))
        ctx.log(f"{m.ref} cannot be affected by other players' cards until the start of "
                f"{ctx.controller}'s turn", cites.T_AFFECT)


@ability("Dork Orc", kind="protect")
def dork_orc_protect(ctx, affect):
    """(The protection granted by the ability above: "they cannot be affected by other players'
    cards until the start of your turn".)"""
    if affect.target is not ctx.card:
        return False
    if affect.controller is None or affect.controller == ctx.card.controller:
        return False
    src = affect.source
    if src is not None and src.defn.type in ("base", "monster"):
        return False
    return any(e.kind == "flag" and e.flag == DORK_FLAG and e.card is ctx.card for e in ctx.game.effects)


# ----- Angry Pillagers -----------------------------------------------------------------
@ability("Angry Pillagers")
def angry_pillagers(ctx):
    """Give a minion +2 or -2 power until the start of your turn. Play an extra minion at its base."""
    target = ctx.choose("Angry Pillagers: choose a minion", ctx.minions())
    if target is None:
        ctx.log("there is no minion to choose", cites.CANCELING)
        return
    base = ctx.base_of(target)
    word = ctx.choose_word("Angry Pillagers: +2 or -2 power?", ["+2", "-2"])
    power_until_my_turn(ctx, target, 2 if word == "+2" else -2)
    ctx.extra("minion", base=base, reason=f"Angry Pillagers: at {base.ref}")


# ----- Crush ---------------------------------------------------------------------------
@ability("Crush")
def crush_enters(ctx):
    """(Bookkeeping for "If this card was in play at the start of the turn": remembers the turn
    this card was played.)"""
    mark_entered(ctx)


@ability("Crush", kind="power")
def crush(ctx, minion):
    """Play on a base. Ongoing: Minions here you don't control have -1 power. If this card was in
    play at the start of the turn, your minions here have +1 power."""
    here = ctx.here
    if here is None or ctx.game.base_of(minion) is not here:
        return 0
    if minion.controller != ctx.controller:
        # a minion protected from this card's effects keeps its power (terms/affect)
        if hooks.prevented_by(ctx.game, effects.Affect("power", minion, ctx.card, ctx.controller)):
            return 0
        return -1
    return 1 if in_play_at_turn_start(ctx.game, ctx.card) else 0


# ----- Death Breath --------------------------------------------------------------------
@ability("Death Breath")
def death_breath(ctx):
    """For each base where you have a minion, either destroy a minion there of power 3 or less
    or reduce that base's breakpoint by 4 until the end of the turn."""
    for base in [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]:
        targets = ctx.minions(base=base, where=lambda m: ctx.power(m) <= 3)
        words = (["destroy"] if targets else []) + ["reduce"]
        pick = ctx.choose_word(f"Death Breath at {base.ref}: destroy a minion of power 3 or less OR "
                               f"reduce the breakpoint by 4", words) if len(words) > 1 else words[0]
        if pick == "destroy":
            ctx.destroy(ctx.choose(f"Death Breath: destroy a minion of power 3 or less at {base.ref}", targets))
        else:
            ctx.ongoing("breakpoint", -4, base=base, until="end_of_turn")
            ctx.log(f"{base.ref}'s breakpoint is reduced by 4 until the end of the turn", cites.USING_ABILITIES)


# ----- Dogpile -------------------------------------------------------------------------
@ability("Dogpile")
def dogpile(ctx):
    """Move up to two of your minions to a base where you have a minion. Special: Play before a
    base scores; only move one minion instead."""
    special = ctx.game.__dict__.setdefault("_dogpile_special", set())
    most = 1 if ctx.card.uid in special else 2
    special.discard(ctx.card.uid)
    dests = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    dest = ctx.choose("Dogpile: move your minions to which base where you have a minion?", dests)
    if dest is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.CANCELING)
        return
    movable = [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not dest]
    word = "one of your minions" if most == 1 else "up to two of your minions"
    for m in ctx.choose_many(f"Dogpile: move {word} to {dest.ref}", movable, max=most):
        ctx.move(m, dest)


def _has_minion(ctx) -> bool:
    return bool(ctx.minions(controller=ctx.controller))


@ability("Dogpile", kind="special", window="before_scoring", usable=_has_minion)
def dogpile_special(ctx):
    """Special: Play before a base scores; only move one minion instead."""
    ctx.game.__dict__.setdefault("_dogpile_special", set()).add(ctx.card.uid)
    ctx.play_this()


# ----- Gimme! --------------------------------------------------------------------------
@ability("Gimme!")
def gimme(ctx):
    """Play on a minion. You may transfer an action on it to one of your minions and take
    control of that action. Ongoing: This minion's abilities are replaced with "Talent: Do
    nothing." """
    minion = ctx.target or ctx.card.zone.holder
    actions = [a for a in minion.attached if a is not ctx.card]
    mine = [m for m in ctx.minions(controller=ctx.controller) if m is not minion]
    if actions and mine:
        pick = ctx.may_choose("Gimme!: you may transfer an action on this minion to one of your minions",
                              actions)
        if pick is not None:
            dest = ctx.choose(f"Gimme!: transfer {pick.ref} to which of your minions?", mine)
            if ctx.transfer_action(pick, dest):
                pick.controller = ctx.controller
                ctx.log(f"{ctx.controller} takes control of {pick.ref}", cites.T_CONTROL)
    ctx.cancel_abilities(card=minion, until="while_source")


@ability("Gimme!", printing="munchkin")
def gimme_munchkin(ctx):
    """(The Munchkin printing, described by the sources, not quoted: orcs/gimme,
    oracle/ingest/printings.yaml.) Choose a minion with an action on it. Destroy that minion, and
    transfer one action on it to one of your minions, even if the destruction fails.

    One card only, even if the minion has two or more; the transfer stands even if the destruction
    fails (clarifications/orcs, munchkin/gimme). The chosen action is taken off first, so it is not
    discarded with the minion (wiki/attachment names Gimme! as such an exception)."""
    minion = ctx.choose("Gimme!: choose a minion with an action on it",
                        ctx.minions(where=lambda m: bool(m.attached)))
    if minion is None:
        ctx.log("no minion has an action on it", cites.CANCELING)
        return
    pick = ctx.choose(f"Gimme!: which action on {minion.ref} do you get?", list(minion.attached))
    mine = [m for m in ctx.minions(controller=ctx.controller) if m is not minion]
    dest = ctx.choose(f"Gimme!: transfer {pick.ref} to which of your minions?", mine)
    if dest is not None and ctx.transfer_action(pick, dest):
        pick.controller = ctx.controller
        ctx.log(f"{ctx.controller} takes control of {pick.ref}", cites.T_CONTROL)
    elif dest is None:
        ctx.log(f"{ctx.controller} has no other minion to transfer {pick.ref} to", cites.T_TRANSFER)
    ctx.destroy(minion)


# ----- Stalling ------------------------------------------------------------------------
@ability("Stalling")
def stalling(ctx):
    """Place a +1 power counter on one of your minions. The breakpoint of its base is increased
    by its power until the start of your turn."""
    m = ctx.choose("Stalling: place a +1 power counter on one of your minions",
                   ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.CANCELING)
        return
    ctx.place_counters(m, 1)
    base = ctx.base_of(m)
    amount = ctx.power(m)
    effects.add_effect(ctx.game, effects.Effect("breakpoint", amount, base=base, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{base.ref}'s breakpoint is increased by {amount} until the start of {ctx.controller}'s turn",
            cites.USING_ABILITIES)


# ----- Too Tough -----------------------------------------------------------------------
@ability("Too Tough", kind="protect")
def too_tough(ctx, affect):
    """Play on your minion. Ongoing: This minion cannot be moved or destroyed."""
    holder = ctx.card.zone.holder
    return affect.target is holder and affect.kind in ("move", "destroy")


@ability("Too Tough", kind="start_of_turn")
def too_tough_turn(ctx):
    """At the start of your turn, you may destroy this card to play an extra standard action."""
    if not ctx.may("Too Tough: you may destroy this card to play an extra standard action"):
        return
    if ctx.destroy(ctx.card):
        ctx.play_extra_now("action", where=lambda c: c.defn.play_on is None)


@ability("Too Tough", kind="protect", printing="munchkin")
def too_tough_munchkin(ctx, affect):
    """(The Munchkin printing, described by the sources, not quoted: orcs/too-tough,
    oracle/ingest/printings.yaml.) Play on a minion (yours or another player's). Ongoing: This
    minion is not affected by the actions of players other than Too Tough's controller.

    "Other players" are counted from Too Tough's controller, not the minion's (wiki/control): played
    on another player's minion it protects it from that player's actions, but not from yours."""
    holder = ctx.card.zone.holder
    src = affect.source
    return (affect.target is holder and src is not None and src.kind == "action"
            and affect.controller is not None and affect.controller != ctx.controller)


# ----- Hammer Slammer ------------------------------------------------------------------
@ability("Hammer Slammer")
def hammer_slammer(ctx):
    """Destroy a minion here with less power than this minion."""
    here = ctx.here
    mine = ctx.power(ctx.card)
    targets = ctx.minions(base=here, where=lambda m: m is not ctx.card and ctx.power(m) < mine)
    victim = ctx.choose(f"Hammer Slammer: destroy a minion at {here.ref} with less power than {mine}", targets)
    if victim is None:
        ctx.log(f"no minion at {here.ref} has less power than {ctx.card.ref}", cites.CANCELING)
        return
    ctx.destroy(victim)


@ability("Hammer Slammer", kind="talent")
def hammer_slammer_talent(ctx):
    """Talent: If you have destroyed a card here this turn, reduce the breakpoint of this base by 2
    until the end of the turn."""
    here = ctx.base_of(ctx.card)
    mine = [d for d in ctx.destroyed_this_turn(base=here) if d["by"] == ctx.controller]
    if not mine:
        ctx.log(f"{ctx.controller} has not destroyed a card at {here.ref} this turn: nothing happens",
                cites.USING_ABILITIES)
        return
    ctx.ongoing("breakpoint", -2, base=here, until="end_of_turn")
    ctx.log(f"{here.ref}'s breakpoint is reduced by 2 until the end of the turn", cites.USING_ABILITIES)


# ----- And Stay Down! ------------------------------------------------------------------
def _stay_down_behind(game, card, player) -> bool:
    """``player`` is another player with less power than this card's controller at its base."""
    from oracle.engine.power import player_total
    here = game.base_of(card)
    me = card.controller
    if here is None or me is None or player == me:
        return False
    return player_total(game, here, player) < player_total(game, here, me)


@ability("And Stay Down!")
def and_stay_down(ctx):
    """Play on a base. Ongoing: Other players with less power here than you ... cannot use Special
    abilities while this base is scoring."""
    card = ctx.card
    for other in ctx.other_players():
        def match(game, special_card, who=other):
            here = game.base_of(card)
            return (here is not None and game.scoring_base is here
                    and _stay_down_behind(game, card, who))
        ctx.forbid("special", other, match=match, until="while_source",
                   reason=f"({card.ref}: while its base is scoring, with less power there than "
                          f"{card.controller})")


@ability("And Stay Down!", kind="hand_limit")
def and_stay_down_hand(ctx, player):
    """Ongoing: Other players with less power here than you have their maximum hand size reduced
    by 2."""
    return -2 if _stay_down_behind(ctx.game, ctx.card, player) else 0
