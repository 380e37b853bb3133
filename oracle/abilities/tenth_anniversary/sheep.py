"""Sheep (Smash Up 10th Anniversary): minions that move together, and actions borrowed from others.

Each function quotes the current card text (corpus/cards/10th-anniversary/sheep.yaml) and follows
the Sheep clarifications of the Bigger Geekier Box rulebook (rulings/sheep/*.yaml).

Little Bo Peep's ban is a ``forbid("move")`` whose match sees the mover and the destination: it
stops a player other than Bo Peep's controller moving any minion to or from Bo Peep's base
(sheep/black-sheep: a minion moved by Bo Peep's own controller is not stopped).

Hello, Dolly! answers an action another player played (the ``action_played`` Me First! window, after
that action has resolved): it is played with the abilities of that action as if printed on it
(``Card.ability_as``, which the engine uses for its abilities and for how it is played), so it is played
on a minion or a base when the copied action is, not necessarily the same one, and an attached copy keeps
the copied Ongoing abilities while it stays in play (sheep/hello-dolly). The copied action's conditions
for being played do not apply. Played without its Special (a normal play) it is refused.

Counting Sheep answers the engine's ``power_increased`` event (a minion's power compared before and
after each ability resolves, and before and after a card enters play, e.g. Upgrade); its once per turn (errata, sheep/counting-sheep-errata) is a flag lasting
until the end of the turn, and its +1 goes to the minions there at that moment only
(sheep/counting-sheep). A reading of "after the power of a minion increases" (engine limit): an increase
undone within the same ability is not seen.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def _holder(card):
    """The minion an attached action is on."""
    return card.zone.holder if card.zone is not None else None


# ----- minions --------------------------------------------------------------------------
@ability("Ram", kind="talent")
def ram(ctx):
    """Talent: Move this minion to another base, then you may return a minion of power 2 or less at
    that base to its owner's hand."""
    others = ctx.other_bases(ctx.here)
    if not others:
        ctx.game.refuse("Ram: there is no other base to move to")
    dest = ctx.choose("Ram: move this minion to which base?", others)
    if not ctx.move(ctx.card, dest):
        return
    small = ctx.minions(base=dest, where=lambda m: m is not ctx.card and ctx.power(m) <= 2)
    ctx.choose_and(f"Ram: you may return a minion of power 2 or less at {dest.ref} to its owner's hand", small,
                   ctx.return_to_hand, may=True)


def _black_sheep_when(ctx):
    ev = ctx.event
    return ev.card is not ctx.card and ctx.here is not None and ev.base is ctx.here


@ability("Black Sheep", kind="ongoing", event="minion_played", when=_black_sheep_when)
def black_sheep(ctx):
    """Ongoing: After another minion is played here, move this minion to another base.
    (sheep/black-sheep: its controller moves it.)"""
    here = ctx.here
    if here is None:
        return
    dest = ctx.choose("Black Sheep: move this minion to which base?", ctx.other_bases(here))
    if dest is not None:
        ctx.move(ctx.card, dest)


def _follows(ctx, where):
    """Another minion moved from ``where`` to a base in play, not while ``where`` scores
    (sheep/flock: it cannot follow minions that move after a base scores)."""
    ev = ctx.event
    return (where is not None and ev.from_base is where and ev.card is not ctx.card
            and ev.card.defn.plays_as == "minion" and ev.base in ctx.game.bases
            and ctx.game.scoring_base is not where)


def _flock_here(ctx):
    """Where this Flock was when the other minion moved ("from here"), not where it is when the
    trigger resolves: with two minions moved at once, or two Flocks, the later moves must not
    make a Flock follow a minion that left a base it was not on."""
    record = (ctx.event.data or {}).get("move")
    return effects.where_at_move(ctx.game, ctx.card, record) if record is not None else ctx.here


@ability("Flock", kind="ongoing", event="moved", when=lambda ctx: _follows(ctx, _flock_here(ctx)))
def flock(ctx):
    """Ongoing: After another minion moves from here to another base, move this minion to there as well."""
    dest = ctx.event.base
    if ctx.here is ctx.event.from_base and dest in ctx.game.bases:
        ctx.move(ctx.card, dest)


@ability("Little Bo Peep")
def little_bo_peep(ctx):
    """Ongoing: Other players can not move minions to or from here."""
    me = ctx.card

    def match(game, card, base, player):
        if player is None or not game.in_play(me) or player == me.controller:
            return False
        there = game.base_of(me)
        return there is not None and (base is there or game.base_of(card) is there)

    ctx.forbid("move", None, match=match, until="while_source",
               reason="(Little Bo Peep: other players cannot move minions to or from its base)")


