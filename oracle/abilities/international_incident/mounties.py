"""Mounties (World Tour: International Incident): moving to where the other players' minions are,
and getting stronger there.

Each function quotes the card text it implements
(corpus/cards/world-tour-international-incident/mounties.yaml, the current wordings). Eh? shares its
name with a World Champs card, so it is registered with its own slug.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites

def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _has_other_players_minion(ctx, base, you=None):
    you = you or ctx.controller
    return any(m.controller != you for m in ctx.minions(base=base))


# ----- minions -------------------------------------------------------------------------------
@ability("Mountie Major", kind="power")
def mountie_major(ctx, minion):
    """Ongoing: This minion has +1 power for each minion here controlled by the other player with the
    most minions here."""
    if minion is not ctx.card:
        return 0
    base = ctx.base_of(ctx.card)
    if base is None:
        return 0
    counts = {}
    for m in ctx.minions(base=base):
        if m.controller is not None and m.controller != ctx.card.controller:
            counts[m.controller] = counts.get(m.controller, 0) + 1
    return max(counts.values(), default=0)


@ability("Northern Mover", kind="talent")
def northern_mover(ctx):
    """Talent: Choose one of your other minions. Move it to another base, OR give it +1 power until the
    end of the turn."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    target = ctx.choose("Northern Mover: choose one of your other minions", mine)
    if target is None:
        ctx.log("Northern Mover: you have no other minion", cites.USING_ABILITIES)
        return
    dests = ctx.other_bases(ctx.base_of(target))
    word = ctx.choose_word(f"Northern Mover: move {target.ref} to another base, or give it +1 power?",
                           ["move", "power"]) if dests else "power"
    if word == "move":
        ctx.move(target, ctx.choose(f"Northern Mover: move {target.ref} to which base?", dests))
    else:
        ctx.add_power(target, 1)


@ability("War Canuck", kind="talent")
def war_canuck(ctx):
    """Talent: If there is another player's minion here, this minion gains +2 power until the start of
    your next turn."""
    if not _has_other_players_minion(ctx, ctx.here):
        ctx.log("War Canuck: there is no other player's minion here", cites.USING_ABILITIES)
        return
    me = ctx.card
    ctx.ongoing("power", 2, about=me, until="start_of_turn")  # replayed, it is a new card without it
    ctx.log(f"{me.ref} gains +2 power until the start of {ctx.controller}'s next turn", cites.USING_ABILITIES)


@ability("Dudlee", kind="talent")
def dudlee(ctx):
    """Talent: Move this minion to a base with another player's minion to give this minion +1 power until
    the end of the turn."""
    dests = [b for b in ctx.other_bases(ctx.here) if _has_other_players_minion(ctx, b)]
    dest = ctx.choose("Dudlee: move this minion to which base (with another player's minion)?", dests)
    if dest is None:
        ctx.log("Dudlee: no other base has another player's minion", cites.USING_ABILITIES)
        return
    if ctx.move(ctx.card, dest):
        ctx.add_power(ctx.card, 1)


# ----- actions -------------------------------------------------------------------------------
@ability("Always Get Our Man")
def always_get_our_man(ctx):
    """Move one of your minions to a base with another player's minion with less power to destroy that
    minion at the end of the turn."""
    def victims(mine, base):
        return [m for m in ctx.minions(base=base)
                if m.controller != ctx.controller and ctx.power(m) < ctx.power(mine)]
    options = [m for m in ctx.minions(controller=ctx.controller)
               if any(victims(m, b) for b in ctx.other_bases(ctx.base_of(m)))]
    mine = ctx.choose("Always Get Our Man: move which of your minions?", options)
    if mine is None:
        ctx.log("Always Get Our Man: no minion of yours can move to a base with a weaker minion of "
                "another player", cites.USING_ABILITIES)
        return
    dests = [b for b in ctx.other_bases(ctx.base_of(mine)) if victims(mine, b)]
    dest = ctx.choose(f"Always Get Our Man: move {mine.ref} to which base?", dests)
    if not ctx.move(mine, dest):
        return
    victim = ctx.choose(f"Always Get Our Man: which minion with less power than {mine.ref} is destroyed at "
                        f"the end of the turn?", victims(mine, dest))
    if victim is None:
        return
    ctx.log(f"{victim.ref} will be destroyed at the end of the turn (Always Get Our Man)", cites.USING_ABILITIES)

    def destroy_it(dctx):
        dctx.destroy(victim)

    # about=: "that minion" is the card in play; returned and played again, it is a new card
    # (rules/in-and-out-of-play)
    ctx.delayed("end_of_turn", destroy_it, when=lambda dctx: dctx.game.in_play(victim), about=victim)


