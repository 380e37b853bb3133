"""Titans (rules/titans, rules/clash-of-the-titans): set aside near their owner,
played only when a card says so, at most one controlled in play; they have no
power but their +1 power counters count; leaving play they return to the side."""

from __future__ import annotations

from . import cites, power
from .abilities_hook import abilities_of, sources_with
from .effects import remove_from_play
from .errors import Refused
from .events import GameEvent, fire
from .prompts import Prompt
from .triggers import resolve


def play_titan(game, player: str, titan, base, instead_of: str | None = None) -> bool:
    p = game.player(player)
    if titan.zone is None or titan.zone.kind != "titans":
        raise Refused(f"{titan.ref} is not set aside: a titan is played from beside its owner's deck")
    mine = [t for b in game.bases for t in b.titans if t.controller == player]
    if len(mine) >= titan_limit(game, player):
        raise Refused(f"{player} already controls the titan {mine[0].ref} in play")
    if instead_of:
        if game.current_player is not p or game.phase != "play":
            raise Refused("a titan played instead of a regular play needs your Play Cards phase")
        used = p.minion_plays if instead_of == "minion" else p.action_plays
        if used >= 1:
            raise Refused(f"{player} has already used the regular {instead_of} play this turn")
        if instead_of == "minion":
            p.minion_plays += 1
        else:
            p.action_plays += 1
    game.put(titan, base.titans)
    titan.controller = player
    game.plays.append({"card": titan, "kind": "titan", "player": player, "base": base, "on": None,
                       "how": "normal" if instead_of else "free", "turn": game.turn})
    extra = f" instead of the regular {instead_of} play" if instead_of else ""
    game.event(f"{player} plays the titan {titan.ref} on {base.ref}{extra}", cites.TITANS)
    for ab in abilities_of(titan, "on_play"):
        resolve(game, ab.fn, game.context(titan, ability=ab, controller=player, base=base))
    clash(game, base, titan)
    fire(game, GameEvent("titan_played", card=titan, base=base, player=player))
    return True


def titan_limit(game, player: str) -> int:
    """How many titans ``player`` may control in play: 1, plus ``titan_limit`` abilities in play
    (``fn(ctx, player) -> int``, e.g. Red Trooper's "Your total titan limit is increased by 1")."""
    n = 1
    for src, ab in sources_with(game, "titan_limit"):
        n += int(ab.fn(game.context(src, ability=ab), player) or 0)
    return max(0, n)


def at_titan_limit(game, player: str) -> bool:
    """Whether ``player`` already controls as many titans in play as their titan limit allows (one, or
    more with e.g. Red Trooper): no other titan can be played (rules/titans)."""
    mine = sum(1 for b in game.bases for t in b.titans if t.controller == player)
    return mine >= titan_limit(game, player)


def on_your_turn_used(game, titan) -> bool:
    """Whether the "On your turn" Special of ``titan`` was used this turn: such a Special is used once
    per turn (terms/on-your-turn), even when the titan has left play since."""
    return game.__dict__.get("titan_on_your_turn_used", {}).get(titan.uid) == game.turn


def note_on_your_turn_used(game, titan) -> None:
    """Notes that the "On your turn" Special of ``titan`` is used this turn (see on_your_turn_used)."""
    game.__dict__.setdefault("titan_on_your_turn_used", {})[titan.uid] = game.turn


def enforce_titan_limit(game, player: str) -> None:
    """A player controlling more titans than their limit (e.g. Red Trooper left play) chooses
    titans to remove from play until they are within it (they go back beside their owner's deck)."""
    while True:
        mine = [t for b in game.bases for t in b.titans if t.controller == player]
        if len(mine) <= titan_limit(game, player):
            return
        pick = game.ask(Prompt(f"{player} controls more titans than their limit: remove which titan from play?",
                               player, mine))
        remove_from_play(game, pick)
        game.event(f"{player} is over their titan limit: {pick.ref} is removed from play", cites.TITANS)


def clash(game, base, newcomer) -> None:
    """Two titans on a base: the lesser total power removes its titan; ties, the first stays.
    A player's own titans do not clash each other (when their titan limit lets them have two), and a
    ``no_clash`` ability in play (``fn(ctx, base) -> bool``, e.g. Kaiju Island: "Titans here do not
    make other titans leave") stops the clash at that base.
    Several titans already there (Kaiju Island's ability cancelled, clarifications/bases: "new titans
    played or moved here force the removal of the weaker one(s)"): the newcomer clashes with each of
    them, all totals compared first; each one whose controller has less than the newcomer's controller
    leaves, and the newcomer leaves if any of them has as much or more."""
    others = [t for t in base.titans if t is not newcomer and t.controller != newcomer.controller]
    if not others or newcomer.zone is not base.titans:
        return
    for src, ab in sources_with(game, "no_clash"):
        if ab.fn(game.context(src, ability=ab), base):
            game.event(f"no Clash of the Titans at {base.ref} ({src.ref})", cites.CLASH)
            return
    b = power.player_total(game, base, newcomer.controller) if newcomer.controller else 0
    pairs = [(old, power.player_total(game, base, old.controller) if old.controller else 0) for old in others]
    losers, texts = [], []
    for old, a in pairs:
        loser = newcomer if b <= a else old
        if loser not in losers:
            losers.append(loser)
        # written before the loser leaves play (and loses its controller)
        texts.append(f"Clash of the Titans at {base.ref}: {old.controller} has {a}, {newcomer.controller} has {b}; "
                     f"{loser.ref} is set aside")
    for loser in losers:
        if loser.zone is base.titans:
            remove_from_play(game, loser)
    for text in texts:
        game.event(text, cites.CLASH)
