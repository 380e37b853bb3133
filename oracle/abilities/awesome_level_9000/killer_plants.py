"""Killer Plants (Awesome Level 9000): minions that grow out of the deck, and bases that hold on.

Each function quotes the card text it implements (corpus/cards/awesome-level-9000/killer-plants.yaml),
following the Killer Plants clarifications of the Bigger Geekier Box rulebook
(clarifications/killer-plants) and the rulings in rulings/killer-plants/.

Current texts that differ from the 2018 book: Sprout is destroyed "at the start of your turn"
(the wiki reverted the 2018 errata: killer-plants/sprout-wiki-text), and Weed Eater is a power 3
minion that gains +2 power at the start of your turn (the 2018 ruling killer-plants/weed-eater is
about the older power 5 card). A minion played during your Start Turn phase (by Sprout) still
gets its own start-of-turn ability that turn, "since it is still the Start Turn phase"
(killer-plants/water-lily); a Sprout played then does not destroy itself that turn
(killer-plants/sprout).

Blossom's extra minions are played at once (the same name is fixed by the first one).
Killer Kudzu (titan): its start-of-turn counter is a Special of the set-aside titan, offered in the
Me First! window at the start of your turn.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.cards import name_key
from oracle.engine.power import printed_power

from .ghosts import extra_allowed, not_affected_by_others, play_extra_minion_now


def _flag(game, flag, player=None) -> bool:
    return any(e.kind == "flag" and e.flag == flag and e.player == player for e in game.effects)


def _set_flag(ctx, flag, player=None, until="end_of_turn") -> None:
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, player=player, until=until,
                                                source=ctx.card, controller=ctx.controller))


def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _in_my_start_phase(ctx) -> bool:
    return ctx.game.phase == "start" and ctx.is_my_turn


def _search_and_play(ctx, limit, base, text):
    """Search your deck for a minion of power ``limit`` or less and play it on ``base`` as an extra
    minion (rules/decks-discards-and-searches). Searching an empty deck makes it anew from the
    discard pile first, so the choice is among the discard pile's cards, and the pile becomes the deck
    only when the player does search (picks a card): a declined "you may search" shuffles nothing."""
    p = ctx.player
    pool = p.deck if p.deck else p.discard
    options = [c for c in pool if c.defn.plays_as == "minion" and printed_power(c) <= limit
               and extra_allowed(ctx.game, ctx.controller, c)]
    pick = ctx.may_choose(text, options)
    if pick is not None:
        ctx.refill_deck()
        ctx.log(f"{ctx.controller} reveals {pick.ref} from their deck", cites.DECKS)
        ctx.saw([pick], top=False)
        ctx.play_card(pick, base=base)
    return pick


# ----- minions ------------------------------------------------------------------------------
@ability("Venus Man Trap", kind="talent")
def venus_man_trap(ctx):
    """Talent: Search your deck for a minion of power 2 or less and play it here as an extra minion.
    Shuffle your deck."""
    here = ctx.here
    _search_and_play(ctx, 2, here, f"Venus Man Trap: search your deck for a minion of power 2 or less to "
                                   f"play on {here.ref}")
    ctx.shuffle_deck()


def _weed_eater_grows(ctx):
    effects.add_effect(ctx.game, effects.Effect("power", 2, card=ctx.card, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{ctx.card.ref} gains +2 power until the start of {ctx.controller}'s next turn",
            cites.USING_ABILITIES)


@ability("Weed Eater", kind="start_of_turn")
def weed_eater(ctx):
    """Ongoing: At the start of your turn, this minion gains +2 power until the start of your next
    turn."""
    _weed_eater_grows(ctx)


@ability("Weed Eater")
def weed_eater_played(ctx):
    """(Played during your Start Turn phase, e.g. by Sprout: it is still the start of your turn.)"""
    if _in_my_start_phase(ctx):
        _weed_eater_grows(ctx)


def _water_lily_draws(ctx):
    if _flag(ctx.game, "water-lily", ctx.controller):
        ctx.log(f"{ctx.controller} already used a Water Lily's ability this turn", cites.USING_ABILITIES)
        return
    _set_flag(ctx, "water-lily", ctx.controller)
    ctx.draw(1)


@ability("Water Lily", kind="start_of_turn")
def water_lily(ctx):
    """Ongoing: Draw a card at the start of each of your turns. Only use one Water Lily's ability each
    turn."""
    _water_lily_draws(ctx)


@ability("Water Lily")
def water_lily_played(ctx):
    """(If you get this using Sprout's ability, you can use Water Lily's ability immediately since it
    is still the Start Turn phase: clarifications/killer-plants.)"""
    if _in_my_start_phase(ctx):
        _water_lily_draws(ctx)


@ability("Sprout", kind="start_of_turn")
def sprout(ctx):
    """Ongoing: Destroy this card at the start of your turn. You may search your deck for a minion of
    power 3 or less, play it here as an extra minion, and shuffle your deck."""
    here = ctx.here
    ctx.destroy(ctx.card)
    if here not in ctx.game.bases:
        return
    if _search_and_play(ctx, 3, here, f"Sprout: you may search your deck for a minion of power 3 or less "
                                      f"to play on {here.ref}") is not None:
        ctx.shuffle_deck()


# ----- actions ------------------------------------------------------------------------------
@ability("Blossom")
def blossom(ctx):
    """Play up to three extra minions that all have the same name. (They name no card: during the Play
    Cards phase they may be played later in the phase, each with the first one's name: terms/extra.)"""
    names = []
    ctx.extra_or_now("minion", where=lambda c: not names or name_key(c.name) == names[0], n=3,
                     then=lambda card: names.append(name_key(card.name)),
                     now=lambda where, base: play_extra_minion_now(ctx, where=where, base=base))


@ability("Budding")
def budding(ctx):
    """Choose a minion in play. Search your deck for a copy of that card and place it into your hand.
    Shuffle your deck."""
    target = ctx.choose("Budding: choose a minion in play", ctx.minions())
    if target is not None:
        ctx.refill_deck()  # searching an empty deck: the discard pile becomes the deck first
        copies = [c for c in ctx.player.deck if name_key(c.name) == name_key(target.name)]
        pick = ctx.choose(f"Budding: a copy of {target.name} from your deck", copies)
        if pick is not None:
            ctx.log(f"{ctx.controller} reveals {pick.ref} from their deck", cites.DECKS)
            ctx.saw([pick], top=False)
            ctx.place(pick, "hand")
        else:
            ctx.log(f"{ctx.controller} has no {target.name} in their deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Choking Vines", kind="start_of_turn")
def choking_vines(ctx):
    """Play on a minion. Ongoing: At the start of your turn, destroy this minion."""
    host = _host(ctx.card)
    if host is not None:
        ctx.destroy(host)


def _from_player_ability(affect) -> bool:
    """Moves and returns caused by a player's card, not by a base (clarifications/killer-plants)."""
    src = affect.source
    return src is not None and src.defn.type != "base"


@ability("Deep Roots", kind="protect")
def deep_roots(ctx, affect):
    """Play on a base. Ongoing: Your minions here cannot be moved or returned to your hand by other
    players' abilities."""
    t = affect.target
    if affect.kind not in ("move", "return") or not _from_player_ability(affect):
        return False
    if t.defn.plays_as != "minion" or t.controller != ctx.controller or ctx.game.base_of(t) is not ctx.here:
        return False
    return affect.controller is not None and affect.controller != ctx.controller


@ability("Entangled", kind="protect")
def entangled(ctx, affect):
    """Play on a base. Ongoing: Minions may not be moved or returned to hands from any base where you have
    a minion.

    Reading: moves made by your own abilities (and by bases) are not prevented, though the text does
    not say so: the 003 clarification for Entangled is "See Deep Roots", whose clarification exempts
    movement caused by bases or your own abilities (ruling killer-plants/entangled)."""
    t = affect.target
    if affect.kind not in ("move", "return") or not _from_player_ability(affect):
        return False
    if affect.controller == ctx.controller or t.defn.plays_as != "minion":
        return False
    base = ctx.game.base_of(t)
    return base is not None and bool(ctx.minions(base=base, controller=ctx.controller))


@ability("Entangled", kind="start_of_turn")
def entangled_ends(ctx):
    """Destroy this card at the start of your turn."""
    ctx.destroy(ctx.card)


@ability("Insta-Grow")
def insta_grow(ctx):
    """Play an extra minion"""
    ctx.extra("minion", reason="Insta-Grow")


@ability("Overgrowth", kind="start_of_turn")
def overgrowth(ctx):
    """Play on a base. Ongoing: At the start of your turn, reduce the starting breakpoint of this base to
    0 until the end of the turn."""
    here = ctx.here
    effects.add_effect(ctx.game, effects.Effect("set_breakpoint", 0, base=here, until="end_of_turn",
                                                source=ctx.card, controller=ctx.controller))
    ctx.log(f"the starting breakpoint of {here.ref} is 0 until the end of the turn", cites.CALCULATING)


@ability("Sleep Spores", kind="power")
def sleep_spores(ctx, minion):
    """Play on a base. Ongoing: Other players' minions have -1 power here (minimum power 0)."""
    here = ctx.here
    if here is None or ctx.game.base_of(minion) is not here or minion.controller in (None, ctx.controller):
        return 0
    if not_affected_by_others(ctx.game, minion, ctx.controller, ctx.card):
        return 0
    return -1


# ----- Killer Kudzu (titan) --------------------------------------------------------------------
def _kudzu_grows_usable(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.player == ctx.controller and ctx.game.current_player.name == ctx.controller


@ability("Killer Kudzu", kind="special", window="start_of_turn", zone="aside", usable=_kudzu_grows_usable)
def killer_kudzu_grows(ctx):
    """Special: At the start of your turn, if this titan is not in play, place a +1 power counter on it."""
    ctx.card.counters += 1
    ctx.log(f"a +1 power counter is placed on {ctx.card.ref}, set aside (now {ctx.card.counters})",
            cites.COUNTERS)


def _kudzu_play_usable(ctx) -> bool:
    game = ctx.game
    return (game.current_player.name == ctx.controller and game.phase == "play" and ctx.card.counters >= 3)


@ability("Killer Kudzu", kind="special", zone="aside", usable=_kudzu_play_usable)
def killer_kudzu_play(ctx):
    """Special: On your turn, if this titan has three or more counters on it, you may play it instead of
    your regular minion play, keeping up to six counters on it."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Killer Kudzu needs a base")
    kept = min(ctx.card.counters, 6)
    if ctx.card.counters > kept:
        ctx.log(f"{ctx.card.ref} keeps {kept} of its {ctx.card.counters} counters", cites.COUNTERS)
    ctx.card.counters = kept
    ctx.play_titan(ctx.card, ctx.base, instead_of="minion")


def _kudzu_left(ctx) -> bool:
    return ctx.event.card is ctx.card


def _kudzu_gone(ctx):
    """Ongoing: After this titan leaves play, shuffle up to two minions from your discard pile into your
    deck OR draw two cards."""
    choice = ctx.choose_word("Killer Kudzu: shuffle up to two minions from your discard pile into your deck, "
                             "or draw two cards?", ["shuffle", "draw"])
    if choice == "draw":
        ctx.draw(2)
        return
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Killer Kudzu: shuffle up to two minions from your discard pile into your deck",
                            minions, max=2)
    for c in picks:
        ctx.place(c, "deck_top")
    ctx.shuffle_deck()


for _kind in ("destroyed", "returned", "left_play"):
    ability("Killer Kudzu", kind="ongoing", event=_kind, when=_kudzu_left)(_kudzu_gone)


@ability("Killer Kudzu", kind="talent")
def killer_kudzu(ctx):
    """Talent: Destroy this titan to play an extra minion from your discard pile with power equal to or
    less than the number of +1 power counters on this titan."""
    n = ctx.card.counters
    if not ctx.destroy(ctx.card):
        return
    options = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed_power(c) <= n
               and extra_allowed(ctx.game, ctx.controller, c)]
    ctx.choose_and(f"Killer Kudzu: play an extra minion of power {n} or less from your discard pile", options,
                   ctx.play_card, may=True)
