"""Innsmouth (Smash Up: The Obligatory Cthulhu Set): many minions with the same name.

Each function quotes the card text it implements (corpus/cards/the-obligatory-cthulhu-set/
innsmouth.yaml, the current wording), following clarifications/innsmouth and the rulings in
rulings/innsmouth/ (terms/same-name).

Dagon is the faction's titan (Titans Event Kit): played with a ``special:`` step from beside its
owner's deck (rules/titans).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power


def _from_other_player(affect, you) -> bool:
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


@ability("The Locals")
def the_locals(ctx):
    """Reveal the top three cards of your deck. Place any The Locals revealed into your hand. Put the
    rest of the cards on the bottom of your deck."""
    p = ctx.player
    top = ctx.take_top(3)  # set aside, revealed; a short deck continues from the reshuffled discard pile
    for c in top:
        if c.defn.name == "The Locals":
            ctx.to_hand(c, p)
            c.controller = p.name
            ctx.log(f"{c.ref} is placed into {p.name}'s hand", cites.T_PLACE)
        else:
            ctx.to_deck(c, p)
            ctx.log(f"{c.ref} goes to the bottom of {p.name}'s deck", cites.T_PLACE)


def _plain_sight_covers(ctx, minion) -> bool:
    here = ctx.here
    return (here is not None and minion.defn.plays_as == "minion" and minion.controller == ctx.controller
            and ctx.base_of(minion) is here and printed_power(minion) <= 2)


@ability("In Plain Sight")
def in_plain_sight_play(ctx):
    """Play on a base. Ongoing: Your minions here of printed power 2 or less are not affected by
    opponents' cards."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller):
        if not _plain_sight_covers(ctx, m):
            continue
        for att in list(m.attached):
            if att.controller is not None and att.controller != ctx.controller:
                ctx.log(f"{att.ref} is not allowed on {m.ref} ({ctx.card.ref}) and is destroyed",
                        cites.ATTACHED, cites.T_AFFECT)
                ctx.leave_play(att, "discard")


@ability("In Plain Sight", "protect")
def in_plain_sight(ctx, affect):
    """Ongoing: Your minions here of printed power 2 or less are not affected by opponents' cards."""
    t = affect.target
    return _plain_sight_covers(ctx, t) and _from_other_player(affect, ctx.controller)


def _has_three_same_name(ctx) -> bool:
    for b in ctx.bases():
        names = {}
        for m in ctx.minions(base=b, controller=ctx.controller):
            names[m.defn.name] = names.get(m.defn.name, 0) + 1
        if any(n >= 3 for n in names.values()):
            return True
    return False


@ability("Mysteries of the Deep")
def mysteries_of_the_deep(ctx):
    """If you have three or more minions with the same name on a base, draw 3 cards, then you may draw 2
    additional cards and 2 Madness cards."""
    if not _has_three_same_name(ctx):
        ctx.log(f"{ctx.controller} does not have three minions with the same name on one base: "
                f"Mysteries of the Deep does nothing", cites.USING_ABILITIES)
        return
    ctx.draw(3)
    if ctx.may("Mysteries of the Deep: draw 2 additional cards and 2 Madness cards?"):
        ctx.draw(2)
        ctx.draw_madness(2)


@ability("New Acolytes")
def new_acolytes(ctx):
    """All players shuffle all minions in their discard piles into their decks."""
    for name in ctx.players():
        p = ctx.game.player(name)
        minions = [c for c in p.discard if c.defn.plays_as == "minion"]
        for c in minions:
            ctx.to_deck(c, p)
        if minions:
            ctx.log(f"{name} puts {', '.join(c.ref for c in minions)} into their deck", cites.DECKS)
        ctx.shuffle_deck(name)


@ability("Recruitment")
def recruitment(ctx):
    """Draw up to three Madness cards. For each one drawn, you may play an extra minion this turn."""
    most = min(3, len(ctx.game.madness))
    n = int(ctx.choose_word("Recruitment: draw how many Madness cards?", [str(i) for i in range(most + 1)]))
    drawn = len(ctx.draw_madness(n)) if n else 0
    for _ in range(drawn):
        ctx.extra("minion")


