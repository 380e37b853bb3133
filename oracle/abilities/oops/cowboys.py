"""Cowboys (Oops, You Did It Again): duels (rules/duels) and gold.

Each function quotes the card text it implements (corpus/cards/oops-you-did-it-again/cowboys.yaml).

A duel is run by the engine (``ctx.duel``): each dueling minion's controller may place a card
from the hand face down, actions among them are played, then the higher power wins; on a tie
both sides get all the effects of the duel (rules/duels).

Pinkerton answers the engine's ``duel_started`` event (before the dueling cards are placed, as its
clarification says); Deputy's "during a duel involving your minion" is a Special in the
``duel_revealed`` window (after the dueling cards are revealed, before the powers are compared: its
clarification lets its owner wait until the other card is revealed; a reading: it is offered only then,
its +2 lasting to the end of the turn either way), and "on your turn" a Special used
with a ``special:`` step during the Play Cards phase of your turn (terms/on-your-turn).

Dynamite Surprise's second Special answers the engine's ``revealed`` event (fired by every ability
that reveals or looks at cards in a hand or deck, once that ability has finished): from the hand when
another player's card (not a base) revealed or looked at any card in your hand or deck; from the deck
when the card itself was revealed there (its clarification: "This triggers from your hand, or if
revealed from your deck. It is not triggered if another player looks at it in your deck."). "Their
minions" are those of the player whose card did it (a reading: that player controls the card). Both
Specials play the card (terms/special); it is
offered only when there is a minion it could destroy. Played otherwise, it is refused as a normal play
and has no effect when another ability plays it. "Not winning": a player tied for the most power there
is winning (rules/tie-fighter: tied players are each winners); a total of 0 is not winning (a reading).

Pecos Bill (a titan released later) answers ``duel_started`` from beside its owner's deck when its owner's
minion is the challenger; during the duel in which it was played it stops every Clash of the Titans (a
``no_clash`` ability; later duels are not affected: the Special says so of the duel it plays it in), and
when that duel is over (``duel_ended``) each clash held back is resolved at its base with the titan that
arrived there; then "after you win a duel" draws. A tied duel is nobody's win.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.oops.samurai import scoring_base
from oracle.abilities.oops.vikings import _top_cards
from oracle.engine import cites, effects
from oracle.engine.errors import Refused


def others_here(ctx, base, me=None):
    me = me or ctx.controller
    return ctx.minions(base=base, where=lambda m: m.controller not in (None, me))


def duel_destroy_loser(ctx, mine, foe):
    """``mine`` duels ``foe``; destroy the losing minion (both on a tie)."""
    result = ctx.duel(mine, foe)
    if result in ("challenger", "tie"):
        ctx.destroy(foe)
    if result in ("challenged", "tie"):
        ctx.destroy(mine)
    return result


def in_duel(ctx, minion) -> bool:
    """Whether ``minion`` is one of the two minions of the duel running now."""
    if not getattr(ctx.game, "dueling", False):
        return False
    for ev in reversed(ctx.game.log):
        t = ev.text
        if " challenges " in t and t.endswith(" to a duel"):
            return t.startswith(f"{minion.ref} (") or f" challenges {minion.ref} (" in t
    return False


def _sheriff_usable(ctx):
    base = scoring_base(ctx)
    return base is not None and ctx.here is base and bool(others_here(ctx, base))


@ability("Sheriff", slug="sheriff-cowboys", kind="special", window="before_scoring", zone="play", usable=_sheriff_usable)
def sheriff(ctx):
    """Special: Before this base scores, this minion may duel another player's minion here. Destroy
    the losing minion."""
    foe = ctx.choose("Sheriff: duel which other player's minion here?", others_here(ctx, ctx.here))
    if foe is not None:
        duel_destroy_loser(ctx, ctx.card, foe)


def _duelists(ctx):
    d = ctx.event.data if ctx.event is not None else {}
    return [m for m in (d.get("challenger"), d.get("challenged")) if m is not None]


def _my_duelists_now(ctx):
    return [m for m in _duelists(ctx) if ctx.in_play(m) and m.controller == ctx.controller]


@ability("Pinkerton", kind="ongoing", event="duel_started", when=lambda ctx: bool(_my_duelists_now(ctx)))
def pinkerton(ctx):
    """Ongoing: Once per duel, when one of your minions is in a duel, you may place a +1 power counter on
    it."""
    ctx.choose_and("Pinkerton: you may place a +1 power counter on your minion in the duel", _my_duelists_now(ctx),
                   lambda pick: ctx.place_counters(pick, 1), may=True)


def _deputy(ctx):
    """Special: On your turn or during a duel involving your minion, you may discard this card from your hand
    to give a minion +2 power until the end of the turn."""
    ctx.discard_from_hand(ctx.card)
    ctx.choose_and("Deputy: give a minion +2 power until the end of the turn", ctx.minions(),
                   lambda m: ctx.add_power(m, 2))


# "On your turn": during the Play Cards phase of your turn (terms/on-your-turn)
ability("Deputy", kind="special", zone="hand",
        usable=lambda ctx: ctx.is_my_turn and ctx.game.phase == "play")(_deputy)
ability("Deputy", kind="special", window="duel_revealed", zone="hand",
        usable=lambda ctx: bool(_my_duelists_now(ctx)))(_deputy)


@ability("Gunfighter")
def gunfighter(ctx):
    """This minion may duel another player's minion here. Destroy the losing minion."""
    foe = ctx.may_choose("Gunfighter: you may duel another player's minion here", others_here(ctx, ctx.here))
    if foe is not None:
        duel_destroy_loser(ctx, ctx.card, foe)


