"""Mythic Greeks (Smash Up: It's Your Fault!): heroes who grow stronger with every action, and the
Favors of the gods.

Each function quotes the card text it implements (corpus/cards/its-your-fault/mythic-greeks.yaml, the
current wording), following clarifications/mythic-greeks and the rulings in rulings/mythic-greeks/:

- Heracles and Odysseus trigger after every action, the controller's included
  (mythic-greeks/heracles, mythic-greeks/odysseus).
- Jason and Spartan: the current text (functional errata) lets them trigger once per turn after *any*
  action you play, not only the first of the turn (mythic-greeks/jason-wiki-text and
  mythic-greeks/spartan-wiki-text supersede mythic-greeks/jason and mythic-greeks/spartan); declining
  does not use up the once-per-turn. Jason gives +1 to the minions there when it resolves, not to
  minions played later (terms/affect).
- Argonaut may be played with an action play (the regular one or a generic extra action); it is then
  still a minion play but does not use the minion play (mythic-greeks/argonaut). Played either way, it
  triggers the abilities that trigger from you playing an action.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused
from oracle.engine.triggers import GameEvent, fire


def _flag_key(ctx, name) -> str:
    return f"{name}:{ctx.card.uid}"


def _used_this_turn(ctx, name) -> bool:
    key = _flag_key(ctx, name)
    return any(e.kind == "flag" and e.flag == key for e in ctx.game.effects)


def _use_once_this_turn(ctx, name) -> None:
    """Mark this card's "once per turn" as used; the mark names the card, so it ends when the card
    leaves play (replayed the same turn, it is a new card: rules/in-and-out-of-play)."""
    effects.add_effect(ctx.game, effects.Effect("flag", flag=_flag_key(ctx, name), until="end_of_turn",
                                                source=ctx.card, card=ctx.card, controller=ctx.controller))


def _you_played_action(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.player == ctx.controller


def _your_minion(ctx, text):
    return ctx.choose(text, ctx.minions(controller=ctx.controller))


# ----- minions ------------------------------------------------------------------------------------
@ability("Odysseus", kind="ongoing", event="action_played", when=_you_played_action)
def odysseus(ctx):
    """Ongoing: After you play an action, place a +1 power counter on one of your minions"""
    target = _your_minion(ctx, "Odysseus: place a +1 power counter on one of your minions")
    if target is not None:
        ctx.place_counters(target, 1)


@ability("Heracles", kind="ongoing", event="action_played", when=lambda ctx: ctx.event.player is not None)
def heracles(ctx):
    """Ongoing: After any player plays an action, this minion gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


def _jason_when(ctx) -> bool:
    return _you_played_action(ctx) and not _used_this_turn(ctx, "jason")


@ability("Jason", kind="ongoing", event="action_played", when=_jason_when)
def jason(ctx):
    """Ongoing: Once per turn, after you play an action, you may choose a base and give your minions
    there +1 power until the end of the turn."""
    base = ctx.may_choose("Jason: you may choose a base to give your minions there +1 power until the end "
                          "of the turn", ctx.bases())
    if base is None:
        ctx.log("Jason: declined (it may still be used after another action this turn)",
                cites.USING_ABILITIES)
        return
    _use_once_this_turn(ctx, "jason")
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


def _spartan_when(ctx) -> bool:
    return _you_played_action(ctx) and not _used_this_turn(ctx, "spartan")


@ability("Spartan", kind="ongoing", event="action_played", when=_spartan_when)
def spartan(ctx):
    """Ongoing: Once per turn, after you play an action, you may place a +1 power counter on this
    minion."""
    if not ctx.may("Spartan: place a +1 power counter on this minion?"):
        ctx.log("Spartan: declined (it may still be used after another action this turn)",
                cites.USING_ABILITIES)
        return
    _use_once_this_turn(ctx, "spartan")
    ctx.place_counters(ctx.card, 1)


@ability("Argonaut")
def argonaut(ctx):
    """Trigger all abilities that would trigger from you playing an action."""
    ctx.log(f"Argonaut: abilities that trigger from {ctx.controller} playing an action trigger",
            cites.TRIGGERED)
    fire(ctx.game, GameEvent("action_played", card=ctx.card, base=ctx.here, player=ctx.controller,
                             source=ctx.card, data={"argonaut": True}))


def _generic_extra_action(p):
    for e in p.extras:
        if e.kind == "action" and e.where is None and e.base is None:
            return e
    return None


def _argonaut_usable(ctx) -> bool:
    game = ctx.game
    p = ctx.player
    if game.current_player is not p or ctx.card.zone is not p.hand:
        return False
    if game.phase != "play":
        return any(e.kind == "action" and e.any_phase and e.where is None and e.base is None for e in p.extras)
    return p.action_plays < 1 or _generic_extra_action(p) is not None


