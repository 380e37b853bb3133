"""Zones: every place a card can be (rules/in-and-out-of-play, rules/decks-discards-and-searches).

A ``Zone`` is a list of cards that knows what it is. Each card records the one
zone it is in (``card.zone``); ``Game.check_conservation`` proves every card is
in exactly one place.
"""

from __future__ import annotations

IN_PLAY_KINDS = frozenset({"minions", "base_actions", "base_titans", "attached", "base", "resolving", "stasis",
                           "stored"})


class Zone(list):
    """A list of cards plus where it is: ``kind``, the ``player`` name it belongs to
    (hand, deck, discard, set-aside titans) or the ``base`` it is on, or the
    ``holder`` card it is attached to."""

    __slots__ = ("kind", "player", "base", "holder")

    def __init__(self, kind: str, player=None, base=None, holder=None):
        super().__init__()
        self.kind = kind
        self.player = player
        self.base = base
        self.holder = holder

    def __eq__(self, other):  # zones compare by identity, never by contents
        return self is other

    __hash__ = object.__hash__

    @property
    def in_play(self) -> bool:
        return self.kind in IN_PLAY_KINDS

    def describe(self) -> str:
        """Where, in the words of the scenario format's ``at:`` key."""
        k = self.kind
        if k in ("hand", "deck", "discard"):
            return f"{k} of {self.player}"
        if k == "titans":
            return "set aside"
        if k in ("minions", "base_actions", "base_titans", "base"):
            return self.base.ref
        if k == "buried":
            return f"buried at {self.base.ref}"
        if k == "attached":
            return f"on {self.holder.ref}"
        if k == "stored":
            return f"stored under {self.holder.ref}"
        if k == "stasis":
            return f"stasis of {self.player}"
        return {
            "madness": "madness deck", "monster_deck": "monster deck", "monster_discard": "monster discard",
            "treasure_deck": "treasure deck", "treasure_discard": "treasure discard",
            "base_deck": "base deck", "base_discard": "base discard", "box": "box",
            "resolving": "resolving", "revealed": "revealed",
        }.get(k, k)
