"""Small helpers that abilities of several sets share."""

from __future__ import annotations


def this_base(ctx):
    """The Base object of the base card whose ability is running, or None when it is not in play."""
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None
