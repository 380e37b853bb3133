"""Musketeers (World Tour: International Incident): actions that directly affect minions, and
musketeers that profit from them.

Each function quotes the card text it implements
(corpus/cards/world-tour-international-incident/musketeers.yaml, the current wordings).

"Directly affects" (terms/directly-affects): an action directly affects a minion when its ability does
one of the things listed under terms/affect to that minion as a target it specifies: attaching the
action to it, moving, destroying, returning or placing it, changing its power, counters or controller.
The engine asks every ``protect`` ability before anything affects a card, so each card here that cares
(and the two bases of this set that do, see bases.py) carries a recording ``protect`` ability that
never prevents anything: it notes which minions each played action affected. An action's record is
tied to one play of it (its n-th play this turn), so a card played twice is not confused.

An extra action "that directly affects this minion" (Aramis, Biding Time, On a Roll, To Battle!) is
offered from the hand; an action played on a minion is played on that minion, and a play that ends up
not directly affecting it is refused (rules/conflicting-text-and-timing: the step is undone).

Token of Affection searches for "an action that directly affects a minion", a property of a card's text
that the card library does not record: ``directly_affects_a_minion(defn)`` reads it from the card data (its
docstring says how; tests/test_directly_affects.py checks it on real card texts). The classifier is
conservative: an action whose wording it does not recognize (e.g. "When your minions here are destroyed,
return them to your hand instead") is not offered, so the search may miss a qualifying card, but it never
offers one that affects no minion. (A reading of "directly affects" where terms/directly-affects gives no list.)
"""

from __future__ import annotations

import re
import weakref

from oracle.abilities import ability
from oracle.engine import effects

_AFFECT_KINDS = {"destroy", "move", "return", "place", "power", "counter", "control", "attach"}
# per game: {(action uid, turn, serial): set of minion uids}
_RECORDS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
# per game: uids of the cards whose stashed scoring base a Special passes on to the play
_SCORING: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _serial(game, card, pending: bool) -> int:
    n = sum(1 for p in game.plays if p["card"] is card)
    return n + (1 if pending else 0)


def record_affect(ctx, affect) -> None:
    """Note that the action ``affect.source`` directly affects the minion ``affect.target``."""
    record_in(ctx.game, affect)


def record_in(game, affect) -> bool:
    """``record_affect`` for a lasting protection's ``match(game, affect)``; never prevents anything."""
    src, target = affect.source, affect.target
    if src is None or target is None or getattr(affect, "ongoing", False) or affect.kind not in _AFFECT_KINDS:
        return False
    if getattr(src, "kind", None) != "action" or getattr(target.defn, "plays_as", None) != "minion":
        return False
    pending = affect.kind == "attach" and not game.in_play(src) and src.zone is not game.resolving
    key = (src.uid, game.turn, _serial(game, src, pending))
    _RECORDS.setdefault(game, {}).setdefault(key, set()).add(target.uid)
    return False


def affected_by_play(ctx, action) -> set:
    """Uids of the minions the latest play of ``action`` this turn directly affected."""
    game = ctx.game
    key = (action.uid, game.turn, _serial(game, action, False))
    return set(_RECORDS.get(game, {}).get(key, set()))


def you_played_action(ctx) -> bool:
    ev = ctx.event
    return ev is not None and ev.card is not None and ev.card.kind == "action" and ev.player == ctx.controller


def _flag(game, flag) -> bool:
    return any(e.kind == "flag" and e.flag == flag for e in game.effects)


def _set_flag(ctx, flag, until="end_of_turn") -> None:
    """Mark this card's "once on your turn" / "the first time each turn" as used. The mark also names
    the card, so it ends when the card leaves play: replayed the same turn, it is a new card
    (rules/in-and-out-of-play)."""
    effects.add_effect(ctx.game, effects.Effect("flag", flag=flag, until=until, source=ctx.card,
                                                card=ctx.card, controller=ctx.controller))


