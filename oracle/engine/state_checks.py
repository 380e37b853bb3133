"""The checks made whenever nothing is resolving: after each ability finishes and after each event's
triggers and Me First! window (``triggers.resolve``, ``events.fire``; they reach them through
``game.check_states``, filled in by ``oracle.engine.Game``).

- A player over their titan limit removes titans (rules/titans).
- A card attached to a minion or base that a protection no longer allows is destroyed
  (rules/attached-cards).
- ``state`` abilities ("destroy this card if another character here has power 5 or more").
"""

from __future__ import annotations

from . import cites
from .abilities_hook import sources_with
from .affects import destroy
from .effects import Affect, protector
from .log import LimitExceeded
from .titans import enforce_titan_limit
from .triggers import resolve


def _check_titan_limits(game) -> None:
    """A player controlling more titans than their titan limit (e.g. Red Trooper's ability stopped
    applying, canceled: mega-troopers/red-trooper-wiki) removes titans until within it; checked with
    the states, when nothing is resolving."""
    counts: dict = {}
    for b in game.bases:
        for t in b.titans:
            if t.controller is not None:
                counts[t.controller] = counts.get(t.controller, 0) + 1
    over = [p for p, n in counts.items() if n > 1]
    if not over:
        return
    d = game.__dict__
    d["checking_states"] = True
    try:
        for p in over:
            enforce_titan_limit(game, p)
    finally:
        d["checking_states"] = False


def check_states(game) -> None:
    """``state`` abilities ("destroy this card if another character here has power 5 or more"):
    checked when nothing is resolving (no ability, no event's triggers, no card being played), i.e.
    after each ability finishes and after each event's triggers and Me First! window. Each ``state``
    ability of a card in play whose ``when(ctx)`` holds runs, in table order, through ``resolve`` (what
    it causes triggers as usual). The check is repeated while a round moved cards; a round that moved
    none (e.g. the destruction was prevented) ends it, and more rounds than the nesting limit raise
    ``LimitExceeded`` (as do the event and time limits)."""
    d = game.__dict__
    if game.resolution_depth or game.depth or game.over or d.get("checking_states"):
        return
    _check_titan_limits(game)
    destroy_unprotected_attachments(game)
    if not sources_with(game, "state"):
        return
    d["checking_states"] = True
    try:
        rounds = 0
        while True:
            rounds += 1
            if rounds > game.limits["max_depth"]:
                raise LimitExceeded(f"limit exceeded: state checks repeated more than "
                                    f"{game.limits['max_depth']} times")
            before, acted = game.version, False
            for src, ab in list(sources_with(game, "state")):
                if not game.in_play(src) or game.over:
                    continue
                ctx = game.context(src, ability=ab)
                if ab.when is not None and not ab.when(ctx):
                    continue
                acted = True
                resolve(game, ab.fn, ctx)
            if not acted or game.version == before or game.over:
                return
    finally:
        d["checking_states"] = False


def destroy_unprotected_attachments(game) -> None:
    """"If an ability says that a minion or base is not affected by cards or actions, any such cards
    that are already attached to the minion or base are immediately destroyed, since having a card
    attached is an effect" (rules/attached-cards). Checked with the states (``check_states``),
    so a protection that begins after a card was attached (e.g. Slo-Mo Attack played on a base where
    another player's action is on your minion) destroys it, for every "not affected by" card: the card
    stays attached only while ``Affect("attach", holder, card, its controller)`` would be allowed."""
    # nothing moved and no effect began or ended since the last sweep: nothing new to destroy
    key = (game.version, len(game.effects), id(game.effects[-1]) if game.effects else 0, game.turn, game.phase)
    if game.__dict__.get("_attachments_swept") == key:
        return
    game.__dict__["_attachments_swept"] = key
    holders = [(b, b.actions) for b in game.bases if len(b.actions)]
    holders += [(m, m.attached) for m in game.minions() if len(m.attached)]
    if not holders:
        return
    if not sources_with(game, "protect") and not any(e.kind == "protect" for e in game.effects):
        return
    for holder, zone in holders:
        for card in list(zone):
            if card.zone is not zone:  # already gone with an earlier one
                continue
            found = protector(game, Affect("attach", holder, card, card.controller))
            if found is None:
                continue
            game.event(f"{card.ref} cannot stay on {holder.ref}: {found[1]} protects it", cites.ATTACHED,
                       cites.T_AFFECT)
            destroy(game, card, found[0])
