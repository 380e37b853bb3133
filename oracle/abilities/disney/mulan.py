"""Mulan (Smash Up: Disney Edition): +1 power counters that pay off, and a well-drilled army.

Each function quotes the card text it implements (corpus/cards/smash-up-disney-edition/mulan.yaml).
"Character" is the Disney word for a minion (wiki/character); a "base modifier" is an action played
on a base, a "character modifier" an action played on a minion.

Readings are marked R: the rulebook is silent there and this is the project's reading; other notes name
the rule that decides them.

- "After you place a +1 power counter on this character" answers the engine's ``counters_placed``
  event (a placement made by an ability of yours; a transfer is not a placement, terms/transfer).
- R: Mulan's talent reads "If you have placed a +1 power counter on this character this turn, play an
  extra action, OR draw a card": the condition belongs to the extra action; drawing a card is always
  open.
- R: Shan Yu's only ability is its Special ("Special: Before a base scores, destroy ..."), which is
  resolved only when its trigger happens (rules/using-card-abilities); played with that Special before a
  base scores it destroys. Played as a regular action it does nothing: a card may be played even if its
  ability cannot happen (rules/canceling-or-preventing-effects). Unlike Widow's Bite ("Special: Play
  before a base scores"), its text puts no condition on playing the card itself.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.disney.common import discard_cost
from oracle.engine import cites
from oracle.engine.errors import Refused


def _printed(card) -> int:
    return card.defn.power or 0


def _once_per_turn(ctx, tag) -> bool:
    """True the first time this card's ``tag`` ability is used this turn (and records it). The use is
    this card's: forgotten when it leaves play (replayed, it is a new card: rules/in-and-out-of-play)."""
    if ctx.used_this_turn(tag):
        return False
    ctx.mark_used(tag)
    return True


def _counter_on_me(ctx) -> bool:
    ev = ctx.event
    return ev.card is ctx.card and ev.player == ctx.controller and ctx.in_play(ctx.card)


def _draw_once(ctx):
    """Ongoing: Once per turn, after you place a +1 power counter on this character, draw a card."""
    if _once_per_turn(ctx, "counter-draw"):
        ctx.draw(1)


# ----- characters ----------------------------------------------------------------------------------
@ability("Mulan", kind="talent")
def mulan(ctx):
    """Talent: If you have placed a +1 power counter on this character this turn, play an extra action,
    OR draw a card."""
    placed = ctx.counters_placed_this_turn(card=ctx.card, player=ctx.controller)
    word = ctx.choose_word("Mulan: play an extra action, or draw a card?", ["extra action", "draw"]) \
        if placed else "draw"
    if word == "extra action":
        ctx.extra("action", reason="Mulan's talent")
    else:
        ctx.draw(1)


@ability("Chien Po")
def chien_po(ctx):
    """Until the start of your next turn, your characters on this card's base are not affected by other
    players' cards."""
    base, me = ctx.here, ctx.controller

    def shielded(game, affect):
        t = affect.target
        return (t.defn.plays_as == "minion" and t.controller == me and game.base_of(t) is base
                and affect.controller is not None and affect.controller != me)

    ctx.protect(shielded)
    ctx.log(f"until the start of {me}'s next turn, {me}'s characters on {base.ref} are not affected by "
            f"other players' cards ({ctx.card.ref})", cites.T_AFFECT)


ability("Chien Po", kind="ongoing", event="counters_placed", when=_counter_on_me)(_draw_once)


@ability("Ling")
def ling(ctx):
    """You may play an extra character of power 2 or less here."""
    ctx.extra("minion", where=lambda c: _printed(c) <= 2, base=ctx.here, reason="Ling: power 2 or less, here")


ability("Ling", kind="ongoing", event="counters_placed", when=_counter_on_me)(_draw_once)


@ability("Yao")
def yao(ctx):
    """You may destroy a character of power 2 or less here."""
    targets = ctx.minions(base=ctx.here, where=lambda m: ctx.power(m) <= 2)
    ctx.choose_and("Yao: you may destroy a character of power 2 or less here", targets, ctx.destroy, may=True)


ability("Yao", kind="ongoing", event="counters_placed", when=_counter_on_me)(_draw_once)


@ability("Cri-Kee")
def cri_kee(ctx):
    """If you have another character here, you may play an extra character of power 3 or less."""
    if ctx.minions(base=ctx.here, controller=ctx.controller, where=lambda m: m is not ctx.card):
        ctx.extra("minion", where=lambda c: _printed(c) <= 3, reason="Cri-Kee: power 3 or less")
    else:
        ctx.log(f"Cri-Kee: {ctx.controller} has no other character on {ctx.here.ref}", cites.USING_ABILITIES)


