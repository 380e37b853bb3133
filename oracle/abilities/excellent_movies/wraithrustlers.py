"""Wraithrustlers (Smash Up: Excellent Movies, Dudes!): busting Wraiths, the actions that raise
breakpoints, and cashing in when they are destroyed.

Each function quotes the card text it implements (corpus/cards/excellent-movies-dudes/wraithrustlers.yaml).
A Wraith is an action with the label "Wraith" (the clarification names Slimy, Librarian Haunt, Demon
Dogs and Ancient Sumerian God); its text starts "Wraith - ".

Cards stored under a card are discarded when it leaves play (compilation/storage); the Wraiths whose
text then plays a stored card remember what was stored and play it from where it went.

Watson's "reveal cards from the top of your deck until you reveal a Wraith": when the deck runs out
while revealing, the discard pile is shuffled into a new deck and revealing continues ("Start or
continue drawing (revealing, searching) from there", rules/decks-discards-and-searches); it stops when
deck and discard pile are both empty. The community texts (compilation/play-or-draw-x-off-the-top-of-
your-deck, wiki/until-you-reveal-x) would stop instead; the official rulebook wins.

"Your actions on this base" (Ellen, Watson, Unlicensed Nuclear Accelerator) and "an action on the new
base" (Ectoplasm One) are the actions played on the base only: "Actions on minions are not on the
base" (rules/attached-cards). So the accelerator, which is on a minion, cannot destroy itself.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power


def is_wraith(card) -> bool:
    return card.defn.plays_as == "action" and (card.defn.text or "").lstrip().startswith("Wraith")


def _actions_at(game, base):
    """Actions on a base: only those played on it. "Actions on minions are not on the base"
    (rules/attached-cards), so Ellen, Watson, Unlicensed Nuclear Accelerator and Ectoplasm One
    never count or pick an action attached to a minion there."""
    return [a for a in base.actions if a.defn.plays_as == "action"]


def _your_actions_at(ctx, base):
    return [a for a in _actions_at(ctx.game, base) if a.controller == ctx.controller]


def _wraith_destroyed_here_this_turn(game, base) -> bool:
    return any(d["turn"] == game.turn and d["base"] is base and is_wraith(d["card"]) for d in game.destructions)


def _my_base(ctx):
    return ctx.game.base_of(ctx.card)


# ----- minions -------------------------------------------------------------------------------
def _funkman_when(ctx) -> bool:
    ev = ctx.event
    return ev.card is not None and ev.card.defn.plays_as == "action" and ev.player == ctx.controller


@ability("Funkman", kind="ongoing", event="destroyed", when=_funkman_when)
def funkman(ctx):
    """Ongoing: After you destroy an action, give each of your minions on its base +1 power until the
    end of the turn OR draw a card."""
    base = ctx.event.base
    mine = [m for m in base.minions if m.controller == ctx.controller] if base in ctx.bases() else []
    word = ctx.choose_word("Funkman: +1 power to each of your minions on its base, or draw a card?", ["power", "draw"])
    if word == "power":
        for m in mine:
            ctx.add_power(m, 1)
    else:
        ctx.draw(1)


def _funkman_special_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ev.base in ctx.game.bases and bool(ev.base.actions)
            and len(ctx.game.bases) > 1)


@ability("Funkman", kind="special", window="before_scoring", zone="play", usable=_funkman_special_usable)
def funkman_special(ctx):
    """Special: Before a base scores, you may transfer an action on it to another base."""
    base = ctx.event.base
    action = ctx.choose(f"Funkman: transfer which action on {base.ref}?", list(base.actions))
    if action is None:
        return
    dest = ctx.choose(f"Funkman: transfer {action.ref} to which base?", ctx.other_bases(base))
    if dest is not None:
        ctx.transfer_action(action, dest)


@ability("Ellen", kind="talent")
def ellen_talent(ctx):
    """Talent: Destroy one of your actions on this base to reduce this base's breakpoint by 3 until the
    end of the turn."""
    here = _my_base(ctx)
    options = _your_actions_at(ctx, here)
    if not options:
        raise Refused("Ellen: you have no action on this base to destroy")
    action = ctx.choose("Ellen: destroy which of your actions on this base?", options)
    if ctx.destroy(action):
        ctx.ongoing("breakpoint", -3, base=here, until="end_of_turn", turn=ctx.game.turn)


@ability("Ellen", kind="ongoing", event="destroyed",
         when=lambda ctx: is_wraith(ctx.event.card) and ctx.event.base is ctx.game.base_of(ctx.card)
         and ctx.event.card is not ctx.card)
def ellen_extra(ctx):
    """Ongoing: After a Wraith is destroyed here, you may play an extra action."""
    ctx.extra("action", any_phase=False)


@ability("Roy")
def roy(ctx):
    """You may transfer one of your actions from another base to here."""
    here = ctx.here
    options = [a for b in ctx.other_bases(here) for a in b.actions if a.controller == ctx.controller]
    ctx.choose_and("Roy: you may transfer one of your actions from another base to here", options,
                   lambda action: ctx.transfer_action(action, here), may=True)


@ability("Roy", kind="power")
def roy_power(ctx, minion):
    """Ongoing: If a Wraith has been destroyed here this turn, this minion has +2 power."""
    if minion is not ctx.card:
        return 0
    here = ctx.game.base_of(ctx.card)
    return 2 if here is not None and _wraith_destroyed_here_this_turn(ctx.game, here) else 0


@ability("Watson")
def watson(ctx):
    """You may destroy one of your actions on this base OR reveal cards from the top of your deck until
    you reveal a Wraith, draw it, and shuffle the rest into your deck."""
    mine = _your_actions_at(ctx, ctx.here)
    words = (["destroy"] if mine else []) + ["reveal", "no"]
    word = ctx.choose_word("Watson: destroy one of your actions here, reveal for a Wraith, or neither?", words)
    if word == "destroy":
        ctx.destroy(ctx.choose("Watson: destroy which of your actions on this base?", mine))
    elif word == "reveal":
        _reveal_for_wraith(ctx)


def _reveal_for_wraith(ctx):
    """Reveal until a Wraith, draw it, shuffle the rest in. When the deck runs out while revealing, the
    discard pile is shuffled into a new deck and revealing continues (rules/decks-discards-and-searches;
    the community texts compilation/play-or-draw-x-off-the-top-of-your-deck, which names Watson, and
    wiki/until-you-reveal-x would stop instead: the official rulebook wins)."""
    p = ctx.player
    hits, rest = ctx.reveal_until(is_wraith)
    found = hits[0] if hits else None
    if found is not None:
        ctx.to_hand(found, p)
        found.controller = p.name
        ctx.log(f"{p.name} draws {found.ref}", cites.DECKS)
    else:
        ctx.log(f"{p.name} reveals no Wraith", cites.DECKS)
    for c in rest:
        ctx.to_deck(c, p)
        c.controller = p.name
    if rest:
        ctx.shuffle_deck()


# ----- Wraiths -------------------------------------------------------------------------------
def _must_be_on_base(ctx):
    """"Wraith - Play on a base.": the engine reads "Play on a base" only at the start of a card's text
    (oracle/engine/cards.py), so a Wraith may reach here as a standard action; it is refused rather
    than resolved off the board."""
    if ctx.game.base_of(ctx.card) is None:
        raise Refused(f"{ctx.card.ref} is played on a base (Wraith - Play on a base.)")


def _wraith_breakpoint(ctx, base):
    return 3 if base is ctx.game.base_of(ctx.card) else 0


def _remembered(card):
    return getattr(card, "em_stored", [])


def _remember(card, stored):
    card.em_stored = _remembered(card) + [stored]


@ability("Ancient Sumerian God")
def ancient_sumerian_god(ctx):
    """Wraith - Play on a base. (Its Talent and Ongoing abilities work while it is in play.)"""
    _must_be_on_base(ctx)
    ctx.card.em_stored = []


def _asg_options(ctx):
    return [c for c in ctx.discard_pile() if c.defn.plays_as == "action" and c.defn.play_on == "base"]


@ability("Ancient Sumerian God", kind="talent")
def ancient_sumerian_god_talent(ctx):
    """Talent: Store an action from your discard pile that can be played on a base under this card."""
    options = _asg_options(ctx)
    if not options:
        raise Refused("Ancient Sumerian God: no action that can be played on a base in your discard pile")
    pick = ctx.choose("Ancient Sumerian God: store which action under this card?", options)
    ctx.store(pick, ctx.card)
    _remember(ctx.card, pick)


@ability("Ancient Sumerian God", kind="breakpoint")
def ancient_sumerian_god_breakpoint(ctx, base):
    """Ongoing: This base's breakpoint is increased by 3."""
    return _wraith_breakpoint(ctx, base)


