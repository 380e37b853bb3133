"""Tricksters (Smash Up core set): traps and punishments for minions played near them.

Each function quotes the card text it implements (corpus/cards/core-base-game/tricksters.yaml,
AEG's current texts), following clarifications/tricksters: Flame Trap and
Leprechaun destroy a minion only if it was played at their base and is still
there, with them, after its ability resolved; an immune minion still costs the
Flame Trap.

Reading chosen (Leprechaun, a minion played inside another's ability, e.g. the Runt Hoverbot plays):
by rules/card-resolution-order the inner minion resolves, the outer one finishes resolving, and then
the inner minion's triggers resolve, before the outer minion's own. So the inner minion is the first
eligible one of the turn and is destroyed; the outer one is not (it is no longer the first time)
(scenarios/review/tricksters/leprechaun-hoverbot-first).

Restrictions tied to a base (Block the Path: "cannot be played here"; Hideout:
"cannot move minions to this base") are ``forbid`` effects that last while the
card is in play: a forbidden play is refused before it happens, and a forbidden
move does not happen (docs/abilities.md, ``forbid``): a move ability such as Invasion may still
offer Hideout's base as the destination, and choosing it moves nothing
(scenarios/review/tricksters/hideout-blocks-other-players-moves). Pixie is a fusion (played as a minion or as an action);
Big Funny Giant is a titan.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _played_here_by_other(ctx) -> bool:
    """Another player played a minion at this card's base, and it is still there after resolving."""
    ev = ctx.event
    here = ctx.here
    return (ev.player is not None and ev.player != ctx.controller and here is not None and ev.base is here
            and ev.card is not None and ctx.in_play(ev.card) and ctx.base_of(ev.card) is here)


# ----- minions ------------------------------------------------------------------------------
def _leprechaun_when(ctx) -> bool:
    if not _played_here_by_other(ctx) or ctx.used_this_turn("leprechaun"):
        return False
    return ctx.power(ctx.event.card) < ctx.power(ctx.card)


@ability("Leprechaun", kind="ongoing", event="minion_played", when=_leprechaun_when)
def leprechaun(ctx):
    """Ongoing: After the first time each turn another player plays a minion here that has less power
    here than this minion after resolving its ability, destroy it."""
    ctx.mark_used("leprechaun")  # a replayed Leprechaun is a new card: its use is forgotten
    ctx.destroy(ctx.event.card)


def _brownie_when(ctx) -> bool:
    ev = ctx.event
    return (ev.player is not None and ev.player != ctx.controller and ev.base is not None
            and ev.base is not ctx.here and not ctx.used_this_turn("brownie"))


@ability("Brownie", kind="ongoing", event="minion_played", when=_brownie_when)
def brownie(ctx):
    """Ongoing: Once per turn, after another player plays a minion on another base, draw a card."""
    ctx.mark_used("brownie")  # a replayed Brownie is a new card: its use is forgotten
    ctx.draw(1)


