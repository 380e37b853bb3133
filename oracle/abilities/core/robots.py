"""Robots (Smash Up core set): lots of little Microbots and the big bots that back them.

Each function quotes the card text it implements (corpus/cards/core-base-game/robots.yaml),
and follows the Robots clarifications of the Bigger Geekier Box rulebook
(clarifications/robots): Microbot Alpha makes every minion *in play* of its
controller a Microbot, not cards in the hand or discard pile.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, power
from oracle.engine.power import printed_power

MICROBOT = "microbot"


# ----- helpers shared by the Microbots -------------------------------------------------
def named_microbot(card) -> bool:
    """A card whose own name makes it a Microbot (Microbot Alpha, Archive, Fixer, Guard, Reclaimer)."""
    return MICROBOT in card.name.casefold()


def alpha_controllers(game) -> set:
    """Players who control a Microbot Alpha in play ("All of your minions are considered Microbots")."""
    return {m.controller for m in game.minions() if m.name == "Microbot Alpha"}


def is_microbot(game, card, controller=None) -> bool:
    """True when ``card`` is a Microbot: by name, or as a minion in play of a player who
    controls a Microbot Alpha (clarifications/robots: in play only)."""
    if named_microbot(card):
        return True
    if card.defn.plays_as != "minion" or not game.in_play(card):
        return False
    return (controller or card.controller) in alpha_controllers(game)


def your_microbots(game, player) -> list:
    """The Microbots in play that ``player`` controls."""
    if player in alpha_controllers(game):
        return [m for m in game.minions(controller=player) if m.defn.plays_as == "minion" or named_microbot(m)]
    return [m for m in game.minions(controller=player) if named_microbot(m)]


def minions_played_this_turn(ctx, player) -> int:
    """How many minions ``player`` has played this turn (normal, extra and Special plays, and
    fusions played as minions). A minion play used before a scenario started (its setup's
    ``plays``) counts too."""
    plays = ctx.plays_this_turn(kind="minion", player=player)
    normal = sum(1 for p in plays if p["how"] == "normal")
    used = ctx.game.player(player).minion_plays if ctx.game.current_player.name == player else 0
    return len(plays) + max(0, used - normal)


def first_minion_extra(ctx) -> None:
    """"If this is the first minion you played this turn, you may play an extra minion."
    The extra play is granted (terms/extra: extra cards are optional)."""
    if minions_played_this_turn(ctx, ctx.controller) == 1:
        ctx.extra("minion", reason=f"{ctx.card.ref}: first minion played this turn")
    else:
        ctx.log(f"{ctx.card.ref} is not the first minion {ctx.controller} played this turn: no extra minion",
                cites.T_EXTRA)


# ----- the cards -------------------------------------------------------------------------
@ability("Nukebot", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def nukebot(ctx):
    """Ongoing: After this minion is destroyed, destroy each other player's minions on this base."""
    base = ctx.event.base
    if base is None or base not in ctx.game.bases:
        return
    for m in list(base.minions):
        if m.controller != ctx.controller and m.controller is not None:
            ctx.destroy(m)


@ability("Warbot", kind="protect")
def warbot(ctx, affect):
    """Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is ctx.card


@ability("Hoverbot")
def hoverbot(ctx):
    """Reveal the top card of your deck. If it is a minion, you may play it as an extra minion.
    Otherwise, return it to the top of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"{ctx.controller} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} reveals {top.ref} from the top of their deck", cites.DECKS)
    ctx.saw([top])
    if top.defn.plays_as != "minion":
        ctx.log(f"{top.ref} is not a minion and stays on top of the deck", cites.DECKS)
        return
    base = ctx.may_choose(f"Hoverbot: you may play {top.ref} as an extra minion (choose a base) or pass",
                          ctx.bases())
    if base is None:
        ctx.log(f"{ctx.controller} returns {top.ref} to the top of their deck", cites.DECKS)
        return
    ctx.play_card(top, base=base)


@ability("Zapbot")
def zapbot(ctx):
    """You may play an extra minion of power 2 or less."""
    ctx.extra("minion", where=lambda c: printed_power(c) <= 2, reason="Zapbot: power 2 or less")


@ability("Microbot Alpha", kind="power", own=True)
def microbot_alpha(ctx, minion):
    """Ongoing: Gains +1 power for each of your other Microbots. All of your minions are
    considered Microbots."""
    if minion is not ctx.card:
        return 0
    # counted once per power pass for every Alpha of this player (power.memo)
    mine = power.memo(ctx.game, ("microbots", ctx.controller),
                      lambda: {m.uid for m in your_microbots(ctx.game, ctx.controller)})
    return len(mine) - (ctx.card.uid in mine)


def _archive_when(ctx):
    ev = ctx.event
    card = ev.card
    if card is None or card.defn.plays_as != "minion":
        return False
    was_controller = ev.data.get("controller", card.controller) if ev.data else card.controller
    if was_controller != ctx.controller:
        return False
    return named_microbot(card) or was_controller in alpha_controllers(ctx.game) or card is ctx.card


@ability("Microbot Archive", kind="ongoing", event="destroyed", when=_archive_when)
def microbot_archive(ctx):
    """After one of your Microbots (including this one) is destroyed, draw a card."""
    ctx.draw(1)


@ability("Microbot Fixer")
def microbot_fixer(ctx):
    """If this is the first minion you played this turn, you may play an extra minion."""
    first_minion_extra(ctx)


@ability("Microbot Fixer", kind="power")
def microbot_fixer_power(ctx, minion):
    """Ongoing: Each of your Microbots gains +1 power."""
    if minion.controller == ctx.controller and is_microbot(ctx.game, minion):
        return 1
    return 0


@ability("Microbot Guard")
def microbot_guard(ctx):
    """Destroy a minion on this base with power less than the number of minions you have here."""
    here = ctx.here
    count = len(ctx.minions(base=here, controller=ctx.controller))
    targets = ctx.minions(base=here, where=lambda m: ctx.power(m) < count)
    victim = ctx.choose(f"Microbot Guard: destroy a minion here with power less than {count}", targets)
    if victim is None:
        ctx.log(f"no minion at {here.ref} has power less than {count}", cites.CANCELING)
        return
    ctx.destroy(victim)


@ability("Microbot Reclaimer")
def microbot_reclaimer(ctx):
    """If this is the first minion you played this turn, you may play an extra minion. Shuffle any
    number of Microbots from your discard pile into your deck."""
    first_minion_extra(ctx)
    bots = [c for c in ctx.discard_pile() if named_microbot(c)]
    picks = ctx.choose_many("Microbot Reclaimer: shuffle any number of Microbots from your discard pile "
                            "into your deck", bots)
    for c in picks:
        ctx.place(c, "deck_top")
    if picks:
        ctx.shuffle_deck()


@ability("Tech Center")
def tech_center(ctx):
    """Choose a base. Draw one card for each of your minions there."""
    base = ctx.choose("Tech Center: choose a base", ctx.bases())
    if base is None:
        return
    n = len(ctx.minions(base=base, controller=ctx.controller))
    ctx.log(f"{ctx.controller} has {n} minion(s) at {base.ref}", cites.USING_ABILITIES)
    if n:
        ctx.draw(n)
