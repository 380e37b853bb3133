"""Big Hero 6 (Smash Up: Disney Edition): +1 power counters unlock more from each hero.

Each function quotes the card text it implements (corpus/cards/smash-up-disney-edition/big-hero-6.yaml).
"Character" is the Disney word for a minion (wiki/character); a "Base modifier" / "Character modifier"
is an action played on a base / a minion (wiki/modifier).

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "Not affected by other players' cards" (Baymax): protection from anything a card controlled by
  another player does (terms/affect); bases are no player's cards.
- "Move power counters" is a transfer of counters (terms/transfer, rules/plus-1-power-counters).
- R: Wasabi: "+1 power, or +1 power for each +1 power counter on it, up to +5": the better of the two,
  i.e. +1 with no counter, else +1 per counter, at most +5; counted when the talent is used.
- R: Control Mask's "here" is the base of the character it is on; the moved Microbot Swarms may be
  anyone's.
- Honey Lemon's "a base or character modifier here": the base modifiers on this base and the character
  modifiers on characters here. "Actions on minions are not on the base" (rules/attached-cards), but
  "here" is the base a card occupies (terms/here) and a character modifier can only be on a character,
  so the text names those on the characters here.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.disney.common import fetch
from oracle.engine import cites, effects
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power

SWARM = "Microbot Swarm"


def _count_word(ctx, text, n):
    """Ask for a number from 1 to ``n`` (one prompt; no prompt when ``n`` is 1)."""
    if n <= 1:
        return n
    return int(ctx.choose_word(text, [str(i) for i in range(1, n + 1)]))


def _move_counters(ctx, frm, to) -> None:
    """Move any number (at least one) of ``frm``'s counters to ``to``."""
    n = _count_word(ctx, f"{ctx.card.ref}: how many counters move from {frm.ref} to {to.ref}?", frm.counters)
    ctx.transfer_counters(frm, to, n)


# ----- characters ----------------------------------------------------------------------------
@ability("Baymax", kind="protect")
def baymax(ctx, affect):
    """Ongoing: Your other characters here are not affected by other players' cards."""
    t = affect.target
    here = ctx.here
    if t is ctx.card or here is None or getattr(t, "kind", None) != "minion" or t.controller != ctx.controller:
        return False
    if ctx.game.base_of(t) is not here:
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != ctx.controller


def _baymax_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ctx.game.base_of(ctx.card) is ev.base
            and ctx.card.counters > 0 and len(ctx.game.bases) > 1
            and any(m is not ctx.card for m in ctx.minions(base=ev.base, controller=ctx.controller)))


@ability("Baymax", kind="special", window="after_scoring", zone="play", usable=_baymax_usable)
def baymax_special(ctx):
    """Special: After this base scores, if this character has any power counters, move another of your
    characters from here to another base."""
    here = ctx.here
    m = ctx.choose("Baymax: move another of your characters from here",
                   ctx.minions(base=here, controller=ctx.controller, where=lambda c: c is not ctx.card))
    dest = ctx.choose(f"Baymax: move {m.ref} to which base?", ctx.other_bases(here))
    if m is not None and dest is not None:
        ctx.move(m, dest)


