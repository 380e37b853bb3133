"""Russian Fairy Tales (Smash Up: World Tour: Culture Shock): decks, transformations.

Each function quotes the card text it implements
(corpus/cards/world-tour-culture-shock/russian-fairy-tales.yaml, the current wording), following its
clarifications.

- "Play a minion off the top of your deck" (Baba Yaga, Transformation, The Frog Princess, and the base
  Transformation Spring): cards are revealed from the top of that player's deck until a minion is revealed
  (compilation/play-or-draw-x-off-the-top-of-your-deck, wiki/play-x-off-the-top-of-your-deck); that player
  plays it there at once as an extra minion (clarification: "Cards that specify how to choose the extra card
  require you to play it immediately"); a minion that cannot be played there is discarded instead
  (compilation). The other revealed cards are then shuffled into the deck; when the first card already
  was a minion the deck is shuffled only where the card says so ("then shuffle": Baba Yaga, Transformation,
  The Frog Princess; not Transformation Spring). When the deck runs out while revealing, the discard pile
  is shuffled into a new deck and revealing continues (rules/decks-discards-and-searches, official, over
  the community "stop revealing" sentence); nothing is played only when deck and discard pile hold no
  minion. The minion placed on the bottom of a deck first is part of that deck, so it can be the one
  revealed and played again. The revealing is ``ctx.reveal_until``.
- Toad: control is given with the engine's control change (terms/control), to a player who has
  another minion at Toad's base.
- Bewitched answers the engine's ``holder_leaving`` event (fired as its minion leaves play, before its
  attachments are discarded): its controller picks another minion in play to transfer it to (not one
  leaving play together with it from a scored base); with none, it is discarded with the minion. The
  World Champs Bewitched (same text) uses the same functions.
- The Frog Princess keeps itself in play while its minion goes to the deck (it is set on the base for
  that moment, with no event), then is transferred to the new minion, or discarded if none is played.
- "Reveal cards from your deck until you reveal two actions" (Fetch I Know Not What): when the deck runs
  out while revealing, the discard pile is shuffled into a new deck and revealing continues ("Start or
  continue drawing (revealing, searching) from there", rules/decks-discards-and-searches); it stops when
  deck and discard pile are both empty. The community wiki (wiki/until-you-reveal-x) would stop instead;
  the official rulebook wins.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.context import Context
from oracle.engine.errors import Refused
from oracle.engine.play import check_play


OFF_THE_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


def _play_top_minion(ctx, player, base, card_shuffles=False):
    """``player`` plays a minion off the top of their deck at ``base`` as an extra minion (see the module
    docstring): reveal until a minion, play it (or discard it if it cannot be played there), shuffle the
    other revealed cards into the deck. ``card_shuffles``: the card goes on "then shuffle their deck", so
    the revealed cards are only put back here and the caller shuffles once. Returns the card played, or
    None."""
    game = ctx.game
    p = game.player(player)
    if base not in game.bases:
        ctx.log(f"the base has left play: {player} plays no minion there", cites.USING_ABILITIES)
        return None
    hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == "minion", player=player)
    played = None
    if not hits:
        ctx.log(f"{player} reveals no minion: nothing is played", cites.DECKS, OFF_THE_TOP)
    else:
        found = hits[0]
        try:
            check_play(game, player, found, base, None, how="free", as_type="minion")
        except Refused as why:
            ctx.to_discard(found, found.owner or player)
            ctx.log(f"{found.ref} cannot be played there ({why}): it is discarded", OFF_THE_TOP)
        else:
            ctx.log(f"{player} plays {found.ref} off the top of their deck", OFF_THE_TOP)
            played = Context(game, ctx.card, controller=player).play_card(found, base=base)
    back = [c for c in hits + others if c.zone is game.revealed]  # unused revealed cards
    for c in back:
        ctx.to_deck(c, p)
    if back and not card_shuffles:
        ctx.shuffle_deck(player)
    return played


def _swap_for_top(ctx, victim):
    """Place ``victim`` on the bottom of its owner's deck to have them play a minion off the top of their
    deck at its base as an extra minion, then shuffle their deck."""
    base = ctx.base_of(victim)
    owner = victim.owner or victim.controller
    if not ctx.place(victim, "deck_bottom"):
        return False
    if owner is None:  # a monster has no owner: it goes under the monster deck and no one plays a minion
        ctx.log(f"{victim.ref} has no owner, so no one plays a minion off the top of a deck", cites.USING_ABILITIES)
        return True
    _play_top_minion(ctx, owner, base, card_shuffles=True)
    ctx.shuffle_deck(owner)
    return True


# ----- minions -----------------------------------------------------------------------------
@ability("Baba Yaga", kind="talent")
def baba_yaga(ctx):
    """Talent: Place another minion here on the bottom of its owner's deck to have them play a minion off
    the top of their deck here as an extra minion, then shuffle their deck."""
    here = ctx.base_of(ctx.card)
    cands = ctx.minions(base=here, where=lambda m: m is not ctx.card)
    if not cands:
        raise Refused("Baba Yaga: there is no other minion here")
    victim = ctx.choose("Baba Yaga: place which other minion here on the bottom of its owner's deck?", cands)
    _swap_for_top(ctx, victim)


@ability("The Gray Wolf", kind="talent")
def the_gray_wolf(ctx):
    """Talent: Place this minion on top of its owner's deck to play an extra minion here and place a +1
    power counter on it."""
    here = ctx.base_of(ctx.card)
    if not ctx.place(ctx.card, "deck_top"):
        return
    m = ctx.play_extra_now("minion", base=here)
    if m is not None and ctx.in_play(m):
        ctx.place_counters(m, 1)


@ability("Foolish Magician")
def foolish_magician(ctx):
    """Draw three cards, then place three cards from your hand on the top and/or bottom of your deck in any
    order"""
    ctx.draw(3)
    p = ctx.player
    n = min(3, len(p.hand))
    for i in range(n):
        card = ctx.choose(f"Foolish Magician: place a card from your hand on your deck ({i + 1} of {n})",
                          list(p.hand))
        where = ctx.choose_word(f"Foolish Magician: {card.ref} on the top or the bottom of your deck?",
                                ["top", "bottom"])
        ctx.to_deck(card, p, top=where == "top")
        ctx.log(f"{p.name} places a card on the {where} of their deck", cites.T_PLACE)


@ability("Tsar Eagle")
def tsar_eagle(ctx):
    """Draw a card OR place a minion from another player's discard pile on top of their deck."""
    cands = [c for who in ctx.other_players() for c in ctx.discard_pile(who) if c.defn.plays_as == "minion"]
    words = ["draw"] + (["place"] if cands else [])
    if ctx.choose_word("Tsar Eagle: draw a card, or place a minion from another player's discard pile on their "
                       "deck?", words) == "draw":
        ctx.draw(1)
        return
    card = ctx.choose("Tsar Eagle: which minion from another player's discard pile?", cands)
    ctx.place(card, "deck_top", player=card.owner)


