"""The eight bases of Smash Up: Monster Smash.

Each function quotes the base text it implements (corpus/cards/monster-smash/bases.yaml), following
clarifications/bases of the Bigger Geekier Box rulebook. On a base, "you" is the player the text
describes (terms/you): the player who destroyed (Castle Blood, Crypt), the player whose turn starts
(The Hill), the controller of the minion played (Laboratorium); "the winner" is every player tied
for first (rules/tie-fighter).

"The first time each turn a minion is played here" (Laboratorium, Moot Site) and "once per turn"
(Castle Blood, per player) are remembered with flags that expire at the end of the turn.

Standing Stones: "During your turn, one of your minions here can use its Talent twice." In a
player's Play Cards phase, one of their minions at Standing Stones whose talent was already used this
turn may use it again, once per turn for that player. The second use is a plain ``talent:`` step
naming the minion (the engine asks ``talent_again`` abilities), or, as scenarios written before that
could, a ``special: Standing Stones`` step (the minion chosen in a prompt when several qualify). The talent's own prerequisites still apply (clarifications/
bases: G.E.L.F. is no longer here after its first use, so it cannot use it again), and a minion with
two or more talents (its own, and those an action on it gives it, e.g. Sword That's Powerful) uses just
one of them again (a prompt "1", "2", ... names them).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.abilities_hook import live_abilities
from oracle.engine.burying import bury
from oracle.engine.context import Context
from oracle.engine.triggers import resolve
from oracle.abilities.shared import this_base as _this_base


def _winners(ctx) -> list:
    standings = (ctx.event.data or {}).get("standings") or []
    firsts = {s.player for s in standings if s.place == 1}
    return [p.name for p in ctx.game.seat_order() if p.name in firsts]


def _as(ctx, player) -> Context:
    """This base's ability, acting for ``player`` ("you")."""
    return Context(ctx.game, ctx.card, ability=ctx.ability, controller=player, event=ctx.event)


# ----- Giant Ants -------------------------------------------------------------------------------
@ability("Egg Chamber", kind="protect")
def egg_chamber(ctx, affect):
    """Minions here with +1 power counters cannot be destroyed."""
    here = _this_base(ctx)
    m = affect.target
    return (affect.kind == "destroy" and here is not None and m is not None and m.kind == "minion"
            and ctx.base_of(m) is here and m.counters > 0)


@ability("The Hill", kind="start_of_turn")
def the_hill(ctx):
    """At the start of your turn, you may move one of your minions to this base."""
    here = _this_base(ctx)
    who = ctx.game.current_player.name
    you = _as(ctx, who)
    mine = you.minions(controller=who, where=lambda m: you.base_of(m) is not here)
    you.choose_and(f"The Hill: you may move one of your minions to {here.ref}", mine,
                   lambda pick: you.move(pick, here), may=True)


# ----- Mad Scientists ------------------------------------------------------------------------------
@ability("Golem Schloß", kind="after_scoring")
def golem_schloss(ctx):
    """After this base scores, the winner places a +1 power counter on each of their minions."""
    for who in _winners(ctx):
        you = _as(ctx, who)
        for m in you.minions(controller=who):
            you.place_counters(m, 1)


@ability("Laboratorium", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is _this_base(ctx) and not ctx.used_this_turn("laboratorium"))
def laboratorium(ctx):
    """After the first time each turn a minion is played here, its controller places a +1 power
    counter on it."""
    ctx.mark_used("laboratorium")
    m = ctx.event.card
    if ctx.in_play(m) and m.controller is not None:
        _as(ctx, m.controller).place_counters(m, 1)


# ----- Vampires ------------------------------------------------------------------------------
def _castle_blood_when(ctx) -> bool:
    ev = ctx.event
    here = _this_base(ctx)
    return (here is not None and ev.player is not None and ev.card is not None
            and ev.card.defn.plays_as == "minion" and ev.base is not None and ev.base is not here
            and not ctx.used_this_turn("castle-blood", player=ev.player))


@ability("Castle Blood", kind="ongoing", event="destroyed", when=_castle_blood_when)
def castle_blood(ctx):
    """Once per turn, after you destroy a minion on another base, you may bury it here."""
    who = ctx.event.player
    victim = ctx.event.card
    here = _this_base(ctx)
    if victim.zone is None or victim.zone.kind != "discard":
        return
    if not _as(ctx, who).may(f"Castle Blood: bury {victim.ref} at {here.ref}?"):
        return
    ctx.mark_used("castle-blood", player=who)
    bury(ctx.game, who, victim, here)


