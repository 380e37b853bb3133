"""Potion of Paralysis, a Smash Up: Munchkin treasure (corpus/cards/smash-up-munchkin/monsters-and-treasures.yaml).

Kept apart from treasures.py (the other treasures), which was written at the same time. Each
function quotes the card text it implements. Treasures have no owner or faction; they go to the
treasure discard pile when they leave play (rules/monsters-and-treasures).

Potion of Paralysis (text from the SmashUp Wiki, a community source): "Special: Play before a base
scores" is its only way to be played (like other such Specials); its cancel follows the base, so it
also cancels cards played or moved there later, and stops for cards moved away
(treasures/potion-of-paralysis, wiki/until-the-end-start-of-a-turn); the base's own ability is not
canceled, nor are cards at other bases or in hands.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


def _scoring_base(ctx):
    ev = ctx.event
    return ev.base if ev is not None else None


def _on_base(game, card, base) -> bool:
    """``card`` is in play on ``base`` (a minion, titan or action there) or on a minion there; the base
    card itself is not."""
    if card.defn.type == "base" or not game.in_play(card):
        return False
    z = card.zone
    if z is not None and z.kind == "attached":
        return game.base_of(z.holder) is base
    return game.base_of(card) is base


@ability("Potion of Paralysis", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: _scoring_base(ctx) in ctx.game.bases)
def potion_of_paralysis_special(ctx):
    """Special: Play before a base scores."""
    ctx.card.munchkin_paralysis_base = _scoring_base(ctx)
    ctx.play_this()


@ability("Potion of Paralysis")
def potion_of_paralysis(ctx):
    """Special: Play before a base scores. Until the end of the turn, cancel the abilities of all cards
    on the base or on minions on the base."""
    base = getattr(ctx.card, "munchkin_paralysis_base", None)
    ctx.card.munchkin_paralysis_base = None
    if base is None:
        raise Refused("Potion of Paralysis is played only before a base scores (its Special)")
    if base not in ctx.game.bases:
        ctx.log("Potion of Paralysis: the base has left play", cites.T_CANCEL)
        return
    me = ctx.card
    ctx.cancel_abilities(match=lambda game, card: card is not me and _on_base(game, card, base),
                         until="end_of_turn")
    ctx.log(f"Potion of Paralysis: the abilities of all cards on {base.ref} and on minions there are "
            f"canceled until the end of the turn (not the base's own)", cites.T_CANCEL)
