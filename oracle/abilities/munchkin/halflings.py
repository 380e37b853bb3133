"""Halflings (Smash Up: Munchkin): they get everywhere and they just keep coming.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/halflings.yaml).
An extra minion that must be played "here" or on a given kind of base (Pestling, Bardling,
Quarterling, Shire Marshall, Unexpected Party) is granted for the rest of the Play Cards phase,
limited to that base or kind of base: it names no specific card and no Special gives it, so
terms/extra lets the player play it later in the phase (and not at all: extra plays are optional).
"A base where another player has more power than you" / "where you have no minions" is checked
when the minion is played.

"Draw N minions off the top of your deck" reveals cards from the top until a minion is
found and draws it, N times; the other revealed cards are then shuffled into the deck
(compilation/play-or-draw-x-off-the-top-of-your-deck). A deck that is empty, before or while
revealing, is made anew from the shuffled discard pile and revealing continues from it
(rules/decks-discards-and-searches: "Start or continue drawing (revealing, searching) from there"),
stopping only when deck and discard pile are both empty: the compilation's "if the deck runs out
while you are revealing, you stop" is overruled by that official rule. The revealing is
``ctx.reveal_until``.

Last Call and Rude Awakening cancel the minions they play "until the end of the turn" from the
moment they are placed, so the minions' own on-play abilities do not resolve; this also cancels
restrictions on how those minions are played (halflings/last-call, halflings/rude-awakening).
The minions are extra plays (terms/extra).

Small But Tough replaces the discard pile as its minion's destination with an ``instead``
ability (asked while the action is still attached, before attachments are discarded).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.play import is_implemented, play_card

OFF_THE_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


def draw_off_the_top(ctx, kind: str, n: int) -> list:
    """Draw ``n`` cards of ``kind`` ("minion") off the top of your deck (see the module docstring)."""
    game = ctx.game
    p = ctx.player
    revealed, got = [], []
    for _ in range(n):
        hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == kind)
        revealed.extend(others)
        if not hits:
            ctx.log(f"{p.name} reveals no {kind}", OFF_THE_TOP, cites.DECKS)
            break
        found = hits[0]
        ctx.to_hand(found, p)
        found.controller = p.name
        got.append(found)
        ctx.log(f"{p.name} draws {found.ref} off the top of their deck", OFF_THE_TOP)
    if revealed:
        ctx.log("revealed and not drawn: " + ", ".join(c.ref for c in revealed), OFF_THE_TOP)
        for c in revealed:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()
    return got


def others_ahead(ctx, base) -> bool:
    """Another player has more power at ``base`` than you."""
    mine = ctx.total(base)
    return any(ctx.total(base, p) > mine for p in ctx.other_players())


# ----- minions -----------------------------------------------------------------------------
@ability("Shire Marshall", kind="talent")
def shire_marshall(ctx):
    """Talent: Play an extra minion on a base where another player has more power than you."""
    ctx.extra("minion", on=lambda b: others_ahead(ctx, b),
              reason="Shire Marshall: on a base where another player has more power")


@ability("Pestling")
def pestling(ctx):
    """You may play an extra minion here."""
    ctx.extra("minion", base=ctx.here)


@ability("Bardling")
def bardling(ctx):
    """If another player has more power here than you, you may play an extra minion here."""
    if not others_ahead(ctx, ctx.here):
        ctx.log(f"no other player has more power than {ctx.controller} at {ctx.here.ref}: no extra minion")
        return
    ctx.extra("minion", base=ctx.here)


@ability("Quarterling")
def quarterling(ctx):
    """If this is your only minion here, you may play an extra minion on this base."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    if mine != [ctx.card]:
        ctx.log(f"{ctx.card.ref} is not {ctx.controller}'s only minion at {ctx.here.ref}: no extra minion")
        return
    ctx.extra("minion", base=ctx.here)


# ----- actions -----------------------------------------------------------------------------
@ability("Lunch Run", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.base is not None
         and ctx.event.base is ctx.base_of(ctx.card))
def lunch_run(ctx):
    """Play on a base. Ongoing: After each time you play a minion here, draw a card."""
    ctx.draw(1)


@ability("Out of Nowhere")
def out_of_nowhere(ctx):
    """Draw two minions off the top of your deck."""
    draw_off_the_top(ctx, "minion", 2)


