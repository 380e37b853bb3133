"""World Tour: Culture Shock bases.

Each function quotes the base text it implements
(corpus/cards/world-tour-culture-shock/bases.yaml, the current wording).

- "This base's starting breakpoint is 0" (Tropical Paradise) is a modifier of minus the printed
  breakpoint, applied before the other modifiers (rules/calculating-values-for-breakpoints-or-power).
- Anansi's Web: a standard action played at the top level goes to the other player's hand instead
  of the discard pile; one played inside another ability is taken back from the discard pile.
- Transformation Spring: "play a minion off the top of your deck" reveals until a minion, going on from the
  reshuffled discard pile when the deck runs out (``_play_top_minion`` of Russian Fairy Tales, whose header
  gives the rule); the other revealed cards are shuffled back, and the deck is not shuffled when the first
  card already was a minion (the base does not say "then shuffle").
- Storyteller's Hut: "you may play an extra action" grants one extra action on each of your turns
  (like any "play an extra" grant); it is used with a `special: Storyteller's Hut` step that plays the
  action at once and places the counter.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.scoring import enter_base
from oracle.engine.triggers import GameEvent, fire

from .russian_fairy_tales import _play_top_minion


def _here(ctx):
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


@ability("Cuzcu", kind="breakpoint")
def cuzcu(ctx, base):
    """This base's breakpoint is reduced by 3 for each action on it."""
    if base is not _here(ctx):
        return 0
    return -3 * len(base.actions)


@ability("Giant Turnip", kind="breakpoint")
def giant_turnip(ctx, base):
    """This base's breakpoint is reduced by 1 for each minion on it."""
    if base is not _here(ctx):
        return 0
    return -len(base.minions)


@ability("Tropical Paradise", kind="breakpoint")
def tropical_paradise(ctx, base):
    """If each player has one or more minions on this base, its starting breakpoint is 0."""
    if base is not _here(ctx):
        return 0
    who = {m.controller for m in base.minions}
    if all(p.name in who for p in ctx.game.players):
        return -(base.card.defn.breakpoint or 0)
    return 0


@ability("Machu Picchu", kind="ongoing", event="action_played",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base is _here(ctx)
         and ctx.event.player is not None and ctx.event.card is not None
         and ctx.event.card.zone is ctx.event.base.actions)
def machu_picchu(ctx):
    """After you play an action on this base, draw a card."""
    ctx.draw(1, player=ctx.event.player)


def _island_peak_one(ctx):
    here = _here(ctx)
    if here is None:
        return None
    who = ctx.game.current_player.name
    mine = [m for m in here.minions if m.controller == who]
    return mine[0] if len(mine) == 1 else None


@ability("Island Peak", kind="start_of_turn", when=lambda ctx: _island_peak_one(ctx) is not None)
def island_peak(ctx):
    """At the start of your turn, if you have exactly one minion here, place a +1 power counter on it."""
    m = _island_peak_one(ctx)
    if m is not None:
        ctx.place_counters(m, 1, by=ctx.game.current_player.name)


@ability("Island Chain", kind="after_scoring")
def island_chain(ctx):
    """After this base scores, play the top card of the base deck as an extra base."""
    game = ctx.game
    if not game.base_deck:
        ctx.log("the base deck is empty: Island Chain adds no base", cites.DECKS)
        return
    nb = enter_base(game, game.base_deck[0])
    ctx.log(f"{nb.ref} is played as an extra base (Island Chain)", cites.USING_ABILITIES)


