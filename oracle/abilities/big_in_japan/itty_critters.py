"""Itty Critters (Smash Up: Big in Japan): little monsters called into battle for a turn.

Each function quotes the card text it implements (corpus/cards/big-in-japan/itty-critters.yaml,
the current wording), following clarifications/itty-critters and the rulings in
rulings/itty-critters/:

- itty-critters/critter-champion, itty-critters/critter-coach: the minion they play goes to the
  bottom of its owner's deck at the end of the turn even if the card that played it has left play
  (a delayed trigger that outlives the card).
- itty-critters/*-wiki: searching reveals the card found and shuffles the deck
  (``ctx.search_deck``); a search may come up empty.
- Critter Coach ("You may search your deck..."): its one prompt is the minion found, or ``pass``,
  which declines the search: the deck is neither searched nor shuffled (``optional=True``; the
  official clarification of Faceless City: "shuffle only if you searched"). Critter Champion's and
  I Select You!'s searches are not optional: ``pass`` there is a search that comes up empty.
- Critter Cube puts a minion owned by any player into your deck; you draw and play it like any
  card of your deck; it still belongs to its owner (terms/owner). When another player's minion so
  taken leaves play, it goes back to its owner's deck (itty-critters/critter-cube) instead of a
  discard pile: a lasting ``ctx.instead`` replacement, used once. The ruling does not say where in
  the deck: the card is shuffled in (as Critter Cube put it into yours). A return to the hand
  already goes to the owner's hand (rules/in-and-out-of-play).

"Power 2 or less" for a card in a deck or discard pile is its printed power (a card out of play has
only its printed power, rules/in-and-out-of-play); for a minion in play, its current power.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

RAINBOROC = "Rainboroc"


def _is_minion(card) -> bool:
    return card.defn.can_be("minion")


def bottom_at_end_of_turn(ctx, minion) -> None:
    """"If you control it at the end of the turn, place it on the bottom of your deck." A delayed
    trigger: it works even if the card that played the minion has left play, but not once the minion
    itself has left play (replayed the same turn, it is a new card: rules/in-and-out-of-play)."""
    you = ctx.controller

    def back_to_deck(dctx):
        if dctx.game.in_play(minion) and minion.controller == you:
            dctx.place(minion, "deck_bottom")

    ctx.delayed("end_of_turn", back_to_deck,
                when=lambda dctx: dctx.game.in_play(minion) and minion.controller == you, about=minion)


def _search_and_play(ctx, text, max_power, base=None, optional=False) -> None:
    """Search your deck for a minion of power ``max_power`` or less and play it (here, or on a base
    you choose) as an extra minion; it goes to the bottom of your deck at the end of the turn.
    ``optional``: "you may search" (declined, the deck is not shuffled)."""
    found = ctx.search_deck(text, where=lambda c: _is_minion(c) and printed_power(c) <= max_power,
                            optional=optional)
    if found is None:
        return
    played = ctx.play_card(found, base=base)
    if played is not None and ctx.in_play(found):
        bottom_at_end_of_turn(ctx, found)


def _shuffle_into_deck(ctx, cards, player=None) -> None:
    """Put cards into a player's deck and shuffle it."""
    p = ctx.game.player(player or ctx.controller)
    for c in cards:
        ctx.to_deck(c, p)
        c.controller = p.name
    ctx.log(f"{p.name} shuffles {', '.join(c.ref for c in cards)} into their deck", cites.DECKS)
    ctx.shuffle_deck(p.name)


# ----- minions --------------------------------------------------------------------------------
@ability("Critter Champion", kind="talent")
def critter_champion(ctx):
    """Talent: Search your deck for a minion of power 2 or less and play it here as an extra minion.
    If you control it at the end of the turn, place it on the bottom of your deck"""
    _search_and_play(ctx, "Critter Champion: search your deck for a minion of power 2 or less",
                     2, base=ctx.here)


@ability("Critter Coach")
def critter_coach(ctx):
    """You may search your deck for a minion of power 2 or less and play it here as an extra minion.
    If you control it at the end of the turn, place it on the bottom of your deck."""
    _search_and_play(ctx, "Critter Coach: you may search your deck for a minion of power 2 or less",
                     2, base=ctx.here, optional=True)


@ability("Calicoin", slug="calicoin-itty-critters")
def calicoin(ctx):
    """You may place a +1 power counter on another minion here."""
    others = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
    ctx.choose_and("Calicoin: you may place a +1 power counter on another minion here", others,
                   lambda pick: ctx.place_counters(pick, 1), may=True)


@ability("Floofairy")
def floofairy(ctx):
    """You may draw a card."""
    if ctx.may("Floofairy: draw a card?"):
        ctx.draw(1)


