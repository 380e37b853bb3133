"""Hydra (Smash Up: Marvel): cut off one head, two more take its place.

Each function quotes the card text it implements (corpus/cards/smash-up-marvel/hydra.yaml).
Smash Up: Marvel says "character" for minion and "base modifier" for an action played on a base;
the engine reads them so.

Every Hydra card is implemented. Notes on readings:
- "Power 2 or less" of a card outside play (hand, deck, discard pile) is its printed power
  (rules/in-and-out-of-play: the power of a minion not in play is only the number printed on it).
- "Destroy one of your characters" may pick the card whose ability it is (Red Skull, Baron Strucker,
  Madame Hydra are characters of yours); the "to ..." / "After it is destroyed, ..." part happens only
  when the destruction does (terms/to, terms/after).
- Red Skull's Ongoing also triggers on its own destruction ("after X" triggers when X starts,
  rules/triggered-and-tagged-abilities), as the engine does for every leaving-play trigger.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites


def _is_minion(card) -> bool:
    return getattr(getattr(card, "defn", None), "plays_as", None) == "minion"


def _small(card) -> bool:
    """A character of (printed) power 2 or less."""
    return _is_minion(card) and (card.defn.power or 0) <= 2


def _destroy_one_of_yours(ctx, text):
    """Pick one of your characters and destroy it: (the card, its base, its power just before), or
    None when nothing was destroyed."""
    mine = ctx.minions(controller=ctx.controller)
    victim = ctx.choose(text, mine)
    if victim is None:
        return None
    base, power = ctx.base_of(victim), ctx.power(victim)
    if not ctx.destroy(victim):
        return None
    return victim, base, power


def _play_two_small_here(ctx, base, player=None):
    """Play up to two extra characters of power 2 or less from the hand on ``base``. They name no card:
    during your Play Cards phase they may be played later in the phase, only there (terms/extra)."""
    if base is None or base not in ctx.game.bases:
        return
    ctx.extra_or_now("minion", where=_small, base=base, n=2, player=player)


# ----- characters -----------------------------------------------------------------------------
@ability("Red Skull", kind="ongoing", event="destroyed",
         when=lambda ctx: _is_minion(ctx.event.card)
         and ctx.event.data.get("controller") == ctx.controller)
def red_skull(ctx):
    """Ongoing: After one of your characters is destroyed, draw a card."""
    ctx.draw(1)


@ability("Red Skull", kind="talent")
def red_skull_talent(ctx):
    """Talent: Destroy one of your characters to draw a card."""
    if _destroy_one_of_yours(ctx, "Red Skull: destroy one of your characters to draw a card"):
        ctx.draw(1)


@ability("Baron Strucker", kind="talent")
def baron_strucker(ctx):
    """Talent: Destroy one of your characters. After it is destroyed, move up to two of your
    characters from other bases to here."""
    here = ctx.here
    if not _destroy_one_of_yours(ctx, "Baron Strucker: destroy one of your characters"):
        return
    if here is None or here not in ctx.game.bases:
        return
    movers = ctx.minions(controller=ctx.controller, where=lambda m: ctx.base_of(m) is not here)
    for m in ctx.choose_many(f"Baron Strucker: move up to two of your characters from other bases to "
                             f"{here.ref}", movers, max=2):
        ctx.move(m, here)


@ability("Madame Hydra", kind="talent")
def madame_hydra(ctx):
    """Talent: Destroy one of your characters to give this character +2 power until the end of the
    turn."""
    if _destroy_one_of_yours(ctx, "Madame Hydra: destroy one of your characters to give her +2 power") \
            and ctx.in_play(ctx.card):
        ctx.add_power(ctx.card, 2)


@ability("Arnim Zola", kind="power")
def arnim_zola(ctx, minion):
    """Ongoing: This character has +1 power for each of your other characters here with a printed
    power of 2 or less."""
    if minion is not ctx.card or ctx.here is None:
        return 0
    return sum(1 for m in ctx.here.minions
               if m is not ctx.card and m.controller == ctx.card.controller and (m.defn.power or 0) <= 2)


@ability("Hydra Agent", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def hydra_agent(ctx):
    """Ongoing: After this character is destroyed, play up to two extra characters of power 2 or
    less here."""
    _play_two_small_here(ctx, ctx.event.base)


# ----- actions --------------------------------------------------------------------------------
@ability("Fanatical Devotion", kind="power")
def fanatical_devotion(ctx, minion):
    """Base modifier. Ongoing: Your characters here each have +2 power if one or more of your
    characters have been destroyed here this turn."""
    here = ctx.here
    if here is None or minion.controller != ctx.controller or minion.zone is not here.minions:
        return 0
    return 2 if ctx.destroyed_this_turn(base=here, controller=ctx.controller) else 0


@ability("Hail Hydra!")
def hail_hydra(ctx):
    """Destroy one of your characters to draw cards equal to its power."""
    got = _destroy_one_of_yours(ctx, "Hail Hydra!: destroy one of your characters to draw cards equal "
                                     "to its power")
    if got and got[2] > 0:
        ctx.draw(got[2])


@ability("Hour of Destiny")
def hour_of_destiny(ctx):
    """Search your deck for up to two characters of power 2 or less, reveal them, and draw them. Then
    shuffle your deck."""
    p = ctx.player
    if not p.deck:
        ctx.refill_deck(p.name)
    found = [c for c in p.deck if _small(c)]
    picks = ctx.choose_many("Hour of Destiny: up to two characters of power 2 or less from your deck",
                            found, max=2) if found else []
    if picks:
        ctx.log(f"{p.name} searches their deck and reveals {', '.join(c.ref for c in picks)}",
                cites.DECKS, cites.NEW_GENERAL)
        ctx.saw(picks, player=p.name, top=False)
        for c in picks:
            ctx.to_hand(c, p)
            c.controller = p.name
        ctx.log(f"{p.name} draws {', '.join(c.ref for c in picks)}", cites.DECKS)
    else:
        ctx.log(f"{p.name} searches their deck and takes nothing", cites.DECKS)
    ctx.shuffle_deck()


@ability("Reactivate Agents")
def reactivate_agents(ctx):
    """Place up to two characters of 2 power or less from your discard pile into your hand."""
    options = [c for c in ctx.discard_pile() if _small(c)]
    for c in ctx.choose_many("Reactivate Agents: up to two characters of power 2 or less from your "
                             "discard pile", options, max=2):
        ctx.place(c, "hand")


@ability("Secret Reserves")
def secret_reserves(ctx):
    """Shuffle any number of characters of power 2 or less from your discard pile into your deck."""
    options = [c for c in ctx.discard_pile() if _small(c)]
    picks = ctx.choose_many("Secret Reserves: any number of characters of power 2 or less to shuffle "
                            "into your deck", options)
    if not picks:
        return
    p = ctx.player
    for c in picks:
        ctx.to_deck(c, p)
    ctx.log(f"{p.name} puts {', '.join(c.ref for c in picks)} into their deck", cites.T_PLACE)
    ctx.shuffle_deck()


@ability("Two More Shall Take Its Place")
def two_more_shall_take_its_place(ctx):
    """Destroy one of your characters. After it is destroyed, play up to two characters of power 2 or
    less as extra characters onto that base."""
    got = _destroy_one_of_yours(ctx, "Two More Shall Take Its Place: destroy one of your characters")
    if got:
        _play_two_small_here(ctx, got[1])
