"""Kaiju (Smash Up: Big in Japan): giant monsters, their worshippers, and actions that stomp bases.

Each function quotes the card text it implements (corpus/cards/big-in-japan/kaiju.yaml, the
current wording), following clarifications/kaiju and the rulings in rulings/kaiju/:

- kaiju/kaijookey, kaiju/wade-through-the-buildings: actions on minions do not count; nor does
  The Folly of Men protect them ("actions on minions are not on the base", rules/attached-cards).
- kaiju/gorgodzolla-wiki-2 (superseding kaiju/gorgodzolla): "two or more actions" for playing
  Gorgodzolla counts your actions on the base and on minions there.
- kaiju/oh-no-wiki, kaiju/tiny-priestesses-wiki (superseding the 2018 answers): when Oh, No! or
  Tiny Priestesses plays or moves Gorgodzolla to their base, Gorgodzolla gets no +1 power counter:
  that card was played before Gorgodzolla was there, so Gorgodzolla's "after you play ... on this
  base" does not see it.
- kaiju/there-goes-tokyo: cards on the destroyed base are discarded with it, even if they cannot
  be destroyed.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.abilities_hook import abilities_of

GORGODZOLLA = "Gorgodzolla"
_ARRIVED = "gorgodzolla-arrived-with"


def _base_actions_of(base, player) -> list:
    """``player``'s actions played on the base itself (not on minions there)."""
    return [a for a in base.actions if a.controller == player]


def _all_actions_at(base, player) -> list:
    """``player``'s actions on the base and on minions there."""
    out = _base_actions_of(base, player)
    for m in base.minions:
        out += [a for a in m.attached if a.controller == player and a.kind == "action"]
    return out


def destroy_together(ctx, cards) -> None:
    """Destroy several cards with one effect: each is checked against the protection in force when
    the effect began, so a protecting card destroyed by the same effect still protects the others
    (its own destruction is done last)."""
    cards = list(cards)
    cards.sort(key=lambda c: bool(abilities_of(c, "protect")))
    for c in cards:
        ctx.destroy(c)


def _find_gorgodzolla(ctx):
    """Your Gorgodzolla: set aside near you, or in play. Returns (card, in_play) or (None, False)."""
    for c in ctx.player.titans:
        if c.name == GORGODZOLLA:
            return c, False
    for b in ctx.game.bases:
        for t in b.titans:
            if t.name == GORGODZOLLA and (t.controller == ctx.controller or t.owner == ctx.controller):
                return t, True
    return None, False


def _bring_gorgodzolla(ctx) -> None:
    """"Play or move Gorgodzolla to here." The card doing it was played before Gorgodzolla arrived,
    so Gorgodzolla's "after you play ... on this base" does not count it (kaiju/oh-no-wiki)."""
    here = ctx.here
    gorgo, in_play = _find_gorgodzolla(ctx)
    if gorgo is None:
        ctx.log(f"{ctx.controller} has no Gorgodzolla to play or move", cites.TITANS)
        return
    if in_play:
        if ctx.base_of(gorgo) is here:
            ctx.log(f"{gorgo.ref} is already here", cites.TITANS)
            return
        _mark_arrival(ctx)
        ctx.move(gorgo, here)
        return
    for b in ctx.game.bases:
        for t in b.titans:
            if t.controller == ctx.controller:
                ctx.log(f"{ctx.controller} already controls the titan {t.ref}: Gorgodzolla cannot be played",
                        cites.TITANS)
                return
    _mark_arrival(ctx)
    ctx.play_titan(gorgo, here)


def _mark_arrival(ctx) -> None:
    """Remember that Gorgodzolla arrived with this play of ``ctx.card``. The mark lasts while the card
    stays in play (``while_source``): once it leaves play and is played again (Johnny), that new play
    is an action or minion played after Gorgodzolla was here, and counts."""
    effects.add_effect(ctx.game, effects.Effect("flag", flag=_ARRIVED, reason=str(ctx.card.uid),
                                                until="while_source", source=ctx.card,
                                                controller=ctx.controller))


