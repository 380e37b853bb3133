"""Dragons (Smash Up: It's Your Fault!): burning bases down and making other players pay for
coming near.

Each function quotes the card text it implements (corpus/cards/its-your-fault/dragons.yaml, the
current wording), following clarifications/dragons and the rulings in rulings/dragons/:

- Great Wyrm and Ruins only lower the VP awarded by the base's ranking, not VP from abilities
  (dragons/great-wyrm, dragons/ruins).
- Hatchling and Imperial Dragon trigger when a minion moves *to* their base, not from it
  (dragons/hatchling, dragons/imperial-dragon).
- Burn It Down does not destroy actions on minions, and the replacement is chosen (deck top or a
  base from the discard pile) before anyone sees the top base card (dragons/burn-it-down).
- Dangerous Ground: the current text (errata) makes the other player discard *after* playing the
  minion (dragons/dangerous-ground-wiki-text supersedes dragons/dangerous-ground).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _base_here(ctx):
    """The base this card is on (a minion, or an action played on a base)."""
    return ctx.game.base_of(ctx.card)


def _scoring_here(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ev.base is _base_here(ctx)


def _one_less_vp_for_others(ctx):
    """"Other players here are awarded 1 less VP from this base when it scores." Only the VP of the
    ranking are lowered (rules/awarding-vp); a player cannot get less than 0."""
    for s in ctx.event.data.get("standings", []):
        if s.player != ctx.controller and s.vp > 0:
            s.vp -= 1
            ctx.log(f"{ctx.card.ref}: {s.player} is awarded 1 less VP from {ctx.event.base.ref} "
                    f"({s.vp} VP)", cites.AWARDING_VP)


def _scoring_base_in_play(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ev.base in ctx.game.bases


def _other_player_brought_minion_here(ctx) -> bool:
    """"After another player plays or moves a minion here": the minion arrives at this card's base
    (a move *to* here, dragons/hatchling) by another player's play or move."""
    ev = ctx.event
    if ev.card is None or ev.card.defn.plays_as != "minion" or ev.base is None:
        return False
    if ev.base is not _base_here(ctx):
        return False
    return ev.player is not None and ev.player != ctx.controller


# ----- minions ------------------------------------------------------------------------------------
@ability("Great Wyrm", kind="when_scoring", when=_scoring_here)
def great_wyrm(ctx):
    """Ongoing: Other players here are awarded 1 less VP from this base when it scores."""
    _one_less_vp_for_others(ctx)


@ability("Wyvern")
def wyvern(ctx):
    """Destroy a minion here of power 3 or less."""
    here = ctx.here
    targets = ctx.minions(base=here, where=lambda m: ctx.power(m) <= 3)
    victim = ctx.choose("Wyvern: destroy a minion here of power 3 or less", targets)
    if victim is None:
        ctx.log(f"Wyvern: no minion of power 3 or less at {here.ref}", cites.CANCELING)
        return
    ctx.destroy(victim)


@ability("Wyvern", kind="talent")
def wyvern_talent(ctx):
    """Talent: Reduce the breakpoint of this base by 3 until the end of the turn."""
    here = ctx.here
    ctx.ongoing("breakpoint", -3, base=here, until="end_of_turn")
    ctx.log(f"Wyvern: the breakpoint of {here.ref} is reduced by 3 until the end of the turn")


@ability("Imperial Dragon", kind="ongoing", event="minion_played", when=_other_player_brought_minion_here,
         slug="imperial-dragon-dragons")
def imperial_dragon_played(ctx):
    """Ongoing: After another player plays or moves a minion here, draw a card"""
    ctx.draw(1)


@ability("Imperial Dragon", kind="ongoing", event="moved", when=_other_player_brought_minion_here,
         slug="imperial-dragon-dragons")
def imperial_dragon_moved(ctx):
    """Ongoing: After another player plays or moves a minion here, draw a card"""
    ctx.draw(1)


@ability("Hatchling", kind="ongoing", event="minion_played", when=_other_player_brought_minion_here)
def hatchling_played(ctx):
    """Ongoing: After another player plays or moves a minion here, it gets -1 power until the end of
    the turn."""
    ctx.add_power(ctx.event.card, -1)


@ability("Hatchling", kind="ongoing", event="moved", when=_other_player_brought_minion_here)
def hatchling_moved(ctx):
    """Ongoing: After another player plays or moves a minion here, it gets -1 power until the end of
    the turn."""
    ctx.add_power(ctx.event.card, -1)


# ----- actions ------------------------------------------------------------------------------------
def _walls_usable(ctx) -> bool:
    ev = ctx.event
    here = _base_here(ctx)
    return (ev is not None and ev.base is not None and ev.base is here
            and any(c.defn.can_be("minion") for c in ctx.hand()))


@ability("Bring Down the Walls", kind="special", window="before_scoring", zone="play", usable=_walls_usable)
def bring_down_the_walls(ctx):
    """Play on a base. Special: Before this base scores, you may play a minion here."""
    ctx.play_extra_now("minion", base=_base_here(ctx))


