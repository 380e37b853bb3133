"""Anansi Tales (Smash Up: World Tour: Culture Shock): giving cards away.

Each function quotes the card text it implements
(corpus/cards/world-tour-culture-shock/anansi-tales.yaml, the current wording), following its
clarifications.

- A card placed into another player's hand keeps its owner; that player controls it and may play it.
  Each such placement fires an ``anansi_placed_in_hand`` event (``player``: who placed it,
  ``data["to"]``: whose hand) that Osebo the Leopard answers; only this faction's cards fire it.
- "Place this card into another player's hand": the standard action goes there after resolving
  instead of the discard pile.
- "Search your deck for a standard action and play it ... Then place it into another player's hand
  instead of where it would normally go" (Anansi the Spider, The Perfect Gift): the action is
  played at once (clarification) and, once it has resolved, moved from wherever it went into the
  chosen player's hand; an action that placed itself into another player's hand is placed only once.
- Onini the Python and Mboro Hornet answer plays of cards the player does not own, and discards
  from a hand (the engine signals no discard from a deck). A Madness card's player is its owner
  (clarification); monsters and treasures have no owner among the players, so they count.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.triggers import GameEvent, fire


def _give(ctx, card, to=None):
    """Place ``card`` into another player's hand (``to``, or asked); returns that player's name."""
    others = ctx.other_players()
    if not others:
        return None
    if to is None:
        who = ctx.choose(f"{ctx.card.ref}: place {card.ref} into which player's hand?", list(others))
    else:
        who = to
    p = ctx.game.player(who)
    ctx.to_hand(card, p)
    card.controller = who
    ctx.log(f"{ctx.controller} places {card.ref} into {who}'s hand", cites.T_PLACE)
    fire(ctx.game, GameEvent("anansi_placed_in_hand", card=card, player=ctx.controller, source=ctx.card,
                             data={"to": who}))
    return who


def _give_self(ctx):
    """Place this card into another player's hand (a standard action, after resolving)."""
    _give(ctx, ctx.card)


def _standard(card) -> bool:
    return card.defn.plays_as == "action" and card.defn.play_on is None and not card.defn.is_fusion


def _gift(ctx, label):
    """Search your deck for a standard action, play it as an extra action, then place it into another
    player's hand instead of where it would normally go. Returns the action, or None."""
    pick = ctx.search_deck(f"{label}: search your deck for a standard action", where=_standard, may=False)
    if pick is None:
        ctx.log(f"{label}: no standard action in the deck", cites.DECKS)
        return None
    ctx.play_card(pick)
    # an action whose own text already placed it into another player's hand (e.g. Feather Gifts) is
    # not placed twice: the one placement stands in for "where it would normally go" (clarification)
    gone_to_other = pick.zone is not None and pick.zone.kind == "hand" and pick.zone.player != ctx.controller
    if not ctx.in_play(pick) and not gone_to_other:
        _give(ctx, pick)
    return pick


# ----- minions -----------------------------------------------------------------------------
@ability("Anansi the Spider", kind="talent")
def anansi_the_spider(ctx):
    """Talent: Search your deck for a standard action and play it as an extra action. Then place it into
    another player's hand instead of where it would normally go. You cannot play any copy of that action
    again this turn."""
    pick = _gift(ctx, "Anansi the Spider")
    if pick is not None:
        name = pick.name
        ctx.forbid("play", ctx.controller, match=lambda game, card: card.name == name,
                   reason=f"(Anansi the Spider: no other copy of {name} this turn)")


def _not_owned_play(ctx) -> bool:
    ev = ctx.event
    card = ev.card
    if ev.player is None or ev.player == ctx.controller or card is None:
        return False
    return card.owner != ev.player


def _not_owned_discard(ctx) -> bool:
    ev = ctx.event
    if ev.data.get("from") not in ("hand", "deck"):
        return False
    return _not_owned_play(ctx)


def _onini(ctx):
    """Ongoing: After another player plays or discards a card they don't own from a hand or deck, you may
    place a +1 power counter on one of your minions."""
    ctx.choose_and("Onini the Python: place a +1 power counter on one of your minions?",
                   ctx.minions(controller=ctx.controller), lambda m: ctx.place_counters(m, 1), may=True)


for _ev in ("minion_played", "action_played"):
    ability("Onini the Python", kind="ongoing", event=_ev, when=_not_owned_play)(_onini)
ability("Onini the Python", kind="ongoing", event="discarded", when=_not_owned_discard)(_onini)


@ability("Osebo the Leopard", kind="ongoing", event="anansi_placed_in_hand",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.data.get("to") != ctx.controller)
def osebo_the_leopard(ctx):
    """Ongoing: After you place a card into another player's hand, place a +1 power counter on this
    minion."""
    ctx.place_counters(ctx.card, 1)


