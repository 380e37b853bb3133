"""Minions of Cthulhu (Smash Up: The Obligatory Cthulhu Set): cultists who embrace Madness.

Each function quotes the card text it implements (corpus/cards/the-obligatory-cthulhu-set/
minions-of-cthulhu.yaml, the current wording), following clarifications/minions-of-cthulhu and the
rulings in rulings/minions-of-cthulhu/. Furthering the Cause remembers destructions at its base from
the moment it is in play (a minion destroyed there earlier in the turn it is played is not seen).

Cthulhu (a titan from the Titans Event Kit) counts a Madness card drawn from the Madness deck or from
the player's own deck (the ``madness_drawn`` event) and a Madness card played (``action_played``).

"Reveal cards from the top of your deck until you have revealed two actions" (Cthulhu Fhtagn): when the
deck runs out while revealing, the discard pile is shuffled into a new deck and revealing continues
("Start or continue drawing (revealing, searching) from there", rules/decks-discards-and-searches); it
stops when deck and discard pile are both empty, and the rest go to the bottom of the new deck. The
community wiki (wiki/until-you-reveal-x) would stop instead; the official rulebook wins.
"""

from __future__ import annotations

import weakref

from oracle.abilities import ability
from oracle.engine import cites, effects


def _is_madness(card) -> bool:
    return card.defn.type == "madness"


def _flag(game, flag) -> bool:
    return any(e.kind == "flag" and e.flag == flag for e in game.effects)


def _set_flag(ctx, flag) -> None:
    """Mark this card's "once per turn" as used; the mark names the card, so it ends when the card
    leaves play (replayed the same turn, it is a new card: rules/in-and-out-of-play)."""
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, until="end_of_turn", source=ctx.card,
                                                card=ctx.card, controller=ctx.controller))


# ----- minions ------------------------------------------------------------------------------------
@ability("Star-Spawn of Cthulhu", "talent")
def star_spawn(ctx):
    """Talent: Place a Madness card from your hand into another player's hand."""
    mine = [c for c in ctx.hand() if _is_madness(c)]
    if not mine:
        ctx.game.refuse(f"{ctx.controller} has no Madness card in hand for {ctx.card.ref}'s talent")
    card = ctx.choose("Star-Spawn of Cthulhu: place which Madness card?", mine)
    who = ctx.choose("Star-Spawn of Cthulhu: place it into which player's hand?", ctx.other_players())
    ctx.to_hand(card, who)
    card.owner = card.controller = who
    ctx.log(f"{ctx.controller} places a Madness card into {who}'s hand", cites.T_PLACE, cites.MADNESS)


def _chosen_usable(ctx) -> bool:
    return ctx.in_play(ctx.card) and bool(ctx.game.madness)


@ability("Cthulhu's Chosen", "special", window="before_scoring", zone="play", usable=_chosen_usable)
def cthulhus_chosen(ctx):
    """Special: Before a base scores, you may draw a Madness card to give this minion +2 power until
    the end of the turn."""
    if ctx.draw_madness(1):
        ctx.add_power(ctx.card, 2)


SERVITOR_SLUG = "servitor-of-cthulhu-minions-of-cthulhu"


@ability("Servitor of Cthulhu", slug=SERVITOR_SLUG)  # All Stars' Servitor of Cthulhu has a Talent instead
def servitor_of_cthulhu(ctx):
    """Destroy this minion and place an action card from your discard pile on top of your deck."""
    ctx.destroy(ctx.card)
    actions = [c for c in ctx.discard_pile() if c.defn.plays_as == "action"]
    ctx.choose_and("Servitor of Cthulhu: place an action card from your discard pile on top of your deck", actions,
                   lambda pick: ctx.place(pick, "deck_top", player=ctx.controller))


# ----- actions ------------------------------------------------------------------------------------
def _altar_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is ctx.here and ev.player == ctx.controller
            and not _flag(ctx.game, f"altar-to-cthulhu-{ctx.card.uid}"))


@ability("Altar to Cthulhu", "ongoing", event="minion_played", when=_altar_when)
def altar_to_cthulhu(ctx):
    """Play on a base. Ongoing: Once per turn, after you play a minion here, you may play an extra
    action."""
    _set_flag(ctx, f"altar-to-cthulhu-{ctx.card.uid}")
    ctx.extra("action")


