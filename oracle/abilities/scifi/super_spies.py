"""Super Spies (Smash Up: Science Fiction Double Feature): looking at decks and hands, and
striking before a base scores.

Each function quotes the card text it implements
(corpus/cards/science-fiction-double-feature/super-spies.yaml) and follows
clarifications/super-spies (the Bigger Geekier Box, 2018) and the wiki's Super Spies
clarifications (rulings/super-spies/*-wiki):

- Secret Agent: if the other player's action destroys Secret Agent, they still discard a card.
- Informant: another player's deck gets its cards back in the same order.
- Mindraker: the 2018 clarification speaks of an older text ("while this base is scoring"); the
  current text ("Look at each other player's hand and any number of buried or stored cards. Draw a
  card and play an extra action.") is the one implemented.
- From Q With Love: the discarded card may be one just drawn.

"Discards a minion off the top of their deck" reveals cards from the top until a minion, which is
discarded; the other revealed cards are shuffled back (wiki/play-x-off-the-top-of-your-deck,
compilation/play-or-draw-x-off-the-top-of-your-deck). A deck that is empty, before or while revealing,
is made anew from the shuffled discard pile and revealing continues from it
(rules/decks-discards-and-searches: "Start or continue drawing (revealing, searching) from there"),
stopping only when deck and discard pile are both empty: the community texts' "if the deck runs out
while you are revealing, you stop" is overruled by that official rule. The revealing is
``ctx.reveal_until``.

"Look at / reveal the top N cards" (For My Eyes Only, Informant, Operative's top, Permit to Kill): a deck
with fewer than N cards is followed by the shuffled discard pile, made into a new deck, and the looking
goes on from it (rules/decks-discards-and-searches: "Start or continue ... from there"): ``ctx.take_top``.
The cards taken are set aside until placed. Operative's "two cards from the bottom" reads only the deck.

Moon Zero Three (titan), following rulings/super-spies/moon-zero-three-wiki:
- Special: it is played (``special:`` step, on any base) instead of the regular action play; then its
  controller looks at the hand of a player with a minion at the base it was played on, even when a Clash of
  the Titans has at once set it aside again. A play that fails (another titan of theirs in play) is refused,
  so no hand is looked at. With no player's minion there, no hand is looked at.
- Talent: "any deck" is a player's deck (an empty one is first made anew from the discard pile,
  rules/decks-discards-and-searches) or the base, monster, treasure or Madness deck.
- Ongoing: "another player discards ... from their hand or deck" is a ``discarded`` event from a hand or a
  deck (``game.put`` fires those from a deck) whose player (whose hand or deck it was) is not its
  controller. Cards that player discards at once (in the same ability's resolution, or together down to
  the hand limit) are one discard: one counter may be placed, after the last of them.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.power import printed_power

OFF_THE_TOP = "wiki/play-x-off-the-top-of-your-deck"


def refill(ctx, player=None):
    p = ctx.game.player(player or ctx.controller)
    if not p.deck:
        ctx.refill_deck(p.name)
    return p


def order_cards(ctx, cards, text):
    """"In any order": the player picks the cards one by one (first pick = nearest the top)."""
    return ctx.order(cards, f"{text}: which card comes next (from the top)?")


def put_back(ctx, p, top_cards, bottom_cards=()):
    """Put ``top_cards`` on top of ``p``'s deck in that order (first = top), ``bottom_cards`` at the
    bottom in that order (last = bottom)."""
    for c in reversed(list(top_cards)):
        ctx.to_deck(c, p, top=True)
    for c in bottom_cards:
        ctx.to_deck(c, p)


def arrange_top_bottom(ctx, cards, text):
    """Place the cards looked at "on the top and/or bottom of your deck in any order"."""
    p = ctx.player
    bottom = ctx.choose_many(f"{text}: choose the cards to place on the bottom of your deck (any number)", cards)
    top = [c for c in cards if c not in bottom]
    top = order_cards(ctx, top, f"{text} (top of the deck)")
    bottom = order_cards(ctx, bottom, f"{text} (bottom of the deck)")
    put_back(ctx, p, top, bottom)
    ctx.log(f"{p.name} places {len(top)} card(s) on top and {len(bottom)} on the bottom of their deck",
            cites.T_PLACE)


def discard_minion_off_top(ctx, player):
    """Reveal from the top of ``player``'s deck until a minion; discard it; shuffle the other
    revealed cards back (see the module docstring). Returns the minion discarded, or None."""
    game = ctx.game
    p = game.player(player)
    hits, others = ctx.reveal_until(lambda c: c.defn.can_be("minion"), player=player)
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_discard(found, found.owner or player)
        ctx.log(f"{player} discards {found.ref} off the top of their deck", cites.T_DISCARD, OFF_THE_TOP)
    else:
        ctx.log(f"{player} reveals no minion", OFF_THE_TOP, cites.DECKS)
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck(player)
    return found


# ----- minions ---------------------------------------------------------------------------
def _secret_agent_played(ctx) -> bool:
    ev = ctx.event
    return ev.player is not None and ev.player != ctx.controller


def _secret_agent_discard(ctx, player):
    hand = ctx.hand(player)
    card = ctx.choose(f"Secret Agent: {player} must discard a card", hand, player=player)
    if card is None:
        ctx.log(f"{player} has no card to discard", cites.T_DISCARD)
        return
    ctx.discard_from_hand(card, player=player)


@ability("Secret Agent", kind="ongoing", event="action_played", when=_secret_agent_played)
def secret_agent(ctx):
    """Ongoing: After another player plays an action, they must discard a card."""
    _secret_agent_discard(ctx, ctx.event.player)


def _played_now(game, player, action) -> bool:
    """Whether ``action`` is being played right now (not using a talent of it in play)."""
    if action.zone is game.resolving:
        return True
    if not game.in_play(action):
        return False
    plays = f"{player} plays {action.ref}"
    talent = f"{player} uses the talent of {action.ref}"
    for ev in reversed(game.log):
        if ev.text.startswith(plays):
            return True
        if ev.text.startswith(talent):
            return False
    return False


def _secret_agent_removed(ctx) -> bool:
    ev = ctx.event
    src = ev.source
    if ev.card is not ctx.card or src is None or src.kind != "action":
        return False
    who = src.controller or ev.player
    return who is not None and who != ctx.controller and _played_now(ctx.game, who, src)


def _secret_agent_gone(ctx):
    """(clarifications/super-spies) If the other player's action destroys Secret Agent, they still
    have to discard a card: the action was played while Secret Agent was in play."""
    src = ctx.event.source
    _secret_agent_discard(ctx, src.controller or ctx.event.player)


for _ev in ("destroyed", "returned"):
    ability("Secret Agent", kind="ongoing", event=_ev, when=_secret_agent_removed)(_secret_agent_gone)


def _mole_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and ctx.base_of(ctx.card) is base


@ability("Mole", kind="special", window="before_scoring", zone="play", usable=_mole_usable)
def mole(ctx):
    """Special: Before this base scores, you may play an extra action."""
    ctx.play_extra_now("action")


@ability("Operative")
def operative(ctx):
    """Look at two cards from either the top or the bottom of your deck. You may bury one on any
    base, then return the rest in any order."""
    p = refill(ctx)
    end = ctx.choose_word("Operative: look at two cards from the top or the bottom of your deck",
                          ["top", "bottom"])
    if end == "top":  # a deck that runs out goes on from the reshuffled discard pile (ctx.take_top)
        cards = ctx.take_top(2, reveal=False)
    else:
        cards = list(p.deck)[-2:]
    if not cards:
        ctx.log(f"{p.name} has no card in their deck", cites.DECKS)
        return
    if end == "bottom":
        ctx.log(f"{p.name} looks at {len(cards)} card(s) from the bottom of their deck", cites.DECKS)
        ctx.saw(cards, player=p.name, look=True, top=False)
    pick = ctx.may_choose("Operative: you may bury one of them on any base", cards)
    if pick is not None:
        base = ctx.choose(f"Operative: bury {pick.ref} on which base?", ctx.bases())
        ctx.bury(pick, base)
        cards.remove(pick)
    ordered = order_cards(ctx, cards, f"Operative: return the cards to the {end} of your deck")
    if end == "top":
        put_back(ctx, p, ordered)
    else:
        put_back(ctx, p, (), ordered)


@ability("Informant")
def informant(ctx):
    """Look at the top three cards of any deck. If you looked at your own deck, place them on the
    top and/or bottom in any order. Otherwise, return them in the same order."""
    who = ctx.choose("Informant: look at the top three cards of whose deck?", ctx.players())
    p = ctx.game.player(who)
    cards = ctx.take_top(3, player=who, reveal=False, by=ctx.controller)  # on from a reshuffled discard pile
    if who != ctx.controller:
        put_back(ctx, p, cards)
        ctx.log(f"the cards are returned to {who}'s deck in the same order", cites.T_RETURN)
        return
    if cards:
        arrange_top_bottom(ctx, cards, "Informant")


# ----- actions ---------------------------------------------------------------------------
@ability("Discards are Forever")
def discards_are_forever(ctx):
    """Each other player discards a minion off the top of their deck. You may place a minion with
    power less than or equal to one of the minions discarded from your discard pile on top of your
    deck."""
    found = []
    for p in ctx.game.seat_order():
        if p.name == ctx.controller:
            continue
        m = discard_minion_off_top(ctx, p.name)
        if m is not None:
            found.append(m)
    if not found:
        return
    limit = max(printed_power(m) for m in found)
    cands = [c for c in ctx.discard_pile() if c.defn.can_be("minion") and printed_power(c) <= limit]
    ctx.choose_and(f"Discards are Forever: you may place a minion of power {limit} or less from your "
                          f"discard pile on top of your deck",
                   cands, lambda pick: ctx.place(pick, "deck_top"), may=True)


@ability("For My Eyes Only")
def for_my_eyes_only(ctx):
    """Look at the top five cards of your deck. Place them on the top and/or bottom of your deck in
    any order."""
    cards = ctx.take_top(5, reveal=False)  # a deck that runs out goes on from the reshuffled discard pile
    if cards:
        arrange_top_bottom(ctx, cards, "For My Eyes Only")


@ability("From Q With Love")
def from_q_with_love(ctx):
    """Draw two cards. You may discard a card to play an extra minion or action.
    (The discarded card may be one of the cards just drawn.)"""
    ctx.draw(2)
    card = ctx.may_choose("From Q With Love: you may discard a card to play an extra minion or action",
                          ctx.hand())
    if card is None:
        return
    ctx.discard_from_hand(card)
    kind = ctx.choose_word("From Q With Love: an extra minion or an extra action?", ["minion", "action"])
    ctx.extra(kind, reason="From Q With Love")


def _scoring_base_in_play(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


def _special_base(ctx):
    """The base scoring now: these actions are played only with their Special (terms/special)."""
    base = ctx.game.scoring_base
    if base is None or base not in ctx.game.bases:
        ctx.game.refuse(f"{ctx.card.ref} is played only with its Special, before a base scores")
    return base


@ability("Live and Let Chum", kind="special", window="before_scoring", usable=_scoring_base_in_play)
def live_and_let_chum_special(ctx):
    """Special: Before a base scores, (play this card to) destroy a minion of power 4 or less there."""
    ctx.play_this()


@ability("Live and Let Chum")
def live_and_let_chum(ctx):
    """Special: Before a base scores, destroy a minion of power 4 or less there."""
    base = _special_base(ctx)
    victim = ctx.choose(f"Live and Let Chum: destroy a minion of power 4 or less at {base.ref}",
                        ctx.minions(base=base, where=lambda m: ctx.power(m) <= 4))
    if victim is None:
        ctx.log(f"no minion of power 4 or less at {base.ref}", cites.T_DESTROY)
    else:
        ctx.destroy(victim)


@ability("Mindraker")
def mindraker(ctx):
    """Look at each other player's hand and any number of buried or stored cards. Draw a card and
    play an extra action."""
    for who in ctx.other_players():
        ctx.log(f"{ctx.controller} looks at {who}'s hand ({len(ctx.hand(who))} card(s))", cites.USING_ABILITIES)
        ctx.saw(ctx.hand(who), player=who, look=True, zone="hand")
    hidden = [c for b in ctx.bases() for c in b.buried]
    hidden += [s for c in ctx.game.cards_in_play() for s in c.stored]
    seen = ctx.choose_many("Mindraker: look at any number of buried or stored cards", hidden)
    if seen:
        ctx.log(f"{ctx.controller} looks at {len(seen)} buried or stored card(s)", cites.BURYING)
    ctx.draw(1)
    ctx.extra("action", reason="Mindraker")


@ability("Mindraker", printing="original")
def mindraker_original(ctx):
    """(The original printing, quoted by the SmashUp Wiki: wiki/special, oracle/ingest/printings.yaml.)
    Play on a base. Ongoing: Other players cannot play Specials while this base is scoring.

    "While this base is scoring" is from the moment it is chosen to score until its replacement
    comes out (``game.scoring_base``, set for that whole time); "play Specials" is playing a card
    as a Special (from a hand, a discard pile ...), so the Specials of cards already in play still
    resolve (super-spies/mindraker)."""
    card = ctx.card
    for other in ctx.other_players():
        def match(game, special_card):
            here = game.base_of(card)
            return here is not None and game.scoring_base is here and not game.in_play(special_card)
        ctx.forbid("special", other, match=match, until="while_source",
                   reason=f"(the original {card.ref}: other players cannot play Specials while its base is scoring)")


@ability("Permit to Kill")
def permit_to_kill(ctx):
    """Reveal the top two cards of each other player's deck and have them discard any minions
    revealed. Return the rest in any order. Choose one of those players. For each minion they
    discarded, place two +1 power counters among your minions."""
    game = ctx.game
    discarded = {}
    for p in game.seat_order():
        if p.name == ctx.controller:
            continue
        # a deck that runs out goes on from the reshuffled discard pile
        cards = ctx.take_top(2, player=p.name, by=ctx.controller)
        mins = [c for c in cards if c.defn.can_be("minion")]
        for c in mins:
            ctx.to_discard(c, c.owner or p.name)
            ctx.log(f"{p.name} discards {c.ref}", cites.T_DISCARD)
        discarded[p.name] = len(mins)
        rest = [c for c in cards if c not in mins]
        put_back(ctx, p, order_cards(ctx, rest, f"Permit to Kill: return {p.name}'s cards"))
    if not discarded:
        return
    who = ctx.choose("Permit to Kill: choose one of those players", list(discarded))
    n = 2 * discarded[who]
    for i in range(n):
        m = ctx.choose(f"Permit to Kill: place a +1 power counter ({i + 1} of {n}) on one of your minions",
                       ctx.minions(controller=ctx.controller))
        if m is None:
            ctx.log(f"{ctx.controller} has no minion for the counters", cites.COUNTERS)
            break
        ctx.place_counters(m, 1)


@ability("The Base is Not Enough", kind="special", window="before_scoring", usable=_scoring_base_in_play)
def the_base_is_not_enough_special(ctx):
    """Special: Before a base scores, (play this card to) take control of a minion of power 3 or less
    there until the end of the turn."""
    ctx.play_this()


@ability("The Base is Not Enough")
def the_base_is_not_enough(ctx):
    """Special: Before a base scores, take control of a minion of power 3 or less there until the end
    of the turn."""
    base = _special_base(ctx)
    target = ctx.choose(f"The Base is Not Enough: take control of a minion of power 3 or less at {base.ref}",
                        ctx.minions(base=base, where=lambda m: ctx.power(m) <= 3))
    if target is None:
        ctx.log(f"no minion of power 3 or less at {base.ref}", cites.T_CONTROL)
    else:
        ctx.take_control(target, until="end_of_turn")


@ability("The Spy Who Ditched Me")
def the_spy_who_ditched_me(ctx):
    """Each other player must discard a minion or reveal their hand to show they have none. If at
    least one other player did not discard a minion with 3 or more power, place a +1 power counter
    on each of your minions."""
    reward = False
    for p in ctx.game.seat_order():
        if p.name == ctx.controller:
            continue
        mins = [c for c in p.hand if c.defn.can_be("minion")]
        card = ctx.choose(f"The Spy Who Ditched Me: {p.name} discards a minion", mins, player=p.name)
        if card is None:
            ctx.log(f"{p.name} reveals their hand: no minion (" + (", ".join(c.ref for c in p.hand) or "empty")
                    + ")", cites.USING_ABILITIES)
            ctx.saw(list(p.hand), player=p.name, zone="hand")
            reward = True
            continue
        ctx.discard_from_hand(card, player=p.name)
        if printed_power(card) < 3:
            reward = True
    if reward:
        for m in ctx.minions(controller=ctx.controller):
            ctx.place_counters(m, 1)
    else:
        ctx.log("every other player discarded a minion of power 3 or more: no counters", cites.COUNTERS)


# ----- Moon Zero Three (titan, Titans Event Kit) --------------------------------------------------
def _moon_usable(ctx) -> bool:
    from oracle.engine.titans import titan_limit
    g = ctx.game
    p = g.player(ctx.controller)
    mine = [t for b in g.bases for t in b.titans if t.controller == ctx.controller]
    return (g.current_player is p and g.phase == "play" and p.action_plays < 1
            and len(mine) < titan_limit(g, ctx.controller))


@ability("Moon Zero Three", kind="special", zone="aside", usable=_moon_usable)
def moon_zero_three_special(ctx):
    """Special: Instead of your regular action play, you may play this titan to look at the hand of a
    player with a minion at its base."""
    base = ctx.base if ctx.base is not None else ctx.choose("Moon Zero Three: play this titan on which base?",
                                                            ctx.bases())
    ctx.play_titan(ctx.card, base, instead_of="action")
    # looked at although a Clash of the Titans may already have set it aside (moon-zero-three-wiki)
    players = [p.name for p in ctx.game.seat_order() if ctx.minions(base=base, controller=p.name)]
    if not players:
        ctx.log(f"no player has a minion at {base.ref}: Moon Zero Three looks at no hand", cites.USING_ABILITIES)
        return
    who = ctx.choose("Moon Zero Three: look at the hand of which player with a minion at its base?", players)
    hand = ctx.hand(who)
    ctx.log(f"{ctx.controller} looks at {who}'s hand ({', '.join(c.ref for c in hand) or 'empty'})",
            cites.USING_ABILITIES, cites.TITANS)
    ctx.saw(hand, player=who, look=True, zone="hand")


_OTHER_DECKS = {"base deck": "base_deck", "monster deck": "monster_deck", "treasure deck": "treasure_deck",
                "madness deck": "madness"}


@ability("Moon Zero Three", kind="talent")
def moon_zero_three_talent(ctx):
    """Talent: Look at the top card of any deck. Place it on the top or bottom of that deck."""
    game = ctx.game
    options = [p.name for p in game.seat_order() if p.deck or p.discard]
    options += [word for word, attr in _OTHER_DECKS.items() if getattr(game, attr)]
    pick = ctx.choose("Moon Zero Three: look at the top card of which deck?", options)
    if pick is None:
        ctx.log("Moon Zero Three: every deck is empty", cites.DECKS)
        return
    if pick in _OTHER_DECKS:
        deck, name = getattr(game, _OTHER_DECKS[pick]), f"the {pick}"
    else:
        deck, name = refill(ctx, pick).deck, f"{pick}'s deck"
    top = deck[0]
    ctx.log(f"{ctx.controller} looks at the top card of {name}", cites.DECKS)
    if pick not in _OTHER_DECKS:
        ctx.saw([top], player=pick, look=True)
    where = ctx.choose_word(f"Moon Zero Three: place {top.ref} on the top or the bottom of {name}?",
                            ["top", "bottom"])
    if where == "bottom":
        ctx.put(top, deck)
    ctx.log(f"{ctx.controller} places the card on the {where} of {name}", cites.T_PLACE)


def _moon_discard_when(ctx) -> bool:
    ev = ctx.event
    if ev.data.get("from") not in ("hand", "deck") or ev.player is None or ev.player == ctx.controller:
        return False
    together = ev.data.get("cards")
    if together and ev.card is not together[-1]:
        return False  # discarded down to the hand limit with others: the last one answers for all
    # more cards this player discarded in the same resolution are still waiting: the last one answers
    return not any(e.kind == "discarded" and e.player == ev.player and e.data.get("from") in ("hand", "deck")
                   for e, _ in ctx.game.pending_events)


@ability("Moon Zero Three", kind="ongoing", event="discarded", when=_moon_discard_when)
def moon_zero_three_ongoing(ctx):
    """Ongoing: After another player discards one or more cards from their hand or deck, you may place a +1
    power counter on this titan."""
    if ctx.may(f"Moon Zero Three: {ctx.event.player} discarded: place a +1 power counter on this titan?"):
        ctx.place_counters(ctx.card, 1)
