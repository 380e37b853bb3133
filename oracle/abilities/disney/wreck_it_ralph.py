"""Wreck-It Ralph (Smash Up: Disney Edition): base modifiers, and characters that build and wreck them.

Each function quotes the card text it implements
(corpus/cards/smash-up-disney-edition/wreck-it-ralph.yaml). "Character" is the Disney word for a
minion (wiki/character); a "base modifier" is an action played on a base, a "character modifier"
an action played on a minion.

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- R: King Candy: "You may move this card" comes first, then the character is chosen at the base
  the card is on then; "power counters on it do not add to its power" is a lasting power effect on that
  character whose amount is minus its counters, computed whenever its power is.
- R: Cy-Bug Infestation: the destroyed base is replaced as after scoring ("Replace the base normally"):
  its cards that did not move go to the discard pile with it, the top base of the base deck takes its
  place.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused
from oracle.engine.scoring import replace_base


def _is_base_modifier(card) -> bool:
    return card.defn.plays_as == "action" and card.defn.play_on == "base"


def _base_modifiers(ctx, base):
    return [a for a in ctx.actions_on(base) if _is_base_modifier(a)]


def _mine_on(ctx, base):
    """Your cards at ``base``: your characters and the base modifiers you control there."""
    return (ctx.minions(base=base, controller=ctx.controller)
            + [a for a in ctx.actions_on(base) if a.controller == ctx.controller])


def _move_card(ctx, card, dest) -> bool:
    """Move a character (with what is on it) or a base modifier to another base."""
    if card.defn.plays_as == "action":
        if not effects.allowed(ctx.game, effects.Affect("move", card, ctx.card, ctx.controller)):
            return False
        frm = ctx.base_of(card)
        ctx.put(card, dest.actions)
        ctx.log(f"{card.ref} moves from {frm.ref} to {dest.ref}", cites.T_MOVE)
        return True
    return ctx.move(card, dest)


# ----- characters ----------------------------------------------------------------------------------
@ability("Wreck-It Ralph", kind="talent")
def wreck_it_ralph(ctx):
    """Talent: Play a base modifier here as an extra action, OR destroy a base modifier here. (The extra
    action names no card: it may be played later in the Play Cards phase, only here: terms/extra.)"""
    here = ctx.here
    playable = [c for c in ctx.hand() if _is_base_modifier(c)]
    targets = _base_modifiers(ctx, here)
    words = (["play"] if playable else []) + (["destroy"] if targets else [])
    if not words:
        raise Refused(f"{ctx.card.ref}: no base modifier in hand to play and none here to destroy")
    word = ctx.choose_word("Wreck-It Ralph: play a base modifier here, or destroy one here", words) \
        if len(words) > 1 else words[0]
    if word == "play":
        ctx.extra_or_now("action", where=_is_base_modifier, base=here)
    else:
        victim = ctx.choose("Wreck-It Ralph: the base modifier here to destroy", targets)
        ctx.destroy(victim)


@ability("Fix-It Felix Jr.")
def fix_it_felix(ctx):
    """Place a base modifier from your discard pile into your hand."""
    found = [c for c in ctx.discard_pile() if _is_base_modifier(c)]
    ctx.choose_and("Fix-It Felix Jr.: a base modifier from your discard pile to your hand", found,
                   lambda pick: ctx.place(pick, "hand"))


@ability("Fix-It Felix Jr.", kind="talent")
def fix_it_felix_talent(ctx):
    """Talent: Place a base modifier here on top of its owner's deck."""
    targets = _base_modifiers(ctx, ctx.here)
    if not targets:
        raise Refused(f"{ctx.card.ref}: no base modifier here")
    pick = ctx.choose("Fix-It Felix Jr.: a base modifier here to place on top of its owner's deck", targets)
    ctx.place(pick, "deck_top")


@ability("Vanellope Von Schweetz", kind="talent")
def vanellope(ctx):
    """Talent: Move this character to another base and place a +1 power counter on it."""
    dest = ctx.choose("Vanellope Von Schweetz: move to which base?", ctx.other_bases())
    if dest is None:
        raise Refused(f"{ctx.card.ref}: there is no other base")
    ctx.move(ctx.card, dest)
    ctx.place_counters(ctx.card, 1)


@ability("Sergeant Calhoun", kind="talent")
def sergeant_calhoun(ctx):
    """Talent: If you have a base modifier here, your other characters currently here gain +1 power until
    the end of the turn."""
    here = ctx.here
    if not any(a.controller == ctx.controller for a in _base_modifiers(ctx, here)):
        ctx.log(f"{ctx.card.ref}: {ctx.controller} has no base modifier on {here.ref}", cites.USING_ABILITIES)
        return
    for m in ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card):
        ctx.add_power(m, 1)


def _racer_when(ctx):
    ev = ctx.event
    return ev.player == ctx.controller and _is_base_modifier(ev.card) and ev.base is not None \
        and ctx.in_play(ctx.card)