def _to_deck_bottom(ctx, card) -> None:
    """Place a card here on the bottom of its owner's deck; monsters and treasures go to their own
    discard piles, titans leave play to the side, and cards immune to this are discarded
    (minions-of-cthulhu/complete-the-ritual, minions-of-cthulhu/complete-the-ritual-wiki)."""
    game = ctx.game
    kind = card.defn.type
    if kind in ("monster", "treasure", "titan"):
        ctx.leave_play(card, "discard")
        ctx.log(f"{card.ref} cannot go into a player's deck: it leaves play to {card.zone.describe()}",
                cites.T_PLACE, cites.MONSTERS)
        return
    if effects.allowed(game, effects.Affect("place", card, ctx.card, ctx.controller)):
        ctx.leave_play(card, "deck_bottom")
        ctx.log(f"{card.ref} is placed on the bottom of {card.zone.describe()}", cites.T_PLACE)
    else:
        ctx.leave_play(card, "discard")
        ctx.log(f"{card.ref} is immune and is discarded instead", cites.T_PLACE, cites.CANCELING)


@ability("Complete the Ritual", "start_of_turn")
def complete_the_ritual(ctx):
    """Play on a base where you have at least one minion. Ongoing: At the start of your turn, place all
    cards here on the bottom of their owners' decks and swap this base with the top card of the base
    deck."""
    game = ctx.game
    base = ctx.here
    if base is None:
        return
    for holder in list(base.minions) + list(base.titans):
        for att in list(holder.attached):
            _to_deck_bottom(ctx, att)
        _to_deck_bottom(ctx, holder)
    for a in [a for a in base.actions if a is not ctx.card]:
        _to_deck_bottom(ctx, a)
    for b in list(base.buried):
        _to_deck_bottom(ctx, b)
    _to_deck_bottom(ctx, ctx.card)
    if not game.base_deck:
        ctx.log(f"the base deck is empty: {base.ref} is not swapped", cites.SWAP)
        return
    old = base.card
    ctx.swap_base(base, game.base_deck[0])
    ctx.put(old, game.base_deck, top=True)
    ctx.log(f"{old.ref} takes the new base's place on top of the base deck", cites.SWAP)


@ability("Corruption")
def corruption(ctx):
    """Draw a Madness card. Destroy a minion."""
    ctx.draw_madness(1)
    ctx.choose_and("Corruption: destroy a minion", ctx.minions(), ctx.destroy)


@ability("Cthulhu Fhtagn")
def cthulhu_fhtagn(ctx):
    """Reveal cards from the top of your deck until you have revealed two actions. Place them into
    your hand and put the rest of the cards on the bottom of your deck."""
    p = ctx.player
    # an emptied deck is made anew from the discard pile and revealing continues (ctx.reveal_until);
    # the rest then go to the bottom of that new deck
    found, rest = ctx.reveal_until(lambda c: c.defn.plays_as == "action", count=2)
    for c in found:
        ctx.to_hand(c, p)
        c.controller = p.name
    for c in rest:
        ctx.to_deck(c, p)
        c.controller = p.name
    if found:
        ctx.log(f"{ctx.controller} places {', '.join(c.ref for c in found)} into their hand", cites.T_PLACE)
    if rest:
        ctx.log(f"{', '.join(c.ref for c in rest)} go to the bottom of {ctx.controller}'s deck", cites.T_PLACE)


