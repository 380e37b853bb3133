"""The Madness deck (rules/the-madness-deck, rules/madness-and-the-final-score).

30 identical actions: "Draw two cards OR return this card to the Madness
deck." Its current controller is treated as its owner; it leaves play to its
controller's discard pile. At the end of the game each player loses 1 VP per
2 Madness cards they have (hand, deck, discard pile, buried); the highest
modified total wins, then the fewest Madness cards, further ties share the win.
"""

from __future__ import annotations

from oracle.abilities import ability

from . import cites
from .events import GameEvent, fire


def draw_madness(game, player: str, n: int = 1) -> list:
    got = []
    for _ in range(n):
        if not game.madness:
            game.event(f"the Madness deck is empty: {player} draws no Madness card", cites.MADNESS)
            break
        c = game.madness[0]
        game.put(c, game.player(player).hand)
        c.owner = c.controller = player
        got.append(c)
    if got:
        game.event(f"{player} draws {len(got)} Madness card(s)", cites.MADNESS)
        announce_drawn(game, player, got, "madness")
    return got


def announce_drawn(game, player: str, cards, frm: str) -> None:
    """The ``madness_drawn`` event for each Madness card among ``cards`` just drawn by ``player``
    (``data["from"]``: ``madness`` for the Madness deck, ``deck`` for the player's deck)."""
    for c in cards:
        if c.defn.type == "madness":
            fire(game, GameEvent("madness_drawn", card=c, player=player, data={"from": frm}))


def return_madness(game, card) -> None:
    game.put(card, game.madness)
    card.owner = card.controller = None
    game.event("a Madness card returns to the Madness deck", cites.MADNESS)


def madness_count(game, player: str) -> int:
    p = game.player(player)
    n = sum(1 for z in (p.hand, p.deck, p.discard, p.stasis) for c in z if c.defn.type == "madness")
    n += sum(1 for c in game.all_cards() if c.defn.type == "madness" and c.zone.kind == "stored"
             and c.controller == player)
    n += sum(1 for b in game.bases for c in b.buried if c.defn.type == "madness" and c.controller == player)
    return n


def final_score(game) -> list[str]:
    """Apply the Madness penalty and return the winner(s)."""
    rows = []
    for p in game.players:
        m = madness_count(game, p.name)
        final = p.vp - m // 2
        rows.append((p.name, final, m))
        game.event(f"{p.name}: {p.vp} VP, {m} Madness card(s), -{m // 2} VP: final total {final}",
                   cites.MADNESS_SCORE)
    best = max(r[1] for r in rows)
    tied = [r for r in rows if r[1] == best]
    if len(tied) > 1:
        fewest = min(r[2] for r in tied)
        tied = [r for r in tied if r[2] == fewest]
        game.event(f"tie on {best} VP: the fewest Madness cards ({fewest}) wins", cites.MADNESS_SCORE)
    names = [r[0] for r in tied]
    if len(names) == 1:
        game.event(f"{names[0]} wins the game", cites.MADNESS_SCORE, cites.GAME_OVER)
    else:
        game.event(f"{' and '.join(names)} share the win", cites.MADNESS_SCORE, cites.GAME_OVER)
    return names


@ability("Madness")
def madness(ctx):
    """Draw two cards OR return this card to the Madness deck."""
    pick = ctx.choose_word("Madness: draw two cards OR return this card to the Madness deck",
                           ["draw", "return"])
    if pick == "draw":
        ctx.draw(2)
    else:
        ctx.game.put(ctx.card, ctx.game.madness)
        ctx.card.owner = ctx.card.controller = None
        ctx.game.event(f"{ctx.controller} returns Madness to the Madness deck", cites.MADNESS)
