"""Vampires (Smash Up: Monster Smash): feeding on destroyed minions to grow +1 power counters.

Each function quotes the card text it implements (corpus/cards/monster-smash/vampires.yaml) and
follows clarifications/vampires (the Bigger Geekier Box) and the wiki clarifications in
rulings/vampires.

"You have destroyed a minion this turn" (Nightstalker) reads this turn's event log: a minion
"is destroyed by" a card whose controller (its owner once it has left play) is you.

"Until the start of your (next) turn" effects last until the start of their controller's next turn.

Dinner Date's "If this minion has 0 power, destroy it" is checked when Dinner Date is played, after
every later event that can change power (cards played, moved, destroyed, returned or discarded, turn
starts and ends), and after the Monster Smash abilities that lower power or remove counters without
such an event (The Count's and Wolf Pact's -1, the talents of The Monster, Drone and Soldier, Under
Pressure, We Are the Champions). A power change made by another set's talent is seen at the next
such event.

Stakeout's "another player's power here has decreased this turn" reads a record of each player's
total power at each base, kept by a ``watch`` ability after every event of the game (so also before
Stakeout was played): a total lower than after the previous event is a decrease, for any reason
(a minion destroyed, moved, returned, a power change; clarification of Stakeout). Reading: its ban on
"minions of power 3 or more" reads the power of the card being played as it is in the hand (printed).

Fledgling Vampire: "played from anywhere other than your hand" is read from the play record; a minion
played from another player's hand counts (a reading: it is not your hand).

Ancient Lord (a titan from the Titans Event Kit): its Special answers the engine's ``counters_placing``
offer, made before +1 power counters are placed on a minion (affects.place_counters); once it has three
counters it may be played on a base of the player's choice. Its Ongoing reads the ``counters_placed``
event (counters placed through ``ctx.place_counters``). Reading (the text is silent on an effect that places
counters on several minions, e.g. Mad Monster Party): each minion's counters are one "would place", so
the Special may take one counter from each of them; "one or more ... one of them" is read per minion,
since counters are placed on each minion separately (rules/plus-1-power-counters).
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


def _stash(game) -> dict:
    return game.__dict__.setdefault("monster_smash_vampires", {})


def _power_until_my_turn(ctx, minion, amount) -> bool:
    """``minion`` gets ``amount`` power until the start of your next turn."""
    if not effects.allowed(ctx.game, effects.Affect("power", minion, ctx.card, ctx.controller)):
        return False
    effects.add_effect(ctx.game, effects.Effect("power", amount, card=minion, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{minion.ref} gets {amount:+d} power until the start of {ctx.controller}'s next turn")
    return True


def destroyed_this_turn_by(ctx, player) -> list:
    """Names of minions ``player`` destroyed this turn (from the event log)."""
    game = ctx.game
    start = 0
    marker = f"Turn {game.turn}: "
    for i in range(len(game.log) - 1, -1, -1):
        if game.log[i].text.startswith(marker):
            start = i
            break
    by_ref = {}
    for c in game.all_cards():
        by_ref.setdefault(c.ref, c)
    out = []
    for ev in game.log[start:]:
        text = ev.text
        if " is destroyed by " not in text:
            continue
        victim, src = text.split(" is destroyed by ", 1)
        card, source = by_ref.get(victim), by_ref.get(src)
        if card is None or source is None or card.defn.plays_as != "minion":
            continue
        who = source.controller if game.in_play(source) else (source.owner or source.controller)
        if who == player:
            out.append(victim)
    return out


def check_dinner_dates(game) -> None:
    """Destroy each minion with a Dinner Date on it whose power is 0."""
    from oracle.engine.context import Context
    from oracle.engine.power import minion_power
    for m in list(game.minions()):
        for a in list(m.attached):
            if a.name == "Dinner Date" and game.in_play(m) and minion_power(game, m) <= 0:
                ctx = Context(game, a, controller=a.controller)
                ctx.log(f"{m.ref} has 0 power: Dinner Date destroys it", cites.T_DESTROY)
                ctx.destroy(m)
                break


# ----- minions -------------------------------------------------------------------------------
@ability("The Count", kind="ongoing", event="destroyed",
         when=lambda ctx: ctx.event.card is not ctx.card and ctx.event.card.defn.plays_as == "minion"
         and ctx.event.base is not None and ctx.event.base in ctx.game.bases)
def the_count(ctx):
    """Ongoing: After a minion is destroyed, you may place a +1 power counter on a minion at its base."""
    base = ctx.event.base
    ctx.choose_and(f"The Count: you may place a +1 power counter on a minion at {base.ref}", ctx.minions(base=base),
                   lambda target: ctx.place_counters(target, 1), may=True)


@ability("The Count", kind="talent")
def the_count_talent(ctx):
    """Talent: Give a minion -1 power until the start of your turn."""
    target = ctx.choose("The Count: give a minion -1 power until the start of your turn", ctx.minions())
    if target is not None:
        _power_until_my_turn(ctx, target, -1)
        check_dinner_dates(ctx.game)


@ability("Nightstalker", kind="talent")
def nightstalker(ctx):
    """Talent: If you have destroyed a minion this turn, draw a card and give this minion +2 power
    until the end of the turn."""
    if not destroyed_this_turn_by(ctx, ctx.controller):
        ctx.game.refuse(f"{ctx.controller} has not destroyed a minion this turn")
    ctx.draw(1)
    ctx.add_power(ctx.card, 2)


@ability("Heavy Drinker")
def heavy_drinker(ctx):
    """You may destroy a minion of power 2 or less here or one of your other minions on any base to
    place two +1 power counters on this minion."""
    here = ctx.here
    options = ctx.minions(where=lambda m: m is not ctx.card and (
        (ctx.base_of(m) is here and ctx.power(m) <= 2) or m.controller == ctx.controller))
    victim = ctx.may_choose("Heavy Drinker: you may destroy a minion of power 2 or less here or one of your "
                            "other minions, to place two +1 power counters on this minion", options)
    if victim is None:
        return
    if ctx.destroy(victim) and ctx.in_play(ctx.card):
        ctx.place_counters(ctx.card, 2)


@ability("Wolf Pact")
def wolf_pact(ctx):
    """Minion: You may give a minion -1 power until the start of your next turn to place a +1 power
    counter on another one of your minions here. Action: Shuffle a card from your discard pile into
    your deck. (wiki: "another one of your minions here" is any minion besides Wolf Pact, also the
    one given -1 power.)"""
    if ctx.played_as == "action":
        pick = ctx.choose("Wolf Pact: shuffle a card from your discard pile into your deck", ctx.discard_pile())
        if pick is None:
            ctx.log("Wolf Pact: your discard pile is empty")
            return
        ctx.place(pick, "deck_top")
        ctx.shuffle_deck()
        ctx.log(f"{ctx.controller} shuffles {pick.ref} into their deck", cites.DECKS)
        return
    here = ctx.here
    others = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    if not others:
        ctx.log("Wolf Pact: you have no other minion here to place a counter on")
        return
    weakened = ctx.may_choose("Wolf Pact: you may give a minion -1 power until the start of your next turn",
                              ctx.minions())
    if weakened is None:
        return
    if not _power_until_my_turn(ctx, weakened, -1):
        return
    others = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    ctx.choose_and("Wolf Pact: place a +1 power counter on another one of your minions here", others,
                   lambda target: ctx.place_counters(target, 1))
    check_dinner_dates(ctx.game)


# ----- actions -------------------------------------------------------------------------------
@ability("Big Gulp")
def big_gulp(ctx):
    """Destroy a minion of power 4 or less."""
    target = ctx.choose("Big Gulp: destroy a minion of power 4 or less", ctx.minions(where=lambda m: ctx.power(m) <= 4))
    if target is None:
        ctx.log("Big Gulp: no minion has power 4 or less")
        return
    ctx.destroy(target)


def _you_destroyed(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.player == ctx.controller and ev.card is not None
            and ev.card.defn.plays_as == "minion")


@ability("Buffet")
def buffet(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("Buffet", kind="special", window="destroyed", zone="hand", usable=_you_destroyed)
def buffet_special(ctx):
    """Special: Play after you destroy a minion."""
    ctx.play_this()


@ability("Crack of Dusk")
def crack_of_dusk(ctx):
    """Play a minion of power 2 or less from your discard pile as an extra minion. Place a +1 power
    counter on it."""
    options = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and int(c.defn.power or 0) <= 2]
    pick = ctx.may_choose("Crack of Dusk: play a minion of power 2 or less from your discard pile", options)
    if pick is None:
        return
    base = ctx.choose(f"Crack of Dusk: play {pick.ref} on which base?", ctx.bases())
    played = ctx.play_card(pick, base=base)
    if played is not None and ctx.in_play(played):
        ctx.place_counters(played, 1)


@ability("Cull The Weak")
def cull_the_weak(ctx):
    """Search your deck for up to two minions and discard them. For each minion discarded, place a +1
    power counter on a minion."""
    ctx.refill_deck()  # searching an empty deck: the discard pile becomes the deck first
    deck_minions = [c for c in ctx.player.deck if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Cull The Weak: search your deck for up to two minions to discard", deck_minions,
                            max=2)
    for c in picks:
        ctx.place(c, "discard")
    ctx.log(f"{ctx.controller} searches their deck and discards " + (", ".join(c.ref for c in picks) or "nothing"),
            cites.DECKS)
    ctx.saw(picks, top=False)  # searching reveals the cards found (errata/new-general-rules)
    ctx.shuffle_deck()
    for i in range(len(picks)):
        ctx.choose_and(f"Cull The Weak: place a +1 power counter on a minion ({i + 1} of {len(picks)})",
                       ctx.minions(), lambda target: ctx.place_counters(target, 1))


@ability("Dinner Date")
def dinner_date(ctx):
    """Play on a minion. Place two +1 power counters on one of your minions. (clarifications/vampires:
    also when there is no other minion at the base.)"""
    ctx.choose_and("Dinner Date: place two +1 power counters on one of your minions",
                   ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 2))
    check_dinner_dates(ctx.game)


@ability("Dinner Date", kind="power")
def dinner_date_power(ctx, minion):
    """Ongoing: This minion has -2 power."""
    return -2 if minion is _host(ctx.card) else 0


def _dinner_date_check(ctx):
    """Ongoing: If this minion has 0 power, destroy it."""
    check_dinner_dates(ctx.game)


for _event in ("minion_played", "action_played", "moved", "destroyed", "returned", "discarded"):
    ability("Dinner Date", kind="ongoing", event=_event)(_dinner_date_check)
ability("Dinner Date", kind="start_of_turn", when=lambda ctx: True)(_dinner_date_check)
ability("Dinner Date", kind="end_of_turn", when=lambda ctx: True)(_dinner_date_check)


def _party(ctx, base):
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("Mad Monster Party")
def mad_monster_party(ctx):
    """Choose a base and place a +1 power counter on each of your minions there."""
    chosen = _stash(ctx.game).pop(("party", ctx.card.uid), None)
    if chosen is not None and chosen in ctx.game.bases:
        ctx.log(f"Mad Monster Party: the base of the destroyed minion, {chosen.ref}, is chosen")
        base = chosen
    else:
        base = ctx.choose("Mad Monster Party: choose a base", ctx.bases())
    _party(ctx, base)


@ability("Mad Monster Party", kind="special", window="destroyed", zone="hand",
         usable=lambda ctx: _you_destroyed(ctx) and ctx.event.base in ctx.game.bases)
def mad_monster_party_special(ctx):
    """Special: Play after you destroy a minion. Choose its base."""
    _stash(ctx.game)[("party", ctx.card.uid)] = ctx.event.base
    ctx.play_this()


# ----- Fledgling Vampire -------------------------------------------------------------------------
def _played_from_elsewhere(ctx) -> bool:
    """Whether this play of the card came from anywhere other than its player's hand (the ``from``
    noted in this turn's plays: the discard pile, the deck, buried, stasis...)."""
    rec = next((r for r in reversed(ctx.game.plays) if r["card"] is ctx.card), None)
    return rec is not None and rec.get("from") is not None


