"""Action Heroes (Smash Up: Excellent Movies, Dudes!): lone heroes who are strongest on their own.

Each function quotes the card text it implements (corpus/cards/excellent-movies-dudes/action-heroes.yaml).
"Your only minion here" means the card's controller has no other minion at that base.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects
from oracle.engine.errors import Refused
from oracle.engine.play import Extra
from oracle.engine.power import printed_power


# ----- helpers -------------------------------------------------------------------------------
def _mine_at(game, base, player):
    return [m for m in base.minions if m.controller == player]


def _only_minion(game, minion, player=None) -> bool:
    """True when ``minion`` is the only minion ``player`` (default its controller) has at its base."""
    base = game.base_of(minion)
    if base is None:
        return False
    who = player or minion.controller
    return minion.controller == who and _mine_at(game, base, who) == [minion]


def _scoring_base(ctx):
    ev = ctx.event
    if ev is None or ev.base is None or ev.base not in ctx.game.bases:
        return None
    return ev.base


# ----- minions -------------------------------------------------------------------------------
@ability("Commandbro", kind="end_of_turn", when=lambda ctx: ctx.is_my_turn and _only_minion(ctx.game, ctx.card, ctx.controller))
def commandbro(ctx):
    """Ongoing: At the end of your turn, if this is your only minion here, draw a card"""
    ctx.draw(1)


@ability("Gracie Brones", kind="start_of_turn", when=lambda ctx: ctx.is_my_turn and _only_minion(ctx.game, ctx.card, ctx.controller))
def gracie_brones(ctx):
    """Ongoing: At the start of your turn, if this is your only minion here, you may place a +1 power
    counter on this minion and give it an additional +1 power until the end of the turn for each +1
    power counter on it."""
    if not ctx.may("Gracie Brones: place a +1 power counter on this minion and give it +1 power per counter?"):
        return
    ctx.place_counters(ctx.card, 1)
    if ctx.card.counters:
        ctx.add_power(ctx.card, ctx.card.counters)


def _kickboxbro_actions(card):
    return [c for c in card.stored if c.defn.plays_as == "action"]


@ability("Kickboxbro", kind="end_of_turn")
def kickboxbro_store(ctx):
    """Ongoing: At the end of your turn, you may store a card from your hand under this card."""
    ctx.choose_and("Kickboxbro: you may store a card from your hand under this card", ctx.hand(),
                   lambda pick: ctx.store(pick, ctx.card), may=True)


@ability("Kickboxbro", kind="talent")
def kickboxbro_talent(ctx):
    """Talent: Play an action stored under this card as an extra action."""
    actions = _kickboxbro_actions(ctx.card)
    if not actions:
        raise Refused(f"{ctx.card.ref} has no action stored under it")
    pick = ctx.choose("Kickboxbro: play which stored action as an extra action?", actions)
    ctx.play_stored(pick)


def _kickboxbro_special_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return (base is not None and base is ctx.base_of(ctx.card)
            and _only_minion(ctx.game, ctx.card, ctx.controller) and bool(_kickboxbro_actions(ctx.card)))


@ability("Kickboxbro", kind="special", window="before_scoring", zone="play", usable=_kickboxbro_special_usable)
def kickboxbro_special(ctx):
    """Special: Before this base scores, if this is your only minion here, you may use this minion's
    talent."""
    pick = ctx.choose("Kickboxbro: play which stored action as an extra action?", _kickboxbro_actions(ctx.card))
    ctx.play_stored(pick)


@ability("Rumbro", kind="breakpoint")
def rumbro(ctx, base):
    """Ongoing: During your turn, if this is your only minion here, the breakpoint of this base is
    reduced by 4."""
    if (base is ctx.base_of(ctx.card) and ctx.game.current_player.name == ctx.controller
            and _only_minion(ctx.game, ctx.card, ctx.controller)):
        return -4
    return 0


def _robobro_when(ctx) -> bool:
    ev = ctx.event
    return (ev.card is not None and ev.card is not ctx.card and ev.card.defn.plays_as == "minion"
            and ev.base is ctx.base_of(ctx.card) and ev.player is not None and ev.player != ctx.controller)


@ability("Robobro", kind="ongoing", event="minion_played", when=_robobro_when)
def robobro_played(ctx):
    """Ongoing: After another player plays or moves a minion to here, you may place a +1 power counter
    on this minion."""
    if ctx.may("Robobro: place a +1 power counter on this minion?"):
        ctx.place_counters(ctx.card, 1)


@ability("Robobro", kind="ongoing", event="moved", when=_robobro_when)
def robobro_moved(ctx):
    """Ongoing: After another player plays or moves a minion to here, you may place a +1 power counter
    on this minion."""
    if ctx.may("Robobro: place a +1 power counter on this minion?"):
        ctx.place_counters(ctx.card, 1)


@ability("Warbro", kind="talent")
def warbro(ctx):
    """Talent: Reduce the breakpoint of a different base where you have exactly one minion by 3 until
    the end of the turn."""
    here = ctx.base_of(ctx.card)
    options = [b for b in ctx.bases() if b is not here and len(_mine_at(ctx.game, b, ctx.controller)) == 1]
    if not options:
        raise Refused("Warbro: there is no other base where you have exactly one minion")
    base = ctx.choose("Warbro: reduce the breakpoint of which base by 3?", options)
    ctx.ongoing("breakpoint", -3, base=base, until="end_of_turn", turn=ctx.game.turn)


# ----- actions -------------------------------------------------------------------------------
@ability("All Out of Bubblegum")
def all_out_of_bubblegum(ctx):
    """Give one of your minions +2 power until the end of the turn. If it is your only minion at that
    base, you may play an extra action."""
    m = ctx.choose("All Out of Bubblegum: give which of your minions +2 power?", ctx.minions(controller=ctx.controller))
    if m is None:
        return
    ctx.add_power(m, 2)
    if _only_minion(ctx.game, m, ctx.controller):
        ctx.extra("action")


@ability("Collateral Damage")
def collateral_damage(ctx):
    """Reduce the breakpoint of a base by 5 until the end of the turn."""
    base = ctx.choose("Collateral Damage: reduce the breakpoint of which base by 5?", ctx.bases())
    if base is not None:
        ctx.ongoing("breakpoint", -5, base=base, until="end_of_turn", turn=ctx.game.turn)


def _final_stand_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and len(_mine_at(ctx.game, base, ctx.controller)) == 1


@ability("Final Stand", kind="special", window="before_scoring", usable=_final_stand_usable)
def final_stand_special(ctx):
    """Special: Play before a base scores where you have exactly one minion. Destroy a minion of
    printed power 3 or less there controlled by each other player."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        for other in ctx.other_players():
            other = getattr(other, "name", other)
            targets = [m for m in base.minions if m.controller == other and printed_power(m) <= 3]
            ctx.choose_and(f"Final Stand: destroy which minion of {other} (printed power 3 or less)?", targets, ctx.destroy)
    ctx.play_this(effect=effect)


