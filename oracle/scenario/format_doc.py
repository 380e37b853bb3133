"""docs/scenario-format.md, generated from the schema (oracle/scenario/schema.py).

    .venv/bin/python -m oracle.scenario.format_doc          # rewrite docs/scenario-format.md
    .venv/bin/python -m oracle.scenario.format_doc --check  # exit 1 when it is out of date

``KEYS`` says what each key of the format means; the key's kind of value comes from the schema's
spec. ``tests/test_format_doc.py`` checks that every key of the schema has a meaning here and that
the committed page is what ``render()`` writes. Keys marked *ours* extend the shared contract
(../shared/SCENARIO-FORMAT.md) without changing anything it defines.
"""

from __future__ import annotations

import sys
from pathlib import Path

from oracle.engine.catalog import TEST_KEYS
from oracle.engine.notation import ATTACHED_KEYS, BASE_KEYS, ENTRY_KEYS, PLAYER_KEYS, SETUP_KEYS

from . import schema
from .schema import Map, OneOf

PAGE = Path(__file__).resolve().parent.parent.parent / "docs" / "scenario-format.md"
OURS = "*(ours)*"

# path -> meaning; a meaning starting with OURS is one of the project's extensions
KEYS = {
    "id": "the scenario's id, e.g. `rules/tie-for-first` (its path under scenarios/ without `.yaml`)",
    "title": "one line saying what it shows",
    "cites": "corpus section or ruling ids this demonstrates; each must exist",
    "seed": "seeds every shuffle (default 0)",
    "cards": "test-only cards, without abilities (below)",
    "setup": "the board before the first step (below)",
    "steps": "what happens, in order (below)",
    "expect": "the checks after the last step (below)",
    "printing": f"{OURS} older printings to play: card name -> label, e.g. `{{Mindraker: original}}`. Every "
                "copy of that card in the game has that printing's text and ability (the labels are the card's "
                "`previous_versions`, shown on its page; `current` is today's text, the default). An unknown "
                "card or label is an invalid file naming the known labels; no printing is ever used unless asked",
    "coins": f"{OURS} the results of the game's first coin flips, in order (`heads` or `tails`), e.g. "
             "`[heads, tails]`; once they are used, flips are random again (from `seed`). Without it every "
             "flip is random. A coin still unflipped when the scenario ends is a failure (key `coins`); a value "
             "other than heads or tails is an invalid file",
    "allow_unimplemented": f"{OURS} `true`: cards whose ability is not implemented are blank instead of refused",
    "known_failure": f"{OURS} the official result the engine does not reach yet: an expected failure under "
                     "pytest, which fails once the scenario passes",
    "description": f"{OURS} informational", "notes": f"{OURS} informational", "tags": f"{OURS} informational",
    "rulings": f"{OURS} informational", "source": f"{OURS} informational",

    "cards.name": "the card's name", "cards.type": "minion, action, base, titan, monster, treasure, or "
                                                   f"{OURS} fusion (a minion/action card)",
    "cards.power": "printed power (minions, monsters, treasures; " + f"{OURS} actions that grant power)",
    "cards.play_on": "an action played on a `base` or a `minion` (omit for a standard action)",
    "cards.breakpoint": "a base's breakpoint", "cards.vp": "a base's VP awards `[1st, 2nd, 3rd]`",
    "cards.treasure": "a monster's treasure number", "cards.undead": "a monster is undead",
    "cards.as_type": "a treasure is played as a `minion` or an `action`",
    "cards.text": f"{OURS} informational", "cards.monsters": f"{OURS} a base's monster number",
    "cards.instead_of": f"{OURS} a titan may be played by a `play:` step instead of that regular play",
    "cards.faction": f"{OURS} informational",

    "setup.players": "in seat order (clockwise turn order): a name, or a mapping (below)",
    "setup.current": "whose turn it is (default: the first player)",
    "setup.phase": "start, play, score, draw or end (default play)",
    "setup.turn": f"{OURS} the turn number (default 1)",
    "setup.plays": "the normal plays the current player already used this turn (default 0 and 0)",
    "setup.plays.minions": "minion plays used", "setup.plays.actions": "action plays used",
    "setup.bases": "bases in play, in table order: a name, or a mapping (below)",
    "setup.base_deck": "top first", "setup.base_discard": "top first", "setup.monster_deck": "top first",
    "setup.monster_discard": "top first", "setup.treasure_deck": "top first", "setup.treasure_discard": "top first",
    "setup.madness": "cards left in the Madness deck (omit it when the Madness deck is not in the game)",

    "setup.players.name": "the player's name", "setup.players.vp": "VP (default 0)",
    "setup.players.factions": "informational", "setup.players.hand": "cards in hand",
    "setup.players.deck": "top first", "setup.players.discard": "the discard pile",
    "setup.players.titans": "titans set aside near the player",
    "setup.players.stasis": f"{OURS} cards in stasis: a name or `{{card, as, stasis: N, stored: [...]}}` (N stasis "
                            "counters; `stored`: the cards stored under it, entries as for actions on a minion)",

    "setup.bases.base": "the base's name", "setup.bases.as": "an `as:` name for the base",
    "setup.bases.minions": "minions on the base (entries below)",
    "setup.bases.actions": "actions played on the base (entries below)",
    "setup.bases.titans": "titans on the base (entries below)",
    "setup.bases.buried": "cards buried at the base (entries below)",

    "setup.players.extras": f"{OURS} extra plays the player may still make this turn (rules/extra-cards): "
                            "`minion`, `action` or `minion_or_action`, or `{kind, reason, any_phase: true}` (usable "
                            "outside Play Cards); extras limited to some cards or a base are not written",

    "entry.card": "the card's name", "entry.as": "an `as:` name, to refer to this copy",
    "entry.controller": "who controls it (only a monster has none)",
    "entry.owner": "whose card it is (default: the controller; monsters and treasures have none)",
    "entry.counters": "+1 power counters on it", "entry.actions": "actions played on this minion or titan (below)",
    "entry.stored": f"{OURS} cards stored face down under this card (compilation/ Storage), entries as for actions "
                    "on a minion (default controller: this card's)",

    "attached.card": "the action's name", "attached.as": "an `as:` name",
    "attached.controller": "who controls it (default: the minion's controller)",
    "attached.owner": "whose card it is (default: its controller)",

    "steps.play": "play this card from the hand (or, " + f"{OURS} from stasis, or a titan set aside)",
    "steps.talent": "use the talent of this card in play",
    "steps.special": "use this card's Special ability when it is the player's to use",
    "steps.base": "the base a card is played on", "steps.on": "the minion an action is played on",
    "steps.advance": "run the turn forward to the start of: score, draw, end, next (the next player's turn), "
                     f"or {OURS} start, play",
    "steps.player": "who acts (default: the current player)",
    "steps.play_as": f"{OURS} a fusion is played as a `minion` or an `action`",
    "steps.expect": "a checkpoint: the same checks as the final `expect`",
    "steps.choose": "answers to the prompts this step raises, in order (see Prompts)",
    "steps.note": f"{OURS} informational",

    "expect.vp": "`{PLAYER: N}`", "expect.power": "`{CARD: N}` current power of a card in play",
    "expect.counters": f"{OURS} `{{CARD: N}}` +1 power counters on a card",
    "expect.deck_count": f"{OURS} `{{PLAYER: N}}` cards in a deck",
    "expect.breakpoint": "`{BASE: N}` current breakpoint",
    "expect.totals": "`{BASE: {PLAYER: N}}` each player's total power at a base",
    "expect.at": "`{CARD: WHERE}`: `hand of P`, `deck of P`, `discard of P`, a base, `on CARD`, `buried at BASE`, "
                 "`set aside`, `madness deck`, `monster discard`, `treasure discard`, `box`, "
                 f"{OURS} `stasis of P`, `stored under CARD`",
    "expect.controller": "`{CARD: PLAYER}` (" + f"{OURS} `none` for a monster)",
    "expect.hand": "`{PLAYER: [CARD, ...]}` exact contents, any order",
    "expect.discard": "`{PLAYER: [CARD, ...]}` exact contents, any order",
    "expect.deck": "`{PLAYER: [CARD, ...]}` exact, top first",
    "expect.bases": "bases in play, in table order",
    "expect.current": "whose turn it is", "expect.phase": "the phase",
    "expect.winner": "a player, or `none`; " + f"{OURS} a list when Madness makes players share the win",
    "expect.error": "the step just before was refused with a message containing this text",
    "expect.log": "texts that appear in the event log in this order",
    "expect.no_log": f"{OURS} texts that must not appear in the event log",
}

