"""Kree (Smash Up: Marvel): actions, actions and more actions.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/kree.yaml).
Smash Up: Marvel says "character" for minion, "character modifier" for an action played on a
minion; the engine reads them so.

Every Kree card is implemented.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _host(card):
    """The minion a character modifier is attached to, else None."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _one_of_yours_gains(ctx, n, text, exclude=None):
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not exclude)
    ctx.choose_and(text, mine, lambda pick: ctx.add_power(pick, n))


# ----- characters -----------------------------------------------------------------------------
@ability("Supreme Intelligence", kind="ongoing", event="action_played",
         when=lambda ctx: ctx.event.player == ctx.controller)
def supreme_intelligence(ctx):
    """Ongoing: After you play an action, one of your other characters gains +1 power until the end
    of the turn."""
    _one_of_yours_gains(ctx, 1, "Supreme Intelligence: one of your other characters gains +1 power",
                        exclude=ctx.card)


@ability("Minn-Erva")
def minn_erva(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("Ronan the Accuser")
def ronan_the_accuser(ctx):
    """You may play an extra action."""
    ctx.extra("action", reason="Ronan the Accuser")


@ability("Kree Sentry", kind="power")
def kree_sentry(ctx, minion):
    """Ongoing: This character has +2 power if you have played two or more actions this turn."""
    if minion is not ctx.card:
        return 0
    return 2 if len(ctx.plays_this_turn(kind="action", player=ctx.controller)) >= 2 else 0


# ----- actions --------------------------------------------------------------------------------
@ability("Battle Rage")
def battle_rage(ctx):
    """One of your characters gains +2 power until the end of the turn. Draw a card."""
    _one_of_yours_gains(ctx, 2, "Battle Rage: one of your characters gains +2 power")
    ctx.draw(1)


@ability("Call for Backup")
def call_for_backup(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("It Begins")
def it_begins(ctx):
    """One of your characters gains +1 power until the end of the turn. Draw a card. You may play an
    extra action."""
    _one_of_yours_gains(ctx, 1, "It Begins: one of your characters gains +1 power")
    ctx.draw(1)
    ctx.extra("action", reason="It Begins")


@ability("Prepare to Engage")
def prepare_to_engage(ctx):
    """Reveal the top five cards of your deck. Place up to two revealed actions into your hand and
    shuffle the rest into your deck."""
    shown = ctx.take_top(5)  # set aside, revealed (rules/decks-discards-and-searches)
    actions = [c for c in shown if c.defn.plays_as == "action"]
    picks = ctx.choose_many("Prepare to Engage: place up to two revealed actions into your hand",
                            actions, max=2) if actions else []
    p = ctx.player
    for c in picks:
        ctx.to_hand(c, p)
        c.controller = p.name
        ctx.log(f"{c.ref} is placed in {p.name}'s hand", cites.T_PLACE)
    for c in shown:
        if c not in picks:
            ctx.to_deck(c, p)
    ctx.shuffle_deck()


@ability("Proven Methods")
def proven_methods(ctx):
    """Place up to two actions from your discard pile on top of your deck in any order."""
    actions = [c for c in ctx.discard_pile() if c.defn.plays_as == "action" and c is not ctx.card]
    picks = ctx.choose_many("Proven Methods: up to two actions to place on top of your deck "
                            "(the first one picked ends on top)", actions, max=2)
    for c in reversed(picks):
        ctx.place(c, "deck_top")


@ability("Relentless Attack", kind="talent")
def relentless_attack(ctx):
    """Character modifier. Talent: Play an extra action."""
    ctx.extra("action", reason="Relentless Attack's talent")


@ability("Righteous Fury", kind="power")
def righteous_fury(ctx, minion):
    """Character modifier. Ongoing: This character has +3 power."""
    return 3 if minion is _host(ctx.card) else 0


@ability("Speed Up")
def speed_up(ctx):
    """Play up to two extra actions."""
    ctx.extra("action", reason="Speed Up")
    ctx.extra("action", reason="Speed Up")
