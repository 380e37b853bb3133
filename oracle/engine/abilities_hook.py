"""The engine's side of the ability registry: finding and calling abilities
of cards in play. Kept apart so the rules modules stay readable.

It imports no rule of the engine: an ability function is called with the context the game makes
(``game.context``, filled in by ``oracle.engine.Game`` with ``context.Context``)."""

from __future__ import annotations

from oracle.abilities import registry

TRIGGER_EVENTS = ("start_of_turn", "end_of_turn", "before_scoring", "when_scoring", "after_scoring")


class Table:
    """The registered abilities of one card definition: ``by_kind`` (kind -> tuple, in registration
    order), ``triggers`` (event -> the abilities a card in play triggers with on it: those of that
    trigger kind, then ``ongoing`` ones with that ``event=``; not the ``zone="aside"`` or ``"stasis"`` ones) and
    ``windows`` (the events its Specials answer), ``step`` (its Specials used with a ``special:`` step,
    ``window=None``). ``stale`` once the registry cache is cleared."""

    __slots__ = ("by_kind", "triggers", "windows", "step", "stale")

    def __init__(self, by_kind: dict):
        self.by_kind = by_kind
        self.stale = False
        triggers: dict = {}
        for a in by_kind.get("ongoing", ()):
            if a.zone not in ("aside", "stasis"):
                triggers.setdefault(a.event, []).append(a)
        for k in TRIGGER_EVENTS:
            own = [a for a in by_kind.get(k, ()) if a.zone not in ("aside", "stasis")]
            if own:
                triggers[k] = own + triggers.get(k, [])
        self.triggers = {k: tuple(v) for k, v in triggers.items()}
        self.windows = frozenset(a.window for a in by_kind.get("special", ()) if a.window is not None)
        self.step = tuple(a for a in by_kind.get("special", ()) if a.window is None)


_cache: dict = {}


def _def_table(d) -> Table:
    key = (d.name, d.test_only, d.slug, d.printing)
    got = _cache.get(key)
    if got is None:
        found = registry.abilities(d.name, slug=d.slug, printing=d.printing)
        if d.test_only:  # test-only cards have no ability, except those registered by test code
            found = [a for a in found if (a.module or "").split(".")[-1].startswith("test")]
        by_kind: dict = {}
        for a in found:
            by_kind.setdefault(a.kind, []).append(a)
        got = _cache[key] = Table({k: tuple(v) for k, v in by_kind.items()})
    return got


def _own_table(card) -> Table:
    """The table of the definition ``card`` has its abilities from now (Card.ability_as, else its
    own), remembered on the card."""
    d = card.ability_as or card.defn  # a card that has another card's abilities (Card.ability_as)
    mine = card.__dict__.get("_abilities")
    if mine is not None and mine[0] is d and not mine[1].stale:
        return mine[1]
    t = _def_table(d)
    card.__dict__["_abilities"] = (d, t)
    return t


def _for(card, kind):
    return _own_table(card).by_kind.get(kind, ())


def clear_cache():
    for t in _cache.values():
        t.stale = True
    _cache.clear()


def table_of(card) -> Table:
    """``card``'s abilities as a ``Table`` (see ``abilities_of``)."""
    if card.zone is not None and card.zone.kind == "buried":
        return _BLANK
    got = _own_table(card)
    also = card.__dict__.get("also_has")
    if also is not None:
        other = also()
        if other is not None and other is not card:
            more = _own_table(other)
            if more.by_kind:
                return Table({k: got.by_kind.get(k, ()) + more.by_kind.get(k, ())
                              for k in {*got.by_kind, *more.by_kind}})
    return got


def abilities_of(card, kind):
    """Registered abilities of ``card`` of this kind (blank when the card is
    buried: a buried card's abilities do not work). A card given ``card.also_has`` (a callable
    returning another card, or None) "also has the abilities" of that card, run as its own (e.g.
    Signs in the Stars: a base also has the abilities of the face-up top card of the base deck);
    whoever sets or toggles it bumps ``game.version`` so that cached lists are refreshed."""
    if card.zone is not None and card.zone.kind == "buried":
        return ()
    got = _own_table(card).by_kind.get(kind, ())
    also = card.__dict__.get("also_has")
    if also is not None:
        other = also()
        if other is not None and other is not card:
            more = _for(other, kind)
            if more:
                return got + more
    return got


_BLANK = Table({})


class _Live:
    """The table of a card that also has another card's abilities, looked up on each use: what
    ``also_has`` returns may change without a card moving (e.g. Signs in the Stars' top base card
    turned face down until the end of the turn)."""

    __slots__ = ("card",)

    def __init__(self, card):
        self.card = card

    by_kind = property(lambda self: table_of(self.card).by_kind)
    triggers = property(lambda self: table_of(self.card).triggers)
    windows = property(lambda self: table_of(self.card).windows)
    step = property(lambda self: table_of(self.card).step)


def _versioned(game) -> dict:
    """``game.src_cache``, emptied when a card has moved since it was filled."""
    cache = game.src_cache
    if cache.get("version") != game.version:
        cache.clear()
        cache["version"] = game.version
    return cache


