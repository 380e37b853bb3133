"""Mega Troopers (Smash Up: Big in Japan): colour-coded heroes who answer every scoring with a Special.

Each function quotes the card text it implements (corpus/cards/big-in-japan/mega-troopers.yaml,
the current wording), following clarifications/mega-troopers and the rulings in
rulings/mega-troopers/:

- mega-troopers/power-pose-wiki: both of Power Pose's Specials can be used when Alice is behind
  before the base scores and then wins it.
- mega-troopers/plan-for-more-wiki: the minion played with Plan for More! is played off the top
  of the deck.

Black Trooper answers the engine's ``special_used`` event (any player's Special, used in a Me First!
window or with a ``special:`` step), after that Special has resolved.

Red Trooper raises its controller's titan limit by 1 (a ``titan_limit`` ability); a player's own two
titans do not clash (its clarification, rulings mega-troopers/red-trooper-wiki). When Red Trooper leaves
play (destroyed, returned, its base scored) while its controller has two titans in play, they choose one
to remove from play; so does any other way its ability stops applying (canceled, e.g. by Pin): the engine
checks titan limits with the states (oracle.engine.triggers). "Play Megabot on another base": a base
other than Red Trooper's.

"Do not have the most power" is read strictly: a player tied for the most power has the most.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

MEGABOT = "Megabot"


def _others_best(ctx, base, you) -> int:
    return max((ctx.total(base, p) for p in ctx.players() if p != you), default=0)


def _has_most(ctx, base, you) -> bool:
    return ctx.total(base, you) >= _others_best(ctx, base, you)


def _controls_titan(ctx) -> bool:
    """Whether you already control as many titans in play as your titan limit allows (one, two with
    Red Trooper): no other titan can be played."""
    from oracle.engine.titans import titan_limit
    mine = sum(1 for b in ctx.bases() for t in b.titans if t.controller == ctx.controller)
    return mine >= titan_limit(ctx.game, ctx.controller)


def _megabot_aside(ctx):
    return next((t for t in ctx.player.titans if t.name == MEGABOT), None)


def _megabot_in_play(ctx):
    return next((t for b in ctx.bases() for t in b.titans if t.name == MEGABOT and t.controller == ctx.controller),
                None)


def _until_end_of_your_turn(ctx) -> int:
    """The number of the turn whose end "until the end of your turn" means."""
    return ctx.game.turn if ctx.is_my_turn else ctx.next_turn_of(ctx.controller)


# ----- minions --------------------------------------------------------------------------------
@ability("Blue Trooper", kind="special", window="before_scoring", zone="play")
def blue_trooper(ctx):
    """Special: Before any base scores, you may either draw a card OR give this minion +2 power until
    the end of your turn."""
    how = ctx.choose_word("Blue Trooper: draw a card, or +2 power until the end of your turn",
                          ["draw", "power"])
    if how == "draw":
        ctx.draw(1)
        return
    if not effects.allowed(ctx.game, effects.Affect("power", ctx.card, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("power", 2, card=ctx.card, until="end_of_turn",
                                                until_turn=_until_end_of_your_turn(ctx), source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{ctx.card.ref} gets +2 power until the end of {ctx.controller}'s turn", cites.USING_ABILITIES)


def _yellow_usable(ctx) -> bool:
    return ctx.event.base is ctx.here and any(m is not ctx.card for m in ctx.minions(controller=ctx.controller))


@ability("Yellow Trooper", kind="special", window="before_scoring", zone="play", usable=_yellow_usable)
def yellow_trooper(ctx):
    """Special: Before this base scores, you may move one of your other minions to or from this base."""
    here = ctx.here
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    pick = ctx.choose("Yellow Trooper: move one of your other minions to or from this base", mine)
    if pick is None:
        return
    if ctx.base_of(pick) is here:
        dest = ctx.choose(f"Yellow Trooper: move {pick.ref} to which base?", ctx.other_bases(here))
        if dest is not None:
            ctx.move(pick, dest)
    else:
        ctx.move(pick, here)


@ability("Beta 6", kind="special", window="before_scoring", zone="play")
def beta_6(ctx):
    """Special: Before any base scores, you may place a +1 power counter on one of your minions."""
    ctx.choose_and("Beta 6: place a +1 power counter on one of your minions", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.place_counters(pick, 1))


@ability("Green Trooper", kind="special", window="before_scoring")
def green_trooper(ctx):
    """Special: Before a base scores, you may play this minion there as an extra minion."""
    ctx.play_this(base=ctx.event.base)


def _pink_usable(ctx) -> bool:
    return ctx.event.base is ctx.here and any(
        printed_power(m) <= 3 for m in ctx.minions(base=ctx.here, controller=ctx.controller))


@ability("Pink Trooper", kind="special", window="after_scoring", zone="play", usable=_pink_usable)
def pink_trooper(ctx):
    """Special: After this base scores, you may return one of your minions here of printed power 3 or less
    to your hand."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: printed_power(m) <= 3)
    ctx.choose_and("Pink Trooper: return one of your minions here of printed power 3 or less", mine, ctx.return_to_hand)


