"""Polynesian Voyagers (Smash Up: World Tour: Culture Shock): spreading out to bases where you
have no minions.

Each function quotes the card text it implements
(corpus/cards/world-tour-culture-shock/polynesian-voyagers.yaml, the current wording).

- Maui and Volcanic Uprising can increase the number of bases in the game (their clarifications).
- "Move X to Y to place a +1 power counter": the counter is placed only when the move happens.
- Volcanic Uprising: the cards on the destroyed base are discarded with it (wiki/discard).
- "An action that can be played on a minion" is an action whose text says "Play on ... minion".
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.scoring import enter_base


def _empty_for(ctx, player=None):
    """Bases where ``player`` (default you) has no minions."""
    who = player or ctx.controller
    return [b for b in ctx.bases() if not any(m.controller == who for m in b.minions)]


def _with_minion(ctx):
    return [b for b in ctx.bases() if any(m.controller == ctx.controller for m in b.minions)]


def _holder(ctx):
    z = ctx.card.zone
    return getattr(z, "holder", None)


# ----- minions -----------------------------------------------------------------------------
@ability("Maui")
def maui(ctx):
    """Play up to two bases from the top of the base deck."""
    game = ctx.game
    for n in ("first", "second"):
        if not game.base_deck:
            ctx.log("the base deck is empty", cites.DECKS)
            return
        if not ctx.may(f"Maui: play the top base of the base deck ({n})?"):
            return
        nb = enter_base(game, game.base_deck[0])
        ctx.log(f"{nb.ref} is added to the bases in play (Maui)", cites.USING_ABILITIES)


@ability("Maui", kind="talent")
def maui_talent(ctx):
    """Talent: Move one of your minions to a base where you have no minions."""
    dests = _empty_for(ctx)
    mine = ctx.minions(controller=ctx.controller)
    if not dests or not mine:
        raise Refused("Maui: you have a minion on every base (or no minion to move)")
    m = ctx.choose("Maui: move which of your minions?", mine)
    dest = ctx.choose(f"Maui: move {m.ref} to a base where you have no minions", dests)
    ctx.move(m, dest)


@ability("Wayfinder", kind="talent")
def wayfinder(ctx):
    """Talent: Move this minion to a base where you have no minions to place a +1 power counter on it."""
    dests = _empty_for(ctx)
    if not dests:
        raise Refused("Wayfinder: there is no base where you have no minions")
    dest = ctx.choose("Wayfinder: move this minion to a base where you have no minions", dests)
    if ctx.move(ctx.card, dest) and ctx.base_of(ctx.card) is dest:
        ctx.place_counters(ctx.card, 1)


@ability("Tiki", kind="power")
def tiki(ctx, minion):
    """Ongoing: If this minion has an action on it, it has +2 power."""
    if minion is not ctx.card:
        return 0
    return 2 if minion.attached else 0


@ability("Mo'ai")
def moai(ctx):
    """Ongoing: Other players cannot move their minions to this base or move this minion to another
    base."""
    me = ctx.card

    def match(game, card, base, player):
        if player is None or player == me.controller:
            return False
        if card is me:
            return True
        return card.controller == player and base is not None and base is game.base_of(me)

    ctx.forbid("move", None, match=match, until="while_source",
               reason="(Mo'ai: other players cannot move their minions to its base, nor move it)")


# ----- actions -----------------------------------------------------------------------------
@ability("Growth of the Tribes")
def growth_of_the_tribes(ctx):
    """Choose a base where you have no minions. Play an extra minion there immediately or move one of
    your minions to there."""
    base = ctx.choose("Growth of the Tribes: choose a base where you have no minions", _empty_for(ctx))
    if base is None:
        ctx.log("you have a minion on every base", cites.USING_ABILITIES)
        return
    words = []
    if any(c.defn.plays_as == "minion" for c in ctx.hand()):
        words.append("play")
    mine = ctx.minions(controller=ctx.controller)
    if mine:
        words.append("move")
    if not words:
        ctx.log("no minion to play or move", cites.USING_ABILITIES)
        return
    how = ctx.choose_word(f"Growth of the Tribes: play an extra minion at {base.ref} or move one there?", words)
    if how == "play":
        ctx.play_extra_now("minion", base=base)
    else:
        m = ctx.choose(f"Growth of the Tribes: move which of your minions to {base.ref}?", mine)
        ctx.move(m, base)


@ability("Knowledge of the Tribes")
def knowledge_of_the_tribes(ctx):
    """Draw a card for each base where you have a minion."""
    n = len(_with_minion(ctx))
    if n:
        ctx.draw(n)


@ability("Unity of the Tribes")
def unity_of_the_tribes(ctx):
    """Choose a base where you have a minion. Gain +2 power there for each base where you have at least
    one minion until the end of the turn."""
    bases = _with_minion(ctx)
    base = ctx.choose("Unity of the Tribes: choose a base where you have a minion", bases)
    if base is None:
        ctx.log("you have no minion in play", cites.USING_ABILITIES)
        return
    n = 2 * len(bases)
    ctx.ongoing("player_power", n, base=base, player=ctx.controller, until="end_of_turn")
    ctx.log(f"{ctx.controller} has +{n} power at {base.ref} until the end of the turn", cites.USING_ABILITIES)


@ability("Ocean Tattoo")
def ocean_tattoo(ctx):
    """Play on one of your minions at a base with no other player's minions."""
    base = ctx.base_of(ctx.target)
    if any(m.controller != ctx.controller for m in base.minions):
        raise Refused(f"Ocean Tattoo is played on one of your minions at a base with no other player's "
                      f"minions; {base.ref} has one")