@ability("Akye the Turtle", slug="akye-the-turtle-anansi-tales")
def akye_the_turtle(ctx):
    """You may place a card from your hand into another player's hand to draw two cards."""
    if not ctx.other_players():
        return
    card = ctx.may_choose("Akye the Turtle: place a card from your hand into another player's hand?",
                          ctx.hand())
    if card is not None and _give(ctx, card):
        ctx.draw(2)


def _mboro(ctx):
    """Special: After another player plays or discards a card they don't own from a hand or deck, you may
    play this minion as an extra minion."""
    ctx.play_this()


for _ev in ("minion_played", "action_played"):
    ability("Mboro Hornet", kind="special", window=_ev, zone="hand", usable=_not_owned_play)(_mboro)
ability("Mboro Hornet", kind="special", window="discarded", zone="hand", usable=_not_owned_discard)(_mboro)


# ----- actions -----------------------------------------------------------------------------
@ability("Collecting Stories")
def collecting_stories(ctx):
    """Look at another player's hand. You may play a card you own from their hand as an extra card."""
    others = list(ctx.other_players())
    if not others:
        return
    who = ctx.choose("Collecting Stories: look at which player's hand?", others)
    hand = ctx.hand(who)
    ctx.log(f"{ctx.controller} looks at {who}'s hand: {', '.join(c.ref for c in hand) or 'empty'}",
            cites.USING_ABILITIES)
    ctx.saw(hand, player=who, look=True, zone="hand")
    mine = [c for c in hand if c.owner == ctx.controller and c.defn.plays_as in ("minion", "action")]
    ctx.choose_and(f"Collecting Stories: play a card you own from {who}'s hand?", mine, ctx.play_card, may=True)


@ability("Ear of Corn")
def ear_of_corn(ctx):
    """Shuffle up to three actions from your discard pile into your deck and play an extra action. Place
    this card into another player's hand"""
    acts = [c for c in ctx.discard_pile() if c.defn.plays_as == "action"]
    picks = ctx.choose_many("Ear of Corn: shuffle up to three actions from your discard pile into your deck",
                            acts, max=3)
    if picks:
        for c in picks:
            ctx.to_deck(c)
        ctx.log(f"{ctx.controller} shuffles {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
        ctx.shuffle_deck()
    ctx.extra("action")
    _give_self(ctx)


@ability("Feather Gifts")
def feather_gifts(ctx):
    """Move one of your minions to another base. Place this card into another player's hand."""
    mine = [m for m in ctx.minions(controller=ctx.controller) if ctx.other_bases(ctx.base_of(m))]
    m = ctx.choose("Feather Gifts: move which of your minions?", mine)
    if m is not None:
        dest = ctx.choose(f"Feather Gifts: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
        ctx.move(m, dest)
    _give_self(ctx)


@ability("Let it be Full and Eat")
def let_it_be_full_and_eat(ctx):
    """Draw two cards. Place this card into another player's hand."""
    ctx.draw(2)
    _give_self(ctx)


@ability("Pot of Beans")
def pot_of_beans(ctx):
    """Place two +1 power counters total on minions. Place this card into another player's hand."""
    for n in ("first", "second"):
        ctx.choose_and(f"Pot of Beans: place the {n} +1 power counter on which minion?", ctx.minions(),
                       lambda m: ctx.place_counters(m, 1))
    _give_self(ctx)


@ability("Pot of Wisdom")
def pot_of_wisdom(ctx):
    """Draw a card for each other player, then place a card from your hand into each other player's hand.
    Play an extra action."""
    others = list(ctx.other_players())
    if others:
        ctx.draw(len(others))
    for who in others:
        card = ctx.choose(f"Pot of Wisdom: place a card from your hand into {who}'s hand", ctx.hand())
        if card is not None:
            _give(ctx, card, to=who)
    ctx.extra("action")


@ability("The Perfect Gift")
def the_perfect_gift(ctx):
    """Search your deck for a standard action and play it as an extra action. Then place it into another
    player's hand instead of where it would normally go."""
    _gift(ctx, "The Perfect Gift")


@ability("Trading Stories")
def trading_stories(ctx):
    """You may place up to three cards from your hand into other players' hands. For each one placed, draw
    a card."""
    if not ctx.other_players():
        return
    picks = ctx.choose_many("Trading Stories: place up to three cards from your hand into other players' hands",
                            ctx.hand(), max=3)
    placed = sum(1 for c in picks if _give(ctx, c))
    if placed:
        ctx.draw(placed)
