"""The Big Score (rules/the-big-score, rules/scoring-summary).

1. Check all bases for any ready to score; 2. the current player chooses one;
3. "before scoring" abilities and Specials (Me First!); 4. award VP by the
current power totals ("when scoring" abilities now); 5. "after scoring";
6. treasures from monsters; 7. discard all cards on the base; 8. discard the
base; 9. replace it from the base deck; 10. go to step 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cites, decks, power
from .effects import forget_card, instead_destination, remove_from_play
from .events import GameEvent, fire
from .monsters import add_base_monsters, loot_from_base
from .play import check_implemented
from .prompts import Prompt
from .state import Base


@dataclass
class Standing:
    player: str
    total: int
    place: int
    vp: int = 0


def ranking(game, base) -> list[Standing]:
    """Places at a base (rules/awarding-vp, rules/tie-fighter): only players with a
    minion there or power there rank; tied players share the higher place and
    the next player takes the place after all the tied ones (10/10/5: 1st, 1st, 3rd).
    Tied players are listed from the current player clockwise: the priority for using a
    base's ability when tied (rules/tie-fighter)."""
    totals = [(p.name, power.player_total(game, base, p.name)) for p in game.players
              if power.has_presence(game, base, p.name)]
    out = []
    for name, total in totals:
        place = 1 + sum(1 for _, t in totals if t > total)
        vp = base.defn.vp[place - 1] if place <= 3 and place - 1 < len(base.defn.vp) else 0
        out.append(Standing(name, total, place, vp))
    seats = [p.name for p in game.seat_order()]  # ties: current player first, then clockwise
    out.sort(key=lambda s: (s.place, seats.index(s.player)))
    return out


PLACE = {1: "1st", 2: "2nd", 3: "3rd"}


def ready_bases(game):
    return [b for b in game.bases if power.ready_to_score(game, b)]


def score_bases(game) -> None:
    """The Score Bases phase: score ready bases one at a time, re-checking after each."""
    game.event("Score Bases: checking which bases are ready to score", cites.SCORE_BASES)
    while True:
        ready = ready_bases(game)
        if not ready:
            game.event("no base is ready to score", cites.SCORING_SUMMARY)
            return
        if len(ready) == 1:
            base = ready[0]
        else:
            base = game.ask(Prompt("choose which ready base scores first", game.current_player.name, ready,
                                   kind="base"))
        score_base(game, base)


def score_base(game, base) -> None:
    total = power.base_total(game, base)
    bp = power.breakpoint(game, base)
    game.event(f"{base.ref} scores: total power {total} meets its breakpoint {bp}", cites.BIG_SCORE,
               cites.SCORING_SUMMARY)
    game.scoring_base = base
    try:
        fire(game, GameEvent("before_scoring", base=base))
        if base not in game.bases:
            game.event(f"{base.ref} left play before VP were awarded: its scoring stops", cites.BIG_SCORE)
            return
        after = power.base_total(game, base)
        if after < power.breakpoint(game, base):
            game.event(f"{base.ref}'s total power dropped to {after}, below its breakpoint, "
                       f"but a base chosen to score still scores", cites.BIG_SCORE)
        standings = ranking(game, base)
        fire(game, GameEvent("when_scoring", base=base, data={"standings": standings}))
        award(game, base, standings)
        fire(game, GameEvent("after_scoring", base=base, data={"standings": standings}))
        if base not in game.bases:
            return
        loot_from_base(game, base, standings)
        clear_base(game, base)
        replace_base(game, base, standings)
    finally:
        game.scoring_base = None


def award(game, base, standings) -> None:
    if not standings:
        game.event(f"no player has a minion or power at {base.ref}: no VP awarded", cites.AWARDING_VP,
                   cites.NEW_GENERAL)
        return
    places = [s.place for s in standings]
    tied = len(set(places)) != len(places)
    for s in standings:
        shared = places.count(s.place) > 1
        where = PLACE.get(s.place, f"{s.place}th")
        why = f" (tied for {where})" if shared else ""
        ids = [cites.AWARDING_VP] + ([cites.TIE_FIGHTER] if tied else [])
        if s.place <= 3 and s.place - 1 < len(base.defn.vp):
            game.event(f"{s.player} is {where}{why} at {base.ref} with {s.total} power and gets {s.vp} VP",
                       *ids)
            if s.vp > 0:
                game.gain_vp(s.player, s.vp, f"{PLACE[s.place]} at {base.ref}")
        else:
            game.event(f"{s.player} is {where}{why} at {base.ref} with {s.total} power and gets no VP", *ids)


def clear_base(game, base) -> None:
    """All cards still on the base go to their piles at once (rules/back-to-your-corners)."""
    cards = list(base.minions) + list(base.actions) + list(base.titans) + list(base.buried)
    was = {c.uid: c.controller for c in cards}
    # they go at once: every "instead" ability on the base still applies to each of them
    decided = {}

    def decide(c):
        decided[c.uid] = instead_destination(game, c, "discard")
        for sub in list(c.attached) + list(c.stored):
            decide(sub)
    for c in cards:
        decide(c)
    for c in cards:
        remove_from_play(game, c, "discard", announce=False, decided=decided)
    if cards:
        game.event(f"the cards on {base.ref} go to their discard piles ({', '.join(c.ref for c in cards)})",
                   cites.CORNERS)
    for c in cards:  # going to the discard pile may trigger abilities (rules/back-to-your-corners)
        fire(game, GameEvent("left_play", card=c, base=base, data={"controller": was[c.uid], "how": "scored"}),
             me_first_window=False)
        if c.zone is not None and c.zone.kind == "discard":
            fire(game, GameEvent("discarded", card=c, player=c.zone.player,
                                 data={"from": "play", "controller": was[c.uid], "how": "scored"}))


def replace_base(game, base, standings=None) -> None:
    """Discard the scored base and replace it, in the same table position, from the base deck."""
    late = list(base.minions) + list(base.actions) + list(base.titans) + list(base.buried)
    for c in late:  # cards that arrived after the others were discarded leave with the base
        remove_from_play(game, c, "discard")
    if late:
        game.event(f"the cards still on {base.ref} leave play with it ({', '.join(c.ref for c in late)})",
                   cites.IN_OUT)
    i = game.bases.index(base)
    forget_card(game, base.card)
    game.put(base.card, game.base_discard)
    base.card.reset()
    game.bases.pop(i)
    game.version += 1
    game.event(f"{base.ref} goes to the base discard pile", cites.CORNERS)
    if decks.refill(game, game.base_deck, game.base_discard):
        game.event("the base deck is empty: the base discard pile is shuffled to make a new one", cites.CORNERS)
    if not game.base_deck:
        game.event("there is no base to replace it", cites.CORNERS)
        return
    nb = enter_base(game, game.base_deck[0], i)
    # "after this base scores and is replaced": the scored base card's own abilities may answer
    fire(game, GameEvent("base_replaced", card=base.card, base=nb, from_base=base,
                         data={"standings": standings or []}))


def enter_base(game, card, index=None):
    """A base enters play (at ``index`` in table order), with its monsters (rules/monsters-and-bases)."""
    card.zone.remove(card)
    card.zone = None
    game.version += 1
    b = Base(card)
    if index is None:
        game.bases.append(b)
    else:
        game.bases.insert(index, b)
    game.event(f"{b.ref} enters play", cites.CORNERS)
    check_implemented(game, card)
    add_base_monsters(game, b)
    fire(game, GameEvent("base_entered", base=b))
    return b