# (title, path prefix in KEYS, the spec, the keys other parts of the code read)
SECTIONS = [
    ("The file", "", schema.SCENARIO, None),
    ("`cards[]`: test-only cards", "cards", schema.TEST_CARD, TEST_KEYS),
    ("`setup`", "setup", schema.SETUP, SETUP_KEYS),
    ("`setup.plays`", "setup.plays", schema.SETUP.fields["plays"], ("minions", "actions")),
    ("`setup.players[]`", "setup.players", schema.PLAYER_SPEC, PLAYER_KEYS),
    ("`setup.bases[]`", "setup.bases", schema.BASE_SPEC, BASE_KEYS),
    ("Cards on a base (`minions[]`, `actions[]`, `titans[]`, `buried[]`)", "entry", schema.ENTRY, ENTRY_KEYS),
    ("Actions on a minion or titan (`actions[]` of an entry)", "attached", schema.ATTACHED, ATTACHED_KEYS),
    ("`steps[]`", "steps", schema.STEP, None),
    ("`expect` (and checkpoints)", "expect", schema.EXPECT, None),
]

INTRO = """# The scenario format (reference)

<!-- generated by `python -m oracle.scenario.format_doc` from oracle/scenario/schema.py; do not edit -->

A scenario is one YAML file under `scenarios/`: a board (`setup`), steps run through the engine, and
the official result (`expect`). The shared contract is ../shared/SCENARIO-FORMAT.md (a public
interface: files written by outsiders keep running); this page lists every key the runner accepts,
generated from the schema the runner checks files with, so the two cannot disagree. Keys marked
*(ours)* are the project's extensions. The same `setup` mapping is the engine's notation for a board:
`Game.from_setup(setup)` / `game.to_setup()` (docs/architecture.md, "A board in and out").

A card is written as its name, or as a mapping `{card: NAME, as: ALIAS, ...}`; a player or a base as
its name, or as a mapping. A name is a library card (case and curly quotes ignored; a slug where
several cards share a name), `Madness`, or a test-only card from `cards:`.
"""