@ability("Ocean Tattoo", kind="talent")
def ocean_tattoo_talent(ctx):
    """Talent: Move this minion to another base to place a +1 power counter on it."""
    m = _holder(ctx)
    if m is None or not ctx.in_play(m):
        raise Refused("Ocean Tattoo is not on a minion")
    dest = ctx.choose(f"Ocean Tattoo: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is None:
        raise Refused("there is no other base")
    if ctx.move(m, dest) and ctx.base_of(m) is dest:
        ctx.place_counters(m, 1)


@ability("Shark Tattoo", slug="shark-tattoo-polynesian-voyagers")
def shark_tattoo(ctx):
    """Play on one of your minions. Place a +1 power counter on it."""
    ctx.place_counters(ctx.target, 1)


def _shark_alone(ctx) -> bool:
    if ctx.game.current_player.name != ctx.controller:
        return False
    m = _holder(ctx)
    if m is None or not ctx.in_play(m) or m.controller != ctx.controller:
        return False
    base = ctx.base_of(m)
    return [x for x in base.minions if x.controller == ctx.controller] == [m]


@ability("Shark Tattoo", slug="shark-tattoo-polynesian-voyagers", kind="start_of_turn", when=_shark_alone)
def shark_tattoo_start(ctx):
    """Ongoing: At the start of your turn, if this is your only minion here, place a +1 power counter on
    this minion."""
    ctx.place_counters(_holder(ctx), 1)


@ability("Sun Tattoo", kind="power")
def sun_tattoo_power(ctx, minion):
    """Ongoing: This minion has +2 power."""
    return 2 if minion is _holder(ctx) else 0


def _sun_targets(ctx):
    base = ctx.event.base if ctx.event is not None else None
    if base is None or base not in ctx.game.bases:
        return []
    return [m for m in base.minions if m.controller == ctx.controller and not m.attached]


@ability("Sun Tattoo", kind="special", window="after_scoring", zone="hand",
         usable=lambda ctx: bool(_sun_targets(ctx)) and len(ctx.game.bases) > 1)
def sun_tattoo_special(ctx):
    """Special: After a base scores you may play this card on one of your minions there with no actions on
    it ..."""
    m = ctx.choose("Sun Tattoo: play it on which of your minions there (with no actions on it)?",
                   _sun_targets(ctx))
    ctx.card.culture_shock_sun = True
    ctx.play_this(on=m)


@ability("Sun Tattoo")
def sun_tattoo(ctx):
    """Special: After a base scores you may play this card on one of your minions there with no actions on
    it to move it to another base instead of the discard pile."""
    if not getattr(ctx.card, "culture_shock_sun", False):
        return
    ctx.card.culture_shock_sun = False
    m = ctx.target
    if m is None or not ctx.in_play(m):
        return
    dest = ctx.choose(f"Sun Tattoo: move {m.ref} to which other base?", ctx.other_bases(ctx.base_of(m)))
    if dest is not None:
        ctx.move(m, dest)


def _minion_action(card) -> bool:
    return card.defn.plays_as == "action" and card.defn.play_on == "minion"


@ability("Tattoo Artist")
def tattoo_artist(ctx):
    """Search your deck and/or discard pile for an action that can be played on a minion and place it into
    your hand or play it as an extra action."""
    p = ctx.player
    cands = [c for c in list(p.deck) + list(p.discard) if _minion_action(c)]
    if not cands:
        ctx.log("Tattoo Artist: no action that can be played on a minion in the deck or discard pile",
                cites.USING_ABILITIES)
        if p.deck:
            ctx.shuffle_deck()
        return
    pick = ctx.choose("Tattoo Artist: an action that can be played on a minion, from your deck or discard "
                      "pile", cands)
    from_deck = pick.zone is p.deck
    ctx.to_hand(pick, p)
    ctx.log(f"{p.name} reveals {pick.ref} from their {'deck' if from_deck else 'discard pile'}", cites.DECKS)
    if from_deck:
        ctx.saw([pick], player=p.name, top=False)
    if p.deck:
        ctx.shuffle_deck()
    if ctx.minions() and ctx.choose_word(f"Tattoo Artist: keep {pick.ref} in your hand or play it now?",
                                         ["hand", "play"]) == "play":
        ctx.play_card(pick)


@ability("Volcanic Uprising")
def volcanic_uprising(ctx):
    """Play the top card of the base deck and you may move one of your minions to it, OR destroy a base
    with no player's minions on it and replace it with two bases."""
    game = ctx.game
    empty = [b for b in ctx.bases() if not any(m.controller is not None for m in b.minions)]
    words = []
    if game.base_deck:
        words.append("play")
    if empty and game.base_deck:
        words.append("destroy")
    if not words:
        ctx.log("the base deck is empty: Volcanic Uprising does nothing", cites.DECKS)
        return
    if ctx.choose_word("Volcanic Uprising: play the top base, or destroy a base with no player's minions?",
                       words) == "play":
        nb = enter_base(game, game.base_deck[0])
        ctx.log(f"{nb.ref} is added to the bases in play (Volcanic Uprising)", cites.USING_ABILITIES)
        m = ctx.may_choose(f"Volcanic Uprising: move one of your minions to {nb.ref}?",
                           ctx.minions(controller=ctx.controller))
        if m is not None:
            ctx.move(m, nb)
        return
    base = ctx.choose("Volcanic Uprising: destroy which base with no player's minions on it?", empty)
    # a card leaving play discards what is attached to it, a base too (wiki/discard)
    for c in list(base.minions) + list(getattr(base, "titans", [])) + list(base.actions):
        ctx.discard_from_play(c)
    old = base.card
    index = game.bases.index(base)
    nb = ctx.swap_base(base, game.base_deck[0])
    ctx.put(old, game.base_discard)
    old.reset()
    ctx.log(f"{old.ref} is destroyed and goes to the base discard pile; {nb.ref} replaces it",
            cites.T_DESTROY, cites.CORNERS)
    if game.base_deck:
        nb2 = enter_base(game, game.base_deck[0], index + 1)
        ctx.log(f"{nb2.ref} also replaces it (Volcanic Uprising)", cites.USING_ABILITIES)
