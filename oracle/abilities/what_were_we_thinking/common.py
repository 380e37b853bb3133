"""Helpers shared by the What Were We Thinking? factions (Explorers, Grannies, Rock Stars,
Teddy Bears) and bases."""

from __future__ import annotations

import re

from oracle.engine import cites

_TURN_START = re.compile(r"^Turn \d+: (.+)'s turn starts$")


def minion_plays_this_turn(game, player) -> tuple[list, bool]:
    """The refs of the minions ``player`` played this turn, in order (read from the event log,
    each play logged "<player> plays <card> ..." citing terms/play), and whether a minion was
    played before the log began (a scenario starting with ``plays: {minions: 1}``)."""
    kinds = {}
    for c in game.all_cards():
        kinds.setdefault(c.ref, c.defn.plays_as)
    prefix = f"{player} plays "
    found = []
    saw_start = False
    for ev in reversed(game.log):
        if _TURN_START.match(ev.text):
            saw_start = True
            break
        if cites.T_PLAY in ev.cites and ev.text.startswith(prefix):
            rest = ev.text[len(prefix):]
            name = re.split(r" on | as an extra | \(Special\)|;", rest, maxsplit=1)[0]
            if kinds.get(name) == "minion" or (kinds.get(name) == "other" and "as a minion" in rest):
                found.append((name, " as an extra " in rest or "(Special)" in rest))
    found.reverse()
    earlier = False
    if not saw_start and game.current_player.name == player:
        normal_logged = sum(1 for _, extra in found if not extra)
        earlier = game.player(player).minion_plays > normal_logged
    return [n for n, _ in found], earlier


def this_base(ctx):
    """The Base object of a base card's ability."""
    for b in ctx.game.bases:
        if b.card is ctx.card:
            return b
    return None


def host(card):
    """The minion an attached action is on, else None."""
    z = card.zone
    if z is not None and z.kind == "attached":
        return z.holder
    return None


def base_holding(ctx, card):
    """The base an action played on a base is on."""
    for b in ctx.game.bases:
        if card in b.actions:
            return b
    return None


def other_players_card(affect, you) -> bool:
    """True when ``affect`` comes from a card of a player other than ``you`` (bases are no
    player's cards)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


def reveal(ctx, cards, where="the top of their deck", player=None) -> None:
    """``player`` (default you) reveals ``cards`` of their deck: logged, and the ``revealed`` event."""
    who = player or ctx.controller
    shown = ", ".join(c.ref for c in cards) or "nothing"
    ctx.log(f"{who} reveals {shown} from {where}", cites.DECKS)
    ctx.saw(cards, player=who, by=who if player else None, top=where == "the top of their deck")


def look(ctx, cards, where="the top of their deck", player=None) -> None:
    """``player`` (default you) looks at ``cards`` of their deck: logged, and the ``revealed`` event."""
    who = player or ctx.controller
    shown = ", ".join(c.ref for c in cards) or "nothing"
    ctx.log(f"{who} looks at {shown} from {where}", cites.DECKS)
    ctx.saw(cards, player=who, look=True, by=who if player else None, top=where == "the top of their deck")


def deck_top(ctx, n, player=None) -> list:
    """The top ``n`` cards of a deck, left in the deck. An empty deck is first made anew from the
    shuffled discard pile; a deck with fewer than ``n`` cards is followed by the shuffled discard pile
    and taking goes on from there (rules/decks-discards-and-searches: "Start or continue ... from
    there"): its cards are set aside meanwhile (``ctx.take_top``), then all go back on top in order."""
    p = ctx.game.player(player or ctx.controller)
    if ctx.top_of_deck(p.name) is None:
        return []
    if len(p.deck) >= n or not p.discard:
        return list(p.deck[:n])
    cards = ctx.take_top(n, player=p.name, reveal=False, fire=False)  # the caller reveals or looks at them
    for c in reversed(cards):
        ctx.to_deck(c, p, top=True)
    return cards


def deck_bottom(ctx, n, player=None) -> list:
    """The bottom ``n`` cards of a deck, bottom-most last."""
    first = ctx.top_of_deck(player)
    if first is None:
        return []
    deck = ctx.game.player(player or ctx.controller).deck
    return list(deck[-n:]) if n else []


def top_or_bottom(ctx, card, label, player=None) -> None:
    """"Place it on the top or bottom of your deck"."""
    where = ctx.choose_word(f"{label}: place {card.ref} on the top or bottom of your deck?", ["top", "bottom"],
                            player=player)
    ctx.place(card, "deck_top" if where == "top" else "deck_bottom", player=player)
