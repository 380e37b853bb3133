"""Thieves (Smash Up: Munchkin): take other players' cards and treasures, and spend them.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/thieves.yaml,
the current text). "Cards you do not own" are cards of other players that came into your
hand, and treasures, which have no owner (munchkin/treasures, munchkin/owner). A card
taken from another player stays theirs: when discarded it goes to its owner's discard
pile (terms/owner); a discarded treasure goes to the treasure discard pile.

Strip Bare's Special answers the engine's "discarded" event (an action that went from play
to a discard pile), in its Me First! window.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.munchkin.warriors import discard_card, in_play_at_turn_start, mark_entered, owns
from oracle.engine import cites, effects, power


def not_owned(ctx, player=None):
    """Cards in a player's hand that the player does not own."""
    who = player or ctx.controller
    return [c for c in ctx.hand(who) if not owns(c, who)]


def take_into_hand(ctx, card, from_player) -> None:
    """Put another player's card (from their hand, deck or discard pile) into your hand; it stays theirs."""
    ctx.to_hand(card)
    card.controller = ctx.controller
    ctx.log(f"{ctx.controller} takes {card.ref} from {from_player} into their hand", cites.T_OWNER)


@ability("Master Thief", kind="talent")
def master_thief(ctx):
    """Talent: Draw a treasure card OR draw a random action from the discard pile of another player
    with a minion here."""
    here = ctx.here
    others = [p for p in ctx.other_players() if ctx.minions(base=here, controller=p)]
    words = ["treasure"] + (["action"] if others else [])
    pick = ctx.choose_word("Master Thief: draw a treasure card OR draw a random action from the discard "
                           "pile of another player with a minion here", words) if len(words) > 1 else words[0]
    if pick == "treasure":
        ctx.draw_treasures(1)
        return
    victim = ctx.choose("Master Thief: from whose discard pile?", others)
    actions = [c for c in ctx.discard_pile(victim) if c.defn.plays_as == "action"]
    if not actions:
        ctx.log(f"{victim} has no action in their discard pile", cites.CANCELING)
        return
    card = ctx.game.rng.choice(actions)
    take_into_hand(ctx, card, victim)


def _fence_usable(ctx) -> bool:
    here = ctx.here
    return (here is not None and ctx.event is not None and ctx.event.base is here
            and len(not_owned(ctx)) >= 2)


@ability("Fence", kind="special", window="before_scoring", zone="play", usable=_fence_usable)
def fence(ctx):
    """Special: Before this base scores, you may discard two cards from your hand you do not own to
    either gain 1 VP OR play an extra card."""
    picks = ctx.choose_many("Fence: discard two cards you do not own", not_owned(ctx), min=2, max=2)
    for c in picks:
        discard_card(ctx, c)
    pick = ctx.choose_word("Fence: gain 1 VP OR play an extra card", ["vp", "card"])
    if pick == "vp":
        ctx.gain_vp(1)
        return
    from oracle.engine.play import is_implemented
    playable = [c for c in ctx.hand() if c.defn.plays_as in ("minion", "action")
                and (ctx.game.allow_unimplemented or is_implemented(c))]
    ctx.choose_and("Fence: play an extra card (or pass)", playable, ctx.play_card, may=True)


@ability("Cat Burglar")
def cat_burglar(ctx):
    """Discard up to two cards. For each you own, draw a card. For each other card, place two +1
    power counters on this minion."""
    picks = ctx.choose_many("Cat Burglar: discard up to two cards", ctx.hand(), max=2)
    mine = [c for c in picks if owns(c, ctx.controller)]
    for c in picks:
        discard_card(ctx, c)
    if mine:
        ctx.draw(len(mine))
    others = len(picks) - len(mine)
    if others:
        ctx.place_counters(ctx.card, 2 * others)