@ability("Form a Posse")
def form_a_posse(ctx):
    """Each of your minions gains +1 power and cannot be destroyed, moved, or returned to the hand
    until the end of the turn."""
    mine = ctx.minions(controller=ctx.controller)
    for m in mine:
        ctx.add_power(m, 1)
    ids = {m.uid for m in mine}
    ctx.protect(lambda game, a: a.kind in ("destroy", "move", "return") and getattr(a.target, "uid", None) in ids,
                until="end_of_turn")
    ctx.log(f"{ctx.controller}'s minions cannot be destroyed, moved or returned to the hand until the end "
            "of the turn (Form a Posse)", cites.USING_ABILITIES)


@ability("Gold in Them Thar Hills")
def gold_in_them_thar_hills(ctx):
    """Look at the top three cards of your deck. Reveal and draw one of them; you may play it as an
    extra card. Return the rest in any order."""
    top = _top_cards(ctx, ctx.controller, 3)
    if not top:
        return
    ctx.saw(top, look=True)
    pick = ctx.choose("Gold in Them Thar Hills: reveal and draw one of them", top)
    ctx.to_hand(pick)
    ctx.log(f"{ctx.controller} reveals and draws {pick.ref}", cites.DECKS)
    ctx.saw([pick])
    play = pick.defn.plays_as in ("minion", "action") and ctx.may(
        f"Gold in Them Thar Hills: play {pick.ref} as an extra card?")
    ctx.return_to_top([c for c in top if c is not pick])
    if play:
        ctx.play_card(pick)


@ability("Gold Strike", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.base is ctx.here and ctx.event.player == ctx.controller)
def gold_strike(ctx):
    """Play on a base. Ongoing: After you play a minion here, draw a card."""
    ctx.draw(1)


def _my_duelists(ctx):
    return ctx.minions(controller=ctx.controller, where=lambda m: bool(others_here(ctx, ctx.base_of(m))))


@ability("High Noon")
def high_noon(ctx):
    """One of your minions duels another player's minion at the same base. Destroy the losing
    minion. If your minion wins, you may play an extra minion there. (It names no card: it may be
    played later in the Play Cards phase, only there: terms/extra.)"""
    mine = ctx.choose("High Noon: choose your dueling minion", _my_duelists(ctx))
    if mine is None:
        return
    foe = ctx.choose("High Noon: duel which other player's minion there?", others_here(ctx, ctx.base_of(mine)))
    result = duel_destroy_loser(ctx, mine, foe)
    if result in ("challenger", "tie") and ctx.in_play(mine):
        ctx.extra_or_now("minion", base=ctx.base_of(mine))


@ability("Quick Draw")
def quick_draw(ctx):
    """Choose one of your minions. If it is in a duel, it gains +4 power until the end of the turn,
    otherwise it gains +2 power until the end of the turn."""
    m = ctx.choose("Quick Draw: choose one of your minions", ctx.minions(controller=ctx.controller))
    if m is not None:
        ctx.add_power(m, 4 if in_duel(ctx, m) else 2)


