"""Playing cards (rules/play-cards, terms/play, rules/extra-cards, terms/talent, terms/special).

In the Play Cards phase the current player may play one minion and one action
for free, plus any extra plays granted. A minion goes beside a base; an action
is played on a base, on a minion, or (standard) resolved and discarded.
"""

from __future__ import annotations

from dataclasses import dataclass

from oracle.abilities import registry

from . import cites, effects
from .abilities_hook import abilities_of, canceled, live_abilities, talent_again_by
from .cards import CardDef
from .errors import Refused, Unimplemented
from .events import GameEvent, drain, fire
from .prompts import Prompt
from .triggers import power_watch, queue_power_increases, resolve


# the "from" of a play (``game.plays``, ``card.played_from``) for a card played off the top of a deck
# (revealed or looked at there, never passing through the hand): "If this minion was played off the
# top of a deck" (compilation/play-or-draw-x-off-the-top-of-your-deck)
OFF_TOP = "top of deck"


@dataclass
class Extra:
    """An extra minion or action play: ``where(card) -> bool`` limits which card, ``base`` the base
    it must be played on, ``on(base) -> bool`` the kind of base ("on a base where ...", checked when
    the card is played), ``target(minion) -> bool`` the minion an action must be played on; ``any_phase``:
    usable at any time of this turn, not only in Play Cards."""

    kind: str
    where: object = None
    reason: str = ""
    base: object = None
    any_phase: bool = False
    then: object = None  # ``then(game, card)``: called after a card is played with this extra
    on: object = None
    target: object = None

    def fits(self, card, kind, base) -> bool:
        return ((self.kind == kind or (self.kind == "minion_or_action" and kind in ("minion", "action")))
                and (self.where is None or self.where(card))
                and (self.base is None or self.base is base)
                and (self.on is None or (base is not None and self.on(base))))

    def fits_target(self, minion) -> bool:
        """The minion an action is played on (None: not played on a minion) suits this extra."""
        return self.target is None or (minion is not None and self.target(minion))


def grant_extra(game, player: str, kind: str, where=None, reason: str = "", base=None,
                any_phase: bool = False, then=None, on=None, target=None) -> None:
    game.player(player).extras.append(Extra(kind, where, reason, base, any_phase, then, on, target))
    at = f" on {base.ref}" if base is not None else ""
    what = "minion or action" if kind == "minion_or_action" else kind
    game.event(f"{player} may play an extra {what}{at} ({reason})", cites.T_EXTRA, cites.EXTRA_CARDS)


def ability_text(card) -> str:
    return (card.defn.text or "").strip()


def is_implemented(card) -> bool:
    if not ability_text(card) or card.defn.test_only:
        return True
    return registry.is_implemented(card.defn.name, card.defn.slug, printing=card.defn.printing)


def check_implemented(game, card) -> None:
    """The engine refuses a card whose ability it does not know (docs/abilities.md)."""
    if not game.allow_unimplemented and not is_implemented(card):
        broken = "".join(f"; note: oracle/abilities/{k} failed to import ({v})"
                         for k, v in registry.LOAD_ERRORS.items())
        raise Unimplemented(f"{card.name}'s ability is not implemented "
                            f"(set allow_unimplemented: true to treat it as blank){broken}")


def _plan_quota(game, p, card, how, kind, base=None, no_extras=False, minion=None):
    """Which play would pay for ``card`` (without spending it): restricted extras first, then
    generic extras, then the free one. Returns (how, extra or None)."""
    if how in ("special", "free"):
        return how, None
    fitting = [e for e in p.extras if e.fits(card, kind, base) and e.fits_target(minion)
               and (game.phase == "play" or e.any_phase)] if not no_extras else []
    fitting.sort(key=lambda e: (e.kind == "minion_or_action", e.where is None and e.base is None, e.any_phase))
    used = p.minion_plays if kind == "minion" else p.action_plays
    if fitting and fitting[0].kind == "minion_or_action" and used < 1 and game.phase == "play":
        return "normal", None  # keep the "minion or action" extra for the other kind
    if fitting:
        return "extra", fitting[0]
    if game.phase != "play":
        raise Refused(f"cards are played in the Play Cards phase, not the {game.phase} phase")
    if used < 1:
        return "normal", None
    raise Refused(f"{p.name} has already played {'a minion' if kind == 'minion' else 'an action'} this turn "
                  f"and has no extra {kind} play for {card.ref}")


