"""Ancient Egyptians (Oops, You Did It Again): burying cards and uncovering them (rules/burying).

Each function quotes the card text it implements
(corpus/cards/oops-you-did-it-again/ancient-egyptians.yaml).

An uncovered card is played again as an extra card, but "uncovered cards are not reburied"
(ancient-egyptians/blessing-of-anubis): its "Bury this card" is ignored and its "When this
card is uncovered" Special applies instead. The engine's ``uncover`` announces "<player>
uncovers <card> at <base>" just before playing the card and fires no event of its own, so
``uncovered_at`` reads that announcement to know whether (and where) the card being played
was uncovered.

Pharaoh's "After another buried card is uncovered" reads the same announcement: an uncovered card
is then played (``minion_played`` / ``action_played``) or, when it cannot be played, discarded.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def uncovered_at(ctx, card=None):
    """The base ``card`` (default: this card, being played now) was uncovered at, or None when it
    was played otherwise."""
    log = ctx.game.log
    ref = (card or ctx.card).ref
    for i in range(len(log) - 1, 0, -1):
        text = log[i].text
        if f"plays {ref}" in text or text.startswith(f"{ref} cannot be played and is discarded"):
            prev = log[i - 1].text
            mark = f"uncovers {ref} at "
            if mark in prev:
                bref = prev.split(mark, 1)[1]
                return next((b for b in ctx.game.bases if b.ref == bref), None) or bref
            return None
    return None


def my_buried(ctx, base=None):
    bases = [base] if base is not None else ctx.bases()
    return [c for b in bases for c in b.buried if c.controller == ctx.controller]


def bury_this(ctx):
    """"Bury this card": reveal it and place it face down on a base of your choice."""
    base = ctx.choose(f"{ctx.card.ref}: bury this card on which base?", ctx.bases())
    if base is None:
        return
    ctx.log(f"{ctx.controller} reveals {ctx.card.ref} and buries it", cites.BURYING)
    if ctx.card.zone is ctx.player.hand:
        ctx.saw([ctx.card], zone="hand")
    ctx.bury(ctx.card, base)


def bury_from_hand(ctx, base, text, may=False):
    hand = ctx.hand()
    pick = (ctx.may_choose if may else ctx.choose)(text, hand)
    if pick is not None:
        ctx.bury(pick, base)
    return pick


def _uncovered_event(ctx) -> bool:
    """Whether the card of this ``minion_played`` / ``action_played`` / ``discarded`` event is a
    buried card that was just uncovered (played, or discarded because it could not be played)."""
    ev = ctx.event
    card = ev.card
    if card is None or card is ctx.card or uncovered_at(ctx, card) is None:
        return False
    failed = f"{card.ref} cannot be played and is discarded"
    for e in reversed(ctx.game.log):
        if f"plays {card.ref}" in e.text:
            return ev.kind != "discarded"
        if e.text.startswith(failed):
            return ev.kind == "discarded"
    return False


def _pharaoh_trigger(ctx) -> bool:
    return ctx.in_play(ctx.card) and _uncovered_event(ctx)


for _event in ("minion_played", "action_played", "discarded"):
    @ability("Pharaoh", kind="ongoing", event=_event, when=_pharaoh_trigger)
    def pharaoh(ctx):
        """Ongoing: After another buried card is uncovered, draw a card."""
        ctx.draw(1)


def _pharaoh_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and ctx.here is base and bool(my_buried(ctx, base))


@ability("Pharaoh", kind="special", window="before_scoring", zone="play", usable=_pharaoh_usable)
def pharaoh_special(ctx):
    """Special: Before this base scores, you may uncover one of your buried cards here."""
    ctx.choose_and("Pharaoh: uncover one of your buried cards here", my_buried(ctx, ctx.here), ctx.uncover)


@ability("Priest of Anubis", kind="power")
def priest_of_anubis(ctx, minion):
    """Ongoing: This minion has +2 power if you have a card buried here."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return 2 if my_buried(ctx, ctx.here) else 0


