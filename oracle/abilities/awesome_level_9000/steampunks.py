"""Steampunks (Awesome Level 9000): actions on bases, and minions that like them.

Each function quotes the card text it implements (corpus/cards/awesome-level-9000/steampunks.yaml),
following the Steampunks clarifications of the Bigger Geekier Box rulebook
(clarifications/steampunks) and the rulings in rulings/steampunks/: Aggromotive's +5 is power of
its controller at the base (not a minion's), on every turn; Escape Hatch's minions are not
destroyed; Ornate Dome ignores actions on minions and actions that are not played on the base;
Steam Man needs one or more of your actions on its base.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine import abilities_hook as hooks
from oracle.engine.context import Context

from .ghosts import by_other_players_card, extra_allowed


def _your_actions_on(base, player) -> list:
    return [a for a in base.actions if a.controller == player]


# ----- minions ------------------------------------------------------------------------------
@ability("Steam Queen", kind="protect")
def steam_queen(ctx, affect):
    """Ongoing: Your actions are not affected by other players' cards."""
    t = affect.target
    if getattr(t, "kind", None) != "action" or not ctx.game.in_play(t):
        return False
    return t.controller == ctx.controller and by_other_players_card(affect, ctx.controller)


@ability("Mechanic")
def mechanic(ctx):
    """Choose an action in your discard pile that can be played on a base and play it as an extra
    action."""
    options = [c for c in ctx.discard_pile() if c.kind == "action" and c.defn.play_on == "base"
               and extra_allowed(ctx.game, ctx.controller, c)]
    pick = ctx.choose("Mechanic: choose an action in your discard pile that can be played on a base",
                      options)
    if pick is None:
        ctx.log("Mechanic: there is no action in the discard pile that can be played on a base",
                cites.USING_ABILITIES)
        return
    ctx.play_card(pick)


@ability("Steam Man", kind="power")
def steam_man(ctx, minion):
    """Ongoing: Has +1 power if this base has one of your actions played on it."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 1 if _your_actions_on(ctx.here, ctx.controller) else 0


@ability("Captain Ahab", kind="talent")
def captain_ahab(ctx):
    """Talent: Move this minion to a base that has one of your actions played on it."""
    options = [b for b in ctx.other_bases() if _your_actions_on(b, ctx.controller)]
    if not options:
        ctx.game.refuse(f"no other base has one of {ctx.controller}'s actions played on it")
    dest = ctx.choose("Captain Ahab: move to a base that has one of your actions played on it", options)
    ctx.move(ctx.card, dest)


# ----- actions ------------------------------------------------------------------------------
@ability("Aggromotive", kind="player_power")
def aggromotive(ctx, base, player):
    """Play on a base. Ongoing: If you have a minion here, you have +5 power here."""
    if base is not ctx.here or player != ctx.controller:
        return 0
    return 5 if ctx.minions(base=base, controller=player) else 0


@ability("Change of Venue")
def change_of_venue(ctx):
    """Place one of your actions that is on a base or minion into your hand. Play it again as an extra
    action."""
    mine = [c for c in ctx.game.cards_in_play() if c.kind == "action" and c.controller == ctx.controller
            and c is not ctx.card]
    pick = ctx.choose("Change of Venue: place one of your actions that is on a base or minion into your hand",
                      mine)
    if pick is None:
        ctx.log(f"{ctx.controller} has no action on a base or minion", cites.USING_ABILITIES)
        return
    if not ctx.place(pick, "hand"):
        return
    if not extra_allowed(ctx.game, ctx.controller, pick):
        ctx.log(f"{ctx.controller} cannot play extra cards: {pick.ref} stays in their hand", cites.EXTRA_CARDS)
        return
    ctx.play_card(pick)


@ability("Difference Engine", kind="end_of_turn")
def difference_engine(ctx):
    """Play on a base. Ongoing: If you have a minion here, draw an extra card at the end of your turn."""
    if ctx.minions(base=ctx.here, controller=ctx.controller):
        ctx.draw(1)


def _protected_otherwise(ctx, affect) -> bool:
    """Another ability in play (not an Escape Hatch) already prevents this destruction."""
    for src, ab in list(hooks.sources_with(ctx.game, "protect")):
        if src.name == "Escape Hatch":
            continue
        if ab.fn(Context(ctx.game, src, ability=ab), affect):
            return True
    return False


@ability("Escape Hatch", kind="protect")
def escape_hatch(ctx, affect):
    """Play on a base. Ongoing: When your minions here are destroyed, return them to your hand
    instead."""
    t = affect.target
    if affect.kind != "destroy" or t.defn.plays_as != "minion" or t.zone.kind != "minions":
        return False
    if t.controller != ctx.controller or ctx.game.base_of(t) is not ctx.here:
        return False
    if _protected_otherwise(ctx, affect):
        return True
    ctx.log(f"{t.ref} would be destroyed at {ctx.here.ref}: Escape Hatch returns it to its owner's hand "
            f"instead (it is not destroyed)", cites.T_RETURN)
    ctx.return_to_hand(t)
    return True


@ability("Ornate Dome")
def ornate_dome(ctx):
    """Play on a base. Destroy all other players' actions on this base."""
    for a in [a for a in ctx.here.actions if a.controller != ctx.controller]:
        ctx.destroy(a)


@ability("Ornate Dome", kind="protect")
def ornate_dome_forbids(ctx, affect):
    """Ongoing: Other players cannot play actions on this base."""
    if ctx.in_play(affect.source):  # already on the base (a transfer, or one attached before): not a play
        return False
    if affect.kind == "attach" and affect.target is ctx.here and affect.controller not in (None, ctx.controller):
        ctx.game.refuse(f"{affect.controller} cannot play {affect.source.ref} on {ctx.here.ref}: "
                        f"{ctx.card.ref} says other players cannot play actions on this base")
    return False


@ability("Rotary Slug Thrower", kind="power")
def rotary_slug_thrower(ctx, minion):
    """Play on a base. Ongoing: Your minions here each have +2 power."""
    here = ctx.here
    if here is None or minion.controller != ctx.controller or ctx.game.base_of(minion) is not here:
        return 0
    return 2


@ability("Scrap Diving")
def scrap_diving(ctx):
    """Place an action from your discard pile into your hand."""
    options = [c for c in ctx.discard_pile() if c.kind == "action"]
    ctx.choose_and("Scrap Diving: place an action from your discard pile into your hand", options,
                   lambda pick: ctx.place(pick, "hand"))


@ability("Zeppelin", kind="talent")
def zeppelin(ctx):
    """Play on a base. Talent: Move one of your minions from another base to here, or from here to
    another base."""
    here = ctx.here
    mine = ctx.minions(controller=ctx.controller)
    pick = ctx.choose("Zeppelin: move one of your minions to or from this base", mine)
    if pick is None:
        ctx.game.refuse(f"{ctx.controller} has no minion to move")
    if ctx.base_of(pick) is here:
        dest = ctx.choose(f"Zeppelin: move {pick.ref} to which base?", ctx.other_bases(here))
    else:
        dest = here
    ctx.move(pick, dest)
