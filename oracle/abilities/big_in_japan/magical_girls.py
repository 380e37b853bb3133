"""Magical Girls (Smash Up: Big in Japan): stronger together, counting their minions at a base.

Each function quotes the card text it implements (corpus/cards/big-in-japan/magical-girls.yaml,
the current wording), following clarifications/magical-girls and the rulings in
rulings/magical-girls/:

- magical-girls/bewitching-gal, magical-girls/sakura-warrior: the reduction is calculated once,
  when the talent is used, and does not change with the number of minions afterwards.
- magical-girls/rainbow-girl: Rainbow Girl's +1 affects only minions already there.
- magical-girls/purge-the-demon: Purge the Demon may choose any card, a base or a titan too.
- magical-girls/walking-castle-wiki: Walking Castle may be played instead of the regular minion
  play whether or not there are minions in hand.
- magical-girls/*-magicat-wiki: searching the deck reveals the card found and shuffles the deck.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

WALKING_CASTLE = "Walking Castle"


def _count_mine(ctx, base) -> int:
    """The number of your minions at ``base``."""
    if base is None:
        return 0
    return len(ctx.minions(base=base, controller=ctx.controller))


def _from_other_player(affect, you) -> bool:
    """``affect`` comes from a card of a player other than ``you`` (a base is no player's card)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


def _fetch(ctx, name) -> None:
    """"Search your deck and/or discard pile for NAME and place it into your hand." Taken from the
    discard pile, the deck was not searched and is not shuffled: "shuffle only if you searched"
    (clarifications/bases on Faceless City), as Hive Queen's "deck and/or discard pile" does; found
    in the deck, or found nowhere (both searched), the deck is shuffled (rules/decks-discards-and-
    searches). (Reading chosen in the second-opinion review, scenarios/review/magical-girls/
    white-magicat-discard-no-shuffle.)"""
    p = ctx.player
    in_deck = [c for c in p.deck if c.name == name]
    in_discard = [c for c in p.discard if c.name == name]
    pick = ctx.choose(f"{ctx.card.ref}: take {name} from your deck or discard pile", in_deck + in_discard)
    if pick is None:
        ctx.log(f"{ctx.controller} searches their deck and discard pile and finds no {name}", cites.DECKS)
    elif pick in in_deck:
        ctx.log(f"{ctx.controller} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        ctx.saw([pick], top=False)
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
    else:
        ctx.log(f"{ctx.controller} takes {pick.ref} from their discard pile", cites.DECKS)
        ctx.place(pick, "hand")
        return
    ctx.shuffle_deck()


# ----- minions --------------------------------------------------------------------------------
@ability("Lunar Captain", kind="talent")
def lunar_captain(ctx):
    """Talent: Choose a minion in your discard pile with power less than or equal to the number of your
    minions here, and place it into your hand."""
    n = _count_mine(ctx, ctx.here)
    options = [c for c in ctx.discard_pile() if c.defn.can_be("minion") and printed_power(c) <= n]
    pick = ctx.choose(f"Lunar Captain: choose a minion of power {n} or less in your discard pile", options)
    if pick is None:
        ctx.log(f"{ctx.controller} has no minion of power {n} or less in their discard pile", cites.DECKS)
        return
    ctx.place(pick, "hand")


@ability("Sakura Warrior", kind="talent")
def sakura_warrior(ctx):
    """Talent: Reduce a minion's power here by the number of your minions here until the start of your
    next turn."""
    n = _count_mine(ctx, ctx.here)
    target = ctx.choose(f"Sakura Warrior: reduce a minion's power here by {n}", ctx.minions(base=ctx.here))
    if target is None:
        return
    if not effects.allowed(ctx.game, effects.Affect("power", target, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("power", -n, card=target, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{target.ref} gets -{n} power until the start of {ctx.controller}'s next turn",
            cites.USING_ABILITIES, cites.MULTIPLE_EFFECTS)


@ability("Technomagical Lass", kind="talent")
def technomagical_lass(ctx):
    """Talent: Destroy a minion you don't control here with power less than or equal to the number of
    your minions here."""
    n = _count_mine(ctx, ctx.here)
    targets = ctx.minions(base=ctx.here, where=lambda m: m.controller != ctx.controller and ctx.power(m) <= n)
    victim = ctx.choose(f"Technomagical Lass: destroy a minion you don't control here of power {n} or less",
                        targets)
    if victim is None:
        ctx.log(f"no minion of another player here has power {n} or less", cites.USING_ABILITIES)
        return
    ctx.destroy(victim)


@ability("Bewitching Gal", kind="talent")
def bewitching_gal(ctx):
    """Talent: Reduce the breakpoint of this base by the number of your minions here until the end of
    the turn."""
    n = _count_mine(ctx, ctx.here)
    ctx.ongoing("breakpoint", -n, base=ctx.here, until="end_of_turn")
    ctx.log(f"{ctx.here.ref}'s breakpoint is reduced by {n} until the end of the turn",
            cites.USING_ABILITIES, cites.CALCULATING)


@ability("Fancy Suit Lad", kind="protect")
def fancy_suit_lad(ctx, affect):
    """Ongoing: Your other minions here are not affected by other players' cards."""
    t = affect.target
    here = ctx.here
    if here is None or t is ctx.card or getattr(t, "controller", None) != ctx.controller:
        return False
    if t.kind != "minion" or t.zone is not here.minions:
        return False
    return _from_other_player(affect, ctx.controller)


@ability("Power Maid", kind="talent")
def power_maid(ctx):
    """Talent: Choose a minion with power less than or equal to the number of your minions here, and move
    it to or from here."""
    here = ctx.here
    n = _count_mine(ctx, here)
    options = ctx.minions(where=lambda m: ctx.power(m) <= n)
    pick = ctx.choose(f"Power Maid: choose a minion of power {n} or less to move to or from here", options)
    if pick is None:
        ctx.log(f"no minion in play has power {n} or less", cites.USING_ABILITIES)
        return
    if ctx.base_of(pick) is here:
        dest = ctx.choose(f"Power Maid: move {pick.ref} to which base?", ctx.other_bases(here))
        if dest is not None:
            ctx.move(pick, dest)
    else:
        ctx.move(pick, here)


@ability("Black Magicat")
def black_magicat(ctx):
    """Search your deck and/or discard pile for Lunar Captain and place it into your hand."""
    _fetch(ctx, "Lunar Captain")


@ability("White Magicat")
def white_magicat(ctx):
    """Search your deck and/or discard pile for Power Maid and place it into your hand."""
    _fetch(ctx, "Power Maid")


@ability("Rainbow Girl", slug="rainbow-girl-magical-girls")
def rainbow_girl(ctx):
    """Your other minions here gain +1 power until the end of the turn."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: m is not ctx.card):
        ctx.add_power(m, 1)


# ----- actions --------------------------------------------------------------------------------
def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


@ability("Celestial Teleport", kind="talent")
def celestial_teleport(ctx):
    """Play on one of your minions. Talent: Move this minion to another base."""
    host = _host(ctx.card)
    if host is None:
        return
    dest = ctx.choose(f"Celestial Teleport: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
    if dest is not None:
        ctx.move(host, dest)


@ability("Coordination")
def coordination(ctx):
    """Play either an extra minion or Walking Castle."""
    castle = next((t for t in ctx.player.titans if t.name == WALKING_CASTLE), None)
    has_titan = any(t.controller == ctx.controller for b in ctx.bases() for t in b.titans)
    words = ["extra minion"] + (["Walking Castle"] if castle is not None and not has_titan else [])
    how = ctx.choose_word("Coordination: play an extra minion or Walking Castle", words) \
        if len(words) > 1 else words[0]
    if how == "extra minion":
        ctx.extra("minion", reason="Coordination")
        return
    base = ctx.choose("Coordination: play Walking Castle on which base?", ctx.bases())
    if base is not None:
        ctx.play_titan(castle, base)


@ability("Coronet Attack")
def coronet_attack(ctx):
    """Destroy a minion you don't control with power less than or equal to the number of your minions at
    the same base."""
    targets = ctx.minions(where=lambda m: m.controller != ctx.controller
                          and ctx.power(m) <= _count_mine(ctx, ctx.base_of(m)))
    victim = ctx.choose("Coronet Attack: destroy a minion you don't control", targets)
    if victim is None:
        ctx.log("no minion of another player has power low enough", cites.USING_ABILITIES)
        return
    ctx.destroy(victim)


@ability("Kiss the Sky Spell")
def kiss_the_sky_spell(ctx):
    """Place a minion from your discard pile into your hand. You may play an extra action this turn."""
    options = [c for c in ctx.discard_pile() if c.defn.can_be("minion")]
    pick = ctx.choose("Kiss the Sky Spell: place a minion from your discard pile into your hand", options)
    if pick is not None:
        ctx.place(pick, "hand")
    else:
        ctx.log(f"{ctx.controller} has no minion in their discard pile", cites.DECKS)
    ctx.extra("action", reason="Kiss the Sky Spell")


@ability("Lunar Healing Love Spell")
def lunar_healing_love_spell(ctx):
    """Choose a minion in each player's discard pile and place it into its owner's hand."""
    for who in [p.name for p in ctx.game.seat_order(ctx.controller)]:
        options = [c for c in ctx.discard_pile(who) if c.defn.can_be("minion")]
        ctx.choose_and(f"Lunar Healing Love Spell: choose a minion in {who}'s discard pile", options,
                       lambda pick: ctx.place(pick, "hand"))


@ability("Magical Staff", kind="power")
def magical_staff_power(ctx, minion):
    """Play on your minion. Ongoing: This minion gains +1 power."""
    return 1 if minion is _host(ctx.card) else 0


@ability("Magical Staff", kind="instead")
def magical_staff_instead(ctx, card, where):
    """When this minion goes to the discard pile, place it on top of your deck instead."""
    if card is _host(ctx.card) and where == "discard":
        return "deck_top"
    return None


def _purgeable(ctx) -> list:
    out = []
    for b in ctx.bases():
        if b.actions:
            out.append(b)
        for c in list(b.minions) + list(b.titans):
            if c.attached or c.counters:
                out.append(c)
    return out


@ability("Purge the Demon")
def purge_the_demon(ctx):
    """Choose a card. Destroy an action on it, OR remove all counters on it."""
    options = _purgeable(ctx)
    chosen = ctx.choose("Purge the Demon: choose a card (a minion, titan or base)", options)
    if chosen is None:
        ctx.log("no card in play has an action or counters on it", cites.USING_ABILITIES)
        return
    actions = list(chosen.actions) if hasattr(chosen, "actions") and not hasattr(chosen, "attached") \
        else [a for a in chosen.attached if a.kind == "action"]
    counters = getattr(chosen, "counters", 0)
    words = (["destroy an action"] if actions else []) + (["remove all counters"] if counters else [])
    how = ctx.choose_word("Purge the Demon: destroy an action on it, or remove all counters on it", words) \
        if len(words) > 1 else words[0]
    if how == "destroy an action":
        victim = ctx.choose(f"Purge the Demon: destroy an action on {chosen.ref}", actions)
        ctx.destroy(victim)
    else:
        ctx.remove_counters(chosen, counters)


@ability("Silver Shard")
def silver_shard(ctx):
    """All players shuffle all minions in their discard piles into their decks."""
    for p in ctx.game.seat_order(ctx.controller):
        minions = [c for c in p.discard if c.defn.can_be("minion")]
        for c in minions:
            ctx.to_deck(c, p)
            c.controller = p.name
        if minions:
            ctx.log(f"{p.name} shuffles {', '.join(c.ref for c in minions)} into their deck", cites.DECKS)
        ctx.shuffle_deck(p.name)


# ----- Walking Castle (titan) -----------------------------------------------------------------
def _castle_usable(ctx) -> bool:
    g = ctx.game
    if g.current_player.name != ctx.controller or g.phase != "play":
        return False
    if ctx.base is not None:
        return _count_mine(ctx, ctx.base) >= 2
    return True


@ability("Walking Castle", kind="special", zone="aside", usable=_castle_usable)
def walking_castle_play(ctx):
    """Special: Instead of your regular minion play, you may play this card on a base where you have at
    least two minions."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Walking Castle needs a base")
    ctx.play_titan(ctx.card, ctx.base, instead_of="minion")


@ability("Walking Castle", kind="protect")
def walking_castle_protect(ctx, affect):
    """Ongoing: Your minions here cannot be destroyed by other players' abilities."""
    t = affect.target
    here = ctx.here
    if affect.kind != "destroy" or here is None or getattr(t, "controller", None) != ctx.controller:
        return False
    if t.kind != "minion" or t.zone is not here.minions:
        return False
    return _from_other_player(affect, ctx.controller)


@ability("Walking Castle", kind="talent")
def walking_castle_talent(ctx):
    """Talent: Move this titan and up to three of your minions here to another base."""
    here = ctx.here
    dest = ctx.choose("Walking Castle: move this titan to which base?", ctx.other_bases(here))
    if dest is None:
        return
    mine = ctx.minions(base=here, controller=ctx.controller)
    riders = ctx.choose_many("Walking Castle: move up to three of your minions here along", mine, max=3)
    ctx.move(ctx.card, dest)
    for m in riders:
        ctx.move(m, dest)
