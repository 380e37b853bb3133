"""Beauty and the Beast (Smash Up: Disney Edition): discarding cards pays for everything.

Each function quotes the card text it implements
(corpus/cards/smash-up-disney-edition/beauty-and-the-beast.yaml). "Character" is the Disney word for a
minion (wiki/character); a "Base modifier" is an action played on a base (wiki/modifier).

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "Discard a card to ...": if the discard cannot be done, nothing else is (terms/to). R: such a talent
  is then refused (empty hand) rather than used for no effect.
- "Special: After you discard this card from your hand, you may play it as an extra ...": a Special
  offered in the Me First! window after the card goes from its owner's hand to the discard pile (by any
  ability, or the hand limit); it is played from the discard pile as an extra card (R: "after you
  discard this card from your hand" counts a discard forced by another player's card too).
- R: Enchanted Objects: "Use only one Enchanted Objects ability per turn" is counted per player.
- R: Petals of the Rose: "after you discard one or more cards" triggers once for the cards one ability (or
  the hand limit) discards in one step.
- Be Our Guest reads the engine's record of discards from the hand this turn (game.hand_discards).
- R: Gaston: "On each player's turn, that player may discard two cards to destroy this card" is a Special
  any player uses with a ``special:`` step on their own turn (zone "table"); the two discards are its
  cost, so a player with fewer than two cards in hand cannot use it.
- "If Beast/Belle is here" counts any other card here with that name (shared.cards_named: Grimms'
  Blessing's names count). R: Beast's "+1 power counter on it" is placed only on a minion Belle (an action
  holds no power counters); this card gets its counter either way.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.disney.common import discard_cost, is_minion, shuffle_into_deck
from oracle.abilities.shared import cards_named
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power


def _pay_card(ctx) -> None:
    """"Discard a card to ...": refused when the hand is empty."""
    if discard_cost(ctx, "a card") is None:
        raise Refused(f"{ctx.card.ref}: {ctx.controller} has no card in hand to discard")


def _discarded_from_my_hand(ctx) -> bool:
    """The event is this card going from its owner's hand to the discard pile."""
    ev = ctx.event
    return (ev is not None and ev.card is ctx.card and ev.data.get("from") == "hand"
            and ev.player == ctx.controller and ctx.card.owner == ctx.controller
            and ctx.card.zone is ctx.player.discard)


def _play_from_discard(ctx) -> None:
    """"You may play it as an extra character/action" (the Special was chosen: that is the "may")."""
    ctx.log(f"{ctx.controller} plays {ctx.card.ref} from their discard pile", cites.T_SPECIAL)
    ctx.play_card(ctx.card)


# ----- characters ----------------------------------------------------------------------------
@ability("Belle")
def belle(ctx):
    """If Beast is here, you may draw up to three cards."""
    if not cards_named(ctx.game, "Beast", base=ctx.here, where=lambda c: c is not ctx.card):
        return
    words = ["none", "one", "two", "three"]
    n = words.index(ctx.choose_word("Belle: draw up to three cards (how many?)", words))
    if n:
        ctx.draw(n)


@ability("Belle", kind="talent")
def belle_talent(ctx):
    """Talent: Draw a card, OR discard a card."""
    if ctx.choose_word("Belle: draw a card or discard a card", ["draw", "discard"]) == "draw":
        ctx.draw(1)
    else:
        discard_cost(ctx, "a card")


@ability("Beast")
def beast(ctx):
    """If Belle is here, place a +1 power counter on it and on this card."""
    belles = cards_named(ctx.game, "Belle", base=ctx.here, where=lambda c: c is not ctx.card)
    if not belles:
        return
    belle_card = ctx.choose("Beast: which Belle here gets a +1 power counter", belles)
    if belle_card.kind == "minion":
        ctx.place_counters(belle_card, 1)
    else:  # Grimms' Blessing named Belle: an action holds no +1 power counters
        ctx.log(f"{belle_card.ref} is not a minion: it gets no +1 power counter", cites.USING_ABILITIES)
    ctx.place_counters(ctx.card, 1)


@ability("Beast", kind="talent")
def beast_talent(ctx):
    """Talent: Discard a card to place a +1 power counter on this card."""
    _pay_card(ctx)
    ctx.place_counters(ctx.card, 1)


@ability("Cogsworth", kind="talent")
def cogsworth(ctx):
    """Talent: Discard a card to play an extra action."""
    _pay_card(ctx)
    ctx.extra("action")


@ability("Lumiere", kind="talent")
def lumiere(ctx):
    """Talent: Discard a card to play an extra character of power 3 or less here."""
    _pay_card(ctx)
    ctx.extra("minion", where=lambda c: printed_power(c) <= 3, base=ctx.here,
              reason="Lumiere: a character of power 3 or less")


@ability("Mrs. Potts and Chip", kind="talent")
def mrs_potts_and_chip(ctx):
    """Talent: Discard a card to draw a card."""
    _pay_card(ctx)
    ctx.draw(1)


def _objects_used(ctx) -> set:
    return ctx.game.__dict__.setdefault("_disney_enchanted_objects", set())


