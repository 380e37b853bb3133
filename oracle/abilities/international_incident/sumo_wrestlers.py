"""Sumo Wrestlers (World Tour: International Incident): +1 power counters, discarding for strength,
and shoving other players' minions off the ring.

Each function quotes the card text it implements
(corpus/cards/world-tour-international-incident/sumo-wrestlers.yaml, the current wordings) and follows
its clarifications: Top Tier gets one counter per discarding, however many cards it discards;
Fighting Spirit Prize places its two counters on one minion or one each on two minions; Grasp the
Belt may move one of your own minions.
"""

from __future__ import annotations

import weakref

from oracle.abilities import ability

# Top Tier: discard events of one discarding that a Top Tier has already answered (per game).
_ANSWERED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _other_base_choice(ctx, minion, text):
    return ctx.choose(text, ctx.other_bases(ctx.base_of(minion)))


def _my_bases(ctx):
    return [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]


# ----- minions -------------------------------------------------------------------------------
@ability("Yokozuna", kind="protect")
def yokozuna_protect(ctx, affect):
    """Ongoing: Your minions cannot be moved by other players' cards."""
    target = affect.target
    if affect.kind != "move" or getattr(target, "controller", None) != ctx.controller:
        return False
    if getattr(target.defn, "plays_as", None) != "minion":
        return False
    return _other_players_card(affect, ctx.controller)


def _other_players_card(affect, me) -> bool:
    """The affect comes from a card of another player (not from a base, nor from a monster)."""
    src = affect.source
    if src is None or src.defn.type in ("base", "monster"):
        return False
    who = affect.controller or src.controller or src.owner
    return who is not None and who != me


@ability("Yokozuna", kind="talent")
def yokozuna_talent(ctx):
    """Talent: Draw a card, OR move another player's minion from here to another base."""
    theirs = ctx.minions(base=ctx.here, where=lambda m: m.controller != ctx.controller)
    if not theirs or not ctx.other_bases():
        ctx.draw(1)
        return
    if ctx.choose_word("Yokozuna: draw a card, or move another player's minion from here", ["draw", "move"]) == "draw":
        ctx.draw(1)
        return
    victim = ctx.choose("Yokozuna: move which minion from here?", theirs)
    dest = _other_base_choice(ctx, victim, f"Yokozuna: move {victim.ref} to which base?")
    ctx.move(victim, dest)


def _top_tier_when(ctx) -> bool:
    ev = ctx.event
    if ev.player != ctx.card.controller or (ev.data or {}).get("from") != "hand":
        return False
    answered = _ANSWERED.get(ctx.game, {}).get(ctx.card.uid, set())
    return id(ev) not in answered and _batch_key(ctx) not in answered


def _batch_key(ctx):
    """Discards with no source card are the hand-limit discard of a Draw 2 Cards phase: one discarding."""
    ev = ctx.event
    return ("hand-limit", ctx.game.turn) if ev.source is None and ctx.game.phase == "draw" else None


@ability("Top Tier", kind="ongoing", event="discarded", when=_top_tier_when)
def top_tier(ctx):
    """Ongoing: After you discard one or more cards from your hand, place a +1 power counter on this
    minion."""
    ev = ctx.event
    # The other cards of the same discarding (same ability, waiting in the same batch) give no more.
    same = {id(e) for e, _ in ctx.game.pending_events
            if e.kind == "discarded" and e.player == ev.player and (e.data or {}).get("from") == "hand"
            and e.source is ev.source}
    answered = _ANSWERED.setdefault(ctx.game, {}).setdefault(ctx.card.uid, set())
    answered.update(same)
    if _batch_key(ctx) is not None:
        answered.add(_batch_key(ctx))
    ctx.place_counters(ctx.card, 1)


@ability("Third Tier")
def third_tier(ctx):
    """You may move another player's minion with power 3 or less from here to another base to draw a
    card."""
    if not ctx.other_bases():
        return
    options = ctx.minions(base=ctx.here, where=lambda m: m.controller != ctx.controller and ctx.power(m) <= 3)
    victim = ctx.may_choose("Third Tier: you may move another player's minion of power 3 or less from here",
                            options)
    if victim is None:
        return
    dest = _other_base_choice(ctx, victim, f"Third Tier: move {victim.ref} to which base?")
    if ctx.move(victim, dest):
        ctx.draw(1)


