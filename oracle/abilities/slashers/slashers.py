"""Slashers (Smash Up: Slashers): five killers, each fetching its signature weapon, and actions that
destroy, then profit from destruction.

Each function quotes the card text it implements (corpus/cards/smash-up-slashers/slashers.yaml).

Readings the card texts leave open, and how they are played here:

- "A Slasher" is a minion of the Slashers faction.
- "You may draw X from your deck or discard pile": taking a named card out of the deck is a search,
  so the card is revealed and the deck shuffled (errata/new-general-rules).
- "After one or more minions (here) are destroyed" triggers once for the minions one ability destroyed
  together (the last of those destructions): a reading, the rulebook being silent; "the amount of power" of a destroyed minion is its power
  as it left play.
- "Once per turn, after ..., you may ..." is spent when the player does it, not when they decline: a
  reading (terms/may and rules/using-card-abilities are silent). Choosing a minion that cannot be
  destroyed is allowed (rules/canceling-or-preventing-effects) and does use it.
- Origin Story's "Draw a minion off the top of your deck" (a Slasher, when you have none in play):
  cards are revealed from the top until such a card, which is drawn; the other revealed cards are
  shuffled into the deck (compilation/play-or-draw-x-off-the-top-of-your-deck). A deck that runs out,
  before or while revealing, is made anew from the shuffled discard pile and revealing continues
  (rules/decks-discards-and-searches, the official rulebook, over the community "stop" sentence).
- He Was A Good Boy!'s "the discard pile" is read as your own discard pile: a card others can see that
  goes to a hand goes to its owner's hand (rules/in-and-out-of-play), so another player's minion could
  not come "into your hand".
"""

from __future__ import annotations


from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.context import Context
from oracle.engine.errors import Refused

OFF_TOP = "compilation/play-or-draw-x-off-the-top-of-your-deck"

# ----- helpers -----------------------------------------------------------------------------------
def _used(ctx, tag, card=None) -> bool:
    return ctx.used_this_turn(tag, card=card)


def _use(ctx, tag, card=None) -> None:
    ctx.mark_used(tag, card=card)


def is_slasher(card) -> bool:
    return card.kind == "minion" and (card.defn.faction or "") == "Slashers"


def printed(card) -> int:
    return int(card.defn.power or 0)


def host(card):
    """The minion an attached action is on (None when it is not attached)."""
    z = card.zone
    return z.holder if z is not None and z.holder is not None else None


