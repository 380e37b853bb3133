"""Changerbots (Smash Up: Cease and Desist).

Each function quotes the card text it implements (corpus/cards/cease-and-desist/changerbots.yaml),
following clarifications/changerbots. The Touch, Flighterizer and Passengers give the minion they
are on a Talent: each is registered as a ``zone="minion"`` talent of the action (a ``talent:`` step
names the action), which the engine treats as one of that minion's abilities: the minion's
controller uses it, whoever played the action, and it is canceled with the minion's abilities
(wiki/talent).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power


def _host(ctx):
    return ctx.card.zone.holder


def _until_my_next_turn(ctx, kind, card, amount=0):
    """An effect on ``card`` lasting until the start of your next turn (a snapshot target: it ends
    if the card leaves play)."""
    return effects.add_effect(ctx.game, effects.Effect(
        kind, amount, card=card, until="start_of_turn", until_player=ctx.controller,
        source=ctx.card, controller=ctx.controller))


# ----- minions ------------------------------------------------------------------------------------
@ability("Leader Two")
def leader_two(ctx):
    """One of your other minions gains +2 power until the end of the turn."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    ctx.choose_and("Leader Two: one of your other minions gains +2 power", mine, lambda pick: ctx.add_power(pick, 2))


@ability("Solarshout", kind="talent")
def solarshout(ctx):
    """Talent: Play an extra action. Give this minion -2 power until the end of the turn.
    (clarifications/changerbots: once triggered, the -2 lasts even if it loses its ability.)"""
    ctx.extra("action", reason="Solarshout")
    ctx.add_power(ctx.card, -2)


