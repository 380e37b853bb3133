"""Helpers shared by the Smash Up: Disney Edition factions.

- ``fetch``: "Search your deck and/or discard pile for X, reveal it, and draw it. Shuffle your deck if
  you searched it." (rules/decks-discards-and-searches: a card found by a search is revealed; a
  searched deck is shuffled).
- ``discard_cost``: "Discard a card/an action to ...": the player picks the card; None when they have
  none (the ability then cannot be paid for).
"""

from __future__ import annotations

from oracle.engine import cites


def fetch(ctx, what, where, to="hand", zones=("deck", "discard"), player=None, may=False):
    """Search ``zones`` (of "hand", "deck", "discard") of ``player`` (default you) for a card passing
    ``where(card)``; the player picks one (any zone), it is revealed and goes ``to`` "hand" (drawn /
    placed into the hand) or "aside" (set aside, e.g. to be played next). The deck is shuffled when it
    was searched: when the card came from it, or when nothing was found anywhere (every zone was
    searched). ``may``: the player may take nothing. Returns the card or None."""
    p = ctx.game.player(player or ctx.controller)
    if "deck" in zones and "discard" not in zones and not p.deck:
        ctx.refill_deck(p.name)  # searching an empty deck: the discard pile becomes the deck
    piles = {"hand": p.hand, "deck": p.deck, "discard": p.discard}
    found = {}
    for z in zones:
        for c in piles[z]:
            if where(c):
                found[c.uid] = z
    options = [c for z in zones for c in piles[z] if c.uid in found]
    ask = ctx.may_choose if may else ctx.choose
    pick = ask(f"{ctx.card.ref}: take {what} from your {' / '.join(zones)}", options, player=p.name) \
        if options else None
    if pick is None:
        ctx.log(f"{p.name} searches their {' and '.join(zones)} and takes no {what}", cites.DECKS)
        if "deck" in zones and not options:
            ctx.shuffle_deck(p.name)
        return None
    zone = found[pick.uid]
    ctx.log(f"{p.name} takes {pick.ref} from their {zone} and reveals it", cites.DECKS, cites.NEW_GENERAL)
    if zone in ("deck", "hand"):
        ctx.saw([pick], player=p.name, zone=zone, top=False)
    if to == "hand":
        if zone != "hand":
            ctx.to_hand(pick, p)
            pick.controller = p.name
            ctx.log(f"{p.name} draws {pick.ref}" if zone == "deck" else f"{pick.ref} is placed in {p.name}'s hand",
                    cites.DECKS)
    else:
        ctx.set_aside(pick)
    if zone == "deck":
        ctx.shuffle_deck(p.name)
    return pick


def shuffle_into_deck(ctx, cards, player=None):
    """Put ``cards`` into their owner's deck and shuffle it."""
    p = ctx.game.player(player or ctx.controller)
    for c in cards:
        ctx.to_deck(c, p)
        c.controller = p.name
    ctx.shuffle_deck(p.name)


def discard_cost(ctx, what, where=None):
    """"Discard <what> to ...": the player picks a card in hand (``where`` narrows) and discards it.
    Returns the card discarded, or None when there is none to pay with."""
    options = [c for c in ctx.hand() if where is None or where(c)]
    pick = ctx.choose(f"{ctx.card.ref}: discard {what}", options)
    if pick is None:
        return None
    return ctx.discard_from_hand(pick)


def is_action(card) -> bool:
    return card.defn.can_be("action")


def is_minion(card) -> bool:
    return card.defn.can_be("minion")