def _use_quota(game, p, card, how, kind, base=None, minion=None):
    """Spend the play that pays for ``card`` (see ``_plan_quota``); while extra plays are
    forbidden, only the regular play can pay. Returns (how it was paid, the extra used or None)."""
    ban = effects.forbidden(game, "play_extra", p.name, card, base)
    if ban is not None and how == "free":
        raise Refused(f"{p.name} cannot play extra cards: {ban.reason or 'an effect forbids it'}")
    try:
        paid, extra = _plan_quota(game, p, card, how, kind, base, no_extras=ban is not None, minion=minion)
    except Refused:
        if ban is not None:
            raise Refused(f"{p.name} cannot play extra cards: {ban.reason or 'an effect forbids it'}") from None
        raise
    if extra is not None:
        p.extras.remove(extra)
    elif paid == "normal":
        if kind == "minion":
            p.minion_plays += 1
        else:
            p.action_plays += 1
    return paid, extra


def playable_zone(card, p) -> bool:
    return card.zone is p.hand


def fusion_kind(card, base=None, on=None, as_type=None):
    """The type a card is played as: a fusion is declared minion or action (002 "Fusions");
    without a declaration, a fusion played on a base is a minion, otherwise an action."""
    if not card.defn.is_fusion:
        return card.defn.plays_as
    if as_type in ("minion", "action"):
        return as_type
    return "minion" if base is not None and on is None else "action"


def check_play(game, player: str, card, base=None, on=None, how="normal", as_type=None):
    """Refuse (raise ``Refused``) when the rules forbid this play; returns the play's target zone."""
    p = game.player(player)
    if game.over:
        raise Refused("the game is over")
    if how == "normal":
        if card.zone is not p.hand:
            raise Refused(f"{card.ref} is not in {player}'s hand")
        if game.current_player is not p:
            raise Refused(f"it is not {player}'s turn: only the current player plays cards in Play Cards")
        if game.phase != "play" and not any(e.any_phase for e in p.extras):
            raise Refused(f"cards are played in the Play Cards phase, not the {game.phase} phase")
    kind = fusion_kind(card, base, on, as_type)
    if kind not in ("minion", "action"):
        raise Refused(f"{card.ref} is a {card.defn.type}; it is not played from the hand like a minion or action")
    dest = base if base is not None else (game.base_of(on) if on is not None and game.in_play(on) else None)
    ban = effects.forbidden(game, "play", player, card, dest)
    if ban is not None:
        raise Refused(f"{player} cannot play {card.ref}: {ban.reason or 'an effect forbids it'}")
    if kind == "minion":
        if on is not None:
            raise Refused(f"{card.ref} is a minion: it is played on a base, not on a minion")
        if base is None:
            raise Refused(f"playing the minion {card.ref} needs a base")
        return base.minions
    play_on = card.rules.play_on if not card.defn.is_fusion else None
    whose = card.rules.play_on_whose
    if play_on == "base":
        if base is None or on is not None:
            raise Refused(f"{card.ref} is played on a base (give base:)")
        if whose == "with_your_minion" and not any(m.controller == player for m in base.minions):
            raise Refused(f"{card.ref} is played on a base where you have a minion; {player} has none at {base.ref}")
        return base.actions
    if play_on == "minion":
        if on is None:
            raise Refused(f"{card.ref} is played on a minion (give on:)")
        if not game.in_play(on) or on.kind != "minion" or on.zone.kind != "minions":
            raise Refused(f"{on.ref} is not a minion in play")
        if whose == "yours" and on.controller != player:
            raise Refused(f"{card.ref} is played on one of your minions; {on.ref} is {on.controller}'s")
        if whose == "others" and on.controller == player:
            raise Refused(f"{card.ref} is played on another player's minion; {on.ref} is your own")
        return on.attached
    if base is not None or on is not None:
        raise Refused(f"{card.ref} is a standard action: it is not played on a base or a minion")
    return game.resolving


