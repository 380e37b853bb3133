"""Time Travelers (Smash Up: Science Fiction Double Feature): doing things over.

Each function quotes the card text it implements
(corpus/cards/science-fiction-double-feature/time-travelers.yaml) and follows
clarifications/time-travelers (the Bigger Geekier Box, 2018):

- Do Over!, Doctor When: play the extra minion immediately or not at all.
- It's Astounding: play the extra action immediately, before It's Astounding is discarded.
- Time is Fleeting (errata'd text): it cannot choose the base that just scored; it is played after
  the base scores, while that base is still in play (not yet in the base discard pile), and its
  chosen base is put where the replacement is drawn from, in place of a new base.
- Time Walk: the extra plays need not be made before drawing the 2 cards.
- 1.21 Gigawatts: actions OR minions, not both.

Time Box (titan): its Special is a trigger of the titan while it is set aside (``zone="aside"``), at the
start of its owner's turn and on each ``to_hand`` event for their hand (a card going there from play or from
a discard pile; one counter per card). Its counters only count (time-travelers/time-box): they are the
titan's counters while it is set aside, and all are removed before it is played (on a base of the
player's choice), so it never enters play with them. The play is offered only when the titan limit allows
it. Talent: the extra minion (printed power 2 or less, on the titan's base) and the extra action are each
offered at once, in the order the player picks; either may be passed.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def play_again(ctx, card):
    """"You may play it again as an extra minion" (immediately or not at all)."""
    if card.zone is not ctx.player.hand:
        return
    base = ctx.may_choose(f"you may play {card.ref} again as an extra minion (choose a base) or pass", ctx.bases())
    if base is None:
        ctx.log(f"{ctx.controller} does not play {card.ref} again", cites.T_EXTRA)
        return
    ctx.play_card(card, base=base)


def _special_base(ctx):
    """The base that just scored: these actions are played only with their Special (terms/special)."""
    base = ctx.game.scoring_base
    if base is None or base not in ctx.game.bases:
        ctx.game.refuse(f"{ctx.card.ref} is played only with its Special, after a base scores")
    return base


# ----- minions ---------------------------------------------------------------------------
@ability("Doctor When")
def doctor_when(ctx):
    """You may return another of your minions in play to your hand. You may play it again as an
    extra minion."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    m = ctx.may_choose("Doctor When: you may return another of your minions to your hand", mine)
    if m is None:
        return
    if ctx.return_to_hand(m):
        play_again(ctx, m)


@ability("Repeater Perfect")
def repeater_perfect(ctx):
    """Place an action from your discard pile on top of your deck."""
    acts = [c for c in ctx.discard_pile() if c.kind == "action"]
    card = ctx.choose("Repeater Perfect: place an action from your discard pile on top of your deck", acts)
    if card is None:
        ctx.log(f"{ctx.controller} has no action in their discard pile", cites.T_PLACE)
        return
    ctx.place(card, "deck_top")


@ability("Time Raider", kind="talent")
def time_raider(ctx):
    """Talent: Place a card from your discard pile on the bottom of your deck."""
    card = ctx.choose("Time Raider: place a card from your discard pile on the bottom of your deck",
                      ctx.discard_pile())
    if card is None:
        ctx.log(f"{ctx.controller}'s discard pile is empty", cites.T_PLACE)
        return
    ctx.place(card, "deck_bottom")


def _jumper_when(ctx) -> bool:
    ev = ctx.event
    if ev.card is not ctx.card:
        return False
    if ev.kind == "left_play" and ev.data.get("how") != "scored":
        return False
    z = ctx.card.zone
    return z is not None and z.kind == "discard"


def _jumper(ctx):
    """Ongoing: When this minion goes to the discard pile (from play), you may place it back into
    your hand."""
    owner = ctx.card.owner or ctx.controller
    if ctx.may(f"Jumper: place {ctx.card.ref} back into your hand?", player=owner):
        ctx.to_hand(ctx.card, owner)
        ctx.card.controller = owner
        ctx.log(f"{ctx.card.ref} is placed back into {owner}'s hand", cites.T_PLACE)


for _ev in ("destroyed", "left_play"):
    ability("Jumper", kind="ongoing", event=_ev, when=_jumper_when)(_jumper)


# ----- actions ---------------------------------------------------------------------------
@ability("1.21 Gigawatts")
def gigawatts(ctx):
    """Shuffle all actions or all minions from your discard pile into your deck.
    (clarifications/time-travelers: the "or" is exclusive.)"""
    kind = ctx.choose_word("1.21 Gigawatts: shuffle all actions OR all minions from your discard pile into "
                           "your deck", ["actions", "minions"])
    want = "action" if kind == "actions" else "minion"
    p = ctx.player
    cards = [c for c in p.discard if c.kind == want]
    for c in cards:
        ctx.to_deck(c, p)
    ctx.log(f"{p.name} puts {len(cards)} {kind} from their discard pile into their deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Do Over!")
def do_over(ctx):
    """Return your minion from a base to your hand. You may play it again as an extra minion."""
    m = ctx.choose("Do Over!: return your minion from a base to your hand", ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.T_RETURN)
        return
    if ctx.return_to_hand(m):
        play_again(ctx, m)


@ability("Into the Time Slip")
def into_the_time_slip(ctx):
    """Return a card in play to its owner's hand."""
    cards = [c for c in ctx.game.cards_in_play()
             if c.defn.type not in ("base", "titan", "monster", "treasure") and c is not ctx.card
             and c.zone.kind != "buried"]
    card = ctx.choose("Into the Time Slip: return a card in play to its owner's hand", cards)
    if card is None:
        ctx.log("there is no card in play to return", cites.T_RETURN)
        return
    ctx.return_to_hand(card)


