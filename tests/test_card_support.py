"""Engine support is reported truthfully.

A card file's ``implemented`` flag must say exactly what the ability registry
says; every registered ability must belong to a real card (a misspelt name
would register nothing for the card it meant); no faction module may fail to
load unnoticed; and every implemented card with ability text is exercised by at
least one scenario, so no card is listed as working on the strength of code
that never ran.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from oracle import abilities
from oracle.abilities import registry
from oracle.library import load_library
from oracle.paths import SCENARIOS_DIR


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'").replace("\u2018", "'")).lower()


@lru_cache(maxsize=1)
def scenario_texts() -> str:
    return "\n".join(_fold(p.read_text(encoding="utf-8")) for p in SCENARIOS_DIR.rglob("*.yaml"))


def test_every_ability_module_loads():
    abilities.load_all()
    assert registry.LOAD_ERRORS == {}


def test_every_registered_name_is_a_card_of_the_library():
    library = load_library()
    known = {_fold(c.name) for c in library.cards}
    abilities.load_all()
    shipped = {a.card for found in registry._REGISTRY.values() for a in found
               if (a.module or "").startswith("oracle.abilities.")}  # not the engine tests' own test cards
    unknown = sorted(name for name in shipped if _fold(name) not in known)
    assert unknown == []


def _nothing_to_implement(card) -> bool:
    """A card printed without ability text. Munchkin's monsters and treasures have
    empty text because their texts are unknown to us, which is not the same."""
    return not (card.text or "").strip() and card.type not in ("monster", "treasure")


def test_different_cards_sharing_a_name_register_by_slug():
    """An ability registered by name alone would make every card of that name look implemented."""
    by_name: dict[str, list] = {}
    for card in load_library().cards:
        by_name.setdefault(registry._key(card.name), []).append(card)
    abilities.load_all()
    loose = sorted(
        cards[0].name for key, cards in by_name.items()
        if len({(c.text or "").strip() for c in cards}) > 1
        and any(a.slug is None and (a.module or "").startswith("oracle.abilities.")
                for a in registry._REGISTRY.get(key, []))
    )
    assert loose == []


def test_card_files_agree_with_the_registry():
    """`implemented` in corpus/cards follows the registry (run `oracle ingest --only cards`)."""
    wrong = []
    for card in load_library().cards:
        expected = _nothing_to_implement(card) or abilities.is_implemented(card.name, slug=card.slug)
        if bool(card.implemented) != expected:
            wrong.append(f"{card.name} ({card.faction}): file says {card.implemented}, registry says {expected}")
    assert wrong == []


def test_each_implemented_card_with_text_has_a_scenario():
    texts = scenario_texts()
    missing = sorted({
        card.name for card in load_library().cards
        if (card.text or "").strip() and card.implemented and abilities.is_implemented(card.name, slug=card.slug)
        and _fold(card.name) not in texts
    })
    assert missing == []


@pytest.mark.parametrize("name", ["Warbot", "Collector", "Invader"])
def test_core_cards_are_implemented(name):
    assert abilities.is_implemented(name)
