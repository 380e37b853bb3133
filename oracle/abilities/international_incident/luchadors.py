"""Luchadors (World Tour: International Incident): Set-Up actions played on other players' minions,
and wrestlers that profit from them.

Each function quotes the card text it implements
(corpus/cards/world-tour-international-incident/luchadors.yaml, the current wordings). A Set-Up action
is an action with "Set-Up" as part of its name (the clarification of Yellow Demon, Cheap Pop and
Reversal); the name is matched without regard to case ("Powerful Set-up").

Pin: the minion's power stays out of its controller's total (the engine's ``no_total`` effect) but still
counts in the base's total for breaking it (``flag="still_breaks"``, clarification of Pin); the minion
still has its power and its presence (VP for a total of zero). Played on a minion without another action
of yours on it, the play is refused (rules/conflicting-text-and-timing).
"""

from __future__ import annotations

import weakref

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

# Reversal: the base whose scoring it answers, per game and card.
_REVERSAL_BASE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def is_set_up(card) -> bool:
    return card.kind == "action" and "set-up" in card.name.casefold()


def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _my_actions_on(ctx, minion, you=None):
    you = you or ctx.controller
    return [a for a in ctx.actions_on(minion) if a.controller == you]


def _plays_on_minion(card) -> bool:
    return card.kind == "action" and card.defn.play_on == "minion"


# ----- minions -------------------------------------------------------------------------------
@ability("El Sagrado")
def el_sagrado(ctx):
    """Place an action from your discard pile into your hand."""
    ctx.choose_and("El Sagrado: place which action from your discard pile into your hand?",
                   [c for c in ctx.discard_pile() if c.kind == "action"], lambda pick: ctx.place(pick, "hand"))


@ability("El Sagrado", kind="talent")
def el_sagrado_talent(ctx):
    """Talent: Play an action on another player's minion as an extra action.

    The extra action names no card and a talent is used in the Play Cards phase, so it is granted for the
    rest of the phase, for an action played on another player's minion (terms/extra)."""
    ctx.extra("action", where=lambda c: _plays_on_minion(c) and c.defn.play_on_whose != "yours",
              target=lambda m: m.controller != ctx.controller,
              reason="El Sagrado: an action on another player's minion")


