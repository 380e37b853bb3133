"""The bases of Smash Up: Half the Battle.

Each function quotes the base text it implements (corpus/cards/half-the-battle/bases.yaml). On a base,
"you" is the player the text describes (terms/you): the player who played the card.
"First time each turn" is counted from this turn's plays, so it needs no note on the game.

Slime Pool's "play a play-on-minion action off the top of your deck" (wiki/play-x-off-the-top-of-your-deck,
compilation/play-or-draw-x-off-the-top-of-your-deck): reveal cards from the top until one, play it, then
shuffle the other revealed cards into the deck (set aside, out of the deck, while the played card
resolves); one that cannot be played is discarded instead. A deck that is empty, before or while
revealing, is made anew from the shuffled discard pile and revealing continues from it
(rules/decks-discards-and-searches: "Start or continue drawing (revealing, searching) from there"),
stopping only when deck and discard pile are both empty: the community texts' "if the deck runs out while
you are revealing, you stop" is overruled by that official rule. The revealing is ``ctx.reveal_until``.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.half_the_battle.adolescent_epic_geckos import actions_played
from oracle.engine.power import printed_power

OFF_TOP = "wiki/play-x-off-the-top-of-your-deck"


def _base(ctx):
    """The base in play whose card is this ability's card."""
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


def _first_minion_here(ctx) -> bool:
    """The minion just played here is the first one its player played here this turn."""
    ev = ctx.event
    here = _base(ctx)
    if here is None or ev.base is not here or ev.player is None:
        return False
    plays = [p for p in ctx.plays_this_turn(kind="minion", player=ev.player) if p["base"] is here]
    return len(plays) == 1


@ability("Recording Studio", kind="start_of_turn")
def recording_studio(ctx):
    """At the start of each turn, all players' minions here gain +1 power until the end of the turn"""
    here = _base(ctx)
    if here is None:
        return
    for m in ctx.minions(base=here):
        ctx.add_power(m, 1)


@ability("Concert Venue", kind="ongoing", event="minion_played", when=_first_minion_here)
def concert_venue(ctx):
    """After the first time you play a minion here each turn, you may place a +1 power counter on it"""
    minion = ctx.event.card
    if not ctx.in_play(minion) or ctx.base_of(minion) is not _base(ctx):
        return
    if ctx.may(f"Concert Venue: you may place a +1 power counter on {minion.ref}", player=ctx.event.player):
        ctx.place_counters(minion, 1)


@ability("Technoball", kind="ongoing", event="minion_played", when=_first_minion_here)
def technoball(ctx):
    """After the first time you play a minion here each turn, you may play an extra action."""
    ctx.extra("action", reason="Technoball: first minion played here this turn", player=ctx.event.player)


def _second_action(ctx) -> bool:
    ev = ctx.event
    return ev.player is not None and _base(ctx) is not None and actions_played(ctx, ev.player) == 2


@ability("Sewer Hideout", kind="ongoing", event="action_played", when=_second_action)
def sewer_hideout(ctx):
    """After you play your second action in a turn, you may place a +1 power counter on a minion here"""
    here = _base(ctx)
    ctx.choose_and("Sewer Hideout: you may place a +1 power counter on a minion here", ctx.minions(base=here),
                   lambda target: ctx.place_counters(target, 1), player=ctx.event.player, may=True)


def _geralds_base_when(ctx) -> bool:
    ev = ctx.event
    here = _base(ctx)
    return (here is not None and ev.base is here and ev.player is not None
            and not ctx.used_this_turn("g-i-geralds-base", player=ev.player))


@ability("G.I. Gerald's Base", kind="ongoing", event="minion_played", when=_geralds_base_when)
def g_i_geralds_base(ctx):
    """Once per turn, after you play a minion here, you may draw a card and place a card from your hand on
    the bottom of your deck"""
    who = ctx.event.player
    if not ctx.may("G.I. Gerald's Base: you may draw a card and place a card from your hand on the bottom "
                   "of your deck", player=who):
        return
    ctx.mark_used("g-i-geralds-base", player=who)
    ctx.draw(1, player=who)
    card = ctx.choose("G.I. Gerald's Base: place a card from your hand on the bottom of your deck",
                      ctx.hand(player=who), player=who)
    if card is not None:
        ctx.place(card, "deck_bottom", player=who)
        ctx.log(f"{who} places a card from their hand on the bottom of their deck", "terms/place")


