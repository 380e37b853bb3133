"""Penguins (Smash Up: Penguins).

Each function quotes the card's current text from corpus/cards/smash-up-penguins/penguins.yaml.

"Play a minion off the top of your deck" (compilation/play-or-draw-x-off-the-top-of-your-deck): reveal
cards from the top of your deck until you reveal a minion, and play it (on any base, chosen after
seeing it, unless the card names the base); the other revealed cards are then shuffled into the deck.
A minion that cannot be played there is discarded instead. A deck that is empty, before or while
revealing, is made anew from the shuffled discard pile and revealing continues from it
(rules/decks-discards-and-searches: "Start or continue drawing (revealing, searching) from there");
revealing stops only when deck and discard pile are both empty. The compilation's "if the deck runs
out while you are revealing, you stop revealing" is overruled by that official rule (official over
community). The revealing is ``ctx.reveal_until``.

Emperor Penguin's "Once on your turn, you may play a minion here off the top of your deck instead of
from your hand" is used with a ``special: Emperor Penguin`` step in the Play Cards phase: the player
picks which minion play it replaces (the regular one, or an extra minion play that could be used
here; a qualified extra only reveals minions it allows), as its clarification says; a play that finds no
minion is not spent (a reading: the rules are silent), though the once-per-turn use is.

Regurgitating Penguin follows its text in order: the drawn action is played (if it may be) while the other
revealed cards are still set aside, and only then are they returned in any order (rules/using-card-abilities:
an ability's instructions are followed as written). An earlier version returned them first.

A Wish for Wings That Work's Special answers the ``revealed`` event (any card revealing it off the top
of its owner's deck: playing a minion off the top, revealing the top N cards, ...; not a search, not a
look). Like every event it comes once the revealing ability has finished (rules/card-resolution-order),
so the card is usable while it is still in its owner's deck or set aside as revealed: e.g. after a
minion is played off the top, the other revealed cards are shuffled back, and the owner may then play
it from the deck as an extra action (its "you may": passing in the Me First! window declines). Its
Ongoing counts only minions played after it came into play: minions played before it (whose events
resolve after it was played from the reveal) gain nothing.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.shared import game_memo
from oracle.engine import cites, effects
from oracle.engine.errors import Refused

MEMO = "_penguins_memo"


def _memo(game) -> dict:
    return game_memo(game, MEMO)


def play_off_top(ctx, label, base=None, where=None, player=None):
    """Play a minion off the top of ``player``'s deck as an extra minion (see the module docstring).
    ``base``: the base it must be played on; ``where(card)``: which minions qualify. Returns the
    minion played, or None."""
    game = ctx.game
    who = player or ctx.controller
    p = game.player(who)
    hits, others = ctx.reveal_until(lambda c: c.defn.can_be("minion") and (where is None or where(c)),
                                    player=who)
    found = hits[0] if hits else None
    played = None
    if found is None:
        game.event(f"{who} reveals no minion to play ({label})", cites.DECKS,
                   "compilation/play-or-draw-x-off-the-top-of-your-deck")
    else:
        dest = base
        if dest is None:
            dest = ctx.choose(f"{label}: play {found.ref} off the top of your deck on which base?", ctx.bases(),
                              player=who)
        try:
            from oracle.engine.play import check_play
            check_play(game, who, found, dest, None, how="free", as_type="minion")
        except Refused as why:
            ctx.to_discard(found, p)
            game.event(f"{found.ref} cannot be played there ({why}) and is discarded",
                       "compilation/play-or-draw-x-off-the-top-of-your-deck")
        else:
            from oracle.engine.context import Context
            Context(game, ctx.card, controller=who).play_card(found, base=dest, off_top=True)
            played = found
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck(who)
    return played


def _regular_from_hand(ctx) -> bool:
    """Whether this card was its controller's regular minion play, from the hand."""
    if ctx.card.played_from is not None:
        return False
    mine = [pl for pl in ctx.plays_this_turn(kind="minion") if pl["card"] is ctx.card]
    return bool(mine) and mine[-1]["how"] == "normal"


# ----- minions -------------------------------------------------------------------------------
@ability("Command Penguin")
def command_penguin(ctx):
    """Play a minion off the top of your deck as an extra minion."""
    play_off_top(ctx, "Command Penguin")


def _dancing_usable(ctx) -> bool:
    ev = ctx.event
    m = ev.card
    return (ev.player == ctx.controller and m is not None and m is not ctx.card and m.kind == "minion"
            and ctx.game.in_play(m) and ctx.game.base_of(m) is not None)