def _gnome_usable(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.base is not None and ev.base is ctx.here


@ability("Gnome", kind="special", window="before_scoring", zone="play", usable=_gnome_usable)
def gnome(ctx):
    """Special: Before this base scores, you may destroy a minion here with less power than the number
    of minions and titans you have here."""
    here = ctx.here
    count = len(ctx.minions(base=here, controller=ctx.controller))
    count += sum(1 for t in here.titans if t.controller == ctx.controller)
    targets = ctx.minions(base=here, where=lambda m: ctx.power(m) < count)
    ctx.choose_and(f"Gnome: you may destroy a minion here with power less than {count}", targets, ctx.destroy, may=True)


# ----- actions ------------------------------------------------------------------------------
@ability("Enshrouding Mist", kind="talent")
def enshrouding_mist(ctx):
    """Play on a base. Talent: Play an extra minion here."""
    ctx.extra("minion", base=ctx.here, reason="Enshrouding Mist: here")


@ability("Flame Trap", kind="ongoing", event="minion_played", when=_played_here_by_other)
def flame_trap(ctx):
    """Play on a base. Ongoing: After another player plays a minion here, destroy this card to destroy
    that minion."""
    victim = ctx.event.card
    if ctx.destroy(ctx.card):
        ctx.destroy(victim)
    else:
        ctx.log(f"{ctx.card.ref} was not destroyed, so it does not destroy {victim.ref}", cites.T_DESTROY)


@ability("Flame Trap", kind="start_of_turn")
def flame_trap_breakpoint(ctx):
    """At the start of your turn, you may reduce this base's breakpoint by 4 until the end of the turn."""
    here = ctx.here
    if here is None:
        return
    if ctx.may(f"Flame Trap: reduce {here.ref}'s breakpoint by 4 until the end of the turn?"):
        ctx.ongoing("breakpoint", -4, base=here, until="end_of_turn")
        ctx.log(f"{here.ref}'s breakpoint is reduced by 4 until the end of the turn",
                cites.CALCULATING)


@ability("Pay the Piper", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player not in (None, ctx.controller) and ctx.here is not None
         and ctx.event.base is ctx.here)
def pay_the_piper(ctx):
    """Play on a base. Ongoing: After another player plays a minion here, that player discards a card."""
    who = ctx.event.player
    hand = ctx.hand(player=who)
    ctx.choose_and(f"Pay the Piper: {who} discards a card", hand,
                   lambda pick: ctx.discard_from_hand(pick, player=who), player=who)


@ability("Take The Shinies")
def take_the_shinies(ctx):
    """Each other player discards two random cards."""
    for who in ctx.other_players():
        hand = ctx.hand(player=who)
        for c in ctx.game.rng.sample(hand, min(2, len(hand))):
            ctx.discard_from_hand(c, player=who)


# ----- restrictions ---------------------------------------------------------------------------
# A card in play that forbids a play or a move refuses it as it happens: the step that made the
# illegal play or move is refused and leaves the game unchanged (SCENARIO-FORMAT.md, "steps").
def _factions_owned(game, player) -> list:
    """The factions a player owns: those named at setup, else those of the cards they own."""
    p = game.player(player)
    if p.factions:
        return list(p.factions)
    seen = []
    for c in game.all_cards():
        f = c.defn.faction
        if c.owner == player and f and c.defn.type != "base" and f not in seen:
            seen.append(f)
    return seen


@ability("Block the Path")
def block_the_path(ctx):
    """Play on a base. For each other player, name a faction they own. Ongoing: Minions of the named
    factions cannot be played here."""
    card = ctx.card
    named = []
    for who in ctx.other_players():
        owned = _factions_owned(ctx.game, who)
        if not owned:
            continue
        faction = ctx.choose_word(f"Block the Path: name a faction {who} owns", owned)
        ctx.log(f"{ctx.controller} names {faction} for {who}", cites.USING_ABILITIES)
        if faction not in named:
            named.append(faction)
    if not named:
        return

    def match(game, played, base):
        return (base is not None and game.in_play(card) and game.base_of(card) is base
                and played.defn.can_be("minion") and played.defn.faction in named)

    ctx.forbid("play", None, match=match, until="while_source",
               reason=f"{card.ref}: minions of {', '.join(named)} cannot be played on {ctx.here.ref}")


def _moves_here(card):
    """A ``forbid`` match: a minion moved to the base where ``card`` is."""
    def match(game, moved, base):
        return base is not None and game.in_play(card) and game.base_of(card) is base
    return match


@ability("Hideout")
def hideout_played(ctx):
    """Play on a base. Ongoing: Other players cannot move minions to this base."""
    for who in ctx.other_players():
        ctx.forbid("move", who, match=_moves_here(ctx.card), until="while_source",
                   reason=f"{ctx.card.ref} says other players cannot move minions to {ctx.here.ref}")


@ability("Hideout", kind="talent")
def hideout(ctx):
    """Talent: Swap this action with a play-on-base action from your hand or deck, then you may destroy a
    minion of power 2 or less here."""
    here = ctx.here
    p = ctx.player
    options = [c for c in list(p.hand) + list(p.deck)
               if c.defn.plays_as == "action" and c.defn.play_on == "base"]
    other = ctx.choose("Hideout: swap with a play-on-base action from your hand or deck", options)
    if other is not None:
        from_deck = other.zone is p.deck
        where = "deck_top" if from_deck else "hand"
        ctx.log(f"{ctx.controller} swaps {ctx.card.ref} with {other.ref} from their "
                f"{'deck' if from_deck else 'hand'}", cites.USING_ABILITIES)
        ctx.place(ctx.card, where)
        ctx.play_card(other, base=here)
        if from_deck:
            ctx.shuffle_deck()
    else:
        ctx.log(f"{ctx.controller} has no play-on-base action to swap with", cites.CANCELING)
        return
    small = ctx.minions(base=here, where=lambda m: ctx.power(m) <= 2)
    ctx.choose_and(f"Hideout: you may destroy a minion of power 2 or less at {here.ref}", small, ctx.destroy, may=True)


# ----- leaving play -----------------------------------------------------------------------------
@ability("Gremlin", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def gremlin_destroyed(ctx):
    """Ongoing: After this minion goes to the discard pile from play, draw a card. If it was destroyed,
    each other player discards a random card."""
    ctx.draw(1)
    for who in ctx.other_players():
        hand = ctx.hand(player=who)
        if hand:
            ctx.discard_from_hand(ctx.game.rng.choice(hand), player=who)


@ability("Gremlin", kind="ongoing", event="left_play",
         when=lambda ctx: ctx.event.card is ctx.card and ctx.card.zone is not None
         and ctx.card.zone.kind == "discard")
def gremlin_left_play(ctx):
    """Ongoing: After this minion goes to the discard pile from play, draw a card."""
    ctx.draw(1)


# ----- Mark of Sleep ------------------------------------------------------------------------------
@ability("Mark of Sleep")
def mark_of_sleep(ctx):
    """Choose one for each other player: until the start of your turn, either they cannot play actions
    OR they cannot move minions."""
    # "until the start of your turn": through the end of the turn just before your next one.
    last = ctx.next_turn_of(ctx.controller) - 1
    for who in ctx.other_players():
        what = ctx.choose_word(f"Mark of Sleep: until the start of your turn, {who} cannot play actions "
                               f"OR cannot move minions", ["actions", "moves"])
        if what == "actions":
            ctx.forbid("play", who, match=lambda game, card: card.defn.plays_as == "action", turn=last,
                       reason=f"Mark of Sleep: {who} cannot play actions until the start of "
                              f"{ctx.controller}'s turn")
        else:
            ctx.forbid("move", who, turn=last,
                       reason=f"Mark of Sleep: {who} cannot move minions until the start of "
                              f"{ctx.controller}'s turn")


# ----- Big Funny Giant (titan) --------------------------------------------------------------------
def _giant_play_usable(ctx) -> bool:
    game = ctx.game
    return game.current_player.name == ctx.controller and game.phase == "play"


@ability("Big Funny Giant", kind="special", zone="aside", usable=_giant_play_usable)
def big_funny_giant_play(ctx):
    """Special: Instead of your regular minion play, you may play this titan."""
    if ctx.base is None:
        ctx.game.refuse("playing the titan Big Funny Giant needs a base")
    ctx.play_titan(ctx.card, ctx.base, instead_of="minion")


@ability("Big Funny Giant", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.here is not None and ctx.event.base is ctx.here
         and ctx.event.player not in (None, ctx.controller))
def big_funny_giant_discard(ctx):
    """Ongoing: After another player plays a minion here, they must discard a card."""
    who = ctx.event.player
    ctx.choose_and(f"Big Funny Giant: {who} must discard a card", ctx.hand(player=who),
                   lambda pick: ctx.discard_from_hand(pick, player=who), player=who)


def _giant_end_when(ctx) -> bool:
    who = ctx.game.current_player.name
    return (ctx.here is not None and who != ctx.controller
            and not ctx.minions(base=ctx.here, controller=who))


@ability("Big Funny Giant", kind="end_of_turn", when=_giant_end_when)
def big_funny_giant_counter(ctx):
    """At the end of each other player's turn, if they do not have a minion here, you may place a +1 power
    counter on this titan."""
    if ctx.may("Big Funny Giant: place a +1 power counter on this titan?"):
        ctx.place_counters(ctx.card, 1)


def _giant_vp_usable(ctx) -> bool:
    ev = ctx.event
    here = ctx.here
    if ev is None or here is None or ev.base is not here:
        return False
    standings = (ev.data or {}).get("standings") or []
    if not any(s.player == ctx.controller and s.place == 1 for s in standings):
        return False
    return any(not ctx.minions(base=here, controller=p) for p in ctx.other_players())


@ability("Big Funny Giant", kind="special", window="when_scoring", zone="play", usable=_giant_vp_usable)
def big_funny_giant_vp(ctx):
    """Special: When this base scores, if you are the winner and at least one other player does not have a
    minion here, gain 1 VP."""
    ctx.gain_vp(1)


# ----- Pixie (a fusion: played as a minion or as an action) ---------------------------------------
@ability("Pixie")
def pixie(ctx):
    """Minion: If you have more cards in your hand than at least one other player, place a +1 power
    counter on any number of your minions here. Action: Destroy an action to place two +1 power counters
    among your minions."""
    if ctx.played_as == "minion":
        mine = len(ctx.hand())
        if not any(mine > len(ctx.hand(player=p)) for p in ctx.other_players()):
            ctx.log(f"{ctx.controller} does not have more cards in hand than any other player: no counters",
                    cites.USING_ABILITIES)
            return
        here = ctx.here
        picks = ctx.choose_many(f"Pixie: place a +1 power counter on any number of your minions at {here.ref}",
                                ctx.minions(base=here, controller=ctx.controller))
        for m in picks:
            ctx.place_counters(m, 1)
        return
    actions = [c for c in ctx.game.cards_in_play()
               if c is not ctx.card and c.kind == "action" and c.zone.kind in ("base_actions", "attached")]
    victim = ctx.choose("Pixie: destroy an action", actions)
    if victim is None or not ctx.destroy(victim):
        ctx.log("Pixie destroyed no action, so it places no counters", "terms/to")
        return
    for i in (1, 2):
        mine = ctx.minions(controller=ctx.controller)
        ctx.choose_and(f"Pixie: place +1 power counter {i} of 2 on one of your minions", mine,
                       lambda target: ctx.place_counters(target, 1))
