"""One door for abilities (issue 15): ability code in oracle/abilities/ changes the game only through
the context's verbs (oracle/engine/context.py). This test fails on any raw call there: a card put into a
zone by hand (``game.put``), an affect made without the context (``affects.destroy``, ``affects.move``,
...), a lasting effect ended by hand, or a deck shuffled or reordered by hand."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RAW = {
    r"\bgame\.put\(": "ctx.put / ctx.to_hand / ctx.to_deck / ctx.to_discard / ctx.set_aside",
    r"\b(affects|effects)\.(destroy|move|return_to_hand|place_counters|remove_counters|add_power|take_control)\(":
        "the ctx verb of the same name (by= another player, or None)",
    r"\beffects\.remove_from_play\(": "ctx.leave_play (a rule) or ctx.place (an affect)",
    r"\beffects\.forget_card\(": "ctx.forget_card",
    r"\.effects\.remove\(": "ctx.end_effect",
    r"\brng\.shuffle\(": "ctx.shuffle (or ctx.shuffle_deck for a player's deck)",
    r"\[:\]\s*=": "ctx.reorder (or ctx.shuffle)",
    r"\bshuffle_discard_into_deck\(": "ctx.refill_deck",
}


def raw_calls(root: Path) -> list[str]:
    out = []
    for path in sorted((root / "oracle/abilities").rglob("*.py")):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            for pattern, verb in RAW.items():
                if re.search(pattern, code):
                    out.append(f"{path.relative_to(root)}:{n}: {line.strip()}  -> use {verb}")
    return out


def test_abilities_change_the_game_only_through_ctx_verbs():
    found = raw_calls(ROOT)
    assert not found, "raw calls in oracle/abilities:\n" + "\n".join(found)


def test_the_check_finds_a_raw_call(tmp_path):
    (tmp_path / "oracle/abilities").mkdir(parents=True)
    (tmp_path / "oracle/abilities/x.py").write_text("def f(ctx, c):\n    ctx.game.put(c, ctx.player.hand)\n")
    assert len(raw_calls(tmp_path)) == 1
