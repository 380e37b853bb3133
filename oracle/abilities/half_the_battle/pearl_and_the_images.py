"""Pearl and the Images (Smash Up: Half the Battle): pumping everyone's minions, and profiting from it.

Each function quotes the card text it implements (corpus/cards/half-the-battle/pearl-and-the-images.yaml).

We're Up, You're Down leaves a lasting ``player_power`` effect per other player whose amount is
computed from the board (printed minus current power of that player's minions at the base), so
minions played or moved there later, and power changes made later, are followed.

Topaz and She's Got the Power answer the engine's ``power_increased`` event ("after the power of a
minion increases": powers compared before and after each ability). "Another player's minion" is one
controlled by a player other than the card's controller. Their "once per turn" is used when the
player takes the offer (a flag until the end of the turn, per card); declining leaves it for later.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.half_the_battle.adolescent_epic_geckos import draw_off_the_top
from oracle.engine import cites, effects
from oracle.engine.power import minion_power, printed_power


@ability("Ruby")
def ruby(ctx):
    """You may give all players' minions here +1 power until the end of the turn."""
    if not ctx.may("Ruby: you may give all players' minions here +1 power until the end of the turn"):
        return
    for m in ctx.minions(base=ctx.here):
        ctx.add_power(m, 1)


@ability("Dressing Room")
def dressing_room(ctx):
    """Each player may draw a card. Draw a card for each player who does so, including yourself."""
    order = ctx.players()
    start = order.index(ctx.controller)
    drew = 0
    for name in order[start:] + order[:start]:
        if ctx.may(f"Dressing Room: {name}, you may draw a card", player=name):
            if ctx.draw(1, player=name):
                drew += 1
    if drew:
        ctx.log(f"Dressing Room: {drew} player(s) drew, so {ctx.controller} draws {drew}", "terms/you")
        ctx.draw(drew)


@ability("Love Unites Us")
def love_unites_us(ctx):
    """All players shuffle all minions of power 2 or less in their discard pile into their deck"""
    for name in ctx.players():
        picks = [c for c in ctx.discard_pile(player=name)
                 if c.defn.can_be("minion") and printed_power(c) <= 2]
        for c in picks:
            ctx.place(c, "deck_top")
        ctx.shuffle_deck(player=name)
        if picks:
            ctx.log(f"{name} shuffles {', '.join(c.ref for c in picks)} into their deck",
                    "rules/decks-discards-and-searches")


@ability("Truly Outstanding")
def truly_outstanding(ctx):
    """Place a +1 power counter on any number of other players' minions. For each one placed, you may
    place a +1 power counter on one of your minions."""
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    picks = ctx.choose_many("Truly Outstanding: place a +1 power counter on any number of other players' "
                            "minions", theirs)
    placed = sum(1 for m in picks if ctx.place_counters(m, 1))
    for i in range(1, placed + 1):
        mine = ctx.minions(controller=ctx.controller)
        ctx.choose_and(f"Truly Outstanding: you may place a +1 power counter on one of your minions "
                                f"({i} of {placed})", mine, lambda target: ctx.place_counters(target, 1), may=True)


@ability("Crystal", kind="talent")
def crystal(ctx):
    """Talent: Place a +1 power counter on another player's minion to place a +1 power counter on one of
    your minions at the same base."""
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    target = ctx.choose("Crystal: place a +1 power counter on another player's minion", theirs)
    if target is None:
        return
    base = ctx.base_of(target)
    if not ctx.place_counters(target, 1):
        ctx.log("Crystal: the counter was not placed, so none is placed on your minion", "terms/to")
        return
    mine = ctx.minions(base=base, controller=ctx.controller)
    ctx.choose_and(f"Crystal: place a +1 power counter on one of your minions at {base.ref}", mine,
                   lambda pick: ctx.place_counters(pick, 1))


def _bike_safety_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ev.base in ctx.game.bases
            and any(ctx.base_of(m) is not ev.base for m in ctx.minions(controller=ctx.controller)))


@ability("Now You Know: Bike Safety", kind="special", window="before_scoring", zone="hand",
         usable=_bike_safety_usable)
def now_you_know_bike_safety_special(ctx):
    """Special: You may play this before a base scores; ..."""
    ctx.card.htb_bike_safety_base = ctx.event.base
    ctx.play_this()


