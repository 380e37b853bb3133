"""Duels (rules/duels): two minions' controllers may each place a card from their
hand face down; the cards are revealed, challenger first: an action is played
normally, anything else returns to the hand. Then the minion with the higher
power wins; on a tie both sides get all the effects of the duel. The card that
started the duel says what winning and losing mean.
"""

from __future__ import annotations

from . import cites, power
from .events import GameEvent, fire
from .play import choose_target, play_card
from .prompts import Prompt

CHALLENGER, CHALLENGED, TIE = "challenger", "challenged", "tie"


def duel(game, challenger, challenged, source=None):
    """Run a duel; returns ``challenger``, ``challenged``, ``tie``, or None when it
    is ignored (another duel is running) or stops (the minions are no longer together).
    While it runs ``game.duel_base`` is its base; when it is over a ``duel_ended`` event
    (``data``: challenger, challenged, source, result) follows."""
    if getattr(game, "dueling", False):
        return _duel(game, challenger, challenged, source)
    base = game.base_of(challenger)
    started = base is not None and game.base_of(challenged) is base
    game.duel_base = base
    try:
        result = _duel(game, challenger, challenged, source)
    finally:
        game.duel_base = None
    if started:
        fire(game, GameEvent("duel_ended", card=challenger, base=game.base_of(challenger),
                             player=challenger.controller, source=source,
                             data={"challenger": challenger, "challenged": challenged, "source": source,
                                   "result": result}))
    return result


def _duel(game, challenger, challenged, source=None):
    if getattr(game, "dueling", False):
        game.event("a duel cannot start during another duel: that part of the ability is ignored", cites.DUELS)
        return None
    base = game.base_of(challenger)
    if base is None or game.base_of(challenged) is not base:
        return None
    game.dueling = True
    try:
        game.event(f"{challenger.ref} ({challenger.controller}) challenges {challenged.ref} "
                   f"({challenged.controller}) to a duel", cites.DUELS)
        duelists = {"challenger": challenger, "challenged": challenged, "source": source}
        # "when one of your minions is in a duel" / "when you become the challenger": before the cards
        fire(game, GameEvent("duel_started", card=challenger, base=base, player=challenger.controller,
                             source=source, data=dict(duelists)), now=True)
        placed = []
        for m in (challenger, challenged):
            who = m.controller
            if who is None:
                continue
            hand = list(game.player(who).hand)
            pick = game.ask(Prompt("duel: place a card from your hand face down, or pass", who, hand,
                                   can_pass=True)) if hand else None
            if pick is not None:
                game.put(pick, game.dueling_zone)
                game.event(f"{who} places a card face down for the duel", cites.DUELS)
                placed.append((who, pick))
        for who, card in placed:
            game.event(f"{who} reveals {card.ref}", cites.DUELS)
            game.put(card, game.player(who).hand, quiet=True)  # only passes through the hand to be played
            if card.defn.can_be("action"):  # a fusion counts as an action here
                b, on = choose_target(game, who, card, kind="action")
                play_card(game, who, card, base=b, on=on, how="free", as_type="action")
            else:
                game.event(f"{card.ref} is not an action: it returns to {who}'s hand", cites.DUELS)
        # "during a duel": after the dueling cards are revealed, before the powers are compared
        fire(game, GameEvent("duel_revealed", card=challenger, base=base, player=challenger.controller,
                             source=source, data=dict(duelists)), now=True)
        if game.base_of(challenger) is None or game.base_of(challenger) is not game.base_of(challenged):
            game.event("the duelling minions are no longer together: the duel stops without resolution",
                       cites.DUELS)
            return None
        a = power.minion_power(game, challenger)
        b = power.minion_power(game, challenged)
        result = CHALLENGER if a > b else CHALLENGED if b > a else TIE
        text = {CHALLENGER: f"{challenger.ref} wins the duel ({a} to {b})",
                CHALLENGED: f"{challenged.ref} wins the duel ({b} to {a})",
                TIE: f"the duel is tied at {a}: both sides get all its effects"}[result]
        game.event(text, cites.DUELS)
        return result
    finally:
        game.dueling = False
