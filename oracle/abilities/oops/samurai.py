"""Samurai (Oops, You Did It Again): honour, duels and minions that pay off when they fall.

Each function quotes the card text it implements (corpus/cards/oops-you-did-it-again/samurai.yaml).

"Goes to the discard pile from play" covers being destroyed and being discarded after a base
scores (clarifications/samurai). The engine fires ``discarded`` (``data["from"] == "play"``)
after the card has left play, so a card that watches its own departure (Samurai-Chan, Bushi,
Final Haiku) notices it with an ``instead`` hook -- asked while the card is still in play, just
before it goes to the discard pile -- and leaves a one-shot delayed trigger for the
``discarded`` event that follows (``watch_discard``).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


def watch_discard(ctx, card, fn):
    """A one-shot delayed trigger: after ``card`` goes to the discard pile from play this turn,
    ``fn(ctx)`` runs (ctx.card is ``ctx.card``, ctx.controller is "you")."""
    holder = {}

    def when(c):
        ev = c.event
        return ev.card is card and ev.data.get("from") == "play" and holder.get("eff") in c.game.effects

    def run(c):
        eff = holder.get("eff")
        if eff in c.game.effects:
            c.end_effect(eff)
        fn(c)

    holder["eff"] = ctx.delayed("discarded", run, when=when, until="end_of_turn")


def host(card):
    """The minion an attached action is played on, else None."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def scoring_base(ctx):
    ev = ctx.event
    return ev.base if ev is not None else None


@ability("Shogun", kind="ongoing", event="discarded",
         when=lambda ctx: (ctx.event.data.get("from") == "play" and ctx.event.card is not ctx.card
                           and ctx.event.card.defn.plays_as == "minion"
                           and ctx.event.data.get("controller") == ctx.controller and ctx.in_play(ctx.card)))
def shogun(ctx):
    """Ongoing: After another of your minions goes to the discard pile from play, place a +1 power
    counter on this minion."""
    ctx.place_counters(ctx.card, 1)


@ability("Bushi", kind="instead")
def bushi(ctx, card, where):
    """Ongoing: After this minion goes to the discard pile from play while it has 5 or more power,
    gain 1 VP."""
    if card is ctx.card and ctx.in_play(card) and ctx.power(card) >= 5:
        ctx.log(f"{card.ref} goes to the discard pile with {ctx.power(card)} power", "samurai/bushi")
        watch_discard(ctx, card, lambda c: c.gain_vp(1))
    return None


