"""Clowns (Smash Up: Clowns).

Each function quotes the card's current text from corpus/cards/smash-up-clowns/clowns.yaml.

"If this card was played from the discard pile" reads ``card.played_from`` (set while ``ctx.play_card``
plays a card from another zone). A standard action played from the discard pile by Zobo the Clown,
Nickelsmart or Mime "then goes on the bottom of your deck instead of your hand or the discard pile":
a lasting replacement (``ctx.instead``, replacing the discard pile and the hand) for that one card
while it is played; where it would go elsewhere (clarification), it still goes there. So Eh?, played
this way, goes on the bottom of the deck even when its player places it "back into your hand". Zobo the Clown's choice is used with a
``special: Zobo the Clown`` step in the Play Cards phase (it replaces the regular action play).

"Reveal cards from your deck until you reveal two actions" (Donald McRonald): when the deck runs out while
revealing, the discard pile is shuffled into a new deck and revealing continues ("Start or continue drawing
(revealing, searching) from there", rules/decks-discards-and-searches); it stops when deck and discard pile
are both empty. The community wiki (wiki/until-you-reveal-x) would stop instead; the official rulebook wins.
Juggling's "looks at the top three cards" likewise goes on from the reshuffled discard pile when a deck
holds fewer than three (``ctx.take_top``).

Not implemented: none.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import game_memo
from oracle.engine import cites

MEMO = "_clowns_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


def _standard(card) -> bool:
    return card.kind == "action" and card.defn.play_on is None and not card.defn.is_fusion


def _playable(ctx, card) -> bool:
    from oracle.engine.play import is_implemented
    return ctx.game.allow_unimplemented or is_implemented(card)


def _standard_in_discard(ctx):
    return [c for c in ctx.discard_pile() if _standard(c) and _playable(ctx, c)]


def from_discard(ctx) -> bool:
    """Whether this card is being played from the discard pile."""
    return ctx.card.played_from == "discard"


def play_from_discard_to_bottom(ctx, card):
    """Play ``card`` from your discard pile as an extra action, then it goes on the bottom of your deck
    instead of your discard pile."""
    target = card
    eff = ctx.instead(lambda game, c: c is target, lambda game, c, where: "deck_bottom", until="permanent",
                      once=True, replaces=("discard", "hand"))
    try:
        ctx.play_card(card)
    finally:  # the replacement is for this play only
        ctx.game.effects = [e for e in ctx.game.effects if e is not eff]


# ----- minions -------------------------------------------------------------------------------
def _zobo_usable(ctx) -> bool:
    g = ctx.game
    return (ctx.is_my_turn and g.phase == "play" and ctx.player.action_plays < 1
            and bool(_standard_in_discard(ctx)))


@ability("Zobo the Clown", kind="special", zone="play", usable=_zobo_usable)
def zobo_the_clown(ctx):
    """Ongoing: Instead of your regular action play you may play a standard action from your discard pile,
    and then place it on the bottom of your deck instead of your hand or the discard pile."""
    pick = ctx.choose("Zobo the Clown: play a standard action from your discard pile", _standard_in_discard(ctx))
    if pick is None or not ctx.use_regular_play("action"):
        return
    play_from_discard_to_bottom(ctx, pick)


def _mumu_when(ctx) -> bool:
    ev = ctx.event
    me = ctx.card.controller
    if ev.player != me or ev.card is None:
        return False
    mine = ctx.plays_this_turn(kind="action", player=me)
    return bool(mine) and mine[0]["card"] is ev.card


@ability("Mumu Adams", kind="ongoing", event="action_played", when=_mumu_when)
def mumu_adams(ctx):
    """Ongoing: After the first time you play an action each turn, draw a card."""
    ctx.draw(1)


@ability("Nickelsmart", kind="talent")
def nickelsmart(ctx):
    """Talent: If there are at least two standard actions in your discard pile, choose one of them at random,
    play it as an extra action and then place it on the bottom of your deck instead of your hand or the
    discard pile."""
    cands = [c for c in ctx.discard_pile() if _standard(c)]
    if len(cands) < 2:
        ctx.log(f"Nickelsmart: {ctx.controller} has fewer than two standard actions in their discard pile",
                cites.USING_ABILITIES)
        return
    pick = ctx.game.rng.choice(cands)
    ctx.log(f"Nickelsmart chooses {pick.ref} at random", cites.USING_ABILITIES)
    play_from_discard_to_bottom(ctx, pick)


@ability("Donald McRonald")
def donald_mcronald(ctx):
    """Reveal cards from your deck until you reveal two actions. Draw one and discard the other. Shuffle your
    deck."""
    game = ctx.game
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues (ctx.reveal_until)
    actions, others = ctx.reveal_until(lambda c: c.kind == "action", count=2)
    revealed = actions + others
    if actions:
        keep = ctx.choose("Donald McRonald: draw which revealed action? (the other is discarded)", actions)
        ctx.to_hand(keep, p)
        keep.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {keep.ref} (Donald McRonald)", cites.DECKS)
        for c in actions:
            if c is not keep:
                ctx.to_discard(c, p)
                ctx.log(f"{ctx.controller} discards {c.ref} (Donald McRonald)", cites.T_DISCARD)
    for c in revealed:
        if c.zone is game.revealed:
            ctx.to_deck(c, p)
    ctx.shuffle_deck()


@ability("Mime")
def mime(ctx):
    """You may choose a standard action in your discard pile that you haven't played this turn, play it as an
    extra action, then place it on the bottom of your deck instead of your hand or the discard pile."""
    played = {id(pl["card"]) for pl in ctx.plays_this_turn(kind="action", player=ctx.controller)}
    cands = [c for c in _standard_in_discard(ctx) if id(c) not in played]
    pick = ctx.may_choose("Mime: you may play a standard action from your discard pile that you haven't played "
                          "this turn", cands)
    if pick is not None:
        play_from_discard_to_bottom(ctx, pick)


@ability("Harlequin")
def harlequin(ctx):
    """You may search your deck for an action and place it in your discard pile."""
    ctx.search_deck("Harlequin: you may search your deck for an action to place in your discard pile",
                    where=lambda c: c.kind == "action", to="discard", optional=True)


# ----- actions -------------------------------------------------------------------------------
@ability("Banana Peel")
def banana_peel(ctx):
    """Move up to two of your minions from one base to another. If this card was played from the discard pile,
    you may play an extra action."""
    again = from_discard(ctx)
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    if bases and len(ctx.bases()) > 1:
        frm = ctx.choose("Banana Peel: move your minions from which base?", bases)
        picks = ctx.choose_many("Banana Peel: move up to two of your minions from there",
                                ctx.minions(base=frm, controller=ctx.controller), max=2)
        if picks:
            dest = ctx.choose("Banana Peel: move them to which base?", ctx.other_bases(frm))
            for m in picks:
                ctx.move(m, dest)
    if again:
        ctx.extra("action")


@ability("Colorful Scarves")
def colorful_scarves(ctx):
    """Draw two cards. If this card was played from the discard pile, you may discard a card to draw an
    additional card."""
    again = from_discard(ctx)
    ctx.draw(2)
    if not again:
        return
    pick = ctx.may_choose("Colorful Scarves: you may discard a card to draw an additional card", ctx.hand())
    if pick is not None:
        ctx.discard_from_hand(pick)
        ctx.draw(1)


@ability("Confetti Bucket")
def confetti_bucket(ctx):
    """Discard up to four cards, and then draw as many cards as you discarded."""
    picks = ctx.choose_many("Confetti Bucket: discard up to four cards", ctx.hand(), max=4)
    for c in picks:
        ctx.discard_from_hand(c)
    if picks:
        ctx.draw(len(picks))


@ability("Clown Car")
def clown_car(ctx):
    """Shuffle up to two cards from your discard pile into your deck. If this card was played from the discard
    pile, you may play an extra action."""
    again = from_discard(ctx)
    picks = ctx.choose_many("Clown Car: shuffle up to two cards from your discard pile into your deck",
                            ctx.discard_pile(), max=2)
    if picks:
        for c in picks:
            ctx.to_deck(c)
        ctx.log(f"{ctx.controller} shuffles {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
        ctx.shuffle_deck()
    if again:
        ctx.extra("action")


@ability("Clown in a Box")
def clown_in_a_box(ctx):
    """Play an extra minion of power 3 or less. If this card was played from the discard pile, the minion can
    be of power 4 or less."""
    limit = 4 if from_discard(ctx) else 3
    ctx.extra("minion", where=lambda c: (c.defn.power or 0) <= limit,
              reason=f"Clown in a Box: power {limit} or less")


@ability("Clown Pyramid")
def clown_pyramid(ctx):
    """One of your minions gains +1 power until the end of the turn for each of your minions at its base. You
    may play an extra action."""
    pick = ctx.choose("Clown Pyramid: choose one of your minions", ctx.minions(controller=ctx.controller))
    if pick is not None:
        n = len(ctx.minions(base=ctx.base_of(pick), controller=ctx.controller))
        ctx.add_power(pick, n)
    ctx.extra("action")


@ability("Juggling")
def juggling(ctx):
    """Each player looks at the top three cards of their deck, discards one action from them or reveals there
    are no actions, and returns the rest in the same order."""
    game = ctx.game
    for p in game.seat_order():
        # a deck shorter than 3 goes on from the reshuffled discard pile (rules/decks-discards-and-searches);
        # the cards looked at are set aside, and the rest go back on top in the same order
        top = ctx.take_top(3, player=p.name, reveal=False)
        actions = [c for c in top if c.kind == "action"]
        if not actions:
            ctx.log(f"{p.name} reveals {', '.join(c.ref for c in top) or 'nothing'}: no actions (Juggling)",
                    cites.DECKS)
            ctx.saw(top, player=p.name, who=p.name)
        else:
            pick = ctx.choose(f"Juggling: {p.name}, discard one action from the top three cards of your deck",
                              actions, player=p.name)
            ctx.to_discard(pick, p)
            top.remove(pick)
            ctx.log(f"{p.name} discards {pick.ref} from the top of their deck (Juggling)", cites.T_DISCARD)
        for c in reversed(top):
            ctx.to_deck(c, p, top=True)


@ability("Pie in the Face")
def pie_in_the_face(ctx):
    """One of your minions gains +2 power until the end of the turn. If this card was played from the discard
    pile, the minion gains +4 power instead."""
    n = 4 if from_discard(ctx) else 2
    ctx.choose_and(f"Pie in the Face: one of your minions gains +{n} power", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.add_power(pick, n))
