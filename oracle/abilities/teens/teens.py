"""Teens (Smash Up: Teens): five power-3 archetypes that call on each other by name.

Each function quotes the card text it implements (corpus/cards/smash-up-teens/teens.yaml).

Readings the card texts leave open, and how they are played here:

- "If there is a NAME here" looks at every card on this base except the minion just played, whoever
  controls it; a minion under Abe Frohman's talent has every name its owner's other minions have, and a
  Grimms' Blessing there may have names too (oracle/abilities/shared.py, names_of / cards_named).
- "After you play another minion of power 3" reads the played minion's current power when the ability
  triggers: decided by rules/in-and-out-of-play ("The power of a minion not in play is only the number
  printed on it, but once in play its power includes all modifications"), and the cards say "printed
  power" where they mean it. "Once per turn" is spent when the player uses the ability, not when they
  decline it: a reading (terms/may and rules/using-card-abilities are silent on a declined "may").
- "You may play an extra (minion|action)" grants the extra play for later this turn (rules/extra-cards);
  "play it as an extra minion" (New Kid, Strange Science) plays that card at once.
- A minion card's power outside play is its printed power (rules/in-and-out-of-play).
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.abilities import shared
from oracle.engine import cites, effects
from oracle.engine.errors import Refused

ALL_NAMES = "teens-all-names"  # the Effect kind of Abe Frohman's talent

def _used(ctx) -> bool:
    return ctx.used_this_turn()


def _use(ctx) -> None:
    ctx.mark_used()


def printed(card) -> int:
    return int(card.defn.power or 0)


def names_of(game, minion) -> set:
    """The names a minion has: its own, and while Abe Frohman's talent lasts, those of every other minion
    its owner owns."""
    return shared.names_of(game, minion)  # the effect ALL_NAMES is read there


def has_name(game, minion, name) -> bool:
    return name in names_of(game, minion)


def there_is(ctx, name) -> bool:
    here = ctx.here
    return here is not None and bool(shared.cards_named(ctx.game, name, base=here, where=lambda c: c is not ctx.card))


def host(card):
    z = card.zone
    return z.holder if z is not None and z.holder is not None else None


def _another_power_three(ctx) -> bool:
    ev = ctx.event
    return (ev.player == ctx.controller and ev.card is not None and ev.card is not ctx.card
            and ctx.in_play(ctx.card) and ctx.in_play(ev.card) and ctx.power(ev.card) == 3 and not _used(ctx))


def _teen_trigger(name):
    return ability(name, kind="ongoing", event="minion_played", when=_another_power_three)


# ----- minions -----------------------------------------------------------------------------------
@ability("Brain")
def brain(ctx):
    """If there is a Slacker here, you may play an extra action."""
    if there_is(ctx, "Slacker"):
        ctx.extra("action", reason="Brain")
    else:
        ctx.log("Brain: there is no Slacker here")


@_teen_trigger("Brain")
def brain_ongoing(ctx):
    """Ongoing: Once per turn, after you play another minion of power 3, you may draw a card."""
    if ctx.may(f"Brain: {ctx.event.card.ref} has power 3; draw a card?"):
        _use(ctx)
        ctx.draw(1)


@ability("Slacker")
def slacker(ctx):
    """If there is a Rebel here, move up to two of your minions to other bases."""
    if not there_is(ctx, "Rebel"):
        ctx.log("Slacker: there is no Rebel here")
        return
    mine = ctx.minions(controller=ctx.controller)
    for m in ctx.choose_many("Slacker: move up to two of your minions to other bases", mine, max=2):
        ctx.move(m, ctx.choose(f"Slacker: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m))))


@_teen_trigger("Slacker")
def slacker_ongoing(ctx):
    """Ongoing: Once per turn, after you play another minion of power 3, you may place a card from your
    discard pile on the bottom of your deck."""
    pick = ctx.may_choose("Slacker: you may place a card from your discard pile on the bottom of your deck",
                          ctx.discard_pile())
    if pick is not None:
        _use(ctx)
        ctx.place(pick, "deck_bottom")


@ability("Rebel")
def rebel(ctx):
    """If there is a Jock here, you may play an extra non-Rebel minion of power 3 here."""
    if not there_is(ctx, "Jock"):
        ctx.log("Rebel: there is no Jock here")
        return
    ctx.extra("minion", where=lambda c: c.name != "Rebel" and printed(c) == 3, base=ctx.here,
              reason="Rebel: a non-Rebel minion of power 3")


@_teen_trigger("Rebel")
def rebel_ongoing(ctx):
    """Ongoing: Once per turn, after you play another minion of power 3, you may move one of your minions
    to another base."""
    mine = ctx.minions(controller=ctx.controller) if len(ctx.bases()) > 1 else []
    m = ctx.may_choose("Rebel: you may move one of your minions to another base", mine)
    if m is None:
        return
    _use(ctx)
    ctx.move(m, ctx.choose(f"Rebel: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m))))


@ability("Jock")
def jock(ctx):
    """If there is a Prep here, place two +1 power counters on this minion."""
    if there_is(ctx, "Prep"):
        ctx.place_counters(ctx.card, 2)
    else:
        ctx.log("Jock: there is no Prep here")


@_teen_trigger("Jock")
def jock_ongoing(ctx):
    """Ongoing: Once per turn, after you play another minion of power 3, you may place a +1 power counter
    on this minion."""
    if ctx.may("Jock: place a +1 power counter on this minion?"):
        _use(ctx)
        ctx.place_counters(ctx.card, 1)


@ability("Prep")
def prep(ctx):
    """If there is a Brain here, you may search your deck for a minion of power 3 and draw it."""
    if not there_is(ctx, "Brain"):
        ctx.log("Prep: there is no Brain here")
        return
    if ctx.may("Prep: search your deck for a minion of power 3?"):
        ctx.search_deck("Prep: draw which minion of power 3?",
                        where=lambda c: c.defn.plays_as == "minion" and printed(c) == 3, may=False)


@_teen_trigger("Prep")
def prep_ongoing(ctx):
    """Ongoing: Once per turn, after you play another minion of power 3, you may give one of your minions
    +2 power until the end of the turn."""
    m = ctx.may_choose("Prep: you may give one of your minions +2 power", ctx.minions(controller=ctx.controller))
    if m is not None:
        _use(ctx)
        ctx.add_power(m, 2)


# ----- actions -----------------------------------------------------------------------------------
@ability("Abe Frohman", kind="talent")
def abe_frohman(ctx):
    """Play on one of your minions. Talent: Until the start of your next turn, this minion also has the
    same name as every other minion you own. Using this minion's abilities does not count as using
    another minion's abilities."""
    m = host(ctx.card)
    if m is None:
        return
    effects.add_effect(ctx.game, effects.Effect(ALL_NAMES, card=m, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{m.ref} also has the name of every other minion {m.owner or ctx.controller} owns until the start "
            f"of {ctx.controller}'s next turn", cites.USING_ABILITIES)


@ability("Babysitter", kind="protect")
def babysitter(ctx, affect):
    """Play on one of your minions. Ongoing: Your minions here cannot be affected by other players'
    abilities."""
    m = host(ctx.card)
    target = affect.target
    if m is None or getattr(target, "kind", None) != "minion" or target.controller != ctx.controller:
        return False
    if ctx.base_of(target) is not ctx.base_of(m):
        return False
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != ctx.controller


def _booty_when(ctx) -> bool:
    ev = ctx.event
    here = ctx.base_of(ctx.card)
    return (here is not None and ev.base is here and ev.player == ctx.controller and ev.card is not None
            and ev.card.kind == "minion" and printed(ev.card) == 3)


def _booty_trap(ctx):
    """Play on a base. Ongoing: After you play or move a minion with printed power 3 to this base, draw a
    card."""
    ctx.draw(1)


ability("Booty Trap", kind="ongoing", event="minion_played", when=_booty_when)(_booty_trap)
ability("Booty Trap", kind="ongoing", event="moved", when=_booty_when)(_booty_trap)


_BRUNCH = ["move", "draw", "extra minion", "+2 power", "discard to deck"]


@ability("Brunch Bunch")
def brunch_bunch(ctx):
    """Choose a base. For each name on a minion of yours there with printed power 3, you may choose a
    different effect: Move one of your minions to there. Draw a card. Play an extra minion of power 3
    there. Give a minion there +2 power until the end of the turn. Place a card from your discard pile on
    the bottom of your deck."""
    there = ctx.choose("Brunch Bunch: choose a base", ctx.bases())
    names = set()
    for m in ctx.minions(base=there, controller=ctx.controller):
        if printed(m) == 3:
            names |= names_of(ctx.game, m)
    ctx.log(f"Brunch Bunch: {len(names)} name(s) on {ctx.controller}'s printed-power-3 minions at {there.ref}"
            + (f" ({', '.join(sorted(names))})" if names else ""))
    left = list(_BRUNCH)
    for _ in range(len(names)):
        offers = []
        for w in left:
            if w == "move" and not [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not there]:
                continue
            if w == "+2 power" and not ctx.minions(base=there):
                continue
            if w == "discard to deck" and not ctx.discard_pile():
                continue
            offers.append(w)
        if not offers:
            break
        word = ctx.choose_word("Brunch Bunch: choose a different effect, or done", offers + ["done"])
        if word == "done":
            break
        left.remove(word)
        if word == "move":
            m = ctx.choose(f"Brunch Bunch: move which of your minions to {there.ref}?",
                           [m for m in ctx.minions(controller=ctx.controller) if ctx.base_of(m) is not there])
            ctx.move(m, there)
        elif word == "draw":
            ctx.draw(1)
        elif word == "extra minion":
            ctx.extra("minion", where=lambda c: printed(c) == 3, base=there,
                      reason="Brunch Bunch: a minion of power 3")
        elif word == "+2 power":
            ctx.add_power(ctx.choose(f"Brunch Bunch: give which minion at {there.ref} +2 power?",
                                     ctx.minions(base=there)), 2)
        else:
            ctx.place(ctx.choose("Brunch Bunch: place which card from your discard pile on the bottom of your "
                                 "deck?", ctx.discard_pile()), "deck_bottom")


@ability("Explosion at School")
def explosion_at_school(ctx):
    """Shuffle any number of minions of power 3 with different names from your discard pile into your deck
    and draw a card."""
    options = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed(c) == 3]
    picks = ctx.choose_many("Explosion at School: shuffle any number of minions of power 3 with different "
                            "names from your discard pile into your deck", options)
    if len({c.name for c in picks}) != len(picks):
        raise Refused("Explosion at School: the minions shuffled into the deck must have different names")
    if picks:
        for c in picks:
            ctx.to_deck(c)
        ctx.log(f"{ctx.controller} puts {', '.join(c.ref for c in picks)} from their discard pile into their deck",
                cites.DECKS)
        ctx.shuffle_deck()
    ctx.draw(1)


