"""Rulers of the Cosmos (Smash Up: Half the Battle): actions on minions that give them talents.

Each function quotes the card text it implements (corpus/cards/half-the-battle/rulers-of-the-cosmos.yaml).
"This minion has the ability: 'Talent: ...'" is registered as a ``zone="minion"`` talent of the
attached action (a ``talent:`` step names the action or the minion): it is one of that minion's
abilities, used once per Play Cards phase of the minion's controller's turn by that player, whoever
played the action ("you" in it is that player), and canceled with the minion's abilities
(terms/talent, wiki/talent). The engine refuses a "Play on your minion" action on another player's
minion. Powerful Sword has both a talent
it gives its minion (used with a ``talent:`` step naming the minion) and a talent of its own (a
``talent:`` step naming Powerful Sword); each is used once a turn.

Man-With-Arms' Ongoing answers the engine's ``given_talent_using`` (asked before a talent an action
gives the minion is used). Read as: the given talent's use for this turn is spent (it was activated,
its effect replaced), and the other talent chosen (Man-With-Arms' own, or one another action gives
it) is used once more, even if already used this turn, without spending its own use.

Frogga's "when this minion leaves play" answers the engine's ``holder_leaving`` event (fired as a
minion with actions on it is about to leave play, before they are discarded). The action it shuffles
"into your deck" goes to its owner's deck, which is shuffled (rules/in-and-out-of-play: a card others
can see goes to its owner's deck); a treasure has no owner and goes to the treasure discard pile.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.awesome_level_9000.ghosts import by_other_players_card
from oracle.abilities.half_the_battle.adolescent_epic_geckos import draw_off_the_top
from oracle.engine import effects
from oracle.engine.power import printed_power


def _host(card):
    """The minion an attached action is on (None when it is not attached)."""
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


@ability("Sword That's Powerful", kind="talent", zone="minion")
def sword_thats_powerful_talent(ctx):
    """Play on your minion. Ongoing: This minion has the ability: "Talent: Place a +1 power counter on
    this minion." """
    host = _host(ctx.card)
    if host is not None:
        ctx.place_counters(host, 1)


@ability("Sword That's Powerful", kind="power")
def sword_thats_powerful_power(ctx, minion):
    """Ongoing: ... If this minion's printed power is 5 or more, it has +2 power."""
    host = _host(ctx.card)
    if minion is not host or host is None:
        return 0
    return 2 if printed_power(host) >= 5 else 0


@ability("Fearless Friend", kind="talent", zone="minion")
def fearless_friend(ctx):
    """Play on your minion. Ongoing: This minion has the ability: "Talent: Move this minion." """
    host = _host(ctx.card)
    if host is None:
        return
    dest = ctx.choose(f"Fearless Friend: move {host.ref} to which base?", ctx.other_bases(ctx.base_of(host)))
    if dest is not None:
        ctx.move(host, dest)


@ability("Dolts, Halfwits, Fools, Morons!")
def dolts(ctx):
    """Transfer any number of actions on your minions to your other minions. Place a +1 power counter on
    each of your minions you transferred an action to."""
    mine = ctx.minions(controller=ctx.controller)
    actions = [a for m in mine for a in ctx.actions_on(m)]
    picks = ctx.choose_many("Dolts, Halfwits, Fools, Morons!: transfer any number of actions on your minions",
                            actions)
    receivers = []
    for a in picks:
        holder = _host(a)
        others = ctx.minions(controller=ctx.controller, where=lambda m, h=holder: m is not h)
        dest = ctx.choose(f"Dolts, Halfwits, Fools, Morons!: transfer {a.ref} to which of your minions?", others)
        if dest is None:
            continue
        if ctx.transfer_action(a, dest) and dest not in receivers:
            receivers.append(dest)
    for m in receivers:
        ctx.place_counters(m, 1)


def _play_on_minion(card) -> bool:
    return card.defn.can_be("action") and card.defn.play_on == "minion"


