"""Ancient Incas (Smash Up: World Tour: Culture Shock): actions played on bases.

Each function quotes the card text it implements
(corpus/cards/world-tour-culture-shock/ancient-incas.yaml, the current wording).

- "An action that can be played on a base" is an action whose text says "Play on a base".
- "Play an action on a base" / "on this base": an action played on the base itself (not on a
  minion there).
- Ashlar Masonry acts in the after-scoring Me First! window, while the scored base's cards are
  still there (as I Will Survive does): "your actions on that base" are those on the base and on
  minions there. The "may" is the choice of one action to return; the others are always
  shuffled into the deck (playing the Special is itself the choice to use the card).
- Signs in the Stars: the base it is on "also has" the abilities of the top card of the base deck (the
  engine's ``card.also_has``), run as that base's own, while the card is face up; whichever card is on
  top now (a new top card is face up if the previous one was, clarification). A player who turns it
  face down at the start of their turn does so until the end of that turn. Effects already made by the
  previous top card's abilities stay.
- "Reveal cards from the top of your deck until you reveal an action that can be played on a base"
  (Incan Engineer): when the deck runs out while revealing, the discard pile is shuffled into a new
  deck and revealing continues ("Start or continue drawing (revealing, searching) from there",
  rules/decks-discards-and-searches); it stops when deck and discard pile are both empty. The
  community wiki (wiki/until-you-reveal-x) would stop instead; the official rulebook wins.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


def _base_action(card) -> bool:
    return card is not None and card.defn.plays_as == "action" and card.defn.play_on == "base"


def _holding(ctx, card):
    for b in ctx.game.bases:
        if card in b.actions:
            return b
    return None


def _you_played_on_base(ctx) -> bool:
    ev = ctx.event
    return (ev.player == ctx.controller and ev.base is not None and ev.card is not None
            and ev.card.zone is ev.base.actions)


# ----- minions -----------------------------------------------------------------------------
@ability("Sapa Inca")
def sapa_inca(ctx):
    """Search your deck and/or discard pile for an action that can be played on a base, and add it
    to your hand."""
    p = ctx.player
    cands = [c for c in list(p.deck) + list(p.discard) if _base_action(c)]
    if not cands:
        ctx.log("Sapa Inca: no action that can be played on a base in the deck or discard pile",
                cites.USING_ABILITIES)
        if p.deck:
            ctx.shuffle_deck()
        return
    pick = ctx.choose("Sapa Inca: an action that can be played on a base, from your deck or discard pile",
                      cands)
    from_deck = pick.zone is p.deck
    ctx.to_hand(pick, p)
    ctx.log(f"{p.name} reveals {pick.ref} from their {'deck' if from_deck else 'discard pile'} and adds it "
            f"to their hand", cites.DECKS)
    if from_deck:
        ctx.saw([pick], player=p.name, top=False)
    if p.deck:
        ctx.shuffle_deck()


@ability("Sapa Inca", kind="ongoing", event="action_played", when=_you_played_on_base)
def sapa_inca_ongoing(ctx):
    """Ongoing: After you play an action on a base, place a +1 power counter on one your minions
    there."""
    base = ctx.event.base
    mine = ctx.minions(base=base, controller=ctx.controller)
    ctx.choose_and(f"Sapa Inca: place a +1 power counter on one of your minions at {base.ref}", mine,
                   lambda m: ctx.place_counters(m, 1))


def _child_when(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    if here is None or not _you_played_on_base(ctx) or ev.base is not here:
        return False
    first = [p for p in ctx.plays_this_turn(kind="action", player=ctx.controller)
             if p["base"] is here and p["on"] is None]
    return bool(first) and first[0]["card"] is ev.card


@ability("Child of the Sun", kind="ongoing", event="action_played", when=_child_when)
def child_of_the_sun(ctx):
    """Ongoing: After the first time you play an action on this base each turn, you may play an extra
    action."""
    ctx.extra("action")


@ability("Incan Engineer")
def incan_engineer(ctx):
    """Reveal cards from the top of your deck until you reveal an action that can be played on a base.
    Add it to your hand. Shuffle the rest into your deck."""
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues (ctx.reveal_until)
    hits, rest = ctx.reveal_until(_base_action)
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_hand(found, p)
        found.controller = p.name
        ctx.log(f"{found.ref} is added to {p.name}'s hand", cites.DECKS)
    else:
        ctx.log("no action that can be played on a base was revealed", cites.USING_ABILITIES)
    for c in rest:
        ctx.to_deck(c, p)
        c.controller = p.name
    if p.deck:
        ctx.shuffle_deck()


@ability("Llama")
def llama(ctx):
    """You may return one of your actions played on another base to your hand and play it here as an
    extra action."""
    here = ctx.here
    cands = [a for b in ctx.other_bases(here) for a in b.actions if a.controller == ctx.controller]
    pick = ctx.may_choose("Llama: return one of your actions on another base, to play it here", cands)
    if pick is None:
        return
    if ctx.return_to_hand(pick) and pick.zone is ctx.player.hand and here in ctx.game.bases:
        ctx.play_card(pick, base=here)


# ----- actions -----------------------------------------------------------------------------
@ability("Armory", kind="player_power")
def armory(ctx, base, player):
    """Play on a base. Ongoing: You have +2 power here for each of your other actions on this base."""
    if player != ctx.controller or ctx.card not in base.actions:
        return 0
    return 2 * sum(1 for a in base.actions if a is not ctx.card and a.controller == player)


@ability("Fortress Walls")
def fortress_walls(ctx):
    """Play on a base. Place a +1 power counter on one of your minions here."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    ctx.choose_and("Fortress Walls: place a +1 power counter on one of your minions here", mine,
                   lambda m: ctx.place_counters(m, 1))


