"""The bases of Awesome Level 9000 (Bear Cavalry, Ghosts, Killer Plants and Steampunks).

Each function quotes the base text it implements (corpus/cards/awesome-level-9000/bases.yaml, the
current wordings), following clarifications/bases of the Bigger Geekier Box rulebook and the
rulings in rulings/bases/. "The winner" is every player tied for first (rules/tie-fighter).

Secret Grove's extra minion may be played even by a player with no minion there (bases/secret-grove);
it is granted to the current player at the start of each turn, so a scenario that starts in the
middle of a turn has no such extra yet. Tsar's Palace and The Dread Gazebo refuse a forbidden play
(the step is refused, as for any play the rules forbid).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.play import grant_extra
from oracle.engine.power import player_total, printed_power
from oracle.abilities.shared import this_base as _this_base


def _flag(game, flag, player=None) -> bool:
    return any(e.kind == "flag" and e.flag == flag and e.player == player for e in game.effects)


def _set_flag(ctx, flag, player=None, until="end_of_turn") -> None:
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, player=player, until=until,
                                                source=ctx.card, controller=player))


def _winners(ctx) -> list:
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    return [p.name for p in ctx.game.seat_order() if p.name in firsts]


# ----- Bear Cavalry --------------------------------------------------------------------------
def _field_of_honor_when(ctx) -> bool:
    ev = ctx.event
    card = ev.card
    if card is None or card.defn.plays_as != "minion" or ev.base is None or ev.base is not _this_base(ctx):
        return False
    who = ev.player
    was = (ev.data or {}).get("controller", card.controller)
    if who is None or was is None or was == who:
        return False
    return not _flag(ctx.game, f"field-of-honor:{ctx.card.uid}", who)


@ability("Field of Honor", kind="ongoing", event="destroyed", when=_field_of_honor_when)
def field_of_honor(ctx):
    """After the first time you destroy another player's minion here each turn, gain 1 VP."""
    who = ctx.event.player
    _set_flag(ctx, f"field-of-honor:{ctx.card.uid}", who)
    ctx.gain_vp(1, player=who)


def _tsars_palace_forbids(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    card = ev.card
    if base is None or ev.base is not base or card is None or ev.player is None:
        return False
    if printed_power(card) > 2:
        return False
    game = ctx.game
    mine = player_total(game, base, ev.player) - (ctx.power(card) if card.controller == ev.player else 0)
    others = [player_total(game, base, p.name) for p in game.players if p.name != ev.player]
    if others and mine <= max(others):
        game.refuse(f"{ev.player} does not have more power at {base.ref} than each other player, so they "
                    f"cannot play minions of power 2 or less there ({card.ref})")
    return False


@ability("Tsar's Palace", kind="ongoing", event="minion_playing", when=_tsars_palace_forbids)
def tsars_palace(ctx):
    """If you do not have more power here than each other player, you cannot play minions here of power 2
    or less."""
    # Never reached: _tsars_palace_forbids refuses the forbidden play and triggers nothing.


# ----- Ghosts --------------------------------------------------------------------------------
@ability("Haunted House", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base is _this_base(ctx)
         and ctx.event.player is not None)
def haunted_house(ctx):
    """After a player plays a minion here, that player must discard a card."""
    who = ctx.event.player
    pick = ctx.choose(f"Haunted House: {who} must discard a card", ctx.hand(player=who), player=who)
    if pick is None:
        ctx.log(f"{who} has no card to discard (Haunted House)", cites.USING_ABILITIES)
        return
    ctx.discard_from_hand(pick, player=who)


@ability("The Dread Gazebo", kind="protect")
def the_dread_gazebo(ctx, affect):
    """Players cannot play actions on this base."""
    base = _this_base(ctx)
    if affect.source is not None and ctx.in_play(affect.source):  # already on the base: not a play
        return False
    if affect.kind == "attach" and base is not None and affect.target is base:
        ctx.game.refuse(f"{affect.controller} cannot play {affect.source.ref} on {base.ref}: players cannot "
                        f"play actions on this base")
    return False


# ----- Killer Plants -------------------------------------------------------------------------
@ability("Secret Grove", kind="start_of_turn")
def secret_grove(ctx):
    """On your turn, you may play one extra minion of power 2 or less here."""
    base = _this_base(ctx)
    if base is None:
        return
    ctx.extra("minion", where=lambda c: printed_power(c) <= 2, reason="Secret Grove: power 2 or less, here",
              base=base, player=ctx.game.current_player.name)


@ability("The Greenhouse", kind="ongoing", event="base_replaced", when=lambda ctx: ctx.event.card is ctx.card)
def the_greenhouse(ctx):
    """After this base scores and is replaced, the winner may search their deck for a minion and play it
    on the replacement base."""
    new = ctx.event.base
    for who in _winners(ctx):
        if new not in ctx.game.bases:
            return
        deck = ctx.game.player(who).deck
        options = [c for c in deck if c.defn.plays_as == "minion"
                   and effects.forbidden(ctx.game, "play_extra", who, c) is None]
        pick = ctx.may_choose(f"The Greenhouse: {who} may search their deck for a minion to play on "
                              f"{new.ref}", options, player=who)
        if pick is None:
            continue
        ctx.log(f"{who} reveals {pick.ref} from their deck (The Greenhouse)", cites.DECKS)
        ctx.saw([pick], player=who, by=who, top=False)
        from oracle.engine.play import play_card
        ctx.to_hand(pick, who)
        play_card(ctx.game, who, pick, base=new, how="free")
        ctx.shuffle(deck)
        ctx.log(f"{who} shuffles their deck", cites.DECKS)


# ----- Steampunks ----------------------------------------------------------------------------
@ability("Inventor's Salon", kind="after_scoring")
def inventors_salon(ctx):
    """After this base scores, the winner may draw an action from their discard pile."""
    for who in _winners(ctx):
        options = [c for c in ctx.discard_pile(player=who) if c.kind == "action"]
        ctx.choose_and(f"Inventor's Salon: {who} may take an action from their discard pile into their "
                              f"hand", options, lambda pick: ctx.place(pick, "hand", player=who), player=who, may=True)


def _workshop_when(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    card = ev.card
    if base is None or card is None or ev.player is None or card.zone is not base.actions:
        return False
    return not _flag(ctx.game, f"workshop:{ctx.card.uid}", ev.player)


@ability("Workshop", kind="ongoing", event="action_played", when=_workshop_when)
def workshop(ctx):
    """After the first time each turn you play an action on this base, you may play an extra action."""
    who = ctx.event.player
    _set_flag(ctx, f"workshop:{ctx.card.uid}", who)
    grant_extra(ctx.game, who, "action", None, "Workshop")
