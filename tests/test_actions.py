"""Legal actions and apply (oracle/engine/actions.py): the one way to act on a game."""

from __future__ import annotations

import pytest

from oracle.engine import Action, Game, Refused

CARDS = [{"name": "Ten", "type": "minion", "power": 10}, {"name": "Five", "type": "minion", "power": 5},
         {"name": "Shout", "type": "action"}, {"name": "Arm", "type": "action", "play_on": "minion"},
         {"name": "Base A", "type": "base", "breakpoint": 20, "vp": [3, 2, 1]},
         {"name": "Base B", "type": "base", "breakpoint": 20, "vp": [3, 2, 1]}]


def game(**setup):
    base = {"players": [{"name": "Alice", "hand": ["Ten", "Five", "Shout", "Arm"]}, {"name": "Bob", "hand": ["Ten"]}],
            "bases": ["Base A", {"base": "Base B", "minions": [{"card": "Five", "controller": "Bob"}]}]}
    base.update(setup)
    return Game.from_setup(base, CARDS)


def shape(actions):
    return [(a.kind, a.card.name if a.card else None, a.base.name if a.base else None,
             a.on.name if a.on else None) for a in actions]


def test_the_current_player_may_try_each_card_where_it_can_go_then_advance():
    g = game()
    assert shape(g.legal_actions("Alice")) == [
        ("play", "Ten", "Base A", None), ("play", "Ten", "Base B", None),
        ("play", "Five", "Base A", None), ("play", "Five", "Base B", None),
        ("play", "Shout", None, None), ("play", "Arm", None, "Five"), ("advance", None, None, None)]
    assert g.legal_actions("Bob") == []  # not Bob's turn


def test_outside_play_cards_only_advance():
    assert shape(game(phase="draw").legal_actions("Alice")) == [("advance", None, None, None)]


def test_apply_plays_and_the_rules_refuse_a_second_minion():
    g = game()
    ten, five = [a for a in g.legal_actions("Alice") if a.kind == "play" and a.base is g.bases[0]][:2]
    g.apply(ten)
    assert [m.name for m in g.bases[0].minions] == ["Ten"]
    with pytest.raises(Refused):
        g.apply(five)
    assert [c.name for c in g.player("Alice").hand] == ["Five", "Shout", "Arm"]


def test_advance_runs_the_current_phase_or_to_a_phase():
    g = game()
    g.apply(Action("advance", "Alice"))
    assert g.phase == "score"
    g.apply(Action("advance", "Alice", to="next"))
    assert (g.current_player.name, g.phase) == ("Bob", "play")


def test_a_card_not_in_hand_is_refused():
    g = game()
    bobs = g.player("Bob").hand[0]
    with pytest.raises(Refused, match="not in Alice's hand"):
        g.apply(Action("play", "Alice", bobs, base=g.bases[0]))
