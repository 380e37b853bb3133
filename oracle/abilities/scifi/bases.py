"""The bases of Smash Up: Science Fiction Double Feature.

Each function quotes the base text it implements
(corpus/cards/science-fiction-double-feature/bases.yaml) and follows the base clarifications of
the Bigger Geekier Box (clarifications/bases, rulings/bases/*):

- Primate Park: the winner may take some actions back and let the rest be discarded.
- Faceless City: the search is optional; the deck is shuffled only when searched.
- Secret Volcano Headquarters: cards not played return to the tops of their decks.
- The Nexus: it cannot replace itself (it is not in the base discard pile yet when it acts).
- ISI's Swingin' Pad: a deck with fewer cards than the minion's printed power is followed by the shuffled
  discard pile, made into a new deck, and looking goes on from it (rules/decks-discards-and-searches:
  "Start or continue ... from there"; ``ctx.take_top``).

A player who ignores the base's ability (terms/ignore-an-ability) is skipped.
"You" on a base is the player concerned: the one who played the minion there, or (Secret Volcano
Headquarters) each player with a minion there, from the current player clockwise.
- Portal Room: the extra turn comes after the turn in which the base scored; then play goes on to
  the left of the player whose turn that was (rulings bases/portal-room). Reading: tied winners
  (rules/tie-fighter: each uses the ability) each take an extra turn, the current player first, then
  in turn order.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import printed_power


def _here(ctx):
    return ctx.base_of(ctx.card)


def _played_here(ctx) -> bool:
    return ctx.event.base is not None and ctx.event.base is _here(ctx) and ctx.event.player is not None


def winners(ctx):
    return [s.player for s in ctx.event.data.get("standings", []) if s.place == 1]


def order_cards(ctx, cards, text, player):
    """``player`` orders ``cards`` (first pick nearest the top)."""
    return ctx.order(cards, f"{text}: which card comes next (from the top)?", player=player)


@ability("Monkey Lab", kind="power")
def monkey_lab(ctx, minion):
    """Minions here get +1 power for each action played on them."""
    if ctx.base_of(minion) is not _here(ctx):
        return 0
    return sum(1 for a in minion.attached if a.kind == "action")


@ability("Primate Park", kind="after_scoring")
def primate_park(ctx):
    """After this base scores, the winner may return any number of their actions on minions here
    back into his or her hand."""
    base = ctx.event.base
    for w in winners(ctx):
        if ctx.ignores(w):
            continue
        acts = [a for m in base.minions for a in m.attached if a.kind == "action" and a.controller == w]
        picks = ctx.choose_many("Primate Park: return any number of your actions on minions here to your hand",
                                acts, player=w)
        for a in picks:
            from oracle.engine import effects
            ctx.return_to_hand(a, by=w)


def _faceless_when(ctx) -> bool:
    if not _played_here(ctx):
        return False
    return getattr(_here(ctx), "faceless_used_turn", None) != ctx.game.turn


@ability("Faceless City", kind="ongoing", event="minion_played", when=_faceless_when)
def faceless_city(ctx):
    """Once per turn, after you play a minion here, you may search your deck for a copy of that
    minion, reveal it, and place it into your hand. Shuffle your deck.
    (clarifications/bases: optional; shuffle only if you searched.)"""
    who = ctx.event.player
    played = ctx.event.card
    p = ctx.game.player(who)
    # Searching an empty deck makes it anew from the discard pile (rules/decks-discards-and-searches),
    # only if the player does search: the choice is then among the discard pile's cards.
    copies = [c for c in (p.deck or p.discard) if c.name == played.name]
    pick = ctx.may_choose(f"Faceless City: you may search your deck for a copy of {played.ref}", copies, player=who)
    if pick is None:
        return
    ctx.refill_deck(who)
    _here(ctx).faceless_used_turn = ctx.game.turn
    ctx.to_hand(pick, p)
    pick.controller = who
    ctx.log(f"{who} searches their deck, reveals {pick.ref} and places it into their hand", cites.DECKS,
            cites.NEW_GENERAL)
    ctx.saw([pick], player=who, by=who, top=False)
    ctx.shuffle_deck(who)


def _vats_when(ctx) -> bool:
    ev = ctx.event
    return (_played_here(ctx) and ev.card is not None
            and any(m is not ev.card and m.name == ev.card.name for m in _here(ctx).minions))


@ability("The Vats", kind="ongoing", event="minion_played", when=_vats_when)
def the_vats(ctx):
    """You may not play a minion here that has the same name as another minion here.
    (Such a play is refused: the step is undone.)"""
    ctx.game.refuse(f"{ctx.event.card.ref} cannot be played at The Vats: a minion of the same name is there")


def _isis_when(ctx) -> bool:
    if not _played_here(ctx):
        return False
    used = getattr(_here(ctx), "isis_used", set())
    return (ctx.game.turn, ctx.event.player) not in used


@ability("ISI's Swingin' Pad", kind="ongoing", event="minion_played", when=_isis_when)
def isis_swingin_pad(ctx):
    """After the first time you play a minion here each turn, you may look at cards from any
    player's deck equal to its printed power. Return them in any order."""
    here = _here(ctx)
    who = ctx.event.player
    if not hasattr(here, "isis_used"):
        here.isis_used = set()
    here.isis_used.add((ctx.game.turn, who))
    n = printed_power(ctx.event.card)
    if n <= 0:
        return
    target = ctx.may_choose(f"ISI's Swingin' Pad: you may look at the top {n} card(s) of a player's deck",
                            ctx.players(), player=who)
    if target is None:
        return
    p = ctx.game.player(target)
    # a deck shorter than n goes on from the reshuffled discard pile (rules/decks-discards-and-searches)
    cards = ctx.take_top(n, player=target, reveal=False, by=who)
    for c in reversed(order_cards(ctx, cards, "ISI's Swingin' Pad: return them", who)):
        ctx.to_deck(c, p, top=True)


