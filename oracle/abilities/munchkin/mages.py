"""Mages (Smash Up: Munchkin): discard cards to fuel spells, and drop monsters on the enemy.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/mages.yaml,
the current text). "Discard a card to ..." is a cost: with no card in hand the ability cannot
be used (a talent is then refused), and the discarded card goes to the pile it belongs to
(its owner's discard pile, or the treasure discard pile for a treasure: munchkin/treasures).

Blaster Master is an ``instead_of_hand_discard`` ability: every discard from its controller's
hand (by the engine, or by the Munchkin helpers ``discard_card``) asks it first. Once per turn
counts only a use (a declined "may" does not use it up). The other player chooses between a card
in their hand and the top card of their deck; that card goes to its owner's discard pile (or
the treasure discard pile).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.munchkin.warriors import discard_card, is_monster, monsters_at, power_until_my_turn
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power


def _pay_discard(ctx, what: str) -> bool:
    """Discard one card from the hand as the cost of ``what``; False when the hand is empty."""
    hand = ctx.hand()
    if not hand:
        return False
    card = ctx.choose(f"{what}: discard a card", hand)
    discard_card(ctx, card)
    return True


@ability("Happy Zapper", kind="talent")
def happy_zapper(ctx):
    """Talent: Discard a card to give a minion +3 or -3 power until the start of your turn."""
    if not ctx.minions():
        raise Refused("Happy Zapper: there is no minion to give power to")
    if not _pay_discard(ctx, "Happy Zapper"):
        raise Refused(f"Happy Zapper: {ctx.controller} has no card to discard")
    target = ctx.choose("Happy Zapper: give which minion +3 or -3 power?", ctx.minions())
    word = ctx.choose_word("Happy Zapper: +3 or -3 power?", ["+3", "-3"])
    power_until_my_turn(ctx, target, 3 if word == "+3" else -3)


@ability("Wand Whiz")
def wand_whiz(ctx):
    """You may discard a card to play an extra minion or action."""
    card = ctx.may_choose("Wand Whiz: you may discard a card to play an extra minion or action", ctx.hand())
    if card is None:
        return
    discard_card(ctx, card)
    ctx.extra("minion_or_action", reason="Wand Whiz")  # its kind is chosen when it is used (terms/extra)


@ability("Scroll Shuffler")
def scroll_shuffler(ctx):
    """You may shuffle a card from your discard pile into your deck. If you shuffled a minion of
    power 2 or less, place two +1 power counters on this minion."""
    card = ctx.may_choose("Scroll Shuffler: you may shuffle a card from your discard pile into your deck",
                          ctx.discard_pile())
    if card is None:
        return
    ctx.place(card, "deck_top")
    ctx.shuffle_deck()
    if card.defn.plays_as == "minion" and printed_power(card) <= 2:
        ctx.place_counters(ctx.card, 2)


@ability("Mass Summoning")
def mass_summoning(ctx):
    """Play a monster on any number of bases."""
    for base in ctx.choose_many("Mass Summoning: play a monster on any number of bases", ctx.bases()):
        ctx.play_monster(base)


@ability("Portal to Beyond", kind="talent")
def portal_to_beyond(ctx):
    """Play on a base. Talent: Discard a card to either play a monster here OR move a monster or
    one of your minions to or from this base."""
    here = ctx.here
    movable = ctx.minions(where=lambda m: is_monster(m) or m.controller == ctx.controller)
    if len(ctx.bases()) < 2:
        movable = []
    if not _pay_discard(ctx, "Portal to Beyond"):
        raise Refused(f"Portal to Beyond: {ctx.controller} has no card to discard")
    words = ["monster"] + (["move"] if movable else [])
    pick = ctx.choose_word("Portal to Beyond: play a monster here OR move a monster or one of your "
                           "minions to or from this base", words) if len(words) > 1 else words[0]
    if pick == "monster":
        ctx.play_monster(here)
        return
    m = ctx.choose("Portal to Beyond: move which monster or minion of yours?", movable)
    if ctx.base_of(m) is here:
        dest = ctx.choose(f"Portal to Beyond: move {m.ref} from {here.ref} to which base?", ctx.other_bases(here))
    else:
        dest = here
    ctx.move(m, dest)


@ability("Some Enchanted Evening")
def some_enchanted_evening(ctx):
    """Discard any number of cards. Play an extra minion of power 3 or less for each card you discard."""
    picks = ctx.choose_many("Some Enchanted Evening: discard any number of cards", ctx.hand())
    for c in picks:
        discard_card(ctx, c)
    for _ in picks:
        ctx.extra("minion", where=lambda c: c.defn.plays_as == "minion" and printed_power(c) <= 3,
                  reason="Some Enchanted Evening: power 3 or less")


@ability("Speed Reading")
def speed_reading(ctx):
    """Discard a card. Draw three cards."""
    if not _pay_discard(ctx, "Speed Reading"):
        ctx.log(f"{ctx.controller} has no card to discard", cites.CANCELING)
    ctx.draw(3)


@ability("Recover Arcane Wisdom")
def recover_arcane_wisdom(ctx):
    """Discard any number of cards, then draw until you have at least five cards in hand."""
    for c in ctx.choose_many("Recover Arcane Wisdom: discard any number of cards", ctx.hand()):
        discard_card(ctx, c)
    need = 5 - len(ctx.hand())
    if need > 0:
        ctx.draw(need)


@ability("Zzzzzap!")
def zzzzzap(ctx):
    """Choose a base. Destroy a minion of power 3 or less there, then you may discard a card to
    place a +1 power counter on each of your minions there."""
    base = ctx.choose("Zzzzzap!: choose a base", ctx.bases())
    if base is None:
        return
    targets = ctx.minions(base=base, where=lambda m: ctx.power(m) <= 3)
    victim = ctx.choose(f"Zzzzzap!: destroy a minion of power 3 or less at {base.ref}", targets)
    if victim is None:
        ctx.log(f"no minion at {base.ref} has power 3 or less", cites.CANCELING)
    else:
        ctx.destroy(victim)
    card = ctx.may_choose("Zzzzzap!: you may discard a card to place a +1 power counter on each of your "
                          f"minions at {base.ref}", ctx.hand())
    if card is None:
        return
    discard_card(ctx, card)
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("Charm")
def charm(ctx):
    """Take control of a monster and treat it as one of your minions until the end of the turn."""
    targets = [m for m in monsters_at(ctx) if m.controller != ctx.controller]
    m = ctx.choose("Charm: take control of which monster?", targets)
    if m is None:
        ctx.log("there is no monster to take control of", cites.CANCELING)
        return
    ctx.take_control(m, until="end_of_turn")


@ability("Embiggen")
def embiggen(ctx):
    """Play on your minion. Discard any number of cards from your hand."""
    for c in ctx.choose_many("Embiggen: discard any number of cards from your hand", ctx.hand()):
        discard_card(ctx, c)


def _embiggen_when(ctx) -> bool:
    ev = ctx.event
    zone = ctx.card.zone
    return (ev.data.get("from") == "hand" and ev.player == ctx.controller
            and zone is not None and zone.kind == "attached")


@ability("Embiggen", kind="ongoing", event="discarded", when=_embiggen_when)
def embiggen_grows(ctx):
    """Ongoing: After you discard a card from your hand, this minion gains +1 power until the end
    of the turn."""
    holder = ctx.card.zone.holder
    if holder is not None and ctx.in_play(holder):
        ctx.add_power(holder, 1)


# ----- Blaster Master ----------------------------------------------------------------------
def _blaster_used(ctx) -> bool:
    return ctx.used_this_turn("blaster-master")


@ability("Blaster Master", kind="instead_of_hand_discard")
def blaster_master(ctx, card, player):
    """Ongoing: Once per turn, when you would discard a card from your hand, you may choose another
    player to choose a card in their hand or the top card of their deck; you discard that card
    instead."""
    game = ctx.game
    if player != ctx.controller or _blaster_used(ctx):
        return None
    others = [p for p in ctx.other_players()
              if game.player(p).hand or game.player(p).deck or game.player(p).discard]
    other = ctx.may_choose(f"Blaster Master: you may choose another player to choose the card you discard "
                           f"instead of {card.ref}", others)
    if other is None:
        return None
    ctx.mark_used("blaster-master")  # a replayed Blaster Master is a new card: its use is forgotten
    op = game.player(other)
    words = (["hand"] if op.hand else []) + (["deck"] if op.deck or op.discard else [])
    pick = ctx.choose_word("Blaster Master: a card in your hand (hand) or the top card of your deck (deck)?",
                           words, player=other) if len(words) > 1 else words[0]
    if pick == "hand":
        return ctx.choose("Blaster Master: choose a card in your hand to be discarded", list(op.hand), player=other)
    return ctx.top_of_deck(player=other)
