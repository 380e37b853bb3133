"""Ninjas (Smash Up core set): assassination, sneaking and swapping.

Each function quotes the card text it implements (corpus/cards/core-base-game/ninjas.yaml).

Invisible Ninja (a titan from the Titans expansion): whether it was in play at the start of a turn is
noted as that turn's ``start_of_turn`` event is checked; its second Special, at the start of your turn,
plays the extra minion at once: an extra granted outside the Play Cards phase, and by a Special, must be
played immediately (rules/extra-cards, terms/extra).
Readings (the rules are silent): declining its Ongoing's look does not use up its once per turn; its
first Special is offered only in your Play Cards phase, once per turn (terms/on-your-turn).
"""

from __future__ import annotations

import weakref

from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit, note_on_your_turn_used, on_your_turn_used
from oracle.engine import cites, effects
from oracle.engine.play import play_card


def _host(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _minions_in_hand(ctx, player=None):
    p = ctx.game.player(player or ctx.controller)
    return [c for c in p.hand if c.defn.plays_as == "minion"]


def _scoring_base(ctx):
    ev = ctx.event
    return ev.base if ev is not None else None


@ability("Ninja Master")
def ninja_master(ctx):
    """You may destroy a minion on this base."""
    ctx.choose_and("You may destroy a minion on this base", ctx.minions(ctx.here), ctx.destroy, may=True)


@ability("Tiger Assassin")
def tiger_assassin(ctx):
    """You may destroy a minion of power 3 or less."""
    options = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    ctx.choose_and("You may destroy a minion of power 3 or less", options, ctx.destroy, may=True)


def _shinobi_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    if base is None or base not in ctx.game.bases:
        return False
    used = ctx.event.data.setdefault("shinobi", set())
    return ctx.controller not in used


@ability("Shinobi", "special", window="before_scoring", zone="hand", usable=_shinobi_usable)
def shinobi(ctx):
    """Special: Before a base scores, you may play this minion there. You can only use one Shinobi's
    ability per base."""
    base = _scoring_base(ctx)
    ctx.event.data.setdefault("shinobi", set()).add(ctx.controller)
    ctx.play_this(base=base)


@ability("Poison")
def poison_play(ctx):
    """Play on a minion. Destroy any number of actions on it."""
    host = _host(ctx.card)
    if host is None:
        return
    others = [a for a in host.attached if a is not ctx.card]
    picks = ctx.choose_many(f"Destroy any number of actions on {host.ref}", others)
    for a in picks:
        ctx.destroy(a)


@ability("Poison", "power")
def poison(ctx, minion):
    """Ongoing: This minion has -4 power. (Minions have minimum power of 0.)"""
    return -4 if minion is _host(ctx.card) else 0


@ability("Seeing Stars")
def seeing_stars(ctx):
    """Destroy a minion of power 3 or less."""
    options = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    ctx.choose_and("Destroy a minion of power 3 or less", options, ctx.destroy)


@ability("Smoke Bomb")
def smoke_bomb_play(ctx):
    """Play on one of your minions. Ongoing: This minion is not affected by other players' actions."""
    host = _host(ctx.card)
    if host is None:
        return
    if host.controller != ctx.controller:
        ctx.game.refuse(f"Smoke Bomb is played on one of your minions; {host.ref} is not {ctx.controller}'s")
    for att in list(host.attached):
        if att is ctx.card or att.controller == ctx.controller or att.defn.plays_as != "action":
            continue
        ctx.game.event(f"{att.ref} is not allowed on {host.ref} ({ctx.card.ref}) and is destroyed",
                       cites.ATTACHED, cites.T_AFFECT)
        ctx.leave_play(att, "discard")


@ability("Smoke Bomb", "protect")
def smoke_bomb(ctx, affect):
    """Ongoing: This minion is not affected by other players' actions."""
    host = _host(ctx.card)
    if host is None or affect.target is not host or affect.source is None:
        return False
    return (affect.source_type == "action" and affect.controller is not None
            and affect.controller != ctx.controller)


@ability("Way of Deception")
def way_of_deception(ctx):
    """Move one of your minions to another base."""
    target = ctx.choose("Move one of your minions to another base", ctx.minions(controller=ctx.controller))
    if target is None:
        return
    dest = ctx.choose(f"Move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Disguise")
def disguise(ctx):
    """Choose one or two of your minions on one base. Play an equal number of extra minions there,
    and return the chosen minions to your hand."""
    hand_minions = _minions_in_hand(ctx)
    if not hand_minions:
        ctx.log("Disguise: no minion in hand to play, so no minion can be swapped", cites.MULTIPLE_EFFECTS)
        return
    mine = ctx.minions(controller=ctx.controller)
    if not mine:
        return
    chosen = ctx.choose_many("Choose one or two of your minions on one base", mine, min=1,
                             max=min(2, len(hand_minions)))
    if not chosen:
        return
    bases = {id(ctx.base_of(m)) for m in chosen}
    if len(bases) > 1:
        ctx.game.refuse("Disguise: the chosen minions must be on one base")
    base = ctx.base_of(chosen[0])
    for _ in chosen:
        options = _minions_in_hand(ctx)
        pick = ctx.choose(f"Play an extra minion on {base.ref} (Disguise)", options)
        if pick is None:
            break
        play_card(ctx.game, ctx.controller, pick, base=base, how="free")
    for m in chosen:
        ctx.return_to_hand(m)


@ability("Assassination", "end_of_turn", when=lambda ctx: True)
def assassination(ctx):
    """Play on a minion. Ongoing: Destroy this minion at the end of the turn."""
    host = _host(ctx.card)
    if host is not None:
        ctx.destroy(host)


def _hidden_ninja_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and base in ctx.game.bases and bool(_minions_in_hand(ctx))


@ability("Hidden Ninja", "special", window="before_scoring", zone="hand", usable=_hidden_ninja_usable)
def hidden_ninja(ctx):
    """Special: Before a base scores, play a minion there."""
    base = _scoring_base(ctx)

    def effect(_played):  # the action is played (ctx.play_this), then plays a minion there
        pick = ctx.choose(f"Play a minion on {base.ref} (Hidden Ninja)", _minions_in_hand(ctx))
        if pick is not None:
            play_card(ctx.game, ctx.controller, pick, base=base, how="free")
    ctx.play_this(effect=effect)


def _played_a_minion_this_turn(ctx) -> bool:
    """Whether "you" played a minion during this turn's Play Cards phase: a normal play, or an extra
    or Special one. Minions played at the start of the turn do not count (ninjas/ninja-acolyte)."""
    if ctx.player.minion_plays > 0:
        return True
    return any(p.get("phase", "play") == "play" for p in ctx.plays_this_turn("minion", ctx.controller))


@ability("Ninja Acolyte", "talent")
def ninja_acolyte(ctx):
    """Talent: If you have not played a minion on this turn, you may return this minion to your hand
    and play an extra minion here immediately."""
    if _played_a_minion_this_turn(ctx):
        ctx.game.refuse(f"{ctx.controller} has already played a minion this turn, so {ctx.card.ref}'s "
                        f"talent cannot be used")
    here = ctx.here
    ctx.return_to_hand(ctx.card)
    ctx.choose_and(f"Play an extra minion on {here.ref} now (Ninja Acolyte)", _minions_in_hand(ctx),
                   lambda pick: ctx.play_card(pick, base=here))


@ability("Infiltrate")
def infiltrate(ctx):
    """Play on a base. You may destroy another action on this base."""
    here = ctx.here
    if here is None:
        return
    others = [a for a in here.actions if a is not ctx.card]
    ctx.choose_and(f"You may destroy another action on {here.ref}", others, ctx.destroy, may=True)


@ability("Infiltrate", "talent")
def infiltrate_talent(ctx):
    """Talent: Destroy this action to cancel this base's ability until the start of your turn.

    Reading: the 003 clarification ("other players do not ignore") answers the older "ignore" text; the
    errata's "cancel" (terms/cancel) removes the ability for every player (review/ninjas/infiltrate-talent-cancels)."""
    here = ctx.here
    if here is None or not ctx.destroy(ctx.card):
        return
    effects.add_effect(ctx.game, effects.Effect(
        "cancel", card=here.card, until="start_of_turn", until_player=ctx.controller, source=ctx.card,
        controller=ctx.controller))
    ctx.log(f"the ability of {here.ref} is canceled by {ctx.card.ref} until the start of {ctx.controller}'s turn",
            cites.T_CANCEL)


# ----- Invisible Ninja (titan) --------------------------------------------------------------------
_NINJA_AT_START: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # game -> {uid: turn}


def _ninja_note_start(ctx) -> bool:
    """Notes that this titan is in play at the start of this turn; triggers nothing."""
    if ctx.in_play(ctx.card):
        _NINJA_AT_START.setdefault(ctx.game, {})[ctx.card.uid] = ctx.game.turn
    return False


@ability("Invisible Ninja", kind="start_of_turn", when=_ninja_note_start)
def invisible_ninja_start(ctx):
    """(Records whether this titan was in play at the start of the turn; see _ninja_note_start.)"""


def _ninja_bases(ctx) -> list:
    return [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]


def _ninja_usable(ctx) -> bool:
    g = ctx.game
    return (g.current_player.name == ctx.controller and g.phase == "play"
            and _NINJA_AT_START.get(g, {}).get(ctx.card.uid) != g.turn
            and bool(ctx.hand()) and bool(_ninja_bases(ctx))
            and not at_titan_limit(ctx.game, ctx.controller) and not on_your_turn_used(g, ctx.card))


@ability("Invisible Ninja", kind="special", zone="aside", usable=_ninja_usable)
def invisible_ninja_special(ctx):
    """Special: On your turn, if this titan was not in play at the start of your turn, you may discard a
    card to play this titan at a base where you have a minion."""
    options = _ninja_bases(ctx)
    base = ctx.base if ctx.base is not None else ctx.choose(
        "Invisible Ninja: play this titan at which base where you have a minion?", options)
    if base not in options:
        ctx.game.refuse(f"Invisible Ninja is played at a base where {ctx.controller} has a minion; "
                        f"{base.ref} has none")
    note_on_your_turn_used(ctx.game, ctx.card)
    card = ctx.choose("Invisible Ninja: discard which card?", ctx.hand())
    ctx.discard_from_hand(card)
    ctx.play_titan(ctx.card, base)


def _ninja_trigger_when(ctx) -> bool:
    ev = ctx.event
    if not ctx.in_play(ctx.card) or ev.player != ctx.controller or ev.card is None:
        return False
    if ctx.used_this_turn():
        return False
    was = ev.data.get("controller")
    if ev.kind == "destroyed":
        return was is not None and was != ctx.controller
    return ev.card.defn.plays_as == "minion" and was == ctx.controller and ev.card.zone is ctx.player.hand


def _ninja_look(ctx):
    """Ongoing: Once per turn, after you destroy another player's card or return one of your minions to
    your hand, you may look at the top two cards of your deck, draw one, and shuffle the other into your
    deck."""
    if not ctx.may("Invisible Ninja: look at the top two cards of your deck, draw one and shuffle the other "
                   "into your deck?"):
        return
    ctx.mark_used()
    p = ctx.player
    # set aside until placed; a deck shorter than 2 goes on from the reshuffled discard pile
    # (rules/decks-discards-and-searches: ctx.take_top)
    top = ctx.take_top(2, reveal=False)
    if not top:
        ctx.log(f"Invisible Ninja: {ctx.controller}'s deck is empty")
        return
    pick = ctx.choose("Invisible Ninja: draw which card?", top)
    ctx.to_hand(pick, p)
    pick.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {pick.ref}", cites.DECKS)
    from oracle.engine.madness import announce_drawn
    announce_drawn(ctx.game, ctx.controller, [pick], "deck")
    others = [c for c in top if c is not pick]
    for c in others:
        ctx.to_deck(c, p)
    if others:
        ctx.shuffle_deck()


ability("Invisible Ninja", kind="ongoing", event="destroyed", when=_ninja_trigger_when)(_ninja_look)
ability("Invisible Ninja", kind="ongoing", event="returned", when=_ninja_trigger_when)(_ninja_look)


@ability("Invisible Ninja", kind="special", window="start_of_turn", zone="play",
         usable=lambda ctx: ctx.event is not None and ctx.event.player == ctx.controller)
def invisible_ninja_vanish(ctx):
    """Special: At the start of your turn, you may destroy this titan to play an extra minion of power 3 or
    less."""
    if ctx.destroy(ctx.card):
        ctx.play_extra_now("minion", where=lambda c: (c.defn.power or 0) <= 3)
