"""Princesses (Pretty Pretty Smash Up): one of a kind, with a little help from their friends.

Each function quotes the card text it implements (corpus/cards/pretty-pretty-smash-up/princesses.yaml,
the current wording), following clarifications/princesses and rulings/princesses/: each Heirloom on a
minion gives +1 power for each Heirloom on it, so two give +4 and three +9 (princesses/family-heirloom).

Eliza: "extra cards" are the minions and actions a player plays other than with the regular play of their
own Play Cards phase: extra plays, cards played by abilities and by Specials, any card played out of turn
(clarification). Once another player has played one this turn, a further extra play is not allowed (one
inside an ability is skipped, the rest of the ability happens), and a Special that plays its own card
("... play this card/minion ...", or any Special of an action in the hand, which plays it: terms/special)
is not offered to them. Reading (the rules are silent): the extra
cards a player played earlier in the turn count, also those played before Eliza came into play.

Sleeping Beauty's Ongoing applies while it is in play: when it would leave play for the discard pile
(destroyed, discarded, its base scored), it is shuffled into its owner's deck instead.
"""

from __future__ import annotations

import re

from oracle.abilities import ability
from oracle.engine import cites, effects


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


# ----- minions ------------------------------------------------------------------------------------
@ability("Apricot", "talent")
def apricot(ctx):
    """Talent: Destroy another player's minion of power 2 or less here."""
    here = ctx.here
    options = ctx.minions(base=here, where=lambda m: m.controller is not None and m.controller != ctx.controller
                          and ctx.power(m) <= 2)
    target = ctx.choose("Apricot: destroy another player's minion of power 2 or less here", options)
    if target is None:
        ctx.game.refuse(f"Apricot: no other player's minion of power 2 or less at {here.ref}")
    ctx.destroy(target)


@ability("Griselda", "talent")
def griselda(ctx):
    """Talent: Draw an Heirloom from your discard OR play an Heirloom as an extra action."""
    pile = [c for c in ctx.discard_pile() if c.name == "Heirloom"]
    hand = [c for c in ctx.hand() if c.name == "Heirloom"]
    words = (["draw"] if pile else []) + (["play"] if hand and ctx.minions() else [])
    if not words:
        ctx.game.refuse("Griselda: no Heirloom in the discard pile to draw, nor in the hand to play")
    pick = ctx.choose_word("Griselda: draw an Heirloom from your discard pile, OR play an Heirloom as an "
                           "extra action", words)
    if pick == "draw":
        card = ctx.choose("Griselda: draw an Heirloom from your discard pile", pile)
        ctx.to_hand(card)
        card.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {card.ref} from their discard pile", cites.DECKS)
        return
    card = ctx.choose("Griselda: play an Heirloom as an extra action", hand)
    ctx.play_card(card)


@ability("Marie DeGraw", "talent")
def marie_degraw(ctx):
    """Talent: Reveal the top card of your deck. If it is a minion, draw it. Otherwise, place it on the bottom
    of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"{ctx.controller} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} reveals {top.ref} from the top of their deck", cites.DECKS)
    ctx.saw([top])
    if top.defn.plays_as == "minion":
        ctx.draw(1)
    else:
        p = ctx.player
        ctx.to_deck(top, p)
        ctx.log(f"{top.ref} is placed on the bottom of {ctx.controller}'s deck", cites.T_PLACE)


@ability("Snow White", "talent")
def snow_white(ctx):
    """Talent: Move a minion from another base to here."""
    here = ctx.here
    options = [m for m in ctx.minions() if ctx.base_of(m) is not here]
    target = ctx.choose("Snow White: move a minion from another base to here", options)
    if target is None:
        ctx.game.refuse(f"Snow White: no minion on another base to move to {here.ref}")
    ctx.move(target, here)


# ----- actions ------------------------------------------------------------------------------------
@ability("Direct to DVD Sequel")
def direct_to_dvd_sequel(ctx):
    """Shuffle a minion from your discard pile into your deck and draw a card."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    pick = ctx.choose("Direct to DVD Sequel: shuffle a minion from your discard pile into your deck", minions)
    if pick is not None:
        ctx.to_deck(pick)
        ctx.log(f"{ctx.controller} shuffles {pick.ref} from their discard pile into their deck", cites.DECKS)
        ctx.shuffle_deck()
    else:
        ctx.log("Direct to DVD Sequel: no minion in the discard pile", cites.DECKS)
    ctx.draw(1)


@ability("Fairy Godmother")
def fairy_godmother(ctx):
    """Draw two cards, OR one minion gets +3 power until the end of the turn."""
    words = ["draw two", "plus three"] if ctx.minions() else ["draw two"]
    pick = ctx.choose_word("Fairy Godmother: draw two cards, OR one minion gets +3 power until the end of the "
                           "turn", words)
    if pick == "draw two":
        ctx.draw(2)
        return
    target = ctx.choose("Fairy Godmother: one minion gets +3 power until the end of the turn", ctx.minions())
    ctx.add_power(target, 3)


def _happily_when(ctx) -> bool:
    return ctx.event.base is not None and ctx.event.base is ctx.here and ctx.card.zone.kind == "base_actions"


@ability("Happily Ever After", "when_scoring", when=_happily_when)
def happily_ever_after(ctx):
    """Play on a base. Ongoing: If you are the winner here when this base scores, gain 1 VP."""
    standings = ctx.event.data.get("standings") or []
    winners = [s.player for s in standings if s.place == 1]
    if ctx.controller in winners:
        ctx.gain_vp(1)
    else:
        ctx.log(f"{ctx.controller} is not the winner at {ctx.here.ref}: no VP from Happily Ever After",
                cites.AWARDING_VP)


