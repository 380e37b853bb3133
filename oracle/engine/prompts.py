"""Prompts: a player's real choice, asked through the game's chooser.

Shapes (SCENARIO-FORMAT.md, "choose"): one pick among options (a card, a base,
a player, or a word such as ``yes``/``no``/``pass``), or a list of picks for
"any number of" / "up to N". A prompt is raised only where there is a real
choice; ``forced_answer`` returns the answer when there is none.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card


def option_label(value) -> str:
    """The text a scenario writes to pick ``value``."""
    if isinstance(value, Card):
        return value.ref
    ref = getattr(value, "ref", None)
    if ref is not None:
        return ref
    return str(value)


@dataclass
class Prompt:
    """A question for ``player``.

    ``options`` are cards, bases, player names or words. ``many``: the answer
    is a list of ``min``..``max`` distinct options. ``can_pass``: ``pass`` is
    also an answer (returned as None).
    """

    text: str
    player: str
    options: list
    many: bool = False
    min: int = 0
    max: int | None = None
    can_pass: bool = False
    kind: str = "choice"
    where: dict = field(default_factory=dict)  # option uid -> location text, for messages

    def labels(self) -> list[str]:
        out = [option_label(o) for o in self.options]
        if self.can_pass:
            out.append("pass")
        return out

    def describe(self) -> str:
        opts = ", ".join(self.labels()) or "(none)"
        how = ""
        if self.many:
            hi = len(self.options) if self.max is None else self.max
            how = f" (pick {self.min} to {hi})" if self.min != hi else f" (pick {hi})"
        return f"prompt '{self.text}' for {self.player}{how}; options: {opts}"


def forced_answer(prompt: Prompt):
    """``(answer,)`` when the prompt has no real choice, else None."""
    n = len(prompt.options)
    if prompt.many and prompt.can_pass:  # "you may" with several targets: the picks, or pass
        return (None,) if n < prompt.min or n == 0 else None
    if prompt.many:
        hi = n if prompt.max is None else min(prompt.max, n)
        if hi <= 0:
            return ([],)
        if prompt.min >= n:
            return (list(prompt.options),)
        return None
    if n == 0:
        return (None,)
    if n == 1 and not prompt.can_pass:
        return (prompt.options[0],)
    if prompt.kind == "same" or (not prompt.can_pass and _all_same(prompt.options)):
        return (prompt.options[0],)
    return None


def _all_same(options) -> bool:
    """Options that cannot be told apart (identical cards in a hidden zone) are no real choice."""
    first = options[0]
    if not isinstance(first, Card) or first.zone is None or first.zone.in_play:
        return False
    for o in options[1:]:
        if not isinstance(o, Card) or o.defn is not first.defn or o.zone is not first.zone or o.alias:
            return False
    return not first.alias


class RandomChooser:
    """Answers every prompt at random (for playouts)."""

    def __init__(self, rng):
        self.rng = rng

    def __call__(self, game, prompt: Prompt):
        opts = list(prompt.options)
        if prompt.many and prompt.can_pass and self.rng.random() < 0.3:
            return None
        if prompt.many:
            hi = len(opts) if prompt.max is None else min(prompt.max, len(opts))
            k = self.rng.randint(min(prompt.min, hi), hi)
            return self.rng.sample(opts, k)
        if prompt.can_pass and self.rng.random() < 0.3:
            return None
        return self.rng.choice(opts) if opts else None