# ----- actions --------------------------------------------------------------------------------
def _titan_bases(ctx) -> list:
    return [b for b in ctx.bases() if any(t.controller == ctx.controller for t in b.titans)]


@ability("Blitzing Sword Attack")
def blitzing_sword_attack(ctx):
    """Destroy a minion of power 4 or less on a base where you have a titan."""
    targets = [m for b in _titan_bases(ctx) for m in b.minions if ctx.power(m) <= 4]
    victim = ctx.choose("Blitzing Sword Attack: destroy a minion of power 4 or less where you have a titan",
                        targets)
    if victim is None:
        ctx.log(f"no minion of power 4 or less on a base where {ctx.controller} has a titan", cites.TITANS)
        return
    ctx.destroy(victim)


@ability("Blitzing Sword Attack", kind="special", window="before_scoring")
def blitzing_sword_attack_special(ctx):
    """Special: Play before a base scores."""
    ctx.play_this()


@ability("Form Megabot!")
def form_megabot(ctx):
    """Play Megabot OR move any number of your minions to Megabot's base."""
    aside = _megabot_aside(ctx)
    bot = _megabot_in_play(ctx)
    words = []
    if aside is not None and not _controls_titan(ctx):
        words.append("play Megabot")
    if bot is not None:
        words.append("move minions")
    if not words:
        ctx.log(f"{ctx.controller} can neither play Megabot nor move minions to it", cites.TITANS)
        return
    how = ctx.choose_word("Form Megabot!: play Megabot, or move your minions to Megabot's base", words) \
        if len(words) > 1 else words[0]
    if how == "play Megabot":
        base = ctx.choose("Form Megabot!: play Megabot on which base?", ctx.bases())
        if base is not None:
            ctx.play_titan(aside, base)
        return
    there = ctx.base_of(bot)
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not there)
    for m in ctx.choose_many("Form Megabot!: move any number of your minions to Megabot's base", mine):
        ctx.move(m, there)


@ability("It's Blitzin' Time!", slug="its-blitzin-time-mega-troopers")
def its_blitzin_time(ctx):
    """One of your minions gains +4 power until the end of the turn."""
    ctx.choose_and("It's Blitzin' Time!: one of your minions gains +4 power", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.add_power(pick, 4))


@ability("Lightning Crystal")
def lightning_crystal(ctx):
    """Destroy an action or a titan."""
    options = []
    for b in ctx.bases():
        options += [a for a in b.actions]
        for m in list(b.minions) + list(b.titans):
            options += [a for a in m.attached if a.kind == "action"]
        options += list(b.titans)
    pick = ctx.choose("Lightning Crystal: destroy an action or a titan", options)
    if pick is None:
        ctx.log("there is no action or titan in play", cites.USING_ABILITIES)
        return
    ctx.destroy(pick)


