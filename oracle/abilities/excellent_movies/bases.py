"""Bases of Smash Up: Excellent Movies, Dudes! (corpus/cards/excellent-movies-dudes/bases.yaml).

Each function quotes the base text it implements (the current wording).

Ancient Crashed Ship: "from anywhere except your hand" is read from the play record (where the card was
when it was played); a minion played from another player's hand counts (a reading: it is not your hand).

Time-Traveling Car: "one of their minions or actions here" includes the winner's actions on minions there
(a reading): "here" is the base a card occupies (terms/here), and Complete the Ritual's official
clarification takes "actions played on minions" among "all cards here" (clarifications/minions-of-cthulhu);
only "on the base" leaves actions on minions out (rules/attached-cards).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.abilities.shared import this_base as _this_base


def _winners(ctx) -> list:
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    return [p.name for p in ctx.game.seat_order() if p.name in firsts]


def _mine_at(base, player):
    return [m for m in base.minions if m.controller == player]


# ----- Action Heroes -------------------------------------------------------------------------
@ability("Building Rooftop", kind="start_of_turn")
def building_rooftop_start(ctx):
    """At the start of your turn, if you have exactly one minion here, you may reduce the breakpoint
    of this base by that minion's power until the end of the turn."""
    base = _this_base(ctx)
    who = ctx.game.current_player.name
    if base is None or ctx.ignores(who):
        return
    mine = _mine_at(base, who)
    if len(mine) != 1:
        return
    n = ctx.power(mine[0])
    if ctx.may(f"Building Rooftop: reduce its breakpoint by {n} ({mine[0].ref}'s power) this turn?", player=who):
        ctx.ongoing("breakpoint", -n, base=base, until="end_of_turn", turn=ctx.game.turn)


@ability("Building Rooftop", kind="when_scoring")
def building_rooftop_scores(ctx):
    """When this base scores, each player with exactly one minion here gains 1 VP."""
    base = _this_base(ctx) or ctx.event.base
    for p in ctx.game.seat_order():
        if len(_mine_at(base, p.name)) == 1 and not ctx.ignores(p.name):
            ctx.gain_vp(1, player=p.name)


@ability("Jungle Camp", kind="after_scoring")
def jungle_camp(ctx):
    """After this base scores, the winner may return one of their minions here to their hand."""
    base = ctx.event.base
    for who in _winners(ctx):
        if ctx.ignores(who):
            continue
        ctx.choose_and(f"Jungle Camp: {who} may return one of their minions here to their hand", _mine_at(base, who),
                       ctx.return_to_hand, player=who, may=True)


