"""Older printings of cards (issue 13): a scenario plays one only when it asks for it.

The printings are the card files' labelled ``previous_versions`` (oracle/ingest/printings.yaml);
``printing: {CARD: LABEL}`` in a scenario asks for one; abilities registered with
``@ability(CARD, printing=LABEL)`` are that printing's only.
"""

from __future__ import annotations

import pytest

from oracle.abilities import registry
from oracle.engine.catalog import Catalog
from oracle.engine.errors import SetupError
from oracle.ingest import cards as ingest_cards
from oracle.library import UnknownPrinting, load_library
from oracle.rulings import load_rulings, printing_problems, default_card_names
from oracle.scenario.runner import Run

OLD_MINDRAKER = "Play on a base. Ongoing: Other players cannot play Specials while this base is scoring."

SCENARIO = """\
id: test/printing
{printing}
cards:
  - {{name: Giant, type: minion, power: 10}}
  - {{name: Grunt, type: minion, power: 5}}
  - {{name: Scoring Base, type: base, breakpoint: 15, vp: [4, 2, 1]}}
  - {{name: Safe Base, type: base, breakpoint: 100, vp: [3, 2, 1]}}
  - {{name: Next Base, type: base, breakpoint: 100, vp: [3, 2, 1]}}
setup:
  players:
    - {{name: Alice}}
    - {{name: Bob, hand: [Full Sail]}}
  bases:
    - base: Scoring Base
      actions: [{{card: Mindraker, controller: Alice}}]
      minions: [{{card: Giant, controller: Alice}}, {{card: Grunt, controller: Bob}}]
    - base: Safe Base
  base_deck: [Next Base]
steps:
  - advance: draw
    choose: [{{player: Bob, answer: Full Sail}}, {{player: Bob, answer: [Grunt]}}]
"""


def run(printing: str) -> dict:
    return Run(SCENARIO.format(printing=printing), "test.yaml").execute()


def test_the_library_keeps_labelled_printings():
    card = load_library().get("Mindraker")
    assert card.printing_labels == ["current", "original"]
    assert card.printing("original")["text"] == OLD_MINDRAKER
    with pytest.raises(UnknownPrinting) as e:
        card.printing("2015")
    assert "current, original" in str(e.value)
    too_tough = load_library().get("Too Tough").printing("munchkin")
    assert too_tough["quoted"] is False and "Described, not quoted" in too_tough["source"]


def test_every_older_printing_has_a_unique_label():
    for card in load_library():
        labels = card.printing_labels
        assert len(labels) == len(set(labels)), card.name
        assert all(labels), card.name


def test_the_ingest_refuses_a_printing_without_a_label_or_of_an_unknown_card():
    cards = [{"_id": "x-1", "name": "X", "previous_versions": []}]
    with pytest.raises(ValueError, match="label, text and source"):
        ingest_cards.apply_printings(cards, {"x-1": [{"text": "old", "source": "001"}]})
    with pytest.raises(ValueError, match="no card with archive id"):
        ingest_cards.apply_printings(cards, {"y-2": [{"label": "a", "text": "old", "source": "001"}]})
    cards = [{"_id": "x-1", "name": "X", "previous_versions": []}]
    twice = [{"label": "a", "text": "old", "source": "001"}, {"label": "a", "text": "older", "source": "002"}]
    with pytest.raises(ValueError, match="its own label"):
        ingest_cards.apply_printings(cards, {"x-1": twice})


def test_the_reviewed_printings_are_in_the_generated_card_files():
    reviewed = ingest_cards.load_printings()
    assert reviewed, "oracle/ingest/printings.yaml lists no printing"
    lib = load_library()
    by_label = {(c.name, str(v.get("label"))): v for c in lib for v in c.previous_versions}
    names = {"super-spies-9": "Mindraker", "orcs-12": "Too Tough", "vigilantes-1": "Brojak", "orcs-10": "Gimme!"}
    assert set(reviewed) == set(names)
    for card_id, name in names.items():
        for entry in reviewed[card_id]:
            assert by_label[(name, entry["label"])]["text"] == entry["text"]


