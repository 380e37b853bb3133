"""The "directly affects a minion" classifier (Token of Affection, terms/directly-affects) on real card
texts from corpus/cards: actions that affect a minion in play (terms/affect) and actions that do not."""

from __future__ import annotations

import importlib

import pytest

from oracle.engine.cards import CardDef
from oracle.library import load_library

musketeers = importlib.import_module("oracle.abilities.international_incident.musketeers")

AFFECTS = [
    "Shearing",            # Play on a minion (attached)
    "Seeing Stars",        # Destroy a minion of power 3 or less.
    "Make Way",            # Move one of your minions to another base.
    "Beam Up",             # Return a minion to its owner's hand.
    "Disintegrator",       # Place a minion of power 3 or less on the bottom of its owner's deck.
    "Cat's Paw",           # Take control of a minion of power 5 or less ...
    "Biding Time",         # Choose a minion to gain +2 power ...
    "Pie in the Face",     # One of your minions gains +2 power ...
    "Hissy Fit",           # Ongoing: All other players' minions here have -1 power.
    "Jolt",                # Place a +1 power counter on each of your minions.
    "Teleport Error",      # Choose a minion. Move it to another random base.
    "Critter Cube",        # Choose a minion in play ... and shuffle it into your deck.
    "Block the Probe",     # Choose a minion. It gains +2 power ...
    "Bear Hug",            # Each other player destroys their minion with the least power
    "Ittypedia",           # After you play a minion here, it gains +1 power ...
    "Dragon Cannon",       # Destroy a character of power 3 or less. (Marvel: character = minion)
    "Rude Awakening",      # ... play all minions in it onto that base ...; cancel their abilities
    "Under Pressure",      # transfer any number of +1 power counters from one of your minions to another
    "Flame Trap",          # After another player plays a minion here, destroy this card to destroy that minion.
]

DOES_NOT = [
    "Clown in a Box",      # Play an extra minion of power 3 or less.
    "Gotta Get 'Em All",   # Shuffle one of each minion ... from your discard pile into your deck.
    "Begin the Summoning", # Place a minion from your discard pile on top of your deck.
    "He Was A Good Boy!",  # Place a minion from the discard pile into your hand
    "Portal",              # Place any number of minions revealed into your hand.
    "Going Bananas",       # Destroy other players' actions played on that base and on minions there.
    "Playful Tricks",      # Destroy up to 2 actions played on minions and/or bases
    "Deep Roots",          # Your minions here cannot be moved or returned ... (a protection)
    "Booty Trap",          # After you play or move a minion ... to this base, draw a card. (a condition)
    "Buffet",              # Special: Play after you destroy a minion. (a condition)
    "Mark of Sleep",       # ... they cannot move minions. (a ban)
    "Budding",             # Choose a minion in play. Search your deck for a copy ... place it into your hand.
    "Teamwork",            # Choose a minion in play. Search ... Place it into your hand ...
    "Everybody Knew Their Part",  # Choose one of your minions. Play an extra minion with less power ...
    "Rampage",             # Reduce the breakpoint of a base by the power of one of your minions ...
    "Token of Affection",  # Search your deck and/or discard pile for an action ...
    "To Battle!",          # Play an extra minion. You may play an action that directly affects it ...
]


@pytest.fixture(scope="module")
def defs():
    lib = load_library()
    return lambda name: CardDef.from_library(lib.get(name))


@pytest.mark.parametrize("name", AFFECTS)
def test_affects_a_minion(defs, name):
    assert musketeers.directly_affects_a_minion(defs(name)), name


@pytest.mark.parametrize("name", DOES_NOT)
def test_does_not_affect_a_minion(defs, name):
    assert not musketeers.directly_affects_a_minion(defs(name)), name


def test_only_actions(defs):
    assert not musketeers.directly_affects_a_minion(defs("Laseratops"))  # a minion that destroys one