def play_action_affecting(ctx, minion, why) -> object:
    """"You may play an action that directly affects ``minion`` as an extra action": a card from the hand
    or pass; it is played on ``minion`` when played on a minion; refused if it did not directly affect
    ``minion``."""
    if minion is None or not ctx.in_play(minion):
        return None
    options = []
    for c in ctx.hand():
        if c.kind != "action":
            continue
        whose = c.defn.play_on_whose
        if c.defn.play_on == "minion" and ((whose == "yours" and minion.controller != ctx.controller)
                                           or (whose == "others" and minion.controller == ctx.controller)):
            continue
        if effects.forbidden(ctx.game, "play_extra", ctx.controller, c) is not None:
            continue
        options.append(c)
    card = ctx.may_choose(f"{why}: you may play an action that directly affects {minion.ref} as an extra action",
                          options)
    if card is None:
        return None
    # watch what the extra action affects even when no recording card is in play
    watch = ctx.protect(record_in, until="end_of_turn")
    try:
        if card.defn.play_on == "minion":
            ctx.play_card(card, on=minion)
        else:
            ctx.play_card(card)
    finally:
        if watch in ctx.game.effects:
            ctx.end_effect(watch)
    if minion.uid not in affected_by_play(ctx, card):
        ctx.game.refuse(f"{card.ref} did not directly affect {minion.ref}, so it cannot be played for {why}")
    return card


def _recorder(ctx, affect) -> bool:
    record_affect(ctx, affect)
    return False


# ----- "an action that directly affects a minion" (terms/directly-affects) ---------------------------
# the words between a verb and the minion it acts on ("destroy up to two of your minions"): no card, action,
# base, deck, hand or discard pile in between ("destroy up to 2 actions played on minions" is not it)
_GAP = r"(?:(?!(?:actions?|cards?|bases?|decks?|hands?|discard)\b)[\w'+-]+\s+){0,5}?"
_VERB = (r"\b(?:destroys?|moves?|returns?|shuffles?|places?|takes? control of|gains? control of|"
         r"gives? control of|transfers?|swaps?)\s+")
_PRONOUN = r"(?:it|them|that minion|those minions|each one|each of them)\b"
_VERB_MINION = re.compile(_VERB + _GAP + r"minions?\b(?!')")
_VERB_PRONOUN = re.compile(_VERB + _PRONOUN)
# a minion taken from a hand, deck or discard pile ("place a minion from your discard pile ..."), or one
# revealed, discarded or drawn, is not a minion in play
_NOT_IN_PLAY = re.compile(r"\b(?:from|in)\s+(?:(?!to\b)[\w']+\s+){0,3}?(?:discard piles?|hands?|decks?)\b")
_NOT_IN_PLAY_AFTER = re.compile(r"\s*(?:revealed|discarded|drawn)\b")
# "after you move a minion here, draw a card", "they cannot move minions": a condition or a ban, not an affect
_CONDITION = re.compile(r"\b(?:after|when|whenever|if|cannot|can't|not)\b")
_CHOOSE = re.compile(r"\bchoose\s+" + _GAP + r"minions?\b")
_OTHER_CARD = re.compile(r"\b(?:search|copy|reveal|draw)")
_POWER = re.compile(r"\bminions?\b(?:\s+[\w'-]+){0,10}?\s+(?:gains?|gets?|has|have|loses?)\s+[+-]\d+\s+power\b")
_GIVE_POWER = re.compile(r"\bgives?\s+" + _GAP + r"minions?\b[^.]*?[+-]\d+\s+power\b")
_PRONOUN_POWER = re.compile(r"\b(?:it|they|that minion|those minions)\s+(?:gains?|gets?|has|have|loses?)\s+"
                            r"[+-]\d+\s+power\b")
_COUNTER = re.compile(r"\+1 power counters?\b[^.]*?\bon\s+" + _GAP + r"(?:minions?|it|them)\b")
_MOVE_COUNTERS = re.compile(r"\b(?:transfers?|removes?|moves?)\b[^.]*?\+1 power counters?[^.]*?\bminions?\b")
_CANCEL = re.compile(r"\bcancel\b[^.]*\babilit")