# ----- minions --------------------------------------------------------------------------------
@ability("Kaijookey", kind="power")
def kaijookey(ctx, minion):
    """Ongoing: This minion has +1 power for each of your actions played on this base."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return len(_base_actions_of(ctx.here, ctx.controller))


@ability("Tiny Priestesses")
def tiny_priestesses(ctx):
    """Play or move Gorgodzolla to here."""
    _bring_gorgodzolla(ctx)


@ability("Johnny")
def johnny(ctx):
    """You may return one of your actions on a base to your hand and play it here as an extra action."""
    mine = [a for b in ctx.bases() for a in b.actions if a.controller == ctx.controller]
    pick = ctx.may_choose("Johnny: you may return one of your actions on a base to your hand "
                          "and play it here", mine)
    if pick is None:
        return
    if not ctx.return_to_hand(pick):
        return
    if pick.zone is not ctx.player.hand:
        ctx.log(f"{pick.ref} went to its owner's hand, not {ctx.controller}'s: it is not played", cites.T_RETURN)
        return
    ctx.play_card(pick, base=ctx.here)


# ----- actions --------------------------------------------------------------------------------
@ability("Kaiju Alliance")
def kaiju_alliance(ctx):
    """Reduce the breakpoint of all bases by 4 until the end of the turn."""
    for b in ctx.bases():
        ctx.ongoing("breakpoint", -4, base=b, until="end_of_turn")
        ctx.log(f"{b.ref}'s breakpoint is reduced by 4 until the end of the turn", cites.USING_ABILITIES)


@ability("Kaiju Conflict", slug="kaiju-conflict-kaiju")
def kaiju_conflict(ctx):
    """Play two extra actions."""
    ctx.extra("action", reason="Kaiju Conflict (1 of 2)")
    ctx.extra("action", reason="Kaiju Conflict (2 of 2)")


def _power_here(amount):
    def fn(ctx, base, player):
        if base is not ctx.here or player != ctx.controller:
            return 0
        return amount
    return fn


@ability("Oh, No!")
def oh_no(ctx):
    """Play on a base. Play or move Gorgodzolla to here. Ongoing: You gain +2 power here."""
    _bring_gorgodzolla(ctx)


ability("Oh, No!", kind="player_power")(_power_here(2))


@ability("Pick Up a Bus")
def pick_up_a_bus(ctx):
    """Choose an action in your discard pile that can be played on a base and place it into your hand."""
    options = [c for c in ctx.discard_pile() if c.kind == "action" and c.defn.play_on == "base"]
    if not options:
        ctx.log(f"{ctx.controller} has no action that can be played on a base in their discard pile", cites.DECKS)
        return
    pick = ctx.choose("Pick Up a Bus: choose an action that can be played on a base", options)
    ctx.place(pick, "hand")


@ability("Radioactive Breath")
def radioactive_breath(ctx):
    """Play on a base. Destroy any number of minions here of power 2 or less. Ongoing: You gain +3
    power here."""
    small = ctx.minions(base=ctx.here, where=lambda m: ctx.power(m) <= 2)
    picks = ctx.choose_many("Radioactive Breath: destroy any number of minions here of power 2 or less", small)
    destroy_together(ctx, picks)


ability("Radioactive Breath", kind="player_power")(_power_here(3))


@ability("Stomp")
def stomp(ctx):
    """Play on a base. Reduce its breakpoint by 3 until the end of the turn. Ongoing: You gain +2 power
    here."""
    ctx.ongoing("breakpoint", -3, base=ctx.here, until="end_of_turn")
    ctx.log(f"{ctx.here.ref}'s breakpoint is reduced by 3 until the end of the turn", cites.USING_ABILITIES)


ability("Stomp", kind="player_power")(_power_here(2))


@ability("Tail Smash")
def tail_smash(ctx):
    """Play on a base. Destroy a minion you don't control here of power 3 or less. Ongoing: You gain +4
    power here."""
    targets = ctx.minions(base=ctx.here, where=lambda m: m.controller != ctx.controller and ctx.power(m) <= 3)
    ctx.choose_and("Tail Smash: destroy a minion you don't control here of power 3 or less", targets, ctx.destroy)


ability("Tail Smash", kind="player_power")(_power_here(4))


@ability("The Folly of Men", kind="protect")
def the_folly_of_men(ctx, affect):
    """Play on a base. Ongoing: Your minions and other actions on this base cannot be destroyed by other
    players' cards. You gain +2 power here. Your actions on minions there are not protected: "actions
    on minions are not on the base" (rules/attached-cards)."""
    if affect.kind != "destroy" or ctx.here is None:
        return False
    t = affect.target
    if t is ctx.card or getattr(t, "controller", None) != ctx.controller or ctx.base_of(t) is not ctx.here:
        return False
    if t.kind == "action" and t.zone is not ctx.here.actions:
        return False
    if t.kind not in ("minion", "action"):
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != ctx.controller