@ability("Pyramid Engineer")
def pyramid_engineer(ctx):
    """You may uncover one of your buried cards here."""
    ctx.choose_and("Pyramid Engineer: you may uncover one of your buried cards here", my_buried(ctx, ctx.here),
                   ctx.uncover, may=True)


@ability("Pyramid Engineer", kind="talent")
def pyramid_engineer_talent(ctx):
    """Talent: Bury a card from your hand here."""
    bury_from_hand(ctx, ctx.here, "Pyramid Engineer: bury a card from your hand here")


def _mummy_usable(ctx):
    ev = ctx.event
    return ev is not None and ev.base is not None and ctx.here is ev.base and bool(ctx.other_bases(ev.base))


@ability("Mummy", slug="mummy-ancient-egyptians", kind="special", window="after_scoring", zone="play", usable=_mummy_usable)
def mummy(ctx):
    """Special: After this base scores, you may bury this minion on another base."""
    dest = ctx.choose("Mummy: bury this minion on which other base?", ctx.other_bases(ctx.event.base))
    if dest is not None:
        ctx.bury(ctx.card, dest)


@ability("Ancient Curse")
def ancient_curse(ctx):
    """Play on a minion. You may remove a +1 power counter from it."""
    m = ctx.target
    if m is not None and m.counters > 0 and ctx.may(f"Ancient Curse: remove a +1 power counter from {m.ref}?"):
        ctx.remove_counters(m, 1)


@ability("Ancient Curse", kind="power")
def ancient_curse_power(ctx, minion):
    """Ongoing: This minion has -2 power."""
    z = ctx.card.zone
    return -2 if z is not None and z.kind == "attached" and z.holder is minion else 0


@ability("Blessing of Anubis")
def blessing_of_anubis(ctx):
    """Bury this card. Special: When this card is uncovered, your minions here each gain +2 power
    until the end of the turn."""
    base = uncovered_at(ctx)
    if base is None:
        bury_this(ctx)
        return
    if isinstance(base, str):
        return
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 2)


@ability("Lost Knowledge", kind="special", window="before_scoring", zone="hand")
def lost_knowledge_special(ctx):
    """Special: You may play this card before a base scores."""
    ctx.play_this()


@ability("Lost Knowledge")
def lost_knowledge(ctx):
    """Bury a card from your hand OR uncover one of your buried cards."""
    can_bury, can_uncover = bool(ctx.hand()), bool(my_buried(ctx))
    if not (can_bury or can_uncover):
        return
    words = (["bury"] if can_bury else []) + (["uncover"] if can_uncover else [])
    word = words[0] if len(words) == 1 else ctx.choose_word("Lost Knowledge: bury or uncover?", words)
    if word == "bury":
        base = ctx.choose("Lost Knowledge: bury a card on which base?", ctx.bases())
        bury_from_hand(ctx, base, "Lost Knowledge: bury a card from your hand")
    else:
        ctx.uncover(ctx.choose("Lost Knowledge: uncover one of your buried cards", my_buried(ctx)))


@ability("Mummy Strength")
def mummy_strength(ctx):
    """Choose one of your minions. If there is a card buried on its base, it gains +4 power until
    the end of the turn, otherwise it gains +2 power until the end of the turn."""
    m = ctx.choose("Mummy Strength: choose one of your minions", ctx.minions(controller=ctx.controller))
    if m is None:
        return
    ctx.add_power(m, 4 if ctx.base_of(m).buried else 2)


@ability("Plague of Locusts", kind="special", window="before_scoring", zone="hand")
def plague_of_locusts_special(ctx):
    """Special: You may play this before a base scores."""
    ctx.play_this()