@ability("Fledgling Vampire")
def fledgling_vampire(ctx):
    """If this minion was played from anywhere other than your hand, place a +1 power counter on it."""
    if _played_from_elsewhere(ctx) and ctx.in_play(ctx.card):
        ctx.place_counters(ctx.card, 1)


def _you_destroyed_another(ctx) -> bool:
    return _you_destroyed(ctx) and ctx.event.card is not ctx.card


def _fledgling_bury(ctx):
    """Special: After you destroy another minion, you may bury this card from your hand or discard pile
    on any base."""
    base = ctx.choose(f"Fledgling Vampire: bury {ctx.card.ref} on which base?", ctx.bases())
    if base is None:
        return
    ctx.log(f"{ctx.controller} reveals {ctx.card.ref} and buries it", cites.BURYING)
    if ctx.card.zone is ctx.player.hand:
        ctx.saw([ctx.card], zone="hand")
    ctx.bury(ctx.card, base)


ability("Fledgling Vampire", kind="special", window="destroyed", zone="hand",
        usable=_you_destroyed_another)(_fledgling_bury)
ability("Fledgling Vampire", kind="special", window="destroyed", zone="discard",
        usable=_you_destroyed_another)(_fledgling_bury)


# ----- Stakeout -------------------------------------------------------------------------------
def _power_record(game) -> dict:
    return game.__dict__.setdefault("monster_smash_power_record",
                                    {"n": None, "turn": None, "last": {}, "dropped": set()})