# ----- Backtimers ----------------------------------------------------------------------------
def _alternate_present_when(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    if base is None or ev.base is not base or ev.card is None or ev.player is None:
        return False
    if ev.card.defn.plays_as != "minion":
        return False
    mine = [r for r in ctx.game.plays if r["turn"] == ctx.game.turn and r["base"] is base
            and r["player"] == ev.player and r["kind"] == "minion"]
    return len(mine) == 1 and mine[0]["card"] is ev.card


@ability("Alternate Present", kind="ongoing", event="minion_played", when=_alternate_present_when)
def alternate_present(ctx):
    """After the first time you play a minion here each turn, you may place two stasis counters on a
    card from your hand."""
    who = ctx.event.player
    pick = ctx.may_choose("Alternate Present: you may place two stasis counters on a card from your hand",
                          ctx.hand(who), player=who)
    if pick is not None:
        from oracle.engine.stasis import put_in_stasis
        put_in_stasis(ctx.game, pick, 2, who)


@ability("Time-Traveling Car", kind="after_scoring")
def time_traveling_car(ctx):
    """After this base scores, the winner may place two stasis counters on one of their minions or
    actions here."""
    from oracle.engine.stasis import put_in_stasis
    base = ctx.event.base
    for who in _winners(ctx):
        if ctx.ignores(who):
            continue
        cards = [m for m in base.minions if m.controller == who]
        cards += [a for a in base.actions if a.controller == who]
        cards += [a for m in base.minions for a in m.attached if a.controller == who and a.defn.plays_as == "action"]
        cards = [c for c in cards if ctx.game.in_play(c)]
        pick = ctx.may_choose(f"Time-Traveling Car: {who} may place two stasis counters on one of their minions "
                              f"or actions here", cards, player=who)
        if pick is not None:
            put_in_stasis(ctx.game, pick, 2, who)


# ----- Extramorphs ---------------------------------------------------------------------------
@ability("Brood Hive", kind="before_scoring")
def brood_hive(ctx):
    """Before this base scores, starting with the player to the current player's left, each player with a
    minion here may play an extra minion off the top of their deck here."""
    from oracle.abilities.excellent_movies.extramorphs import play_off_top
    base = ctx.event.base if ctx.event is not None and ctx.event.base is not None else _this_base(ctx)
    order = ctx.game.seat_order()
    order = order[1:] + order[:1]
    for p in order:
        if base not in ctx.game.bases or ctx.ignores(p.name):
            continue
        if not [m for m in base.minions if m.controller == p.name]:
            continue
        if ctx.may(f"Brood Hive: {p.name} may play an extra minion off the top of their deck here", player=p.name):
            play_off_top(ctx, lambda c: True, base, player=p.name, what="a minion")


def _crashed_ship_when(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    if base is None or ev.base is not base or ev.card is None or ev.player is None:
        return False
    if ev.card.defn.plays_as != "minion" and getattr(ev.card, "as_type", None) != "minion":
        return False
    rec = next((r for r in reversed(ctx.game.plays) if r["card"] is ev.card), None)
    return rec is not None and rec.get("from") is not None and not ctx.ignores(ev.player)


@ability("Ancient Crashed Ship", kind="ongoing", event="minion_played", when=_crashed_ship_when)
def ancient_crashed_ship(ctx):
    """After you play a minion here from anywhere except your hand, place a +1 power counter on it."""
    m = ctx.event.card
    if ctx.in_play(m) and ctx.base_of(m) is _this_base(ctx):
        ctx.place_counters(m, 1)


# ----- Wraithrustlers ------------------------------------------------------------------------
def _portal_when(ctx) -> bool:
    ev = ctx.event
    base = _this_base(ctx)
    return (base is not None and ev.base is base and ev.player is not None
            and getattr(ctx.card, "em_portal_turn", None) != ctx.game.turn)


@ability("Rooftop Portal", kind="ongoing", event="destroyed", when=_portal_when)
def rooftop_portal(ctx):
    """Once per turn, after you destroy a card here, draw a card."""
    ctx.card.em_portal_turn = ctx.game.turn
    ctx.draw(1, player=ctx.event.player)


def _either_extra(reason):
    from oracle.engine.play import Extra

    class EitherExtra(Extra):
        """One extra play that may be a minion or an action."""

        def fits(self, card, kind, base) -> bool:
            return kind in ("minion", "action")

    return EitherExtra("action", None, reason)


@ability("Wraithrustlers HQ", kind="after_scoring")
def wraithrustlers_hq(ctx):
    """The winner, on their next turn, may play an extra action or an extra minion."""
    for who in _winners(ctx):
        if ctx.ignores(who):
            continue
        turn = ctx.next_turn_of(who)

        def grant(c, who=who, turn=turn):
            if c.game.turn != turn:
                return
            c.game.player(who).extras.append(_either_extra("Wraithrustlers HQ"))
            c.log(f"{who} may play an extra action or an extra minion this turn (Wraithrustlers HQ)",
                  cites.T_EXTRA, cites.EXTRA_CARDS)

        ctx.delayed("start_of_turn", grant, when=lambda c, who=who, turn=turn: c.game.turn == turn
                    and c.game.current_player.name == who, until="end_of_turn", turn=turn)
        ctx.log(f"{who} will be able to play an extra action or an extra minion on their next turn "
                f"(Wraithrustlers HQ)", cites.T_EXTRA)