@ability("It's Astounding")
def its_astounding(ctx):
    """Play an action from your discard pile as an extra action.
    (clarifications/time-travelers: immediately, before It's Astounding is discarded.)"""
    acts = [c for c in ctx.discard_pile() if c.defn.can_be("action")]
    card = ctx.may_choose("It's Astounding: play an action from your discard pile as an extra action", acts)
    if card is None:
        ctx.log(f"{ctx.controller} plays no action from their discard pile", cites.T_EXTRA)
        return
    ctx.play_card(card)


def _fleeting_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases and len(ctx.game.base_discard) > 0


@ability("Time is Fleeting", kind="special", window="after_scoring", usable=_fleeting_usable)
def time_is_fleeting_special(ctx):
    """Special: Play after a base scores if there is a base in the discard pile."""
    ctx.play_this()


@ability("Time is Fleeting")
def time_is_fleeting(ctx):
    """Special: Play after a base scores if there is a base in the discard pile. Add a base of your
    choice from the discard pile instead of drawing a new base from the base deck.
    (clarifications/time-travelers: not the base that just scored: it is not in the discard pile yet.)"""
    base = _special_base(ctx)
    if not ctx.game.base_discard:
        ctx.game.refuse("Time is Fleeting is played only if there is a base in the base discard pile")
    pick = ctx.choose("Time is Fleeting: choose a base from the base discard pile", list(ctx.game.base_discard))
    ctx.put(pick, ctx.game.base_deck, top=True)
    ctx.log(f"{pick.ref} will replace {base.ref} instead of a new base from the base deck",
            cites.T_SPECIAL, cites.CORNERS)


@ability("Time Walk")
def time_walk(ctx):
    """You may play an extra minion and an extra action this turn. Draw 2 cards. Place this card on
    the bottom of your deck instead of your discard pile.

    Outside your Play Cards phase the extra cards must be played at once, before the draw
    (clarifications/time-travelers, rules/extra-cards)."""
    ctx.extra_or_now("minion")
    ctx.extra_or_now("action")
    ctx.draw(2)
    if ctx.card.zone is ctx.game.resolving:
        ctx.place(ctx.card, "deck_bottom")


def _wormhole_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("Wormhole", kind="special", window="after_scoring", usable=_wormhole_usable)
def wormhole_special(ctx):
    """Special: Play after a base scores."""
    ctx.play_this()


@ability("Wormhole")
def wormhole(ctx):
    """Special: Play after a base scores. Shuffle any number of your minions there into your deck."""
    base = _special_base(ctx)
    mine = ctx.minions(base=base, controller=ctx.controller)
    picks = ctx.choose_many(f"Wormhole: shuffle any number of your minions at {base.ref} into your deck", mine)
    moved = [m for m in picks if ctx.place(m, "deck_top")]
    if moved:
        ctx.shuffle_deck()


# ----- Stasis Field ------------------------------------------------------------------------------
@ability("Stasis Field")
def stasis_field(ctx):
    """Play on a base. Ongoing: This base cannot score. Destroy this action at the start of your turn."""
    card = ctx.card

    def held(game, base_card, base):
        return game.in_play(card) and game.base_of(card) is base

    ctx.forbid("score", None, match=held, until="while_source",
               reason=f"{ctx.here.ref if ctx.here else 'its base'} cannot score ({card.ref})")


@ability("Stasis Field", kind="start_of_turn")
def stasis_field_start(ctx):
    """Destroy this action at the start of your turn."""
    if ctx.in_play(ctx.card):
        ctx.destroy(ctx.card)


# ----- Time Box (titan, Titans Event Kit) ------------------------------------------------------
def _time_box_count(ctx):
    """Special: At the start of your turn or when a card goes to your hand from play or the discard pile,
    place a counter on this titan if it is not in play. After you place the fifth or higher counter on it,
    you may remove all of the counters and play this titan."""
    from oracle.engine.titans import titan_limit
    titan = ctx.card
    if titan.zone is None or titan.zone.kind != "titans":
        return
    titan.counters += 1  # a counter for counting only, not a +1 power counter (time-travelers/time-box)
    ctx.log(f"a counter is placed on {titan.ref}, set aside (now {titan.counters})", cites.T_SPECIAL)
    if titan.counters < 5:
        return
    mine = [t for b in ctx.bases() for t in b.titans if t.controller == ctx.controller]
    if len(mine) >= titan_limit(ctx.game, ctx.controller):
        ctx.log(f"{ctx.controller} cannot play {titan.ref}: they already control a titan in play", cites.TITANS)
        return
    base = ctx.may_choose(f"Time Box: remove its {titan.counters} counters and play it on a base (or pass)?",
                          ctx.bases())
    if base is None:
        return
    titan.counters = 0
    ctx.log(f"{ctx.controller} removes all of the counters from {titan.ref}", cites.T_SPECIAL)
    ctx.play_titan(titan, base)


ability("Time Box", kind="start_of_turn", zone="aside")(_time_box_count)
ability("Time Box", kind="ongoing", event="to_hand", zone="aside",
        when=lambda ctx: ctx.event.player == ctx.controller)(_time_box_count)


@ability("Time Box", kind="talent")
def time_box_talent(ctx):
    """Talent: Play an extra minion here of power 2 or less, and/or play an extra action. (Both name no
    card: each may be played later in the Play Cards phase, the minion only here: terms/extra.)"""
    ctx.extra_or_now("minion", where=lambda c: (c.defn.power or 0) <= 2, base=ctx.base_of(ctx.card))
    ctx.extra_or_now("action")
