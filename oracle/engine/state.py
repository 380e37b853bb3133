"""The game state: players, bases in table order, decks, one seeded RNG.

Rules: "Setup" (rules/setup); card conservation ("every card is in exactly
one place") follows rules/in-and-out-of-play.
"""

from __future__ import annotations

import random
import time

from .cards import Card, CardDef
from .errors import Refused
from .events import GameEvent, fire
from .log import Event, LimitExceeded
from .prompts import forced_answer
from .zones import Zone

PHASES = ("start", "play", "score", "draw", "end")

DEFAULT_LIMITS = {"max_events": 20000, "max_depth": 60, "max_seconds": 10.0, "max_steps": 2000,
                  "max_work": 20_000_000}
WORK_CHECK_EVERY = 4096  # units of work between two looks at the clock


class Player:
    """A seat at the table: hand, deck (top first), discard pile, VP, titans set aside,
    and the plays used this turn."""

    def __init__(self, name: str, factions=None):
        self.name = name
        self.factions = list(factions or [])
        self.vp = 0
        self.hand = Zone("hand", player=name)
        self.deck = Zone("deck", player=name)
        self.discard = Zone("discard", player=name)
        self.titans = Zone("titans", player=name)
        self.stasis = Zone("stasis", player=name)
        self.minion_plays = 0
        self.action_plays = 0
        self.extras = []  # list of Extra grants

    def zones(self):
        return (self.hand, self.deck, self.discard, self.titans, self.stasis)


class Base:
    """A base in play and what is on it."""

    def __init__(self, card: Card):
        self.card = card
        self.zone = Zone("base", base=self)
        self.zone.append(card)
        card.zone = self.zone
        self.minions = Zone("minions", base=self)
        self.actions = Zone("base_actions", base=self)
        self.titans = Zone("base_titans", base=self)
        self.buried = Zone("buried", base=self)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def ref(self) -> str:
        return self.card.ref

    @property
    def defn(self) -> CardDef:
        return self.card.defn

    def zones(self):
        return (self.zone, self.minions, self.actions, self.titans, self.buried)

    def cards_on(self):
        """Every card on this base: minions (with their attachments), actions, titans."""
        out = []
        for m in self.minions:
            out.append(m)
            out.extend(m.attached)
        out.extend(self.actions)
        for t in self.titans:
            out.append(t)
            out.extend(t.attached)
        return out

    def __repr__(self):  # pragma: no cover
        return f"<Base {self.ref}>"