@ability("Secret Volcano Headquarters", kind="before_scoring")
def secret_volcano_headquarters(ctx):
    """Before this base scores, if you have a minion here, reveal the top card of your deck and
    play it here if it is a minion. (clarifications/bases: unplayed cards return to the top.)"""
    from oracle.engine.play import play_card
    base = _here(ctx)
    for p in ctx.game.seat_order():
        if base not in ctx.game.bases or not ctx.minions(base=base, controller=p.name) or ctx.ignores(p.name):
            continue
        if not p.deck:
            ctx.refill_deck(p.name)
        if not p.deck:
            continue
        top = p.deck[0]
        ctx.log(f"{p.name} reveals {top.ref} from the top of their deck", cites.DECKS)
        ctx.saw([top], player=p.name, by=p.name)
        if not top.defn.can_be("minion"):
            ctx.log(f"{top.ref} is not a minion and returns to the top of {p.name}'s deck", cites.T_RETURN)
            continue
        ctx.to_hand(top, p)
        play_card(ctx.game, p.name, top, base=base, how="free", as_type="minion")


@ability("The Nexus", kind="after_scoring")
def the_nexus(ctx):
    """After this base scores (before being replaced), the winner may place a base from the base
    discard pile on top of the base deck. (clarifications/bases: not itself.)"""
    for w in winners(ctx):
        if ctx.ignores(w):
            continue
        pick = ctx.may_choose("The Nexus: you may place a base from the base discard pile on top of the base deck",
                              list(ctx.game.base_discard), player=w)
        if pick is None:
            continue
        ctx.put(pick, ctx.game.base_deck, top=True)
        ctx.log(f"{w} places {pick.ref} on top of the base deck", cites.T_PLACE)


@ability("Portal Room", kind="after_scoring")
def portal_room(ctx):
    """The winner takes an extra turn after the current turn ends"""
    for w in winners(ctx):
        if ctx.ignores(w):
            continue
        ctx.extra_turn(w)