@ability("Final Stand")
def final_stand(ctx):
    """Special: Play before a base scores where you have exactly one minion. (Played only with its
    Special.)"""
    raise Refused(f"{ctx.card.ref} is played only with its Special (before a base scores)")


@ability("Friends Through Eternity")
def friends_through_eternity(ctx):
    """Discard a card to play two extra actions. (terms/to: with no card to discard, no extra
    actions.)"""
    pick = ctx.choose("Friends Through Eternity: discard which card?", ctx.hand())
    if pick is None:
        ctx.log("Friends Through Eternity: no card to discard, so no extra actions", "terms/to")
        return
    ctx.discard_from_hand(pick)
    ctx.extra("action")
    ctx.extra("action")


@ability("Get to the Choppa!")
def get_to_the_choppa(ctx):
    """Move one of your minions from one base to another. If it is your only minion there, you may
    play an extra action."""
    m = ctx.choose("Get to the Choppa!: move which of your minions?", ctx.minions(controller=ctx.controller))
    if m is None:
        return
    dest = ctx.choose(f"Get to the Choppa!: move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
    if dest is None or not ctx.move(m, dest):
        return
    if ctx.base_of(m) is dest and _only_minion(ctx.game, m, ctx.controller):
        ctx.extra("action")


@ability("Hostage Rescue")
def hostage_rescue(ctx):
    """Search your deck for a minion and place it on top of your deck. (Searching reveals the card and
    shuffles the deck, rules/decks-discards-and-searches; the minion then goes on top.)"""
    p = ctx.player
    if not p.deck:
        ctx.refill_deck(p.name)
    minions = [c for c in p.deck if c.defn.plays_as == "minion"]
    pick = ctx.choose("Hostage Rescue: which minion?", minions)
    if pick is None:
        ctx.log(f"{p.name} searches their deck and finds no minion", cites.DECKS)
        ctx.shuffle_deck()
        return
    ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
    ctx.saw([pick], player=p.name, top=False)
    rest = [c for c in p.deck if c is not pick]
    ctx.shuffle(rest)
    ctx.reorder(p.deck, [pick] + rest)
    ctx.log(f"{p.name} shuffles their deck", cites.DECKS)
    ctx.log(f"{pick.ref} is placed on top of {p.name}'s deck", cites.T_PLACE)


@ability("Lone Wolf", kind="power")
def lone_wolf(ctx, minion):
    """Play on a minion. Ongoing: This minion has +2 power. If it is your only minion here, it has +4
    power instead."""
    if minion is not ctx.card.zone.holder:
        return 0
    return 4 if _only_minion(ctx.game, minion, ctx.controller) else 2


@ability("Pushing the Limit")
def pushing_the_limit(ctx):
    """For each base where you have exactly one minion, either place two +1 power counters on that
    minion or draw a card."""
    for base in ctx.bases():
        mine = _mine_at(ctx.game, base, ctx.controller)
        if len(mine) != 1:
            continue
        m = mine[0]
        word = ctx.choose_word(f"Pushing the Limit ({base.ref}): two +1 power counters on {m.ref}, or draw a card?",
                               ["counters", "draw"])
        if word == "counters":
            ctx.place_counters(m, 2)
        else:
            ctx.draw(1)


@ability("Slo-Mo Attack", kind="talent")
def slo_mo_attack_talent(ctx):
    """Talent: If you have exactly one minion here, reduce this base's breakpoint by 3 until the end of
    the turn."""
    here = ctx.base_of(ctx.card)
    if here is None or len(_mine_at(ctx.game, here, ctx.controller)) != 1:
        ctx.log("Slo-Mo Attack: you do not have exactly one minion here; nothing happens")
        return
    ctx.ongoing("breakpoint", -3, base=here, until="end_of_turn", turn=ctx.game.turn)


@ability("Slo-Mo Attack", kind="protect")
def slo_mo_attack_protect(ctx, affect):
    """Ongoing: Your minions here are not affected by other players' actions."""
    t = affect.target
    here = ctx.base_of(ctx.card)
    if here is None or getattr(t, "defn", None) is None or t.defn.plays_as != "minion":
        return False
    if ctx.game.base_of(t) is not here or t.controller != ctx.controller:
        return False
    return affect.source_type == "action" and affect.controller is not None and affect.controller != ctx.controller


class _NoMinionsExtra(Extra):
    """An extra minion only on a base where the player has no minions (checked when it is played)."""

    def __init__(self, game, player, reason):
        super().__init__("minion", None, reason)
        self._game = game
        self._player = player

    def fits(self, card, kind, base) -> bool:
        if kind != "minion":
            return False
        if base is None:
            return True
        return not _mine_at(self._game, base, self._player)


@ability("The Right Person")
def the_right_person(ctx):
    """Play an extra minion on a base where you have no minions. Play an extra action."""
    ctx.player.extras.append(_NoMinionsExtra(ctx.game, ctx.controller, ctx.card.ref))
    ctx.log(f"{ctx.controller} may play an extra minion on a base where they have no minions "
            f"({ctx.card.ref})", cites.T_EXTRA, cites.EXTRA_CARDS)
    ctx.extra("action")


def _walk_away_usable(ctx) -> bool:
    base = _scoring_base(ctx)
    return base is not None and bool(_mine_at(ctx.game, base, ctx.controller))


@ability("Walk Away... Slowly", kind="special", window="after_scoring", usable=_walk_away_usable)
def walk_away_slowly_special(ctx):
    """Special: Play after a base scores. Return one of your minions there to its owner's hand."""
    base = ctx.event.base

    def effect(_played):  # the action is played (ctx.play_this: forbids and "after an action is played" see it)
        ctx.choose_and("Walk Away... Slowly: return which of your minions there?",
                       _mine_at(ctx.game, base, ctx.controller), ctx.return_to_hand)
    ctx.play_this(effect=effect)


@ability("Walk Away... Slowly")
def walk_away_slowly(ctx):
    """Special: Play after a base scores. (Played only with its Special.)"""
    raise Refused(f"{ctx.card.ref} is played only with its Special (after a base scores)")
