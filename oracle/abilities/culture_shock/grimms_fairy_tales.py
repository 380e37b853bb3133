"""Grimms' Fairy Tales (Smash Up: World Tour: Culture Shock): minions that work in pairs and by name.

Each function quotes the card text it implements
(corpus/cards/world-tour-culture-shock/grimms-fairy-tales.yaml, the current wording), following its
clarifications.

- "If X is here": a card named X at the same base (another card than this one), any card in play,
  through ``shared.cards_named``, so that Grimms' Blessing's names count.
- "The minion X" counts only minions (clarification): ``cards_named(..., minions_only=True)``.
- Searching a deck reveals the card found and shuffles the deck (errata/new-general-rules); "place it
  on top of your deck" happens after that shuffle.
- Grimms' Blessing has no function: its names are given by ``shared.names_of`` and counted by every check
  of a name that goes through ``shared.cards_named`` / ``shared.is_named`` (this faction; Disney: Belle,
  Beast, Wish, Kristoff, Marshmallow; Teens' "if there is a NAME here"; War Raptor; Gobbo; Hawkeye's
  Arrows, Hulk Smash, Absorbing Man). Using it is not using a minion's ability, so nothing else happens.
  Effects that give power or counters to, or move, "X" still take only minions (an action has no power;
  R: Beast's counter "on it" goes only on a minion Belle).
"""

from __future__ import annotations

from oracle.abilities import ability, plain
from oracle.abilities.shared import GRIMMS_BLESSING, cards_named
from oracle.engine import cites
from oracle.engine.errors import Refused


def _named_here(ctx, name, me=None):
    me = me or ctx.card
    base = ctx.base_of(me)
    return base is not None and bool(cards_named(ctx.game, name, base=base, where=lambda c: c is not me))


def _minion_in_play(ctx, name):
    return bool(cards_named(ctx.game, name, minions_only=True))


def _search_to_top(ctx, label, where):
    """Search your deck for a card (``where``), reveal it, shuffle, and place it on top."""
    p = ctx.player
    ctx.refill_deck()  # searching an empty deck: the discard pile becomes the deck first
    cands = [c for c in p.deck if where(c)]
    pick = ctx.choose(f"{label}: search your deck", cands) if cands else None
    if pick is None:
        ctx.log(f"{label}: {p.name} searches their deck and finds nothing", cites.DECKS)
        if p.deck:
            ctx.shuffle_deck()
        return None
    ctx.log(f"{p.name} searches their deck and reveals {pick.ref}", cites.DECKS, cites.NEW_GENERAL)
    ctx.saw([pick], player=p.name, top=False)
    ctx.set_aside(pick)  # set aside, never in no place, while the deck is shuffled
    ctx.shuffle_deck()
    ctx.to_deck(pick, p, top=True)
    ctx.log(f"{pick.ref} is placed on top of {p.name}'s deck", cites.T_PLACE)
    return pick


# ----- minions -----------------------------------------------------------------------------
@ability("Big Bad Wolf")
def big_bad_wolf(ctx):
    """If the minion Red Riding Hood isn't in play, you may destroy a minion here of power 4 or less."""
    if _minion_in_play(ctx, "Red Riding Hood"):
        ctx.log("the minion Red Riding Hood is in play: Big Bad Wolf destroys nothing", cites.USING_ABILITIES)
        return
    here = ctx.here
    cands = ctx.minions(base=here, where=lambda m: m is not ctx.card and ctx.power(m) <= 4)
    ctx.choose_and("Big Bad Wolf: destroy a minion here of power 4 or less?", cands, ctx.destroy, may=True)