@ability("Ronin")
def ronin(ctx):
    """If this is your only minion on this base, you may place two +1 power counters on it."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    if mine == [ctx.card] and ctx.may("Ronin: place two +1 power counters on it?"):
        ctx.place_counters(ctx.card, 2)


@ability("Samurai-Chan", slug="samurai-chan-samurai", kind="instead")
def samurai_chan(ctx, card, where):
    """Ongoing: After this minion goes to the discard pile from play, draw a card."""
    if card is ctx.card and ctx.in_play(card):
        watch_discard(ctx, card, lambda c: c.draw(1))
    return None


@ability("Code of Bushido")
def code_of_bushido(ctx):
    """Place three total +1 power counters on your minions."""
    for i in range(3):
        mine = ctx.minions(controller=ctx.controller)
        pick = ctx.choose(f"Code of Bushido: place +1 power counter {i + 1} of 3 on one of your minions",
                          mine)
        if pick is None:
            return
        ctx.place_counters(pick, 1)


@ability("Final Haiku", kind="instead")
def final_haiku(ctx, card, where):
    """Play on one of your minions. Ongoing: After this minion goes to the discard pile from play,
    your minions each gain +2 power until the end of the turn."""
    if card is not None and card is host(ctx.card):
        def fn(c):
            for m in c.minions(controller=c.controller):
                c.add_power(m, 2)
        watch_discard(ctx, card, fn)
    return None


@ability("Heart of the Battle", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: scoring_base(ctx) in ctx.game.bases)
def heart_of_the_battle_special(ctx):
    """Special: Play before a base scores."""
    ctx.card.oops_base = scoring_base(ctx)
    ctx.play_this()


@ability("Heart of the Battle")
def heart_of_the_battle(ctx):
    """Special: Play before a base scores. One of your minions there duels another player's minion
    there. Destroy the losing minion."""
    base = getattr(ctx.card, "oops_base", None)
    ctx.card.oops_base = None
    if base is None:
        from oracle.abilities.oops.ancient_egyptians import uncovered_at
        if uncovered_at(ctx) is not None:  # uncovered: it cannot be played now, so it is discarded
            ctx.log("Heart of the Battle is played only before a base scores: uncovered now, it is "
                    "discarded without effect", cites.BURYING)
            return
        raise Refused("Heart of the Battle is played only before a base scores (its Special)")
    if base not in ctx.game.bases:
        return
    duel_and_destroy(ctx, base)


def duel_and_destroy(ctx, base, mine=None):
    """One of your minions at ``base`` duels another player's minion there; the loser is destroyed
    (both on a tie, rules/duels). Returns (result, challenger, challenged)."""
    if mine is None:
        mine = ctx.choose(f"{ctx.card.ref}: choose your dueling minion at {base.ref}",
                          ctx.minions(base=base, controller=ctx.controller))
    if mine is None:
        return None, None, None
    foe = ctx.choose(f"{ctx.card.ref}: choose another player's minion at {base.ref} to duel",
                     ctx.minions(base=base, where=lambda m: m.controller not in (None, ctx.controller)))
    if foe is None:
        return None, mine, None
    result = ctx.duel(mine, foe)
    if result in ("challenger", "tie"):
        ctx.destroy(foe)
    if result in ("challenged", "tie"):
        ctx.destroy(mine)
    return result, mine, foe


@ability("Honor the Ancestors")
def honor_the_ancestors(ctx):
    """Place a +1 power counter on one of your minions. For each other player in the game, you may
    shuffle a minion from your discard pile back into your deck."""
    ctx.choose_and("Honor the Ancestors: place a +1 power counter on one of your minions",
                   ctx.minions(controller=ctx.controller), lambda pick: ctx.place_counters(pick, 1))
    n = len(ctx.other_players())
    cands = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    if not cands:
        return
    picks = ctx.choose_many(f"Honor the Ancestors: shuffle up to {n} minion(s) from your discard pile "
                            "into your deck", cands, max=n)
    for c in picks:
        ctx.to_deck(c)
        ctx.log(f"{c.ref} goes from {ctx.controller}'s discard pile into the deck", cites.DECKS)
    if picks:
        ctx.shuffle_deck()


@ability("Honor the Fallen", kind="instead")
def honor_the_fallen(ctx, card, where):
    """Play on a base. Ongoing: After one of your minions here goes to the discard pile, draw a
    card."""
    if (card is not None and card.defn.plays_as == "minion" and ctx.in_play(card)
            and card.zone is ctx.here.minions and card.controller == ctx.controller):
        watch_discard(ctx, card, lambda c: c.draw(1))
    return None


@ability("Honorable Combat")
def honorable_combat(ctx):
    """Choose a base where another player has more power than you. One of your minions there duels
    one of that player's minions there. The controller of the winning minion gains 1 VP."""
    def stronger(b):
        return [p for p in ctx.other_players() if ctx.total(b, p) > ctx.total(b)]
    bases = [b for b in ctx.bases() if stronger(b) and ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("Honorable Combat: choose a base where another player has more power than you", bases)
    if base is None:
        return
    who = ctx.choose("Honorable Combat: choose that player", stronger(base))
    mine = ctx.choose(f"Honorable Combat: choose your dueling minion at {base.ref}",
                      ctx.minions(base=base, controller=ctx.controller))
    foe = ctx.choose(f"Honorable Combat: choose {who}'s minion at {base.ref} to duel",
                     ctx.minions(base=base, controller=who))
    if mine is None or foe is None:
        return
    result = ctx.duel(mine, foe)
    if result in ("challenger", "tie"):
        ctx.gain_vp(1, player=mine.controller or ctx.controller)
    if result in ("challenged", "tie"):
        ctx.gain_vp(1, player=foe.controller or who)


@ability("Way of the Warrior")
def way_of_the_warrior(ctx):
    """Until the end of the turn, one of your minions gains +3 power, and if it goes to the discard
    pile from play, draw a card."""
    pick = ctx.choose("Way of the Warrior: choose one of your minions", ctx.minions(controller=ctx.controller))
    if pick is None:
        return
    ctx.add_power(pick, 3)
    watch_discard(ctx, pick, lambda c: c.draw(1))


@ability("Yokai Attack!")
def yokai_attack(ctx):
    """Destroy one of your minions to play an extra minion and an extra action."""
    pick = ctx.choose("Yokai Attack!: destroy one of your minions", ctx.minions(controller=ctx.controller))
    if pick is None or not ctx.destroy(pick):
        ctx.log("Yokai Attack!: no minion of yours was destroyed, so no extra plays")
        return
    ctx.extra("minion", reason="Yokai Attack!")
    ctx.extra("action", reason="Yokai Attack!")