@ability("Krakatoad")
def krakatoad(ctx):
    """You may choose another minion here to gain +2 power until the end of the turn."""
    others = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
    ctx.choose_and("Krakatoad: you may choose another minion here to gain +2 power", others,
                   lambda pick: ctx.add_power(pick, 2), may=True)


@ability("Leafaroo")
def leafaroo(ctx):
    """You may shuffle a card from your discard pile into your deck."""
    pick = ctx.may_choose("Leafaroo: you may shuffle a card from your discard pile into your deck",
                          ctx.discard_pile())
    if pick is not None:
        _shuffle_into_deck(ctx, [pick])


@ability("Shellshock")
def shellshock(ctx):
    """You may destroy another minion of power 2 or less here."""
    targets = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card and ctx.power(m) <= 2)
    ctx.choose_and("Shellshock: you may destroy another minion of power 2 or less here", targets, ctx.destroy, may=True)


@ability("Tadpour")
def tadpour(ctx):
    """You may move another minion from here to another base."""
    others = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
    pick = ctx.may_choose("Tadpour: you may move another minion from here to another base", others)
    if pick is None:
        return
    dest = ctx.choose(f"Tadpour: move {pick.ref} to which base?", ctx.other_bases(ctx.here))
    if dest is not None:
        ctx.move(pick, dest)


# ----- actions --------------------------------------------------------------------------------
@ability("Coach Combat")
def coach_combat(ctx):
    """Choose one of your minions. Destroy a minion with lower power at its base."""
    mine = ctx.minions(controller=ctx.controller)
    chosen = ctx.choose("Coach Combat: choose one of your minions", mine)
    if chosen is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.USING_ABILITIES)
        return
    strength = ctx.power(chosen)
    lower = ctx.minions(base=ctx.base_of(chosen), where=lambda m: ctx.power(m) < strength)
    victim = ctx.choose(f"Coach Combat: destroy a minion with power lower than {chosen.ref}'s {strength}", lower)
    if victim is None:
        ctx.log(f"no minion at {ctx.base_of(chosen).ref} has power lower than {strength}", cites.USING_ABILITIES)
        return
    ctx.destroy(victim)


@ability("Critter Cube")
def critter_cube(ctx):
    """Choose a minion in play of power 3 or less, owned by any player, and shuffle it into your deck."""
    small = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    pick = ctx.choose("Critter Cube: choose a minion of power 3 or less to shuffle into your deck", small)
    if pick is None:
        ctx.log("there is no minion of power 3 or less in play", cites.USING_ABILITIES)
        return
    if not effects.allowed(ctx.game, effects.Affect("place", pick, ctx.card, ctx.controller)):
        return
    ctx.leave_play(pick, "deck_top", announce=False)
    _shuffle_into_deck(ctx, [pick])
    owner = pick.owner
    if owner is not None and owner != ctx.controller:
        # clarifications/itty-critters: when another player's minion you drew and played leaves play,
        # it goes back to its owner's deck (not to a discard pile)
        ctx.instead(lambda game, c: c is pick and c.controller is not None and c.controller != c.owner,
                    lambda game, c, where: "deck_shuffle")


@ability("Evolution")
def evolution(ctx):
    """Choose one of your minions. Destroy it to either play Rainboroc there, or search your deck for a
    minion with up to 1 more power and play it there as an extra minion."""
    mine = ctx.minions(controller=ctx.controller)
    chosen = ctx.choose("Evolution: choose one of your minions", mine)
    if chosen is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.USING_ABILITIES)
        return
    base = ctx.base_of(chosen)
    strength = ctx.power(chosen)
    roc = next((t for t in ctx.player.titans if t.name == RAINBOROC), None)
    has_titan = any(t.controller == ctx.controller for b in ctx.bases() for t in b.titans)
    words = ["search"] + (["rainboroc"] if roc is not None and not has_titan else [])
    how = ctx.choose_word("Evolution: play Rainboroc there, or search your deck for a minion with up to "
                          "1 more power", words) if len(words) > 1 else "search"
    if not ctx.destroy(chosen):
        ctx.log(f"{chosen.ref} was not destroyed: Evolution does nothing more", cites.USING_ABILITIES)
        return
    if how == "rainboroc":
        ctx.play_titan(roc, base)
        return
    found = ctx.search_deck(f"Evolution: search your deck for a minion of power {strength + 1} or less",
                            where=lambda c: _is_minion(c) and printed_power(c) <= strength + 1)
    if found is not None:
        ctx.play_card(found, base=base)


@ability("Gotta Get 'Em All")
def gotta_get_em_all(ctx):
    """Shuffle one of each minion with a different name from your discard pile into your deck."""
    seen = set()
    picks = []
    for c in ctx.discard_pile():
        if _is_minion(c) and c.defn.key not in seen:
            seen.add(c.defn.key)
            picks.append(c)
    if not picks:
        ctx.log(f"{ctx.controller} has no minion in their discard pile", cites.DECKS)
        return
    _shuffle_into_deck(ctx, picks)