@ability("MYAAAH!")
def myaaah(ctx):
    """Return a play-on-minion action from one of your minions or from your discard pile to its owner's
    hand. Play it as an extra action."""
    on_mine = [a for m in ctx.minions(controller=ctx.controller) for a in ctx.actions_on(m) if _play_on_minion(a)]
    in_discard = [c for c in ctx.discard_pile() if _play_on_minion(c)]
    pick = ctx.choose("MYAAAH!: return which play-on-minion action to its owner's hand?", on_mine + in_discard)
    if pick is None:
        ctx.log("MYAAAH!: there is no play-on-minion action to return", "terms/return")
        return
    if pick in on_mine:
        if not ctx.return_to_hand(pick):
            return
    else:
        ctx.place(pick, "hand")
    if pick.zone is not ctx.player.hand:
        ctx.log(f"{pick.ref} went to its owner's hand: {ctx.controller} cannot play it", "terms/owner")
        return
    ctx.play_extra_now("action", where=lambda c: c is pick)


@ability("Andko", kind="talent")
def andko(ctx):
    """Talent: Play an extra action on a minion that does not have one on it. (It names no card and a
    talent is used in the Play Cards phase: granted for the rest of the phase, for an action played on a
    minion with no action on it then: terms/extra.)"""
    ctx.extra("action", where=_play_on_minion, target=lambda m: not ctx.actions_on(m),
              reason="Andko: an action on a minion with no action on it")


def _toxic_waste_usable(ctx) -> bool:
    mine = ctx.minions(controller=ctx.controller)
    return len(mine) >= 2 and any(ctx.actions_on(m) for m in mine)


@ability("Now You Know: Toxic Waste", kind="special", window="before_scoring", zone="hand",
         usable=_toxic_waste_usable)
def now_you_know_toxic_waste_special(ctx):
    """Special: You may play this before a base scores ..."""
    ctx.card.htb_toxic_waste_special = True
    ctx.play_this()


@ability("Now You Know: Toxic Waste")
def now_you_know_toxic_waste(ctx):
    """Draw a play-on-minion action from your deck. Special: You may play this before a base scores to
    transfer an action from one of your minions to another instead; then you may use a talent on the
    minion the action was transferred to."""
    special = getattr(ctx.card, "htb_toxic_waste_special", False)
    ctx.card.htb_toxic_waste_special = False
    if not special:
        ctx.search_deck("Now You Know: Toxic Waste: draw a play-on-minion action from your deck",
                        where=_play_on_minion, may=False)
        return
    from oracle.engine.abilities_hook import abilities_of
    from oracle.engine.context import Context
    mine = ctx.minions(controller=ctx.controller)
    actions = [a for m in mine for a in ctx.actions_on(m)]
    action = ctx.choose("Now You Know: Toxic Waste: transfer which action on one of your minions?", actions)
    if action is None:
        return
    holder = _host(action)
    dest = ctx.choose(f"Now You Know: Toxic Waste: transfer {action.ref} to which of your other minions?",
                      ctx.minions(controller=ctx.controller, where=lambda m: m is not holder))
    if dest is None or not ctx.transfer_action(action, dest):
        return
    # the minion's talents: its own, and those its actions give it (zone="minion"); an action's own
    # talent is the action's, not the minion's
    talents = {dest: abilities_of(dest, "talent")}
    for a in ctx.actions_on(dest):
        talents[a] = [ab for ab in abilities_of(a, "talent") if ab.zone == "minion"]
    sources = [c for c, abs_ in talents.items() if abs_]
    src = ctx.may_choose(f"Now You Know: Toxic Waste: you may use a talent on {dest.ref}", sources)
    if src is None:
        return
    ctx.log(f"{ctx.controller} uses the talent of {src.ref} (Now You Know: Toxic Waste)", "terms/talent")
    for ab in talents[src]:
        ab.fn(Context(ctx.game, src, ability=ab, controller=ctx.controller))


