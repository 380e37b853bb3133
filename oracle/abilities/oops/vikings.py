"""Vikings (Oops, You Did It Again): raiding other players' hands and decks.

Each function quotes the card text it implements (corpus/cards/oops-you-did-it-again/vikings.yaml).

Cards taken from another player (Pillage, Valkyrie, Shield Maiden, Ransack, Raiding Party) keep
their owner: "you" play and control them, and when they leave play they go to their owner's
pile (vikings/pillage, rules/in-and-out-of-play). A card you do not own may be placed on top of
your own deck (vikings/berserk).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.oops.samurai import host, watch_discard
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def _to_my_hand(ctx, card):
    ctx.to_hand(card)
    card.controller = ctx.controller
    ctx.log(f"{card.ref} (owned by {card.owner}) is placed into {ctx.controller}'s hand", cites.T_PLACE,
            "terms/owner")


def _to_my_deck_top(ctx, card):
    ctx.to_deck(card, top=True)
    ctx.log(f"{ctx.controller} places a card from their hand on top of their deck", cites.T_PLACE)


def _top_cards(ctx, player, n):
    """Take up to ``n`` cards from the top of ``player``'s deck (reshuffling if needed)."""
    out = []
    for _ in range(n):
        top = ctx.top_of_deck(player=player)
        if top is None:
            break
        ctx.put(top, ctx.game.resolving)
        out.append(top)
    return out


def _player_with_deck(ctx, text):
    p = [n for n in ctx.other_players() if ctx.game.player(n).deck or ctx.game.player(n).discard]
    return ctx.choose(text, p)


@ability("Valkyrie")
def valkyrie(ctx):
    """Place a minion from another player's discard pile into your hand."""
    cands = [c for n in ctx.other_players() for c in ctx.discard_pile(n) if c.defn.plays_as == "minion"]
    pick = ctx.choose("Valkyrie: place a minion from another player's discard pile into your hand", cands)
    if pick is not None:
        _to_my_hand(ctx, pick)


@ability("Raider", kind="talent")
def raider(ctx):
    """Talent: Place up to three cards from your hand on top of your deck. This minion gains +1
    power for each one until the end of the turn."""
    picks = ctx.choose_many("Raider: place up to three cards from your hand on top of your deck",
                            ctx.hand(), max=3)
    for c in picks:
        _to_my_deck_top(ctx, c)
    if picks:
        ctx.add_power(ctx.card, len(picks))


@ability("Shield Maiden", slug="shield-maiden-vikings")
def shield_maiden(ctx):
    """Reveal the top card of another player's deck. If it is an action, or a minion of power 3 or
    less, place it into your hand. Otherwise, return it."""
    who = _player_with_deck(ctx, "Shield Maiden: reveal the top card of which player's deck?")
    if who is None:
        return
    top = ctx.top_of_deck(player=who)
    if top is None:
        return
    ctx.log(f"{who} reveals {top.ref} from the top of their deck (Shield Maiden)", cites.DECKS)
    ctx.saw([top], player=who)
    if top.defn.plays_as == "action" or (top.defn.plays_as == "minion" and (top.defn.power or 0) <= 3):
        _to_my_hand(ctx, top)
    else:
        ctx.log(f"{top.ref} is returned to the top of {who}'s deck", cites.DECKS)


@ability("Huscarl", kind="talent")
def huscarl(ctx):
    """Talent: Place a card from your hand on top of your deck to give this minion +2 power until
    the end of the turn."""
    pick = ctx.choose("Huscarl: place a card from your hand on top of your deck", ctx.hand())
    if pick is None:
        raise Refused("Huscarl: you have no card in hand to place on top of your deck")
    _to_my_deck_top(ctx, pick)
    ctx.add_power(ctx.card, 2)


@ability("Berserk")
def berserk(ctx):
    """Place a card from your hand on top of your deck to give one of your minions +3 power until
    the end of the turn."""
    pick = ctx.choose("Berserk: place a card from your hand on top of your deck", ctx.hand())
    if pick is None:
        ctx.log("Berserk: no card in hand to place, so no minion gains power")
        return
    _to_my_deck_top(ctx, pick)
    ctx.choose_and("Berserk: give one of your minions +3 power", ctx.minions(controller=ctx.controller),
                   lambda m: ctx.add_power(m, 3))


