"""Frozen (Smash Up: Disney Edition): the sisters, their friends, and snow.

Each function quotes the card text it implements (corpus/cards/smash-up-disney-edition/frozen.yaml).
"Character" is the Disney word for a minion (wiki/character); a "Base modifier" is an action played on
a base (wiki/modifier).

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "Cannot be destroyed by other players' cards" (Anna, Lock the Gates): a destroy whose source is a
  card controlled by another player is prevented (terms/affect); bases are no player's cards.
- "Power 3 or less" of a card being played is its printed power (rules/in-and-out-of-play).
- R: Frozen Port: a player's "first character each turn" is the first minion they play that turn (normal
  or extra); it is refused at the Frozen Port base while there is another base to play it on.
- "Destroy one of your characters to ...": when the destruction does not happen, nothing is played
  (terms/to).
- "If X is here" counts any other card here with that name (shared.cards_named: Grimms' Blessing's names
  count).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.disney.common import fetch, is_minion, shuffle_into_deck
from oracle.abilities.shared import cards_named
from oracle.engine import cites
from oracle.engine.power import printed_power


def _is(*names):
    return lambda c: c.name in names


def _here(ctx, name) -> bool:
    """"If NAME is here": another card here with that name (shared.cards_named: Grimms' Blessing counts)."""
    return bool(cards_named(ctx.game, name, base=ctx.here, where=lambda c: c is not ctx.card))


def _others_cannot_destroy(ctx, affect, target_ok) -> bool:
    if affect.kind != "destroy" or affect.ongoing:
        return False
    t = affect.target
    if getattr(t, "kind", None) != "minion" or t.controller != ctx.controller or not target_ok(t):
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != ctx.controller


# ----- characters ----------------------------------------------------------------------------
@ability("Elsa", kind="talent")
def elsa(ctx):
    """Talent: Play Olaf or a Snowgie from your hand or discard pile as an extra character, OR place
    Marshmallow into your hand from your discard pile."""
    playable = [c for c in ctx.hand() + ctx.discard_pile() if c.name in ("Olaf", "Snowgie")]
    marsh = [c for c in ctx.discard_pile() if c.name == "Marshmallow"]
    words = (["play"] if playable else []) + (["marshmallow"] if marsh else [])
    if not words:
        ctx.log("Elsa: no Olaf or Snowgie in hand or discard pile, and no Marshmallow in the discard pile")
        return
    if ctx.choose_word("Elsa: play Olaf or a Snowgie, or take Marshmallow", words) == "play":
        pick = ctx.choose("Elsa: play Olaf or a Snowgie as an extra character", playable)
        ctx.play_card(pick)
    else:
        ctx.place(ctx.choose("Elsa: place Marshmallow into your hand", marsh), "hand")


@ability("Anna")
def anna(ctx):
    """Search your deck and/or discard pile for Elsa or Kristoff, reveal it, and draw it. Shuffle your
    deck if you searched it."""
    fetch(ctx, "Elsa or Kristoff", _is("Elsa", "Kristoff"))


@ability("Anna", kind="protect")
def anna_protect(ctx, affect):
    """Ongoing: Your other characters here cannot be destroyed by other players' cards."""
    here = ctx.here
    return _others_cannot_destroy(
        ctx, affect, lambda t: t is not ctx.card and here is not None and ctx.game.base_of(t) is here)


@ability("Kristoff", kind="power")
def kristoff(ctx, minion):
    """Ongoing: This character has +2 power if Anna and/or Sven are here."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 2 if _here(ctx, "Anna") or _here(ctx, "Sven") else 0


@ability("Kristoff", kind="talent")
def kristoff_talent(ctx):
    """Talent: Search your deck and/or discard pile for Anna or Sven, reveal it, and draw it. Shuffle
    your deck if you searched it."""
    fetch(ctx, "Anna or Sven", _is("Anna", "Sven"))


@ability("Marshmallow", kind="power")
def marshmallow(ctx, minion):
    """Ongoing: If Elsa is here, this character has +2 power."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 2 if _here(ctx, "Elsa") else 0


@ability("Olaf", kind="talent")
def olaf(ctx):
    """Talent: Look at the top two cards of your deck. You may place any number of them into your
    discard pile. Return the rest in any order."""
    cards = ctx.take_top(2, reveal=False)
    if not cards:
        return
    gone = ctx.choose_many("Olaf: place any number of them into your discard pile", cards)
    for c in gone:
        ctx.place(c, "discard")
    ctx.return_to_top([c for c in cards if c not in gone], label="Olaf")


@ability("Sven", kind="talent")
def sven(ctx):
    """Talent: Move one of your characters to this base, OR search your deck and/or discard pile for
    Kristoff, reveal it, draw it, and shuffle your deck if you searched it."""
    here = ctx.here
    movable = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not here)
    if movable and ctx.choose_word("Sven: move one of your characters here, or search for Kristoff",
                                   ["move", "search"]) == "move":
        ctx.move(ctx.choose("Sven: move which of your characters here?", movable), here)
        return
    fetch(ctx, "Kristoff", _is("Kristoff"))


@ability("Snowgie")
def snowgie(ctx):
    """If one of your characters here has 5 or more power, place a +1 power counter on this character."""
    if ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: ctx.power(m) >= 5):
        ctx.place_counters(ctx.card, 1)