@ability("Sugar Rush Racer", kind="ongoing", event="action_played", when=_racer_when)
def sugar_rush_racer(ctx):
    """Ongoing: After you play a base modifier, you may move this character to or from that base to give
    it +1 power until the end of the turn."""
    that = ctx.event.base
    if ctx.here is that:
        dest = ctx.may_choose(f"Sugar Rush Racer: you may move it from {that.ref} to another base",
                              ctx.other_bases(that))
    else:
        dest = that if ctx.may(f"Sugar Rush Racer: move it to {that.ref}?") else None
    if dest is not None and ctx.move(ctx.card, dest):
        ctx.add_power(ctx.card, 1)


# ----- actions -------------------------------------------------------------------------------------
def _escape_pod_special_usable(ctx):
    base = ctx.event.base
    return base is not None and bool(_mine_on(ctx, base)) and len(ctx.bases()) > 1


@ability("Escape Pod", kind="special", window="before_scoring", usable=_escape_pod_special_usable)
def escape_pod_special(ctx):
    """Special: You may play this before a base scores; move one of your cards from the scoring base
    instead of two."""
    ctx.play_this()


@ability("Escape Pod")
def escape_pod(ctx):
    """Move up to two of your cards from one base to another base. Special: You may play this before a
    base scores; move one of your cards from the scoring base instead of two."""
    special = any(p["card"] is ctx.card and p["how"] == "special" for p in ctx.plays_this_turn())
    if special and ctx.game.scoring_base is not None:
        frm = ctx.game.scoring_base
        most = 1
    else:
        sources = [b for b in ctx.bases() if _mine_on(ctx, b)]
        if not sources or len(ctx.bases()) < 2:
            ctx.log("Escape Pod: no card of yours to move", cites.USING_ABILITIES)
            return
        frm = ctx.choose("Escape Pod: move your cards from which base?", sources)
        most = 2
    picks = ctx.choose_many(f"Escape Pod: up to {most} of your cards on {frm.ref} to move",
                            _mine_on(ctx, frm), max=most)
    if not picks:
        return
    dest = ctx.choose(f"Escape Pod: move them from {frm.ref} to which base?", ctx.other_bases(frm))
    for c in picks:
        _move_card(ctx, c, dest)


@ability("I’m Gonna Wreck It!", kind="breakpoint")
def im_gonna_wreck_it(ctx, base):
    """Base modifier. Ongoing: This base's breakpoint is reduced by 3."""
    return -3 if base is ctx.here else 0


@ability("I’m Gonna Wreck It!", kind="talent")
def im_gonna_wreck_it_talent(ctx):
    """Talent: This base's abilities are cancelled until the start of your next turn."""
    base = ctx.here
    effects.add_effect(ctx.game, effects.Effect(
        "cancel", card=base.card, until="start_of_turn", until_player=ctx.controller,
        source=ctx.card, controller=ctx.controller))
    ctx.log(f"the abilities of {base.ref} are canceled until the start of {ctx.controller}'s next turn "
            f"({ctx.card.ref})", cites.T_CANCEL)


@ability("Kart Bakery", kind="talent")
def kart_bakery(ctx):
    """Base modifier. Talent: If you have a character here, draw a card."""
    if ctx.minions(base=ctx.here, controller=ctx.controller):
        ctx.draw(1)
    else:
        ctx.log(f"{ctx.card.ref}: {ctx.controller} has no character on {ctx.here.ref}", cites.USING_ABILITIES)


@ability("Mints Eruption")
def mints_eruption(ctx):
    """Choose a base. Swap it with a base in the discard pile. All cards from the original base remain."""
    pool = list(ctx.game.base_discard)
    if not pool:
        ctx.log("Mints Eruption: the base discard pile is empty", cites.USING_ABILITIES)
        return
    base = ctx.choose("Mints Eruption: choose a base", ctx.bases())
    new = ctx.choose("Mints Eruption: swap it with which base from the discard pile?", pool)
    ctx.swap_base(base, new)


def _beacon_check(ctx):
    base = ctx.here
    if base is not None and ctx.in_play(ctx.card) and len(ctx.minions(base=base)) >= 4:
        ctx.log(f"{ctx.card.ref}: there are four or more characters on {base.ref}", cites.USING_ABILITIES)
        ctx.destroy(ctx.card)


@ability("Research Lab Beacon")
def research_lab_beacon(ctx):
    """Base modifier. Ongoing: If there are four or more characters here, destroy this card."""
    _beacon_check(ctx)


def _beacon_when(ctx):
    return ctx.event.base is not None and ctx.event.base is ctx.here


ability("Research Lab Beacon", kind="ongoing", event="minion_played", when=_beacon_when)(_beacon_check)
ability("Research Lab Beacon", kind="ongoing", event="moved", when=_beacon_when)(_beacon_check)


