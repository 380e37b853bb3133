"""Masters of Evil (Smash Up: Marvel): victory points by any means.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/masters-of-evil.yaml).
Smash Up: Marvel says "character" for minion, "base modifier" / "character modifier" for an action
played on a base / a minion; the engine reads them so.

Every Masters of Evil card is implemented. Notes on readings (R: the rulebook is silent, this is the
project's reading; otherwise the rule that decides it is named):
- Absorbing Man: "Destroy this character and another Absorbing Man to gain 1 VP" is "do X to do Y":
  when either Absorbing Man cannot be destroyed (e.g. the other player's is protected), X cannot be done
  completely, so neither is destroyed and no VP is gained (terms/to, rules/multiple-effects). The other
  one may be any player's Absorbing Man (the card does not say "your"). R: the talent is refused (not
  used) when there is no other Absorbing Man in play at all, as it could do nothing.
- World Domination: R: its talent is refused when you have no character on its base (it could do
  nothing).
- "Other players' cards" (Ball and Chain, Indestructible Form): relative to the modifier's controller;
  a base is no player's card (terms/affect).
- A Portent of Doom's "Special: When this base scores, ..." is offered to its controller in the
  Me First! window when that base scores (terms/special), if they have 1 or more power there.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import cards_named
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def _host(card):
    """The minion a character modifier is attached to, else None."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _is_minion(card) -> bool:
    return getattr(getattr(card, "defn", None), "plays_as", None) == "minion"


def _by_other_player(affect, you) -> bool:
    """The affect comes from another player's card (a base is no player's card)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    who = affect.controller or src.controller or src.owner
    return who is not None and who != you


def _scored_here(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base


# ----- characters -----------------------------------------------------------------------------
@ability("Baron Zemo", kind="after_scoring", when=_scored_here)
def baron_zemo(ctx):
    """Ongoing: After this base scores, gain 1 VP and place this character on the bottom of its
    owner's deck."""
    ctx.gain_vp(1)
    ctx.place(ctx.card, "deck_bottom")


@ability("Ulysses Klaw")
def ulysses_klaw(ctx):
    """Draw a card for every 4 VP you have."""
    n = ctx.player.vp // 4
    if n:
        ctx.draw(n)
    else:
        ctx.log(f"Ulysses Klaw: {ctx.controller} has {ctx.player.vp} VP, fewer than 4: no card drawn")


@ability("Black Mamba", kind="power")
def black_mamba(ctx, minion):
    """Ongoing: This character has +1 power for every 4 VP you have."""
    if minion is not ctx.card or ctx.card.controller is None:
        return 0
    return ctx.game.player(ctx.card.controller).vp // 4


@ability("Absorbing Man", kind="talent")
def absorbing_man(ctx):
    """Talent: Destroy this character and another Absorbing Man to gain 1 VP."""
    # another card in play named Absorbing Man (Grimms' Blessing's names count)
    others = cards_named(ctx.game, "Absorbing Man", where=lambda c: c is not ctx.card)
    if not others:
        raise Refused("Absorbing Man's talent needs another Absorbing Man in play to destroy")
    other = ctx.choose("Absorbing Man: destroy which other Absorbing Man?", others)
    # "Do X to do Y": if X cannot be done completely, none of X is done (terms/to, rules/multiple-effects):
    # when either Absorbing Man cannot be destroyed, neither is, and no VP is gained.
    for m in (ctx.card, other):
        if not effects.allowed(ctx.game, effects.Affect("destroy", m, ctx.card, ctx.controller)):
            ctx.log(f"Absorbing Man: {m.ref} cannot be destroyed, so neither Absorbing Man is destroyed and "
                    f"no VP is gained", "terms/to", cites.MULTIPLE_EFFECTS)
            return
    if not ctx.destroy(ctx.card):
        return
    if ctx.destroy(other):
        ctx.gain_vp(1)


# ----- actions --------------------------------------------------------------------------------
def _portent_usable(ctx) -> bool:
    return _scored_here(ctx) and ctx.total(ctx.event.base, ctx.controller) >= 1