def fetch(ctx, name) -> None:
    """"You may draw NAME from your deck or discard pile.\""""
    p = ctx.player
    in_deck = [c for c in p.deck if c.name == name]
    in_discard = [c for c in p.discard if c.name == name]
    pick = ctx.may_choose(f"{ctx.card.ref}: you may draw {name} from your deck or discard pile",
                          in_deck + in_discard)
    if pick is None:
        if not in_deck and not in_discard:
            ctx.log(f"{ctx.card.ref}: no {name} in {ctx.controller}'s deck or discard pile", cites.DECKS)
        return
    if pick in in_deck:
        ctx.log(f"{ctx.controller} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
        ctx.saw([pick], top=False)
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {pick.ref}", cites.DECKS)
        ctx.shuffle_deck()
    else:
        ctx.to_hand(pick, p)
        pick.controller = ctx.controller
        ctx.log(f"{ctx.controller} draws {pick.ref} from their discard pile", cites.DECKS)


def _is_destroyed_minion(ev) -> bool:
    return ev.card is not None and (ev.data.get("power") is not None)


def batch_end(ctx, base=None) -> bool:
    """This ``destroyed`` event is the last of the minions (at ``base``, when given) one ability destroyed
    together: no later destruction of the same ability is still waiting to be resolved."""
    ev = ctx.event
    if not _is_destroyed_minion(ev) or (base is not None and ev.base is not base):
        return False
    for other, _ in ctx.game.pending_events:
        if (other.kind == "destroyed" and other.source is ev.source and other.player == ev.player
                and _is_destroyed_minion(other) and (base is None or other.base is base)):
            return False
    return True


def batch(ctx, base=None) -> list:
    """The destructions (``destroyed_this_turn`` entries) of the minions destroyed together with this
    event's minion (at ``base``, when given), in order."""
    ev = ctx.event
    ds = ctx.game.destructions
    idx = max((i for i, d in enumerate(ds) if d["card"] is ev.card), default=None)
    if idx is None:
        return []
    run = [ds[idx]]
    j = idx - 1
    while j >= 0 and ds[j]["source"] is ev.source and ds[j]["by"] == ev.player and ds[j]["turn"] == ds[idx]["turn"]:
        run.insert(0, ds[j])
        j -= 1
    return [d for d in run if d.get("power") is not None and (base is None or d["base"] is base)]


def minion_targets(game, card, player) -> list:
    """The minions a play-on-minion action may be played on by ``player``."""
    whose = card.defn.play_on_whose
    out = []
    for m in game.minions():
        if whose == "yours" and m.controller != player:
            continue
        if whose == "others" and m.controller == player:
            continue
        out.append(m)
    return out


def is_minion_action(card) -> bool:
    return card.defn.plays_as == "action" and card.defn.play_on == "minion"


# ----- minions -----------------------------------------------------------------------------------
@ability("Jonas")
def jonas(ctx):
    """You may draw Machete from your deck or discard pile."""
    fetch(ctx, "Machete")


def _jonas_when(ctx) -> bool:
    return ctx.event.card is ctx.card and ctx.in_play(ctx.card) and not _used(ctx, "move")


@ability("Jonas", kind="ongoing", event="moved", when=_jonas_when)
def jonas_moved(ctx):
    """Ongoing: Once per turn, after this minion moves, you may destroy a minion of power 3 or less there
    to give this minion +2 power until the end of the turn."""
    there = ctx.base_of(ctx.card)
    targets = ctx.minions(base=there, where=lambda m: m is not ctx.card and ctx.power(m) <= 3)
    victim = ctx.may_choose("Jonas: you may destroy a minion of power 3 or less here to give Jonas +2 power",
                            targets)
    if victim is None:
        return
    _use(ctx, "move")
    if ctx.destroy(victim):
        ctx.add_power(ctx.card, 2)


@ability("Frederick")
def frederick(ctx):
    """You may draw Clawed Glove from your deck or discard pile."""
    fetch(ctx, "Clawed Glove")


@ability("Frederick", kind="talent")
def frederick_talent(ctx):
    """Talent: Until the start of your next turn, other players' minions here have -1 power. You may
    destroy a minion of power 1 or less here."""
    here = ctx.here
    you = ctx.controller
    ctx.ongoing("power", -1, match=lambda g, c: g.base_of(c) is here and c.kind == "minion"
                and c.controller not in (None, you), until="start_of_turn")
    ctx.log(f"other players' minions at {here.ref} have -1 power until the start of {you}'s next turn")
    ctx.choose_and("Frederick: you may destroy a minion of power 1 or less here",
                   ctx.minions(base=here, where=lambda m: ctx.power(m) <= 1), ctx.destroy, may=True)


@ability("Mickey")
def mickey(ctx):
    """You may draw Austin Kirk Mask from your deck or discard pile."""
    fetch(ctx, "Austin Kirk Mask")


def _mickey_targets(ctx, base) -> list:
    return [m for m in base.minions if printed(m) <= 3]


def _mickey_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ctx.base_of(ctx.card) is ev.base
            and bool(_mickey_targets(ctx, ev.base)))


@ability("Mickey", kind="special", window="before_scoring", zone="play", usable=_mickey_usable)
def mickey_special(ctx):
    """Special: Before this base scores, you may destroy a minion of printed power 3 or less here."""
    ctx.choose_and("Mickey: destroy a minion of printed power 3 or less here", _mickey_targets(ctx, ctx.event.base),
                   ctx.destroy)