def _played_here(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is _here(ctx) and ev.player is not None and ev.card is not None


@ability("Woodland Cottage", kind="ongoing", event="minion_played", when=_played_here)
def woodland_cottage(ctx):
    """Once per turn, after you play a minion here, you may search your deck for a minion of power 3 or
    less and place it into your hand."""
    who = ctx.event.player
    if ctx.used_this_turn(player=who):
        return
    if not ctx.may("Woodland Cottage: search your deck for a minion of power 3 or less?", player=who):
        return
    ctx.mark_used(player=who)
    ctx.search_deck("Woodland Cottage: a minion of power 3 or less",
                    where=lambda c: c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3, player=who)


@ability("Transformation Spring", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and ctx.event.player == ctx.game.current_player.name)
def transformation_spring(ctx):
    """Once during your turn, after you play a minion here, you may place it on the bottom of its owner's
    deck to play a minion off the top of your deck here as an extra minion."""
    who = ctx.event.player
    m = ctx.event.card
    here = _here(ctx)
    if not ctx.in_play(m) or ctx.base_of(m) is not here or ctx.used_this_turn(player=who):
        return
    if not ctx.may(f"Transformation Spring: place {m.ref} on the bottom of its owner's deck to play a minion off "
                   f"the top of your deck here?", player=who):
        return
    ctx.mark_used(player=who)
    if ctx.place(m, "deck_bottom"):
        _play_top_minion(ctx, who, here)


@ability("Gingerbread House", kind="before_scoring")
def gingerbread_house(ctx):
    """Before this base scores, each player may choose two of their minions here with the same power to gain
    +2 power until the end of the turn."""
    here = _here(ctx)
    if here is None:
        return
    game = ctx.game
    n = len(game.players)
    start = game.players.index(game.current_player)
    for i in range(n):
        who = game.players[(start + i) % n].name
        mine = [m for m in here.minions if m.controller == who]
        powers = [ctx.power(m) for m in mine]
        if not any(powers.count(p) >= 2 for p in powers):
            continue
        picks = ctx.choose_many(f"Gingerbread House: {who}, choose two of your minions here with the same power",
                                mine, max=2, player=who)
        if not picks:
            continue
        if len(picks) != 2 or ctx.power(picks[0]) != ctx.power(picks[1]):
            raise Refused("Gingerbread House: choose two minions with the same power (or none)")
        for m in picks:
            ctx.add_power(m, 2, by=who)


def _web_when(ctx) -> bool:
    ev = ctx.event
    here = _here(ctx)
    card = ev.card
    if here is None or ev.player is None or card is None:
        return False
    if card.defn.plays_as != "action" or card.defn.play_on is not None:
        return False
    if not any(m.controller == ev.player for m in here.minions):
        return False
    std = [p for p in ctx.plays_this_turn(kind="action", player=ev.player)
           if p["card"].defn.play_on is None and p["on"] is None and p["base"] is None]
    return bool(std) and std[0]["card"] is card


@ability("Anansi's Web", kind="ongoing", event="action_played", when=_web_when)
def anansis_web(ctx):
    """If you have a minion here, after the first time each turn you play a standard action, you may place
    it into another player's hand instead of the discard pile to draw two cards."""
    who = ctx.event.player
    card = ctx.event.card
    game = ctx.game
    where = card.zone
    if where is not game.resolving and not (where is not None and where.kind == "discard"):
        return
    others = [p.name for p in game.players if p.name != who]
    if not others:
        return
    to = ctx.may_choose(f"Anansi's Web: place {card.ref} into another player's hand to draw two cards?",
                        others, player=who)
    if to is None:
        return
    ctx.to_hand(card, to)
    card.controller = to
    ctx.log(f"{who} places {card.ref} into {to}'s hand instead of the discard pile", cites.T_PLACE)
    fire(game, GameEvent("anansi_placed_in_hand", card=card, player=who, source=ctx.card, data={"to": to}))
    ctx.draw(2, player=who)


def _hut_usable(ctx) -> bool:
    g = ctx.game
    who = ctx.controller
    return (g.current_player.name == who and g.phase == "play" and not ctx.ignores(who)
            and not ctx.used_this_turn(player=who)
            and any(c.defn.plays_as == "action" for c in ctx.hand()))


@ability("Storyteller's Hut", kind="special", zone="base", usable=_hut_usable)
def storytellers_hut(ctx):
    """On your turn, you may play an extra action to place a counter on this card."""
    who = ctx.controller
    played = ctx.play_extra_now("action", player=who)
    if played is None:
        return
    ctx.mark_used(player=who)
    ctx.card.counters += 1
    ctx.log(f"a counter is placed on {ctx.card.ref} (now {ctx.card.counters})", cites.USING_ABILITIES)


@ability("Storyteller's Hut", kind="breakpoint")
def storytellers_hut_breakpoint(ctx, base):
    """This base's breakpoint is reduced by 2 for each of those counters."""
    if base is not _here(ctx):
        return 0
    return -2 * ctx.card.counters