@ability("USS Banner", kind="start_of_turn")
def uss_banner(ctx):
    """On your turn, you may play an extra minion here of power 2 or less. If you control it at the end
    of the turn, place it on top of your deck. (An extra play, used with a plain play: the card has no
    Special.) "On your turn" is a standing permission, not a start-of-turn event: it is granted at the
    start of each turn, and also when USS Banner enters play during a turn's Play Cards phase and when a
    board is set up in the Play Cards phase (the two abilities below)."""
    _uss_banner_grant(ctx)


@ability("USS Banner", kind="ongoing", event="base_entered",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base.card is ctx.card
         and ctx.game.phase == "play")
def uss_banner_entered(ctx):
    """USS Banner entering play during a turn's Play Cards phase: that player may use it this turn."""
    _uss_banner_grant(ctx)


@ability("USS Banner", kind="ongoing", event="turn_set_up")
def uss_banner_set_up(ctx):
    """A board set up in the Play Cards phase: the current player may use USS Banner this turn."""
    _uss_banner_grant(ctx)


def _uss_banner_grant(ctx):
    here = _base(ctx)
    if here is None:
        return
    you = ctx.game.current_player.name

    def played(minion):
        ctx.delayed("end_of_turn", lambda dctx: dctx.place(minion, "deck_top", player=you),
                    when=lambda dctx: dctx.game.in_play(minion) and minion.controller == you,
                    about=minion)  # replayed the same turn, it is a new card (rules/in-and-out-of-play)

    ctx.extra("minion", where=lambda c: printed_power(c) <= 2, reason="USS Banner: power 2 or less, here",
              base=here, player=you, then=played)


def _slime_pool_usable(ctx) -> bool:
    g = ctx.game
    here = _base(ctx)
    return (here is not None and g.current_player.name == ctx.controller and g.phase == "play"
            and ctx.player.action_plays == 0 and bool(here.minions) and bool(ctx.player.deck or ctx.player.discard))


@ability("Slime Pool", kind="special", zone="base", usable=_slime_pool_usable)
def slime_pool(ctx):
    """Instead of your regular action play, you may play a play-on-minion action off the top of your deck
    on a minion here. (Off the top of your deck: see the module docstring.)"""
    here = _base(ctx)
    if not ctx.use_regular_play("action"):
        return
    game, p = ctx.game, ctx.player
    hits, others = ctx.reveal_until(lambda c: c.defn.can_be("action") and c.defn.play_on == "minion")
    if hits:
        found = hits[0]
        minion = ctx.choose(f"Slime Pool: play {found.ref} on which minion here?", ctx.minions(base=here))
        if minion is not None:
            ctx.play_card(found, on=minion)
        if found.zone is game.revealed:
            ctx.to_discard(found, p)
            ctx.log(f"{found.ref} cannot be played and is discarded", OFF_TOP)
    else:
        ctx.log(f"{ctx.controller} reveals no play-on-minion action", OFF_TOP, "rules/decks-discards-and-searches")
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()


def _power_castle_minion(ctx):
    """The minion here that the action of this event was just played on or transferred to (None if
    there is none, or if its player already used Power Castle this turn)."""
    ev, here = ctx.event, _base(ctx)
    if here is None or ev.card is None or ev.player is None or ctx.used_this_turn("power-castle", player=ev.player):
        return None
    if ev.kind == "action_transferred":
        minion = ev.data.get("to")
    else:
        plays = [p for p in ctx.plays_this_turn(kind="action") if p["card"] is ev.card]
        minion = plays[-1]["on"] if plays else None
    if minion is None or not hasattr(minion, "attached") or not ctx.in_play(minion):
        return None
    return minion if ctx.base_of(minion) is here else None


def _power_castle(ctx):
    """Once per turn, after an action is played on or transferred to a minion here, you may place a +!
    power counter on that minion ("+!" is the archive's misprint of +1; "you" is the player who played
    or transferred the action, once per turn each)."""
    minion = _power_castle_minion(ctx)
    if minion is None:
        return
    who = ctx.event.player
    if ctx.may(f"Power Castle: you may place a +1 power counter on {minion.ref}", player=who):
        ctx.mark_used("power-castle", player=who)
        ctx.place_counters(minion, 1)


ability("Power Castle", kind="ongoing", event="action_played",
        when=lambda ctx: _power_castle_minion(ctx) is not None)(_power_castle)
ability("Power Castle", kind="ongoing", event="action_transferred",
        when=lambda ctx: _power_castle_minion(ctx) is not None)(_power_castle)