def _objects_usable(ctx) -> bool:
    return _discarded_from_my_hand(ctx) and (ctx.controller, ctx.game.turn) not in _objects_used(ctx)


@ability("Enchanted Objects", kind="special", window="discarded", zone="discard", usable=_objects_usable)
def enchanted_objects(ctx):
    """Special: After you discard this card from your hand, you may play it as an extra character. Use
    only one Enchanted Objects ability per turn."""
    _objects_used(ctx).add((ctx.controller, ctx.game.turn))
    _play_from_discard(ctx)


# ----- actions ---------------------------------------------------------------------------------
@ability("Be Our Guest", kind="talent")
def be_our_guest(ctx):
    """Base modifier. Talent: If you have discarded a card from your hand this turn, draw a card."""
    done = [r for r in ctx.game.hand_discards
            if r["player"] == ctx.controller and r["turn"] == ctx.game.turn]
    if not done:
        ctx.log(f"{ctx.controller} has not discarded a card from their hand this turn: no card drawn")
        return
    ctx.draw(1)


def _special_extra_action(name):
    @ability(name, kind="special", window="discarded", zone="discard", usable=_discarded_from_my_hand)
    def special(ctx):
        _play_from_discard(ctx)
    special.__doc__ = "Special: After you discard this card from your hand, you may play it as an extra action."
    return special


@ability("Break the Curse")
def break_the_curse(ctx):
    """Choose a base. Each of your characters currently there gains +1 power until the end of the
    turn."""
    base = ctx.choose("Break the Curse: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Discover the Library")
def discover_the_library(ctx):
    """Draw two cards, then discard a card."""
    ctx.draw(2)
    discard_cost(ctx, "a card")


@ability("Ever a Surprise")
def ever_a_surprise(ctx):
    """Shuffle up to two characters from your discard pile into your deck."""
    picks = ctx.choose_many("Ever a Surprise: shuffle up to two characters from your discard pile into your deck",
                            [c for c in ctx.discard_pile() if is_minion(c)], max=2)
    shuffle_into_deck(ctx, picks)


for _name in ("Break the Curse", "Discover the Library", "Ever a Surprise"):
    _special_extra_action(_name)


@ability("Gaston", kind="breakpoint")
def gaston(ctx, base):
    """Base modifier. Ongoing: This base's breakpoint is increased by 5."""
    return 5 if ctx.here is not None and base is ctx.here else 0


def _gaston_usable(ctx) -> bool:
    return ctx.is_my_turn and len(ctx.hand()) >= 2


@ability("Gaston", kind="special", zone="table", usable=_gaston_usable)
def gaston_special(ctx):
    """On each player's turn, that player may discard two cards to destroy this card."""
    picks = ctx.choose_many("Gaston: discard two cards to destroy Gaston", ctx.hand(), min=2, max=2)
    for c in picks:
        ctx.discard_from_hand(c)
    ctx.destroy(ctx.card)


def _petals_when(ctx) -> bool:
    ev = ctx.event
    if ev.data.get("from") != "hand" or ev.player != ctx.controller:
        return False
    key = (ctx.game.turn, ctx.game.step, ev.source.uid if ev.source is not None else None)
    seen = ctx.game.__dict__.setdefault("_disney_petals", {}).setdefault(ctx.card.uid, set())
    if key in seen:
        return False  # one trigger for the cards discarded together
    seen.add(key)
    return True


@ability("Petals of the Rose", kind="ongoing", event="discarded", when=_petals_when)
def petals_of_the_rose(ctx):
    """Base modifier. Ongoing: After you discard one or more cards from your hand, you may look at the
    top two cards of your deck. Place them on the top and/or bottom of your deck in any order."""
    if not ctx.may("Petals of the Rose: look at the top two cards of your deck?"):
        return
    cards = ctx.take_top(2, reveal=False)
    if not cards:
        return
    bottom = ctx.choose_many("Petals of the Rose: which cards go to the bottom of your deck (the rest stay on "
                             "top)?", cards)
    top = [c for c in cards if c not in bottom]
    deck = ctx.player.deck
    if len(top) == 2:
        first = ctx.choose("Petals of the Rose: which card is on top?", top)
        top = [first] + [c for c in top if c is not first]
    for c in reversed(top):
        ctx.put(c, deck, top=True)
    if len(bottom) == 2:
        last = ctx.choose("Petals of the Rose: which card is at the very bottom?", bottom)
        bottom = [c for c in bottom if c is not last] + [last]
    for c in bottom:
        ctx.put(c, deck)
    ctx.log(f"{ctx.controller} places {len(top)} card(s) on top and {len(bottom)} at the bottom of their deck",
            cites.T_PLACE)


@ability("This Provincial Town")
def this_provincial_town(ctx):
    """Play an extra character of power 3 or less. Then you may discard a card to place a +1 power
    counter on it."""
    played = ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 3)
    if played is None or not ctx.in_play(played):
        return
    pick = ctx.may_choose(f"This Provincial Town: you may discard a card to place a +1 power counter on "
                          f"{played.ref}", ctx.hand())
    if pick is not None:
        ctx.discard_from_hand(pick)
        ctx.place_counters(played, 1)
