"""Affecting cards in play (terms/affect): destroy, move, return, +1 power counters, power until the
end of the turn, control (terms/destroy, terms/move, terms/return, rules/1-power-counters, terms/control).

Each one is an ``Affect`` first asked of every protection (``effects.allowed``), then done, logged and
fired. What follows from some of them is another topic's rule, below this one: a destroyed monster's
loot (``monsters``), a titan moved onto a titan (``titans.clash``), a titan's Special before counters
are placed (``triggers.resolve``). Lasting effects, protection and leaving play are ``effects``.
"""

from __future__ import annotations

from . import abilities_hook as hooks
from . import cites
from .effects import Affect, Effect, add_effect, allowed, forbidden, hand_refused, remove_from_play
from .events import GameEvent, fire
from .monsters import loot_from_monster
from .power import minion_power
from .prompts import Prompt
from .titans import clash
from .triggers import resolve


def destroy(game, card, source=None, controller=None) -> bool:
    """Destroy a card in play (terms/destroy). Returns True when it was destroyed."""
    if not game.in_play(card):
        return False
    if not allowed(game, Affect("destroy", card, source, controller)):
        return False
    base = game.base_of(card)
    by = f" by {source.ref}" if source is not None else ""
    game.event(f"{card.ref} is destroyed{by}", cites.T_DESTROY)
    credited = controller
    was = card.controller
    # its power as it left play
    power_then = minion_power(game, card) if card.kind == "minion" or card.defn.type == "monster" else None
    game.destructions.append({"card": card, "base": base, "by": credited, "source": source, "controller": was,
                              "turn": game.turn, "power": power_then})
    remove_from_play(game, card, "discard")
    if card.defn.type == "monster" and credited:
        loot_from_monster(game, card, credited)
    fire(game, GameEvent("destroyed", card=card, base=base, player=credited, source=source,
                         data={"controller": was, "power": power_then}))
    return True


def move(game, card, to_base, source=None, controller=None) -> bool:
    """Move a minion or titan to another base with its attachments (terms/move); not a play.
    The ``moved`` event carries ``data["move"]``, the move's record in ``game.moves`` (see
    ``where_at_move``)."""
    frm = game.base_of(card)
    if frm is None or frm is to_base:
        return False
    if controller is not None:
        ban = forbidden(game, "move", controller, card, to_base)
        if ban is not None:
            game.event(f"{controller} cannot move {card.ref}: {ban.reason or 'forbidden'}", cites.CONFLICTING)
            return False
    if not allowed(game, Affect("move", card, source, controller)):
        return False
    zone = to_base.titans if card.defn.plays_as == "titan" else to_base.minions
    game.put(card, zone)
    record = {"card": card, "from": frm, "to": to_base, "by": controller, "source": source,
              "controller": card.controller, "turn": game.turn}
    game.moves.append(record)
    game.event(f"{card.ref} moves from {frm.ref} to {to_base.ref}", cites.T_MOVE)
    fire(game, GameEvent("moved", card=card, base=to_base, from_base=frm, source=source, player=controller,
                         data={"move": record}))
    if card.defn.plays_as == "titan":
        clash(game, to_base, card)
    return True


def owner_zone_refused(game, card, where: str) -> bool:
    """A monster has no owner, and "cards that refer to a minion's owner do not apply to monsters"
    (rules/monsters-and-treasures): placing a card from play in a hand or deck sends it to its owner's
    (terms/place, rules/in-and-out-of-play), so it does not apply to a monster, which stays in play.
    True (and logged) when that is the case. Placing it in a discard pile sends it to the monster
    discard, as whenever a monster leaves play."""
    if card.defn.type != "monster" or where == "discard":
        return False
    game.event(f"{card.ref} is a monster with no owner: placing it in its owner's hand or deck does not apply",
               cites.MONSTERS, cites.T_PLACE)
    return True


