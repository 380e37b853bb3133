"""``Context``: what an ability function receives (docs/abilities.md).

It names the card whose ability this is, its controller ("you"), the base it
is on or was played on ("here"), the target it was played on, and the event
that triggered it; and it offers the prompts and effects abilities need, so
ability code reads like the card text.
"""

from __future__ import annotations

from . import affects, burying, cites, decks, duels, effects, madness, monsters, power, stasis, swap, titans, turn
from .abilities_hook import ignores, live_abilities
from .events import GameEvent, fire
from .play import OFF_TOP, choose_target, grant_extra, play_card, play_extra_now, use_talent_again
from .prompts import Prompt


_YOU = object()  # the default of a verb's ``by``: the player whose ability it is (``ctx.controller``)


class Context:
    setting_up = False  # True only while a card that starts in play makes its Ongoing effects (setup_ongoing)

    def __init__(self, game, card, ability=None, controller=None, base=None, target=None, event=None):
        self.game = game
        self.card = card
        self.ability = ability
        self.controller = controller or card.controller or card.owner or game.current_player.name
        self._base = base
        self.target = target
        self.event = event

    # ----- who and where ---------------------------------------------------
    @property
    def player(self):
        """The Player object for "you"."""
        return self.game.player(self.controller)

    @property
    def here(self):
        """The base this card is on (or was played on), else None."""
        return self.game.base_of(self.card) or self._base

    base = here

    @property
    def played_as(self) -> str:
        """"minion" or "action": how this card was played (for fusions, which ability applies)."""
        return self.card.kind

    @property
    def is_my_turn(self) -> bool:
        return self.game.current_player.name == self.controller

    def bases(self):
        return list(self.game.bases)

    def other_bases(self, base=None):
        base = base or self.here
        return [b for b in self.game.bases if b is not base]

    def minions(self, base=None, controller=None, where=None):
        """Minions in play (at ``base``, controlled by ``controller``, passing ``where(card)``)."""
        out = self.game.minions(base, controller)
        return [m for m in out if where is None or where(m)]

    def players(self):
        return [p.name for p in self.game.players]

    def other_players(self):
        return [p.name for p in self.game.players if p.name != self.controller]

    def power(self, card) -> int:
        return power.minion_power(self.game, card)

    def total(self, base, player=None) -> int:
        return power.player_total(self.game, base, player or self.controller)

    def breakpoint(self, base) -> int:
        return power.breakpoint(self.game, base)

    def base_of(self, card):
        return self.game.base_of(card)

    def in_play(self, card) -> bool:
        return self.game.in_play(card)

    # ----- "once per turn" -----------------------------------------------------
    def _use_key(self, what, player, card):
        # keyed by the card's uid; effects.forget_card drops a card's uses when it leaves play
        return ((card or self.card).uid, what, player)

    def used_this_turn(self, what="", player=None, card=None) -> bool:
        """"Once per turn": whether the ability of ``card`` (default this card) was used this turn.
        ``what`` tells a card's abilities apart; ``player``: used once per turn by each player (e.g. a
        base's "once per turn, after you play ...")."""
        uses = self.game.__dict__.get("_turn_uses", {})
        return uses.get(self._use_key(what, player, card)) == self.game.turn

    def mark_used(self, what="", player=None, card=None) -> None:
        """Note that the "once per turn" ability was used this turn (see ``used_this_turn``); only
        a use counts, not declining the "you may"."""
        self.game.__dict__.setdefault("_turn_uses", {})[self._use_key(what, player, card)] = self.game.turn

    # ----- prompts -----------------------------------------------------------
    def choose(self, text, options, player=None):
        """One pick among ``options`` (None when there are none)."""
        options = list(options)
        if not options:
            return None
        return self.game.ask(Prompt(text, player or self.controller, options))

    def may_choose(self, text, options, player=None):
        """"You may" with a target: a pick, or None for ``pass``."""
        options = list(options)
        if not options:
            return None
        return self.game.ask(Prompt(text, player or self.controller, options, can_pass=True))

    def may_choose_many(self, text, options, n, player=None):
        """"You may" with ``n`` targets (e.g. "you may discard two cards to ..."): one prompt answered
        with a list of exactly ``n`` picks, or ``pass``. Returns the list, or None (a pass, or fewer
        than ``n`` options)."""
        options = list(options)
        if len(options) < n:
            return None
        return self.game.ask(Prompt(text, player or self.controller, options, many=True, min=n, max=n,
                                    can_pass=True))

    def choose_and(self, text, options, act, player=None, may=False):
        """Choose, check for none, act: ask for one of ``options`` (``may``: "you may", so ``pass`` is
        an answer too) and, when there is a pick, ``act(pick)``. Returns the pick, or None (no option,
        or a pass)."""
        pick = (self.may_choose if may else self.choose)(text, options, player=player)
        if pick is not None:
            act(pick)
        return pick

    def choose_many(self, text, options, min=0, max=None, player=None):
        """"Any number of" / "up to N": a list of picks."""
        options = list(options)
        return list(self.game.ask(Prompt(text, player or self.controller, options, many=True, min=min, max=max)))

    def may(self, text, player=None) -> bool:
        """"You may" with no target: yes or no."""
        return self.game.ask(Prompt(text, player or self.controller, ["yes", "no"])) == "yes"

    def choose_word(self, text, words, player=None):
        """An OR choice between words (e.g. ``["draw", "return"]``)."""
        return self.game.ask(Prompt(text, player or self.controller, list(words)))

    # ----- effects -----------------------------------------------------------
    # ----- which minions this card's abilities affected (terms/directly-affects) -------------
    def _minion_at(self, card):
        """(base, controller) of ``card`` when it is a minion in play (monsters included), else None."""
        if card is None or card.kind != "minion" or not self.game.in_play(card):
            return None
        return self.game.base_of(card), card.controller

    def _record(self, at, op, card, args=(), kwargs=None, done=True):
        """Note that this card's ability did ``op`` to the minion ``card`` (``at``: its base and
        controller before), so that an ability may copy it onto another card ("affected in the same
        way": ``repeat_affect``)."""
        if at is None or not done:
            return
        recs = self.game.__dict__.setdefault("affect_records", [])
        if recs and recs[0]["turn"] != self.game.turn:
            recs.clear()
        recs.append({"op": op, "card": card, "base": at[0], "controller": at[1], "args": tuple(args),
                     "kwargs": dict(kwargs or {}), "source": self.card, "player": self.controller,
                     "turn": self.game.turn, "copied": getattr(self, "copying", False)})

    def affects_this_turn(self, source=None, base=None):
        """This turn's affects on minions done through this context's methods (destroy, move, return,
        place, counters, power until the end of the turn, control, cancel): dicts with ``op``,
        ``card`` (the minion), ``base`` (where it was), ``controller`` (its controller then), ``args``,
        ``kwargs``, ``source`` (the card whose ability did it), ``player`` (who gets the credit),
        ``turn``, ``copied`` (made by ``repeat_affect``)."""
        return [r for r in self.game.__dict__.get("affect_records", []) if r["turn"] == self.game.turn
                and (source is None or r["source"] is source) and (base is None or r["base"] is base)]

    def repeat_affect(self, record, target):
        """Affect ``target`` in the same way as ``record`` (from ``affects_this_turn``) affected its
        minion: the same operation and amounts, from the same source card and player."""
        ctx = Context(self.game, record["source"], controller=record["player"])
        ctx.copying = True  # its own record is marked ``copied``: a copy is not copied again
        if record["op"] == "ongoing":
            if not effects.allowed(self.game, effects.Affect("power", target, record["source"], record["player"])):
                return False
            kind, amount = record["args"]
            return ctx.ongoing(kind, amount, match=lambda game, c, t=target: c is t, **record["kwargs"])
        return getattr(ctx, record["op"])(target, *record["args"], **record["kwargs"])

    def _redirect(self, kind, card):
        """The card this ability's ``kind`` affect goes to: a ``redirect`` ability (e.g. Ensign) may
        have it affect another minion instead (``effects.redirected``)."""
        if card is None or card.kind != "minion" or getattr(self, "copying", False):
            return card
        return effects.redirected(self.game, effects.Affect(kind, card, self.card, self.controller))

    def _by(self, by):
        """The player credited with an affect: you, or ``by`` (another player, or None: no one, e.g. a
        base's ability acting for a player or for no one)."""
        return self.controller if by is _YOU else by

    def destroy(self, card, by=_YOU) -> bool:
        card = self._redirect("destroy", card)
        at = self._minion_at(card)
        done = affects.destroy(self.game, card, self.card, self._by(by))
        self._record(at, "destroy", card, done=done)
        return done

    def move(self, card, to_base, by=_YOU) -> bool:
        card = self._redirect("move", card)
        at = self._minion_at(card)
        done = affects.move(self.game, card, to_base, self.card, self._by(by))
        self._record(at, "move", card, (to_base,), done=done)
        return done

    def return_to_hand(self, card, by=_YOU) -> bool:
        card = self._redirect("return", card)
        at = self._minion_at(card)
        done = affects.return_to_hand(self.game, card, self.card, self._by(by))
        self._record(at, "return_to_hand", card, done=done)
        return done

    def place_counters(self, card, n=1, by=_YOU) -> bool:
        """Place ``n`` +1 power counters on ``card``. Each placement is recorded (``counters_placed_this_turn``)
        and fires a ``counters_placed`` event (``player``: who placed them, ``data["n"]``) for abilities such
        as "after you place a +1 power counter on this minion"."""
        card = self._redirect("counter", card)
        at = self._minion_at(card)
        who = self._by(by)
        done = affects.place_counters(self.game, card, n, self.card, who)
        self._record(at, "place_counters", card, (n,), done=done)
        if done:
            log = self.game.__dict__.setdefault("counter_placements", [])
            log.append({"card": card, "player": who, "n": n, "source": self.card, "turn": self.game.turn})
            fire(self.game, GameEvent("counters_placed", card=card, base=self.game.base_of(card),
                                      player=who, source=self.card, data={"n": n}))
        return done

    def counters_placed_this_turn(self, card=None, player=None):
        """This turn's counter placements made through abilities: dicts with card, player (who placed
        them), n, source, turn. With ``card``: the placements on that card since it last entered play
        (a card that left play and came back is a new card, rules/in-and-out-of-play)."""
        return [d for d in self.game.__dict__.get("counter_placements", []) if d["turn"] == self.game.turn
                and (card is None or (d["card"] is card and not d.get("left_play")))
                and (player is None or d["player"] == player)]

    def remove_counters(self, card, n=1) -> int:
        card = self._redirect("counter", card)
        at = self._minion_at(card)
        done = affects.remove_counters(self.game, card, n, self.card, self.controller)
        self._record(at, "remove_counters", card, (n,), done=done)
        return done

    def add_power(self, card, amount, until="end_of_turn", by=_YOU) -> bool:
        """"+N power until the end of the turn" on one card."""
        card = self._redirect("power", card)
        at = self._minion_at(card)
        done = affects.add_power(self.game, card, amount, self.card, self._by(by), until)
        self._record(at, "add_power", card, (amount, until), done=done)
        return done

    def take_control(self, card, until=None, turn=None) -> bool:
        """Gain control of a card; ``until="end_of_turn"`` gives it back then (or at the end of
        turn number ``turn``)."""
        card = self._redirect("control", card)
        at = self._minion_at(card)
        done = affects.take_control(self.game, card, self.controller, self.card, until, turn)
        self._record(at, "take_control", card, (until, turn), done=done)
        return done

    def give_control(self, card, player, until=None) -> bool:
        """Give control of a card to ``player`` (another player, terms/control), recorded like
        ``take_control`` so that "affected the same way" can repeat it (``repeat_affect``)."""
        card = self._redirect("control", card)
        at = self._minion_at(card)
        done = affects.take_control(self.game, card, player, self.card, until, by=self.controller)
        self._record(at, "give_control", card, (player,), {"until": until}, done=done)
        return done

    def protect(self, match, until="start_of_turn", until_player=None, turn=None):
        """A lasting protection, e.g. "your minions here cannot be affected by other players' cards
        until the start of your next turn": ``match(game, affect) -> bool`` says what it prevents;
        it lasts even after this card leaves play."""
        if until == "start_of_turn" and until_player is None:
            until_player = self.controller
        return effects.add_effect(self.game, effects.Effect(
            "protect", match=match, until=until, until_player=until_player, until_turn=turn,
            source=self.card, controller=self.controller))

    def moves_this_turn(self, card=None):
        """This turn's moves: dicts with card, from, to, by (who moved it), source, controller. With
        ``card``: that card's moves since it last entered play (rules/in-and-out-of-play)."""
        if card is None:
            return list(self.game.moves)
        return [mv for mv in self.game.moves if mv["card"] is card and not mv.get("left_play")]

    def plays_this_turn(self, kind=None, player=None):
        """This turn's plays, in order (normal, extra and Special plays; titans too): dicts with
        card, kind (minion | action | titan), player, base (where it was played, through the minion
        for an action on a minion), on (that minion), how (normal | extra | free | special), turn,
        phase (the phase it was played in: start, play, ...)."""
        return [p for p in self.game.plays if (kind is None or p["kind"] == kind)
                and (player is None or p["player"] == player)]

    def played_off_top(self, card=None) -> bool:
        """Whether ``card`` (default this card) was played off the top of a deck: its latest play this
        turn (a card that left play and was played again is a new card, rules/in-and-out-of-play)."""
        card = card or self.card
        mine = [p for p in self.game.plays if p["card"] is card]
        return bool(mine) and mine[-1]["from"] == OFF_TOP

    def destroyed_this_turn(self, base=None, controller=None):
        """This turn's destructions, in order: dicts with card, base (where it was), by (the player
        credited: whose ability destroyed it, or None), source (that card), controller (the destroyed
        card's controller then), turn."""
        return [d for d in self.game.destructions if (base is None or d["base"] is base)
                and (controller is None or d["controller"] == controller)]

    def instead(self, match, fn, until="permanent", once=True, replaces=("discard",)):
        """A lasting replacement that outlives this card: when a card for which ``match(game, card)``
        holds would go to a discard pile, ``fn(game, card, where)`` may name another destination
        (hand | deck_top | deck_bottom | deck_shuffle, in its owner's zones) or None. ``once``: the
        effect ends after it has replaced one discard. ``replaces``: the destinations it replaces
        (default only the discard pile; e.g. ("discard", "hand"))."""
        return effects.add_effect(self.game, effects.Effect(
            "instead", match=match, fn=fn, until=until, flag="once" if once else None,
            source=self.card, controller=self.controller, replaces=tuple(replaces)))

    def delayed(self, event, fn, when=None, until="end_of_turn", turn=None, about=None):
        """A delayed trigger that outlives this card: ``fn(ctx)`` runs after ``event`` (e.g.
        "when_scoring") while ``when(ctx)`` holds, until it expires; ``ctx.card`` is this card.
        ``about``: the card in play the trigger is about ("if you control it at the end of the turn"):
        the trigger ends when that card leaves play, since a card replayed is a new card
        (rules/in-and-out-of-play)."""
        return effects.add_effect(self.game, effects.Effect(
            "delayed", flag=event, match=when, until=until, until_turn=turn, source=self.card,
            controller=self.controller, fn=fn, card=about))

    def ongoing(self, kind, amount=0, match=None, base=None, player=None, until="while_source",
                until_player=None, turn=None, about=None):
        """Add a lasting effect from this card ("until Z do X", or while in play). ``until``:
        while_source | end_of_turn (``turn``: of that turn number) | start_of_turn (of
        ``until_player``, default you) | permanent. ``about``: the one card in play it applies to
        ("this minion gains +2 power until ...", with ``match`` too: while it matches): the effect ends
        when that card leaves play, since a card replayed is a new card (rules/in-and-out-of-play)."""
        if until == "start_of_turn" and until_player is None:
            until_player = self.controller
        eff = effects.add_effect(self.game, effects.Effect(
            kind, amount, card=about, match=match, base=base, player=player, until=until,
            until_player=until_player, until_turn=turn, source=self.card, controller=self.controller))
        if kind in ("power", "set_power") and (match or about) is not None and not getattr(self, "setting_up", False):
            for m in self.game.minions():  # the minions it changes now are affected by it
                if eff.applies_to(self.game, m):
                    self._record(self._minion_at(m), "ongoing", m, (kind, amount),
                                 {"until": until, "until_player": until_player, "turn": turn})
        return eff

    def next_turn_of(self, player=None) -> int:
        """The turn number of ``player``'s next turn (not the current one)."""
        g = self.game
        names = [p.name for p in g.players]
        n = len(names)
        d = (names.index(player or self.controller) - g.current) % n
        return g.turn + (d if d else n)

    def forbid(self, what, player, match=None, until="end_of_turn", turn=None, reason=""):
        """Forbid ``player`` (None: every player) to ``what`` ("play", "play_extra" or "move") cards
        matching ``match(game, card)`` or ``match(game, card, base)`` (``base``: where the card would
        be played or moved to),
        until the end of this turn, or of turn number ``turn`` (e.g. ``ctx.next_turn_of(p)``)."""
        eff = effects.add_effect(self.game, effects.Effect(
            "forbid", flag=what, player=player, match=match, until=until, until_turn=turn,
            source=self.card, controller=self.controller, reason=reason or f"{self.card.ref} forbids it"))
        verb = {"hand": "add cards to their hand"}.get(what, what)
        head = f"{player} cannot {verb}" if player is not None else f"no player can {verb}"
        self.game.event(f"{head} " + (reason or f"({self.card.ref})"), cites.USING_ABILITIES)
        return eff

    def ignore_base(self, base, player=None, until="while_source"):
        """``player`` (default you) ignores ``base``'s ability: does not follow its instructions,
        is not subject to its restrictions, and their cards are neither affected nor protected by
        it (terms/ignore-an-ability). Its power, protect, player_power, trigger and forbid effects
        skip that player."""
        who = player or self.controller
        eff = effects.add_effect(self.game, effects.Effect(
            "ignore", card=base.card, player=who, until=until, source=self.card, controller=self.controller))
        self.game.event(f"{who} ignores the ability of {base.ref} ({self.card.ref})", cites.T_IGNORE)
        return eff

    def ignores(self, player, base=None) -> bool:
        """Whether ``player`` ignores the ability of ``base`` (default: this card, a base)."""
        card = base.card if base is not None else self.card
        return ignores(self.game, player, card)

    def cancel_abilities(self, card=None, match=None, until="while_source"):
        """Cancel the abilities of ``card`` (or of every card matching ``match(game, card)``)
        ``until`` the end of the turn or while this card is in play (terms/cancel)."""
        if card is not None:
            card = self._redirect("cancel", card)
            self._record(self._minion_at(card), "cancel_abilities", card, (), {"until": until})
        eff = effects.add_effect(self.game, effects.Effect(
            "cancel", card=card, match=match, until=until, source=self.card, controller=self.controller))
        what = card.ref if card is not None else "matching cards"
        self.game.event(f"the abilities of {what} are canceled by {self.card.ref}", cites.T_CANCEL)
        return eff

    def draw(self, n=1, player=None) -> list:
        return decks.draw(self.game, self.game.player(player or self.controller), n)

    def discard_from_hand(self, card, player=None):
        """``player`` (default you) discards ``card`` from their hand; returns the card discarded
        (an ``instead_of_hand_discard`` ability may discard another card instead)."""
        p = self.game.player(player or self.controller)
        card = effects.replace_hand_discard(self.game, card, p.name)
        origin = effects.hand_discard_origin(self.game, card, p.name)
        self.game.put(card, effects.hand_discard_pile(self.game, card, p.name))
        self.game.event(f"{p.name} discards {card.ref}", cites.T_DISCARD)
        fire(self.game, GameEvent("discarded", card=card, player=p.name, source=self.card,
                                  data={"from": origin}))
        return card

    def extra_turn(self, player=None) -> None:
        """``player`` (default you) takes an extra turn after the current turn ends; the turn order
        then goes on from where it was (``turn.take_extra_turn``)."""
        turn.take_extra_turn(self.game, player or self.controller)

    def gain_vp(self, n, player=None) -> None:
        who = player or self.controller
        self.game.gain_vp(who, n, f"ability of {self.card.ref}")
        self.game.event(f"{who} gains {n} VP from {self.card.ref}", cites.USING_ABILITIES)

    def extra(self, kind="minion", where=None, reason=None, base=None, any_phase=False, player=None,
              then=None, on=None, target=None) -> None:
        """Grant an extra minion or action play (later this Play Cards phase; ``base``: only on that
        base; ``on(base)``: only on a base that passes it when the card is played; ``any_phase``: at any
        time this turn; ``target(minion)``: an action only on a minion that passes it). ``then(card)`` runs
        after a card is played with it (e.g. "if you control it at the end of the turn, ...")."""
        after = None if then is None else (lambda game, card: then(card))
        grant_extra(self.game, player or self.controller, kind, where, reason or self.card.ref, base, any_phase,
                    after, on, target)

    def use_regular_play(self, kind="action", player=None) -> bool:
        """Spend the regular (free) minion or action play of this turn, e.g. "you may use your
        regular action play to ..."; False when it was already used."""
        p = self.game.player(player or self.controller)
        if kind == "minion":
            if p.minion_plays >= 1:
                return False
            p.minion_plays += 1
        else:
            if p.action_plays >= 1:
                return False
            p.action_plays += 1
        self.game.event(f"{p.name} uses their regular {kind} play for {self.card.ref}", cites.PLAY_CARDS)
        return True

    def extra_or_now(self, kind="minion", where=None, base=None, reason=None, n=1, player=None, then=None,
                     now=None, on=None):
        """A generic "play (up to ``n``) extra minion(s)/action(s) [here]" (no specific card, no follow-up):
        given during that player's Play Cards phase it is granted for the rest of the phase (terms/extra);
        given outside it, it must be played at once (rules/extra-cards), up to ``n`` until the player
        passes. ``on(base)``: only on a base that passes it when the card is played. ``then(card)`` runs
        after each card played with it; ``now(where, base)`` plays one at once
        when the default (a card from the hand, ``play_extra_now``) is not enough. Returns the cards
        played at once."""
        who = player or self.controller
        if self.game.current_player.name == who and self.game.phase == "play":
            for _ in range(n):
                self.extra(kind, where, reason, base, player=who, then=then, on=on)
            return []
        played = []
        for _ in range(n):
            card = (play_extra_now(self.game, who, kind, where, base, self.card, on) if now is None
                    else now(where, base))
            if card is None:
                break
            played.append(card)
            if then is not None:
                then(card)
        return played

    def play_extra_now(self, kind="minion", where=None, base=None, player=None):
        """"You may play an extra minion/action" that must be played immediately:
        a prompt with the playable cards from the hand, or ``pass``. Returns the card played."""
        return play_extra_now(self.game, player or self.controller, kind, where, base, self.card)

    def play_this(self, base=None, on=None, effect=None):
        """Play this card (a Special that plays itself) as an extra card. ``effect(ctx)``: what it does
        when it resolves, instead of its on-play abilities (an action whose whole text is the Special)."""
        if base is None and on is None:
            base, on = self._base, self.target
        if base is None and on is None:
            base, on = choose_target(self.game, self.controller, self.card)
        return play_card(self.game, self.controller, self.card, base=base, on=on, how="special", effect=effect)

    def draw_madness(self, n=1, player=None) -> list:
        return madness.draw_madness(self.game, player or self.controller, n)

    def play_monster(self, base):
        return monsters.play_monster(self.game, base)

    def draw_treasures(self, n=1, player=None) -> list:
        return monsters.draw_treasures(self.game, player or self.controller, n)

    def use_talent_again(self, card):
        """Use ``card``'s talent a second time this turn, as this ability allows (terms/talent)."""
        use_talent_again(self.game, self.controller, card, self.card, live_abilities(self.game, card, "talent"))

    def play_titan(self, titan, base, instead_of=None) -> bool:
        return titans.play_titan(self.game, self.controller, titan, base, instead_of=instead_of)

    def bury(self, card, base):
        """Bury a card face down beside a base (rules/burying); you control it while buried."""
        burying.bury(self.game, self.controller, card, base)

    def uncover(self, card):
        """Uncover one of your buried cards: it is played as an extra card there (rules/burying)."""
        burying.uncover(self.game, self.controller, card)

    def put_in_stasis(self, card, counters) -> bool:
        """Place stasis counters on a card, putting it in stasis (compilation/stasis); False when it
        left stasis this turn and may not re-enter it."""
        return stasis.put_in_stasis(self.game, card, counters, self.controller)

    def add_stasis_counters(self, card, n=1, text=None) -> None:
        """Add stasis counters to a card in stasis (compilation/stasis); ``text`` for the log."""
        stasis.add_counters(self.game, card, n, text)

    def remove_stasis_counter(self, card) -> None:
        """Remove one stasis counter from a card in stasis (compilation/stasis); its
        ``stasis_counter_removed`` event follows."""
        stasis.remove_counter(self.game, card, self.controller)

    def store(self, card, under):
        """Store a card face down under another card (compilation/storage)."""
        stasis.store(self.game, card, under, self.controller)

    def play_stored(self, card, base=None, on=None):
        """Play a stored card (as an extra card) when an ability allows it."""
        return self.play_card(card, base=base, on=on)

    def swap_base(self, base, new_base_card):
        """Swap a base in play with a base card (e.g. from the base deck) (compilation/swap)."""
        return swap.swap_base(self.game, base, new_base_card, self.card, self.controller)

    def swap(self, a, b) -> bool:
        """Swap two cards (compilation/swap). A card taken from a deck was searched for, so it is revealed
        (the ``revealed`` event, see ``saw``)."""
        z = b.zone
        from_deck = z is not None and z.kind == "deck" and z.player is not None
        ok = swap.swap_cards(self.game, a, b, self.card, self.controller)
        if ok and from_deck:
            self.saw([b], player=z.player, top=False, who=z.player)
        return ok

    def duel(self, challenger, challenged):
        """Start a duel (rules/duels): returns "challenger", "challenged", "tie" or None."""
        return duels.duel(self.game, challenger, challenged, self.card)

    def log(self, text, *cite_ids) -> None:
        self.game.event(text, *(cite_ids or (cites.USING_ABILITIES,)))

    # ----- moving cards between zones (the one door for abilities: docs/abilities.md) ---------
    def _who(self, player):
        """A Player from a name, a Player, or None (you)."""
        if player is None:
            return self.player
        return player if hasattr(player, "hand") else self.game.player(player)

    def put(self, card, zone, top=False, quiet=False) -> None:
        """Put ``card`` into ``zone`` as it is, with no rule attached (no affect, no protection, no
        attachments discarded): for cards set aside, cards an ability is resolving, decks and piles
        outside the players' (base deck, treasure deck, box). A card in play is destroyed, moved,
        returned, placed or transferred with those verbs instead. ``top``: on top of a deck or pile;
        ``quiet``: no zone events (a card passing through a zone, e.g. the hand to be played)."""
        self.game.put(card, zone, top=top, quiet=quiet)

    def to_hand(self, card, player=None, quiet=False) -> None:
        """Put ``card`` into ``player``'s (default your) hand: a card drawn, taken or searched for by
        this ability (``place(card, "hand")`` is the term "place", logged)."""
        self.game.put(card, self._who(player).hand, quiet=quiet)

    def to_deck(self, card, player=None, top=False) -> None:
        """Put ``card`` into ``player``'s (default your) deck: at the bottom, or on ``top``."""
        self.game.put(card, self._who(player).deck, top=top)

    def to_discard(self, card, player=None) -> None:
        """Put ``card`` on ``player``'s (default your) discard pile (not from play: see ``place``)."""
        self.game.put(card, self._who(player).discard)

    def shuffle(self, zone) -> None:
        """Shuffle a deck or pile (``zone``) with the game's seeded generator (rules/decks-discards-and-
        searches); a player's deck is shuffled with ``shuffle_deck`` (logged)."""
        decks.shuffle(self.game, zone)

    def order(self, cards, text, player=None) -> list:
        """"In any order": ``cards`` in the order a player (default you) picks them, one prompt per pick.
        The last card needs no prompt, nor do cards that are all the same card (no real choice: the
        scenario format raises a prompt only for a real choice)."""
        rest, out = list(cards), []
        while len(rest) > 1 and not all(c.defn is rest[0].defn and not c.alias for c in rest):
            pick = self.choose(text, rest, player=player)
            rest.remove(pick)
            out.append(pick)
        return out + rest

    def return_to_top(self, cards, player=None, label=None) -> list:
        """"Return them (the rest) to the top of the deck in any order" (rules/decks-discards-and-searches)
        for ``player``'s (default your) deck, you choosing: one convention for every card, the first
        pick ends on top. Returns the cards top first."""
        p = self._who(player)
        order = self.order(cards, f"{label or self.card.ref}: which card goes on top of {p.name}'s deck next "
                                  f"(the first pick ends on top)?")
        for c in reversed(order):
            self.game.put(c, p.deck, top=True)
        if order:
            whose = "their" if p.name == self.controller else f"{p.name}'s"
            self.log(f"{self.controller} returns {len(order)} card(s) to the top of {whose} deck", cites.DECKS)
        return order

    def reorder(self, zone, cards) -> None:
        """Put the cards of ``zone`` (a deck or pile) in the order ``cards`` (the same cards), e.g.
        "place them on the top and/or bottom of your deck in any order"."""
        cards = list(cards)
        if sorted(c.uid for c in cards) != sorted(c.uid for c in zone):
            raise ValueError("reorder: not the same cards")
        zone[:] = cards
        self.game.version += 1

    def set_aside(self, card) -> None:
        """Set ``card`` aside (revealed or looked at, until the ability puts it somewhere)."""
        self.game.put(card, self.game.revealed)

    # ----- more card movement ---------------------------------------------------
    def place(self, card, where="discard", player=None):
        """Place a card (terms/place): ``where`` is hand | deck_top | deck_bottom | discard,
        of its owner (or of ``player`` for a card no one else can see). From play, its
        attachments and counters are discarded first."""
        game = self.game
        if game.in_play(card):
            card = self._redirect("place", card)
            if affects.owner_zone_refused(game, card, where):
                return False
            if not effects.allowed(game, effects.Affect("place", card, self.card, self.controller)):
                return False
            self._record(self._minion_at(card), "place", card, (where,), {"player": player})
            effects.remove_from_play(game, card, where)
        else:
            owner = player or card.owner or self.controller
            p = game.player(owner)
            zone = {"hand": p.hand, "deck_top": p.deck, "deck_bottom": p.deck, "discard": p.discard}[where]
            game.put(card, zone, top=(where == "deck_top"))
            card.controller = owner
        game.event(f"{card.ref} is placed in {card.zone.describe()}"
                   + (" (top)" if where == "deck_top" else " (bottom)" if where == "deck_bottom" else ""),
                   cites.T_PLACE)
        return True

    def leave_play(self, card, where="discard", announce=True) -> None:
        """``card`` leaves play by a rule, not by an affect (no protection applies, nothing is credited):
        e.g. this card discarding itself, or the cards attached to a card that is gone. ``where``:
        discard | hand | deck_top | deck_bottom | deck_shuffle of its owner (rules/in-and-out-of-play)."""
        effects.remove_from_play(self.game, card, where, announce=announce)

    def forget_card(self, card) -> None:
        """A card with no memory: end the lasting effects on it, and those that last while it is in play."""
        effects.forget_card(self.game, card)

    def end_effect(self, effect) -> None:
        """End a lasting effect this ability made (e.g. a one-shot replacement once it has been used)."""
        if effect in self.game.effects:
            self.game.effects.remove(effect)

    def discard_from_play(self, card):
        """Discard a card in play without destroying it (e.g. an action)."""
        return self.place(card, "discard")

    def refill_deck(self, player=None) -> bool:
        """An empty deck of ``player`` (default you) is made anew from their shuffled discard pile, as
        before drawing, revealing or searching (rules/decks-discards-and-searches). True when it was."""
        return decks.shuffle_discard_into_deck(self.game, self.game.player(player or self.controller))

    def shuffle_deck(self, player=None):
        decks.shuffle_deck(self.game, self.game.player(player or self.controller))

    def top_of_deck(self, player=None):
        """The top card of a player's deck (reshuffling the discard pile if the deck is empty)."""
        return decks.top_of_deck(self.game, self.game.player(player or self.controller))

    # ----- the ``revealed`` event: a card reveals or looks at cards in a hand or deck -----
    def saw(self, cards, player=None, look=False, zone="deck", by=None, top=None, who=None) -> None:
        """Fire the ``revealed`` event: this ability (``ctx.card``, a card of ``by``, default you)
        revealed (``look=False``) or looked at (``look=True``) ``cards`` in ``player``'s (default you)
        ``zone`` (``"deck"`` or ``"hand"``). It moves nothing and logs nothing: ``take_top``,
        ``reveal_until``, ``search_deck``, ``reveal_hand`` and ``look_at_hand`` call it, and an ability
        that reveals or looks at cards its own way (e.g. the top card left in place) calls it after
        logging. ``ctx.event.data``: ``how`` (``reveal`` / ``look``), ``cards``, ``from`` (``deck`` /
        ``hand``), ``owner`` (whose cards), ``by`` (whose card did it), ``top`` (True: off the top of the
        deck, the default for ``zone="deck"``; a card found by a search is not), ``in_play`` (the uids of
        the cards in play when it happened: a card that came into play later in the same ability, e.g. a
        titan its own reveal played, was not there to see it), ``who`` (the player who does the revealing
        or looking: ``who``, default ``by``; e.g. "each player looks at the top three cards of their deck"
        is done by each owner, though by ``by``'s card); ``ctx.event.player`` is ``by``,
        ``ctx.event.source`` the card. No event when ``cards`` is empty."""
        cards = [c for c in cards if c is not None]
        if not cards:
            return
        owner = self.game.player(player or self.controller).name
        doer = who
        who = by or self.controller
        fire(self.game, GameEvent("revealed", card=cards[0] if len(cards) == 1 else None, player=who,
                                  source=self.card, data={"how": "look" if look else "reveal",
                                                          "cards": list(cards), "from": zone,
                                                          "owner": owner, "by": who, "who": doer or who,
                                                          "top": (zone == "deck") if top is None else top,
                                                          "in_play": {c.uid for c in self.game.cards_in_play()}}))

    def reveal_hand(self, player=None, cards=None) -> list:
        """``player`` (default you) reveals their hand (or only ``cards`` from it, e.g. "reveal a minion
        from your hand"); logged, fires ``revealed`` (``from``: ``hand``). Returns the cards revealed."""
        p = self.game.player(player or self.controller)
        shown = list(p.hand) if cards is None else [c for c in cards if c is not None]
        if shown:
            self.game.event(f"{p.name} reveals {', '.join(c.ref for c in shown)} from their hand", cites.DECKS)
        elif cards is None:
            self.game.event(f"{p.name} reveals their hand: it is empty", cites.DECKS)
        self.saw(shown, player=p.name, zone="hand", who=p.name)
        return shown

    def look_at_hand(self, player=None) -> list:
        """You look at ``player``'s hand (default: your own); logged, fires ``revealed`` (``how``:
        ``look``, ``from``: ``hand``). Returns the cards in that hand."""
        p = self.game.player(player or self.controller)
        cards = list(p.hand)
        whose = "their own" if p.name == self.controller else f"{p.name}'s"
        self.game.event(f"{self.controller} looks at {whose} hand"
                        + (f": {', '.join(c.ref for c in cards)}" if cards else ": it is empty"), cites.DECKS)
        self.saw(cards, player=p.name, look=True, zone="hand")
        return cards

    # ----- revealing and looking at the top of a deck (``decks``) --------------------------
    def take_top(self, n, player=None, reveal=True, by=None, fire=True) -> list:
        """Reveal (``reveal=True``) or look at the top ``n`` cards of a deck (of ``player``, default you):
        they are set aside (``game.revealed``), in order, until the ability puts them somewhere. When the
        deck runs out, before or while taking, the discard pile is shuffled into a new deck and taking
        continues from it (``decks.take_top``); fewer cards come back when deck and discard pile are both
        empty. ``by``: the player who reveals or looks, when not the deck's owner (for the log only). Fires
        the ``revealed`` event (see ``saw``) unless ``fire=False`` (a helper whose caller fires it itself)."""
        p = self.game.player(player or self.controller)
        got = decks.take_top(self.game, p, n, reveal, by)
        if fire:
            self.saw(got, player=p.name, look=not reveal, by=by, who=by or p.name)
        return got

    def reveal_until(self, pred, count=1, player=None):
        """"Reveal cards from your deck until you reveal ``count`` X" (X: ``pred(card)``). Revealed cards
        are set aside (``game.revealed``); an empty deck is made anew from the discard pile and revealing
        goes on (``decks.reveal_until``). Returns ``(hits, others)``, each in the order revealed."""
        p = self.game.player(player or self.controller)
        hits, others, every = decks.reveal_until(self.game, p, pred, count)
        self.saw(every, player=p.name, who=p.name)
        return hits, others

    def play_card(self, card, base=None, on=None, off_top=False):
        """Play a specific card (from the hand, deck, discard...) as an extra card, now. ``off_top``: it
        was revealed or looked at off the top of a deck, so it counts as "played off the top of a deck"
        (compilation/play-or-draw-x-off-the-top-of-your-deck; ``played_off_top``)."""
        p = self.player
        ban = effects.forbidden(self.game, "play_extra", self.controller, card, base)
        if ban is not None:  # "cannot play extra cards" wins; the rest of the ability still happens
            self.game.event(f"{self.controller} cannot play {card.ref} as an extra card: "
                            f"{ban.reason or 'an effect forbids it'}", cites.CONFLICTING)
            return None
        # where it is played from (e.g. "discard", "deck", "revealed"), for "if this card was played
        # from the discard pile" / "played from anywhere other than your hand": ``card.played_from``
        # while it is being played (None: from the hand)
        origin = card.zone.kind if card.zone is not None and card.zone is not p.hand else None
        if off_top:
            origin = OFF_TOP
        if card.zone is not p.hand:
            self.game.put(card, p.hand, quiet=True)  # passing through the hand to be played
        if base is None and on is None:
            base, on = choose_target(self.game, self.controller, card)
        card.played_from = origin
        try:
            return play_card(self.game, self.controller, card, base=base, on=on, how="free")
        finally:
            card.played_from = None

    def search_deck(self, text, where=None, to="hand", player=None, may=True, optional=False):
        """Search your deck for a card (``where(card)``), reveal it, put it ``to`` hand (or "discard",
        "deck_top"), then shuffle the deck: searching always reveals and shuffles
        (errata/new-general-rules, rules/decks-discards-and-searches). Returns the card or None.
        ``optional`` ("you MAY search"): ``pass`` declines the search itself, so the deck is neither
        searched nor shuffled ("shuffle only if you searched", clarifications/bases on Faceless City);
        otherwise ``pass`` is a search that comes up empty, and the deck is still shuffled."""
        p = self.game.player(player or self.controller)
        if optional:  # an empty deck is made anew only if the player does search
            cands = [c for c in (p.deck or p.discard) if where is None or where(c)]
            pick = self.may_choose(text, cands, player=p.name) if cands else None
            if pick is None:
                self.game.event(f"{p.name} does not search their deck", cites.DECKS)
                return None
            if not p.deck:
                decks.shuffle_discard_into_deck(self.game, p)
        else:
            if not p.deck:
                decks.shuffle_discard_into_deck(self.game, p)
            cands = [c for c in p.deck if where is None or where(c)]
            ask = self.may_choose if may else self.choose
            pick = ask(text, cands, player=p.name) if cands else None
        if pick is not None:
            self.game.event(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
            self.saw([pick], player=p.name, top=False, who=p.name)
            if to == "hand":
                self.game.put(pick, p.hand)
                pick.controller = p.name
            elif to == "deck_top":  # revealed and set aside while the deck is shuffled, then placed on top
                self.game.put(pick, self.game.revealed)
                self.shuffle_deck(p.name)
                self.place(pick, to, player=p.name)
                return pick
            else:
                self.place(pick, to, player=p.name)
        else:
            self.game.event(f"{p.name} searches their deck and takes nothing", cites.DECKS)
        self.shuffle_deck(p.name)
        return pick

    def transfer_counters(self, frm, to, n=1) -> int:
        """Transfer +1 power counters (terms/transfer); onto an immune card they are discarded instead."""
        n = min(n, frm.counters)
        if n <= 0 or not effects.allowed(self.game, effects.Affect("counter", frm, self.card, self.controller)):
            return 0
        frm.counters -= n
        if effects.allowed(self.game, effects.Affect("counter", to, self.card, self.controller)):
            to.counters += n
            self.game.event(f"{n} +1 power counter(s) transferred from {frm.ref} to {to.ref}", cites.T_TRANSFER,
                            cites.COUNTERS)
            fire(self.game, GameEvent("counters_transferred", card=to, base=self.game.base_of(to),
                                      player=self.controller, source=self.card, data={"from": frm, "n": n}))
        else:
            self.game.event(f"{n} +1 power counter(s) from {frm.ref} are discarded ({to.ref} is immune)",
                            cites.T_TRANSFER)
        return n

    def transfer_action(self, action, to) -> bool:
        """Transfer an attached action to another minion (or a base) (terms/transfer); onto an
        immune target it is discarded instead."""
        if not effects.allowed(self.game, effects.Affect("attach", to, self.card, self.controller)):
            effects.remove_from_play(self.game, action)
            self.game.event(f"{action.ref} is discarded: {to.ref} is immune to it", cites.T_TRANSFER)
            return False
        zone = to.attached if hasattr(to, "attached") else to.actions
        self.game.put(action, zone)
        self.game.event(f"{action.ref} is transferred to {to.ref}", cites.T_TRANSFER)
        # "after an action is transferred to a minion here" (e.g. Power Castle): ``player`` transferred it
        fire(self.game, GameEvent("action_transferred", card=action, base=self.game.base_of(to) if hasattr(to, "attached")
                                  else to, player=self.controller, source=self.card, data={"to": to}))
        return True

    def hand(self, player=None):
        return list(self.game.player(player or self.controller).hand)

    def discard_pile(self, player=None):
        return list(self.game.player(player or self.controller).discard)

    def actions_on(self, target):
        """Actions attached to a minion, or played on a base."""
        return list(target.attached) if hasattr(target, "attached") else list(target.actions)