@ability("I Select You!")
def i_select_you(ctx):
    """Search your deck for a minion of power 3 or less and play it as an extra minion. If you control
    it at the end the turn, place it on the bottom of your deck."""
    _search_and_play(ctx, "I Select You!: search your deck for a minion of power 3 or less", 3)


@ability("Ittypedia", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.player == ctx.controller
         and ctx.in_play(ctx.event.card))
def ittypedia(ctx):
    """Play on a base. Ongoing: After you play a minion here, it gains +1 power until the end of the turn."""
    ctx.add_power(ctx.event.card, 1)


@ability("Recall Critter")
def recall_critter(ctx):
    """Play a minion of power 2 or less from your discard pile as an extra minion. If you control it at
    the end of the turn, place it on the bottom of your deck."""
    options = [c for c in ctx.discard_pile() if _is_minion(c) and printed_power(c) <= 2]
    pick = ctx.choose("Recall Critter: play a minion of power 2 or less from your discard pile", options)
    if pick is None:
        ctx.log(f"{ctx.controller} has no minion of power 2 or less in their discard pile", cites.DECKS)
        return
    ctx.play_card(pick)
    if ctx.in_play(pick):
        bottom_at_end_of_turn(ctx, pick)


@ability("Super Effective")
def super_effective(ctx):
    """Destroy an action on a minion or on a base."""
    actions = []
    for b in ctx.bases():
        actions += [a for a in b.actions if a is not ctx.card]
        for m in b.minions:
            actions += [a for a in m.attached if a.kind == "action"]
        for t in b.titans:
            actions += [a for a in t.attached if a.kind == "action"]
    pick = ctx.choose("Super Effective: destroy an action on a minion or on a base", actions)
    if pick is None:
        ctx.log("there is no action in play to destroy", cites.USING_ABILITIES)
        return
    ctx.destroy(pick)


# ----- Rainboroc (titan) ----------------------------------------------------------------------
def _won_scored_base(ctx) -> bool:
    standings = (ctx.event.data or {}).get("standings") or []
    if not any(s.player == ctx.controller and s.place == 1 for s in standings):
        return False
    return not any(t.controller == ctx.controller for b in ctx.game.bases for t in b.titans)


@ability("Rainboroc", kind="special", window="base_replaced", zone="aside", usable=_won_scored_base)
def rainboroc_play(ctx):
    """Special: After you win a base while this card is not in play, you may play it on the base that
    replaces it."""
    base = ctx.event.base
    if base is None or base not in ctx.game.bases:
        return
    ctx.play_titan(ctx.card, base)


_ROC_FLAG = "rainboroc-counter-this-turn"


def _roc_first_small_play(ctx) -> bool:
    ev = ctx.event
    if ev.base is not ctx.here or ev.player != ctx.controller or ev.card is None:
        return False
    if not ctx.in_play(ev.card) or ctx.power(ev.card) > 2:
        return False
    return not any(e.kind == "flag" and e.flag == _ROC_FLAG and e.source is ctx.card for e in ctx.game.effects)


@ability("Rainboroc", kind="ongoing", event="minion_played", when=_roc_first_small_play)
def rainboroc_counter(ctx):
    """Ongoing: After the first time each turn you play a minion here of power 2 or less, place a +1
    power counter on this card."""
    # card=: the mark is about this Rainboroc in play; if it leaves play and is played again this
    # turn, that is a new card whose first small minion counts again (rules/in-and-out-of-play).
    effects.add_effect(ctx.game, effects.Effect("flag", flag=_ROC_FLAG, until="end_of_turn", source=ctx.card,
                                                card=ctx.card, controller=ctx.controller,
                                                until_turn=ctx.game.turn))
    ctx.place_counters(ctx.card, 1)


@ability("Rainboroc", kind="talent")
def rainboroc_talent(ctx):
    """Talent: Shuffle a minion with power 2 or less from your discard pile into your deck. If you do, you
    may move this card to another base."""
    options = [c for c in ctx.discard_pile() if _is_minion(c) and printed_power(c) <= 2]
    pick = ctx.choose("Rainboroc: shuffle a minion of power 2 or less from your discard pile into your deck",
                      options)
    if pick is None:
        ctx.log(f"{ctx.controller} has no minion of power 2 or less in their discard pile", cites.DECKS)
        return
    _shuffle_into_deck(ctx, [pick])
    dest = ctx.may_choose("Rainboroc: you may move this titan to another base", ctx.other_bases())
    if dest is not None:
        ctx.move(ctx.card, dest)
