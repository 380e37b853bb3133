"""The Nightmare Before Christmas (Smash Up: Disney Edition): character modifiers, given and taken.

Each function quotes the card text it implements
(corpus/cards/smash-up-disney-edition/the-nightmare-before-christmas.yaml). "Character" is the Disney
word for a minion (wiki/character); a "character modifier" is an action played on a minion.

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- R: Zero's and Sandy Claws Costume's Specials ("After this base scores, return this character ...")
  resolve after the base's VP are awarded, before its cards go to the discard piles: the character
  returns to the hand from the base, so it never reaches the discard pile.
- R: Ghostly Presents checks who controls the character when it is played on it.
- R: Zombie Duck Toy changes only VP that a player gains from that base: "you gain 1 VP more" / "its
  controller gains 1 VP less" change a gain, so a controller who gains no VP there gains none (and
  never fewer than 0).

- Christmas Will Be Ours!: the card played from another player's hand is yours to play (you control
  it); at the end of the turn a delayed trigger returns it to its owner's hand from play, a discard
  pile, a deck or a hand.

- Oogie Boogie: "Destroy this card if another character here has power 5 or more" is a ``state``
  ability, checked whenever nothing is resolving; so when Oogie Boogie is played beside a 5-power
  character, its own ability (the move) resolves first, and it is destroyed only if its character
  is still at such a base.
- R: Jack-O'lantern-in-the-Box: "draw an additional card before the end of your turn" is drawn at the
  end of your turn, like Missing Uplink's "at the end of your turn" (after Draw 2 Cards, so no hand
  limit check). "May not add additional cards to their hand during their turn": the cards drawn in the
  Draw 2 Cards phase are not additional; every other card that would enter that player's hand during
  their turn (drawn, returned, placed or searched for, by anyone's ability) stays where it is
  (``forbid("hand")``): a returned character stays in play.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused


def _is_char_mod(card) -> bool:
    return card.defn.plays_as == "action" and card.defn.play_on == "minion"


def _holder(card):
    return getattr(card.zone, "holder", None)


def _char_mods_in_play(ctx, base=None, controller=None):
    out = []
    for m in ctx.minions(base=base):
        out += [a for a in m.attached if _is_char_mod(a) and (controller is None or a.controller == controller)]
    return out


def _printed(card) -> int:
    return card.defn.power or 0


# ----- characters ----------------------------------------------------------------------------------
@ability("Jack Skellington")
def jack_skellington(ctx):
    """Place a character modifier from your discard pile into your hand."""
    found = [c for c in ctx.discard_pile() if _is_char_mod(c)]
    ctx.choose_and("Jack Skellington: a character modifier from your discard pile to your hand", found,
                   lambda pick: ctx.place(pick, "hand"))


def _jack_when(ctx):
    ev = ctx.event
    return ev.player == ctx.controller and ev.card is not None and _is_char_mod(ev.card) and ctx.in_play(ctx.card)


@ability("Jack Skellington", kind="ongoing", event="action_played", when=_jack_when)
def jack_skellington_ongoing(ctx):
    """Ongoing: After you play a character modifier, you may place a +1 power counter on a character, OR
    you may draw a card."""
    word = ctx.choose_word("Jack Skellington: place a +1 power counter on a character, draw a card, or neither?",
                           ["counter", "draw", "neither"])
    if word == "counter":
        ctx.choose_and("Jack Skellington: place a +1 power counter on which character?", ctx.minions(),
                       lambda target: ctx.place_counters(target, 1))
    elif word == "draw":
        ctx.draw(1)


@ability("Dr. Finkelstein", kind="talent")
def dr_finkelstein(ctx):
    """Talent: Move a character modifier from one character to another."""
    mods = _char_mods_in_play(ctx)
    if not mods or len(ctx.minions()) < 2:
        raise Refused(f"{ctx.card.ref}: no character modifier that could move to another character")
    mod = ctx.choose("Dr. Finkelstein: which character modifier moves?", mods)
    frm = _holder(mod)
    to = ctx.choose(f"Dr. Finkelstein: move {mod.ref} to which character?",
                    ctx.minions(where=lambda m: m is not frm))
    ctx.transfer_action(mod, to)


@ability("Sally", kind="talent")
def sally(ctx):
    """Talent: Play a character modifier as an extra action."""
    ctx.extra("action", where=_is_char_mod, reason="Sally: a character modifier")


def _lsb_usable(ctx):
    base = ctx.event.base
    return (base is not None and ctx.base_of(ctx.card) is base and bool(ctx.minions(base=base))
            and any(_is_char_mod(c) for c in ctx.hand()))


@ability("Lock, Shock & Barrel", kind="special", window="before_scoring", zone="play", usable=_lsb_usable)
def lock_shock_and_barrel(ctx):
    """Special: Before this base scores, you may play a character modifier on a character here as an extra
    action."""
    base = ctx.here
    mod = ctx.choose("Lock, Shock & Barrel: which character modifier?", [c for c in ctx.hand() if _is_char_mod(c)])
    on = ctx.choose(f"Lock, Shock & Barrel: play {mod.ref} on which character here?", ctx.minions(base=base))
    ctx.play_card(mod, on=on)


@ability("The Mayor of Halloween Town", kind="power")
def the_mayor(ctx, minion):
    """Ongoing: If you control a character modifier here, your characters here have +1 power."""
    here = ctx.here
    if here is None or minion.controller != ctx.controller or ctx.base_of(minion) is not here:
        return 0
    return 1 if _char_mods_in_play(ctx, base=here, controller=ctx.controller) else 0


@ability("Zero", kind="power")
def zero(ctx, minion):
    """Ongoing: This character has +3 power if you control any character modifiers here."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 3 if _char_mods_in_play(ctx, base=ctx.here, controller=ctx.controller) else 0


