"""Adolescent Epic Geckos (Smash Up: Half the Battle): actions that reward being first, or being many.

Each function quotes the card text it implements (corpus/cards/half-the-battle/adolescent-epic-geckos.yaml).
"This is your first action played this turn" counts every action the player played this turn
(normal, extra and Special plays, fusions played as actions), the card itself included.

K.C. Smith is a fusion (card_fixes: the archive types it "minion"). June's "draw one off the top of
your deck" reveals until a minion of printed power 4 (compilation/play-or-draw-x-off-the-top-of-your-deck).

Monet's Ongoing ("Any time you can play an action, you may instead draw a card and trigger all
abilities as though you had played an action") is used with a ``special: Monet`` step (an engine
``zone="ongoing"`` ability: not a Special ability). It spends what would pay for an action: an extra
action play limited to nothing (no card, no base), else the regular action play, else an extra "minion
or action" play; in the Play Cards phase, or later in the turn with an extra usable at any time. Then
its controller draws a card and ``oracle.engine.play.as_though_action_played`` fires ``action_played``
with a stand-in action in no zone (``data["phantom"]``): the "after you play an action" abilities
trigger. Reading of "as though": only abilities are triggered; no card is played, so the stand-in
is no standard action or action on a base or minion, affects nothing, cannot be copied, stored or
returned, and is not one of the actions played this turn (``actions_played`` leaves it out, so an
ability about your first or second action counts real actions only). An extra action that must be
played at once ("you may play an extra action" inside another ability, not limited to some cards or a
base) offers Monet in its prompt too (engine: ``window="action_play_now"``); using it spends that play.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine.power import printed_power

OFF_THE_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"


def actions_played(ctx, player=None) -> int:
    """How many actions ``player`` (default: you) played this turn. A regular action play used
    before a scenario started (its setup's ``plays``) counts too."""
    who = player or ctx.controller
    plays = ctx.plays_this_turn(kind="action", player=who)
    normal = sum(1 for p in plays if p["how"] == "normal")
    used = ctx.game.player(who).action_plays if ctx.game.current_player.name == who else 0
    used -= _monet_regular_uses(ctx.game, who)  # Monet's use of the regular play played no action
    return len(plays) + max(0, used - normal)


def _monet_regular_uses(game, player) -> int:
    return sum(1 for e in game.effects if e.kind == "flag" and e.flag == "monet-regular-play"
               and e.player == player)


def first_action(ctx) -> bool:
    """True when the card resolving is the first action its controller played this turn."""
    return actions_played(ctx) == 1


def two_actions(ctx) -> bool:
    """"If you have played at least two actions this turn"."""
    return actions_played(ctx) >= 2


@ability("Flip Kick")
def flip_kick(ctx):
    """Draw a card. If this is your first action played this turn, play an extra action; if not, draw
    two more cards."""
    ctx.draw(1)
    if first_action(ctx):
        ctx.extra("action", reason="Flip Kick: first action played this turn")
    else:
        ctx.draw(2)


@ability("Lasagna Party")
def lasagna_party(ctx):
    """Play an extra minion of power 2 or less. If this is your first action played this turn, play an
    extra action; if not, place two +1 power counters on a minion at that base."""
    played = ctx.play_extra_now("minion", where=lambda c: printed_power(c) <= 2)
    if first_action(ctx):
        ctx.extra("action", reason="Lasagna Party: first action played this turn")
        return
    base = ctx.base_of(played) if played is not None else None
    if base is None:
        ctx.log("Lasagna Party: no minion was played, so there is no base for the counters", "terms/there")
        return
    ctx.choose_and(f"Lasagna Party: place two +1 power counters on a minion at {base.ref}", ctx.minions(base=base),
                   lambda target: ctx.place_counters(target, 2))


@ability("The Master's Teachings")
def the_masters_teachings(ctx):
    """Place two +1 power counters on one of your minions. If this is your first action played this turn,
    play an extra action; if not, you may give that minion +2 power until the end of the turn."""
    target = ctx.choose("The Master's Teachings: place two +1 power counters on one of your minions",
                        ctx.minions(controller=ctx.controller))
    if target is not None:
        ctx.place_counters(target, 2)
    if first_action(ctx):
        ctx.extra("action", reason="The Master's Teachings: first action played this turn")
        return
    if target is not None and ctx.in_play(target) and ctx.may(
            f"The Master's Teachings: you may give {target.ref} +2 power until the end of the turn"):
        ctx.add_power(target, 2)


@ability("Hokusai")
def hokusai(ctx):
    """You may place a +1 power counter on one of your minions."""
    ctx.choose_and("Hokusai: you may place a +1 power counter on one of your minions",
                   ctx.minions(controller=ctx.controller), lambda target: ctx.place_counters(target, 1), may=True)


@ability("Hokusai", kind="talent")
def hokusai_talent(ctx):
    """Talent: If you have played at least two actions this turn, for each base you may place a +1 power
    counter on a minion there"""
    if not two_actions(ctx):
        ctx.log(f"Hokusai: {ctx.controller} has not played two actions this turn", "terms/talent")
        return
    for base in ctx.bases():
        ctx.choose_and(f"Hokusai: you may place a +1 power counter on a minion at {base.ref}", ctx.minions(base=base),
                       lambda target: ctx.place_counters(target, 1), may=True)


@ability("Kandinsky")
def kandinsky(ctx):
    """This minion gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


@ability("Kandinsky", kind="talent")
def kandinsky_talent(ctx):
    """Talent: If you have played at least two actions this turn, give this minion +2 power until the end
    of the turn OR move another one of your minions to here."""
    if not two_actions(ctx):
        ctx.log(f"Kandinsky: {ctx.controller} has not played two actions this turn", "terms/talent")
        return
    here = ctx.here
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card and ctx.base_of(m) is not here)
    word = ctx.choose_word("Kandinsky: +2 power to this minion, or move another of your minions here?",
                           ["power", "move"]) if others else "power"
    if word == "power":
        ctx.add_power(ctx.card, 2)
        return
    ctx.choose_and("Kandinsky: move another one of your minions to here", others, lambda target: ctx.move(target, here))


def _move_one(ctx, label, minions):
    """Move one of ``minions`` to another base (no move when there is none)."""
    target = ctx.choose(f"{label}: move which minion?", minions)
    if target is None:
        return
    dest = ctx.choose(f"{label}: move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
    if dest is not None:
        ctx.move(target, dest)


@ability("Gecko Blimp")
def gecko_blimp(ctx):
    """If this is your first action played this turn, move one of your minions and play an extra action;
    if not, move any minion."""
    if first_action(ctx):
        _move_one(ctx, "Gecko Blimp", ctx.minions(controller=ctx.controller))
        ctx.extra("action", reason="Gecko Blimp: first action played this turn")
        return
    _move_one(ctx, "Gecko Blimp", ctx.minions())


@ability("Gecko Power", kind="talent")
def gecko_power(ctx):
    """Play on a minion. Talent: If you have played at least two other actions this turn, move this minion
    OR place a +1 power counter on it OR give it +2 power until the end of the turn."""
    z = ctx.card.zone
    host = z.holder if z is not None and z.kind == "attached" else None
    if host is None:
        return
    mine = ctx.plays_this_turn(kind="action", player=ctx.controller)
    others = actions_played(ctx) - sum(1 for p in mine if p["card"] is ctx.card)
    if others < 2:
        ctx.log(f"Gecko Power: {ctx.controller} has not played two other actions this turn", "terms/talent")
        return
    word = ctx.choose_word(f"Gecko Power: move {host.ref}, place a +1 power counter on it, or give it +2 power?",
                           ["move", "counter", "power"])
    if word == "move":
        dest = ctx.choose(f"Gecko Power: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
        if dest is not None:
            ctx.move(host, dest)
    elif word == "counter":
        ctx.place_counters(host, 1)
    else:
        ctx.add_power(host, 2)


@ability("Breaking News")
def breaking_news(ctx):
    """Look at the top four cards of your deck. Draw one and return the rest in any order. If this is your
    first action played this turn, play an extra action."""
    deck = ctx.player.deck
    # set aside until put back; a deck shorter than 4 (or empty) goes on from the reshuffled discard pile
    # (rules/decks-discards-and-searches: ctx.take_top)
    top = ctx.take_top(4, reveal=False)
    if top:
        pick = ctx.choose("Breaking News: draw which card?", top)
        rest = [c for c in top if c is not pick]
        ctx.return_to_top(rest)
        ctx.put(pick, deck, top=True)
        ctx.draw(1)
    if first_action(ctx):
        ctx.extra("action", reason="Breaking News: first action played this turn")


def _bullying_usable(ctx) -> bool:
    ev = ctx.event
    if ev is None or ev.base is None or ev.base not in ctx.game.bases:
        return False
    standings = (ev.data or {}).get("standings") or []
    won = any(s.player == ctx.controller and s.place == 1 for s in standings)
    return not won and bool(ctx.minions(base=ev.base, controller=ctx.controller))


@ability("Now You Know: Bullying", kind="special", window="after_scoring", zone="hand", usable=_bullying_usable)
def now_you_know_bullying_special(ctx):
    """Special: After a base scores where you didn't win, you may play this card ..."""
    ctx.card.htb_bullying_base = ctx.event.base
    ctx.play_this()


@ability("Now You Know: Bullying")
def now_you_know_bullying(ctx):
    """Move one of your minions. Special: After a base scores where you didn't win, you may play this card
    to return one of your minions there to your hand instead."""
    base = getattr(ctx.card, "htb_bullying_base", None)
    ctx.card.htb_bullying_base = None
    if base is not None:
        if base not in ctx.game.bases:
            return
        ctx.choose_and("Now You Know: Bullying: return which of your minions there to your hand?",
                       ctx.minions(base=base, controller=ctx.controller), ctx.return_to_hand)
        return
    _move_one(ctx, "Now You Know: Bullying", ctx.minions(controller=ctx.controller))


@ability("Gecko Rap")
def gecko_rap(ctx):
    """Swap one of your minions in play for one with a different name and equal or less power in your hand,
    deck, or discard pile. If this is your first action played this turn, play an extra action; if not,
    place a +1 power counter on the new minion."""
    p = ctx.player

    def candidates(m):
        pool = list(p.hand) + list(p.deck) + list(p.discard)
        return [c for c in pool if c.defn.can_be("minion") and c.name != m.name
                and printed_power(c) <= ctx.power(m)]

    mine = ctx.minions(controller=ctx.controller, where=lambda m: bool(candidates(m)))
    old = ctx.choose("Gecko Rap: swap which of your minions?", mine)
    new = None
    if old is not None:
        new = ctx.choose(f"Gecko Rap: swap {old.ref} for which minion from your hand, deck or discard pile?",
                         candidates(old))
        if new is not None and not ctx.swap(old, new):
            new = None
    else:
        ctx.log("Gecko Rap: no minion of yours can be swapped", "compilation/swap")
    if first_action(ctx):
        ctx.extra("action", reason="Gecko Rap: first action played this turn")
    elif new is not None and ctx.in_play(new):
        ctx.place_counters(new, 1)


# ----- Van Gogh ----------------------------------------------------------------------------------
def _standard_action(card) -> bool:
    return card.defn.can_be("action") and card.defn.play_on is None


def _shuffle_stored(ctx) -> None:
    """Shuffle all cards stored under this card into their owners' decks."""
    stored = list(ctx.card.stored)
    if not stored:
        return
    owners = []
    for c in stored:
        owner = c.owner or ctx.controller
        ctx.to_deck(c, owner, top=True)
        c.controller = owner
        if owner not in owners:
            owners.append(owner)
    for owner in owners:
        ctx.shuffle_deck(player=owner)
    ctx.log(f"{len(stored)} card(s) stored under {ctx.card.ref} are shuffled into the deck", "compilation/storage")


@ability("Van Gogh")
def van_gogh(ctx):
    """You may shuffle a standard action from your discard pile into your deck."""
    pick = ctx.may_choose("Van Gogh: you may shuffle a standard action from your discard pile into your deck",
                          [c for c in ctx.discard_pile() if _standard_action(c)])
    if pick is None:
        return
    ctx.place(pick, "deck_top")
    ctx.shuffle_deck()
    ctx.log(f"{ctx.controller} shuffles {pick.ref} into their deck", "rules/decks-discards-and-searches")


@ability("Van Gogh", kind="ongoing", event="action_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.card is not None
         and not ctx.event.data.get("phantom") and _standard_action(ctx.event.card))
def van_gogh_store(ctx):
    """Ongoing: After you play a standard action, you may store it under this card."""
    action = ctx.event.card
    # only a played action still on its way to the discard pile can be stored; one that went
    # elsewhere (into stasis like Letter From Another Time, back to a hand or deck) is out of reach
    if action.zone is None or action.zone.kind not in ("resolving", "discard"):
        return
    if ctx.may(f"Van Gogh: you may store {action.ref} under {ctx.card.ref}"):
        ctx.store(action, ctx.card)


@ability("Van Gogh", kind="start_of_turn")
def van_gogh_start(ctx):
    """At the start of your turn ... shuffle all cards stored under this card into your deck."""
    _shuffle_stored(ctx)


@ability("Van Gogh", kind="after_scoring",
         when=lambda ctx: ctx.event.base is not None and ctx.event.base is ctx.here)
def van_gogh_won(ctx):
    """... or after you win this base, shuffle all cards stored under this card into your deck."""
    standings = (ctx.event.data or {}).get("standings") or []
    if any(s.player == ctx.controller and s.place == 1 for s in standings):
        _shuffle_stored(ctx)


# ----- K.C. Smith (a fusion) -----------------------------------------------------------------------
@ability("K.C. Smith")
def kc_smith(ctx):
    """Minion: Play an extra action. / Action: Play an extra minion
    (a fusion: played on a base it is a minion and uses only its Minion: ability, played as an action
    only its Action: ability; ``ctx.played_as``)."""
    if ctx.played_as == "minion":
        ctx.extra("action", reason="K.C. Smith (Minion)")
    else:
        ctx.extra("minion", reason="K.C. Smith (Action)")


# ----- June --------------------------------------------------------------------------------------
def draw_off_the_top(ctx, fits, what: str):
    """"Draw X off the top of your deck" (compilation/play-or-draw-x-off-the-top-of-your-deck): reveal
    cards from the top until one that ``fits``, draw it, then shuffle the other revealed cards into the
    deck. A deck that runs out is made anew from the discard pile and revealing goes on
    (rules/decks-discards-and-searches, as ``ctx.reveal_until`` does). Returns the card drawn, or None."""
    p = ctx.player
    hits, others = ctx.reveal_until(fits)
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_hand(found, p)
        found.controller = p.name
        ctx.log(f"{p.name} draws {found.ref} off the top of their deck", OFF_THE_TOP)
    else:
        ctx.log(f"{p.name} reveals no {what}", OFF_THE_TOP, "rules/decks-discards-and-searches")
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()
        ctx.log(f"{p.name} shuffles the other revealed cards into their deck", OFF_THE_TOP)
    return found


def _printed_four(card) -> bool:
    return card.defn.can_be("minion") and printed_power(card) == 4


@ability("June")
def june(ctx):
    """If you have a minion of printed power 4 in play, you may swap it for one with a different name in
    your hand or deck; if not, you may draw one off the top of your deck.
    ("One" is a minion of printed power 4; a card swapped in from the deck was searched for, so the deck
    is shuffled, compilation/swap.)"""
    p = ctx.player
    fours = ctx.minions(controller=ctx.controller, where=_printed_four)
    if fours:
        def candidates(m):
            return [c for c in list(p.hand) + list(p.deck) if _printed_four(c) and c.name != m.name]

        options = [m for m in fours if candidates(m)]
        if not options:
            ctx.log("June: no minion of printed power 4 with a different name in your hand or deck",
                    "compilation/swap")
            return
        old = ctx.may_choose("June: you may swap one of your minions of printed power 4 in play", options)
        if old is None:
            return
        new = ctx.choose(f"June: swap {old.ref} for which minion of printed power 4 from your hand or deck?",
                         candidates(old))
        if new is not None:
            ctx.swap(old, new)
        return
    if ctx.may("June: you may draw a minion of printed power 4 off the top of your deck"):
        draw_off_the_top(ctx, _printed_four, "a minion of printed power 4")


# ----- Monet --------------------------------------------------------------------------------------
@ability("Monet")
def monet(ctx):
    """Draw a card."""
    ctx.draw(1)


def _monet_extra(ctx, kind):
    """An extra play of ``kind`` that could pay for an action now, limited to no card or base."""
    now = ctx.game.phase == "play"
    return next((e for e in ctx.player.extras if e.kind == kind and e.where is None and e.base is None
                 and (now or e.any_phase)), None)


def _monet_usable(ctx) -> bool:
    p = ctx.player
    if ctx.game.current_player is not p or not ctx.in_play(ctx.card):
        return False
    regular = ctx.game.phase == "play" and p.action_plays < 1
    return regular or _monet_extra(ctx, "action") is not None or _monet_extra(ctx, "minion_or_action") is not None


@ability("Monet", kind="special", zone="ongoing", usable=_monet_usable)
def monet_instead(ctx):
    """Ongoing: Any time you can play an action, you may instead draw a card and trigger all abilities as
    though you had played an action."""
    from oracle.engine import cites, effects
    from oracle.engine.play import as_though_action_played
    p = ctx.player
    extra = _monet_extra(ctx, "action")
    if extra is None and ctx.game.phase == "play" and ctx.use_regular_play("action"):
        effects.add_effect(ctx.game, effects.Effect("flag", flag="monet-regular-play", player=p.name,
                                                    until="end_of_turn", source=ctx.card, controller=p.name))
    else:
        extra = extra or _monet_extra(ctx, "minion_or_action")
        if extra is None:
            ctx.game.refuse(f"{p.name} cannot play an action now, so cannot use Monet instead")
        p.extras.remove(extra)
        ctx.log(f"{p.name} uses an extra action play for {ctx.card.ref} ({extra.reason})", cites.T_EXTRA)
    ctx.draw(1)
    as_though_action_played(ctx.game, p.name, ctx.card)


@ability("Monet", kind="special", zone="ongoing", window="action_play_now")
def monet_instead_now(ctx):
    """Ongoing: Any time you can play an action, you may instead draw a card and trigger all abilities as
    though you had played an action. (An extra action that must be played now: picked in its prompt.)"""
    from oracle.engine.play import as_though_action_played
    ctx.draw(1)
    as_though_action_played(ctx.game, ctx.controller, ctx.card)
