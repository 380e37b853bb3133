"""Effects and durations, protection, and leaving play.

- Durations (rules/using-card-abilities, rules/multiple-effects): an
  ``Effect`` lasts ``until`` the end of the turn (default), the start of a
  player's turn, or while its source is in play. "Do X until Z" snapshots its
  targets (``card=``); "until Z do X" and Ongoing use a predicate (``match=``).
  Resets of the same value (rules/calculating-values-for-breakpoints-or-power),
  and what a ``forbid`` effect forbids.
- Affect (terms/affect): every change to a card in play is an ``Affect``
  carrying its source card, that card's controller and type, so protection
  ("not affected by other players' actions") is answered from data
  (``allowed``, ``shielded``, ``redirected``). The affects themselves are ``affects``.
- Leaving play: attachments first, then the owner's pile, or where an
  "instead" sends it (rules/in-and-out-of-play, rules/attached-cards, terms/place).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass

from . import cites, decks
from . import abilities_hook as hooks
from .events import GameEvent, fire
from .prompts import Prompt


@dataclass
class Effect:
    """A lasting modification: ``kind`` is power | set_power | breakpoint |
    set_breakpoint | player_power | flag. ``card`` (a snapshot target) or
    ``match(game, card)`` (a live rule) picks what it applies to."""

    kind: str
    amount: int = 0
    card: object = None
    match: object = None
    base: object = None
    player: str | None = None
    until: str = "end_of_turn"   # end_of_turn | start_of_turn | while_source | permanent
    until_player: str | None = None
    source: object = None
    controller: str | None = None
    flag: str | None = None
    until_turn: int | None = None  # with until="end_of_turn": lasts to the end of that turn number
    reason: str = ""
    fn: object = None  # a delayed trigger's ability function
    # a "cancel" of one card (``card=``): the uids of the cards attached to it when the cancel began.
    # It cancels only the abilities the card had then: a talent an action attached later gives it is
    # kept (changerbots/bruiser: "Abilities gained after the talent is used are not lost").
    had: frozenset | None = None
    # an "instead" effect: the destinations it may replace (a lasting one replaces only discards unless
    # it says so, e.g. Mime's "the bottom of your deck instead of your hand or the discard pile")
    replaces: tuple = ("discard",)

    def applies_to(self, game, card) -> bool:
        """``card`` alone: that card while in play; ``match`` alone: the cards it matches; both: the
        card while it matches (e.g. "it gains +5 power while it is here")."""
        if self.card is not None and not (self.card is card and game.in_play(card)):
            return False
        if self.match is not None:
            return bool(self.match(game, card))
        return self.card is not None


@dataclass
class Affect:
    """One thing about to be done to a card: ``kind`` is destroy | move | return |
    place | power | counter | control | attach | ... ; ``source`` the card whose
    ability mandates it, ``controller`` who gets the credit (terms/affect)."""

    kind: str
    target: object
    source: object = None
    controller: str | None = None
    ongoing: bool = False  # an ongoing power change asked about while power is computed

    @property
    def source_type(self):
        return None if self.source is None else self.source.kind


def add_effect(game, eff: Effect) -> Effect:
    if eff.kind == "cancel" and eff.card is not None and eff.had is None:
        eff.had = frozenset(c.uid for c in getattr(eff.card, "attached", ()) or ())
    game.effects.append(eff)
    if eff.kind in ("set_power", "set_breakpoint"):
        choose_resets(game)
    return eff


def _resets(game, kind, target):
    """The reset effects of ``kind`` that apply to ``target`` (a minion, or a base for breakpoints)."""
    if kind == "set_power":
        return [e for e in game.effects if e.kind == kind and e.applies_to(game, target)
                and not effect_shielded(game, target, e)]
    return [e for e in game.effects if e.kind == kind and e.base is target]


def chosen_reset(game, kind, target, resets):
    """The reset that applies when several would reset the same value: the one the current player
    chose (rules/calculating-values-for-breakpoints-or-power), else the last one made."""
    if len({e.amount for e in resets}) > 1:
        for card, chosen, among in reversed(game.reset_choices):
            if card is target and chosen in resets and all(e in among for e in resets):
                return chosen
    return resets[-1]


def choose_resets(game) -> None:
    """When two or more abilities reset the same power or breakpoint to different values, the
    current player chooses which applies (asked when the second reset is made)."""
    targets = [("set_power", m, f"{m.ref}'s power") for m in game.minions()]
    targets += [("set_breakpoint", b, f"the breakpoint of {b.ref}") for b in game.bases]
    for kind, target, what in targets:
        resets = _resets(game, kind, target)
        if len({e.amount for e in resets}) < 2:
            continue
        if any(card is target and all(e in among for e in resets) for card, _, among in game.reset_choices):
            continue
        options, by_label = [], {}
        for e in resets:
            label = f"{e.amount} ({e.source.ref if e.source is not None else 'an effect'})"
            if label not in by_label:
                by_label[label] = e
                options.append(label)
        pick = game.ask(Prompt(f"two abilities reset {what}: which applies?", game.current_player.name, options))
        chosen = by_label[pick]
        game.reset_choices.append((target, chosen, list(resets)))
        game.event(f"{game.current_player.name} chooses the reset of {what} to {chosen.amount}", cites.CALCULATING)


def expire(game, when: str, player: str | None = None) -> None:
    """Remove effects that expire now (end of turn, or the start of ``player``'s turn)."""
    keep = []
    gone = 0
    ended = []
    for e in game.effects:
        if when == "end_of_turn" and e.until == when and e.until_turn is not None and game.turn < e.until_turn:
            keep.append(e)
        elif e.until == when and (when == "end_of_turn" or e.until_player in (None, player)):
            gone += 1
            ended.append(e)
        else:
            keep.append(e)
    if gone:
        game.effects = keep
        for e in ended:  # control "until ..." goes back to the previous controller
            if e.kind == "control" and e.card is not None and game.in_play(e.card) and e.card.controller == e.player:
                e.card.controller = e.flag
                for st in e.card.stored:
                    st.controller = e.flag
                game.event(f"control of {e.card.ref} returns to {e.flag or 'no one (an uncontrolled monster)'}",
                           cites.T_CONTROL)
        phase = "end of turn" if when == "end_of_turn" else f"start of {player}'s turn"
        game.event(f"{gone} effect(s) lasting until the {phase} expire",
                   cites.END_TURN if when == "end_of_turn" else cites.START_TURN)


def forbidden(game, what: str, player: str, card, base=None) -> Effect | None:
    """The effect forbidding ``player`` to ``what`` (play | play_extra | move | special) ``card``,
    if any. ``base`` is where the card would go (the destination of a play; for a Special, the
    base being scored, if any); a ``match`` that takes a third argument (or a ``base`` keyword)
    sees it: ``match(game, card, base)``; one with a ``player`` keyword also gets the player."""
    for e in game.effects:
        if e.kind == "forbid" and e.flag == what and e.player in (None, player):
            if e.source is not None and hooks.ignores(game, player, e.source):
                continue  # not subject to the restrictions of a base one ignores
            if e.match is None or call_match(e.match, game, card, base, player):
                return e
    return None


_MATCH_SHAPES = {}


def _required(match):
    return {p.name for p in inspect.signature(match).parameters.values() if p.default is p.empty}


def call_match(match, game, card, base, player=None):
    """``match(game, card)``, or ``match(game, card, base)`` when it asks for the base (a third
    parameter without a default value; parameters with defaults are the match's own values)."""
    code = getattr(match, "__code__", None)
    shape = _MATCH_SHAPES.get(code) if code is not None else None
    if shape is None:
        try:
            params = list(inspect.signature(match).parameters.values())
        except (TypeError, ValueError):
            params = []
        required = {p.name for p in params if p.default is p.empty}  # a default is the match's own value
        if "player" in required:
            shape = "player"
        elif "base" in required:
            shape = "keyword"
        elif len([p for p in params if p.default is p.empty
                  and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]) >= 3:
            shape = "positional"
        else:
            shape = "two"
        if code is not None:
            _MATCH_SHAPES[code] = shape
    if shape == "player":
        return match(game, card, base=base, player=player) if "base" in _required(match) else \
            match(game, card, player=player)
    if shape == "keyword":
        return match(game, card, base=base)
    if shape == "positional":
        return match(game, card, base)
    return match(game, card)


def hand_refused(game, card, player: str) -> bool:
    """True (and a log line) when an effect forbids adding ``card`` to ``player``'s hand
    (``forbid("hand", ...)``, e.g. "may not add additional cards to their hand during their turn"):
    the card then stays where it is. ``game.regular_draw`` is True while the Draw 2 Cards phase draws."""
    if player is None:
        return False
    ban = forbidden(game, "hand", player, card)
    if ban is None:
        return False
    game.event(f"{card.ref} does not go to {player}'s hand: {ban.reason or 'an effect forbids it'}",
               cites.USING_ABILITIES)
    return True


def forget_card(game, card) -> None:
    """A card that leaves play has no memory: drop effects on it and from it (while_source), its
    "once per turn" uses (``Context.mark_used``), and the counter placements on it and its moves no
    longer count as those of "this card" (``Context.counters_placed_this_turn(card=...)``,
    ``Context.moves_this_turn(card=...)``): replayed the same turn, it is a new card
    (rules/in-and-out-of-play)."""
    game.effects = [e for e in game.effects
                    if e.card is not card and not (e.until == "while_source" and e.source is card)]
    uses = game.__dict__.get("_turn_uses")
    if uses:
        for key in [k for k in uses if k[0] == card.uid]:
            del uses[key]
    for rec in (*game.__dict__.get("counter_placements", ()), *game.__dict__.get("moves", ())):
        if rec["card"] is card:  # counters placed on it, its moves: those of the old card
            rec["left_play"] = True


def redirected(game, affect: Affect):
    """The card ``affect`` applies to: a ``redirect`` ability in play may have it affect another card
    instead ("you may have it affect this minion instead"). Only one redirect applies to an affect.
    A choice is remembered for the same source and target this turn (its further effects follow it)."""
    target = affect.target
    if target is None or not game.in_play(target):
        return target
    sources = list(hooks.sources_with(game, "redirect"))
    if not sources:
        return target
    memo = game.__dict__.setdefault("redirects", {})
    key = (getattr(affect.source, "uid", None), target.uid, game.turn)
    if key in memo:
        new = memo[key]
        return new if new is not None and game.in_play(new) else target
    for src, ab in sources:
        new = ab.fn(game.context(src, ability=ab), affect)
        if new is not None and new is not target:
            memo[key] = new
            game.event(f"{affect.source.ref if affect.source is not None else 'the effect'} affects {new.ref} "
                       f"instead of {target.ref} ({src.ref})", cites.T_AFFECT)
            return new
        if new is target:  # asked and declined: not asked again for this source and target
            memo[key] = None
    return target


def protector(game, affect: Affect):
    """What prevents ``affect``, without logging: ``(card, label)`` for an ability in play or a lasting
    protection effect (``kind="protect"``, e.g. "until the start of your next turn"; ``card`` is its
    source, possibly None), else None."""
    blocker = hooks.prevented_by(game, affect)
    if blocker is not None:
        return blocker, blocker.ref
    for e in game.effects:
        if e.kind == "protect" and e.match is not None and e.match(game, affect):
            return e.source, (e.source.ref if e.source is not None else "a lasting effect")
    return None


def allowed(game, affect: Affect) -> bool:
    """False (and a log line) when an ability in play, or a lasting protection effect, prevents
    ``affect`` (``protector``)."""
    found = protector(game, affect)
    if found is None:
        return True
    label = found[1]
    game.event(f"{affect.target.ref} is not affected ({affect.kind}): {label} protects it",
               cites.T_AFFECT, cites.CANCELING)
    return False


def shielded(game, target, source, controller) -> bool:
    """Whether a protection prevents an *ongoing* power change from ``source`` (controlled by
    ``controller``) on ``target`` ("not affected by other players' cards": terms/affect). Asked
    every time power is computed, so it logs nothing; protection abilities asked this way see an
    ``Affect`` of kind ``power`` with ``ongoing = True``. Power computed inside a protection
    ability is not itself checked again (no endless recursion)."""
    if source is None or source is target or game.shield_check:
        return False
    protects = hooks.sources_with(game, "protect")
    lasting = [e for e in game.effects if e.kind == "protect" and e.match is not None]
    if not protects and not lasting:
        return False
    affect = Affect("power", target, source, controller)
    affect.ongoing = True
    game.shield_check = True
    try:
        if hooks.prevented_by(game, affect) is not None:
            return True
        return any(e.match(game, affect) for e in lasting)
    finally:
        game.shield_check = False


def effect_shielded(game, card, eff) -> bool:
    """A live ("until Z do X", Ongoing) power effect does not apply to a minion protected from
    its source (terms/affect); one-card effects were checked when they were made."""
    if eff.card is not None or eff.source is None:
        return False
    return shielded(game, card, eff.source, eff.controller)


def hand_discard_pile(game, card, player: str):
    """Where a card discarded from ``player``'s hand goes: a treasure to the treasure discard pile
    (rules/monsters-and-treasures), any other card to its owner's discard pile."""
    if card.defn.type == "treasure":
        return game.treasure_discard
    return game.player(card.owner or player).discard


def replace_hand_discard(game, card, player: str):
    """The card actually discarded when ``player`` would discard ``card`` from their hand: an
    ``instead_of_hand_discard`` ability of a card in play (``fn(ctx, card, player)`` returning
    another card, or None) may replace it (e.g. Blaster Master); the first that does wins."""
    sources = hooks.sources_with(game, "instead_of_hand_discard")
    if not sources:
        return card
    for src, ab in list(sources):
        other = ab.fn(game.context(src, ability=ab), card, player)
        if other is not None and other is not card:
            game.event(f"{player} discards {other.ref} instead of {card.ref} ({src.ref})", cites.USING_ABILITIES)
            return other
    return card


def hand_discard_origin(game, card, player: str) -> str:
    """Where the card ``player`` discards (after ``replace_hand_discard``) comes from, for the
    "discarded" event's ``from``: "hand" only for their own hand ("after you discard a card from your
    hand"); a card another player chose instead (Blaster Master) is "other hand" or "deck"."""
    z = card.zone
    if z is game.player(player).hand:
        return "hand"
    return "other hand" if z is not None and z.kind == "hand" else (z.kind if z is not None else "nowhere")


# ----- leaving play -----------------------------------------------------
def destination(game, card, where: str = "discard"):
    """Where a card leaving play goes (rules/in-and-out-of-play, rules/monsters-and-treasures,
    rules/titans, rules/the-madness-deck): ``where`` is discard | hand | deck_top | deck_bottom |
    deck_shuffle (into the deck, which is then shuffled: see ``remove_from_play``)."""
    t = card.defn.type
    if t == "monster":
        return game.monster_discard, False
    if t == "treasure":
        return game.treasure_discard, False
    if t == "titan":
        owner = card.owner or card.controller
        return game.player(owner).titans, False
    if t == "madness":
        owner = card.controller or card.owner
    else:
        owner = card.owner or card.controller
    if owner is None:
        return game.box, False
    p = game.player(owner)
    if where == "hand":
        return p.hand, False
    if where == "deck_top":
        return p.deck, True
    if where in ("deck_bottom", "deck_shuffle"):
        return p.deck, False
    return p.discard, False


def instead_destination(game, card, where: str = "discard") -> str:
    """Where a card about to go to the discard pile goes: an ``instead`` ability in play may
    replace the discard ("place it into your hand instead"); otherwise ``where``."""
    if where == "discard" and card.defn.type not in ("monster", "treasure", "titan"):
        for src, ab in list(hooks.sources_with(game, "instead")):
            other = ab.fn(game.context(src, ability=ab), card, where)
            if other and other != where:
                game.event(f"{card.ref} goes to {other.replace('_', ' ')} instead of the discard pile "
                           f"({src.ref})", cites.USING_ABILITIES)
                return other
    if where in ("discard", "hand"):
        for e in [e for e in game.effects if e.kind == "instead"  # lasting ones, e.g. Critter Cube
                  and where in (e.replaces or ("discard",))]:
            if e.match is not None and e.match(game, card):
                other = e.fn(game, card, where)
                if other and other != where:
                    if e.flag == "once":
                        game.effects = [x for x in game.effects if x is not e]
                    by = e.source.ref if e.source is not None else "a lasting effect"
                    words = {"deck_shuffle": "deck, shuffled in", "deck_top": "deck top",
                             "deck_bottom": "deck bottom"}.get(other, other)
                    was = "the discard pile" if where == "discard" else f"the {where.replace('_', ' ')}"
                    game.event(f"{card.ref} goes to its owner's {words} instead of {was} ({by})",
                               cites.USING_ABILITIES)
                    return other
    return where


def holder_leaving(game, card, where: str, at_once: bool = False) -> None:
    """Fire ``holder_leaving`` when a card in play with attached actions is about to leave play,
    before its attachments are discarded: an attached action may then leave it ("when this minion
    leaves play, transfer this action to another minion"). ``at_once``: it leaves together with the
    other cards of its base (a scored base)."""
    if card.attached and game.in_play(card):
        fire(game, GameEvent("holder_leaving", card=card, base=game.base_of(card),
                             data={"to": where, "at_once": at_once}), me_first_window=False, now=True)


def remove_from_play(game, card, where: str = "discard", why: str = "", announce: bool = True,
                     decided: dict | None = None) -> None:
    """Take a card out of play: discard its attachments and counters first
    (rules/attached-cards), forget it, and send it to its owner's pile. An ``instead``
    ability in play may replace a discard ("place it on top of your deck instead").
    ``decided`` (card uid -> destination) holds destinations chosen beforehand for cards that
    leave play all at once (a scoring base's cards): ``instead`` abilities are not asked again."""
    asked = where
    if decided is not None:
        where = decided.get(card.uid, where)
    else:
        where = instead_destination(game, card, where)
    if where == "hand" and game.effects and card.defn.type not in ("monster", "treasure", "titan"):
        owner = card.owner or card.controller
        if hand_refused(game, card, owner):  # forbid("hand")
            if asked == "hand":
                return  # it was to be placed in the hand: it stays in play
            where = "discard"  # an "instead" could not send it to the hand: it goes where it was going
    holder_leaving(game, card, where, at_once=decided is not None)
    for att in list(card.attached):
        remove_from_play(game, att, "discard", decided=decided)
    for st in list(card.stored):
        remove_from_play(game, st, "discard", decided=decided)
    if card.counters:
        card.counters = 0
    forget_card(game, card)
    if card.defn.type == "madness":
        card.owner = card.controller or card.owner
    was = card.controller
    zone, top = destination(game, card, where)
    game.put(card, zone, top=top)
    card.controller = zone.player if zone.kind in ("hand", "deck", "discard") else None
    card.reset()
    if where == "deck_shuffle" and zone.kind == "deck":
        decks.shuffle(game, zone)
        game.event(f"{zone.player} shuffles {card.ref} into their deck", cites.DECKS)
    if announce and zone.kind == "discard":
        fire(game, GameEvent("discarded", card=card, player=zone.player,
                             data={"from": "play", "controller": was}))


def where_at_move(game, card, record):
    """The base ``card`` was at when the move ``record`` was made: its present base, rewound through
    its own later moves (a "moved" trigger resolves later, after other cards may have moved too,
    e.g. two minions moved at once; rules/card-resolution-order). A record no longer kept (a past
    turn's) leaves the present base."""
    where = game.base_of(card)
    for rec in reversed(game.moves):
        if rec is record:
            return where
        if rec["card"] is card:
            where = rec["from"]
    return game.base_of(card)


