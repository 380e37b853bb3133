"""Cyborg Apes (Smash Up: Science Fiction Double Feature): apes loaded with actions.

Each function quotes the card text it implements
(corpus/cards/science-fiction-double-feature/cyborg-apes.yaml) and follows
clarifications/cyborg-apes (the Bigger Geekier Box, 2018).

Cyberback's permission ("you may play actions onto this minion from your discard pile instead of
from your hand") is used with a ``special: Cyberback`` step: the scenario format's ``play:`` step
only plays cards from the hand. The action played so uses the normal action play (or an extra).

Clyde 2.0's "instead" uses the engine's ``instead`` hook (a card about to go to the discard pile).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.play import play_card


def host_of(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def actions_on(minion) -> list:
    return [a for a in minion.attached if a.kind == "action"]


# ----- minions ---------------------------------------------------------------------------
def _cyberback_usable(ctx) -> bool:
    return ctx.in_play(ctx.card) and ctx.card.kind == "minion"


@ability("Cyberback", kind="special", zone="play", usable=_cyberback_usable)
def cyberback(ctx):
    """Effect: Ongoing: You may play actions onto this minion from your discard pile instead of
    from your hand."""
    me = ctx.card
    p = ctx.player
    cands = [c for c in p.discard if c.kind == "action" and c.defn.play_on == "minion"
             and c.defn.play_on_whose != "others"]
    if not cands:
        ctx.game.refuse(f"{ctx.controller} has no action in their discard pile that can be played on a minion")
    card = ctx.choose(f"Cyberback: play an action from your discard pile onto {me.ref}", cands)
    ctx.log(f"{ctx.controller} plays {card.ref} from their discard pile onto {me.ref} (Cyberback)",
            cites.T_ONGOING, cites.T_PLAY)
    ctx.to_hand(card, p)
    play_card(ctx.game, ctx.controller, card, on=me, how="normal")


@ability("Clyde 2.0", kind="instead")
def clyde(ctx, card, where):
    """Ongoing: If your actions played on minions here go to the discard pile, you may place them
    into your hand instead."""
    here = ctx.base_of(ctx.card)
    if here is None or where != "discard" or card.kind != "action" or host_of(card) is None:
        return None
    if ctx.base_of(card) is not here or card.controller != ctx.controller:
        return None
    if ctx.may(f"Clyde 2.0: place {card.ref} into your hand instead of your discard pile?"):
        return "hand"
    return None


@ability("Baboom", kind="talent")
def baboom(ctx):
    """Talent: Play an action on this minion as an extra action. (It names no card and a talent is used in
    the Play Cards phase: granted for the rest of the phase, for an action played on this minion:
    terms/extra.)"""
    me = ctx.card
    ctx.extra("action", where=lambda c: c.kind == "action" and c.defn.play_on == "minion",
              target=lambda m: m is me, reason=f"Baboom: an action on {me.ref}")


@ability("Furious George", kind="power")
def furious_george(ctx, minion):
    """Ongoing: Has +1 power for each action played on it."""
    if minion is not ctx.card:
        return 0
    return len(actions_on(minion))


# ----- actions ---------------------------------------------------------------------------
@ability("Cyberevolution", kind="power")
def cyberevolution(ctx, minion):
    """Play on a minion. Ongoing: This minion has +3 power."""
    return 3 if minion is host_of(ctx.card) else 0


def _flying_monkey_usable(ctx) -> bool:
    host = host_of(ctx.card)
    base = ctx.event.base if ctx.event is not None else None
    return host is not None and base is not None and base in ctx.game.bases and ctx.base_of(host) is base


@ability("Flying Monkey", kind="special", window="after_scoring", zone="play", usable=_flying_monkey_usable)
def flying_monkey(ctx):
    """Play on a minion. Special: After this base scores, you may move this minion to another base
    and destroy this action. (clarifications/cyborg-apes: not to the base that replaces the scored
    base: the scored base is still in play, so the new one is not there yet.)"""
    host = host_of(ctx.card)
    base = ctx.event.base
    dest = ctx.choose(f"Flying Monkey: move {host.ref} to which base?", ctx.other_bases(base))
    if dest is not None:
        ctx.move(host, dest)
    ctx.destroy(ctx.card)


@ability("Going Bananas")
def going_bananas(ctx):
    """Choose a base. Destroy other players' actions played on that base and on minions there."""
    base = ctx.choose("Going Bananas: choose a base", ctx.bases())
    if base is None:
        return
    victims = [a for a in base.actions if a.controller != ctx.controller]
    for m in base.minions:
        victims += [a for a in actions_on(m) if a.controller != ctx.controller]
    if not victims:
        ctx.log(f"no other player's action is at {base.ref}", cites.T_DESTROY)
    # one effect on all of them at once: protection is judged before any of them is destroyed
    hit = [a for a in victims if effects.allowed(ctx.game, effects.Affect("destroy", a, ctx.card, ctx.controller))]
    for a in hit:
        ctx.destroy(a)


