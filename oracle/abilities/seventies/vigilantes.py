"""Vigilantes (That '70s Expansion): lone heroes who clean up the streets.

Each function quotes the card text it implements (corpus/cards/that-70s-expansion/vigilantes.yaml)
and follows clarifications/vigilantes.
"""

from __future__ import annotations

import re

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused

_OFF_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"
_TURN_START = re.compile(r"^Turn \d+: (.+)'s turn starts$")


# ----- helpers -----------------------------------------------------------------------------
def plays_this_turn(game, player, kind):
    """(card ref, base ref or None) of each ``kind`` card ``player`` played this turn, read from the
    event log ("<player> plays <card> [on <base>] ..." citing terms/play). Plays made before a
    scenario started count through the player's used normal plays (as (None, None))."""
    kinds = {}
    for c in game.all_cards():
        kinds.setdefault(c.ref, c.defn.plays_as)
    out = []
    saw_start = False
    prefix = f"{player} plays "
    normal_logged = 0
    for ev in reversed(game.log):
        if _TURN_START.match(ev.text):
            saw_start = True
            break
        if cites.T_PLAY not in ev.cites or not ev.text.startswith(prefix):
            continue
        rest = ev.text[len(prefix):]
        name = re.split(r" on | as an extra | \(Special\)|;", rest, maxsplit=1)[0]
        if kinds.get(name) != kind:
            continue
        m = re.match(re.escape(name) + r" on (.+?)( as an extra | \(Special\)|;|$)", rest)
        out.append((name, m.group(1) if m else None))
        if " as an extra " not in rest and "(Special)" not in rest:
            normal_logged += 1
    if not saw_start and game.current_player.name == player:
        used = game.player(player).action_plays if kind == "action" else game.player(player).minion_plays
        out.extend([(None, None)] * max(0, used - normal_logged))
    return out


def won_at(standings, player) -> bool:
    return any(s.player == player and s.place == 1 for s in standings)


def shuffle_into_deck(ctx, card) -> bool:
    """Shuffle a card in play into its owner's deck."""
    owner = card.owner or card.controller
    if not ctx.place(card, "deck_top", player=owner):
        return False
    ctx.shuffle_deck(owner)
    return True


def reveal_top(ctx, label):
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"{label}: {ctx.controller}'s deck is empty", cites.DECKS)
    else:
        ctx.log(f"{label}: {ctx.controller} reveals {top.ref} on top of their deck", cites.DECKS)
        ctx.saw([top])
    return top


# ----- minions -----------------------------------------------------------------------------
def _brojak_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not ctx.card and ev.card is not None and ev.card.kind == "minion"
            and ctx.in_play(ctx.card) and not ctx.used_this_turn("brojak"))


@ability("Brojak", kind="ongoing", event="moved", when=_brojak_when)
def brojak(ctx):
    """Ongoing: Once per turn, after another minion moves, you may move this minion to the same base
    and/or place a +1 power counter on this minion. (clarifications/vigilantes: the +1 is allowed even
    when Brojak is already at that base; rulings vigilantes/brojak-wiki: it need not react to the first
    eligible move.)"""
    if ctx.used_this_turn("brojak") or not ctx.in_play(ctx.card):
        return
    dest = ctx.event.base
    there = ctx.base_of(ctx.card) is dest or dest not in ctx.game.bases
    if there:
        if ctx.may("Brojak: place a +1 power counter on Brojak?"):
            ctx.mark_used("brojak")
            ctx.place_counters(ctx.card, 1)
        return
    word = ctx.choose_word(f"Brojak: move to {dest.ref}, place a +1 power counter, both, or neither?",
                           ["move", "counter", "both", "neither"])
    if word == "neither":
        return
    ctx.mark_used("brojak")  # a replayed Brojak is a new card: its use is forgotten (rules/in-and-out-of-play)
    if word in ("move", "both"):
        ctx.move(ctx.card, dest)
    if word in ("counter", "both"):
        ctx.place_counters(ctx.card, 1)


def _brojak_original_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not None and ev.card.kind == "minion" and ctx.in_play(ctx.card)
            and not ctx.used_this_turn("brojak"))


# The original printing (described, not quoted: vigilantes/brojak, oracle/ingest/printings.yaml):
# "Ongoing: Once per turn, after a minion moves (this one included), you may move this minion to the
# same base and/or place a +1 power counter on this minion." Brojak's own move is a move to its own
# base: it may take the +1 (clarifications/vigilantes: "or after Brojak itself moves").
ability("Brojak", kind="ongoing", event="moved", when=_brojak_original_when, printing="original")(brojak)


