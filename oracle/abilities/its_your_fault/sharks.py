"""Sharks (Smash Up: It's Your Fault!): destroying small minions and feeding on every kill.

Each function quotes the card text it implements (corpus/cards/its-your-fault/sharks.yaml, the
current wording), following clarifications/sharks and the rulings in rulings/sharks/:

- Chum counts a minion destroyed at any base (sharks/chum).
- Hammerhead gets one counter per minion destroyed at its base, even when several are destroyed at
  once (sharks/hammerhead).
- Mako drawn by Torn Apart may be played at once: the "destroyed" trigger waits until Torn Apart has
  finished resolving, so Mako is in the hand by then (sharks/mako, rules/card-resolution-order).

Helicoprion (titan): its first Special is a trigger of the titan while it is set aside (abilities
registered with ``zone="aside"``): the counter is always placed, then the player may play it (on a base
of their choice) once it has four or more. "Add its power" is the destroyed minion's power as it left
play, given to your total at that base until the end of the turn. When the titan is already at that base, the
"move" choice still adds the power ("do as much as you can", rules/using-card-abilities); when its move is
prevented, nothing is added (a reading: the power is added to your total "there", where the titan went).
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit
from oracle.engine import cites, effects


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _base_here(ctx):
    return ctx.game.base_of(ctx.card)


def _minion_destroyed_here(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not None and ev.card.defn.plays_as == "minion" and ev.base is not None
            and ev.base is _base_here(ctx))


def _destroy_up_to(ctx, base, most, text, may=False):
    """Destroy a minion at ``base`` of power ``most`` or less (mandatory unless ``may``)."""
    targets = ctx.minions(base=base, where=lambda m: ctx.power(m) <= most)
    ask = ctx.may_choose if may else ctx.choose
    victim = ask(text, targets)
    if victim is None:
        if not targets:
            ctx.log(f"{ctx.card.ref}: no minion of power {most} or less at {base.ref}", cites.CANCELING)
        return None
    ctx.destroy(victim)
    return victim


# ----- minions ------------------------------------------------------------------------------------
@ability("Megalodon")
def megalodon(ctx):
    """You may destroy a minion of power 4 or less here."""
    _destroy_up_to(ctx, ctx.here, 4, "Megalodon: you may destroy a minion of power 4 or less here", may=True)


def _megalodon_usable(ctx) -> bool:
    ev = ctx.event
    here = _base_here(ctx)
    return ev is not None and ev.base is here and here is not None


@ability("Megalodon", kind="special", window="before_scoring", zone="play", usable=_megalodon_usable)
def megalodon_special(ctx):
    """Special: Before this base scores, you may destroy a minion here of power 3 or less."""
    _destroy_up_to(ctx, _base_here(ctx), 3, "Megalodon: you may destroy a minion here of power 3 or less",
                   may=True)


@ability("Great White", kind="talent")
def great_white(ctx):
    """Talent: Move this minion to another base and destroy a minion there of power 2 or less."""
    dest = ctx.choose("Great White: move this minion to which base?", ctx.other_bases())
    if dest is None or not ctx.move(ctx.card, dest):
        ctx.log("Great White did not move, so it destroys nothing", cites.T_MOVE)
        return
    _destroy_up_to(ctx, dest, 2, "Great White: destroy a minion there of power 2 or less")


@ability("Hammerhead", kind="ongoing", event="destroyed",
         when=lambda ctx: _minion_destroyed_here(ctx) and ctx.event.card is not ctx.card)
def hammerhead(ctx):
    """Ongoing: After a minion here is destroyed, place a +1 power counter on this minion."""
    ctx.place_counters(ctx.card, 1)


def _you_destroyed_minion(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.player == ctx.controller and ev.card is not None
            and ev.card.defn.plays_as == "minion" and ev.base is not None and ev.base in ctx.game.bases)


@ability("Mako", kind="special", window="destroyed", usable=_you_destroyed_minion)
def mako(ctx):
    """Special: After you destroy a minion on any base, you may play this minion there as an extra
    minion."""
    ctx.play_card(ctx.card, base=ctx.event.base)


# ----- actions ------------------------------------------------------------------------------------
@ability("Air Jaws")
def air_jaws(ctx):
    """Move one of your minions to another base, then destroy a minion there of power 3 or less."""
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Air Jaws: move which of your minions?", mine)
    if m is None:
        ctx.log("Air Jaws: you have no minion to move", cites.CANCELING)
        return
    dest = ctx.choose(f"Air Jaws: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is None or not ctx.move(m, dest):
        ctx.log(f"Air Jaws: {m.ref} did not move, so nothing is destroyed", cites.T_MOVE)
        return
    _destroy_up_to(ctx, dest, 3, "Air Jaws: destroy a minion there of power 3 or less")


@ability("Blood in the Water", kind="ongoing", event="destroyed", when=_minion_destroyed_here)
def blood_in_the_water(ctx):
    """Play on a base. Ongoing: After a minion is destroyed here, you may play a minion here of power 3
    or less as an extra minion. (It names no card: on your own Play Cards phase it may be played later
    in the phase, only here: terms/extra.)"""
    ctx.extra_or_now("minion", where=lambda c: int(c.defn.power or 0) <= 3, base=_base_here(ctx))


def _chum_when(ctx) -> bool:
    ev = ctx.event
    host = _host(ctx.card)
    return (host is not None and ev.card is not None and ev.card is not host
            and ev.card.defn.plays_as == "minion")


@ability("Chum", kind="ongoing", event="destroyed", when=_chum_when)
def chum(ctx):
    """Play on a minion. Ongoing: After a minion is destroyed, place a +1 power counter on this minion.
    (sharks/chum: the destroyed minion may be at any base.)"""
    ctx.place_counters(_host(ctx.card), 1)


@ability("Dangerous Waters", kind="talent")
def dangerous_waters(ctx):
    """Play on a base. Talent: Choose a minion here. It gets -2 power until the end of the turn."""
    here = _base_here(ctx)
    m = ctx.choose("Dangerous Waters: choose a minion here", ctx.minions(base=here))
    if m is None:
        ctx.log(f"Dangerous Waters: no minion at {here.ref}", cites.CANCELING)
        return
    ctx.add_power(m, -2)


@ability("Feeding Frenzy")
def feeding_frenzy(ctx):
    """Choose a base. Destroy any number of minions there of power 2 or less."""
    base = ctx.choose("Feeding Frenzy: choose a base", ctx.bases())
    if base is None:
        return
    small = ctx.minions(base=base, where=lambda m: ctx.power(m) <= 2)
    for m in ctx.choose_many(f"Feeding Frenzy: destroy any number of minions of power 2 or less at "
                             f"{base.ref}", small):
        ctx.destroy(m)


@ability("Freakin' Laser Beam")
def freakin_laser_beam(ctx):
    """Choose one of your minions. Destroy a minion with equal or lower power at your minion's base."""
    mine = ctx.choose("Freakin' Laser Beam: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        ctx.log("Freakin' Laser Beam: you have no minion in play", cites.CANCELING)
        return
    base = ctx.base_of(mine)
    most = ctx.power(mine)
    targets = ctx.minions(base=base, where=lambda m: m is not mine and ctx.power(m) <= most)
    victim = ctx.choose(f"Freakin' Laser Beam: destroy a minion of power {most} or less at {base.ref}", targets)
    if victim is None:
        ctx.log(f"Freakin' Laser Beam: no other minion of power {most} or less at {base.ref}", cites.CANCELING)
        return
    ctx.destroy(victim)


@ability("Torn Apart")
def torn_apart(ctx):
    """Destroy a minion of power 3 or less and draw a card."""
    targets = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    victim = ctx.choose("Torn Apart: destroy a minion of power 3 or less", targets)
    if victim is not None:
        ctx.destroy(victim)
    else:
        ctx.log("Torn Apart: no minion of power 3 or less in play", cites.CANCELING)
    ctx.draw(1)


def _week_key(ctx) -> str:
    return f"week-of-sharks:{ctx.controller}"


def _week_when(ctx) -> bool:
    if not ctx.is_my_turn:
        return False
    if any(e.kind == "flag" and e.flag == _week_key(ctx) for e in ctx.game.effects):
        return False
    here = _base_here(ctx)
    return here is not None and bool(ctx.minions(base=here, controller=ctx.controller))


@ability("Week of Sharks", kind="end_of_turn", when=_week_when)
def week_of_sharks(ctx):
    """Play on a base. Ongoing: If you have a minion here, draw an extra card at the end of your turn.
    Only use one Week of Sharks ability each turn."""
    if any(e.kind == "flag" and e.flag == _week_key(ctx) for e in ctx.game.effects):
        ctx.log("Week of Sharks: only one Week of Sharks ability is used each turn", cites.USING_ABILITIES)
        return
    effects.add_effect(ctx.game, effects.Effect("flag", flag=_week_key(ctx), until="end_of_turn",
                                                source=ctx.card, controller=ctx.controller))
    ctx.draw(1)


# ----- Helicoprion (titan) ------------------------------------------------------------------------


def _heli_aside(ctx):
    """Special: While this titan is not in play, at the start of your turn or after any minion is
    destroyed, place a counter on this titan. Then if there are four or more counters on it, you may
    remove the counters and play it."""
    titan = ctx.card
    if titan.zone is None or titan.zone.kind != "titans":
        return
    titan.counters += 1
    ctx.log(f"a counter is placed on {titan.ref}, set aside (now {titan.counters})", cites.COUNTERS)
    if titan.counters < 4 or at_titan_limit(ctx.game, ctx.controller):
        return
    base = ctx.may_choose(f"Helicoprion: remove its {titan.counters} counters and play it on a base?", ctx.bases())
    if base is None:
        return
    titan.counters = 0
    ctx.log(f"{ctx.controller} removes the counters from {titan.ref}", cites.COUNTERS)
    ctx.play_titan(titan, base)


ability("Helicoprion", kind="start_of_turn", zone="aside")(_heli_aside)
ability("Helicoprion", kind="ongoing", event="destroyed", zone="aside",
        when=lambda ctx: ctx.event.card is not None and ctx.event.data.get("power") is not None)(_heli_aside)


def _heli_when(ctx) -> bool:
    ev = ctx.event
    return (ctx.in_play(ctx.card) and ev.player == ctx.controller and ev.data.get("power") is not None
            and not ctx.used_this_turn())


@ability("Helicoprion", kind="ongoing", event="destroyed", when=_heli_when)
def helicoprion_ongoing(ctx):
    """Ongoing: Once per turn, after you destroy any player's minion, you may either move this titan to the
    minion's base and add its power to your total there until the end of the turn, or place a +1 power
    counter on this titan."""
    ev = ctx.event
    there = ev.base
    # already at that base, the titan cannot move there, but its power is still added: "do as much as
    # you can" (rules/using-card-abilities)
    words = (["move"] if there is not None and there in ctx.game.bases else []) + ["counter", "neither"]
    word = ctx.choose_word(f"Helicoprion: move to {there.ref if there is not None else 'its base'} and add "
                           f"{ev.card.ref}'s power there, OR place a +1 power counter on this titan?", words)
    if word == "neither":
        return
    ctx.mark_used()
    if word == "counter":
        ctx.place_counters(ctx.card, 1)
        return
    if ctx.base_of(ctx.card) is not there:
        ctx.move(ctx.card, there)
    if ctx.base_of(ctx.card) is there:
        amount = ev.data.get("power") or 0
        ctx.ongoing("player_power", amount, base=there, player=ctx.controller, until="end_of_turn")
        ctx.log(f"{ctx.controller} has +{amount} power at {there.ref} until the end of the turn (Helicoprion)")


@ability("Helicoprion", kind="talent")
def helicoprion_talent(ctx):
    """Talent: Shuffle a minion of power 3 or less from your discard pile into your deck, OR search your
    deck and/or discard pile for a Mako and place it into your hand."""
    small = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]
    word = ctx.choose_word("Helicoprion: shuffle a minion of power 3 or less from your discard pile into your "
                           "deck, OR search your deck and/or discard pile for a Mako", (["shuffle"] if small else [])
                           + ["mako"])
    p = ctx.player
    if word == "shuffle":
        pick = ctx.choose("Helicoprion: shuffle which minion into your deck?", small)
        ctx.to_deck(pick, p)
        ctx.log(f"{ctx.controller} puts {pick.ref} from their discard pile into their deck", cites.DECKS)
        ctx.shuffle_deck()
        return
    in_deck = [c for c in p.deck if c.name == "Mako"]
    in_discard = [c for c in p.discard if c.name == "Mako"]
    pick = ctx.choose("Helicoprion: take which Mako?", in_deck + in_discard)
    if pick is None:
        ctx.log(f"{ctx.controller} searches their deck and discard pile and finds no Mako", cites.DECKS)
    elif pick in in_deck:
        ctx.log(f"{ctx.controller} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        ctx.saw([pick], top=False)
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
    else:
        ctx.place(pick, "hand")
    if pick is None or pick in in_deck:
        ctx.shuffle_deck()
