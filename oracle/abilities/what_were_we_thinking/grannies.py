"""Grannies (Smash Up: What Were We Thinking?): they know what is on the top and the bottom of
their decks.

Each function quotes the card text it implements (corpus/cards/what-were-we-thinking/grannies.yaml,
the current wording), following clarifications/grannies and the rulings in rulings/grannies/.
Attic Treasures follows its current text (errata: "up to three ... draw that many"), which the
card archive's ruling grannies/attic-treasures-wiki-text gives and which supersedes the 2018
clarification (draw 3 whatever you placed).

"In any order" for cards placed on the bottom of the deck: the cards go in the order they were
picked. Great Grandma's Ongoing answers the engine's ``revealed`` event (fired by every ability that
reveals or looks at cards in a hand or deck): cards of your deck that you revealed or looked at
(``data["who"]``: your own card's ability, a base's, or another player's card that has you do it, e.g.
"each player looks at the top three cards of their deck"; not another player's card revealing your deck),
once that ability has finished, and only if the titan was in play when it happened (so not for the
reveal of its own Special that plays it). Its Special leaves the revealed cards in place ("return them
in the same order"). "On your turn" (terms/on-your-turn): its Special is used in the Play Cards phase of
your turn, once per turn, whether or not the revealed cards let it play the titan.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites

from .common import base_holding, deck_bottom, deck_top, look, other_players_card, reveal, top_or_bottom


def _look_top_place(ctx, label):
    top = deck_top(ctx, 1)
    if not top:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    look(ctx, top)
    top_or_bottom(ctx, top[0], label)


# ----- minions -----------------------------------------------------------------------------
@ability("Matriarch", kind="talent")
def matriarch(ctx):
    """Talent: Reveal the bottom two cards of your deck. Draw any minions revealed, and discard the
    rest."""
    cards = deck_bottom(ctx, 2)
    reveal(ctx, cards, "the bottom of their deck")
    for c in cards:
        if c.defn.plays_as == "minion":
            ctx.place(c, "hand")
            ctx.log(f"{ctx.controller} draws {c.ref}", cites.DECKS)
        else:
            ctx.place(c, "discard")


@ability("Granny", kind="talent", slug="granny-grannies")
def granny(ctx):
    """Talent: Look at the top card of your deck. Place it on the top or bottom of your deck."""
    _look_top_place(ctx, "Granny")


@ability("Nana")
def nana(ctx):
    """Reveal the top card of your deck. If it is an action, draw it or play it as an extra action.
    Otherwise place it on the bottom of your deck."""
    top = deck_top(ctx, 1)
    if not top:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    card = top[0]
    reveal(ctx, top)
    if card.defn.plays_as != "action":
        ctx.place(card, "deck_bottom")
        return
    how = ctx.choose_word(f"Nana: draw {card.ref} or play it as an extra action?", ["draw", "play"])
    ctx.place(card, "hand")
    if how == "draw":
        ctx.log(f"{ctx.controller} draws {card.ref}", cites.DECKS)
        return
    ctx.play_card(card)


@ability("Grandma")
def grandma(ctx):
    """Look at the top card of your deck. Place it on the top or bottom of your deck."""
    _look_top_place(ctx, "Grandma")


# ----- actions -----------------------------------------------------------------------------
def _scoring_base_in_play(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("Always Room at Granny's", kind="special", window="after_scoring", usable=_scoring_base_in_play)
def always_room_special(ctx):
    """Special: Play after a base scores."""
    ctx.play_this()


@ability("Always Room at Granny's")
def always_room(ctx):
    """Special: Play after a base scores. Place up to three of your minions there on the top and/or
    bottom of your deck in any order."""
    base = ctx.game.scoring_base
    if base is None or base not in ctx.game.bases:
        ctx.game.refuse(f"{ctx.card.ref} is played only with its Special, after a base scores")
    mine = ctx.minions(base=base, controller=ctx.controller)
    for m in ctx.choose_many("Always Room at Granny's: place up to three of your minions there on your deck",
                             mine, max=3):
        where = ctx.choose_word(f"Always Room at Granny's: {m.ref} on the top or bottom of your deck?",
                                ["top", "bottom"])
        ctx.place(m, "deck_top" if where == "top" else "deck_bottom")


@ability("Attic Treasures")
def attic_treasures(ctx):
    """Place up to three cards from your hand on the bottom of your deck in any order. Draw that many
    cards."""
    picks = ctx.choose_many("Attic Treasures: place up to three cards from your hand on the bottom of your "
                            "deck", ctx.hand(), max=3)
    for c in picks:
        ctx.place(c, "deck_bottom")
    if picks:
        ctx.draw(len(picks))


@ability("Chicken Soup")
def chicken_soup(ctx):
    """Place up to two cards from your discard pile on the top and/or bottom of your deck."""
    picks = ctx.choose_many("Chicken Soup: place up to two cards from your discard pile on your deck",
                            ctx.discard_pile(), max=2)
    for c in picks:
        top_or_bottom(ctx, c, "Chicken Soup")


@ability("Don't Mess With My Babies!", kind="protect")
def dont_mess_with_my_babies(ctx, affect):
    """Play on a base. Ongoing: Your minions here cannot be affected by other players' cards."""
    here = base_holding(ctx, ctx.card)
    t = affect.target
    if here is None or t not in here.minions or t.controller != ctx.controller:
        return False
    return other_players_card(affect, ctx.controller)