def play_card(game, player: str, card, base=None, on=None, how="normal", as_type=None, effect=None):
    """Play ``card`` (minion or action) for ``player``. ``how``: normal (from the
    hand in Play Cards, using the free play or an extra), special (played by a
    Special ability: no quota), free (played by an ability as an extra). ``effect(ctx)``: what the
    card does when it resolves, instead of its on-play abilities (an action whose whole text is a
    Special, played by that Special: it is still played, so forbids, "when/after an action is
    played" and the turn's plays see it)."""
    p = game.player(player)
    # where the card is played from (None: the hand; "discard", "deck", "buried", "stasis", ...):
    # ``card.played_from`` when the caller set it, else the zone it is in; noted in ``game.plays``
    origin = card.played_from if card.played_from is not None else (
        card.zone.kind if card.zone is not None and card.zone is not p.hand else None)
    if card.zone is not None and card.zone.kind == "stasis" and card.stasis > 0:
        # it went into stasis instead of leaving a discard pile to be played (e.g. Join the Club)
        game.event(f"{card.ref} went into stasis instead: it is not played", cites.STASIS)
        return None
    zone = check_play(game, player, card, base, on, how, as_type)
    check_implemented(game, card)
    kind = fusion_kind(card, base, on, as_type)
    paid, extra = _use_quota(game, p, card, how, kind, base if base is not None else (game.base_of(on) if on else None),
                             on)
    card.controller = player
    card.played_by = player
    if card.defn.is_fusion:
        card.as_type = kind
    if card.defn.type == "madness":
        card.owner = player
    where = f" on {base.ref}" if base is not None else (f" on {on.ref}" if on is not None else "")
    tag = {"normal": "", "extra": " as an extra " + kind, "special": " (Special)",
           "free": " as an extra " + kind}.get(paid, "")
    cite_ids = [cites.PLAY_CARDS, cites.T_PLAY] + ([cites.T_EXTRA] if paid in ("extra", "free") else []) + (
        [cites.T_SPECIAL] if paid == "special" else []) + ([cites.FUSIONS] if card.defn.is_fusion else [])
    if card.defn.is_fusion:
        tag += f" as a{'n' if kind == 'action' else ''} {kind} (fusion)"
    if kind == "action" and on is not None and zone is on.attached:
        # "have it affect this minion instead" (e.g. Ensign): the action may go on another minion
        other = effects.redirected(game, effects.Affect("attach", on, card, player))
        if other is not None and other is not on and game.in_play(other) and other.kind == "minion":
            on = other
            zone = on.attached
            where = f" on {on.ref}"
    if kind == "action" and zone is not game.resolving:
        target = on if on is not None else base
        if not effects.allowed(game, effects.Affect("attach", target, card, player)):
            game.put(card, effects.destination(game, card)[0])
            game.event(f"{player} plays {card.ref}{where}{tag}; it cannot be attached and is discarded",
                       *cite_ids, cites.ATTACHED)
            return card
    # a card whose mere presence raises a minion's power (e.g. Upgrade) answers "after the power of a
    # minion increases" once it is played, after its own on-play ability (rules/card-resolution-order)
    watch = power_watch(game)
    game.put(card, zone)
    game.event(f"{player} plays {card.ref}{where}{tag}", *cite_ids)
    if watch:
        queue_power_increases(game, watch)
    played_base = base or (game.base_of(on) if on else None)
    game.plays.append({"card": card, "kind": kind, "player": player, "base": played_base, "on": on,
                       "how": paid, "turn": game.turn, "from": origin, "phase": game.phase})
    if extra is not None and extra.then is not None:
        extra.then(game, card)
    # "when a minion is played": Specials may answer before its ability resolves (e.g. cancel it),
    # also when the card is played inside another ability
    fire(game, GameEvent(f"{kind}_playing", card=card, base=played_base, player=player), now=True)
    playing = game.__dict__.setdefault("playing", [])  # cards whose on-play ability is resolving
    resolvers = [(effect, None)] if effect is not None else [
        (ab.fn, ab) for ab in live_abilities(game, card, "on_play")]
    for fn, ab in resolvers:
        game.enter()
        playing.append(card)
        try:
            resolve(game, fn, game.context(card, ability=ab, controller=player, base=base, target=on))
        finally:
            playing.pop()
            game.leave()
    if watch:
        drain(game)
    fire(game, GameEvent(f"{kind}_played", card=card, base=base or (game.base_of(on) if on else None),
                         player=player))
    if card.zone is game.resolving:
        was = card.controller
        effects.remove_from_play(game, card, "discard", announce=False)
        where = card.zone
        game.event(f"{card.ref} is discarded after resolving (standard action)" if where.kind == "discard" else
                   f"{card.ref} goes to {where.describe()} after resolving (standard action)", cites.T_STANDARD,
                   cites.RESOLUTION_ORDER)
        if where.kind == "discard":  # its own "goes to the discard pile" event comes after that line
            fire(game, GameEvent("discarded", card=card, player=where.player, data={"from": "play", "controller": was}))
    return card


