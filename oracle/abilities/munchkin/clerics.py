"""Clerics (Smash Up: Munchkin): blessings for you, curses for everyone else.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/clerics.yaml)
and follows clarifications/clerics (the Bigger Geekier Box) and munchkin/* (the Munchkin
rulebook).

Undead monsters are monsters with the Undead identifier only (munchkin/undead,
clarifications/clerics). "Play an undead monster" follows the rule for playing a card
off the top of a deck (card clarification of Turner; wiki/play-x-off-the-top-of-your-deck):
reveal monsters from the top of the monster deck until an undead one is found, play it, and
shuffle the other revealed monsters back into the monster deck.

Stasis (compilation/stasis): Divine Intervention and Good Habits put themselves in stasis with one
counter when they were not played from stasis; played from stasis (their leave-stasis
instructions), they resolve without placing a counter and are then discarded.

Join the Club's Special ("when this card would leave your discard pile, you may place a stasis
counter on it instead") is a ``leave_discard`` ability: the engine asks it whenever the card would
leave its owner's discard pile by any path, a reshuffle into the deck included (clerics/join-the-club-wiki).
Placing a stasis counter on it puts it into stasis with one counter (compilation/stasis), instead of
where it was going. Its control takes minions in play now, monsters included (clerics/join-the-club,
clarifications/clerics); a minion you already control is not a target.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.monsters import play_monster
from oracle.engine.power import printed_power

OFF_THE_TOP = "wiki/play-x-off-the-top-of-your-deck"


# ----- helpers ---------------------------------------------------------------------------
def is_undead_monster(card) -> bool:
    return card.defn.type == "monster" and bool(card.defn.undead)


def play_undead_monster(ctx, base):
    """Play an undead monster off the top of the monster deck on ``base`` (not played by any
    player). Returns the monster played, or None when the deck runs out first."""
    game = ctx.game
    if not game.monster_deck and game.monster_discard:
        for c in list(game.monster_discard):
            ctx.put(c, game.monster_deck)
        ctx.shuffle(game.monster_deck)
        game.event("the monster deck is empty: its discard pile is shuffled to make a new one", cites.MONSTERS)
    revealed = []
    found = None
    while game.monster_deck:
        top = game.monster_deck[0]
        if is_undead_monster(top):
            found = top
            break
        ctx.set_aside(top)
        revealed.append(top)
    if revealed:
        game.event("revealed from the monster deck (not undead): " + ", ".join(c.ref for c in revealed),
                   OFF_THE_TOP, cites.DECKS)
    played = None
    if found is not None:
        played = play_monster(game, base)
    else:
        game.event("the monster deck ran out before an undead monster was revealed", OFF_THE_TOP)
    if revealed:
        for c in revealed:
            ctx.put(c, game.monster_deck)
        ctx.shuffle(game.monster_deck)
        game.event("the revealed monsters are shuffled back into the monster deck", OFF_THE_TOP)
    return played


def draw_at_random(ctx, n):
    """Draw ``n`` cards at random from your discard pile into your hand."""
    p = ctx.player
    picks = ctx.game.rng.sample(list(p.discard), n)
    for c in picks:
        ctx.to_hand(c, p)
        c.controller = p.name
    ctx.log(f"{p.name} draws {n} card(s) at random from their discard pile", cites.T_DISCARD)


# ----- minions -----------------------------------------------------------------------------
@ability("Cardinal", kind="talent")
def cardinal(ctx):
    """Talent: If your discard pile has at least five cards, draw two of them at random."""
    n = len(ctx.player.discard)
    if n < 5:
        ctx.log(f"{ctx.controller}'s discard pile has {n} card(s), fewer than five: nothing happens")
        return
    draw_at_random(ctx, 2)


def _deep_friar_usable(ctx):
    base = ctx.event.base
    return (base is not None and ctx.base_of(ctx.card) is base
            and any(m is not ctx.card for m in ctx.minions(base=base, controller=ctx.controller))
            and len(ctx.game.bases) > 1)


@ability("Deep Friar", kind="special", window="after_scoring", zone="play", usable=_deep_friar_usable)
def deep_friar(ctx):
    """Special: After this base scores, you may move one of your other minions here to another base.
    (clarifications/clerics: it must use its ability while still on the scoring base.)"""
    base = ctx.event.base
    mine = ctx.minions(base=base, controller=ctx.controller, where=lambda m: m is not ctx.card)
    m = ctx.choose("Deep Friar: move one of your other minions here", mine)
    if m is None:
        return
    dest = ctx.choose(f"Deep Friar: move {m.ref} to which base?", ctx.other_bases(base))
    ctx.move(m, dest)


@ability("Turner")
def turner(ctx):
    """You may play an undead monster on any base."""
    base = ctx.may_choose("Turner: you may play an undead monster (choose a base) or pass", ctx.bases())
    if base is None:
        return
    play_undead_monster(ctx, base)


@ability("Turner", kind="power")
def turner_power(ctx, minion):
    """Ongoing: During your turn, uncontrolled undead monsters here have -2 power."""
    if not ctx.is_my_turn or minion.controller is not None or not is_undead_monster(minion):
        return 0
    here = ctx.base_of(ctx.card)
    if here is None or ctx.base_of(minion) is not here:
        return 0
    return -2


@ability("Holy Roller")
def holy_roller(ctx):
    """Shuffle a card from your discard pile into your deck OR shuffle up to two cards from your
    hand into your deck and draw the same number of cards. (You do not draw a card if you choose
    the first OR ability.)"""
    pick = ctx.choose_word("Holy Roller: shuffle a card from your discard pile into your deck (discard) OR "
                           "up to two cards from your hand and draw as many (hand)", ["discard", "hand"])
    p = ctx.player
    if pick == "discard":
        c = ctx.choose("Holy Roller: a card from your discard pile", list(p.discard))
        if c is None:
            ctx.log(f"{p.name}'s discard pile is empty: nothing to shuffle")
            return
        ctx.to_deck(c, p)
        ctx.log(f"{p.name} puts {c.ref} from their discard pile into their deck", cites.DECKS)
        ctx.shuffle_deck()
        return
    cards = ctx.choose_many("Holy Roller: shuffle up to two cards from your hand into your deck",
                            list(p.hand), max=2)
    for c in cards:
        ctx.to_deck(c, p)
    if cards:
        ctx.log(f"{p.name} puts {len(cards)} card(s) from their hand into their deck", cites.DECKS)
    ctx.shuffle_deck()
    if cards:
        ctx.draw(len(cards))


# ----- actions -----------------------------------------------------------------------------
@ability("Bin and Gone", kind="after_scoring",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base is not ctx.base_of(ctx.card))
def bin_and_gone(ctx):
    """Play on a base. Ongoing: After another base scores, you may move one of your minions from
    there to here."""
    here = ctx.base_of(ctx.card)
    mine = ctx.minions(base=ctx.event.base, controller=ctx.controller)
    ctx.choose_and(f"Bin and Gone: you may move one of your minions from {ctx.event.base.ref} to "
                       f"{here.ref}", mine, lambda m: ctx.move(m, here), may=True)


@ability("Collection Plate")
def collection_plate(ctx):
    """If your discard pile has at least three cards, draw two of them at random."""
    n = len(ctx.player.discard)
    if n < 3:
        ctx.log(f"{ctx.controller}'s discard pile has {n} card(s), fewer than three: nothing happens")
        return
    draw_at_random(ctx, 2)


def _useless_minion(ctx):
    z = ctx.card.zone
    if z is None or z.kind != "attached":
        return None
    return z.holder


@ability("Curse of Uselessness", kind="player_power")
def curse_of_uselessness(ctx, base, player):
    """Play on a minion. Ongoing: This minion adds no power to the base it is on.
    (clarifications/clerics: it still has power, but that power does not count towards breaking
    the base or earning VP; a monster with it does not add to the breakpoint.)"""
    m = _useless_minion(ctx)
    if m is None or m.controller != player or ctx.base_of(m) is not base:
        return 0
    return -ctx.power(m)


@ability("Curse of Uselessness", kind="breakpoint")
def curse_of_uselessness_monster(ctx, base):
    """Ongoing: This minion adds no power to the base it is on (an uncontrolled monster: no power
    added to the breakpoint)."""
    m = _useless_minion(ctx)
    if m is None or m.controller is not None or ctx.base_of(m) is not base:
        return 0
    return -ctx.power(m)


@ability("Reverse Curse")
def reverse_curse(ctx):
    """Move one of your minions, then you may transfer or destroy an action at its new base.
    (Actions on minions are 'at' the new base; an action on a minion is transferred to another
    minion, an action on the base to another base: card clarification.)"""
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Reverse Curse: move one of your minions", mine)
    if m is None:
        ctx.log(f"{ctx.controller} has no minion to move")
        return
    dest = ctx.choose(f"Reverse Curse: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is None or not ctx.move(m, dest):
        return
    new = ctx.base_of(m)
    actions = list(new.actions)
    for mm in new.minions:
        actions.extend(mm.attached)
    for t in new.titans:
        actions.extend(t.attached)
    act = ctx.may_choose(f"Reverse Curse: you may transfer or destroy an action at {new.ref}", actions)
    if act is None:
        return
    how = ctx.choose_word(f"Reverse Curse: transfer or destroy {act.ref}?", ["transfer", "destroy"])
    if how == "destroy":
        ctx.destroy(act)
        return
    if act.zone.kind == "attached":
        holder = act.zone.holder
        targets = [x for x in ctx.minions() if x is not holder]
        to = ctx.choose(f"Reverse Curse: transfer {act.ref} to which minion?", targets)
    else:
        to = ctx.choose(f"Reverse Curse: transfer {act.ref} to which base?", ctx.other_bases(new))
    if to is not None:
        ctx.transfer_action(act, to)


@ability("Curse of Imprisonment")
def curse_of_imprisonment(ctx):
    """Play on a minion. Ongoing: This minion has its abilities cancelled and cannot be moved."""
    minion = ctx.target
    if minion is not None and ctx.in_play(minion):
        ctx.cancel_abilities(card=minion, until="while_source")


@ability("Curse of Imprisonment", kind="protect")
def curse_of_imprisonment_no_move(ctx, affect):
    """Ongoing: ... cannot be moved."""
    z = ctx.card.zone
    return (affect.kind == "move" and z is not None and z.kind == "attached"
            and affect.target is z.holder)


def _divine_intervention_effect(ctx):
    """One extra play, an action or a minion of power 2 or less: its kind is chosen when it is used,
    later in the phase (terms/extra), not when Divine Intervention resolves."""
    ctx.extra("minion_or_action", where=lambda c: c.defn.plays_as != "minion" or printed_power(c) <= 2,
              reason="Divine Intervention: an action or a minion of power 2 or less")


@ability("Divine Intervention")
def divine_intervention(ctx):
    """Play an extra action or an extra minion of power 2 or less. If this card was not played from
    stasis, place a stasis counter on this card."""
    _divine_intervention_effect(ctx)
    ctx.put_in_stasis(ctx.card, 1)


@ability("Divine Intervention", kind="leave_stasis")
def divine_intervention_from_stasis(ctx):
    """Played from stasis: Play an extra action or an extra minion of power 2 or less (no stasis
    counter; the card is then discarded)."""
    _divine_intervention_effect(ctx)


def _good_habits_boost(ctx):
    for m in ctx.minions():
        ctx.add_power(m, 1)


@ability("Good Habits")
def good_habits(ctx):
    """Give all players' minions +1 power until the end of the turn OR if this card was not played
    from stasis, place a stasis counter on it. (clarifications/clerics: only minions in play now,
    monsters included.)"""
    how = ctx.choose_word("Good Habits: +1 power to all minions until the end of the turn (power) OR place a "
                          "stasis counter on it (stasis)?", ["power", "stasis"])
    if how == "power":
        _good_habits_boost(ctx)
    else:
        ctx.put_in_stasis(ctx.card, 1)


@ability("Good Habits", kind="leave_stasis")
def good_habits_from_stasis(ctx):
    """Played from stasis: Give all players' minions +1 power until the end of the turn (the stasis
    choice is not available)."""
    _good_habits_boost(ctx)


@ability("Join the Club")
def join_the_club(ctx):
    """Take control of a minion of power 3 or less, or any undead monster, until the end of the turn.
    Special: When this card would leave your discard pile, you may place a stasis counter on it
    instead."""
    targets = [m for m in ctx.minions() if m.controller != ctx.controller
               and (ctx.power(m) <= 3 or is_undead_monster(m))]
    m = ctx.choose("Join the Club: take control of a minion of power 3 or less, or an undead monster", targets)
    if m is None:
        ctx.log("there is no minion of power 3 or less or undead monster to take control of", cites.CANCELING)
        return
    ctx.take_control(m, until="end_of_turn")


@ability("Join the Club", kind="leave_discard")
def join_the_club_special(ctx, to):
    """Special: When this card would leave your discard pile, you may place a stasis counter on it
    instead."""
    card = ctx.card
    owner = card.owner
    if owner is None or card.zone is None or card.zone.player != owner:
        return None  # only "your" discard pile
    if effects.forbidden(ctx.game, "special", owner, card) is not None:
        return None
    if not ctx.may(f"Join the Club: place a stasis counter on it instead of it leaving your discard pile "
                   f"(to {to.describe()})?", player=owner):
        return None
    card.stasis = 1
    card.controller = owner
    ctx.log(f"{owner} uses the Special of {card.ref}: it goes into stasis with 1 stasis counter instead "
            f"of leaving the discard pile", cites.T_SPECIAL, cites.STASIS)
    return ctx.game.player(owner).stasis

