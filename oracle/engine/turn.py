"""The phases of a turn (rules/start-turn, rules/play-cards, rules/score-bases,
rules/draw-2-cards, rules/end-turn) and the end of the game (rules/game-over-man)."""

from __future__ import annotations

from . import cites, effects, stasis
from .abilities_hook import sources_with
from .burying import offer_uncover
from .decks import draw, shuffle_discard_into_deck  # noqa: F401 (abilities import them from here)
from .errors import Refused
from .events import GameEvent, fire
from .madness import final_score
from .prompts import Prompt
from .scoring import score_bases
from .state import PHASES

HAND_LIMIT = 10
WINNING_VP = 15


def start_phase(game) -> None:
    """Start Turn: effects expiring now expire first, then start-of-turn abilities."""
    p = game.current_player
    game.event(f"Turn {game.turn}: {p.name}'s turn starts", cites.START_TURN)
    game.moves = []
    game.plays = []
    game.destructions = []
    effects.expire(game, "start_of_turn", p.name)
    stasis.start_of_turn(game, p)
    for c in game.cards_in_play():
        c.talent_used = False
    fire(game, GameEvent("start_of_turn", player=p.name))
    offer_uncover(game, p)
    game.phase = "play"


def end_play_phase(game) -> None:
    p = game.current_player
    if any(not e.any_phase for e in p.extras):
        game.event(f"{p.name}'s unused extra plays expire with the Play Cards phase", cites.EXTRA_CARDS)
    p.extras = [e for e in p.extras if e.any_phase]
    game.phase = "score"


def score_phase(game) -> None:
    score_bases(game)
    game.phase = "draw"


def hand_limit(game, player: str) -> int:
    """10, changed by ``hand_limit`` abilities in play and effects (rules/draw-2-cards)."""
    n = HAND_LIMIT
    for src, ab in sources_with(game, "hand_limit"):
        n += int(ab.fn(game.context(src, ability=ab), player) or 0)
    n += sum(e.amount for e in game.effects if e.kind == "hand_limit" and e.player in (None, player))
    return max(0, n)


def draw_phase(game) -> None:
    p = game.current_player
    game.regular_draw = True  # the phase's own draw, not "additional cards" (forbid("hand") matches read it)
    try:
        draw(game, p, 2)
    finally:
        game.regular_draw = False
    limit = hand_limit(game, p.name)
    excess = len(p.hand) - limit
    if excess > 0:
        picks = game.ask(Prompt(f"discard down to {limit} cards (discard {excess})", p.name,
                                list(p.hand), many=True, min=excess, max=excess))
        picks = [effects.replace_hand_discard(game, c, p.name) for c in picks]
        for c in picks:
            game.put(c, effects.hand_discard_pile(game, c, p.name))
        game.event(f"{p.name} discards {', '.join(c.ref for c in picks)} down to the hand limit of {limit}",
                   cites.DRAW_2)
        for c in picks:
            fire(game, GameEvent("discarded", card=c, player=p.name, data={"from": "hand", "cards": list(picks)}))
    game.phase = "end"


def end_phase(game) -> None:
    """End Turn: end-of-turn abilities, then expirations, then the 15 VP check."""
    p = game.current_player
    fire(game, GameEvent("end_of_turn", player=p.name))
    effects.expire(game, "end_of_turn")
    stasis.end_of_turn(game)
    if check_game_over(game):
        return
    p.minion_plays = p.action_plays = 0
    p.extras = []
    game.current = next_seat(game)
    game.turn += 1
    game.phase = "start"


def take_extra_turn(game, player: str) -> None:
    """``player`` takes an extra turn after the current turn ends (e.g. Portal Room). Several extra
    turns are taken in the order they were gained; then play goes on from the player to the left of
    the player whose normal turn it was (rules/extra-cards: extra turns do not change the turn order)."""
    game.__dict__.setdefault("extra_turns", []).append(player)
    game.event(f"{player} will take an extra turn after the current turn ends", cites.EXTRA_CARDS)


def next_seat(game) -> int:
    """The seat whose turn comes next: a pending extra turn first, else the player to the left of
    the player whose normal turn was last."""
    names = [p.name for p in game.players]
    queue = game.__dict__.get("extra_turns") or []
    if queue:
        who = queue.pop(0)
        game.__dict__.setdefault("normal_seat", game.current)  # whose normal turn the order resumes from
        game.event(f"{who} takes an extra turn", cites.EXTRA_CARDS)
        return names.index(who)
    seat = game.__dict__.pop("normal_seat", game.current)
    return (seat + 1) % len(game.players)


def check_game_over(game) -> bool:
    """Anyone at 15 VP or more: the most VP wins; a tie for the most keeps playing (rules/game-over-man)."""
    top = max(p.vp for p in game.players)
    if top < WINNING_VP:
        return False
    leaders = [p.name for p in game.players if p.vp == top]
    if len(leaders) > 1:
        game.event(f"{' and '.join(leaders)} are tied for the most VP ({top}): play continues",
                   cites.GAME_OVER)
        return False
    if game.madness_in_game:
        winners = final_score(game)
    else:
        winners = leaders
        game.event(f"{leaders[0]} has the most VP ({top}) and wins the game", cites.GAME_OVER)
    game.winner = winners[0] if len(winners) == 1 else list(winners)
    game.over = True
    return True


RUNNERS = {"start": start_phase, "play": end_play_phase, "score": score_phase, "draw": draw_phase,
           "end": end_phase}


def run_phase(game) -> None:
    """Run the current phase to its end (the phase after it becomes current)."""
    if game.over:
        raise Refused("the game is over")
    RUNNERS[game.phase](game)


def advance(game, target: str) -> None:
    """Run the turn forward to the start of phase ``target`` (``next``: the next
    player's turn with its start-of-turn abilities resolved)."""
    if game.over:
        raise Refused("the game is over")
    if target == "next":
        turn = game.turn
        guard = 0
        while not game.over and (game.turn == turn or game.phase == "start"):
            run_phase(game)
            guard += 1
            if guard > 20:
                break
        return
    if target not in PHASES:
        raise Refused(f"unknown phase {target!r}")
    moved = False
    while not game.over and (not moved or game.phase != target):
        run_phase(game)
        moved = True