def play_extra_now(game, player: str, kind: str, where=None, base=None, source=None, on=None):
    """An extra play that must happen immediately (rules/extra-cards): the player picks a
    card from the hand (and a base/minion for it; ``on(base)``: only a base that passes it) or passes."""
    p = game.player(player)
    if on is not None and base is None:
        bases = [b for b in game.bases if on(b)]
        if not bases:
            return None
        if len(bases) == 1:
            base = bases[0]
    cands = [c for c in p.hand if c.defn.can_be(kind) and (where is None or where(c))
             and (game.allow_unimplemented or is_implemented(c))]
    if cands and any(e.kind == "forbid" and e.flag == "play_extra" for e in game.effects):
        # a card the player cannot play as an extra card (e.g. Eliza) is not offered: the rest of the
        # ability still happens (rules/conflicting-text-and-timing)
        cands = [c for c in cands if effects.forbidden(game, "play_extra", player, c, base) is None]
        if not cands:
            game.event(f"{player} cannot play an extra {kind} now", cites.CONFLICTING)
    # "any time you can play an action, you may instead ..." (Monet): when the extra action is not limited
    # to some cards or a base, the player's cards in play with a ``special`` ability registered with
    # zone="ongoing", window="action_play_now" are offered too; picking one runs that ability instead
    instead = []
    if kind == "action" and where is None and base is None:
        instead = [(c, ab) for c in game.cards_in_play() if c.controller == player
                   for ab in live_abilities(game, c, "special") if ab.zone == "ongoing" and ab.window == "action_play_now"]
    if not cands and not instead:
        return None
    card = game.ask(Prompt(f"play an extra {kind} ({source.ref if source else ''}) or pass", player,
                           cands + [c for c, _ in instead], can_pass=True))
    if card is None:
        return None
    for c, ab in instead:
        if card is c:
            game.event(f"{player} uses the Ongoing ability of {c.ref} instead of the extra action",
                       cites.USING_ABILITIES)
            resolve(game, ab.fn, game.context(c, ability=ab, controller=player))
            return None
    if base is None and on is not None:
        base = game.ask(Prompt(f"choose a base to play {card.ref} on", player, [b for b in game.bases if on(b)]))
    tb, target = choose_target(game, player, card, base, kind)
    if tb is None and target is None and (kind == "minion" or card.rules.play_on):
        return None
    return play_card(game, player, card, base=tb, on=target, how="free", as_type=kind)


