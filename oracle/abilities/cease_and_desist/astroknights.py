"""Astroknights (Smash Up: Cease and Desist).

Each function quotes the card text it implements (corpus/cards/cease-and-desist/astroknights.yaml),
following clarifications/astroknights and terms/directly-increases-power.

"Reveal cards from your deck until you reveal an action" (It's a Trap!): when the deck runs out while
revealing, the discard pile is shuffled into a new deck and revealing continues ("Start or continue
drawing (revealing, searching) from there", rules/decks-discards-and-searches); it stops when deck and
discard pile are both empty. The community wiki (wiki/until-you-reveal-x) would stop instead; the
official rulebook wins.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused

from ._common import (directly_increases_power, increased_since, power_snapshot, take_into_hand)


def _scoring_base(ctx):
    return ctx.event.base if ctx.event is not None else None


# ----- minions ------------------------------------------------------------------------------------
@ability("Space Knight", kind="talent")
def space_knight(ctx):
    """Talent: Reveal the top three cards of your deck. You may draw one action from the revealed
    cards. Return the rest in any order."""
    cards = ctx.take_top(3)  # set aside, revealed; the rest go back on top
    actions = [c for c in cards if c.defn.plays_as == "action"]
    pick = ctx.may_choose("Space Knight: you may draw one revealed action", actions) if actions else None
    if pick is not None:
        take_into_hand(ctx, pick)
        cards.remove(pick)
    ctx.return_to_top(cards)


@ability("Scoundrel", kind="talent")
def scoundrel(ctx):
    """Talent: Move this minion and another one of your minions here to another base.
    (clarifications/astroknights: usable with no other minion of yours at its base.)"""
    here = ctx.here
    others = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    other = ctx.choose("Scoundrel: another one of your minions here to move with it", others) if others else None
    dest = ctx.choose("Scoundrel: move to which base?", ctx.other_bases(here))
    if dest is None:
        return
    ctx.move(ctx.card, dest)
    if other is not None:
        ctx.move(other, dest)


@ability("Space Prince", kind="talent")
def space_prince(ctx):
    """Talent: Play an extra action that directly increases the power of one of your minions.
    (terms/directly-increases-power: "+N power", a +1 power counter placed or transferred, or a
    higher printed power; not a granted talent such as The Touch's. An action paid by this extra
    that raises none of your minions' power is refused.)"""
    ctx.extra("action", where=directly_increases_power,
              reason="Space Prince: an action that directly increases power")
    grant = ctx.player.extras[-1]
    who = ctx.controller

    def paid_by_grant(c):
        return (c.event.player == who and c.event.card is not None and grant not in c.game.player(who).extras
                and getattr(grant, "cad_card", None) in (None, c.event.card))

    def remember(c):
        grant.cad_card = c.event.card
        grant.cad_snap = power_snapshot(c.game, c.event.card)

    def check(c):
        snap = getattr(grant, "cad_snap", None)
        grant.cad_snap = None
        if snap is None:
            return
        if not [m for m in increased_since(c.game, snap) if m.controller == who]:
            raise Refused(f"Space Prince: {c.event.card.ref} must directly increase the power of one of "
                          f"{who}'s minions")

    ctx.delayed("action_playing", remember, when=lambda c: paid_by_grant(c) and not hasattr(grant, "cad_card"))
    ctx.delayed("action_played", check, when=lambda c: paid_by_grant(c) and getattr(grant, "cad_snap", None) is not None)


def _guru_when(ctx):
    ev = ctx.event
    return (ev.player == ctx.controller and ev.card is not None and ev.card is not ctx.card
            and directly_increases_power(ev.card))


@ability("Alien Guru", kind="ongoing", event="action_playing", when=_guru_when)
def alien_guru_snapshot(ctx):
    """(Alien Guru: remembers each minion's power before the action's ability resolves.)"""
    ctx.event.card.cad_snapshot = power_snapshot(ctx.game, ctx.event.card)


@ability("Alien Guru", kind="ongoing", event="action_played", when=_guru_when)
def alien_guru(ctx):
    """Ongoing: Once per turn, after you play an action that directly increases a minion's power,
    you may also place a +1 power counter on it. (clarifications/astroknights: if it increases the
    power of several minions, choose only one of them.)"""
    snap = getattr(ctx.event.card, "cad_snapshot", None)
    ctx.event.card.cad_snapshot = None
    if snap is None:
        return
    if ctx.used_this_turn("alien-guru"):
        return
    raised = increased_since(ctx.game, snap)
    if not raised:
        ctx.log(f"{ctx.event.card.ref} increased no minion's power: Alien Guru does nothing",
                cites.USING_ABILITIES)
        return
    pick = ctx.may_choose("Alien Guru: you may place a +1 power counter on a minion this action raised", raised)
    if pick is not None:
        ctx.mark_used("alien-guru")  # a replayed Alien Guru is a new card: its use is forgotten
        ctx.place_counters(pick, 1)


@ability("Annoying Alien", kind="talent")
def annoying_alien(ctx):
    """Talent: Name a minion. All minions here with that name get -2 power until the start of your
    next turn."""
    here = ctx.here
    names = sorted({m.name for m in ctx.minions(base=here)})
    name = ctx.choose_word("Annoying Alien: name a minion", names)
    hit = [m for m in ctx.minions(base=here) if m.name == name
           and effects.allowed(ctx.game, effects.Affect("power", m, ctx.card, ctx.controller))]
    if not hit:
        return
    chosen = set(hit)
    ctx.ongoing("power", -2, match=lambda g, c, s=chosen: c in s and g.in_play(c), until="start_of_turn")
    ctx.log(f"{', '.join(m.ref for m in hit)} get -2 power until the start of {ctx.controller}'s next turn",
            cites.USING_ABILITIES)


@ability("Astro Robot")
def astro_robot(ctx):
    """You may destroy an action played on this base or on a minion here."""
    here = ctx.here
    options = list(here.actions) + [a for m in here.minions for a in m.attached]
    ctx.choose_and("Astro Robot: you may destroy an action on this base or on a minion here", options, ctx.destroy,
                   may=True)


@ability("Mannersbot", kind="talent")
def mannersbot(ctx):
    """Talent: Reveal the top card of your deck. If it is an action, draw it, otherwise return it."""
    cards = ctx.take_top(1)
    if not cards:
        return
    if cards[0].defn.plays_as == "action":
        take_into_hand(ctx, cards[0])
    else:
        ctx.to_deck(cards[0], top=True)
        ctx.log(f"{cards[0].ref} is not an action and returns to the top of the deck", cites.DECKS)


@ability("Pupoks", kind="talent")
def pupoks(ctx):
    """Talent: Lose 1 VP to reveal the top three cards of your deck and draw them. You may play one
    of them as an extra card."""
    if ctx.player.vp < 1:
        raise Refused("Pupoks: you have no VP to lose")
    ctx.gain_vp(-1)
    cards = ctx.take_top(3)
    for c in cards:
        take_into_hand(ctx, c)
    from oracle.engine.play import is_implemented
    playable = [c for c in cards if c.defn.plays_as in ("minion", "action")
                and (ctx.game.allow_unimplemented or is_implemented(c))]
    ctx.choose_and("Pupoks: you may play one of the drawn cards as an extra card", playable, ctx.play_card, may=True)


@ability("Ghost Knight", kind="protect")
def ghost_knight_protect(ctx, affect):
    """Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is ctx.card


@ability("Ghost Knight", kind="power")
def ghost_knight(ctx, minion):
    """Ongoing: Your other minions here have +2 power."""
    if minion is ctx.card or minion.controller != ctx.card.controller:
        return 0
    return 2 if ctx.base_of(minion) is ctx.here and ctx.here is not None else 0


# ----- actions -----------------------------------------------------------------------------------
@ability("Block the Probe")
def block_the_probe(ctx):
    """Choose a minion. It gains +2 power until the end of the turn."""
    ctx.choose_and("Block the Probe: choose a minion", ctx.minions(), lambda pick: ctx.add_power(pick, 2))


@ability("Block the Probe", kind="special", window="before_scoring", zone="hand")
def block_the_probe_special(ctx):
    """Special: You may play this card before a base scores."""
    ctx.play_this()


@ability("Hidden Base", kind="start_of_turn")
def hidden_base(ctx):
    """Play on a base. Ongoing: At the start of your turn, if you have a minion here, draw a card."""
    if ctx.minions(base=ctx.here, controller=ctx.controller):
        ctx.draw(1)


@ability("It's a Trap!", kind="special", window="before_scoring", zone="hand")
def its_a_trap_special(ctx):
    """Special: Before a base scores, ..."""
    ctx.card.cad_trap = True
    ctx.play_this()


@ability("It's a Trap!")
def its_a_trap(ctx):
    """Special: Before a base scores, reveal cards from your deck until you reveal an action. You
    may draw it or play it immediately. Shuffle the unused cards into your deck."""
    if not getattr(ctx.card, "cad_trap", False):
        raise Refused("It's a Trap! is played only with its Special, before a base scores")
    ctx.card.cad_trap = False
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues
    # (rules/decks-discards-and-searches, over wiki/until-you-reveal-x: ctx.reveal_until)
    hits, rest = ctx.reveal_until(lambda c: c.defn.plays_as == "action")
    found = hits[0] if hits else None
    if found is None:
        ctx.log(f"{p.name} reveals no action", cites.DECKS)
    else:
        from oracle.engine.play import is_implemented
        words = ["draw", "play", "neither"] if (ctx.game.allow_unimplemented or is_implemented(found)) \
            else ["draw", "neither"]
        what = ctx.choose_word(f"It's a Trap!: draw {found.ref}, play it, or neither", words)
        if what == "draw":
            take_into_hand(ctx, found)
        elif what == "play":
            ctx.play_card(found)
    for c in hits + rest:  # the unused cards (a card not drawn or played among them)
        if c.zone is ctx.game.revealed:
            ctx.to_deck(c, p)
            c.controller = p.name
    ctx.shuffle_deck()


@ability("Laser Sword", kind="power")
def laser_sword_power(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power ..."""
    return 2 if minion is ctx.card.zone.holder else 0


@ability("Laser Sword", kind="protect")
def laser_sword(ctx, affect):
    """Ongoing: ... and is not affected by other players' minions."""
    host = ctx.card.zone.holder
    if affect.target is not host or affect.source is None or affect.source.defn.plays_as != "minion":
        return False
    return affect.controller is not None and affect.controller != host.controller


@ability("Prepare for Battle", slug="prepare-for-battle-astroknights")
def prepare_for_battle(ctx):
    """Reveal the top three cards of your deck. Draw two of them and return the other to the top or
    bottom of your deck."""
    cards = ctx.take_top(3)
    if len(cards) <= 2:
        for c in cards:
            take_into_hand(ctx, c)
        return
    picks = ctx.choose_many("Prepare for Battle: draw two of the revealed cards", cards, min=2, max=2)
    for c in picks:
        take_into_hand(ctx, c)
    rest = [c for c in cards if c not in picks][0]
    where = ctx.choose_word(f"Prepare for Battle: return {rest.ref} to the top or bottom of your deck",
                            ["top", "bottom"])
    ctx.to_deck(rest, top=where == "top")
    ctx.log(f"{rest.ref} goes to the {where} of {ctx.controller}'s deck", cites.DECKS)


@ability("Recycle the Trash")
def recycle_the_trash(ctx):
    """Shuffle up to two actions from your discard pile into your deck."""
    actions = [c for c in ctx.discard_pile() if c.defn.plays_as == "action" and c is not ctx.card]
    picks = ctx.choose_many("Recycle the Trash: up to two actions from your discard pile", actions, max=2)
    for c in picks:
        ctx.to_deck(c)
    if picks:
        ctx.log(f"{ctx.controller} shuffles {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
        ctx.shuffle_deck()


@ability("Use the Fours")
def use_the_fours(ctx):
    """One of your minions gains +4 power until the end of the turn."""
    ctx.choose_and("Use the Fours: one of your minions", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.add_power(pick, 4))


@ability("Yield to Rage")
def yield_to_rage(ctx):
    """One of your minions gains +2 power until the end of the turn. Play an extra action."""
    ctx.choose_and("Yield to Rage: one of your minions", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.add_power(pick, 2))
    ctx.extra("action", reason="Yield to Rage")


# ----- Walking Carpet ----------------------------------------------------------------------------
def _carpet_usable(ctx):
    base = _scoring_base(ctx)
    if base is None or ctx.base_of(ctx.card) is not base:
        return False
    mine = ctx.total(base, ctx.controller)
    winning = all(mine >= ctx.total(base, p) for p in ctx.other_players())
    if winning:
        return False
    return any(directly_increases_power(c) for c in ctx.hand())


@ability("Walking Carpet", kind="special", window="before_scoring", zone="play", usable=_carpet_usable)
def walking_carpet(ctx):
    """Special: Before this base scores, if you are not winning, you may play an action that
    directly increases the power of this minion. ("Winning": no other player has more power here.
    An action played on a minion is played on this one; any other action must raise this minion's
    power, or the play is refused; terms/directly-increases-power.)"""
    from oracle.engine.play import is_implemented
    options = [c for c in ctx.hand() if directly_increases_power(c)
               and (ctx.game.allow_unimplemented or is_implemented(c))]
    pick = ctx.may_choose("Walking Carpet: you may play an action that directly increases its power", options)
    if pick is None:
        return
    before = ctx.power(ctx.card)
    if pick.defn.play_on == "minion":
        ctx.play_card(pick, on=ctx.card)
    else:
        ctx.play_card(pick)
    if ctx.in_play(ctx.card) and ctx.power(ctx.card) <= before:
        raise Refused(f"Walking Carpet: {pick.ref} must directly increase the power of {ctx.card.ref}")
