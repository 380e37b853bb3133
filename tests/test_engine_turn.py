"""Turn phases and `advance` (SCENARIO-FORMAT.md: advance runs to the start of a phase)."""

from __future__ import annotations

import pytest

from oracle.engine import Game, Player, Refused
from oracle.engine.cards import CardDef
from oracle.engine.prompts import RandomChooser
from oracle.engine.scoring import enter_base
from oracle.engine.turn import advance, check_game_over

import random


def game(phase="play"):
    g = Game(seed=3)
    g.chooser = RandomChooser(random.Random(1))
    for n in ("A", "B", "C"):
        g.players.append(Player(n))
    base = g.new_card(CardDef("B", "base", breakpoint=50, vp=(3, 2, 1), test_only=True))
    g.put(base, g.base_deck)
    enter_base(g, base)
    g.phase = phase
    return g


@pytest.mark.parametrize("start,target,phase,current", [
    ("play", "score", "score", "A"),
    ("play", "draw", "draw", "A"),
    ("play", "end", "end", "A"),
    ("play", "next", "play", "B"),
    ("start", "play", "play", "A"),
    ("start", "next", "play", "B"),
    ("end", "next", "play", "B"),
    ("end", "start", "start", "B"),
])
def test_advance_stops_at_the_start_of_the_phase(start, target, phase, current):
    g = game(start)
    advance(g, target)
    assert (g.phase, g.current_player.name) == (phase, current)


def test_turns_pass_clockwise_and_wrap():
    g = game()
    names = []
    for _ in range(4):
        advance(g, "next")
        names.append(g.current_player.name)
    assert names == ["B", "C", "A", "B"]
    assert g.turn == 5


def test_advancing_after_the_game_is_over_is_refused():
    g = game("end")
    g.player("A").vp = 15
    advance(g, "next")
    assert g.over and g.winner == "A"
    with pytest.raises(Refused):
        advance(g, "next")


def test_no_winner_below_15_or_on_a_tie():
    g = game()
    g.player("A").vp = 14
    assert not check_game_over(g)
    g.player("A").vp = 15
    g.player("B").vp = 15
    assert not check_game_over(g)
    g.player("B").vp = 16
    assert check_game_over(g) and g.winner == "B"
