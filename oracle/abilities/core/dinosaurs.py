"""Dinosaurs (Smash Up core set): big minions, and embiggening said minions.

Each function quotes the card text it implements (corpus/cards/core-base-game/dinosaurs.yaml).
King Rex has no ability text, so it needs no code.

Fort Titanosaurus (a titan from the Titans expansion): "the power of the destroyed minion" is its power
as it left play; "an action that directly affects one or more minions" follows terms/directly-affects as
the Musketeers module records it (a ``protect`` ability that notes each minion an action affects and
never prevents anything).
Reading (the rules are silent): declining both counters of its Ongoing does not use up its once per
turn. Its Special is a "do X to do Y" (terms/to): a minion that is not destroyed pays for nothing. "On your
turn": in your Play Cards phase, once per turn (terms/on-your-turn), even if a clash set the titan aside.
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.engine.titans import at_titan_limit, note_on_your_turn_used, on_your_turn_used
from oracle.abilities.shared import cards_named
from oracle.engine import cites, effects
from oracle.engine.power import printed_power


def _host(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _from_other_player(affect, you) -> bool:
    """True when ``affect`` comes from a card controlled by a player other than ``you``
    (bases are no player's cards)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


def _discard_others_actions(ctx, minion, only_actions=True):
    """A card that becomes protected destroys the protected-against cards already attached
    (rules/attached-cards: having a card attached is an effect)."""
    for att in list(minion.attached):
        if att is ctx.card or att.controller == ctx.controller:
            continue
        if only_actions and att.defn.plays_as != "action":
            continue
        ctx.game.event(f"{att.ref} is not allowed on {minion.ref} ({ctx.card.ref}) and is destroyed",
                       cites.ATTACHED, cites.T_AFFECT)
        ctx.leave_play(att, "discard")


def _until_end_of_your_turn(ctx, minion, amount):
    """+N power "until the end of your turn": this turn when it is yours; played during another
    player's turn, until the end of your next turn (clarifications/dinosaurs, terms/end-of-a-turn),
    which is when the player after you starts their next turn."""
    if ctx.is_my_turn:
        return ctx.add_power(minion, amount)
    if not effects.allowed(ctx.game, effects.Affect("power", minion, ctx.card, ctx.controller)):
        return False
    names = ctx.players()
    after_you = names[(names.index(ctx.controller) + 1) % len(names)]
    effects.add_effect(ctx.game, effects.Effect("power", amount, card=minion, until="start_of_turn",
                                                until_player=after_you, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{minion.ref} gets +{amount} power until the end of {ctx.controller}'s next turn",
            cites.USING_ABILITIES)
    return True


@ability("Laseratops")
def laseratops(ctx):
    """You may destroy a minion here of printed power 2 or less."""
    options = ctx.minions(ctx.here, where=lambda m: printed_power(m) <= 2)
    ctx.choose_and("You may destroy a minion here of printed power 2 or less", options, ctx.destroy, may=True)


@ability("Armor Stego", "talent")
def armor_stego_talent(ctx):
    """Talent: Until the start of your turn, this minion has +2 power during other players' turns."""
    effects.add_effect(ctx.game, effects.Effect(
        "flag", flag="armor-stego", card=ctx.card, until="start_of_turn", until_player=ctx.controller,
        source=ctx.card, controller=ctx.controller))
    ctx.log(f"{ctx.card.ref} has +2 power during other players' turns until the start of "
            f"{ctx.controller}'s turn", cites.USING_ABILITIES)


@ability("Armor Stego", "power")
def armor_stego_power(ctx, minion):
    """(the +2 power granted by the talent, during other players' turns)"""
    if minion is not ctx.card or ctx.is_my_turn:
        return 0
    for e in ctx.game.effects:
        if e.kind == "flag" and e.flag == "armor-stego" and e.card is minion:
            return 2
    return 0


@ability("War Raptor", "power")
def war_raptor(ctx, minion):
    """Ongoing: Gains +1 Power for each War Raptor on this base (including this one)."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return len(cards_named(ctx.game, "War Raptor", base=ctx.here))  # Grimms' Blessing's names count


@ability("Augmentation")
def augmentation(ctx):
    """One minion gets +4 power until the end of your turn."""
    target = ctx.choose("One minion gets +4 power until the end of your turn", ctx.minions())
    if target is not None:
        _until_end_of_your_turn(ctx, target, 4)


@ability("Howl")
def howl(ctx):
    """Each of your minions gains +1 power until the end of your turn."""
    for m in ctx.minions(controller=ctx.controller):
        _until_end_of_your_turn(ctx, m, 1)


@ability("Natural Selection")
def natural_selection(ctx):
    """Choose one of your minions on a base. Destroy a minion there with less power than yours."""
    mine = ctx.choose("Choose one of your minions on a base", ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    p = ctx.power(mine)
    options = ctx.minions(ctx.base_of(mine), where=lambda m: ctx.power(m) < p)
    ctx.choose_and(f"Destroy a minion there with less power than {mine.ref} ({p})", options, ctx.destroy)


@ability("Rampage")
def rampage(ctx):
    """Reduce the breakpoint of a base by the power of one of your minions on that base until the end
    of the turn."""
    mine = ctx.choose("Choose one of your minions: its base's breakpoint is reduced by its power",
                      ctx.minions(controller=ctx.controller))
    if mine is None:
        return
    base = ctx.base_of(mine)
    amount = ctx.power(mine)
    ctx.ongoing("breakpoint", -amount, base=base, until="end_of_turn")
    ctx.log(f"{base.ref}'s breakpoint is reduced by {amount} (the power of {mine.ref}) until the end of the turn",
            cites.USING_ABILITIES)


@ability("Survival of the Fittest")
def survival_of_the_fittest(ctx):
    """Destroy the lowest-power minion (you choose in case of a tie) on each base with a higher-power
    minion."""
    for base in ctx.bases():
        ms = ctx.minions(base)
        if not ms:
            continue
        powers = {m.uid: ctx.power(m) for m in ms}
        low = min(powers.values())
        if not any(v > low for v in powers.values()):
            continue
        lowest = [m for m in ms if powers[m.uid] == low]
        ctx.choose_and(f"Destroy the lowest-power minion at {base.ref} (tied)", lowest, ctx.destroy)


@ability("Tooth and Claw...and Guns")
def tooth_and_claw_play(ctx):
    """Play on a minion. Ongoing: This minion is not affected by other players' cards."""
    host = _host(ctx.card)
    if host is not None:
        _discard_others_actions(ctx, host, only_actions=False)


@ability("Tooth and Claw...and Guns", "protect")
def tooth_and_claw(ctx, affect):
    """Ongoing: This minion is not affected by other players' cards."""
    host = _host(ctx.card)
    return host is not None and affect.target is host and _from_other_player(affect, ctx.controller)


@ability("Upgrade", "power")
def upgrade(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power."""
    return 2 if minion is _host(ctx.card) else 0


@ability("Wildlife Preserve")
def wildlife_preserve_play(ctx):
    """Play on a base. Ongoing: Your minions here are not affected by other players' actions."""
    for m in ctx.minions(ctx.here, controller=ctx.controller):
        _discard_others_actions(ctx, m)


@ability("Wildlife Preserve", "protect")
def wildlife_preserve(ctx, affect):
    """Ongoing: Your minions here are not affected by other players' actions."""
    t = affect.target
    if t.defn.plays_as != "minion" or t.controller != ctx.controller:
        return False
    if ctx.base_of(t) is not ctx.here or ctx.here is None:
        return False
    return affect.source_type == "action" and _from_other_player(affect, ctx.controller)


@ability("Wildlife Preserve", "ongoing", event="moved",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.card.controller == ctx.controller)
def wildlife_preserve_moved_here(ctx):
    """Ongoing: Your minions here are not affected by other players' actions (a minion of yours that
    moves here loses other players' actions attached to it)."""
    _discard_others_actions(ctx, ctx.event.card)


# ----- Fort Titanosaurus (titan) ------------------------------------------------------------------


def _fort_usable(ctx) -> bool:
    g = ctx.game
    you = ctx.controller
    return (g.current_player.name == you and g.phase == "play" and bool(ctx.minions(controller=you))
            and not ctx.plays_this_turn(kind="minion", player=you)
            and not at_titan_limit(ctx.game, ctx.controller) and not on_your_turn_used(g, ctx.card))


@ability("Fort Titanosaurus", kind="special", zone="aside", usable=_fort_usable)
def fort_titanosaurus_special(ctx):
    """Special: On your turn, if you have not played a minion, you may destroy one of your minions to play
    this titan on its base. Place +1 power Counters on it equal to the power of the destroyed minion."""
    mine = ctx.minions(base=ctx.base, controller=ctx.controller) if ctx.base is not None else \
        ctx.minions(controller=ctx.controller)
    if not mine:
        ctx.game.refuse(f"Fort Titanosaurus: {ctx.controller} has no minion at {ctx.base.ref} to destroy")
    victim = ctx.choose("Fort Titanosaurus: destroy which of your minions (the titan is played on its base)?",
                        mine)
    base = ctx.base_of(victim)
    note_on_your_turn_used(ctx.game, ctx.card)
    if not ctx.destroy(victim):
        ctx.game.refuse(f"Fort Titanosaurus: {victim.ref} was not destroyed")
    gone = [d for d in ctx.destroyed_this_turn() if d["card"] is victim]
    amount = (gone[-1].get("power") or 0) if gone else 0
    ctx.play_titan(ctx.card, base)
    if amount > 0 and ctx.in_play(ctx.card):
        ctx.place_counters(ctx.card, amount)


@ability("Fort Titanosaurus", kind="protect")
def fort_titanosaurus_recorder(ctx, affect):
    """(Notes which minions each action directly affects, for the Ongoing below; prevents nothing.)"""
    from oracle.abilities.international_incident.musketeers import record_affect
    record_affect(ctx, affect)
    return False


def _fort_when(ctx) -> bool:
    ev = ctx.event
    return (ctx.in_play(ctx.card) and ev.player == ctx.controller and ev.card is not None
            and ev.card.kind == "action" and not ctx.used_this_turn()
            and bool(_fort_affected(ctx)))


def _fort_affected(ctx) -> list:
    from oracle.abilities.international_incident.musketeers import affected_by_play
    uids = affected_by_play(ctx, ctx.event.card)
    return [m for m in ctx.minions() if m.uid in uids]


@ability("Fort Titanosaurus", kind="ongoing", event="action_played", when=_fort_when)
def fort_titanosaurus_ongoing(ctx):
    """Ongoing: Once per turn, after you play an action that directly affects one or more minions, you may
    place a +1 power counter on one of those minions and/or on this titan."""
    pick = ctx.may_choose(f"Fort Titanosaurus: you may place a +1 power counter on a minion {ctx.event.card.ref} "
                          f"affected", _fort_affected(ctx))
    on_titan = ctx.may("Fort Titanosaurus: place a +1 power counter on this titan?")
    if pick is None and not on_titan:
        return
    ctx.mark_used()
    if pick is not None:
        ctx.place_counters(pick, 1)
    if on_titan:
        ctx.place_counters(ctx.card, 1)


@ability("Fort Titanosaurus", kind="talent")
def fort_titanosaurus_talent(ctx):
    """Talent: If this titan has four or more +1 power counters on it, draw a card."""
    if ctx.card.counters < 4:
        ctx.game.refuse(f"Fort Titanosaurus has {ctx.card.counters} +1 power counter(s), fewer than four")
    ctx.draw(1)
