"""The bases of That '70s Expansion.

Each function quotes the base text it implements (corpus/cards/that-70s-expansion/bases.yaml), following
clarifications/bases: actions on minions do not count as actions on a base (The Greasy Spoon, Truck
Stop), and Boogie Wonderland triggers when a minion is moved from there, not to there. On a base, "you"
is the player the text describes (terms/you).

Funky Town copies one part of the effect of your standard action on your minions there onto another of
your minions there (not one already affected), after the action has resolved, from the action itself, with
the engine's record of affects (``oracle.abilities.shared.copy_affect``; clarifications/disco-dancers for
"the same way"). Once per turn per player; declining does not use it.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.abilities.shared import copy_affect, standard_action_affects
from oracle.abilities.shared import this_base as _this_base
from oracle.engine import effects


def _is_standard_action(card) -> bool:
    return card is not None and card.defn.type == "action" and not card.defn.play_on


def _credit(affect):
    if affect.controller is not None:
        return affect.controller
    return affect.source.controller if affect.source is not None else None


# ----- Disco Dancers --------------------------------------------------------------------------
@ability("Boogie Wonderland", kind="protect")
def boogie_wonderland_watch(ctx, affect):
    """(Notes each standard action that affects its player's own minion here; prevents nothing.)"""
    base = _this_base(ctx)
    m = affect.target
    src = affect.source
    if base is None or m is None or not _is_standard_action(src) or getattr(m, "kind", None) != "minion":
        return False
    who = _credit(affect)
    if ctx.game.base_of(m) is base and m.controller == who and who is not None:
        seen = getattr(ctx.card, "seventies_boogie", None) or set()
        seen.add((src.uid, who))
        ctx.card.seventies_boogie = seen
    return False


def _boogie_when(ctx) -> bool:
    seen = getattr(ctx.card, "seventies_boogie", None) or set()
    ev = ctx.event
    return ev.card is not None and (ev.card.uid, ev.player) in seen


@ability("Boogie Wonderland", kind="ongoing", event="action_played", when=_boogie_when)
def boogie_wonderland(ctx):
    """After a player plays a standard action that affects one or more of their minions here, they draw
    a card."""
    ev = ctx.event
    ctx.card.seventies_boogie.discard((ev.card.uid, ev.player))
    if ctx.ignores(ev.player):
        return
    ctx.draw(1, player=ev.player)


# ----- Kung Fu Fighters -----------------------------------------------------------------------
@ability("Ancient Dojo", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is _this_base(ctx) and ctx.event.card is not None)
def ancient_dojo(ctx):
    """After you play a minion here, place a +1 power counter on each of your minions here with less
    power than that minion."""
    ev = ctx.event
    base = _this_base(ctx)
    who = ev.player
    if ctx.ignores(who):
        return
    played = ev.card
    if not ctx.in_play(played) or ctx.base_of(played) is not base:
        return
    p = ctx.power(played)
    for m in ctx.minions(base=base, controller=who, where=lambda m: m is not played and ctx.power(m) < p):
        ctx.place_counters(m, 1)


@ability("Tournament Site", kind="when_scoring")
def tournament_site(ctx):
    """When this base scores, the winner gains 1VP for each player with no power here."""
    base = _this_base(ctx)
    standings = (ctx.event.data or {}).get("standings") or []
    powerless = [p for p in ctx.players() if ctx.total(base, p) == 0]
    if not powerless:
        return
    for s in standings:
        if s.place == 1 and not ctx.ignores(s.player):
            ctx.gain_vp(len(powerless), player=s.player)


# ----- Truckers ----------------------------------------------------------------------------------
@ability("The Greasy Spoon", kind="instead")
def the_greasy_spoon(ctx, card, where):
    """When an action played on this base would go to the discard pile, shuffle it into its owner's deck
    instead. (clarifications/bases: actions on minions here are not actions on this base.)"""
    base = _this_base(ctx)
    if base is None or card.defn.type != "action" or card.zone is not base.actions:
        return None
    pending = getattr(ctx.game, "seventies_spoon_pending", None)
    if pending is None:
        pending = ctx.game.seventies_spoon_pending = []
    pending.append(card)
    return "deck_bottom"


def _spoon_shuffle(ctx):
    """Shuffles the deck of each owner whose action The Greasy Spoon just sent there."""
    pending = getattr(ctx.game, "seventies_spoon_pending", None) or []
    owners = []
    for c in pending:
        if c.zone is not None and c.zone.kind == "deck" and c.zone.player not in owners:
            owners.append(c.zone.player)
    pending.clear()
    for who in owners:
        ctx.shuffle_deck(who)


for _ev in ("left_play", "destroyed", "base_replaced", "discarded", "moved", "returned", "action_played",
            "minion_played"):
    ability("The Greasy Spoon", kind="ongoing", event=_ev,
            when=lambda ctx: bool(getattr(ctx.game, "seventies_spoon_pending", None)))(_spoon_shuffle)


@ability("Truck Stop", kind="start_of_turn")
def truck_stop(ctx):
    """At the start of your turn, you may transfer an action played on another base to here, or from
    here to another base. (clarifications/bases: actions on minions do not count.)"""
    base = _this_base(ctx)
    you = ctx.game.current_player.name
    if base is None or ctx.ignores(you):
        return
    others = [a for b in ctx.other_bases(base) for a in b.actions]
    mine_here = list(base.actions) if ctx.other_bases(base) else []
    pick = ctx.may_choose("Truck Stop: you may transfer an action on another base to here, or from here to "
                          "another base", others + mine_here, player=you)
    if pick is None:
        return
    if ctx.base_of(pick) is base:
        dest = ctx.choose(f"Truck Stop: transfer {pick.ref} to which base?", ctx.other_bases(base), player=you)
    else:
        dest = base
    if dest is not None:
        ctx.transfer_action(pick, dest)


# ----- Vigilantes -------------------------------------------------------------------------------
@ability("Back Alley", kind="protect")
def back_alley(ctx, affect):
    """Your minions here cannot be affected by other players' cards."""
    base = _this_base(ctx)
    m = affect.target
    if base is None or m is None or getattr(m, "kind", None) != "minion" or ctx.game.base_of(m) is not base:
        return False
    src = affect.source
    if src is None or src is ctx.card or src.defn.type == "base":
        return False
    owner = src.controller if src.controller is not None else src.owner
    if owner is None:
        owner = affect.controller
    if owner is None or owner == m.controller:
        return False
    return not ctx.ignores(m.controller)


@ability("The Mean Streets", kind="before_scoring")
def the_mean_streets(ctx):
    """Before this base scores, destroy the minion(s) here with the most power."""
    base = _this_base(ctx)
    minions = ctx.minions(base=base)
    if not minions:
        return
    top = max(ctx.power(m) for m in minions)
    for m in [m for m in minions if ctx.power(m) == top]:
        ctx.destroy(m)
    ctx.log(f"The Mean Streets destroys the minion(s) with the most power ({top})", cites.T_DESTROY)


# ----- Funky Town ---------------------------------------------------------------------------------
def _funky_records(ctx):
    who = ctx.event.player
    if who is None or any(e.kind == "flag" and e.flag == "funky town" and e.player == who and e.source is ctx.card
                          for e in ctx.game.effects):
        return []
    return standard_action_affects(ctx, _this_base(ctx),
                                   where=lambda r: r["player"] == who and r["controller"] == who)


@ability("Funky Town", kind="ongoing", event="action_played", when=lambda ctx: bool(_funky_records(ctx)))
def funky_town(ctx):
    """Once per turn, when your standard action directly affects one or more of your minions here, you may
    have it affect another of your minions here the same way."""
    who = ctx.event.player
    base = _this_base(ctx)
    records = _funky_records(ctx)
    if base is None or not records:
        return
    hit = {r["card"].uid for r in records}
    others = [m for m in base.minions if m.controller == who and m.uid not in hit]
    pick = ctx.may_choose(f"Funky Town: have {ctx.event.card.ref} affect another of your minions here the "
                          f"same way", others, player=who)
    if pick is None:
        ctx.log(f"{who} copies nothing (Funky Town)", cites.USING_ABILITIES)
        return
    effects.add_effect(ctx.game, effects.Effect("flag", flag="funky town", player=who, until="end_of_turn",
                                                source=ctx.card, controller=who))
    copy_affect(ctx, records, pick, who, "Funky Town")