@ability("Run 'Em Off")
def run_em_off(ctx):
    """One of your minions duels another player's minion at the same base. The winning minion gains
    +3 power until the end of the turn, and its controller moves the losing minion to another
    base."""
    mine = ctx.choose("Run 'Em Off: choose your dueling minion", _my_duelists(ctx))
    if mine is None:
        return
    foe = ctx.choose("Run 'Em Off: duel which other player's minion there?", others_here(ctx, ctx.base_of(mine)))
    result = ctx.duel(mine, foe)
    pairs = []
    if result in ("challenger", "tie"):
        pairs.append((mine, foe))
    if result in ("challenged", "tie"):
        pairs.append((foe, mine))
    for winner, _ in pairs:
        ctx.add_power(winner, 3)
    for winner, loser in pairs:
        who = winner.controller
        frm = ctx.base_of(loser)
        if frm is None:
            continue
        dest = ctx.choose(f"Run 'Em Off: move {loser.ref} to which base?", ctx.other_bases(frm), player=who)
        if dest is not None:
            ctx.move(loser, dest, by=who)


@ability("Stagecoach")
def stagecoach(ctx):
    """Move or transfer up to two of your cards on the same base to another base. Your cards on the
    base are your minions and the actions played on it: "actions on minions are not on the base"
    (rules/attached-cards), so an action on a minion goes along only with its minion."""
    def mine_at(b):
        out = [m for m in b.minions if m.controller == ctx.controller]
        out += [a for a in b.actions if a.controller == ctx.controller]
        return out
    bases = [b for b in ctx.bases() if mine_at(b)]
    base = ctx.choose("Stagecoach: from which base?", bases)
    if base is None or len(ctx.bases()) < 2:
        return
    picks = ctx.choose_many(f"Stagecoach: move or transfer up to two of your cards at {base.ref}",
                            mine_at(base), max=2)
    for c in picks:
        dest = ctx.choose(f"Stagecoach: move {c.ref} to which base?", ctx.other_bases(base))
        if c.defn.plays_as == "minion" or c.kind == "minion":
            ctx.move(c, dest)
        else:
            ctx.transfer_action(c, dest)


