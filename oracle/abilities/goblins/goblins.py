"""Goblins (Smash Up: Goblins).

Each function quotes the card's current text from corpus/cards/smash-up-goblins/goblins.yaml.

Flipping a coin (``flip_coin``): the game's seeded random generator gives heads or tails (scenarios fix
it with ``seed:``). Immediately after the flip, the player who flipped may change its result with a
Diviner they control (once per turn each, discarding a card) or by playing Make Your Own Luck from
their hand (Special); they are asked while they have such a card ("change the result of the coin?",
answered with the card or ``pass``). Then the flip is an event, ``coin_flipped`` (``player``,
``data["result"]``), which "after you flip a coin" abilities (Chaos Lord, Diviner, Goblin Recruiters)
trigger on; like every trigger they resolve after the ability that flipped has finished
(rules/card-resolution-order).

The rulebooks say nothing about coins; these are readings of the card texts:
- a flip is fair (the seeded generator), and it is "your" flip when your card or a base acting for you
  has you flip it;
- Diviner's "once per turn" is counted for each Diviner and spent only when a card is discarded with it
  (declining is not using it); the change is offered immediately, before anything else resolves;
- Demolition flips its three coins, then resolves the heads, then the tails (each "you may");
- He Who Smelt It's "another minion" is any minion other than the one just flipped for;
- Gobbo counts every card in play named Gobbo, whoever controls it (shared.cards_named).

Not implemented: none.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import cards_named, game_memo
from oracle.engine import cites, decks
from oracle.engine.prompts import Prompt
from oracle.engine.triggers import GameEvent, fire

MEMO = "_goblins_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


def _other(result: str) -> str:
    return "tails" if result == "heads" else "heads"


def _changers(ctx, who):
    """Who may change ``who``'s coin now: their Diviners not yet used this turn (each Diviner's own
    "once per turn", forgotten when it leaves play: ``ctx.mark_used``), and Make Your Own Luck."""
    game = ctx.game
    p = game.player(who)
    out = []
    from oracle.engine.abilities_hook import live_abilities
    for m in game.minions(controller=who):
        if m.name == "Diviner" and live_abilities(game, m, "ongoing") and p.hand \
                and not ctx.used_this_turn("diviner-change", card=m):
            out.append(m)
    from oracle.engine import effects
    out.extend(c for c in p.hand if c.name == "Make Your Own Luck"
               and effects.forbidden(game, "special", who, c, game.scoring_base) is None)
    return out


def flip_coin(ctx, label, player=None) -> str:
    """``player`` (default you) flips a coin; returns "heads" or "tails" (after any change)."""
    game = ctx.game
    who = player or ctx.controller
    result = decks.coin(game)  # seeded, or a scenario's forced result (coins:)
    game.event(f"{who} flips a coin: {result} ({label})", cites.USING_ABILITIES)
    memo = _memo(game)
    pending = {"player": who, "result": result}
    stack = memo.setdefault("coins", [])
    stack.append(pending)
    try:
        while True:
            options = _changers(ctx, who)
            if not options:
                break
            pick = game.ask(Prompt(f"change the result of the coin ({pending['result']})? ({label})", who,
                                   options, can_pass=True))
            if pick is None:
                break
            if pick.name == "Diviner":
                hand = list(game.player(who).hand)
                card = ctx.choose("Diviner: discard a card to change the result", hand, player=who)
                ctx.mark_used("diviner-change", card=pick)
                ctx.discard_from_hand(card, player=who)
                pending["result"] = _other(pending["result"])
                game.event(f"{who} changes the coin to {pending['result']} (Diviner)", cites.USING_ABILITIES)
            else:
                from oracle.engine.play import play_card
                game.event(f"{who} uses the Special of {pick.ref}", cites.T_SPECIAL)
                play_card(game, who, pick, how="special")
    finally:
        stack.remove(pending)
    flips = memo.setdefault(("flips", game.turn, who), [0])
    flips[0] += 1
    fire(game, GameEvent("coin_flipped", player=who, source=ctx.card,
                         data={"result": pending["result"], "number": flips[0]}))
    return pending["result"]


def _after_you_flip(ctx) -> bool:
    return ctx.event.player == ctx.card.controller


# ----- minions -------------------------------------------------------------------------------
@ability("Chaos Lord", kind="ongoing", event="coin_flipped", when=_after_you_flip)
def chaos_lord(ctx):
    """Ongoing: After you flip a coin, if it was heads, place a +1 power counter on one of your minions; if
    tails, draw a card then discard a card."""
    if ctx.event.data.get("result") == "heads":
        ctx.choose_and("Chaos Lord: place a +1 power counter on one of your minions",
                       ctx.minions(controller=ctx.controller), lambda pick: ctx.place_counters(pick, 1))
    else:
        ctx.draw(1)
        ctx.choose_and("Chaos Lord: discard a card", ctx.hand(), ctx.discard_from_hand)


@ability("Diviner", kind="ongoing", event="coin_flipped",
         when=lambda ctx: _after_you_flip(ctx) and ctx.event.data.get("number") == 1)
def diviner(ctx):
    """Ongoing: Once per turn, immediately after you flip a coin you may discard a card to change its result.
    After the first time each turn you flip a coin, draw a card."""
    ctx.draw(1)


def _blaster_usable(ctx) -> bool:
    base = ctx.event.base
    return base is not None and base is ctx.here


@ability("Blaster", kind="special", window="before_scoring", zone="play", usable=_blaster_usable)
def blaster(ctx):
    """Special: Before this base scores, flip a coin. If heads, you may give this minion +2 power until the end
    of the turn. If tails, you may move this minion to another base."""
    here = ctx.here
    result = flip_coin(ctx, "Blaster")
    if not ctx.in_play(ctx.card):
        return
    if result == "heads":
        if ctx.may("Blaster: give this minion +2 power until the end of the turn?"):
            ctx.add_power(ctx.card, 2)
    else:
        dest = ctx.may_choose("Blaster: you may move this minion to another base", ctx.other_bases(here))
        if dest is not None:
            ctx.move(ctx.card, dest)


@ability("Gobbo")
def gobbo(ctx):
    """Flip a coin for each Gobbo in play (including this one). For each heads, place a +1 power counter on
    this minion."""
    n = len(cards_named(ctx.game, "Gobbo"))  # any card in play named Gobbo (Grimms' Blessing's names count)
    for i in range(n):
        if flip_coin(ctx, f"Gobbo, coin {i + 1} of {n}") == "heads" and ctx.in_play(ctx.card):
            ctx.place_counters(ctx.card, 1)


# ----- actions -------------------------------------------------------------------------------
def _host(ctx):
    z = ctx.card.zone
    return z.holder if z is not None and z.holder is not None else None


@ability("\"Magic\" Helmet", kind="power")
def magic_helmet_power(ctx, minion):
    """Play on your minion. Ongoing: This minion has +4 power."""
    return 4 if minion is _host(ctx) else 0


@ability("\"Magic\" Helmet", kind="before_scoring",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base is ctx.here)
def magic_helmet(ctx):
    """Before this base scores, flip a coin. If tails, destroy this minion."""
    host = _host(ctx)
    if flip_coin(ctx, "\"Magic\" Helmet") == "tails":
        if host is not None and ctx.in_play(host):
            ctx.destroy(host)


@ability("A Little Help")
def a_little_help(ctx):
    """Flip a coin. If heads, you may play an extra minion. If tails, you may play two extra actions."""
    if flip_coin(ctx, "A Little Help") == "heads":
        ctx.extra("minion")
    else:
        ctx.extra("action")
        ctx.extra("action")


@ability("Bushwacking")
def bushwacking(ctx):
    """Choose a minion and flip a coin. If heads, destroy the minion. If tails, move it to another base."""
    pick = ctx.choose("Bushwacking: choose a minion", ctx.minions())
    if pick is None:
        return
    result = flip_coin(ctx, "Bushwacking")
    if not ctx.in_play(pick):
        return
    if result == "heads":
        ctx.destroy(pick)
    else:
        dest = ctx.choose(f"Bushwacking: move {pick.ref} to which base?", ctx.other_bases(ctx.base_of(pick)))
        if dest is not None:
            ctx.move(pick, dest)


@ability("Demolition")
def demolition(ctx):
    """Flip three coins. For each heads, place a +1 power counter on one of your minions. For each tails, you
    may destroy an action on a base or on a minion."""
    results = [flip_coin(ctx, f"Demolition, coin {i + 1} of 3") for i in range(3)]
    for r in results:
        if r == "heads":
            pick = ctx.choose("Demolition: place a +1 power counter on one of your minions",
                              ctx.minions(controller=ctx.controller))
            if pick is not None:
                ctx.place_counters(pick, 1)
    for r in results:
        if r == "tails":
            acts = [c for b in ctx.bases() for c in b.cards_on() if c.kind == "action"]
            pick = ctx.may_choose("Demolition: you may destroy an action on a base or on a minion", acts)
            if pick is not None:
                ctx.destroy(pick)


@ability("Goblin Recruiters", kind="ongoing", event="coin_flipped", when=_after_you_flip)
def goblin_recruiters(ctx):
    """Play on a base. Ongoing: After you flip a coin, if it was heads, draw a card; if tails, you may shuffle a
    card from your discard pile into your deck."""
    if ctx.event.data.get("result") == "heads":
        ctx.draw(1)
        return
    pick = ctx.may_choose("Goblin Recruiters: you may shuffle a card from your discard pile into your deck",
                          ctx.discard_pile())
    if pick is not None:
        ctx.to_deck(pick)
        ctx.log(f"{ctx.controller} shuffles {pick.ref} into their deck (Goblin Recruiters)", cites.DECKS)
        ctx.shuffle_deck()


@ability("He Who Smelt It")
def he_who_smelt_it(ctx):
    """Choose a minion and flip a coin. If heads, place a +1 power counter on that minion and you may choose
    another minion and flip again. If tails, you may play an extra action."""
    pick = ctx.choose("He Who Smelt It: choose a minion", ctx.minions())
    chosen = []
    while pick is not None:
        chosen.append(pick)
        if flip_coin(ctx, "He Who Smelt It") == "tails":
            ctx.extra("action")
            return
        if ctx.in_play(pick):
            ctx.place_counters(pick, 1)
        pick = ctx.may_choose("He Who Smelt It: you may choose another minion and flip again",
                              ctx.minions(where=lambda m: m is not pick))


@ability("Make Your Own Luck")
def make_your_own_luck(ctx):
    """Special: Play immediately after you flip a coin. Change its result."""
    coins = [c for c in _memo(ctx.game).get("coins", []) if c["player"] == ctx.controller]
    if not coins:
        ctx.game.refuse("Make Your Own Luck is played only immediately after you flip a coin")
    coin = coins[-1]
    coin["result"] = _other(coin["result"])
    ctx.log(f"{ctx.controller} changes the coin to {coin['result']} (Make Your Own Luck)", cites.T_SPECIAL)


@ability("Revving Up")
def revving_up(ctx):
    """Choose a base. Flip a coin for each of your minions there. For each heads, place a +1 power counter on
    that minion. For each tails, that minion gains +2 power until the end of the turn."""
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("Revving Up: choose a base", bases)
    if base is None:
        return
    for m in ctx.minions(base=base, controller=ctx.controller):
        result = flip_coin(ctx, f"Revving Up, {m.ref}")
        if not ctx.in_play(m):
            continue
        if result == "heads":
            ctx.place_counters(m, 1)
        else:
            ctx.add_power(m, 2)