@ability("Dancing Penguin", kind="special", window="minion_played", zone="hand", usable=_dancing_usable)
def dancing_penguin(ctx):
    """Special: After you play another minion, play this minion on that minion's base and place that minion
    on the bottom of your deck."""
    other = ctx.event.card
    base = ctx.game.base_of(other)
    ctx.play_this(base=base)
    if ctx.game.in_play(other):
        ctx.place(other, "deck_bottom")


@ability("Disguise Penguin", kind="talent",
         usable=None)
def disguise_penguin(ctx):
    """Talent: Place this minion on the bottom of your deck to play an extra minion off the top of your deck.
    The Disguise Penguin ability can only be used once per turn."""
    key = ("disguise", ctx.game.turn, ctx.controller)
    memo = _memo(ctx.game)
    if key in memo:
        ctx.game.refuse("The Disguise Penguin ability can only be used once per turn")
    memo[key] = True
    if not ctx.place(ctx.card, "deck_bottom"):
        return
    play_off_top(ctx, "Disguise Penguin")


@ability("Snazzy Penguin")
def snazzy_penguin(ctx):
    """Draw a card. If this was not your regular minion played from your hand, draw another card."""
    ctx.draw(1)
    if not _regular_from_hand(ctx):
        ctx.draw(1)


@ability("Surfing Penguin")
def surfing_penguin(ctx):
    """You may move a minion from here to another base."""
    here = ctx.here
    if here is None or len(ctx.bases()) < 2:
        return
    pick = ctx.may_choose("Surfing Penguin: you may move a minion from here to another base",
                          ctx.minions(base=here))
    if pick is None:
        return
    dest = ctx.choose(f"Surfing Penguin: move {pick.ref} to which base?", ctx.other_bases(here))
    if dest is not None:
        ctx.move(pick, dest)


@ability("Regurgitating Penguin")
def regurgitating_penguin(ctx):
    """Reveal the top three cards of your deck. You may draw a revealed action, then if this was not your
    regular minion played from your hand, you may play that action. Return the rest in any order."""
    game = ctx.game
    p = ctx.player
    top = ctx.take_top(3)  # set aside, revealed; a short deck continues from the reshuffled discard pile
    if not top:
        return
    actions = [c for c in top if c.kind == "action"]
    pick = ctx.may_choose("Regurgitating Penguin: you may draw a revealed action", actions)
    rest = [c for c in top if c is not pick]
    if pick is not None:
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {pick.ref} (Regurgitating Penguin)", cites.DECKS)
        # in the card's order: the action is played before the rest go back (they stay set aside meanwhile)
        if not _regular_from_hand(ctx) and not (pick.defn.play_on == "minion" and not ctx.minions()) \
                and ctx.may(f"Regurgitating Penguin: play {pick.ref}?"):
            ctx.play_card(pick)
    # return the rest in any order (top first): those still set aside
    rest = [c for c in rest if c.zone is game.revealed]
    ctx.return_to_top(rest, p)


# ----- actions -------------------------------------------------------------------------------
@ability("I Can't Tell Them Apart")
def i_cant_tell_them_apart(ctx):
    """Shuffle any number of your minions on a base into your deck. Play an equal number of minions there off
    the top of your deck as extra minions."""
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("I Can't Tell Them Apart: choose a base", bases)
    if base is None:
        return
    picks = ctx.choose_many("I Can't Tell Them Apart: shuffle any number of your minions there into your deck",
                            ctx.minions(base=base, controller=ctx.controller))
    n = 0
    for m in picks:
        if not effects.allowed(ctx.game, effects.Affect("place", m, ctx.card, ctx.controller)):
            continue
        ctx.leave_play(m, "deck_bottom")
        ctx.log(f"{m.ref} is shuffled into {m.zone.describe()}", cites.T_PLACE)
        n += 1
    if n == 0:
        return
    for p in {m.owner for m in picks if m.zone is not None and m.zone.kind == "deck"}:
        ctx.shuffle_deck(p)
    for _ in range(n):
        if base not in ctx.game.bases:
            break
        play_off_top(ctx, "I Can't Tell Them Apart", base=base)


