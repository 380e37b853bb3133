"""Werewolves (Smash Up: Monster Smash): power that surges for a turn, and the pack's leaders.

Each function quotes the card text it implements (corpus/cards/monster-smash/werewolves.yaml) and
follows clarifications/werewolves (the Bigger Geekier Box): Frenzy and Pack Alpha give their power
to the minions in play when they resolve, not to minions played afterwards; Leader of the Pack and
Moontouched work on another player's minion and when the minion is only tied for highest power.

A talent whose condition ("If this minion has the highest power here", ...) does not hold is
refused, so the talent stays unused.

Great Wolf Spirit (a titan from the Titans Event Kit, text after its functional errata):
- its Special is used with a ``special:`` step from beside the deck (``base:`` one of the bases where
  you have the most power, i.e. more than each other player);
- "Your cards here may use their Talents a second time on your turn": in your Play Cards phase, each
  of your cards at the titan's base whose talent was already used this turn may use it once more
  (once per card and turn; the talent's own prerequisites still apply). The second use is a plain
  ``talent:`` step naming the card (the engine asks ``talent_again`` abilities), or, as scenarios
  written before that could, a ``special: Great Wolf Spirit`` step (a prompt picks the card when
  several qualify).
  "Your cards here" are the cards you control at the titan's base, actions on minions there included
  (a reading): "here" is the base a card occupies (terms/here), and an action on a minion has one
  (Moontouched's "the highest power here"); the official Complete the Ritual clarification takes
  "actions played on minions" among "all cards here" (clarifications/minions-of-cthulhu); only "on
  the base" excludes them (rules/attached-cards).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.abilities_hook import live_abilities


def _host(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _scoring_here(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.base_of(ctx.card) is ev.base


def _has_highest_power_here(ctx, minion) -> bool:
    base = ctx.base_of(minion)
    if base is None:
        return False
    mine = ctx.power(minion)
    return all(ctx.power(m) <= mine for m in ctx.minions(base=base))


# ----- minions -------------------------------------------------------------------------------
@ability("Pack Alpha", kind="special", window="before_scoring", zone="play", usable=_scoring_here)
def pack_alpha(ctx):
    """Special: Before this base scores, each of your minions here gains +1 power until the end of
    the turn. (clarifications/werewolves: not minions played after this card.)"""
    for m in ctx.minions(base=ctx.event.base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Loup-Garou", kind="special", window="before_scoring", zone="play", usable=_scoring_here)
def loup_garou(ctx):
    """Special: Before this base scores, this minion gains +2 power until the end of the turn."""
    ctx.add_power(ctx.card, 2)


@ability("Teenage Wolf", kind="talent")
def teenage_wolf(ctx):
    """Talent: This minion gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


@ability("Howler")
def howler(ctx):
    """This minion gains +2 power until the end of the turn."""
    ctx.add_power(ctx.card, 2)


