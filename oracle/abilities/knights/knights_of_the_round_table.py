"""Knights of the Round Table (Smash Up: Knights of the Round Table).

Each function quotes the card's current text from
corpus/cards/smash-up-knights-of-the-round-table/knights-of-the-round-table.yaml.

"Your actions on a base" are the actions you control that were played on (or transferred to) that base;
actions on minions there are not on the base (rules/attached-cards: "Actions on minions are not on the
base"; clarifications/bases, The Greasy Spoon). An earlier reading here also counted actions on minions
at the base (citing a "terms/on" the corpus does not hold); the rulebook decides otherwise.
"After one or more of your minions move to here" triggers once for the minions one ability moved
together (consecutive moves from the same source to this base): a reading, the rulebook being silent.
Good Deed's "can only be used once per turn" is spent when the card is transferred, not when its
player declines (a reading: terms/may is silent on it). Camelot's move is once per turn
(terms/on-your-turn).

Not implemented: none.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _host(ctx):
    """The minion an attached action is on."""
    z = ctx.card.zone
    return z.holder if z is not None and z.holder is not None else None


def _your_actions_on(ctx, base, who=None):
    """Your actions on ``base``: those played on (or transferred to) the base itself. Actions on minions
    there are not on the base (rules/attached-cards)."""
    who = who or ctx.controller
    return [c for c in base.actions if c.kind == "action" and c.controller == who]


def _bases_with_your_actions(ctx, exclude=None, who=None):
    return [b for b in ctx.bases() if b is not exclude and _your_actions_on(ctx, b, who)]


def _group_move_when(ctx) -> bool:
    """After one or more of your minions move to the base this action is on (once per group)."""
    ev = ctx.event
    here = ctx.here
    if here is None or ev.base is not here or ev.card is None or ev.card.kind != "minion":
        return False
    if ev.card.controller != ctx.controller:
        return False
    moves = ctx.game.moves
    idx = None
    for i in range(len(moves) - 1, -1, -1):
        if moves[i]["card"] is ev.card and moves[i]["to"] is here:
            idx = i
            break
    if idx is None:
        return True
    if idx > 0:
        prev = moves[idx - 1]
        cur = moves[idx]
        if (prev["to"] is here and prev["source"] is cur["source"] and prev.get("turn") == cur.get("turn")
                and prev["controller"] == ctx.controller and prev["card"] is not cur["card"]):
            return False  # the same ability moved several of your minions here: trigger once
    return True


def _group_moved(ctx):
    """Your minions that moved here together with the event's minion (the group), still here."""
    ev = ctx.event
    here = ctx.here
    moves = ctx.game.moves
    out = [ev.card]
    idx = None
    for i in range(len(moves) - 1, -1, -1):
        if moves[i]["card"] is ev.card and moves[i]["to"] is here:
            idx = i
            break
    if idx is not None:
        src = moves[idx]["source"]
        for mv in moves[idx + 1:]:
            if mv["to"] is here and mv["source"] is src and mv["controller"] == ctx.controller:
                out.append(mv["card"])
            else:
                break
    return [m for m in out if ctx.base_of(m) is here]


# ----- minions -------------------------------------------------------------------------------
@ability("King Arthur", kind="talent")
def king_arthur(ctx):
    """Talent: Move one of your minions from another base to here. If you do, place a +1 power counter on
    it if you have an action on this base."""
    here = ctx.here
    mine = [m for b in ctx.other_bases(here) for m in ctx.minions(base=b, controller=ctx.controller)]
    pick = ctx.choose("King Arthur: move one of your minions from another base to here", mine)
    if pick is None:
        return
    if ctx.move(pick, here) and ctx.base_of(pick) is here and _your_actions_on(ctx, here):
        ctx.place_counters(pick, 1)


@ability("Galahad")
def galahad(ctx):
    """Search your deck for an action that can be played on a base and place it on top of your deck."""
    ctx.search_deck("Galahad: search your deck for an action that can be played on a base",
                    where=lambda c: c.kind == "action" and c.defn.play_on == "base", to="deck_top", may=False)


def _galahad_usable(ctx) -> bool:
    base = ctx.event.base
    return base is not None and base is ctx.here and bool(
        [a for a in base.actions if a.controller == ctx.controller]) and len(ctx.bases()) > 1