@ability("Rookie Sumo")
def rookie_sumo(ctx):
    """You may discard a card to place two +1 power counters on one of your minions."""
    card = ctx.may_choose("Rookie Sumo: you may discard a card", ctx.hand())
    if card is None:
        return
    ctx.discard_from_hand(card)
    ctx.choose_and("Rookie Sumo: place two +1 power counters on which of your minions?",
                   ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 2))


# ----- actions -------------------------------------------------------------------------------
@ability("Body Slam")
def body_slam(ctx):
    """Choose another player and a base where you have a minion. Move all of their minions there to
    another base."""
    who = ctx.choose("Body Slam: choose another player", ctx.other_players())
    base = ctx.choose("Body Slam: choose a base where you have a minion", _my_bases(ctx))
    if who is None or base is None:
        return
    for m in ctx.minions(base=base, controller=who):
        dest = ctx.choose(f"Body Slam: move {m.ref} to which base?", ctx.other_bases(base))
        if dest is not None:
            ctx.move(m, dest)


@ability("Bulking Stew")
def bulking_stew(ctx):
    """Discard any number of cards. For each card discarded, place a +1 power counter on one of your
    minions."""
    cards = ctx.choose_many("Bulking Stew: discard any number of cards", ctx.hand())
    for c in cards:
        ctx.discard_from_hand(c)
    for i in range(len(cards)):
        ctx.choose_and(f"Bulking Stew: place +1 power counter {i + 1} of {len(cards)} on which of your "
                            f"minions?",
                       ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 1))


@ability("Chikara-Mizu")
def chikara_mizu(ctx):
    """Give one of your minions +2 power until the end of the turn, or discard a card to give it +4
    power instead."""
    target = ctx.choose("Chikara-Mizu: which of your minions?", ctx.minions(controller=ctx.controller))
    if target is None:
        return
    card = ctx.may_choose(f"Chikara-Mizu: you may discard a card to give {target.ref} +4 power instead of +2",
                          ctx.hand())
    if card is not None:
        ctx.discard_from_hand(card)
        ctx.add_power(target, 4)
    else:
        ctx.add_power(target, 2)


@ability("Fighting Spirit Prize", slug="fighting-spirit-prize-sumo-wrestlers")
def fighting_spirit_prize(ctx):
    """Draw two cards and place two +1 power counters total on your minions."""
    ctx.draw(2)
    for i in (1, 2):
        ctx.choose_and(f"Fighting Spirit Prize: place +1 power counter {i} of 2 on which of your minions?",
                       ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 1))


@ability("Grasp the Belt")
def grasp_the_belt(ctx):
    """Choose a base where you have a minion. Move a minion from there to another base."""
    base = ctx.choose("Grasp the Belt: choose a base where you have a minion", _my_bases(ctx))
    if base is None:
        return
    victim = ctx.choose("Grasp the Belt: move which minion?", ctx.minions(base=base))
    dest = ctx.choose(f"Grasp the Belt: move {victim.ref} to which base?", ctx.other_bases(base))
    if dest is not None:
        ctx.move(victim, dest)


@ability("Head Butt")
def head_butt(ctx):
    """Choose a base where you have a minion. Destroy another player's action that has been played
    there or on a minion there."""
    def theirs(b):
        acts = [a for a in ctx.actions_on(b) if a.controller != ctx.controller]
        for m in ctx.minions(base=b):
            acts += [a for a in ctx.actions_on(m) if a.controller != ctx.controller]
        return acts
    base = ctx.choose("Head Butt: choose a base where you have a minion", _my_bases(ctx))
    if base is None:
        return
    ctx.choose_and("Head Butt: destroy which action?", theirs(base), ctx.destroy)


@ability("Performance Prize")
def performance_prize(ctx):
    """Draw three cards."""
    ctx.draw(3)


@ability("Technique Prize")
def technique_prize(ctx):
    """Place three +1 power counters on one of your minions."""
    ctx.choose_and("Technique Prize: place three +1 power counters on which of your minions?",
                   ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 3))