@ability("Guy-Man", kind="talent")
def guy_man(ctx):
    """Talent: Copy the talent of another one of your minions."""
    from oracle.engine.abilities_hook import abilities_of
    from oracle.engine.context import Context
    others = ctx.minions(controller=ctx.controller,
                         where=lambda m: m is not ctx.card and m.name != ctx.card.name and abilities_of(m, "talent"))
    src = ctx.choose("Guy-Man: copy the talent of which of your other minions?", others)
    if src is None:
        ctx.log("Guy-Man: none of your other minions has a talent", "terms/talent")
        return
    ctx.log(f"Guy-Man copies the talent of {src.ref}", "terms/talent")
    for ab in abilities_of(src, "talent"):
        ab.fn(Context(ctx.game, ctx.card, ability=ab, controller=ctx.controller))


@ability("Young Noble", kind="talent")
def young_noble(ctx):
    """Talent: If a Sword card is on this minion, swap this minion for a minion of power 5 or more from your
    hand, deck, or discard pile."""
    if not any("sword" in a.name.casefold() for a in ctx.actions_on(ctx.card)):
        ctx.log("Young Noble: no Sword card is on this minion", "terms/talent")
        return
    p = ctx.player
    pool = [c for c in list(p.hand) + list(p.deck) + list(p.discard)
            if c.defn.can_be("minion") and printed_power(c) >= 5]
    new = ctx.choose("Young Noble: swap this minion for which minion of power 5 or more?", pool)
    if new is not None:
        ctx.swap(ctx.card, new)


@ability("Gal-Woman", kind="talent")
def gal_woman(ctx):
    """Talent: Play an extra play-on-minion action from any player's discard pile. At the end of the turn,
    or when it leaves play, place it on the bottom of its owner's deck."""
    options = [c for p in ctx.players() for c in ctx.discard_pile(player=p) if _play_on_minion(c)]
    pick = ctx.may_choose("Gal-Woman: play which play-on-minion action from a discard pile?", options)
    if pick is None:
        return
    ctx.play_card(pick)
    if not ctx.in_play(pick):
        return

    # The card it played once it leaves play is a new card (rules/in-and-out-of-play): the end-of-turn
    # trigger ends when it leaves play (about=), and the leaving-play triggers end once one has sent it on.
    triggers = []

    def to_bottom(dctx):
        for t in triggers:
            dctx.end_effect(t)
        if pick.zone is not None and pick.zone.kind in ("hand", "discard", "attached", "base_actions"):
            dctx.place(pick, "deck_bottom")
            dctx.log(f"{pick.ref} goes to the bottom of its owner's deck (Gal-Woman)", "terms/place")

    triggers += [ctx.delayed("end_of_turn", to_bottom, when=lambda d: d.game.in_play(pick), about=pick),
                 ctx.delayed("discarded", to_bottom, when=lambda d: d.event.card is pick),
                 ctx.delayed("returned", to_bottom, when=lambda d: d.event.card is pick)]


@ability("Mystic Transference", kind="talent")
def mystic_transference(ctx):
    """Play on your minion. ... Talent: Transfer one of your actions between this minion and another of your
    minions."""
    host = _host(ctx.card)
    if host is None:
        return
    others = ctx.minions(controller=ctx.controller, where=lambda m: m is not host)
    if not others:
        ctx.log("Mystic Transference: you have no other minion", "terms/transfer")
        return
    on_host = [a for a in ctx.actions_on(host) if a.controller == ctx.controller]
    on_others = [a for m in others for a in ctx.actions_on(m) if a.controller == ctx.controller]
    action = ctx.choose("Mystic Transference: transfer which of your actions?", on_host + on_others)
    if action is None:
        return
    if action in on_host:
        dest = ctx.choose(f"Mystic Transference: transfer {action.ref} to which of your minions?", others)
    else:
        dest = host
    if dest is not None:
        ctx.transfer_action(action, dest)


