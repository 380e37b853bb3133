"""Smash Up All Stars (The Bigger Geekier Box): reprints of favourite cards of other factions.

Each function quotes the card text it implements (corpus/cards/the-bigger-geekier-box/smash-up-all-stars.yaml,
the current wording), following clarifications/smash-up-all-stars and the rulings in
rulings/smash-up-all-stars/.

Most All Stars cards share their name and text with the original card, whose registration by name
already covers them (G.E.L.F., Sprout, Begin the Summoning, Full Moon, Ghostly Arrival, It's Astounding,
Seeing Stars; Fan and Non-Infinite Loop in geeks.py; King Rex has no ability). Puck and Friendship
Power are registered by name in their factions' modules, but those functions act only for their own
set's card (they return at once for the All Stars slug), so the All Stars printings get their own
slugged abilities here.
The cards below are registered for their All Stars slug: their text differs from the original
(Servitor of Cthulhu has a Talent; Imperial Dragon and Lab Assistant), or the original's registration
is limited to its own slug (Granny, Favor of Dionysus, Prepare for Battle, Square Deal).

- Imperial Dragon triggers when a minion moves *to* its base, and moving the Dragon itself activates it
  (smash-up-all-stars/imperial-dragon).
- Servitor of Cthulhu: when the destruction fails (the minion is protected), the action card is still
  placed (smash-up-all-stars/servitor-of-cthulhu).

Ensign is registered by name in oracle/abilities/cease_and_desist/star_roamers.py (the Star Roamers card
has the same text).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites

AS = "-smash-up-all-stars"


def _slug(name: str) -> str:
    return name + AS


# ----- minions ------------------------------------------------------------------------------------
@ability("Granny", kind="talent", slug=_slug("granny"))
def granny(ctx):
    """Talent: Look at the top card of your deck. Place it on the top or bottom of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"Granny: {ctx.controller} has no card in their deck", cites.DECKS)
        return
    ctx.log(f"Granny: {ctx.controller} looks at the top card of their deck", cites.DECKS)
    ctx.saw([top], look=True)
    where = ctx.choose_word(f"Granny: place {top.ref} on the top or bottom of your deck", ["top", "bottom"])
    if where == "bottom":
        ctx.to_deck(top)
    ctx.log(f"Granny: {ctx.controller} places the card on the {where} of their deck", cites.DECKS, cites.T_PLACE)


def _dragon_base(ctx):
    return ctx.game.base_of(ctx.card)


def _another_player_brings_minion_here(ctx) -> bool:
    """"After another player plays or moves a minion here": a minion arrives at this Dragon's base
    (moved *to* here; the Dragon itself moved here counts, smash-up-all-stars/imperial-dragon), played
    or moved by a player other than the Dragon's controller."""
    ev = ctx.event
    card = ev.card
    if card is None or card.kind != "minion" or ev.base is None:
        return False
    here = _dragon_base(ctx)
    return here is not None and ev.base is here and ev.player is not None and ev.player != ctx.controller


@ability("Imperial Dragon", kind="ongoing", event="minion_played", when=_another_player_brings_minion_here,
         slug=_slug("imperial-dragon"))
def imperial_dragon_played(ctx):
    """Ongoing: After another player plays or moves a minion here, draw a card."""
    ctx.draw(1)


@ability("Imperial Dragon", kind="ongoing", event="moved", when=_another_player_brings_minion_here,
         slug=_slug("imperial-dragon"))
def imperial_dragon_moved(ctx):
    """Ongoing: After another player plays or moves a minion here, draw a card."""
    ctx.draw(1)


@ability("Lab Assistant", slug=_slug("lab-assistant"))
def lab_assistant(ctx):
    """Place a +1 power counter on another one of your minions."""
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    target = ctx.choose("Lab Assistant: place a +1 power counter on another one of your minions", others)
    if target is None:
        ctx.log("Lab Assistant: you have no other minion in play", cites.COUNTERS)
        return
    ctx.place_counters(target, 1)


@ability("Puck", slug=_slug("puck"))
def puck(ctx):
    """Play an extra action OR draw a card."""
    pick = ctx.choose_word("Puck: play an extra action OR draw a card", ["extra action", "draw"])
    if pick == "draw":
        ctx.draw(1)
    else:
        ctx.extra("action", reason="Puck")