@ability("Tackhead")
def tackhead(ctx):
    """You may draw Puzzle Box from your deck or discard pile."""
    fetch(ctx, "Puzzle Box")


@ability("Tackhead", kind="talent")
def tackhead_talent(ctx):
    """Talent: Transfer one of your actions to another minion OR destroy a minion with Puzzle Box on it."""
    mine = [a for m in ctx.minions() for a in m.attached if a.controller == ctx.controller]
    movable = [a for a in mine if any(m is not host(a) for m in ctx.minions())]
    boxed = ctx.minions(where=lambda m: any(a.name == "Puzzle Box" for a in m.attached))
    words = (["transfer"] if movable else []) + (["destroy"] if boxed else [])
    if not words:
        raise Refused("Tackhead: you have no action on a minion to transfer and no minion has Puzzle Box on it")
    word = words[0] if len(words) == 1 else ctx.choose_word(
        "Tackhead: transfer one of your actions to another minion, or destroy a minion with Puzzle Box on it",
        words)
    if word == "destroy":
        ctx.destroy(ctx.choose("Tackhead: destroy which minion with Puzzle Box on it?", boxed))
        return
    action = ctx.choose("Tackhead: transfer which of your actions?", movable)
    dest = ctx.choose(f"Tackhead: transfer {action.ref} to which minion?",
                      ctx.minions(where=lambda m: m is not host(action)))
    ctx.transfer_action(action, dest)


@ability("Cederface")
def cederface(ctx):
    """You may draw Chainsaw from your deck or discard pile."""
    fetch(ctx, "Chainsaw")


def _cederface_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is ctx.card and ev.player == ctx.controller and ctx.in_play(ctx.card)
            and not _used(ctx, "counter"))


@ability("Cederface", kind="ongoing", event="counters_placed", when=_cederface_when)
def cederface_counter(ctx):
    """Ongoing: Once per turn, after you place a +1 power counter on this minion, you may destroy a minion
    here of power 3 or less."""
    victim = ctx.may_choose("Cederface: you may destroy a minion here of power 3 or less",
                            ctx.minions(base=ctx.here, where=lambda m: ctx.power(m) <= 3))
    if victim is not None:
        _use(ctx, "counter")
        ctx.destroy(victim)


# ----- actions -----------------------------------------------------------------------------------
@ability("Brutal Attack")
def brutal_attack(ctx):
    """Destroy a minion with printed power 3 or less at a base with one of your minions, then you may give
    a Slasher there +3 power until the end of the turn."""
    targets = [m for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)
               for m in b.minions if printed(m) <= 3]
    victim = ctx.choose("Brutal Attack: destroy a minion of printed power 3 or less at a base with one of "
                        "your minions", targets)
    if victim is None:
        ctx.log("Brutal Attack: no minion of printed power 3 or less at a base with one of your minions",
                cites.T_DESTROY)
        return
    there = ctx.base_of(victim)
    ctx.destroy(victim)
    ctx.choose_and(f"Brutal Attack: you may give a Slasher at {there.ref} +3 power",
                   ctx.minions(base=there, where=is_slasher), lambda slasher: ctx.add_power(slasher, 3), may=True)


