"""Aladdin (Smash Up: Disney Edition): actions feed wishes, the Lamp brings the Genie.

Each function quotes the card text it implements (corpus/cards/smash-up-disney-edition/aladdin.yaml).
"Character" is the Disney word for a minion (wiki/character).

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "Discard an action to ..." (Jasmine, Rajah, Palace Guard): if the discard cannot be done, nothing
  else is (terms/to). R: such a talent is then refused rather than used for no effect.
- Searches reveal the card found; a searched deck is shuffled (rules/decks-discards-and-searches);
  "deck and/or discard pile" lets the player take the card from either (disney/common.fetch).
- "Reveal cards from your deck until you reveal an action" (Aladdin's talent): when the deck runs out
  while revealing, the discard pile is shuffled into a new deck and revealing continues
  ("Start or continue drawing (revealing, searching) from there", rules/decks-discards-and-searches;
  the community wiki, wiki/until-you-reveal-x, would stop instead).
- R: Rajah's Special uses its talent (the once-per-turn talent use) before the base it is on scores.
- Wish: "If you have Genie in play" counts any card you control in play named Genie (shared.cards_named:
  Grimms' Blessing's names count); Palace Guard's counters go on minions only.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.disney.common import discard_cost, fetch, is_action, shuffle_into_deck
from oracle.abilities.shared import cards_named
from oracle.engine import cites
from oracle.engine.errors import Refused


def _pay_action(ctx) -> None:
    """"Discard an action to ...": refused when there is no action in hand."""
    if discard_cost(ctx, "an action", is_action) is None:
        raise Refused(f"{ctx.card.ref}: {ctx.controller} has no action in hand to discard")


# ----- characters ----------------------------------------------------------------------------
@ability("Aladdin")
def aladdin(ctx):
    """Search your deck and/or discard pile for The Lamp, reveal it, and draw it. Shuffle your deck if
    you searched it."""
    fetch(ctx, "The Lamp", lambda c: c.name == "The Lamp")


@ability("Aladdin", kind="talent")
def aladdin_talent(ctx):
    """Talent: Reveal cards from your deck until you reveal an action. Draw it and shuffle the rest into
    your deck."""
    hits, revealed = ctx.reveal_until(is_action)  # continues from a reshuffled discard pile
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_hand(found)
        found.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {found.ref}", cites.DECKS)
    else:
        ctx.log(f"{ctx.controller} reveals no action", cites.DECKS)
    shuffle_into_deck(ctx, revealed)


@ability("Jasmine", kind="talent")
def jasmine(ctx):
    """Talent: Discard an action to play an extra action."""
    _pay_action(ctx)
    ctx.extra("action")


@ability("Abu")
def abu(ctx):
    """Place an action from your discard pile on top of your deck."""
    ctx.choose_and("Abu: place an action from your discard pile on top of your deck",
                   [c for c in ctx.discard_pile() if is_action(c)], lambda pick: ctx.place(pick, "deck_top"))


@ability("Genie", kind="talent")
def genie(ctx):
    """Talent: Search your deck and/or discard pile for a copy of Wish, reveal it, and place it into
    your hand. Shuffle your deck if you searched it."""
    fetch(ctx, "Wish", lambda c: c.name == "Wish")


def _rajah(ctx) -> None:
    _pay_action(ctx)
    ctx.add_power(ctx.card, 2)


@ability("Rajah", kind="talent")
def rajah(ctx):
    """Talent: Discard an action to give this character +2 power until the end of the turn."""
    _rajah(ctx)


def _rajah_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ctx.game.base_of(ctx.card) is ev.base
            and not ctx.card.talent_used and any(is_action(c) for c in ctx.hand()))


@ability("Rajah", kind="special", window="before_scoring", zone="play", usable=_rajah_usable)
def rajah_special(ctx):
    """Special: Before this base scores, you may use this character's talent."""
    ctx.card.talent_used = True
    ctx.log(f"{ctx.controller} uses the talent of {ctx.card.ref} (its Special)", cites.T_TALENT)
    _rajah(ctx)


@ability("Carpet", kind="talent")
def carpet(ctx):
    """Talent: Move this character and up to two of your other characters here to another base."""
    here = ctx.here
    dest = ctx.choose("Carpet: move to which base?", ctx.other_bases(here))
    if dest is None:
        return
    others = ctx.choose_many("Carpet: move up to two of your other characters here with it",
                             ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card),
                             max=2)
    for m in [ctx.card] + others:
        ctx.move(m, dest)