def directly_affects_a_minion(defn) -> bool:
    """Whether an action "directly affects a minion" (terms/directly-affects: its ability does one of the
    things listed under terms/affect to a minion it specifies), read from the card data. It does when:

    - it is played on a minion (``play_on == "minion"``): it is attached to that minion; or
    - a sentence of its text (any of its abilities; Marvel's and Disney's "character" is a minion) has
      a verb of terms/affect (destroy, move, return, shuffle, place, take/gain/give control of, transfer,
      swap) whose object is a minion ("destroy a minion of power 2 or less", "move up to two of your
      minions", "each player destroys a minion they own"), unless its clause takes that minion from a
      hand, deck or discard pile or names one revealed, discarded or drawn (not in play), or the verb is
      in a condition or a ban ("after you move a minion here", "they cannot move minions");
    - a minion gains, gets, has or loses +N/-N power ("each of your minions gains +1 power", "choose a
      minion to gain +2 power", "give one of your minions there +2 power", "after you play a minion here,
      it gains +1 power"); +1 power counters are placed on minions (or on "it"/"them"), or transferred,
      moved or removed from or to minions; the abilities of minions are canceled; or
    - it chooses a minion in play ("choose a minion") and that sentence or the next acts on "it", "them",
      "that minion" with such a verb or a power change, not after a search, copy, reveal or draw in that
      sentence (then "it" is another card).

    Anything else does not: an extra minion play, a search for a minion card, destroying or transferring
    the actions on a minion (removing an attached action does not affect the minion, terms/affect), a
    protection such as "cannot be destroyed", and wordings the patterns above do not recognize (e.g.
    "when your minions here are destroyed, return them to your hand instead")."""
    if defn.type != "action":
        return False
    if defn.play_on == "minion":
        return True
    text = (defn.text or "").lower().replace("\u2019", "'").replace("character", "minion")
    sentences = [x for x in re.split(r"(?<=[.!?])\s+|\n", text) if x.strip()]
    for i, sentence in enumerate(sentences):
        if _minion_affect(sentence):
            return True
        for m in _CHOOSE.finditer(sentence):
            if _NOT_IN_PLAY.search(re.split(r"[,;:]", sentence[m.end():], maxsplit=1)[0]):
                continue
            for x in [sentence[m.end():]] + sentences[i + 1:i + 2]:
                hit = _VERB_PRONOUN.search(x) or _PRONOUN_POWER.search(x)
                if hit and not _OTHER_CARD.search(x[:hit.start()]):
                    return True
    return False


def _minion_affect(sentence: str) -> bool:
    for m in _VERB_MINION.finditer(sentence):
        before = re.split(r"[,;:]", sentence[:m.start()])[-1]
        after = re.split(r"[,;:]", sentence[m.end():], maxsplit=1)[0]
        if _CONDITION.search(before) or _NOT_IN_PLAY.search(after) or _NOT_IN_PLAY_AFTER.match(after):
            continue
        return True
    if (_POWER.search(sentence) or _GIVE_POWER.search(sentence) or _COUNTER.search(sentence)
            or _MOVE_COUNTERS.search(sentence)):
        return True
    if "minion" in sentence and _PRONOUN_POWER.search(sentence):
        return True
    return bool(_CANCEL.search(sentence) and "minion" in sentence)


# ----- minions -------------------------------------------------------------------------------
ability("Athos", kind="protect")(_recorder)


@ability("Athos", kind="ongoing", event="action_played", when=you_played_action)
def athos(ctx):
    """Ongoing: After you play an action that directly affects one or more of your other minions here,
    those minions each gain +1 power until the end of the turn."""
    base = ctx.base_of(ctx.card)
    hit = affected_by_play(ctx, ctx.event.card)
    for m in ctx.minions(base=base, controller=ctx.controller, where=lambda m: m is not ctx.card):
        if m.uid in hit:
            ctx.add_power(m, 1)