def return_to_hand(game, card, source=None, controller=None) -> bool:
    """Return a card in play to its owner's hand, discarding attachments (terms/return).

    A monster has no owner, and "cards that refer to a minion's owner do not apply to monsters"
    (rules/monsters-and-treasures): returning sends a card to its owner's hand (terms/return), so it
    does not apply to a monster, which stays in play. A treasure has no owner either; it goes to the
    treasure discard pile, as whenever it leaves play."""
    if not game.in_play(card):
        return False
    if card.defn.type == "monster":
        game.event(f"{card.ref} is a monster with no owner: returning it to its owner's hand does not apply",
                   cites.MONSTERS, cites.T_RETURN)
        return False
    if not allowed(game, Affect("return", card, source, controller)):
        return False
    if game.effects and card.defn.type not in ("monster", "treasure", "titan") and \
            hand_refused(game, card, card.owner or card.controller):
        return False  # forbid("hand"): it stays in play
    base = game.base_of(card)
    was = card.controller
    remove_from_play(game, card, "hand")
    game.event(f"{card.ref} returns to {card.owner or 'its pile'}'s hand" if card.zone.kind == "hand"
               else f"{card.ref} leaves play to {card.zone.describe()}", cites.T_RETURN)
    fire(game, GameEvent("returned", card=card, base=base, source=source, player=controller,
                         data={"controller": was}))
    return True


def place_counters(game, card, n: int, source=None, controller=None) -> bool:
    """Place +1 power counters on a card (rules/1-power-counters). Before they are placed, the placing
    player may use a Special of a titan set aside with ``window="counters_placing"`` ("when you would
    place +1 power counters ..."): it reads and may lower ``ctx.event.data["n"]``."""
    if n <= 0 or not allowed(game, Affect("counter", card, source, controller)):
        return False
    n = _counters_placing(game, card, n, source, controller)
    if n <= 0:
        return False
    card.counters += n
    game.event(f"{n} +1 power counter(s) placed on {card.ref} (now {card.counters})", cites.COUNTERS)
    return True


def remove_counters(game, card, n: int, source=None, controller=None) -> int:
    n = min(n, card.counters)
    if n <= 0 or not allowed(game, Affect("counter", card, source, controller)):
        return 0
    card.counters -= n
    game.event(f"{n} +1 power counter(s) removed from {card.ref}", cites.COUNTERS)
    return n


def add_power(game, card, amount: int, source=None, controller=None, until="end_of_turn") -> bool:
    """"+N power until the end of the turn" on one card (snapshot target)."""
    if not allowed(game, Affect("power", card, source, controller)):
        return False
    add_effect(game, Effect("power", amount, card=card, until=until, source=source, controller=controller))
    sign = "+" if amount >= 0 else ""
    game.event(f"{card.ref} gets {sign}{amount} power until the end of the turn", cites.USING_ABILITIES)
    return True


def take_control(game, card, player: str, source=None, until=None, until_turn=None, by=None) -> bool:
    """Gain control of a card in play (terms/control); with ``until`` (end_of_turn,
    start_of_turn) control goes back to its previous controller then. ``by``: the player whose
    ability gives the control when it is not ``player`` (giving control to another player)."""
    if not allowed(game, Affect("control", card, source, by or player)):
        return False
    if until:
        add_effect(game, Effect("control", card=card, player=player, flag=card.controller, until=until,
                                until_player=player if until == "start_of_turn" else None,
                                until_turn=until_turn, source=source, controller=player))
    before = card.controller
    card.controller = player
    for st in card.stored:
        st.controller = player
    game.event(f"{player} takes control of {card.ref}", cites.T_CONTROL)
    if before != player:
        fire(game, GameEvent("control_changed", card=card, base=game.base_of(card), player=player, source=source,
                             data={"from": before}))
    return True


def _counters_placing(game, card, n, source, controller) -> int:
    """Offer ``controller``'s set-aside titans' ``counters_placing`` Specials, at once (a replacement:
    "when you would place ..."); returns how many counters are still to be placed on ``card``."""
    if controller is None or card.kind != "minion":
        return n
    p = game.player(controller)
    if not p.titans:
        return n
    ev = GameEvent("counters_placing", card=card, base=game.base_of(card), player=controller, source=source,
                   data={"n": n})
    for titan in list(p.titans):
        for ab in hooks.abilities_of(titan, "special"):
            if ab.window != "counters_placing" or ab.zone != "aside" or titan.zone is not p.titans:
                continue
            ctx = game.context(titan, ability=ab, event=ev, controller=controller)
            if ab.usable is not None and not ab.usable(ctx):
                continue
            pick = game.ask(Prompt(f"use the Special of {titan.ref} ({n} +1 power counter(s) about to be placed "
                                   f"on {card.ref})?", controller, [titan], can_pass=True))
            if pick is None:
                continue
            game.event(f"{controller} uses the Special of {titan.ref}", cites.T_SPECIAL)
            resolve(game, ab.fn, ctx)
    return int(ev.data.get("n", n))
