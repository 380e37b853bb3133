"""Miskatonic University (Smash Up: The Obligatory Cthulhu Set): scholars who study Madness and
profit from it.

Each function quotes the card text it implements (corpus/cards/the-obligatory-cthulhu-set/
miskatonic-university.yaml, the current wording), following clarifications/miskatonic-university and
the rulings in rulings/miskatonic-university/. "Discard a Madness card" puts it in your discard pile,
not back in the Madness deck (miskatonic-university/it-just-might-work); "return ... to the Madness
deck" puts it back in the Madness deck.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.madness import return_madness


def _is_madness(card) -> bool:
    return card.defn.type == "madness"


def _madness_in(zone) -> list:
    return [c for c in zone if _is_madness(c)]


def _scoring_base_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


# ----- minions ------------------------------------------------------------------------------------
@ability("Professor", "talent")
def professor(ctx):
    """Talent: Discard a Madness card. If you do, you may play an extra action and/or an extra
    minion."""
    mad = _madness_in(ctx.player.hand)
    if not mad:
        ctx.game.refuse(f"{ctx.controller} has no Madness card in hand to discard for {ctx.card.ref}'s talent")
    card = ctx.choose("Professor: discard a Madness card", mad)
    ctx.discard_from_hand(card)
    ctx.extra("action")
    ctx.extra("minion")


@ability("Librarian", "talent")
def librarian(ctx):
    """Talent: Draw a Madness card OR play a Madness card from your hand as an extra action."""
    mad = _madness_in(ctx.player.hand)
    words = (["draw"] if ctx.game.madness else []) + (["play"] if mad else [])
    if not words:
        ctx.game.refuse(f"{ctx.card.ref}: the Madness deck is empty and {ctx.controller} has no Madness card")
    pick = ctx.choose_word("Librarian: draw a Madness card OR play a Madness card from your hand as an extra "
                           "action", words)
    if pick == "draw":
        ctx.draw_madness(1)
    else:
        card = ctx.choose("Librarian: play which Madness card?", mad)
        ctx.play_card(card)


@ability("Psychologist")
def psychologist(ctx):
    """Return a Madness card from your hand or discard pile to the Madness deck OR draw a Madness card
    from your discard pile."""
    p = ctx.player
    in_hand, in_discard = _madness_in(p.hand), _madness_in(p.discard)
    words = (["return from hand"] if in_hand else []) + (["return from discard pile"] if in_discard else []) \
        + (["draw from discard pile"] if in_discard else [])
    if not words:
        ctx.log(f"{ctx.controller} has no Madness card in hand or discard pile: Psychologist does nothing",
                cites.MADNESS)
        return
    pick = ctx.choose_word("Psychologist: return a Madness card to the Madness deck OR draw a Madness card "
                           "from your discard pile", words)
    if pick == "return from hand":
        return_madness(ctx.game, ctx.choose("Psychologist: return which Madness card?", in_hand))
    elif pick == "return from discard pile":
        return_madness(ctx.game, ctx.choose("Psychologist: return which Madness card?", in_discard))
    else:
        card = ctx.choose("Psychologist: draw which Madness card?", in_discard)
        ctx.to_hand(card, p)
        card.controller = card.owner = ctx.controller
        ctx.log(f"{ctx.controller} draws a Madness card from their discard pile", cites.MADNESS)


@ability("Researcher")
def researcher(ctx):
    """You may draw a Madness card to place a +1 power counter on a minion."""
    if not ctx.game.madness:
        ctx.log("the Madness deck is empty: Researcher cannot draw a Madness card", cites.MADNESS)
        return
    if not ctx.may("Researcher: draw a Madness card to place a +1 power counter on a minion?"):
        return
    if ctx.draw_madness(1):
        ctx.choose_and("Researcher: place a +1 power counter on a minion", ctx.minions(),
                       lambda target: ctx.place_counters(target, 1))


# ----- actions ------------------------------------------------------------------------------------
@ability('"Old Man Jenkins?"', "special", window="before_scoring", zone="hand", usable=_scoring_base_usable)
def old_man_jenkins(ctx):
    """Special: Before a base scores, destroy a minion with the highest power there."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        ms = ctx.minions(base=base)
        if ms:
            top = max(ctx.power(m) for m in ms)
            target = ctx.choose(f'"Old Man Jenkins?": destroy a minion with the highest power at {base.ref}',
                                [m for m in ms if ctx.power(m) == top])
            ctx.destroy(target)
    ctx.play_this(effect=effect)


