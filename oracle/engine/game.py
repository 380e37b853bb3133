"""``Game``: the engine's public doors on top of the game state (``state.GameState``).

- ``Game.from_setup(setup, cards=...)`` and ``game.to_setup()``: a board in and out, in the scenario
  format's ``setup`` notation (``notation``).
- ``game.legal_actions(player)`` and ``game.apply(action)``: the one way to act (``actions``).
"""

from __future__ import annotations

from . import abilities_hook, actions, effects, notation, state_checks, triggers
from .catalog import Catalog
from .context import Context
from .state import GameState


class Game(GameState):
    """One game of Smash Up. See ``GameState`` for the state; this class adds the ways in and out."""

    @classmethod
    def from_setup(cls, setup, cards=None, *, seed=0, chooser=None, limits=None,
                   allow_unimplemented=False, coins=None) -> "Game":
        """A game set up from a ``setup`` mapping (SCENARIO-FORMAT.md "setup", docs/scenario-format.md).

        ``cards``: a ``Catalog`` (or a list of test-only ``CardDef``; default: the card library only).
        Raises ``SetupError`` with the path of the first bad value."""
        if cards is None or isinstance(cards, (list, tuple)):
            cards = Catalog(cards or ())
        game = cls(seed=seed, chooser=chooser, limits=limits)
        game.allow_unimplemented = bool(allow_unimplemented)
        game.forced_coins = list(coins or ())  # the first coin flips' results, in order (``coins:``)
        notation.build(game, setup, cards)
        abilities_hook.run_watchers(game)  # records of the game's history start from this board
        return game

    def to_setup(self) -> dict:
        """This board as a setup mapping: ``Game.from_setup(game.to_setup())`` gives the same board."""
        return notation.write(self)

    def test_cards(self) -> list:
        """The test-only card definitions on the board (what a scenario's ``cards:`` would list)."""
        return notation.test_cards(self)

    # the state's hooks (``GameState``), filled in with the rules that live above it
    def hand_refused(self, card, player: str) -> bool:
        return effects.hand_refused(self, card, player)

    def leaving_discard(self, card, old, zone):
        return abilities_hook.leaving_discard(self, card, old, zone)

    def run_watchers(self) -> None:
        abilities_hook.run_watchers(self)

    def process_event(self, ev, me_first_window: bool = True) -> None:
        """What ``ev`` triggers, resolved now (``events.fire`` calls this; ``triggers``)."""
        triggers._process(self, ev, me_first_window)

    def check_states(self) -> None:
        """The checks after an event and after an ability (``state_checks.check_states``)."""
        state_checks.check_states(self)

    def context(self, card, ability=None, **kw):
        """The context an ability function of ``card`` receives (``context.Context``)."""
        return Context(self, card, ability=ability, **kw)

    def legal_actions(self, player: str) -> list:
        """The ``Action``s ``player`` may try now (``actions.legal_actions``), ``advance`` last."""
        return actions.legal_actions(self, player)

    def apply(self, action) -> None:
        """Do ``action`` (an ``Action``); ``Refused`` when the rules forbid it."""
        actions.apply(self, action)