@ability("Fred Frederickson IV", kind="talent")
def fred(ctx):
    """Talent: Draw a card, and if this character has any power counters, you may also give another
    character here -2 power until the start of your next turn."""
    ctx.draw(1)
    if ctx.card.counters <= 0:
        return
    target = ctx.may_choose("Fred Frederickson IV: you may give another character here -2 power",
                            ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card))
    if target is None:
        return
    if not effects.allowed(ctx.game, effects.Affect("power", target, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("power", -2, card=target, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{target.ref} gets -2 power until the start of {ctx.controller}'s next turn")


@ability("Go Go Tomago", kind="talent")
def go_go_tomago(ctx):
    """Talent: Move this character to another base, and if this character has any power counters, you
    may also move another one of your characters from here to there."""
    here = ctx.here
    dest = ctx.choose("Go Go Tomago: move to which base?", ctx.other_bases(here))
    if dest is None:
        return
    others = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    if not ctx.move(ctx.card, dest) or ctx.card.counters <= 0:
        return
    ctx.choose_and("Go Go Tomago: you may also move another of your characters from there", others,
                   lambda other: ctx.move(other, dest), may=True)


def _modifiers_here(ctx) -> list:
    """The base modifiers on Honey Lemon's base and the character modifiers on characters there."""
    here = ctx.here
    out = list(here.actions)
    for m in list(here.minions) + list(here.titans):
        out += [a for a in m.attached if a.kind == "action"]
    return out


@ability("Honey Lemon", kind="talent")
def honey_lemon(ctx):
    """Talent: Destroy a base or character modifier here, or if this character has any power counters,
    you may instead play an extra action."""
    mods = _modifiers_here(ctx)
    if ctx.card.counters > 0:
        words = (["destroy"] if mods else []) + ["extra action"]
        if ctx.choose_word("Honey Lemon: destroy a modifier here, or play an extra action", words) == "extra action":
            ctx.extra("action")
            return
    victim = ctx.choose("Honey Lemon: destroy a base or character modifier here", mods)
    if victim is None:
        raise Refused("Honey Lemon: there is no base or character modifier here to destroy")
    ctx.destroy(victim)


@ability("Hiro Hamada", kind="talent")
def hiro_hamada(ctx):
    """Talent: Place a +1 power counter on a character here, OR move any number of power counters from
    one of your characters to another."""
    mine_with = ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0)
    if mine_with and len(ctx.minions(controller=ctx.controller)) > 1:
        if ctx.choose_word("Hiro Hamada: place a counter here, or move counters", ["place", "move"]) == "move":
            frm = ctx.choose("Hiro Hamada: move counters from which of your characters?", mine_with)
            to = ctx.choose(f"Hiro Hamada: move counters from {frm.ref} to which of your characters?",
                            ctx.minions(controller=ctx.controller, where=lambda m: m is not frm))
            _move_counters(ctx, frm, to)
            return
    ctx.choose_and("Hiro Hamada: place a +1 power counter on a character here", ctx.minions(base=ctx.here),
                   lambda target: ctx.place_counters(target, 1))


@ability("Wasabi", kind="talent")
def wasabi(ctx):
    """Talent: Until the end of the turn, this character gains +1 power, or +1 power for each +1 power
    counter on it, up to +5 more power."""
    ctx.add_power(ctx.card, max(1, min(ctx.card.counters, 5)))


@ability(SWARM)
def microbot_swarm(ctx):
    """Place a Microbot Swarm from your discard pile into your hand."""
    ctx.choose_and("Microbot Swarm: place a Microbot Swarm from your discard pile into your hand",
                   [c for c in ctx.discard_pile() if c.name == SWARM], lambda pick: ctx.place(pick, "hand"))


@ability(SWARM, kind="talent")
def microbot_swarm_talent(ctx):
    """Talent: Place a +1 power counter on this card."""
    ctx.place_counters(ctx.card, 1)


# ----- actions ---------------------------------------------------------------------------------
@ability("Control Mask")
def control_mask(ctx):
    """Character modifier. Play on a non-Microbot Swarm character. Search your deck for a Microbot Swarm,
    reveal it, draw it, and shuffle your deck."""
    if ctx.target is None or ctx.target.name == SWARM:
        raise Refused("Control Mask is played on a character that is not a Microbot Swarm")
    fetch(ctx, SWARM, lambda c: c.name == SWARM, zones=("deck",))


@ability("Control Mask", kind="talent")
def control_mask_talent(ctx):
    """Talent: Play a Microbot Swarm as an extra character, OR move any number of Microbot Swarms to here
    or from here."""
    here = ctx.here
    if ctx.choose_word("Control Mask: play a Microbot Swarm, or move Microbot Swarms", ["play", "move"]) == "play":
        ctx.extra("minion", where=lambda c: c.name == SWARM, reason="Control Mask: a Microbot Swarm")
        return
    swarms = ctx.choose_many("Control Mask: move which Microbot Swarms (those here leave, the others come here)?",
                             ctx.minions(where=lambda m: m.name == SWARM))
    for m in swarms:
        if ctx.base_of(m) is here:
            dest = ctx.choose(f"Control Mask: move {m.ref} to which base?", ctx.other_bases(here))
            ctx.move(m, dest)
        else:
            ctx.move(m, here)


@ability("Control the Swarm")
def control_the_swarm(ctx):
    """Place a +1 power counter on each of your characters that doesn't have one, OR move any number of
    your power counters among your characters."""
    if ctx.choose_word("Control the Swarm: place counters, or move counters", ["place", "move"]) == "place":
        for m in ctx.minions(controller=ctx.controller, where=lambda m: m.counters == 0):
            ctx.place_counters(m, 1)
        return
    while True:
        frm = ctx.may_choose("Control the Swarm: move counters from which of your characters (pass: done)?",
                             ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0))
        if frm is None:
            return
        to = ctx.choose(f"Control the Swarm: move counters from {frm.ref} to which of your characters?",
                        ctx.minions(controller=ctx.controller, where=lambda m: m is not frm))
        if to is None:
            return
        _move_counters(ctx, frm, to)


@ability("Microbot Maker")
def microbot_maker(ctx):
    """Base modifier. Place a +1 power counter on each of your characters here."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("Microbot Maker", kind="talent")
def microbot_maker_talent(ctx):
    """Talent: Place a +1 power counter on one of your characters here."""
    ctx.choose_and("Microbot Maker: place a +1 power counter on one of your characters here",
                   ctx.minions(base=ctx.here, controller=ctx.controller),
                   lambda target: ctx.place_counters(target, 1))


@ability("New Student")
def new_student(ctx):
    """Play an extra character of power 3 or less and place a +1 power counter on it."""
    played = ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 3)
    if played is not None and ctx.in_play(played):
        ctx.place_counters(played, 1)


@ability("Team Effort")
def team_effort(ctx):
    """Choose a base. Draw a card for each of your characters there with power counters."""
    base = ctx.choose("Team Effort: choose a base", ctx.bases())
    n = len(ctx.minions(base=base, controller=ctx.controller, where=lambda m: m.counters > 0))
    if n:
        ctx.draw(n)


@ability("Upgrades")
def upgrades(ctx):
    """Place a total of two +1 power counters on your characters. Play an extra action."""
    for i in (1, 2):
        ctx.choose_and(f"Upgrades: place +1 power counter {i} of 2 on one of your characters",
                       ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 1))
    ctx.extra("action")


@ability("Version 2.0")
def version_2_0(ctx):
    """Choose a base. Each of your characters currently there with power counters gains +2 power until
    the end of the turn."""
    base = ctx.choose("Version 2.0: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller, where=lambda m: m.counters > 0):
        ctx.add_power(m, 2)


@ability("Yokai", kind="power")
def yokai(ctx, minion):
    """Base modifier. Ongoing: Characters without power counters here have -1 power."""
    if ctx.here is not None and ctx.game.base_of(minion) is ctx.here and minion.counters == 0:
        return -1
    return 0


def _yokai_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ctx.here is ev.base
            and any(m.counters > 0 for m in ctx.minions(base=ev.base, controller=ctx.controller))
            and len(ctx.minions()) > 1)


@ability("Yokai", kind="special", window="after_scoring", zone="play", usable=_yokai_usable)
def yokai_special(ctx):
    """Special: After this base scores, you may move a +1 power counter from each of your characters here
    to other characters."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda c: c.counters > 0):
        to = ctx.may_choose(f"Yokai: move a +1 power counter from {m.ref} to which character (pass: keep it)?",
                            ctx.minions(where=lambda c: c is not m))
        if to is not None:
            ctx.transfer_counters(m, to, 1)
