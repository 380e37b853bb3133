"""The sixteen bases of the Smash Up core set.

Each function quotes the base text it implements (corpus/cards/core-base-game/bases.yaml,
with the corrected texts of Ninja Dojo and Temple of Goju), following
clarifications/bases of the Bigger Geekier Box rulebook. On a base, "you" is
the player the text describes (terms/you); "the winner" is every player tied
for first (rules/tie-fighter), except where one use is all that makes sense
(School of Wizardry: the first tied winner from the current player clockwise).

Jungle Oasis has no ability text, so it needs no code.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.abilities_hook import abilities_of
from oracle.engine.context import Context
from oracle.engine.play import grant_extra
from oracle.engine.power import printed_power
from oracle.abilities.shared import this_base as _this_base


def _flag(game, flag, player) -> bool:
    return any(e.kind == "flag" and e.flag == flag and e.player == player for e in game.effects)


def _set_flag(ctx, flag, player, until="end_of_turn") -> None:
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, player=player, until=until,
                                                source=ctx.card, controller=player))


def _winners(ctx) -> list:
    """Players in first place at the scoring base, in seat order from the current player (a player
    who ignores this base's ability does not follow its instructions: terms/ignore-an-ability)."""
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    return [p.name for p in ctx.game.seat_order() if p.name in firsts and not ctx.ignores(p.name)]


def _seat_order(ctx) -> list:
    """Players from the current player clockwise, leaving out those who ignore this base."""
    return [p.name for p in ctx.game.seat_order() if not ctx.ignores(p.name)]


def _can_move(ctx, who, minion, dest) -> bool:
    """Whether ``who`` may move ``minion`` to ``dest`` (no restriction in force forbids it)."""
    return effects.forbidden(ctx.game, "move", who, minion, dest) is None


def _affectable(ctx, cards) -> list:
    """Cards this base's ability may affect: not those of a player who ignores it."""
    return [c for c in cards if not ctx.ignores(c.controller)]


# ----- Aliens -------------------------------------------------------------------------------
@ability("The Homeworld", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is _this_base(ctx) and ctx.event.player is not None
         and not ctx.ignores(ctx.event.player) and not _flag(ctx.game, "the-homeworld", ctx.event.player))
def the_homeworld(ctx):
    """Once per turn, after you play a minion here, you may play an extra minion of power 2 or less."""
    who = ctx.event.player
    _set_flag(ctx, "the-homeworld", who)
    grant_extra(ctx.game, who, "minion", lambda c: printed_power(c) <= 2, "The Homeworld: power 2 or less")


@ability("The Mothership", kind="after_scoring")
def the_mothership(ctx):
    """After this base scores, the winner may return one of his or her minions of power 3 or less from
    here to his or her hand."""
    base = _this_base(ctx)
    for who in _winners(ctx):
        mine = ctx.minions(base=base, controller=who, where=lambda m: ctx.power(m) <= 3)
        ctx.choose_and(f"The Mothership: {who} may return one of their minions of power 3 or less "
                              f"from here to their hand", mine, ctx.return_to_hand, player=who, may=True)


# ----- Dinosaurs ----------------------------------------------------------------------------
def _target_protects_itself(ctx, affect) -> bool:
    """The target's own protection (e.g. Warbot "cannot be destroyed") means it would not be destroyed."""
    target = affect.target
    for ab in abilities_of(target, "protect"):
        if ab.fn(Context(ctx.game, target, ability=ab), affect):
            return True
    return False


@ability("Tar Pits", kind="protect")
def tar_pits(ctx, affect):
    """When a minion here would be destroyed for the first time each turn, place it on the bottom of its
    owners' deck instead. A monster has no owner, so this does not apply to it: it is destroyed as usual
    (rules/monsters-and-treasures: cards that refer to a minion's owner do not apply to monsters)."""
    target = affect.target
    if affect.kind != "destroy" or target.defn.plays_as != "minion" or target.defn.type == "monster":
        return False
    if ctx.game.base_of(target) is not _this_base(ctx) or _flag(ctx.game, "tar-pits", None):
        return False
    if _target_protects_itself(ctx, affect):
        return False
    _set_flag(ctx, "tar-pits", None)
    ctx.log(f"{target.ref} would be destroyed at Tar Pits for the first time this turn: it is placed on "
            f"the bottom of its owner's deck instead", cites.T_PLACE)
    ctx.place(target, "deck_bottom")
    return True


# ----- Ninjas -------------------------------------------------------------------------------
@ability("Ninja Dojo", kind="after_scoring")
def ninja_dojo(ctx):
    """After this base scores, the winner may destroy any one minion."""
    for who in _winners(ctx):
        pick = ctx.may_choose(f"Ninja Dojo: {who} may destroy any one minion", _affectable(ctx, ctx.minions()),
                              player=who)
        if pick is not None:
            ctx.game.event(f"{who} destroys {pick.ref} (Ninja Dojo)", cites.T_DESTROY)
            ctx.destroy(pick, by=who)


@ability("Temple of Goju", kind="after_scoring")
def temple_of_goju(ctx):
    """After this base scores, each player places their highest-power minion here on the bottom of its
    owner's deck."""
    base = _this_base(ctx)
    for who in _seat_order(ctx):
        mine = ctx.minions(base=base, controller=who)
        if not mine:
            continue
        top = max(ctx.power(m) for m in mine)
        highest = [m for m in mine if ctx.power(m) == top]
        pick = ctx.choose(f"Temple of Goju: {who} places their highest-power minion on the bottom of its "
                          f"owner's deck", highest, player=who)
        ctx.place(pick, "deck_bottom")


# ----- Pirates ------------------------------------------------------------------------------
@ability("The Grey Opal", kind="after_scoring")
def the_grey_opal(ctx):
    """After this base scores, all players other than the winner may move a minion from here to another
    base instead of the discard pile"""
    base = _this_base(ctx)
    winners = set(_winners(ctx))
    for who in _seat_order(ctx):
        if who in winners:
            continue
        mine = [m for m in ctx.minions(base=base, controller=who)
                if any(_can_move(ctx, who, m, b) for b in ctx.other_bases(base))]
        pick = ctx.may_choose(f"The Grey Opal: {who} may move a minion from here to another base",
                              mine, player=who)
        if pick is None:
            continue
        dest = ctx.choose(f"The Grey Opal: move {pick.ref} to which base?",
                          [b for b in ctx.other_bases(base) if _can_move(ctx, who, pick, b)], player=who)
        if dest is not None:
            ctx.move(pick, dest, by=who)


@ability("Tortuga", kind="ongoing", event="base_replaced", when=lambda ctx: ctx.event.card is ctx.card)
def tortuga(ctx):
    """After this base scores and is replaced, the runner-up may move one of their minions on another base
    to the replacement base."""
    new = ctx.event.base
    standings = (ctx.event.data or {}).get("standings") or []
    seconds = {s.player for s in standings if s.place == 2}
    for who in [p for p in _seat_order(ctx) if p in seconds]:
        mine = [m for m in ctx.minions(controller=who) if ctx.base_of(m) is not new and _can_move(ctx, who, m, new)]
        ctx.choose_and(f"Tortuga: {who} may move one of their minions to {new.ref}", mine,
                       lambda pick: ctx.move(pick, new, by=who), player=who, may=True)


# ----- Robots -------------------------------------------------------------------------------
@ability("Factory 436-1337", kind="when_scoring")
def factory(ctx):
    """When this base scores, the winner gains 1 VP for every 5 power that player has here."""
    standings = (ctx.event.data or {}).get("standings") or []
    for s in standings:
        if s.place == 1 and s.total >= 5 and not ctx.ignores(s.player):
            ctx.gain_vp(s.total // 5, player=s.player)


@ability("The Central Brain", kind="power")
def the_central_brain(ctx, minion):
    """Each minion here has +1 power."""
    return 1 if ctx.game.base_of(minion) is _this_base(ctx) else 0


# ----- Tricksters ---------------------------------------------------------------------------
def _shinies_when(ctx) -> bool:
    ev = ctx.event
    owner = ev.card.owner if ev.card is not None else None
    return (ev.base is _this_base(ctx) and owner is not None and ev.card.defn.plays_as == "minion"
            and not ctx.ignores(owner) and not _flag(ctx.game, "cave-of-shinies", owner))


@ability("Cave of Shinies", kind="ongoing", event="destroyed", when=_shinies_when)
def cave_of_shinies(ctx):
    """Once per turn, after a minion here you own is destroyed, gain 1 VP."""
    owner = ctx.event.card.owner
    _set_flag(ctx, "cave-of-shinies", owner)
    ctx.gain_vp(1, player=owner)


@ability("Mushroom Kingdom", kind="start_of_turn")
def mushroom_kingdom(ctx):
    """At the start of your turn, if you have more cards in your hand than any other player, you may move a
    minion to or from this base."""
    game = ctx.game
    who = game.current_player.name
    if ctx.ignores(who):
        return
    mine = len(game.player(who).hand)
    others = [len(p.hand) for p in game.players if p.name != who]
    if others and mine <= max(others):
        return
    base = _this_base(ctx)

    def destinations(m):
        if game.base_of(m) is base:
            return [b for b in ctx.other_bases(base) if _can_move(ctx, who, m, b)]
        return [base] if _can_move(ctx, who, m, base) else []

    movable = [m for m in _affectable(ctx, ctx.minions()) if destinations(m)]
    pick = ctx.may_choose(f"Mushroom Kingdom: {who} may move a minion to or from Mushroom Kingdom",
                          movable, player=who)
    if pick is None:
        return
    dest = ctx.choose(f"Mushroom Kingdom: move {pick.ref} to which base?", destinations(pick), player=who)
    if dest is not None:
        ctx.move(pick, dest, by=who)


# ----- Wizards ------------------------------------------------------------------------------
@ability("School of Wizardry", kind="after_scoring")
def school_of_wizardry(ctx):
    """After this base scores, the winner looks at the top three cards of the base deck, chooses one to
    replace this base, and returns the others in any order."""
    winners = _winners(ctx)
    if not winners:
        return
    who = winners[0]
    game = ctx.game
    top = list(game.base_deck[:3])
    if not top:
        return
    ctx.log(f"{who} looks at the top {len(top)} card(s) of the base deck (School of Wizardry)", cites.DECKS)
    pick = ctx.choose("School of Wizardry: choose the base that replaces this one", top, player=who)
    rest = [c for c in top if c is not pick]
    order = ctx.order(rest, "School of Wizardry: which base goes back next on top (top first)?", player=who)
    for c in reversed([pick] + order):
        ctx.put(c, game.base_deck, top=True)


@ability("The Great Library", kind="after_scoring")
def the_great_library(ctx):
    """After this base scores, all players with minions here may draw one card."""
    base = _this_base(ctx)
    for who in _seat_order(ctx):
        if ctx.minions(base=base, controller=who) and ctx.may(f"The Great Library: {who}, draw a card?",
                                                                player=who):
            ctx.draw(1, player=who)


# ----- Zombies ------------------------------------------------------------------------------
@ability("Evans City Cemetery", kind="after_scoring")
def evans_city_cemetery(ctx):
    """After this base scores, the winner discards his or her hand and draws five cards."""
    for who in _winners(ctx):
        for c in ctx.hand(player=who):
            ctx.discard_from_hand(c, player=who)
        ctx.draw(5, player=who)


@ability("Rhodes Plaza Mall", kind="when_scoring")
def rhodes_plaza_mall(ctx):
    """When this base scores, each player gains 1 VP for each minion that player has here."""
    base = _this_base(ctx)
    for who in _seat_order(ctx):
        n = len(ctx.minions(base=base, controller=who))
        if n:
            ctx.gain_vp(n, player=who)