@ability("Stakeout", kind="watch")
def stakeout_watch(ctx):
    """(The record "another player's power here has decreased this turn" needs: each player's total at
    each base after every event; the bases and players whose total went down this turn.)"""
    from oracle.engine.power import player_total
    game = ctx.game
    rec = _power_record(game)
    if rec["n"] == len(game.log) and rec["turn"] == game.turn:
        return  # already noted for this event (another Stakeout)
    rec["n"] = len(game.log)
    if rec["turn"] != game.turn:
        rec["turn"], rec["dropped"] = game.turn, set()
    now = {(b.card.uid, p.name): player_total(game, b, p.name) for b in game.bases for p in game.players}
    last = rec["last"]
    for key, total in now.items():
        if key in last and total < last[key]:
            rec["dropped"].add(key)
    rec["last"] = now


@ability("Stakeout", kind="talent")
def stakeout_talent(ctx):
    """Talent: If another player's power here has decreased this turn, other players cannot play minions
    of power 3 or more here until the start of your next turn."""
    base = ctx.here
    me = ctx.controller
    rec = _power_record(ctx.game)
    dropped = rec["dropped"] if rec["turn"] == ctx.game.turn else set()
    if base is None or not any((base.card.uid, p) in dropped for p in ctx.other_players()):
        ctx.game.refuse(f"no other player's power at {base.ref if base else 'this base'} has decreased this turn")
    at = base

    def banned(game, card, base, player):
        return (player != me and base is at and card.defn.can_be("minion")
                and int(card.defn.power or 0) >= 3)

    effects.add_effect(ctx.game, effects.Effect(
        "forbid", flag="play", player=None, match=banned, until="start_of_turn", until_player=me,
        source=ctx.card, controller=me,
        reason=f"other players cannot play minions of power 3 or more at {at.ref} ({ctx.card.ref})"))
    ctx.log(f"until the start of {me}'s next turn, other players cannot play minions of power 3 or more "
            f"at {at.ref}", cites.T_TALENT)