@ability("Servitor of Cthulhu", kind="talent", slug=_slug("servitor-of-cthulhu"))
def servitor_of_cthulhu(ctx):
    """Talent: Destroy this minion and place an action card from your discard pile on top of your
    deck."""
    if not ctx.destroy(ctx.card):
        ctx.log("Servitor of Cthulhu is not destroyed; the action card is still placed "
                "(smash-up-all-stars/servitor-of-cthulhu)", cites.CANCELING)
    actions = [c for c in ctx.discard_pile() if c.defn.plays_as == "action"]
    pick = ctx.choose("Servitor of Cthulhu: place an action card from your discard pile on top of your deck",
                      actions)
    if pick is None:
        ctx.log("Servitor of Cthulhu: there is no action card in your discard pile", cites.T_PLACE)
        return
    ctx.place(pick, "deck_top", player=ctx.controller)


# ----- actions ------------------------------------------------------------------------------------
@ability("Favor of Dionysus", slug=_slug("favor-of-dionysus"))
def favor_of_dionysus(ctx):
    """One of your minions gains +1 power until the end of the turn. Play an extra action. You may place
    this card on top of your deck instead of the discard pile."""
    target = ctx.choose("Favor of Dionysus: one of your minions gains +1 power until the end of the turn",
                        ctx.minions(controller=ctx.controller))
    if target is not None:
        ctx.add_power(target, 1)
    else:
        ctx.log("Favor of Dionysus: you have no minion in play", cites.USING_ABILITIES)
    ctx.extra("action", reason="Favor of Dionysus")
    if ctx.card.zone is ctx.game.resolving and ctx.may("Favor of Dionysus: place this card on top of your deck "
                                                       "instead of the discard pile?"):
        ctx.place(ctx.card, "deck_top")


@ability("Friendship Power", slug=_slug("friendship-power"))
def friendship_power(ctx):
    """Move one of your minions to a base where you have a minion. You may place this action into your
    hand instead of the discard pile."""
    mine = ctx.minions(controller=ctx.controller)

    def destinations(m):
        frm = ctx.base_of(m)
        return [b for b in ctx.other_bases(frm) if any(o.controller == ctx.controller for o in b.minions)]

    movable = [m for m in mine if destinations(m)]
    target = ctx.choose("Friendship Power: move one of your minions to a base where you have a minion", movable)
    if target is None:
        ctx.log("Friendship Power: none of your minions can move to another base where you have a minion",
                cites.T_MOVE)
    else:
        dest = ctx.choose(f"Friendship Power: move {target.ref} to which base?", destinations(target))
        ctx.move(target, dest)
    if ctx.card.zone is ctx.game.resolving and ctx.may("Friendship Power: place this action into your hand "
                                                       "instead of the discard pile?"):
        ctx.place(ctx.card, "hand")


def _draw_card(ctx, card):
    ctx.to_hand(card)
    card.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {card.ref}", cites.DECKS)


@ability("Prepare for Battle", slug=_slug("prepare-for-battle"))
def prepare_for_battle(ctx):
    """Reveal the top three cards of your deck. Draw two of them and return the other to the top or
    bottom of your deck."""
    cards = ctx.take_top(3)  # set aside, revealed (rules/decks-discards-and-searches)
    if len(cards) <= 2:
        for c in cards:
            _draw_card(ctx, c)
        return
    picks = ctx.choose_many("Prepare for Battle: draw two of the revealed cards", cards, min=2, max=2)
    for c in picks:
        _draw_card(ctx, c)
    other = next(c for c in cards if c not in picks)
    where = ctx.choose_word(f"Prepare for Battle: return {other.ref} to the top or bottom of your deck",
                            ["top", "bottom"])
    ctx.to_deck(other, top=where == "top")
    ctx.log(f"Prepare for Battle: {other.ref} goes to the {where} of {ctx.controller}'s deck", cites.DECKS)


@ability("Square Deal", slug=_slug("square-deal"))
def square_deal(ctx):
    """Draw cards until at least one player has fewer cards in their hand than you."""
    while not any(len(ctx.hand(p)) < len(ctx.hand()) for p in ctx.other_players()):
        if not ctx.draw(1):
            ctx.log(f"Square Deal: {ctx.controller} has no card left to draw", cites.DECKS)
            return
