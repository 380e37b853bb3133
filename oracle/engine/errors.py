"""Exceptions the engine raises."""

from __future__ import annotations


class Refused(Exception):
    """The rules forbid this step; the game state is restored to before it."""


class GameOver(Exception):
    """Raised internally to stop advancing once a winner is known."""


class Unimplemented(Refused):
    """A card whose ability text is not empty has no registered ability."""
