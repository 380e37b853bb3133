"""G.I. Gerald (Smash Up: Half the Battle): fusions that are either a minion or an action.

Each function quotes the card text it implements (corpus/cards/half-the-battle/g-i-gerald.yaml).
A fusion played on a base is a minion and uses only its "Minion:" ability; played as an action it
uses only its "Action:" ability (``ctx.played_as``).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.abilities_hook import abilities_of
from oracle.engine.context import Context
from oracle.engine.power import printed_power


class _ActionSide(Context):
    """The context in which a fusion's Action ability is copied (Shellback, Now You Know: Home Safety):
    "you" are the player copying it, and the fusion's ability reads ``played_as`` as "action"."""

    @property
    def played_as(self) -> str:
        return "action"


def copy_action_ability(ctx, fusion) -> None:
    """Use the Action ability of ``fusion`` (a fusion card) as the player of ``ctx``."""
    ctx.log(f"{ctx.controller} copies the Action ability of {fusion.ref}", "rules/using-card-abilities")
    for ab in abilities_of(fusion, "on_play"):
        ab.fn(_ActionSide(ctx.game, fusion, ability=ab, controller=ctx.controller))


@ability("Dice Ninja")
def dice_ninja(ctx):
    """Minion: Draw a card. / Action: Draw two cards"""
    ctx.draw(1 if ctx.played_as == "minion" else 2)


@ability("Rosie")
def rosie(ctx):
    """Minion: You may place a +1 power counter on another minion here. / Action: Place two +1 power
    counters total on your minions."""
    if ctx.played_as == "minion":
        others = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
        target = ctx.may_choose("Rosie: you may place a +1 power counter on another minion here", others)
        if target is not None:
            ctx.place_counters(target, 1)
        return
    for i in (1, 2):
        target = ctx.choose(f"Rosie: place +1 power counter {i} of 2 on one of your minions",
                            ctx.minions(controller=ctx.controller))
        if target is not None:
            ctx.place_counters(target, 1)


@ability("M.O.W.A.T.")
def mowat(ctx):
    """Minion: You may give another minion +1 power until the end of the turn. / Action: Give a minion
    +3 power until the end of the turn."""
    if ctx.played_as == "minion":
        target = ctx.may_choose("M.O.W.A.T.: you may give another minion +1 power until the end of the turn",
                                ctx.minions(where=lambda m: m is not ctx.card))
        if target is not None:
            ctx.add_power(target, 1)
        return
    target = ctx.choose("M.O.W.A.T.: give a minion +3 power until the end of the turn", ctx.minions())
    if target is not None:
        ctx.add_power(target, 3)


@ability("Mabel Lean")
def mabel_lean(ctx):
    """Minion: If this is your only minion here, you may place a +1 power counter on it. / Action: Play
    an extra minion of power 2 or less."""
    if ctx.played_as == "minion":
        mine = ctx.minions(base=ctx.here, controller=ctx.controller)
        if mine != [ctx.card]:
            ctx.log("Mabel Lean is not your only minion here: no counter", "terms/here")
            return
        if ctx.may("Mabel Lean: you may place a +1 power counter on it"):
            ctx.place_counters(ctx.card, 1)
        return
    ctx.extra("minion", where=lambda c: printed_power(c) <= 2, reason="Mabel Lean")


@ability("Sawbones")
def sawbones(ctx):
    """Minion: Shuffle an action from your discard pile into your deck. / Action: Shuffle a minion from
    your discard pile into your deck."""
    kind = "action" if ctx.played_as == "minion" else "minion"
    options = [c for c in ctx.discard_pile() if c.defn.can_be(kind) and c is not ctx.card]
    pick = ctx.choose(f"Sawbones: shuffle {'an' if kind == 'action' else 'a'} {kind} from your discard pile "
                      "into your deck", options)
    if pick is None:
        ctx.log(f"Sawbones: no {kind} in your discard pile")
        return
    ctx.place(pick, "deck_top")
    ctx.shuffle_deck()
    ctx.log(f"{ctx.controller} shuffles {pick.ref} into their deck", "rules/decks-discards-and-searches")


@ability("Ski Lift")
def ski_lift(ctx):
    """Minion: You may move one of your minions from another base to here. / Action: Move a minion."""
    if ctx.played_as == "minion":
        here = ctx.here
        mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not here)
        target = ctx.may_choose("Ski Lift: you may move one of your minions from another base to here", mine)
        if target is not None:
            ctx.move(target, here)
        return
    target = ctx.choose("Ski Lift: move a minion", ctx.minions())
    if target is None:
        return
    dest = ctx.choose(f"Ski Lift: move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Go, Gerald")
def go_gerald(ctx):
    """Choose a base. Give each of your minions played there this turn +2 power until the end of the turn."""
    base = ctx.choose("Go, Gerald: choose a base", ctx.bases())
    if base is None:
        return
    played = {id(p["card"]) for p in ctx.plays_this_turn(kind="minion", player=ctx.controller)
              if p["base"] is base}
    for m in ctx.minions(base=base, controller=ctx.controller):
        if id(m) in played:
            ctx.add_power(m, 2)