@ability("Little Bo Peep", kind="talent")
def little_bo_peep_talent(ctx):
    """Talent: Move one of your minions to here."""
    here = ctx.here
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not here)
    if not mine:
        ctx.game.refuse("Little Bo Peep: you have no minion at another base to move here")
    pick = ctx.choose("Little Bo Peep: move one of your minions to here", mine)
    ctx.move(pick, here)


# ----- actions --------------------------------------------------------------------------
@ability("Ewe Shall Pass")
def ewe_shall_pass(ctx):
    """Move one of your minions to another base. Draw a card. You may play an extra action."""
    mine = ctx.minions(controller=ctx.controller)
    pick = ctx.choose("Ewe Shall Pass: move one of your minions", mine)
    if pick is not None:
        dest = ctx.choose(f"Ewe Shall Pass: move {pick.ref} to which base?", ctx.other_bases(ctx.base_of(pick)))
        if dest is not None:
            ctx.move(pick, dest)
    else:
        ctx.log(f"{ctx.controller} has no minion to move", cites.T_MOVE)
    ctx.draw(1)
    ctx.extra("action", reason="Ewe Shall Pass")


def _clothing_when(ctx):
    minion = _holder(ctx.card)
    return minion is not None and ev_other_moved(ctx, minion)


def ev_other_moved(ctx, minion):
    ev = ctx.event
    return ev.card is not minion and ev.card.defn.plays_as == "minion" and _follows(ctx, ctx.base_of(minion))


@ability("In Sheep's Clothing", kind="ongoing", event="moved", when=_clothing_when)
def in_sheeps_clothing(ctx):
    """Play on a minion. Ongoing: After another minion moves from here to another base, you may move this
    minion to there as well and destroy this action."""
    minion = _holder(ctx.card)
    dest = ctx.event.base
    if minion is None or ctx.base_of(minion) is not ctx.event.from_base or dest not in ctx.game.bases:
        return
    if not ctx.may(f"In Sheep's Clothing: move {minion.ref} to {dest.ref} as well and destroy this action?"):
        return
    ctx.move(minion, dest)
    ctx.destroy(ctx.card)


@ability("On the Lamb")
def on_the_lamb(ctx):
    """Choose a base where you have a minion, and another player. Move that minion and all of that
    player's minions there to a single other base. (sheep/on-the-lamb: the player may have no minion
    there; all the minions go to the same base.)"""
    mine_at = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("On the Lamb: choose a base where you have a minion", mine_at)
    if base is None:
        ctx.log(f"{ctx.controller} has no minion in play: On the Lamb does nothing", cites.T_MOVE)
        return
    other = ctx.choose("On the Lamb: choose another player", ctx.other_players())
    mine = ctx.choose(f"On the Lamb: which of your minions at {base.ref}?",
                      ctx.minions(base=base, controller=ctx.controller))
    theirs = ctx.minions(base=base, controller=other) if other is not None else []
    dest = ctx.choose("On the Lamb: move them to which single other base?", ctx.other_bases(base))
    if dest is None:
        return
    for m in [mine] + theirs:
        if ctx.base_of(m) is base:
            ctx.move(m, dest)


def _counting_sheep_when(ctx):
    ev = ctx.event
    return (ctx.here is not None and ev.player is not None and ev.player != ctx.controller
            and not ctx.used_this_turn("counting-sheep"))


@ability("Counting Sheep", kind="ongoing", event="power_increased", when=_counting_sheep_when)
def counting_sheep(ctx):
    """Play on a base. Ongoing: Once per turn, after the power of another player's minion increases, your
    minions here gain +1 power until the end of the turn."""
    ctx.mark_used("counting-sheep")  # a replayed Counting Sheep is a new card: its use is forgotten
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    if not mine:
        ctx.log(f"{ctx.controller} has no minion at {ctx.here.ref}: Counting Sheep gives no power",
                cites.USING_ABILITIES)
    for m in mine:
        ctx.add_power(m, 1)


@ability("Shearing")
def shearing(ctx):
    """Play on a minion. Draw a card. Ongoing: This minion has -2 power. At the start of your turn, return
    this action to your hand."""
    ctx.draw(1)


@ability("Shearing", kind="power")
def shearing_power(ctx, minion):
    """Ongoing: This minion has -2 power."""
    return -2 if minion is _holder(ctx.card) else 0