@ability("Backstab")
def backstab(ctx):
    """Discard any number of cards you do not own. Destroy a minion of power 3 or less plus the
    number of cards discarded this way."""
    picks = ctx.choose_many("Backstab: discard any number of cards you do not own", not_owned(ctx))
    for c in picks:
        discard_card(ctx, c)
    limit = 3 + len(picks)
    victim = ctx.choose(f"Backstab: destroy a minion of power {limit} or less",
                        ctx.minions(where=lambda m: ctx.power(m) <= limit))
    if victim is None:
        ctx.log(f"no minion has power {limit} or less", cites.CANCELING)
        return
    ctx.destroy(victim)


@ability("Clever Distraction")
def clever_distraction_enters(ctx):
    """(Bookkeeping for the Special's condition "if this card was in play at the start of the
    turn": remembers the turn this card was played.)"""
    mark_entered(ctx)


def _distraction_when(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is ctx.here and ev.player not in (None, ctx.controller)


@ability("Clever Distraction", kind="ongoing", event="minion_played", when=_distraction_when)
def clever_distraction(ctx):
    """Play on a base. Ongoing: After another player plays a minion here, they may give you two
    cards from their hand to destroy this card."""
    other = ctx.event.player
    if not ctx.in_play(ctx.card) or len(ctx.hand(other)) < 2:
        return
    picks = ctx.may_choose_many(f"Clever Distraction: {other} may give {ctx.controller} two cards from their "
                                f"hand to destroy this card", ctx.hand(other), 2, player=other)
    if picks is None:
        return
    for c in picks:
        take_into_hand(ctx, c, other)
    ctx.destroy(ctx.card, by=other)


def _distraction_victims(ctx):
    here = ctx.here
    return [p for p in ctx.other_players()
            if power.has_presence(ctx.game, here, p) and ctx.game.player(p).vp >= 1]


def _distraction_usable(ctx) -> bool:
    here = ctx.here
    return (here is not None and ctx.event is not None and ctx.event.base is here
            and in_play_at_turn_start(ctx.game, ctx.card) and bool(_distraction_victims(ctx)))


@ability("Clever Distraction", kind="special", window="after_scoring", zone="play", usable=_distraction_usable)
def clever_distraction_special(ctx):
    """Special: After this base scores, if this card was in play at the start of the turn, take
    1 VP from another player here."""
    victim = ctx.choose("Clever Distraction: take 1 VP from which player here?", _distraction_victims(ctx))
    ctx.game.gain_vp(victim, -1, f"taken by {ctx.card.ref}")
    ctx.game.gain_vp(ctx.controller, 1, f"taken by {ctx.card.ref}")
    ctx.log(f"{ctx.controller} takes 1 VP from {victim} ({ctx.card.ref})", cites.USING_ABILITIES)


@ability("Mugging")
def mugging(ctx):
    """Choose another player. They must have you either look at their hand and draw an action from
    it, or draw the bottom two cards of their deck. If you look at their hand and they have no
    actions, play an extra action."""
    victim = ctx.choose("Mugging: choose another player", ctx.other_players())
    pick = ctx.choose_word(f"Mugging: {victim}, let {ctx.controller} look at your hand and draw an action "
                           f"from it, OR draw the bottom two cards of your deck?", ["hand", "deck"], player=victim)
    if pick == "hand":
        ctx.log(f"{ctx.controller} looks at {victim}'s hand", cites.DECKS)
        ctx.saw(ctx.hand(victim), player=victim, look=True, zone="hand")
        actions = [c for c in ctx.hand(victim) if c.defn.plays_as == "action"]
        if not actions:
            ctx.log(f"{victim} has no action in hand", cites.DECKS)
            ctx.extra("action", reason="Mugging: no action in their hand")
            return
        take_into_hand(ctx, ctx.choose(f"Mugging: draw which action from {victim}'s hand?", actions), victim)
        return
    p = ctx.game.player(victim)
    for _ in range(2):
        if not p.deck:
            ctx.refill_deck(p.name)
        if not p.deck:
            ctx.log(f"{victim} has no card left in their deck", cites.DECKS)
            break
        take_into_hand(ctx, p.deck[-1], victim)


@ability("Smuggling")
def smuggling(ctx):
    """You may discard two cards you do not own. If you do, gain 1 VP and you may swap your deck and
    discard pile. Place this card in the box."""
    picks = ctx.may_choose_many("Smuggling: you may discard two cards you do not own", not_owned(ctx), 2)
    if picks is not None:
        for c in picks:
            discard_card(ctx, c)
        ctx.gain_vp(1)
        if ctx.may("Smuggling: you may swap your deck and discard pile"):
            p = ctx.player
            deck, pile = list(p.deck), list(p.discard)
            for c in deck:
                ctx.to_discard(c, p)
            for c in pile:
                ctx.to_deck(c, p)
            ctx.log(f"{ctx.controller} swaps their deck ({len(deck)} cards) and discard pile ({len(pile)} cards)",
                    cites.DECKS)
    ctx.put(ctx.card, ctx.game.box)
    ctx.log(f"{ctx.card.ref} is placed in the box", cites.T_IN_THE_BOX)


@ability("Swipe")
def swipe(ctx):
    """Draw two total cards and/or treasure cards."""
    pick = ctx.choose_word("Swipe: draw two cards, one card and one treasure, or two treasures?",
                           ["2 cards", "1 card 1 treasure", "2 treasures"])
    treasures = {"2 cards": 0, "1 card 1 treasure": 1, "2 treasures": 2}[pick]
    if treasures < 2:
        ctx.draw(2 - treasures)
    if treasures:
        ctx.draw_treasures(treasures)


POTION_OPTIONS = ["draw", "move", "power", "stasis", "action"]


@ability("Potion Bandolier")
def potion_bandolier(ctx):
    """Discard any number of cards you do not own. For each one, choose a different option below:
    - Draw two cards. - Move one of your minions. - Give a minion +3 power until the end of the
    turn. - Place two stasis counters on a minion from your hand. - Play an extra action."""
    picks = ctx.choose_many("Potion Bandolier: discard any number of cards you do not own (up to five)",
                            not_owned(ctx), max=len(POTION_OPTIONS))
    for c in picks:
        discard_card(ctx, c)
    left = list(POTION_OPTIONS)
    for _ in picks:
        word = ctx.choose_word("Potion Bandolier: choose a different option: draw two cards, move one of your "
                               "minions, give a minion +3 power, place two stasis counters on a minion from "
                               "your hand, or play an extra action", left)
        left.remove(word)
        if word == "draw":
            ctx.draw(2)
        elif word == "move":
            m = ctx.choose("Potion Bandolier: move which of your minions?", ctx.minions(controller=ctx.controller))
            dest = None if m is None else ctx.choose(f"Potion Bandolier: move {m.ref} to which base?",
                                                     ctx.other_bases(ctx.base_of(m)))
            if dest is not None:
                ctx.move(m, dest)
        elif word == "power":
            m = ctx.choose("Potion Bandolier: give which minion +3 power?", ctx.minions())
            if m is not None:
                ctx.add_power(m, 3)
        elif word == "stasis":
            m = ctx.choose("Potion Bandolier: place two stasis counters on which minion from your hand?",
                           [c for c in ctx.hand() if c.defn.plays_as == "minion"])
            if m is not None:
                ctx.put_in_stasis(m, 2)
        else:
            ctx.extra("action", reason="Potion Bandolier")


@ability("Secret Stash")
def secret_stash(ctx):
    """Play on a base and store the top three cards of the treasure deck under this card."""
    from oracle.engine.monsters import _refill
    game = ctx.game
    for _ in range(3):
        if not game.treasure_deck:
            _refill(game, game.treasure_deck, game.treasure_discard, "treasure")
        if not game.treasure_deck:
            ctx.log("the treasure deck is empty", cites.MONSTERS)
            break
        ctx.store(game.treasure_deck[0], ctx.card)


@ability("Secret Stash", kind="start_of_turn")
def secret_stash_turn(ctx):
    """Ongoing: At the start of your turn, draw a card stored under this card.

    The stored cards are face down: the one drawn is the top one (the last stored)."""
    stored = list(ctx.card.stored)
    if not stored:
        return
    card = stored[-1]
    ctx.to_hand(card)
    card.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {card.ref}, stored under {ctx.card.ref}", cites.STORAGE)


@ability("Secret Stash", kind="talent")
def secret_stash_talent(ctx):
    """Talent: If this card has only one stored card, destroy this card to play it."""
    from oracle.engine.errors import Refused
    stored = list(ctx.card.stored)
    if len(stored) != 1:
        raise Refused(f"Secret Stash has {len(stored)} stored cards, not only one")
    card = stored[0]
    game = ctx.game
    ctx.to_hand(card, quiet=True)  # kept apart so that destroying this card does not discard it
    if not ctx.destroy(ctx.card):
        ctx.put(card, ctx.card.stored)
        return
    ctx.play_card(card)


@ability("Pickpocket")
def pickpocket(ctx):
    """Draw a treasure card."""
    ctx.draw_treasures(1)


@ability("Pickpocket", kind="hand_limit")
def pickpocket_hand_limit(ctx, player):
    """Ongoing: Your maximum hand size is increased by 1."""
    return 1 if player == ctx.controller else 0


def actions_in_play(game, exclude=None):
    """Every action in play: on bases, on minions and titans, and in stasis."""
    out = []
    for b in game.bases:
        for c in b.cards_on():
            if c.defn.plays_as == "action" and c is not exclude:
                out.append(c)
    for p in game.players:
        for c in p.stasis:
            if c.defn.plays_as == "action" and c is not exclude:
                out.append(c)
    return out


def _take_action(ctx, card, why) -> None:
    """Put ``card`` into your hand (it keeps its owner): removing an action does not affect it,
    so protection does not stop this (clarifications/thieves, thieves/strip-bare-munchkin)."""
    from oracle.engine.triggers import GameEvent, fire
    game = ctx.game
    base = game.base_of(card)
    was = card.controller
    for st in list(card.stored):
        ctx.leave_play(st)
    ctx.forget_card(card)
    ctx.to_hand(card)
    card.controller = ctx.controller
    card.reset()
    if hasattr(card, "stasis"):
        card.stasis = 0
    ctx.log(f"{card.ref} goes to {ctx.controller}'s hand ({why})", cites.T_RETURN)
    fire(game, GameEvent("returned", card=card, base=base, source=ctx.card, player=ctx.controller,
                         data={"controller": was}))


@ability("Strip Bare")
def strip_bare(ctx):
    """Return an action in play to your hand (even if it is owned by another player or in stasis).
    Special: Play after another player's action goes to the discard pile to place that action into
    your hand instead."""
    pending = ctx.game.__dict__.setdefault("_strip_bare", {})
    target_uid = pending.pop(ctx.card.uid, None)
    if target_uid is not None:
        card = next((c for c in ctx.game.all_cards() if c.uid == target_uid), None)
        if card is None or card.zone is None or card.zone.kind != "discard":
            ctx.log("the action is no longer in a discard pile", cites.CANCELING)
            return
        ctx.to_hand(card)
        card.controller = ctx.controller
        ctx.log(f"{ctx.controller} places {card.ref} into their hand instead of the discard pile",
                cites.T_PLACE)
        return
    card = ctx.choose("Strip Bare: return which action in play to your hand?",
                      actions_in_play(ctx.game, exclude=ctx.card))
    if card is None:
        ctx.log("there is no action in play", cites.CANCELING)
        return
    _take_action(ctx, card, "Strip Bare")


def _strip_bare_usable(ctx) -> bool:
    ev = ctx.event
    card = ev.card if ev is not None else None
    return (card is not None and ev.data.get("from") == "play" and card.defn.plays_as == "action"
            and ev.data.get("controller") not in (None, ctx.controller)
            and card.zone is not None and card.zone.kind == "discard")


@ability("Strip Bare", kind="special", window="discarded", usable=_strip_bare_usable)
def strip_bare_special(ctx):
    """Special: Play after another player's action goes to the discard pile to place that action
    into your hand instead."""
    ctx.game.__dict__.setdefault("_strip_bare", {})[ctx.card.uid] = ctx.event.card.uid
    ctx.play_this()
