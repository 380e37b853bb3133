"""The engine's side of the ability registry: finding and calling abilities
of cards in play. Kept apart so the rules modules stay readable.

It imports no rule of the engine: an ability function is called with the context the game makes
(``game.context``, filled in by ``oracle.engine.Game`` with ``context.Context``)."""

from __future__ import annotations

from oracle.abilities import registry

_cache: dict = {}


def _for(card, kind):
    d = card.ability_as or card.defn  # a card that has another card's abilities (Card.ability_as)
    test = d.test_only
    key = (d.name, kind, test, d.slug)
    got = _cache.get(key)
    if got is None:
        found = registry.abilities(d.name, kind, slug=d.slug)
        if test:  # test-only cards have no ability, except those registered by test code
            found = [a for a in found if (a.module or "").split(".")[-1].startswith("test")]
        got = tuple(found)
        _cache[key] = got
    return got


def clear_cache():
    _cache.clear()


def abilities_of(card, kind):
    """Registered abilities of ``card`` of this kind (blank when the card is
    buried: a buried card's abilities do not work). A card given ``card.also_has`` (a callable
    returning another card, or None) "also has the abilities" of that card, run as its own (e.g.
    Signs in the Stars: a base also has the abilities of the face-up top card of the base deck);
    whoever sets or toggles it bumps ``game.version`` so that cached lists are refreshed."""
    if card.zone is not None and card.zone.kind == "buried":
        return ()
    got = _for(card, kind)
    also = card.__dict__.get("also_has")
    if also is not None:
        other = also()
        if other is not None and other is not card:
            more = _for(other, kind)
            if more:
                return got + more
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
    cache = game.src_cache
    if cache.get("version") != game.version:
        cache.clear()
        cache["version"] = game.version
    got = cache.get(kind)
    if got is None:
        got = [(c, ab) for c in game.cards_in_play() for ab in abilities_of(c, kind)]
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