# ----- actions -----------------------------------------------------------------------------
def _bewitched_holder(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def bewitched_power(ctx, minion):
    """Ongoing: This minion has +2 power."""
    return 2 if minion is _bewitched_holder(ctx.card) else 0


def bewitched_when(ctx):
    return ctx.event.card is _bewitched_holder(ctx.card)


def bewitched_leaving(ctx):
    """When this minion leaves play, transfer this action to another minion."""
    leaving = ctx.event.card
    base = ctx.event.base
    together = bool(ctx.event.data.get("at_once"))
    others = ctx.minions(where=lambda m: m is not leaving and not (together and ctx.base_of(m) is base))
    if not others:
        ctx.log(f"there is no other minion to transfer {ctx.card.ref} to: it leaves with {leaving.ref}",
                cites.T_TRANSFER)
        return
    to = ctx.choose(f"Bewitched: transfer this action to which other minion ({leaving.ref} leaves play)?",
                    others)
    ctx.transfer_action(ctx.card, to)


_RFT = "bewitched-russian-fairy-tales"
ability("Bewitched", kind="power", slug=_RFT)(bewitched_power)
ability("Bewitched", kind="ongoing", event="holder_leaving", when=bewitched_when, slug=_RFT)(bewitched_leaving)


@ability("Fetch I Know Not What")
def fetch_i_know_not_what(ctx):
    """Reveal cards from your deck until you reveal two actions. You may place any number of those actions
    into your hand. Shuffle the rest into your deck."""
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues (ctx.reveal_until)
    acts, others = ctx.reveal_until(lambda c: c.defn.plays_as == "action", count=2)
    for c in ctx.choose_many("Fetch I Know Not What: place any number of those actions into your hand", acts):
        ctx.to_hand(c, p)
        c.controller = p.name
        ctx.log(f"{c.ref} is placed into {p.name}'s hand", cites.T_PLACE)
    for c in acts + others:  # the rest, shuffled into the deck
        if c.zone is ctx.game.revealed:
            ctx.to_deck(c, p)
            c.controller = p.name
    if p.deck:
        ctx.shuffle_deck()


@ability("Go I Know Not Whither")
def go_i_know_not_whither(ctx):
    """Choose a base. Shuffle a random minion there controlled by each other player into its owner's
    deck."""
    base = ctx.choose("Go I Know Not Whither: choose a base", ctx.bases())
    for who in ctx.other_players():
        theirs = ctx.minions(base=base, controller=who)
        if not theirs:
            continue
        m = ctx.game.rng.choice(theirs)
        ctx.log(f"{m.ref} is chosen at random among {who}'s minions at {base.ref}", cites.USING_ABILITIES)
        owner = m.owner or who
        if ctx.place(m, "deck_top"):
            ctx.shuffle_deck(owner)


def _see_sister_when(ctx) -> bool:
    ev = ctx.event
    here = None
    for b in ctx.game.bases:
        if ctx.card in b.actions:
            here = b
    if here is None or ev.base is not here or ev.card is None:
        return False
    if ev.kind == "minion_played":
        return ev.player == ctx.controller
    return ev.card.controller == ctx.controller and ev.player == ctx.controller


@ability("Go See My Sister", kind="ongoing", event="minion_played", when=_see_sister_when)
def go_see_my_sister_played(ctx):
    """Play on a base. Ongoing: After you play or move one of your minions to here, you may draw a card."""
    if ctx.may("Go See My Sister: draw a card?"):
        ctx.draw(1)


@ability("Go See My Sister", kind="ongoing", event="moved", when=_see_sister_when)
def go_see_my_sister_moved(ctx):
    """Ongoing: After you play or move one of your minions to here, you may draw a card."""
    if ctx.may("Go See My Sister: draw a card?"):
        ctx.draw(1)


@ability("Mass Transformation")
def mass_transformation(ctx):
    """Each player places their hand on the bottom of their deck and draws an equal number of cards."""
    for who in ctx.players():
        p = ctx.game.player(who)
        hand = list(p.hand)
        for c in hand:
            ctx.to_deck(c, p)
        ctx.log(f"{who} places {len(hand)} card(s) from their hand on the bottom of their deck", cites.T_PLACE)
        if hand:
            ctx.draw(len(hand), player=who)


@ability("The Water of Life")
def the_water_of_life(ctx):
    """Place a minion from your discard pile on top of your deck. You may play an extra action."""
    cands = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    ctx.choose_and("The Water of Life: place a minion from your discard pile on top of your deck", cands,
                   lambda card: ctx.place(card, "deck_top"))
    ctx.extra("action")


@ability("Transformation")
def transformation(ctx):
    """Place a minion on the bottom of its owner's deck to have them play a minion off the top of their deck
    there as an extra minion, then shuffle their deck."""
    victim = ctx.choose("Transformation: place which minion on the bottom of its owner's deck?", ctx.minions())
    if victim is None:
        ctx.log("there is no minion in play", cites.USING_ABILITIES)
        return
    _swap_for_top(ctx, victim)


@ability("Toad")
def toad(ctx):
    """You may give control of this minion to another player to shuffle another one of their minions here
    into its owner's deck."""
    here = ctx.here
    if here is None or not ctx.in_play(ctx.card):
        return
    whos = [w for w in ctx.other_players() if ctx.minions(base=here, controller=w)]
    theirs = [m for w in whos for m in ctx.minions(base=here, controller=w)]
    victim = ctx.may_choose("Toad: give control of Toad to that minion's controller, to shuffle one of their "
                            "minions here into its owner's deck?", theirs)
    if victim is None:
        return
    who = victim.controller
    if not ctx.give_control(ctx.card, who):
        return
    owner = victim.owner or who
    if ctx.place(victim, "deck_top"):
        ctx.shuffle_deck(owner)


def _finist_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    if base is None or base not in ctx.game.bases or not ctx.in_play(ctx.card):
        return False
    if ctx.base_of(ctx.card) is base:
        return len(ctx.game.bases) > 1
    return True


@ability("Finist the Falcon", kind="special", window="before_scoring", zone="play", usable=_finist_usable)
def finist_the_falcon(ctx):
    """Special: Before a base scores, you may move this minion to there, or return this minion from there to
    your hand and play it on another base as an extra minion."""
    base = ctx.event.base
    if ctx.base_of(ctx.card) is not base:
        ctx.move(ctx.card, base)
        return
    if not ctx.return_to_hand(ctx.card) or ctx.card.zone is not ctx.player.hand:
        return
    dest = ctx.choose("Finist the Falcon: play it on which other base?", ctx.other_bases(base))
    if dest is not None:
        ctx.play_card(ctx.card, base=dest)


def _fetch(ctx, name, base=None):
    """Search your hand, deck and/or discard pile for the card ``name``; add it to your hand or play it
    as an extra minion (at ``base``, or where you choose)."""
    p = ctx.player
    cands = [c for c in list(p.hand) + list(p.deck) + list(p.discard) if c.name == name]
    if not cands:
        ctx.log(f"{ctx.card.ref}: no {name} in the hand, deck or discard pile", cites.DECKS)
        if p.deck:
            ctx.shuffle_deck()
        return
    pick = ctx.choose(f"{ctx.card.ref}: which {name}?", cands)
    searched_deck = bool(p.deck) or pick.zone is p.deck
    from_deck = pick.zone is p.deck
    if pick.zone is not p.hand:
        ctx.to_hand(pick, p)
        ctx.log(f"{p.name} reveals {pick.ref} and adds it to their hand", cites.DECKS)
        if from_deck:
            ctx.saw([pick], player=p.name, top=False)
    if searched_deck and p.deck:
        ctx.shuffle_deck()
    if base is not None and base not in ctx.game.bases:
        return
    if ctx.choose_word(f"{ctx.card.ref}: keep {pick.ref} in your hand or play it now?", ["hand", "play"]) == "play":
        ctx.play_card(pick, base=base)


def _birch_woman_when(ctx) -> bool:
    ev = ctx.event
    if ev.card is not ctx.card or ctx.card.zone is None or ctx.card.zone.kind != "discard":
        return False
    if ev.kind == "left_play":
        return ev.data.get("how") == "scored"
    return True


def _birch_woman(ctx):
    """Ongoing: After this minion goes to the discard pile from play, you may search your hand, deck,
    and/or discard pile for The Birch, and add it to your hand or play it as an extra minion."""
    if not ctx.may("The Birch Woman: search for The Birch?"):
        return
    _fetch(ctx, "The Birch")


for _ev in ("destroyed", "left_play", "placed"):
    ability("The Birch Woman", kind="ongoing", event=_ev, when=_birch_woman_when)(_birch_woman)


@ability("The Birch", kind="start_of_turn")
def the_birch(ctx):
    """Ongoing: At the start of your turn, you may destroy this minion to search your hand, deck, and/or
    discard pile for The Birch Woman, and add it to your hand or play it here as an extra minion."""
    here = ctx.base_of(ctx.card)
    if here is None or not ctx.may("The Birch: destroy it to search for The Birch Woman?"):
        return
    if not ctx.destroy(ctx.card):
        return
    _fetch(ctx, "The Birch Woman", base=here)


@ability("The Frog Princess", kind="talent")
def the_frog_princess_talent(ctx):
    """Talent: Place this minion on the bottom of its owner's deck to play a minion off the top of your deck
    here as an extra minion and transfer this action to it, then shuffle your deck."""
    m = getattr(ctx.card.zone, "holder", None)
    if m is None or not ctx.in_play(m):
        raise Refused("The Frog Princess is not on a minion")
    here = ctx.base_of(m)
    if not effects.allowed(ctx.game, effects.Affect("place", m, ctx.card, ctx.controller)):
        ctx.log(f"{m.ref} cannot be placed on the bottom of the deck", cites.T_AFFECT)
        return
    ctx.put(ctx.card, here.actions)
    ctx.place(m, "deck_bottom")
    new = _play_top_minion(ctx, ctx.controller, here, card_shuffles=True)
    if new is not None and ctx.in_play(new):
        ctx.transfer_action(ctx.card, new)
    else:
        ctx.discard_from_play(ctx.card)
    ctx.shuffle_deck()