@ability("New Kid")
def new_kid(ctx):
    """Search your deck for a minion of power 3 and play it as an extra minion."""
    kid = ctx.search_deck("New Kid: search your deck for a minion of power 3",
                          where=lambda c: c.defn.plays_as == "minion" and printed(c) == 3, may=False)
    if kid is not None:
        ctx.play_card(kid, base=ctx.choose(f"New Kid: play {kid.ref} on which base?", ctx.bases()))


@ability("Principal's Office")
def principals_office(ctx):
    """Return one of your minions to your hand. You may play a minion of printed power 3 as an extra
    minion."""
    ctx.choose_and("Principal's Office: return one of your minions to your hand",
                   ctx.minions(controller=ctx.controller), ctx.return_to_hand)
    ctx.extra("minion", where=lambda c: printed(c) == 3, reason="Principal's Office: printed power 3")


@ability("Strange Science")
def strange_science(ctx):
    """Play a minion of power 3 from your discard pile as an extra minion."""
    options = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and printed(c) == 3]
    pick = ctx.choose("Strange Science: play which minion of power 3 from your discard pile?", options)
    if pick is None:
        ctx.log("Strange Science: no minion of power 3 in your discard pile", cites.DECKS)
        return
    ctx.play_card(pick, base=ctx.choose(f"Strange Science: play {pick.ref} on which base?", ctx.bases()))
