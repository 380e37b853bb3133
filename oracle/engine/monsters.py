"""Monsters and treasures (rules/monsters-and-treasures, rules/monsters-and-bases,
rules/getting-loot-from-a-monster, rules/getting-loot-from-a-base-that-scored).

Monsters are minions with no owner or controller that add their power to the
base's breakpoint; a base with a monster number gets that many from the
monster deck when it enters play. Treasures are drawn as loot.
"""

from __future__ import annotations

from . import cites, decks, power
from .abilities_hook import abilities_of
from .events import GameEvent, fire
from .prompts import Prompt
from .triggers import resolve


def _refill(game, deck, discard, what) -> bool:
    if not decks.refill(game, deck, discard):
        return False
    game.event(f"the {what} deck is empty: its discard pile is shuffled to make a new one", cites.MONSTERS)
    return True


def play_monster(game, base):
    """Play the top monster of the monster deck on ``base`` (not played by any player)."""
    if not game.monster_deck:
        _refill(game, game.monster_deck, game.monster_discard, "monster")
    if not game.monster_deck:
        game.event("the monster deck is empty", cites.MONSTERS)
        return None
    m = game.monster_deck[0]
    game.put(m, base.minions)
    m.controller = None
    game.event(f"the monster {m.ref} is played on {base.ref}", cites.MONSTERS_BASES)
    for ab in abilities_of(m, "on_play"):
        resolve(game, ab.fn, game.context(m, ability=ab, controller=game.current_player.name, base=base))
    return m


def add_base_monsters(game, base) -> None:
    for _ in range(base.defn.monsters or 0):
        play_monster(game, base)


def draw_treasures(game, player: str, n: int) -> list:
    got = []
    for _ in range(n):
        if not game.treasure_deck:
            _refill(game, game.treasure_deck, game.treasure_discard, "treasure")
        if not game.treasure_deck:
            break
        t = game.treasure_deck[0]
        game.put(t, game.player(player).hand)
        if t.zone is not game.player(player).hand:  # forbid("hand"): it stays on the treasure deck
            break
        t.controller = player
        got.append(t)
    if got:
        game.event(f"{player} draws {len(got)} treasure(s)", cites.LOOT_MONSTER)
    return got


def loot_from_monster(game, monster, player: str) -> None:
    """A monster destroyed by a card effect: its destroyer draws its treasure number in treasures."""
    n = monster.defn.treasure or 0
    if n:
        game.event(f"{player} destroyed the monster {monster.ref} and gets {n} treasure(s)", cites.LOOT_MONSTER)
        draw_treasures(game, player, n)


def loot_from_base(game, base, standings) -> None:
    """Treasures from the monsters still on a scored base: reveal that many; players with a
    minion or power there pick one at a time, by decreasing power (ties: the current player
    first, then clockwise), restarting with the winner until all are claimed."""
    n = sum(m.defn.treasure or 0 for m in base.minions if m.defn.type == "monster")
    if not n:
        return
    revealed = []
    for _ in range(n):
        if not game.treasure_deck:
            _refill(game, game.treasure_deck, game.treasure_discard, "treasure")
        if not game.treasure_deck:
            break
        t = game.treasure_deck[0]
        game.put(t, game.revealed)
        revealed.append(t)
    game.event(f"the monsters on {base.ref} give {n} treasure(s): {len(revealed)} revealed", cites.LOOT_BASE)
    fire(game, GameEvent("treasures_revealed", base=base, data={"revealed": list(revealed)}))
    seats = [p.name for p in game.seat_order()]
    eligible = [(power.player_total(game, base, p), seats.index(p), p) for p in seats
                if power.has_presence(game, base, p)]
    eligible.sort(key=lambda t: (-t[0], t[1]))
    order = [p for _, _, p in eligible]
    if not order:
        for t in revealed:
            game.put(t, game.treasure_discard)
        game.event("no player qualifies for treasure: the revealed treasures are discarded", cites.LOOT_BASE)
        return
    i = 0
    while game.revealed:
        who = order[i % len(order)]
        i += 1
        distinct = []
        names = set()
        for t in game.revealed:
            if t.defn.name not in names:
                names.add(t.defn.name)
                distinct.append(t)
        pick = game.ask(Prompt("choose a treasure", who, distinct, kind="treasure"))
        hand = game.player(who).hand
        game.put(pick, hand)
        if pick.zone is not hand:  # kept out of the hand (forbid("hand"), e.g. Jack-O'lantern-in-the-Box)
            game.put(pick, game.treasure_discard)
            game.event(f"{who} cannot add {pick.ref} to their hand: it goes to the treasure discard pile",
                       cites.LOOT_BASE)
            continue
        pick.controller = who
        game.event(f"{who} takes the treasure {pick.ref}", cites.LOOT_BASE)