def _furthering_destroyed_when(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    return (here is not None and ev.base is here and ev.card is not ctx.card
            and ev.card.defn.plays_as == "minion"
            and ev.data.get("controller") not in (None, ctx.controller))


@ability("Furthering the Cause", "ongoing", event="destroyed", when=_furthering_destroyed_when)
def furthering_the_cause_watch(ctx):
    """(Remembers that another player's minion here was destroyed this turn.)"""
    _set_flag(ctx, f"furthering-the-cause-{ctx.card.uid}")


@ability("Furthering the Cause", "end_of_turn",
         when=lambda ctx: _flag(ctx.game, f"furthering-the-cause-{ctx.card.uid}"))
def furthering_the_cause(ctx):
    """Play on a base. Ongoing: At the end of every turn, if another player's minion here was
    destroyed, gain 1 VP."""
    ctx.gain_vp(1)


@ability("It Begins Again")
def it_begins_again(ctx):
    """Shuffle any number of actions from your discard pile into your deck."""
    actions = [c for c in ctx.discard_pile() if c.defn.plays_as == "action"]
    picks = ctx.choose_many("It Begins Again: shuffle any number of actions from your discard pile into "
                            "your deck", actions)
    for c in picks:
        ctx.to_deck(c)
    if picks:
        ctx.log(f"{ctx.controller} puts {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Madness Unleashed")
def madness_unleashed(ctx):
    """Discard any number of Madness cards. For each one discarded, you may draw a card and play an
    extra action this turn."""
    mad = [c for c in ctx.hand() if _is_madness(c)]
    picks = ctx.choose_many("Madness Unleashed: discard any number of Madness cards", mad)
    for c in picks:
        ctx.discard_from_hand(c)
    for i in range(len(picks)):
        if ctx.may(f"Madness Unleashed ({i + 1} of {len(picks)}): draw a card and play an extra action?"):
            ctx.draw(1)
            ctx.extra("action")


@ability("Recruit by Force")
def recruit_by_force(ctx):
    """Place any number of minions of power 3 or less from your discard pile on top of your deck."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and (c.defn.power or 0) <= 3]
    picks = ctx.choose_many("Recruit by Force: place any number of minions of power 3 or less on top of "
                            "your deck", minions)
    for c in picks:
        ctx.place(c, "deck_top", player=ctx.controller)


@ability("The Seal is Broken")
def the_seal_is_broken(ctx):
    """Draw a Madness card. Gain 1 VP."""
    ctx.draw_madness(1)
    ctx.gain_vp(1)


@ability("Whispers in Darkness")
def whispers_in_darkness(ctx):
    """Draw a Madness card. You may play two extra actions this turn."""
    ctx.draw_madness(1)
    ctx.extra("action")
    ctx.extra("action")


# ----- Cthulhu (titan, Titans Event Kit) ----------------------------------------------------------
def _cthulhu_bases(ctx) -> list:
    return [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]


def _cthulhu_usable(ctx) -> bool:
    g = ctx.game
    p = g.player(ctx.controller)
    return (g.current_player is p and g.phase == "play" and p.action_plays < 1 and len(g.madness) >= 2
            and bool(_cthulhu_bases(ctx)))


@ability("Cthulhu", kind="special", zone="aside", usable=_cthulhu_usable)
def cthulhu_special(ctx):
    """Special: Instead of your regular action play, draw two Madness cards to play this titan on a base
    with one of your minions."""
    options = _cthulhu_bases(ctx)
    base = ctx.base if ctx.base is not None else ctx.choose(
        "Cthulhu: play this titan on which base with one of your minions?", options)
    if base not in options:
        ctx.game.refuse(f"Cthulhu is played on a base with one of {ctx.controller}'s minions; {base.ref} has none")
    if len(ctx.game.madness) < 2:
        ctx.game.refuse("Cthulhu: the Madness deck has fewer than two cards to draw")
    drawn = ctx.draw_madness(2)
    # drawn while the titan is still set aside: its Ongoing does not count them
    _BEFORE_CTHULHU.setdefault(ctx.game, set()).update(c.uid for c in drawn)
    ctx.play_titan(ctx.card, base, instead_of="action")


_BEFORE_CTHULHU: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _cthulhu_madness_when(ctx) -> bool:
    ev = ctx.event
    if not ctx.in_play(ctx.card) or ev.player != ctx.controller or ev.card is None:
        return False
    before = _BEFORE_CTHULHU.get(ctx.game, set())
    if ev.kind == "madness_drawn" and ev.card.uid in before:
        before.discard(ev.card.uid)
        return False
    return ev.kind == "madness_drawn" or _is_madness(ev.card)


def _cthulhu_counter(ctx):
    """Ongoing: After you play or draw a Madness card place a +1 power counter on this titan."""
    ctx.place_counters(ctx.card, 1)


ability("Cthulhu", kind="ongoing", event="madness_drawn", when=_cthulhu_madness_when)(_cthulhu_counter)
ability("Cthulhu", kind="ongoing", event="action_played", when=_cthulhu_madness_when)(_cthulhu_counter)


@ability("Cthulhu", kind="talent")
def cthulhu_talent(ctx):
    """Talent: Draw a Madness card, OR place a Madness card from your hand into another player's hand."""
    mine = [c for c in ctx.hand() if _is_madness(c)]
    words = (["draw"] if ctx.game.madness else []) + (["place"] if mine and ctx.other_players() else [])
    if not words:
        ctx.game.refuse("Cthulhu: the Madness deck is empty and you have no Madness card in hand")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Cthulhu: draw a Madness card, OR place a Madness card from your hand into another player's hand", words)
    if word == "draw":
        ctx.draw_madness(1)
        return
    card = ctx.choose("Cthulhu: place which Madness card?", mine)
    who = ctx.choose("Cthulhu: place it into which player's hand?", ctx.other_players())
    ctx.to_hand(card, who)
    card.owner = card.controller = who
    ctx.log(f"{ctx.controller} places a Madness card into {who}'s hand", cites.T_PLACE, cites.MADNESS)
