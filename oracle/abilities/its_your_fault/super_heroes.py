"""Super Heroes (Smash Up: It's Your Fault!): big heroes, their sidekicks and secret identities.

Each function quotes the card text it implements (corpus/cards/its-your-fault/super-heroes.yaml, the
current wording), following clarifications/superheroes and the rulings in rulings/superheroes/:

- Captain Amazing and Justice Friends affect the minions in play when they resolve, not minions
  played afterwards (superheroes/captain-amazing, superheroes/justice-friends).
- Mind Lady's cancellation lasts until the start of her controller's next turn, even if Mind Lady
  leaves play (superheroes/mind-lady).
- Expanded Power and Secret Base ("cannot be destroyed by other players") protect from a destruction
  credited to another player even through a base: So-So Corral's loser is destroyed by the challenging
  player (clarifications/bases). Awesome Guy and The Everything Glove ("other players' cards / abilities")
  do not count a base's ability, which is no player's card.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power


def _host(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _base_here(ctx):
    return ctx.game.base_of(ctx.card)


def _credited_to_other_player(affect, you) -> bool:
    """The affect is done by another player ("cannot be destroyed by other players"): whoever gets the
    credit, even through a base's ability (So-So Corral's loser is destroyed by the challenging player,
    clarifications/bases)."""
    return affect.controller is not None and affect.controller != you


def _by_other_player(affect, you) -> bool:
    """The affect is done by another player's card or ability (bases are no player's cards)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return _credited_to_other_player(affect, you)


def _is_minion_in_play(game, card) -> bool:
    return card.defn.plays_as == "minion" and game.in_play(card) and card.zone.kind == "minions"


def _search_and_play_big(ctx, base, text, where) -> None:
    """Search your deck for a minion (``where``), play it at ``base`` as an extra minion; the deck is
    shuffled (searching always reveals and shuffles, errata/new-general-rules)."""
    pick = ctx.search_deck(text, where=lambda c: c.defn.plays_as == "minion" and where(c))
    if pick is None:
        return
    if base not in ctx.game.bases:
        ctx.log(f"{base.ref} is no longer in play: {pick.ref} stays in the hand", cites.CANCELING)
        return
    ctx.play_card(pick, base=base)


# ----- minions ------------------------------------------------------------------------------------
@ability("Awesome Guy", kind="protect")
def awesome_guy(ctx, affect):
    """Ongoing: Your minions here cannot be destroyed by other players' cards."""
    t = affect.target
    if affect.kind != "destroy" or not _is_minion_in_play(ctx.game, t) or t.controller != ctx.controller:
        return False
    here = _base_here(ctx)
    return here is not None and ctx.game.base_of(t) is here and _by_other_player(affect, ctx.controller)


@ability("Captain Amazing", kind="talent")
def captain_amazing(ctx):
    """Talent: Give each of your minions here +1 power until the end of the turn.
    (superheroes/captain-amazing: not minions played after the talent is used.)"""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Mind Lady", kind="talent")
def mind_lady(ctx):
    """Talent: Choose another player's minion. That minion's abilities are cancelled until the start of
    your next turn. (superheroes/mind-lady: even if Mind Lady leaves play.)"""
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    m = ctx.choose("Mind Lady: choose another player's minion", theirs)
    if m is None:
        ctx.log("Mind Lady: no other player's minion in play", cites.CANCELING)
        return
    if not effects.allowed(ctx.game, effects.Affect("cancel", m, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("cancel", card=m, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"the abilities of {m.ref} are canceled until the start of {ctx.controller}'s next turn "
            f"(Mind Lady)", cites.T_CANCEL)


def _burst_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not None and ev.card is not ctx.card and ev.base is not None
            and ev.base in ctx.game.bases and ev.base is not _base_here(ctx))


@ability("The Burst", kind="ongoing", event="minion_played", when=_burst_when)
def the_burst(ctx):
    """Ongoing: After a minion is played on a base, you may move this minion to there."""
    dest = ctx.event.base
    if ctx.may(f"The Burst: move this minion to {dest.ref}?"):
        ctx.move(ctx.card, dest)


@ability("Mild Mannered Citizen", kind="start_of_turn")
def mild_mannered_citizen(ctx):
    """Ongoing: At the start of your turn you may destroy this minion to search your deck for a minion
    of power 5 or more, play it here as an extra minion, and shuffle your deck."""
    here = _base_here(ctx)
    if here is None or not ctx.may("Mild Mannered Citizen: destroy this minion to search your deck for a "
                                   "minion of power 5 or more?"):
        return
    if not ctx.destroy(ctx.card):
        ctx.log("Mild Mannered Citizen was not destroyed, so there is no search", cites.T_DESTROY)
        return
    _search_and_play_big(ctx, here, "Mild Mannered Citizen: search your deck for a minion of power 5 or more",
                         lambda c: printed_power(c) >= 5)


# ----- actions ------------------------------------------------------------------------------------
@ability("Expanded Power", kind="power")
def expanded_power(ctx, minion):
    """Play on a minion. Ongoing: This minion has +1 power and can't be destroyed by other players."""
    return 1 if minion is _host(ctx.card) else 0


@ability("Expanded Power", kind="protect")
def expanded_power_protect(ctx, affect):
    """Ongoing: ... can't be destroyed by other players."""
    host = _host(ctx.card)
    return (host is not None and affect.kind == "destroy" and affect.target is host
            and _credited_to_other_player(affect, ctx.controller))


@ability("Golden Age")
def golden_age(ctx):
    """Place up to three minions from your discard pile on the bottom of your deck."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    for c in ctx.choose_many("Golden Age: place up to three minions from your discard pile on the bottom of "
                             "your deck", minions, max=3):
        ctx.place(c, "deck_bottom")


@ability("Justice Friends")
def justice_friends(ctx):
    """Each of your minions of power 5 or more gains +2 power until the end of the turn.
    (superheroes/justice-friends: not minions played after this card.)"""
    for m in ctx.minions(controller=ctx.controller, where=lambda m: ctx.power(m) >= 5):
        ctx.add_power(m, 2)


@ability("My Only Weakness!")
def my_only_weakness(ctx):
    """Play on a minion. Ongoing: This minion's abilities are cancelled."""
    host = _host(ctx.card)
    if host is not None:
        ctx.cancel_abilities(card=host, until="while_source")


@ability("Not Really Dead")
def not_really_dead(ctx):
    """Place up to two minions of power 2 or less from your discard pile into your hand."""
    small = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed_power(c) <= 2]
    for c in ctx.choose_many("Not Really Dead: place up to two minions of power 2 or less from your discard "
                             "pile into your hand", small, max=2):
        ctx.place(c, "hand")


