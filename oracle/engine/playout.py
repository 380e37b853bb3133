"""Random seeded games, for invariant tests and benchmarks.

``random_game(seed)`` deals 2-4 players decks of plain test cards (plus, when
asked, every card with a registered ability), and ``play_out(game)`` makes
random legal plays and random prompt answers until someone wins or a turn cap.
"""

from __future__ import annotations

import random

from .cards import MADNESS, CardDef
from .errors import Refused
from .prompts import RandomChooser
from .game import Game
from .state import Player

PLAIN = [
    CardDef("Plain Zero", "minion", power=0, test_only=True),
    CardDef("Plain One", "minion", power=1, test_only=True),
    CardDef("Plain Two", "minion", power=2, test_only=True),
    CardDef("Plain Three", "minion", power=3, test_only=True),
    CardDef("Plain Four", "minion", power=4, test_only=True),
    CardDef("Plain Five", "minion", power=5, test_only=True),
    CardDef("Plain Shout", "action", test_only=True),
    CardDef("Plain Banner", "action", power=1, play_on="base", test_only=True),
    CardDef("Plain Armor", "action", play_on="minion", test_only=True),
    CardDef("Plain Fusion", "other", power=2, text="Minion: (plain) Action: (plain)", test_only=True),
]
PLAIN_BASES = [CardDef(f"Plain Base {i}", "base", breakpoint=6 + 2 * (i % 5), vp=(4 - i % 2, 2, 1),
                       monsters=1 if i % 4 == 0 else 0, test_only=True) for i in range(10)]
MONSTERS = [CardDef(f"Plain Monster {i}", "monster", power=1 + i % 3, treasure=1 + i % 2, test_only=True)
            for i in range(6)]
TREASURES = [CardDef(f"Plain Treasure {i}", "treasure", as_type="action" if i % 2 else "minion",
                     power=None if i % 2 else 2, test_only=True) for i in range(6)]
TITAN = CardDef("Plain Titan", "titan", instead_of="minion", test_only=True)


def implemented_cards() -> list[CardDef]:
    """Every library card with a registered ability (minions and actions)."""
    from oracle.abilities import implemented_names
    try:
        from oracle.library import load_library
        lib = load_library()
    except Exception:
        return []
    out = []
    for name in implemented_names():
        try:
            c = lib.get(name)
        except Exception:
            continue
        d = CardDef.from_library(c)
        if d.type in ("minion", "action"):
            out.append(d)
    return out


def random_game(seed: int, extra_cards=(), deck_size: int = 14, players: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game(seed=seed, limits={"max_seconds": 30.0})
    game.chooser = RandomChooser(random.Random(seed * 7919 + 1))
    n = players or rng.randint(2, 4)
    pool = list(PLAIN) + list(extra_cards)
    for i in range(n):
        p = Player(f"P{i + 1}")
        game.players.append(p)
        for _ in range(deck_size):
            game.put(game.new_card(rng.choice(pool), owner=p.name), p.deck)
        if rng.random() < 0.3:
            game.put(game.new_card(TITAN, owner=p.name), p.titans)
    bases = list(PLAIN_BASES)
    rng.shuffle(bases)
    for d in bases:
        game.put(game.new_card(d), game.base_deck)
    for d in MONSTERS:
        game.put(game.new_card(d), game.monster_deck)
    for d in TREASURES:
        game.put(game.new_card(d), game.treasure_deck)
    if rng.random() < 0.5:
        game.madness_in_game = True
        for _ in range(10):
            game.put(game.new_card(MADNESS), game.madness)
        for p in game.players:
            game.put(game.new_card(MADNESS, owner=p.name, controller=p.name), p.deck)
    from .scoring import enter_base
    for _ in range(n + 1):
        enter_base(game, game.base_deck[0])
    for p in game.players:
        cards = list(p.deck)
        rng.shuffle(cards)
        p.deck[:] = cards
        from .turn import draw
        draw(game, p, 5)
    game.phase = "start"
    return game


def play_turn_cards(game, rng) -> None:
    """Random legal plays in the Play Cards phase."""
    from .play import play_card, use_talent
    from .titans import play_titan
    p = game.current_player
    for _ in range(6):
        if game.over or game.phase != "play" or rng.random() < 0.15:
            return
        choices = []
        for c in p.hand:
            t = c.defn.plays_as
            if c.defn.is_fusion:
                choices.extend(("play", c, b, None) for b in game.bases)
                choices.append(("play", c, None, None))
            elif t == "minion" or c.defn.play_on == "base":
                choices.extend(("play", c, b, None) for b in game.bases)
            elif c.defn.play_on == "minion":
                choices.extend(("play", c, None, m) for m in game.minions())
            elif t == "action":
                choices.append(("play", c, None, None))
        for c in game.cards_in_play():
            if c.controller == p.name and not c.talent_used:
                from .abilities_hook import abilities_of
                if abilities_of(c, "talent"):
                    choices.append(("talent", c, None, None))
        for t in p.titans:
            choices.extend(("titan", t, b, None) for b in game.bases)
        if not choices:
            return
        kind, card, base, on = rng.choice(choices)
        try:
            if kind == "play":
                play_card(game, p.name, card, base=base, on=on)
            elif kind == "talent":
                use_talent(game, p.name, card)
            else:
                play_titan(game, p.name, card, base, instead_of="minion")
        except Refused:
            game.depth = 0


def play_out(game, seed: int, max_turns: int = 40) -> Game:
    from .turn import run_phase
    rng = random.Random(seed ^ 0x5EED)
    game.refusals = 0
    while not game.over and game.turn <= max_turns:
        if game.phase == "play":
            play_turn_cards(game, rng)
        if not game.over:
            phase = game.phase
            try:
                run_phase(game)
            except Refused:
                # a random answer an ability rejected: skip the rest of this phase
                game.refusals += 1
                game.depth = 0
                game.scoring_base = None
                if phase == "end":
                    p = game.current_player
                    p.minion_plays = p.action_plays = 0
                    p.extras = []
                    game.current = (game.current + 1) % len(game.players)
                    game.turn += 1
                    game.phase = "start"
                else:
                    game.phase = {"start": "play", "play": "score", "score": "draw", "draw": "end"}[phase]
    return game
