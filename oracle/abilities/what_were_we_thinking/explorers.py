"""Explorers (Smash Up: What Were We Thinking?): new bases, moving minions around.

Each function quotes the card text it implements (corpus/cards/what-were-we-thinking/explorers.yaml,
the current wording), following clarifications/explorers and the rulings in rulings/explorers/.

- Idaho Smith's base enters play at the end of the table and stays: the number of bases grows
  (explorers/idaho-smith).
- Crypt Looter answers any base entering play, scored or swapped (explorers/crypt-looter).
- Forgotten Horrors draws once per card that moves minions here (explorers/forgotten-horrors):
  after it triggers it is transferred away, and a card that caused it does not trigger it again.
- It Belongs in a Museum needs two minions on different bases (explorers/it-belongs-in-a-museum).
- Lost City lets you play a minion on whichever base replaces the scored one (explorers/lost-city).
- Very Large Boulder destroys only after it moved (explorers/very-large-boulder).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.scoring import enter_base

from .common import base_holding


def _move_with_prompt(ctx, m, label):
    here = ctx.base_of(m)
    dest = ctx.choose(f"{label}: move {m.ref} to which base?", ctx.other_bases(here))
    if dest is not None:
        ctx.move(m, dest)


# ----- minions -----------------------------------------------------------------------------
@ability("Idaho Smith")
def idaho_smith(ctx):
    """You may play the top base of the base deck, and move this minion and any number of your other
    minions from here to there."""
    game = ctx.game
    if not game.base_deck:
        ctx.log("the base deck is empty: Idaho Smith cannot play a base", cites.USING_ABILITIES)
        return
    if not ctx.may("Idaho Smith: play the top base of the base deck?"):
        return
    here = ctx.here
    new = enter_base(game, game.base_deck[0])
    ctx.log(f"{new.ref} is added to the bases in play (Idaho Smith)", "explorers/idaho-smith")
    if here is None:
        return
    others = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    if ctx.in_play(ctx.card) and ctx.base_of(ctx.card) is here:
        ctx.move(ctx.card, new)
    for m in ctx.choose_many(f"Idaho Smith: move any number of your other minions from {here.ref} to {new.ref}",
                             others):
        ctx.move(m, new)


def _guide_when(ctx) -> bool:
    ev = ctx.event
    card = ev.card
    if card is None or card.controller != ctx.controller or not ctx.in_play(card):
        return False
    if card.kind != "minion" and card.defn.plays_as != "minion":
        return False
    n = sum(1 for mv in ctx.game.moves if mv["card"] is card and mv.get("turn") == ctx.game.turn)
    return n == 1


@ability("Guide", kind="ongoing", event="moved", when=_guide_when)
def guide(ctx):
    """Ongoing: After the first time each of your minions moves in a turn it gains +1 power until the end
    of the turn."""
    ctx.add_power(ctx.event.card, 1)


@ability("Crypt Looter", kind="special", window="base_entered",
         usable=lambda ctx: ctx.event.base is not None and ctx.event.base in ctx.game.bases)
def crypt_looter(ctx):
    """Special: After a new base comes into play, you may play this minion on it as an extra minion."""
    ctx.play_this(base=ctx.event.base)


@ability("Glory Hound")
def glory_hound(ctx):
    """Look at the top two cards of the base deck. Return them to the top and/or bottom of the deck in any
    order."""
    game = ctx.game
    cards = list(game.base_deck[:2])
    if not cards:
        ctx.log("the base deck is empty", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} looks at {', '.join(c.ref for c in cards)} from the top of the base deck",
            cites.DECKS)
    tops, bottoms = [], []
    for c in cards:
        if ctx.choose_word(f"Glory Hound: {c.ref} on the top or bottom of the base deck?", ["top", "bottom"]) == "top":
            tops.append(c)
        else:
            bottoms.append(c)
    if len(tops) == 2:
        first = ctx.choose("Glory Hound: which base goes on the very top?", tops)
        tops = [first] + [c for c in tops if c is not first]
    if len(bottoms) == 2:
        last = ctx.choose("Glory Hound: which base goes on the very bottom?", bottoms)
        bottoms = [c for c in bottoms if c is not last] + [last]
    rest = [c for c in game.base_deck if c not in cards]
    for c in tops[::-1]:
        ctx.put(c, game.base_deck, top=True)
    for c in bottoms:
        ctx.put(c, game.base_deck)
    order = tops + rest + bottoms
    ctx.reorder(game.base_deck, order)
    ctx.log(f"{ctx.controller} returns {len(tops)} base(s) to the top and {len(bottoms)} to the bottom of the "
            f"base deck", cites.DECKS)


# ----- actions -----------------------------------------------------------------------------
@ability("Dr Livingstone, I Presume?")
def dr_livingstone(ctx):
    """Choose a minion. If it is the only minion on its base, shuffle it into its owner's deck."""
    m = ctx.choose("Dr Livingstone, I Presume?: choose a minion", ctx.minions())
    if m is None:
        ctx.log("there is no minion in play", cites.USING_ABILITIES)
        return
    base = ctx.base_of(m)
    if len(base.minions) != 1:
        ctx.log(f"{m.ref} is not the only minion at {base.ref}: nothing happens", cites.USING_ABILITIES)
        return
    owner = m.owner or m.controller
    if ctx.place(m, "deck_top"):
        ctx.shuffle_deck(owner)


