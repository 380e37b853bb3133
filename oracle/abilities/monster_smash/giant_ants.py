"""Giant Ants (Smash Up: Monster Smash): +1 power counters that move around the colony.

Each function quotes the card text it implements (corpus/cards/monster-smash/giant-ants.yaml) and
follows clarifications/giant-ants (the Bigger Geekier Box) and the wiki clarifications in
rulings/giant-ants.

- Numbers of counters are chosen with word prompts ("0", "1", "2", ...).
- Specials that are the card's only text (Under Pressure, We Are the Champions) are used from the
  hand in their Me First! window: the card is played, resolves, and is discarded. Such a card
  cannot be played as a normal action.
- "Another minion you played this turn" (Killer Queen): a minion in play that you played, named in
  one of this turn's "<you> plays <minion>" events.
- "Draw a minion of power 1 or less off the top of your deck" (Killer Queen): cards are revealed from
  the top until such a minion, which is drawn; the other revealed cards are shuffled into the deck
  (compilation/play-or-draw-x-off-the-top-of-your-deck, wiki/play-x-off-the-top-of-your-deck). A deck
  that runs out, before or while revealing, is made anew from the shuffled discard pile and revealing
  continues (rules/decks-discards-and-searches, the official rulebook, over the community "stop"
  sentence); nothing is drawn only when deck and discard pile hold no such minion. ``ctx.reveal_until``.
- Worker: as it goes from play to the discard pile, the number of +1 power counters it has then is
  remembered (an ``instead`` hook that changes no destination), and a one-shot delayed trigger
  waits for it to arrive in the discard pile.

Death on Six Legs (a titan from the Titans Event Kit): its Special is used with a ``special:`` step
from beside the deck (``base:`` where it is played). "Before a minion goes to the discard pile" is
an ``instead`` hook that changes no destination: it runs as any minion is about to go to a discard
pile (destroyed, discarded, or from a scored base), while its counters are still on it; the titan's
controller may transfer one of them to the titan, also from other players' minions
(clarifications/giant-ants). A Worker's counters are counted after this transfer
(rulings/giant-ants/worker-wiki).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.abilities.monster_smash.vampires import check_dinner_dates

OFF_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


def _leaving(game) -> dict:
    """uid -> +1 power counters a minion has as it goes to the discard pile (after Death on Six Legs)."""
    return game.__dict__.setdefault("monster_smash_ants_leaving", {})


def _numbers(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def _played_this_turn(ctx, player) -> list:
    """Minions in play that ``player`` played this turn (from this turn's events)."""
    game = ctx.game
    start = 0
    marker = f"Turn {game.turn}: "
    for i in range(len(game.log) - 1, -1, -1):
        if game.log[i].text.startswith(marker):
            start = i
            break
    prefix = f"{player} plays "
    texts = [ev.text[len(prefix):] for ev in game.log[start:] if ev.text.startswith(prefix)]
    out = []
    for m in ctx.minions(where=lambda m: m.played_by == player):
        if any(t == m.ref or t.startswith(m.ref + " ") for t in texts):
            out.append(m)
    return out


def _special_action(ctx, effect):
    """Use a Special that is the card's whole text: the card is played (``ctx.play_this``: forbids and
    "after an action is played" see it), resolves as ``effect(ctx)``, and is discarded."""
    def resolve_it(_played):
        effect(ctx)
        check_dinner_dates(ctx.game)
    ctx.play_this(effect=resolve_it)


def _transfer_some(ctx, sources, dests_of, label):
    """Transfer any number of +1 power counters from one of ``sources`` to one of ``dests_of(src)``."""
    src = ctx.choose(f"{label}: transfer +1 power counters from which of your minions?", sources)
    if src is None:
        return
    dest = ctx.choose(f"{label}: transfer them to which minion?", dests_of(src))
    if dest is None:
        return
    n = int(ctx.choose_word(f"{label}: transfer how many +1 power counters from {src.ref} to {dest.ref}?",
                            _numbers(0, src.counters)))
    if n:
        ctx.transfer_counters(src, dest, n)


# ----- minions -------------------------------------------------------------------------------
@ability("Killer Queen", kind="talent")
def killer_queen(ctx):
    """Talent: Draw a minion of power 1 or less off the top of your deck OR choose another minion you
    played this turn and place a +1 power counter on this minion and that minion."""
    pick = ctx.choose_word("Killer Queen: draw a minion of power 1 or less off the top of your deck (draw) "
                           "OR place +1 power counters on this minion and another minion you played this "
                           "turn (counters)", ["draw", "counters"])
    if pick == "draw":
        p = ctx.player
        hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == "minion" and int(c.defn.power or 0) <= 1)
        if hits:
            ctx.to_hand(hits[0], p)
            hits[0].controller = p.name
            ctx.log(f"Killer Queen: {p.name} draws {hits[0].ref} off the top of their deck", OFF_TOP)
        else:
            ctx.log(f"Killer Queen: {p.name} reveals no minion of power 1 or less", OFF_TOP, cites.DECKS)
        if others:
            for c in others:
                ctx.to_deck(c, p)
            ctx.shuffle_deck()
            ctx.log(f"{p.name} shuffles the other revealed cards into their deck", OFF_TOP)
        return
    others = [m for m in _played_this_turn(ctx, ctx.controller) if m is not ctx.card]
    other = ctx.choose("Killer Queen: choose another minion you played this turn", others)
    if other is None:
        ctx.game.refuse(f"{ctx.controller} has played no other minion this turn that is still in play")
    ctx.place_counters(ctx.card, 1)
    ctx.place_counters(other, 1)


