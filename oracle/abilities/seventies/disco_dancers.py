"""Disco Dancers (That '70s Expansion): standard actions that ripple across the dance floor.

Each function quotes the card text it implements (corpus/cards/that-70s-expansion/disco-dancers.yaml)
and follows clarifications/disco-dancers.

Dancing King, Diva and We are Family ("... you may choose another minion / this minion to be affected
the same way") use the engine's record of what a standard action directly affected
(``ctx.affects_this_turn``) and ``oracle.abilities.shared.copy_affect``: after the standard action has
resolved (its ``action_played`` event), one part of its effect is repeated on the chosen minion, from
the action itself (clarifications/disco-dancers). An effect another card copied is not copied again;
each copies once per action. Diva and We are Family are used once each turn; declining does not use them.
An action's "for each minion affected by this" counts the minions its effect was copied onto
(``shared.per_affected``), as the copy comes from the action. Diva is registered by name: the World Champs
printing (10th Anniversary) has the same text.

"Affected by a standard action" (Roller) is observed through the ``protect`` hook, which the engine asks
before anything affects a card (terms/affect); the ability then resolves after the action has finished
resolving (the ``action_played`` event).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.abilities.shared import copy_affect, per_affected, standard_action_affects


def is_standard_action(card) -> bool:
    return card is not None and card.defn.type == "action" and not card.defn.play_on


def _used_this_turn(ctx) -> bool:
    return ctx.used_this_turn("seventies-copy")


def _use_this_turn(ctx) -> None:
    """Diva's / We are Family's "once each turn", for this card: forgotten when it leaves play
    (replayed the same turn, it is a new card, rules/in-and-out-of-play)."""
    ctx.mark_used("seventies-copy")


# ----- minions -----------------------------------------------------------------------------
@ability("Disco Lou")
def disco_lou(ctx):
    """Play an extra action OR place an action from your discard pile on top of your deck."""
    actions = [c for c in ctx.discard_pile() if c.defn.type == "action"]
    word = ctx.choose_word("Disco Lou: play an extra action (extra), or place an action from your discard "
                           "pile on top of your deck (discard)", ["extra", "discard"]) if actions else "extra"
    if word == "extra":
        ctx.extra("action", reason="Disco Lou")
        return
    ctx.choose_and("Disco Lou: place which action from your discard pile on top of your deck?", actions,
                   lambda pick: ctx.place(pick, "deck_top"))


def _roller_key(ctx, action) -> str:
    """Roller's marks for one play of ``action`` (a card played again is a new card, with a new play).
    They are Roller's own (``ctx.mark_used``): forgotten when it leaves play (rules/in-and-out-of-play)."""
    n = sum(1 for p in ctx.plays_this_turn() if p["card"] is action)
    return f"{action.uid}.{n}"


@ability("Roller", kind="protect")
def roller_watch(ctx, affect):
    """(Notes that a standard action is affecting this minion, and whether it had no +1 power counters
    before that action first affected it; never prevents anything.)"""
    src = affect.source
    if affect.target is ctx.card and is_standard_action(src) and src is not ctx.card:
        key = _roller_key(ctx, src)
        if not ctx.used_this_turn(f"roller-hit:{key}"):
            ctx.mark_used(f"roller-hit:{key}")
            if ctx.card.counters == 0:
                ctx.mark_used(f"roller-bare:{key}")
    return False


def _roller_when_played(ctx) -> bool:
    if not ctx.in_play(ctx.card) or ctx.event.card is None:
        return False
    key = _roller_key(ctx, ctx.event.card)
    return ctx.used_this_turn(f"roller-hit:{key}") and not ctx.used_this_turn(f"roller-done:{key}")


@ability("Roller", kind="ongoing", event="action_played", when=_roller_when_played)
def roller(ctx):
    """Ongoing: After this minion is affected by a standard action, you may place two +1 power counters
    on it if it had no such counters when the action was played."""
    key = _roller_key(ctx, ctx.event.card)
    ctx.mark_used(f"roller-done:{key}")
    if not ctx.used_this_turn(f"roller-bare:{key}"):
        ctx.log(f"Roller: {ctx.card.ref} had +1 power counters when {ctx.event.card.ref} was played",
                cites.COUNTERS)
        return
    if ctx.may(f"Roller: place two +1 power counters on {ctx.card.ref}?"):
        ctx.place_counters(ctx.card, 2)


