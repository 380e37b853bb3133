"""The event log: each event in plain words, citing the corpus ids of the rules applied."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Event:
    text: str
    cites: list = field(default_factory=list)
    step: int | None = None

    def as_dict(self) -> dict:
        return {"text": self.text, "cites": list(self.cites), "step": self.step}


class LimitExceeded(Exception):
    """A run went past one of its limits (events, trigger depth, steps, time)."""
