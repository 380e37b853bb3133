"""Skeletons (Smash Up 10th Anniversary): burying cards and uncovering them (rules/burying).

Each function quotes the current card text (corpus/cards/10th-anniversary/skeletons.yaml).

The engine's ``uncover`` logs "<player> uncovers <card> at <base>" just before it plays the card as an
extra card and fires no event of its own; ``uncovered_at`` reads that line to know whether the card of
a ``minion_played`` event (or the card being played) was just uncovered. "Uncovered cards may not be
immediately reburied" (rules/burying), so Returned One uncovered is not offered its "bury this minion".

Gravetender answers the engine's ``buried`` and ``uncovered`` events (the latter once the uncovered
card has been played, or discarded when it could not be); its once per turn is a flag lasting until the
end of the turn. Reading: "one of your other cards" is a card buried by you (you control it, rules/burying)
or uncovered for you.
"""

from __future__ import annotations

import weakref

from oracle.abilities import ability
from oracle.engine import cites


# ----- helpers -----------------------------------------------------------------------------
def uncovered_at(ctx, card=None):
    """The base ``card`` (default: this card, being played) was just uncovered at, else None."""
    log = ctx.game.log
    ref = (card or ctx.card).ref
    for i in range(len(log) - 1, 0, -1):
        text = log[i].text
        if f"plays {ref}" in text:
            mark = f"uncovers {ref} at "
            prev = log[i - 1].text
            if mark in prev:
                bref = prev.split(mark, 1)[1]
                return next((b for b in ctx.game.bases if b.ref == bref), None)
            return None
    return None


def buried(ctx, base=None, player=None):
    """``player``'s (default: your) buried cards, at ``base`` or anywhere."""
    who = player or ctx.controller
    bases = [base] if base is not None else ctx.bases()
    return [c for b in bases if b is not None for c in b.buried if c.controller == who]


def bury_card(ctx, card, base=None, text=None):
    """Bury ``card`` on ``base`` (or a base you choose)."""
    if base is None:
        base = ctx.choose(text or f"{ctx.card.ref}: bury {card.ref} on which base?", ctx.bases())
    if base is not None:
        ctx.bury(card, base)
    return base


def _uncovered_minion_played(ctx, base=None):
    ev = ctx.event
    if ev.card is None or ev.card is ctx.card or ev.card.defn.plays_as != "minion":
        return False
    if not ctx.in_play(ctx.card) or not ctx.in_play(ev.card):
        return False
    where = uncovered_at(ctx, ev.card)
    return where is not None and (base is None or where is base)


_REVENANT_TURNS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


# ----- minions -----------------------------------------------------------------------------
@ability("Lord of Bones", kind="ongoing", event="minion_played", when=lambda ctx: _uncovered_minion_played(ctx))
def lord_of_bones_counter(ctx):
    """Ongoing: After another minion is uncovered, you may place a +1 power counter on it."""
    minion = ctx.event.card
    if ctx.may(f"Lord of Bones: place a +1 power counter on {minion.ref}?"):
        ctx.place_counters(minion, 1)


@ability("Lord of Bones", kind="talent")
def lord_of_bones(ctx):
    """Talent: Bury a card from your hand here or uncover one of your buried cards here."""
    here = ctx.here
    hand = [c for c in ctx.hand()]
    mine = buried(ctx, here)
    words = (["bury"] if hand else []) + (["uncover"] if mine else [])
    if not words:
        ctx.game.refuse("Lord of Bones: no card in hand to bury and no buried card here to uncover")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Lord of Bones: bury a card from your hand here, or uncover one of your buried cards here?", words)
    if word == "bury":
        pick = ctx.choose("Lord of Bones: bury which card from your hand here?", hand)
        ctx.bury(pick, here)
    else:
        pick = ctx.choose("Lord of Bones: uncover which of your buried cards here?", mine)
        ctx.uncover(pick)


def _revenant_usable(ctx):
    return ctx.is_my_turn and _REVENANT_TURNS.get(ctx.game) != (ctx.game.turn, ctx.controller)