@ability("Palace Guard", kind="talent")
def palace_guard(ctx):
    """Talent: Discard an action to place a +1 power counter on each of your Palace Guards here."""
    _pay_action(ctx)
    for m in ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: m.name == "Palace Guard"):
        ctx.place_counters(m, 1)


# ----- actions ---------------------------------------------------------------------------------
@ability("A Friend Like Me")
def a_friend_like_me(ctx):
    """Reveal the top four cards of your deck. Draw all actions and shuffle the rest into your deck."""
    cards = ctx.take_top(4)
    for c in cards:
        if is_action(c):
            ctx.to_hand(c)
            c.controller = ctx.controller
            ctx.log(f"{ctx.controller} draws {c.ref}", cites.DECKS)
    shuffle_into_deck(ctx, [c for c in cards if not is_action(c)])


@ability("Cave of Wonders")
def cave_of_wonders(ctx):
    """Place an action from your discard pile into your hand."""
    ctx.choose_and("Cave of Wonders: place an action from your discard pile into your hand",
                   [c for c in ctx.discard_pile() if is_action(c)], lambda pick: ctx.place(pick, "hand"))


@ability("Jafar")
def jafar(ctx):
    """Each other player discards an action from their hand or reveals their hand to show it has no
    actions. You may play one of the discarded actions or an action from your hand as an extra
    action."""
    discarded = []
    for p in ctx.game.seat_order(ctx.controller)[1:]:
        actions = [c for c in p.hand if is_action(c)]
        if not actions:
            ctx.log(f"{p.name} reveals their hand: {', '.join(c.ref for c in p.hand) or 'empty'} (no actions)",
                    cites.DECKS)
            ctx.saw(list(p.hand), player=p.name, zone="hand")
            continue
        pick = ctx.choose(f"Jafar: {p.name}, discard an action from your hand", actions, player=p.name)
        discarded.append(ctx.discard_from_hand(pick, player=p.name))
    options = [c for c in discarded if c.zone is not None and c.zone.kind == "discard"]
    options += [c for c in ctx.hand() if is_action(c)]
    pick = ctx.may_choose("Jafar: you may play one of the discarded actions or an action from your hand "
                          "as an extra action", options)
    if pick is not None:
        ctx.play_card(pick)


@ability("Magic Carpet Ride")
def magic_carpet_ride(ctx):
    """Search your deck, hand, and/or discard pile for Carpet, shuffle your deck if you searched it, and
    play Carpet as an extra character."""
    carpet_card = fetch(ctx, "Carpet", lambda c: c.name == "Carpet", to="aside", zones=("hand", "deck", "discard"))
    if carpet_card is not None:
        ctx.play_card(carpet_card)


@ability("Street Rat")
def street_rat(ctx):
    """Play an action from another player's discard pile as an extra action."""
    options = [c for p in ctx.other_players() for c in ctx.discard_pile(p) if is_action(c)]
    ctx.choose_and("Street Rat: play an action from another player's discard pile", options, ctx.play_card)


@ability("The Lamp")
def the_lamp(ctx):
    """Search your deck and/or discard pile for Genie, reveal it and draw it. Shuffle your deck if you
    searched it. Place this card on the bottom of your deck."""
    fetch(ctx, "Genie", lambda c: c.name == "Genie")
    ctx.place(ctx.card, "deck_bottom")


@ability("Wish")
def wish(ctx):
    """If you have Genie in play, choose one effect and place this card into the box:
    • Play two extra non-Wish cards. • Give a character +5 power until the end of the turn.
    • Draw four cards."""
    if not cards_named(ctx.game, "Genie", where=lambda c: c.controller == ctx.controller):
        ctx.log(f"{ctx.controller} has no Genie in play: Wish does nothing")
        return
    choice = ctx.choose_word("Wish: choose one effect", ["play two extra cards", "+5 power", "draw four"])
    if choice == "play two extra cards":
        for _ in range(2):
            ctx.extra("minion_or_action", where=lambda c: c.name != "Wish", reason="Wish: a non-Wish card")
    elif choice == "+5 power":
        ctx.choose_and("Wish: give a character +5 power until the end of the turn", ctx.minions(),
                       lambda target: ctx.add_power(target, 5))
    else:
        ctx.draw(4)
    ctx.put(ctx.card, ctx.game.box)
    ctx.card.controller = None
    ctx.log(f"{ctx.card.ref} is placed in the box", cites.T_IN_THE_BOX)
