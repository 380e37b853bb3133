"""The state model, power calculation, ranking and the Madness final score, tested directly."""

from __future__ import annotations

import pytest

from oracle.engine import CardDef, Game, Player
from oracle.engine import effects, power
from oracle.engine.madness import final_score
from oracle.engine.scoring import enter_base, ranking
from oracle.engine.state import Base

MINION = CardDef("M", "minion", power=3, test_only=True)
BASE = CardDef("B", "base", breakpoint=10, vp=(4, 2, 1), test_only=True)
MAD = CardDef("Madness", "madness")


def new_game(names=("A", "B", "C")):
    g = Game(seed=1)
    for n in names:
        g.players.append(Player(n))
    b = Base(g.new_card(BASE))
    g.bases.append(b)
    return g, b


def add_minion(g, b, who, pw=3):
    c = g.new_card(CardDef(f"M{pw}", "minion", power=pw, test_only=True), owner=who, controller=who)
    g.put(c, b.minions)
    return c


def test_conservation_detects_a_card_in_two_places():
    g, b = new_game()
    c = add_minion(g, b, "A")
    g.check_conservation()
    g.player("A").hand.append(c)  # a bug: the card is now in two lists
    with pytest.raises(AssertionError):
        g.check_conservation()


def test_power_order_reset_then_modifiers_then_floor():
    g, b = new_game()
    c = add_minion(g, b, "A", 3)
    c.counters = 2
    assert power.minion_power(g, c) == 5
    effects.add_effect(g, effects.Effect("set_power", 1, card=c))
    assert power.minion_power(g, c) == 3  # starting 1, +2 counters
    effects.add_effect(g, effects.Effect("power", -10, card=c))
    assert power.minion_power(g, c) == 0


def test_breakpoint_adds_uncontrolled_monsters_only():
    g, b = new_game()
    m = g.new_card(CardDef("Ogre", "monster", power=4, treasure=1, test_only=True))
    g.put(m, b.minions)
    assert power.breakpoint(g, b) == 14
    m.controller = "A"  # a controlled monster acts as a normal minion
    assert power.breakpoint(g, b) == 10
    assert power.player_total(g, b, "A") == 4


@pytest.mark.parametrize("powers,places", [
    ((10, 10, 5), (1, 1, 3)),
    ((10, 5, 5), (1, 2, 2)),
    ((7, 7, 7), (1, 1, 1)),
    ((9, 4, 0), (1, 2, 3)),
])
def test_ranking_ties(powers, places):
    g, b = new_game()
    for who, pw in zip("ABC", powers):
        add_minion(g, b, who, pw)
    got = {s.player: s.place for s in ranking(g, b)}
    assert got == dict(zip("ABC", places))


def test_vp_only_for_top_three_and_present_players():
    g, b = new_game(("A", "B", "C", "D", "E"))
    for who, pw in zip("ABCD", (8, 6, 4, 2)):
        add_minion(g, b, who, pw)
    st = {s.player: s.vp for s in ranking(g, b)}
    assert st == {"A": 4, "B": 2, "C": 1, "D": 0}


def test_madness_final_score_share_and_fewest():
    g, _ = new_game(("John", "Mary", "Chris"))
    for name, vp, mad in (("John", 15, 5), ("Mary", 14, 3), ("Chris", 13, 0)):
        p = g.player(name)
        p.vp = vp
        for _ in range(mad):
            g.put(g.new_card(MAD, owner=name, controller=name), p.discard)
    assert final_score(g) == ["Chris"]
    g2, _ = new_game(("A", "B"))
    g2.player("A").vp = 15
    g2.player("B").vp = 15
    assert final_score(g2) == ["A", "B"]


def test_enter_base_in_position_with_monsters():
    g, b = new_game()
    d = CardDef("Lair", "base", breakpoint=5, vp=(1, 0, 0), monsters=2, test_only=True)
    lair = g.new_card(d)
    g.put(lair, g.base_deck)
    for i in range(2):
        g.put(g.new_card(CardDef(f"Mon{i}", "monster", power=1, test_only=True)), g.monster_deck)
    nb = enter_base(g, lair, 0)
    assert g.bases[0] is nb and len(nb.minions) == 2 and power.breakpoint(g, nb) == 7
    g.check_conservation()


def test_destination_of_cards_leaving_play():
    g, b = new_game()
    c = g.new_card(MINION, owner="B", controller="A")
    g.put(c, b.minions)
    effects.remove_from_play(g, c)
    assert c.zone is g.player("B").discard and c.controller == "B"
    t = g.new_card(CardDef("T", "titan", test_only=True), owner="C", controller="A")
    g.put(t, b.titans)
    t.counters = 3
    effects.remove_from_play(g, t)
    assert t.zone is g.player("C").titans and t.counters == 0
    mad = g.new_card(MAD, owner="A", controller="A")
    g.put(mad, b.actions)
    effects.remove_from_play(g, mad)
    assert mad.zone is g.player("A").discard


def test_play_on_is_read_after_a_keyword_prefix():
    from types import SimpleNamespace

    from oracle.engine.cards import CardDef
    lib = SimpleNamespace(name="Demon Dogs", type="action", text="Wraith - Play on a base. You may store a minion.",
                          power=None, breakpoint=None, vp=None, slug="demon-dogs", faction="Wraithrustlers",
                          set="x", quantity=1)
    assert CardDef.from_library(lib).play_on == "base"
    lib.text = "Destroy a minion - then draw a card."
    assert CardDef.from_library(lib).play_on is None