@ability("Family Reunion", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.base is not None
         and ctx.event.base is base_holding(ctx, ctx.card))
def family_reunion(ctx):
    """Play on a base. Ongoing: After you play a minion here, reveal the bottom card of your deck. If it
    is a minion, draw it, otherwise place it on top of your deck."""
    cards = deck_bottom(ctx, 1)
    if not cards:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    reveal(ctx, cards, "the bottom of their deck")
    card = cards[0]
    if card.defn.plays_as == "minion":
        ctx.place(card, "hand")
        ctx.log(f"{ctx.controller} draws {card.ref}", cites.DECKS)
    else:
        ctx.place(card, "deck_top")


@ability("Granny's Purse")
def grannys_purse(ctx):
    """Reveal the top card of your deck. If it is an action, you may draw it or return it. Otherwise
    place it on the bottom of your deck. Play an extra action."""
    top = deck_top(ctx, 1)
    if top:
        card = top[0]
        reveal(ctx, top)
        if card.defn.plays_as == "action":
            if ctx.choose_word(f"Granny's Purse: draw {card.ref} or return it to the top of your deck?",
                               ["draw", "return"]) == "draw":
                ctx.place(card, "hand")
                ctx.log(f"{ctx.controller} draws {card.ref}", cites.DECKS)
            else:
                ctx.log(f"{ctx.controller} returns {card.ref} to the top of their deck", cites.DECKS)
        else:
            ctx.place(card, "deck_bottom")
    else:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
    ctx.extra("action", reason="Granny's Purse")


@ability("Hush, My Stories are On")
def hush(ctx):
    """Reveal the bottom card of your deck and draw it. If it is a minion you may play it as an extra
    minion."""
    cards = deck_bottom(ctx, 1)
    if not cards:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    card = cards[0]
    reveal(ctx, cards, "the bottom of their deck")
    ctx.place(card, "hand")
    ctx.log(f"{ctx.controller} draws {card.ref}", cites.DECKS)
    if card.defn.plays_as == "minion":
        base = ctx.may_choose(f"Hush, My Stories are On: play {card.ref} as an extra minion (choose a base) "
                              f"or pass", ctx.bases())
        if base is not None:
            ctx.play_card(card, base=base)


