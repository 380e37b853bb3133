"""Swap (compilation/swap): "Swap X and Y" means X and Y trade places, all at once.

- Two cards at bases: each moves to the other's spot, and their attachments trade too.
- One card at a base: the other is played at its base, takes over the first one's
  attachments, and the first goes to the other's previous place.
- A base swapped: the cards on it stay, on the new base.
If either card is protected from the swap, the whole swap fails.
"""

from __future__ import annotations

from . import cites, decks
from .abilities_hook import abilities_of
from .effects import Affect, allowed, forget_card, remove_from_play
from .events import GameEvent, fire
from .play import check_implemented
from .state import Base
from .triggers import resolve


def swap_base(game, base, new_card, source=None, controller=None):
    """Swap a base in play with a base card elsewhere (e.g. the base deck): the new base takes the
    same table position and everything on the old one; the old base card takes the new one's place."""
    check_implemented(game, new_card)
    old_zone = new_card.zone
    i = game.bases.index(base)
    nb = Base.__new__(Base)
    new_card.zone.remove(new_card)
    new_card.zone = None
    Base.__init__(nb, new_card)
    for kind in ("minions", "actions", "titans", "buried"):
        for c in list(getattr(base, kind)):
            game.put(c, getattr(nb, kind))
    game.bases[i] = nb
    game.version += 1
    forget_card(game, base.card)
    base.zone.remove(base.card)
    base.card.zone = None
    game.put(base.card, old_zone)
    game.event(f"{nb.ref} is swapped with {base.ref}: it takes its place with every card on it; "
               f"{base.ref} goes to the {old_zone.describe()}", cites.SWAP)
    fire(game, GameEvent("base_entered", base=nb, source=source, player=controller))
    return nb


def swap_cards(game, a, b, source=None, controller=None) -> bool:
    """Swap two cards (``a`` in play at a base; ``b`` in play or in a hand, deck or discard pile)."""
    for c in (a, b):
        if game.in_play(c) and not allowed(game, Affect("move", c, source, controller)):
            game.event(f"the swap of {a.ref} and {b.ref} fails", cites.SWAP)
            return False
    za, zb = a.zone, b.zone
    if game.in_play(a) and game.in_play(b):
        game.put(a, zb)
        game.put(b, za)
        atts_a, atts_b = list(a.attached), list(b.attached)
        for x in atts_a:
            game.put(x, b.attached)
        for x in atts_b:
            game.put(x, a.attached)
        game.event(f"{a.ref} and {b.ref} swap places (with their attachments)", cites.SWAP)
        return True
    if not game.in_play(a):
        a, b, za, zb = b, a, zb, za
    # a is in play, b is not: b is played in a's place, a goes where b was
    player = a.controller or controller
    atts = list(a.attached)
    game.put(b, za)
    b.controller = player
    b.played_by = player
    for x in atts:
        game.put(x, b.attached)
    for st in list(a.stored):  # cards stored under a card that leaves play are discarded (compilation/storage)
        remove_from_play(game, st, "discard")
    forget_card(game, a)
    game.put(a, zb)
    a.controller = zb.player if zb.kind in ("hand", "deck", "discard") else None
    a.counters = 0
    game.event(f"{b.ref} is played in place of {a.ref}, which goes to {zb.describe()}", cites.SWAP, cites.T_PLAY)
    if zb.kind == "deck":  # a card swapped from a deck was searched for: shuffle it
        decks.shuffle(game, zb)
        game.event(f"{zb.player} shuffles their deck after the search", cites.SWAP, cites.DECKS)
    for ab in abilities_of(b, "on_play"):
        resolve(game, ab.fn, game.context(b, ability=ab, controller=player, base=game.base_of(b)))
    fire(game, GameEvent(f"{b.defn.plays_as}_played", card=b, base=game.base_of(b), player=player))
    return True