def _sneaksy_protects(ctx, affect):
    target = affect.target
    here = ctx.base_of(ctx.card)
    if here is None or target is None or target.defn.plays_as != "minion":
        return False
    if target.controller != ctx.controller or ctx.base_of(target) is not here:
        return False
    return affect.source_type == "action" and affect.controller is not None and affect.controller != ctx.controller


@ability("Sneaksy", kind="protect")
def sneaksy(ctx, affect):
    """Play on a base. Ongoing: Your minions here are not affected by other players' actions."""
    return _sneaksy_protects(ctx, affect)


@ability("Spoiled Brats")
def spoiled_brats(ctx):
    """Choose any number of minions from your discard pile, shuffle them, and place them on top
    of your deck."""
    p = ctx.player
    minions = [c for c in p.discard if c.defn.plays_as == "minion"]
    picks = ctx.choose_many("Spoiled Brats: choose any number of minions from your discard pile", minions)
    if not picks:
        return
    ctx.shuffle(picks)
    for c in reversed(picks):
        ctx.to_deck(c, p, top=True)
    ctx.log(f"{p.name} shuffles {len(picks)} minion(s) from their discard pile and places them on top of "
            f"their deck", cites.T_PLACE)


@ability("Unexpected Party")
def unexpected_party(ctx):
    """Play an extra minion on a base where you have no minions."""
    ctx.extra("minion", on=lambda b: not ctx.minions(base=b, controller=ctx.controller),
              reason="Unexpected Party: on a base where you have no minions")


def _small_but_tough_holder(ctx):
    z = ctx.card.zone
    if z is None or z.kind != "attached":
        return None
    return z.holder


@ability("Small But Tough", kind="instead")
def small_but_tough(ctx, card, where):
    """Play on your minion. Ongoing: When this minion goes to the discard pile, place it on top of
    your deck instead."""
    if where == "discard" and card is _small_but_tough_holder(ctx):
        return "deck_top"
    return None


def _playable_minions(ctx):
    game = ctx.game
    return [c for c in ctx.player.hand if c.defn.can_be("minion")
            and (game.allow_unimplemented or is_implemented(c))]


def play_canceled(ctx, card, base) -> bool:
    """Play ``card`` from the hand on ``base`` as an extra minion, its abilities canceled until the
    end of the turn (the cancel is in force when it is placed, before its ability would resolve)."""
    eff = ctx.cancel_abilities(card=card, until="end_of_turn")
    try:
        play_card(ctx.game, ctx.controller, card, base=base, how="free", as_type="minion")
    except Refused as why:
        if eff in ctx.game.effects:
            ctx.end_effect(eff)
        ctx.log(f"{card.ref} cannot be played: {why}", cites.EXTRA_CARDS)
        return False
    return True


def _last_call_usable(ctx):
    return ctx.event is not None and ctx.event.base is not None and bool(_playable_minions(ctx))


@ability("Last Call", kind="special", window="before_scoring", usable=_last_call_usable)
def last_call_special(ctx):
    """Special: Play before a base scores."""
    ctx.play_this()


@ability("Last Call")
def last_call(ctx):
    """Play a minion there. Cancel that minion's ability until the end of the turn."""
    base = ctx.game.scoring_base
    if base is None:
        ctx.game.refuse(f"{ctx.card.ref} is played only before a base scores (Special)")
    minion = ctx.choose(f"Last Call: play a minion on {base.ref}", _playable_minions(ctx))
    if minion is None:
        ctx.log(f"{ctx.controller} has no minion in hand to play", cites.EXTRA_CARDS)
        return
    play_canceled(ctx, minion, base)


@ability("Rude Awakening")
def rude_awakening(ctx):
    """Choose a base. Reveal your hand and play all minions in it onto that base as extra minions;
    cancel their abilities until the end of the turn."""
    base = ctx.choose("Rude Awakening: choose a base", ctx.bases())
    hand = list(ctx.player.hand)
    ctx.log(f"{ctx.controller} reveals their hand: {', '.join(c.ref for c in hand) or 'no cards'}", cites.DECKS)
    ctx.saw(hand, zone="hand")
    left = [c for c in hand if c.defn.can_be("minion")]
    while left:
        if len({c.name for c in left}) > 1:
            card = ctx.choose("Rude Awakening: the next minion to play", left)
        else:
            card = left[0]
        left.remove(card)
        if card.zone is not ctx.player.hand:
            continue
        play_canceled(ctx, card, base)