@ability("Bruiser", kind="protect")
def bruiser_protect(ctx, affect):
    """Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is ctx.card


@ability("Bruiser", kind="talent")
def bruiser(ctx):
    """Talent: This minion gains +2 power and loses its Ongoing ability and all other abilities
    until the start of your next turn. (clarifications/changerbots: it keeps the benefits of an
    action's own abilities, e.g. Cesium Armor; abilities gained afterwards are not lost.)"""
    _until_my_next_turn(ctx, "power", ctx.card, 2)
    _until_my_next_turn(ctx, "cancel", ctx.card)
    ctx.log(f"{ctx.card.ref} gains +2 power and loses its abilities until the start of "
            f"{ctx.controller}'s next turn", cites.T_CANCEL)


@ability("Huffie", kind="talent")
def huffie(ctx):
    """Talent: Move this minion to another base and give it -1 power until the end of the turn."""
    dest = ctx.choose("Huffie: move to which base?", ctx.other_bases())
    if dest is not None and ctx.move(ctx.card, dest):
        ctx.add_power(ctx.card, -1)


# ----- actions -----------------------------------------------------------------------------------
@ability("Cesium Armor", kind="power")
def cesium_armor_power(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power ..."""
    return 2 if minion is _host(ctx) else 0


@ability("Cesium Armor", kind="protect")
def cesium_armor(ctx, affect):
    """Ongoing: ... and cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is _host(ctx)


@ability("Change Into A Gun")
def change_into_a_gun(ctx):
    """Play on one of your minions to destroy a minion of power 4 or less there."""
    host = _host(ctx)
    if host is None or host.controller != ctx.controller:
        # a copy on another player's minion (Cellular Bonding): the prerequisite is not met
        # (shapeshifters/cellular-bonding)
        ctx.log(f"{ctx.card.ref} is not on one of {ctx.controller}'s minions: nothing is destroyed",
                cites.USING_ABILITIES)
        return
    base = ctx.base_of(host)
    victims = ctx.minions(base=base, where=lambda m: m is not host and ctx.power(m) <= 4)
    ctx.choose_and("Change Into A Gun: destroy a minion of power 4 or less there", victims, ctx.destroy)


@ability("Change Into A Gun", kind="power")
def change_into_a_gun_power(ctx, minion):
    """Ongoing: This minion has -2 power."""
    return -2 if minion is _host(ctx) else 0


@ability("Change Into A Gun", kind="start_of_turn")
def change_into_a_gun_expires(ctx):
    """Destroy this card at the start of your turn."""
    ctx.destroy(ctx.card)


@ability("Change Up and Roll On", kind="special", window="before_scoring", zone="hand")
def change_up_special(ctx):
    """Special: Before a base scores ..."""
    ctx.card.cad_scoring = ctx.event.base
    ctx.play_this()


@ability("Change Up and Roll On")
def change_up_and_roll_on(ctx):
    """Special: Before a base scores you may move any number of your minions to there. They each get
    -1 power until the end of the turn."""
    base = getattr(ctx.card, "cad_scoring", None)
    ctx.card.cad_scoring = None
    if base is None:
        raise Refused("Change Up and Roll On is played only with its Special, before a base scores")
    if base not in ctx.game.bases:
        return
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not base)
    for m in ctx.choose_many(f"Change Up and Roll On: move any number of your minions to {base.ref}", mine):
        if ctx.move(m, base):
            ctx.add_power(m, -1)


@ability("Form Mergacon")
def form_mergacon(ctx):
    """Choose a base. Each of your minions there gains +1 power until the end of the turn.
    (clarifications/changerbots: not minions played after this card.)"""
    base = ctx.choose("Form Mergacon: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Matrix of Bossiness", kind="power")
def matrix_of_bossiness(ctx, minion):
    """Play on one of your minions. Ongoing: This minion's printed power is treated as if it were 5.
    (Written as the difference 5 - printed power, added before the other modifiers give the same
    total as a printed power of 5; rules/calculating-values-for-breakpoints-or-power.)"""
    if minion is not ctx.card.zone.holder:
        return 0
    return 5 - printed_power(minion)


# ----- Mergacon (titan, Titans Event Kit) ---------------------------------------------------------
def _bases_with_two(ctx):
    return [b for b in ctx.bases() if len(ctx.minions(base=b, controller=ctx.controller)) >= 2]


@ability("Mergacon", kind="special", window="start_of_turn", zone="aside",
         usable=lambda ctx: ctx.event.player == ctx.controller and bool(_bases_with_two(ctx)))
def mergacon_special(ctx):
    """Special: At the start of your turn, if you have two or more minions on a base, you may play
    this titan there."""
    base = ctx.choose("Mergacon: play it on a base where you have two or more minions", _bases_with_two(ctx))
    if base is not None:
        ctx.play_titan(ctx.card, base)


@ability("Mergacon", kind="player_power")
def mergacon(ctx, base, player):
    """Ongoing: You have +3 power here."""
    return 3 if base is ctx.here and player == ctx.card.controller else 0


@ability("Mergacon", kind="talent")
def mergacon_talent(ctx):
    """Talent: Move this titan to another base. It loses its ongoing ability until the end of the turn."""
    dest = ctx.choose("Mergacon: move to which base?", ctx.other_bases())
    if dest is not None and ctx.move(ctx.card, dest):
        ctx.cancel_abilities(card=ctx.card, until="end_of_turn")


# ----- actions giving their minion a talent (terms/talent, wiki/talent) ---------------------------
@ability("Flighterizer", kind="talent", zone="minion")
def flighterizer(ctx):
    """Play on one of your minions. Ongoing: This minion has the ability: "Talent: Move this minion to
    another base and give it -1 power until the end of the turn." """
    host = _host(ctx)
    dest = ctx.choose(f"Flighterizer: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
    if dest is not None and ctx.move(host, dest):
        ctx.add_power(host, -1)


@ability("Passengers", kind="talent", zone="minion")
def passengers(ctx):
    """Play on a minion. Ongoing: This minion has the ability: "Talent: If this minion moved this turn,
    move another one of your minions from the previous base to here." (The previous base is the one
    it last moved from this turn; "your" minions are those of the minion's controller.)"""
    host = _host(ctx)
    moves = [mv for mv in ctx.moves_this_turn() if mv["card"] is host]
    if not moves:
        ctx.log(f"Passengers: {host.ref} did not move this turn", "terms/talent")
        return
    previous, here = moves[-1]["from"], ctx.base_of(host)
    if previous not in ctx.bases() or previous is here:
        ctx.log(f"Passengers: the base {host.ref} moved from is no longer in play", "terms/talent")
        return
    others = ctx.minions(base=previous, controller=ctx.controller, where=lambda m: m is not host)
    pick = ctx.choose(f"Passengers: move which of your minions from {previous.ref} to {here.ref}?", others)
    if pick is None:
        ctx.log(f"Passengers: you have no other minion at {previous.ref}", "terms/move")
        return
    ctx.move(pick, here)


@ability("The Touch", kind="talent", zone="minion")
def the_touch(ctx):
    """Play on one of your minions. Ongoing: This minion has the ability: "Talent: This minion gains +3
    power and loses all other abilities until the end of the turn." (clarifications/changerbots, as for
    Bruiser: it loses its own abilities and the talents other actions give it, not the benefits of an
    action's own abilities.)"""
    host = _host(ctx)
    ctx.add_power(host, 3)
    ctx.cancel_abilities(card=host, until="end_of_turn")
    ctx.log(f"{host.ref} gains +3 power and loses its other abilities until the end of the turn",
            cites.T_CANCEL)
