"""Shapeshifters (Smash Up: Science Fiction Double Feature): minions that become other minions.

Each function quotes the card text it implements
(corpus/cards/science-fiction-double-feature/shapeshifters.yaml) and follows
clarifications/shapeshifters (the Bigger Geekier Box, 2018):

- Bacta the Future, Transmogrify: if the minion chosen to be destroyed is protected, the rest of
  the ability still resolves (for Transmogrify, with that minion's power).
- Doppelgänger: a Doppelgänger discarded from a scored base cannot put its minion on the new base
  (nor on the scored base, which is leaving play); if conditions prohibit playing the minion found,
  it is discarded instead. Transmogrify destroying Doppelgänger: both abilities resolve.
- Genetic Shift: "each of your minions" means those in play now.
- Mimic: its starting power is the highest printed power on a minion card in play; in the hand or
  deck its power is 0 (so G.E.L.F., "...Really?" and Transmogrify can play it).
- "...Really?": the destroyed minion can be played again at once from the discard pile.

Copycat and Cellular Bonding have the abilities of another card: a lasting "copy" effect names the
copied card, and every kind of ability (power, protection, triggers, talents, Specials used in play,
"instead", hand limit) is delegated to the copied card's registered abilities, run with the copier
as "this card" (clarifications/shapeshifters: the name is not copied, so War Raptor copied counts
the War Raptors but not the Copycat). The copy ends when the copier leaves play (forgotten with
it), and Copycat's at the end of the turn. An on-play ability Copycat copies does not resolve: it
was already played ("not every ability will trigger before the end of the turn"). Cellular Bonding
chooses as it is played, so the chosen action's on-play ability resolves for it too, "play on your
minion" ignored unless it is a prerequisite, which is not met on another player's minion (Change
Into A Gun destroys nothing there; clarifications/shapeshifters).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.errors import Refused
from oracle.engine.power import printed_power


def host_of(card):
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def vats_blocks(game, card, base) -> bool:
    """The Vats: "You may not play a minion here that has the same name as another minion here."""
    if base.card.name != "The Vats":
        return False
    return any(m.name == card.name and m is not card for m in base.minions)


def bases_for(ctx, card, exclude=()):
    """Bases on which ``card`` may be played as a minion now."""
    return [b for b in ctx.bases() if b not in exclude and not vats_blocks(ctx.game, card, b)]


def search_for(ctx, text, where):
    """Search your deck for a minion (reveal it; the caller shuffles). The search must be made;
    it finds nothing when the deck holds no such card. Returns the card (moved to the
    revealed cards) or None."""
    p = ctx.player
    if not p.deck:
        ctx.refill_deck(p.name)
    cands = [c for c in p.deck if where(c)]
    pick = ctx.choose(text, cands)
    if pick is None:
        ctx.log(f"{p.name} searches their deck and finds no such minion", cites.DECKS)
        return None
    ctx.set_aside(pick)
    ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
    ctx.saw([pick], player=p.name, top=False)
    return pick


def play_found(ctx, card, base=None, exclude=()):
    """Play ``card`` (found by a search, or from the discard pile) as an extra minion: on ``base``,
    or on a base the player chooses. When no base allows it, it is discarded instead
    (clarifications/shapeshifters)."""
    p = ctx.player
    if base is not None:
        options = [] if (base not in ctx.bases() or vats_blocks(ctx.game, card, base)) else [base]
    else:
        options = bases_for(ctx, card, exclude)
    dest = ctx.choose(f"choose a base to play {card.ref} on", options)
    if dest is None:
        ctx.to_discard(card, p)
        ctx.log(f"{card.ref} cannot be played and is discarded instead", cites.DECKS)
        return None
    try:
        return ctx.play_card(card, base=dest)
    except Refused:
        if card.zone is not None and not card.zone.in_play:
            ctx.to_discard(card, card.owner or p.name)
        ctx.log(f"{card.ref} cannot be played and is discarded instead", cites.DECKS)
        return None


# ----- minions ---------------------------------------------------------------------------
def _doppel_when(ctx) -> bool:
    ev = ctx.event
    if ev.card is not ctx.card:
        return False
    if ev.kind == "left_play" and ev.data.get("how") != "scored":
        return False
    z = ctx.card.zone
    return z is not None and z.kind == "discard"