@ability("Drone")
def drone(ctx):
    """Place a +1 power counter on this minion."""
    ctx.place_counters(ctx.card, 1)


@ability("Drone", kind="protect")
def drone_protect(ctx, affect):
    """Ongoing: When one of your minions would be destroyed, you may remove a +1 power counter from this
    minion instead."""
    m = affect.target
    if (affect.kind != "destroy" or m is None or m.kind != "minion" or m.controller != ctx.controller
            or ctx.card.counters < 1 or not ctx.in_play(ctx.card)):
        return False
    if not ctx.may(f"Drone: {m.ref} would be destroyed; remove a +1 power counter from {ctx.card.ref} instead?"):
        return False
    return ctx.remove_counters(ctx.card, 1) == 1


@ability("Drone", kind="talent")
def drone_talent(ctx):
    """Talent: Remove a +1 power counter from this minion to draw a card."""
    if ctx.card.counters < 1:
        ctx.game.refuse("Drone has no +1 power counter to remove")
    if ctx.remove_counters(ctx.card, 1) == 1:
        check_dinner_dates(ctx.game)
        ctx.draw(1)


@ability("Soldier")
def soldier(ctx):
    """Place two +1 power counters on this minion."""
    ctx.place_counters(ctx.card, 2)


@ability("Soldier", kind="talent")
def soldier_talent(ctx):
    """Talent: Transfer a +1 power counter between two of your minions."""
    mine = ctx.minions(controller=ctx.controller)
    sources = [m for m in mine if m.counters > 0]
    if not sources or len(mine) < 2:
        ctx.game.refuse(f"{ctx.controller} has no +1 power counter to transfer between two of their minions")
    src = ctx.choose("Soldier: transfer a +1 power counter from which of your minions?", sources)
    dest = ctx.choose(f"Soldier: transfer it from {src.ref} to which of your minions?",
                      [m for m in mine if m is not src])
    ctx.transfer_counters(src, dest, 1)
    check_dinner_dates(ctx.game)


@ability("Worker")
def worker(ctx):
    """Place two +1 power counters on this minion."""
    ctx.place_counters(ctx.card, 2)