@ability("Research Lab Beacon", kind="talent")
def research_lab_beacon_talent(ctx):
    """Talent: Name a faction. Move all characters of that faction to here."""
    here = ctx.here
    factions = sorted({m.defn.faction for m in ctx.minions() if m.defn.faction})
    if not factions:
        raise Refused(f"{ctx.card.ref}: no character in play has a faction to name")
    faction = ctx.choose_word("Research Lab Beacon: name a faction", factions)
    ctx.log(f"{ctx.controller} names {faction}", cites.USING_ABILITIES)
    for m in ctx.minions(where=lambda m: m.defn.faction == faction and ctx.base_of(m) is not here):
        ctx.move(m, here)
    _beacon_check(ctx)


@ability("Sugar Rush", kind="talent")
def sugar_rush(ctx):
    """Base modifier. Talent: Move up to two of your characters from here to another base or from another
    base to here. They each gain +1 power until the end of the turn."""
    here = ctx.here
    away = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not here)
    at_here = ctx.minions(base=here, controller=ctx.controller)
    words = (["from here"] if at_here and len(ctx.bases()) > 1 else []) + (["to here"] if away else [])
    if not words:
        raise Refused(f"{ctx.card.ref}: no character of yours to move")
    word = ctx.choose_word("Sugar Rush: move your characters from here, or to here?", words) \
        if len(words) > 1 else words[0]
    if word == "from here":
        picks = ctx.choose_many("Sugar Rush: up to two of your characters here to move", at_here, max=2)
        if not picks:
            return
        dest = ctx.choose(f"Sugar Rush: move them from {here.ref} to which base?", ctx.other_bases(here))
        moves = [(m, dest) for m in picks]
    else:
        frm = ctx.choose("Sugar Rush: move your characters from which base?",
                         [b for b in ctx.other_bases(here) if ctx.minions(base=b, controller=ctx.controller)])
        picks = ctx.choose_many(f"Sugar Rush: up to two of your characters on {frm.ref} to move to {here.ref}",
                                ctx.minions(base=frm, controller=ctx.controller), max=2)
        moves = [(m, here) for m in picks]
    for m, dest in moves:
        if ctx.move(m, dest):
            ctx.add_power(m, 1)


@ability("Cy-Bug Infestation", kind="talent")
def cy_bug_infestation(ctx):
    """Base modifier. Talent: Destroy this card and this base. Starting with the player to your left, each
    player chooses a base and moves all their cards here to there. Replace the base normally."""
    base = ctx.here
    ctx.destroy(ctx.card)
    ctx.log(f"{base.ref} is destroyed ({ctx.card.ref})", cites.T_DESTROY)
    names = [p.name for p in ctx.game.seat_order()]
    i = names.index(ctx.controller)
    order = names[i + 1:] + names[:i + 1]
    for who in order:
        theirs = [m for m in base.minions if m.controller == who] + [a for a in base.actions if a.controller == who]
        if not theirs or len(ctx.bases()) < 2:
            continue
        dest = ctx.choose(f"Cy-Bug Infestation: {who}, move all your cards on {base.ref} to which base?",
                          ctx.other_bases(base), player=who)
        for c in theirs:
            if c.defn.plays_as == "action":
                if effects.allowed(ctx.game, effects.Affect("move", c, ctx.card, ctx.controller)):
                    ctx.put(c, dest.actions)
                    ctx.log(f"{c.ref} moves from {base.ref} to {dest.ref}", cites.T_MOVE)
            else:
                ctx.move(c, dest)
    replace_base(ctx.game, base)


class _CountersAddNothing(effects.Effect):
    """"Power counters on it do not add to its power": minus its counters, whenever power is computed."""

    @property
    def amount(self):
        return -self.card.counters if self.card is not None else 0

    @amount.setter
    def amount(self, value):
        pass


@ability("King Candy", kind="talent")
def king_candy(ctx):
    """Base modifier. Talent: You may move this card to another base. Choose a character at this card's
    base. Until the start of your next turn, the abilities of character modifiers on it are cancelled and
    power counters on it do not add to its power."""
    frm = ctx.here
    dest = ctx.may_choose("King Candy: you may move it to another base", ctx.other_bases(frm))
    if dest is not None:
        _move_card(ctx, ctx.card, dest)
    base = ctx.here
    target = ctx.choose(f"King Candy: choose a character on {base.ref}", ctx.minions(base=base))
    if target is None:
        return
    me = ctx.controller
    effects.add_effect(ctx.game, effects.Effect(
        "cancel", match=lambda game, c: getattr(c.zone, "holder", None) is target
        and c.defn.plays_as == "action" and c.defn.play_on == "minion",
        until="start_of_turn", until_player=me, source=ctx.card, controller=me))
    ctx.log(f"until the start of {me}'s next turn, the abilities of character modifiers on {target.ref} are "
            f"canceled ({ctx.card.ref})", cites.T_CANCEL)
    if effects.allowed(ctx.game, effects.Affect("power", target, ctx.card, me)):
        effects.add_effect(ctx.game, _CountersAddNothing(
            "power", card=target, until="start_of_turn", until_player=me, source=ctx.card, controller=me))
        ctx.log(f"until the start of {me}'s next turn, power counters on {target.ref} do not add to its power "
                f"({ctx.card.ref})", cites.COUNTERS)