@ability("Revenant", kind="special", zone="discard", usable=_revenant_usable)
def revenant(ctx):
    """Special: On your turn, you may bury this card from your discard pile. Use only one Revenant ability
    per turn."""
    _REVENANT_TURNS[ctx.game] = (ctx.game.turn, ctx.controller)
    base = ctx._base if ctx._base is not None else ctx.choose("Revenant: bury this card on which base?",
                                                               ctx.bases())
    ctx.log(f"{ctx.controller} reveals {ctx.card.ref} from their discard pile and buries it", cites.BURYING)
    ctx.bury(ctx.card, base)


@ability("Returned One")
def returned_one(ctx):
    """You may bury this minion here. Special: After this card is uncovered, you may uncover another one of
    your buried cards here. (Uncovered cards may not be immediately reburied, rules/burying.)"""
    where = uncovered_at(ctx)
    if where is not None:
        others = [c for c in buried(ctx, where) if c is not ctx.card]
        ctx.choose_and("Returned One: you may uncover another one of your buried cards here", others, ctx.uncover,
                       may=True)
        return
    if ctx.here is not None and ctx.may("Returned One: bury this minion here?"):
        ctx.log(f"{ctx.controller} buries {ctx.card.ref} face down", cites.BURYING)
        ctx.bury(ctx.card, ctx.here)


def _gravetender_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not ctx.card and ev.player is not None and ev.player == ctx.controller
            and not ctx.used_this_turn("gravetender"))


def _gravetender(ctx):
    """Ongoing: Once per turn, after one of your other cards is buried or uncovered, draw a card"""
    ctx.mark_used("gravetender")  # a replayed Gravetender is a new card: its use is forgotten
    ctx.draw(1)


ability("Gravetender", kind="ongoing", event="buried", when=_gravetender_when)(_gravetender)
ability("Gravetender", kind="ongoing", event="uncovered", when=_gravetender_when)(_gravetender)


# ----- actions -----------------------------------------------------------------------------
def _burst_forth_usable(ctx):
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and bool(buried(ctx, base))


@ability("Burst Forth", kind="special", window="before_scoring", usable=_burst_forth_usable)
def burst_forth_special(ctx):
    """Special: Before a base scores, ..."""
    ctx.play_this()


@ability("Burst Forth")
def burst_forth(ctx):
    """Special: Before a base scores, uncover one of your buried cards there."""
    base = ctx.game.scoring_base
    ctx.choose_and("Burst Forth: uncover one of your buried cards there", buried(ctx, base), ctx.uncover)


@ability("Dig 'em Up")
def dig_em_up(ctx):
    """Choose a base. Uncover up to three of your buried cards there."""
    base = ctx.choose("Dig 'em Up: choose a base", ctx.bases())
    picks = ctx.choose_many("Dig 'em Up: uncover up to three of your buried cards there", buried(ctx, base),
                            max=3)
    for c in picks:
        if c.zone is base.buried:
            ctx.uncover(c)


@ability("Grave Goods")
def grave_goods(ctx):
    """Bury a card from your hand, and you may discard a card to bury another one; OR uncover one of your
    buried cards, and if it is a minion, place two +1 power counters on it."""
    hand = [c for c in ctx.hand() if c is not ctx.card]
    mine = buried(ctx)
    words = (["bury"] if hand else []) + (["uncover"] if mine else [])
    if not words:
        ctx.log("Grave Goods: no card to bury and no buried card to uncover", cites.BURYING)
        return
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Grave Goods: bury a card from your hand, or uncover one of your buried cards?", words)
    if word == "bury":
        pick = ctx.choose("Grave Goods: bury which card from your hand?", hand)
        bury_card(ctx, pick)
        rest = [c for c in ctx.hand() if c is not ctx.card]
        if len(rest) >= 2:
            cost = ctx.may_choose("Grave Goods: you may discard a card to bury another one", rest)
            if cost is not None:
                ctx.discard_from_hand(cost)
                again = ctx.choose("Grave Goods: bury which other card from your hand?",
                                   [c for c in ctx.hand() if c is not ctx.card])
                if again is not None:
                    bury_card(ctx, again)
        return
    pick = ctx.choose("Grave Goods: uncover which of your buried cards?", mine)
    ctx.uncover(pick)
    if pick.defn.plays_as == "minion" and ctx.in_play(pick):
        ctx.place_counters(pick, 2)


