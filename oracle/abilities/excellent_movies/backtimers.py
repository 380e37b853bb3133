"""Backtimers (Smash Up: Excellent Movies, Dudes!): sending cards into stasis and waiting for them.

Each function quotes the card text it implements (corpus/cards/excellent-movies-dudes/backtimers.yaml),
with stasis as compilation/stasis describes it (oracle/engine/stasis.py): a card in stasis lies in
front of its owner; one stasis counter comes off at the start of each of their turns; with none left
it may be played in their Play Cards phase as an extra card.

Every stasis counter removed, at the start of a turn or by an ability (Zany Prof, Will Have to Do),
fires the engine's ``stasis_counter_removed`` event; "after a stasis counter is removed from this
card" (Sidelined Girlfriend, Future Almanac) and Lightning Strike's "when you remove stasis counters
from other cards" answer it while their card is in stasis (``zone="stasis"``). A card that left
stasis this turn does not re-enter it (Sidelined Girlfriend played from stasis is not asked).

Lightning Strike's "On your turn you may use an action play to ..." is used from stasis with a
``special:`` step.

Lifelong Bully and Back From the Future take the top cards with ``ctx.take_top``: they are set aside
while the player decides (so a "When this card enters stasis" search of the deck does not see them),
and a deck that runs out is made anew from the discard pile (rules/decks-discards-and-searches).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.stasis import can_enter, emptied_this_turn

_ENTERS_STASIS = {}  # card name -> its "When this card enters stasis" Special


def _enters_stasis(name):
    def deco(fn):
        _ENTERS_STASIS[name] = fn
        return fn
    return deco


def into_stasis(ctx, card, counters: int) -> None:
    """Place stasis counters on a card (from the hand, the top of the deck or play), putting it in stasis,
    then resolve its "When this card enters stasis" Special (Help From the Past, Letter From Another Time)."""
    from oracle.engine.context import Context
    if not ctx.put_in_stasis(card, counters):
        return
    hook = _ENTERS_STASIS.get(card.defn.name)
    if hook is not None:
        hook(Context(ctx.game, card, ability=ctx.ability, controller=card.owner or ctx.controller))


def _your_stasis(ctx):
    return list(ctx.player.stasis)


def _hand_card_two_counters(ctx, label, may=True):
    ask = ctx.may_choose if may else ctx.choose
    pick = ask(f"{label}: place two stasis counters on a card from your hand", ctx.hand())
    if pick is not None:
        into_stasis(ctx, pick, 2)
    return pick


# ----- minions -------------------------------------------------------------------------------
@ability("Alex P. McGlide")
def alex_p_mcglide(ctx):
    """You may place two stasis counters on a card from your hand."""
    _hand_card_two_counters(ctx, "Alex P. McGlide")


@ability("Alex P. McGlide", kind="talent")
def alex_p_mcglide_talent(ctx):
    """Talent: If a card had its last stasis counter removed this turn, you may place a +1 power counter
    one of your minions."""
    if not emptied_this_turn(ctx.game):
        ctx.log("Alex P. McGlide: no card had its last stasis counter removed this turn", cites.STASIS)
        return
    ctx.choose_and("Alex P. McGlide: you may place a +1 power counter on one of your minions",
                   ctx.minions(controller=ctx.controller), lambda m: ctx.place_counters(m, 1), may=True)


@ability("Zany Prof", kind="start_of_turn")
def zany_prof(ctx):
    """Ongoing: At the start of your turn, you may remove a stasis counter from, or add one to, one of
    your cards in stasis."""
    cards = _your_stasis(ctx)
    if not cards:
        return
    pick = ctx.may_choose("Zany Prof: you may remove or add a stasis counter on one of your cards in stasis", cards)
    if pick is None:
        return
    words = (["remove"] if pick.stasis > 0 else []) + ["add"]
    word = ctx.choose_word(f"Zany Prof: remove a stasis counter from {pick.ref}, or add one?", words)
    if word == "remove":
        ctx.remove_stasis_counter(pick)
    else:
        ctx.add_stasis_counters(pick)


@ability("Lifelong Bully")
def lifelong_bully(ctx):
    """Add a stasis counter to one of your cards in stasis, OR look at the top two cards of your deck, you
    may place two stasis counters on one of them, and return the rest in any order."""
    cards = _your_stasis(ctx)
    word = ctx.choose_word("Lifelong Bully: add a stasis counter, or look at the top two cards?",
                           (["add"] if cards else []) + ["look"])
    if word == "add":
        pick = ctx.choose("Lifelong Bully: add a stasis counter to which of your cards in stasis?", cards)
        ctx.add_stasis_counters(pick)
        return
    top = ctx.take_top(2, reveal=False)  # set aside while you decide
    pick = ctx.may_choose("Lifelong Bully: you may place two stasis counters on one of them", top)
    if pick is not None:
        into_stasis(ctx, pick, 2)
    rest = [c for c in top if c is not pick and c.zone is ctx.game.revealed]
    ctx.return_to_top(rest, label="Lifelong Bully")


# ----- actions -------------------------------------------------------------------------------
@ability("99 MPH")
def ninety_nine_mph(ctx):
    """Place two stasis counters on a card from your hand. Draw a card."""
    _hand_card_two_counters(ctx, "99 MPH", may=False)
    ctx.draw(1)


@ability("Back From the Future")
def back_from_the_future(ctx):
    """Reveal the top three cards of your deck. You may place two stasis counters on one of them. Return
    the rest in any order."""
    top = ctx.take_top(3)  # set aside, revealed, while you decide
    pick = ctx.may_choose("Back From the Future: you may place two stasis counters on one of them", top)
    if pick is not None:
        into_stasis(ctx, pick, 2)
    rest = [c for c in top if c is not pick and c.zone is ctx.game.revealed]
    ctx.return_to_top(rest, label="Back From the Future")


@ability("Disrupt the Space-Time Continuum")
def disrupt(ctx):
    """Choose up to two cards from your hand. Place a number of stasis counters on each of them equal to
    the number of cards you chose."""
    picks = ctx.choose_many("Disrupt the Space-Time Continuum: choose up to two cards from your hand",
                            ctx.hand(), min=0, max=2)
    n = len(picks)
    for c in picks:
        into_stasis(ctx, c, n)


@ability("Will Have to Do")
def will_have_to_do(ctx):
    """Place up to two +1 power counters total on your minions, OR remove up to two stasis counters total
    from your cards in stasis."""
    stasis = [c for c in _your_stasis(ctx) if c.stasis > 0]
    word = ctx.choose_word("Will Have to Do: place +1 power counters, or remove stasis counters?",
                           ["counters"] + (["stasis"] if stasis else []))
    if word == "counters":
        for i in range(2):
            m = ctx.may_choose(f"Will Have to Do: place a +1 power counter on one of your minions ({i + 1} of 2)",
                               ctx.minions(controller=ctx.controller))
            if m is None:
                break
            ctx.place_counters(m, 1)
    else:
        for i in range(2):
            left = [c for c in _your_stasis(ctx) if c.stasis > 0]
            c = ctx.may_choose(f"Will Have to Do: remove a stasis counter from one of your cards in stasis "
                               f"({i + 1} of 2)", left)
            if c is None:
                break
            ctx.remove_stasis_counter(c)


def _self_into_stasis(ctx, n):
    """"Place N stasis counters on this card": the action goes into stasis instead of the discard pile."""
    into_stasis(ctx, ctx.card, n)


def _store_from_discard(ctx):
    ctx.choose_and(f"{ctx.card.name}: store which card from your discard pile under it?",
                   [c for c in ctx.discard_pile()], lambda pick: ctx.store(pick, ctx.card))


def _store_from_deck(ctx):
    p = ctx.player
    if not p.deck:
        ctx.refill_deck(p.name)
    pick = ctx.choose(f"{ctx.card.name}: search your deck for which card to store under it?", list(p.deck))
    if pick is not None:
        ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        ctx.saw([pick], player=p.name, top=False)
        ctx.store(pick, ctx.card)
    ctx.shuffle_deck()


def _leave_and_play_stored(ctx):
    """When you play this card from stasis, discard it, and you may play a card stored under it as an
    extra card."""
    stored = list(ctx.card.stored)
    pick = ctx.may_choose(f"{ctx.card.name}: you may play a card stored under it as an extra card", stored)
    if pick is not None:
        ctx.to_hand(pick)
        pick.controller = ctx.controller
    ctx.leave_play(ctx.card, "discard")
    ctx.log(f"{ctx.card.ref} is discarded as it leaves stasis", cites.STASIS)
    if pick is not None:
        ctx.play_card(pick)


@ability("Help From the Past")
def help_from_the_past(ctx):
    """Place three stasis counters on this card."""
    _self_into_stasis(ctx, 3)


@_enters_stasis("Help From the Past")
def help_from_the_past_enters(ctx):
    """Special: When this card enters stasis, store a card from your discard pile under it."""
    _store_from_discard(ctx)


@ability("Help From the Past", kind="leave_stasis")
def help_from_the_past_leaves(ctx):
    """When you play this card from stasis, discard it, and you may play a card stored under it as an
    extra card."""
    _leave_and_play_stored(ctx)


@ability("Letter From Another Time")
def letter_from_another_time(ctx):
    """Place three stasis counters on this card."""
    _self_into_stasis(ctx, 3)


@_enters_stasis("Letter From Another Time")
def letter_from_another_time_enters(ctx):
    """Special: When this card enters stasis, search your deck for a card and store it under this card.
    (Clarification: the card searched for is revealed.)"""
    _store_from_deck(ctx)


@ability("Letter From Another Time", kind="leave_stasis")
def letter_from_another_time_leaves(ctx):
    """When you play this card from stasis, discard it, and you may play a card stored under it as an
    extra card."""
    _leave_and_play_stored(ctx)


@ability("Sidelined Girlfriend")
def sidelined_girlfriend(ctx):
    """You may place a stasis counter on this card."""
    if (ctx.in_play(ctx.card) and can_enter(ctx.game, ctx.card)
            and ctx.may("Sidelined Girlfriend: place a stasis counter on this card?")):
        into_stasis(ctx, ctx.card, 1)


def _removed_from_this(ctx) -> bool:
    return ctx.event.card is ctx.card


@ability("Sidelined Girlfriend", kind="ongoing", event="stasis_counter_removed", zone="stasis", when=_removed_from_this)
def sidelined_girlfriend_removed(ctx):
    """Special: After a stasis counter is removed from this card, you may place a +1 power counter on one
    of your minions on a base."""
    ctx.choose_and("Sidelined Girlfriend: you may place a +1 power counter on one of your minions",
                   ctx.minions(controller=ctx.controller), lambda m: ctx.place_counters(m, 1), may=True)


@ability("Sidelined Girlfriend", kind="leave_stasis")
def sidelined_girlfriend_leaves(ctx):
    """When you play this card from stasis, play it as an extra minion and place a +1 power counter on
    it."""
    ctx.play_card(ctx.card, base=ctx.here)
    if ctx.in_play(ctx.card) and ctx.game.base_of(ctx.card) is not None:
        ctx.place_counters(ctx.card, 1)


@ability("Future Almanac?")
def future_almanac(ctx):
    """Place three stasis counters on this card."""
    _self_into_stasis(ctx, 3)


@ability("Future Almanac?", kind="ongoing", event="stasis_counter_removed", zone="stasis",
         when=lambda ctx: _removed_from_this(ctx) and ctx.event.player == ctx.controller)
def future_almanac_removed(ctx):
    """Special: After you remove a stasis counter from this card, draw a card."""
    ctx.draw(1)


@ability("Future Almanac?", kind="leave_stasis")
def future_almanac_leaves(ctx):
    """When you play this card from stasis, discard it."""
    ctx.leave_play(ctx.card, "discard")
    ctx.log(f"{ctx.card.ref} is discarded as it leaves stasis", cites.STASIS)


@ability("Lightning Strike")
def lightning_strike(ctx):
    """Place two stasis counters on this card."""
    _self_into_stasis(ctx, 2)


def _lightning_usable(ctx) -> bool:
    p = ctx.game.player(ctx.controller)
    return ctx.card.zone is p.stasis and ctx.game.current_player is p


@ability("Lightning Strike", kind="special", zone="stasis", usable=_lightning_usable)
def lightning_strike_special(ctx):
    """Special: On your turn you may use an action play to reduce the breakpoint of a base by one for each
    stasis counter on this card (up to 5) until the end of the turn and discard this card."""
    p = ctx.player
    if not ctx.use_regular_play("action"):
        extra = next((e for e in p.extras if e.kind == "action" and e.where is None and e.base is None
                      and (ctx.game.phase == "play" or e.any_phase)), None)
        if extra is None:
            raise Refused("Lightning Strike: you have no action play left")
        p.extras.remove(extra)
        ctx.log(f"{p.name} uses an extra action play for {ctx.card.ref}", cites.T_EXTRA)
    n = min(5, ctx.card.stasis)
    base = ctx.choose(f"Lightning Strike: reduce the breakpoint of which base by {n}?", ctx.bases())
    if base is not None and n:
        ctx.ongoing("breakpoint", -n, base=base, until="end_of_turn", turn=ctx.game.turn)
    ctx.leave_play(ctx.card, "discard")
    ctx.log(f"{ctx.card.ref} is discarded", cites.STASIS)


def _removed_from_other_by_you(ctx) -> bool:
    ev = ctx.event
    return ev.card is not ctx.card and ev.player == ctx.controller and not ev.data.get("taken")


@ability("Lightning Strike", kind="ongoing", event="stasis_counter_removed", zone="stasis",
         when=_removed_from_other_by_you)
def lightning_strike_collects(ctx):
    """Special: When you remove stasis counters from other cards you may place them on this card."""
    removed = ctx.event.card
    if ctx.may(f"Lightning Strike: place the stasis counter removed from {removed.ref} on this card?"):
        ctx.event.data["taken"] = True  # one counter goes on one Lightning Strike
        ctx.add_stasis_counters(ctx.card, 1, f"the stasis counter removed from {removed.ref} is placed on "
                                             f"{ctx.card.ref} ({ctx.card.stasis + 1} now)")


@ability("Lightning Strike", kind="leave_stasis")
def lightning_strike_leaves(ctx):
    """When you play this card from stasis, discard it."""
    ctx.leave_play(ctx.card, "discard")
    ctx.log(f"{ctx.card.ref} is discarded as it leaves stasis", cites.STASIS)
