"""The Smash Up rules engine: one module per rulebook topic.

- ``game``: ``Game``, the public doors: a board in and out (``notation``), legal actions and apply
  (``actions``)
- ``cards``, ``zones``, ``state``: cards, zones, the game state (rules/setup)
- ``power``: power and breakpoints (rules/calculating-values-for-breakpoints-or-power)
- ``turn``: the phases of a turn and the end of the game
- ``play``: playing cards, extra plays, talents, Specials (rules/play-cards)
- ``scoring``: the Big Score (rules/the-big-score, rules/tie-fighter)
- ``effects``: effects, durations, affect and protection, destroy/move/return
- ``triggers``: triggered abilities and Me First! windows (rules/me-first)
- ``prompts``: players' choices; ``log``: the event log; ``context``: what abilities receive
- special components: ``madness``, ``monsters``, ``titans``, ``burying``
"""

from . import madness  # noqa: F401  (registers the Madness card's ability)
from .actions import Action
from .cards import MADNESS, Card, CardDef, name_key
from .errors import Refused, SetupError, Unimplemented
from .game import Game
from .log import Event, LimitExceeded
from .prompts import Prompt, RandomChooser
from .state import Base, Player

__all__ = ["Action", "Base", "Card", "CardDef", "Event", "Game", "LimitExceeded", "MADNESS", "Player", "Prompt",
           "RandomChooser", "Refused", "SetupError", "Unimplemented", "name_key"]