def _capa_roja_usable(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ev.base in ctx.game.bases and ctx.base_of(ctx.card) is ev.base


@ability("Capa Roja", kind="special", window="before_scoring", zone="play", usable=_capa_roja_usable)
def capa_roja(ctx):
    """Special: Before this base scores, you may destroy a minion here with printed power 3 or less
    controlled by each other player."""
    base = ctx.event.base
    for who in [p.name for p in ctx.game.seat_order() if p.name != ctx.controller]:
        options = ctx.minions(base=base, controller=who, where=lambda m: printed_power(m) <= 3)
        ctx.choose_and(f"Capa Roja: you may destroy one of {who}'s minions here with printed power 3 or "
                              f"less", options, ctx.destroy, may=True)


@ability("La Torcha", kind="power")
def la_torcha(ctx, minion):
    """Ongoing: If another player's minion here has one of your actions played on it, this minion has
    +2 power."""
    if minion is not ctx.card:
        return 0
    base = ctx.base_of(ctx.card)
    you = ctx.card.controller
    for m in ctx.minions(base=base):
        if m.controller != you and any(a.controller == you for a in ctx.actions_on(m)):
            return 2
    return 0


@ability("Yellow Demon")
def yellow_demon(ctx):
    """You may search your deck and/or discard pile for a Set-Up action and place it into your hand."""
    deck = [c for c in ctx.player.deck if is_set_up(c)]
    discard = [c for c in ctx.discard_pile() if is_set_up(c)]
    pick = ctx.may_choose("Yellow Demon: you may take a Set-Up action from your deck or discard pile", deck + discard)
    if pick is None:
        return
    if pick in deck:
        ctx.log(f"{ctx.controller} searches their deck and reveals {pick.ref}", cites.DECKS)
        ctx.saw([pick], top=False)
        ctx.place(pick, "hand")
        ctx.shuffle_deck()
    else:
        ctx.place(pick, "hand")


# ----- actions -------------------------------------------------------------------------------
@ability("Cheap Pop")
def cheap_pop(ctx):
    """Give one of your minions +2 power until the end of the turn, or +4 power instead if a minion there
    has a Set-Up action on it."""
    target = ctx.choose("Cheap Pop: which of your minions?", ctx.minions(controller=ctx.controller))
    if target is None:
        return
    base = ctx.base_of(target)
    set_up = any(is_set_up(a) for m in ctx.minions(base=base) for a in ctx.actions_on(m))
    ctx.add_power(target, 4 if set_up else 2)


@ability("Out for the Count")
def out_for_the_count(ctx):
    """Choose a minion with one or more of your actions on it. Return one of those actions to your hand.
    Destroy that minion."""
    victim = ctx.choose("Out for the Count: choose a minion with one or more of your actions on it",
                        ctx.minions(where=lambda m: bool(_my_actions_on(ctx, m))))
    if victim is None:
        return
    action = ctx.choose(f"Out for the Count: return which of your actions on {victim.ref}?",
                        _my_actions_on(ctx, victim))
    ctx.return_to_hand(action)
    ctx.destroy(victim)


@ability("Powerful Set-up", kind="power")
def powerful_set_up(ctx, minion):
    """Play on another player's minion. Ongoing: Each of your minions here has +1 power."""
    host = _host(ctx.card)
    if host is None or minion.controller != ctx.card.controller:
        return 0
    return 1 if ctx.base_of(minion) is ctx.base_of(host) else 0


@ability("Quick Set-Up")
def quick_set_up(ctx):
    """Play on another player's minion. You may play an extra action."""
    ctx.extra("action", reason="Quick Set-Up")


def _smart_when(ctx) -> bool:
    host = _host(ctx.card)
    ev = ctx.event
    if host is None or ev.card is None:
        return False
    base = ctx.base_of(host)
    if ev.base is not base:
        return False
    here = [p for p in ctx.plays_this_turn(kind="minion") if p["base"] is base]
    return bool(here) and here[0]["card"] is ev.card


@ability("Smart Set-Up", kind="ongoing", event="minion_played", slug="smart-set-up-luchadors", when=_smart_when)
def smart_set_up(ctx):
    """Play on another player's minion. Ongoing: After the first time each turn a minion is played here,
    draw a card."""
    ctx.draw(1)


def _reversal_usable(ctx) -> bool:
    ev = ctx.event
    base = ev.base if ev is not None else None
    if base is None or base not in ctx.game.bases:
        return False
    mine = ctx.total(base)
    winning = mine >= 1 and all(mine >= ctx.total(base, p) for p in ctx.other_players())
    return not winning and any(is_set_up(a) for m in ctx.minions(base=base) for a in ctx.actions_on(m))


@ability("Reversal", kind="special", window="before_scoring", zone="hand", usable=_reversal_usable)
def reversal_special(ctx):
    """Special: Before a base scores where you are not winning, ..."""
    _REVERSAL_BASE.setdefault(ctx.game, {})[ctx.card.uid] = ctx.event.base
    ctx.play_this()


@ability("Reversal")
def reversal(ctx):
    """... take control of a minion there with a Set-Up action on it until the end of the turn. Destroy any
    number of your actions on that minion."""
    base = _REVERSAL_BASE.get(ctx.game, {}).pop(ctx.card.uid, None)
    if base is None or base not in ctx.game.bases:
        ctx.log("Reversal is played only before a base scores where you are not winning", cites.T_SPECIAL)
        return
    target = ctx.choose("Reversal: take control of which minion with a Set-Up action on it?",
                        ctx.minions(base=base, where=lambda m: any(is_set_up(a) for a in ctx.actions_on(m))))
    if target is None:
        return
    ctx.take_control(target, until="end_of_turn")
    for a in ctx.choose_many(f"Reversal: destroy any number of your actions on {target.ref}",
                             _my_actions_on(ctx, target)):
        ctx.destroy(a)


@ability("Sagrado vs the Monsters")
def sagrado_vs_the_monsters(ctx):
    """Choose any number of actions from your discard pile. Place one that can be played on a minion into
    your hand and shuffle the rest into your deck."""
    picks = ctx.choose_many("Sagrado vs the Monsters: choose any number of actions from your discard pile",
                            [c for c in ctx.discard_pile() if c.kind == "action"])
    keep = ctx.choose("Sagrado vs the Monsters: place which action that can be played on a minion into your hand?",
                      [c for c in picks if _plays_on_minion(c)])
    if keep is not None:
        ctx.place(keep, "hand")
    rest = [c for c in picks if c is not keep]
    for c in rest:
        ctx.place(c, "deck_top")
    if rest:
        ctx.shuffle_deck()


@ability("Tag-Team")
def tag_team(ctx):
    """Play an extra minion at a base where you have a minion. (It names no card: it may be played later
    in the Play Cards phase, at a base where you have a minion then: terms/extra.)"""
    ctx.extra_or_now("minion", on=lambda b: any(m.controller == ctx.controller for m in b.minions),
                     reason="Tag-Team: at a base where you have a minion")


@ability("Pin")
def pin(ctx):
    """Play on a minion with one of your actions on it. Ongoing: This minion's abilities are cancelled, and
    its power isn't added to its controller's total power here."""
    minion = _host(ctx.card)
    if minion is None:
        return
    if not ctx.setting_up and not [a for a in _my_actions_on(ctx, minion) if a is not ctx.card]:
        ctx.game.refuse(f"Pin is played on a minion with one of your actions on it; {minion.ref} has none of "
                        f"{ctx.controller}'s")
    ctx.cancel_abilities(card=minion, until="while_source")
    effects.add_effect(ctx.game, effects.Effect("no_total", card=minion, until="while_source", flag="still_breaks",
                                                source=ctx.card, controller=ctx.controller))
    ctx.log(f"{minion.ref}'s power is not added to {minion.controller}'s total there while Pin is on it "
            f"(it still counts for breaking the base)", cites.USING_ABILITIES)
