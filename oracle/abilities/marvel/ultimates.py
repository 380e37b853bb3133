"""Ultimates (Smash Up: Marvel): heroes who move between bases and grow stronger for it.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/ultimates.yaml).
Smash Up: Marvel says "character" for minion (wiki/character) and "base modifier" for an action
played on a base (wiki/modifier).

Every Ultimates card is implemented.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.play import Extra


def _move_to_another_base(ctx, minion, label):
    """Move ``minion`` to another base (one destination prompt); True when it moved."""
    dest = ctx.choose(f"{label}: move {minion.ref} to which base?", ctx.other_bases(ctx.base_of(minion)))
    return dest is not None and ctx.move(minion, dest)


def _gather(ctx, label, limit):
    """"Choose a base. Move up to ``limit`` of your characters from other bases to there." Returns the
    characters that moved."""
    base = ctx.choose(f"{label}: choose a base", ctx.bases())
    if base is None:
        return []
    mine = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not base)
    picks = ctx.choose_many(f"{label}: move up to {limit} of your characters to {base.ref}", mine, max=limit)
    return [m for m in picks if ctx.move(m, base)]


# ----- characters ------------------------------------------------------------------------------
@ability("Captain Marvel", kind="talent")
def captain_marvel(ctx):
    """Talent: Move this character to another base. All of your other characters currently there gain +1
    power until the end of the turn."""
    dest = ctx.choose("Captain Marvel: move to which base?", ctx.other_bases(ctx.base_of(ctx.card)))
    if dest is None or not ctx.move(ctx.card, dest):
        return
    for m in ctx.minions(base=dest, controller=ctx.controller, where=lambda m: m is not ctx.card):
        ctx.add_power(m, 1)


@ability("Spectrum", kind="talent")
def spectrum(ctx):
    """Talent: Move this character to another base."""
    _move_to_another_base(ctx, ctx.card, "Spectrum")


@ability("America Chavez", kind="ongoing", event="moved",
         when=lambda ctx: (ctx.event.card is not ctx.card and ctx.here is not None
                           and (ctx.event.base is ctx.here or ctx.event.from_base is ctx.here)))
def america_chavez(ctx):
    """Ongoing: After another character moves to or from this base, this character gains +1 power until
    the end of the turn."""
    ctx.add_power(ctx.card, 1)


@ability("Blue Marvel", kind="ongoing", event="moved", when=lambda ctx: ctx.event.card is ctx.card)
def blue_marvel(ctx):
    """Ongoing: After this character moves to another base, it gains +1 power until the end of the turn."""
    ctx.add_power(ctx.card, 1)


# ----- actions ---------------------------------------------------------------------------------
@ability("Aid from Allies")
def aid_from_allies(ctx):
    """Base modifier. Draw a card."""
    if ctx.setting_up:
        return
    ctx.draw(1)


def _first_of_a_move_here(ctx) -> bool:
    """This move is the first of the moves to this base that one ability made at once ("one or more
    characters"): the moves of one ability are consecutive and share their source."""
    ev = ctx.event
    here = ctx.here
    if here is None or ev.base is not here or ev.player != ctx.controller:
        return False
    moves = ctx.moves_this_turn()
    idx = next((i for i in range(len(moves) - 1, -1, -1)
                if moves[i]["card"] is ev.card and moves[i]["to"] is here), None)
    if idx is None:
        return True
    j = idx - 1
    while j >= 0 and moves[j]["source"] is ev.source:
        if moves[j]["to"] is here and moves[j]["by"] == ctx.controller:
            return False
        j -= 1
    return True


@ability("Aid from Allies", kind="ongoing", event="moved", when=_first_of_a_move_here)
def aid_from_allies_ongoing(ctx):
    """Ongoing: After you move one or more characters to here, draw a card."""
    ctx.draw(1)


@ability("Coordinated Attack")
def coordinated_attack(ctx):
    """Choose a base. Move up to three of your characters from other bases to there. They each gain +1
    power until the end of the turn."""
    for m in _gather(ctx, "Coordinated Attack", 3):
        ctx.add_power(m, 1)


@ability("Cosmic Knowledge")
def cosmic_knowledge(ctx):
    """Place any number of cards from your hand on the bottom of your deck, then draw one more card than
    you placed there."""
    picks = ctx.choose_many("Cosmic Knowledge: place any number of cards from your hand on the bottom of your deck",
                            ctx.hand())
    for c in picks:
        ctx.place(c, "deck_bottom", player=ctx.controller)
    ctx.draw(len(picks) + 1)


class _ExtraWhereYouHaveNone(Extra):
    """An extra minion play on a base where its player has no minions (checked when it is played)."""

    def __init__(self, player, reason):
        super().__init__("minion", where=lambda c: True, reason=reason)
        self.player = player

    def fits(self, card, kind, base) -> bool:
        return (super().fits(card, kind, base) and base is not None
                and not any(m.controller == self.player for m in base.minions))


@ability("First to Arrive")
def first_to_arrive(ctx):
    """Play an extra character on a base where you have no characters."""
    ctx.player.extras.append(_ExtraWhereYouHaveNone(ctx.controller, "First to Arrive"))
    ctx.log(f"{ctx.controller} may play an extra minion on a base where they have no minions (First to Arrive)",
            cites.T_EXTRA, cites.EXTRA_CARDS)


@ability("Heroic Landing")
def heroic_landing(ctx):
    """Move any number of your characters to other bases."""
    picks = ctx.choose_many("Heroic Landing: move any number of your characters to other bases",
                            ctx.minions(controller=ctx.controller))
    for m in picks:
        if ctx.in_play(m):
            _move_to_another_base(ctx, m, "Heroic Landing")


@ability("Lift and Carry")
def lift_and_carry(ctx):
    """Move a character to another base."""
    m = ctx.choose("Lift and Carry: move which character?", ctx.minions())
    if m is not None:
        _move_to_another_base(ctx, m, "Lift and Carry")


@ability("Power and Speed")
def power_and_speed(ctx):
    """One of your characters gains +2 power until the end of the turn. You may move it to another base."""
    m = ctx.choose("Power and Speed: which of your characters gains +2 power?", ctx.minions(controller=ctx.controller))
    if m is None:
        return
    ctx.add_power(m, 2)
    if not ctx.in_play(m):
        return
    dest = ctx.may_choose(f"Power and Speed: you may move {m.ref} to another base", ctx.other_bases(ctx.base_of(m)))
    if dest is not None:
        ctx.move(m, dest)


@ability("Scramble", kind="special", window="before_scoring",
         usable=lambda ctx: ctx.event.base is not None and ctx.event.base in ctx.game.bases)
def scramble_special(ctx):
    """Special: You may play this before a base scores."""
    ctx.play_this()


@ability("Scramble")
def scramble(ctx):
    """Move one of your characters to another base."""
    m = ctx.choose("Scramble: move which of your characters?", ctx.minions(controller=ctx.controller))
    if m is not None:
        _move_to_another_base(ctx, m, "Scramble")
