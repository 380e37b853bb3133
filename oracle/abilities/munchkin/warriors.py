"""Warriors (Smash Up: Munchkin): they live to fight monsters.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/warriors.yaml).
Monsters are minions with no owner or controller (munchkin/monsters); a monster destroyed by
a card effect gives its treasures to the player who controls that effect
(rules/getting-loot-from-a-monster), which ``ctx.destroy`` already does.

The small helpers at the top are shared by the other Munchkin modules of this author
(mages, orcs, thieves).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

MONSTERS = "rules/monsters-and-treasures"


# ----- helpers -------------------------------------------------------------------------
def is_monster(card) -> bool:
    return card.defn.type == "monster"


def monsters_at(ctx, base=None):
    """Monsters in play (at ``base``)."""
    return ctx.minions(base=base, where=is_monster)


def owns(card, player) -> bool:
    """``player`` owns ``card``: monsters and treasures have no owner (terms/owner, munchkin/owner)."""
    return card.defn.type not in ("monster", "treasure") and card.owner == player


def discard_card(ctx, card, player=None):
    """Discard a card from a hand to the pile it belongs to: its owner's discard pile, or the
    treasure discard pile for a treasure (munchkin/treasures, terms/discard); then the
    "discarded" event lets "after you discard a card" abilities answer (``from`` "hand" only when the
    card came from that player's own hand).
    An ``instead_of_hand_discard`` ability (Blaster Master) may discard another card instead;
    returns the card actually discarded."""
    from oracle.engine.triggers import GameEvent, fire
    who = player or ctx.controller
    if card.zone is ctx.game.player(who).hand:
        card = effects.replace_hand_discard(ctx.game, card, who)
    origin = effects.hand_discard_origin(ctx.game, card, who)
    zone, _ = effects.destination(ctx.game, card, "discard")
    ctx.put(card, zone)
    card.controller = zone.player if zone.kind == "discard" else None
    ctx.game.event(f"{who} discards {card.ref}", cites.T_DISCARD)
    fire(ctx.game, GameEvent("discarded", card=card, player=who, source=ctx.card, data={"from": origin}))
    return card


def power_until_my_turn(ctx, minion, amount) -> bool:
    """"+N power until the start of your turn" on one minion (expires at the start of
    the controller's next turn, not at the start of another player's turn)."""
    game = ctx.game
    if not effects.allowed(game, effects.Affect("power", minion, ctx.card, ctx.controller)):
        return False
    effects.add_effect(game, effects.Effect("power", amount, card=minion, until="start_of_turn",
                                            until_player=ctx.controller, source=ctx.card,
                                            controller=ctx.controller))
    ctx.log(f"{minion.ref} gets {amount:+d} power until the start of {ctx.controller}'s turn",
            cites.USING_ABILITIES)
    return True


def mark_entered(ctx) -> None:
    """Remember the turn a card entered play (for "if this card was in play at the start of the turn")."""
    ctx.game.__dict__.setdefault("_munchkin_entered", {})[ctx.card.uid] = ctx.game.turn


def in_play_at_turn_start(game, card) -> bool:
    """True when ``card`` is in play and did not enter play this turn (a card already on the
    board when a scenario starts counts as in play at the start of the turn)."""
    return game.in_play(card) and game.__dict__.get("_munchkin_entered", {}).get(card.uid) != game.turn


# ----- the cards -------------------------------------------------------------------------
@ability("Big Hero", kind="talent")
def big_hero(ctx):
    """Talent: Destroy a monster here OR play a monster here."""
    here = ctx.here
    targets = monsters_at(ctx, here)
    words = (["destroy"] if targets else []) + ["play"]
    pick = ctx.choose_word("Big Hero: destroy a monster here OR play a monster here", words) \
        if len(words) > 1 else words[0]
    if pick == "destroy":
        victim = ctx.choose("Big Hero: destroy which monster here?", targets)
        ctx.destroy(victim)
    else:
        ctx.play_monster(here)


def _monster_destroyed(ctx) -> bool:
    card = ctx.event.card
    return card is not None and is_monster(card)


@ability("Star Player", kind="ongoing", event="destroyed", when=_monster_destroyed)
def star_player(ctx):
    """Ongoing: After a monster is destroyed, you may place a +1 power counter on a minion here."""
    if not ctx.in_play(ctx.card):
        return
    ctx.choose_and("Star Player: you may place a +1 power counter on a minion here", ctx.minions(base=ctx.here),
                   lambda pick: ctx.place_counters(pick, 1), may=True)


@ability("Berserker")
def berserker(ctx):
    """Destroy a monster here with power less than or equal to this minion to either play an
    extra action OR place a +1 power counter on this minion."""
    mine = ctx.power(ctx.card)
    targets = monsters_at(ctx, ctx.here)
    targets = [m for m in targets if ctx.power(m) <= mine]
    victim = ctx.choose(f"Berserker: destroy a monster here of power {mine} or less", targets)
    if victim is None:
        ctx.log(f"no monster at {ctx.here.ref} has power {mine} or less", cites.CANCELING)
        return
    if not ctx.destroy(victim):
        return
    pick = ctx.choose_word("Berserker: play an extra action OR place a +1 power counter on this minion",
                           ["action", "counter"])
    if pick == "action":
        ctx.extra("action", reason="Berserker")
    else:
        ctx.place_counters(ctx.card, 1)


@ability("Taunter")
def taunter(ctx):
    """You may play a monster here."""
    if ctx.may("Taunter: you may play a monster here"):
        ctx.play_monster(ctx.here)


@ability("Campaign")
def campaign(ctx):
    """Each of your minions on a base that has a monster gains +2 power until the end of the turn."""
    for base in ctx.bases():
        if not monsters_at(ctx, base):
            continue
        for m in ctx.minions(base=base, controller=ctx.controller):
            ctx.add_power(m, 2)


@ability("Cleave")
def cleave(ctx):
    """Destroy a monster. You may play any treasures you get from destroying it as extra cards."""
    victim = ctx.choose("Cleave: destroy a monster", monsters_at(ctx))
    if victim is None:
        ctx.log("there is no monster to destroy", cites.CANCELING)
        return
    before = {c.uid for c in ctx.hand()}
    if not ctx.destroy(victim):
        return
    got = [c for c in ctx.hand() if c.uid not in before and c.defn.type == "treasure"]
    while got:
        pick = ctx.may_choose("Cleave: you may play a treasure you got as an extra card", got)
        if pick is None:
            break
        got.remove(pick)
        ctx.play_card(pick)


@ability("Dumbbells", kind="power")
def dumbbells(ctx, minion):
    """Play on a minion. Ongoing: This minion has +3 power."""
    return 3 if ctx.card.zone.holder is minion else 0


@ability("Dungeon Bait")
def dungeon_bait(ctx):
    """Play a monster OR destroy a minion of printed power 2 or less."""
    targets = ctx.minions(where=lambda m: printed_power(m) <= 2)
    words = ["monster"] + (["destroy"] if targets else [])
    pick = ctx.choose_word("Dungeon Bait: play a monster OR destroy a minion of printed power 2 or less",
                           words) if len(words) > 1 else words[0]
    if pick == "monster":
        ctx.choose_and("Dungeon Bait: play a monster on which base?", ctx.bases(), ctx.play_monster)
    else:
        ctx.destroy(ctx.choose("Dungeon Bait: destroy a minion of printed power 2 or less", targets))


@ability("Ruckus")
def ruckus(ctx):
    """Choose a base. Play two monsters there OR destroy all monsters there but do not collect
    any treasure cards."""
    base = ctx.choose("Ruckus: choose a base", ctx.bases())
    if base is None:
        return
    pick = ctx.choose_word("Ruckus: play two monsters there OR destroy all monsters there",
                           ["play", "destroy"])
    if pick == "play":
        ctx.play_monster(base)
        ctx.play_monster(base)
        return
    for m in monsters_at(ctx, base):
        # no one is credited with the destruction, so no treasure is collected
        ctx.destroy(m, by=None)
    ctx.log("Ruckus: no treasure cards are collected for these monsters", MONSTERS)


@ability("Shield of Ubiquity", kind="power")
def shield_of_ubiquity(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power for each monster here."""
    if ctx.card.zone.holder is not minion:
        return 0
    base = ctx.game.base_of(minion)
    if base is None:
        return 0
    return 2 * sum(1 for m in base.minions if is_monster(m))


@ability("War Cry")
def war_cry(ctx):
    """Destroy a monster to add its power to a minion at that base until the end of the turn."""
    victim = ctx.choose("War Cry: destroy a monster", monsters_at(ctx))
    if victim is None:
        ctx.log("there is no monster to destroy", cites.CANCELING)
        return
    base = ctx.base_of(victim)
    amount = ctx.power(victim)
    if not ctx.destroy(victim):
        return
    ctx.choose_and(f"War Cry: give +{amount} power to a minion at {base.ref}", ctx.minions(base=base),
                   lambda target: ctx.add_power(target, amount))


@ability("Eternal Hero", kind="instead")
def eternal_hero(ctx, card, where):
    """Play on one of your minions. Ongoing: When this minion goes to the discard pile, place it and
    this action into your hand instead."""
    zone = ctx.card.zone
    holder = zone.holder if zone is not None and zone.kind == "attached" else None
    pending = ctx.game.__dict__.setdefault("_eternal_hero", set())
    if card is ctx.card and ctx.card.uid in pending:
        pending.discard(ctx.card.uid)
        return "hand"
    if holder is not None and card is holder:
        pending.add(ctx.card.uid)
        return "hand"
    return None