@ability("Knitting Circle")
def knitting_circle(ctx):
    """Destroy up to three actions played on minions and/or bases. Draw a card for each one
    destroyed."""
    acts = []
    for b in ctx.bases():
        acts += list(b.actions)
        for m in b.minions:
            acts += [a for a in m.attached if a.kind == "action"]
    picks = ctx.choose_many("Knitting Circle: destroy up to three actions on minions and/or bases", acts, max=3)
    n = sum(1 for a in picks if ctx.destroy(a))
    if n:
        ctx.draw(n)


# ----- Great Grandma (titan) -----------------------------------------------------------------------
def _my_titan_in_play(ctx) -> bool:
    return any(t.controller == ctx.controller for b in ctx.bases() for t in b.titans)


def _great_grandma_usable(ctx) -> bool:
    # "On your turn": during the Play Cards phase of your turn, once per turn (terms/on-your-turn)
    g = ctx.game
    return (ctx.is_my_turn and g.phase == "play" and not _my_titan_in_play(ctx)
            and not ctx.used_this_turn("great-grandma-special"))


@ability("Great Grandma", kind="special", zone="aside", usable=_great_grandma_usable)
def great_grandma_special(ctx):
    """Special: On your turn, if you have no titan in play, you may say either "action" or "minion", and
    reveal either the top or bottom two cards of your deck. If both cards are of that type, play this
    titan. Return them in the same order."""
    # once per turn for this card: played and then out of play again, it is a new card (rules/in-and-out-of-play)
    ctx.mark_used("great-grandma-special")
    word = ctx.choose_word("Great Grandma: say \"action\" or \"minion\"", ["action", "minion"])
    end = ctx.choose_word("Great Grandma: reveal the top or the bottom two cards of your deck?", ["top", "bottom"])
    cards = deck_top(ctx, 2) if end == "top" else deck_bottom(ctx, 2)
    if not cards:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    reveal(ctx, cards, f"the {end} of their deck")
    ctx.log(f"the revealed cards stay at the {end} of {ctx.controller}'s deck, in the same order", cites.DECKS)
    if len(cards) < 2 or not all(c.defn.plays_as == word for c in cards):
        ctx.log(f"Great Grandma: not both revealed cards are {word}s, so the titan is not played", cites.TITANS)
        return
    base = ctx.here
    if base is None:
        base = ctx.choose("Great Grandma: play this titan on which base?", ctx.bases())
    ctx.play_titan(ctx.card, base)


def _great_grandma_sees(ctx) -> bool:
    d = ctx.event.data
    return (ctx.in_play(ctx.card) and d.get("from") == "deck" and d.get("owner") == ctx.controller
            and d.get("who") == ctx.controller and ctx.card.uid in d.get("in_play", ()))


@ability("Great Grandma", kind="ongoing", event="revealed", when=_great_grandma_sees)
def great_grandma_ongoing(ctx):
    """Ongoing: After you reveal or look at one or more cards from your deck, you may give one of your
    minions +1 power until the end of the turn."""
    ctx.choose_and("Great Grandma: you may give one of your minions +1 power until the end of the turn",
                   ctx.minions(controller=ctx.controller), lambda pick: ctx.add_power(pick, 1), may=True)


@ability("Great Grandma", kind="talent")
def great_grandma_talent(ctx):
    """Talent: Reveal the bottom card of your deck. If it is a minion of power 3 or less, play it here as an
    extra minion; otherwise, return it."""
    cards = deck_bottom(ctx, 1)
    if not cards:
        ctx.log(f"{ctx.controller} has no card in their deck", cites.DECKS)
        return
    reveal(ctx, cards, "the bottom of their deck")
    card = cards[0]
    here = ctx.base_of(ctx.card)
    if card.defn.plays_as == "minion" and (card.defn.power or 0) <= 3 and here is not None:
        ctx.play_card(card, base=here)
    else:
        ctx.log(f"{card.ref} is returned to the bottom of {ctx.controller}'s deck", cites.DECKS)