@ability("Porthos", kind="protect")
def porthos(ctx, affect):
    """Ongoing: This minion is not affected by other players' actions."""
    src = affect.source
    if (affect.target is ctx.card and src is not None and getattr(src, "kind", None) == "action"
            and affect.controller is not None and affect.controller != ctx.card.controller):
        return True
    record_affect(ctx, affect)
    return False


ability("Aramis", kind="protect", slug="aramis-musketeers")(_recorder)


@ability("Aramis", kind="ongoing", event="action_played", slug="aramis-musketeers",
         when=lambda ctx: you_played_action(ctx) and ctx.is_my_turn and ctx.game.phase == "play"
         and not _flag(ctx.game, f"aramis:{ctx.card.uid}") and ctx.card.uid in affected_by_play(ctx, ctx.event.card))
def aramis(ctx):
    """Ongoing: Once on your turn, after you play an action that directly affects this minion, you may
    play an action that directly affects this minion as an extra action."""
    _set_flag(ctx, f"aramis:{ctx.card.uid}")
    play_action_affecting(ctx, ctx.card, "Aramis")


ability("D'Artagnan", kind="protect")(_recorder)


@ability("D'Artagnan", kind="ongoing", event="action_played",
         when=lambda ctx: you_played_action(ctx) and ctx.card.uid in affected_by_play(ctx, ctx.event.card))
def dartagnan(ctx):
    """Ongoing: After you play an action that directly affects this minion, draw a card."""
    ctx.draw(1)


ability("Young Musketeer", kind="protect")(_recorder)


@ability("Young Musketeer", kind="ongoing", event="action_played",
         when=lambda ctx: you_played_action(ctx) and not _flag(ctx.game, f"young:{ctx.card.uid}")
         and ctx.card.uid in affected_by_play(ctx, ctx.event.card))
def young_musketeer(ctx):
    """Ongoing: After the first time each turn you play an action that directly affects this minion, it
    gains +1 power until the end of the turn."""
    _set_flag(ctx, f"young:{ctx.card.uid}")
    ctx.add_power(ctx.card, 1)


# ----- actions -------------------------------------------------------------------------------
def _host(card):
    z = card.zone
    return z.holder if z is not None and z.kind == "attached" else None


@ability("All for One")
def all_for_one(ctx):
    """Play on a minion. You may play an extra action."""
    ctx.extra("action", reason="All for One")


ability("All for One", kind="protect")(_recorder)


@ability("All for One", kind="ongoing", event="action_played",
         when=lambda ctx: you_played_action(ctx) and ctx.event.card is not ctx.card and _host(ctx.card) is not None
         and _host(ctx.card).uid in affected_by_play(ctx, ctx.event.card))
def all_for_one_ongoing(ctx):
    """Ongoing: After you play another action that directly affects this minion, it gains +1 power until
    the end of the turn, and you destroy this card at the end of the turn."""
    me = ctx.card
    ctx.add_power(_host(me), 1)
    if not _flag(ctx.game, f"all-for-one:{me.uid}"):
        _set_flag(ctx, f"all-for-one:{me.uid}")

        def destroy_me(dctx):
            dctx.destroy(me)

        # about=me: if it leaves play and is played again, that new card is not destroyed (rules/in-and-out-of-play)
        ctx.delayed("end_of_turn", destroy_me, when=lambda dctx: dctx.game.in_play(me), about=me)


@ability("Biding Time")
def biding_time(ctx):
    """Choose a minion to gain +2 power until the end of the turn. You may play an extra action that
    directly affects this minion."""
    target = ctx.choose("Biding Time: which minion gains +2 power?", ctx.minions())
    if target is None:
        return
    ctx.add_power(target, 2)
    play_action_affecting(ctx, target, "Biding Time")


@ability("En Garde")
def en_garde(ctx):
    """Choose a minion to gain +1 power until the end of the turn. Draw a card. You may play an extra
    action."""
    ctx.choose_and("En Garde: which minion gains +1 power?", ctx.minions(), lambda target: ctx.add_power(target, 1))
    ctx.draw(1)
    ctx.extra("action", reason="En Garde")