@ability("Fortress Walls", kind="ongoing", event="action_played",
         when=lambda ctx: _you_played_on_base(ctx) and ctx.event.card is not ctx.card
         and ctx.event.base is _holding(ctx, ctx.card))
def fortress_walls_ongoing(ctx):
    """Ongoing: After you play another action on this base, you may place a +1 power counter on one of
    your minions here."""
    here = _holding(ctx, ctx.card)
    mine = ctx.minions(base=here, controller=ctx.controller)
    ctx.choose_and("Fortress Walls: place a +1 power counter on one of your minions here?", mine,
                   lambda m: ctx.place_counters(m, 1), may=True)


@ability("Golden Condor")
def golden_condor(ctx):
    """Return any number of your actions on bases to your hand. You must play each of them as an extra
    action."""
    cands = [a for b in ctx.bases() for a in b.actions if a.controller == ctx.controller]
    picks = ctx.choose_many("Golden Condor: return any number of your actions on bases", cands)
    back = [a for a in picks if ctx.return_to_hand(a) and a.zone is ctx.player.hand]
    for a in back:
        if a.zone is ctx.player.hand:
            ctx.play_card(a)


@ability("Quipu Strings")
def quipu_strings(ctx):
    """Choose an action in your discard pile that can be played on a base and play it as an extra
    action."""
    cands = [c for c in ctx.discard_pile() if _base_action(c)]
    pick = ctx.choose("Quipu Strings: an action in your discard pile to play", cands)
    if pick is None:
        ctx.log("Quipu Strings: no action that can be played on a base in the discard pile",
                cites.USING_ABILITIES)
        return
    ctx.play_card(pick)


def _move_one(ctx, here, there, label):
    mine = ctx.minions(base=here, controller=ctx.controller) + ctx.minions(base=there, controller=ctx.controller)
    m = ctx.may_choose(label, mine)
    if m is not None:
        ctx.move(m, there if ctx.base_of(m) is here else here)


@ability("Royal Highway")
def royal_highway(ctx):
    """Play on a base. You may move one of your minions to or from here."""
    here = ctx.here
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.may_choose("Royal Highway: move one of your minions to or from here", mine)
    if m is None:
        return
    if ctx.base_of(m) is here:
        dest = ctx.choose(f"Royal Highway: move {m.ref} to which base?", ctx.other_bases(here))
        if dest is not None:
            ctx.move(m, dest)
    else:
        ctx.move(m, here)


@ability("Royal Highway", kind="ongoing", event="action_played",
         when=lambda ctx: _you_played_on_base(ctx) and _holding(ctx, ctx.card) is not None
         and ctx.event.base is not _holding(ctx, ctx.card))
def royal_highway_ongoing(ctx):
    """Ongoing: After you play an action on another base, you may move one of your minions from here to
    there or from there to here."""
    here, there = _holding(ctx, ctx.card), ctx.event.base
    if there not in ctx.game.bases:
        return
    _move_one(ctx, here, there, f"Royal Highway: move one of your minions between {here.ref} and {there.ref}")


@ability("Temple of the Sun")
def temple_of_the_sun(ctx):
    """Play on a base. Draw a card."""
    ctx.draw(1)


@ability("Temple of the Sun", kind="ongoing", event="action_played",
         when=lambda ctx: _you_played_on_base(ctx) and ctx.event.card is not ctx.card
         and ctx.event.base is _holding(ctx, ctx.card))
