"""Stasis and storage (compilation/ 002: "Stasis", "Storage"; no 003 text covers them).

Stasis: a card with stasis counters lies face up in front of its owner; it is
in play but on no base, and its abilities do not work. At the start of your
turn remove one stasis counter from each of your cards in stasis; one with none
left may be played in your Play Cards phase as an extra card (leaving stasis);
at the end of each turn your cards in stasis without counters are discarded.

Storage: cards stored face down under another card are in play but inactive;
they move with it, follow its control, and are discarded when it leaves play.
"""

from __future__ import annotations

from . import cites
from .abilities_hook import abilities_of
from .effects import forget_card, remove_from_play
from .errors import Refused
from .play import play_card
from .triggers import resolve


def put_in_stasis(game, card, counters: int, player=None) -> None:
    owner = card.owner or player
    for att in list(card.attached):
        remove_from_play(game, att)
    card.counters = 0
    forget_card(game, card)
    game.put(card, game.player(owner).stasis)
    card.controller = owner
    card.stasis = counters
    game.event(f"{card.ref} goes into stasis with {counters} stasis counter(s)", cites.STASIS)


def start_of_turn(game, p) -> None:
    for c in list(p.stasis):
        if c.stasis > 0:
            c.stasis -= 1
            game.event(f"one stasis counter is removed from {c.ref} ({c.stasis} left)", cites.STASIS)


def end_of_turn(game) -> None:
    for p in game.players:
        for c in list(p.stasis):
            if c.stasis <= 0:
                remove_from_play(game, c)
                game.event(f"{c.ref} had no stasis counters left and is discarded from stasis", cites.STASIS)


def play_from_stasis(game, player: str, card, base=None, on=None):
    """Play a card leaving stasis as an extra card (its "leave_stasis" ability, if any, instead)."""
    p = game.player(player)
    if card.zone is not p.stasis:
        raise Refused(f"{card.ref} is not in {player}'s stasis")
    if card.stasis > 0:
        raise Refused(f"{card.ref} still has {card.stasis} stasis counter(s)")
    if game.current_player is not p or game.phase != "play":
        raise Refused("a card leaves stasis only in its owner's Play Cards phase")
    game.event(f"{card.ref} leaves stasis", cites.STASIS)
    special = abilities_of(card, "leave_stasis")
    if special:
        game.put(card, game.resolving)
        card.controller = player
        for ab in special:
            resolve(game, ab.fn, game.context(card, ability=ab, controller=player, base=base, target=on))
        if card.zone is game.resolving:
            remove_from_play(game, card)
        return card
    game.put(card, p.hand, quiet=True)  # passing through the hand to be played
    card.played_from = "stasis"  # not played from the hand (``game.plays`` notes "from")
    try:
        return play_card(game, player, card, base=base, on=on, how="free")
    finally:
        card.played_from = None


def store(game, card, under, player: str) -> None:
    forget_card(game, card)
    game.put(card, under.stored)
    card.controller = under.controller or player
    game.event(f"{player} stores a card under {under.ref}", cites.STORAGE)
