"""Geeks (The Bigger Geekier Box): playing the game about the game - banning cards, lawyering the
rules and saying "no" to other players' actions.

Each function quotes the card text it implements (corpus/cards/the-bigger-geekier-box/geeks.yaml, the
current wording), following clarifications/geeks and the rulings in rulings/geeks/:

- Force of Wil and Wil Wheaton answer an action after it is played but before its ability is carried
  out (geeks/force-of-wil, geeks/wil-wheaton): the action is discarded and has no effect.
- Control Minion's Special takes control of a minion as it is played; the minion stays on the base it
  was played on (geeks/control-minion).
- Felicia Day moves all minions as one group, moved by her controller: minions in the group that react
  to minions moving are not triggered by others of the group (geeks/felicia-day).
- Mulligan: cards not drawn go back on top of the deck in the same order (geeks/mulligan). A deck with
  fewer than 5 cards is followed by the shuffled discard pile, made into a new deck, and looking goes on
  from it (rules/decks-discards-and-searches; ``ctx.take_top``).
- Non-Infinite Loop: an action whose conditions for play are not met has no effect and simply goes
  back to the hand (geeks/non-infinite-loop).
- Griefer: the effect may differ for each player (geeks/griefer).

Fan and Non-Infinite Loop are registered by name: the Smash Up All Stars printings have the same text.
Cosplay answers the engine's ``vp_gained`` event (its Me First! window): at scoring, right after the
player's award; from an ability, after that ability has resolved. Its extra VP is itself a gain of VP,
which another Cosplay may answer.
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.abilities.awesome_level_9000.bear_cavalry import moved_with
from oracle.engine import cites, effects
from oracle.engine.cards import name_key
from oracle.engine.errors import Refused


# ----- helpers ------------------------------------------------------------------------------------
def _by_other_player(affect, you) -> bool:
    """The affect comes from a card controlled by another player (a base is no player's card)."""
    src = affect.source
    if src is None or src.defn.type == "base":
        return False
    return affect.controller is not None and affect.controller != you


def _being_played(game, card) -> bool:
    """The action answered is still being played (in play, not yet discarded)."""
    return card is not None and game.in_play(card)


def _opponent_plays_action(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.card is not None and ev.player is not None
            and ev.player != ctx.controller and _being_played(ctx.game, ev.card))


def _discard_with_no_effect(ctx, action) -> None:
    """"Discard that action; it has no effect": it leaves play before its ability is carried out,
    and its abilities are canceled while it lies in the discard pile (so nothing of it resolves)."""
    if not ctx.in_play(action):
        return
    if not ctx.place(action, "discard"):
        ctx.log(f"{action.ref} is not affected by {ctx.card.ref}: it stays and resolves", cites.CANCELING)
        return
    effects.add_effect(ctx.game, effects.Effect(
        "cancel", match=lambda g, c: c is action and c.zone is not None and c.zone.kind == "discard",
        until="end_of_turn", source=ctx.card, controller=ctx.controller))
    ctx.log(f"{action.ref} is discarded by {ctx.card.ref}: it has no effect", cites.T_CANCEL, cites.TRIGGERED)


def _special_only_without_its_event(ctx, what: str) -> None:
    """A card whose only way to be played is its Special, played otherwise: refused when it is a
    player's normal play; when another ability plays it, its conditions are not met and it has no
    effect (geeks/non-infinite-loop, terms/special)."""
    if ctx.game.resolution_depth <= 1:
        raise Refused(f"{ctx.card.ref} is played only {what} (its Special)")
    ctx.card.geeks_no_effect = True
    ctx.log(f"{ctx.card.ref} is played when its conditions are not met ({what}): it has no effect",
            cites.T_SPECIAL)


# ----- minions ------------------------------------------------------------------------------------
@ability("Felicia Day")
def felicia_day(ctx):
    """Move all minions to this base."""
    here = ctx.here
    if here is None:
        return
    group = [m for m in ctx.minions() if ctx.base_of(m) is not here]
    moved = [m for m in group if ctx.move(m, here)]
    ctx.log(f"Felicia Day: {len(moved)} minion(s) move to {here.ref} as one group, moved by {ctx.controller} "
            f"(geeks/felicia-day)", cites.T_MOVE)
    # Minions of the group that react to minions moving (Cub Scout) are not triggered by the others of
    # the group: Cub Scout's ability reads this mark ("moved at the same time, by the same card").
    for m in moved:
        ctx.mark_used(moved_with(ctx, ctx.card), card=m)


@ability("Wil Wheaton", kind="special", window="action_playing", zone="hand", usable=_opponent_plays_action)
def wil_wheaton(ctx):
    """Special: You may play this minion when an opponent plays an action. Discard that action; it has
    no effect."""
    action = ctx.event.card
    ctx.play_this()
    _discard_with_no_effect(ctx, action)


@ability("Game Guru", kind="protect")
def game_guru(ctx, affect):
    """Ongoing: This minion is not affected by other players' abilities."""
    return affect.target is ctx.card and _by_other_player(affect, ctx.controller)


def _my_turn(ctx) -> bool:
    return ctx.game.current_player.name == ctx.controller


@ability("Fan", kind="special", zone="hand", usable=_my_turn)
def fan(ctx):
    """Special: On your turn, you may discard this card from your hand to draw a card."""
    ctx.discard_from_hand(ctx.card)
    ctx.draw(1)


# ----- actions ------------------------------------------------------------------------------------
def _card_names_in_game(game) -> list:
    names = {}
    for c in game.all_cards():
        if c.defn.type != "base":
            names.setdefault(c.defn.key, c.name)
    return sorted(names.values())


@ability("Banned List")
def banned_list(ctx):
    """For each other player, name a card and look at that player's hand. They must place any copies of
    that card from their hand on the bottom of their deck."""
    names = _card_names_in_game(ctx.game)
    for p in ctx.game.seat_order(ctx.controller):
        who = p.name
        if who == ctx.controller:
            continue
        named = ctx.choose_word(f"Banned List: name a card for {who}", names)
        hand = ctx.hand(who)
        ctx.log(f"Banned List: {ctx.controller} names {named} and looks at {who}'s hand: "
                + (", ".join(c.ref for c in hand) or "no cards"), cites.USING_ABILITIES)
        ctx.saw(hand, player=who, look=True, zone="hand")
        for c in [c for c in hand if c.defn.key == name_key(named)]:
            ctx.place(c, "deck_bottom", player=who)


@ability("Control Minion")
def control_minion(ctx):
    """Choose a minion. You control that minion until the end of the turn. Special: Play when another
    player plays a minion. You gain control of that minion until the end of the turn."""
    target = getattr(ctx.card, "geeks_target", None)
    ctx.card.geeks_target = None
    if target is not None:
        if ctx.in_play(target):
            ctx.take_control(target, until="end_of_turn")
        return
    target = ctx.choose("Control Minion: choose a minion", ctx.minions())
    if target is None:
        ctx.log("Control Minion: there is no minion in play", cites.CANCELING)
        return
    ctx.take_control(target, until="end_of_turn")


def _other_player_plays_minion(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.card is not None and ev.player is not None and ev.player != ctx.controller
            and ctx.game.in_play(ev.card))


@ability("Control Minion", kind="special", window="minion_playing", zone="hand", usable=_other_player_plays_minion)
def control_minion_special(ctx):
    """Special: Play when another player plays a minion. You gain control of that minion until the end
    of the turn."""
    ctx.card.geeks_target = ctx.event.card
    ctx.play_this()


def _you_gain_vp(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.player == ctx.controller and ev.data.get("n", 0) >= 1


@ability("Cosplay", kind="special", window="vp_gained", zone="hand", usable=_you_gain_vp)
def cosplay_special(ctx):
    """Special: Play when you gain 1 or more VP. Gain an additional 1 VP."""
    ctx.card.geeks_target = ctx.event
    ctx.play_this()


@ability("Cosplay")
def cosplay(ctx):
    """Special: Play when you gain 1 or more VP. Gain an additional 1 VP."""
    ev = getattr(ctx.card, "geeks_target", None)
    ctx.card.geeks_target = None
    # a copy of Cosplay (Hello, Dolly!) has its own conditions for being played, so Cosplay's are moot
    # (sheep/hello-dolly)
    if ev is None and getattr(ctx.card, "ability_as", None) is None:
        _special_only_without_its_event(ctx, "when you gain 1 or more VP")
        return
    ctx.gain_vp(1)


@ability("Force of Wil", kind="special", window="action_playing", zone="hand", usable=_opponent_plays_action)
def force_of_wil_special(ctx):
    """Special: Play when an opponent plays an action. Discard that action; it has no effect."""
    ctx.card.geeks_target = ctx.event.card
    ctx.play_this()


@ability("Force of Wil")
def force_of_wil(ctx):
    """Special: Play when an opponent plays an action. Discard that action; it has no effect."""
    action = getattr(ctx.card, "geeks_target", None)
    ctx.card.geeks_target = None
    if action is None:
        _special_only_without_its_event(ctx, "when an opponent plays an action")
        return
    _discard_with_no_effect(ctx, action)


def _random_discard(ctx, who) -> None:
    hand = ctx.hand(who)
    if not hand:
        ctx.log(f"Griefer: {who} has no card to discard", cites.T_DISCARD)
        return
    card = ctx.game.rng.choice(hand)
    ctx.log(f"Griefer: {who} discards a random card", cites.T_DISCARD)
    ctx.discard_from_hand(card, player=who)


def _destroy_own_minion(ctx, who) -> None:
    theirs = ctx.minions(controller=who)
    pick = ctx.choose(f"Griefer: {who}, destroy one of your minions", theirs, player=who)
    if pick is None:
        ctx.log(f"Griefer: {who} has no minion to destroy", cites.T_DESTROY)
        return
    # "That player ... destroys": the player carrying out the effect gets the credit (terms/affect).
    ctx.destroy(pick, by=who)


def _shuffle_discard_in(ctx, who) -> None:
    p = ctx.game.player(who)
    for c in list(p.discard):
        ctx.to_deck(c, p)
    ctx.log(f"Griefer: {who} shuffles their discard pile into their deck", cites.DECKS)
    ctx.shuffle_deck(who)


@ability("Griefer")
def griefer(ctx):
    """Choose one effect for each other player: That player discards a random card, or destroys one of
    his or her minions, or shuffles his or her discard pile into his or her deck."""
    for p in ctx.game.seat_order(ctx.controller):
        who = p.name
        if who == ctx.controller:
            continue
        pick = ctx.choose_word(f"Griefer: choose the effect for {who}", ["discard", "destroy", "shuffle"])
        if pick == "discard":
            _random_discard(ctx, who)
        elif pick == "destroy":
            _destroy_own_minion(ctx, who)
        else:
            _shuffle_discard_in(ctx, who)


@ability("Min-Maxing")
def min_maxing(ctx):
    """Look at an opponent's hand. You may play an action from that opponent's hand as an extra
    action."""
    from oracle.engine.play import is_implemented
    who = ctx.choose("Min-Maxing: look at which opponent's hand?", ctx.other_players())
    if who is None:
        return
    hand = ctx.hand(who)
    ctx.log(f"Min-Maxing: {ctx.controller} looks at {who}'s hand: " + (", ".join(c.ref for c in hand) or "no cards"),
            cites.USING_ABILITIES)
    ctx.saw(hand, player=who, look=True, zone="hand")
    actions = [c for c in hand if c.defn.can_be("action") and (ctx.game.allow_unimplemented or is_implemented(c))]
    pick = ctx.may_choose(f"Min-Maxing: you may play an action from {who}'s hand as an extra action", actions)
    if pick is None:
        return
    ctx.play_card(pick)


@ability("Mulligan")
def mulligan(ctx):
    """Look at the top 5 cards of your deck. You may draw them and shuffle the rest of your hand into
    your deck."""
    # a deck shorter than 5 goes on from the reshuffled discard pile (rules/decks-discards-and-searches);
    # the cards looked at are set aside, then put back on top in the same order (drawn from there)
    top = ctx.take_top(5, reveal=False)
    if not top:
        ctx.log("Mulligan: there is no card to look at", cites.DECKS)
        return
    for c in reversed(top):
        ctx.to_deck(c, top=True)
    if not ctx.may(f"Mulligan: draw {', '.join(c.ref for c in top)} and shuffle the rest of your hand into "
                   f"your deck?"):
        ctx.log("Mulligan: the cards stay on top of the deck in the same order (geeks/mulligan)", cites.DECKS)
        return
    rest = ctx.hand()
    ctx.draw(len(top))
    for c in rest:
        ctx.to_deck(c)
    ctx.log(f"Mulligan: {ctx.controller} shuffles the rest of their hand ({len(rest)} card(s)) into their deck",
            cites.DECKS)
    ctx.shuffle_deck()


def _standard(card) -> bool:
    return not card.defn.play_on


@ability("Non-Infinite Loop")
def non_infinite_loop(ctx):
    """Play an extra standard action, then you may place it back into your hand instead of where it
    would normally go.

    "Instead": an action bound for the discard pile goes from play straight to the hand, never
    through the discard pile (so nothing that answers a card entering or leaving a discard pile, e.g.
    Join the Club's Special, sees it): a lasting ``instead`` replacement limited to the card this extra
    play plays asks when that card would be discarded. An action that went elsewhere (into stasis, into
    another player's hand) is offered back afterwards. An action that had no effect goes back to the
    hand without asking (geeks/non-infinite-loop)."""
    game = ctx.game
    first = len(game.plays)
    asked = []

    def is_the_extra(g, card) -> bool:
        return len(g.plays) > first and card is g.plays[first]["card"]

    def back_to_hand(g, card, where):
        asked.append(card)
        if getattr(card, "geeks_no_effect", False):
            card.geeks_no_effect = False
            ctx.log(f"Non-Infinite Loop: {card.ref} had no effect and goes back to the hand "
                    f"(geeks/non-infinite-loop)", cites.EXTRA_CARDS)
            return "hand"
        if ctx.may(f"Non-Infinite Loop: place {card.ref} back into your hand instead of the discard pile?"):
            return "hand"
        return None

    eff = ctx.instead(is_the_extra, back_to_hand, until="end_of_turn")
    played = ctx.play_extra_now("action", where=_standard)
    if eff in game.effects:
        ctx.end_effect(eff)
    if played is None or asked or played.zone is ctx.player.hand:
        return
    if ctx.in_play(played) and played.zone.kind != "stasis":  # on a base or a minion: not returned
        return
    played.geeks_no_effect = False
    if ctx.may(f"Non-Infinite Loop: place {played.ref} back into your hand instead of {played.zone.describe()}?"):
        ctx.to_hand(played, ctx.controller)
        ctx.log(f"Non-Infinite Loop: {played.ref} is placed back into the hand", cites.T_PLACE)


@ability("Rules Lawyer")
def rules_lawyer(ctx):
    """Transfer an action played on a base to another base, or transfer an action played on a minion to
    another minion."""
    options = []
    for b in ctx.bases():
        options.extend(b.actions)
        for m in b.minions:
            options.extend(m.attached)
    pick = ctx.choose("Rules Lawyer: choose an action played on a base or on a minion", options)
    if pick is None:
        ctx.log("Rules Lawyer: there is no action on a base or a minion", cites.CANCELING)
        return
    holder = pick.zone.holder
    if holder is None:
        frm = pick.zone.base
        to = ctx.choose(f"Rules Lawyer: transfer {pick.ref} to which base?", ctx.other_bases(frm))
    else:
        to = ctx.choose(f"Rules Lawyer: transfer {pick.ref} to which minion?",
                        ctx.minions(where=lambda m: m is not holder))
    if to is None:
        ctx.log(f"Rules Lawyer: there is nowhere to transfer {pick.ref}", cites.T_TRANSFER)
        return
    if not effects.allowed(ctx.game, effects.Affect("move", pick, ctx.card, ctx.controller)):
        return
    ctx.transfer_action(pick, to)
