"""Star Roamers (Smash Up: Cease and Desist).

Each function quotes the card text it implements (corpus/cards/cease-and-desist/star-roamers.yaml),
following clarifications/star-roamers. "Would be returned to your hand ... instead" (Ship's
Engineer, Whiplash Maneuver, Medical Officer) is written as a ``protect`` ability on the return:
when the player takes the replacement, the return does not happen and the replacement is done
instead. A minion you control but do not own goes to its owner's hand, not yours, so these do
not apply to it (rulings star-roamers/ships-engineer, star-roamers/whiplash-maneuver).

Ensign is a ``redirect`` ability: before a card an opponent is playing (its on-play ability, or the
action being played on a minion) affects one of your other minions at Ensign's base through the
engine's operations (destroy, move, return, place, counters, power until the end of the turn,
control, cancel, being played on), you may have it affect Ensign instead; the choice holds for that
card's further effects on that minion, and an effect another Ensign already took is not taken again
(clarifications/star-roamers). Effects of cards already in play are not taken. Registered by name: the
Smash Up All Stars printing has the same text.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.play import is_implemented
from oracle.engine.power import printed_power
from oracle.engine.scoring import enter_base


def _to_my_hand(ctx, affect) -> bool:
    """``affect`` returns one of your minions (you control it) to your hand (you own it)."""
    t = affect.target
    return (affect.kind == "return" and getattr(t, "kind", None) == "minion"
            and t.controller == ctx.controller and (t.owner or t.controller) == ctx.controller)


# ----- minions ------------------------------------------------------------------------------------
@ability("Ship's Captain")
def ships_captain(ctx):
    """Search your deck for a minion, reveal it, add it to your hand and shuffle your deck. If it
    has power 3 or less, play it here as an extra minion."""
    pick = ctx.search_deck("Ship's Captain: search your deck for a minion",
                           where=lambda c: c.defn.plays_as == "minion", may=False)
    if pick is None or printed_power(pick) > 3:
        return
    if not (ctx.game.allow_unimplemented or is_implemented(pick)):
        ctx.log(f"{pick.ref}'s ability is not implemented: it stays in the hand", cites.USING_ABILITIES)
        return
    ctx.play_card(pick, base=ctx.here)


@ability("Medical Officer", kind="protect")
def medical_officer(ctx, affect):
    """Ongoing: When one or more of your other minions would be returned to your hand, you may draw
    a card instead of returning one of them."""
    if affect.target is ctx.card or not _to_my_hand(ctx, affect):
        return False
    key = (id(affect.source), ctx.game.turn)
    if getattr(ctx.card, "cad_medic", None) == key:
        return False  # only one of the minions returned together
    if not ctx.may(f"Medical Officer: draw a card instead of returning {affect.target.ref}?"):
        return False
    ctx.card.cad_medic = key
    ctx.draw(1)
    return True


@ability("Science Officer", kind="talent")
def science_officer(ctx):
    """Talent: Return one of your minions of power 4 or less to its owner's hand. Play an extra
    minion with a different name. (clarifications/star-roamers: also a minion you control but
    don't own.)"""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.power(m) <= 4)
    pick = ctx.choose("Science Officer: return one of your minions of power 4 or less", mine)
    if pick is None:
        return
    name = pick.name
    ctx.return_to_hand(pick)
    ctx.extra("minion", where=lambda c, n=name: c.name != n, reason=f"Science Officer: a name other than {name}")


@ability("Ship's Engineer", kind="protect")
def ships_engineer(ctx, affect):
    """Ongoing: If another one of your minions would be returned to your hand, you may move it to
    another base instead."""
    if affect.target is ctx.card or not _to_my_hand(ctx, affect):
        return False
    here = ctx.base_of(affect.target)
    dest = ctx.may_choose(f"Ship's Engineer: move {affect.target.ref} to another base instead of returning it?",
                          ctx.other_bases(here))
    if dest is None:
        return False
    ctx.move(affect.target, dest)
    return True


# ----- actions -----------------------------------------------------------------------------------
@ability("Hyperspeed 10")
def hyperspeed_10(ctx):
    """Choose a base. Move all minions from there to a single other base."""
    frm = ctx.choose("Hyperspeed 10: choose a base", ctx.bases())
    to = ctx.choose(f"Hyperspeed 10: move all minions from {frm.ref} to which base?", ctx.other_bases(frm))
    if to is None:
        return
    for m in list(frm.minions):
        ctx.move(m, to)


@ability("Mass Teleport")
def mass_teleport(ctx):
    """Each player returns one of their minions to its owner's hand."""
    for p in [pl.name for pl in ctx.game.seat_order()]:
        theirs = ctx.minions(controller=p)
        pick = ctx.choose(f"Mass Teleport: {p} returns one of their minions", theirs, player=p) if theirs else None
        if pick is not None:
            ctx.return_to_hand(pick)


@ability("Port Me Up", kind="special", window="after_scoring", zone="hand",
         usable=lambda ctx: any(m.controller == ctx.controller for m in ctx.event.base.minions))
def port_me_up_special(ctx):
    """Special: You may play this after a base scores; the minion must be on the scoring base."""
    ctx.card.cad_scored = ctx.event.base
    ctx.play_this()


@ability("Port Me Up")
def port_me_up(ctx):
    """Return one of your minions to its owner's hand."""
    base = getattr(ctx.card, "cad_scored", None)
    ctx.card.cad_scored = None
    mine = ctx.minions(base=base, controller=ctx.controller)
    ctx.choose_and("Port Me Up: return one of your minions", mine, ctx.return_to_hand)


@ability("Protector Fields", kind="protect")
def protector_fields(ctx, affect):
    """Play on a base where you have a minion. Ongoing: Your minions here are not affected by other
    players' cards."""
    t = affect.target
    here = ctx.here
    if here is None or getattr(t, "kind", None) != "minion" or t.zone is not here.minions:
        return False
    if t.controller != ctx.controller:
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False  # a base is no player's card
    return affect.controller is not None and affect.controller != ctx.controller


@ability("Teleport Error")
def teleport_error(ctx):
    """Choose a minion. Move it to another random base."""
    pick = ctx.choose("Teleport Error: choose a minion", ctx.minions())
    if pick is None:
        return
    others = ctx.other_bases(ctx.base_of(pick))
    if not others:
        return
    dest = ctx.game.rng.choice(others)
    ctx.log(f"Teleport Error: the random base is {dest.ref}", cites.USING_ABILITIES)
    ctx.move(pick, dest)


@ability("Teleport Overflow")
def teleport_overflow(ctx):
    """Return one of your minions to its owner's hand. Reveal any number of minions with the same
    name from your hand, and play them as extra minions. (clarifications/star-roamers: they share a
    name with each other, not necessarily with the returned minion; a single minion counts.)"""
    ctx.choose_and("Teleport Overflow: return one of your minions", ctx.minions(controller=ctx.controller),
                   ctx.return_to_hand)
    hand = [c for c in ctx.hand() if c.defn.plays_as == "minion"
            and (ctx.game.allow_unimplemented or is_implemented(c))]
    shown = ctx.choose_many("Teleport Overflow: reveal any number of minions with the same name", hand)
    if len({c.name for c in shown}) > 1:
        raise Refused("Teleport Overflow: the revealed minions must all have the same name")
    if shown:
        ctx.log(f"{ctx.controller} reveals {', '.join(c.ref for c in shown)}", cites.USING_ABILITIES)
        ctx.saw(shown, zone="hand")
    for c in shown:
        ctx.play_card(c)


@ability("Weird New Worlds")
def weird_new_worlds(ctx):
    """Play a new base. You may play an extra minion on it. (clarifications/star-roamers: the number
    of bases stays increased.)

    The extra minion names no card and no Special gives it: played in the Play Cards phase it may be
    played later in the phase, only on the new base (terms/extra)."""
    g = ctx.game
    if not g.base_deck:
        ctx.log("Weird New Worlds: the base deck is empty, no new base", cites.USING_ABILITIES)
        return
    nb = enter_base(g, g.base_deck[0])
    ctx.log(f"{ctx.controller} plays the new base {nb.ref} (Weird New Worlds)", cites.USING_ABILITIES)
    ctx.extra_or_now("minion", base=nb)


@ability("Whiplash Maneuver", kind="protect")
def whiplash_maneuver(ctx, affect):
    """Play on a base. Ongoing: If any of your minions on other bases would be returned to your hand,
    you may move them here instead."""
    here = ctx.here
    if here is None or not _to_my_hand(ctx, affect) or ctx.base_of(affect.target) in (None, here):
        return False
    if not ctx.may(f"Whiplash Maneuver: move {affect.target.ref} to {here.ref} instead of returning it?"):
        return False
    ctx.move(affect.target, here)
    return True


# ----- Ensign ------------------------------------------------------------------------------------
def _being_played_by_opponent(ctx, affect) -> bool:
    src = affect.source
    if src is None or src.played_by is None or src.played_by == ctx.controller:
        return False
    if affect.kind == "attach":
        return True  # the action itself is being played onto the minion
    return src in ctx.game.__dict__.get("playing", [])


@ability("Ensign", kind="redirect")
def ensign(ctx, affect):
    """Ongoing: When an opponent plays a card that directly affects one of your other minions here, you
    may have it affect this minion instead."""
    me = ctx.card
    target = affect.target
    here = ctx.base_of(me)
    if (here is None or target is me or getattr(target, "kind", None) != "minion" or target.controller != ctx.controller
            or ctx.base_of(target) is not here or not _being_played_by_opponent(ctx, affect)):
        return None
    memo = ctx.game.__dict__.get("redirects", {})
    src_uid = affect.source.uid
    if any(k[0] == src_uid and v is target for k, v in memo.items()):
        return None  # an effect another Ensign already took from a third minion
    if ctx.may(f"Ensign: have {affect.source.ref} affect {me.ref} instead of {target.ref}?"):
        return me
    return target