def _left_play_when(ctx) -> bool:
    return ctx.event.card is ctx.card


def _asg_leaves(ctx):
    """When this card leaves play, for each base you may play one of the actions stored under this card
    as an extra action there."""
    stored = [c for c in _remembered(ctx.card) if not ctx.game.in_play(c)]
    ctx.card.em_stored = []
    for base in list(ctx.bases()):
        avail = [c for c in stored if c.zone is not None and c.zone.kind in ("discard", "hand")
                 and not ctx.game.in_play(c)]
        if not avail:
            break
        pick = ctx.may_choose(f"Ancient Sumerian God: you may play a stored action on {base.ref}", avail)
        if pick is not None:
            ctx.play_card(pick, base=base)
            stored.remove(pick)


for _ev in ("destroyed", "returned", "left_play"):
    ability("Ancient Sumerian God", kind="ongoing", event=_ev, when=_left_play_when)(_asg_leaves)


@ability("Demon Dogs")
def demon_dogs(ctx):
    """Wraith - Play on a base. You may store a minion of power 3 or less from your hand or discard pile
    under this card."""
    _must_be_on_base(ctx)
    ctx.card.em_stored = []
    options = [c for c in ctx.hand() + ctx.discard_pile()
               if c.defn.plays_as == "minion" and printed_power(c) <= 3]
    pick = ctx.may_choose("Demon Dogs: you may store a minion of power 3 or less under this card", options)
    if pick is not None:
        ctx.store(pick, ctx.card)
        _remember(ctx.card, pick)