def _death_wisher_targets(ctx, base):
    if base is None or base not in ctx.game.bases:
        return []
    game = ctx.game
    moved = {id(mv["card"]) for mv in game.moves if mv["to"] is base and mv["turn"] == game.turn}
    played = set()
    for p in ctx.players():
        for ref, bref in plays_this_turn(game, p, "minion"):
            if bref == base.ref:
                played.add(ref)
    return [m for m in base.minions if id(m) in moved or m.ref in played]


@ability("Death Wisher", kind="special", window="before_scoring", zone="play",
         usable=lambda ctx: ctx.event is not None and ctx.event.base is ctx.base_of(ctx.card)
         and bool(_death_wisher_targets(ctx, ctx.event.base)))
def death_wisher(ctx):
    """Special: Before this base scores, you may destroy a minion that was played or moved to this base
    this turn."""
    ctx.choose_and("Death Wisher: destroy a minion played or moved here this turn",
                   _death_wisher_targets(ctx, ctx.event.base), ctx.destroy, may=True)


@ability("Dusty Henry")
def dusty_henry(ctx):
    """You may shuffle a minion of power 5 or less here into its owner's deck."""
    targets = ctx.minions(base=ctx.here, where=lambda m: ctx.power(m) <= 5)
    pick = ctx.may_choose("Dusty Henry: shuffle a minion of power 5 or less here into its owner's deck", targets)
    if pick is not None:
        shuffle_into_deck(ctx, pick)


@ability("Foxy Green", kind="end_of_turn",
         when=lambda ctx: ctx.game.current_player.name != ctx.controller and ctx.in_play(ctx.card))
def foxy_green(ctx):
    """Ongoing: At the end of each other player's turn, if you have more power here than them, draw a
    card."""
    other = ctx.game.current_player.name
    here = ctx.here
    if ctx.total(here, ctx.controller) > ctx.total(here, other):
        ctx.draw(1)


@ability("Jacky Bill", kind="ongoing", event="action_played",
         when=lambda ctx: ctx.event.player not in (None, ctx.controller) and ctx.in_play(ctx.card))
def jacky_bill_counter(ctx):
    """Ongoing: After another player plays an action, you may place a +1 power counter on this minion."""
    if ctx.may("Jacky Bill: place a +1 power counter on Jacky Bill?"):
        ctx.place_counters(ctx.card, 1)


@ability("Jacky Bill", kind="start_of_turn", when=lambda ctx: ctx.in_play(ctx.card) and ctx.card.counters > 0)
def jacky_bill_breakpoint(ctx):
    """At the start of any player's turn, you may reduce this base's breakpoint by the number of +1
    power counters on this minion until the end of the turn."""
    n = ctx.card.counters
    base = ctx.here
    if ctx.may(f"Jacky Bill: reduce {base.ref}'s breakpoint by {n} until the end of the turn?"):
        ctx.ongoing("breakpoint", -n, base=base, until="end_of_turn", turn=ctx.game.turn)


@ability("Shift")
def shift(ctx):
    """Place up to two minions from your discard pile on top of your deck."""
    minions = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    for c in ctx.choose_many("Shift: place up to two minions from your discard pile on top of your deck",
                             minions, max=2):
        ctx.place(c, "deck_top")


@ability("Stoneford", slug="stoneford-vigilantes")
def stoneford(ctx):
    """Search your deck for an action and draw it."""
    ctx.search_deck("Stoneford: search your deck for an action", where=lambda c: c.defn.type == "action",
                    may=False)


# ----- actions -----------------------------------------------------------------------------
@ability("A Whole Lot Meaner")
def a_whole_lot_meaner(ctx):
    """Place up to three +1 power counters on one of your minions."""
    m = ctx.choose("A Whole Lot Meaner: place +1 power counters on which of your minions?",
                   ctx.minions(controller=ctx.controller))
    if m is None:
        return
    n = int(ctx.choose_word(f"A Whole Lot Meaner: how many +1 power counters on {m.ref}?", ["0", "1", "2", "3"]))
    if n:
        ctx.place_counters(m, n)


@ability("A Whole Lot Meaner", kind="special", window="after_scoring", zone="discard",
         usable=lambda ctx: ctx.event is not None
         and not won_at(ctx.event.data.get("standings") or [], ctx.controller))
def a_whole_lot_meaner_special(ctx):
    """Special: After a base scores where you didn't win, you may draw this card from your discard
    pile."""
    p = ctx.player
    ctx.to_hand(ctx.card, p)
    ctx.card.controller = p.name
    ctx.log(f"{p.name} draws {ctx.card.ref} from their discard pile", cites.T_SPECIAL)


def _feeling_lucky_host(ctx):
    z = ctx.card.zone
    return getattr(z, "holder", None)


@ability("Feeling Lucky?", kind="ongoing", event="action_played",
         when=lambda ctx: ctx.in_play(ctx.card) and _feeling_lucky_host(ctx) is not None
         and ctx.event.player == _feeling_lucky_host(ctx).controller)
