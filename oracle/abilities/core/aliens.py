"""Aliens (Smash Up core set): returning minions to the hand, and VP gain.

Each function quotes the card text it implements (corpus/cards/core-base-game/aliens.yaml).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


@ability("Supreme Overlord")
def supreme_overlord(ctx):
    """You may return a minion to its owner's hand."""
    ctx.choose_and("You may return a minion to its owner's hand", ctx.minions(), ctx.return_to_hand, may=True)


@ability("Invader")
def invader(ctx):
    """Gain 1 VP."""
    ctx.gain_vp(1)


def _scout_usable(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base


@ability("Scout", "special", window="after_scoring", zone="play", usable=_scout_usable)
def scout(ctx):
    """Special: After this base scores, you may return this minion to your hand."""
    ctx.return_to_hand(ctx.card)


@ability("Collector")
def collector(ctx):
    """You may return a non-Collector minion of power 3 or less on this base to its owner's hand."""
    here = ctx.here
    options = ctx.minions(here, where=lambda m: m.name != "Collector" and ctx.power(m) <= 3)
    ctx.choose_and("You may return a non-Collector minion of power 3 or less here to its owner's hand", options,
                   ctx.return_to_hand, may=True)


@ability("Abduction")
def abduction(ctx):
    """Return a minion to its owner's hand. Play an extra minion."""
    ctx.choose_and("Return a minion to its owner's hand", ctx.minions(), ctx.return_to_hand)
    ctx.extra("minion")


@ability("Beam Up")
def beam_up(ctx):
    """Return a minion to its owner's hand."""
    ctx.choose_and("Return a minion to its owner's hand", ctx.minions(), ctx.return_to_hand)


@ability("Crop Circles")
def crop_circles(ctx):
    """Choose a base. Return each minion on that base to its owner's hand."""
    base = ctx.choose("Choose a base: each minion there returns to its owner's hand", ctx.bases())
    if base is None:
        return
    for m in list(base.minions):
        ctx.return_to_hand(m)


@ability("Disintegrator")
def disintegrator(ctx):
    """Place a minion of power 3 or less on the bottom of its owner's deck."""
    options = ctx.minions(where=lambda m: ctx.power(m) <= 3)
    ctx.choose_and("Place a minion of power 3 or less on the bottom of its owner's deck", options,
                   lambda target: ctx.place(target, "deck_bottom"))


@ability("Invasion")
def invasion(ctx):
    """Move a minion to another base."""
    target = ctx.choose("Move a minion to another base", ctx.minions())
    if target is None:
        return
    dest = ctx.choose(f"Move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Probe")
def probe(ctx):
    """Look at another player's hand and choose a minion in it. That player discards that minion."""
    who = ctx.choose("Look at another player's hand", ctx.other_players())
    if who is None:
        return
    hand = list(ctx.game.player(who).hand)
    ctx.log(f"{ctx.controller} looks at {who}'s hand ({', '.join(c.ref for c in hand) or 'empty'})",
            cites.USING_ABILITIES)
    ctx.saw(hand, player=who, look=True, zone="hand")
    minions = [c for c in hand if c.defn.plays_as == "minion"]
    ctx.choose_and(f"Choose a minion in {who}'s hand: {who} discards it", minions,
                   lambda pick: ctx.discard_from_hand(pick, player=who))


@ability("Terraforming")
def terraforming(ctx):
    """Search the base deck for a base and swap it with a base in play. You may play an extra minion
    there.

    The extra minion is granted for the rest of the Play Cards phase, only on the new base: it names no
    specific card and no Special gives it, so terms/extra lets Alice play it later in the phase."""
    game = ctx.game
    new_card = ctx.choose("Search the base deck for a base", list(game.base_deck))
    if new_card is None:
        ctx.log("Terraforming: the base deck is empty", cites.DECKS)
        return
    target = ctx.choose(f"Swap {new_card.ref} with which base in play?", ctx.bases())
    if target is None:
        return
    ctx.log(f"{ctx.controller} searches the base deck and reveals {new_card.ref}", cites.DECKS)
    new_base = ctx.swap_base(target, new_card)
    ctx.shuffle(game.base_deck)
    ctx.log("the base deck is shuffled", cites.DECKS)
    ctx.extra("minion", base=new_base)


@ability("Jammed Signal")
def jammed_signal(ctx):
    """Play on a base. Ongoing: This base's abilities are cancelled."""
    signal = ctx.card

    def on_signals_base(game, card):
        base = game.base_of(signal) if game.in_play(signal) else None
        return base is not None and base.card is card

    ctx.cancel_abilities(match=on_signals_base, until="while_source")