def _replace_base(ctx, base, from_discard_allowed: bool) -> None:
    """Replace ``base`` with the top card of the base deck (or, when allowed, a base from the base
    discard pile chosen before anyone looks at the deck): every minion stays, on the new base."""
    game = ctx.game
    discards = [c for c in game.base_discard] if from_discard_allowed else []
    source = "deck"
    if discards and game.base_deck:
        source = ctx.choose_word(f"{ctx.card.ref}: replace {base.ref} with the top card of the base deck, "
                                 f"or a base from the base discard pile?", ["deck", "discard"])
    elif discards:
        source = "discard"
    if source == "deck":
        if not game.base_deck:
            ctx.log(f"{ctx.card.ref}: there is no base to replace {base.ref}", cites.CORNERS)
            return
        new_card = game.base_deck[0]
    else:
        new_card = ctx.choose(f"{ctx.card.ref}: choose a base from the base discard pile", discards)
    old_card = base.card
    nb = ctx.swap_base(base, new_card)
    ctx.put(old_card, game.base_discard)
    old_card.reset()
    ctx.log(f"{old_card.ref} is destroyed and goes to the base discard pile; {nb.ref} replaces it with "
            f"every minion that was there", cites.T_DESTROY, cites.CORNERS)


@ability("Burn It Down")
def burn_it_down(ctx):
    """Destroy a base and any actions played on it. Replace it with the top card of the base deck or a
    base from the discard pile. All minions from the original base remain.
    (dragons/burn-it-down: actions on minions are not destroyed.)"""
    base = ctx.choose("Burn It Down: destroy which base?", ctx.bases())
    if base is None:
        return
    if not ctx.game.base_deck and not ctx.game.base_discard:
        ctx.log(f"Burn It Down: there is no base to replace {base.ref}, so it cannot be destroyed",
                cites.CORNERS)
        return
    for act in list(base.actions):
        ctx.destroy(act)
    _replace_base(ctx, base, from_discard_allowed=True)


def _dangerous_ground_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is _base_here(ctx) and ev.player is not None
            and ev.player != ctx.controller)


@ability("Dangerous Ground", kind="ongoing", event="minion_played", when=_dangerous_ground_when)
def dangerous_ground(ctx):
    """Play on a base. Ongoing: After another player plays a minion here, they must discard a card."""
    who = ctx.event.player
    hand = ctx.hand(who)
    if not hand:
        ctx.log(f"Dangerous Ground: {who} has no card to discard", cites.T_DISCARD)
        return
    card = ctx.choose(f"Dangerous Ground: {who}, discard a card", hand, player=who)
    ctx.discard_from_hand(card, player=who)


def _play_there(ctx):
    """"Special: Before a base scores, you may play this card there." """
    ctx.play_this(base=ctx.event.base)


@ability("Dragon Lands", kind="power")
def dragon_lands(ctx, minion):
    """Play on a base. Ongoing: Your minions here have +1 power."""
    here = _base_here(ctx)
    if here is None or minion.controller != ctx.controller or ctx.game.base_of(minion) is not here:
        return 0
    return 1


@ability("Dragon Lands", kind="special", window="before_scoring", usable=_scoring_base_in_play)
def dragon_lands_special(ctx):
    """Special: Before a base scores, you may play this card there."""
    _play_there(ctx)


@ability("Flank Attack")
def flank_attack(ctx):
    """Search your deck and/or discard pile for an action that can be played on a base and play it as
    an extra action. Shuffle your deck if you searched it."""
    p = ctx.player
    fits = lambda c: c.defn.plays_as == "action" and c.defn.play_on == "base"
    options = [c for c in p.deck if fits(c)] + [c for c in p.discard if fits(c)]
    pick = ctx.choose("Flank Attack: choose an action that can be played on a base, from your deck or "
                      "discard pile", options)
    if pick is None:
        ctx.log(f"Flank Attack: {ctx.controller} finds no action that can be played on a base", cites.DECKS)
        if p.deck:
            ctx.shuffle_deck()
        return
    from_deck = pick.zone is p.deck
    where = "deck" if from_deck else "discard pile"
    ctx.log(f"{ctx.controller} searches their {where} and reveals {pick.ref}", cites.DECKS)
    if from_deck:
        ctx.saw([pick], top=False)
    ctx.to_hand(pick, p)
    if from_deck:
        ctx.shuffle_deck()
    ctx.play_card(pick)


@ability("Intimidating Presence", kind="power")
def intimidating_presence(ctx, minion):
    """Play on a base. Ongoing: Other players' minions here have -1 power."""
    here = _base_here(ctx)
    if here is None or minion.controller is None or minion.controller == ctx.controller:
        return 0
    return -1 if ctx.game.base_of(minion) is here else 0


@ability("Intimidating Presence", kind="special", window="before_scoring", usable=_scoring_base_in_play)
def intimidating_presence_special(ctx):
    """Special: Before a base scores, you may play this card there."""
    _play_there(ctx)


@ability("Raze")
def raze(ctx):
    """Play on a base. Ongoing: This base's ability is cancelled."""
    base_card = ctx.here.card
    ctx.cancel_abilities(match=lambda game, c: c is base_card, until="while_source")


@ability("Ruins", kind="when_scoring", when=_scoring_here)
def ruins(ctx):
    """Play on a base. Ongoing: Other players here are awarded 1 less VP from this base when it scores."""
    _one_less_vp_for_others(ctx)
