"""Elves (Smash Up: Munchkin): happy to help you, and to help themselves.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/elves.yaml)
and follows clarifications/elves (the Bigger Geekier Box) and munchkin/* (the Munchkin
rulebook): Elf-Help Guru and Pumping Iron give snapshot boosts "until the end of the turn";
Flower Child's swap has no lasting connection and cannot take an uncontrolled monster;
Dancing Root is discarded after it resolves, so it is not shuffled in, and only its player draws.

A minion moved "to another base" asks one destination per minion (SCENARIO-FORMAT.md).

Helping Hands' VP transfer is a delayed trigger (``ctx.delayed("after_scoring", ...)``) that
outlives the card, which is shuffled into the other player's deck at once: after the base's VP
are awarded, if that player is a winner there (ties included) and got VP from it, one of those
VP goes to you. Losing that VP affects no card, so nothing protects against it
(elves/helping-hands).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects


# ----- minions -----------------------------------------------------------------------------
def _fae_when(ctx):
    ev = ctx.event
    return (ev.player is not None and ev.player != ctx.controller and ev.card is not None
            and ctx.in_play(ctx.card) and ctx.card.defn.type == "minion")


@ability("Fae Fighter", kind="ongoing", event="minion_played", when=_fae_when)
def fae_fighter(ctx):
    """Ongoing: After another player plays a minion, you may place a +1 power counter on it to
    place a +1 power counter on one of your minions here."""
    played = ctx.event.card
    if not ctx.in_play(played):
        return
    here = ctx.base_of(ctx.card)
    mine = ctx.minions(base=here, controller=ctx.controller)
    pick = ctx.may_choose(f"Fae Fighter: you may place a +1 power counter on {played.ref} to place one on "
                          f"one of your minions at {here.ref} (choose it) or pass", mine)
    if pick is None:
        return
    if ctx.place_counters(played, 1):
        ctx.place_counters(pick, 1)


@ability("Lord of the Prance", kind="talent")
def lord_of_the_prance(ctx):
    """Talent: Another player of your choice draws a card. Draw a card."""
    other = ctx.choose("Lord of the Prance: which other player draws a card?", ctx.other_players())
    if other is not None:
        ctx.draw(1, player=other)
    ctx.draw(1)


@ability("Flower Child")
def flower_child(ctx):
    """You may give another player control of this minion until it leaves play, to take control
    of one of that player's minions of power 3 or less until it leaves play."""
    targets = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller
                          and ctx.power(m) <= 3)
    target = ctx.may_choose("Flower Child: you may swap it for another player's minion of power 3 or less "
                            "(choose it) or pass", targets)
    if target is None:
        return
    other = target.controller
    if not ctx.give_control(ctx.card, other):
        return
    ctx.take_control(target)


@ability("Elf-Help Guru", kind="talent")
def elf_help_guru(ctx):
    """Talent: Give all other players' minions here +1 power each until the end of the turn."""
    here = ctx.base_of(ctx.card)
    for m in ctx.minions(base=here, where=lambda m: m.controller is not None and m.controller != ctx.controller):
        ctx.add_power(m, 1)


# ----- actions -----------------------------------------------------------------------------
@ability("After You")
def after_you(ctx):
    """Each other player draws a card. Draw a card for each player in the game, including yourself."""
    for p in ctx.game.seat_order(ctx.controller)[1:]:
        ctx.draw(1, player=p.name)
    ctx.draw(len(ctx.game.players))


@ability("Dancing Root")
def dancing_root(ctx):
    """All players shuffle their discard piles into their decks. Draw a card."""
    for p in ctx.game.seat_order(ctx.controller):
        if p.discard:
            for c in list(p.discard):
                ctx.to_deck(c, p)
            ctx.log(f"{p.name} puts their discard pile into their deck", cites.DECKS)
        ctx.shuffle_deck(player=p.name)
    ctx.draw(1)


@ability("Pumping Iron")
def pumping_iron(ctx):
    """Choose another player. That player chooses a non-monster minion to gain +2 power until the
    end of the turn. You choose a minion to gain +3 power until the end of the turn.
    (Neither player must choose one of their own minions.)"""
    other = ctx.choose("Pumping Iron: choose another player", ctx.other_players())
    if other is not None:
        m = ctx.choose("Pumping Iron: choose a non-monster minion to gain +2 power",
                       ctx.minions(where=lambda m: m.defn.type != "monster"), player=other)
        if m is not None:
            ctx.add_power(m, 2, by=other)
    m = ctx.choose("Pumping Iron: choose a minion to gain +3 power", ctx.minions())
    if m is not None:
        ctx.add_power(m, 3)


def _has_minion_at_scoring_base(ctx):
    base = ctx.event.base
    return base is not None and bool(ctx.minions(base=base, controller=ctx.controller)) and len(ctx.bases()) > 1


@ability("Run Away!", kind="special", window="before_scoring", usable=_has_minion_at_scoring_base)
def run_away_special(ctx):
    """Special: Play before a base scores if you have a minion there."""
    ctx.play_this()


