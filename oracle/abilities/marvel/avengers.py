"""Avengers (Smash Up: Marvel): Earth's mightiest heroes and their gear.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/avengers.yaml).
Smash Up: Marvel says "character" for minion, "base modifier" / "character modifier" for an action
played on a base / a minion; the engine reads them so.

Every Avengers card is implemented. Notes on readings (R: the rulebook is silent, this is the
project's reading; otherwise the rule that decides it is named):
- "Special: Play before a base scores" standard actions (Widow's Bite, Repulsor Boots' Special) are
  played in the Me First! window before scoring (terms/special, rules/me-first); the base is the one
  scoring. R: Widow's Bite, whose text says when it is played, is refused as a normal play (as the
  project does for every "Special: Play before a base scores" card without other text; Rally's errata
  "can be played normally as well" shows such a card is not played normally by default). Repulsor Boots
  played normally moves one of your characters; played with its Special it moves Iron Man (any Iron
  Man in play: the card does not say "your").
- R: a talent that could do nothing is refused rather than used for no effect (terms/talent says a
  talent is optional, not whether an empty one may be used): Iron Man with no other base to move to,
  Thor's talent with no Mjolnir on a character or no other character to move it to.
- Thor: there is one Mjolnir. R: when it is in the discard pile it is taken from there (the deck is
  then not searched and not shuffled); otherwise the deck is searched (and shuffled, found or not:
  "Shuffle your deck if you searched it").
- Hawkeye's Arrows ("Reveal cards from your deck until you reveal two actions"): when the deck runs
  out while revealing, the discard pile is shuffled into a new deck and revealing continues
  (rules/decks-discards-and-searches; the community wiki, wiki/until-you-reveal-x, would stop instead).
- Hulk Smash: "the base and all its modifiers" are the base modifiers played on it; characters and
  the character modifiers on them stay, on the new base (the card says "all characters remain"). An
  empty base deck is first made anew from the shuffled base discard pile, as when a scored base is
  replaced (rules/back-to-your-corners). R: the smashed base goes to the base discard pile after that
  shuffle (it cannot replace itself); with both the base deck and the base discard pile empty, no base
  can replace it and the "you may destroy the base" choice is not offered.
- Cap's Shield / "other players' actions": relative to the Shield's controller.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import cards_named
from oracle.engine import cites
from oracle.engine.errors import Refused


def _host(card):
    """The minion a character modifier is attached to, else None."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _is_minion(card) -> bool:
    return getattr(getattr(card, "defn", None), "plays_as", None) == "minion"


def _special_play(ctx) -> bool:
    """Whether this card is being played with its Special (a ``special`` play of this card)."""
    for p in reversed(ctx.game.plays):
        if p["card"] is ctx.card:
            return p["how"] == "special"
    return False


def _shuffle_into_deck(ctx, cards):
    p = ctx.player
    for c in cards:
        ctx.to_deck(c, p)
        c.controller = p.name
    ctx.shuffle_deck()


# ----- characters -----------------------------------------------------------------------------
@ability("Black Widow")
def black_widow(ctx):
    """You may destroy a character here of power 5 or less."""
    options = ctx.minions(base=ctx.here, where=lambda m: ctx.power(m) <= 5)
    ctx.choose_and("Black Widow: you may destroy a character here of power 5 or less", options, ctx.destroy, may=True)


