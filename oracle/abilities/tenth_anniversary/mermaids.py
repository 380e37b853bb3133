"""Mermaids (Smash Up 10th Anniversary): luring other players' minions and weakening them.

Each function quotes the current card text (corpus/cards/10th-anniversary/mermaids.yaml).

Charmed's "it doesn't add its power to its controller's total until the end of the turn" is the
engine's lasting ``no_total`` effect on that minion (it follows the minion wherever it moves and ends
if it leaves play); a minion that cannot be affected by Charmed (a ``power`` affect) keeps counting (a reading: the
rules do not say which kind of effect "doesn't add its power" is).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects


def _others_minion(ctx, m):
    return m.controller is not None and m.controller != ctx.controller


# ----- minions -----------------------------------------------------------------------------
@ability("Mermaid Queen")
def mermaid_queen(ctx):
    """Move another player's minion to here or choose a minion here. If it has 3 or less power, take
    control of it until the end of the turn."""
    here = ctx.here
    away = [m for b in ctx.other_bases(here) for m in ctx.minions(base=b) if _others_minion(ctx, m)]
    local = ctx.minions(base=here, where=lambda m: m is not ctx.card)
    pick = ctx.choose("Mermaid Queen: move another player's minion to here, or choose a minion here",
                      away + local)
    if pick is None:
        ctx.log("Mermaid Queen: there is no minion to choose", cites.USING_ABILITIES)
        return
    if ctx.base_of(pick) is not here:
        ctx.move(pick, here)
    if ctx.in_play(pick) and ctx.power(pick) <= 3:
        ctx.take_control(pick, until="end_of_turn")


def _moved_here_this_turn(ctx):
    here = ctx.here
    me = ctx.controller
    return any(mv["to"] is here and mv.get("turn") == ctx.game.turn and mv.get("controller") not in (None, me)
               for mv in ctx.moves_this_turn())


@ability("Temptress", kind="power")
def temptress(ctx, minion):
    """Ongoing: If one or more minions of other players have moved to here during this turn, this minion
    has +2 power until the end of the turn."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 2 if _moved_here_this_turn(ctx) else 0


@ability("Charmer", kind="talent")
def charmer(ctx):
    """Talent: You may move this minion to another base. Then you may move another player's minion of power
    3 or less to this minion's base."""
    dest = ctx.may_choose("Charmer: you may move this minion to another base", ctx.other_bases(ctx.here))
    if dest is not None:
        ctx.move(ctx.card, dest)
    here = ctx.here
    lure = [m for b in ctx.other_bases(here) for m in ctx.minions(base=b)
            if _others_minion(ctx, m) and ctx.power(m) <= 3]
    ctx.choose_and(f"Charmer: you may move another player's minion of power 3 or less to {here.ref}", lure,
                   lambda pick: ctx.move(pick, here), may=True)


@ability("Siren", kind="player_power")
def siren(ctx, base, player):
    """Ongoing: Other players' minions here add 1 less power to their controller's total."""
    if base is not ctx.here or player == ctx.controller:
        return 0
    return -sum(min(1, ctx.power(m)) for m in ctx.minions(base=base, controller=player))


# ----- actions -----------------------------------------------------------------------------
@ability("Becalmed Shores", kind="power")
def becalmed_shores(ctx, minion):
    """Play on a base. Ongoing: Other players' minions here have -1 power."""
    here = ctx.here
    if here is None or ctx.base_of(minion) is not here or not _others_minion(ctx, minion):
        return 0
    return -1


@ability("Becalmed Shores", kind="talent")
def becalmed_shores_talent(ctx):
    """Talent: Transfer this action to another base."""
    dest = ctx.choose("Becalmed Shores: transfer this action to which base?", ctx.other_bases(ctx.here))
    if dest is None:
        ctx.game.refuse("Becalmed Shores: there is no other base")
    ctx.transfer_action(ctx.card, dest)


@ability("Captive Audience")
def captive_audience(ctx):
    """Choose a base. One of your minions there gains +1 power until the end of the turn for each minion
    there you don't own. Play an extra action. A monster there does not count: it has no owner, and
    cards that refer to a minion's owner do not apply to monsters (rules/monsters-and-treasures)."""
    base = ctx.choose("Captive Audience: choose a base", ctx.bases())
    mine = ctx.minions(base=base, controller=ctx.controller)
    pick = ctx.choose(f"Captive Audience: which of your minions at {base.ref}?", mine)
    if pick is not None:
        n = sum(1 for m in ctx.minions(base=base) if m.owner != ctx.controller and m.defn.type != "monster")
        if n:
            ctx.add_power(pick, n)
        ctx.log(f"Captive Audience: {pick.ref} gains +{n} power until the end of the turn", cites.USING_ABILITIES)
    else:
        ctx.log(f"{ctx.controller} has no minion at {base.ref}", cites.USING_ABILITIES)
    ctx.extra("action", reason="Captive Audience")


@ability("Desert Island", kind="player_power")
def desert_island(ctx, base, player):
    """Play on a base. Ongoing: Minions here do not add their power to their controllers' totals."""
    if base is not ctx.here:
        return 0
    return -sum(ctx.power(m) for m in ctx.minions(base=base, controller=player))