@ability("Demon Dogs", kind="breakpoint")
def demon_dogs_breakpoint(ctx, base):
    """Ongoing: This base's breakpoint is increased by 3."""
    return _wraith_breakpoint(ctx, base)


@ability("Demon Dogs", kind="ongoing", event="destroyed", when=_left_play_when)
def demon_dogs_destroyed(ctx):
    """After this card is destroyed, you may play a minion stored under it as an extra minion."""
    stored = [c for c in _remembered(ctx.card) if not ctx.game.in_play(c) and c.zone is not None
              and c.zone.kind in ("discard", "hand")]
    ctx.card.em_stored = []
    ctx.choose_and("Demon Dogs: you may play a minion stored under it as an extra minion", stored, ctx.play_card,
                   may=True)


@ability("Librarian Haunt")
def librarian_haunt(ctx):
    """Wraith - Play on a base."""
    _must_be_on_base(ctx)


@ability("Librarian Haunt", kind="breakpoint")
def librarian_haunt_breakpoint(ctx, base):
    """Wraith - Play on a base. Ongoing: This base's breakpoint is increased by 3."""
    return _wraith_breakpoint(ctx, base)


@ability("Librarian Haunt", kind="ongoing", event="destroyed", when=_left_play_when)
def librarian_haunt_destroyed(ctx):
    """After this card is destroyed, draw three cards."""
    ctx.draw(3)


@ability("Slimy")
def slimy(ctx):
    """Wraith - Play on a base."""
    _must_be_on_base(ctx)


@ability("Slimy", kind="breakpoint")
def slimy_breakpoint(ctx, base):
    """Wraith - Play on a base. Ongoing: This base's breakpoint is increased by 3."""
    return _wraith_breakpoint(ctx, base)


@ability("Slimy", kind="ongoing", event="destroyed", when=_left_play_when)
def slimy_destroyed(ctx):
    """After this card is destroyed, each of your minions here gains +2 power until the end of the
    turn."""
    base = ctx.event.base
    if base is None or base not in ctx.bases():
        return
    for m in [m for m in base.minions if m.controller == ctx.controller]:
        ctx.add_power(m, 2)


