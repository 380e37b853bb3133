"""Monsters (Smash Up: Munchkin): the 8 monsters of the monster deck.

Each function quotes the card text it implements (corpus/cards/smash-up-munchkin/monsters-and-treasures.yaml;
the texts come from a community source, the SmashUp Wiki, as that file's notes say).

Monsters are minions with no owner or faction and usually no controller (rules/monsters-and-treasures).
An uncontrolled monster's own ability is nobody's effect: what it destroys is credited to no player
(so a monster it destroys gives no treasure to anyone), and its "at the end of each player's turn"
trigger runs on every turn. Knight of the Living Dead, King Tut, Ghoul and Poultrygeist are Undead
(the card field ``undead``; munchkin/undead).

Plutonium Dragon: "Discard the treasures of any monsters that the Dragon destroys"
(monsters/plutonium-dragon, monsters/plutonium-dragon-munchkin) is read literally: the destroyed
monster's treasure number of treasures is taken from the top of the treasure deck and put in the
treasure discard pile; nobody draws them.

Web Troll: its monster is played off the top of the monster deck inside its own play, so a base's
monster number ("2 Monsters.") still brings its full count besides (monsters/web-troll).
"""

from __future__ import annotations

from oracle.abilities import ability
from oracle.engine import cites, effects

DRAGON_RULING = "munchkin/plutonium-dragon"


def _is_monster(card) -> bool:
    return card.defn.type == "monster"


def _here(ctx):
    return ctx.game.base_of(ctx.card)


def _monsters_here(ctx):
    base = _here(ctx)
    return [m for m in base.minions if _is_monster(m)] if base is not None else []


def _credit(ctx):
    """The player whose effect this monster's ability is: its controller, if any (an
    uncontrolled monster's ability is no player's)."""
    return ctx.card.controller


def _scores_here(ctx) -> bool:
    base = _here(ctx)
    return base is not None and ctx.event.base is base


# ----- Plutonium Dragon -------------------------------------------------------------------
def _discard_treasures(ctx, monster) -> None:
    n = monster.defn.treasure or 0
    if not n:
        return
    game = ctx.game
    gone = []
    for _ in range(n):
        if not game.treasure_deck:
            break
        t = game.treasure_deck[0]
        ctx.put(t, game.treasure_discard)
        t.controller = None
        gone.append(t)
    if gone:
        ctx.log(f"the treasures of {monster.ref}, destroyed by Plutonium Dragon, are discarded: "
                + ", ".join(t.ref for t in gone), DRAGON_RULING, cites.LOOT_MONSTER)
    else:
        ctx.log(f"the treasure deck is empty: {monster.ref}'s treasures cannot be discarded", DRAGON_RULING)


@ability("Plutonium Dragon", kind="end_of_turn", when=lambda ctx: _here(ctx) is not None)
def plutonium_dragon(ctx):
    """Ongoing: At the end of each player's turn, destroy all minions here with power 2 or less."""
    base = _here(ctx)
    victims = [m for m in base.minions if m is not ctx.card and ctx.power(m) <= 2]
    if not victims:
        ctx.log(f"Plutonium Dragon: no minion at {base.ref} has power 2 or less", cites.USING_ABILITIES)
        return
    who = _credit(ctx)
    for m in victims:
        if not ctx.game.in_play(m):
            continue
        if _is_monster(m):
            # its treasures are discarded, not drawn by anyone
            if ctx.destroy(m, by=None):
                _discard_treasures(ctx, m)
        else:
            ctx.destroy(m, by=who)


# ----- Bigfoot ---------------------------------------------------------------------------
@ability("Bigfoot", kind="power")
def bigfoot(ctx, minion):
    """Ongoing: If this is the only monster here, it has +3 power."""
    if minion is not ctx.card:
        return 0
    return 3 if _monsters_here(ctx) == [ctx.card] else 0


# ----- Hippogriff --------------------------------------------------------------------------
@ability("Hippogriff", kind="before_scoring", when=_scores_here)
def hippogriff(ctx):
    """Ongoing: Before this base scores, destroy a random non-monster minion here of power 3 or less."""
    base = _here(ctx)
    targets = [m for m in base.minions if not _is_monster(m) and ctx.power(m) <= 3]
    if not targets:
        ctx.log(f"Hippogriff: no non-monster minion at {base.ref} has power 3 or less", cites.USING_ABILITIES)
        return
    victim = ctx.game.rng.choice(targets)
    ctx.log(f"Hippogriff chooses {victim.ref} at random among "
            + ", ".join(m.ref for m in targets), cites.USING_ABILITIES)
    ctx.destroy(victim, by=_credit(ctx))


# ----- Web Troll ---------------------------------------------------------------------------
@ability("Web Troll")
def web_troll(ctx):
    """Play another monster here."""
    base = ctx.here
    if base is None:
        return
    ctx.log(f"Web Troll plays another monster at {base.ref} (not counted in its monster number)",
            cites.MONSTERS_BASES)
    ctx.play_monster(base)


# ----- Knight of the Living Dead -----------------------------------------------------------
@ability("Knight of the Living Dead", kind="power")
def knight_of_the_living_dead(ctx, minion):
    """Ongoing: This monster has +1 power for each other monster here."""
    if minion is not ctx.card:
        return 0
    return sum(1 for m in _monsters_here(ctx) if m is not ctx.card)


# ----- King Tut ---------------------------------------------------------------------------
@ability("King Tut", kind="after_scoring", when=_scores_here)
def king_tut(ctx):
    """Ongoing: After this base scores, the winner discards a card.

    Reading (issue 14 review): players tied for first are each "the winner" and each discard a card,
    as tied players each use a base's ability (rules/tie-fighter);
    scenarios/review/monsters-and-treasures/king-tut-tied-winners.yaml."""
    standings = ctx.event.data.get("standings") or []
    winners = [s.player for s in standings if s.place == 1]
    if not winners:
        ctx.log("King Tut: there is no winner", cites.AWARDING_VP)
    for who in winners:
        hand = ctx.hand(who)
        if not hand:
            ctx.log(f"King Tut: {who} has no card to discard", cites.T_DISCARD)
            continue
        card = ctx.choose(f"King Tut: {who}, discard a card", hand, player=who)
        ctx.discard_from_hand(card, player=who)


# ----- Ghoul -------------------------------------------------------------------------------
@ability("Ghoul", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def ghoul(ctx):
    """Ongoing: If this monster is destroyed, place it on top of the monster deck."""
    game = ctx.game
    if ctx.card.zone is not game.monster_discard:
        return  # it went elsewhere (e.g. a replacement effect): nothing to place
    ctx.put(ctx.card, game.monster_deck, top=True)
    ctx.card.controller = None
    ctx.log(f"{ctx.card.ref} is placed on top of the monster deck", cites.T_PLACE, cites.MONSTERS)


# ----- Poultrygeist -------------------------------------------------------------------------
@ability("Poultrygeist", kind="power")
def poultrygeist(ctx, minion):
    """Ongoing: This monster has +1 power for each other undead monster here."""
    if minion is not ctx.card:
        return 0
    return sum(1 for m in _monsters_here(ctx) if m is not ctx.card and m.defn.undead)
