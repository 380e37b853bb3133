"""Stasis and storage (compilation/ 002: "Stasis", "Storage"; no 003 text covers them).

Stasis: a card with stasis counters lies face up in front of its owner; it is
in play but on no base, and its abilities do not work. At the start of your
turn remove one stasis counter from each of your cards in stasis; one with none
left may be played in your Play Cards phase as an extra card (leaving stasis);
at the end of each turn your cards in stasis without counters are discarded.
Each stasis counter removed fires ``stasis_counter_removed`` (``player``: who removed it), which
the abilities of cards in stasis registered with ``zone="stasis"`` answer; a card that left stasis
this turn may not re-enter it ("Cards leaving stasis may not immediately re-enter stasis").

Storage: cards stored face down under another card are in play but inactive;
they move with it, follow its control, and are discarded when it leaves play.
"""

from __future__ import annotations

from . import cites
from .abilities_hook import abilities_of
from .effects import forget_card, remove_from_play
from .errors import Refused
from .events import GameEvent, fire
from .play import play_card
from .triggers import resolve


def _recorded(game, card, what) -> bool:
    return any(r["card"] is card and r["what"] == what and r["turn"] == game.turn for r in game.stasis_records)


def can_enter(game, card) -> bool:
    """Cards leaving stasis may not immediately re-enter stasis (compilation/stasis): not this turn."""
    return not _recorded(game, card, "left")


def emptied_this_turn(game) -> bool:
    """Whether a card had its last stasis counter removed this turn."""
    return any(r["what"] == "emptied" and r["turn"] == game.turn for r in game.stasis_records)


def put_in_stasis(game, card, counters: int, player=None) -> bool:
    """Place ``counters`` stasis counters on ``card``, putting it in stasis; False when it may not
    re-enter stasis this turn."""
    if not can_enter(game, card):
        game.event(f"{card.ref} left stasis this turn and cannot re-enter it", cites.STASIS)
        return False
    owner = card.owner or player
    for att in list(card.attached):
        remove_from_play(game, att)
    card.counters = 0
    forget_card(game, card)
    game.put(card, game.player(owner).stasis)
    card.controller = owner
    card.stasis = counters
    game.event(f"{card.ref} goes into stasis with {counters} stasis counter(s)", cites.STASIS)
    return True


def add_counters(game, card, n: int = 1, text: str | None = None) -> None:
    """Add stasis counters to a card in stasis (an ability says you may); ``text`` says how."""
    card.stasis += n
    game.event(text or f"{n} stasis counter(s) added to {card.ref} ({card.stasis} now)", cites.STASIS)


def remove_counter(game, card, player: str) -> None:
    """``player`` removes one stasis counter from ``card``; "after a stasis counter is removed"
    abilities answer the ``stasis_counter_removed`` event."""
    if card.stasis <= 0:
        return
    card.stasis -= 1
    game.event(f"one stasis counter is removed from {card.ref} ({card.stasis} left)", cites.STASIS)
    if card.stasis == 0:
        game.stasis_records.append({"card": card, "what": "emptied", "turn": game.turn})
    fire(game, GameEvent("stasis_counter_removed", card=card, player=player, data={"left": card.stasis}))


def start_of_turn(game, p) -> None:
    """At the start of your turn, you must remove one stasis counter from each of your cards in stasis;
    what that triggers resolves once every counter is off (rules/card-resolution-order)."""
    def remove_all():
        for c in list(p.stasis):
            if c.stasis > 0 and c.zone is p.stasis:
                remove_counter(game, c, p.name)
    resolve(game, remove_all)


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
    game.stasis_records.append({"card": card, "what": "left", "turn": game.turn})
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