@ability("Heirloom", "power")
def heirloom(ctx, minion):
    """Play on a minion. Ongoing: This card gives this minion +1 power for each Heirloom on it."""
    host = _host(ctx.card)
    if minion is not host:
        return 0
    return sum(1 for a in host.attached if a.name == "Heirloom")


@ability("Heirloom", "protect")
def heirloom_protect(ctx, affect):
    """This card cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is ctx.card


@ability("Skillet")
def skillet(ctx):
    """Destroy a minion of power 2 or less and draw a card."""
    target = ctx.choose("Skillet: destroy a minion of power 2 or less", ctx.minions(where=lambda m: ctx.power(m) <= 2))
    if target is not None:
        ctx.destroy(target)
    else:
        ctx.log("Skillet: no minion has power 2 or less", cites.T_DESTROY)
    ctx.draw(1)


def _prince_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases and bool(base.minions) and len(ctx.game.bases) > 1


@ability("Some Day My Prince Will Come", "special", window="before_scoring", zone="hand", usable=_prince_usable)
def some_day_my_prince_will_come(ctx):
    """Special: Before a base scores, move a minion from there to another base."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        target = ctx.choose(f"Some Day My Prince Will Come: move a minion from {base.ref} to another base",
                            list(base.minions))
        if target is not None:
            dest = ctx.choose(f"Some Day My Prince Will Come: move {target.ref} to which base?",
                              ctx.other_bases(base))
            if dest is not None:
                ctx.move(target, dest)
    ctx.play_this(effect=effect)


@ability("Tale as Old as Time")
def tale_as_old_as_time(ctx):
    """Choose a base. Move all of your minions to it."""
    base = ctx.choose("Tale as Old as Time: choose a base", ctx.bases())
    if base is None:
        return
    for m in [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not base]:
        ctx.move(m, base)


@ability("True Love's Kiss")
def true_loves_kiss(ctx):
    """Move a minion to another base."""
    target = ctx.choose("True Love's Kiss: move a minion to another base", ctx.minions())
    if target is None:
        ctx.log("True Love's Kiss: no minion to move", cites.T_MOVE)
        return
    dest = ctx.choose(f"True Love's Kiss: move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Woodland Helpers", "instead")
def woodland_helpers(ctx, card, where):
    """Play on a base. Ongoing: After you play a standard action, you may place it on the bottom of your deck
    instead of in your discard pile."""
    game = ctx.game
    if where != "discard" or card.zone is not game.resolving or card.kind != "action":
        return None
    if card.controller != ctx.controller or card is ctx.card:
        return None
    if ctx.may(f"Woodland Helpers: place {card.ref} on the bottom of your deck instead of in your discard pile?"):
        return "deck_bottom"
    return None


# ----- Eliza ------------------------------------------------------------------------------------
_SPECIAL_CLAUSE = re.compile(r"Special:(.*?)(?=\b(?:Ongoing|Talent|Special):|$)", re.S)
_PLAYS_ITSELF = re.compile(r"\bplay (?:this|it)\b", re.I)


_NOT_PLAYED = re.compile(r"\b(?:discard|bury|place|return|shuffle|reveal)\b[^.]*\bthis card\b", re.I)


def _special_plays_itself(card) -> bool:
    """Whether the card's Special plays the card itself: "you may play this card/minion", or any Special
    of an action used from the hand ("Play before a base scores", "Before a base scores, destroy ...":
    a card played using a Special ability, terms/special), unless it does something else with the card
    ("discard this card ...")."""
    if card.defn.type == "titan":
        return False
    clauses = [m.group(1) for m in _SPECIAL_CLAUSE.finditer(card.defn.text or "")]
    if any(_PLAYS_ITSELF.search(c) for c in clauses):
        return True
    in_hand = card.zone is not None and card.zone.kind == "hand"
    return in_hand and card.defn.plays_as == "action" and any(not _NOT_PLAYED.search(c) for c in clauses)


def _extra_cards_this_turn(game, player) -> int:
    """Minions and actions ``player`` played this turn other than with a regular play."""
    return sum(1 for r in game.plays if r["player"] == player and r["kind"] in ("minion", "action")
               and r["how"] != "normal")


@ability("Eliza")
def eliza(ctx):
    """Ongoing: Other players cannot play more than one extra card per turn."""
    card, me = ctx.card, ctx.controller

    def over(game, player):
        return (game.in_play(card) and player is not None and player != card.controller
                and _extra_cards_this_turn(game, player) >= 1)

    def extra_play(game, played, base, player):
        return over(game, player)

    def special_play(game, special_card, base, player):
        return over(game, player) and _special_plays_itself(special_card)

    ctx.forbid("play_extra", None, match=extra_play, until="while_source",
               reason=f"other players than {me} cannot play more than one extra card per turn ({card.ref})")
    ctx.forbid("special", None, match=special_play, until="while_source",
               reason=f"other players than {me} cannot play more than one extra card per turn ({card.ref})")


# ----- Sleeping Beauty ------------------------------------------------------------------------
@ability("Sleeping Beauty", kind="instead")
def sleeping_beauty(ctx, card, where):
    """Ongoing: If this minion would go to the discard pile, shuffle it into your deck instead."""
    return "deck_shuffle" if card is ctx.card and where == "discard" else None