def _scoring_usable(ctx) -> bool:
    ev = ctx.event
    return (ev is not None and ev.base is not None and ev.base in ctx.game.bases
            and bool(ctx.minions(base=ev.base, controller=ctx.controller)))


@ability("Last Stand", kind="special", window="before_scoring", zone="hand", usable=_scoring_usable)
def last_stand_special(ctx):
    """Special: Before a base scores, ..."""
    _SCORING.setdefault(ctx.game, {})[ctx.card.uid] = ctx.event.base
    ctx.play_this()


@ability("Last Stand")
def last_stand(ctx):
    """... give one of your minions there +2 power until the end of the turn. Draw a card."""
    base = _SCORING.get(ctx.game, {}).pop(ctx.card.uid, None)
    if base is None:
        ctx.game.refuse("Last Stand is played only with its Special, before a base scores")
    ctx.choose_and("Last Stand: which of your minions there gains +2 power?",
                   ctx.minions(base=base, controller=ctx.controller), lambda target: ctx.add_power(target, 2))
    ctx.draw(1)


@ability("Make Way")
def make_way(ctx):
    """Move one of your minions to another base. You may play an extra action."""
    target = ctx.choose("Make Way: move which of your minions?", ctx.minions(controller=ctx.controller))
    if target is not None:
        dest = ctx.choose(f"Make Way: move {target.ref} to which base?", ctx.other_bases(ctx.base_of(target)))
        if dest is not None:
            ctx.move(target, dest)
    ctx.extra("action", reason="Make Way")


@ability("On a Roll")
def on_a_roll(ctx):
    """Play up to two actions that directly affect the same minion as extra actions."""
    target = ctx.choose("On a Roll: choose the minion your extra actions will directly affect", ctx.minions())
    for _ in range(2):
        if play_action_affecting(ctx, target, "On a Roll") is None:
            return


@ability("One For All")
def one_for_all(ctx):
    """Choose a base. Each of your minions there gains +1 power until the end of the turn. You may play an
    extra action."""
    base = ctx.choose("One For All: choose a base", ctx.bases())
    for m in ctx.minions(base=base, controller=ctx.controller):
        ctx.add_power(m, 1)
    ctx.extra("action", reason="One For All")


@ability("To Battle!")
def to_battle(ctx):
    """Play an extra minion. You may play an action that directly affects it as an extra action."""
    minion = ctx.play_extra_now("minion")
    if minion is not None and ctx.in_play(minion):
        play_action_affecting(ctx, minion, "To Battle!")


@ability("Token of Affection")
def token_of_affection(ctx):
    """Search your deck and/or discard pile for an action that directly affects a minion and place it into
    your hand. You may play it as an extra action."""
    from oracle.engine import cites
    p = ctx.player
    in_deck = [c for c in p.deck if directly_affects_a_minion(c.defn)]
    in_discard = [c for c in p.discard if directly_affects_a_minion(c.defn)]
    searched = bool(p.deck)
    pick = ctx.choose("Token of Affection: take which action that directly affects a minion (from your deck or "
                      "discard pile)?", in_deck + in_discard)
    if pick is None:
        ctx.log(f"{ctx.controller} searches their deck and discard pile and finds no action that directly "
                f"affects a minion", cites.DECKS)
    else:
        where = "deck" if pick in in_deck else "discard pile"
        ctx.log(f"{ctx.controller} reveals {pick.ref} from their {where} (Token of Affection)", cites.DECKS,
                cites.NEW_GENERAL)
        if where == "deck":
            ctx.saw([pick], top=False)
        ctx.to_hand(pick, p)
        if pick.zone is p.hand:
            pick.controller = ctx.controller
            ctx.log(f"{pick.ref} is placed into {ctx.controller}'s hand", cites.T_PLACE)
    if searched:
        ctx.shuffle_deck()
    if pick is None or pick.zone is not p.hand:
        return
    if ctx.may(f"Token of Affection: play {pick.ref} as an extra action?"):
        ctx.play_card(pick)
