"""Extramorphs (Smash Up: Excellent Movies, Dudes!): aliens that burst out of the top of the deck.

Each function quotes the card text it implements (corpus/cards/excellent-movies-dudes/extramorphs.yaml).

"Play X off the top of your deck" follows compilation/play-or-draw-x-off-the-top-of-your-deck: reveal
cards from the top until one fits, play it, shuffle the other revealed cards into the deck (they are set
aside, out of the deck, while the played card resolves); one whose prerequisites for play are not met
is discarded instead. A deck that is empty, before or while revealing, is made anew from the shuffled
discard pile and revealing continues from it (rules/decks-discards-and-searches: "Start or continue
drawing (revealing, searching) from there"), stopping only when deck and discard pile are both empty:
the compilation's "if the deck runs out while you are revealing, you stop" is overruled by that
official rule. The revealing is ``ctx.reveal_until``. A minion played that way is noted as played
off the top of a deck (``game.plays`` "from", ``ctx.played_off_top``), by these cards as by any other
(Plan for More!, the Penguins), so that "If this minion was played off the top of a deck" holds for it.

Not implemented: Head Grabber (the card library holds a placeholder instead of its text, "Action card
text in a sentence.") and so Egg Field, whose ability plays a Head Grabber.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.play import OFF_TOP as PLAYED_OFF_TOP
from oracle.engine.power import printed_power

OFF_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


def play_off_top(ctx, fits, base, player=None, what="minion"):
    """Reveal from the top of ``player``'s deck until a minion with ``fits(card)``; play it as an extra
    minion on ``base`` and shuffle the other revealed cards into the deck (see the module docstring).
    Returns the card played."""
    from oracle.engine.play import check_play
    game = ctx.game
    p = game.player(player or ctx.controller)
    hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == "minion" and fits(c), player=p.name)
    found = hits[0] if hits else None
    played = None
    if found is None:
        ctx.log(f"{p.name} does not find {what}", OFF_TOP, cites.DECKS)
    else:
        try:
            check_play(game, p.name, found, base, None, how="free", as_type="minion")
        except Refused as why:
            ctx.to_discard(found, p)
            ctx.log(f"{found.ref} cannot be played there ({why}) and is discarded", OFF_TOP)
        else:
            played = _play_as(ctx, found, base, p.name)
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck(p.name)
    return played


def _play_as(ctx, card, base, player):
    from oracle.engine.play import play_card
    game = ctx.game
    ctx.to_hand(card, player)
    card.played_from = PLAYED_OFF_TOP  # played off the top of the deck, not from the hand
    try:
        return play_card(game, player, card, base=base, how="free")
    finally:
        card.played_from = None


def _was_off_top(ctx) -> bool:
    return ctx.played_off_top(ctx.card)


def _played_this_turn(game, card) -> bool:
    return any(r["card"] is card and r["turn"] == game.turn for r in game.plays)


# ----- minions -------------------------------------------------------------------------------
@ability("Hive Queen")
def hive_queen(ctx):
    """You may search your deck and/or discard pile for an Egg Field and draw it."""
    p = ctx.player
    in_deck = [c for c in p.deck if c.name == "Egg Field"]
    in_discard = [c for c in p.discard if c.name == "Egg Field"]
    pick = ctx.may_choose("Hive Queen: you may take an Egg Field from your deck or discard pile",
                          in_deck + in_discard)
    searched_deck = pick is not None and pick in in_deck
    if pick is not None:
        where = "deck" if pick in in_deck else "discard pile"
        ctx.log(f"{p.name} searches their {where} and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        if where == "deck":
            ctx.saw([pick], player=p.name, top=False)
        ctx.to_hand(pick, p)
        pick.controller = p.name
        ctx.log(f"{p.name} draws {pick.ref}", cites.DECKS)
    if searched_deck:
        ctx.shuffle_deck()


def _has_egg_field(game, base, player) -> bool:
    return any(a.name == "Egg Field" and a.controller == player for a in base.actions)


@ability("Hive Queen", kind="talent")
def hive_queen_talent(ctx):
    """Talent: Until the start of your next turn, other players' minions at bases where you have an Egg
    Field have -1 power."""
    me = ctx.controller

    def match(game, card):
        base = game.base_of(card)
        return (card.defn.plays_as == "minion" and card.controller != me and base is not None
                and _has_egg_field(game, base, me))

    ctx.ongoing("power", -1, match=match, until="start_of_turn")
    ctx.log(f"until the start of {me}'s next turn, other players' minions at bases where {me} has an "
            f"Egg Field have -1 power (Hive Queen)")


@ability("Alien Life Form")
def alien_life_form(ctx):
    """You may destroy a minion of power 3 or less here. If this minion was played off the top of a deck,
    place two +1 power counters on it."""
    off_top = _was_off_top(ctx)
    targets = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card and ctx.power(m) <= 3)
    ctx.choose_and("Alien Life Form: you may destroy a minion of power 3 or less here", targets, ctx.destroy, may=True)
    if off_top and ctx.in_play(ctx.card):
        ctx.place_counters(ctx.card, 2)


@ability("Alien Life Form", kind="talent")
def alien_life_form_talent(ctx):
    """Talent: Remove a +1 power counter from this minion to move it to another base."""
    if ctx.card.counters < 1:
        raise Refused("Alien Life Form has no +1 power counter to remove")
    here = ctx.base_of(ctx.card)
    dest = ctx.choose("Alien Life Form: move this minion to which base?", ctx.other_bases(here))
    if dest is None:
        raise Refused("Alien Life Form: there is no other base")
    if ctx.remove_counters(ctx.card, 1):
        ctx.move(ctx.card, dest)


@ability("Extradrone")
def extradrone(ctx):
    """You may move another player's minion of power 3 or less here to another base; if you do, you may
    move this minion to that base. If this minion was played off the top of a deck, place a +1 power
    counter on it."""
    off_top = _was_off_top(ctx)
    here = ctx.here
    targets = ctx.minions(base=here, where=lambda m: m.controller != ctx.controller and ctx.power(m) <= 3)
    victim = ctx.may_choose("Extradrone: you may move another player's minion of power 3 or less here", targets)
    if victim is not None:
        dest = ctx.choose(f"Extradrone: move {victim.ref} to which base?", ctx.other_bases(here))
        if dest is not None and ctx.move(victim, dest) and ctx.base_of(victim) is dest:
            if ctx.in_play(ctx.card) and ctx.may(f"Extradrone: move this minion to {dest.ref} too?"):
                ctx.move(ctx.card, dest)
    if off_top and ctx.in_play(ctx.card):
        ctx.place_counters(ctx.card, 1)


@ability("Chestbreaker", kind="talent")
def chestbreaker(ctx):
    """Talent: If this minion was on a base at the start of the turn, place it on the bottom of your deck
    to choose power 3 or 4 and play an extra minion of that power off the top of your deck here.
    (Clarification: the power is chosen before playing; Chestbreaker goes to the bottom first, so it is
    shuffled in.)"""
    if _played_this_turn(ctx.game, ctx.card):
        raise Refused("Chestbreaker was not on a base at the start of the turn")
    here = ctx.base_of(ctx.card)
    if not ctx.place(ctx.card, "deck_bottom"):
        return
    n = int(ctx.choose_word("Chestbreaker: play a minion of power 3 or 4?", ["3", "4"]))
    play_off_top(ctx, lambda c: printed_power(c) == n, here, what=f"a minion of power {n}")


# ----- actions -------------------------------------------------------------------------------
@ability("Close Encounters")
def close_encounters(ctx):
    """Draw a card. You may place a card from your hand on top of your deck. Play an extra action."""
    ctx.draw(1)
    ctx.choose_and("Close Encounters: you may place a card from your hand on top of your deck", ctx.hand(),
                   lambda pick: ctx.place(pick, "deck_top"), may=True)
    ctx.extra("action")


@ability("Distress Call")
def distress_call(ctx):
    """Move a minion to another base."""
    m = ctx.choose("Distress Call: move which minion?", ctx.minions())
    if m is None:
        return
    dest = ctx.choose(f"Distress Call: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is not None:
        ctx.move(m, dest)


@ability("Five by Five")
def five_by_five(ctx):
    """Draw five cards, then place five cards from your hand on top of your deck in any order."""
    ctx.draw(5)
    n = min(5, len(ctx.hand()))
    for i in range(n):
        pick = ctx.choose(f"Five by Five: place a card from your hand on top of your deck ({i + 1} of {n}; "
                          f"each goes on top of the one before)", ctx.hand())
        ctx.place(pick, "deck_top")


@ability("Game Over, Dude!")
def game_over_dude(ctx):
    """Choose a base and a power less than 5. Play an extra minion of that power off the top of your
    deck there."""
    base = ctx.choose("Game Over, Dude!: choose a base", ctx.bases())
    if base is None:
        return
    n = int(ctx.choose_word("Game Over, Dude!: choose a power less than 5", ["0", "1", "2", "3", "4"]))
    play_off_top(ctx, lambda c: printed_power(c) == n, base, what=f"a minion of power {n}")


@ability("Nuke It From Orbit", kind="talent")
def nuke_it_from_orbit(ctx):
    """Talent: If this card was on a base at the start of the turn, destroy this base and all other cards
    on it. Replace it normally. Place this card in the box. (Clarification: if this card leaves play
    without using its Talent, it does not go to the box.) The cards on the base are its minions,
    titans and the actions played on it: "actions on minions are not on the base"; they are
    discarded with their destroyed minion, not destroyed (rules/attached-cards)."""
    game = ctx.game
    if _played_this_turn(game, ctx.card):
        raise Refused("Nuke It From Orbit was not on a base at the start of the turn")
    base = ctx.base_of(ctx.card)
    for c in list(base.minions) + list(getattr(base, "titans", [])):
        ctx.destroy(c)
    for act in list(base.actions):
        if act is not ctx.card:
            ctx.destroy(act)
    old_card = base.card
    if game.base_deck:
        nb = ctx.swap_base(base, game.base_deck[0])
        ctx.put(old_card, game.base_discard)
        old_card.reset()
        ctx.log(f"{old_card.ref} is destroyed and goes to the base discard pile; {nb.ref} replaces it",
                cites.T_DESTROY, cites.CORNERS)
    else:
        ctx.log(f"{old_card.ref} is destroyed; the base deck is empty, so nothing replaces it", cites.T_DESTROY)
        for a in list(base.actions):
            if a is not ctx.card:
                ctx.destroy(a)
        game.bases.remove(base)
        ctx.put(old_card, game.base_discard)
    ctx.put(ctx.card, game.box)
    ctx.card.controller = None
    ctx.log(f"{ctx.card.ref} is placed in the box", cites.T_IN_THE_BOX)


@ability("Time to Go")
def time_to_go(ctx):
    """Shuffle up to three cards from your discard pile into your deck."""
    picks = ctx.choose_many("Time to Go: shuffle up to three cards from your discard pile into your deck",
                            ctx.discard_pile(), min=0, max=3)
    if not picks:
        return
    p = ctx.player
    for c in picks:
        ctx.to_deck(c, p)
    ctx.log(f"{p.name} shuffles {', '.join(c.ref for c in picks)} from their discard pile into their deck",
            cites.DECKS)
    ctx.shuffle_deck()
