"""Burying (rules/burying): buried cards lie face down beside a base, have no
power and no abilities until uncovered; each player may uncover one at the
start of their turn, playing it as an extra card."""

from __future__ import annotations

from . import cites
from .effects import forget_card, holder_leaving, remove_from_play
from .errors import Refused
from .events import GameEvent, fire
from .play import check_play, play_card
from .prompts import Prompt


def bury(game, player: str, card, base) -> None:
    holder_leaving(game, card, "buried")
    for att in list(card.attached):
        remove_from_play(game, att)
    card.counters = 0
    forget_card(game, card)
    game.put(card, base.buried)
    card.controller = player
    game.event(f"{player} buries a card at {base.ref}", cites.BURYING)
    fire(game, GameEvent("buried", card=card, base=base, player=player))


def offer_uncover(game, p) -> None:
    mine = [c for b in game.bases for c in b.buried if c.controller == p.name]
    if not mine:
        return
    pick = game.ask(Prompt("uncover one of your buried cards, or pass", p.name, mine, can_pass=True))
    if pick is not None:
        uncover(game, p.name, pick)


def uncover(game, player: str, card) -> None:
    """Uncover: play it as an extra card on the same base (or on a minion there), or discard it."""
    base = card.zone.base
    game.event(f"{player} uncovers {card.ref} at {base.ref}", cites.BURYING)
    game.put(card, game.player(player).hand, quiet=True)  # only passes through the hand to be played
    try:
        tb, on = (base, None)
        if card.defn.plays_as == "action":
            if card.defn.play_on == "minion":
                ms = list(base.minions)
                if not ms:
                    raise Refused("no minion there")
                on = game.ask(Prompt(f"choose a minion at {base.ref} to play {card.ref} on", player, ms))
                tb = None
            elif card.defn.play_on != "base":
                tb = None
        check_play(game, player, card, tb, on, how="free")
    except Refused:
        remove_from_play(game, card)
        game.event(f"{card.ref} cannot be played and is discarded", cites.BURYING)
        _uncovered(game, player, card, base, played=False)
        return
    card.played_from = "buried"  # not played from the hand (``game.plays`` notes "from")
    try:
        play_card(game, player, card, base=tb, on=on, how="free")
    finally:
        card.played_from = None
    _uncovered(game, player, card, base, played=True)


def _uncovered(game, player: str, card, base, played: bool) -> None:
    """Fire ``uncovered`` once the uncovered card has been played (or discarded)."""
    fire(game, GameEvent("uncovered", card=card, base=base, player=player, data={"played": played}))