@ability("Gravestones", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.here is not None and _uncovered_minion_played(ctx, ctx.here))
def gravestones_counter(ctx):
    """Play on a base. Ongoing: After a minion is uncovered here, you may place a +1 power counter on it."""
    minion = ctx.event.card
    if ctx.may(f"Gravestones: place a +1 power counter on {minion.ref}?"):
        ctx.place_counters(minion, 1)


def _gravestones_usable(ctx):
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base and bool(ctx.other_bases(ev.base))


@ability("Gravestones", kind="special", window="after_scoring", zone="play", usable=_gravestones_usable)
def gravestones_special(ctx):
    """Special: After this base scores, bury this card on another base."""
    dest = ctx.choose("Gravestones: bury this card on which other base?", ctx.other_bases(ctx.event.base))
    if dest is not None:
        ctx.bury(ctx.card, dest)


@ability("Graveyard", kind="talent")
def graveyard(ctx):
    """Play on a base. Talent: Uncover one of your buried cards here. If it is a minion, you may place a +1
    power counter on it."""
    mine = buried(ctx, ctx.here)
    if not mine:
        ctx.game.refuse("Graveyard: you have no buried card here")
    pick = ctx.choose("Graveyard: uncover which of your buried cards here?", mine)
    ctx.uncover(pick)
    if pick.defn.plays_as == "minion" and ctx.in_play(pick):
        if ctx.may(f"Graveyard: place a +1 power counter on {pick.ref}?"):
            ctx.place_counters(pick, 1)


def _move_buried(ctx, card, to_base):
    frm = card.zone.base
    ctx.put(card, to_base.buried)
    ctx.log(f"{ctx.controller} moves a buried card from {frm.ref} to {to_base.ref}", cites.BURYING, cites.T_MOVE)


def _hearse_usable(ctx):
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and bool(buried(ctx))


@ability("Hearse Fleet", kind="special", window="before_scoring", usable=_hearse_usable)
def hearse_fleet_special(ctx):
    """Special: You may play this card before a base scores ..."""
    ctx.play_this()


@ability("Hearse Fleet")
def hearse_fleet(ctx):
    """Move any number of your buried cards from one base to another. Special: You may play this card
    before a base scores to move up to two of your buried cards to or from that base instead."""
    scoring = ctx.game.scoring_base
    if scoring is not None:
        cands = buried(ctx)
        picks = ctx.choose_many("Hearse Fleet: move up to two of your buried cards to or from the scoring base",
                                cands, max=2)
        for c in picks:
            frm = c.zone.base
            if frm is scoring:
                dest = ctx.choose("Hearse Fleet: move that buried card to which base?", ctx.other_bases(scoring))
            else:
                dest = scoring
            if dest is not None:
                _move_buried(ctx, c, dest)
        return
    froms = [b for b in ctx.bases() if buried(ctx, b)]
    frm = ctx.choose("Hearse Fleet: move buried cards from which base?", froms)
    if frm is None:
        ctx.log("Hearse Fleet: you have no buried card", cites.BURYING)
        return
    dest = ctx.choose("Hearse Fleet: to which base?", ctx.other_bases(frm))
    picks = ctx.choose_many(f"Hearse Fleet: move any number of your buried cards from {frm.ref}",
                            buried(ctx, frm))
    if dest is not None:
        for c in picks:
            _move_buried(ctx, c, dest)


@ability("Place 'em Down")
def place_em_down(ctx):
    """Bury up to three minions from your discard pile with total power of 6 or less."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Place 'em Down: bury up to three minions from your discard pile "
                            "(total power 6 or less)", minions, max=3)
    total = sum(c.defn.power or 0 for c in picks)
    if total > 6:
        ctx.game.refuse(f"Place 'em Down: those minions have total power {total}, more than 6")
    for c in picks:
        bury_card(ctx, c, text=f"Place 'em Down: bury {c.ref} on which base?")


@ability("Spooky, Scary")
def spooky_scary(ctx):
    """Bury a minion of power 3 or less from your discard pile. Draw a card."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]
    pick = ctx.choose("Spooky, Scary: bury a minion of power 3 or less from your discard pile", minions)
    if pick is not None:
        bury_card(ctx, pick)
    else:
        ctx.log(f"{ctx.controller} has no minion of power 3 or less in their discard pile", cites.BURYING)
    ctx.draw(1)