# ----- Ancient Lord (titan) -----------------------------------------------------------------------
def _lord_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.player == ctx.controller and ev.card is not None
            and ev.card.controller == ctx.controller and ev.data.get("n", 0) >= 1
            and ctx.card.zone is not None and ctx.card.zone.kind == "titans")


@ability("Ancient Lord", kind="special", window="counters_placing", zone="aside", usable=_lord_usable)
def ancient_lord_special(ctx):
    """Special: When you would place one or more +1 power counters on your minions, if this titan is not in
    play, you may place one of them on this titan instead. Then if this titan has at least three +1 power
    counters on it, you may remove all of them to play it."""
    lord = ctx.card
    ctx.event.data["n"] -= 1
    lord.counters += 1
    ctx.log(f"a +1 power counter meant for {ctx.event.card.ref} is placed on {lord.ref} instead "
            f"(now {lord.counters})", cites.COUNTERS)
    if lord.counters < 3 or at_titan_limit(ctx.game, ctx.controller):
        return
    base = ctx.may_choose(f"Ancient Lord: remove its {lord.counters} +1 power counters to play it on a base?",
                          ctx.bases())
    if base is None:
        return
    lord.counters = 0
    ctx.log(f"{ctx.controller} removes the +1 power counters from {lord.ref}", cites.COUNTERS)
    ctx.play_titan(lord, base)


def _lord_ongoing_when(ctx) -> bool:
    ev = ctx.event
    m = ev.card
    here = ctx.base_of(ctx.card)
    return (here is not None and ev.player == ctx.controller and m is not None and m.kind == "minion"
            and m.controller == ctx.controller and ctx.base_of(m) is here
            and m.counters == ev.data.get("n", 0))


@ability("Ancient Lord", kind="ongoing", event="counters_placed", when=_lord_ongoing_when)
def ancient_lord_ongoing(ctx):
    """Ongoing: After you place a +1 power counter on one of your minions here that had no such counters on
    it, place another +1 power counter on it."""
    ctx.place_counters(ctx.event.card, 1)


@ability("Ancient Lord", kind="talent")
def ancient_lord_talent(ctx):
    """Talent: Place a +1 power counter on one of your minions that already has one."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0)
    if not mine:
        ctx.game.refuse("Ancient Lord: none of your minions has a +1 power counter")
    ctx.place_counters(ctx.choose("Ancient Lord: place a +1 power counter on which of your minions?", mine), 1)