@ability("Worker", kind="instead")
def worker_leaving(ctx, card, where):
    """Ongoing: After this minion goes to the discard pile from play, if it had no +1 power counters on
    it, you may play it on another base. (As it leaves play: remember its counters and base, and wait
    for it to arrive in the discard pile. Changes no destination.)"""
    if card is not ctx.card or where != "discard":
        return None
    me = ctx.card
    box = {"counters": me.counters, "base": ctx.base_of(me)}
    _leaving(ctx.game)[me.uid] = me.counters

    def arrived(dctx):
        if box.get("eff") in dctx.game.effects:
            dctx.end_effect(box["eff"])
        box["counters"] = _leaving(dctx.game).pop(me.uid, box["counters"])
        if box["counters"]:
            dctx.log(f"{me.ref} had {box['counters']} +1 power counter(s) as it went to the discard pile: "
                     f"it cannot be played again", cites.COUNTERS)
            return
        if me.zone is None or me.zone.kind != "discard":
            return
        options = [b for b in dctx.game.bases if b is not box["base"]]
        dest = dctx.may_choose(f"Worker: you may play {me.ref} from your discard pile on another base", options)
        if dest is not None:
            dctx.play_card(me, base=dest)

    box["eff"] = ctx.delayed("discarded", arrived,
                             when=lambda dctx: dctx.event.card is me and dctx.event.data.get("from") == "play"
                             and box.get("eff") in dctx.game.effects)
    return None


# ----- actions -------------------------------------------------------------------------------
@ability("A Kind of Magic")
def a_kind_of_magic(ctx):
    """Transfer any number of +1 power counters between your cards. (Your cards in play that can hold
    counters: your minions and your titan.)"""
    while True:
        mine = ctx.minions(controller=ctx.controller) + [t for b in ctx.bases() for t in b.titans
                                                         if t.controller == ctx.controller]
        sources = [m for m in mine if m.counters > 0]
        if not sources or len(mine) < 2:
            return
        src = ctx.may_choose("A Kind of Magic: transfer +1 power counters from which of your cards? "
                             "(pass: done)", sources)
        if src is None:
            return
        dest = ctx.choose(f"A Kind of Magic: transfer from {src.ref} to which of your cards?",
                          [m for m in mine if m is not src])
        n = int(ctx.choose_word(f"A Kind of Magic: how many +1 power counters from {src.ref} to {dest.ref}?",
                                _numbers(1, src.counters)))
        ctx.transfer_counters(src, dest, n)


@ability("Gimme the Prize")
def gimme_the_prize(ctx):
    """Place two +1 power counters on a minion and a +1 power counter on another minion."""
    first = ctx.choose("Gimme the Prize: place two +1 power counters on a minion", ctx.minions())
    if first is None:
        ctx.log("Gimme the Prize: there is no minion in play")
        return
    ctx.place_counters(first, 2)
    ctx.choose_and("Gimme the Prize: place a +1 power counter on another minion",
                   ctx.minions(where=lambda m: m is not first), lambda second: ctx.place_counters(second, 1))


