"""Wizards (Smash Up core set): extra actions, card draw and deck tricks.

Each function quotes the card text it implements (corpus/cards/core-base-game/wizards.yaml),
following the Wizards clarifications (clarifications/wizards): extra actions
granted by Archmage or Chronomage stay usable if the minion is destroyed;
Neophyte's and Mass Enchantment's card is played (or placed) at once, and the
player who plays it controls it.

Arcane Protector (a titan from the Titans Event Kit) may be played right after
your fifth or later card of the turn, in any phase (its clarification): its
Special answers the Me First! window that follows each card you play.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites
from oracle.engine.titans import at_titan_limit


def _play_revealed_action(ctx, card) -> None:
    """Play a revealed action card now as an extra action, controlled by "you"."""
    ctx.play_card(card)


@ability("Archmage", kind="talent")
def archmage(ctx):
    """Talent: Play an extra action."""
    ctx.extra("action", reason="Archmage's talent")


@ability("Chronomage")
def chronomage(ctx):
    """You may play an extra action this turn."""
    ctx.extra("action", reason="Chronomage")


@ability("Enchantress")
def enchantress(ctx):
    """Draw a card."""
    ctx.draw(1)


@ability("Neophyte")
def neophyte(ctx):
    """Reveal the top card of your deck. If it is an action, you may place it in your hand or play
    it as an extra action. Otherwise, return it to the top of your deck."""
    top = ctx.top_of_deck()
    if top is None:
        ctx.log(f"{ctx.controller} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} reveals {top.ref} from the top of their deck", cites.DECKS)
    ctx.saw([top])
    if top.defn.plays_as != "action":
        ctx.log(f"{top.ref} is not an action and stays on top of the deck", cites.DECKS)
        return
    if ctx.may(f"Neophyte: play {top.ref} as an extra action?"):
        _play_revealed_action(ctx, top)
    elif ctx.may(f"Neophyte: place {top.ref} in your hand?"):
        ctx.place(top, "hand")
    else:
        ctx.log(f"{top.ref} returns to the top of {ctx.controller}'s deck", cites.DECKS)


@ability("Mass Enchantment")
def mass_enchantment(ctx):
    """Reveal the top card of each other player's deck. Play one revealed action as an extra action.
    Return unused cards to the top of their decks."""
    revealed = []
    for name in ctx.other_players():
        top = ctx.top_of_deck(player=name)
        if top is None:
            continue
        ctx.log(f"{name} reveals {top.ref} from the top of their deck (Mass Enchantment)", cites.DECKS)
        ctx.saw([top], player=name)
        revealed.append(top)
    actions = [c for c in revealed if c.defn.plays_as == "action"]
    pick = ctx.may_choose("Mass Enchantment: play one revealed action as an extra action, or pass", actions)
    if pick is not None:
        _play_revealed_action(ctx, pick)
    for c in revealed:
        if c is not pick:
            ctx.log(f"{c.ref} stays on top of {c.owner}'s deck", cites.DECKS)


@ability("Mystic Studies")
def mystic_studies(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("Portal")
def portal(ctx):
    """Reveal the top five cards of your deck. Place any number of minions revealed into your hand.
    Return the other cards to the top of your deck in any order."""
    p = ctx.player
    game = ctx.game
    revealed = []
    while len(revealed) < 5:
        top = ctx.top_of_deck()  # an empty deck is first refilled from the discard pile
        if top is None:
            break
        ctx.set_aside(top)
        revealed.append(top)
    if not revealed:
        ctx.log(f"{ctx.controller} has no card to reveal", cites.DECKS)
        return
    ctx.log(f"{ctx.controller} reveals {', '.join(c.ref for c in revealed)} (Portal)", cites.DECKS)
    ctx.saw(revealed)
    minions = [c for c in revealed if c.defn.plays_as == "minion"]
    taken = ctx.choose_many("Portal: place any number of the revealed minions into your hand", minions)
    for c in taken:
        ctx.place(c, "hand")
    rest = [c for c in revealed if c not in taken]
    ctx.return_to_top(rest, p)


@ability("Sacrifice")
def sacrifice(ctx):
    """Choose one of your minions. Draw cards equal to its power. Destroy that minion."""
    mine = ctx.minions(controller=ctx.controller)
    victim = ctx.choose("Sacrifice: choose one of your minions", mine)
    if victim is None:
        return
    n = ctx.power(victim)
    if n:
        ctx.draw(n)
    ctx.destroy(victim)


@ability("Scry")
def scry(ctx):
    """Search your deck for an action and reveal it to all players. Place it into your hand and shuffle
    your deck."""
    # ctx.search_deck: an empty deck is first made anew from the discard pile, the card found is
    # revealed, and the deck is shuffled (rules/decks-discards-and-searches).
    ctx.search_deck("Scry: search your deck for an action", where=lambda c: c.defn.plays_as == "action",
                    to="hand", may=False)


@ability("Summon")
def summon(ctx):
    """Play an extra minion."""
    ctx.extra("minion", reason="Summon")


@ability("Time Loop")
def time_loop(ctx):
    """Play two extra actions."""
    ctx.extra("action", reason="Time Loop")
    ctx.extra("action", reason="Time Loop")


@ability("Winds of Change")
def winds_of_change(ctx):
    """Shuffle your hand into your deck and draw five cards. You may play an extra action."""
    for c in ctx.hand():
        ctx.place(c, "deck_top")
    ctx.shuffle_deck()
    ctx.draw(5)
    ctx.extra("action", reason="Winds of Change")


# ----- Arcane Protector (titan, Titans Event Kit) ------------------------------------------------
def cards_played_this_turn(ctx, player) -> int:
    """How many cards ``player`` has played this turn (minions, actions and titans, in any phase).
    Regular plays used before a scenario started (its setup's ``plays``) count too."""
    plays = ctx.plays_this_turn(player=player)
    normal = sum(1 for p in plays if p["how"] == "normal" and p["kind"] in ("minion", "action"))
    used = 0
    if ctx.game.current_player.name == player:
        pl = ctx.game.player(player)
        used = pl.minion_plays + pl.action_plays
    return len(plays) + max(0, used - normal)


def _protector_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.player == ctx.controller
            and cards_played_this_turn(ctx, ctx.controller) >= 5
            and not at_titan_limit(ctx.game, ctx.controller))  # rules/titans: one titan in play


def _protector_play(ctx):
    """Special: After you play your fifth or higher card in a turn, you may play this titan."""
    base = ctx.choose("Arcane Protector: play this titan on which base?", ctx.bases())
    if base is not None:
        ctx.play_titan(ctx.card, base)


for _window in ("minion_played", "action_played"):
    ability("Arcane Protector", kind="special", window=_window, zone="aside", usable=_protector_usable)(
        _protector_play)


@ability("Arcane Protector", kind="player_power")
def arcane_protector_power(ctx, base, player):
    """Ongoing: You have +1 power here for every two cards in your hand."""
    if base is not ctx.here or player != ctx.controller:
        return 0
    return len(ctx.hand()) // 2


@ability("Arcane Protector", kind="talent")
def arcane_protector_talent(ctx):
    """Talent: Draw a card."""
    ctx.draw(1)
