"""Dwarves (Smash Up: Munchkin): between a Dwarf, his pickaxe and some treasure.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/dwarves.yaml).
Treasures have no owner: whenever one is discarded or leaves play it goes to the treasure
discard pile (rules/monsters-and-treasures); an empty treasure deck is replaced by its shuffled
discard pile when a card is needed from it (munchkin/getting-loot). Drawing "from the treasure
discard pile" takes its top card (rules/decks-discards-and-searches: drawing always starts at the
top of the deck or discard pile).

No! My Precious!'s Special answers the ``treasures_revealed`` window (the treasures of a scored
base's monsters, revealed before players pick them). Played that way it draws one of those
treasures *instead* of its main ability (as Dogpile's "Special: ...; only move one minion
instead"): the card is played, and its "Destroy an action. Play an extra action." is replaced.

Dwarf King's "draw a minion off the top of your deck" (compilation/play-or-draw-x-off-the-top-of-your-deck)
reveals cards from the top until a minion, draws it and shuffles the other revealed cards into the deck.
A deck that is empty, before or while revealing, is made anew from the shuffled discard pile and
revealing continues from it (rules/decks-discards-and-searches: "Start or continue drawing (revealing,
searching) from there"), stopping only when deck and discard pile are both empty: the compilation's "if
the deck runs out while you are revealing, you stop" is overruled by that official rule. The revealing
is ``ctx.reveal_until``.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.abilities_hook import abilities_of
from oracle.engine.context import Context
from oracle.engine.play import is_implemented, play_card
from oracle.engine.power import printed_power

OFF_THE_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


# ----- helpers ---------------------------------------------------------------------------
def is_treasure(card) -> bool:
    return card.defn.type == "treasure"


def minion_action(card) -> bool:
    """An action that can be played on a minion."""
    return card.defn.plays_as == "action" and card.defn.play_on == "minion"


def refill_treasure_deck(ctx) -> None:
    game = ctx.game
    if game.treasure_deck or not game.treasure_discard:
        return
    for c in list(game.treasure_discard):
        ctx.put(c, game.treasure_deck)
    ctx.shuffle(game.treasure_deck)
    game.event("the treasure deck is empty: its discard pile is shuffled to make a new one", cites.MONSTERS)


def discard_top_treasures(ctx, n) -> list:
    game = ctx.game
    out = []
    for _ in range(n):
        refill_treasure_deck(ctx)
        if not game.treasure_deck:
            break
        c = game.treasure_deck[0]
        ctx.put(c, game.treasure_discard)
        out.append(c)
    if out:
        ctx.log("discarded from the treasure deck: " + ", ".join(c.ref for c in out), cites.T_DISCARD)
    return out


def take_into_hand(ctx, card, why) -> None:
    ctx.to_hand(card)
    card.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {card.ref} {why}", cites.LOOT_MONSTER)


def discard_card(ctx, card):
    """Discard a card from your hand: a treasure to the treasure discard pile. An
    ``instead_of_hand_discard`` ability (Blaster Master) may discard another card instead;
    returns the card actually discarded."""
    from oracle.abilities.munchkin.warriors import discard_card as discard_from_a_hand
    return discard_from_a_hand(ctx, card)


def playable(ctx, card) -> bool:
    return ctx.game.allow_unimplemented or is_implemented(card)


# ----- minions -----------------------------------------------------------------------------
@ability("Dwarf King", kind="talent")
def dwarf_king(ctx):
    """Talent: Shuffle a treasure card from your hand into the treasure deck to play a minion of
    power 3 or less OR shuffle a card from the treasure discard pile into the treasure deck to draw a
    minion off the top of your deck. (The minion is an extra play that names no card: it may be
    played later in the Play Cards phase, terms/extra.)"""
    game = ctx.game
    words = []
    if any(is_treasure(c) for c in ctx.player.hand):
        words.append("hand")
    if game.treasure_discard:
        words.append("discard")
    if not words:
        ctx.log("Dwarf King: no treasure in hand and an empty treasure discard pile: nothing happens")
        return
    pick = ctx.choose_word("Dwarf King: shuffle a treasure from your hand (hand) to play a minion of power 3 or "
                           "less, OR one from the treasure discard pile (discard) to draw a minion off the top "
                           "of your deck", words)
    if pick == "hand":
        t = ctx.choose("Dwarf King: a treasure from your hand", [c for c in ctx.player.hand if is_treasure(c)])
        ctx.put(t, game.treasure_deck)
        t.controller = None
        ctx.shuffle(game.treasure_deck)
        ctx.log(f"{ctx.controller} shuffles {t.ref} into the treasure deck", cites.MONSTERS)
        ctx.extra_or_now("minion", where=lambda c: printed_power(c) <= 3)
        return
    t = ctx.choose("Dwarf King: a card from the treasure discard pile", list(game.treasure_discard))
    ctx.put(t, game.treasure_deck)
    ctx.shuffle(game.treasure_deck)
    ctx.log(f"{ctx.controller} shuffles {t.ref} from the treasure discard pile into the treasure deck",
            cites.MONSTERS)
    _draw_minion_off_the_top(ctx)


def _draw_minion_off_the_top(ctx):
    """Draw a minion off the top of your deck (see the module docstring)."""
    game = ctx.game
    p = ctx.player
    hits, others = ctx.reveal_until(lambda c: c.defn.plays_as == "minion")
    if hits:
        found = hits[0]
        ctx.to_hand(found, p)
        found.controller = p.name
        ctx.log(f"{p.name} draws {found.ref} off the top of their deck", OFF_THE_TOP)
    else:
        ctx.log(f"{p.name} reveals no minion", OFF_THE_TOP, cites.DECKS)
    if others:
        ctx.log("revealed and not drawn: " + ", ".join(c.ref for c in others), OFF_THE_TOP)
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()


@ability("Loot Lover", kind="power")
def loot_lover(ctx, minion):
    """Ongoing: This minion has +2 power for each treasure card on it."""
    if minion is not ctx.card:
        return 0
    return 2 * sum(1 for a in minion.attached if is_treasure(a))


@ability("Gold Digger", kind="talent")
def gold_digger(ctx):
    """Talent: Draw a card from the treasure discard pile."""
    pile = ctx.game.treasure_discard
    if not pile:
        ctx.log("the treasure discard pile is empty: nothing to draw")
        return
    take_into_hand(ctx, pile[0], "from the top of the treasure discard pile")


@ability("Gem Grabber")
def gem_grabber(ctx):
    """Discard the top two cards of the treasure deck. If one of them is an action that can be
    played on a minion, draw it."""
    gone = discard_top_treasures(ctx, 2)
    fits = [c for c in gone if minion_action(c)]
    pick = ctx.choose("Gem Grabber: draw an action that can be played on a minion", fits)
    if pick is not None:
        take_into_hand(ctx, pick, "from the treasure discard pile")


# ----- actions -----------------------------------------------------------------------------
@ability("Anything For Money")
def anything_for_money(ctx):
    """Discard any number of cards. For each treasure card discarded, draw a card. For each other
    card discarded, draw a treasure card."""
    picks = ctx.choose_many("Anything For Money: discard any number of cards", list(ctx.player.hand))
    gone = [discard_card(ctx, c) for c in picks]
    treasures = sum(1 for c in gone if is_treasure(c))
    others = len(gone) - treasures
    if treasures:
        ctx.draw(treasures)
    if others:
        ctx.draw_treasures(others)


@ability("Cash Out")
def cash_out(ctx):
    """Play up to 3 treasure cards from your hand as extra cards. (They name no card: during the Play
    Cards phase they may be played later in the phase: terms/extra.)"""
    def now(where, base):
        cands = [c for c in ctx.player.hand if is_treasure(c) and playable(ctx, c)]
        t = ctx.may_choose("Cash Out: play a treasure as an extra card or pass", cands)
        if t is not None:
            ctx.play_card(t)
        return t

    ctx.extra_or_now("minion_or_action", where=is_treasure, n=3, reason="Cash Out: a treasure", now=now)


def _cunning_plan_usable(ctx):
    game = ctx.game
    if not ctx.is_my_turn or game.phase != "play" or ctx.base_of(ctx.card) is None:
        return False
    if _cunning_used(ctx):
        return False
    return bool(_plays_left(ctx))


def _plays_left(ctx) -> list:
    p = ctx.player
    out = []
    for kind, used in (("minion", p.minion_plays), ("action", p.action_plays)):
        if used < 1 or any(e.kind == kind for e in p.extras):
            out.append(kind)
    return out


def _cunning_used(ctx) -> bool:
    return ctx.used_this_turn("cunning-plan")


@ability("Cunning Plan", kind="special", zone="play", usable=_cunning_plan_usable)
def cunning_plan(ctx):
    """Play on a base. Ongoing: Once per turn, instead of playing a card, you may increase or
    decrease the breakpoint of this base by 4 until the start of your turn."""
    game = ctx.game
    p = ctx.player
    kind = ctx.choose_word("Cunning Plan: give up which card play?", _plays_left(ctx))
    if kind == "minion" and p.minion_plays < 1:
        p.minion_plays += 1
    elif kind == "action" and p.action_plays < 1:
        p.action_plays += 1
    else:
        extras = sorted((e for e in p.extras if e.kind == kind), key=lambda e: e.where is not None)
        p.extras.remove(extras[0])
    how = ctx.choose_word("Cunning Plan: increase or decrease the breakpoint by 4?", ["increase", "decrease"])
    amount = 4 if how == "increase" else -4
    base = ctx.base_of(ctx.card)
    effects.add_effect(game, effects.Effect("breakpoint", amount, base=base, until="start_of_turn",
                                            until_player=ctx.controller, source=ctx.card,
                                            controller=ctx.controller))
    ctx.mark_used("cunning-plan")  # a replayed Cunning Plan is a new card: its use is forgotten
    ctx.log(f"{ctx.controller} gives up a {kind} play: the breakpoint of {base.ref} "
            f"{'increases' if amount > 0 else 'decreases'} by 4 until the start of their turn", "terms/ongoing")


@ability("Greed is Good")
def greed_is_good(ctx):
    """Draw a card from the treasure deck or its discard pile. You may play an extra action."""
    game = ctx.game
    words = [w for w, z in (("deck", game.treasure_deck or game.treasure_discard),
                            ("discard", game.treasure_discard)) if z]
    if words:
        pick = ctx.choose_word("Greed is Good: draw from the treasure deck or its discard pile?", words)
        if pick == "deck":
            ctx.draw_treasures(1)
        else:
            take_into_hand(ctx, game.treasure_discard[0], "from the top of the treasure discard pile")
    ctx.extra("action", reason="Greed is Good")


@ability("Hidden Assets")
def hidden_assets(ctx):
    """Discard the top three cards of the treasure deck. Draw a card and play an extra action."""
    discard_top_treasures(ctx, 3)
    ctx.draw(1)
    ctx.extra("action", reason="Hidden Assets")


@ability("Mine!")
def mine(ctx):
    """Search the treasure deck for an action that can be played on a minion and play it."""
    game = ctx.game
    refill_treasure_deck(ctx)
    fits = [c for c in game.treasure_deck if minion_action(c) and playable(ctx, c)]
    pick = ctx.choose("Mine!: an action from the treasure deck that can be played on a minion", fits)
    if pick is None:
        ctx.log("the treasure deck has no action that can be played on a minion", cites.DECKS)
    else:
        ctx.log(f"{ctx.controller} reveals {pick.ref} from the treasure deck", cites.DECKS)
    ctx.shuffle(game.treasure_deck)
    ctx.log("the treasure deck is shuffled after the search", cites.DECKS)
    if pick is not None and ctx.minions():
        ctx.play_card(pick)
    elif pick is not None:
        ctx.put(pick, game.treasure_discard)
        ctx.log(f"there is no minion to play {pick.ref} on: it is discarded", cites.MONSTERS)


def _salvage_usable(ctx):
    base = ctx.event.base
    return (base is not None and bool(ctx.minions(base=base, controller=ctx.controller))
            and any(minion_action(c) and playable(ctx, c) for c in ctx.game.treasure_discard))


@ability("Salvage", kind="special", window="before_scoring", usable=_salvage_usable)
def salvage_special(ctx):
    """Special: Before a base scores, play an action from the treasure discard pile on one of your
    minions there. You may use a talent on that action."""
    game = ctx.game
    base = ctx.event.base
    ctx.play_this()
    t = ctx.choose("Salvage: an action from the treasure discard pile",
                   [c for c in game.treasure_discard if minion_action(c) and playable(ctx, c)])
    m = ctx.choose(f"Salvage: play {t.ref} on which of your minions there?",
                   ctx.minions(base=base, controller=ctx.controller))
    if t is None or m is None:
        return
    played = play_card(game, ctx.controller, t, on=m, how="special")
    talents = abilities_of(played, "talent") if played is not None and game.in_play(played) else ()
    if talents and ctx.may(f"Salvage: use the talent of {played.ref}?"):
        played.talent_used = True
        game.event(f"{ctx.controller} uses the talent of {played.ref}", cites.T_TALENT)
        for ab in talents:
            ab.fn(Context(game, played, ability=ab, controller=ctx.controller))


@ability("Salvage")
def salvage(ctx):
    """(Salvage is played only by its Special, before a base scores.)"""
    if ctx.game.scoring_base is None:
        ctx.game.refuse("Salvage is played only before a base scores (Special)")


# ----- No! My Precious! ----------------------------------------------------------------
def _actions_in_play(game) -> list:
    out = []
    for b in game.bases:
        out.extend(a for a in b.actions if a.defn.plays_as == "action")
        for m in list(b.minions) + list(b.titans):
            out.extend(a for a in m.attached if a.defn.plays_as == "action")
    return out


def _precious_left(ctx) -> list:
    revealed = (ctx.event.data or {}).get("revealed") or [] if ctx.event is not None else []
    return [t for t in revealed if t.zone is ctx.game.revealed]


@ability("No! My Precious!", kind="special", window="treasures_revealed",
         usable=lambda ctx: bool(_precious_left(ctx)))
def no_my_precious_special(ctx):
    """Special: Play when treasures are distributed from a base to draw one of those treasures
    instead."""
    ctx.game.__dict__.setdefault("_no_my_precious", {})[ctx.card.uid] = _precious_left(ctx)
    ctx.play_this()


@ability("No! My Precious!")
def no_my_precious(ctx):
    """Destroy an action. Play an extra action."""
    game = ctx.game
    pending = game.__dict__.setdefault("_no_my_precious", {})
    if ctx.card.uid in pending:
        treasures = [t for t in pending.pop(ctx.card.uid) if t.zone is game.revealed]
        pick = ctx.choose("No! My Precious!: draw one of those treasures", treasures)
        if pick is not None:
            ctx.to_hand(pick)
            pick.controller = ctx.controller
            ctx.log(f"{ctx.controller} draws the treasure {pick.ref} instead of its distribution",
                    cites.LOOT_BASE)
        return
    targets = [a for a in _actions_in_play(game) if a is not ctx.card]
    victim = ctx.choose("No! My Precious!: destroy an action", targets)
    if victim is None:
        ctx.log("there is no action in play to destroy", cites.CANCELING)
    else:
        ctx.destroy(victim)
    ctx.extra("action", reason="No! My Precious!")