def _my_base_scored(ctx):
    return ctx.event.base is not None and ctx.here is ctx.event.base


@ability("Zero", kind="after_scoring", when=_my_base_scored)
def zero_special(ctx):
    """Special: After this base scores, return this character to your hand instead of the discard pile and
    you may play it on another base as an extra character."""
    scored = ctx.here
    if not ctx.return_to_hand(ctx.card):
        return
    if ctx.card.zone is not ctx.player.hand:
        return
    dest = ctx.may_choose("Zero: you may play it on another base as an extra character", ctx.other_bases(scored))
    if dest is not None:
        ctx.play_card(ctx.card, base=dest)


@ability("Halloween Town Folks")
def halloween_town_folks(ctx):
    """Reveal the top three cards of your deck. If there are any character modifiers, draw one. Place the
    rest on the top and/or bottom of your deck in any order."""
    cards = ctx.take_top(3)
    p = ctx.player
    mods = [c for c in cards if _is_char_mod(c)]
    if mods:
        pick = ctx.choose("Halloween Town Folks: draw which character modifier?", mods)
        ctx.to_hand(pick, p)
        pick.controller = p.name
        ctx.log(f"{p.name} draws {pick.ref}", cites.DECKS)
        cards.remove(pick)
    while cards:
        card = ctx.choose("Halloween Town Folks: place which revealed card next?", cards)
        where = ctx.choose_word(f"Halloween Town Folks: {card.ref} on the top or the bottom of your deck?",
                                ["top", "bottom"])
        ctx.to_deck(card, p, top=where == "top")
        ctx.log(f"{card.ref} is placed on the {where} of {p.name}'s deck", cites.T_PLACE)
        cards.remove(card)


