"""Kung Fu Fighters (That '70s Expansion): masters who trade +1 power counters and blows.

Each function quotes the card text it implements (corpus/cards/that-70s-expansion/kung-fu-fighters.yaml)
and follows clarifications/kung-fu-fighters.

Sifu (a titan) answers the engine's ``counters_transferred`` event; its Special, played on a base of the
player's choice, transfers the counters one source minion at a time (a minion and a number), at least two
in all. Reading (the rules are silent): the titan is played first, then the counters are transferred; fewer
than two transferred (a minion whose counters cannot be moved) does not undo the play ("play this titan
and transfer", not "to"). Its Special, "On your turn", is used in your Play Cards phase, once per turn
(terms/on-your-turn).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit, note_on_your_turn_used, on_your_turn_used
from oracle.engine import cites, effects
from oracle.engine.abilities_hook import live_abilities
from oracle.engine.context import Context
from oracle.engine.errors import Refused


def _numbers(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def transfer_any_number(ctx, sources, dests_of, label) -> int:
    """"Transfer any number of +1 power counters from one minion to another": pick the source, the
    destination, then how many."""
    src = ctx.choose(f"{label}: transfer +1 power counters from which minion?", sources)
    if src is None:
        return 0
    dest = ctx.choose(f"{label}: transfer them to which minion?", dests_of(src))
    if dest is None:
        return 0
    n = int(ctx.choose_word(f"{label}: transfer how many +1 power counters from {src.ref} to {dest.ref}?",
                            _numbers(0, src.counters)))
    return ctx.transfer_counters(src, dest, n) if n else 0


# ----- minions -----------------------------------------------------------------------------
@ability("Dragon Warrior", kind="protect")
def dragon_warrior_protect(ctx, affect):
    """Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is ctx.card


@ability("Dragon Warrior", kind="talent")
def dragon_warrior(ctx):
    """Talent: Transfer any number of +1 power counters from one minion to another."""
    sources = ctx.minions(where=lambda m: m.counters > 0)
    if not sources or len(ctx.minions()) < 2:
        raise Refused(f"{ctx.card.ref}: there is no +1 power counter to transfer")
    transfer_any_number(ctx, sources, lambda s: ctx.minions(where=lambda m: m is not s), "Dragon Warrior")


@ability("Lady Whirlwind", kind="talent")
def lady_whirlwind(ctx):
    """Talent: If this minion has no +1 power counters on it, destroy a minion here with less power to
    place a +1 power counter on this minion."""
    if ctx.card.counters:
        raise Refused(f"{ctx.card.ref} already has a +1 power counter on it")
    mine = ctx.power(ctx.card)
    targets = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card and ctx.power(m) < mine)
    if not targets:
        raise Refused(f"{ctx.card.ref}: there is no minion here with less power")
    victim = ctx.choose("Lady Whirlwind: destroy a minion here with less power", targets)
    if victim is not None and ctx.destroy(victim):
        ctx.place_counters(ctx.card, 1)


@ability("Drunken Master", kind="talent")
def drunken_master(ctx):
    """Talent: If this minion has no +1 power counters on it, place a +1 power counter on it."""
    if ctx.card.counters:
        raise Refused(f"{ctx.card.ref} already has a +1 power counter on it")
    ctx.place_counters(ctx.card, 1)


@ability("Cricket")
def cricket(ctx):
    """You may transfer a +1 power counter from one minion to another."""
    sources = ctx.minions(where=lambda m: m.counters > 0)
    src = ctx.may_choose("Cricket: you may transfer a +1 power counter from which minion?", sources)
    if src is None:
        return
    dest = ctx.choose(f"Cricket: transfer it from {src.ref} to which minion?",
                      ctx.minions(where=lambda m: m is not src))
    if dest is not None:
        ctx.transfer_counters(src, dest, 1)