@ability("Argonaut", kind="special", usable=_argonaut_usable)
def argonaut_special(ctx):
    """Special: Any time you can play an action, you can play this card instead.
    (mythic-greeks/argonaut: in place of the regular or an extra action play, but not of an extra play
    limited to specific cards or to actions on minions; it does not use the minion play.)"""
    base = ctx._base
    if base is None:
        raise Refused("Argonaut is a minion: give the base to play it on (base:)")
    p = ctx.player
    extra = _generic_extra_action(p)
    if extra is not None:
        p.extras.remove(extra)
        ctx.log(f"{ctx.controller} plays Argonaut instead of an extra action ({extra.reason})",
                cites.T_EXTRA, cites.T_SPECIAL)
    elif ctx.use_regular_play("action"):
        ctx.log(f"{ctx.controller} plays Argonaut instead of the regular action play", cites.T_SPECIAL)
    else:
        raise Refused(f"{ctx.controller} cannot play an action now, so cannot play Argonaut instead")
    ctx.play_this(base=base)


# ----- actions ------------------------------------------------------------------------------------
@ability("Favor of Aphrodite")
def favor_of_aphrodite(ctx):
    """Play an extra minion."""
    ctx.extra("minion", reason="Favor of Aphrodite")


@ability("Favor of Apollo")
def favor_of_apollo(ctx):
    """Draw a card and play an extra action."""
    ctx.draw(1)
    ctx.extra("action", reason="Favor of Apollo")


@ability("Favor of Ares")
def favor_of_ares(ctx):
    """One of your minions gains +3 power until the end of the turn."""
    target = _your_minion(ctx, "Favor of Ares: one of your minions gains +3 power until the end of the turn")
    if target is None:
        ctx.log("Favor of Ares: you have no minion in play", cites.CANCELING)
        return
    ctx.add_power(target, 3)


@ability("Favor of Athena")
def favor_of_athena(ctx):
    """Reveal the top 5 cards of your deck. You may place one of the revealed actions into your hand,
    and return the rest to the top of your deck in any order."""
    p = ctx.player
    # a deck shorter than 5 goes on from the reshuffled discard pile (rules/decks-discards-and-searches)
    revealed = ctx.take_top(5)
    if not revealed:
        return
    actions = [c for c in revealed if c.defn.plays_as == "action"]
    pick = ctx.may_choose("Favor of Athena: you may place one of the revealed actions into your hand", actions)
    if pick is not None:
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
        revealed.remove(pick)
        ctx.log(f"{ctx.controller} places {pick.ref} into their hand", cites.T_PLACE)
    ctx.return_to_top(revealed, p)


@ability("Favor of Dionysus", slug="favor-of-dionysus-mythic-greeks")
def favor_of_dionysus(ctx):
    """One of your minions gains +1 power until the end of the turn. Play an extra action. You may place
    this card on top of your deck instead of the discard pile."""
    target = _your_minion(ctx, "Favor of Dionysus: one of your minions gains +1 power until the end of "
                               "the turn")
    if target is not None:
        ctx.add_power(target, 1)
    ctx.extra("action", reason="Favor of Dionysus")
    if ctx.card.zone is ctx.game.resolving and ctx.may("Favor of Dionysus: place this card on top of your "
                                                       "deck instead of the discard pile?"):
        ctx.place(ctx.card, "deck_top")


@ability("Favor of Hades")
def favor_of_hades(ctx):
    """Place an action card from your discard pile into your hand."""
    acts = [c for c in ctx.discard_pile() if c.defn.plays_as == "action"]
    pick = ctx.choose("Favor of Hades: place an action from your discard pile into your hand", acts)
    if pick is None:
        ctx.log("Favor of Hades: no action in your discard pile", cites.CANCELING)
        return
    ctx.place(pick, "hand")


@ability("Favor of Hera")
def favor_of_hera(ctx):
    """Place a +1 power counter on up to two of your minions."""
    picks = ctx.choose_many("Favor of Hera: place a +1 power counter on up to two of your minions",
                            ctx.minions(controller=ctx.controller), max=2)
    for m in picks:
        ctx.place_counters(m, 1)


@ability("Favor of Hermes")
def favor_of_hermes(ctx):
    """Play two extra actions."""
    ctx.extra("action", reason="Favor of Hermes")
    ctx.extra("action", reason="Favor of Hermes")


@ability("Favor of Poseidon")
def favor_of_poseidon(ctx):
    """Shuffle up to three cards from your discard pile into your deck."""
    picks = ctx.choose_many("Favor of Poseidon: shuffle up to three cards from your discard pile into your "
                            "deck", ctx.discard_pile(), max=3)
    for c in picks:
        ctx.place(c, "deck_top")
    if picks:
        ctx.shuffle_deck()


@ability("Favor of Zeus")
def favor_of_zeus(ctx):
    """Reduce the breakpoint of a base by 5 until the end of the turn."""
    base = ctx.choose("Favor of Zeus: reduce the breakpoint of which base by 5?", ctx.bases())
    if base is None:
        return
    ctx.ongoing("breakpoint", -5, base=base, until="end_of_turn")
    ctx.log(f"Favor of Zeus: the breakpoint of {base.ref} is reduced by 5 until the end of the turn")