def feeling_lucky_look(ctx):
    """Play on another player's minion. Ongoing: After this minion's controller plays an action, look
    at the top card of your deck. Place it on the top or bottom of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        return
    ctx.log(f"Feeling Lucky?: {ctx.controller} looks at the top card of their deck", cites.DECKS)
    ctx.saw([top], look=True)
    word = ctx.choose_word(f"Feeling Lucky?: leave {top.ref} on top of your deck or put it on the bottom?",
                           ["top", "bottom"])
    if word == "bottom":
        ctx.place(top, "deck_bottom", player=ctx.controller)


@ability("Feeling Lucky?", kind="special", window="before_scoring", zone="play",
         usable=lambda ctx: _feeling_lucky_host(ctx) is not None
         and ctx.event is not None and ctx.event.base is ctx.base_of(_feeling_lucky_host(ctx)))
def feeling_lucky_special(ctx):
    """Special: Before this base scores, reveal the top card of your deck. If it is an action, destroy
    this minion."""
    host = _feeling_lucky_host(ctx)
    top = reveal_top(ctx, "Feeling Lucky?")
    if top is not None and top.defn.type == "action":
        ctx.destroy(host)


@ability("Knocked into Next Week")
def knocked_into_next_week(ctx):
    """Choose a minion. Shuffle it into its owner's deck."""
    m = ctx.choose("Knocked into Next Week: shuffle which minion into its owner's deck?", ctx.minions())
    if m is not None:
        shuffle_into_deck(ctx, m)


@ability("Let's Finish This", kind="start_of_turn", when=lambda ctx: ctx.is_my_turn and ctx.in_play(ctx.card))
def lets_finish_this(ctx):
    """Play on a base. Ongoing: If you and another player have a minion here at the start of your turn,
    reduce the starting breakpoint of this base to 0 until the end of the turn."""
    here = ctx.base_of(ctx.card)
    owners = {m.controller for m in here.minions}
    if ctx.controller in owners and any(p != ctx.controller for p in owners if p is not None):
        ctx.ongoing("set_breakpoint", 0, base=here, until="end_of_turn", turn=ctx.game.turn)
        ctx.log(f"Let's Finish This: {here.ref}'s starting breakpoint is 0 until the end of the turn",
                "rules/calculating-values-for-breakpoints-or-power")


def _make_my_day_targets(ctx):
    bases = [b for b in ctx.bases() if any(m.controller == ctx.controller for m in b.minions)]
    return [m for b in bases for m in b.minions if (m.defn.power or 0) <= 3]


@ability("Make My Day")
def make_my_day(ctx):
    """Destroy a minion of printed power 3 or less on a base where you have a minion."""
    ctx.choose_and("Make My Day: destroy a minion of printed power 3 or less", _make_my_day_targets(ctx), ctx.destroy)


@ability("Make My Day", kind="special", window="before_scoring", zone="hand",
         usable=lambda ctx: ctx.is_my_turn)
def make_my_day_special(ctx):
    """Special: Play before a base scores during your turn."""
    ctx.play_this()


@ability("Scared Straight")
def scared_straight(ctx):
    """Move another player's minion from a base where you have a minion to another base. If this was
    your first action played this turn, you may play an extra action."""
    targets = [m for b in ctx.bases() if any(x.controller == ctx.controller for x in b.minions)
               for m in b.minions if m.controller not in (None, ctx.controller)]
    victim = ctx.choose("Scared Straight: move which other player's minion?", targets)
    if victim is not None:
        dests = ctx.other_bases(ctx.base_of(victim))
        dest = ctx.choose(f"Scared Straight: move {victim.ref} to which base?", dests) if dests else None
        if dest is not None:
            ctx.move(victim, dest)
    if len(plays_this_turn(ctx.game, ctx.controller, "action")) == 1:
        ctx.extra("action", reason="Scared Straight: first action played this turn")


@ability("Shrug it Off", kind="talent")
def shrug_it_off(ctx):
    """Play on a base. Talent: Until the start of your turn, other players' minions here have -1 power."""
    here = ctx.base_of(ctx.card)
    you = ctx.controller
    ctx.ongoing("power", -1, match=lambda g, c: g.base_of(c) is here and c.controller != you,
                until="start_of_turn")
    ctx.log(f"Shrug it Off: other players' minions at {here.ref} have -1 power until the start of "
            f"{you}'s turn", "terms/other-players")


