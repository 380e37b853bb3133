"""Elder Things (Smash Up: The Obligatory Cthulhu Set): spreading Madness to the other players.

Each function quotes the card text it implements (corpus/cards/the-obligatory-cthulhu-set/
elder-things.yaml, the current wording), following clarifications/elder-things and the rulings in
rulings/elder-things/. "Each other player may draw a Madness card" is asked of each other player
in seat order from you; a player cannot draw a Madness card when the Madness deck is empty, so
that player is not asked and "does not" draw.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.play import play_card


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _others_in_seat_order(ctx) -> list:
    """Other players, clockwise from you."""
    names = [p.name for p in ctx.game.seat_order(ctx.controller)]
    return [n for n in names if n != ctx.controller]


def _from_other_player(affect, you) -> bool:
    """True when ``affect`` comes from a card controlled by a player other than ``you``
    (bases are no player's cards)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


def _is_madness(card) -> bool:
    return card.defn.type == "madness"


def _reveal_hand(ctx, player) -> list:
    hand = ctx.hand(player)
    shown = ", ".join(c.ref for c in hand) or "no cards"
    ctx.log(f"{player} reveals their hand: {shown}", cites.DECKS)
    ctx.saw(hand, player=player, zone="hand")
    return hand


def _offer_madness(ctx, player) -> bool:
    """"<player> may draw a Madness card": True when they draw one."""
    if not ctx.game.madness:
        ctx.log(f"the Madness deck is empty: {player} cannot draw a Madness card", cites.MADNESS)
        return False
    if ctx.may(f"{ctx.card.ref}: draw a Madness card?", player=player):
        return bool(ctx.draw_madness(1, player=player))
    ctx.log(f"{player} does not draw a Madness card", cites.MADNESS)
    return False


# ----- minions ------------------------------------------------------------------------------------
@ability("Eldest Thing")
def eldest_thing(ctx):
    """You must either destroy two of your other minions or place this minion on the bottom of your
    deck."""
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    pick = "bottom"
    if len(others) >= 2:
        pick = ctx.choose_word("Eldest Thing: destroy two of your other minions, or place this minion on "
                               "the bottom of your deck", ["destroy", "bottom"])
    if pick == "destroy":
        victims = ctx.choose_many("Eldest Thing: destroy two of your other minions", others, min=2, max=2)
        destroyed = sum(1 for v in victims if ctx.destroy(v))
        if destroyed == 2:
            return
        ctx.log("Eldest Thing: two of your other minions were not actually destroyed, so it is placed on "
                "the bottom of your deck (elder-things/elder-thing)", cites.T_DESTROY, cites.T_PLACE)
    if ctx.in_play(ctx.card):
        ctx.place(ctx.card, "deck_bottom")


@ability("Eldest Thing", "protect")
def eldest_thing_protect(ctx, affect):
    """Ongoing: This minion is not affected by other players' cards."""
    return affect.target is ctx.card and _from_other_player(affect, ctx.controller)


@ability("Shoggoth")
def shoggoth(ctx):
    """Each other player may draw a Madness card. For each other player who does not, you may destroy
    one of their minions here. Then, if you have less than 12 total power here, draw two Madness
    cards."""
    here = ctx.here
    refused = [p for p in _others_in_seat_order(ctx) if not _offer_madness(ctx, p)]
    for p in refused:
        theirs = ctx.minions(base=here, controller=p)
        ctx.choose_and(f"Shoggoth: you may destroy one of {p}'s minions here", theirs, ctx.destroy, may=True)
    total = ctx.total(here)
    if total < 12:
        ctx.log(f"{ctx.controller} has {total} total power at {here.ref} (less than 12): "
                f"draws two Madness cards", cites.MADNESS)
        ctx.draw_madness(2)
    else:
        ctx.log(f"{ctx.controller} has {total} total power at {here.ref}: no Madness to draw", cites.MADNESS)


@ability("Mi-go")
def mi_go(ctx):
    """Each other player may draw a Madness card. For each other player that does not, you may draw a
    card. If no other players drew a Madness card, you may place a +1 power counter on a minion."""
    drew = 0
    refused = []
    for p in _others_in_seat_order(ctx):
        if _offer_madness(ctx, p):
            drew += 1
        else:
            refused.append(p)
    for p in refused:
        if ctx.may(f"Mi-go: {p} did not draw a Madness card; draw a card?"):
            ctx.draw(1)
    if drew == 0:
        ctx.choose_and("Mi-go: you may place a +1 power counter on a minion", ctx.minions(),
                       lambda target: ctx.place_counters(target, 1), may=True)


@ability("Byakhee")
def byakhee(ctx):
    """Each other player with a minion here draws a Madness card."""
    here = ctx.here
    for p in _others_in_seat_order(ctx):
        if ctx.minions(base=here, controller=p):
            ctx.draw_madness(1, player=p)


# ----- actions ------------------------------------------------------------------------------------
@ability("Begin the Summoning")
def begin_the_summoning(ctx):
    """Place a minion from your discard pile on top of your deck. You may play an extra action."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    ctx.choose_and("Begin the Summoning: place a minion from your discard pile on top of your deck", minions,
                   lambda pick: ctx.place(pick, "deck_top", player=ctx.controller))
    ctx.extra("action")


@ability("Dunwich Horror", "power")
def dunwich_horror(ctx, minion):
    """Play on a minion. Ongoing: This minion has +5 power."""
    return 5 if minion is _host(ctx.card) else 0


def _dunwich_base(ctx) -> bool:
    host = _host(ctx.card)
    return host is not None and ctx.event.base is not None and ctx.base_of(host) is ctx.event.base


@ability("Dunwich Horror", "before_scoring", when=_dunwich_base)
def dunwich_horror_scoring(ctx):
    """Special: Before this base scores, this minion's controller must either draw two Madness cards or
    destroy this minion."""
    host = _host(ctx.card)
    if host is None:  # already gone (e.g. another Dunwich Horror on it destroyed it)
        return
    who = host.controller
    pick = ctx.choose_word(f"Dunwich Horror: {who}, draw two Madness cards or destroy {host.ref}",
                           ["draw", "destroy"], player=who)
    if pick == "draw":
        ctx.draw_madness(2, player=who)
    else:
        ctx.destroy(host, by=who)


@ability("Insanity")
def insanity(ctx):
    """Each other player draws two Madness cards. Place this action in the box."""
    for p in _others_in_seat_order(ctx):
        ctx.draw_madness(2, player=p)
    ctx.put(ctx.card, ctx.game.box)
    ctx.card.controller = None
    ctx.log(f"{ctx.card.ref} is placed in the box", cites.T_IN_THE_BOX)


def _action_names(ctx) -> list:
    names = {c.defn.name for c in ctx.game.all_cards() if c.defn.plays_as == "action" or _is_madness(c)}
    return sorted(names)


@ability("Power of Madness")
def power_of_madness(ctx):
    """For each other player, name an action and reveal their hand. They must discard all copies of
    that action and then shuffle their discard pile into their deck."""
    names = _action_names(ctx)
    for p in _others_in_seat_order(ctx):
        named = ctx.choose_word(f"Power of Madness: name an action for {p}", names)
        ctx.log(f"{ctx.controller} names {named} for {p}", cites.USING_ABILITIES)
        hand = _reveal_hand(ctx, p)
        for c in [c for c in hand if c.defn.name == named]:
            ctx.discard_from_hand(c, player=p)
        pl = ctx.game.player(p)
        for c in list(pl.discard):
            ctx.to_deck(c, pl)
        ctx.log(f"{p} shuffles their discard pile into their deck", cites.DECKS)
        ctx.shuffle_deck(p)


@ability("Spreading Horror")
def spreading_horror(ctx):
    """Each other player may discard two non-Madness cards. For each other player who does not, you
    may play a minion of power 3 or less from your discard pile on a different base."""
    refused = 0
    for p in _others_in_seat_order(ctx):
        sane = [c for c in ctx.hand(p) if not _is_madness(c)]
        picks = ctx.may_choose_many("Spreading Horror: you may discard two non-Madness cards", sane, 2, player=p)
        if picks is not None:
            for c in picks:
                ctx.discard_from_hand(c, player=p)
        else:
            ctx.log(f"{p} does not discard two non-Madness cards", cites.T_DISCARD)
            refused += 1
    used = []
    for _ in range(refused):
        minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]
        bases = [b for b in ctx.bases() if b not in used]
        if not minions or not bases:
            break
        pick = ctx.may_choose("Spreading Horror: you may play a minion of power 3 or less from your "
                              "discard pile", minions)
        if pick is None:
            break
        base = ctx.choose(f"Spreading Horror: play {pick.ref} on a different base", bases)
        used.append(base)
        ctx.to_hand(pick)
        play_card(ctx.game, ctx.controller, pick, base=base, how="free")


def _price_of_power(ctx, players) -> None:
    count = 0
    for p in players:
        count += sum(1 for c in _reveal_hand(ctx, p) if _is_madness(c))
    ctx.log(f"The Price of Power: {count} Madness card(s) revealed", cites.MADNESS)
    for _ in range(count):
        mine = ctx.minions(controller=ctx.controller)
        target = ctx.choose("The Price of Power: place a +1 power counter on one of your minions", mine)
        if target is None:
            break
        ctx.place_counters(target, 1)


@ability("The Price of Power")
def the_price_of_power(ctx):
    """Each other player reveals their hand. For each Madness card revealed, place a +1 power counter
    on one of your minions."""
    _price_of_power(ctx, _others_in_seat_order(ctx))


def _price_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("The Price of Power", "special", window="before_scoring", zone="hand", usable=_price_usable)
def the_price_of_power_special(ctx):
    """Special: Play before a base scores. Reveal the hands of all other players with a minion there
    instead."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this), with this text instead of its own
        there = [p for p in _others_in_seat_order(ctx) if ctx.minions(base=base, controller=p)]
        _price_of_power(ctx, there)
    ctx.play_this(effect=effect)


@ability("Touch of Madness")
def touch_of_madness(ctx):
    """Each other player draws a Madness card. Draw a card and play an extra action."""
    for p in _others_in_seat_order(ctx):
        ctx.draw_madness(1, player=p)
    ctx.draw(1)
    ctx.extra("action")


@ability("Unfathomable Goals")
def unfathomable_goals(ctx):
    """Each other player reveals their hand. If a player reveals at least two Madness cards, play an
    extra minion. If at least four total Madness cards are revealed, play an extra action."""
    counts = {p: sum(1 for c in _reveal_hand(ctx, p) if _is_madness(c)) for p in _others_in_seat_order(ctx)}
    total = sum(counts.values())
    ctx.log(f"Unfathomable Goals: {total} Madness card(s) revealed", cites.MADNESS)
    if any(n >= 2 for n in counts.values()):
        ctx.extra("minion")
    if total >= 4:
        ctx.extra("action")
