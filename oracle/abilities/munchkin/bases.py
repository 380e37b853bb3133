"""The bases of Smash Up: Munchkin.

Each function quotes the base text it implements (corpus/cards/smash-up-munchkin/bases.yaml),
following clarifications/bases (the Bigger Geekier Box) and munchkin/* (the Munchkin rulebook).
A base's text starts with its monster number: "N Monsters." is applied by the engine when the
base enters play (rules/monsters-and-bases); "2 Undead Monsters." (Hotel of Holiness) is applied
here, playing undead monsters off the top of the monster deck as for Turner (clerics/turner-wiki).

On a base, "you" is the player the text describes (terms/you): the player who played the minion,
or each player at the base. "Once per turn" and "the first time each turn" are kept per player
with flags that expire at the end of the turn. A "may" that was declined does not use up a
"once per turn" ability.

Whack-a-Ghoul's "1 Undead Monster Per Player" is applied here (the engine reads only "N
Monsters."), and its "you may use your regular action play to ..." is a base Special used with a
``special: Whack-a-Ghoul`` step in the player's Play Cards phase. Whacked monsters are not
replaced (bases/whack-a-ghoul).

Subterranean Lair gives the player whose turn starts an extra minion limited to this base (also
when the Lair enters play during that player's Play Cards phase); whether the player has no
minion here is checked when the extra minion is played. The extra is used once per turn, even
if the minion played with it moves away (bases/subterranean-lair, correcting
bases/subterranean-lair-munchkin).

The Pits copies an effect with the engine's record of affects (``ctx.affects_this_turn``,
``ctx.repeat_affect``): after a standard action you played resolves, if its ability directly
affected a minion here (terms/directly-affects: destroyed, moved, returned, placed, +1 power
counters placed or removed, power changed until the end of the turn, control taken or abilities
canceled), you may choose a monster here and it is affected in the same way (the same operation
and amounts, from that action and credited to you). When the effect has several parts, one part is
chosen and copied, as clarifications/disco-dancers says of the same wording on Diva and We are
Family; an effect another card copied is not copied again. The chance is used once per turn per
player; declining does not use it.

Garrison's "look at one card from the top of their deck for each of their minions here": a deck with
fewer cards is followed by the shuffled discard pile, made into a new deck, and looking goes on from it
(rules/decks-discards-and-searches: "Start or continue ... from there"; ``ctx.take_top``).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.munchkin.clerics import is_undead_monster, play_undead_monster
from oracle.abilities.munchkin.dwarves import is_treasure, refill_treasure_deck
from oracle.abilities.munchkin.warriors import discard_card
from oracle.engine import cites
from oracle.engine.monsters import draw_treasures, play_monster
from oracle.engine.play import check_implemented, choose_target, play_card
from oracle.engine.play import is_implemented as _implemented
from oracle.engine.prompts import Prompt
from oracle.abilities.shared import copy_affect, standard_action_affects
from oracle.abilities.shared import this_base as _this_base


# ----- helpers ---------------------------------------------------------------------------
def _played_here(ctx) -> bool:
    ev = ctx.event
    return ev.player is not None and ev.base is not None and ev.base is ctx.here


def _first_time_here(ctx) -> bool:
    """The first minion its player plays on this base this turn (recorded as it triggers)."""
    if not _played_here(ctx):
        return False
    who = ctx.event.player
    if ctx.used_this_turn("first minion here", player=who):
        return False
    ctx.mark_used("first minion here", player=who)
    return True


def _ask(ctx, text, options, player, **kw):
    return ctx.game.ask(Prompt(text, player, list(options), **kw))


def _order(ctx, text, cards, player) -> list:
    """``player`` puts ``cards`` in any order: one pick at a time (the last one is forced)."""
    left = list(cards)
    out = []
    while left:
        c = _ask(ctx, text, left, player)
        out.append(c)
        left.remove(c)
    return out


def _player_ctx_choose(ctx, text, options, player):
    options = list(options)
    if not options:
        return None
    return _ask(ctx, text, options, player)


def _discard_one(ctx, player, why):
    """``player`` must discard a card (a treasure goes to the treasure discard pile)."""
    hand = list(ctx.game.player(player).hand)
    c = _player_ctx_choose(ctx, f"{why}: discard a card", hand, player)
    if c is None:
        ctx.log(f"{player} has no card to discard", cites.T_DISCARD)
        return None
    return discard_card(ctx, c, player=player)


# ----- Clerics' bases ----------------------------------------------------------------------
@ability("Hotel of Holiness", kind="ongoing", event="base_entered",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base.card is ctx.card)
def hotel_of_holiness_monsters(ctx):
    """2 Undead Monsters."""
    for _ in range(2):
        play_undead_monster(ctx, ctx.here)


@ability("Hotel of Holiness", kind="ongoing", event="minion_played", when=_first_time_here)
def hotel_of_holiness(ctx):
    """After the first time each turn you play a minion here, choose "minion" or "action" and
    shuffle a random card of that type from your discard pile into your deck."""
    who = ctx.event.player
    p = ctx.game.player(who)
    kind = _ask(ctx, "Hotel of Holiness: choose minion or action", ["minion", "action"], who)
    cands = [c for c in p.discard if c.defn.plays_as == kind]
    if not cands:
        ctx.log(f"{who} has no {kind} in their discard pile", cites.T_DISCARD)
        return
    c = ctx.game.rng.choice(cands)
    ctx.to_deck(c, p)
    ctx.log(f"{who} shuffles a random {kind} ({c.ref}) from their discard pile into their deck", cites.DECKS)
    ctx.shuffle_deck(player=who)


# ----- Dwarves' bases ----------------------------------------------------------------------
@ability("The Mines", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("the mines", player=ctx.event.player))
def the_mines(ctx):
    """2 Monsters. Once per turn after you play a minion here, you may look at cards from the
    treasure deck equal to its power and place them on the top and/or bottom of that deck in any
    order."""
    game = ctx.game
    who = ctx.event.player
    n = ctx.power(ctx.event.card) if ctx.in_play(ctx.event.card) else 0
    if n <= 0:
        return
    refill_treasure_deck(ctx)
    if not game.treasure_deck:
        return
    if _ask(ctx, f"The Mines: look at the top {n} card(s) of the treasure deck?", ["yes", "no"], who) != "yes":
        return
    ctx.mark_used("the mines", player=who)
    deck = game.treasure_deck
    seen = list(deck[:n])
    rest = list(deck[len(seen):])
    ctx.log(f"{who} looks at the top {len(seen)} card(s) of the treasure deck", cites.DECKS)
    top = list(_ask(ctx, "The Mines: cards to put back on top, in order (first = top); the rest go to the "
                         "bottom", seen, who, many=True))
    left = [c for c in seen if c not in top]
    bottom = _order(ctx, "The Mines: the next card to put on the bottom (from highest to lowest)", left, who)
    ctx.reorder(deck, top + rest + bottom)
    ctx.log(f"{who} puts {len(top)} card(s) on top of the treasure deck and {len(bottom)} on the bottom",
            cites.DECKS)


@ability("Treasure Bath", kind="ongoing", event="minion_played", when=_first_time_here)
def treasure_bath(ctx):
    """1 Monster. After the first time each turn that you play a minion here, draw a treasure card."""
    draw_treasures(ctx.game, ctx.event.player, 1)


# ----- Elves' bases ------------------------------------------------------------------------
@ability("Helper's Hollow", kind="power")
def helpers_hollow(ctx, minion):
    """2 Monsters. During each player's turn, other players' minions here have +1 power."""
    if minion.controller is None or minion.controller == ctx.game.current_player.name:
        return 0
    return 1 if ctx.base_of(minion) is ctx.here else 0


@ability("Treehouse", kind="when_scoring")
def treehouse(ctx):
    """2 Monsters. When this base scores, the runner-up draws a card for each minion the winner
    has here."""
    standings = ctx.event.data.get("standings") or []
    winners = [s.player for s in standings if s.place == 1]
    runners = [s.player for s in standings if s.place == 2]
    if not winners or not runners:
        ctx.log("Treehouse: there is no runner-up", cites.AWARDING_VP)
        return
    n = sum(len(ctx.minions(base=ctx.here, controller=w)) for w in winners)
    for r in runners:
        ctx.log(f"Treehouse: {r} is the runner-up and draws {n} card(s)", cites.AWARDING_VP)
        if n:
            ctx.draw(n, player=r)


# ----- Halflings' bases --------------------------------------------------------------------
@ability("Birthday Party", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player is not None and ctx.event.base is not None
         and ctx.event.base is not ctx.here
         and not ctx.minions(base=ctx.here, controller=ctx.event.player))
def birthday_party(ctx):
    """1 Monster. After you play a minion on another base, if you do not have a minion here, you
    must discard a card."""
    _discard_one(ctx, ctx.event.player, "Birthday Party")


# ----- Mages' bases ------------------------------------------------------------------------
@ability("Dimension Doors", kind="ongoing", event="minion_played",
         when=lambda ctx: _played_here(ctx) and not ctx.used_this_turn("dimension doors",
                                                                              player=ctx.event.player))
def dimension_doors(ctx):
    """1 Monster. Once per turn after you play a minion here, you may discard a card to play an
    extra minion here. (It names no card: during that player's Play Cards phase it may be played later
    in the phase, only here: terms/extra.)"""
    game = ctx.game
    who = ctx.event.player
    hand = list(game.player(who).hand)
    if not hand:
        return
    c = _ask(ctx, "Dimension Doors: you may discard a card to play an extra minion here (choose it) or pass",
             hand, who, can_pass=True)
    if c is None:
        return
    ctx.mark_used("dimension doors", player=who)
    discard_card(ctx, c, player=who)
    ctx.extra_or_now("minion", base=ctx.here, player=who)


@ability("Mage's Tower", kind="ongoing", event="minion_played", when=_first_time_here)
def mages_tower(ctx):
    """1 Monster. After the first time each turn you play a minion here, you must discard a card
    and draw two cards."""
    who = ctx.event.player
    _discard_one(ctx, who, "Mage's Tower")
    ctx.draw(2, player=who)


# ----- Orcs' bases -------------------------------------------------------------------------
@ability("Garrison", kind="after_scoring")
def garrison(ctx):
    """1 Monster. After this base scores, the winner may look at one card from the top of their
    deck for each of their minions here and play or draw one of them, then return the rest in any
    order."""
    game = ctx.game
    standings = ctx.event.data.get("standings") or []
    for s in standings:
        if s.place != 1:
            continue
        who = s.player
        p = game.player(who)
        n = len(ctx.minions(base=ctx.here, controller=who))
        if n <= 0:
            continue
        if _ask(ctx, f"Garrison: look at the top {n} card(s) of your deck?", ["yes", "no"], who) != "yes":
            continue
        # set aside while the pick is played or drawn; a deck shorter than n goes on from the reshuffled
        # discard pile (rules/decks-discards-and-searches: ctx.take_top)
        seen = ctx.take_top(n, player=who, reveal=False)
        if not seen:
            continue
        pick = _ask(ctx, "Garrison: choose one of them to play or draw", seen, who)
        how = _ask(ctx, f"Garrison: play or draw {pick.ref}?", ["play", "draw"], who)
        rest = [c for c in seen if c is not pick]
        ctx.to_hand(pick, p)
        pick.controller = who
        if how == "play":
            check_implemented(game, pick)
            tb, on = choose_target(game, who, pick)
            play_card(game, who, pick, base=tb, on=on, how="special")
        else:
            ctx.log(f"{who} draws {pick.ref}", cites.DRAW_2)
        order = _order(ctx, "Garrison: the next card to return on top of your deck (from the top down)", rest,
                       who)
        for c in reversed(order):
            ctx.to_deck(c, p, top=True)
        if order:
            ctx.log(f"{who} returns {len(order)} card(s) to the top of their deck", cites.DECKS)


# ----- Thieves' bases ----------------------------------------------------------------------
@ability("The Coffers", kind="after_scoring")
def the_coffers(ctx):
    """3 Monsters. After this base scores, players here may either draw a treasure card OR discard
    treasures from their hand equal to their VP award here to gain 1 VP.
    (Read literally: a player here whose award is 0 VP discards no treasures to gain 1 VP.)"""
    game = ctx.game
    standings = {s.player: s for s in (ctx.event.data.get("standings") or [])}
    for p in game.seat_order():
        s = standings.get(p.name)
        if s is None:
            continue
        treasures = [c for c in p.hand if is_treasure(c)]
        words = ["treasure"]
        if len(treasures) >= s.vp:
            words.append("vp")
        words.append("neither")
        how = _ask(ctx, f"The Coffers: draw a treasure (treasure), discard {s.vp} treasure(s) to gain 1 VP (vp), "
                        f"or neither", words, p.name)
        if how == "treasure":
            draw_treasures(game, p.name, 1)
        elif how == "vp":
            picks = list(_ask(ctx, f"The Coffers: discard {s.vp} treasure(s)", treasures, p.name, many=True,
                              min=s.vp, max=s.vp)) if s.vp else []
            for c in picks:
                discard_card(ctx, c, player=p.name)
            ctx.gain_vp(1, player=p.name)


@ability("Thieves' Guild", kind="before_scoring")
def thieves_guild(ctx):
    """1 Monster. Before this base scores, each player here reveals their hand. The players who
    reveal the most actions may each destroy a minion here.
    (No one reveals the most actions when no one reveals any.)"""
    game = ctx.game
    here = ctx.here
    counts = {}
    for p in game.seat_order():
        if not ctx.minions(base=here, controller=p.name):
            continue
        hand = list(p.hand)
        n = sum(1 for c in hand if c.defn.plays_as == "action")
        counts[p.name] = n
        ctx.log(f"{p.name} reveals their hand: {', '.join(c.ref for c in hand) or 'no cards'} ({n} action(s))",
                cites.DECKS)
        ctx.saw(hand, player=p.name, by=p.name, zone="hand")
    top = max(counts.values(), default=0)
    if top <= 0:
        ctx.log("no player here revealed an action", cites.USING_ABILITIES)
        return
    for who, n in counts.items():
        if n != top:
            continue
        victim = _ask(ctx, "Thieves' Guild: you may destroy a minion here", ctx.minions(base=here), who,
                      can_pass=True) if ctx.minions(base=here) else None
        if victim is not None:
            ctx.destroy(victim, by=who)


# ----- Warriors' bases ---------------------------------------------------------------------
@ability("The Gauntlet", kind="ongoing", event="destroyed",
         when=lambda ctx: ctx.event.card is not None and ctx.event.card.defn.type == "monster"
         and ctx.event.base is ctx.here and ctx.event.player is not None)
def the_gauntlet(ctx):
    """3 Monsters. After you destroy a monster here, you may play a monster here.
    (The monster is played by the base, not by a player: bases/the-gauntlet.)

    Reading chosen (issue 14 review): the clarification's "They do not trigger Web Troll,
    Leprechaun, etc." is read as "abilities that react to a *player* playing a minion or monster
    do not fire" (Leprechaun's "another player plays a minion here"). A Web Troll that The
    Gauntlet plays still uses its own "Play another monster here", as monsters a new base plays
    (also played by no player) trigger their abilities "just as with normal minions"
    (rules/monsters-and-bases) and Web Troll's clarification covers those.
    scenarios/review/bases-smash-up-munchkin/the-gauntlet-web-troll.yaml follows this reading."""
    who = ctx.event.player
    if not (ctx.game.monster_deck or ctx.game.monster_discard):
        return
    if _ask(ctx, "The Gauntlet: play a monster here?", ["yes", "no"], who) == "yes":
        play_monster(ctx.game, ctx.here)


# ----- Whack-a-Ghoul -----------------------------------------------------------------------


def _ghouls_here(ctx, base):
    return [m for m in base.minions if is_undead_monster(m)] if base is not None else []


@ability("Whack-a-Ghoul", kind="ongoing", event="base_entered",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base.card is ctx.card)
def whack_a_ghoul_monsters(ctx):
    """1 Undead Monster Per Player."""
    for _ in ctx.game.players:
        play_undead_monster(ctx, ctx.event.base)


def _whack_usable(ctx) -> bool:
    game = ctx.game
    base = _this_base(ctx)
    return (base is not None and game.current_player.name == ctx.controller and game.phase == "play"
            and ctx.player.action_plays < 1
            and any(m.controller == ctx.controller for m in base.minions)
            and bool(_ghouls_here(ctx, base)))


@ability("Whack-a-Ghoul", kind="special", zone="base", usable=_whack_usable)
def whack_a_ghoul(ctx):
    """If you have a minion here, you may use your regular action play to destroy an undead
    monster here. You may play a treasure from destroying it as an extra card."""
    base = _this_base(ctx)
    ctx.use_regular_play("action")
    ghoul = ctx.choose(f"Whack-a-Ghoul: destroy an undead monster at {base.ref}", _ghouls_here(ctx, base))
    before = set(id(c) for c in ctx.player.hand)
    if not ctx.destroy(ghoul):
        return
    loot = [c for c in ctx.player.hand if id(c) not in before and is_treasure(c)]
    playable = [c for c in loot if ctx.game.allow_unimplemented or _implemented(c)]
    ctx.choose_and("Whack-a-Ghoul: you may play a treasure from destroying it as an extra card", playable,
                   ctx.play_card, may=True)


# ----- Subterranean Lair -------------------------------------------------------------------
def _grant_lair_extra(ctx, base, who) -> None:
    game = ctx.game
    if ctx.used_this_turn("subterranean lair", player=who):
        return
    ctx.mark_used("subterranean lair", player=who)

    def no_minion_here(card, base=base, who=who):
        return not any(m.controller == who for m in base.minions)

    ctx.extra("minion", where=no_minion_here, base=base, player=who,
              reason="Subterranean Lair: if you have no minions there")


@ability("Subterranean Lair", kind="start_of_turn")
def subterranean_lair(ctx):
    """1 Monster. On your turn, if you have no minions on this base, you may play an extra minion
    here."""
    base = _this_base(ctx)
    if base is not None and ctx.event.player is not None:
        _grant_lair_extra(ctx, base, ctx.event.player)


@ability("Subterranean Lair", kind="ongoing", event="base_entered",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base.card is ctx.card
         and ctx.game.phase in ("start", "play"))
def subterranean_lair_enters(ctx):
    """On your turn, ... (the Lair entering play during a player's turn, before or in Play Cards)."""
    _grant_lair_extra(ctx, ctx.event.base, ctx.game.current_player.name)


# ----- The Pits ----------------------------------------------------------------------------
def _pits_records(ctx):
    """The affects of the standard action just played, by its player, on minions here."""
    who = ctx.event.player
    return standard_action_affects(ctx, _this_base(ctx), where=lambda r: r["player"] == who)


def _pits_when(ctx) -> bool:
    return (ctx.event.player is not None and not ctx.used_this_turn("the pits", player=ctx.event.player)
            and bool(_pits_records(ctx)))


@ability("The Pits", kind="ongoing", event="action_played", when=_pits_when)
def the_pits(ctx):
    """3 Monsters. Once per turn, when you directly affect a minion here with a standard action, you
    may choose a monster here to be affected in the same way."""
    who = ctx.event.player
    base = _this_base(ctx)
    records = _pits_records(ctx)
    if base is None or not records:
        return
    monsters = [m for m in base.minions if m.defn.type == "monster"]
    if not monsters:
        ctx.log(f"The Pits: there is no monster here to be affected by {ctx.event.card.ref}", cites.USING_ABILITIES)
        return
    monster = ctx.may_choose(f"The Pits: choose a monster here to be affected in the same way by "
                             f"{ctx.event.card.ref}", monsters, player=who)
    if monster is None:
        ctx.log(f"{who} chooses no monster (The Pits)", cites.USING_ABILITIES)
        return
    ctx.mark_used("the pits", player=who)
    copy_affect(ctx, [r for r in records if r["card"] is not monster] or records, monster, who, "The Pits")
