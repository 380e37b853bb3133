"""World Champs (Smash Up 10th Anniversary): champions reprinted from other factions.

Each function quotes the current card text (corpus/cards/10th-anniversary/world-champs.yaml) and follows
the clarifications printed with the cards. Every World Champs card shares its name with another
faction's card whose registration is limited to that card's own slug, so each is registered here for its
World Champs slug.

- Sheriff's World Champs text is a triggered ability ("Before this base scores, this minion may duel"),
  not a Special as on the Cowboys card.
- Eh? has no "Special:" on the World Champs card, but its text is still used from the hand after the
  first action of a turn.
- Samurai-Chan notices its own trip to the discard pile with an ``instead`` hook (asked while it is still
  in play, just before it goes to the discard pile), which leaves a one-shot delayed trigger on the
  ``discarded`` event that follows.

Aramis uses the Musketeers' record of which minions each action directly affects
(oracle/abilities/international_incident/musketeers.py): the same text, registered for its World Champs slug.

Diva is registered by name in oracle/abilities/seventies/disco_dancers.py (the Disco Dancers card has
the same text). Bewitched (the same text as the Russian Fairy Tales card) uses that card's functions
(oracle/abilities/culture_shock/russian_fairy_tales.py), on the engine's ``holder_leaving`` event.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.abilities.international_incident import musketeers as _mk
from oracle.abilities.culture_shock import russian_fairy_tales as _rft

WC = "-world-champs"


def _slug(name):
    return name + WC


def _others_here(ctx, base):
    return [m for m in ctx.minions(base=base) if m.controller is not None and m.controller != ctx.controller]


# ----- minions -----------------------------------------------------------------------------
@ability("Sheriff", kind="before_scoring", slug=_slug("sheriff"),
         when=lambda ctx: ctx.event.base is not None and ctx.here is ctx.event.base)
def sheriff(ctx):
    """Before this base scores, this minion may duel another player's minion here. Destroy the losing
    minion."""
    foe = ctx.may_choose("Sheriff: this minion may duel another player's minion here",
                         _others_here(ctx, ctx.here))
    if foe is None:
        return
    result = ctx.duel(ctx.card, foe)
    loser = {"challenger": foe, "challenged": ctx.card}.get(result)
    if loser is None:
        ctx.log("Sheriff's duel has no loser: no minion is destroyed", cites.DUELS)
        return
    ctx.destroy(loser)


@ability("Stoneford", slug=_slug("stoneford"))
def stoneford(ctx):
    """Search your deck for an action and draw it."""
    ctx.search_deck("Stoneford: search your deck for an action", where=lambda c: c.defn.plays_as == "action",
                    may=False)


@ability("Akye The Turtle", slug=_slug("akye-the-turtle"))
def akye_the_turtle(ctx):
    """You may place a card from your hand into another player's hand to draw two cards."""
    give = ctx.may_choose("Akye The Turtle: you may place a card from your hand into another player's hand",
                          ctx.hand())
    if give is None:
        return
    other = ctx.choose(f"Akye The Turtle: place {give.ref} into whose hand?", ctx.other_players())
    ctx.to_hand(give, other)
    give.controller = other
    ctx.log(f"{ctx.controller} places a card into {other}'s hand", cites.T_PLACE)
    ctx.draw(2)


@ability("Shield Maiden", slug=_slug("shield-maiden"))
def shield_maiden(ctx):
    """Reveal the top card of another player's deck. If it is an action, or a minion of power 3 or less,
    place it into your hand. Otherwise, return it."""
    other = ctx.choose("Shield Maiden: reveal the top card of whose deck?", ctx.other_players())
    top = ctx.top_of_deck(other) if other is not None else None
    if top is None:
        ctx.log(f"{other} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} reveals {top.ref} from the top of {other}'s deck", cites.DECKS)
    ctx.saw([top], player=other)
    kind = top.defn.plays_as
    if kind == "action" or (kind == "minion" and (top.defn.power or 0) <= 3):
        ctx.to_hand(top)
        top.controller = ctx.controller
        ctx.log(f"{ctx.controller} places {top.ref} into their hand", cites.T_PLACE)
    else:
        ctx.log(f"{top.ref} is returned to the top of {other}'s deck", cites.DECKS)


@ability("Calicoin", slug=_slug("calicoin"))
def calicoin(ctx):
    """You may place a +1 power counter on another minion here."""
    ctx.choose_and("Calicoin: you may place a +1 power counter on another minion here",
                   ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card),
                   lambda pick: ctx.place_counters(pick, 1), may=True)


def _mummy_usable(ctx):
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base and bool(ctx.other_bases(ev.base))