@ability("Big Bad Wolf", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def big_bad_wolf_destroyed(ctx):
    """Ongoing: After this minion is destroyed, play another minion from your discard pile here as an
    extra minion."""
    base = ctx.event.base
    if base is None or base not in ctx.game.bases:
        return
    cands = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion" and c is not ctx.card]
    pick = ctx.choose("Big Bad Wolf: play another minion from your discard pile here", cands)
    if pick is None:
        ctx.log("Big Bad Wolf: no other minion in the discard pile", cites.USING_ABILITIES)
        return
    ctx.play_card(pick, base=base)


@ability("Charming Princess", kind="talent")
def charming_princess(ctx):
    """Talent: If Prince Charming is here, play an extra minion here."""
    if not _named_here(ctx, "Prince Charming"):
        raise Refused("Charming Princess: Prince Charming is not here")
    ctx.extra("minion", base=ctx.base_of(ctx.card))


@ability("Prince Charming", kind="talent")
def prince_charming(ctx):
    """Talent: If Charming Princess is here, play an extra action."""
    if not _named_here(ctx, "Charming Princess"):
        raise Refused("Prince Charming: Charming Princess is not here")
    ctx.extra("action")


@ability("Red Riding Hood", kind="power")
def red_riding_hood(ctx, minion):
    """Ongoing: If the minion Big Bad Wolf is not in play, each of your minions here has +1 power."""
    here = ctx.base_of(ctx.card)
    if here is None or minion.controller != ctx.controller or minion not in here.minions:
        return 0
    return 0 if _minion_in_play(ctx, "Big Bad Wolf") else 1


@ability("Rumpelstiltskin")
def rumpelstiltskin(ctx):
    """Search your deck for a card and place it on top of your deck."""
    _search_to_top(ctx, "Rumpelstiltskin", lambda c: True)


@ability("The Frog Prince", kind="ongoing", event="minion_played",
         when=lambda ctx: ctx.event.player == ctx.controller and ctx.event.card is not ctx.card
         and ctx.event.base is not None and ctx.event.base is ctx.base_of(ctx.card))
def the_frog_prince(ctx):
    """Ongoing: After you play another minion here, you may shuffle this minion into your deck to play a
    minion from your discard pile here as an extra minion."""
    here = ctx.base_of(ctx.card)
    if not ctx.may("The Frog Prince: shuffle it into your deck to play a minion from your discard pile here?"):
        return
    owner = ctx.card.owner or ctx.controller
    if not ctx.place(ctx.card, "deck_top"):
        return
    ctx.shuffle_deck(owner)
    cands = [c for c in ctx.discard_pile() if c.defn.plays_as == "minion"]
    pick = ctx.choose("The Frog Prince: play a minion from your discard pile here", cands)
    if pick is not None and here in ctx.game.bases:
        ctx.play_card(pick, base=here)


def _pair(name, partner):
    def fn(ctx, minion):
        if minion is not ctx.card:
            return 0
        return 2 if _named_here(ctx, partner) else 0
    fn.__doc__ = f"This minion has +2 power if {partner} is here."
    if name != "Gretel":
        fn.__doc__ = "Ongoing: " + fn.__doc__
    ability(name, kind="power")(fn)


_pair("Gretel", "Hansel")
_pair("Hansel", "Gretel")
_pair("Rose Red", "The Other Snow White")
_pair("The Other Snow White", "Rose Red")


# ----- actions -----------------------------------------------------------------------------
@ability("Another Story")
def another_story(ctx):
    """Shuffle up to three cards from your discard pile into your deck."""
    picks = ctx.choose_many("Another Story: shuffle up to three cards from your discard pile into your deck",
                            ctx.discard_pile(), max=3)
    if not picks:
        return
    for c in picks:
        ctx.to_deck(c)
    ctx.log(f"{ctx.controller} shuffles {', '.join(c.ref for c in picks)} into their deck", cites.DECKS)
    ctx.shuffle_deck()


@ability("Basket of Goodies")
def basket_of_goodies(ctx):
    """Search your deck for an action and place it on top of your deck."""
    _search_to_top(ctx, "Basket of Goodies", lambda c: c.defn.plays_as == "action")


@ability("Fairy Godmother's Blessing")
def fairy_godmothers_blessing(ctx):
    """Search your deck for a minion and place it on top of your deck."""
    _search_to_top(ctx, "Fairy Godmother's Blessing", lambda c: c.defn.plays_as == "minion")


@ability("Breadcrumbs")
def breadcrumbs(ctx):
    """Move up to two of your minions from one base to another."""
    froms = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    if not froms or len(ctx.bases()) < 2:
        ctx.log("Breadcrumbs: no minion of yours to move", cites.USING_ABILITIES)
        return
    frm = ctx.choose("Breadcrumbs: move your minions from which base?", froms)
    picks = ctx.choose_many(f"Breadcrumbs: move up to two of your minions from {frm.ref}",
                            ctx.minions(base=frm, controller=ctx.controller), max=2)
    if not picks:
        return
    dest = ctx.choose(f"Breadcrumbs: move them from {frm.ref} to which base?", ctx.other_bases(frm))
    for m in picks:
        ctx.move(m, dest)


@ability("Mouse, Bird and Sausage", slug="mouse-bird-and-sausage-grimms-fairy-tales")
def mouse_bird_and_sausage(ctx):
    """Choose up to two minions of the same faction at a base to gain +2 power each until the end of the
    turn."""
    picks = ctx.choose_many("Mouse, Bird and Sausage: up to two minions of the same faction at one base",
                            ctx.minions(), max=2)
    if len(picks) == 2:
        a, b = picks
        if ctx.base_of(a) is not ctx.base_of(b):
            raise Refused("Mouse, Bird and Sausage: the two minions must be at the same base")
        if a.defn.faction is None or a.defn.faction != b.defn.faction:
            raise Refused("Mouse, Bird and Sausage: the two minions must be of the same faction")
    for m in picks:
        ctx.add_power(m, 2)


@ability("Teamwork")
def teamwork(ctx):
    """Choose a minion in play. Search your hand, deck, and/or discard pile for a minion whose name appears
    in an ability on the chosen minion. Place it into your hand or play it as an extra minion."""
    chosen = ctx.choose("Teamwork: choose a minion in play", ctx.minions())
    if chosen is None:
        ctx.log("there is no minion in play", cites.USING_ABILITIES)
        return
    text = chosen.defn.text or ""
    p = ctx.player
    cands = [c for c in list(p.hand) + list(p.deck) + list(p.discard)
             if c.defn.plays_as == "minion" and c.name and c.name in text]
    if not cands:
        ctx.log(f"Teamwork: no minion named in {chosen.ref}'s abilities", cites.USING_ABILITIES)
        if p.deck:
            ctx.shuffle_deck()
        return
    pick = ctx.choose(f"Teamwork: a minion named in {chosen.ref}'s abilities", cands)
    from_deck = pick.zone is p.deck
    if pick.zone is not p.hand:
        ctx.to_hand(pick, p)
        ctx.log(f"{p.name} reveals {pick.ref} and adds it to their hand", cites.DECKS)
        if from_deck:
            ctx.saw([pick], player=p.name, top=False)
    if from_deck or p.deck:
        ctx.shuffle_deck()
    if ctx.choose_word(f"Teamwork: keep {pick.ref} in your hand or play it now?", ["hand", "play"]) == "play":
        ctx.play_card(pick)


@ability("The Woodsman's Axe")
def the_woodsmans_axe(ctx):
    """Destroy an action played on a base to play an extra action, OR destroy the minion Big Bad Wolf to
    search your deck for a minion and play it at the same base as an extra minion."""
    acts = [a for b in ctx.bases() for a in b.actions]
    wolves = cards_named(ctx.game, "Big Bad Wolf", minions_only=True)
    words = (["action"] if acts else []) + (["wolf"] if wolves else [])
    if not words:
        ctx.log("The Woodsman's Axe: no action on a base and no Big Bad Wolf in play", cites.USING_ABILITIES)
        return
    how = ctx.choose_word("The Woodsman's Axe: destroy an action on a base, or the minion Big Bad Wolf?", words)
    if how == "action":
        a = ctx.choose("The Woodsman's Axe: destroy which action played on a base?", acts)
        if ctx.destroy(a):
            ctx.extra("action")
        return
    wolf = ctx.choose("The Woodsman's Axe: destroy which Big Bad Wolf?", wolves)
    base = ctx.base_of(wolf)
    if not ctx.destroy(wolf):
        return
    pick = ctx.search_deck("The Woodsman's Axe: search your deck for a minion",
                           where=lambda c: c.defn.plays_as == "minion", may=False)
    if pick is not None and base in ctx.game.bases:
        ctx.play_card(pick, base=base)


plain(GRIMMS_BLESSING, "Play on a base. Ongoing: its names are given by oracle.abilities.shared.names_of and "
      "counted by every check of a name made through shared.cards_named / shared.is_named")
