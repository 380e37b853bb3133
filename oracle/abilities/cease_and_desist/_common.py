"""Helpers shared by the Cease and Desist factions (Astroknights, Changerbots, Ignobles,
Star Roamers) and their bases: "directly increases power" (terms/directly-increases-power),
giving control of a minion to another player (terms/control)."""

from __future__ import annotations

import re

from oracle.engine import cites

_QUOTED = re.compile(r"[“\"][^”\"]*[”\"]")
_PLUS_POWER = re.compile(r"\+\d+ power")
_PRINTED_SET = re.compile(r"printed power (is )?treated as if it were \d+", re.I)


def directly_increases_power(card) -> bool:
    """terms/directly-increases-power (Bigger Geekier Box p. 9, clarifications/astroknights): a card
    directly increases power if it gives "+N power", places a +1 power counter, transfers a +1
    power counter, or sets the printed power to a higher value. Granting a power-increase talent
    (a quoted ability, e.g. The Touch) or destroying a negative power card (Change Into A Gun) is
    not a direct increase. Read from the action's own text, without the abilities it grants."""
    if card.defn.plays_as != "action" and card.defn.type != "action":
        return False
    text = _QUOTED.sub("", card.defn.text or "")
    if _PLUS_POWER.search(text):
        return True
    if "+1 power counter" in text:
        return True
    return bool(_PRINTED_SET.search(text))


def power_snapshot(game, played=None) -> dict:
    """Each minion in play and its power before ``played`` (an action just placed, whose ability has
    not resolved yet) counts: an attached action's own Ongoing power is already live once the card
    is placed, so it is taken off here."""
    from oracle.engine.abilities_hook import abilities_of
    from oracle.engine.context import Context
    from oracle.engine.power import minion_power
    own = abilities_of(played, "power") if played is not None else ()
    snap = {}
    for m in game.minions():
        value = minion_power(game, m)
        for ab in own:
            value -= int(ab.fn(Context(game, played, ability=ab), m) or 0)
        snap[m] = value
    return snap


def increased_since(game, snap) -> list:
    """Minions in play whose power went up since ``snap``."""
    from oracle.engine.power import minion_power
    return [m for m in game.minions() if m in snap and minion_power(game, m) > snap[m]]


def take_into_hand(ctx, card, player=None) -> None:
    """Draw a revealed card from the deck into the hand."""
    p = ctx.game.player(player or ctx.controller)
    ctx.to_hand(card, p)
    card.controller = p.name
    ctx.log(f"{p.name} draws {card.ref}", cites.DECKS)


def give_control(ctx, card, to_player) -> bool:
    """Give control of ``card`` to another player (terms/control), through the context so the
    affect is recorded ("affected the same way", e.g. Funky Town)."""
    return ctx.give_control(card, to_player)


def minions_owned(ctx, player=None, base=None) -> list:
    """Minions in play that ``player`` owns, whoever controls them (clarifications/ignobles)."""
    who = player or ctx.controller
    return [m for m in ctx.minions(base=base) if (m.owner or m.controller) == who]