@ability("Street Justice", kind="talent")
def street_justice(ctx):
    """Play on a base. Talent: Move one of your minions to or from this base OR until the start of your
    turn, your minions here have +2 power during other players' turns."""
    here = ctx.base_of(ctx.card)
    you = ctx.controller
    word = ctx.choose_word("Street Justice: move one of your minions to or from this base, or +2 power "
                           "during other players' turns", ["move", "power"])
    if word == "power":
        ctx.ongoing("power", 2, match=lambda g, c: g.base_of(c) is here and c.controller == you
                    and g.current_player.name != you, until="start_of_turn")
        return
    mine = ctx.minions(controller=you)
    m = ctx.choose("Street Justice: move which of your minions?", mine)
    if m is None:
        return
    if ctx.base_of(m) is here:
        dest = ctx.choose(f"Street Justice: move {m.ref} to which base?", ctx.other_bases(here))
    else:
        dest = here
    if dest is not None:
        ctx.move(m, dest)


@ability("The Revenge", kind="special", window="after_scoring", zone="hand",
         usable=lambda ctx: ctx.event is not None and ctx.event.base in ctx.game.bases
         and not won_at(ctx.event.data.get("standings") or [], ctx.controller)
         and any(m.controller == ctx.controller for m in ctx.event.base.minions))
def the_revenge_special(ctx):
    """Special: Play after a base scores where you didn't win."""
    ctx.card.seventies_revenge_base = ctx.event.base
    ctx.play_this()


@ability("The Revenge")
def the_revenge(ctx):
    """Special: Play after a base scores where you didn't win. Move one of your minions there to another
    base."""
    base = getattr(ctx.card, "seventies_revenge_base", None)
    ctx.card.seventies_revenge_base = None
    if base is None:
        raise Refused("The Revenge is played only after a base scores where you didn't win (its Special)")
    if base not in ctx.game.bases:
        return
    m = ctx.choose("The Revenge: move which of your minions there?", ctx.minions(base=base, controller=ctx.controller))
    if m is None:
        return
    dest = ctx.choose(f"The Revenge: move {m.ref} to which base?", ctx.other_bases(base))
    if dest is not None:
        ctx.move(m, dest)


def _tough_host(ctx):
    return getattr(ctx.card.zone, "holder", None)


@ability("Tough It Out", kind="power")
def tough_it_out_power(ctx, minion):
    """Ongoing: This minion has -3 power ..."""
    return -3 if minion is _tough_host(ctx) else 0


@ability("Tough It Out", kind="protect")
def tough_it_out_protect(ctx, affect):
    """... and can't be destroyed."""
    return affect.kind == "destroy" and affect.target is _tough_host(ctx) and affect.target is not None


@ability("Tough It Out", kind="start_of_turn", when=lambda ctx: ctx.in_play(ctx.card) and _tough_host(ctx) is not None)
def tough_it_out(ctx):
    """Play on a minion. Ongoing: This minion has -3 power and can't be destroyed. At the start of any
    player's turn, you may destroy this action to give this minion +3 power until the end of your
    turn."""
    host = _tough_host(ctx)
    if not ctx.may(f"Tough It Out: destroy it to give {host.ref} +3 power until the end of your turn?"):
        return
    if not ctx.destroy(ctx.card):
        return
    turn = ctx.game.turn if ctx.is_my_turn else ctx.next_turn_of(ctx.controller)
    ctx.ongoing("power", 3, about=host, until="end_of_turn", turn=turn)  # ends if the minion leaves play


@ability("Who Loves Ya, Baby?")
def who_loves_ya_baby(ctx):
    """Reveal a minion of power 4 off the top of your deck. Draw it or play it as an extra minion.
    ("Off the top of your deck", compilation/play-or-draw-x-off-the-top-of-your-deck: cards are revealed
    from the top until such a minion; the other revealed cards are then shuffled into the deck. A deck
    that runs out is made anew from the shuffled discard pile and revealing continues,
    rules/decks-discards-and-searches over the community "stop" sentence: ``ctx.reveal_until``.)"""
    p = ctx.player
    hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == "minion" and c.defn.power == 4)
    top = hits[0] if hits else None
    if top is None:
        ctx.log(f"Who Loves Ya, Baby?: {p.name} reveals no minion of power 4", _OFF_TOP, cites.DECKS)
    else:
        word = ctx.choose_word(f"Who Loves Ya, Baby?: draw {top.ref} or play it as an extra minion?",
                               ["draw", "play"])
        if word == "draw":
            ctx.to_hand(top, p)
            top.controller = ctx.controller
            ctx.log(f"{ctx.controller} draws {top.ref}", cites.DECKS)
        else:
            ctx.play_card(top)
            if top.zone is ctx.game.revealed:  # it could not be played
                ctx.to_discard(top, p)
                ctx.log(f"{top.ref} cannot be played and is discarded", _OFF_TOP)
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()
        ctx.log(f"{p.name} shuffles the other revealed cards into their deck", _OFF_TOP)