def choose_target(game, player, card, base=None, kind=None):
    """Ask where to play ``card``: a base for minions and base actions, a minion for minion actions."""
    kind = kind or card.kind
    if kind == "minion" or (card.rules.play_on == "base" and not card.defn.is_fusion):
        if base is not None:
            return base, None
        return game.ask(Prompt(f"choose a base to play {card.ref} on", player, list(game.bases))), None
    if card.rules.play_on == "minion" and kind == "action" and not card.defn.is_fusion:
        ms = game.minions() if base is None else list(base.minions)
        if not ms:
            return None, None
        return None, game.ask(Prompt(f"choose a minion to play {card.ref} on", player, ms))
    return None, None


def _talent_parts(card):
    """(given, own): the talents ``card`` gives the minion it is attached to (``zone="minion"``:
    "This minion has the ability: 'Talent: ...'") and its own talents."""
    tal = abilities_of(card, "talent")
    return [a for a in tal if a.zone == "minion"], [a for a in tal if a.zone != "minion"]


def _talent_used(card, part) -> bool:
    """Whether a talent of ``card`` was used this turn. A card with both kinds of talents (``part``
    "given" or "own") uses each once a turn: its flag then holds the set of parts used."""
    used = card.talent_used
    if part is None or not isinstance(used, (set, frozenset)):
        return bool(used)
    return part in used


def _mark_talent_used(card, part) -> None:
    if part is None:
        card.talent_used = True
        return
    used = card.talent_used if isinstance(card.talent_used, (set, frozenset)) else set()
    card.talent_used = set(used) | {part}


def _talent_source(game, player: str, card):
    """Which talent a talent step uses: ``(card, part, host)``. A step naming a minion uses its own
    talent; a minion with none of its own uses a talent an action gives it (wiki/talent: each used once
    a turn; the player picks among those not used yet when there are several). A step naming an
    attached card uses the talent it gives its minion, or its own talent when it has both."""
    if game.in_play(card) and not abilities_of(card, "talent"):
        granted = [a for a in getattr(card, "attached", ()) or () if _talent_parts(a)[0]]
        if granted:
            def part(c):
                return "given" if _talent_parts(c)[1] else None
            fresh = [c for c in granted if not _talent_used(c, part(c))] or granted
            pick = fresh[0] if len(fresh) == 1 else game.ask(Prompt(
                f"use which talent of {card.ref} (given by an action on it)?", player, fresh))
            return pick, part(pick), card
    given, own = _talent_parts(card)
    if given and own:
        return card, "own", None
    if given and card.zone is not None and card.zone.kind == "attached":
        return card, None, card.zone.holder
    return card, None, None


