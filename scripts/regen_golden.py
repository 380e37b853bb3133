"""Regenerate the golden playthrough logs (tests/golden/*.txt) after an intended change.

    .venv/bin/python scripts/regen_golden.py [NAME ...]

Then read the diff (git diff tests/golden) before committing: every changed line is a change in
how the engine plays those games.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from oracle import yamlio  # noqa: E402
from oracle.engine.playout import playthrough  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def main(names) -> int:
    for entry in yamlio.safe_load((GOLDEN / "games.yaml").read_text(encoding="utf-8")):
        if names and entry["name"] not in names:
            continue
        path = GOLDEN / f"{entry['name']}.txt"
        text = playthrough(entry)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(text, encoding="utf-8")
        status = "new" if old is None else ("unchanged" if old == text else "CHANGED")
        print(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines, {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
