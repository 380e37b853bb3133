"""oracle.library: loading corpus/cards, finding cards by name and slug."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from oracle.library import (
    AmbiguousCard,
    Card,
    Library,
    UnknownCard,
    load_library,
    normalize_name,
    read_cards,
)
from oracle.paths import CARDS_DIR

SMALL = {
    "core/dinos.yaml": """
        set: Core
        faction: Dinosaurs
        cards:
        - name: War Raptor
          slug: war-raptor
          faction: Dinosaurs
          set: Core
          type: minion
          quantity: 4
          power: 2
          breakpoint: null
          vp: null
          text: 'Ongoing: Gains +1 power.'
          errata: null
          clarifications: [It is 2 in hand.]
          previous_versions: [{text: Old text., source: A rulebook}]
          implemented: false
          notes: [Power X on the card.]
        - name: It’s Blitzin’ Time!
          slug: its-blitzin-time-dinosaurs
          faction: Dinosaurs
          set: Core
          type: action
          quantity: 2
          power: null
          breakpoint: null
          vp: null
          text: One of your minions gains +4 power until the end of the turn.
          errata: null
          clarifications: []
          previous_versions: []
          implemented: true
        - name: Twin
          slug: twin-dinosaurs
          faction: Dinosaurs
          set: Core
          type: minion
          quantity: 1
          power: 3
          text: Draw a card.
          implemented: false
        """,
    "core/bases.yaml": """
        set: Core
        cards:
        - name: Jungle Oasis
          slug: jungle-oasis
          faction: Dinosaurs
          set: Core
          type: base
          quantity: 1
          power: null
          breakpoint: 12
          vp: [2, 0, 0]
          text: ''
          errata: null
          clarifications: []
          previous_versions: []
          implemented: true
        """,
    "reprints/champs.yaml": """
        set: 10th Anniversary
        faction: World Champs
        cards:
        - name: It's Blitzin' Time!
          slug: its-blitzin-time-world-champs
          faction: World Champs
          set: 10th Anniversary
          type: action
          quantity: 1
          text: One of your minions gains +4 power until the end of the turn
          implemented: false
        - name: Twin
          slug: twin-world-champs
          faction: World Champs
          set: 10th Anniversary
          type: minion
          quantity: 1
          power: 4
          text: Draw a card.
          implemented: false
        """,
}


@pytest.fixture()
def small_dir(tmp_path: Path) -> Path:
    for rel, text in SMALL.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


@pytest.fixture()
def small(small_dir) -> Library:
    return Library(read_cards(small_dir))


@pytest.fixture(scope="module")
def lib() -> Library:
    return load_library()


# --------------------------------------------------------------------------
# the Card record


def test_fields_are_read(small):
    card = small.get("War Raptor")
    assert isinstance(card, Card)
    assert (card.slug, card.type, card.faction, card.set) == ("war-raptor", "minion", "Dinosaurs", "Core")
    assert (card.quantity, card.power, card.breakpoint, card.vp) == (4, 2, None, None)
    assert card.text == "Ongoing: Gains +1 power."
    assert card.clarifications == ("It is 2 in hand.",)
    assert card.previous_versions == ({"text": "Old text.", "source": "A rulebook"},)
    assert card.notes == ("Power X on the card.",)
    assert card.implemented is False
    assert card.file == "core/dinos.yaml"


def test_base_fields(small):
    base = small.get("jungle oasis")
    assert base.is_base and base.breakpoint == 12 and base.vp == (2, 0, 0)
    assert not small.get("War Raptor").is_base


def test_missing_optional_fields_get_defaults(small):
    card = small.by_slug("twin-dinosaurs")
    assert card.clarifications == () and card.previous_versions == () and card.notes == ()
    assert card.errata is None and card.vp is None


# --------------------------------------------------------------------------
# get


@pytest.mark.parametrize("query", ["War Raptor", "war raptor", "WAR RAPTOR", "  war   raptor "])
def test_get_ignores_case_and_spacing(small, query):
    assert small.get(query).slug == "war-raptor"


@pytest.mark.parametrize("query", ["It's Blitzin' Time!", "it’s blitzin’ time!", "its blitzin time!", "IT‘S BLITZIN` TIME!"])
def test_get_ignores_curly_quotes_and_apostrophes(small, query):
    assert small.get(query).name == "It’s Blitzin’ Time!"


def test_identical_reprints_are_one_card_and_the_original_wins(small):
    # the World Champs entry differs only by a full stop
    assert small.get("it's blitzin' time!").slug == "its-blitzin-time-dinosaurs"
    assert len(small.all_named("It's Blitzin' Time!")) == 2


def test_different_cards_with_one_name_are_ambiguous(small):
    with pytest.raises(AmbiguousCard) as info:
        small.get("twin")
    assert {c.slug for c in info.value.candidates} == {"twin-dinosaurs", "twin-world-champs"}
    assert "twin-dinosaurs" in str(info.value)


def test_faction_chooses_among_same_named_cards(small):
    assert small.get("twin", faction="world champs").power == 4
    assert small.get("Twin", faction="Dinosaurs").power == 3
    with pytest.raises(UnknownCard) as info:
        small.get("twin", faction="Robots")
    assert info.value.suggestions == ["Dinosaurs", "World Champs"]


def test_cards_are_hashable(small):
    cards = set(small.cards)
    assert len(cards) == len(small.cards)
    assert small.get("War Raptor") in cards


def test_unknown_name_suggests_the_closest(small):
    with pytest.raises(UnknownCard) as info:
        small.get("War Raptr")
    assert info.value.suggestions[0] == "War Raptor"
    assert "War Raptor" in str(info.value)


def test_unknown_card_is_a_lookup_error(small):
    with pytest.raises(LookupError):
        small.get("Nothing Like Any Card At All Xyzzy")


def test_loose_match_needs_a_single_card(small_dir):
    extra = small_dir / "core" / "zzz.yaml"
    extra.write_text(
        "set: Core\ncards:\n"
        "- {name: Go-Go!, slug: go-go-1, type: action, text: a}\n"
        "- {name: Go Go?, slug: go-go-2, type: action, text: b}\n"
        "- {name: Old Timer, slug: old-timer, type: action, text: c, aliases: [Young Timer]}\n",
        encoding="utf-8",
    )
    lib = Library(read_cards(small_dir))
    assert lib.get("go-go!").slug == "go-go-1"  # exact name first
    with pytest.raises(AmbiguousCard):
        lib.get("gogo")
    assert lib.get("young timer").slug == "old-timer"
    assert lib.get("Old Timer").aliases == ("Young Timer",)
    with pytest.raises(UnknownCard):
        lib.get("!!!")


def test_near_miss_is_not_an_exact_match(small):
    with pytest.raises(UnknownCard):
        small.get("War Raptors")


def test_by_slug(small):
    assert small.by_slug("jungle-oasis").name == "Jungle Oasis"
    with pytest.raises(UnknownCard) as info:
        small.by_slug("war-raptr")
    assert "War Raptor" in info.value.suggestions


def test_suggest_limits_and_orders(small):
    assert small.suggest("raptor", n=1) == ["War Raptor"]
    assert len(small.suggest("t", n=2)) <= 2
    assert small.suggest("") == []


def test_factions_and_sets(small):
    assert small.factions() == ["Dinosaurs", "World Champs"]
    assert small.sets() == ["10th Anniversary", "Core"]
    assert [c.name for c in small.bases()] == ["Jungle Oasis"]
    assert {c.slug for c in small.by_faction("dinosaurs")} == {
        "war-raptor",
        "its-blitzin-time-dinosaurs",
        "twin-dinosaurs",
        "jungle-oasis",
    }


def test_contains_and_len(small):
    assert "WAR raptor" in small
    assert "Nope" not in small
    assert len(small) == 6
    assert [c.slug for c in small][0] == "jungle-oasis"  # files in path order


def test_duplicate_slugs_are_refused(small_dir):
    extra = small_dir / "core" / "zzz.yaml"
    extra.write_text(
        "set: Core\ncards:\n- {name: Copy, slug: war-raptor, type: minion, text: x}\n", encoding="utf-8"
    )
    with pytest.raises(ValueError, match="war-raptor"):
        Library(read_cards(small_dir))


def test_load_library_is_cached_per_folder(small_dir):
    first = load_library(small_dir)
    assert load_library(small_dir) is first
    assert load_library(str(small_dir)) is first
    load_library.cache_clear()
    assert load_library(small_dir) is not first


def test_normalize_name():
    assert normalize_name("  It’s  BLITZIN’ Time! ") == "its blitzin time!"
    assert normalize_name("Tooth and Claw\u2026and Guns") == "tooth and claw...and guns"


# --------------------------------------------------------------------------
# the real library (corpus/cards)


def test_real_library_counts(lib):
    assert len(lib.cards) == 1421 + 180 + 12  # Madness, 8 monsters, 3 treasures
    assert len(lib.bases()) == 180
    assert len(lib.factions()) == 106  # Madness, monsters and treasures have no faction
    assert "Titans Event Kit" in lib.sets() and "Unknown" in lib.sets()


def test_real_library_lookups(lib):
    assert lib.get("laseratops").power == 4
    assert lib.get("War Raptor").power == 2
    assert lib.get("assassination").type == "action"
    assert lib.get("madness").quantity == 30
    assert lib.get("ninja dojo").vp == (2, 3, 2)
    assert lib.get("Stoneford").faction == "Vigilantes"  # not the World Champs reprint
    assert lib.by_slug("temple-of-goju").breakpoint == 18


def test_real_library_monster_numbers(lib):
    assert lib.get("The Gauntlet").monsters == 3
    ghoul = lib.get("Whack-A-Ghoul")
    assert (ghoul.monsters, ghoul.monsters_undead, ghoul.monsters_per_player) == (1, True, True)
    assert lib.get("Tar Pits").monsters is None


@pytest.mark.parametrize(
    "query, name",
    [
        ("Elder Thing", "Eldest Thing"),  # former names (aliases)
        ("Gate to Beyond", "Eldritch Gate"),
        ("family heirloom", "Heirloom"),
        ("Doppelganger", "Doppelgänger"),  # accents
        ("Seance", "Séance"),
        ("Do Over", "Do Over!"),  # punctuation, when only one card matches
        ("Oh No!", "Oh, No!"),
        ("Elf Help Guru", "Elf-Help Guru"),
        ("That's So Crazy ...", "That's So Crazy..."),
        ("To Follow or Not...?", "To Follow, or Not?"),
        ("No-Moon™", "No-Moon"),
        ("Miskatonic University", "Arkham University"),  # a base's 2018 name (inferred)
    ],
)
def test_real_library_finds_the_2018_rulebook_names(lib, query, name):
    assert lib.get(query).name == name


def test_every_card_name_in_003_is_found(lib):
    """Each card 003 clarifies (by faction, by type, bases by name) is in the library."""
    seed = CARDS_DIR.parent.parent.parent / "shared" / "seeds" / "003_5bf5e42e232e8d52.txt"
    if not seed.exists():
        pytest.skip("seeds not available")
    import re

    text = seed.read_text(encoding="utf-8")
    section = text[text.index("# Minions, Actions, and Titans (by Faction)"):text.index("# PHACTION PHILES")]
    names = set()
    for line in section.split("\n"):
        match = re.match(r"^\*\*(.+?):?\*\*", line)
        if match:
            names.add(re.sub(r"\s*\(from.*", "", match.group(1)).strip().rstrip(":"))
    # bold faction, set and type headings, not card names
    headings = set(lib.factions()) | {"Cease and Desist", "Monster Smash", "Monsters", "Treasures"}
    missing = []
    for name in sorted(names - headings):
        try:
            lib.get(name)
        except AmbiguousCard:
            pass
        except UnknownCard:
            missing.append(name)
    assert len(names - headings) > 250
    assert missing == []


def test_real_library_suggestions(lib):
    with pytest.raises(UnknownCard) as info:
        lib.get("Lasertops")
    assert info.value.suggestions[0] == "Laseratops"
    with pytest.raises(UnknownCard) as info:
        lib.get("Assassin")
    assert "Assassination" in info.value.suggestions


def test_real_library_ambiguous_names(lib):
    with pytest.raises(AmbiguousCard) as info:
        lib.get("G.E.L.F.")
    assert sorted(c.power for c in info.value.candidates) == [0, 4]


def test_real_library_slugs_unique(lib):
    assert len({c.slug for c in lib.cards}) == len(lib.cards)


def test_cards_dir_default():
    assert load_library() is load_library(CARDS_DIR)