class GameState:
    """Everything about one game in progress. Rules live in the topic modules
    (``turn``, ``play``, ``scoring``, ``power``, ``effects``, ``triggers``, ...);
    this class holds the state and the few primitives they share. ``oracle.engine.Game``
    (game.py) adds the public doors: a board in and out, legal actions, apply."""

    def __init__(self, seed=0, chooser=None, limits=None):
        self.rng = random.Random(seed)
        self.players: list[Player] = []
        self.bases: list[Base] = []
        self.base_deck = Zone("base_deck")
        self.base_discard = Zone("base_discard")
        self.monster_deck = Zone("monster_deck")
        self.monster_discard = Zone("monster_discard")
        self.treasure_deck = Zone("treasure_deck")
        self.treasure_discard = Zone("treasure_discard")
        self.madness = Zone("madness")
        self.madness_in_game = False
        self.box = Zone("box")
        self.resolving = Zone("resolving")
        self.revealed = Zone("revealed")
        self.dueling_zone = Zone("dueling")
        self.dueling = False
        self.current = 0
        self.phase = "play"
        self.turn = 1
        self.winner = None
        self.over = False
        self.effects = []
        self.log: list[Event] = []
        self.step = None
        self.chooser = chooser
        self.limits = dict(DEFAULT_LIMITS, **(limits or {}))
        self.depth = 0
        self.started = time.monotonic()
        self.next_uid = 1
        self.allow_unimplemented = False
        self.forced_coins: list[str] = []  # a scenario's ``coins:``: the next coin flips' results, in order
        self.vp_sources = []  # (player, amount, why) for the VP invariant
        self.scoring_base = None
        self.observers = []  # callables(game) run after every logged event (invariant checks)
        # this game's records for "if you have ... this turn" conditions (dicts with a "turn" key)
        self.hand_discards = []  # cards discarded from a hand (triggers.fire)
        self.counter_placements = []  # +1 power counters placed (Context.place_counters)
        self.moves = []  # this turn's moves: {card, from, to, by, source, controller, turn}
        self.plays = []  # this turn's plays: {card, kind, player, base, on, how, turn}
        self.destructions = []  # this turn's destructions: {card, base, by, source, controller, turn}
        self.stasis_records = []  # stasis counters run out / cards leaving stasis: {card, what, turn}
        self.resolution_depth = 0  # abilities being resolved (triggers wait for them)
        self.pending_events = []
        self.version = 0  # bumped whenever a card changes zone (caches of ongoing abilities)
        self.src_cache = {}
        self.power_memo = None  # power computed in the current power pass (power.power_pass)
        self.work_done = 0  # units of work counted against max_work and max_seconds (count_work)
        self.next_work_check = WORK_CHECK_EVERY
        self.reset_choices = []  # (minion or base, chosen reset effect, the resets it was chosen among)
        self.shield_check = False  # inside effects.shielded (protection asked while computing power)
        self.regular_draw = False  # True while the Draw 2 Cards phase draws (turn.draw_phase)
        self.set_aside_from = {}  # uid of a card in game.revealed -> (zone kind, player, in play) it came from

    # ----- what abilities add (``Game``, oracle/engine/game.py, fills these in) -----------------
    def hand_refused(self, card: Card, player: str) -> bool:
        """An effect forbids adding ``card`` to ``player``'s hand."""
        return False

    def leaving_discard(self, card: Card, old: Zone, zone: Zone) -> Zone:
        """Where ``card``, leaving the discard pile ``old`` for ``zone``, goes instead (or ``zone``)."""
        return zone

    def run_watchers(self) -> None:
        """After each logged event: the ``watch`` abilities of the cards in the game."""

    def process_event(self, ev, me_first_window: bool = True) -> None:
        """Resolve what ``ev`` triggers (``events.fire``)."""

    def check_states(self) -> None:
        """The checks after an event, and after an ability finishes (``triggers.resolve``)."""

    def context(self, card: Card, ability=None, **kw):
        """The context an ability function of ``card`` receives (``context.Context``: ``controller``,
        ``base``, ``target``, ``event``). The rules below the context (triggers, playing cards, power
        abilities, ...) make one through here, so that none of them imports the context, which
        imports them all for its verbs."""
        raise NotImplementedError("abilities run in an oracle.engine.Game")

    # ----- cards and zones -------------------------------------------------
    def new_card(self, defn: CardDef, owner=None, controller=None, alias=None) -> Card:
        card = Card(uid=self.next_uid, defn=defn, owner=owner, controller=controller, alias=alias)
        card.attached = Zone("attached", holder=card)
        card.stored = Zone("stored", holder=card)
        card.zone = None
        self.next_uid += 1
        return card

    def put(self, card: Card, zone: Zone, top: bool = False, quiet: bool = False) -> None:
        """Move ``card`` from wherever it is into ``zone`` (at the end, or the top for decks).

        This is where every card changes zone, so it fires two events (``_zone_events``): ``discarded``
        with ``data["from"] == "deck"`` (a card goes from a player's deck, or set aside from it, into a
        discard pile) and ``to_hand`` (a card goes into a hand from play or from a discard pile).
        ``quiet``: neither (a card only passing through the hand to be played, ``ctx.play_card``; nor is
        it kept out of a hand by ``forbid("hand")``)."""
        if zone.kind == "hand" and card.zone is not zone and self.effects and not quiet:
            if self.hand_refused(card, zone.player):  # forbid("hand"): "may not add cards to their hand"
                return
        self.version += 1
        old = card.zone
        if old is not None and old.kind == "discard" and zone is not old and zone.kind != "stasis":
            zone = self.leaving_discard(card, old, zone)  # "when this card would leave your discard pile"
            if zone.kind == "stasis":
                top = False
        if old is not None:
            old.remove(card)
        if top:
            zone.insert(0, card)
        else:
            zone.append(card)
        card.zone = zone
        if not quiet and old is not None and zone.kind in ("hand", "discard", "revealed"):
            self._zone_events(card, old, zone)

    def _zone_events(self, card: Card, old: Zone, zone: Zone) -> None:
        """Events for ``game.put``: ``discarded`` (``data["from"] == "deck"``, ``player`` whose deck it
        was) and ``to_hand`` (``player`` whose hand, ``data["from"]`` is ``play`` or ``discard``). A card
        set aside (``game.revealed``) keeps the kind of zone it came from."""
        if zone.kind == "revealed":
            self.set_aside_from[card.uid] = (old.kind, old.player, old.in_play)
            return
        kind, owner, was_in_play = old.kind, old.player, old.in_play
        if kind == "revealed":
            kind, owner, was_in_play = self.set_aside_from.pop(card.uid, (None, None, False))
        if zone.kind == "discard" and kind == "deck":
            fire(self, GameEvent("discarded", card=card, player=owner, data={"from": "deck"}))
        elif zone.kind == "hand" and (was_in_play or kind == "discard"):
            fire(self, GameEvent("to_hand", card=card, player=zone.player,
                                 data={"from": "play" if was_in_play else "discard"}))

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    def seat_order(self, start: str | None = None) -> list[Player]:
        """Players clockwise, starting with ``start`` (default: the current player)."""
        i = self.current if start is None else [p.name for p in self.players].index(start)
        return self.players[i:] + self.players[:i]

    def all_zones(self):
        for p in self.players:
            yield from p.zones()
            for c in p.stasis:  # cards stored under a card in stasis (compilation/storage)
                if c.stored:
                    yield c.stored
        for b in self.bases:
            yield from b.zones()
            for m in list(b.minions) + list(b.titans):
                yield m.attached
                if m.stored:
                    yield m.stored
            for a in b.actions:
                if a.stored:
                    yield a.stored
        yield from (self.base_deck, self.base_discard, self.monster_deck, self.monster_discard,
                    self.treasure_deck, self.treasure_discard, self.madness, self.box,
                    self.resolving, self.revealed, self.dueling_zone)
        for c in self.resolving:
            yield c.attached

    def all_cards(self):
        for z in self.all_zones():
            yield from z

    def cards_in_play(self):
        """Bases, then everything on them, in table order."""
        for b in self.bases:
            yield b.card
            yield from b.cards_on()

    def base_of(self, card: Card):
        """The base a card in play is on (through a minion for attached actions), else None."""
        z = card.zone
        while z is not None:
            if z.base is not None:
                return z.base
            if z.holder is not None:
                z = z.holder.zone
            else:
                return None
        return None

    def in_play(self, card: Card) -> bool:
        z = card.zone
        return z is not None and z.in_play

    def minions(self, base=None, controller=None):
        bases = self.bases if base is None else [base]
        out = []
        for b in bases:
            for m in b.minions:
                if controller is None or m.controller == controller:
                    out.append(m)
        return out

    def check_conservation(self, expected_uids=None) -> None:
        """Each card is in exactly one place, and knows which (raises AssertionError)."""
        seen = {}
        for z in self.all_zones():
            for c in z:
                if c.uid in seen:
                    raise AssertionError(f"{c.ref} is both in {seen[c.uid]} and {z.describe()}")
                if c.zone is not z:
                    raise AssertionError(f"{c.ref} is in {z.describe()} but thinks it is elsewhere")
                seen[c.uid] = z.describe()
        if expected_uids is not None and set(seen) != set(expected_uids):
            lost = set(expected_uids) - set(seen)
            raise AssertionError(f"cards lost: {sorted(lost)}; extra: {sorted(set(seen) - set(expected_uids))}")

    # ----- log and limits -------------------------------------------------
    def event(self, text: str, *cite_ids: str) -> None:
        """Add one event to the log (and enforce the event and time limits)."""
        self.log.append(Event(text, list(cite_ids), self.step))
        lim = self.limits
        if len(self.log) > lim["max_events"]:
            raise LimitExceeded(f"limit exceeded: more than {lim['max_events']} events (a loop of triggers?)")
        if lim.get("max_seconds") and time.monotonic() - self.started > lim["max_seconds"]:
            raise LimitExceeded(f"limit exceeded: the run took more than {lim['max_seconds']} s")
        for obs in self.observers:
            obs(self)
        self.run_watchers()  # ``watch`` abilities (docs/abilities.md)

    def count_work(self, units: int = 1) -> None:
        """Count work that logs nothing (power computed over many cards) against the work and time
        limits, so a run that computes much but logs little still stops."""
        self.work_done += units
        if self.work_done < self.next_work_check:
            return
        self.next_work_check = self.work_done + WORK_CHECK_EVERY
        lim = self.limits
        if lim.get("max_work") and self.work_done > lim["max_work"]:
            raise LimitExceeded(f"limit exceeded: more than {lim['max_work']} units of work (a board too large?)")
        if lim.get("max_seconds") and time.monotonic() - self.started > lim["max_seconds"]:
            raise LimitExceeded(f"limit exceeded: the run took more than {lim['max_seconds']} s")

    def enter(self):
        """Enter one level of nested resolution (against endless trigger chains)."""
        self.depth += 1
        if self.depth > self.limits["max_depth"]:
            self.depth = 0
            raise LimitExceeded(f"limit exceeded: triggers nested more than {self.limits['max_depth']} deep")

    def leave(self):
        self.depth -= 1

    # ----- prompts ---------------------------------------------------------
    def ask(self, prompt):
        """Ask a player a question (``prompts.Prompt``); forced answers are not asked."""
        forced = forced_answer(prompt)
        if forced is not None:
            return forced[0]
        if self.chooser is None:
            raise Refused(f"no one to answer: {prompt.describe()}")
        answer = self.chooser(self, prompt)
        return answer

    def refuse(self, message: str):
        raise Refused(message)

    def gain_vp(self, player: str, amount: int, why: str, *cite_ids) -> None:
        """``player`` gains ``amount`` VP; a gain of 1 or more fires ``vp_gained`` (``player``,
        ``data["n"]``, ``data["why"]``), e.g. for "Special: Play when you gain 1 or more VP"."""
        p = self.player(player)
        p.vp = max(0, p.vp + amount)
        self.vp_sources.append((player, amount, why))
        if amount > 0:
            fire(self, GameEvent("vp_gained", player=player, data={"n": amount, "why": why}))
