"""The Lion King (Smash Up: Disney Edition): the Circle of Life, and Mufasa's memory in the discard pile.

Each function quotes the card text it implements
(corpus/cards/smash-up-disney-edition/the-lion-king.yaml). "Character" is the Disney word for a minion
(wiki/character); a "base modifier" is an action played on a base, a "character modifier" an action
played on a minion.

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "Special: After this character goes to the discard pile from play, you may ..." is offered in the
  Me First! window of the card's own ``discarded`` event (from play: destroyed, discarded, or its base
  scored) while the card is in its owner's discard pile; using the Special is the "you may".
- "If Mufasa is in your discard pile": the discard pile of the card's controller (terms/you).
- R: a talent that could do nothing (Rafiki or Timon and Pumbaa with nothing fitting in the discard pile,
  Zazu with neither option open, Hyenas' Den with no character of yours here) is refused rather than
  used for no effect.
- R: Circle of Life's Special answers the discard of the character it was on: the link is noted while
  the character is about to go to the discard pile with Circle of Life still on it.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


def _printed(card) -> int:
    return card.defn.power or 0


def _is_minion(card) -> bool:
    return card.defn.can_be("minion")


def _in_discard(ctx, name) -> bool:
    return any(c.name == name for c in ctx.discard_pile())


def _mufasa_gone(ctx) -> bool:
    return _in_discard(ctx, "Mufasa")


def _self_from_play(ctx) -> bool:
    """This card's own discard from play, while it still lies in its owner's discard pile."""
    ev = ctx.event
    return (ev.card is ctx.card and ev.data.get("from") == "play" and ctx.card.zone is not None
            and ctx.card.zone.kind == "discard" and ctx.card.zone.player == ctx.controller)


# ----- characters ----------------------------------------------------------------------------------
@ability("Mufasa", kind="special", window="discarded", zone="discard", usable=_self_from_play)
def mufasa(ctx):
    """Special: After this character goes to the discard pile from play, you may place up to four +1 power
    counters total on your characters."""
    for i in range(4):
        mine = ctx.minions(controller=ctx.controller)
        pick = ctx.may_choose(f"Mufasa: +1 power counter {i + 1} of up to 4 on which of your characters?", mine)
        if pick is None:
            break
        ctx.place_counters(pick, 1)


@ability("Nala", kind="power")
def nala(ctx, minion):
    """Ongoing: If there is a Lion Cub in your discard pile, this character has +2 power."""
    return 2 if minion is ctx.card and _in_discard(ctx, "Lion Cub") else 0


@ability("Simba", kind="power")
def simba(ctx, minion):
    """Ongoing: If Mufasa is in your discard pile, this character has +2 power."""
    return 2 if minion is ctx.card and _mufasa_gone(ctx) else 0


@ability("Simba", kind="special", window="discarded", zone="discard", usable=_self_from_play)
def simba_special(ctx):
    """Special: After this character goes to the discard pile from play, you may shuffle it into your
    deck."""
    p = ctx.player
    ctx.to_deck(ctx.card, p)
    ctx.log(f"{ctx.card.ref} is shuffled into {p.name}'s deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Rafiki", kind="talent")
def rafiki(ctx):
    """Talent: Place a character of power 2 or less from your discard pile into your hand."""
    found = [c for c in ctx.discard_pile() if _is_minion(c) and _printed(c) <= 2]
    if not found:
        raise Refused(f"{ctx.card.ref}: no character of power 2 or less in {ctx.controller}'s discard pile")
    ctx.place(ctx.choose("Rafiki: a character of power 2 or less from your discard pile", found), "hand")


@ability("Timon and Pumbaa", kind="talent")
def timon_and_pumbaa(ctx):
    """Talent: Place a card from your discard pile on the bottom of your deck. If that card is Hakuna
    Matata, place it into your hand instead."""
    pile = ctx.discard_pile()
    if not pile:
        raise Refused(f"{ctx.card.ref}: {ctx.controller}'s discard pile is empty")
    pick = ctx.choose("Timon and Pumbaa: a card from your discard pile", pile)
    ctx.place(pick, "hand" if pick.name == "Hakuna Matata" else "deck_bottom")


@ability("Zazu", kind="talent")
def zazu(ctx):
    """Talent: Give another of your characters here +2 power until the end of the turn, OR if Mufasa is in
    your discard pile, draw a card."""
    others = ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    words = (["+2 power"] if others else []) + (["draw"] if _mufasa_gone(ctx) else [])
    if not words:
        raise Refused(f"{ctx.card.ref}: no other character of yours here, and Mufasa is not in your discard pile")
    word = ctx.choose_word("Zazu: +2 power to another of your characters here, or draw a card?", words) \
        if len(words) > 1 else words[0]
    if word == "draw":
        ctx.draw(1)
    else:
        ctx.add_power(ctx.choose("Zazu: which of your characters here gets +2 power?", others), 2)


@ability("Lion Cub", kind="special", window="discarded", zone="discard", usable=_self_from_play)
def lion_cub(ctx):
    """Special: After this character goes to the discard pile from play, you may search your deck for a
    character of power 4 or less, reveal it, draw it, and shuffle your deck."""
    ctx.search_deck("Lion Cub: a character of power 4 or less to draw",
                    where=lambda c: _is_minion(c) and _printed(c) <= 4, may=False)


# ----- actions -------------------------------------------------------------------------------------
def _circle_links(game) -> dict:
    return game.__dict__.setdefault("disney_circle_of_life", {})


@ability("Circle of Life", kind="instead")
def circle_of_life(ctx, card, where):
    """Character modifier. Play on your character. Special: After this character goes to the discard
    pile, ... (While it is still on its character, about to go to the discard pile, the link between the
    two is noted for the Special; nothing is replaced.)"""
    holder = getattr(ctx.card.zone, "holder", None)
    if holder is not None and card is holder:
        _circle_links(ctx.game)[ctx.card.uid] = card.uid
    return None


def _circle_usable(ctx):
    ev = ctx.event
    return (ev.data.get("from") == "play" and ev.card is not None and _is_minion(ev.card)
            and _circle_links(ctx.game).get(ctx.card.uid) == ev.card.uid
            and ctx.card.zone is not None and ctx.card.zone.kind == "discard")


@ability("Circle of Life", kind="special", window="discarded", zone="discard", usable=_circle_usable)
def circle_of_life_special(ctx):
    """Special: After this character goes to the discard pile, you may play another character of power 3
    or less from your hand or discard pile as an extra character."""
    _circle_links(ctx.game).pop(ctx.card.uid, None)
    gone = ctx.event.card
    options = [c for c in ctx.hand() + ctx.discard_pile()
               if c is not gone and _is_minion(c) and _printed(c) <= 3]
    ctx.choose_and("Circle of Life: a character of power 3 or less from your hand or discard pile "
                          "to play as an extra character", options, ctx.play_card, may=True)


@ability("Hakuna Matata")
def hakuna_matata(ctx):
    """Draw two cards. If the Timon and Pumbaa card is in your discard pile, place it into your hand."""
    ctx.draw(2)
    card = next((c for c in ctx.discard_pile() if c.name == "Timon and Pumbaa"), None)
    if card is not None:
        ctx.place(card, "hand")


@ability("He Lives In You", kind="power")
def he_lives_in_you(ctx, minion):
    """Base modifier. Ongoing: Your characters here each have +1 power. If Mufasa is in your discard pile,
    they have +2 power instead."""
    if minion.controller != ctx.controller or ctx.base_of(minion) is not ctx.here:
        return 0
    return 2 if _mufasa_gone(ctx) else 1


@ability("Hyenas’ Den", kind="talent")
def hyenas_den(ctx):
    """Base modifier. Talent: One of your characters here gains +2 power until the end of the turn."""
    mine = ctx.minions(base=ctx.here, controller=ctx.controller)
    if not mine:
        raise Refused(f"{ctx.card.ref}: no character of yours here")
    ctx.add_power(ctx.choose("Hyenas' Den: which of your characters here gains +2 power?", mine), 2)


def _den_usable(ctx):
    return ctx.in_play(ctx.card) and _mufasa_gone(ctx) and len(ctx.bases()) > 1


@ability("Hyenas’ Den", kind="special", window="after_scoring", zone="play", usable=_den_usable)
def hyenas_den_special(ctx):
    """Special: After a base scores, if Mufasa is in your discard pile, you may move this card to another
    base."""
    frm = ctx.here
    dest = ctx.choose("Hyenas' Den: move it to which base?", ctx.other_bases(frm))
    if dest is None:
        return
    from oracle.engine import effects
    if not effects.allowed(ctx.game, effects.Affect("move", ctx.card, ctx.card, ctx.controller)):
        return
    ctx.put(ctx.card, dest.actions)
    ctx.log(f"{ctx.card.ref} moves from {frm.ref} to {dest.ref}", cites.T_MOVE)


@ability("Just Can’t Wait to be King")
def just_cant_wait(ctx):
    """Place two +1 power counters on one of your characters. If Mufasa is in your discard pile, place four
    +1 power counters on it instead."""
    ctx.choose_and("Just Can't Wait to be King: which of your characters?", ctx.minions(controller=ctx.controller),
                   lambda target: ctx.place_counters(target, 4 if _mufasa_gone(ctx) else 2))


@ability("Scar")
def scar(ctx):
    """Destroy another player's character of power 5 or less, OR destroy one of your characters to draw
    cards equal to its power."""
    theirs = ctx.minions(where=lambda m: m.controller != ctx.controller and ctx.power(m) <= 5)
    mine = ctx.minions(controller=ctx.controller)
    words = (["destroy theirs"] if theirs else []) + (["destroy mine"] if mine else [])
    if not words:
        ctx.log("Scar: no character to destroy", cites.USING_ABILITIES)
        return
    word = ctx.choose_word("Scar: destroy another player's character of power 5 or less, or one of yours "
                           "to draw cards?", words) if len(words) > 1 else words[0]
    if word == "destroy theirs":
        ctx.destroy(ctx.choose("Scar: destroy which character (power 5 or less)?", theirs))
    else:
        victim = ctx.choose("Scar: destroy which of your characters?", mine)
        power = ctx.power(victim)
        if ctx.destroy(victim) and power > 0:
            ctx.draw(power)


@ability("The Hyenas")
def the_hyenas(ctx):
    """Destroy a character of power 3 or less. If Mufasa is in your discard pile, draw a card and you may
    play an extra action."""
    ctx.choose_and("The Hyenas: destroy a character of power 3 or less",
                   ctx.minions(where=lambda m: ctx.power(m) <= 3), ctx.destroy)
    if _mufasa_gone(ctx):
        ctx.draw(1)
        ctx.extra("action", reason="The Hyenas")


@ability("Wildebeest Stampede")
def wildebeest_stampede(ctx):
    """Destroy one of your characters to search your deck for a character, shuffle your deck, and play it
    as an extra character."""
    mine = ctx.minions(controller=ctx.controller)
    if not mine:
        ctx.log("Wildebeest Stampede: no character of yours to destroy", cites.USING_ABILITIES)
        return
    if not ctx.destroy(ctx.choose("Wildebeest Stampede: destroy which of your characters?", mine)):
        return
    pick = ctx.search_deck("Wildebeest Stampede: a character to play", where=_is_minion, may=False)
    if pick is not None:
        ctx.play_card(pick)