def use_talent(game, player: str, card) -> None:
    """Use a card's Talent: once per Play Cards phase of its controller's turn (terms/talent)."""
    if game.over:
        raise Refused("the game is over")
    # zone="minion": a talent an attached card gives the minion it is on ("This minion has the
    # ability: 'Talent: ...'"): one of that minion's abilities, used by the minion's controller
    # whoever played the card, and canceled with the minion's abilities (wiki/talent)
    card, part, host = _talent_source(game, player, card)
    given, own = _talent_parts(card)
    talents = given if host is not None else own if part == "own" else abilities_of(card, "talent")
    user = host.controller if host is not None else card.controller
    if not game.in_play(card):
        raise Refused(f"{card.ref} is not in play")
    if user != player:
        if host is not None:  # the talent is the minion's: its controller uses it (wiki/talent)
            raise Refused(f"{player} does not control {host.ref}, which has the talent {card.ref} gives: "
                          f"only its controller, {user}, can use it")
        raise Refused(f"{player} does not control {card.ref}: {user} does")
    if talents and (not live_abilities(game, card, "talent")
                    or (host is not None and game.effects and canceled(game, host, given_by=card))):
        raise Refused(f"{card.ref}'s abilities are canceled")
    if not talents:
        check_implemented(game, card)
        raise Refused(f"{card.ref} has no talent")
    if game.current_player.name != player or game.phase != "play":
        raise Refused(f"a talent is used only in the Play Cards phase of its controller's turn")
    if _talent_used(card, part):
        again = talent_again_by(game, player, card) if host is None else None
        if again is None:
            raise Refused(f"{card.ref}'s talent was already used this turn")
        use_talent_again(game, player, card, again, talents)
        return
    _mark_talent_used(card, part)
    if host is not None and _given_talent_replaced(game, player, card, host):
        return
    run_talent(game, player, card, talents)


def use_talent_again(game, player: str, card, source, talents) -> None:
    """A second use of ``card``'s talent this turn, which ``source`` allows ("Your cards here may use
    their Talents a second time on your turn", Great Wolf Spirit): recorded as a ``talent-again`` flag
    on ``card`` until the end of the turn, so each such card uses it once."""
    effects.add_effect(game, effects.Effect("flag", flag="talent-again", card=card, until="end_of_turn",
                                            source=source, controller=player))
    run_talent(game, player, card, talents, note=f" a second time ({source.ref})")


def run_talent(game, player: str, card, talents, note: str = "") -> None:
    """Resolve the talent abilities ``talents`` of ``card`` for ``player`` (the checks and the once a
    turn are the caller's), then fire ``talent_used``."""
    game.event(f"{player} uses the talent of {card.ref}{note}", cites.T_TALENT)
    base = game.base_of(card)
    for ab in talents:
        resolve(game, ab.fn, game.context(card, ability=ab, controller=player))
    # "after a minion uses a talent" (e.g. Changing Room)
    fire(game, GameEvent("talent_used", card=card, base=base, player=player))


def _given_talent_replaced(game, player: str, card, host) -> bool:
    """"When this minion would use a talent given by an action, it may instead ..." (Man-With-Arms):
    the minion's ``ongoing`` abilities with ``event="given_talent_using"`` are asked before a talent
    ``card`` gives it is used (``ctx.event.card`` is that card); one returning True replaced the use."""
    for ab in live_abilities(game, host, "ongoing"):
        if ab.event == "given_talent_using":
            ev = GameEvent("given_talent_using", card=card, base=game.base_of(host), player=player)
            if ab.fn(game.context(host, ability=ab, controller=player, event=ev)):
                return True
    return False


def step_specials(game, player: str, card) -> tuple:
    """The abilities a ``special:`` step of ``player`` uses on ``card``: its Specials with no event window
    for where it is (hand, discard pile, set aside, stasis, a base card, a card ``player`` controls in
    play, or ``zone="table"``: a card in play any player may use) and, for a card ``player`` controls in
    play, its ``zone="ongoing"`` abilities used the same way: (where, abilities), where None when the
    card is not ``player``'s to use."""
    p = game.player(player)
    zone = "hand" if card.zone is p.hand else "discard" if card.zone is p.discard else (
        "aside" if card.zone is p.titans else "stasis" if card.zone is p.stasis else
        "base" if card.zone.kind == "base" else
        "play" if game.in_play(card) and card.controller == player else None)
    # zone="table": a Special of a card in play that any player may use, whoever controls the card
    # (e.g. Gaston: "On each player's turn, that player may discard two cards to destroy this card")
    table = game.in_play(card) and any(a.zone == "table" for a in abilities_of(card, "special"))
    if zone is None and table:
        zone = "table"
    if zone is None:
        return None, []
    # zone="ongoing": an Ongoing ability of a card in play that its controller uses with a ``special:``
    # step ("any time you can play an action, you may instead ...", e.g. Monet): not a Special ability
    # (no ``special_used``, not stopped by "cannot use Specials"), and nothing while it is canceled
    return zone, [a for a in abilities_of(card, "special") if a.window is None
                  and (a.zone == zone or (table and a.zone == "table") or (zone == "play" and a.zone == "ongoing"))]