def _rescue_usable(ctx) -> bool:
    base = ctx.event.base
    if base is None or not ctx.minions(base=base, controller=ctx.controller):
        return False
    return not _has_most(ctx, base, ctx.controller)


@ability("Lightning Rescue!", kind="special", window="before_scoring", usable=_rescue_usable)
def lightning_rescue(ctx):
    """Special: Before a base scores where you have a minion and do not have the most power, play an extra
    action."""
    ctx.play_this()
    ctx.play_extra_now("action")


@ability("Omega Protocol", kind="start_of_turn",
         when=lambda ctx: ctx.game.current_player.name != ctx.controller)
def omega_protocol(ctx):
    """Play on a base. Ongoing: At the start of each other player's turn, reduce the breakpoint of this base
    by 10 until the end of the turn."""
    ctx.ongoing("breakpoint", -10, base=ctx.here, until="end_of_turn")
    ctx.log(f"{ctx.here.ref}'s breakpoint is reduced by 10 until the end of the turn", cites.USING_ABILITIES)


@ability("Plan for More!")
def plan_for_more(ctx):
    """Look at the top three cards of your deck. You may draw one or play one as an extra minion, then
    return the rest to the top and/or bottom of your deck in any order."""
    p = ctx.player
    # set aside until placed; a deck shorter than 3 goes on from the reshuffled discard pile
    # (rules/decks-discards-and-searches: ctx.take_top)
    top = ctx.take_top(3, reveal=False)
    if not top:
        return
    pick = ctx.may_choose("Plan for More!: you may draw one of these cards or play one as an extra minion", top)
    rest = [c for c in top if c is not pick]
    if pick is not None:
        how = "draw"
        if pick.defn.can_be("minion"):
            how = ctx.choose_word(f"Plan for More!: draw {pick.ref} or play it as an extra minion",
                                  ["draw", "play"])
        if how == "draw":
            ctx.to_hand(pick, p)
            pick.controller = ctx.controller
            ctx.log(f"{ctx.controller} draws {pick.ref}", cites.DECKS)
        else:
            ctx.play_card(pick, off_top=True)  # played off the top of the deck (mega-troopers/plan-for-more-wiki)
            if pick.zone is ctx.game.revealed:  # it could not be played: it is returned with the rest
                rest.append(pick)
    on_top = []
    while rest:
        c = ctx.choose("Plan for More!: return which card next (the first returned to the top ends up "
                       "deepest of those on top)", rest) if len(rest) > 1 else rest[0]
        rest.remove(c)
        where = ctx.choose_word(f"Plan for More!: return {c.ref} to the top or the bottom of your deck",
                                ["top", "bottom"])
        if where == "top":
            on_top.insert(0, c)
        else:
            ctx.to_deck(c, p)
            c.controller = ctx.controller
    for c in reversed(on_top):
        ctx.to_deck(c, p, top=True)
        c.controller = ctx.controller
    ctx.log(f"{ctx.controller} returns the other cards to their deck", cites.DECKS)


def _pose_before_usable(ctx) -> bool:
    return ctx.event.base is ctx.here and not _has_most(ctx, ctx.here, ctx.controller)


@ability("Power Pose", kind="special", window="before_scoring", zone="play", usable=_pose_before_usable)
def power_pose_before(ctx):
    """Special: Before this base scores, if you do not have the most power here, draw two cards."""
    ctx.draw(2)


def _pose_after_usable(ctx) -> bool:
    if ctx.event.base is not ctx.here:
        return False
    standings = (ctx.event.data or {}).get("standings") or []
    return any(s.player == ctx.controller and s.place == 1 for s in standings)