@ability("Headlong")
def headlong(ctx):
    """Move one of your minions to another base. Place two +1 power counters on that minion."""
    m = ctx.choose("Headlong: move one of your minions to another base", ctx.minions(controller=ctx.controller))
    if m is None:
        ctx.log("Headlong: you have no minion in play")
        return
    dest = ctx.choose(f"Headlong: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is not None:
        ctx.move(m, dest)
    if ctx.in_play(m):
        ctx.place_counters(m, 2)


@ability("The Show Must Go On", kind="protect")
def the_show_must_go_on(ctx, affect):
    """Play on a base. Ongoing: Your minions here with +1 power counters are not affected by other
    players' cards."""
    here = ctx.base_of(ctx.card)
    m = affect.target
    if here is None or m is None or getattr(m, "kind", None) != "minion" or m.controller != ctx.controller:
        return False
    if ctx.base_of(m) is not here or m.counters < 1:
        return False
    return affect.controller is not None and affect.controller != ctx.controller


def _not_playable(ctx):
    ctx.game.refuse(f"{ctx.card.name} has only a Special ability: it is played with that Special, in its window")


def _under_pressure_usable(ctx) -> bool:
    base = ctx.event.base
    return (base is not None and base in ctx.game.bases
            and any(m.counters > 0 for m in ctx.minions(controller=ctx.controller))
            and len(ctx.minions()) > 1)


@ability("Under Pressure")
def under_pressure_play(ctx):
    """(Not playable as a normal action: the card is only a Special.)"""
    _not_playable(ctx)


@ability("Under Pressure", kind="special", window="before_scoring", zone="hand", usable=_under_pressure_usable)
def under_pressure(ctx):
    """Special: Before a base scores, transfer any number of +1 power counters from one of your minions
    to another minion."""
    def effect(c):
        _transfer_some(c, [m for m in c.minions(controller=c.controller) if m.counters > 0],
                       lambda src: c.minions(where=lambda m: m is not src), "Under Pressure")
    _special_action(ctx, effect)


def _champions_usable(ctx) -> bool:
    base = ctx.event.base
    return (base is not None and any(m.counters > 0 for m in ctx.minions(base=base, controller=ctx.controller))
            and len(ctx.minions()) > 1)


@ability("We Are the Champions")
def we_are_the_champions_play(ctx):
    """(Not playable as a normal action: the card is only a Special.)"""
    _not_playable(ctx)


@ability("We Are the Champions", kind="special", window="after_scoring", zone="hand", usable=_champions_usable)
def we_are_the_champions(ctx):
    """Special: After a base scores, transfer any number of +1 power counters from one of your minions
    there to another minion."""
    base = ctx.event.base

    def effect(c):
        _transfer_some(c, [m for m in c.minions(base=base, controller=c.controller) if m.counters > 0],
                       lambda src: c.minions(where=lambda m: m is not src), "We Are the Champions")
    _special_action(ctx, effect)


@ability("We Will Rock You")
def we_will_rock_you(ctx):
    """Each of your minions on one base gain +1 power until the end of the turn for each +1 power
    counter on them. (clarifications/giant-ants: the gain is calculated when this card is played.)"""
    base = ctx.choose("We Will Rock You: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller):
        if m.counters:
            ctx.add_power(m, m.counters)


@ability("Who Wants to Live Forever?")
def who_wants_to_live_forever(ctx):
    """Destroy one of your minions. Search your deck for a card and place it on top of your deck without
    revealing it. (wiki: the search happens even when nothing is destroyed.)"""
    victim = ctx.choose("Who Wants to Live Forever?: destroy one of your minions",
                        ctx.minions(controller=ctx.controller))
    if victim is None:
        ctx.log("Who Wants to Live Forever?: you have no minion to destroy; you still search", cites.T_DESTROY)
    else:
        ctx.destroy(victim)
    p = ctx.player
    pick = ctx.choose("Who Wants to Live Forever?: search your deck for a card to place on top", list(p.deck))
    if pick is None:
        ctx.log("Who Wants to Live Forever?: your deck is empty", cites.DECKS)
        return
    ctx.to_hand(pick, p)
    ctx.shuffle_deck()
    ctx.to_deck(pick, p, top=True)
    ctx.log(f"{p.name} searches their deck, shuffles it and places a card on top without revealing it",
            cites.DECKS)


# ----- titan ---------------------------------------------------------------------------------
def _six_counters(ctx) -> bool:
    return (ctx.is_my_turn and bool(ctx.hand())
            and sum(m.counters for m in ctx.minions(controller=ctx.controller)) >= 6)


@ability("Death on Six Legs", kind="special", zone="aside", usable=_six_counters)
def death_on_six_legs_special(ctx):
    """Special: On your turn, if there are six or more +1 power counters on your minions, you may
    discard a card to play this titan."""
    cost = ctx.choose("Death on Six Legs: discard a card to play this titan", ctx.hand())
    base = ctx.here or ctx.choose("Death on Six Legs: play this titan on which base?", ctx.bases())
    ctx.discard_from_hand(cost)
    ctx.play_titan(ctx.card, base)


@ability("Death on Six Legs", kind="instead")
def death_on_six_legs_ongoing(ctx, card, where):
    """Ongoing: Before a minion goes to the discard pile, you may transfer one of its +1 power counters
    to this titan. (clarifications/giant-ants: also from other players' minions. Changes no
    destination.)"""
    if where != "discard" or card.kind != "minion" or card.counters < 1 or not ctx.in_play(ctx.card):
        return None
    if ctx.may(f"Death on Six Legs: {card.ref} is going to the discard pile; transfer one of its +1 power "
               f"counters to this titan?"):
        ctx.transfer_counters(card, ctx.card, 1)
        leaving = _leaving(ctx.game)
        if card.uid in leaving:
            leaving[card.uid] = card.counters
    return None


@ability("Death on Six Legs", kind="talent")
def death_on_six_legs_talent(ctx):
    """Talent: Play an extra action."""
    ctx.extra("action")
