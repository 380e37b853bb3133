"""Rock Stars (Smash Up: What Were We Thinking?): Groupies, and bases with big breakpoints.

Each function quotes the card text it implements (corpus/cards/what-were-we-thinking/rock-stars.yaml,
the current wording), following clarifications/rock-stars and the ruling rock-stars/turn-up-to-11.

"Search your deck and/or discard pile for a Groupie": one prompt offers the Groupies of both piles
(or pass: a search may find nothing); the deck is shuffled when the Groupie came from it
(errata/new-general-rules: searching a deck reveals the card and shuffles).

Turn Up to 11 sets the starting breakpoint to 21 (a breakpoint reset while it is there), so
monsters and +/- breakpoint modifiers adjust from 21, and where another ability also sets it the
current player chooses which prevails (rock-stars/turn-up-to-11; effects.choose_resets).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.power import printed_power

from .common import base_holding


def _groupies(ctx):
    deck = [c for c in ctx.player.deck if c.name == "Groupie"]
    pile = [c for c in ctx.discard_pile() if c.name == "Groupie"]
    return deck, pile


def _find_groupie(ctx, label):
    deck, pile = _groupies(ctx)
    pick = ctx.may_choose(f"{label}: take a Groupie from your deck or discard pile, or pass", deck + pile)
    if pick is None:
        ctx.log(f"{ctx.controller} finds no Groupie", cites.DECKS)
        return None
    searched = pick in deck
    ctx.log(f"{ctx.controller} reveals {pick.ref} from their {'deck' if searched else 'discard pile'}",
            cites.DECKS, cites.NEW_GENERAL)
    if searched:
        ctx.saw([pick], top=False)
    ctx.place(pick, "hand")
    if searched:
        ctx.shuffle_deck()
    return pick


def _flagged(game, flag) -> bool:
    return any(e.kind == "flag" and e.flag == flag for e in game.effects)


def _flag(ctx, flag) -> None:
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, until="end_of_turn", source=ctx.card,
                                                controller=ctx.controller))


def _move_up_to_three(ctx, dest, label):
    bp = ctx.breakpoint(dest)
    mine = [m for m in ctx.minions(controller=ctx.controller)
            if ctx.base_of(m) is not dest and ctx.breakpoint(ctx.base_of(m)) < bp]
    for m in ctx.choose_many(f"{label}: move up to three of your minions from bases with a lower breakpoint "
                             f"to {dest.ref}", mine, max=3):
        ctx.move(m, dest)


# ----- minions -----------------------------------------------------------------------------
@ability("The Monarch", kind="talent")
def the_monarch(ctx):
    """Talent: Search your deck and/or discard pile for a Groupie, reveal it and place it into your hand.
    Shuffle your deck if you searched it."""
    _find_groupie(ctx, "The Monarch")


@ability("Classic Rocker", kind="talent")
def classic_rocker(ctx):
    """Talent: If this base has a breakpoint of 21 or higher, draw a card. Use only one Classic Rocker
    ability per turn."""
    flag = f"classic-rocker:{ctx.controller}"
    if _flagged(ctx.game, flag):
        ctx.game.refuse(f"{ctx.controller} already used a Classic Rocker ability this turn")
    _flag(ctx, flag)
    bp = ctx.breakpoint(ctx.here)
    if bp >= 21:
        ctx.draw(1)
    else:
        ctx.log(f"{ctx.here.ref}'s breakpoint is {bp}, below 21: no card drawn", cites.T_TALENT)


@ability("Rick Roll")
def rick_roll(ctx):
    """Move up to three of your minions from bases with lower breakpoints to here."""
    _move_up_to_three(ctx, ctx.here, "Rick Roll")


@ability("Groupie")
def groupie(ctx):
    """Play another Groupie here as an extra minion."""
    here = ctx.here
    others = [c for c in ctx.hand() if c.name == "Groupie"]
    if not others or here not in ctx.game.bases:
        ctx.log(f"{ctx.controller} has no other Groupie in hand", cites.USING_ABILITIES)
        return
    ctx.play_card(ctx.choose("Groupie: play another Groupie here", others), base=here)


# ----- actions -----------------------------------------------------------------------------
@ability("Guest Star")
def guest_star(ctx):
    """Search your deck and/or discard pile for a Groupie and reveal it. Place it in your hand or play
    it as an extra minion. Shuffle your deck if you searched it."""
    pick = _find_groupie(ctx, "Guest Star")
    if pick is None:
        return
    base = ctx.may_choose(f"Guest Star: play {pick.ref} as an extra minion (choose a base), or pass to keep "
                          f"it in your hand", ctx.bases())
    if base is not None:
        ctx.play_card(pick, base=base)


@ability("Hot Venue", kind="power")
def hot_venue_power(ctx, minion):
    """Ongoing: Your minions here have +1 power."""
    here = base_holding(ctx, ctx.card)
    return 1 if here is not None and minion in here.minions and minion.controller == ctx.controller else 0


@ability("Hot Venue", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.base is not None
         and ctx.event.base is base_holding(ctx, ctx.card))
def hot_venue_played(ctx):
    """(Remembers that you played a minion here this turn: this card's mark, forgotten when it leaves
    play, since played again it is a new card, rules/in-and-out-of-play.)"""
    ctx.mark_used("hot-venue")


@ability("Hot Venue", kind="end_of_turn", when=lambda ctx: ctx.used_this_turn("hot-venue"))
def hot_venue(ctx):
    """If this base has a breakpoint of 21 or higher, draw a card at the end of any turn that you play a
    minion here."""
    here = base_holding(ctx, ctx.card)
    if here is not None and ctx.breakpoint(here) >= 21:
        ctx.draw(1)
    elif here is not None:
        ctx.log(f"{here.ref}'s breakpoint is below 21: Hot Venue draws no card", cites.USING_ABILITIES)


def _power_ballad_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases and ctx.breakpoint(base) >= 21


@ability("Power Ballad", kind="special", window="before_scoring", usable=_power_ballad_usable)
def power_ballad_special(ctx):
    """Special: If the base has a breakpoint of 21 or higher, you may play this card before the base
    scores."""
    ctx.play_this()


@ability("Power Ballad")
def power_ballad(ctx):
    """Choose a base. Your minions there gain +1 power until the end of the turn."""
    base = ctx.choose("Power Ballad: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Reunion Tour")
def reunion_tour(ctx):
    """Shuffle any number of your minions from your discard pile into your deck."""
    mine = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Reunion Tour: shuffle any number of minions from your discard pile into your deck",
                            mine)
    for c in picks:
        ctx.place(c, "deck_top")
    if picks:
        ctx.shuffle_deck()


@ability("Rock of Luuv")
def rock_of_luuv(ctx):
    """Search your deck for up to three minions with power 2 or less and the same name. Reveal them,
    place them into your hand and shuffle your deck."""
    ctx.refill_deck()  # searching an empty deck: the discard pile becomes the deck first
    cands = [c for c in ctx.player.deck if c.defn.plays_as == "minion" and printed_power(c) <= 2]
    picks = ctx.choose_many("Rock of Luuv: up to three minions of power 2 or less with the same name", cands,
                            max=3)
    if len({c.name for c in picks}) > 1:
        ctx.game.refuse("Rock of Luuv: the minions must have the same name")
    if picks:
        ctx.log(f"{ctx.controller} searches their deck and reveals {', '.join(c.ref for c in picks)}",
                cites.DECKS, cites.NEW_GENERAL)
        ctx.saw(picks, top=False)
    for c in picks:
        ctx.place(c, "hand")
    ctx.shuffle_deck()


def _total_sellout_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return (base is not None and base in ctx.game.bases
            and any(m.controller == ctx.controller for m in base.minions))


@ability("Total Sellout", kind="special", window="after_scoring", usable=_total_sellout_usable)
def total_sellout_special(ctx):
    """Special: Play after a base scores where you have a minion."""
    ctx.play_this()


@ability("Total Sellout")
def total_sellout(ctx):
    """Special: Play after a base scores where you have a minion. Draw two cards. Draw another card if
    the breakpoint was 21 or higher."""
    base = ctx.game.scoring_base
    if base is None or base not in ctx.game.bases:
        ctx.game.refuse(f"{ctx.card.ref} is played only with its Special, after a base scores")
    n = 3 if ctx.breakpoint(base) >= 21 else 2
    ctx.draw(n)


@ability("Tour Bus")
def tour_bus(ctx):
    """Choose a base. Move up to three of your minions from bases with lower breakpoint to there."""
    dest = ctx.choose("Tour Bus: choose a base", ctx.bases())
    _move_up_to_three(ctx, dest, "Tour Bus")


@ability("Turn Up to 11")
def turn_up_to_11(ctx):
    """Play on a base. Ongoing: If this base's starting breakpoint is less than 21, it is increased to
    21. It sets the starting breakpoint, so monsters and modifiers adjust from 21, and against another
    ability that sets it (Overgrowth) the current player chooses which prevails (rock-stars/turn-up-to-11)."""
    here = ctx.here
    if here is None or int(here.defn.breakpoint or 0) >= 21:
        return
    ctx.ongoing("set_breakpoint", 21, base=here)
    if not getattr(ctx, "setting_up", False):
        ctx.log(f"the starting breakpoint of {here.ref} is 21 while Turn Up to 11 is there", cites.CALCULATING)