ability("The Folly of Men", kind="player_power")(_power_here(2))


@ability("There Goes Tokyo")
def there_goes_tokyo(ctx):
    """If Gorgodzolla is in play, destroy its base. Move Gorgodzolla to another base and replace the
    destroyed base normally."""
    gorgo = next((t for b in ctx.bases() for t in b.titans if t.name == GORGODZOLLA), None)
    if gorgo is None:
        ctx.log("Gorgodzolla is not in play: There Goes Tokyo does nothing", cites.TITANS)
        return
    doomed = ctx.base_of(gorgo)
    dest = ctx.choose("There Goes Tokyo: move Gorgodzolla to which base?", ctx.other_bases(doomed))
    if dest is not None:
        ctx.move(gorgo, dest)
    ctx.log(f"{doomed.ref} is destroyed by There Goes Tokyo: the cards on it are discarded with it",
            cites.IN_OUT, cites.CORNERS)
    from oracle.engine.scoring import replace_base
    replace_base(ctx.game, doomed)


@ability("They Say He's Got to Go")
def they_say_hes_got_to_go(ctx):
    """Move a titan to another base."""
    titans = [t for b in ctx.bases() for t in b.titans]
    titan = ctx.choose("They Say He's Got to Go: move which titan?", titans)
    if titan is None:
        ctx.log("there is no titan in play to move", cites.TITANS)
        return
    dest = ctx.choose(f"They Say He's Got to Go: move {titan.ref} to which base?",
                      ctx.other_bases(ctx.base_of(titan)))
    if dest is not None:
        ctx.move(titan, dest)


@ability("Wade Through the Buildings")
def wade_through_the_buildings(ctx):
    """Play on a base. Destroy all other players' actions on this base. Ongoing: You gain +4 power here."""
    destroy_together(ctx, [a for a in ctx.here.actions if a.controller != ctx.controller])


ability("Wade Through the Buildings", kind="player_power")(_power_here(4))


# ----- Gorgodzolla (titan) --------------------------------------------------------------------
def _gorgodzolla_usable(ctx) -> bool:
    g = ctx.game
    if g.current_player.name != ctx.controller or g.phase != "play":
        return False
    if ctx.base is not None:
        return len(_all_actions_at(ctx.base, ctx.controller)) >= 2
    return True


@ability("Gorgodzolla", kind="special", zone="aside", usable=_gorgodzolla_usable)
def gorgodzolla_play(ctx):
    """Special: Instead of your regular minion play, you may play this card on a base where you have
    two or more actions."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Gorgodzolla needs a base")
    ctx.play_titan(ctx.card, ctx.base, instead_of="minion")


def _arrived_with(game, card) -> bool:
    return any(e.kind == "flag" and e.flag == _ARRIVED and e.reason == str(card.uid) for e in game.effects)


def _played_here_by_you(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    if here is None or ev.player != ctx.controller or ev.card is None:
        return False
    if _arrived_with(ctx.game, ev.card):
        return False  # played before Gorgodzolla was here (kaiju/oh-no-wiki)
    if ev.kind == "action_played":
        return ev.card.zone is here.actions
    return ev.base is here


@ability("Gorgodzolla", kind="ongoing", event="minion_played", when=_played_here_by_you)
def gorgodzolla_minion(ctx):
    """Ongoing: After you play an action or a minion on this base, place a +1 power counter on this card."""
    ctx.place_counters(ctx.card, 1)


@ability("Gorgodzolla", kind="ongoing", event="action_played", when=_played_here_by_you)
def gorgodzolla_action(ctx):
    """Ongoing: After you play an action or a minion on this base, place a +1 power counter on this card.
    Ongoing: After you play an action on this base, you may draw a card."""
    ctx.place_counters(ctx.card, 1)
    if ctx.may("Gorgodzolla: draw a card?"):
        ctx.draw(1)