def _dancing_king_records(ctx):
    return standard_action_affects(ctx, ctx.base_of(ctx.card)) if ctx.in_play(ctx.card) else []


@ability("Dancing King", kind="ongoing", event="action_played", when=lambda ctx: bool(_dancing_king_records(ctx)))
def dancing_king(ctx):
    """Ongoing: When a standard action directly affects one or more minions here, you may choose another
    minion here to be affected the same way. (clarifications/disco-dancers: another minion than the ones
    already affected; Dancing King itself may be chosen.)"""
    records = _dancing_king_records(ctx)
    hit = {r["card"].uid for r in records}
    others = [m for m in ctx.minions(base=ctx.here) if m.uid not in hit]
    pick = ctx.may_choose(f"Dancing King: choose another minion here to be affected the same way by "
                          f"{ctx.event.card.ref}", others)
    if pick is None:
        ctx.log(f"{ctx.controller} copies nothing (Dancing King)", cites.USING_ABILITIES)
        return
    copy_affect(ctx, records, pick, ctx.controller, "Dancing King")


def _diva_records(ctx):
    if not ctx.in_play(ctx.card) or _used_this_turn(ctx):
        return []
    me = ctx.card
    return standard_action_affects(ctx, ctx.base_of(me),
                                   where=lambda r: r["card"] is not me and r["controller"] == ctx.controller)


@ability("Diva", kind="ongoing", event="action_played", when=lambda ctx: bool(_diva_records(ctx)))
def diva(ctx):
    """Ongoing: Once each turn, when a standard action directly affects one or more of your other
    minions here, you may choose this minion to be affected the same way."""
    records = _diva_records(ctx)
    if not records or not ctx.may(f"Diva: have {ctx.card.ref} affected the same way by {ctx.event.card.ref}?"):
        return
    _use_this_turn(ctx)
    copy_affect(ctx, records, ctx.card, ctx.controller, "Diva")


def _family_host(ctx):
    z = ctx.card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _family_records(ctx):
    host = _family_host(ctx)
    if host is None or not ctx.in_play(host) or _used_this_turn(ctx):
        return []
    return standard_action_affects(ctx, ctx.base_of(host), where=lambda r: r["card"] is not host)


@ability("We are Family", kind="ongoing", event="action_played", when=lambda ctx: bool(_family_records(ctx)))
def we_are_family_copy(ctx):
    """Play on a minion. Ongoing: Once each turn, when a standard action directly affects one or more other
    minions here, you may choose this minion to be affected the same way."""
    host = _family_host(ctx)
    records = _family_records(ctx)
    if host is None or not records:
        return
    if not ctx.may(f"We are Family: have {host.ref} affected the same way by {ctx.event.card.ref}?"):
        return
    _use_this_turn(ctx)
    copy_affect(ctx, records, host, ctx.controller, "We are Family")


# ----- actions -----------------------------------------------------------------------------
@ability("Celebration")
def celebration(ctx):
    """Play two extra actions."""
    ctx.extra("action", reason="Celebration (1 of 2)")
    ctx.extra("action", reason="Celebration (2 of 2)")


@ability("Disco Inferno")
def disco_inferno(ctx):
    """Each player may place a +1 power counter on one of their minions. For each minion affected by
    this, draw a card."""
    names = ctx.players()
    cur = names.index(ctx.game.current_player.name)
    affected = 0
    for p in names[cur:] + names[:cur]:
        m = ctx.may_choose(f"Disco Inferno: {p} may place a +1 power counter on one of their minions",
                           ctx.minions(controller=p), player=p)
        if m is not None and ctx.place_counters(m, 1):
            affected += 1
    if affected:
        ctx.draw(affected)


@per_affected("Disco Inferno")
def _disco_inferno_more(ctx, minion, record):
    ctx.draw(1)


@ability("Get Down Tonight")
def get_down_tonight(ctx):
    """Give a minion +2 power until the end of the turn. Draw a card for each minion affected by this."""
    m = ctx.choose("Get Down Tonight: give which minion +2 power?", ctx.minions())
    if m is not None and ctx.add_power(m, 2):
        ctx.draw(1)


