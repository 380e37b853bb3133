"""Fairies (Pretty Pretty Smash Up): tricks with actions on minions, and "OR" choices.

Each function quotes the card text it implements (corpus/cards/pretty-pretty-smash-up/fairies.yaml,
the current wording), following clarifications/fairies and the rulings in rulings/fairies/:
transferring an action never changes who controls it (fairies/daisy-chain), Glymmer's effect lasts
until the start of the user's next turn even if Glymmer leaves play (fairies/glymmer), and a
transferred Enchantment keeps the part of its ability chosen when it was played (fairies/enchantment).

An "A OR B" ability is one prompt answered with a word naming the part used.

Leaf Armor gives its minion a talent: it is registered as a ``zone="minion"`` talent of the action,
which the engine treats as one of that minion's abilities (used by the minion's controller, whoever
played or controls Leaf Armor; wiki/talent).

Not implemented (see the module's report):
- Spirit of the Forest (titan): "Once per turn, when you use an ability that says OR, you may use both
  parts in any order" cannot be honoured by one hook. Nearly every OR ability asks its choice through
  ``ctx.choose_word`` (81 of the 83 functions quoting an OR), but (1) ``choose_word`` also asks choices
  that are not an OR (top/bottom, which card type, ...: about 170 calls in all), so the engine cannot
  tell from the call that the card says OR; (2) the abilities act on the word returned with
  ``if word == A: ... elif word == B: ...``, often with a "neither" word for a "you may", and text
  before or after the OR part, so answering "both" (in either order) would need each OR ability
  rewritten to run its two parts separately; re-running the whole function once per part would repeat
  the rest of its text. "If this titan would be removed when it loses a clash of titans, you may move
  it to another base instead" also needs a replacement in the engine's clash (oracle/engine/titans.py).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects

PUCK_SLUG = "puck-fairies"


def _host(card):
    """The minion an attached action is on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def _until_my_next_turn(ctx, target, amount) -> bool:
    """``target`` has ``amount`` power until the start of your next turn (lasts after ctx.card leaves)."""
    game = ctx.game
    if not effects.allowed(game, effects.Affect("power", target, ctx.card, ctx.controller)):
        return False
    effects.add_effect(game, effects.Effect("power", amount, card=target, until="start_of_turn",
                                            until_player=ctx.controller, source=ctx.card,
                                            controller=ctx.controller))
    sign = "+" if amount >= 0 else ""
    ctx.log(f"{target.ref} has {sign}{amount} power until the start of {ctx.controller}'s next turn "
            f"({ctx.card.ref})", cites.USING_ABILITIES)
    return True


def _attached_actions(ctx, where=None) -> list:
    out = []
    for m in ctx.minions():
        for a in m.attached:
            if a.kind == "action" and (where is None or where(a)):
                out.append(a)
    return out


# ----- minions ------------------------------------------------------------------------------------
@ability("Titania")
def titania(ctx):
    """Return an opponent's minion to its owner's hand, OR play an extra minion."""
    pick = ctx.choose_word("Titania: return an opponent's minion to its owner's hand, OR play an extra "
                           "minion", ["return", "extra minion"])
    if pick == "extra minion":
        ctx.extra("minion", reason="Titania")
        return
    theirs = ctx.minions(where=lambda m: m.controller is not None and m.controller != ctx.controller)
    target = ctx.choose("Titania: return an opponent's minion to its owner's hand", theirs)
    if target is None:
        ctx.log("Titania: no opponent's minion to return", cites.USING_ABILITIES)
        return
    ctx.return_to_hand(target)


@ability("Glymmer", "talent")
def glymmer(ctx):
    """Talent: Until the start of your next turn, either another minion has -4 power (minimum power 0),
    OR this minion has +1 power."""
    others = ctx.minions(where=lambda m: m is not ctx.card)
    words = ["minus four", "plus one"] if others else ["plus one"]
    pick = ctx.choose_word("Glymmer: another minion has -4 power, OR this minion has +1 power "
                           "(until the start of your next turn)", words)
    if pick == "plus one":
        _until_my_next_turn(ctx, ctx.card, 1)
        return
    target = ctx.choose("Glymmer: another minion has -4 power until the start of your next turn", others)
    if target is not None:
        _until_my_next_turn(ctx, target, -4)


@ability("Puck")
def puck(ctx):
    """Play an extra action OR draw a card."""
    if ctx.card.defn.slug not in (None, PUCK_SLUG):
        return  # Smash Up All Stars' Puck is another card of the same name
    pick = ctx.choose_word("Puck: play an extra action OR draw a card", ["extra action", "draw"])
    if pick == "draw":
        ctx.draw(1)
    else:
        ctx.extra("action", reason="Puck")


@ability("Tinx")
def tinx(ctx):
    """You may transfer an action played on another minion to this one."""
    options = _attached_actions(ctx, where=lambda a: a.zone.holder is not ctx.card)
    pick = ctx.may_choose("Tinx: you may transfer an action played on another minion to this one", options)
    if pick is not None and ctx.in_play(ctx.card):
        ctx.transfer_action(pick, ctx.card)


# ----- actions ------------------------------------------------------------------------------------
@ability("Daisy Chain", "power")
def daisy_chain(ctx, minion):
    """Play on a minion. Ongoing: If you control this minion it has +2 power, otherwise it has -2 power."""
    if minion is not _host(ctx.card):
        return 0
    return 2 if minion.controller == ctx.card.controller else -2