def _doppelganger(ctx):
    """Ongoing: After this minion goes to the discard pile from play, search your deck for a minion
    and play it as an extra minion."""
    ev = ctx.event
    exclude = [ev.base] if ev.kind == "left_play" else []
    found = search_for(ctx, "Doppelgänger: search your deck for a minion", lambda c: c.defn.can_be("minion"))
    ctx.shuffle_deck()
    if found is not None:
        play_found(ctx, found, exclude=exclude)


for _ev in ("destroyed", "left_play"):
    ability("Doppelgänger", kind="ongoing", event=_ev, when=_doppel_when)(_doppelganger)


@ability("G.E.L.F.", kind="talent")
def gelf(ctx):
    """Talent: Search your deck for a non-G.E.L.F. minion of power 4 or less. Shuffle this minion
    into your deck and play that minion here as an extra minion."""
    here = ctx.here
    found = search_for(ctx, "G.E.L.F.: search your deck for a non-G.E.L.F. minion of power 4 or less",
                       lambda c: c.defn.can_be("minion") and c.name != "G.E.L.F." and printed_power(c) <= 4)
    if ctx.place(ctx.card, "deck_top"):
        ctx.log(f"{ctx.card.ref} is shuffled into {ctx.controller}'s deck", cites.DECKS)
    ctx.shuffle_deck()
    if found is not None:
        play_found(ctx, found, base=here)


@ability("Mimic", kind="power")
def mimic(ctx, minion):
    """Ongoing: This minion's power is equal to the highest power printed on a minion card in play.
    (clarifications/shapeshifters: that is its starting power; modifiers and counters still apply.)"""
    if minion is not ctx.card:
        return 0
    highest = max((printed_power(m) for m in ctx.game.minions() if m.defn.type == "minion"), default=0)
    return highest - printed_power(minion)


# ----- actions ---------------------------------------------------------------------------
@ability('"...Really?"')
def really(ctx):
    """Destroy one of your minions. Play an extra minion from your discard pile with the same or
    lower power."""
    mine = ctx.minions(controller=ctx.controller)
    victim = ctx.choose('"...Really?": destroy one of your minions', mine)
    if victim is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.T_DESTROY)
        return
    power = ctx.power(victim)
    ctx.destroy(victim)
    cands = [c for c in ctx.discard_pile() if c.defn.can_be("minion") and printed_power(c) <= power]
    pick = ctx.may_choose(f'"...Really?": play an extra minion of power {power} or less from your discard pile',
                          cands)
    if pick is None:
        ctx.log(f"{ctx.controller} plays no minion from their discard pile", cites.T_EXTRA)
        return
    play_found(ctx, pick)


@ability("Bacta the Future")
def bacta_the_future(ctx):
    """Destroy a minion. That minion's owner may immediately play an extra minion."""
    from oracle.engine.play import play_extra_now
    victim = ctx.choose("Bacta the Future: destroy a minion", ctx.minions())
    if victim is None:
        ctx.log("there is no minion to destroy", cites.T_DESTROY)
        return
    owner = victim.owner or victim.controller
    ctx.destroy(victim)
    if owner is not None:
        play_extra_now(ctx.game, owner, "minion", source=ctx.card)


@ability("Genetic Shift")
def genetic_shift(ctx):
    """Each of your minions gets +1 power until the end of the turn OR one of your minions gets +3
    power until the end of the turn."""
    pick = ctx.choose_word("Genetic Shift: each of your minions +1 (each) OR one of your minions +3 (one)",
                           ["each", "one"])
    mine = ctx.minions(controller=ctx.controller)
    if pick == "each":
        for m in mine:
            ctx.add_power(m, 1)
        return
    m = ctx.choose("Genetic Shift: one of your minions gets +3 power", mine)
    if m is not None:
        ctx.add_power(m, 3)


@ability("Mitosis")
def mitosis(ctx):
    """Choose your minion in play. Play a copy of that card from your hand as an extra minion."""
    model = ctx.choose("Mitosis: choose your minion in play", ctx.minions(controller=ctx.controller))
    if model is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.USING_ABILITIES)
        return
    copies = [c for c in ctx.hand() if c.name == model.name and c.defn.can_be("minion")]
    pick = ctx.may_choose(f"Mitosis: play a copy of {model.ref} from your hand as an extra minion", copies)
    if pick is None:
        ctx.log(f"{ctx.controller} plays no copy of {model.ref}", cites.T_EXTRA)
        return
    play_found(ctx, pick)