# ----- other actions -------------------------------------------------------------------------
@ability("Ectoplasm One", kind="talent")
def ectoplasm_one_talent(ctx):
    """Talent: Transfer this action to another base to move one of your minions from here to there. If
    you move a minion, you may destroy an action on the new base. (Clarification: you must move one
    of your minions there if you have one; if you don't, you may not destroy an action.)"""
    here = _my_base(ctx)
    others = ctx.other_bases(here)
    if not others:
        raise Refused("Ectoplasm One: there is no other base")
    dest = ctx.choose("Ectoplasm One: transfer this action to which base?", others)
    mine = [m for m in here.minions if m.controller == ctx.controller]
    if not ctx.transfer_action(ctx.card, dest):
        return
    if not mine:
        ctx.log("Ectoplasm One: you have no minion there to move, so no action is destroyed")
        return
    m = ctx.choose(f"Ectoplasm One: move which of your minions to {dest.ref}?", mine)
    if not ctx.move(m, dest):
        return
    ctx.choose_and(f"Ectoplasm One: you may destroy an action on {dest.ref}",
                   [a for a in _actions_at(ctx.game, dest) if a is not ctx.card], ctx.destroy, may=True)


def _resurgence(ctx, action):
    word = ctx.choose_word(f"Resurgence: destroy {action.ref} or transfer it to another base?", ["destroy", "transfer"])
    if word == "destroy":
        ctx.destroy(action)
    else:
        dest = ctx.choose(f"Resurgence: transfer {action.ref} to which base?",
                          ctx.other_bases(ctx.game.base_of(action)))
        if dest is not None:
            ctx.transfer_action(action, dest)


def _base_actions(ctx):
    return [a for b in ctx.bases() for a in b.actions]


@ability("Resurgence")
def resurgence(ctx):
    """Choose an action on a base. Destroy it or transfer it to another base."""
    action = ctx.choose("Resurgence: choose an action on a base", _base_actions(ctx))
    if action is not None:
        _resurgence(ctx, action)


@ability("Resurgence", kind="special", window="before_scoring",
         usable=lambda ctx: bool([a for b in ctx.game.bases for a in b.actions]))
def resurgence_special(ctx):
    """Special: You may play this before a base scores. (Clarification: it may target an action that is
    not on the base being scored.)"""
    ctx.play_this()


@ability("The Tools and The Talent")
def the_tools_and_the_talent(ctx):
    """Search your deck for a card and place it on top of your deck (searching reveals it and shuffles
    the deck, rules/decks-discards-and-searches; the card then goes on top)."""
    p = ctx.player
    if not p.deck:
        ctx.refill_deck(p.name)
    pick = ctx.choose("The Tools and The Talent: which card?", list(p.deck))
    if pick is None:
        ctx.log(f"{p.name} searches their deck and finds nothing", cites.DECKS)
        return
    ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
    ctx.saw([pick], player=p.name, top=False)
    rest = [c for c in p.deck if c is not pick]
    ctx.shuffle(rest)
    ctx.reorder(p.deck, [pick] + rest)
    ctx.log(f"{p.name} shuffles their deck", cites.DECKS)
    ctx.log(f"{pick.ref} is placed on top of {p.name}'s deck", cites.T_PLACE)


@ability("Unlicensed Nuclear Accelerator", kind="power")
def una_power(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power."""
    return 2 if minion is ctx.card.zone.holder else 0


@ability("Unlicensed Nuclear Accelerator", kind="talent")
def una_talent(ctx):
    """Talent: Destroy one of your actions on this base to place a +1 power counter on this minion."""
    minion = ctx.card.zone.holder
    here = ctx.game.base_of(ctx.card)
    options = _your_actions_at(ctx, here)
    if not options:
        raise Refused("Unlicensed Nuclear Accelerator: you have no action on this base to destroy")
    action = ctx.choose("Unlicensed Nuclear Accelerator: destroy which of your actions on this base?", options)
    if ctx.destroy(action) and ctx.game.in_play(minion):
        ctx.place_counters(minion, 1)