@ability("Radioactive Exposure")
def radioactive_exposure(ctx):
    """Destroy one of your minions to search your deck for a minion with more power, play it there as an
    extra minion, and shuffle your deck."""
    m = ctx.choose("Radioactive Exposure: destroy one of your minions", ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log("Radioactive Exposure: you have no minion in play", cites.CANCELING)
        return
    base = ctx.base_of(m)
    was = ctx.power(m)
    if not ctx.destroy(m):
        ctx.log(f"{m.ref} was not destroyed, so there is no search", cites.T_DESTROY)
        return
    _search_and_play_big(ctx, base, f"Radioactive Exposure: search your deck for a minion with more power "
                                    f"than {was}", lambda c: printed_power(c) > was)


@ability("Secret Base", kind="protect")
def secret_base(ctx, affect):
    """Play on a base. Ongoing: Your minions here of power 3 or less cannot be destroyed by other
    players."""
    t = affect.target
    if affect.kind != "destroy" or not _is_minion_in_play(ctx.game, t) or t.controller != ctx.controller:
        return False
    here = _base_here(ctx)
    return (here is not None and ctx.game.base_of(t) is here and ctx.power(t) <= 3
            and _credited_to_other_player(affect, ctx.controller))


@ability("Sidekick")
def sidekick(ctx):
    """Choose a base where you have a minion of power 5 or more. Play a minion there of power 2 or less
    as an extra minion. (It names no card: it may be played later in the Play Cards phase, only on that
    base: terms/extra.)"""
    bases = [b for b in ctx.bases()
             if ctx.minions(base=b, controller=ctx.controller, where=lambda m: ctx.power(m) >= 5)]
    base = ctx.choose("Sidekick: choose a base where you have a minion of power 5 or more", bases)
    if base is None:
        ctx.log("Sidekick: you have no minion of power 5 or more in play", cites.CANCELING)
        return
    ctx.extra_or_now("minion", where=lambda c: printed_power(c) <= 2, base=base)


# ----- titan --------------------------------------------------------------------------------------
def _controls_titan_in_play(ctx) -> bool:
    return any(t.controller == ctx.controller for b in ctx.game.bases for t in b.titans)


def _glove_usable(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.card is None or ev.card.defn.plays_as != "minion":
        return False
    was = (ev.data or {}).get("controller")
    return (was == ctx.controller and ev.base is not None and ev.base in ctx.game.bases
            and not _controls_titan_in_play(ctx))


@ability("The Everything Glove", kind="special", window="destroyed", zone="aside", usable=_glove_usable)
def the_everything_glove_play(ctx):
    """Special: After one of your minions is destroyed, you may play this titan at its base."""
    ctx.play_titan(ctx.card, ctx.event.base)


@ability("The Everything Glove", kind="protect")
def the_everything_glove_protect(ctx, affect):
    """Ongoing: Your minions of power 3 or less here are not affected by other players' abilities."""
    t = affect.target
    if not _is_minion_in_play(ctx.game, t) or t.controller != ctx.controller:
        return False
    here = _base_here(ctx)
    return (here is not None and ctx.game.base_of(t) is here and ctx.power(t) <= 3
            and _by_other_player(affect, ctx.controller))


@ability("The Everything Glove", kind="talent")
def the_everything_glove(ctx):
    """Talent: Play an extra minion here of power 2 or less OR draw a card. (The extra minion may be
    played later in the Play Cards phase, only here: terms/extra.)"""
    pick = ctx.choose_word("The Everything Glove: play an extra minion here of power 2 or less, or draw a "
                           "card?", ["minion", "draw"])
    if pick == "draw":
        ctx.draw(1)
        return
    ctx.extra_or_now("minion", where=lambda c: printed_power(c) <= 2, base=_base_here(ctx))