def _special_refusal(game, player: str, card, specials) -> str | None:
    """Why ``player`` cannot use ``specials`` (``step_specials``) of ``card`` now, before asking each
    one's ``usable``: its Ongoing abilities are canceled, or an effect forbids Specials; else None."""
    if all(a.zone == "ongoing" for a in specials):
        if game.effects and canceled(game, card):
            return f"{card.ref}'s abilities are canceled"
        return None
    ban = effects.forbidden(game, "special", player, card, game.scoring_base)
    if ban is not None:
        return f"{player} cannot use Special abilities: {ban.reason or 'an effect forbids it'}"
    return None


def may_use_special(game, player: str, card) -> bool:
    """Whether ``use_special(game, player, card)`` would be allowed to start now (terms/special:
    "Special abilities happen at unusual times ... as described in the abilities themselves"): the card
    has such abilities where it is, nothing forbids them, and each one's ``usable`` holds."""
    specials = step_specials(game, player, card)[1]
    if not specials or _special_refusal(game, player, card, specials) is not None:
        return False
    return all(ab.usable is None or ab.usable(game.context(card, ability=ab, controller=player))
               for ab in specials)


def use_special(game, player: str, card, base=None, on=None) -> None:
    """Use a Special ability with a ``special:`` step (terms/special)."""
    if game.over:
        raise Refused("the game is over")
    zone, specials = step_specials(game, player, card)
    if zone is None:
        raise Refused(f"{card.ref} is not {player}'s to use")
    if not specials:
        check_implemented(game, card)
        raise Refused(f"{card.ref} has no Special that {player} can use now")
    refusal = _special_refusal(game, player, card, specials)
    if refusal is not None:
        raise Refused(refusal)
    for ab in specials:
        ctx = game.context(card, ability=ab, controller=player, base=base, target=on)
        if ab.usable is not None and not ab.usable(ctx):
            raise Refused(f"the {'ability' if ab.zone == 'ongoing' else 'Special'} of {card.ref} cannot be used now")
        if ab.zone == "ongoing":
            game.event(f"{player} uses the Ongoing ability of {card.ref}", cites.USING_ABILITIES)
        else:
            game.event(f"{player} uses the Special of {card.ref}", cites.T_SPECIAL)
        resolve(game, ab.fn, ctx)
        if zone != "base" and ab.zone != "ongoing":  # a base's "use your regular play to ..." is not a Special ability
            fire(game, GameEvent("special_used", card=card, player=player), me_first_window=False)


def as_though_action_played(game, player: str, source) -> None:
    """"Trigger all abilities as though you had played an action" (Monet): an ``action_played`` event
    (and its Me First! window) whose card is a stand-in action in no zone, ``data["phantom"]`` True and
    ``data["source"]`` the card that caused it. No card is played: nothing is placed, resolved or
    discarded, ``game.plays`` does not list it, and no ``action_playing`` event comes first (there is no
    action whose ability could be answered or canceled). An ability that would act on the action
    played itself (copy, store, return or move it) finds it in no zone and has nothing to act on."""
    stand_in = game.new_card(CardDef(name=f"an action ({source.ref})", type="action"), owner=player,
                             controller=player)
    stand_in.played_by = player
    game.event(f"{player} triggers abilities as though they had played an action ({source.ref})",
               cites.USING_ABILITIES)
    fire(game, GameEvent("action_played", card=stand_in, base=None, player=player,
                         data={"phantom": True, "source": source}))