@ability("Mummy", slug=_slug("mummy"), kind="special", window="after_scoring", zone="play", usable=_mummy_usable)
def mummy(ctx):
    """Special: After this base scores, you may bury this minion on another base."""
    dest = ctx.choose("Mummy: bury this minion on which other base?", ctx.other_bases(ctx.event.base))
    if dest is not None:
        ctx.log(f"{ctx.controller} buries {ctx.card.ref} face up", cites.BURYING)
        ctx.bury(ctx.card, dest)


@ability("Rainbow Girl", slug=_slug("rainbow-girl"))
def rainbow_girl(ctx):
    """Your other minions here gain +1 power until the end of the turn."""
    for m in ctx.minions(base=ctx.here, controller=ctx.controller):
        if m is not ctx.card:
            ctx.add_power(m, 1)


@ability("Samurai-Chan", slug=_slug("samurai-chan"), kind="instead")
def samurai_chan(ctx, card, where):
    """Ongoing: After this minion goes to the discard pile from play, draw a card."""
    if card is ctx.card and ctx.in_play(card):
        me = card
        slot = []

        def draw(c):
            if slot and slot[0] in c.game.effects:
                c.end_effect(slot[0])  # one-shot
            c.draw(1)

        slot.append(ctx.delayed("discarded", draw,
                                when=lambda c: c.event.card is me and c.event.data.get("from") == "play"
                                and bool(slot) and slot[0] in c.game.effects,
                                until="end_of_turn", turn=ctx.game.turn))
    return None


# ----- actions -----------------------------------------------------------------------------
def _first_action_now(ctx):
    ev = ctx.event
    if ev is None or ev.player != ctx.controller or ev.card is None:
        return False
    mine = ctx.plays_this_turn(kind="action", player=ctx.controller)
    return len(mine) == 1 and mine[0]["card"] is ev.card


@ability("Eh?", slug=_slug("eh"), kind="special", window="action_played", zone="hand", usable=_first_action_now)
def eh_special(ctx):
    """After you play your first action in a turn, you may play this card as an extra action."""
    ctx.play_this()


@ability("Eh?", slug=_slug("eh"))
def eh(ctx):
    """One of your minions gains +1 power until the end of the turn, and you may place this card back into
    your hand instead of the discard pile."""
    ctx.choose_and("Eh?: which of your minions gains +1 power?", ctx.minions(controller=ctx.controller),
                   lambda pick: ctx.add_power(pick, 1))
    if ctx.card.zone is ctx.game.resolving and ctx.may("Eh?: place this card back into your hand?"):
        ctx.place(ctx.card, "hand")


@ability("Fast as Lightning", slug=_slug("fast-as-lightning"))
def fast_as_lightning(ctx):
    """Choose a minion. Until the end of the turn, it gains +2 power, and if it would go to the discard
    pile it is returned to its owner's hand instead."""
    pick = ctx.choose("Fast as Lightning: choose a minion", ctx.minions())
    if pick is None:
        return
    ctx.add_power(pick, 2)

    def to_hand(c):
        card = c.event.card
        owner = c.game.player(card.owner or c.event.player)
        c.to_hand(card, owner)
        card.controller = owner.name
        c.log(f"{card.ref} is returned to {owner.name}'s hand instead of the discard pile (Fast as Lightning)",
              cites.T_RETURN)

    # only this minion in play: once played again it is a new card (rules/in-and-out-of-play)
    plays = len(ctx.plays_this_turn())
    ctx.delayed("discarded", to_hand,
                when=lambda c: c.event.card is pick and c.event.data.get("from") == "play"
                and pick.zone is not None and pick.zone.kind == "discard"
                and not any(p["card"] is pick for p in c.plays_this_turn()[plays:]),
                until="end_of_turn", turn=ctx.game.turn)


@ability("Fighting Spirit Prize", slug=_slug("fighting-spirit-prize"))
def fighting_spirit_prize(ctx):
    """Draw two cards and place two +1 power counters total on your minions."""
    ctx.draw(2)
    for i in (1, 2):
        pick = ctx.choose(f"Fighting Spirit Prize: place +1 power counter {i} of 2 on one of your minions",
                          ctx.minions(controller=ctx.controller))
        if pick is None:
            return
        ctx.place_counters(pick, 1)