@ability("Captain America", kind="talent")
def captain_america(ctx):
    """Talent: Give each of your other characters currently here +1 power until the end of the
    turn."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: m is not ctx.card):
        ctx.add_power(m, 1)


@ability("Hawkeye")
def hawkeye(ctx):
    """Draw three cards. Discard two cards."""
    ctx.draw(3)
    hand = ctx.hand()
    n = min(2, len(hand))
    for c in ctx.choose_many("Hawkeye: discard two cards", hand, min=n, max=n):
        ctx.discard_from_hand(c)


@ability("Hulk", kind="talent")
def hulk(ctx):
    """Talent: This character gains +2 power until the end of the turn."""
    ctx.add_power(ctx.card, 2)


@ability("Iron Man", kind="talent")
def iron_man(ctx):
    """Talent: Move this character and up to one other of your characters here to another base."""
    here = ctx.here
    if here is None or not ctx.other_bases(here):
        raise Refused("Iron Man's talent needs another base to move to")
    other = ctx.may_choose("Iron Man: you may move one other of your characters here with him",
                           ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card))
    dest = ctx.choose("Iron Man: move to which base?", ctx.other_bases(here))
    ctx.move(ctx.card, dest)
    if other is not None:
        ctx.move(other, dest)


@ability("Thor")
def thor(ctx):
    """Search your deck and/or discard pile for Mjolnir, reveal it, and draw it. Shuffle your deck if
    you searched it."""
    p = ctx.player
    pick = next((c for c in p.discard if c.name == "Mjolnir"), None)
    if pick is not None:
        ctx.log(f"{p.name} searches their discard pile and reveals {pick.ref}", cites.DECKS)
        ctx.to_hand(pick, p)
        pick.controller = p.name
        ctx.log(f"{p.name} draws {pick.ref}", cites.DECKS)
        return
    found = [c for c in p.deck if c.name == "Mjolnir"]
    pick = ctx.choose("Thor: take Mjolnir from your deck", found)
    if pick is not None:
        ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        ctx.saw([pick], player=p.name, top=False)
        ctx.to_hand(pick, p)
        pick.controller = p.name
        ctx.log(f"{p.name} draws {pick.ref}", cites.DECKS)
    else:
        ctx.log(f"{p.name} searches their deck and discard pile and finds no Mjolnir", cites.DECKS)
    ctx.shuffle_deck()


@ability("Thor", kind="talent")
def thor_talent(ctx):
    """Talent: Move Mjolnir from one character to another."""
    hammers = [a for m in ctx.minions() for a in m.attached if a.name == "Mjolnir"]
    if not hammers:
        raise Refused("Thor's talent: there is no Mjolnir on a character")
    hammer = ctx.choose("Thor: move which Mjolnir?", hammers)
    holder = _host(hammer)
    dest = ctx.choose(f"Thor: move Mjolnir from {holder.ref} to which character?",
                      ctx.minions(where=lambda m: m is not holder))
    if dest is None:
        raise Refused("Thor's talent: there is no other character to move Mjolnir to")
    ctx.transfer_action(hammer, dest)


# ----- actions --------------------------------------------------------------------------------
@ability("Avengers Assemble")
def avengers_assemble(ctx):
    """Shuffle up to two characters from your discard pile into your deck."""
    options = [c for c in ctx.discard_pile() if _is_minion(c)]
    picks = ctx.choose_many("Avengers Assemble: up to two characters to shuffle into your deck",
                            options, max=2)
    if picks:
        ctx.log(f"{ctx.controller} puts {', '.join(c.ref for c in picks)} into their deck", cites.T_PLACE)
        _shuffle_into_deck(ctx, picks)


def _shield_covers(ctx, target) -> bool:
    host = _host(ctx.card)
    if host is None or not _is_minion(target) or target.controller != ctx.controller:
        return False
    here = ctx.base_of(host)
    return here is not None and target.zone is here.minions


@ability("Cap's Shield", kind="protect")
def caps_shield_protect(ctx, affect):
    """Character modifier. Ongoing: Your characters here are not affected by other players'
    actions. ..."""
    if not _shield_covers(ctx, affect.target):
        return False
    return affect.source_type == "action" and affect.controller is not None and affect.controller != ctx.controller


@ability("Cap's Shield", kind="power")
def caps_shield_power(ctx, minion):
    """... If this card is on Captain America, they also have +1 power each."""
    host = _host(ctx.card)
    if host is None or host.name != "Captain America":
        return 0
    return 1 if _shield_covers(ctx, minion) else 0


@ability("Hawkeye's Arrows")
def hawkeyes_arrows(ctx):
    """Reveal cards from your deck until you reveal two actions. Draw the actions and shuffle the rest
    into your deck. If Hawkeye is in play, you may play the drawn cards as extra actions."""
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues (ctx.reveal_until)
    actions, rest = ctx.reveal_until(lambda c: c.defn.plays_as == "action", count=2)
    for c in actions:
        ctx.to_hand(c, p)
        c.controller = p.name
    if actions:
        ctx.log(f"{p.name} draws {', '.join(c.ref for c in actions)}", cites.DECKS)
    if rest:
        _shuffle_into_deck(ctx, rest)
    if not cards_named(ctx.game, "Hawkeye"):  # any card in play named Hawkeye (Grimms' Blessing's names count)
        return
    # a card played only with its Special ("Special: Play before a base scores") is no extra action now
    drawn = [c for c in actions if not (c.defn.text or "").lower().startswith("special: play")]
    while drawn:
        played = ctx.play_extra_now("action", where=lambda c: any(c is d for d in drawn))
        if played is None:
            break
        drawn = [d for d in drawn if d is not played and d.zone is p.hand]


@ability("Hulk Smash")
def hulk_smash(ctx):
    """Choose a base. Destroy any number of base modifiers on it. If Hulk is there, you may destroy the
    base and all its modifiers, and replace it with the top card of the base deck; all characters
    remain on the new base."""
    game = ctx.game
    base = ctx.choose("Hulk Smash: choose a base", ctx.bases())
    if base is None:
        return
    for act in ctx.choose_many(f"Hulk Smash: destroy any number of base modifiers on {base.ref}",
                               list(base.actions)):
        ctx.destroy(act)
    if base not in game.bases or not cards_named(game, "Hulk", base=base):
        return
    if not game.base_deck and not game.base_discard:
        ctx.log(f"Hulk Smash: the base deck and the base discard pile are empty, no base can replace "
                f"{base.ref}", cites.CORNERS)
        return
    if not ctx.may(f"Hulk Smash: destroy {base.ref} and replace it with the top card of the base deck?"):
        return
    for act in list(base.actions):
        ctx.destroy(act)
    if not game.base_deck:
        # rules/back-to-your-corners: when the base deck has run out, shuffle the base discard pile to
        # make a new base deck
        cards = list(game.base_discard)
        ctx.shuffle(cards)
        for c in cards:
            ctx.put(c, game.base_deck)
        ctx.log("the base deck is empty: the base discard pile is shuffled to make a new one", cites.CORNERS)
    old_card = base.card
    nb = ctx.swap_base(base, game.base_deck[0])
    ctx.put(old_card, game.base_discard)
    old_card.reset()
    ctx.log(f"{old_card.ref} is destroyed and goes to the base discard pile; {nb.ref} replaces it and "
            f"every character stays on it", cites.T_DESTROY, cites.CORNERS)


@ability("J.A.R.V.I.S.", kind="talent")
def jarvis(ctx):
    """Base modifier. Talent: Draw a card. Discard a card."""
    ctx.draw(1)
    ctx.choose_and("J.A.R.V.I.S.: discard a card", ctx.hand(), ctx.discard_from_hand)


@ability("Mjolnir", kind="power")
def mjolnir(ctx, minion):
    """Character modifier. Ongoing: If this card is on Thor, it has +2 power. Otherwise, it has -2
    power."""
    host = _host(ctx.card)
    if minion is not host:
        return 0
    return 2 if host.name == "Thor" else -2


@ability("Modular Tech")
def modular_tech(ctx):
    """Move one of your modifiers from one character to another character, or from one base to another
    base. Play an extra action."""
    mods = [a for m in ctx.minions() for a in m.attached
            if a.controller == ctx.controller and a.kind == "action"]
    mods += [a for b in ctx.bases() for a in b.actions if a.controller == ctx.controller]
    mod = ctx.choose("Modular Tech: move which of your modifiers?", mods)
    if mod is not None:
        holder = _host(mod)
        if holder is not None:
            dest = ctx.choose(f"Modular Tech: move {mod.ref} from {holder.ref} to which character?",
                              ctx.minions(where=lambda m: m is not holder))
        else:
            dest = ctx.choose(f"Modular Tech: move {mod.ref} to which base?", ctx.other_bases(ctx.base_of(mod)))
        if dest is not None:
            ctx.transfer_action(mod, dest)
    ctx.extra("action", reason="Modular Tech")


def _repulsor_usable(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.base is None or len(ctx.bases()) < 2:
        return False
    return any(m.name == "Iron Man" for m in ctx.minions())


@ability("Repulsor Boots", kind="special", window="before_scoring", usable=_repulsor_usable)
def repulsor_boots_special(ctx):
    """Special: You may play this before a base scores to move Iron Man."""
    ctx.play_this()


@ability("Repulsor Boots")
def repulsor_boots(ctx):
    """Move one of your characters to another base. (Played with its Special: move Iron Man.)"""
    if _special_play(ctx):
        movers = ctx.minions(where=lambda m: m.name == "Iron Man")
        text = "Repulsor Boots: move which Iron Man?"
    else:
        movers = ctx.minions(controller=ctx.controller)
        text = "Repulsor Boots: move one of your characters"
    m = ctx.choose(text, movers)
    if m is None:
        return
    dest = ctx.choose(f"Repulsor Boots: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is not None:
        ctx.move(m, dest)


@ability("Strategize")
def strategize(ctx):
    """Look at the top four cards of your deck. Place two of them on the top of the deck and the rest
    on the bottom, in any order."""
    p = ctx.player
    seen = ctx.take_top(4, reveal=False)
    if not seen:
        return
    keep = ctx.choose_many("Strategize: which two go back on top of your deck?", seen,
                           min=min(2, len(seen)), max=2)
    rest = [c for c in seen if c not in keep]
    top = ctx.order(keep, "Strategize: which card goes on the very top?")
    for c in reversed(top):
        ctx.to_deck(c, p, top=True)
    for c in ctx.order(rest, "Strategize: which card goes to the bottom first (the last one "
                                         "placed is the bottom card)?"):
        ctx.to_deck(c, p)
    ctx.log(f"{p.name} places {len(top)} card(s) on top of their deck and {len(rest)} on the bottom",
            cites.T_PLACE)


@ability("Tactical Advantage")
def tactical_advantage(ctx):
    """Choose a character to gain +3 power until the end of the turn."""
    ctx.choose_and("Tactical Advantage: choose a character to gain +3 power", ctx.minions(),
                   lambda pick: ctx.add_power(pick, 3))


@ability("Thunder and Lightning")
def thunder_and_lightning(ctx):
    """Destroy a character of power 3 or less."""
    ctx.choose_and("Thunder and Lightning: destroy a character of power 3 or less",
                   ctx.minions(where=lambda m: ctx.power(m) <= 3), ctx.destroy)


def _widows_bite_usable(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ev.base in ctx.game.bases


@ability("Widow's Bite", kind="special", window="before_scoring", usable=_widows_bite_usable)
def widows_bite_special(ctx):
    """Special: Play before a base scores."""
    ctx.play_this()


@ability("Widow's Bite")
def widows_bite(ctx):
    """Special: Play before a base scores. Other players' characters currently there each get -1 power
    until the end of the turn. If Black Widow is there, she gains +2 power until the end of the
    turn."""
    base = ctx.game.scoring_base
    if not _special_play(ctx) or base is None or base not in ctx.game.bases:
        raise Refused("Widow's Bite is played only with its Special, before a base scores")
    for m in ctx.minions(base=base, where=lambda m: m.controller != ctx.controller):
        ctx.add_power(m, -1)
    for m in ctx.minions(base=base, where=lambda m: m.name == "Black Widow"):
        ctx.add_power(m, 2)