PROMPTS = """## Prompts (answers in `choose:`)

Each step answers, in order, the prompts it raises; an answer may be `{player: NAME, answer: X}` to
also check whose prompt it is. A prompt with no scripted answer stops the run with an error that
names the prompt, the player and every option; answers left over when the step ends are an error.

| prompt | answer |
| --- | --- |
| a target ("choose a minion") | a card reference (its `as:` name, or its name when only one such card is offered) |
| "you may" with a target | the target, or `pass` |
| "you may" with no target | `yes` or `no` |
| "any number of" / "up to N" | a list (possibly empty); one pick may be written bare |
| a destination | a base; a card moved to "another base" asks one prompt per card, in the order picked |
| cards put back on a deck "in any order" | one prompt per card, the first pick ending on top; the last card, and cards that are all the same, are not asked *(ours)* |
| a Me First! window | asked in turn from the current player clockwise, only of players with something to play: that card, or `pass` |
| which base scores first, the order of simultaneous abilities | a base / a card |
| a word (the Madness card: `draw` or `return`) | the word |

Identical cards without `as:` names in the same hidden zone (a hand, a deck) are told apart by name
alone (*(ours)*); in play, an ambiguous name is an error listing the candidates.
"""

RESULTS = """## Results *(ours)*

`error.kind` is `invalid` (exit 2), `unimplemented`, `prompt` (an unscripted prompt) or `limit` (a run
limit was exceeded). Failures carry the `step` index of the checkpoint (absent for the final
`expect`); a refused step's failure also carries `attempt`, the events of the undone attempt.
`oracle run FILE --setup-after` prints the board after the run as setup YAML.
"""


def _map(spec):
    """The mapping form of a spec (a ``OneOf`` holds a name form and a mapping form)."""
    if isinstance(spec, Map):
        return spec
    if isinstance(spec, OneOf):
        for s in spec.specs:
            if isinstance(s, Map):
                return s
    raise TypeError(f"no mapping form in {spec!r}")


def paths() -> list:
    """Every key path of the format, as ``KEYS`` names them."""
    out = []
    for _, prefix, spec, _ in SECTIONS:
        out.extend(f"{prefix}.{k}" if prefix else k for k in _map(spec).fields)
    return out


def render() -> str:
    parts = [INTRO]
    for title, prefix, spec, _ in SECTIONS:
        rows = ["| key | value | meaning |", "| --- | --- | --- |"]
        for k, sub in _map(spec).fields.items():
            rows.append(f"| `{k}` | {sub.what} | {KEYS[f'{prefix}.{k}' if prefix else k]} |")
        parts.append(f"## {title}\n\n" + "\n".join(rows) + "\n")
    parts += [PROMPTS, RESULTS]
    return "\n".join(parts)


def main(argv) -> int:
    text = render()
    if "--check" in argv:
        same = PAGE.exists() and PAGE.read_text(encoding="utf-8") == text
        print("docs/scenario-format.md is " + ("up to date" if same else "out of date"))
        return 0 if same else 1
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