@ability("Desert Island", kind="start_of_turn")
def desert_island_end(ctx):
    """Destroy this card at the start of your turn."""
    if ctx.in_play(ctx.card):
        ctx.destroy(ctx.card)


@ability("Shipwreck Cove", kind="power")
def shipwreck_cove(ctx, minion):
    """Play on a base. Ongoing: Your minions here each have +1 power."""
    here = ctx.here
    if here is None or ctx.base_of(minion) is not here or minion.controller != ctx.controller:
        return 0
    return 1


def _cove_usable(ctx):
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base and bool(ctx.other_bases(ev.base))


@ability("Shipwreck Cove", kind="special", window="after_scoring", zone="play", usable=_cove_usable)
def shipwreck_cove_special(ctx):
    """Special: After this base scores, you may transfer this card to another base."""
    dest = ctx.choose("Shipwreck Cove: transfer this card to which base?", ctx.other_bases(ctx.event.base))
    if dest is not None:
        ctx.transfer_action(ctx.card, dest)


@ability("Charmed")
def charmed(ctx):
    """Choose a minion of power 3 or less. You may move it to another base where you have a minion. It
    doesn't add its power to its controller's total until the end of the turn. Play an extra action."""
    small = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    pick = ctx.choose("Charmed: choose a minion of power 3 or less", small)
    if pick is None:
        ctx.log("Charmed: there is no minion of power 3 or less", cites.USING_ABILITIES)
    else:
        frm = ctx.base_of(pick)
        dests = [b for b in ctx.other_bases(frm)
                 if ctx.minions(base=b, controller=ctx.controller, where=lambda m: m is not pick)]
        dest = ctx.may_choose(f"Charmed: you may move {pick.ref} to another base where you have a minion", dests)
        if dest is not None:
            ctx.move(pick, dest)
        if ctx.in_play(pick) and effects.allowed(ctx.game, effects.Affect("power", pick, ctx.card, ctx.controller)):
            effects.add_effect(ctx.game, effects.Effect("no_total", card=pick, until="end_of_turn",
                                                        source=ctx.card, controller=ctx.controller))
            ctx.log(f"{pick.ref} does not add its power to {pick.controller}'s total until the end of the turn",
                    cites.USING_ABILITIES)
    ctx.extra("action", reason="Charmed")


@ability("Siren Song")
def siren_song(ctx):
    """Choose a base. Move one of each other player's minions there to one other base where you have a
    minion."""
    base = ctx.choose("Siren Song: choose a base", ctx.bases())
    dests = [b for b in ctx.other_bases(base) if ctx.minions(base=b, controller=ctx.controller)]
    picks = []
    for p in ctx.other_players():
        theirs = ctx.minions(base=base, controller=p)
        pick = ctx.choose(f"Siren Song: choose one of {p}'s minions at {base.ref}", theirs)
        if pick is not None:
            picks.append(pick)
    if not picks:
        return
    dest = ctx.choose("Siren Song: move them to which other base where you have a minion?", dests)
    if dest is None:
        ctx.log(f"{ctx.controller} has no minion at another base: nothing moves", cites.T_MOVE)
        return
    for m in picks:
        if ctx.base_of(m) is base:
            ctx.move(m, dest)


@ability("Toll Bay")
def toll_bay(ctx):
    """Choose a base. Draw a card for each other player's minion there."""
    base = ctx.choose("Toll Bay: choose a base", ctx.bases())
    n = sum(1 for m in ctx.minions(base=base) if _others_minion(ctx, m))
    if n:
        ctx.draw(n)
    else:
        ctx.log(f"no other player's minion at {base.ref}: Toll Bay draws nothing", cites.USING_ABILITIES)


@ability("Ultimate Song")
def ultimate_song(ctx):
    """Choose a base where you have a minion. Each other player must play a minion there of power 3 or
    less as an extra minion or reveal a hand with no such minions. Cancel those minions' abilities until
    the end of the turn. You may play an extra minion there and/or an extra action."""
    from oracle.engine.play import play_card
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("Ultimate Song: choose a base where you have a minion", bases)
    if base is None:
        ctx.game.refuse("Ultimate Song: you have no minion in play")
    names = [p.name for p in ctx.game.players]
    start = names.index(ctx.controller)
    for p in names[start + 1:] + names[:start]:
        small = [c for c in ctx.hand(p) if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]
        if not small:
            ctx.log(f"{p} reveals a hand with no minion of power 3 or less", cites.USING_ABILITIES)
            ctx.saw(ctx.hand(p), player=p, zone="hand")
            continue
        pick = ctx.choose(f"Ultimate Song: {p}, play a minion of power 3 or less at {base.ref}", small, player=p)
        ctx.cancel_abilities(card=pick, until="end_of_turn")
        play_card(ctx.game, p, pick, base=base, how="free")
    ctx.extra("minion", base=base, reason="Ultimate Song")
    ctx.extra("action", reason="Ultimate Song")