@ability("Mystic Transference", kind="ongoing", event="start_of_turn",
         when=lambda ctx: _host(ctx.card) is not None and ctx.game.current_player.name != ctx.controller)
def mystic_transference_copy(ctx):
    """Ongoing: At the start of each other player's turn, choose one of your actions in play that gives a
    talent. This minion may copy that talent immediately."""
    from oracle.engine.abilities_hook import abilities_of
    from oracle.engine.context import Context
    givers = [a for m in ctx.minions() for a in ctx.actions_on(m)
              if a.controller == ctx.controller and a is not ctx.card and abilities_of(a, "talent")]
    if not givers:
        return
    src = ctx.choose("Mystic Transference: choose one of your actions in play that gives a talent", givers)
    if src is None or not ctx.may(f"Mystic Transference: {_host(ctx.card).ref} may copy the talent of {src.ref}"):
        return
    ctx.log(f"{_host(ctx.card).ref} copies the talent of {src.ref}", "terms/talent")
    for ab in abilities_of(src, "talent"):
        ab.fn(Context(ctx.game, ctx.card, ability=ab, controller=ctx.controller))


def _until_your_next_turn(ctx, minion, amount) -> bool:
    """``minion`` gains ``amount`` power until the start of your next turn (it lasts after the card
    giving it leaves play; a snapshot target)."""
    if not effects.allowed(ctx.game, effects.Affect("power", minion, ctx.card, ctx.controller)):
        return False
    effects.add_effect(ctx.game, effects.Effect("power", amount, card=minion, until="start_of_turn",
                                                until_player=ctx.controller, source=ctx.card,
                                                controller=ctx.controller))
    ctx.log(f"{minion.ref} gains +{amount} power until the start of {ctx.controller}'s next turn",
            "terms/talent")
    return True


@ability("Magic Weapon", kind="talent", zone="minion")
def magic_weapon(ctx):
    """Play on a minion. Ongoing: This minion has the ability: "Talent: This minion gains +1 power until
    the start of your next turn for each player with a minion here OR if there is only one action on
    this minion, draw a card." """
    host = _host(ctx.card)
    if host is None:
        return
    here = ctx.base_of(host)
    players = {m.controller for m in ctx.minions(base=here) if m.controller is not None}
    part = ctx.choose_word(f"Magic Weapon: +1 power for each player with a minion here ({len(players)}) "
                           f"OR draw a card if {host.ref} has only one action on it", ["power", "draw"])
    if part == "power":
        if players:
            _until_your_next_turn(ctx, host, len(players))
        return
    if sum(1 for a in ctx.actions_on(host) if a.kind == "action") == 1:
        ctx.draw(1)
    else:
        ctx.log(f"Magic Weapon: {host.ref} has more than one action on it: no card drawn", "terms/talent")


@ability("Armor of Battle", kind="talent", zone="minion")
def armor_of_battle(ctx):
    """Play on a minion. Ongoing: This minion has the ability: "Talent: Increase the breakpoint of this
    base by 2 for each of your minions here with an action on it until the start of your next turn." """
    host = _host(ctx.card)
    if host is None:
        return
    here = ctx.base_of(host)
    n = len(ctx.minions(base=here, controller=ctx.controller, where=lambda m: any(a.kind == "action" for a in ctx.actions_on(m))))
    if not n:
        return
    ctx.ongoing("breakpoint", 2 * n, base=here, until="start_of_turn")
    ctx.log(f"the breakpoint of {here.ref} is increased by {2 * n} until the start of {ctx.controller}'s "
            f"next turn", "terms/talent")