def temple_of_the_sun_ongoing(ctx):
    """Ongoing: After you play another action on this base, draw a card."""
    ctx.draw(1)


def _your_actions_at(ctx, base):
    """Your actions on ``base``: played on it; "actions on minions are not on the base"
    (rules/attached-cards)."""
    return [a for a in base.actions if a.controller == ctx.controller]


@ability("Ashlar Masonry", kind="special", window="after_scoring", zone="hand",
         usable=lambda ctx: ctx.event is not None and ctx.event.base in ctx.game.bases)
def ashlar_masonry_special(ctx):
    """Special: Play after a base scores. ..."""
    ctx.card.culture_shock_ashlar_base = ctx.event.base
    ctx.play_this()


@ability("Ashlar Masonry")
def ashlar_masonry(ctx):
    """Special: Play after a base scores. You may return one of your actions on that base to your hand
    and shuffle the rest of them into your deck instead of the discard pile."""
    base = getattr(ctx.card, "culture_shock_ashlar_base", None)
    ctx.card.culture_shock_ashlar_base = None
    if base is None:
        raise Refused("Ashlar Masonry is played only after a base scores (its Special)")
    if base not in ctx.game.bases:
        return
    mine = _your_actions_at(ctx, base)
    ctx.choose_and("Ashlar Masonry: return one of your actions there to your hand", mine, ctx.return_to_hand, may=True)
    owners = set()
    for a in _your_actions_at(ctx, base):
        if ctx.place(a, "deck_top"):
            owners.add(a.owner or ctx.controller)
    for o in sorted(owners):
        ctx.shuffle_deck(o)


# ----- Signs in the Stars ---------------------------------------------------------------------
def _base_holding(game, card):
    for b in game.bases:
        if any(a is card for a in b.actions):
            return b
    return None


def _face_down(game) -> dict:
    """Signs in the Stars card uid -> the turn in which the top base card was turned face down."""
    return game.__dict__.setdefault("signs_in_the_stars_down", {})


def _top_base_for(game, signs, host):
    """The card whose abilities the base ``host`` (a base card) also has now, or None."""
    def top():
        b = _base_holding(game, signs)
        if b is None or b.card is not host or _face_down(game).get(signs.uid) == game.turn:
            return None
        return game.base_deck[0] if len(game.base_deck) else None
    top.signs = signs
    return top


@ability("Signs in the Stars", kind="watch")
def signs_in_the_stars_watch(ctx):
    """(Keeps the base this card is on given the abilities of the top base card, wherever it is.)"""
    game, card = ctx.game, ctx.card
    b = _base_holding(game, card)
    if b is None:
        return
    current = b.card.__dict__.get("also_has")
    if current is not None and getattr(current, "signs", None) is card:
        return
    b.card.also_has = _top_base_for(game, card, b.card)
    game.version += 1


@ability("Signs in the Stars")
def signs_in_the_stars(ctx):
    """Play on a base. Ongoing: Turn the top card of the base deck face up. While the top base card is face
    up this base also has its abilities."""
    game = ctx.game
    b = _base_holding(game, ctx.card)
    if b is None:
        return
    b.card.also_has = _top_base_for(game, ctx.card, b.card)
    game.version += 1
    top = game.base_deck[0] if len(game.base_deck) else None
    if top is not None:
        ctx.log(f"the top card of the base deck, {top.ref}, is turned face up: {b.ref} also has its abilities",
                cites.USING_ABILITIES)


@ability("Signs in the Stars", kind="start_of_turn", when=lambda ctx: True)
def signs_in_the_stars_start(ctx):
    """At the start of each player's turn they may turn the top base card down until the end of the turn."""
    game = ctx.game
    who = game.current_player.name
    if not len(game.base_deck) or _base_holding(game, ctx.card) is None:
        return
    if ctx.may(f"Signs in the Stars: {who} may turn the top base card ({game.base_deck[0].ref}) face down until "
               f"the end of the turn", player=who):
        _face_down(game)[ctx.card.uid] = game.turn
        game.version += 1
        ctx.log(f"{who} turns the top base card face down until the end of the turn", cites.USING_ABILITIES)


@ability("Signs in the Stars", kind="talent")
def signs_in_the_stars_talent(ctx):
    """Talent: Place the top card of the base deck on the bottom of the deck."""
    game = ctx.game
    if not len(game.base_deck):
        game.refuse("the base deck is empty")
    top = game.base_deck[0]
    ctx.put(top, game.base_deck)
    ctx.log(f"{ctx.controller} places the top base card, {top.ref}, on the bottom of the base deck", cites.T_PLACE)