def test_a_printing_is_used_only_when_asked():
    current = Catalog().get("Mindraker")
    assert current.printing is None and current.text != OLD_MINDRAKER and current.play_on is None
    old = Catalog(printings={"Mindraker": "original"}).get("Mindraker")
    assert old.printing == "original" and old.text == OLD_MINDRAKER and old.play_on == "base"
    assert Catalog(printings={"Mindraker": "current"}).get("Mindraker").printing is None
    # the registry keeps the two apart
    assert {a.printing for a in registry.abilities("Mindraker")} == {None}
    assert {a.printing for a in registry.abilities("Mindraker", printing="original")} == {"original"}
    assert registry.is_implemented("Mindraker") and registry.is_implemented("Mindraker", printing="original")
    assert not registry.is_implemented("Mindraker", printing="2015")
    assert "original" in registry.printings_registered("Mindraker")


def test_the_old_ability_plays_only_in_a_scenario_that_asks_for_it():
    # the same board and the same scripted answers (Bob plays Full Sail before the base scores)
    today = run("")
    assert today["passed"] and today["error"] is None
    assert any("Bob uses the Special of Full Sail" in e["text"] for e in today["log"])
    assert not any("original Mindraker" in e["text"] for e in today["log"])
    # Mindraker's original printing: Bob is never asked, his answers are left over
    old = run("printing: {Mindraker: original}")
    assert not old["passed"] and old["error"] is None
    assert any("original Mindraker" in e["text"] for e in old["log"])
    assert not any("Full Sail" in e["text"] and "uses" in e["text"] for e in old["log"])
    assert "left over" in old["failures"][0]["actual"]


@pytest.mark.parametrize("printing, message, suggestion", [
    ("printing: {Mindraker: '2015'}", "Mindraker has no printing '2015'; its printings are current, original",
     "original"),
    ("printing: {Mindracker: original}", "printing: unknown card 'Mindracker'", "Mindraker"),
    ("printing: {Giant: original}", "Giant is a test-only card of this scenario: it has no printings", None),
])
def test_an_unknown_printing_is_an_invalid_file_naming_the_known_ones(printing, message, suggestion):
    result = run(printing)
    err = result["error"]
    assert err is not None and err["kind"] == "invalid" and not result["passed"]
    assert message in err["message"]
    assert err["line"] == 2 and err["key"].startswith("printing.")
    if suggestion:
        assert suggestion in err["suggestions"]


def test_a_printing_of_the_wrong_kind_is_an_invalid_file():
    err = run("printing: original")["error"]
    assert err["kind"] == "invalid" and "printing is a mapping of card to printing label" in err["message"]


def test_printing_without_abilities_is_refused_as_unimplemented():
    # Elder Thing's 2018 text (003, Card Text Changes) is kept as a printing, but has no ability
    card = load_library().get("Elder Thing")  # the archive's "Eldest Thing"
    label = card.printing_labels[1]
    assert not registry.is_implemented(card.name, printing=label)
    text = f"""\
id: test/unimplemented-printing
printing: {{{card.name}: '{label}'}}
cards: [{{name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}}]
setup:
  players: [{{name: Alice, hand: [{card.name}]}}, {{name: Bob}}]
  bases: [Base A]
steps:
  - play: {card.name}
    base: Base A
"""
    result = Run(text, "t.yaml").execute()
    assert not result["passed"]
    assert "not implemented" in str(result["failures"] or result["error"])


def test_rulings_name_printings_their_cards_have():
    lib_names = default_card_names()
    rulings = {r.id: r for r in load_rulings()}
    for rid in ("super-spies/mindraker", "orcs/too-tough", "orcs/too-tough-munchkin", "vigilantes/brojak",
                "orcs/gimme", "orcs/gimme-munchkin"):
        r = rulings[rid]
        assert r.printing and r.not_testable is None
        assert printing_problems(r, lib_names) == []
    bad = rulings["super-spies/mindraker"]
    bad.printing = [{"card": "Mindraker", "label": "1999"}]
    assert "Mindraker has no older printing '1999'" in printing_problems(bad, lib_names)[0]


def test_every_claim_of_a_printing_ruling_is_shown_on_that_printing():
    from oracle import yamlio
    from oracle.paths import SCENARIOS_DIR

    for r in load_rulings():
        for p in r.printing:
            for claim in r.claims:
                assert claim["scenarios"], (r.id, claim["claim"])
                for sid in claim["scenarios"]:
                    data = yamlio.safe_load((SCENARIOS_DIR / f"{sid}.yaml").read_text(encoding="utf-8"))
                    assert (data.get("printing") or {}).get(p["card"]) == p["label"], (r.id, sid)
