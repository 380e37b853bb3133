"""A board in and out (oracle/engine/notation.py): setup -> game -> setup -> game gives the same board
and the same mapping, for every scenario's setup and for positions reached by random playouts."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from oracle.engine import Game, SetupError
from oracle.engine.catalog import Catalog
from oracle.engine.notation import setup_yaml
from oracle.engine.playout import implemented_cards, play_out, random_game
from oracle.scenario import run_text
from oracle.scenario.board import board
from oracle.scenario.catalog import parse_test_card
from oracle.scenario.loader import load_text

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
CHUNKS = 8
PLAYOUTS = 120


def round_trip(game, catalog, allow):
    """to_setup -> from_setup -> to_setup: the same mapping, and the same board; the YAML form loads back."""
    s1 = game.to_setup()
    assert load_text(setup_yaml(s1))["setup"] == s1
    g2 = Game.from_setup(s1, catalog, allow_unimplemented=allow)
    s2 = g2.to_setup()
    assert s2 == s1
    g3 = Game.from_setup(s2, catalog, allow_unimplemented=allow)
    assert g3.to_setup() == s1
    assert board(g3) == board(g2)
    return g2


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_scenario_setup_round_trips(chunk):
    built = 0
    files = SCENARIOS[chunk::CHUNKS]
    for f in files:
        data = load_text(f.read_text(encoding="utf-8"))
        catalog = Catalog([parse_test_card(cd, None) for cd in data.get("cards") or []])
        allow = bool(data.get("allow_unimplemented", False))
        try:
            g1 = Game.from_setup(data["setup"], catalog, allow_unimplemented=allow)
        except SetupError:
            continue  # a scenario about an invalid setup
        try:
            g2 = round_trip(g1, catalog, allow)
            assert board(g2) == board(g1), "the written setup builds another board than the scenario's"
        except AssertionError as e:
            raise AssertionError(f"{f.relative_to(ROOT)}: {e}") from None
        built += 1
    assert built >= 0.99 * len(files)


@pytest.fixture(scope="module")
def extra_cards():
    return implemented_cards()


@pytest.mark.parametrize("part", range(4))
def test_playout_positions_round_trip(part, extra_cards):
    for seed in range(part, PLAYOUTS, 4):
        game = random_game(seed, extra_cards)
        play_out(game, seed, max_turns=1 + seed % 12)
        catalog = Catalog(game.test_cards())
        try:
            round_trip(game, catalog, allow=True)
        except AssertionError as e:
            raise AssertionError(f"playout {seed}, turn {game.turn}: {e}") from None


def test_writes_every_part_of_a_board():
    setup = yaml.safe_load("""
players:
  - {name: Alice, vp: 3, factions: [Robots], hand: [Ten, {card: Ten, as: t2}], deck: [Five], discard: [Five],
     titans: [Big], stasis: [{card: Five, as: frozen, stasis: 2, stored: [Arm]}],
     extras: [minion, {kind: action, reason: Workshop, any_phase: true}]}
  - {name: Bob}
current: Bob
phase: draw
turn: 4
plays: {minions: 1, actions: 0}
bases:
  - base: Test Base
    as: tb
    minions:
      - {card: Ten, controller: Alice, owner: Bob, counters: 2, actions: [Arm, {card: Arm, controller: Bob}],
         stored: [Five, {card: Shout, as: kept, owner: Bob}]}
      - {card: Beast, as: beast}
    actions: [{card: Arm, controller: Bob, stored: [{card: Ten, controller: Alice}]}]
    titans: [{card: Big, controller: Bob, counters: 1}]
    buried: [{card: Five, controller: Alice}]
  - Test Base
base_deck: [Test Base]
base_discard: [Test Base]
monster_deck: [Beast]
monster_discard: [Beast]
treasure_deck: [Gold]
treasure_discard: [Gold]
madness: 3
""")
    cards = load_text("""
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Five, type: minion, power: 5}
  - {name: Arm, type: action, play_on: minion}
  - {name: Shout, type: action}
  - {name: Big, type: titan, instead_of: minion}
  - {name: Beast, type: monster, power: 4, treasure: 1}
  - {name: Gold, type: treasure, as_type: action}
  - {name: Test Base, type: base, breakpoint: 20, vp: [4, 2, 1]}
