"""Mythic Horses (Pretty Pretty Smash Up): stronger together.

Each function quotes the card text it implements (corpus/cards/pretty-pretty-smash-up/
mythic-horses.yaml, the current wording), following clarifications/mythic-horses and
rulings/mythic-horses/. Rainbow follows its current text ("If you have another minion here"),
which supersedes the 2018 erratum and clarification that required a minion played there this turn
(mythic-horses/rainbow-wiki-text); the 2018 printing is kept for scenarios that ask for it
(``printing: {Rainbow: '2018'}``). Super Future Space Armor Power gives its +2 to the minions in play
when it resolves, not to minions played later (mythic-horses/super-future-space-armor-power).

"Friendship Power" is also the name of a Smash Up All Stars card; the abilities here act only for
this set's card (slug friendship-power-mythic-horses).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import game_memo
from oracle.engine import cites

FRIENDSHIP_SLUG = "friendship-power-mythic-horses"
MEMO = "_pretty_pretty_memo"


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _memo(game) -> dict:
    """Per-game memory of what happened this turn (kept on the game, so a refused step undoes it)."""
    return game_memo(game, MEMO)


def _others_of_mine_here(ctx, minion, controller) -> int:
    base = ctx.base_of(minion)
    if base is None:
        return 0
    return sum(1 for m in base.minions if m is not minion and m.controller == controller)


# ----- minions ------------------------------------------------------------------------------------
@ability("Starlyte", "power")
def starlyte(ctx, minion):
    """Ongoing: This minion has +1 power for each of your other minions here."""
    if minion is not ctx.card:
        return 0
    return _others_of_mine_here(ctx, minion, ctx.card.controller)


@ability("Rainbow", "talent")
def rainbow(ctx):
    """Talent: If you have another minion here, draw a card."""
    if _others_of_mine_here(ctx, ctx.card, ctx.controller):
        ctx.draw(1)
    else:
        ctx.log(f"{ctx.controller} has no other minion at {ctx.here.ref}: Rainbow draws no card",
                cites.USING_ABILITIES)


@ability("Rainbow", "talent", printing="2018")
def rainbow_2018(ctx):
    """(The 2018 printing, Bigger Geekier Box erratum: errata/mythic-horses.)
    Talent: If you have played another minion here this turn, draw a card.

    The other minion must have been played this turn (clarifications/mythic-horses): a minion of
    yours that was here already, or one played this turn on another base, does not count."""
    here, me = ctx.here, ctx.controller
    if any(r["player"] == me and r["kind"] == "minion" and r["turn"] == ctx.game.turn
           and r["base"] is here and r["card"] is not ctx.card for r in ctx.game.plays):
        ctx.draw(1)
    else:
        ctx.log(f"{me} has played no other minion at {here.ref} this turn: Rainbow (2018) draws no card",
                cites.USING_ABILITIES)


@ability("Seastar")
def seastar(ctx):
    """If you play this minion on a base where you have another minion, you can play an extra minion this
    turn. Only use one Seastar's ability each turn."""
    if not _others_of_mine_here(ctx, ctx.card, ctx.controller):
        ctx.log(f"{ctx.controller} has no other minion at {ctx.here.ref}: no extra minion (Seastar)",
                cites.USING_ABILITIES)
        return
    key = ("seastar", ctx.game.turn, ctx.controller)
    memo = _memo(ctx.game)
    if memo.get(key):
        ctx.log(f"{ctx.controller} already used a Seastar's ability this turn", cites.USING_ABILITIES)
        return
    memo[key] = True
    ctx.extra("minion", reason="Seastar")


@ability("Pinkie", "power")
def pinkie(ctx, minion):
    """Ongoing: While another of your minions is here, this minion has +1 power."""
    if minion is not ctx.card:
        return 0
    return 1 if _others_of_mine_here(ctx, minion, ctx.card.controller) else 0


# ----- actions ------------------------------------------------------------------------------------
@ability("Adventure Power")
def adventure_power(ctx):
    """Choose a base. Move any number of your minions to it."""
    base = ctx.choose("Adventure Power: choose a base", ctx.bases())
    if base is None:
        return
    mine = [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not base]
    for m in ctx.choose_many(f"Adventure Power: move any number of your minions to {base.ref}", mine):
        ctx.move(m, base)