@ability("Castle Blood", kind="breakpoint")
def castle_blood_breakpoint(ctx, base):
    """The breakpoint of this base is reduced by 2 for each buried card here."""
    here = _this_base(ctx)
    if base is not here:
        return 0
    return -2 * len(here.buried)


def _crypt_when(ctx) -> bool:
    """After you destroy one or more minions: one trigger for the minions destroyed together (the
    last of the destroyed events the same ability caused)."""
    ev = ctx.event
    if ev.player is None or ev.card is None or ev.card.defn.plays_as != "minion":
        return False
    for other, _ in ctx.game.pending_events:
        if (other.kind == "destroyed" and other.player == ev.player and other.source is ev.source
                and other.card is not None and other.card.defn.plays_as == "minion"):
            return False
    here = _this_base(ctx)
    return here is not None and any(m.controller == ev.player for m in here.minions)


@ability("Crypt", kind="ongoing", event="destroyed", when=_crypt_when)
def crypt(ctx):
    """After you destroy one or more minions, you may place a +1 power counter on one of your minions
    here."""
    who = ctx.event.player
    you = _as(ctx, who)
    here = _this_base(ctx)
    you.choose_and(f"Crypt: you may place a +1 power counter on one of your minions at {here.ref}",
                   you.minions(base=here, controller=who), lambda pick: you.place_counters(pick, 1), may=True)


# ----- Werewolves ------------------------------------------------------------------------------
@ability("Moot Site", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is _this_base(ctx) and not ctx.used_this_turn("moot-site"))
def moot_site(ctx):
    """After the first time each turn a minion is played here, it gains +2 power until the end of the
    turn."""
    ctx.mark_used("moot-site")
    m = ctx.event.card
    if ctx.in_play(m):
        ctx.add_power(m, 2)


def _used_talents(game, m) -> list:
    """(card, ability) for each talent of minion ``m`` already used this turn: its own, and those an
    action on it gives it ("This minion has the ability: 'Talent: ...'", used from that card)."""
    out = [(m, ab) for ab in live_abilities(game, m, "talent")] if m.talent_used else []
    for a in getattr(m, "attached", ()) or ():
        if a.talent_used:
            out += [(a, ab) for ab in live_abilities(game, a, "talent") if ab.zone == "minion"]
    return out


def _standing_stones_candidates(ctx):
    here = _this_base(ctx)
    if here is None:
        return []
    return [m for m in here.minions if m.controller == ctx.controller and _used_talents(ctx.game, m)]


def _standing_stones_spent(ctx) -> bool:
    """Whether this player already used the base's second talent this turn (by either kind of step)."""
    return (ctx.used_this_turn("standing-stones", player=ctx.controller)
            or any(e.kind == "flag" and e.flag == "talent-again" and e.source is ctx.card
                   and e.controller == ctx.controller for e in ctx.game.effects))


def _standing_stones_usable(ctx) -> bool:
    g = ctx.game
    return (g.current_player.name == ctx.controller and g.phase == "play"
            and not _standing_stones_spent(ctx) and bool(_standing_stones_candidates(ctx)))


@ability("Standing Stones", kind="talent_again")
def standing_stones_talent_again(ctx, card) -> bool:
    """The same second use, asked by a plain talent step naming one of your minions here."""
    return _standing_stones_usable(ctx) and card in _standing_stones_candidates(ctx)


@ability("Standing Stones", kind="special", zone="base", usable=_standing_stones_usable)
def standing_stones(ctx):
    """During your turn, one of your minions here can use its Talent twice."""
    m = ctx.choose("Standing Stones: which of your minions here uses its talent a second time?",
                   _standing_stones_candidates(ctx))
    ctx.mark_used("standing-stones", player=ctx.controller)
    ctx.game.event(f"{ctx.controller} uses the talent of {m.ref} a second time (Standing Stones)",
                   cites.T_TALENT)
    talents = _used_talents(ctx.game, m)
    if len(talents) > 1:  # clarifications/bases: a minion with two or more talents uses just one again
        listing = "; ".join(f"{i + 1}: {ab.doc.splitlines()[0] if ab.doc else ab.card}"
                            for i, (_, ab) in enumerate(talents))
        pick = ctx.choose_word(f"Standing Stones: which talent of {m.ref} is used again? ({listing})",
                               [str(i + 1) for i in range(len(talents))])
        talents = [talents[int(pick) - 1]]
    for source, ab in talents:
        resolve(ctx.game, ab.fn, Context(ctx.game, source, ability=ab, controller=ctx.controller))
