"""S.H.I.E.L.D. (Smash Up: Marvel): agents who bring more agents, and move them where needed.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/s-h-i-e-l-d.yaml).
Smash Up: Marvel says "character" for minion (wiki/character) and "base modifier" for an action
played on a base (wiki/modifier); the engine reads them so.

Every S.H.I.E.L.D. card is implemented. Readings (R: the rulebook is silent, this is the project's
reading):
- R: Rescue Mission's only ability is its Special ("Special: After a base scores, shuffle ..."), resolved
  only when its trigger happens (rules/using-card-abilities): it is played with that Special after a
  base scores. Played as a regular action it does nothing: a card may be played even if its ability
  cannot happen (rules/canceling-or-preventing-effects). Unlike Widow's Bite ("Special: Play before a
  base scores"), its text puts no condition on playing the card itself.
- "Power 3 or less" / "power 2 or less" of a character being played is its printed power
  (rules/in-and-out-of-play).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import printed_power


def _minion_of_power(limit):
    """A card in the hand that is a minion of printed power ``limit`` or less."""
    return lambda c: printed_power(c) <= limit


def _shuffle_into_owners_decks(ctx, minions, label):
    """Shuffle minions in play into their owners' decks: each is placed in its owner's deck, then
    each of those decks is shuffled (a card that cannot be affected stays)."""
    owners = []
    for m in minions:
        if not ctx.in_play(m):
            continue
        if ctx.place(m, "deck_top"):
            owner = m.owner or ctx.controller
            if owner not in owners:
                owners.append(owner)
    for owner in owners:
        ctx.shuffle_deck(owner)
    if owners:
        ctx.log(f"{label}: the characters are shuffled into their owners' decks", cites.DECKS)


def _played_by_special(ctx) -> bool:
    """Whether this card's latest play this turn was by its Special ability."""
    mine = [p for p in ctx.plays_this_turn() if p["card"] is ctx.card]
    return bool(mine) and mine[-1]["how"] == "special"


# ----- characters ------------------------------------------------------------------------------
@ability("Nick Fury")
def nick_fury(ctx):
    """You may play an extra character here."""
    ctx.extra("minion", base=ctx.here, reason="Nick Fury: here")


@ability("Maria Hill", kind="ongoing", event="minion_played",
         when=lambda ctx: (ctx.event.player == ctx.controller and ctx.event.card is not ctx.card
                           and ctx.here is not None and ctx.event.base is ctx.here))
def maria_hill(ctx):
    """Ongoing: After you play another character here, this character gains +1 power until the end of
    the turn."""
    ctx.add_power(ctx.card, 1)


@ability("Agent Coulson")
def agent_coulson(ctx):
    """You may play a character of power 2 or less here as an extra character."""
    ctx.extra("minion", where=_minion_of_power(2), base=ctx.here, reason="Agent Coulson: power 2 or less, here")


@ability("S.H.I.E.L.D. Agent", kind="power")
def shield_agent(ctx, minion):
    """Ongoing: If another of your characters is here, this character has +1 power."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    others = ctx.minions(base=ctx.here, controller=ctx.card.controller, where=lambda m: m is not ctx.card)
    return 1 if others else 0


# ----- actions ---------------------------------------------------------------------------------
@ability("Entry Point")
def entry_point(ctx):
    """Play an extra character."""
    ctx.extra("minion", reason="Entry Point")


@ability("Mission Debriefing")
def mission_debriefing(ctx):
    """Choose a base. Draw a card for each of your characters there."""
    base = ctx.choose("Mission Debriefing: choose a base", ctx.bases())
    if base is None:
        return
    n = len(ctx.minions(base=base, controller=ctx.controller))
    ctx.log(f"Mission Debriefing: {ctx.controller} has {n} character(s) at {base.ref}", cites.USING_ABILITIES)
    if n:
        ctx.draw(n)


@ability("Proving Ground", kind="talent")
def proving_ground(ctx):
    """Base modifier. Talent: Play a character of power 3 or less here as an extra character."""
    ctx.extra("minion", where=_minion_of_power(3), base=ctx.here, reason="Proving Ground: power 3 or less, here")


@ability("Reassignment")
def reassignment(ctx):
    """Choose a base. Move up to two of your characters from other bases to there."""
    base = ctx.choose("Reassignment: choose a base", ctx.bases())
    if base is None:
        return
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not base)
    for m in ctx.choose_many(f"Reassignment: move up to two of your characters to {base.ref}", mine, max=2):
        ctx.move(m, base)


def _scoring_base_in_play(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("Rescue Mission", kind="special", window="after_scoring", usable=_scoring_base_in_play)
def rescue_mission_special(ctx):
    """Special: After a base scores, (play this card to) shuffle all of your characters there into
    their owners' decks and draw a card."""
    ctx.play_this()


@ability("Rescue Mission")
def rescue_mission(ctx):
    """Special: After a base scores, shuffle all of your characters there into their owners' decks and
    draw a card."""
    base = ctx.game.scoring_base
    if not _played_by_special(ctx) or base is None:
        ctx.log("Rescue Mission has only a Special ability: played otherwise, it does nothing",
                cites.T_SPECIAL)
        return
    _shuffle_into_owners_decks(ctx, ctx.minions(base=base, controller=ctx.controller), "Rescue Mission")
    ctx.draw(1)


@ability("Superior Firepower")
def superior_firepower(ctx):
    """Destroy a base modifier or a character of power 3 or less."""
    modifiers = [a for b in ctx.bases() for a in b.actions if a.kind == "action"]
    small = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    ctx.choose_and("Superior Firepower: destroy a base modifier or a character of power 3 or less", modifiers + small,
                   ctx.destroy)


@ability("Troop Drop")
def troop_drop(ctx):
    """Play a character of power 3 or less as an extra character."""
    ctx.extra("minion", where=_minion_of_power(3), reason="Troop Drop: power 3 or less")


@ability("Work Together")
def work_together(ctx):
    """Each of your characters currently in play gains +1 power until the end of the turn."""
    for m in ctx.minions(controller=ctx.controller):
        ctx.add_power(m, 1)