def _fh_fire(ctx, card):
    """One draw and transfer per play of ``card`` (the minion played here, or the card played that moves
    minions here: clarifications, one draw for several minions moved). A use is this card's, forgotten
    when it leaves play, and the key names that play of ``card``: a card that leaves play and is played
    again is a new card, whose new play counts (rules/in-and-out-of-play)."""
    nth = sum(1 for p in ctx.plays_this_turn() if p["card"] is card)
    use = f"forgotten-horrors:{card.uid}:{nth}"
    if ctx.used_this_turn(use):
        return
    ctx.mark_used(use)
    ctx.draw(1)
    here = base_holding(ctx, ctx.card)
    dest = ctx.choose("Forgotten Horrors: transfer this action to another base", ctx.other_bases(here))
    if dest is not None:
        ctx.transfer_action(ctx.card, dest)


@ability("Forgotten Horrors", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.base is not None
         and ctx.event.base is base_holding(ctx, ctx.card))
def forgotten_horrors_played(ctx):
    """Play on a base. Ongoing: After you play a minion here ..., draw a card and transfer this action to
    another base."""
    _fh_fire(ctx, ctx.event.card)


def _fh_moved_when(ctx) -> bool:
    ev = ctx.event
    src = ev.source
    if ev.base is None or ev.base is not base_holding(ctx, ctx.card) or ev.card is None:
        return False
    if ev.card.controller != ctx.controller or src is None:
        return False
    return _played_by_you(ctx, src)


def _played_by_you(ctx, src) -> bool:
    """Whether the card whose ability moved the minion was played by you (not a talent or ongoing
    ability of a card already in play): the latest log line about it is its play."""
    play = f"{ctx.controller} plays {src.ref}"
    for ev in reversed(ctx.game.log):
        if ev.text.startswith(play) and cites.T_PLAY in ev.cites:
            return True
        if f"the talent of {src.ref}" in ev.text or f"{src.ref} triggers" in ev.text:
            return False
    return False


@ability("Forgotten Horrors", kind="ongoing", event="moved", when=_fh_moved_when)
def forgotten_horrors_moved(ctx):
    """Ongoing: After you ... play a card that moves your minions to here, draw a card and transfer this
    action to another base."""
    _fh_fire(ctx, ctx.event.source)


@ability("Fortune and Glory")
def fortune_and_glory(ctx):
    """Choose a base. You may move up to two minions from there to another base."""
    base = ctx.choose("Fortune and Glory: choose a base", ctx.bases())
    picks = ctx.choose_many(f"Fortune and Glory: move up to two minions from {base.ref}", list(base.minions),
                            max=2)
    if not picks:
        return
    dest = ctx.choose(f"Fortune and Glory: move them from {base.ref} to which base?", ctx.other_bases(base))
    for m in picks:
        ctx.move(m, dest)


@ability("I Said No Camels!")
def i_said_no_camels(ctx):
    """Choose a base. Place a +1 power counter on each of your minions there OR draw a card for each of
    your minions there."""
    base = ctx.choose("I Said No Camels!: choose a base", ctx.bases())
    mine = ctx.minions(base=base, controller=ctx.controller)
    how = ctx.choose_word("I Said No Camels!: +1 power counters or draw cards?", ["counters", "draw"])
    if how == "counters":
        for m in mine:
            ctx.place_counters(m, 1)
    elif mine:
        ctx.draw(len(mine))


@ability("It Belongs in a Museum")
def it_belongs_in_a_museum(ctx):
    """Choose two minions on different bases. Move each one to the other's base."""
    all_m = ctx.minions()
    firsts = [m for m in all_m if any(ctx.base_of(o) is not ctx.base_of(m) for o in all_m)]
    if not firsts:
        ctx.log("there are no two minions on different bases: nothing moves", "explorers/it-belongs-in-a-museum")
        return
    a = ctx.choose("It Belongs in a Museum: choose the first minion", firsts)
    b = ctx.choose("It Belongs in a Museum: choose a minion on a different base",
                   [o for o in all_m if ctx.base_of(o) is not ctx.base_of(a)])
    base_a, base_b = ctx.base_of(a), ctx.base_of(b)
    ctx.move(a, base_b)
    ctx.move(b, base_a)


def _lost_city_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("Lost City", kind="special", window="after_scoring", usable=_lost_city_usable)
def lost_city_special(ctx):
    """Special: After a base scores, (play this card)."""
    ctx.play_this()