def in_play(game) -> tuple:
    """The cards in play in table order (``game.cards_in_play()``) and, for those with abilities,
    (card, ``table_of(card)``) pairs: cached until a card moves (``game.version``)."""
    cache = _versioned(game)
    got = cache.get("in_play")
    if got is None:
        cards = list(game.cards_in_play())
        tables = []
        for c in cards:
            if c.__dict__.get("also_has") is not None:
                tables.append((c, _Live(c)))
                continue
            t = table_of(c)
            if t.by_kind:
                tables.append((c, t))
        got = cache["in_play"] = (cards, tables)
    return got


HELD = (("hand", "hand"), ("discard", "discard"), ("aside", "titans"), ("stasis", "stasis"))


def held(game) -> list:
    """(player, place, card, table) for each card in a hand, discard pile, set aside (``aside``: titans)
    or in stasis that has Special abilities, player by player in that order: cached until a card moves."""
    cache = _versioned(game)
    got = cache.get("held")
    if got is None:
        got = cache["held"] = []
        for p in game.players:
            for place, attr in HELD:
                for c in getattr(p, attr):
                    if c.__dict__.get("also_has") is not None:
                        got.append((p, place, c, _Live(c)))
                        continue
                    t = table_of(c)
                    if "special" in t.by_kind:
                        got.append((p, place, c, t))
    return got


def leaving_discard(game, card, old, zone):
    """A card would leave the discard pile ``old`` for ``zone``: its own ``leave_discard``
    abilities may send it elsewhere ("when this card would leave your discard pile, ... instead").
    Returns the zone it goes to."""
    for ab in _for(card, "leave_discard"):
        other = ab.fn(game.context(card, ability=ab, controller=old.player), zone)
        if other is not None and other is not zone:
            return other
    return zone


def run_watchers(game) -> None:
    """After each logged event: the ``watch`` abilities of every card in the game (any zone), which
    keep records of the game's history (e.g. each player's power at each base over the turn). The
    list of such cards is refreshed when cards are created; a watcher logging an event does not
    run the watchers again."""
    d = game.__dict__
    if d.get("watching_now"):
        return
    cached = d.get("watchers")
    if cached is None or cached[0] != game.next_uid:
        cards = [(c, ab) for c in game.all_cards() for ab in _for(c, "watch")]
        cached = d["watchers"] = (game.next_uid, cards)
    if not cached[1]:
        return
    d["watching_now"] = True
    try:
        for c, ab in cached[1]:
            ab.fn(game.context(c, ability=ab))
    finally:
        d["watching_now"] = False


def canceled(game, card, given_by=None) -> bool:
    """True while an effect cancels this card's abilities (terms/cancel). ``given_by``: the action
    attached to ``card`` that gives the ability asked about (a ``zone="minion"`` talent); a cancel of
    that one card that began before the action was attached does not cancel it (``Effect.had``)."""
    for e in game.effects:
        if e.kind == "cancel" and e.applies_to(game, card):
            if given_by is not None and e.had is not None and given_by.uid not in e.had:
                continue
            return True
    return False


def ignores(game, player, card) -> bool:
    """True while ``player`` ignores this base card's ability (terms/ignore-an-ability)."""
    if player is None or card.defn.type != "base" or not game.effects:
        return False
    for e in game.effects:
        if e.kind == "ignore" and e.card is card and e.player in (None, player):
            return True
    return False


def live_abilities(game, card, kind):
    """``abilities_of`` for a card in play, minus canceled abilities."""
    got = abilities_of(card, kind)
    if got and game.effects and canceled(game, card):
        return ()
    return got


def sources_with(game, kind):
    """(card, ability) pairs of cards in play with abilities of ``kind`` (cached until a card moves)."""
    cache = _versioned(game)
    got = cache.get(kind)
    if got is None:
        got = [(c, ab) for c, t in in_play(game)[1] for ab in t.by_kind.get(kind, ())]
        cache[kind] = got
    if got and game.effects:
        return [(c, ab) for c, ab in got if not canceled(game, c)]
    return got


def prevented_by(game, effect):
    """The card in play whose ``protect`` ability prevents ``effect``, else None."""
    for src, ab in list(sources_with(game, "protect")):
        if ignores(game, getattr(effect.target, "controller", None), src):
            continue
        if ab.fn(game.context(src, ability=ab), effect):
            return src
    return None


def talent_again_by(game, player, card):
    """The card in play whose ``talent_again`` ability lets ``player`` use ``card``'s talent once more
    this turn ("may use their Talents a second time", terms/talent), else None. Such an ability is a
    predicate ``fn(ctx, card)``; the engine records the use (a ``talent-again`` flag until the end of
    the turn, with the granting card as its source), which the predicate reads."""
    for src, ab in list(sources_with(game, "talent_again")):
        if getattr(src, "controller", None) not in (None, player):  # a base has no controller
            continue
        if ab.fn(game.context(src, ability=ab, controller=player), card):
            return src
    return None