@ability("Encouragement Power", "power")
def encouragement_power(ctx, minion):
    """Play on one of your minions. Ongoing: This minion has +1 power for each of your other minions here."""
    if minion is not _host(ctx.card):
        return 0
    return _others_of_mine_here(ctx, minion, ctx.card.controller)


@ability("Freedom Power")
def freedom_power(ctx):
    """Destroy an action played on a minion or base."""
    options = [a for m in ctx.minions() for a in m.attached if a.kind == "action"]
    options += [a for b in ctx.bases() for a in b.actions]
    target = ctx.choose("Freedom Power: destroy an action played on a minion or base", options)
    if target is None:
        ctx.log("Freedom Power: no action is played on a minion or base", cites.T_DESTROY)
        return
    ctx.destroy(target)


@ability("Friendship Power")
def friendship_power(ctx):
    """Move one of your minions to a base where you have a minion. You may place this action into your hand
    instead of the discard pile."""
    if ctx.card.defn.slug not in (None, FRIENDSHIP_SLUG):
        return  # Smash Up All Stars' Friendship Power is another card
    mine = ctx.minions(controller=ctx.controller)
    movable = [m for m in mine if any(o is not m and ctx.base_of(o) is not ctx.base_of(m) for o in mine)]
    target = ctx.choose("Friendship Power: move one of your minions to a base where you have a minion", movable)
    if target is not None:
        frm = ctx.base_of(target)
        dests = [b for b in ctx.other_bases(frm) if any(m.controller == ctx.controller for m in b.minions)]
        dest = ctx.choose(f"Friendship Power: move {target.ref} to which base?", dests)
        if dest is not None:
            ctx.move(target, dest)
    else:
        ctx.log("Friendship Power: no minion of yours can move to another base where you have a minion",
                cites.T_MOVE)
    if ctx.card.zone is ctx.game.resolving and ctx.may("Friendship Power: place this action into your hand "
                                                       "instead of the discard pile?"):
        ctx.place(ctx.card, "hand")


def _sharing_when(ctx) -> bool:
    return ctx.card.controller == ctx.game.current_player.name


@ability("Sharing Power", "end_of_turn", when=_sharing_when)
def sharing_power(ctx):
    """Play on a base. Ongoing: At the end of your turn, if you have 2 or more minions here, draw a card."""
    here = ctx.here
    n = len(ctx.minions(base=here, controller=ctx.controller))
    if n >= 2:
        ctx.draw(1)
    else:
        ctx.log(f"{ctx.controller} has {n} minion(s) at {here.ref}: Sharing Power draws no card",
                cites.USING_ABILITIES)


@ability("Super Future Space Armor Power")
def super_future_space_armor_power(ctx):
    """Each of your minions that is on a base with another of your minions gains +2 power until the end of
    the turn."""
    mine = ctx.minions(controller=ctx.controller)
    for m in [m for m in mine if _others_of_mine_here(ctx, m, ctx.controller)]:
        ctx.add_power(m, 2)


def _teaching_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return (base is not None and base in ctx.game.bases
            and any(m.controller == ctx.controller for m in base.minions))


@ability("Teaching Power", "special", window="before_scoring", zone="hand", usable=_teaching_usable)
def teaching_power(ctx):
    """Special: Before a base scores, reveal one card from your deck for each of your minions there. Play one
    minion you reveal as an extra minion there. Return the rest of the cards to the top of the deck in any
    order."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        n = len(ctx.minions(base=base, controller=ctx.controller))
        revealed = ctx.take_top(n)  # set aside; a short deck continues from the reshuffled discard pile
        minions = [c for c in revealed if c.defn.plays_as == "minion"]
        ctx.choose_and(f"Teaching Power: play one revealed minion as an extra minion on {base.ref}", minions,
                       lambda pick: ctx.play_card(pick, base=base))
        rest = [c for c in revealed if c.zone is ctx.game.revealed]  # a minion that could not be played goes back too
        ctx.return_to_top(rest, ctx.player)
    ctx.play_this(effect=effect)


@ability("Togetherness Power")
def togetherness_power(ctx):
    """Play an extra minion at a base where you have a minion. (It names no card: it may be played later
    in the Play Cards phase, at a base where you have a minion then: terms/extra.)"""
    ctx.extra_or_now("minion", on=lambda b: any(m.controller == ctx.controller for m in b.minions),
                     reason="Togetherness Power: at a base where you have a minion")