@ability("Lost City")
def lost_city(ctx):
    """Special: After a base scores, reveal the top two cards of the base deck. Choose one to replace the
    scored base and discard the other. Play a minion on the new base as an extra minion."""
    game = ctx.game
    scored = game.scoring_base
    if scored is None or scored not in game.bases:
        game.refuse(f"{ctx.card.ref} is played only with its Special, after a base scores")
    cards = list(game.base_deck[:2])
    if cards:
        ctx.log(f"{ctx.controller} reveals {', '.join(c.ref for c in cards)} from the base deck", cites.DECKS)
        keep = ctx.choose("Lost City: choose the base that replaces the scored base", cards)
        for c in cards:
            if c is not keep:
                ctx.put(c, game.base_discard)
                ctx.log(f"{c.ref} is discarded (Lost City)", cites.DECKS)
        ctx.put(keep, game.base_deck, top=True)

    def play_minion(dctx, scored=scored):
        new = dctx.event.base
        if new is not None and new in dctx.game.bases:
            dctx.play_extra_now("minion", base=new)

    # explorers/lost-city: whichever base replaces it, the minion may be played on it
    ctx.delayed("base_replaced", play_minion, when=lambda dctx, scored=scored: dctx.event.from_base is scored)


@ability("X Never Marks the Spot")
def x_never_marks_the_spot(ctx):
    """Move any number of your minions."""
    for m in ctx.choose_many("X Never Marks the Spot: move any number of your minions",
                             ctx.minions(controller=ctx.controller)):
        _move_with_prompt(ctx, m, "X Never Marks the Spot")


def _scoring_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and base in ctx.game.bases


@ability("You Call This Archaeology", kind="special", window="before_scoring", usable=_scoring_usable)
def you_call_this_archaeology_before(ctx):
    """Special: You may play this before ... a base scores."""
    ctx.play_this()


@ability("You Call This Archaeology", kind="special", window="after_scoring", usable=_scoring_usable)
def you_call_this_archaeology_after(ctx):
    """Special: You may play this ... after a base scores."""
    ctx.play_this()


@ability("You Call This Archaeology")
def you_call_this_archaeology(ctx):
    """Move one of your minions."""
    m = ctx.choose("You Call This Archaeology: move one of your minions", ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.T_MOVE)
        return
    _move_with_prompt(ctx, m, "You Call This Archaeology")


# ----- titan -------------------------------------------------------------------------------
@ability("Very Large Boulder", kind="special", zone="aside")
def very_large_boulder_special(ctx):
    """Special: Instead of your regular minion play, you may play this titan on a base that has no
    player's minions."""
    options = [b for b in ctx.bases() if not any(m.controller is not None for m in b.minions)]
    base = ctx.here
    if base is None:
        if not options:
            ctx.game.refuse("Very Large Boulder: every base has a player's minion")
        base = ctx.choose("Very Large Boulder: play this titan on which base with no player's minions?", options)
    elif base not in options:
        ctx.game.refuse(f"Very Large Boulder is played on a base with no player's minions; {base.ref} has some")
    ctx.play_titan(ctx.card, base, instead_of="minion")


def _boulder_when(ctx) -> bool:
    ev = ctx.event
    titan = ctx.card
    if ev.card is None or ev.card is titan or ev.from_base is None or ev.base is None:
        return False
    if ev.card.kind != "minion" and ev.card.defn.plays_as != "minion":
        return False
    if ctx.base_of(titan) is not ev.from_base or ev.base not in ctx.game.bases:
        return False
    return not ctx.used_this_turn("very-large-boulder")


@ability("Very Large Boulder", kind="ongoing", event="moved", when=_boulder_when)
def very_large_boulder_follow(ctx):
    """Ongoing: Once per turn, after a minion moves from here, you may move this titan to the same base.
    Then destroy a minion at that base with less power than the number of +1 power counters on this
    titan."""
    titan = ctx.card
    dest = ctx.event.base
    if not ctx.may(f"Very Large Boulder: move this titan to {dest.ref} after {ctx.event.card.ref}?"):
        return
    ctx.mark_used("very-large-boulder")  # destroyed and played again, it is a new card: the use is forgotten
    if not ctx.move(titan, dest):
        return  # explorers/very-large-boulder: no move, no destroy
    n = titan.counters
    victims = [m for m in dest.minions if ctx.power(m) < n]
    victim = ctx.choose(f"Very Large Boulder: destroy a minion at {dest.ref} with power less than {n}", victims)
    if victim is None:
        ctx.log(f"no minion at {dest.ref} has power less than {n}", cites.T_DESTROY)
        return
    ctx.destroy(victim)


@ability("Very Large Boulder", kind="end_of_turn")
def very_large_boulder_grow(ctx):
    """Ongoing: At the end of your turn, if this titan didn't move, place a +1 power counter on it."""
    titan = ctx.card
    if any(mv.get("turn") == ctx.game.turn for mv in ctx.moves_this_turn(card=titan)):
        ctx.log(f"{titan.ref} moved this turn: no +1 power counter", cites.COUNTERS)
        return
    ctx.place_counters(titan, 1)