@ability("Cast the Runes")
def cast_the_runes(ctx):
    """Look at another player's hand. Look at the top two cards of their deck and return them in
    any order. Play an extra action."""
    who = ctx.choose("Cast the Runes: look at which player's hand and deck?", ctx.other_players())
    if who is not None:
        hand = ctx.hand(who)
        ctx.log(f"{ctx.controller} looks at {who}'s hand: " + (", ".join(c.ref for c in hand) or "empty"),
                cites.USING_ABILITIES)
        ctx.saw(hand, player=who, look=True, zone="hand")
        top = _top_cards(ctx, who, 2)
        if top:
            ctx.log(f"{ctx.controller} looks at the top {len(top)} card(s) of {who}'s deck", cites.DECKS)
            ctx.saw(top, player=who, look=True)
        ctx.return_to_top(top, who)
    ctx.extra("action", reason="Cast the Runes")


@ability("Combat Training")
def combat_training(ctx):
    """Each of your minions gains +1 power until the end of the turn."""
    for m in ctx.minions(controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Pillage")
def pillage(ctx):
    """Take a random card from another player's hand and place it in yours."""
    who = ctx.choose("Pillage: take a random card from which player's hand?",
                     [n for n in ctx.other_players() if ctx.hand(n)])
    if who is None:
        return
    card = ctx.game.rng.choice(ctx.hand(who))
    ctx.log(f"{ctx.controller} takes a random card from {who}'s hand", cites.USING_ABILITIES)
    _to_my_hand(ctx, card)


@ability("Raiding Party")
def raiding_party(ctx):
    """Reveal the top three cards of another player's deck. You may play a revealed action, or
    minion of power 4 or less, as an extra card. Return the rest in any order."""
    who = _player_with_deck(ctx, "Raiding Party: reveal the top three cards of which player's deck?")
    if who is None:
        return
    top = _top_cards(ctx, who, 3)
    ctx.log(f"{who} reveals " + ", ".join(c.ref for c in top) + " (Raiding Party)", cites.DECKS)
    ctx.saw(top, player=who)
    ok = [c for c in top if c.defn.plays_as == "action"
          or (c.defn.plays_as == "minion" and (c.defn.power or 0) <= 4)]
    pick = ctx.may_choose("Raiding Party: play a revealed action or minion of power 4 or less as an extra "
                          "card, or pass", ok)
    rest = [c for c in top if c is not pick]
    ctx.return_to_top(rest, who)
    if pick is not None:
        ctx.play_card(pick)


@ability("Ransack")
def ransack(ctx):
    """Place an action on a minion, an action on a base, or a buried card into your hand."""
    game = ctx.game
    cands = []
    for b in ctx.bases():
        cands.extend(b.actions)
        for m in list(b.minions) + list(b.titans):
            cands.extend(m.attached)
        cands.extend(b.buried)
    pick = ctx.choose("Ransack: place an action on a minion or base, or a buried card, into your hand", cands)
    if pick is None:
        return
    if pick.zone.kind != "buried":
        if not effects.allowed(game, effects.Affect("place", pick, ctx.card, ctx.controller)):
            return
        ctx.leave_play(pick, "hand")
    _to_my_hand(ctx, pick)


@ability("Tribute")
def tribute(ctx):
    """Draw three cards."""
    ctx.draw(3)


@ability("Viking Funeral")
def viking_funeral_play(ctx):
    """Play on one of your minions of power 5 or more."""
    m = ctx.target
    if m is None or m.controller != ctx.controller or ctx.power(m) < 5:
        from oracle.abilities.oops.ancient_egyptians import uncovered_at
        if uncovered_at(ctx) is not None:  # uncovered onto a minion it cannot be played on: discarded
            ctx.log("Viking Funeral cannot be played on that minion: uncovered, it is discarded", cites.BURYING)
            ctx.discard_from_play(ctx.card)
            return
        raise Refused("Viking Funeral is played on one of your minions of power 5 or more")


@ability("Viking Funeral", kind="instead")
def viking_funeral(ctx, card, where):
    """Ongoing: After this minion goes to the discard pile, gain 1 VP. If you own it, put it back in
    the box."""
    if card is not None and card is host(ctx.card):
        def fn(c):
            c.gain_vp(1)
            if card.owner == c.controller and card.zone is not None and card.zone.kind == "discard":
                c.put(card, c.game.box)
                c.log(f"{card.ref} is put back in the box (Viking Funeral)", cites.T_IN_THE_BOX)
        watch_discard(ctx, card, fn)
    return None
