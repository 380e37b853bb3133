"""Ghosts (Awesome Level 9000): stronger with an empty hand.

Each function quotes the card text it implements (corpus/cards/awesome-level-9000/ghosts.yaml),
following the Ghosts clarifications of the Bigger Geekier Box rulebook (clarifications/ghosts)
and the rulings in rulings/ghosts/: Haunting does nothing in the hand; Séance does not count
itself; Spectre replaces a normal or a generic extra minion play, never a specific one, and only
when it meets the extra play's conditions.

Creampuff Man (titan): a "standard action" is one not played on a base or a minion
(ghosts/creampuff-man); the card discarded for its talent cannot be the chosen action (errata).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.cards import name_key
from oracle.engine.play import choose_target, is_implemented, play_card
from oracle.engine.power import printed_power
from oracle.engine.prompts import Prompt


def few_cards(game, player) -> bool:
    """"If you have two or fewer cards in your hand"."""
    return len(game.player(player).hand) <= 2


def by_other_players_card(affect, me) -> bool:
    """The affect comes from a card of another player (not from a base, nor from a monster)."""
    src = affect.source
    if src is None or src.defn.type in ("base", "monster"):
        return False
    who = affect.controller or src.controller or src.owner
    return who is not None and who != me


def not_affected_by_others(game, minion, player, source=None) -> bool:
    """Whether a protection keeps ``minion`` from being affected by ``player``'s card ``source``, for
    ongoing modifiers that are not an ``Affect`` (e.g. Sleep Spores' -1 power): Haunting with two or
    fewer cards in its controller's hand, a minion with its controller's Incorporeal, or a lasting
    protection effect (e.g. Superiority's) that would prevent a power change from ``source``."""
    ctl = minion.controller
    if ctl is None or ctl == player:
        return False
    if minion.name == "Haunting" and few_cards(game, ctl):
        return True
    if any(a.name == "Incorporeal" and a.controller == ctl for a in minion.attached):
        return True
    if source is not None:
        affect = effects.Affect("power", minion, source, player)
        return any(e.kind == "protect" and e.match is not None and e.match(game, affect) for e in game.effects)
    return False


def extra_allowed(game, player, card) -> bool:
    """Whether ``player`` may play ``card`` as an extra card now (no effect such as Bear Necessities
    forbids their extra plays); a forbidden extra play is simply not offered."""
    return effects.forbidden(game, "play_extra", player, card) is None


def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


# ----- Spectre -------------------------------------------------------------------------------
def _spectres_usable(game, player, where=None) -> list:
    """Spectres in ``player``'s discard pile that may replace a minion play now."""
    if not few_cards(game, player):
        return []
    return [c for c in game.player(player).discard if c.name == "Spectre" and (where is None or where(c))]


def play_extra_minion_now(ctx, where=None, base=None):
    """"Play an extra minion immediately" (a generic extra minion, rules/extra-cards): a minion from the
    hand, or Spectre from the discard pile when its Special allows it (clarifications/ghosts)."""
    game = ctx.game
    p = ctx.player
    hand = [c for c in p.hand if c.defn.can_be("minion") and (where is None or where(c))
            and (game.allow_unimplemented or is_implemented(c))]
    cands = [c for c in hand + _spectres_usable(game, ctx.controller, where)
             if extra_allowed(game, ctx.controller, c)]
    if not cands:
        return None
    card = game.ask(Prompt(f"play an extra minion ({ctx.card.ref}) or pass", ctx.controller, cands,
                           can_pass=True))
    if card is None:
        return None
    if card.zone is p.discard:
        game.event(f"{ctx.controller} uses the Special of {card.ref}: it is played from the discard pile "
                   f"instead", cites.T_SPECIAL)
        ctx.to_hand(card, p, quiet=True)  # only passes through the hand to be played
    tb, _ = choose_target(game, ctx.controller, card, base, "minion")
    if tb is None:
        return None
    return play_card(game, ctx.controller, card, base=tb, how="free", as_type="minion")


def _spectre_usable(ctx) -> bool:
    """Your turn, two or fewer cards in hand, and a minion play Spectre can use: the regular one, or an
    extra one whose conditions Spectre meets (clarifications/ghosts)."""
    from oracle.engine.errors import Refused
    from oracle.engine.play import _plan_quota
    game = ctx.game
    p = ctx.player
    if game.current_player is not p or not few_cards(game, ctx.controller):
        return False
    bases = [ctx.here] if ctx.here is not None else list(game.bases)
    for b in bases:
        try:
            _plan_quota(game, p, ctx.card, "normal", "minion", b)
            return True
        except Refused:
            continue
    return False


@ability("Spectre", kind="special", zone="discard", usable=_spectre_usable)
def spectre(ctx):
    """Special: If you have 2 or fewer cards in your hand, any time you can play a minion, you can play
    this card from your discard pile instead."""
    game = ctx.game
    ctx.to_hand(ctx.card, quiet=True)  # only passes through the hand to be played
    base = ctx.here
    if base is None:
        base, _ = choose_target(game, ctx.controller, ctx.card, None, "minion")
    play_card(game, ctx.controller, ctx.card, base=base, how="normal")


# ----- minions ------------------------------------------------------------------------------
@ability("Haunting", kind="power")
def haunting_power(ctx, minion):
    """Ongoing: If you have two or fewer cards in your hand, this minion has +3 power."""
    return 3 if minion is ctx.card and few_cards(ctx.game, ctx.controller) else 0


@ability("Haunting", kind="protect")
def haunting_protect(ctx, affect):
    """Ongoing: If you have two or fewer cards in your hand, this minion is not affected by other
    players' cards."""
    return (affect.target is ctx.card and few_cards(ctx.game, ctx.controller)
            and by_other_players_card(affect, ctx.controller))


@ability("Spirit")
def spirit(ctx):
    """Choose a minion. You may discard cards equal to its power to destroy it."""
    target = ctx.choose("Spirit: choose a minion", ctx.minions(where=lambda m: m is not ctx.card))
    if target is None:
        return
    cost = ctx.power(target)
    hand = ctx.hand()
    if len(hand) < cost:
        ctx.log(f"{ctx.controller} has fewer than {cost} cards in hand: Spirit cannot destroy {target.ref}",
                cites.USING_ABILITIES)
        return
    if not cost:  # nothing to discard: "you may" with no target
        picks = [] if ctx.may(f"Spirit: destroy {target.ref} (discarding no card)?") else None
    else:
        picks = ctx.may_choose_many(f"Spirit: you may discard {cost} card(s) to destroy {target.ref}", hand, cost)
    if picks is None:
        return
    for c in picks:
        ctx.discard_from_hand(c)
    ctx.destroy(target)


@ability("Ghost")
def ghost(ctx):
    """You may discard a card from your hand."""
    ctx.choose_and("Ghost: you may discard a card from your hand", ctx.hand(), ctx.discard_from_hand, may=True)


# ----- actions ------------------------------------------------------------------------------
@ability("Across the Divide")
def across_the_divide(ctx):
    """Choose a card name. Place any number of minions with that name from your discard pile into your
    hand."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    names = sorted({c.name for c in minions})
    if not names:
        ctx.log("Across the Divide: there is no minion in the discard pile", cites.USING_ABILITIES)
        return
    name = ctx.choose_word("Across the Divide: choose a card name", names)
    same = [c for c in minions if name_key(c.name) == name_key(name)]
    for c in ctx.choose_many(f"Across the Divide: place any number of {name} into your hand", same):
        ctx.place(c, "hand")


@ability("Door to the Beyond", kind="power")
def door_to_the_beyond(ctx, minion):
    """Play on a base. Ongoing: If you have two or fewer cards in your hand, each of your minions here has
    +2 power."""
    here = ctx.here
    if here is None or minion.controller != ctx.controller or ctx.game.base_of(minion) is not here:
        return 0
    return 2 if few_cards(ctx.game, ctx.controller) else 0


@ability("Ghostly Arrival")
def ghostly_arrival(ctx):
    """You may play an extra minion and/or an extra action."""
    ctx.extra("minion", reason="Ghostly Arrival")
    ctx.extra("action", reason="Ghostly Arrival")


@ability("Incorporeal", kind="protect")
def incorporeal(ctx, affect):
    """Play on one of your minions. Ongoing: This minion is not affected by other players' cards."""
    host = _host(ctx.card)
    return host is not None and affect.target is host and by_other_players_card(affect, ctx.controller)


def _make_contact_host(ctx):
    for e in ctx.game.effects:
        if e.kind == "flag" and e.flag == "make-contact" and e.source is ctx.card:
            return e.card
    return None


@ability("Make Contact")
def make_contact(ctx):
    """Play on a minion. If you have any cards in your hand, destroy this action. Otherwise, take control
    of this minion."""
    host = _host(ctx.card)
    if host is None:
        return
    effects.add_effect(ctx.game, effects.Effect("flag", flag="make-contact", card=host, until="permanent",
                                                source=ctx.card, controller=ctx.controller))
    if ctx.hand():
        ctx.log(f"{ctx.controller} has cards in hand: Make Contact is destroyed", cites.USING_ABILITIES)
        ctx.destroy(ctx.card)
        return
    ctx.take_control(host)


@ability("Make Contact", kind="instead")
def make_contact_remembers_host(ctx, card, where):
    """(Bookkeeping: as this action leaves play, remember the minion it was on, also when it was placed
    there by a scenario's setup, so that control can go back to its owner. Changes no destination.)"""
    host = _host(ctx.card)
    if card is ctx.card and host is not None and _make_contact_host(ctx) is None:
        effects.add_effect(ctx.game, effects.Effect("flag", flag="make-contact", card=host, until="permanent",
                                                    source=ctx.card, controller=ctx.controller))
    return None


def _make_contact_left(ctx) -> bool:
    return ctx.event.card is ctx.card


def _make_contact_gone(ctx):
    """Ongoing: After this action leaves play, give control of this minion to its owner."""
    host = _make_contact_host(ctx)
    ctx.game.effects = [e for e in ctx.game.effects if not (e.flag == "make-contact" and e.source is ctx.card)]
    if host is None or not ctx.game.in_play(host) or host.owner is None or host.controller == host.owner:
        return
    host.controller = host.owner
    ctx.log(f"{ctx.card.ref} left play: control of {host.ref} goes back to its owner {host.owner}",
            cites.T_CONTROL)


for _kind in ("destroyed", "returned", "left_play"):
    ability("Make Contact", kind="ongoing", event=_kind, when=_make_contact_left)(_make_contact_gone)


@ability("Séance")
def seance(ctx):
    """If you have 2 or fewer cards in your hand, draw until you have 5 cards"""
    n = len(ctx.hand())
    if n > 2:
        ctx.log(f"{ctx.controller} has {n} cards in hand (Séance does not count itself): no draw",
                cites.USING_ABILITIES)
        return
    ctx.draw(5 - n)


@ability("Shady Deal")
def shady_deal(ctx):
    """If you have two or fewer cards in your hand, gain 1 VP."""
    n = len(ctx.hand())
    if n > 2:
        ctx.log(f"{ctx.controller} has {n} cards in hand: no VP", cites.USING_ABILITIES)
        return
    ctx.gain_vp(1)


@ability("The Dead Rise")
def the_dead_rise(ctx):
    """Discard any number of cards. Play an extra minion from your discard pile with power less than the
    number of cards you discarded"""
    picks = ctx.choose_many("The Dead Rise: discard any number of cards", ctx.hand())
    for c in picks:
        ctx.discard_from_hand(c)
    n = len(picks)
    options = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed_power(c) < n
               and extra_allowed(ctx.game, ctx.controller, c)]
    ctx.choose_and(f"The Dead Rise: play an extra minion of power less than {n} from your discard "
                          f"pile, or pass", options, ctx.play_card, may=True)


# ----- Creampuff Man (titan) -------------------------------------------------------------------
def _creampuff_usable(ctx) -> bool:
    return ctx.game.current_player.name == ctx.controller and not ctx.hand()


@ability("Creampuff Man", kind="special", zone="aside", usable=_creampuff_usable)
def creampuff_man_play(ctx):
    """Special: On your turn, you may play this titan if you have no cards in your hand."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Creampuff Man needs a base")
    ctx.play_titan(ctx.card, ctx.base)


@ability("Creampuff Man", kind="player_power")
def creampuff_man_power(ctx, base, player):
    """Ongoing: You have +5 power here minus the number of cards in your hand (minimum 0)."""
    if base is not ctx.here or player != ctx.controller:
        return 0
    return max(0, 5 - len(ctx.game.player(player).hand))


def _is_standard_action(card) -> bool:
    return card.kind == "action" and not card.defn.play_on and not card.defn.is_fusion


@ability("Creampuff Man", kind="talent")
def creampuff_man(ctx):
    """Talent: Choose a standard action from your discard pile. Discard a card to play the chosen action
    as an extra action. Place it on the bottom of your deck instead of the discard pile."""
    options = [c for c in ctx.discard_pile() if _is_standard_action(c)]
    if not options:
        ctx.game.refuse(f"{ctx.controller} has no standard action in their discard pile")
    if not ctx.hand():
        ctx.game.refuse(f"{ctx.controller} has no card to discard")
    action = ctx.choose("Creampuff Man: choose a standard action from your discard pile", options)
    cost = ctx.choose("Creampuff Man: discard a card to play it", ctx.hand())
    ctx.discard_from_hand(cost)
    effects.add_effect(ctx.game, effects.Effect("flag", flag="creampuff-man-bottom", card=None, until="end_of_turn",
                                                source=ctx.card, controller=ctx.controller,
                                                reason=str(action.uid)))
    ctx.play_card(action)


@ability("Creampuff Man", kind="instead")
def creampuff_man_bottom(ctx, card, where):
    """Place it on the bottom of your deck instead of the discard pile."""
    for e in ctx.game.effects:
        if e.kind == "flag" and e.flag == "creampuff-man-bottom" and e.source is ctx.card and e.reason == str(card.uid):
            ctx.end_effect(e)
            return "deck_bottom"
    return None