# ----- actions -----------------------------------------------------------------------------
@ability("A Little Bit Frightening")
def a_little_bit_frightening(ctx):
    """Choose one of your minions. Destroy a minion at its base with less power to place two +1 power
    counters total on your minions there."""
    mine = ctx.choose("A Little Bit Frightening: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    base = ctx.base_of(mine)
    power = ctx.power(mine)
    victim = ctx.choose(f"A Little Bit Frightening: destroy a minion at {base.ref} with less power than {mine.ref}",
                        ctx.minions(base=base, where=lambda m: m is not mine and ctx.power(m) < power))
    if victim is None or not ctx.destroy(victim):
        return
    for i in (1, 2):
        yours = ctx.minions(base=base, controller=ctx.controller)
        m = ctx.choose(f"A Little Bit Frightening: place +1 power counter {i} of 2 on which of your minions "
                       f"at {base.ref}?", yours)
        if m is None:
            return
        ctx.place_counters(m, 1)


@ability("Ancient Chinese Art", kind="talent")
def ancient_chinese_art(ctx):
    """Play on a base. Talent: Place a +1 power counter on a minion here, OR transfer any number of +1
    power counters from one minion here to another minion here."""
    here = ctx.base_of(ctx.card)
    minions = ctx.minions(base=here)
    if not minions:
        raise Refused(f"{ctx.card.ref}: there is no minion here")
    sources = [m for m in minions if m.counters > 0] if len(minions) > 1 else []
    word = "place" if not sources else ctx.choose_word(
        "Ancient Chinese Art: place a +1 power counter here, or transfer +1 power counters here",
        ["place", "transfer"])
    if word == "place":
        m = ctx.choose("Ancient Chinese Art: place a +1 power counter on which minion here?", minions)
        if m is not None:
            ctx.place_counters(m, 1)
        return
    transfer_any_number(ctx, sources, lambda s: [m for m in minions if m is not s], "Ancient Chinese Art")


@ability("Everybody Knew Their Part")
def everybody_knew_their_part(ctx):
    """Choose one of your minions. Play an extra minion with less power on the same base. (It names no
    card: it may be played later in the Play Cards phase, on that base, with less power than the chosen
    minion had when the action resolved: terms/extra.)"""
    mine = ctx.choose("Everybody Knew Their Part: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    base = ctx.base_of(mine)
    power = ctx.power(mine)
    ctx.extra_or_now("minion", where=lambda c: (c.defn.power or 0) < power, base=base)


@ability("Everybody was Kung Fu Fighting")
def everybody_was_kung_fu_fighting(ctx):
    """Choose a base. Each player with a minion there destroys another player's minion there.
    (clarifications/kung-fu-fighters: in clockwise order from the current player; a player still
    destroys although their own minions there were destroyed before their turn came.)"""
    base = ctx.choose("Everybody was Kung Fu Fighting: choose a base", ctx.bases())
    if base is None:
        return
    names = ctx.players()
    cur = names.index(ctx.game.current_player.name)
    order = names[cur:] + names[:cur]
    fighters = [p for p in order if any(m.controller == p for m in base.minions)]
    for p in fighters:
        if base not in ctx.game.bases:
            return
        foes = [m for m in base.minions if m.controller not in (None, p)]
        ctx.choose_and(f"Everybody was Kung Fu Fighting: {p} destroys another player's minion at {base.ref}", foes,
                       lambda victim: ctx.destroy(victim, by=p), player=p)  # credit: that player


@ability("Fast as Lightning", slug="fast-as-lightning-kung-fu-fighters")
def fast_as_lightning(ctx):
    """Choose a minion. Until the end of the turn, it gains +2 power, and if it would go to the discard
    pile it is returned to its owner's hand instead."""
    m = ctx.choose("Fast as Lightning: choose a minion", ctx.minions())
    if m is None:
        return
    ctx.add_power(m, 2)

    def back_to_hand(c):
        card = c.event.card
        owner = c.game.player(card.owner or c.event.player)
        c.to_hand(card, owner)
        card.controller = owner.name
        c.game.event(f"{card.ref} is returned to {owner.name}'s hand instead of the discard pile "
                     f"(Fast as Lightning)", cites.T_RETURN)

    # only this minion in play: once played again it is a new card (rules/in-and-out-of-play)
    plays = len(ctx.plays_this_turn())
    ctx.delayed("discarded", back_to_hand,
                when=lambda c: c.event.card is m and c.event.card.zone is not None
                and c.event.card.zone.kind == "discard"
                and not any(p["card"] is m for p in c.plays_this_turn()[plays:]),
                until="end_of_turn", turn=ctx.game.turn)


@ability("Let's Get It On")
def lets_get_it_on(ctx):
    """Choose one of your minions. Destroy one or more minions at the same base with total power less
    than or equal to that minion."""
    mine = ctx.choose("Let's Get It On: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    base = ctx.base_of(mine)
    power = ctx.power(mine)
    options = ctx.minions(base=base, where=lambda m: m is not mine and ctx.power(m) <= power)
    if not options:
        return
    picks = ctx.choose_many(f"Let's Get It On: destroy one or more minions at {base.ref} with total power "
                            f"{power} or less", options, min=1)
    total = sum(ctx.power(m) for m in picks)
    if total > power:
        raise Refused(f"Let's Get It On: the chosen minions have total power {total}, more than {power}")
    for m in picks:
        ctx.destroy(m)


@ability("Oh-hoh-hoh-hoah", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.in_play(ctx.card) and ctx.event.base is ctx.base_of(ctx.card)
         and ctx.event.player not in (None, ctx.controller))
def oh_hoh_hoh_hoah(ctx):
    """Play on a base. Ongoing: After another player plays a minion here, place a +1 power counter on one
    of your minions."""
    ctx.choose_and("Oh-hoh-hoh-hoah: place a +1 power counter on which of your minions?",
                   ctx.minions(controller=ctx.controller), lambda m: ctx.place_counters(m, 1))


def _expert_timing_cards(ctx):
    """Your cards in play: minions, titans and actions you control."""
    return [c for c in ctx.game.cards_in_play() if c.controller == ctx.controller and c.defn.type != "base"]


@ability("Expert Timing", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: bool(_expert_timing_cards(ctx)))
def expert_timing_special(ctx):
    """Special: You may play this before a base scores."""
    ctx.play_this()


@ability("Expert Timing")
def expert_timing(ctx):
    """Choose one of your cards. Transfer any number of +1 power counters from it to another card,
    and/or use a Talent on it an extra time. Special: You may play this before a base scores."""
    card = ctx.choose("Expert Timing: choose one of your cards", _expert_timing_cards(ctx))
    if card is None:
        return
    others = [m for m in ctx.minions() if m is not card] + [
        t for b in ctx.bases() for t in b.titans if t is not card]
    can_transfer = card.counters > 0 and bool(others)
    talents = live_abilities(ctx.game, card, "talent")
    words = (["transfer"] if can_transfer else []) + (["talent"] if talents else []) + (
        ["both"] if can_transfer and talents else [])
    if not words:
        raise Refused(f"Expert Timing: {card.ref} has no +1 power counter to transfer and no talent")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        f"Expert Timing: transfer +1 power counters from {card.ref}, use its talent again, or both", words)
    if word in ("transfer", "both"):
        dest = ctx.choose(f"Expert Timing: transfer +1 power counters from {card.ref} to which card?", others)
        n = int(ctx.choose_word(f"Expert Timing: transfer how many +1 power counters from {card.ref}?",
                                _numbers(0, card.counters)))
        if n:
            ctx.transfer_counters(card, dest, n)
    if word in ("talent", "both") and ctx.in_play(card):
        ctx.game.event(f"{ctx.controller} uses the talent of {card.ref} an extra time (Expert Timing)",
                       cites.T_TALENT)
        for ab in talents:
            ab.fn(Context(ctx.game, card, ability=ab, controller=ctx.controller))


# ----- Sifu (titan) -------------------------------------------------------------------------------
def _sifu_usable(ctx) -> bool:
    g = ctx.game
    you = ctx.controller
    return (g.current_player.name == you and g.phase == "play"
            and sum(m.counters for m in ctx.minions(controller=you)) >= 2
            and not at_titan_limit(ctx.game, ctx.controller) and not on_your_turn_used(g, ctx.card))


@ability("Sifu", kind="special", zone="aside", usable=_sifu_usable)
def sifu_special(ctx):
    """Special: On your turn, if you have two or more +1 power counters on your minions, you may play this
    titan and transfer two or more +1 power counters from your minions to it."""
    base = ctx.base if ctx.base is not None else ctx.choose("Sifu: play this titan on which base?", ctx.bases())
    note_on_your_turn_used(ctx.game, ctx.card)
    ctx.play_titan(ctx.card, base)
    moved = 0
    while True:
        sources = ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0)
        if not sources or not ctx.in_play(ctx.card):
            break
        ask = ctx.choose if moved < 2 else ctx.may_choose
        src = ask(f"Sifu: transfer +1 power counters to this titan from which of your minions? ({moved} so far"
                  f"{'' if moved >= 2 else ', at least 2'})", sources)
        if src is None:
            break
        n = int(ctx.choose_word(f"Sifu: transfer how many +1 power counters from {src.ref}?",
                                _numbers(1, src.counters)))
        got = ctx.transfer_counters(src, ctx.card, n)
        if not got:
            break
        moved += got


@ability("Sifu", kind="ongoing", event="counters_transferred",
         when=lambda ctx: (ctx.in_play(ctx.card) and ctx.event.player == ctx.controller
                           and ctx.event.card is not None and ctx.event.card.kind == "minion"
                           and ctx.in_play(ctx.event.card)))
def sifu_ongoing(ctx):
    """Ongoing: When you transfer one or more +1 power counters to a minion, you may place an additional +1
    power counters on that minion."""
    m = ctx.event.card
    if ctx.may(f"Sifu: place an additional +1 power counter on {m.ref}?"):
        ctx.place_counters(m, 1)


@ability("Sifu", kind="talent")
def sifu_talent(ctx):
    """Talent: Transfer a +1 power counter from one of your minions to another minion OR place a +1 power
    counter on a minion that doesn't have one."""
    sources = ctx.minions(controller=ctx.controller, where=lambda m: m.counters > 0)
    bare = ctx.minions(where=lambda m: m.counters == 0)
    words = (["transfer"] if sources and len(ctx.minions()) > 1 else []) + (["place"] if bare else [])
    if not words:
        raise Refused("Sifu: no +1 power counter of yours to transfer and no minion without one")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Sifu: transfer a +1 power counter from one of your minions, OR place one on a minion without any", words)
    if word == "place":
        ctx.place_counters(ctx.choose("Sifu: place a +1 power counter on which minion without one?", bare), 1)
        return
    src = ctx.choose("Sifu: transfer a +1 power counter from which of your minions?", sources)
    dest = ctx.choose(f"Sifu: transfer it from {src.ref} to which minion?", ctx.minions(where=lambda m: m is not src))
    ctx.transfer_counters(src, dest, 1)