@ability("A Portent of Doom")
def a_portent_of_doom(ctx):
    """Base modifier. Play on a base with no player's characters."""
    base = ctx.here
    if base is not None and base.minions:
        raise Refused(f"A Portent of Doom is played on a base with no player's characters; "
                      f"{base.ref} has {', '.join(m.ref for m in base.minions)}")


@ability("A Portent of Doom", kind="special", window="when_scoring", zone="play", usable=_portent_usable)
def a_portent_of_doom_special(ctx):
    """Special: When this base scores, if you have 1 or more power here gain 1 VP."""
    ctx.gain_vp(1)


@ability("Acceptable Losses")
def acceptable_losses(ctx):
    """Destroy one of your characters of power 4 or more to gain 1 VP."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.power(m) >= 4)
    victim = ctx.choose("Acceptable Losses: destroy one of your characters of power 4 or more", mine)
    if victim is None:
        ctx.log("Acceptable Losses: you have no character of power 4 or more; nothing happens")
        return
    if ctx.destroy(victim):
        ctx.gain_vp(1)


@ability("Ball and Chain", kind="power")
def ball_and_chain_power(ctx, minion):
    """Character modifier. Ongoing: This character has +2 power ..."""
    return 2 if minion is _host(ctx.card) else 0


@ability("Ball and Chain", kind="protect")
def ball_and_chain_protect(ctx, affect):
    """... and cannot be destroyed by other players' cards."""
    host = _host(ctx.card)
    return (host is not None and affect.kind == "destroy" and affect.target is host
            and _by_other_player(affect, ctx.controller))


@ability("Convergence")
def convergence(ctx):
    """Move one of your characters to another base. After it is moved, if you have four or more
    characters at that base, gain 1 VP."""
    if len(ctx.bases()) < 2:
        return
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Convergence: move one of your characters", mine)
    if m is None:
        return
    dest = ctx.choose(f"Convergence: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is None or not ctx.move(m, dest):
        return
    count = len(ctx.minions(base=dest, controller=ctx.controller))
    if count >= 4:
        ctx.gain_vp(1)
    else:
        ctx.log(f"Convergence: {ctx.controller} has {count} characters at {dest.ref}, fewer than four")


@ability("Gain the Upper Hand")
def gain_the_upper_hand(ctx):
    """Destroy a character of power 3 or less."""
    ctx.choose_and("Gain the Upper Hand: destroy a character of power 3 or less",
                   ctx.minions(where=lambda m: ctx.power(m) <= 3), ctx.destroy)


@ability("Indestructible Form", kind="protect")
def indestructible_form(ctx, affect):
    """Base modifier. Ongoing: Your characters here cannot be destroyed by other players' cards."""
    t = affect.target
    here = ctx.here
    if affect.kind != "destroy" or here is None or not _is_minion(t) or t.zone is not here.minions:
        return False
    return t.controller == ctx.controller and _by_other_player(affect, ctx.controller)


@ability("Sonic Shockwave")
def sonic_shockwave(ctx):
    """Destroy another player's character with less power than your total power at its base. After
    it is destroyed, if that character had 5 or more power, gain 1 VP."""
    options = ctx.minions(where=lambda m: m.controller != ctx.controller
                          and ctx.power(m) < ctx.total(ctx.base_of(m), ctx.controller))
    victim = ctx.choose("Sonic Shockwave: destroy another player's character with less power than "
                        "your total power at its base", options)
    if victim is None:
        return
    had = ctx.power(victim)
    if ctx.destroy(victim) and had >= 5:
        ctx.gain_vp(1)


@ability("World Domination", kind="talent")
def world_domination_talent(ctx):
    """Base modifier. Talent: One of your characters here gains +2 power until the end of the turn."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    pick = ctx.choose("World Domination: one of your characters here gains +2 power", mine)
    if pick is None:
        raise Refused("World Domination's talent needs one of your characters on its base")
    ctx.add_power(pick, 2)


@ability("World Domination", kind="after_scoring", when=_scored_here)
def world_domination_after(ctx):
    """Ongoing: After this base scores, move this action to another base."""
    dest = ctx.choose("World Domination: move this action to which other base?",
                      ctx.other_bases(ctx.event.base))
    if dest is not None:
        ctx.transfer_action(ctx.card, dest)