@ability("Now You Know: Bike Safety")
def now_you_know_bike_safety(ctx):
    """Choose one of your minions on a base. Move that minion and another player's minion there to another
    base. Special: You may play this before a base scores; move the chosen minions to the scoring base."""
    scoring = getattr(ctx.card, "htb_bike_safety_base", None)
    ctx.card.htb_bike_safety_base = None
    if scoring is not None and scoring not in ctx.game.bases:
        return
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not scoring)
    chosen = ctx.choose("Now You Know: Bike Safety: choose one of your minions on a base", mine)
    if chosen is None:
        return
    base = ctx.base_of(chosen)
    theirs = ctx.minions(base=base, where=lambda m: m.controller is not None and m.controller != ctx.controller)
    other = ctx.choose(f"Now You Know: Bike Safety: choose another player's minion at {base.ref}", theirs)
    dest = scoring if scoring is not None else ctx.choose(
        "Now You Know: Bike Safety: move them to which base?", ctx.other_bases(base))
    if dest is None:
        return
    ctx.move(chosen, dest)
    if other is not None:
        ctx.move(other, dest)


@ability("All's Right with the World", kind="talent")
def alls_right_with_the_world(ctx):
    """Play on a base. Talent: Give all players' minions here +1 power until the end of the turn OR for
    each player, give one of their minions here +2 power until the end of the turn."""
    here = ctx.base_of(ctx.card)
    if here is None:
        return
    word = ctx.choose_word("All's Right with the World: +1 to all minions here, or +2 to one minion of "
                           "each player here?", ["all", "each"])
    if word == "all":
        for m in ctx.minions(base=here):
            ctx.add_power(m, 1)
        return
    for name in ctx.players():
        theirs = ctx.minions(base=here, controller=name)
        m = ctx.choose(f"All's Right with the World: give which of {name}'s minions here +2 power?", theirs)
        if m is not None:
            ctx.add_power(m, 2)


@ability("Jam All Night Long", kind="talent")
def jam_all_night_long(ctx):
    """Play on a base. Talent: Choose a player to play an extra minion of power 2 or less here or reveal a
    hand with no such minions. Then, if you chose another player and they played a minion, you may draw a
    card or place a +1 power counter on a minion here."""
    from oracle.engine.play import is_implemented, play_card
    here = ctx.base_of(ctx.card)
    if here is None:
        return
    who = ctx.choose("Jam All Night Long: choose a player", ctx.players())
    eligible = [c for c in ctx.hand(player=who) if c.defn.can_be("minion") and printed_power(c) <= 2
                and (ctx.game.allow_unimplemented or is_implemented(c))]
    if not eligible:
        ctx.log(f"{who} reveals a hand with no minion of power 2 or less: "
                + (", ".join(c.ref for c in ctx.hand(player=who)) or "empty"), "terms/talent")
        ctx.saw(ctx.hand(player=who), player=who, zone="hand")
        return
    minion = ctx.choose(f"Jam All Night Long: {who}, play which minion of power 2 or less here?", eligible,
                        player=who)
    play_card(ctx.game, who, minion, base=here, how="free", as_type="minion")
    if who == ctx.controller:
        return
    word = ctx.choose_word("Jam All Night Long: draw a card, place a +1 power counter on a minion here, or pass?",
                           ["draw", "counter", "pass"])
    if word == "draw":
        ctx.draw(1)
    elif word == "counter":
        ctx.choose_and("Jam All Night Long: place a +1 power counter on which minion here?", ctx.minions(base=here),
                       lambda target: ctx.place_counters(target, 1))


@ability("Pearl", kind="talent")
def pearl(ctx):
    """Talent: Draw a minion of power 2 or less off the top of your deck OR give a minion here +1 power
    until the end of the turn. (Off the top: reveal until such a minion, draw it, shuffle the rest back,
    compilation/play-or-draw-x-off-the-top-of-your-deck.)"""
    part = ctx.choose_word("Pearl: draw a minion of power 2 or less off the top of your deck (draw) OR give a "
                           "minion here +1 power until the end of the turn (power)", ["draw", "power"])
    if part == "draw":
        draw_off_the_top(ctx, lambda c: c.defn.can_be("minion") and printed_power(c) <= 2,
                         "a minion of power 2 or less")
        return
    ctx.choose_and("Pearl: give which minion here +1 power until the end of the turn?", ctx.minions(base=ctx.here),
                   lambda target: ctx.add_power(target, 1))