def _ice_slide_when(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is ctx.here and ev.player == ctx.card.controller


@ability("Ice Slide", kind="ongoing", event="minion_played", when=_ice_slide_when)
def ice_slide(ctx):
    """Play on a base. Ongoing: After you play a minion here, you may move or transfer one of your cards on
    this base other than this action to another base."""
    here = ctx.here
    if here is None or len(ctx.bases()) < 2:
        return
    me = ctx.controller
    mine = [m for m in here.minions if m.controller == me]
    acts = [a for a in here.actions if a.controller == me and a is not ctx.card]
    pick = ctx.may_choose("Ice Slide: you may move or transfer one of your cards here to another base",
                          mine + acts)
    if pick is None:
        return
    dest = ctx.choose("Ice Slide: to which base?", ctx.other_bases(here))
    if dest is None:
        return
    if pick in mine:
        ctx.move(pick, dest)
    else:
        ctx.transfer_action(pick, dest)


def _leaping_usable(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base in ctx.game.bases


@ability("Leaping Aboard", kind="special", window="base_entered", zone="hand", usable=_leaping_usable)
def leaping_aboard(ctx):
    """Special: After a new base comes into play, play a minion off the top of your deck there."""
    base = ctx.event.base
    # the action is played (ctx.play_this: forbids and "after an action is played" see it)
    ctx.play_this(effect=lambda _played: play_off_top(ctx, "Leaping Aboard", base=base))


def _pebble_usable(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is ctx.here


@ability("Pebble Gift", kind="special", window="after_scoring", zone="play", usable=_pebble_usable)
def pebble_gift(ctx):
    """Play on a base. Special: After this base scores, draw a card for each of your minions here."""
    n = len(ctx.minions(base=ctx.event.base, controller=ctx.controller))
    if n:
        ctx.draw(n)


@ability("Secret Mission")
def secret_mission(ctx):
    """Place any number of cards from your hand on the bottom of your deck to draw that number plus one cards,
    then you may shuffle your deck."""
    picks = ctx.choose_many("Secret Mission: place any number of cards from your hand on the bottom of your deck",
                            ctx.hand())
    for c in picks:
        ctx.place(c, "deck_bottom")
    ctx.draw(len(picks) + 1)
    if ctx.may("Secret Mission: shuffle your deck?"):
        ctx.shuffle_deck()


@ability("The Hatching")
def the_hatching(ctx):
    """Play a minion off the top of your deck as an extra minion."""
    play_off_top(ctx, "The Hatching")


def _under_ice_when(ctx) -> bool:
    ev = ctx.event
    return ev.base is not None and ev.base is ctx.here and ev.player == ctx.card.controller


@ability("Under The Ice", kind="ongoing", event="minion_played", when=_under_ice_when)
def under_the_ice(ctx):
    """Play on a base. Ongoing: After you play a minion here, you may place a minion with the same or less
    power from your discard pile on the bottom of your deck."""
    m = ctx.event.card
    limit = ctx.power(m) if ctx.in_play(m) else (m.defn.power or 0)
    cands = [c for c in ctx.discard_pile() if c.kind == "minion" and (c.defn.power or 0) <= limit]
    ctx.choose_and(f"Under The Ice: you may place a minion of power {limit} or less from your discard pile "
                          f"on the bottom of your deck", cands, lambda pick: ctx.place(pick, "deck_bottom"), may=True)


# ----- Emperor Penguin (titan) and Baby Penguin --------------------------------------------------
def _cards_of(base, who) -> int:
    return sum(1 for c in list(base.cards_on()) + list(base.buried) if c.controller == who)


def _controls_titan(ctx, who) -> bool:
    return any(t.controller == who for b in ctx.bases() for t in b.titans)


def _emperor_start_usable(ctx) -> bool:
    return (ctx.is_my_turn and not _controls_titan(ctx, ctx.controller)
            and any(_cards_of(b, ctx.controller) >= 3 for b in ctx.bases()))


@ability("Emperor Penguin", kind="special", window="start_of_turn", zone="aside", usable=_emperor_start_usable)
def emperor_penguin_play(ctx):
    """Special: At the start of your turn, you may play this titan at a base where you have three or more
    cards."""
    bases = [b for b in ctx.bases() if _cards_of(b, ctx.controller) >= 3]
    base = ctx.choose("Emperor Penguin: play this titan at a base where you have three or more cards", bases)
    if base is not None:
        ctx.play_titan(ctx.card, base)


def _emperor_quotas(ctx):
    g = ctx.game
    p = ctx.player
    here = ctx.here
    out = []
    if p.minion_plays < 1 and g.phase == "play":
        out.append(("regular minion play", None))
    for e in p.extras:
        if e.kind in ("minion", "minion_or_action") and (e.base is None or e.base is here) \
                and (g.phase == "play" or e.any_phase):
            out.append((f"extra minion play ({e.reason})", e))
    return out


def _emperor_ongoing_usable(ctx) -> bool:
    g = ctx.game
    return (ctx.is_my_turn and g.phase == "play" and ctx.here is not None
            and ("emperor", g.turn, ctx.controller) not in _memo(g) and bool(_emperor_quotas(ctx)))


@ability("Emperor Penguin", kind="special", zone="play", usable=_emperor_ongoing_usable)
def emperor_penguin_ongoing(ctx):
    """Ongoing: Once on your turn, you may play a minion here off the top of your deck instead of from your
    hand."""
    quotas = _emperor_quotas(ctx)
    label = ctx.choose("Emperor Penguin: which minion play does this replace?", [q[0] for q in quotas])
    extra = dict(quotas)[label]
    p = ctx.player
    _memo(ctx.game)[("emperor", ctx.game.turn, ctx.controller)] = True
    if extra is None:
        p.minion_plays += 1
    else:
        p.extras.remove(extra)
    played = play_off_top(ctx, "Emperor Penguin", base=ctx.here,
                          where=(lambda c: extra.where(c)) if extra is not None and extra.where else None)
    if played is None:  # no minion was played: the play is not spent
        if extra is None:
            p.minion_plays -= 1
        else:
            p.extras.append(extra)


@ability("Emperor Penguin", kind="talent")
def emperor_penguin_talent(ctx):
    """Talent: Reveal a minion of power 3 or less from your hand or discard pile and shuffle it into your deck
    to place a +1 power counter on this card."""
    p = ctx.player
    cands = [c for c in list(p.hand) + list(p.discard) if c.kind == "minion" and (c.defn.power or 0) <= 3]
    pick = ctx.choose("Emperor Penguin: reveal a minion of power 3 or less from your hand or discard pile", cands)
    if pick is None:
        return
    ctx.log(f"{ctx.controller} reveals {pick.ref} and shuffles it into their deck (Emperor Penguin)", cites.DECKS)
    if pick.zone is p.hand:
        ctx.saw([pick], zone="hand")
    ctx.to_deck(pick, p)
    ctx.shuffle_deck()
    ctx.place_counters(ctx.card, 1)


@ability("Baby Penguin")
def baby_penguin(ctx):
    """You may play Emperor Penguin here OR if this minion was played from anywhere other than your hand, play
    an extra minion here of power 3 or less.

    Emperor Penguin is a specific card, played at once; the extra minion names none, so during the Play
    Cards phase it may be played later in the phase, only here (terms/extra)."""
    here = ctx.here
    if here is None:
        return
    emperor = [t for t in ctx.player.titans if t.name == "Emperor Penguin"]
    words = []
    if emperor and not _controls_titan(ctx, ctx.controller):
        words.append("play Emperor Penguin here")
    if ctx.card.played_from is not None and any(
            c.defn.can_be("minion") and (c.defn.power or 0) <= 3 for c in ctx.hand()):
        words.append("extra minion here")
    if not words:
        return
    pick = ctx.may_choose("Baby Penguin: you may play Emperor Penguin here OR play an extra minion here of power "
                          "3 or less", words)
    if pick == "play Emperor Penguin here":
        ctx.play_titan(emperor[0], here)
    elif pick == "extra minion here":
        ctx.extra_or_now("minion", where=lambda c: (c.defn.power or 0) <= 3, base=here)


# ----- A Wish for Wings That Work --------------------------------------------------------------
def _last_play(game, card):
    found = None
    for i, rec in enumerate(game.plays):
        if rec["card"] is card:
            found = i
    return found


def _wish_minion_here(ctx) -> bool:
    ev = ctx.event
    if not (ev.player == ctx.controller and ev.card is not None and ev.base is not None
            and ev.base is ctx.here and ctx.in_play(ev.card)):
        return False
    # a minion played before this card came into play (its event resolving later, e.g. a minion played
    # off the top while this card was being revealed) was not played while this card was here
    mine, theirs = _last_play(ctx.game, ctx.card), _last_play(ctx.game, ev.card)
    return mine is None or theirs is None or theirs > mine


@ability("A Wish for Wings That Work", kind="ongoing", event="minion_played", when=_wish_minion_here)
def a_wish_for_wings_that_work_ongoing(ctx):
    """Play on a base. Ongoing: After you play a minion here, it gains +1 power until the end of the turn."""
    ctx.add_power(ctx.event.card, 1)


def _wish_revealed_off_top(ctx) -> bool:
    d = ctx.event.data
    return (d.get("how") == "reveal" and d.get("from") == "deck" and d.get("top", True)
            and d.get("owner") == ctx.controller and ctx.card in d.get("cards", ())
            and any(True for _ in ctx.bases()))


@ability("A Wish for Wings That Work", kind="special", window="revealed", zone="revealed",
         usable=_wish_revealed_off_top)
def a_wish_for_wings_that_work_special(ctx):
    """Special: When this card is revealed off the top of your deck, you may play it as an extra action."""
    ctx.play_card(ctx.card)