@ability("Galahad", kind="special", window="before_scoring", zone="play", usable=_galahad_usable)
def galahad_special(ctx):
    """Special: Before this base scores, you may transfer one of your actions on it to another base."""
    base = ctx.event.base
    mine = [a for a in base.actions if a.controller == ctx.controller]
    pick = ctx.may_choose("Galahad: you may transfer one of your actions on this base to another base", mine)
    if pick is None:
        return
    dest = ctx.choose(f"Galahad: transfer {pick.ref} to which base?", ctx.other_bases(base))
    if dest is not None:
        ctx.transfer_action(pick, dest)


_GAWAIN_BUSY = "_gawain_busy"


@ability("Gawain", kind="power")
def gawain(ctx, minion):
    """Ongoing: This minion has +1 power for each of your other minions of power 4 or more here."""
    if minion is not ctx.card:
        return 0
    busy = getattr(ctx.game, _GAWAIN_BUSY, None)
    if busy is None:
        busy = set()
        setattr(ctx.game, _GAWAIN_BUSY, busy)
    if ctx.card.uid in busy:
        return 0
    busy.add(ctx.card.uid)
    try:
        others = ctx.minions(base=ctx.here, controller=ctx.card.controller, where=lambda m: m is not ctx.card)
        return sum(1 for m in others if ctx.power(m) >= 4)
    finally:
        busy.discard(ctx.card.uid)


@ability("Guinevere", kind="talent")
def guinevere(ctx):
    """Talent: Move another of your minions from here to another base."""
    here = ctx.here
    mine = ctx.minions(base=here, controller=ctx.controller, where=lambda m: m is not ctx.card)
    pick = ctx.choose("Guinevere: move another of your minions from here to another base", mine)
    if pick is None:
        return
    dest = ctx.choose(f"Guinevere: move {pick.ref} to which base?", ctx.other_bases(here))
    if dest is not None:
        ctx.move(pick, dest)


@ability("Guinevere", kind="protect")
def guinevere_protect(ctx, affect):
    """Ongoing: Your actions on bases cannot be destroyed by other players' abilities."""
    t = affect.target
    if affect.kind != "destroy" or t is None or t.zone is None or t.zone.kind != "base_actions":
        return False
    return t.controller == ctx.card.controller and affect.controller is not None \
        and affect.controller != ctx.card.controller


@ability("Lancelot", kind="ongoing", event="moved",
         when=lambda ctx: ctx.event.card is ctx.card and ctx.event.base is not None
         and bool(_your_actions_on(ctx, ctx.event.base, ctx.card.controller)))
def lancelot(ctx):
    """Ongoing: After this minion moves to a base with one or more of your actions on it, place a +1 power
    counter on this minion."""
    ctx.place_counters(ctx.card, 1)


def _playable_somewhere(ctx, card) -> bool:
    if card.defn.play_on == "minion":
        return bool(ctx.minions())
    return True


def _draw_or_play(ctx, card, label):
    """Draw ``card`` (revealed or found) or play it as an extra action."""
    words = ["draw", "play"] if _playable_somewhere(ctx, card) else ["draw"]
    pick = ctx.choose_word(f"{label}: draw {card.ref} or play it as an extra action", words) \
        if len(words) > 1 else "draw"
    p = ctx.player
    if pick == "draw":
        ctx.to_hand(card, p)
        card.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {card.ref} ({label})", cites.DECKS)
    else:
        ctx.play_card(card)


@ability("Merlin", kind="talent")
def merlin(ctx):
    """Talent: Reveal the top card of your deck. If it is an action, draw it or play it as an extra action,
    otherwise return it."""
    top = ctx.top_of_deck()
    if top is None:
        return
    ctx.log(f"{ctx.controller} reveals {top.ref} from the top of their deck (Merlin)", cites.DECKS)
    ctx.saw([top])
    if top.kind != "action":
        ctx.log(f"{top.ref} is not an action: it is returned to the top of the deck (Merlin)", cites.DECKS)
        return
    _draw_or_play(ctx, top, "Merlin")


@ability("Percival", kind="talent")
def percival(ctx):
    """Talent: Move this minion to another base with one or more of your actions on it."""
    dests = _bases_with_your_actions(ctx, exclude=ctx.here)
    dest = ctx.choose("Percival: move this minion to another base with one of your actions", dests)
    if dest is not None:
        ctx.move(ctx.card, dest)


# ----- actions -------------------------------------------------------------------------------
@ability("A Questing")
def a_questing(ctx):
    """Play on one of your minions. You may move it."""
    host = _host(ctx)
    if host is None:
        return
    dest = ctx.may_choose(f"A Questing: you may move {host.ref} to another base", ctx.other_bases(ctx.base_of(host)))
    if dest is not None:
        ctx.move(host, dest)