@ability("Plague of Locusts")
def plague_of_locusts(ctx):
    """Choose a base. All other players' minions there get -1 power until the end of the turn."""
    base = ctx.choose("Plague of Locusts: choose a base", ctx.bases())
    if base is None:
        return
    for m in ctx.minions(base=base, where=lambda m: m.controller != ctx.controller):
        ctx.add_power(m, -1)


@ability("Seal the Tomb")
def seal_the_tomb(ctx):
    """Bury up to two cards from your hand on the same base OR uncover up to two of your buried
    cards on the same base."""
    words = (["bury"] if ctx.hand() else []) + (["uncover"] if my_buried(ctx) else [])
    if not words:
        return
    word = words[0] if len(words) == 1 else ctx.choose_word("Seal the Tomb: bury or uncover?", words)
    if word == "bury":
        base = ctx.choose("Seal the Tomb: bury on which base?", ctx.bases())
        for c in ctx.choose_many("Seal the Tomb: bury up to two cards from your hand", ctx.hand(), max=2):
            ctx.bury(c, base)
    else:
        base = ctx.choose("Seal the Tomb: uncover at which base?",
                          [b for b in ctx.bases() if my_buried(ctx, b)])
        for c in ctx.choose_many("Seal the Tomb: uncover up to two of your buried cards there",
                                 my_buried(ctx, base), max=2):
            if c.zone is base.buried:
                ctx.uncover(c)


@ability("Tomb Trap")
def tomb_trap(ctx):
    """Bury this card. Special: When this card is uncovered, you may destroy a minion of power 4 or
    less here."""
    base = uncovered_at(ctx)
    if base is None:
        bury_this(ctx)
        return
    if isinstance(base, str):
        return
    ctx.choose_and("Tomb Trap: you may destroy a minion of power 4 or less here",
                   ctx.minions(base=base, where=lambda m: ctx.power(m) <= 4), ctx.destroy, may=True)


@ability("You Can Take It With You")
def you_can_take_it_with_you(ctx):
    """Bury this card. Special: When this card is uncovered, draw three cards."""
    if uncovered_at(ctx) is None:
        bury_this(ctx)
        return
    ctx.draw(3)


def _not_monster(c) -> bool:
    return c.defn.type != "monster"


def _sphinx_start_usable(ctx) -> bool:
    return ctx.is_my_turn and any(_not_monster(c) for c in my_buried(ctx))


@ability("Sphinx", kind="special", window="start_of_turn", zone="aside", usable=_sphinx_start_usable)
def sphinx_play(ctx):
    """Special: At the start of your turn, you may return one of your buried cards to your hand to
    play this titan on its base."""
    pick = ctx.choose("Sphinx: return one of your buried cards to your hand",
                      [c for c in my_buried(ctx) if _not_monster(c)])
    base = pick.zone.base
    ctx.to_hand(pick)
    pick.controller = ctx.controller
    ctx.log(f"{ctx.controller} returns a buried card from {base.ref} to their hand (Sphinx)", cites.BURYING)
    ctx.play_titan(ctx.card, base)


def _sphinx_after_usable(ctx) -> bool:
    base = ctx.event.base if ctx.event is not None else None
    return base is not None and any(_not_monster(c) for c in my_buried(ctx, base))


@ability("Sphinx", kind="special", window="after_scoring", zone="play", usable=_sphinx_after_usable)
def sphinx_after_scoring(ctx):
    """Special: After a base scores while this titan is in play, you may return one of your buried
    cards there to your hand."""
    base = ctx.event.base
    pick = ctx.choose("Sphinx: return one of your buried cards there to your hand",
                      [c for c in my_buried(ctx, base) if _not_monster(c)])
    ctx.to_hand(pick)
    pick.controller = ctx.controller
    ctx.log(f"{ctx.controller} returns a buried card from {base.ref} to their hand (Sphinx)", cites.BURYING)


@ability("Sphinx", kind="talent")
def sphinx_talent(ctx):
    """Talent: Bury a card from your hand here."""
    bury_from_hand(ctx, ctx.here, "Sphinx: bury a card from your hand here")
