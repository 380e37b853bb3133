"""Golden playthroughs: full seeded games with real cards replay exactly as their committed logs.

A difference means the engine now plays these games differently. If the change is intended, run
``.venv/bin/python scripts/regen_golden.py`` and review ``git diff tests/golden`` before committing.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from oracle import yamlio
from oracle.engine.playout import playthrough

GOLDEN = Path(__file__).resolve().parent / "golden"
GAMES = yamlio.safe_load((GOLDEN / "games.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", GAMES, ids=[g["name"] for g in GAMES])
def test_playthrough_matches_its_golden_log(entry):
    expected = (GOLDEN / f"{entry['name']}.txt").read_text(encoding="utf-8")
    got = playthrough(entry)
    if got != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), got.splitlines(True),
                                                 "golden", "now", n=2))[:60])
        pytest.fail(f"{entry['name']} plays differently (scripts/regen_golden.py after an intended change):\n{diff}")


def test_golden_games_end_with_a_winner():
    for entry in GAMES:
        last = (GOLDEN / f"{entry['name']}.txt").read_text(encoding="utf-8").split("\n-- turn ", 1)[1]
        assert "winner: none" not in last.splitlines()[0], entry["name"]