@ability("High-Speed Chase", slug=_slug("high-speed-chase"), kind="talent")
def high_speed_chase(ctx):
    """Play on a base. Talent: Transfer this action to another base to move one of your minions from here
    to there. That minion gains +3 power until the end of the turn."""
    here = ctx.here
    mine = ctx.minions(base=here, controller=ctx.controller)
    if not mine:
        ctx.game.refuse("High-Speed Chase: you have no minion here to move")
    dest = ctx.choose("High-Speed Chase: transfer this action to which base?", ctx.other_bases(here))
    if dest is None:
        ctx.game.refuse("High-Speed Chase: there is no other base")
    pick = ctx.choose(f"High-Speed Chase: move which of your minions to {dest.ref}?", mine)
    ctx.transfer_action(ctx.card, dest)
    if ctx.move(pick, dest):
        ctx.add_power(pick, 3)


@ability("It's Blitzin' Time!", slug=_slug("its-blitzin-time"))
def its_blitzin_time(ctx):
    """One of your minions gains +4 power until the end of the turn"""
    ctx.choose_and("It's Blitzin' Time!: which of your minions gains +4 power?",
                   ctx.minions(controller=ctx.controller), lambda pick: ctx.add_power(pick, 4))


@ability("Kaiju Conflict", slug=_slug("kaiju-conflict"))
def kaiju_conflict(ctx):
    """Play two extra actions"""
    ctx.extra("action", reason="Kaiju Conflict")
    ctx.extra("action", reason="Kaiju Conflict")


@ability("Mouse, Bird and Sausage", slug=_slug("mouse-bird-and-sausage"))
def mouse_bird_and_sausage(ctx):
    """Choose up to two minions of the same faction at a base to gain +2 power each until the end of the
    turn."""
    picks = ctx.choose_many("Mouse, Bird and Sausage: choose up to two minions of the same faction at a base",
                            ctx.minions(), max=2)
    if len(picks) == 2:
        a, b = picks
        if ctx.base_of(a) is not ctx.base_of(b):
            ctx.game.refuse("Mouse, Bird and Sausage: the two minions must be at the same base")
        if not a.defn.faction or a.defn.faction != b.defn.faction:
            ctx.game.refuse("Mouse, Bird and Sausage: the two minions must be of the same faction")
    for m in picks:
        ctx.add_power(m, 2)


def _holder(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


@ability("Shark Tattoo", slug=_slug("shark-tattoo"))
def shark_tattoo(ctx):
    """Play on one of your minions. Place a +1 power counter on it."""
    ctx.place_counters(ctx.target, 1)


@ability("Shark Tattoo", slug=_slug("shark-tattoo"), kind="start_of_turn")
def shark_tattoo_turn(ctx):
    """Ongoing: At the start of your turn, if this is your only minion here, place a +1 power counter on
    this minion."""
    minion = _holder(ctx.card)
    if minion is None:
        return
    base = ctx.base_of(minion)
    if ctx.minions(base=base, controller=ctx.controller) == [minion]:
        ctx.place_counters(minion, 1)


def _smart_setup_when(ctx):
    minion = _holder(ctx.card)
    if minion is None or ctx.event.base is None or ctx.event.base is not ctx.base_of(minion):
        return False
    here = ctx.event.base
    played_here = [p for p in ctx.plays_this_turn(kind="minion") if p["base"] is here]
    return bool(played_here) and played_here[0]["card"] is ctx.event.card


@ability("Smart Set-Up", slug=_slug("smart-set-up"), kind="ongoing", event="minion_played", when=_smart_setup_when)
def smart_set_up(ctx):
    """Play on another player's minion. Ongoing: After the first time each turn a minion is played here,
    draw a card."""
    ctx.draw(1)


# ----- Aramis (the Musketeers' text) ---------------------------------------------------------
ability("Aramis", kind="protect", slug=_slug("aramis"))(_mk._recorder)


@ability("Aramis", kind="ongoing", event="action_played", slug=_slug("aramis"),
         when=lambda ctx: _mk.you_played_action(ctx) and ctx.is_my_turn and ctx.game.phase == "play"
         and not _mk._flag(ctx.game, f"aramis:{ctx.card.uid}")
         and ctx.card.uid in _mk.affected_by_play(ctx, ctx.event.card))
def aramis(ctx):
    """Ongoing: Once on your turn, after you play an action that directly affects this minion, you may
    play an action that directly affects this minion as an extra action."""
    _mk._set_flag(ctx, f"aramis:{ctx.card.uid}")
    _mk.play_action_affecting(ctx, ctx.card, "Aramis")


# ----- Bewitched (the Russian Fairy Tales' text) ----------------------------------------------
ability("Bewitched", kind="power", slug=_slug("bewitched"))(_rft.bewitched_power)
ability("Bewitched", kind="ongoing", event="holder_leaving", when=_rft.bewitched_when,
        slug=_slug("bewitched"))(_rft.bewitched_leaving)