@ability("Obstruction")
def obstruction(ctx):
    """Minion: Each of your minions here gains +1 power until the end of the turn. Action: Place a minion
    of power 3 or less on the bottom of its owner's deck."""
    if ctx.played_as == "minion":
        for m in ctx.minions(base=ctx.here, controller=ctx.controller):
            ctx.add_power(m, 1)
        return
    ctx.choose_and("Obstruction: place a minion of power 3 or less on the bottom of its owner's deck",
                   ctx.minions(where=lambda m: ctx.power(m) <= 3), lambda target: ctx.place(target, "deck_bottom"))


@ability("Can-Do")
def can_do(ctx):
    """Minion: You may play an extra minion of power 2 or less here, or an extra action. / Action: You may
    play an extra minion of power 2 or less, and an extra action."""
    small = lambda c: printed_power(c) <= 2  # noqa: E731
    if ctx.played_as == "minion":
        word = ctx.choose_word("Can-Do: an extra minion of power 2 or less here, or an extra action?",
                               ["minion", "action"])
        if word == "minion":
            ctx.extra("minion", where=small, base=ctx.here, reason="Can-Do")
        else:
            ctx.extra("action", reason="Can-Do")
        return
    ctx.extra("minion", where=small, reason="Can-Do")
    ctx.extra("action", reason="Can-Do")


def _viscount_when(ctx) -> bool:
    ev = ctx.event
    if ev.player != ctx.controller or ev.card is None or not ev.card.defn.is_fusion:
        return False
    return not ctx.used_this_turn("viscount")


@ability("Viscount", kind="ongoing", event="action_played", when=_viscount_when)
def viscount(ctx):
    """Ongoing: Once per turn, after you play a fusion and use its Action ability, you may give this minion
    +2 power until the end of the turn OR place a +1 power counter on it."""
    word = ctx.choose_word(f"Viscount: give {ctx.card.ref} +2 power until the end of the turn, place a +1 power "
                           "counter on it, or pass?", ["power", "counter", "pass"])
    if word == "pass":
        return
    ctx.mark_used("viscount")  # a replayed Viscount is a new card: its use is forgotten (rules/in-and-out-of-play)
    if word == "power":
        ctx.add_power(ctx.card, 2)
    else:
        ctx.place_counters(ctx.card, 1)


@ability("Shellback")
def shellback(ctx):
    """Minion: You may return one of your non-Shellback fusions to your hand. / Action: Copy the Action
    ability on one of your other fusions in play."""
    if ctx.played_as == "minion":
        fusions = ctx.minions(controller=ctx.controller,
                              where=lambda m: m.defn.is_fusion and m.name != "Shellback")
        pick = ctx.may_choose("Shellback: you may return one of your non-Shellback fusions to your hand", fusions)
        if pick is not None:
            ctx.return_to_hand(pick)
        return
    fusions = ctx.minions(controller=ctx.controller, where=lambda m: m.defn.is_fusion and m is not ctx.card)
    pick = ctx.choose("Shellback: copy the Action ability of which of your fusions in play?", fusions)
    if pick is None:
        ctx.log("Shellback: you have no other fusion in play", "rules/using-card-abilities")
        return
    copy_action_ability(ctx, pick)


def _home_safety_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ev.base in ctx.game.bases
            and bool(ctx.minions(base=ev.base, controller=ctx.controller, where=lambda m: m.defn.is_fusion)))


@ability("Now You Know: Home Safety", kind="special", window="before_scoring", zone="hand",
         usable=_home_safety_usable)
def now_you_know_home_safety_special(ctx):
    """Special: You may play this before a base scores ..."""
    ctx.card.htb_home_safety_base = ctx.event.base
    ctx.play_this()


@ability("Now You Know: Home Safety")
def now_you_know_home_safety(ctx):
    """Play an extra minion of power 2 or less. If it is a fusion, you may also use its Action ability.
    Special: You may play this before a base scores to copy the Action ability of one of your fusions there
    instead."""
    scoring = getattr(ctx.card, "htb_home_safety_base", None)
    ctx.card.htb_home_safety_base = None
    if scoring is not None:
        if scoring not in ctx.game.bases:
            return
        fusions = ctx.minions(base=scoring, controller=ctx.controller, where=lambda m: m.defn.is_fusion)
        pick = ctx.choose("Now You Know: Home Safety: copy the Action ability of which of your fusions there?",
                          fusions)
        if pick is not None:
            copy_action_ability(ctx, pick)
        return
    played = ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 2)
    if played is None or not played.defn.is_fusion:
        return
    if ctx.may(f"Now You Know: Home Safety: you may also use the Action ability of {played.ref}"):
        copy_action_ability(ctx, played)