@ability("A Questing", kind="instead")
def a_questing_instead(ctx, card, where):
    """Ongoing: When this minion would go to the discard pile, place it on top of your deck instead."""
    if where == "discard" and card is _host(ctx):
        return "deck_top"
    return None


@ability("Excalibur", kind="power")
def excalibur_power(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power"""
    return 2 if minion is _host(ctx) else 0


@ability("Excalibur", kind="protect")
def excalibur_protect(ctx, affect):
    """Ongoing: ... and cannot be destroyed by other players' cards."""
    return affect.kind == "destroy" and affect.target is _host(ctx) and affect.controller is not None \
        and affect.controller != ctx.card.controller


def _excalibur_usable(ctx) -> bool:
    host = _host(ctx)
    return host is not None and host.name == "King Arthur" and ctx.event.base is ctx.game.base_of(host)


@ability("Excalibur", kind="special", window="when_scoring", zone="play", usable=_excalibur_usable)
def excalibur_special(ctx):
    """Special: When this base scores, if this minion is King Arthur, gain 1 VP."""
    ctx.gain_vp(1)


@ability("Good Deed")
def good_deed(ctx):
    """Play on a base. Draw a card."""
    ctx.draw(1)


def _good_deed_when(ctx) -> bool:
    ev = ctx.event
    if ev.base is None or ev.base is not ctx.here or ev.card is None or ev.card.kind != "minion":
        return False
    if ev.card.controller != ctx.card.controller or len(ctx.bases()) < 2:
        return False
    return not ctx.used_this_turn("good-deed")


@ability("Good Deed", kind="ongoing", event="moved", when=_good_deed_when)
def good_deed_ongoing(ctx):
    """Ongoing: After one of your minions moves to here, you may transfer this card to another base and draw
    a card. The Good Deed Ongoing ability can only be used once per turn."""
    dest = ctx.may_choose("Good Deed: you may transfer this card to another base and draw a card",
                          ctx.other_bases(ctx.here))
    if dest is None:
        return
    ctx.mark_used("good-deed")  # this card's once per turn: replayed, it is a new card (rules/in-and-out-of-play)
    ctx.transfer_action(ctx.card, dest)
    ctx.draw(1)


@ability("Merlin's Library", kind="talent")
def merlins_library(ctx):
    """Play on a base. Talent: Play an extra minion here OR move one of your minions to here OR transfer
    this action to another base. (The extra minion may be played later in the Play Cards phase, only
    here: terms/extra.)"""
    here = ctx.here
    words = []
    if any(c.defn.can_be("minion") for c in ctx.hand()):
        words.append("extra minion here")
    mine = [m for b in ctx.other_bases(here) for m in ctx.minions(base=b, controller=ctx.controller)]
    if mine:
        words.append("move a minion here")
    if len(ctx.bases()) > 1:
        words.append("transfer this action")
    if not words:
        return
    pick = ctx.choose_word("Merlin's Library: play an extra minion here OR move one of your minions here OR "
                           "transfer this action", words)
    if pick == "extra minion here":
        ctx.extra_or_now("minion", base=here)
    elif pick == "move a minion here":
        m = ctx.choose("Merlin's Library: move one of your minions to here", mine)
        if m is not None:
            ctx.move(m, here)
    else:
        dest = ctx.choose("Merlin's Library: transfer this action to which base?", ctx.other_bases(here))
        if dest is not None:
            ctx.transfer_action(ctx.card, dest)


@ability("Noble Steed", kind="talent")
def noble_steed(ctx):
    """Play on one of your minions. Talent: Move this minion to another base."""
    host = _host(ctx)
    if host is None:
        return
    dest = ctx.choose(f"Noble Steed: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
    if dest is not None:
        ctx.move(host, dest)


@ability("The Fisher King", kind="ongoing", event="moved", when=_group_move_when)
def the_fisher_king(ctx):
    """Play on a base. Ongoing: After one or more of your minions move to here, draw a card. Then if you have
    eight or more cards in your hand, destroy this card to gain 1 VP."""
    ctx.draw(1)
    if len(ctx.hand()) >= 8 and ctx.in_play(ctx.card):
        if ctx.destroy(ctx.card):
            ctx.gain_vp(1)


@ability("The Grail")
def the_grail(ctx):
    """Play on a base with none of your actions on it."""
    here = ctx.here
    others = [c for c in _your_actions_on(ctx, here) if c is not ctx.card]
    if others:
        ctx.game.refuse(f"The Grail is played on a base with none of your actions on it; {ctx.controller} has "
                        f"{', '.join(c.ref for c in others)} on {here.ref}")


def _grail_when(ctx) -> bool:
    ev = ctx.event
    return (ev.base is not None and ev.base is ctx.here and ev.card is not None and ev.card.kind == "minion"
            and ev.card.controller == ctx.card.controller)


@ability("The Grail", kind="ongoing", event="moved", when=_grail_when)
def the_grail_ongoing(ctx):
    """Ongoing: After one of your minions moves to here, if you have three or more minions of power 4 or
    more here, place this card in the box to gain 2 VP."""
    here = ctx.here
    if here is None:
        return
    strong = ctx.minions(base=here, controller=ctx.controller, where=lambda m: ctx.power(m) >= 4)
    if len(strong) < 3:
        return
    from oracle.engine import effects
    if not effects.allowed(ctx.game, effects.Affect("place", ctx.card, ctx.card, ctx.controller)):
        return
    ctx.forget_card(ctx.card)
    ctx.put(ctx.card, ctx.game.box)
    ctx.card.controller = None
    ctx.card.reset()
    ctx.log("The Grail is placed in the box", cites.T_IN_THE_BOX)
    ctx.gain_vp(2)


@ability("The Green Knight", kind="ongoing", event="moved", when=_group_move_when)
def the_green_knight(ctx):
    """Play on a base. Ongoing: After one or more of your minions move to here, place a +1 power counter on
    one of them. Then if that minion has power 7 or more, destroy this card to gain 1 VP."""
    group = _group_moved(ctx)
    pick = ctx.choose("The Green Knight: place a +1 power counter on one of the minions that moved here", group)
    if pick is None:
        return
    ctx.place_counters(pick, 1)
    if ctx.in_play(pick) and ctx.power(pick) >= 7 and ctx.in_play(ctx.card):
        if ctx.destroy(ctx.card):
            ctx.gain_vp(1)


def _minion_action(card) -> bool:
    return card.kind == "action" and card.defn.play_on == "minion"


@ability("The Lady of the Lake")
def the_lady_of_the_lake(ctx):
    """Search your deck and/or discard pile for an action that can be played on a minion. Draw it or play it
    as an extra action."""
    p = ctx.player
    in_deck = [c for c in p.deck if _minion_action(c)]
    in_discard = [c for c in p.discard if _minion_action(c)]
    pick = ctx.choose("The Lady of the Lake: take an action that can be played on a minion from your deck or "
                      "discard pile", in_deck + in_discard)
    searched = bool(p.deck)
    if pick is None:
        ctx.log(f"{ctx.controller} searches their deck and discard pile and finds nothing", cites.DECKS)
        if searched:
            ctx.shuffle_deck()
        return
    where = "deck" if pick in in_deck else "discard pile"
    ctx.set_aside(pick)
    ctx.log(f"{ctx.controller} reveals {pick.ref} from their {where} (The Lady of the Lake)", cites.DECKS,
            cites.NEW_GENERAL)
    if where == "deck":
        ctx.saw([pick], top=False)
    if searched:
        ctx.shuffle_deck()
    _draw_or_play(ctx, pick, "The Lady of the Lake")


@ability("The Mists of Avalon")
def the_mists_of_avalon(ctx):
    """Shuffle up to three minions from your discard pile into your deck."""
    mins = [c for c in ctx.discard_pile() if c.kind == "minion"]
    picks = ctx.choose_many("The Mists of Avalon: shuffle up to three minions from your discard pile into "
                            "your deck", mins, max=3)
    p = ctx.player
    for c in picks:
        ctx.to_deck(c, p)
    if picks:
        ctx.log(f"{ctx.controller} shuffles {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
        ctx.shuffle_deck()


@ability("The Questing Beast", kind="ongoing", event="moved", when=_group_move_when)
def the_questing_beast(ctx):
    """Play on a base. Ongoing: After one or more of your minions move to here, place a +1 power counter on
    one of them and transfer this card to another base."""
    group = _group_moved(ctx)
    ctx.choose_and("The Questing Beast: place a +1 power counter on one of the minions that moved here", group,
                   lambda pick: ctx.place_counters(pick, 1))
    here = ctx.here
    if here is not None and ctx.in_play(ctx.card):
        dest = ctx.choose("The Questing Beast: transfer this card to which base?", ctx.other_bases(here))
        if dest is not None:
            ctx.transfer_action(ctx.card, dest)