# ----- actions -------------------------------------------------------------------------------
@ability("Chew Toy")
def chew_toy(ctx):
    """Choose one of your minions. Destroy a minion with lower power at your minion's base."""
    mine = ctx.choose("Chew Toy: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        ctx.log("Chew Toy: you have no minion in play, so nothing is destroyed")
        return
    limit = ctx.power(mine)
    targets = ctx.minions(base=ctx.base_of(mine), where=lambda m: ctx.power(m) < limit)
    victim = ctx.choose(f"Chew Toy: destroy a minion with power lower than {limit} at "
                        f"{ctx.base_of(mine).ref}", targets)
    if victim is None:
        ctx.log(f"Chew Toy: no minion at {ctx.base_of(mine).ref} has power lower than {mine.ref}")
        return
    ctx.destroy(victim)


@ability("Frenzy")
def frenzy(ctx):
    """Each of your minions with power 4 or more gains +1 power until the end of the turn.
    (clarifications/werewolves: this does not affect minions played after this card.)"""
    for m in ctx.minions(controller=ctx.controller, where=lambda m: ctx.power(m) >= 4):
        ctx.add_power(m, 1)


@ability("Full Moon", kind="power")
def full_moon(ctx, minion):
    """Play on a base. Ongoing: Each of your minions here has +1 power."""
    here = ctx.base_of(ctx.card)
    if here is None or minion.controller != ctx.controller or ctx.base_of(minion) is not here:
        return 0
    return 1


@ability("Leader of the Pack", kind="talent")
def leader_of_the_pack(ctx):
    """Play on a minion. Talent: If this minion has the highest power here, you may play an extra
    action. (clarifications/werewolves: also on another player's minion, and when tied.)"""
    host = _host(ctx.card)
    if host is None or not _has_highest_power_here(ctx, host):
        ctx.game.refuse(f"Leader of the Pack: {host.ref if host else 'its minion'} does not have the "
                        f"highest power at its base")
    ctx.extra("action")


@ability("Let the Dog Out")
def let_the_dog_out(ctx):
    """Choose one of your minions. Destroy any number of minions at your minion's base whose total
    power is less than or equal to your minion's power."""
    mine = ctx.choose("Let the Dog Out: choose one of your minions", ctx.minions(controller=ctx.controller))
    if mine is None:
        ctx.log("Let the Dog Out: you have no minion in play, so nothing is destroyed")
        return
    base = ctx.base_of(mine)
    limit = ctx.power(mine)
    options = ctx.minions(base=base, where=lambda m: ctx.power(m) <= limit)
    picks = ctx.choose_many(f"Let the Dog Out: destroy any number of minions at {base.ref} with total "
                            f"power {limit} or less", options)
    total = sum(ctx.power(m) for m in picks)
    if total > limit:
        ctx.game.refuse(f"Let the Dog Out: the chosen minions have total power {total}, more than "
                        f"{mine.ref}'s power {limit}")
    for m in picks:
        ctx.destroy(m)


@ability("Marking Territory", kind="start_of_turn")
def marking_territory(ctx):
    """Play on a base. Ongoing: At the start of your turn, if you have more total power here than
    each other player, reduce this base's breakpoint to 0 until the end of the turn."""
    here = ctx.base_of(ctx.card)
    if here is None:
        return
    mine = ctx.total(here)
    if all(mine > ctx.total(here, p) for p in ctx.other_players()):
        ctx.ongoing("set_breakpoint", 0, base=here, until="end_of_turn")
        ctx.log(f"{ctx.controller} has more power at {here.ref} than each other player: its breakpoint "
                f"is 0 until the end of the turn")
    else:
        ctx.log(f"{ctx.controller} does not have more power at {here.ref} than each other player: "
                f"the breakpoint is unchanged")


@ability("Moontouched", kind="talent")
def moontouched(ctx):
    """Play on a minion. Talent: If this minion has the highest power here, draw a card.
    (clarifications/werewolves: also on another player's minion, and when tied.)"""
    host = _host(ctx.card)
    if host is None or not _has_highest_power_here(ctx, host):
        ctx.game.refuse(f"Moontouched: {host.ref if host else 'its minion'} does not have the highest "
                        f"power at its base")
    ctx.draw(1)


@ability("Unstoppable", kind="protect")
def unstoppable(ctx, affect):
    """Play on a minion. Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is _host(ctx.card) and affect.target is not None


# ----- titan ---------------------------------------------------------------------------------
def _most_power_bases(ctx) -> list:
    """Bases where you have more power than each other player."""
    out = []
    for b in ctx.bases():
        mine = ctx.total(b)
        if mine > 0 and all(mine > ctx.total(b, p) for p in ctx.other_players()):
            out.append(b)
    return out


@ability("Great Wolf Spirit", kind="special", zone="aside",
         usable=lambda ctx: ctx.is_my_turn and len(_most_power_bases(ctx)) >= 2)
def great_wolf_spirit_special(ctx):
    """Special: On your turn, if you have the most power on two or more bases, you may play this titan
    on one of them."""
    options = _most_power_bases(ctx)
    base = ctx.here
    if base is None:
        base = ctx.choose("Great Wolf Spirit: play this titan on which base where you have the most power?",
                          options)
    elif base not in options:
        ctx.game.refuse(f"Great Wolf Spirit is played on a base where {ctx.controller} has the most power; "
                        f"{base.ref} is not one")
    ctx.play_titan(ctx.card, base)


def _second_use_flag(game, card) -> bool:
    return any(e.kind == "flag" and e.flag == "talent-again" and e.card is card for e in game.effects)


def _gws_candidates(ctx) -> list:
    here = ctx.base_of(ctx.card)
    if here is None:
        return []
    mine = []
    for m in here.minions:
        if m.controller == ctx.controller:
            mine.append(m)
        mine.extend(a for a in m.attached if a.controller == ctx.controller)
    mine.extend(a for a in here.actions if a.controller == ctx.controller)
    mine.extend(t for t in here.titans if t.controller == ctx.controller)
    return [c for c in mine if c.talent_used and not _second_use_flag(ctx.game, c)
            and live_abilities(ctx.game, c, "talent")]


@ability("Great Wolf Spirit", kind="special", zone="play",
         usable=lambda ctx: ctx.is_my_turn and ctx.game.phase == "play" and bool(_gws_candidates(ctx)))
def great_wolf_spirit_second_talent(ctx):
    """Ongoing: Your cards here may use their Talents a second time on your turn."""
    card = ctx.choose("Great Wolf Spirit: which of your cards here uses its talent a second time?",
                      _gws_candidates(ctx))
    ctx.use_talent_again(card)


@ability("Great Wolf Spirit", kind="talent_again")
def great_wolf_spirit_talent_again(ctx, card) -> bool:
    """The same second use, asked by a plain talent step naming one of your cards here."""
    return card in _gws_candidates(ctx)


@ability("Great Wolf Spirit", kind="start_of_turn")
def great_wolf_spirit_move(ctx):
    """At the start of your turn, you may move this titan to a base where you have more power than any
    other player."""
    here = ctx.base_of(ctx.card)
    options = [b for b in _most_power_bases(ctx) if b is not here]
    dest = ctx.may_choose("Great Wolf Spirit: you may move this titan to a base where you have more power "
                          "than any other player", options)
    if dest is not None:
        ctx.move(ctx.card, dest)


@ability("Great Wolf Spirit", kind="talent")
def great_wolf_spirit_talent(ctx):
    """Talent: One of your minions gains +1 power until the end of the turn."""
    m = ctx.choose("Great Wolf Spirit: one of your minions gains +1 power until the end of the turn",
                   ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log("Great Wolf Spirit: you have no minion in play")
        return
    ctx.add_power(m, 1)
