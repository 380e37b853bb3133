"""Zombies (Smash Up core set): minions that keep coming back from the discard pile.

Each function quotes the card text it implements (corpus/cards/core-base-game/zombies.yaml),
following the Zombies clarifications (clarifications/zombies): Zombie Lord's
bases are fixed when it is played and its minions are played at once; only one
Tenacious Z ability per turn, only in your Play Cards phase.

Outbreak's extra minion may be kept for later in the Play Cards phase, like any
generic extra play (rules/extra-cards); which bases qualify is decided when it
is used.
"""

from __future__ import annotations

from dataclasses import dataclass

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.cards import name_key
from oracle.engine.play import Extra
from oracle.engine.power import printed_power


def _flag(game, flag, player):
    return any(e.kind == "flag" and e.flag == flag and e.player == player for e in game.effects)


def _set_flag(ctx, flag, until="end_of_turn"):
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, player=ctx.controller, until=until,
                                                source=ctx.card, controller=ctx.controller))


def _same_name(cards) -> bool:
    return len({name_key(c.name) for c in cards}) <= 1


@ability("Zombie Lord")
def zombie_lord(ctx):
    """You may play an extra minion of power 2 or less from your discard pile on each base where
    you have no minions."""
    empty = [b for b in ctx.bases() if not ctx.minions(base=b, controller=ctx.controller)]
    if not empty:
        ctx.log(f"{ctx.controller} has minions on every base: Zombie Lord plays nothing", cites.USING_ABILITIES)
        return
    ctx.log(f"Zombie Lord: {ctx.controller} has no minions on {', '.join(b.ref for b in empty)}",
            cites.USING_ABILITIES)
    for base in empty:
        if base not in ctx.game.bases:
            continue
        small = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed_power(c) <= 2]
        ctx.choose_and(f"Zombie Lord: play a minion of power 2 or less from your discard pile on "
                              f"{base.ref}, or pass", small, lambda pick: ctx.play_card(pick, base=base), may=True)


@ability("Grave Digger")
def grave_digger(ctx):
    """You may place a minion from your discard pile into your hand."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    ctx.choose_and("Grave Digger: place a minion from your discard pile into your hand, or pass", minions,
                   lambda pick: ctx.place(pick, "hand"), may=True)


def _tenacious_usable(ctx) -> bool:
    game = ctx.game
    return (game.current_player.name == ctx.controller and game.phase == "play"
            and not _flag(game, "tenacious-z", ctx.controller))


@ability("Tenacious Z", kind="special", zone="discard", usable=_tenacious_usable)
def tenacious_z(ctx):
    """Special: On your turn you may play this card from your discard pile as an extra minion.
    You may only use the ability of one Tenacious Z each turn."""
    _set_flag(ctx, "tenacious-z")
    ctx.play_this(base=ctx.base)


@ability("Walker")
def walker(ctx):
    """Look at the top card of your deck. Discard it or return it to the top of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"{ctx.controller} has no card to look at", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} looks at the top card of their deck", cites.DECKS)
    ctx.saw([top], look=True)
    if ctx.may(f"Walker: discard {top.ref} (no: return it to the top of your deck)?"):
        ctx.place(top, "discard")
    else:
        ctx.log(f"{ctx.controller} returns the card to the top of their deck", cites.DECKS)


@ability("Grave Robbing")
def grave_robbing(ctx):
    """Place a card from your discard pile into your hand"""
    ctx.choose_and("Grave Robbing: place a card from your discard pile into your hand", ctx.discard_pile(),
                   lambda pick: ctx.place(pick, "hand"))


@ability("Lend a Hand")
def lend_a_hand(ctx):
    """Shuffle any number of cards from your discard pile into your deck."""
    picks = ctx.choose_many("Lend a Hand: shuffle any number of cards from your discard pile into your deck",
                            ctx.discard_pile())
    for c in picks:
        ctx.place(c, "deck_top")
    if picks:
        ctx.shuffle_deck()