@ability("Ch-Ch-Ch Ha-Ha-Ha")
def ch_ch_ch(ctx):
    """Move one of your minions. You may place this card on top of your deck instead of the discard pile
    OR play an extra action."""
    mine = ctx.minions(controller=ctx.controller)
    m = ctx.choose("Ch-Ch-Ch Ha-Ha-Ha: move which of your minions?", mine) if len(ctx.bases()) > 1 else None
    if m is not None:
        ctx.move(m, ctx.choose(f"Ch-Ch-Ch Ha-Ha-Ha: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m))))
    words = (["deck"] if ctx.card.zone is ctx.game.resolving else []) + ["extra action", "neither"]
    word = ctx.choose_word("Ch-Ch-Ch Ha-Ha-Ha: place this card on top of your deck instead of the discard "
                           "pile, OR play an extra action?", words)
    if word == "deck":
        ctx.place(ctx.card, "deck_top")
    elif word == "extra action":
        ctx.extra("action", reason="Ch-Ch-Ch Ha-Ha-Ha")


@ability("He Was A Good Boy!")
def he_was_a_good_boy(ctx):
    """Place a minion from the discard pile into your hand and play an extra action."""
    pick = ctx.choose("He Was A Good Boy!: place a minion from your discard pile into your hand",
                      [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"])
    if pick is None:
        ctx.log("He Was A Good Boy!: no minion in your discard pile", cites.T_PLACE)
    else:
        ctx.place(pick, "hand")
    ctx.extra("action", reason="He Was A Good Boy!")


@ability("Hide in the Laundry")
def hide_in_the_laundry(ctx):
    """Play on another player's minion. Play an extra action."""
    if ctx.setting_up:
        return
    ctx.extra("action", reason="Hide in the Laundry")


def _laundry_when(ctx) -> bool:
    ev = ctx.event
    m = host(ctx.card)
    return (m is not None and ev.card is not None and is_slasher(ev.card) and ev.card is not m
            and ev.base is not None and ev.base is ctx.base_of(m) and ctx.base_of(ev.card) is ev.base)


def _laundry(ctx):
    """Ongoing: After a Slasher is played or moved to here, you may destroy this minion unless its
    controller discards a card and moves this minion to a base without a Slasher."""
    m = host(ctx.card)
    if not ctx.may(f"Hide in the Laundry: destroy {m.ref} (unless {m.controller} discards a card and moves it "
                   f"to a base without a Slasher)?"):
        return
    owner = m.controller
    here = ctx.base_of(m)
    havens = [b for b in ctx.other_bases(here) if not any(is_slasher(x) for x in b.minions)]
    them = Context(ctx.game, ctx.card, ability=ctx.ability, controller=owner, event=ctx.event)
    hand = them.hand()
    if owner is not None and hand and havens:
        card = them.may_choose(f"Hide in the Laundry: discard a card to move {m.ref} to a base without a "
                               f"Slasher (or pass: it is destroyed)", hand)
        if card is not None:
            them.discard_from_hand(card)
            dest = them.choose(f"Hide in the Laundry: move {m.ref} to which base without a Slasher?", havens)
            if ctx.move(m, dest, by=owner):
                return
    ctx.destroy(m)


ability("Hide in the Laundry", kind="ongoing", event="minion_played", when=_laundry_when)(_laundry)
ability("Hide in the Laundry", kind="ongoing", event="moved", when=_laundry_when)(_laundry)


def _play_minion_action(ctx, card, label) -> None:
    """"You may play it as an extra action": a target for it, or pass."""
    targets = minion_targets(ctx.game, card, ctx.controller)
    on = ctx.may_choose(f"{label}: you may play {card.ref} as an extra action on a minion", targets)
    if on is None:
        return None
    return ctx.play_card(card, on=on)


@ability("Improvised Weapon")
def improvised_weapon(ctx):
    """Draw a play-on-minion action from your deck. You may play it as an extra action; destroy it at the
    end of the turn."""
    weapon = ctx.search_deck("Improvised Weapon: draw a play-on-minion action from your deck",
                             where=is_minion_action, may=False)
    if weapon is None:
        return
    played = _play_minion_action(ctx, weapon, "Improvised Weapon")
    if played is None or not ctx.in_play(weapon):
        return

    def destroy_it(c):
        if c.game.in_play(weapon):
            ctx.destroy(weapon)

    # about=: if the weapon leaves play and is played again this turn, it is a new card that Improvised
    # Weapon does not destroy (rules/in-and-out-of-play)
    ctx.delayed("end_of_turn", destroy_it, when=lambda c: c.game.in_play(weapon), about=weapon)


@ability("Oh Noooooo!")
def oh_noooooo(ctx):
    """One of your minions gains +3 power until the end of the turn."""
    ctx.choose_and("Oh Noooooo!: one of your minions gains +3 power", ctx.minions(controller=ctx.controller),
                   lambda m: ctx.add_power(m, 3))


def _you_destroyed_others(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.kind == "destroyed" and ev.player == ctx.controller
            and ev.data.get("power") is not None and ev.card is not None and ev.card.defn.type != "monster"
            and ev.data.get("controller") not in (None, ctx.controller))


@ability("Oh Noooooo!", kind="special", window="destroyed", zone="hand", usable=_you_destroyed_others)
def oh_noooooo_special(ctx):
    """Special: After you destroy another player's minion, you may play this card as an extra action."""
    ctx.play_this()


@ability("Origin Story")
def origin_story(ctx):
    """Draw a minion off the top of your deck, or if you do not have a Slasher in play, draw a Slasher off
    the top of your deck. Play an extra action.
    (Clarification: without a Slasher in play, only a Slasher may be drawn.)"""
    have = bool(ctx.minions(controller=ctx.controller, where=is_slasher))
    wanted = "minion" if have else "Slasher"
    p = ctx.player
    hits, others = ctx.reveal_until(
        lambda c: c.defn.plays_as == "minion" and (have or (c.defn.faction or "") == "Slashers"))
    if hits:
        ctx.to_hand(hits[0], p)
        hits[0].controller = p.name
        ctx.log(f"Origin Story: {p.name} draws {hits[0].ref} off the top of their deck", OFF_TOP)
    else:
        ctx.log(f"Origin Story: {p.name} reveals no {wanted}; nothing is drawn", OFF_TOP, cites.DECKS)
    if others:
        for c in others:
            ctx.to_deck(c, p)
        ctx.shuffle_deck()
        ctx.log(f"{p.name} shuffles the other revealed cards into their deck", OFF_TOP)
    ctx.extra("action", reason="Origin Story")


@ability("The End?")
def the_end(ctx):
    """Draw a play-on-minion action from your discard pile. You may play it as an extra action."""
    options = [c for c in ctx.discard_pile() if is_minion_action(c)]
    pick = ctx.choose("The End?: draw a play-on-minion action from your discard pile", options)
    if pick is None:
        ctx.log("The End?: no play-on-minion action in your discard pile", cites.DECKS)
        return
    ctx.to_hand(pick)
    pick.controller = ctx.controller
    ctx.log(f"{ctx.controller} draws {pick.ref} from their discard pile", cites.DECKS)
    _play_minion_action(ctx, pick, "The End?")


# ----- weapons (play on your minion) -------------------------------------------------------------
def _host_batch_when(ctx) -> bool:
    m = host(ctx.card)
    return m is not None and ctx.in_play(m) and batch_end(ctx, base=ctx.base_of(m))


@ability("Austin Kirk Mask", kind="ongoing", event="destroyed", when=_host_batch_when)
def austin_kirk_mask(ctx):
    """Play on your minion. Ongoing: After one or more minions here are destroyed, give this minion the
    amount of power of one of those minions until the end of the turn."""
    m = host(ctx.card)
    gone = batch(ctx, base=ctx.base_of(m))
    if not gone:
        return
    if len({d["power"] for d in gone}) > 1:
        pick = ctx.choose(f"Austin Kirk Mask: give {m.ref} the power of which destroyed minion?",
                          [d["card"] for d in gone])
        amount = next(d["power"] for d in gone if d["card"] is pick)
    else:
        amount = gone[0]["power"]
    if amount:
        ctx.add_power(m, amount)


@ability("Chainsaw", kind="start_of_turn")
def chainsaw_counter(ctx):
    """Ongoing: At the start of your turn, place a +1 power counter on this minion."""
    m = host(ctx.card)
    if m is not None:
        ctx.place_counters(m, 1)


def _chainsaw_when(ctx) -> bool:
    m = host(ctx.card)
    ev = ctx.event
    return (m is not None and ctx.in_play(m) and ev.data.get("power") is not None and ev.card is not m
            and ev.base is not None and ev.base in ctx.game.bases)


@ability("Chainsaw", kind="ongoing", event="destroyed", when=_chainsaw_when)
def chainsaw_move(ctx):
    """Ongoing: After a minion is destroyed, you may move this minion to or from its base."""
    m = host(ctx.card)
    there = ctx.event.base
    here = ctx.base_of(m)
    if here is there:
        dest = ctx.may_choose(f"Chainsaw: you may move {m.ref} away from {there.ref}", ctx.other_bases(here))
        if dest is not None:
            ctx.move(m, dest)
    elif ctx.may(f"Chainsaw: move {m.ref} to {there.ref}?"):
        ctx.move(m, there)


def _power_until_my_next_turn(ctx, minion, amount) -> None:
    if not effects.allowed(ctx.game, effects.Affect("power", minion, ctx.card, ctx.controller)):
        return
    effects.add_effect(ctx.game, effects.Effect("power", amount, card=minion, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{minion.ref} has {amount:+d} power until the start of {ctx.controller}'s next turn")


@ability("Clawed Glove", kind="talent")
def clawed_glove_talent(ctx):
    """Talent: Give a minion here -1 power until the start of your next turn."""
    m = ctx.choose("Clawed Glove: give a minion here -1 power until the start of your next turn",
                   ctx.minions(base=ctx.here))
    if m is not None:
        _power_until_my_next_turn(ctx, m, -1)


@ability("Clawed Glove", kind="ongoing", event="destroyed", when=_host_batch_when)
def clawed_glove(ctx):
    """Play on your minion. Ongoing: After one or more minions here are destroyed, place a +1 power counter
    on this minion."""
    ctx.place_counters(host(ctx.card), 1)


def _machete_dests(ctx) -> list:
    m = host(ctx.card)
    return [b for b in ctx.other_bases(ctx.base_of(m))
            if any(x.controller not in (None, ctx.controller) for x in b.minions)]


@ability("Machete", kind="talent")
def machete_talent(ctx):
    """Talent: Move this minion to a base with another player's minion."""
    m = host(ctx.card)
    dests = _machete_dests(ctx)
    if not dests:
        raise Refused("Machete: no other base has another player's minion")
    ctx.move(m, ctx.choose(f"Machete: move {m.ref} to which base?", dests))


@ability("Machete", kind="ongoing", event="destroyed", when=_host_batch_when)
def machete(ctx):
    """Ongoing: After one or more minions here are destroyed, your minions here each gain +1 power until
    the end of the turn."""
    for m in ctx.minions(base=ctx.base_of(host(ctx.card)), controller=ctx.controller):
        ctx.add_power(m, 1)


@ability("Machete", kind="end_of_turn", when=lambda ctx: host(ctx.card) is not None)
def machete_return(ctx):
    """At the end of the turn, if this minion destroyed a minion this turn, return this card to your
    hand."""
    m = host(ctx.card)
    if any(d["source"] is m and d.get("power") is not None and d["turn"] == ctx.game.turn
           for d in ctx.destroyed_this_turn()):
        ctx.return_to_hand(ctx.card)


@ability("Puzzle Box")
def puzzle_box(ctx):
    """Play on your minion. Ongoing: If you do not control this minion, its abilities are cancelled."""
    box = ctx.card

    def hit(game, card):
        m = host(box)
        return m is not None and card is m and m.controller != box.controller

    ctx.cancel_abilities(match=hit)


@ability("Puzzle Box", kind="ongoing", event="destroyed", when=lambda ctx: batch_end(ctx))
def puzzle_box_draw(ctx):
    """Ongoing: After one or more minions are destroyed, draw a card."""
    ctx.draw(1)
