"""Spider-Verse (Smash Up: Marvel): spider-heroes who look ahead and answer from the hand.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/spider-verse.yaml).
Smash Up: Marvel says "character" for minion (wiki/character) and "character modifier" for an
action played on a minion (wiki/modifier).

Actions whose Special plays them (...Comes Great Responsibility, Spider-Sense, With Great Power...,
Your Friendly Neighborhood Hero) are played with ``ctx.play_this()``: they count as played (for
Spider-Man, wiki/special), and their ability reads whether the Special played them.

Every Spider-Verse card is implemented.

"Reveal cards ... until you reveal X" (The View From Above): when the deck runs out while revealing, the
discard pile is shuffled into a new deck and revealing continues, as the rulebook says for any reveal
("Start or continue drawing (revealing, searching) from there", rules/decks-discards-and-searches). The
community wiki (wiki/until-you-reveal-x) stops revealing instead; the official rulebook is followed, as
for Hawkeye's Arrows and Aladdin's talent.
"""

from __future__ import annotations

import re

from oracle.abilities import ability
from oracle.engine import cites

_SPECIAL = re.compile(r"\bSpecial:", re.I)


def _host(card):
    """The minion a character modifier is attached to, else None."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


def _scoring_base(ctx):
    ev = ctx.event
    base = ev.base if ev is not None else None
    return base if base is not None and base in ctx.game.bases else None


def _played_by_special(ctx) -> bool:
    """Whether this card's latest play this turn was by its Special ability."""
    mine = [p for p in ctx.plays_this_turn() if p["card"] is ctx.card]
    return bool(mine) and mine[-1]["how"] == "special"