@ability("Battle Moose", kind="protect")
def battle_moose(ctx, affect):
    """Play on one of your minions. Ongoing: Your minions here cannot be destroyed by other players'
    cards."""
    host = _host(ctx.card)
    if host is None or affect.kind != "destroy":
        return False
    t = affect.target
    if getattr(t.defn, "plays_as", None) != "minion" or t.controller != ctx.controller:
        return False
    if ctx.base_of(t) is not ctx.base_of(host):
        return False
    src = affect.source
    if src is None or src.defn.type in ("base", "monster"):
        return False  # a base or a monster is no player's card
    who = affect.controller or src.controller or src.owner
    return who is not None and who != ctx.controller


@ability("Bring 'Em In", kind="ongoing", event="moved",
         when=lambda ctx: _host(ctx.card) is not None and ctx.event.card is _host(ctx.card)
         and ctx.event.base is not ctx.event.from_base)
def bring_em_in(ctx):
    """Play on a minion. Ongoing: After this minion moves to another base, place a +1 power counter on
    it."""
    ctx.place_counters(_host(ctx.card), 1)


def _first_action_of_turn(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.player != ctx.controller or ev.card is None:
        return False
    mine = ctx.plays_this_turn(kind="action", player=ctx.controller)
    return bool(mine) and mine[0]["card"] is ev.card and len(mine) == 1


@ability("Eh?", kind="special", window="action_played", zone="hand", slug="eh-mounties",
         usable=_first_action_of_turn)
def eh_special(ctx):
    """Special: After you play your first action in a turn, you may play this card as an extra action."""
    ctx.play_this()


@ability("Eh?", slug="eh-mounties")
def eh(ctx):
    """One of your minions gains +1 power until the end of the turn, and you may place this card back
    into your hand instead of the discard pile."""
    ctx.choose_and("Eh?: which of your minions gains +1 power?", ctx.minions(controller=ctx.controller),
                   lambda target: ctx.add_power(target, 1))
    if ctx.card.zone is ctx.game.resolving and ctx.may(
            "Eh?: place this card back into your hand instead of the discard pile?"):
        ctx.place(ctx.card, "hand")


def _haich_q_base(ctx):
    z = ctx.card.zone
    for b in ctx.game.bases:
        if z is b.actions:
            return b
    return None


@ability("Haich-Q", kind="power")
def haich_q_power(ctx, minion):
    """Play on a base. Ongoing: Each of your minions here has +1 power."""
    base = _haich_q_base(ctx)
    if base is None or minion.controller != ctx.card.controller or ctx.base_of(minion) is not base:
        return 0
    return 1


@ability("Haich-Q", kind="talent")
def haich_q_talent(ctx):
    """Talent: Move one of your minions to or from this base."""
    base = _haich_q_base(ctx)
    if base is None:
        return
    mine = [m for m in ctx.minions(controller=ctx.controller) if len(ctx.bases()) > 1]
    target = ctx.choose("Haich-Q: move which of your minions to or from this base?", mine)
    if target is None:
        return
    if ctx.base_of(target) is base:
        ctx.move(target, ctx.choose(f"Haich-Q: move {target.ref} to which base?", ctx.other_bases(base)))
    else:
        ctx.move(target, base)


@ability("Move Aboot")
def move_aboot(ctx):
    """Choose a base with another player's minion. Move one of your minions from another base to there to
    give it +2 power until the end of the turn."""
    base = ctx.choose("Move Aboot: choose a base with another player's minion",
                      [b for b in ctx.bases() if _has_other_players_minion(ctx, b)])
    if base is None:
        return
    mine = [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not base]
    target = ctx.choose(f"Move Aboot: move which of your minions to {base.ref}?", mine)
    if target is not None and ctx.move(target, base):
        ctx.add_power(target, 2)


@ability("Power Poutine")
def power_poutine(ctx):
    """Choose a base. Up to two of your minions there each gain +2 power until the end of the turn."""
    base = ctx.choose("Power Poutine: choose a base", ctx.bases())
    mine = ctx.minions(base=base, controller=ctx.controller)
    for m in ctx.choose_many("Power Poutine: up to two of your minions there", mine, max=2):
        ctx.add_power(m, 2)


@ability("When Calls the Badge")
def when_calls_the_badge(ctx):
    """Place a +1 power counter on each of your minions on one base."""
    base = ctx.choose("When Calls the Badge: choose a base",
                      [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)])
    if base is None:
        return
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("When Calls the Badge", kind="special", window="before_scoring", zone="hand")
def when_calls_the_badge_special(ctx):
    """Special: Play before a base scores."""
    ctx.play_this()
