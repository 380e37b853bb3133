"""Legal actions and apply (oracle/engine/actions.py): the one way to act on a game."""

from __future__ import annotations

import re

import pytest

from oracle.abilities import ability
from oracle.engine import Action, Game, Refused, abilities_hook
from oracle.engine.playout import implemented_cards, play_out, random_game

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


# ----- Specials (terms/special; rules/triggered-and-tagged-abilities: "Specials can be played at any time
# they are applicable, even on other players' turns") --------------------------------------------------
@ability("Test Quick Wit", kind="special", zone="hand",
         usable=lambda ctx: ctx.game.current_player.name != ctx.controller)
def _quick_wit(ctx):
    """Special: On another player's turn, draw a card."""
    ctx.draw(1)


abilities_hook.clear_cache()


def first_option(game, prompt):
    return prompt.options[0]


def specials(actions):
    return [(a.player, a.card.name) for a in actions if a.kind == "special"]


def zombie_game(**setup):
    board = {"players": [{"name": "Alice", "hand": ["Five"], "discard": ["Tenacious Z"]},
                         {"name": "Bob", "hand": ["Ten", "Test Quick Wit"], "deck": ["Five"]}],
             "bases": ["Base A"]}
    board.update(setup)
    cards = CARDS + [{"name": "Test Quick Wit", "type": "action"}]
    g = Game.from_setup(board, cards)
    g.chooser = first_option
    return g


def test_a_special_usable_now_is_an_action_and_apply_uses_it():
    g = zombie_game()
    acts = g.legal_actions("Alice")
    assert specials(acts) == [("Alice", "Tenacious Z")]
    assert acts[-1].kind == "advance" and acts[-2].kind == "special"  # before advance
    g.apply(next(a for a in acts if a.kind == "special"))
    assert [m.name for m in g.bases[0].minions] == ["Tenacious Z"]
    assert not g.player("Alice").discard
    assert specials(g.legal_actions("Alice")) == []  # used: it is no longer in the discard pile


def test_a_special_whose_conditions_do_not_hold_is_not_offered():
    # Tenacious Z: "On your turn you may play this card from your discard pile": not in the Draw phase
    assert specials(zombie_game(phase="draw").legal_actions("Alice")) == []
    # "You may only use the ability of one Tenacious Z each turn"
    g = zombie_game(players=[{"name": "Alice", "discard": ["Tenacious Z", "Tenacious Z"]}, {"name": "Bob"}])
    assert specials(g.legal_actions("Alice")) == [("Alice", "Tenacious Z"), ("Alice", "Tenacious Z")]
    g.apply(next(a for a in g.legal_actions("Alice") if a.kind == "special"))
    assert specials(g.legal_actions("Alice")) == []
    # a card in another player's discard pile is not Alice's to use
    g = zombie_game(players=[{"name": "Alice"}, {"name": "Bob", "discard": ["Tenacious Z"]}])
    assert specials(g.legal_actions("Alice")) == [] and specials(g.legal_actions("Bob")) == []


def test_specials_are_offered_on_another_players_turn_without_advance():
    g = zombie_game()
    bob = g.legal_actions("Bob")  # Alice's turn
    assert specials(bob) == [("Bob", "Test Quick Wit")] and len(bob) == 1
    assert specials(g.legal_actions("Alice")) == [("Alice", "Tenacious Z")]  # Quick Wit is Bob's
    g.apply(bob[0])
    assert sorted(c.name for c in g.player("Bob").hand) == ["Five", "Ten", "Test Quick Wit"]
    assert g.legal_actions("Carol") == []  # no such player


def test_random_playouts_use_specials_through_legal_actions():
    extra = implemented_cards()
    used = 0
    for seed in range(40):
        g = play_out(random_game(seed, extra), seed, max_turns=12)
        # a Special used with an action (a Me First! answer names the event in brackets)
        used += sum(bool(re.search(r" uses the (Special|Ongoing ability) of [^()]+$", e.text)) for e in g.log)
    assert used > 0


def test_a_talent_allowed_a_second_time_is_offered_again_then_not():
    """Great Wolf Spirit ("Your cards here may use their Talents a second time"): after Teenage Wolf's
    first use its talent is still a legal action, after the second it is not; a Wolf elsewhere is not."""
    g = Game.from_setup({
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "bases": [{"base": "Base A", "minions": [{"card": "Teenage Wolf", "controller": "Alice", "as": "here"}],
                   "titans": [{"card": "Great Wolf Spirit", "controller": "Alice"}]},
                  {"base": "Base B", "minions": [{"card": "Teenage Wolf", "controller": "Alice", "as": "away"}]}]},
        CARDS)
    here, away = g.bases[0].minions[0], g.bases[1].minions[0]

    def talents():
        return [a.card for a in g.legal_actions("Alice") if a.kind == "talent"]

    assert here in talents() and away in talents()
    g.apply(Action("talent", "Alice", here))
    g.apply(Action("talent", "Alice", away))
    assert here in talents() and away not in talents()
    g.apply(Action("talent", "Alice", here))
    assert here not in talents()
    with pytest.raises(Refused, match="already used"):
        g.apply(Action("talent", "Alice", here))