@ability("Field Trip")
def field_trip(ctx):
    """Place any number of cards from your hand on the bottom of your deck to draw that number plus one
    cards."""
    picks = ctx.choose_many("Field Trip: place any number of cards from your hand on the bottom of your deck",
                            ctx.hand())
    for c in picks:
        ctx.place(c, "deck_bottom", player=ctx.controller)
    ctx.draw(len(picks) + 1)


@ability("Eldritch Gate", "talent")
def eldritch_gate(ctx):
    """Play on a base. Talent: Draw a Madness card. You may play an extra minion here. (The extra
    minion may be played later in the Play Cards phase, only here: terms/extra.)"""
    here = ctx.here
    ctx.draw_madness(1)
    ctx.extra_or_now("minion", base=here)


@ability("Jinkies!")
def jinkies(ctx):
    """Return up to two Madness cards from your hand and/or discard pile to the Madness deck."""
    p = ctx.player
    options = _madness_in(p.hand) + _madness_in(p.discard)
    picks = ctx.choose_many("Jinkies!: return up to two Madness cards to the Madness deck", options, max=2)
    for c in picks:
        return_madness(ctx.game, c)


@ability("That's So Crazy...")
def thats_so_crazy(ctx):
    """Draw a Madness card. Each of your minions gains +1 power until the end of the turn. You may play
    an extra action."""
    ctx.draw_madness(1)
    for m in ctx.minions(controller=ctx.controller):
        ctx.add_power(m, 1)
    ctx.extra("action")


@ability("...It Just Might Work")
def it_just_might_work(ctx):
    """Discard up to two Madness cards to give your minions +1 power until the end of the turn for
    each."""
    picks = ctx.choose_many("...It Just Might Work: discard up to two Madness cards",
                            _madness_in(ctx.player.hand), max=2)
    for c in picks:
        ctx.discard_from_hand(c)
    if picks:
        for m in ctx.minions(controller=ctx.controller):
            ctx.add_power(m, len(picks))


@ability("Things Best Not Known", "special", window="before_scoring", zone="hand", usable=_scoring_base_usable)
def things_best_not_known(ctx):
    """Special: Before a base scores, draw up to three Madness cards. Give a minion there +2 power until
    the end of the turn for each Madness card drawn."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        most = min(3, len(ctx.game.madness))
        n = int(ctx.choose_word("Things Best Not Known: draw how many Madness cards?",
                                [str(i) for i in range(most + 1)]))
        drawn = len(ctx.draw_madness(n)) if n else 0
        if drawn:
            ctx.choose_and(f"Things Best Not Known: give a minion at {base.ref} +{2 * drawn} power",
                           ctx.minions(base=base), lambda target: ctx.add_power(target, 2 * drawn))
    ctx.play_this(effect=effect)


@ability("Those Meddling Kids")
def those_meddling_kids(ctx):
    """Destroy any number of actions on a single base OR draw a Madness card and play an extra
    action. Actions played on minions there are not on the base (rules/attached-cards)."""
    pick = ctx.choose_word("Those Meddling Kids: destroy actions on a single base OR draw a Madness card and "
                           "play an extra action", ["destroy", "madness"])
    if pick == "madness":
        ctx.draw_madness(1)
        ctx.extra("action")
        return

    def actions_at(b):
        return [a for a in b.actions if a is not ctx.card]

    bases = [b for b in ctx.bases() if actions_at(b)]
    base = ctx.choose("Those Meddling Kids: choose a base", bases)
    if base is None:
        return
    for a in ctx.choose_many(f"Those Meddling Kids: destroy any number of actions on {base.ref}",
                             actions_at(base)):
        ctx.destroy(a)