@ability("Shearing", kind="start_of_turn")
def shearing_return(ctx):
    """At the start of your turn, return this action to your hand. (sheep/shearing: only while it is
    still in play.)"""
    if ctx.in_play(ctx.card):
        ctx.return_to_hand(ctx.card)


@ability("To Follow, or Not?")
def to_follow_or_not(ctx):
    """Choose another player. Choose a random action in their discard pile. Play it as an extra action or
    return it. Draw a card. (sheep/to-follow-or-not: you control it; it goes back to its owner's piles.)"""
    other = ctx.choose("To Follow, or Not?: choose another player", ctx.other_players())
    actions = [c for c in ctx.discard_pile(other) if c.defn.plays_as == "action"] if other else []
    if not actions:
        ctx.log(f"{other} has no action in their discard pile", cites.DECKS)
    else:
        pick = ctx.game.rng.choice(actions)
        ctx.log(f"{ctx.controller} chooses {pick.ref} at random from {other}'s discard pile", cites.DECKS)
        word = ctx.choose_word(f"To Follow, or Not?: play {pick.ref} as an extra action, or return it?",
                               ["play", "return"])
        if word == "play":
            ctx.play_card(pick)
        else:
            ctx.log(f"{pick.ref} is returned to {other}'s discard pile", cites.DECKS)
    ctx.draw(1)


@ability("Wood for Sheep")
def wood_for_sheep(ctx):
    """Choose another player. Reveal a random card from their hand. You may place a card from your hand
    into their hand to play the revealed card. Otherwise return it and play an extra action.
    (sheep/wood-for-sheep: you control the card you play; it goes back to its owner's piles.)"""
    other = ctx.choose("Wood for Sheep: choose another player", ctx.other_players())
    hand = ctx.hand(other) if other else []
    if not hand:
        ctx.log(f"{other} has no card in hand to reveal", cites.DECKS)
        ctx.extra("action", reason="Wood for Sheep")
        return
    revealed = ctx.game.rng.choice(hand)
    ctx.log(f"{ctx.controller} reveals {revealed.ref} at random from {other}'s hand", cites.DECKS)
    ctx.saw([revealed], player=other, zone="hand")
    give = None
    if revealed.defn.plays_as in ("minion", "action"):
        give = ctx.may_choose(f"Wood for Sheep: place a card from your hand into {other}'s hand to play "
                              f"{revealed.ref}, or pass", [c for c in ctx.hand() if c is not ctx.card])
    if give is None:
        ctx.log(f"{revealed.ref} is returned to {other}'s hand", cites.DECKS)
        ctx.extra("action", reason="Wood for Sheep")
        return
    ctx.to_hand(give, other)
    ctx.log(f"{ctx.controller} places {give.ref} into {other}'s hand", cites.T_PLACE)
    ctx.play_card(revealed)


# ----- Hello, Dolly! ----------------------------------------------------------------------
def _other_player_played_action(ctx) -> bool:
    ev = ctx.event
    # not after Monet's "as though you had played an action": there is no action to copy
    return (ev is not None and ev.card is not None and ev.player is not None and ev.player != ctx.controller
            and ev.card.kind == "action" and not ev.data.get("phantom"))


@ability("Hello, Dolly!", kind="special", window="action_played", zone="hand", usable=_other_player_played_action)
def hello_dolly_special(ctx):
    """Special: Play after another player plays an action. Copy the ability of that action."""
    from oracle.engine.play import choose_target, play_card
    model = ctx.event.card
    me = ctx.card
    me.ability_as = model.rules
    ctx.log(f"{me.ref} copies the ability of {model.ref}", cites.USING_ABILITIES)
    base, on = choose_target(ctx.game, ctx.controller, me, kind="action")
    if me.rules.play_on and base is None and on is None:
        me.ability_as = None
        ctx.log(f"there is nothing to play {me.ref} on as {model.ref}: it stays in the hand", cites.USING_ABILITIES)
        return
    play_card(ctx.game, ctx.controller, me, base=base, on=on, how="special")
    if not ctx.in_play(me):
        me.ability_as = None


@ability("Hello, Dolly!")
def hello_dolly(ctx):
    """Special: Play after another player plays an action. Copy the ability of that action."""
    if ctx.game.resolution_depth <= 1:
        raise Refused(f"{ctx.card.ref} is played only after another player plays an action (its Special)")
    ctx.log(f"{ctx.card.ref} is played without its Special's condition: it copies nothing and has no effect",
            cites.USING_ABILITIES)

