"""Acting on a game: ``Action`` values, the actions a player may try now, and applying one.

``game.legal_actions(player)`` and ``game.apply(action)`` (oracle/engine/game.py) are the one way the
scenario runner, the random playouts and the sandbox act. Prompts raised while an action resolves
(targets, "you may", Me First! windows) are answered by the game's chooser, not by actions.

The list of actions is the moves of the right shape for the position: a card in the hand with each
place it can be played (a minion on each base, an action on a base or a minion, or with no target),
each talent not used this turn, each titan that may be played instead of a regular play, each card
leaving stasis, each Special the player may use now with no event to answer (on any turn:
``special_actions``), and ``advance``. Whether the rules allow it is decided when it is applied: quotas,
"play only on ...", protection and the rest refuse an action with ``Refused`` and leave the board as it
was (rules/play-cards, terms/talent, terms/special).
"""

from __future__ import annotations

from typing import NamedTuple

from .abilities_hook import held, in_play, talent_again_by
from .errors import Refused
from .play import may_use_special, play_card, use_special, use_talent
from .stasis import play_from_stasis
from .titans import play_titan
from .turn import advance, run_phase

KINDS = ("play", "talent", "special", "advance")


class Action(NamedTuple):
    """One thing a player does.

    - ``play``: ``card`` from the hand (or leaving stasis, or a titan set aside), on ``base`` or ``on``
      a minion, or with no target; ``play_as`` "minion" or "action" for a fusion;
    - ``talent``: use the talent of ``card`` in play;
    - ``special``: use ``card``'s Special ability (with ``base``/``on`` where it plays the card);
    - ``advance``: run the turn forward to the start of phase ``to`` ("next": the next player's turn);
      ``to=None`` runs the current phase to its end.
    """

    kind: str
    player: str
    card: object = None
    base: object = None
    on: object = None
    play_as: str | None = None
    to: str | None = None

    def describe(self) -> str:
        if self.kind == "advance":
            return f"{self.player} advances to {self.to or 'the next phase'}"
        where = f" on {self.base.ref}" if self.base is not None else f" on {self.on.ref}" if self.on is not None else ""
        return f"{self.player}: {self.kind} {self.card.ref}{where}"


def _act(kind, player, card=None, base=None, on=None, _new=tuple.__new__):
    """``Action(kind, player, card, base, on)`` without the named tuple's keyword ``__new__`` (lists of
    actions are made for every random play)."""
    return _new(Action, (kind, player, card, base, on, None, None))


def special_actions(game, player: str) -> list:
    """A ``special`` action for each card whose Special ``player`` may use now with a ``special:`` step
    (``play.may_use_special``: a card held, set aside or in stasis, a base, a card in play), on any
    player's turn: "Specials can be played at any time they are applicable, even on other players'
    turns" (rules/triggered-and-tagged-abilities, terms/special). Specials that answer an event are
    offered in that event's Me First! window instead (a prompt, not an action)."""
    out = []
    for p, _, c, t in held(game):
        if p.name == player and t.step and may_use_special(game, player, c):
            out.append(_act("special", player, c))
    for c, t in in_play(game)[1]:
        if t.step and may_use_special(game, player, c):
            out.append(_act("special", player, c))
    return out


def legal_actions(game, player: str) -> list:
    """What ``player`` may try now (see the module docstring), ``advance`` last; [] when the game is over.
    On another player's turn: only the Specials ``player`` may use (``special_actions``), no ``advance``."""
    if game.over or not game.players:
        return []
    if game.current_player.name != player:
        return special_actions(game, player) if any(p.name == player for p in game.players) else []
    out = []
    if game.phase == "play":
        p = game.current_player
        bases = game.bases
        for c in p.hand:
            d = c.defn
            if d.is_fusion:
                out += [_act("play", player, c, b) for b in bases]
                out.append(_act("play", player, c))
            elif d.plays_as == "minion" or d.play_on == "base":
                out += [_act("play", player, c, b) for b in bases]
            elif d.play_on == "minion":
                out += [_act("play", player, c, None, m) for m in game.minions()]
            elif d.plays_as == "action":
                out.append(_act("play", player, c))
        for c, t in in_play(game)[1]:
            if (c.controller == player and t.by_kind.get("talent")
                    and (not c.talent_used or talent_again_by(game, player, c))):
                out.append(_act("talent", player, c))
        for t in p.titans:
            if t.defn.instead_of:
                out += [_act("play", player, t, b) for b in bases]
        for c in p.stasis:
            if c.stasis == 0:
                out += [_act("play", player, c, b) for b in bases]
    out += special_actions(game, player)
    out.append(_act("advance", player))
    return out


def apply(game, action: Action) -> None:
    """Do ``action``; ``Refused`` when the rules forbid it (the caller restores the board)."""
    kind, who, card = action.kind, action.player, action.card
    p = game.player(who)
    if kind == "play":
        if card.zone is p.stasis:
            play_from_stasis(game, who, card, base=action.base, on=action.on)
        elif card.zone is p.titans:
            if not card.defn.instead_of:
                raise Refused(f"{card.ref} is a titan: it is played only when a card says so")
            if action.base is None:
                raise Refused(f"playing the titan {card.ref} needs a base")
            play_titan(game, who, card, action.base, instead_of=card.defn.instead_of)
        elif card.zone is not p.hand:
            raise Refused(f"{card.ref} is not in {who}'s hand (it is in {card.zone.describe()})")
        else:
            play_card(game, who, card, base=action.base, on=action.on, as_type=action.play_as)
    elif kind == "talent":
        use_talent(game, who, card)
    elif kind == "special":
        use_special(game, who, card, base=action.base, on=action.on)
    elif kind == "advance":
        if action.to is None:
            run_phase(game)
        else:
            advance(game, action.to)
    else:
        raise Refused(f"unknown action {kind!r} (one of {', '.join(KINDS)})")
