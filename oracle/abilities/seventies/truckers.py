"""Truckers (That '70s Expansion): actions played on bases, hauled from base to base.

Each function quotes the card text it implements (corpus/cards/that-70s-expansion/truckers.yaml)
and follows clarifications/truckers: actions on minions do not count as actions on bases
(rules/attached-cards), so every "action on this base" below reads the base's own actions only.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.errors import Refused


# ----- helpers ---------------------------------------------------------------------------
def base_actions(base, controller=None) -> list:
    """Actions played on ``base`` (not those on its minions: clarifications/truckers)."""
    if base is None:
        return []
    return [a for a in base.actions if controller is None or a.controller == controller]


def plays_on_base(card) -> bool:
    """An action that can be played on a base."""
    return card.defn.type == "action" and card.defn.play_on == "base"


def all_base_actions(ctx) -> list:
    return [a for b in ctx.bases() for a in b.actions]


def transfer_self(ctx, label: str):
    """The cost part "Transfer this action to another base": returns the new base, or None when it
    could not be transferred (no other base)."""
    here = ctx.base_of(ctx.card)
    dests = ctx.other_bases(here)
    if not dests:
        raise Refused(f"{ctx.card.ref}: there is no other base to transfer it to")
    dest = ctx.choose(f"{label}: transfer {ctx.card.ref} to which base?", dests)
    if not ctx.transfer_action(ctx.card, dest) or ctx.base_of(ctx.card) is not dest:
        return None
    return dest


# ----- minions -----------------------------------------------------------------------------
@ability('"El Bandido"')
def el_bandido(ctx):
    """You may take control of an action on this base."""
    options = [a for a in base_actions(ctx.here) if a.controller != ctx.controller]
    ctx.choose_and('"El Bandido": you may take control of an action on this base', options, ctx.take_control, may=True)


@ability('"El Bandido"', kind="talent")
def el_bandido_talent(ctx):
    """Talent: Play an extra action on a base, OR transfer an action from one base to another. (The
    extra action may be played later in the Play Cards phase: terms/extra.)"""
    movable = [a for a in all_base_actions(ctx) if len(ctx.bases()) > 1]
    can_play = any(plays_on_base(c) for c in ctx.hand())
    words = (["play"] if can_play else []) + (["transfer"] if movable else [])
    if not words:
        raise Refused(f"{ctx.card.ref}: no action on a base to play from the hand or to transfer")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        '"El Bandido": play an extra action on a base, or transfer an action between bases', words)
    if word == "play":
        ctx.extra_or_now("action", where=plays_on_base)
        return
    action = ctx.choose('"El Bandido": transfer which action on a base?', movable)
    dest = ctx.choose(f'"El Bandido": transfer {action.ref} to which base?', ctx.other_bases(ctx.base_of(action)))
    ctx.transfer_action(action, dest)


@ability('"Rubber Chicken"', kind="power")
def rubber_chicken(ctx, minion):
    """Ongoing: This minion has +1 power for each of your actions on this base."""
    if minion is not ctx.card:
        return 0
    return len(base_actions(ctx.here, ctx.controller))


@ability('"Skinny Minnie"', kind="talent")
def skinny_minnie(ctx):
    """Talent: If there is an action on this base, move this minion to another base to transfer an
    action from here to there."""
    here = ctx.here
    if not base_actions(here):
        raise Refused(f"{ctx.card.ref}: there is no action on this base")
    dests = ctx.other_bases(here)
    if not dests:
        raise Refused(f"{ctx.card.ref}: there is no other base to move to")
    dest = ctx.choose('"Skinny Minnie": move this minion to which base?', dests)
    if not ctx.move(ctx.card, dest):
        return
    ctx.choose_and('"Skinny Minnie": transfer which action from the old base?', base_actions(here),
                   lambda action: ctx.transfer_action(action, dest))


@ability('"Good Buddy"')
def good_buddy(ctx):
    """If you have an action on this base, draw a card."""
    if base_actions(ctx.here, ctx.controller):
        ctx.draw(1)


# ----- actions -----------------------------------------------------------------------------
@ability("Armored Truck", kind="protect")
def armored_truck(ctx, affect):
    """Play on a base. Ongoing: Your minions here cannot be destroyed or moved by other players'
    cards."""
    here = ctx.base_of(ctx.card)
    m = affect.target
    if affect.kind not in ("destroy", "move") or here is None or m is None or m.kind != "minion":
        return False
    if m.controller != ctx.controller or ctx.base_of(m) is not here:
        return False
    by = affect.controller
    if by is None and affect.source is not None:
        by = affect.source.controller
    return by is not None and by != ctx.controller


@ability("Cab-over Pete", kind="talent")
def cab_over_pete(ctx):
    """Play on a base. Talent: Transfer this action to another base to transfer or move another card
    you control here to the same base."""
    here = ctx.base_of(ctx.card)
    dest = transfer_self(ctx, "Cab-over Pete")
    if dest is None:
        return
    cards = ([m for m in here.minions if m.controller == ctx.controller]
             + [a for a in here.actions if a.controller == ctx.controller])
    pick = ctx.choose(f"Cab-over Pete: move or transfer which other card you control to {dest.ref}?", cards)
    if pick is None:
        return
    if pick.kind == "minion":
        ctx.move(pick, dest)
    else:
        ctx.transfer_action(pick, dest)


@ability("Convoy", kind="player_power")
def convoy(ctx, base, player):
    """Play on a base. Ongoing: You have +1 power here for each of your actions on this base
    (including this one)."""
    here = ctx.base_of(ctx.card)
    if base is not here or player != ctx.controller:
        return 0
    return len(base_actions(here, ctx.controller))


@ability("Dekotora", kind="talent")
def dekotora(ctx):
    """Play on a base. Talent: Transfer this action to another base to move up to three of your
    minions from here to there."""
    here = ctx.base_of(ctx.card)
    dest = transfer_self(ctx, "Dekotora")
    if dest is None:
        return
    mine = ctx.minions(base=here, controller=ctx.controller)
    for m in ctx.choose_many(f"Dekotora: move up to three of your minions to {dest.ref}", mine, max=3):
        ctx.move(m, dest)


@ability("Fixin' to Fix It")
def fixin_to_fix_it(ctx):
    """Choose an action in your discard pile that can be played on a base, and play it as an extra
    action."""
    options = [c for c in ctx.discard_pile() if plays_on_base(c) and c is not ctx.card]
    ctx.choose_and("Fixin' to Fix It: play which action from your discard pile on a base?", options, ctx.play_card)


@ability("High-Speed Chase", kind="talent", slug="high-speed-chase-truckers")
def high_speed_chase(ctx):
    """Play on a base. Talent: Transfer this action to another base to move one of your minions
    from here to there. That minion gains +3 power until the end of the turn.
    (clarifications/truckers: the boost stays even if High-Speed Chase is destroyed.)"""
    here = ctx.base_of(ctx.card)
    dest = transfer_self(ctx, "High-Speed Chase")
    if dest is None:
        return
    m = ctx.choose(f"High-Speed Chase: move which of your minions to {dest.ref}?",
                   ctx.minions(base=here, controller=ctx.controller))
    if m is not None and ctx.move(m, dest):
        ctx.add_power(m, 3)


def _hotwire_haul(ctx, action, played: bool):
    """"Transfer it to another base, and/or take control of it" (at least one of the two)."""
    if not ctx.in_play(action):
        return
    base = ctx.base_of(action)
    dests = ctx.other_bases(base) if base is not None else []
    mine = action.controller == ctx.controller
    if mine:
        dest = ctx.choose(f"Hotwire: transfer {action.ref} to which base?", dests) if not played else \
            ctx.may_choose(f"Hotwire: you may transfer {action.ref} to another base", dests)
        if dest is not None:
            ctx.transfer_action(action, dest)
        return
    dest = ctx.may_choose(f"Hotwire: transfer {action.ref} to another base (pass: only take control)", dests)
    if dest is not None:
        ctx.transfer_action(action, dest)
        if ctx.may(f"Hotwire: also take control of {action.ref}?"):
            ctx.take_control(action)
    else:
        ctx.take_control(action)


@ability("Hotwire")
def hotwire(ctx):
    """Play an action that can be played on a base off the top of your deck OR choose an action
    played on a base; Transfer it to another base, and/or take control of it."""
    on_bases = [a for a in all_base_actions(ctx)
                if len(ctx.bases()) > 1 or a.controller != ctx.controller]
    words = ["deck"] + (["base"] if on_bases else [])
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Hotwire: play a base action off the top of your deck, or choose an action played on a base", words)
    if word == "deck":
        # "off the top of your deck" (compilation/play-or-draw-x-off-the-top-of-your-deck): reveal until
        # such an action, play it, shuffle the other revealed cards into the deck; a deck that runs out is
        # made anew from the shuffled discard pile and revealing continues (rules/decks-discards-and-searches,
        # over the community "stop" sentence: ctx.reveal_until); one that cannot be played is discarded
        p, off_top = ctx.player, "compilation/play-or-draw-x-off-the-top-of-your-deck"
        hits, others = ctx.reveal_until(plays_on_base)
        top = hits[0] if hits else None
        if top is None:
            ctx.log(f"Hotwire: {p.name} reveals no action that can be played on a base", off_top,
                    "rules/decks-discards-and-searches")
        else:
            ctx.play_card(top)
            if top.zone is ctx.game.revealed:
                ctx.to_discard(top, p)
                ctx.log(f"{top.ref} cannot be played and is discarded", off_top)
        if others:
            for c in others:
                ctx.to_deck(c, p)
            ctx.shuffle_deck()
            ctx.log(f"{p.name} shuffles the other revealed cards into their deck", off_top)
        if top is not None:
            _hotwire_haul(ctx, top, played=True)
        return
    action = ctx.choose("Hotwire: choose an action played on a base", on_bases)
    _hotwire_haul(ctx, action, played=False)


def _rally_boost(ctx, minion, per: int):
    n = len(base_actions(ctx.base_of(minion)))
    if n:
        ctx.add_power(minion, per * n)
    ctx.log(f"Rally: {minion.ref} gains +{per * n} power ({n} action(s) on its base), counted once",
            "clarifications/truckers")


@ability("Rally", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: ctx.event is not None and ctx.event.base is not None
         and any(m.controller == ctx.controller for m in ctx.event.base.minions))
def rally_special(ctx):
    """Special: Play before a base scores and give one of your minions there +2 power for each
    action on it's base instead."""
    ctx.card.seventies_rally_base = ctx.event.base
    ctx.play_this()


@ability("Rally")
def rally(ctx):
    """Give one of your minions +1 power until the end of the turn for each action on its base.
    Special: Play before a base scores and give one of your minions there +2 power for each action
    on it's base instead. (clarifications/truckers: counted once; actions on minions do not count.)"""
    base = getattr(ctx.card, "seventies_rally_base", None)
    ctx.card.seventies_rally_base = None
    if base is not None:
        if base not in ctx.game.bases:
            return
        m = ctx.choose("Rally: give which of your minions there +2 power per action on its base?",
                       ctx.minions(base=base, controller=ctx.controller))
        if m is not None:
            _rally_boost(ctx, m, 2)
        return
    m = ctx.choose("Rally: give which of your minions +1 power per action on its base?",
                   ctx.minions(controller=ctx.controller))
    if m is not None:
        _rally_boost(ctx, m, 1)