# ----- We're Up, You're Down ---------------------------------------------------------------------
class _PrintedPowerOnly(effects.Effect):
    """A lasting ``player_power`` effect whose amount follows the board: at ``base``, each of
    ``player``'s minions adds its printed power instead of its current power, so the player's total
    changes by (printed - current) summed over those minions."""

    @property
    def amount(self) -> int:
        base, game = self.base, getattr(self, "game", None)
        if game is None or base is None or base not in game.bases:
            return 0
        return sum(printed_power(m) - minion_power(game, m) for m in base.minions if m.controller == self.player)

    @amount.setter
    def amount(self, _value) -> None:  # the dataclass's __init__ sets it; the amount is computed
        pass


def _most_minions(ctx, base) -> bool:
    """You have more minions at ``base`` than each other player."""
    mine = len(ctx.minions(base=base, controller=ctx.controller))
    return mine > 0 and all(len(ctx.minions(base=base, controller=p)) < mine for p in ctx.other_players())


def _were_up_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base in ctx.game.bases and _most_minions(ctx, base)


@ability("We're Up, You're Down", kind="special", window="before_scoring", zone="hand", usable=_were_up_usable)
def were_up_youre_down_special(ctx):
    """Special: You may play this before a base scores where you have the most minions. You must choose
    that base."""
    ctx.card.htb_were_up_base = ctx.event.base
    ctx.play_this()


@ability("We're Up, You're Down")
def were_up_youre_down(ctx):
    """Choose a base. Until the start of your next turn, other players' minions there only add their
    printed power to their controllers' total. Special: You may play this before a base scores where you
    have the most minions. You must choose that base."""
    base = getattr(ctx.card, "htb_were_up_base", None)
    ctx.card.htb_were_up_base = None
    if base is None:
        base = ctx.choose("We're Up, You're Down: choose a base", ctx.bases())
    if base is None or base not in ctx.game.bases:
        return
    for other in ctx.other_players():
        eff = _PrintedPowerOnly("player_power", 0, base=base, player=other, until="start_of_turn",
                                until_player=ctx.controller, source=ctx.card, controller=ctx.controller)
        eff.game = ctx.game
        effects.add_effect(ctx.game, eff)
    ctx.log(f"until the start of {ctx.controller}'s next turn, other players' minions at {base.ref} only add "
            f"their printed power to their controllers' totals", cites.USING_ABILITIES)


# ----- after the power of another player's minion increases (power_increased) --------------------
def _used_this_turn(ctx) -> bool:
    return ctx.used_this_turn("pearl-images-once")


def _use_this_turn(ctx) -> None:
    """Once per turn, for this card: forgotten when it leaves play (replayed the same turn, it is a
    new card, rules/in-and-out-of-play)."""
    ctx.mark_used("pearl-images-once")


def _other_players_minion_up(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not None and ev.player is not None and ev.player != ctx.controller
            and ctx.in_play(ctx.card) and not _used_this_turn(ctx))


@ability("Topaz", kind="ongoing", event="power_increased", when=_other_players_minion_up)
def topaz(ctx):
    """Ongoing: Once per turn, after the power of another player's minion increases, you may place a +1
    power counter on this minion OR if you have a minion there, you may move this minion to there."""
    there = ctx.event.base
    words = ["counter"]
    if (there in ctx.bases() and there is not ctx.here
            and ctx.minions(base=there, controller=ctx.controller)):
        words.append("move")
    part = ctx.choose_word(f"Topaz: the power of {ctx.event.card.ref} increased: you may place a +1 power "
                           f"counter on Topaz (counter)" + (f" OR move Topaz to {there.ref} (move)"
                                                            if "move" in words else "") + ", or not (no)",
                           words + ["no"])
    if part == "no":
        return
    _use_this_turn(ctx)
    if part == "counter":
        ctx.place_counters(ctx.card, 1)
    else:
        ctx.move(ctx.card, there)


def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _shes_got_the_power_when(ctx) -> bool:
    host = _host(ctx.card)
    return (host is not None and _other_players_minion_up(ctx)
            and ctx.event.base is not None and ctx.event.base is ctx.base_of(host))


@ability("She's Got the Power", kind="ongoing", event="power_increased", when=_shes_got_the_power_when)
def shes_got_the_power(ctx):
    """Play on a minion. Ongoing: Once per turn, after the power of another player's minion here
    increases, you may give this minion +3 power until the end of the turn."""
    host = _host(ctx.card)
    if host is None or not ctx.may(f"She's Got the Power: the power of {ctx.event.card.ref} increased: you "
                                   f"may give {host.ref} +3 power until the end of the turn"):
        return
    _use_this_turn(ctx)
    ctx.add_power(host, 3)
