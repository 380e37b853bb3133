"""Random seeded games, for invariant tests and benchmarks.

``random_game(seed)`` deals 2-4 players decks of plain test cards (plus, when
asked, every card with a registered ability), and ``play_out(game)`` makes
random legal plays and random prompt answers until someone wins or a turn cap.
"""

from __future__ import annotations

import random

from oracle.abilities import implemented_names
from oracle.library import load_library

from .actions import Action
from .cards import MADNESS, CardDef
from .decks import draw
from .errors import Refused
from .game import Game
from .notation import setup_yaml
from .prompts import RandomChooser
from .scoring import enter_base
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
    try:
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
    for _ in range(n + 1):
        enter_base(game, game.base_deck[0])
    for p in game.players:
        cards = list(p.deck)
        rng.shuffle(cards)
        p.deck[:] = cards
        draw(game, p, 5)
    game.phase = "start"
    return game


def faction_game(seed: int, factions, base_sets) -> Game:
    """A seeded game with real cards: each player shuffles the library cards of their factions (every
    copy: ``quantity``) into a deck; the bases are the library bases of ``base_sets``, shuffled
    (rules/setup: one more base than players in play). Used by the golden playthroughs."""
    rng = random.Random(seed)
    lib = load_library()
    game = Game(seed=seed, limits={"max_seconds": 60.0})
    game.chooser = RandomChooser(random.Random(seed * 7919 + 1))
    for i, names in enumerate(factions):
        p = Player(f"P{i + 1}", names)
        game.players.append(p)
        for c in lib:
            if c.faction in names and c.type in ("minion", "action"):
                d = CardDef.from_library(c)
                for _ in range(c.quantity or 1):
                    game.put(game.new_card(d, owner=p.name), p.deck)
    bases = [CardDef.from_library(c) for c in lib if c.type == "base" and c.set in base_sets]
    rng.shuffle(bases)
    for d in bases:
        game.put(game.new_card(d), game.base_deck)
    for _ in range(len(factions) + 1):
        enter_base(game, game.base_deck[0])
    for p in game.players:
        cards = list(p.deck)
        rng.shuffle(cards)
        p.deck[:] = cards
        draw(game, p, 5)
    game.phase = "start"
    return game


def play_turn_cards(game, rng) -> None:
    """Random plays in the Play Cards phase: up to six of ``game.legal_actions`` (not ``advance``)."""
    p = game.current_player
    for _ in range(6):
        if game.over or game.phase != "play" or rng.random() < 0.15:
            return
        choices = game.legal_actions(p.name)[:-1]  # the last one is advance
        if not choices:
            return
        try:
            game.apply(rng.choice(choices))
        except Refused:
            game.depth = 0


def play_out(game, seed: int, max_turns: int = 40) -> Game:
    rng = random.Random(seed ^ 0x5EED)
    game.refusals = 0
    while not game.over and game.turn <= max_turns:
        if game.phase == "play":
            play_turn_cards(game, rng)
        if not game.over:
            phase = game.phase
            try:
                game.apply(Action("advance", game.current_player.name))
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


def playthrough(entry: dict, max_turns: int = 80) -> str:
    """The text log of one golden playthrough (tests/golden/games.yaml: ``seed``, ``factions``,
    ``bases``): every event with the corpus ids it cites, the result, and the final board as setup YAML."""
    seed = int(entry["seed"])
    game = faction_game(seed, entry["factions"], entry["bases"])
    play_out(game, seed, max_turns=max_turns)
    lines = [f"{e.text}  [{', '.join(e.cites)}]" if e.cites else e.text for e in game.log]
    lines.append(f"-- turn {game.turn}, winner: {game.winner or 'none'}; VP: "
                 + ", ".join(f"{p.name} {p.vp}" for p in game.players)
                 + f"; refused answers: {game.refusals}")
    return "\n".join(lines) + "\n" + setup_yaml(game.to_setup())