@ability("Li Shang", kind="talent")
def li_shang(ctx):
    """Talent: Place a +1 power counter on another character here."""
    targets = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
    if not targets:
        raise Refused(f"{ctx.card.ref}: there is no other character here")
    ctx.place_counters(ctx.choose("Li Shang: place a +1 power counter on which character?", targets), 1)


@ability("Mushu")
def mushu(ctx):
    """You may place a +1 power counter on another character here."""
    targets = ctx.minions(base=ctx.here, where=lambda m: m is not ctx.card)
    ctx.choose_and("Mushu: you may place a +1 power counter on another character here", targets,
                   lambda pick: ctx.place_counters(pick, 1), may=True)


# ----- actions -------------------------------------------------------------------------------------
@ability("Avalanche")
def avalanche(ctx):
    """Choose a base. Discard a card to shuffle all characters there of power 3 or less into their
    owners' decks."""
    base = ctx.choose("Avalanche: choose a base", ctx.bases())
    if discard_cost(ctx, "a card") is None:
        ctx.log("Avalanche: no card to discard, nothing happens", cites.USING_ABILITIES)
        return
    victims = ctx.minions(base=base, where=lambda m: ctx.power(m) <= 3)
    owners = []
    for m in victims:
        owner = m.owner or m.controller
        if ctx.place(m, "deck_top") and owner not in owners:
            owners.append(owner)
    for owner in owners:
        ctx.shuffle_deck(owner)


@ability("Be a Man", kind="talent")
def be_a_man(ctx):
    """Base modifier. Talent: Place a +1 power counter on up to two characters here."""
    picks = ctx.choose_many("Be a Man: place a +1 power counter on up to two characters here",
                            ctx.minions(base=ctx.here), max=2)
    for m in picks:
        ctx.place_counters(m, 1)


@ability("Call Up New Recruits")
def call_up_new_recruits(ctx):
    """Play an extra character of power 4 or less, OR draw two cards."""
    word = ctx.choose_word("Call Up New Recruits: an extra character of power 4 or less, or draw two cards?",
                           ["extra character", "draw two"])
    if word == "draw two":
        ctx.draw(2)
    else:
        ctx.extra("minion", where=lambda c: _printed(c) <= 4, reason="Call Up New Recruits: power 4 or less")


@ability("Dragon Cannon")
def dragon_cannon(ctx):
    """Destroy a character of power 3 or less."""
    ctx.choose_and("Dragon Cannon: destroy a character of power 3 or less",
                   ctx.minions(where=lambda m: ctx.power(m) <= 3), ctx.destroy)


@ability("Family Sword", kind="power")
def family_sword(ctx, minion):
    """Character modifier. Ongoing: This character has +3 power."""
    holder = getattr(ctx.card.zone, "holder", None)
    return 3 if minion is holder else 0


@ability("Group Training")
def group_training(ctx):
    """Place a +1 power counter on each of your characters."""
    for m in ctx.minions(controller=ctx.controller):
        ctx.place_counters(m, 1)


@ability("Prepare to Fight")
def prepare_to_fight(ctx):
    """Place two +1 power counters on a character. Draw a card."""
    ctx.choose_and("Prepare to Fight: place two +1 power counters on which character?", ctx.minions(),
                   lambda target: ctx.place_counters(target, 2))
    ctx.draw(1)


def _shan_yu_targets(ctx, base):
    mine = ctx.minions(base=base, controller=ctx.controller)
    return [m for m in ctx.minions(base=base)
            if any(ctx.power(m) <= ctx.power(y) for y in mine if y is not m)]


def _shan_yu_usable(ctx):
    return ctx.event.base is not None and bool(_shan_yu_targets(ctx, ctx.event.base))


@ability("Shan Yu", kind="special", window="before_scoring", usable=_shan_yu_usable)
def shan_yu_special(ctx):
    """Special: Before a base scores, destroy a character there with power less than or equal to one of
    your characters there."""
    ctx.play_this()


@ability("Shan Yu")
def shan_yu(ctx):
    """Special: Before a base scores, destroy a character there with power less than or equal to one of
    your characters there."""
    special = any(p["card"] is ctx.card and p["how"] == "special" for p in ctx.plays_this_turn())
    base = ctx.game.scoring_base
    if not special or base is None:
        ctx.log("Shan Yu does nothing unless played as a Special before a base scores", cites.T_SPECIAL)
        return
    ctx.choose_and(f"Shan Yu: destroy a character on {base.ref}", _shan_yu_targets(ctx, base), ctx.destroy)