@ability("Juiced Up", kind="power")
def juiced_up(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power for each action on it (including this one)."""
    host = host_of(ctx.card)
    if minion is not host:
        return 0
    return 2 * len(actions_on(host))


@ability("Missing Uplink", kind="end_of_turn")
def missing_uplink(ctx):
    """Play on your minion. Ongoing: Draw an additional card at the end of your turn.
    (clarifications/cyborg-apes: the end of the turn is after Draw 2 Cards: no hand limit check.)"""
    ctx.draw(1)


@ability("Monkey on Your Back", kind="talent")
def monkey_on_your_back(ctx):
    """Play on your minion. Talent: Destroy another player's minion here of power 4 or less. Place
    this card on the bottom of your deck."""
    here = ctx.here
    targets = ctx.minions(base=here, where=lambda m: m.controller not in (None, ctx.controller)
                          and ctx.power(m) <= 4)
    victim = ctx.choose("Monkey on Your Back: destroy another player's minion here of power 4 or less", targets)
    if victim is None:
        ctx.log(f"no other player's minion of power 4 or less at {here.ref}", cites.T_DESTROY)
    else:
        ctx.destroy(victim)
    if ctx.in_play(ctx.card):
        ctx.place(ctx.card, "deck_bottom")


@ability("Monkey See, Monkey Do")
def monkey_see_monkey_do(ctx):
    """Reveal the top 5 cards of your deck. Place any number of actions revealed into your hand.
    Shuffle the rest into your deck."""
    p = ctx.player
    top = ctx.take_top(5)  # set aside, revealed; a short deck continues from the reshuffled discard pile
    picks = ctx.choose_many("Monkey See, Monkey Do: place any number of the revealed actions into your hand",
                            [c for c in top if c.kind == "action"])
    for c in picks:
        ctx.to_hand(c, p)
        ctx.log(f"{ctx.controller} places {c.ref} into their hand", cites.T_PLACE)
    for c in top:
        if c.zone is ctx.game.revealed:
            ctx.to_deck(c, p)
    ctx.shuffle_deck()


def _shielding_host(ctx):
    return host_of(ctx.card)


@ability("Shielding")
def shielding_play(ctx):
    """Play on a minion. Ongoing: This minion and other actions on it are not affected by other
    players' actions. (clarifications/cyborg-apes: when played on a minion, destroy other players'
    actions on that minion, since they are affecting the minion.)"""
    host = _shielding_host(ctx)
    if host is None:
        return
    for a in actions_on(host):
        if a is not ctx.card and a.controller != ctx.controller and ctx.in_play(a):
            ctx.destroy(a)


@ability("Shielding", kind="protect")
def shielding(ctx, affect):
    """Ongoing: This minion and other actions on it are not affected by other players' actions.
    (clarifications/cyborg-apes: it does not protect itself; two Shieldings on one minion protect
    each other.)"""
    host = _shielding_host(ctx)
    if host is None or affect.source is None or affect.source is ctx.card:
        return False
    t = affect.target
    if t is not host and not (t is not ctx.card and host_of(t) is host):
        return False
    return (affect.source_type == "action" and affect.controller is not None
            and affect.controller != ctx.controller)