@ability("Shell Game", kind="protect")
def shell_game(ctx, affect):
    """Play on a minion. Ongoing: This minion cannot be destroyed."""
    return affect.kind == "destroy" and affect.target is host_of(ctx.card)


@ability("Splice as Nice", kind="power")
def splice_as_nice(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power."""
    return 2 if minion is host_of(ctx.card) else 0


@ability("Transmogrify")
def transmogrify(ctx):
    """Destroy one of your minions. Search your deck for a minion with the same or lower power and
    play it as an extra minion. Shuffle your deck."""
    victim = ctx.choose("Transmogrify: destroy one of your minions", ctx.minions(controller=ctx.controller))
    if victim is None:
        ctx.log(f"{ctx.controller} has no minion in play", cites.T_DESTROY)
        return
    power = ctx.power(victim)
    ctx.destroy(victim)
    found = search_for(ctx, f"Transmogrify: search your deck for a minion of power {power} or less",
                       lambda c: c.defn.can_be("minion") and printed_power(c) <= power)
    if found is not None:
        play_found(ctx, found)
    ctx.shuffle_deck()


# ----- Copycat and Cellular Bonding: having another card's abilities -------------------------
from oracle.abilities import registry as _registry  # noqa: E402
from oracle.engine import effects as _effects  # noqa: E402
from oracle.engine.context import Context  # noqa: E402

COPY = "copy"
COPIERS = ("Copycat", "Cellular Bonding")
TRIGGER_EVENTS = ("before_scoring", "when_scoring", "after_scoring", "start_of_turn", "end_of_turn")
ONGOING_EVENTS = ("minion_played", "action_played", "titan_played", "minion_playing", "action_playing",
                  "destroyed", "moved", "returned", "base_entered", "left_play", "base_replaced", "discarded",
                  "treasures_revealed")
SPECIAL_WINDOWS = (None, "before_scoring", "when_scoring", "after_scoring", "start_of_turn", "minion_played",
                   "action_played", "destroyed", "moved", "returned", "discarded", "minion_playing",
                   "action_playing", "titan_played", "treasures_revealed")


def copied(game, card):
    """(name, slug) of the card whose abilities ``card`` has now, else None."""
    if not game.in_play(card):
        return None
    for e in game.effects:
        if e.kind == COPY and e.card is card:
            return e.reason, e.flag
    return None


def copied_abilities(game, card, kind):
    c = copied(game, card)
    if c is None:
        return []
    name, slug = c
    if name in COPIERS:  # a copy of a copier has what that copier has
        return []
    return list(_registry.abilities(name, kind, slug=slug))


def _sub(ctx, ab):
    return Context(ctx.game, ctx.card, ability=ab, controller=ctx.controller, base=ctx._base,
                   target=ctx.target, event=ctx.event)


def start_copy(ctx, model, until):
    _effects.add_effect(ctx.game, _effects.Effect(COPY, card=ctx.card, reason=model.name, flag=model.defn.slug,
                                                  until=until, source=ctx.card, controller=ctx.controller))
    ctx.log(f"{ctx.card.ref} has the abilities of {model.ref}"
            + (" until the end of the turn" if until == "end_of_turn" else ""), cites.USING_ABILITIES)


def _register_delegates(name):
    def power(ctx, minion):
        return sum(int(ab.fn(_sub(ctx, ab), minion) or 0) for ab in copied_abilities(ctx.game, ctx.card, "power"))

    def player_power(ctx, base, player):
        return sum(int(ab.fn(_sub(ctx, ab), base, player) or 0)
                   for ab in copied_abilities(ctx.game, ctx.card, "player_power"))

    def breakpoint(ctx, base):
        return sum(int(ab.fn(_sub(ctx, ab), base) or 0) for ab in copied_abilities(ctx.game, ctx.card, "breakpoint"))

    def protect(ctx, affect):
        return any(ab.fn(_sub(ctx, ab), affect) for ab in copied_abilities(ctx.game, ctx.card, "protect"))

    def instead(ctx, card, where):
        for ab in copied_abilities(ctx.game, ctx.card, "instead"):
            got = ab.fn(_sub(ctx, ab), card, where)
            if got:
                return got
        return None

    def hand_limit(ctx, player):
        return sum(int(ab.fn(_sub(ctx, ab), player) or 0) for ab in copied_abilities(ctx.game, ctx.card, "hand_limit"))

    def talent(ctx):
        talents = copied_abilities(ctx.game, ctx.card, "talent")
        if not talents:
            ctx.game.refuse(f"{ctx.card.ref} has no talent now")
        for ab in talents:
            ab.fn(_sub(ctx, ab))

    for kind, fn in (("power", power), ("player_power", player_power), ("breakpoint", breakpoint),
                     ("protect", protect), ("instead", instead), ("hand_limit", hand_limit), ("talent", talent)):
        fn.__doc__ = f"{name}: the {kind} abilities of the copied card."
        ability(name, kind=kind)(fn)

    def triggered_copies(ctx):
        from oracle.engine.triggers import _default_when
        ev = ctx.event.kind
        out = []
        for ab in copied_abilities(ctx.game, ctx.card, "ongoing") + (
                copied_abilities(ctx.game, ctx.card, ev) if ev in TRIGGER_EVENTS else []):
            if ab.kind == "ongoing" and ab.event != ev:
                continue
            sub = _sub(ctx, ab)
            if ab.when(sub) if ab.when is not None else _default_when(sub, ab):
                out.append(ab)
        return out

    def trigger(ctx):
        for ab in triggered_copies(ctx):
            ab.fn(_sub(ctx, ab))

    trigger.__doc__ = f"{name}: the triggered abilities of the copied card."
    when = lambda ctx: bool(triggered_copies(ctx))  # noqa: E731
    for ev in TRIGGER_EVENTS:
        ability(name, kind=ev, when=when)(trigger)
    for ev in ONGOING_EVENTS:
        ability(name, kind="ongoing", event=ev, when=when)(trigger)

    def specials_for(ctx, window):
        out = []
        for ab in copied_abilities(ctx.game, ctx.card, "special"):
            if ab.window == window and ab.zone == "play" and (ab.usable is None or ab.usable(_sub(ctx, ab))):
                out.append(ab)
        return out

    for window in SPECIAL_WINDOWS:
        def usable(ctx, window=window):
            return bool(specials_for(ctx, window))

        def special(ctx, window=window):
            abs_ = specials_for(ctx, window)
            if abs_:
                abs_[0].fn(_sub(ctx, abs_[0]))

        special.__doc__ = f"{name}: the Specials of the copied card, used while it is in play."
        ability(name, kind="special", window=window, zone="play", usable=usable)(special)


for _name in COPIERS:
    _register_delegates(_name)


@ability("Copycat")
def copycat(ctx):
    """Choose another player's minion in play. This card has the same ability as that minion until
    the end of the turn."""
    others = ctx.minions(where=lambda m: m.controller not in (None, ctx.controller))
    model = ctx.choose("Copycat: choose another player's minion in play", others)
    if model is None:
        ctx.log("no other player has a minion in play: Copycat copies nothing", cites.USING_ABILITIES)
        return
    start_copy(ctx, model, "end_of_turn")


@ability("Cellular Bonding")
def cellular_bonding(ctx):
    """Play on a minion. Choose an action on a minion. Ongoing: This card has the abilities of the
    chosen action. (clarifications/shapeshifters: with no action on a minion in play, it is
    discarded with no effect; the copy lasts while Cellular Bonding is in play, even if the copied
    action leaves play.)"""
    acts = [a for m in ctx.game.minions() for a in m.attached if a.kind == "action" and a is not ctx.card]
    model = ctx.choose("Cellular Bonding: choose an action on a minion", acts)
    if model is None:
        ctx.log("there is no action on a minion: Cellular Bonding is discarded with no effect",
                cites.USING_ABILITIES)
        if ctx.in_play(ctx.card):
            ctx.place(ctx.card, "discard")
        return
    start_copy(ctx, model, "while_source")
    # the copied action's on-play ability resolves as if printed on Cellular Bonding: "play on your
    # minion" is ignored, unless it is a prerequisite (Change Into A Gun), which is then not met on
    # another player's minion (shapeshifters/cellular-bonding)
    for ab in copied_abilities(ctx.game, ctx.card, "on_play"):
        ab.fn(_sub(ctx, ab))