# ----- actions ---------------------------------------------------------------------------------
@ability("Act of True Love")
def act_of_true_love(ctx):
    """Destroy one of your characters to play another character from your discard pile as an extra
    character."""
    victim = ctx.choose("Act of True Love: destroy one of your characters", ctx.minions(controller=ctx.controller))
    if victim is None or not ctx.destroy(victim):
        return
    ctx.choose_and("Act of True Love: play another character from your discard pile as an extra character",
                   [c for c in ctx.discard_pile() if is_minion(c) and c is not victim], ctx.play_card)


@ability("Big Summer Blowout")
def big_summer_blowout(ctx):
    """Discard a card to place a character from your discard pile into your hand."""
    pay = ctx.choose("Big Summer Blowout: discard a card", ctx.hand())
    if pay is None:
        ctx.log(f"{ctx.controller} has no card to discard: Big Summer Blowout does nothing")
        return
    ctx.discard_from_hand(pay)
    ctx.choose_and("Big Summer Blowout: place a character from your discard pile into your hand",
                   [c for c in ctx.discard_pile() if is_minion(c)], lambda pick: ctx.place(pick, "hand"))


@ability("Do You Want to Build a Snowman?")
def build_a_snowman(ctx):
    """Play Olaf, Marshmallow, or a Snowgie from your discard pile as an extra character."""
    ctx.choose_and("Do You Want to Build a Snowman?: play Olaf, Marshmallow or a Snowgie from your discard pile",
                   [c for c in ctx.discard_pile() if c.name in ("Olaf", "Marshmallow", "Snowgie")], ctx.play_card)


@ability("Frozen Port")
def frozen_port(ctx):
    """Base modifier. Ongoing: Other players cannot play their first character each turn here if they
    can play it on another base."""
    port = ctx.card
    me = ctx.controller

    def match(game, card, base, player):
        if player == me or not card.defn.can_be("minion") or base is None or base is not game.base_of(port):
            return False
        if any(p["player"] == player and p["kind"] == "minion" and p["turn"] == game.turn for p in game.plays):
            return False
        return len(game.bases) > 1

    ctx.forbid("play", None, match=match, until="while_source",
               reason="Frozen Port: another player's first character each turn cannot be played there")


@ability("Hans Westergaard")
def hans_westergaard(ctx):
    """Each player reveals a character from their hand or reveals their hand to show it has no
    characters. All revealed characters are shuffled into their owners' decks."""
    revealed = []
    for p in ctx.game.seat_order(ctx.controller):
        chars = [c for c in p.hand if is_minion(c)]
        if not chars:
            ctx.log(f"{p.name} reveals their hand: {', '.join(c.ref for c in p.hand) or 'empty'} (no characters)",
                    cites.DECKS)
            ctx.saw(list(p.hand), player=p.name, zone="hand")
            continue
        pick = ctx.choose(f"Hans Westergaard: {p.name}, reveal a character from your hand", chars, player=p.name)
        ctx.log(f"{p.name} reveals {pick.ref}", cites.DECKS)
        ctx.saw([pick], player=p.name, zone="hand")
        revealed.append((p.name, pick))
    for name in dict.fromkeys(n for n, _ in revealed):
        shuffle_into_deck(ctx, [c for n, c in revealed if n == name], player=name)


@ability("Let It Go")
def let_it_go(ctx):
    """Look at the top three cards of your deck. Draw one and place the rest in your discard pile and/or
    on top of your deck in any order."""
    cards = ctx.take_top(3, reveal=False)
    if not cards:
        return
    drawn = ctx.choose("Let It Go: draw one", cards)
    ctx.to_hand(drawn)
    drawn.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {drawn.ref}", cites.DECKS)
    rest = [c for c in cards if c is not drawn]
    gone = ctx.choose_many("Let It Go: which of the rest go to your discard pile (the others go back on top)?",
                           rest) if rest else []
    for c in gone:
        ctx.place(c, "discard")
    ctx.return_to_top([c for c in rest if c not in gone], label="Let It Go")


@ability("Lock the Gates", kind="protect")
def lock_the_gates(ctx, affect):
    """Base modifier. Ongoing: Your characters here cannot be destroyed by other players' cards."""
    here = ctx.here
    return _others_cannot_destroy(ctx, affect, lambda t: here is not None and ctx.game.base_of(t) is here)


@ability("Lock the Gates", kind="talent")
def lock_the_gates_talent(ctx):
    """Talent: Look at the top card of your deck. Discard it or return it."""
    cards = ctx.take_top(1, reveal=False)
    if not cards:
        return
    top = cards[0]
    if ctx.choose_word(f"Lock the Gates: discard {top.ref} or return it", ["discard", "return"]) == "discard":
        ctx.place(top, "discard")
    else:
        ctx.to_deck(top, top=True)


@ability("Reindeers Are Better Than People")
def reindeers(ctx):
    """Search your deck and/or discard pile for a character. Shuffle your deck if you searched it. If the
    card is power 3 or less, play it as an extra character; otherwise, discard it."""
    pick = fetch(ctx, "a character", is_minion, to="aside")
    if pick is None:
        return
    if printed_power(pick) <= 3:
        ctx.play_card(pick)
    else:
        ctx.place(pick, "discard")