@ability("Power Pose", kind="special", window="after_scoring", zone="play", usable=_pose_after_usable)
def power_pose_after(ctx):
    """Special: After this base scores, if you were the winner, you may play an extra minion of power 3 or
    less on the replacement base."""
    scored = ctx.here
    you = ctx.controller

    def on_replacement(dctx):
        dctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 3, base=dctx.event.base, player=you)

    ctx.delayed("base_replaced", on_replacement,
                when=lambda dctx: dctx.event.from_base is scored and dctx.event.base in dctx.game.bases)
    ctx.log(f"{you} will play an extra minion of power 3 or less on the base that replaces {scored.ref}",
            cites.T_SPECIAL)


# ----- Megabot (titan) ------------------------------------------------------------------------
def _megabot_play_usable(ctx) -> bool:
    ev = ctx.event
    if ev.player != ctx.controller or ev.base is None or ev.base not in ctx.game.bases:
        return False
    if _controls_titan(ctx):
        return False
    return sum(1 for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)) >= 3


@ability("Megabot", kind="special", window="minion_played", zone="aside", usable=_megabot_play_usable)
def megabot_play(ctx):
    """Special: After you play a minion, if you have a minion on at least three bases, you may play this
    titan at its base."""
    ctx.play_titan(ctx.card, ctx.event.base)


@ability("Megabot", kind="power")
def megabot_power(ctx, minion):
    """Ongoing: Your minions here have +1 power."""
    here = ctx.here
    if here is None or minion.controller != ctx.controller or minion.zone is not here.minions:
        return 0
    return 1


@ability("Megabot", kind="special", window="before_scoring", zone="play",
         usable=lambda ctx: ctx.event.base is not None and ctx.event.base is not ctx.here)
def megabot_move(ctx):
    """Special: Before another base scores, you may move this titan to there."""
    ctx.move(ctx.card, ctx.event.base)


@ability("Black Trooper", kind="ongoing", event="special_used", when=lambda ctx: ctx.in_play(ctx.card))
def black_trooper(ctx):
    """Ongoing: After a Special ability is used, this minion gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


# ----- Red Trooper ----------------------------------------------------------------------------
@ability("Red Trooper", kind="titan_limit")
def red_trooper_limit(ctx, player):
    """Ongoing: Your total titan limit is increased by 1."""
    return 1 if player == ctx.card.controller else 0


def _red_trooper_left(ctx):
    """(Its clarification: if the ability stops applying while you have two titans in play, you must
    choose one of them to remove from play.)"""
    from oracle.engine.titans import enforce_titan_limit
    if ctx.controller is not None:
        enforce_titan_limit(ctx.game, ctx.controller)


for _event in ("destroyed", "returned", "left_play"):
    ability("Red Trooper", kind="ongoing", event=_event,
            when=lambda ctx: ctx.event.card is ctx.card)(_red_trooper_left)


@ability("Red Trooper", kind="talent")
def red_trooper_talent(ctx):
    """Talent: Play Megabot on another base OR move Megabot."""
    aside = _megabot_aside(ctx)
    bot = _megabot_in_play(ctx)
    here = ctx.here
    words = []
    if aside is not None and not _controls_titan(ctx) and ctx.other_bases(here):
        words.append("play Megabot")
    if bot is not None and ctx.other_bases(ctx.base_of(bot)):
        words.append("move Megabot")
    if not words:
        ctx.game.refuse(f"{ctx.controller} can neither play Megabot on another base nor move Megabot")
    how = ctx.choose_word("Red Trooper: play Megabot on another base, or move Megabot", words) \
        if len(words) > 1 else words[0]
    if how == "play Megabot":
        base = ctx.choose("Red Trooper: play Megabot on which other base?", ctx.other_bases(here))
        ctx.play_titan(aside, base)
        return
    dest = ctx.choose(f"Red Trooper: move Megabot to which base?", ctx.other_bases(ctx.base_of(bot)))
    ctx.move(bot, dest)