def _have_minion_at_scoring_base(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and bool(ctx.minions(base=base, controller=ctx.controller))


def _draw_one_return_rest(ctx, label):
    """Look at the top three cards of your deck, draw one, and return the rest to the top and/or
    bottom of your deck in any order."""
    p = ctx.player
    seen = ctx.take_top(3, reveal=False)  # set aside while you decide
    if not seen:
        return
    pick = ctx.choose(f"{label}: draw which card?", seen)
    ctx.to_hand(pick, p)
    pick.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {pick.ref}", cites.DECKS)
    rest = [c for c in seen if c is not pick]
    if not rest:
        return
    bottom = ctx.choose_many(f"{label}: return which cards to the bottom of your deck (the others go on top)", rest)
    top = [c for c in rest if c not in bottom]
    if len(top) > 1:
        first = ctx.choose(f"{label}: which card goes on the very top of your deck?", top)
        top = [first] + [c for c in top if c is not first]
    if len(bottom) > 1:
        last = ctx.choose(f"{label}: which card goes on the very bottom of your deck?", bottom)
        bottom = [c for c in bottom if c is not last] + [last]
    for c in reversed(top):
        ctx.to_deck(c, p, top=True)
        c.controller = ctx.controller
    for c in bottom:
        ctx.to_deck(c, p)
        c.controller = ctx.controller
    ctx.log(f"{ctx.controller} returns {len(top)} card(s) to the top and {len(bottom)} to the bottom of their deck",
            cites.DECKS)


# ----- characters ------------------------------------------------------------------------------
def _spider_man_when(ctx) -> bool:
    ev = ctx.event
    return (ev.player == ctx.controller and ev.card is not None and ev.card is not ctx.card
            and bool(_SPECIAL.search(ev.card.defn.text or "")))


def _spider_man(ctx):
    """Ongoing: After you play a card that has a Special ability, this character gains +1 power until
    the end of the turn."""
    ctx.add_power(ctx.card, 1)


for _event in ("minion_played", "action_played", "titan_played"):
    ability("Spider-Man", kind="ongoing", event=_event, when=_spider_man_when)(_spider_man)


@ability("Ghost-Spider")
def ghost_spider(ctx):
    """Look at the top three cards of your deck, draw one, and return the rest to the top and/or bottom
    of your deck in any order."""
    _draw_one_return_rest(ctx, "Ghost-Spider")


@ability("Miles Morales", kind="special", window="before_scoring", usable=_have_minion_at_scoring_base)
def miles_morales(ctx):
    """Special: Before a base scores, if you have a character there, you may play this character there,
    and give it -1 power until the end of the turn."""
    base = _scoring_base(ctx)
    ctx.play_this(base=base)
    if ctx.in_play(ctx.card):
        ctx.add_power(ctx.card, -1)


@ability("Spider-Man 2099", kind="protect")
def spider_man_2099(ctx, affect):
    """Ongoing: This character cannot be destroyed by other players' cards."""
    if affect.target is not ctx.card or affect.kind != "destroy":
        return False
    who = affect.controller
    if who is None and affect.source is not None:
        who = affect.source.controller
    return who is not None and who != ctx.card.controller


# ----- actions ---------------------------------------------------------------------------------
@ability("...Comes Great Responsibility", kind="special", window="before_scoring",
         usable=_have_minion_at_scoring_base)
def comes_great_responsibility_special(ctx):
    """Special: You may play this before a base scores where you have a character."""
    ctx.play_this()


@ability("...Comes Great Responsibility")
def comes_great_responsibility(ctx):
    """Play an extra character. Special: You may play this before a base scores where you have a
    character. Play the extra character there. It gains -1 power until the end of the turn."""
    base = ctx.game.scoring_base
    if not _played_by_special(ctx) or base is None:
        ctx.extra("minion", reason="...Comes Great Responsibility")
        return
    m = ctx.play_extra_now("minion", base=base)
    if m is not None and ctx.in_play(m):
        ctx.add_power(m, -1)


@ability("Spider-Sense", kind="special", window="after_scoring", usable=_have_minion_at_scoring_base)
def spider_sense_special(ctx):
    """Special: You may play this after a base where you have a character scores."""
    ctx.play_this()


@ability("Spider-Sense")
def spider_sense(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("Spider-Verse Bond", kind="power")
def spider_verse_bond(ctx, minion):
    """Character modifier. Ongoing: This character has +1 power for each of your other characters here."""
    host = _host(ctx.card)
    if minion is not host:
        return 0
    here = ctx.base_of(host)
    return len(ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not host))


@ability("Spider Reflexes")
def spider_reflexes(ctx):
    """Look at the top three cards of your deck, draw one, and return the rest to the top and/or bottom
    of your deck in any order. You may play an extra action."""
    _draw_one_return_rest(ctx, "Spider Reflexes")
    ctx.extra("action", reason="Spider Reflexes")


@ability("The View From Above")
def the_view_from_above(ctx):
    """Say either "character" or "action". Reveal cards from the top of your deck until you reveal a card
    of that type, and draw it. Shuffle the rest into your deck."""
    word = ctx.choose_word("The View From Above: say \"character\" or \"action\"", ["character", "action"])
    kind = "minion" if word == "character" else "action"
    ctx.log(f"{ctx.controller} says \"{word}\"", cites.USING_ABILITIES)
    p = ctx.player
    # an empty deck, before or while revealing, is made anew from the shuffled discard pile and
    # revealing continues there (rules/decks-discards-and-searches: "Start or continue drawing
    # (revealing, searching) from there"); it stops when both are out of cards
    hits, rest = ctx.reveal_until(lambda c: c.defn.can_be(kind))
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_hand(found, p)
        found.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {found.ref}", cites.DECKS)
    else:
        ctx.log(f"no {word} is revealed", cites.DECKS)
    for c in rest:
        ctx.to_deck(c, p)
        c.controller = ctx.controller
    if rest:
        ctx.shuffle_deck()


@ability("Webbed Up")
def webbed_up(ctx):
    """Character modifier. Ongoing: This character has -2 power and its abilities are cancelled."""
    me = ctx.card
    ctx.cancel_abilities(match=lambda game, c: _host(me) is c and game.in_play(me), until="while_source")


@ability("Webbed Up", kind="power")
def webbed_up_power(ctx, minion):
    """Character modifier. Ongoing: This character has -2 power ..."""
    return -2 if minion is _host(ctx.card) else 0


@ability("With Great Power...", kind="special", window="before_scoring",
         usable=lambda ctx: _scoring_base(ctx) is not None)
def with_great_power_special(ctx):
    """Special: You may play this before a base scores."""
    ctx.play_this()


@ability("With Great Power...")
def with_great_power(ctx):
    """Give a character +3 power until the end of the turn. Special: You may play this before a base
    scores. Give a character there +2 power until the end of the turn instead of +3."""
    base = ctx.game.scoring_base
    if _played_by_special(ctx) and base is not None:
        target = ctx.choose(f"With Great Power...: give a character at {base.ref} +2 power", ctx.minions(base=base))
        if target is not None:
            ctx.add_power(target, 2)
        return
    target = ctx.choose("With Great Power...: give a character +3 power", ctx.minions())
    if target is not None:
        ctx.add_power(target, 3)


@ability("Your Friendly Neighborhood Hero", kind="special", window="after_scoring",
         usable=_have_minion_at_scoring_base)
def friendly_neighborhood_hero_special(ctx):
    """Special: After a base scores, (play this card to) place one of your characters there on top of
    its owner's deck."""
    ctx.play_this()


@ability("Your Friendly Neighborhood Hero")
def friendly_neighborhood_hero(ctx):
    """Special: After a base scores, place one of your characters there on top of its owner's deck."""
    base = ctx.game.scoring_base
    if not _played_by_special(ctx) or base is None:
        ctx.log("Your Friendly Neighborhood Hero has only a Special ability: played otherwise, it does nothing",
                cites.T_SPECIAL)
        return
    ctx.choose_and(f"Your Friendly Neighborhood Hero: place one of your characters at {base.ref} on top of "
                      f"its owner's deck",
                   ctx.minions(base=base, controller=ctx.controller), lambda pick: ctx.place(pick, "deck_top"))
