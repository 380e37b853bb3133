"""Events: what happened (``GameEvent``), and ``fire``, which resolves what it triggers.

rules/card-resolution-order: an event caused while an ability resolves waits until that ability is
finished (``drain`` then resolves the waiting events in order). What an event triggers (abilities of
cards in play, then a Me First! window) and the state checks after it are in ``triggers``; ``fire``
reaches them through the game (``game.process_event``, ``game.check_states``: oracle/engine/game.py),
so this module and ``state``, which fires the zone events, depend on nothing above them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DEFER = True  # triggers wait until the ability being resolved is finished (rules/card-resolution-order)

LABELS = {
    "before_scoring": "before {base} scores",
    "after_scoring": "after {base} scores",
    "when_scoring": "when {base} scores",
    "minion_played": "after {card} is played",
    "minion_playing": "when {card} is played",
    "action_playing": "when {card} is played",
    "discarded": "after {card} goes to the discard pile",
    "to_hand": "after {card} goes to {player}'s hand",
    "treasures_revealed": "when treasures are distributed from {base}",
    "action_played": "after {card} is played",
    "destroyed": "after {card} is destroyed",
    "moved": "after {card} moves",
    "returned": "after {card} returns to the hand",
    "start_of_turn": "at the start of {player}'s turn",
    "end_of_turn": "at the end of {player}'s turn",
    "base_entered": "after {base} enters play",
    "turn_set_up": "as the board is set up in {player}'s Play Cards phase",
    "left_play": "after {card} leaves play",
    "base_replaced": "after {card} is replaced by {base}",
    "madness_drawn": "after {player} draws {card}",
    "buried": "after a card is buried at {base}",
    "uncovered": "after {card} is uncovered",
    "holder_leaving": "when {card} leaves play",
    "duel_started": "when {card} starts a duel",
    "power_increased": "after the power of {card} increases",
    "stasis_counter_removed": "after a stasis counter is removed from {card}",
    "duel_revealed": "during {card}'s duel, after the dueling cards are revealed",
    "vp_gained": "when {player} gains VP",
    "talent_used": "after {card} uses a talent",
    "special_used": "after {player} uses the Special of {card}",
    "revealed": "after {player}'s card reveals or looks at cards in a hand or deck",
}


@dataclass
class GameEvent:
    """Something that happened and may trigger abilities: ``kind`` plus what it concerns."""

    kind: str
    card: object = None
    base: object = None
    player: str | None = None
    source: object = None
    from_base: object = None
    data: dict = field(default_factory=dict)

    def label(self) -> str:
        fmt = LABELS.get(self.kind, self.kind.replace("_", " "))
        return fmt.format(base=self.base.ref if self.base is not None else "the base",
                          card=self.card.ref if self.card is not None else "a card",
                          player=self.player or "the current player")


def drain(game) -> None:
    """Resolve the events that waited for the abilities in progress, in the order they happened."""
    while game.pending_events and game.resolution_depth == 0:
        ev, window = game.pending_events.pop(0)
        game.process_event(ev, window)


def fire(game, ev, me_first_window: bool = True, now: bool = False) -> None:
    """Resolve everything ``ev`` triggers: abilities of cards in play, then Me First!.
    During an ability's resolution the event waits until that ability is finished, unless
    ``now``: a "when X is played" window opens before X resolves, even when X is played inside
    another ability (its answers may cancel X)."""
    if ev.kind == "discarded" and ev.data.get("from") == "hand":
        # "if you have discarded a card from your hand this turn" (e.g. Be Our Guest) reads this record
        game.hand_discards.append(
            {"card": ev.card, "player": ev.player, "source": ev.source, "turn": game.turn})
    if DEFER and game.resolution_depth > 0 and not now:
        game.pending_events.append((ev, me_first_window))
        return
    game.process_event(ev, me_first_window)
    if not now:  # not between a card's placement and its own ability ("when X is played")
        game.check_states()
