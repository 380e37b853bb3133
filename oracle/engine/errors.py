"""Exceptions the engine raises."""

from __future__ import annotations


class Refused(Exception):
    """The rules forbid this step; the game state is restored to before it."""


class GameOver(Exception):
    """Raised internally to stop advancing once a winner is known."""


class Unimplemented(Refused):
    """A card whose ability text is not empty has no registered ability."""


class SetupError(ValueError):
    """A setup mapping (``Game.from_setup``) the engine cannot build: ``message``, ``path`` (the keys
    and list indexes from the top of the mapping to the bad value, e.g. ``("players", 0, "hand", 2)``),
    ``key`` (the path's names without indexes, ``setup.players.hand``), ``suggestions`` (closest
    names) and ``kind`` (``invalid``, or ``unimplemented`` for a card in play whose ability is not
    implemented)."""

    def __init__(self, message, path=(), key=None, suggestions=(), kind="invalid"):
        super().__init__(message)
        self.message = message
        self.path = tuple(path)
        self.key = key if key is not None else "setup" + "".join(f".{p}" for p in self.path if isinstance(p, str))
        self.suggestions = list(suggestions or [])
        self.kind = kind

    def as_dict(self, file=None) -> dict:
        """The error as a run result's ``error`` (docs/architecture.md); a mapping has no lines."""
        return {"message": self.message, "file": file, "line": getattr(self, "line", None), "key": self.key,
                "suggestions": self.suggestions, "kind": self.kind}

    def __str__(self):
        hint = f" (did you mean: {', '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"{self.key}: {self.message}{hint}"
