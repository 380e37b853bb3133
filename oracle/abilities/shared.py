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


# ----- names: "if X is here", "if X is in play", "a card named X" -----------------------------------
# One place answers which cards in play have a name, so that the cards that give other cards names count
# for every card that looks for one:
# - a card's printed name;
# - Abe Frohman's talent (Teens): the minion also has the names of every other minion its owner owns;
# - Grimms' Blessing (World Tour: Culture Shock): an action on a base whose controller has two or more
#   minions there also has the names of every minion its controller owns (in play, hand, deck, discard,
#   anywhere in the game), while its abilities are not canceled.
# A check that says "the minion X" (Big Bad Wolf, Red Riding Hood, The Woodsman's Axe) counts minions
# only: pass ``minions_only=True`` (clarifications/big-bad-wolf: Grimms' Blessing is not a minion even
# when it has the name X).
GRIMMS_BLESSING = "Grimms' Blessing"


def _minion_names_owned(game, player, but=None) -> set:
    return {c.name for c in game.all_cards()
            if c is not but and c.name and c.defn.plays_as == "minion" and (c.owner or c.controller) == player}


def blessing_active(game, card) -> bool:
    """Grimms' Blessing on a base, its controller having two or more minions there, abilities not canceled."""
    z = card.zone
    if card.name != GRIMMS_BLESSING or z is None or z.kind != "base_actions" or z.base is None:
        return False
    from oracle.engine.abilities_hook import canceled
    if canceled(game, card):
        return False
    return sum(1 for m in z.base.minions if m.controller == card.controller) >= 2


def names_of(game, card) -> set:
    """Every name ``card`` has now (see above)."""
    out = {card.name} if card.name else set()
    if not game.in_play(card):
        return out
    from oracle.abilities.teens.teens import ALL_NAMES
    if any(e.kind == ALL_NAMES and e.card is card for e in game.effects):
        out |= _minion_names_owned(game, card.owner or card.controller, but=card)
    if blessing_active(game, card):
        out |= _minion_names_owned(game, card.controller)
    return out


def is_named(game, card, name) -> bool:
    """Whether ``card`` has the name ``name`` now."""
    if card.name == name:
        return True
    return name in names_of(game, card)


def cards_named(game, name, base=None, where=None, minions_only=False) -> list:
    """The cards in play (at ``base``, else at every base; minions, their attachments, actions on the
    base, titans) that have the name ``name`` and for which ``where(card)`` holds, in table order.
    ``minions_only``: "the minion X" (only minions count)."""
    out = []
    for b in (game.bases if base is None else [base]):
        for c in (b.minions if minions_only else b.cards_on()):
            if is_named(game, c, name) and (where is None or where(c)):
                out.append(c)
    return out