@ability("Run Away!")
def run_away(ctx):
    """Move one of your minions and another player's minion from there to another base."""
    base = ctx.event.base if ctx.event is not None else ctx.game.scoring_base
    if base is None:
        ctx.game.refuse(f"{ctx.card.ref} is played only before a base scores (Special)")
    mine = ctx.choose("Run Away!: move one of your minions from there", ctx.minions(base=base,
                                                                                   controller=ctx.controller))
    theirs = ctx.choose("Run Away!: and another player's minion from there",
                        ctx.minions(base=base, where=lambda m: m.controller is not None
                                    and m.controller != ctx.controller))
    for m in (mine, theirs):
        if m is None:
            continue
        dest = ctx.choose(f"Run Away!: move {m.ref} to which base?", ctx.other_bases(base))
        ctx.move(m, dest)


@ability("Run Away More!", kind="special", window="before_scoring", usable=_has_minion_at_scoring_base)
def run_away_more_special(ctx):
    """Special: Play before a base scores."""
    ctx.play_this()


@ability("Run Away More!")
def run_away_more(ctx):
    """Move any number of your minions from that base to another base."""
    base = ctx.event.base if ctx.event is not None else ctx.game.scoring_base
    if base is None:
        ctx.game.refuse(f"{ctx.card.ref} is played only before a base scores (Special)")
    picks = ctx.choose_many("Run Away More!: move any number of your minions from there",
                            ctx.minions(base=base, controller=ctx.controller))
    for m in picks:
        dest = ctx.choose(f"Run Away More!: move {m.ref} to which base?", ctx.other_bases(base))
        ctx.move(m, dest)


@ability("Trade")
def trade(ctx):
    """Draw a random card from another player's hand and place it in yours, then place this card
    in that player's hand. You may play an extra action this turn."""
    game = ctx.game
    other = ctx.choose("Trade: choose another player", ctx.other_players())
    if other is not None:
        op = game.player(other)
        if op.hand:
            c = game.rng.choice(list(op.hand))
            ctx.to_hand(c)
            c.controller = ctx.controller
            ctx.log(f"{ctx.controller} draws a random card from {other}'s hand", cites.DRAW_2)
        else:
            ctx.log(f"{other} has no card in hand")
        if ctx.card.zone is game.resolving:
            ctx.to_hand(ctx.card, op)
            ctx.card.controller = other
            ctx.log(f"{ctx.card.ref} is placed in {other}'s hand", cites.T_PLACE)
    ctx.extra("action", reason="Trade")


@ability("Traveling Elf", kind="talent")
def traveling_elf(ctx):
    """Play on one of your minions. Talent: Move this minion to another base."""
    z = ctx.card.zone
    if z is None or z.kind != "attached":
        return
    minion = z.holder
    dest = ctx.choose(f"Traveling Elf: move {minion.ref} to which base?", ctx.other_bases(ctx.base_of(minion)))
    if dest is not None:
        ctx.move(minion, dest)


# ----- Helping Hands -----------------------------------------------------------------------
def _helping_hands_usable(ctx):
    base = ctx.event.base
    return (base is not None and bool(ctx.minions(base=base, controller=ctx.controller))
            and bool(ctx.minions(base=base, where=lambda m: m.controller is not None
                                 and m.controller != ctx.controller)))


@ability("Helping Hands", kind="special", window="before_scoring", usable=_helping_hands_usable)
def helping_hands_special(ctx):
    """Special: Play before a base scores where you have a minion."""
    ctx.play_this()


@ability("Helping Hands")
def helping_hands(ctx):
    """Give another player's minion there +2 power and one of your minions there -2 power until
    the end of the turn. If that player is the winner, you get one of their VP from that base's
    printed awards. Shuffle this card into that player's deck."""
    game = ctx.game
    base = game.scoring_base
    if base is None:
        game.refuse(f"{ctx.card.ref} is played only before a base scores (Special)")
    theirs = ctx.choose("Helping Hands: give another player's minion there +2 power",
                        ctx.minions(base=base, where=lambda m: m.controller is not None
                                    and m.controller != ctx.controller))
    mine = ctx.choose("Helping Hands: give one of your minions there -2 power",
                      ctx.minions(base=base, controller=ctx.controller))
    if theirs is None or mine is None:
        game.refuse(f"{ctx.card.ref} needs your minion and another player's minion at {base.ref}")
    that = theirs.controller
    ctx.add_power(theirs, 2)
    ctx.add_power(mine, -2)
    me = ctx.controller

    def take_vp(dctx):
        standings = dctx.event.data.get("standings") or []
        won = [s for s in standings if s.player == that and s.place == 1]
        if not won or won[0].vp <= 0:
            dctx.log(f"{that} is not the winner at {base.ref}: Helping Hands takes no VP", cites.AWARDING_VP)
            return
        game.gain_vp(that, -1, f"Helping Hands at {base.ref}")
        game.gain_vp(me, 1, f"Helping Hands at {base.ref}")
        dctx.log(f"{me} gets one of {that}'s VP from {base.ref} (Helping Hands)", cites.AWARDING_VP)

    ctx.delayed("after_scoring", take_vp, when=lambda dctx: dctx.event.base is base)
    p = game.player(that)
    ctx.to_deck(ctx.card, p)
    ctx.card.controller = that
    ctx.log(f"{ctx.card.ref} is shuffled into {that}'s deck", cites.DECKS)
    ctx.shuffle_deck(player=that)