@per_affected("Get Down Tonight")
def _get_down_tonight_more(ctx, minion, record):
    ctx.draw(1)


@ability("I'm So Excited")
def im_so_excited(ctx):
    """Move one of your minions. Draw a card for each minion affected by this."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: len(ctx.other_bases(ctx.base_of(m))) > 0)
    m = ctx.choose("I'm So Excited: move which of your minions?", mine)
    if m is None:
        return
    dest = ctx.choose(f"I'm So Excited: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is not None and ctx.move(m, dest):
        ctx.draw(1)


@per_affected("I'm So Excited")
def _im_so_excited_more(ctx, minion, record):
    ctx.draw(1)


@ability("I Will Survive", kind="special", window="after_scoring", zone="hand",
         usable=lambda ctx: ctx.event is not None and ctx.event.base in ctx.game.bases
         and any(m.controller == ctx.controller for m in ctx.event.base.minions))
def i_will_survive_special(ctx):
    """Special: After a base scores, ..."""
    ctx.card.seventies_survive_base = ctx.event.base
    ctx.play_this()


@ability("I Will Survive")
def i_will_survive(ctx):
    """Special: After a base scores, return one of your minions there to its owner's hand instead of the
    discard pile."""
    base = getattr(ctx.card, "seventies_survive_base", None)
    ctx.card.seventies_survive_base = None
    if base is None:
        raise Refused("I Will Survive is played only after a base scores (its Special)")
    if base not in ctx.game.bases:
        return
    ctx.choose_and("I Will Survive: return which of your minions there to its owner's hand?",
                   ctx.minions(base=base, controller=ctx.controller), ctx.return_to_hand)


@ability("It's Raining Men")
def its_raining_men(ctx):
    """Play an extra minion."""
    ctx.extra("minion", reason="It's Raining Men")


@ability("Last Dance")
def last_dance(ctx):
    """Each player may destroy a minion they control. For each minion actually destroyed, its controller
    gains 1VP. (clarifications/disco-dancers: the credit goes to the player who chooses to destroy it.)"""
    names = ctx.players()
    cur = names.index(ctx.game.current_player.name)
    for p in names[cur:] + names[:cur]:
        m = ctx.may_choose(f"Last Dance: {p} may destroy a minion they control", ctx.minions(controller=p), player=p)
        if m is None:
            continue
        if ctx.destroy(m, by=p):
            ctx.gain_vp(1, player=p)


@ability("Stayin' Alive")
def stayin_alive(ctx):
    """Choose one of your minions in play. Place a copy of it from your discard pile into your hand."""
    pile = ctx.discard_pile()
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Stayin' Alive: choose one of your minions in play", mine)
    if m is None:
        return
    copies = [c for c in pile if c.name == m.name]
    if not copies:
        ctx.log(f"Stayin' Alive: there is no {m.name} in {ctx.controller}'s discard pile", cites.DECKS)
        return
    ctx.place(copies[0], "hand")


@ability("Turn The Beat Around", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: bool(ctx.minions()))
def turn_the_beat_around_special(ctx):
    """Special: You may play this before a base scores."""
    ctx.play_this()


@ability("Turn The Beat Around")
def turn_the_beat_around(ctx):
    """Choose a minion to gain +1 power until the end of the turn. For each minion affected by this, a
    minion there of your choice gains -1 power until the end of the turn. (clarifications/disco-dancers:
    "each minion affected" are those that gain +1.)"""
    m = ctx.choose("Turn The Beat Around: which minion gains +1 power?", ctx.minions())
    if m is None or not ctx.add_power(m, 1):
        return
    base = ctx.base_of(m)
    ctx.choose_and(f"Turn The Beat Around: which minion at {base.ref} gains -1 power?", ctx.minions(base=base),
                   lambda loser: ctx.add_power(loser, -1))


@per_affected("Turn The Beat Around")
def _turn_the_beat_around_more(ctx, minion, record):
    """A further minion gaining the +1: a minion there of your choice gains -1 power."""
    if record["op"] != "add_power" or record["args"][0] <= 0 or not ctx.in_play(minion):
        return
    base = ctx.base_of(minion)
    ctx.choose_and(f"Turn The Beat Around: which minion at {base.ref} gains -1 power?", ctx.minions(base=base),
                   lambda loser: ctx.add_power(loser, -1))