# ----- actions -------------------------------------------------------------------------------------
@ability("Ghostly Presents")
def ghostly_presents(ctx):
    """Character modifier. Ongoing: If you control this character, immediately destroy this card and play
    an extra character of power 3 or less. Otherwise, its controller cannot play characters of power 3 or
    less here."""
    me, card = ctx.controller, ctx.card
    holder = _holder(card)
    if holder is None:
        return
    if holder.controller == me:
        ctx.destroy(card)
        ctx.play_extra_now("minion", where=lambda c: _printed(c) <= 3)
        return

    def banned(game, c, base, player):
        h = _holder(card)
        return (h is not None and player == h.controller and base is game.base_of(h)
                and c.defn.can_be("minion") and (c.defn.power or 0) <= 3)

    ctx.forbid("play", None, match=banned, until="while_source",
               reason=f"characters of power 3 or less on the base of {holder.ref} if they control it ({card.ref})")


@ability("Monster Garland", kind="power")
def monster_garland(ctx, minion):
    """Character modifier. Ongoing: If you control this character, it has +3 power; otherwise, it has -2
    power."""
    if minion is not _holder(ctx.card):
        return 0
    return 3 if minion.controller == ctx.controller else -2


@ability("Sandy Claws Costume", kind="power")
def sandy_claws_costume(ctx, minion):
    """Character modifier. Ongoing: This character has +1 power for each character modifier you control."""
    if minion is not _holder(ctx.card):
        return 0
    return len(_char_mods_in_play(ctx, controller=ctx.controller))


def _costume_base_scored(ctx):
    h = _holder(ctx.card)
    return h is not None and ctx.event.base is not None and ctx.base_of(h) is ctx.event.base


@ability("Sandy Claws Costume", kind="after_scoring", when=_costume_base_scored)
def sandy_claws_costume_special(ctx):
    """Special: After this base scores, return this character to its owner's hand and place this card on
    the bottom of your deck."""
    holder = _holder(ctx.card)
    if holder is None or not ctx.in_play(ctx.card):  # it left play with its character (e.g. a second
        return                                         # Costume on it returned it first): nothing to do
    ctx.return_to_hand(holder)
    if ctx.in_play(ctx.card):  # the character stayed: this card stays on it
        return
    ctx.place(ctx.card, "deck_bottom", player=ctx.controller)


@ability("Winter Surprise")
def winter_surprise(ctx):
    """Play a character modifier from your discard pile as an extra action. Shuffle this card into your
    deck."""
    found = [c for c in ctx.discard_pile() if _is_char_mod(c)]
    if found and ctx.minions():
        pick = ctx.choose("Winter Surprise: a character modifier from your discard pile to play", found)
        ctx.play_card(pick)
    p = ctx.player
    ctx.to_deck(ctx.card, p)
    ctx.card.controller = p.name
    ctx.log(f"{ctx.card.ref} is shuffled into {p.name}'s deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Zombie Duck Toy", kind="when_scoring", when=_costume_base_scored)
def zombie_duck_toy(ctx):
    """Character modifier. Special: When this base scores, if you control this character, you gain 1 VP
    more; otherwise, its controller gains 1 VP less. (Only a player who gains VP here gains more or
    less.)"""
    holder = _holder(ctx.card)
    who = holder.controller
    for s in ctx.event.data.get("standings") or []:
        if s.player == who and s.vp > 0:
            s.vp = s.vp + 1 if who == ctx.controller else s.vp - 1
            ctx.log(f"{who} gains {s.vp} VP instead ({ctx.card.ref})", cites.USING_ABILITIES)


