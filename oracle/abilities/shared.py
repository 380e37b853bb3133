"""Small helpers that abilities of several sets share."""

from __future__ import annotations


def this_base(ctx):
    """The Base object of the base card whose ability is running, or None when it is not in play."""
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


# ----- "affected the same way" (Dancing King, Diva, We are Family, Funky Town, The Pits) ---------
def is_standard_action(card) -> bool:
    """An action played as a standard action (not on a minion or a base; terms/standard)."""
    return card is not None and card.kind == "action" and not card.defn.play_on


def standard_action_affects(ctx, base, where=None):
    """What the standard action just played (``ctx.event.card``, an ``action_played`` event)
    directly affected among minions at ``base`` (terms/directly-affects): the records of
    ``ctx.affects_this_turn`` made by that action, not copies made by other cards
    (clarifications/disco-dancers: an effect already copied is not copied again), for which
    ``where(record)`` holds."""
    ev = ctx.event
    action = ev.card if ev is not None else None
    if base is None or not is_standard_action(action):
        return []
    return [r for r in ctx.affects_this_turn(source=action, base=base)
            if not r["copied"] and (where is None or where(r))]


def describe_affect(r) -> str:
    """A short label for one affect record (an answer in a scenario)."""
    op, args = r["op"], r["args"]
    if op == "destroy":
        return "destroy"
    if op == "move":
        return f"move to {args[0].ref}"
    if op == "return_to_hand":
        return "return to hand"
    if op == "place":
        return f"place in {args[0].replace('_', ' ')}"
    if op == "place_counters":
        return f"place {args[0]} +1 power counter(s)"
    if op == "remove_counters":
        return f"remove {args[0]} +1 power counter(s)"
    if op == "add_power":
        return f"{args[0]:+d} power"
    if op == "take_control":
        return "take control"
    if op == "give_control":
        return f"give control to {args[0]}"
    if op == "cancel_abilities":
        return "cancel abilities"
    if op == "ongoing":
        return f"{args[1]:+d} power" if args[0] == "power" else f"power set to {args[1]}"
    return op.replace("_", " ")


def copy_affect(ctx, records, target, player, why: str) -> bool:
    """Affect ``target`` the same way as one of ``records``: when the action's effect has several
    parts, ``player`` chooses one part to copy (clarifications/disco-dancers). The copy comes from the
    original action (``ctx.repeat_affect``). Returns True when ``target`` was affected."""
    parts = {}
    for r in records:
        parts.setdefault(describe_affect(r), r)
    label = next(iter(parts))
    if len(parts) > 1:
        label = ctx.choose_word(f"{why}: which part of the effect is copied onto {target.ref}?", list(parts),
                                player=player)
    ctx.log(f"{why}: {target.ref} is affected the same way ({label})", "terms/directly-affects")
    rec = parts[label]
    done = bool(ctx.repeat_affect(rec, target))
    more = PER_AFFECTED.get(rec["source"].name) if done else None
    if more is not None:
        from oracle.engine.context import Context
        more(Context(ctx.game, rec["source"], controller=rec["player"]), target, rec)
    return done


# "For each minion affected by this, ...": what a standard action does for each further minion one of
# its effects is copied onto (the copy comes from the action, clarifications/disco-dancers).
PER_AFFECTED: dict = {}


def per_affected(card_name: str):
    """Register ``fn(ctx, minion, record)`` (``ctx``: the action's context) run when an effect of the
    standard action ``card_name`` is copied onto ``minion`` by "affected the same way"."""
    def deco(fn):
        PER_AFFECTED[card_name] = fn
        return fn
    return deco


def game_memo(game, key: str) -> dict:
    """A dict kept on the game under ``key`` for one module's bookkeeping ("once per turn" flags and
    the like); it belongs to this game only, so a replayed or new game starts without it."""
    memo = getattr(game, key, None)
    if memo is None:
        memo = {}
        setattr(game, key, memo)
    return memo
