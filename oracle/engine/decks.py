"""Decks: drawing, shuffling, the top of a deck (rules/decks-discards-and-searches, rules/draw-2-cards).

Every shuffle uses the game's one seeded generator, so a game replays exactly. Revealing and searching
for an ability are the context's verbs (``ctx.take_top``, ``ctx.reveal_until``, ``ctx.search_deck``:
oracle/engine/context.py), built on these.
"""

from __future__ import annotations

from . import cites
from .madness import announce_drawn


def shuffle(game, zone) -> None:
    """Shuffle a deck or pile in place with the game's seeded generator (not logged)."""
    cards = list(zone)
    game.rng.shuffle(cards)
    zone[:] = cards


def shuffle_deck(game, p) -> None:
    """``p`` shuffles their deck (logged)."""
    shuffle(game, p.deck)
    game.event(f"{p.name} shuffles their deck", cites.DECKS)


def shuffle_discard_into_deck(game, p) -> bool:
    """An empty deck is replaced by the shuffled discard pile (rules/decks-discards-and-searches)."""
    if p.deck or not p.discard:
        return False
    cards = list(p.discard)
    game.rng.shuffle(cards)
    for c in cards:
        game.put(c, p.deck)
    game.event(f"{p.name}'s deck is empty: the discard pile ({len(cards)} cards) is shuffled to make a new deck",
               cites.DECKS, cites.DRAW_2)
    return True


def draw(game, p, n: int) -> list:
    """Draw ``n`` cards from the top of the deck (reshuffling the discard pile when it runs out)."""
    got = []
    for _ in range(n):
        if not p.deck:
            shuffle_discard_into_deck(game, p)
        if not p.deck:
            game.event(f"{p.name} has no card left to draw", cites.DECKS)
            break
        c = p.deck[0]
        game.put(c, p.hand)
        if c.zone is not p.hand:  # an effect forbids adding cards to this hand (forbid("hand"))
            break
        c.controller = p.name
        got.append(c)
    if got:
        game.event(f"{p.name} draws {len(got)} card(s)", cites.DRAW_2)
        if game.madness_in_game:
            announce_drawn(game, p.name, got, "deck")
    return got




def top_of_deck(game, p):
    """The top card of ``p``'s deck (reshuffling the discard pile if the deck is empty), or None."""
    if not p.deck:
        shuffle_discard_into_deck(game, p)
    return p.deck[0] if p.deck else None
