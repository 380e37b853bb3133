"""The bases of Smash Up: Big in Japan.

Each function quotes the base text it implements (corpus/cards/big-in-japan/bases.yaml), following
clarifications/bases (rulings bases/q-point, bases/kaiju-island, bases/moon-dumpster). On a base,
"you" is the player the text describes (terms/you).

- Critter Combat Club and Moon Dumpster give a play "on your turn": a ``special: BASE`` step in
  the current player's Play Cards phase, once per turn.
- Q Point (bases/q-point): each player keeps one minion or one action there, not one of each;
  cards that cannot be destroyed remain; titans are not minions or actions and are unaffected.
  "Actions on this base" are those played on it: "actions on minions are not on the base"
  (rules/attached-cards), so an action on a minion is neither kept nor destroyed by Q Point; it
  stays on a kept minion and is discarded with a destroyed one.

- Kaiju Island: no Clash of the Titans happens there (a ``no_clash`` ability), whether a titan is
  played or moved there; each titan there adds +3 to its controller's total there.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.abilities_hook import abilities_of
from oracle.engine.power import printed_power
from oracle.abilities.shared import this_base as _this_base
from oracle.abilities.big_in_japan.itty_critters import bottom_at_end_of_turn


def _my_play_phase(ctx) -> bool:
    g = ctx.game
    return g.current_player.name == ctx.controller and g.phase == "play"


# ----- Itty Critters --------------------------------------------------------------------------
def _club_usable(ctx) -> bool:
    return (_my_play_phase(ctx) and not ctx.used_this_turn("critter-combat-club", player=ctx.controller)
            and any(c.defn.can_be("minion") and printed_power(c) <= 2 for c in ctx.hand()))


@ability("Critter Combat Club", kind="special", zone="base", usable=_club_usable)
def critter_combat_club(ctx):
    """You may play an extra minion of power 2 or less here on your turn. If you control it at the end
    of the turn, place it on the bottom of your deck."""
    here = _this_base(ctx)
    ctx.mark_used("critter-combat-club", player=ctx.controller)
    played = ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 2, base=here)
    if played is not None and ctx.in_play(played):
        bottom_at_end_of_turn(ctx, played)


def _itty_city_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is _this_base(ctx) and ev.player is not None
            and not ctx.used_this_turn("itty-city", player=ev.player))


@ability("Itty City", kind="ongoing", event="minion_played", when=_itty_city_when)
def itty_city(ctx):
    """After the first time you play a minion here each turn, you may shuffle a random minion from your
    discard pile into your deck."""
    who = ctx.event.player
    ctx.mark_used("itty-city", player=who)
    p = ctx.game.player(who)
    minions = [c for c in p.discard if c.defn.can_be("minion")]
    if not minions:
        ctx.log(f"{who} has no minion in their discard pile (Itty City)", cites.DECKS)
        return
    if not ctx.may("Itty City: shuffle a random minion from your discard pile into your deck?", player=who):
        return
    pick = ctx.game.rng.choice(minions)
    ctx.to_deck(pick, p)
    pick.controller = who
    ctx.log(f"{who} shuffles {pick.ref}, picked at random, from their discard pile into their deck", cites.DECKS)
    ctx.shuffle_deck(who)


# ----- Kaiju ------------------------------------------------------------------------------------
def _tokyo_when(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    return here is not None and ev.card is not None and ev.card.zone is here.actions and ev.player is not None


@ability("Tokyo", kind="ongoing", event="action_played", when=_tokyo_when)
def tokyo(ctx):
    """After you play an action on this base, you gain +3 power here until the end of the turn."""
    who = ctx.event.player
    here = _this_base(ctx)
    ctx.ongoing("player_power", 3, base=here, player=who, until="end_of_turn")
    ctx.log(f"{who} gains +3 power at {here.ref} until the end of the turn (Tokyo)", cites.USING_ABILITIES)


# ----- Magical Girls ---------------------------------------------------------------------------
@ability("Akihabara High", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is _this_base(ctx) and ctx.event.player is not None)
def akihabara_high(ctx):
    """After you play a minion here, your other minions here gain +1 power until the end of the turn."""
    who = ctx.event.player
    here = _this_base(ctx)
    for m in ctx.minions(base=here, controller=who, where=lambda m: m is not ctx.event.card):
        ctx.add_power(m, 1, by=who)


def _destroy_together(ctx, cards) -> None:
    """One effect destroying several cards: protecting cards go last, so they still protect the others."""
    cards = sorted(cards, key=lambda c: bool(abilities_of(c, "protect")))
    for c in cards:
        ctx.destroy(c)


@ability("Q Point", kind="before_scoring")
def q_point(ctx):
    """Before this base scores, each player destroys all of their minions and actions on this base but
    one card total."""
    here = _this_base(ctx)
    doomed = []
    for p in ctx.game.seat_order():
        who = p.name
        cards = []
        cards += [m for m in here.minions if m.controller == who]
        cards += [a for a in here.actions if a.controller == who]
        if not cards:
            continue
        keep = ctx.choose(f"Q Point: {who} keeps one of their minions or actions here; the rest are destroyed",
                          cards, player=who)
        ctx.log(f"{who} keeps {keep.ref} at {here.ref} (Q Point)", cites.USING_ABILITIES)
        doomed += [c for c in cards if c is not keep]
    _destroy_together(ctx, doomed)


# ----- Mega Troopers ---------------------------------------------------------------------------
@ability("Juice Bar", kind="before_scoring")
def juice_bar(ctx):
    """Before this base scores, each player with a minion here may play an extra minion here (starting
    with the current player)."""
    here = _this_base(ctx)
    players = [p.name for p in ctx.game.seat_order() if ctx.minions(base=here, controller=p.name)]
    for who in players:
        ctx.play_extra_now("minion", base=here, player=who)


def _dumpster_usable(ctx) -> bool:
    return (_my_play_phase(ctx) and not ctx.used_this_turn("moon-dumpster", player=ctx.controller)
            and any(c.defn.can_be("minion") and printed_power(c) <= 3 for c in ctx.hand()))


@ability("Moon Dumpster", kind="special", zone="base", usable=_dumpster_usable)
def moon_dumpster(ctx):
    """Once on your turn, you may play a minion here of power 3 or less."""
    ctx.mark_used("moon-dumpster", player=ctx.controller)
    ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 3, base=_this_base(ctx))


@ability("Moon Dumpster", kind="protect")
def moon_dumpster_no_move(ctx, affect):
    """You may not move your minions away from this base."""
    here = _this_base(ctx)
    t = affect.target
    if affect.kind != "move" or here is None or getattr(t, "zone", None) is not here.minions:
        return False
    return affect.controller is not None and affect.controller == t.controller


# ----- Kaiju ----------------------------------------------------------------------------------
@ability("Kaiju Island", kind="no_clash")
def kaiju_island_no_clash(ctx, base):
    """Titans here do not make other titans leave."""
    return base.card is ctx.card


@ability("Kaiju Island", kind="player_power")
def kaiju_island_power(ctx, base, player):
    """Each titan here adds +3 power to its controller's power here."""
    if base.card is not ctx.card or ctx.ignores(player):
        return 0
    return 3 * sum(1 for t in base.titans if t.controller == player)