def _return_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases and bool(ctx.minions(base=base, controller=ctx.controller))


@ability("Return to the Sea", "special", window="after_scoring", zone="hand", usable=_return_usable)
def return_to_the_sea(ctx):
    """Special: After a base scores, return any number of your minions with the same name on that base
    to your hand."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        mine = ctx.minions(base=base, controller=ctx.controller)
        names = sorted({m.defn.name for m in mine})
        name = ctx.choose_word("Return to the Sea: return minions with which name?", names) if len(names) > 1 \
            else names[0]
        picks = ctx.choose_many(f"Return to the Sea: return any number of your {name} minions at {base.ref}",
                                [m for m in mine if m.defn.name == name])
        for m in picks:
            ctx.return_to_hand(m)
    ctx.play_this(effect=effect)


@ability("Sacred Circle", "talent")
def sacred_circle(ctx):
    """Play on a base. Talent: You may play an extra minion here with the same name as another minion
    here. (It names no card: it may be played later in the Play Cards phase, only here, if a minion
    with its name is here then: terms/extra.)"""
    here = ctx.here
    ctx.extra_or_now("minion", where=lambda c: any(m.defn.name == c.defn.name for m in here.minions), base=here)


@ability("Spreading the Word")
def spreading_the_word(ctx):
    """Play up to two extra minions with the same name as a minion in play. (They name no card: they may
    be played later in the Play Cards phase, each with the name of a minion in play then: terms/extra.)"""
    ctx.extra_or_now("minion", where=lambda c: any(m.defn.name == c.defn.name for m in ctx.minions()), n=2)


@ability("The Deep Ones")
def the_deep_ones(ctx):
    """Each of your minions of power 2 or less get +1 power until the end of the turn."""
    for m in [m for m in ctx.minions(controller=ctx.controller) if ctx.power(m) <= 2]:
        ctx.add_power(m, 1)


# ----- Dagon (titan, Titans Event Kit) --------------------------------------------------------------
def _same_name_mine(ctx, base, player) -> list:
    """``player``'s minions at ``base`` that share a name with another minion there."""
    ms = ctx.minions(base=base)
    return [m for m in ms if m.controller == player
            and any(o is not m and o.defn.name == m.defn.name for o in ms)]


def _dagon_usable(ctx) -> bool:
    return ctx.game.current_player.name == ctx.controller


@ability("Dagon", kind="special", zone="aside", usable=_dagon_usable)
def dagon_play(ctx):
    """Special: On your turn, you may play this titan on a base where you have two or more minions with
    the same name."""
    base = ctx.base
    if base is None:
        ctx.game.refuse("playing the titan Dagon needs a base")
    names = {}
    for m in ctx.minions(base=base, controller=ctx.controller):
        names[m.defn.name] = names.get(m.defn.name, 0) + 1
    if not any(n >= 2 for n in names.values()):
        ctx.game.refuse(f"{ctx.controller} does not have two or more minions with the same name at {base.ref}")
    ctx.play_titan(ctx.card, base)


@ability("Dagon", kind="player_power")
def dagon_power(ctx, base, player):
    """Ongoing: You have +1 power here for each of your minions here that has the same name as another
    minion here."""
    if base is not ctx.here or player != ctx.controller:
        return 0
    return len(_same_name_mine(ctx, base, player))


@ability("Dagon", kind="talent")
def dagon_talent(ctx):
    """Talent: Play an extra minion here. (Granted for the rest of the Play Cards phase, only here:
    terms/extra.)"""
    here = ctx.here
    if not any(c.defn.can_be("minion") for c in ctx.hand()):
        ctx.game.refuse(f"{ctx.controller} has no minion in hand to play at {here.ref}")
    ctx.extra_or_now("minion", base=here)
