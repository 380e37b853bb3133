"""Decks: drawing, shuffling, an empty deck made anew from its discard pile, revealing and looking at
the top of a deck (rules/decks-discards-and-searches, rules/draw-2-cards).

Every shuffle uses the game's one seeded generator, so a game replays exactly. The context's verbs
(``ctx.take_top``, ``ctx.reveal_until``, ``ctx.search_deck``: oracle/engine/context.py) are built on
these and fire the ``revealed`` event; a search's choice is the context's.
"""

from __future__ import annotations

from . import cites
from .madness import announce_drawn


def shuffle(game, zone) -> None:
    """Shuffle a deck or pile in place with the game's seeded generator (not logged)."""
    cards = list(zone)
    game.rng.shuffle(cards)
    zone[:] = cards


def coin(game) -> str:
    """The result of a coin flip, "heads" or "tails": the next of a scenario's forced results
    (``coins:``) while any are left, else the game's seeded generator (a fair flip)."""
    if game.forced_coins:
        return game.forced_coins.pop(0)
    return "heads" if game.rng.random() < 0.5 else "tails"


def shuffle_deck(game, p) -> None:
    """``p`` shuffles their deck (logged)."""
    shuffle(game, p.deck)
    game.event(f"{p.name} shuffles their deck", cites.DECKS)


def refill(game, deck, discard) -> int:
    """An empty deck (a player's, or the base, monster or treasure deck) made anew from its shuffled
    discard pile (rules/decks-discards-and-searches); returns how many cards it took (0: the deck was
    not empty, or the pile was). Not logged: each caller says it in its own words."""
    if deck or not discard:
        return 0
    cards = list(discard)
    game.rng.shuffle(cards)
    for c in cards:
        game.put(c, deck)
    return len(cards)


def shuffle_discard_into_deck(game, p) -> bool:
    """An empty deck is replaced by the shuffled discard pile (rules/decks-discards-and-searches)."""
    n = refill(game, p.deck, p.discard)
    if not n:
        return False
    game.event(f"{p.name}'s deck is empty: the discard pile ({n} cards) is shuffled to make a new deck",
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


def set_aside_top(game, p):
    """The top card of ``p``'s deck, set aside (``game.revealed``); an empty deck is first made anew
    from the shuffled discard pile (rules/decks-discards-and-searches). None when both are empty."""
    if not p.deck:
        shuffle_discard_into_deck(game, p)
    if not p.deck:
        return None
    c = p.deck[0]
    game.put(c, game.revealed)
    return c


def _log_top(game, p, cards, reveal, by=None):
    who, whose = (p.name, "their") if by in (None, p.name) else (by, f"{p.name}'s")
    if reveal:
        game.event(f"{who} reveals {', '.join(c.ref for c in cards)} from the top of {whose} deck", cites.DECKS)
    else:
        game.event(f"{who} looks at the top {len(cards)} card(s) of {whose} deck", cites.DECKS)


def _set_aside_from_top(game, p, reveal: bool, by, enough) -> list:
    """Set aside cards from the top of ``p``'s deck, in order, until ``enough(card)`` says so after a
    card (``enough=None``: none) or deck and discard pile are both empty; when the deck runs out the
    discard pile is shuffled into a new deck and taking continues (rules/decks-discards-and-searches).
    Logs what was taken in parts, one before each reshuffle."""
    got, part = [], []
    while enough is not None:  # None: take nothing (only the "no card" line is logged, as before)
        if not p.deck and part:  # log what was taken before the discard pile is reshuffled
            _log_top(game, p, part, reveal, by)
            part = []
        c = set_aside_top(game, p)
        if c is None:
            break
        got.append(c)
        part.append(c)
        if enough(c):
            break
    if part:
        _log_top(game, p, part, reveal, by)
    elif not got:
        game.event(f"{p.name} has no card to {'reveal' if reveal else 'look at'}", cites.DECKS)
    return got


def take_top(game, p, n: int, reveal: bool = True, by=None) -> list:
    """Reveal (or look at) the top ``n`` cards of ``p``'s deck, set aside in order (``game.revealed``).
    When the deck runs out, before or while taking, the discard pile is shuffled into a new deck and
    taking continues from it (rules/decks-discards-and-searches: "Start or continue drawing (revealing,
    searching) from there"); fewer cards come back when deck and discard pile are both empty. ``by``:
    the player who reveals or looks, when not the deck's owner (for the log only)."""
    taken = []
    if n <= 0:
        return _set_aside_from_top(game, p, reveal, by, None)
    return _set_aside_from_top(game, p, reveal, by, lambda c: taken.append(c) or len(taken) >= n)


def reveal_until(game, p, pred, count: int = 1):
    """Reveal cards from ``p``'s deck until ``count`` of them pass ``pred``, set aside in order
    (``game.revealed``). When the deck runs out the discard pile is shuffled into a new deck and
    revealing continues (rules/decks-discards-and-searches, which the official rulebook applies to every
    reveal; the community wiki/until-you-reveal-x would stop instead, and is overruled); it stops when
    ``count`` hits are revealed or deck and discard pile are both empty. Returns ``(hits, others, every)``,
    each in the order revealed."""
    hits, others = [], []
    if count <= 0:
        return hits, others, _set_aside_from_top(game, p, True, None, None)

    def enough(c) -> bool:
        (hits if pred(c) else others).append(c)
        return len(hits) >= count

    every = _set_aside_from_top(game, p, True, None, enough)
    return hits, others, every
