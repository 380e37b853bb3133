"""Mad Scientists (Smash Up: Monster Smash): +1 power counters everywhere.

Each function quotes the card text it implements (corpus/cards/monster-smash/mad-scientists.yaml)
and follows clarifications/mad-scientists (the Bigger Geekier Box).

Numbers are chosen with word prompts ("0", "1", "2", ...): how many counters to remove from a
minion (Blitzed), how many of the counters to place on a minion (Body Shop).

Igor "after this minion is destroyed or discarded": the engine announces a card going from play to
a discard pile with a ``discarded`` event, but only "leaving" events (destroyed, returned, ...)
reach a card that is no longer in play. So Igor watches itself leave play (an ``instead`` hook that
changes no destination) and sets a one-shot delayed trigger on its own ``discarded`` event; a
destroyed Igor that goes somewhere other than the discard pile triggers on ``destroyed``. Discarded
from the hand, it is not in play and does nothing (clarifications/mad-scientists).

Not implemented: the Mad Scientists titan (the archive's "Titan Card Name", set unknown): its name
is not known and its Special is used from beside the deck at the start of the turn with a choice of
two effects from a list; left unregistered.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.monster_smash.vampires import check_dinner_dates


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _numbers(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


# ----- minions -------------------------------------------------------------------------------
@ability("Herr Doktor", kind="talent")
def herr_doktor(ctx):
    """Talent: Place a +1 power counter on another one of your minions."""
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    target = ctx.choose("Herr Doktor: place a +1 power counter on another one of your minions", others)
    if target is None:
        ctx.log("Herr Doktor: you have no other minion in play, so no counter is placed")
        return
    ctx.place_counters(target, 1)


@ability("The Monster", kind="talent")
def the_monster(ctx):
    """Talent: Remove a +1 power counter from this minion to play an extra minion."""
    if ctx.card.counters < 1:
        ctx.game.refuse("The Monster has no +1 power counter to remove")
    if ctx.remove_counters(ctx.card, 1) == 1:
        check_dinner_dates(ctx.game)
        ctx.extra("minion")


@ability("Lab Assistant", slug="lab-assistant-mad-scientists")  # All Stars' Lab Assistant differs
def lab_assistant(ctx):
    """Place a +1 power counter on another one of your minions"""
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    target = ctx.choose("Lab Assistant: place a +1 power counter on another one of your minions", others)
    if target is None:
        ctx.log("Lab Assistant: you have no other minion in play, so no counter is placed")
        return
    ctx.place_counters(target, 1)


def _igor_counter(ctx):
    mine = ctx.minions(controller=ctx.controller)
    target = ctx.choose("Igor: place a +1 power counter on one of your minions", mine)
    if target is None:
        ctx.log("Igor: you have no minion in play, so no counter is placed")
        return
    ctx.place_counters(target, 1)


@ability("Igor", kind="instead")
def igor_leaving(ctx, card, where):
    """Ongoing: After this minion is destroyed or discarded, place a +1 power counter on one of your
    minions. (As Igor goes from play to the discard pile: wait for it to arrive there. Changes no
    destination.)"""
    if card is not ctx.card or where != "discard":
        return None
    igor = ctx.card
    box = {}

    def arrived(dctx):
        if box.get("eff") in dctx.game.effects:
            dctx.end_effect(box["eff"])
        _igor_counter(dctx)

    box["eff"] = ctx.delayed("discarded", arrived,
                             when=lambda dctx: dctx.event.card is igor and dctx.event.data.get("from") == "play"
                             and box.get("eff") in dctx.game.effects)
    return None


@ability("Igor", kind="ongoing", event="destroyed",
         when=lambda ctx: ctx.event.card is ctx.card and (ctx.card.zone is None or ctx.card.zone.kind != "discard"))
def igor_destroyed_elsewhere(ctx):
    """Ongoing: After this minion is destroyed or discarded, place a +1 power counter on one of your
    minions. (Destroyed but sent somewhere other than the discard pile.)"""
    _igor_counter(ctx)


# ----- actions -------------------------------------------------------------------------------
@ability("Angry Mob")
def angry_mob(ctx):
    """Choose one of your minions. Place any number of cards from your hand on the bottom of your
    deck. For each card you placed there, place a +1 power counter on that minion."""
    minion = ctx.choose("Angry Mob: choose one of your minions", ctx.minions(controller=ctx.controller))
    cards = ctx.choose_many("Angry Mob: place any number of cards from your hand on the bottom of your deck",
                            ctx.hand())
    for c in cards:
        ctx.place(c, "deck_bottom")
    if minion is None:
        ctx.log("Angry Mob: you have no minion in play, so no counter is placed")
        return
    if cards:
        ctx.place_counters(minion, len(cards))


@ability("Blitzed")
def blitzed(ctx):
    """Remove any number of +1 power counters from your minions. Destroy a minion with power less than
    or equal to the number of counters you removed."""
    removed = 0
    for m in ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0):
        n = int(ctx.choose_word(f"Blitzed: remove how many +1 power counters from {m.ref}?",
                                _numbers(0, m.counters)))
        if n:
            removed += ctx.remove_counters(m, n)
    ctx.log(f"Blitzed: {removed} +1 power counter(s) removed")
    targets = ctx.minions(where=lambda m: ctx.power(m) <= removed)
    victim = ctx.choose(f"Blitzed: destroy a minion with power {removed} or less", targets)
    if victim is None:
        ctx.log(f"Blitzed: no minion has power {removed} or less")
        return
    ctx.destroy(victim)


@ability("Body Shop")
def body_shop(ctx):
    """Destroy one of your minions. Place a number of +1 power counters equal to that minion's power,
    split any way you choose, on your minions."""
    victim = ctx.choose("Body Shop: destroy one of your minions", ctx.minions(controller=ctx.controller))
    if victim is None:
        ctx.log("Body Shop: you have no minion in play")
        return
    n = ctx.power(victim)
    ctx.destroy(victim)
    mine = ctx.minions(controller=ctx.controller)
    if not mine or n <= 0:
        ctx.log(f"Body Shop: {n} counter(s) to place" + ("" if mine else ", and you have no minion in play"))
        return
    left = n
    for i, m in enumerate(mine):
        if left <= 0:
            break
        if i == len(mine) - 1:
            k = left
        else:
            k = int(ctx.choose_word(f"Body Shop: how many of the {left} remaining +1 power counters on {m.ref}?",
                                    _numbers(0, left)))
        if k:
            ctx.place_counters(m, k)
            left -= k


@ability("German Engineering", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.base is not None
         and ctx.event.base is ctx.base_of(ctx.card))
def german_engineering(ctx):
    """Play on a base. Ongoing: After you play a minion here, place a +1 power counter on it"""
    if ctx.in_play(ctx.event.card):
        ctx.place_counters(ctx.event.card, 1)


@ability("Grave Situation", kind="protect")
def grave_situation(ctx, affect):
    """Play on a base. Ongoing: If your minions here would be destroyed, return them to your hand
    instead. (clarifications/mad-scientists: they are not destroyed.)"""
    here = ctx.base_of(ctx.card)
    m = affect.target
    if (affect.kind != "destroy" or here is None or m is None or m.kind != "minion"
            or m.controller != ctx.controller or ctx.base_of(m) is not here):
        return False
    ctx.log(f"{m.ref} would be destroyed: Grave Situation returns it to the hand instead", "terms/return")
    ctx.return_to_hand(m)
    return True


@ability("IT'S ALIVE!")
def its_alive(ctx):
    """Play an extra minion. Place a +1 power counter on it."""
    played = ctx.play_extra_now("minion")
    if played is not None and ctx.in_play(played):
        ctx.place_counters(played, 1)


@ability("Jolt")
def jolt(ctx):
    """Place a +1 power counter on each of your minions."""
    for m in ctx.minions(controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("Überserum", kind="start_of_turn")
def uberserum_counter(ctx):
    """Play on a minion. Ongoing: At the start of your turn, place a +1 power counter on this minion."""
    host = _host(ctx.card)
    if host is not None:
        ctx.place_counters(host, 1)


@ability("Überserum", kind="protect")
def uberserum(ctx, affect):
    """Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is not None and affect.target is _host(ctx.card)