@ability("Powerful Sword", kind="talent", zone="minion")
def powerful_sword_given(ctx):
    """Play on your minion. Ongoing: This minion has the ability "Talent: This minion is not affected by
    other players' cards until the start of your next turn." (It stays protected if Powerful Sword
    leaves; "you" is the minion's controller.)"""
    host = _host(ctx.card)
    if host is None:
        return
    me = ctx.controller
    ctx.protect(lambda game, affect: affect.target is host and by_other_players_card(affect, me),
                until="start_of_turn")
    ctx.log(f"{host.ref} is not affected by other players' cards until the start of {me}'s next turn",
            "terms/affect")


@ability("Powerful Sword", kind="talent")
def powerful_sword(ctx):
    """Talent: Transfer another action from this minion to another of your minions."""
    host = _host(ctx.card)
    if host is None:
        return
    others_here = [a for a in ctx.actions_on(host) if a is not ctx.card and a.kind == "action"]
    dests = ctx.minions(controller=ctx.controller, where=lambda m: m is not host)
    if not others_here or not dests:
        ctx.log(f"Powerful Sword: no other action on {host.ref} or no other minion of yours", "terms/transfer")
        return
    action = ctx.choose(f"Powerful Sword: transfer which other action from {host.ref}?", others_here)
    dest = ctx.choose(f"Powerful Sword: transfer {action.ref} to which of your other minions?", dests)
    if action is not None and dest is not None:
        ctx.transfer_action(action, dest)


@ability("Frogga")
def frogga(ctx):
    """Draw a play-on-minion action off the top of your deck."""
    draw_off_the_top(ctx, _play_on_minion, "play-on-minion action")


@ability("Frogga", kind="ongoing", event="holder_leaving", when=lambda ctx: ctx.event.card is ctx.card)
def frogga_leaving(ctx):
    """Ongoing: When this minion leaves play, you may shuffle an action on it into your deck."""
    actions = [a for a in ctx.card.attached if a.kind == "action" and a.defn.type != "treasure"]
    pick = ctx.may_choose(f"Frogga is leaving play: you may shuffle an action on it into your deck", actions)
    if pick is None:
        return
    owner = pick.owner
    if ctx.place(pick, "deck_top"):
        ctx.shuffle_deck(player=owner)


# ----- Man-With-Arms ------------------------------------------------------------------------------
@ability("Man-With-Arms", kind="talent")
def man_with_arms(ctx):
    """Talent: If this minion has an action on it, it gains +2 power until the start of your next turn."""
    if not any(a.kind == "action" for a in ctx.actions_on(ctx.card)):
        ctx.log("Man-With-Arms: there is no action on this minion", "terms/talent")
        return
    _until_your_next_turn(ctx, ctx.card, 2)


@ability("Man-With-Arms", kind="ongoing", event="given_talent_using")
def man_with_arms_instead(ctx):
    """Ongoing: Once per turn, when this minion would use a talent given by an action, it may instead use
    another of its talents an extra time."""
    from oracle.engine.abilities_hook import abilities_of, live_abilities
    from oracle.engine.play import run_talent
    game, me, giver = ctx.game, ctx.card, ctx.event.card
    if ctx.used_this_turn("man-with-arms"):
        return False

    def talents_of(c):
        if c is me:
            return list(live_abilities(game, me, "talent"))
        return [a for a in live_abilities(game, c, "talent") if a.zone == "minion"]

    others = [c for c in [me] + [a for a in me.attached if a is not giver] if talents_of(c)]
    if not others:
        return False
    pick = ctx.may_choose(f"Man-With-Arms: instead of the talent {giver.ref} gives it, you may use another of "
                          f"its talents an extra time", others)
    if pick is None:
        return False
    ctx.mark_used("man-with-arms")  # a replayed Man-With-Arms is a new card: its use is forgotten
    ctx.log(f"Man-With-Arms uses another of its talents an extra time instead of the one {giver.ref} gives it",
            "terms/talent")
    run_talent(game, ctx.controller, pick, talents_of(pick), note=" (an extra time, Man-With-Arms)")
    return True