# ----- Pecos Bill (titan) -------------------------------------------------------------------------
def _pecos_usable(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.player != ctx.controller or ev.base is None or ev.base not in ctx.game.bases:
        return False
    from oracle.engine.titans import titan_limit
    mine = [t for b in ctx.bases() for t in b.titans if t.controller == ctx.controller]
    return bool(ctx.hand()) and len(mine) < titan_limit(ctx.game, ctx.controller)


@ability("Pecos Bill", kind="special", window="duel_started", zone="aside", usable=_pecos_usable)
def pecos_bill_special(ctx):
    """Special: When you become the challenger in a duel, you may discard a card to play this titan there.
    Do not resolve any titan clashes until after the end of the duel."""
    card = ctx.choose("Pecos Bill: discard which card?", ctx.hand())
    ctx.discard_from_hand(card)
    # the clashes of this duel wait for its end: the bases where one was due, with the titan that came
    _pecos_deferred(ctx.game)[ctx.card.uid] = []
    ctx.play_titan(ctx.card, ctx.event.base)


def _pecos_deferred(game) -> dict:
    """Pecos Bill uid -> [(base, newcomer)] the clashes held back during the duel it was played in."""
    return game.__dict__.setdefault("cowboys_pecos_deferred", {})


@ability("Pecos Bill", kind="no_clash")
def pecos_bill_no_clash(ctx, base):
    """(Do not resolve any titan clashes until after the end of the duel.)"""
    held = _pecos_deferred(ctx.game).get(ctx.card.uid)
    if held is None or not getattr(ctx.game, "dueling", False):
        return False
    if base.titans:
        held.append((base, base.titans[-1]))
    return True


@ability("Pecos Bill", kind="protect")
def pecos_bill_protect(ctx, affect):
    """Ongoing: During duels here, other players may not move minions from here or return them to a
    player's hand."""
    here = ctx.base_of(ctx.card)
    target = affect.target
    if (affect.kind not in ("move", "return") or here is None or getattr(target, "kind", None) != "minion"
            or not getattr(ctx.game, "dueling", False) or getattr(ctx.game, "duel_base", None) is not here
            or ctx.base_of(target) is not here):
        return False
    return affect.controller is not None and affect.controller != ctx.controller


def _pecos_won(ctx) -> bool:
    data = ctx.event.data
    result = data.get("result")
    winner = data.get("challenger") if result == "challenger" else data.get("challenged") if result == "challenged" \
        else None
    return winner is not None and winner.controller == ctx.controller


def _pecos_after_when(ctx) -> bool:
    return ctx.card.uid in _pecos_deferred(ctx.game) or _pecos_won(ctx)


@ability("Pecos Bill", kind="ongoing", event="duel_ended", when=_pecos_after_when)
def pecos_bill_after_duel(ctx):
    """Special: ... Do not resolve any titan clashes until after the end of the duel.
    Ongoing: After you win a duel, draw a card."""
    from oracle.engine.titans import clash
    for base, newcomer in _pecos_deferred(ctx.game).pop(ctx.card.uid, None) or []:
        if base in ctx.game.bases and newcomer.zone is base.titans:
            clash(ctx.game, base, newcomer)
    if _pecos_won(ctx):
        ctx.draw(1)


# ----- Dynamite Surprise ---------------------------------------------------------------------------
_DYNAMITE = "cowboys_dynamite_surprise"  # game.__dict__: card uid -> ("scoring", base) or ("revealed", player)


def _power_4_or_less(ctx, base=None, controller=None):
    return ctx.minions(base=base, where=lambda m: ctx.power(m) <= 4
                       and (controller is None or m.controller == controller))


def _dynamite_scoring_usable(ctx) -> bool:
    base = scoring_base(ctx)
    if base is None or base not in ctx.game.bases or not ctx.minions(base=base, controller=ctx.controller):
        return False
    mine = ctx.total(base)
    winning = mine >= 1 and all(mine >= ctx.total(base, p) for p in ctx.other_players())
    return not winning and bool(_power_4_or_less(ctx, base=base))


def _revealing_player(ctx):
    """The other player whose card revealed or looked at a card in your hand or deck (None otherwise:
    your own card, a base, or someone else's cards)."""
    ev = ctx.event
    d = ev.data
    if d.get("owner") != ctx.controller or ev.source is None or ev.source.defn.type == "base":
        return None
    by = d.get("by")
    return by if by not in (None, ctx.controller) else None


def _dynamite_hand_usable(ctx) -> bool:
    who = _revealing_player(ctx)
    return who is not None and bool(_power_4_or_less(ctx, controller=who))


def _dynamite_deck_usable(ctx) -> bool:
    d = ctx.event.data
    return (d.get("how") == "reveal" and d.get("from") == "deck" and ctx.card in d.get("cards", ())
            and _dynamite_hand_usable(ctx))


def _use_dynamite(ctx, what) -> None:
    ctx.game.__dict__.setdefault(_DYNAMITE, {})[ctx.card.uid] = what
    if ctx.card.zone is not ctx.player.hand:  # revealed from the deck: used from there
        ctx.to_hand(ctx.card, quiet=True)  # only passes through the hand to be played
    ctx.play_this()


@ability("Dynamite Surprise", kind="special", window="before_scoring", zone="hand",
         usable=_dynamite_scoring_usable)
def dynamite_surprise_scoring(ctx):
    """Special: Before a base scores where you have a minion and are not winning, destroy a minion of
    power 4 or less there."""
    _use_dynamite(ctx, ("scoring", scoring_base(ctx)))


@ability("Dynamite Surprise", kind="special", window="revealed", zone="hand", usable=_dynamite_hand_usable)
def dynamite_surprise_from_hand(ctx):
    """Special: If another player's card reveals or looks at a card in your hand or deck, destroy one of
    their minions of power 4 or less. (From your hand.)"""
    _use_dynamite(ctx, ("revealed", _revealing_player(ctx)))


@ability("Dynamite Surprise", kind="special", window="revealed", zone="revealed", usable=_dynamite_deck_usable)
def dynamite_surprise_from_deck(ctx):
    """Special: If another player's card reveals or looks at a card in your hand or deck, destroy one of
    their minions of power 4 or less. (Clarification: also when this card is revealed from your deck; not
    when it is only looked at there.)"""
    _use_dynamite(ctx, ("revealed", _revealing_player(ctx)))


@ability("Dynamite Surprise")
def dynamite_surprise(ctx):
    """The effect of the Special the card was played with."""
    what = ctx.game.__dict__.get(_DYNAMITE, {}).pop(ctx.card.uid, None)
    if what is None:
        if ctx.game.resolution_depth <= 1:
            raise Refused("Dynamite Surprise is played only with one of its Specials")
        ctx.log("Dynamite Surprise is played without its Special's condition: it has no effect", cites.T_SPECIAL)
        return
    kind, arg = what
    if kind == "scoring":
        if arg not in ctx.game.bases:
            ctx.log(f"Dynamite Surprise: {arg.ref} is no longer in play", cites.T_SPECIAL)
            return
        victim = ctx.choose(f"Dynamite Surprise: destroy a minion of power 4 or less at {arg.ref}",
                            _power_4_or_less(ctx, base=arg))
    else:
        victim = ctx.choose(f"Dynamite Surprise: destroy one of {arg}'s minions of power 4 or less",
                            _power_4_or_less(ctx, controller=arg))
    if victim is None:
        ctx.log("Dynamite Surprise: no minion of power 4 or less to destroy", cites.T_DESTROY)
    else:
        ctx.destroy(victim)