ENCHANTMENT_MODE = "_enchantment_mode"


@ability("Enchantment")
def enchantment(ctx):
    """Play on a base and choose one: Ongoing: All minions here have +1 power. OR Ongoing: All minions
    here have -1 power."""
    pick = ctx.choose_word("Enchantment: all minions here have +1 power, OR all minions here have -1 power",
                           ["plus one", "minus one"])
    setattr(ctx.card, ENCHANTMENT_MODE, 1 if pick == "plus one" else -1)
    ctx.log(f"Enchantment: all minions at {ctx.here.ref if ctx.here else 'its base'} have "
            f"{'+1' if pick == 'plus one' else '-1'} power", cites.T_ONGOING)


@ability("Enchantment", "power")
def enchantment_power(ctx, minion):
    """Ongoing: All minions here have +1 power (or -1 power, as chosen when played); a transfer keeps the
    chosen part (fairies/enchantment)."""
    mode = getattr(ctx.card, ENCHANTMENT_MODE, 0)
    if not mode or ctx.card.zone is None or ctx.card.zone.kind != "base_actions":
        return 0
    return mode if ctx.base_of(minion) is ctx.here else 0


@ability("Fairy Ballet")
def fairy_ballet(ctx):
    """Draw two cards, OR draw a card and play an extra action."""
    pick = ctx.choose_word("Fairy Ballet: draw two cards, OR draw a card and play an extra action",
                           ["draw two", "draw and extra action"])
    if pick == "draw two":
        ctx.draw(2)
    else:
        ctx.draw(1)
        ctx.extra("action", reason="Fairy Ballet")


@ability("Ladybug", "protect")
def ladybug(ctx, affect):
    """Play on a minion. Ongoing: This minion cannot be destroyed."""
    host = _host(ctx.card)
    return host is not None and affect.kind == "destroy" and affect.target is host


@ability("Ladybug", "talent")
def ladybug_talent(ctx):
    """Talent: Transfer this action to another minion."""
    host = _host(ctx.card)
    others = ctx.minions(where=lambda m: m is not host)
    target = ctx.choose("Ladybug: transfer this action to another minion", others)
    if target is None:
        ctx.game.refuse("Ladybug: there is no other minion to transfer it to")
    ctx.transfer_action(ctx.card, target)


@ability("Magic Acorns")
def magic_acorns(ctx):
    """Each other player discards a card at random, OR you draw a card and play an extra action."""
    pick = ctx.choose_word("Magic Acorns: each other player discards a card at random, OR you draw a card "
                           "and play an extra action", ["discard", "draw and extra action"])
    if pick == "draw and extra action":
        ctx.draw(1)
        ctx.extra("action", reason="Magic Acorns")
        return
    for p in ctx.game.seat_order(ctx.controller):
        if p.name == ctx.controller:
            continue
        if not p.hand:
            ctx.log(f"{p.name} has no card to discard", cites.T_DISCARD)
            continue
        card = ctx.game.rng.choice(list(p.hand))
        ctx.log(f"{p.name} discards a card at random", cites.T_DISCARD)
        ctx.discard_from_hand(card, player=p.name)


@ability("Magic Ward", "protect")
def magic_ward(ctx, affect):
    """Play on a base. Ongoing: Other players cannot play actions on this base or on minions here."""
    here = ctx.here
    src = affect.source
    if affect.kind != "attach" or here is None or src is None or src.kind != "action":
        return False
    if ctx.in_play(src):  # a transfer (e.g. Tinx) is not playing an action
        return False
    if affect.controller is None or affect.controller == ctx.controller:
        return False
    target = affect.target
    if target is here or (getattr(target, "zone", None) is not None and ctx.base_of(target) is here):
        ctx.game.refuse(f"{affect.controller} cannot play {src.ref} on {target.ref}: Magic Ward "
                        f"({ctx.controller}) protects {here.ref}")
    return False


@ability("Playful Tricks")
def playful_tricks(ctx):
    """Destroy up to 2 actions played on minions and/or bases OR play Spirit of the Forest."""
    titan = next((t for t in ctx.player.titans if t.name == "Spirit of the Forest"), None)
    words = ["destroy actions", "play Spirit of the Forest"] if titan is not None else ["destroy actions"]
    pick = ctx.choose_word("Playful Tricks: destroy up to 2 actions played on minions and/or bases OR play "
                           "Spirit of the Forest", words)
    if pick == "destroy actions":
        options = _attached_actions(ctx) + [a for b in ctx.bases() for a in b.actions]
        for a in ctx.choose_many("Playful Tricks: destroy up to 2 actions played on minions and/or bases",
                                 options, min=0, max=2):
            ctx.destroy(a)
        return
    base = ctx.choose("Playful Tricks: play Spirit of the Forest on which base?", ctx.bases())
    ctx.play_titan(titan, base)


@ability("Leaf Armor", kind="talent", zone="minion")
def leaf_armor(ctx):
    """Play on a minion. Ongoing: This minion has the ability "Talent: This minion gains +2 power until
    the end of the turn." """
    host = _host(ctx.card)
    if host is not None:
        ctx.add_power(host, 2)