@ability("Mall Crawl")
def mall_crawl(ctx):
    """Search your deck for any number of cards with the same name and place them into your discard pile.
    Shuffle your deck"""
    ctx.refill_deck()  # searching an empty deck: the discard pile becomes the deck first
    picks = ctx.choose_many("Mall Crawl: search your deck for any number of cards with the same name",
                            list(ctx.player.deck))
    if not _same_name(picks):
        ctx.game.refuse(f"Mall Crawl takes cards with the same name, not {', '.join(c.ref for c in picks)}")
    if picks:
        ctx.log(f"{ctx.controller} reveals {', '.join(c.ref for c in picks)} (Mall Crawl)", cites.DECKS)
        ctx.saw(picks, top=False)
    for c in picks:
        ctx.place(c, "discard")
    ctx.shuffle_deck()


@ability("Not Enough Bullets")
def not_enough_bullets(ctx):
    """Place any number of minions with the same name from your discard pile into your hand."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Not Enough Bullets: place any number of minions with the same name from your "
                            "discard pile into your hand", minions)
    if not _same_name(picks):
        ctx.game.refuse(f"Not Enough Bullets takes minions with the same name, not "
                        f"{', '.join(c.ref for c in picks)}")
    for c in picks:
        ctx.place(c, "hand")


@ability("They Keep Coming")
def they_keep_coming(ctx):
    """Play an extra minion from your discard pile."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    ctx.choose_and("They Keep Coming: play an extra minion from your discard pile, or pass", minions, ctx.play_card,
                   may=True)


def _minions_here(card):
    """A ``forbid`` match: a minion played on the base where ``card`` is."""
    def match(game, played, base):
        return (base is not None and game.in_play(card) and game.base_of(card) is base
                and played.defn.can_be("minion"))
    return match


@ability("Overrun")
def overrun(ctx):
    """Play on a base. Ongoing: Other players cannot play minions on this base."""
    for who in ctx.other_players():
        ctx.forbid("play", who, match=_minions_here(ctx.card), until="while_source",
                   reason=f"{ctx.card.ref} says other players cannot play minions on {ctx.here.ref}")


@ability("Overrun", kind="start_of_turn")
def overrun_expires(ctx):
    """Destroy this action at the start of your turn."""
    ctx.destroy(ctx.card)


def _coming_usable(ctx) -> bool:
    game = ctx.game
    return (game.current_player.name == ctx.controller and game.phase == "play"
            and not ctx.used_this_turn("coming-to-get-you"))


@ability("They're Coming To Get You", kind="special", zone="play", usable=_coming_usable)
def theyre_coming_to_get_you(ctx):
    """Play on a base. Ongoing: Once on your turn, you may play a minion here from your discard pile
    instead of from your hand."""
    from oracle.engine.play import play_card
    here = ctx.here
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    pick = ctx.may_choose(f"They're Coming To Get You: play a minion from your discard pile on {here.ref}, "
                          f"or pass", minions)
    if pick is None:
        return
    ctx.mark_used("coming-to-get-you")  # played again, it is a new card: the use is forgotten
    ctx.log(f"{ctx.controller} plays {pick.ref} from their discard pile instead of from their hand "
            f"({ctx.card.ref})", cites.T_PLAY)
    # The minion is played with the regular minion play or a generic extra minion play, as if
    # from the hand (clarifications/zombies), not as a specific extra play.
    ctx.to_hand(pick, quiet=True)  # only passes through the hand to be played
    play_card(ctx.game, ctx.controller, pick, base=here, how="normal")


@dataclass
class EmptyBaseExtra(Extra):
    """An extra minion play that must go to a base where ``player`` has no minions (Outbreak)."""

    player: str = ""

    def fits(self, card, kind, base) -> bool:
        return (self.kind == kind and base is not None
                and not any(m.controller == self.player for m in base.minions))


@ability("Outbreak")
def outbreak(ctx):
    """Play an extra minion on a base where you have no minions"""
    ctx.player.extras.append(EmptyBaseExtra("minion", where=lambda c: True, reason="Outbreak",
                                            player=ctx.controller))
    ctx.log(f"{ctx.controller} may play an extra minion on a base where they have no minions (Outbreak)",
            cites.T_EXTRA, cites.EXTRA_CARDS)