@ability("Christmas Will Be Ours!")
def christmas_will_be_ours(ctx):
    """Look at another player's hand. You may play an action there or in your hand as an extra action. If
    it is owned by another player, return it to their hand at the end of the turn no matter where it is
    (except the box)."""
    who = ctx.choose("Christmas Will Be Ours!: look at which player's hand?", ctx.other_players())
    if who is None:
        return
    theirs = ctx.hand(who)
    ctx.log(f"{ctx.controller} looks at {who}'s hand: {', '.join(c.ref for c in theirs) or 'empty'}",
            cites.USING_ABILITIES)
    ctx.saw(theirs, player=who, look=True, zone="hand")
    options = [c for c in theirs + ctx.hand() if c.defn.can_be("action")]
    pick = ctx.may_choose("Christmas Will Be Ours!: you may play an action from that hand or yours as an extra "
                          "action", options)
    if pick is None:
        return
    owner = pick.owner or who
    ctx.play_card(pick)
    if owner == ctx.controller:
        return

    def give_back(dctx):
        game = dctx.game
        if pick.zone is None or pick.zone.kind == "box" or pick.zone is game.box:
            return
        if game.in_play(pick):
            from oracle.engine import effects
            ctx.leave_play(pick, "hand")
        else:
            ctx.to_hand(pick, owner)
            pick.controller = owner
        game.event(f"{pick.ref} returns to {owner}'s hand at the end of the turn (Christmas Will Be Ours!)",
                   cites.T_RETURN)

    ctx.delayed("end_of_turn", give_back)


# ----- Oogie Boogie and Jack-O'lantern-in-the-Box ----------------------------------------------------
def _on_holder(card):
    """A ``match(game, c)`` for the character ``card`` is attached to (whatever it is now)."""
    return lambda game, c: c is _holder(card)


@ability("Oogie Boogie")
def oogie_boogie(ctx):
    """Character modifier. You may move this character to another base. Ongoing: This character has 0
    power and its abilities are cancelled. Destroy this card if another character here has power 5 or
    more."""
    card = ctx.card
    holder = _holder(card)
    if holder is None:
        return
    ctx.ongoing("set_power", 0, match=_on_holder(card))
    ctx.cancel_abilities(match=_on_holder(card))
    if getattr(ctx, "setting_up", False):  # started in play: only the Ongoing part applies
        return
    frm = ctx.base_of(holder)
    dest = ctx.may_choose(f"Oogie Boogie: you may move {holder.ref} to another base",
                          ctx.other_bases(frm) if frm is not None else [])
    if dest is not None:
        ctx.move(holder, dest)


def _oogie_outpowered(ctx) -> bool:
    holder = _holder(ctx.card)
    here = ctx.base_of(holder) if holder is not None else None
    if here is None:
        return False
    return any(m is not holder and ctx.power(m) >= 5 for m in ctx.minions(base=here))


@ability("Oogie Boogie", kind="state", when=_oogie_outpowered)
def oogie_boogie_state(ctx):
    """Ongoing: ... Destroy this card if another character here has power 5 or more. (Checked whenever
    nothing is resolving: as soon as the ability or event that made it true has finished.)"""
    holder = _holder(ctx.card)
    ctx.log(f"{ctx.card.ref}: another character at {ctx.base_of(holder).ref} has power 5 or more",
            cites.USING_ABILITIES)
    ctx.destroy(ctx.card)


@ability("Jack-O'lantern-in-the-Box")
def jack_o_lantern_in_the_box(ctx):
    """Character modifier. Ongoing: If you control this character, draw an additional card before the end
    of your turn; otherwise, this character's controller may not add additional cards to their hand
    during their turn."""
    card = ctx.card

    def barred(game, c, player):
        h = _holder(card)
        return (h is not None and h.controller is not None and h.controller != card.controller
                and player == h.controller and game.current_player.name == player and not game.regular_draw)

    ctx.forbid("hand", None, match=barred, until="while_source",
               reason=f"({card.ref}: the controller of its character, if not {card.controller}, during their "
                      f"turn, except the Draw 2 Cards draw)")


def _jack_o_mine(ctx):
    h = _holder(ctx.card)
    return h is not None and h.controller == ctx.controller and ctx.game.current_player.name == ctx.controller


@ability("Jack-O'lantern-in-the-Box", kind="end_of_turn", when=_jack_o_mine)
def jack_o_lantern_in_the_box_draw(ctx):
    """Ongoing: If you control this character, draw an additional card before the end of your turn; ..."""
    ctx.draw(1)