""")["cards"]
    catalog = Catalog([parse_test_card(c, None) for c in cards])
    g = Game.from_setup(setup, catalog)
    written = g.to_setup()
    assert written == setup  # written in the same (shortest) form, key for key
    round_trip(g, catalog, allow=False)
    # stored cards (compilation/ "Storage"): under the card, controlled by its controller unless said
    ten, arm = g.bases[0].minions[0], g.bases[0].actions[0]
    assert [(c.name, c.controller, c.owner, c.zone.kind) for c in ten.stored] == [
        ("Five", "Alice", "Alice", "stored"), ("Shout", "Alice", "Bob", "stored")]
    assert [(c.name, c.controller) for c in arm.stored] == [("Ten", "Alice")]
    assert [c.name for c in g.player("Alice").stasis[0].stored] == ["Arm"]


def test_extra_plays_are_written_unless_a_condition_limits_them():
    from oracle.engine.play import grant_extra
    g = Game.from_setup({"players": [{"name": "Alice", "extras": ["minion_or_action"]}, "Bob"],
                         "bases": ["Test Base"]}, [{"name": "Test Base", "type": "base", "breakpoint": 9}])
    alice = g.player("Alice")
    assert [(e.kind, e.reason, e.any_phase, e.where) for e in alice.extras] == [("minion_or_action", "", False, None)]
    grant_extra(g, "Alice", "minion", lambda c: c.defn.power <= 2, "power 2 or less")  # code: not expressible
    grant_extra(g, "Alice", "action", reason="Workshop", any_phase=True)
    assert g.to_setup()["players"][0]["extras"] == ["minion_or_action",
                                                    {"kind": "action", "reason": "Workshop", "any_phase": True}]
    with pytest.raises(SetupError, match="minion, action, minion_or_action"):
        Game.from_setup({"players": [{"name": "Alice", "extras": ["minions"]}], "bases": ["Test Base"]},
                        [{"name": "Test Base", "type": "base", "breakpoint": 9}])


def stored(game) -> list:
    return sorted((z.holder.ref, c.ref, c.controller, c.owner) for z in game.all_zones() if z.kind == "stored"
                  for c in z)


def test_stored_cards_reached_by_playouts_round_trip(extra_cards):
    found = 0
    for seed in range(400):
        game = random_game(seed, extra_cards)
        play_out(game, seed, max_turns=12)
        if any(len(z) for z in game.all_zones() if z.kind == "stored"):
            found += 1
            g2 = round_trip(game, Catalog(game.test_cards()), allow=True)
            assert stored(g2) == stored(game), f"playout {seed}"
            if found == 3:
                break
    assert found, "no playout stored a card"


def test_a_bad_setup_names_its_path():
    with pytest.raises(SetupError) as e:
        Game.from_setup({"players": ["Alice"], "bases": [{"base": "Test Base", "minions": [
            {"card": "Tenn", "controller": "Alice"}]}]}, [parse_test_card({"name": "Ten", "type": "minion"}, None),
                                                         parse_test_card({"name": "Test Base", "type": "base"}, None)])
    assert e.value.path == ("bases", 0, "minions", 0)
    assert e.value.key == "setup.bases.minions"
    assert "Ten" in e.value.suggestions


def test_the_runner_reports_a_bad_setup_at_its_line():
    text = """id: x
cites: []
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Test Base, type: base, breakpoint: 20}
setup:
  players: [Alice, Bob]
  bases:
    - base: Test Base
      minions:
        - {card: Ten, controller: Alice}
        - {card: Ten, controller: Carla}
"""
    r = run_text(text)
    err = r["error"]
    assert err["line"] == 12 and err["key"] == "setup.bases.minions.controller"
    assert "'Carla' is not a player" in err["message"]
