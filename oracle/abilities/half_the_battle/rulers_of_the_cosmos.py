"""Rulers of the Cosmos (Smash Up: Half the Battle): actions on minions that give them talents.

Each function quotes the card text it implements (corpus/cards/half-the-battle/rulers-of-the-cosmos.yaml).
"This minion has the ability: 'Talent: ...'" is written as the attached action's own talent (a
``talent:`` step names the action): the minion it is on uses it once per Play Cards phase of its
controller's turn (terms/talent). The engine refuses a "Play on your minion" action on another
player's minion.

Not implemented: Magic Weapon ("Play on a minion"): on another player's minion the talent is that
player's, but the engine lets only the controller of the card holding a talent use it.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.power import printed_power


def _host(card):
    """The minion an attached action is on (None when it is not attached)."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


@ability("Sword That's Powerful", kind="talent")
def sword_thats_powerful_talent(ctx):
    """Play on your minion. Ongoing: This minion has the ability: "Talent: Place a +1 power counter on
    this minion." """
    host = _host(ctx.card)
    if host is not None:
        ctx.place_counters(host, 1)


@ability("Sword That's Powerful", kind="power")
def sword_thats_powerful_power(ctx, minion):
    """Ongoing: ... If this minion's printed power is 5 or more, it has +2 power."""
    host = _host(ctx.card)
    if minion is not host or host is None:
        return 0
    return 2 if printed_power(host) >= 5 else 0


@ability("Fearless Friend", kind="talent")
def fearless_friend(ctx):
    """Play on your minion. Ongoing: This minion has the ability: "Talent: Move this minion." """
    host = _host(ctx.card)
    if host is None:
        return
    dest = ctx.choose(f"Fearless Friend: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
    if dest is not None:
        ctx.move(host, dest)


@ability("Dolts, Halfwits, Fools, Morons!")
def dolts(ctx):
    """Transfer any number of actions on your minions to your other minions. Place a +1 power counter on
    each of your minions you transferred an action to."""
    mine = ctx.minions(controller=ctx.controller)
    actions = [a for m in mine for a in ctx.actions_on(m)]
    picks = ctx.choose_many("Dolts, Halfwits, Fools, Morons!: transfer any number of actions on your minions",
                            actions)
    receivers = []
    for a in picks:
        holder = _host(a)
        others = ctx.minions(controller=ctx.controller, where=lambda m, h=holder: m is not h)
        dest = ctx.choose(f"Dolts, Halfwits, Fools, Morons!: transfer {a.ref} to which of your minions?", others)
        if dest is None:
            continue
        if ctx.transfer_action(a, dest) and dest not in receivers:
            receivers.append(dest)
    for m in receivers:
        ctx.place_counters(m, 1)


def _play_on_minion(card) -> bool:
    return card.defn.can_be("action") and card.defn.play_on == "minion"


@ability("MYAAAH!")
def myaaah(ctx):
    """Return a play-on-minion action from one of your minions or from your discard pile to its owner's
    hand. Play it as an extra action."""
    on_mine = [a for m in ctx.minions(controller=ctx.controller) for a in ctx.actions_on(m) if _play_on_minion(a)]
    in_discard = [c for c in ctx.discard_pile() if _play_on_minion(c)]
    pick = ctx.choose("MYAAAH!: return which play-on-minion action to its owner's hand?", on_mine + in_discard)
    if pick is None:
        ctx.log("MYAAAH!: there is no play-on-minion action to return", "terms/return")
        return
    if pick in on_mine:
        if not ctx.return_to_hand(pick):
            return
    else:
        ctx.place(pick, "hand")
    if pick.zone is not ctx.player.hand:
        ctx.log(f"{pick.ref} went to its owner's hand: {ctx.controller} cannot play it", "terms/owner")
        return
    ctx.play_extra_now("action", where=lambda c: c is pick)
