"""pytest collects scenario files wherever it is pointed (the root conftest.py), each exactly once."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def collected(*args):
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
                         cwd=ROOT, capture_output=True, text=True, timeout=300).stdout
    return [line for line in out.splitlines() if "::" in line]


def test_a_folder_under_scenarios_collects_its_files_once():
    folder = ROOT / "scenarios" / "rules"
    files = sorted(str(p.relative_to(ROOT)) for p in folder.rglob("*.yaml"))
    items = collected("scenarios/rules")
    assert len(items) == len(set(items))
    assert sorted(i.split("::")[0] for i in items) == files


def test_one_scenario_file_and_a_test_module_together():
    one = sorted((ROOT / "scenarios" / "rules").glob("*.yaml"))[0].relative_to(ROOT)
    items = collected(str(one), "tests/test_engine_turn.py")
    scen = [i for i in items if i.startswith("scenarios/")]
    assert [i.split("::")[0] for i in scen] == [str(one)]
    assert any(i.startswith("tests/test_engine_turn.py::") for i in items)


def test_every_scenario_states_an_expected_result():
    """A scenario that checks nothing cannot fail: each has a final `expect` or a checkpoint, and no
    empty one (SCENARIO-FORMAT.md: the expected result comes from the official text it cites)."""
    from oracle import yamlio

    empty = []
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")):
        data = yamlio.safe_load(path.read_text(encoding="utf-8"))
        checks = [data.get("expect")] + [s.get("expect") for s in data.get("steps") or [] if isinstance(s, dict)]
        if not any(c for c in checks):
            empty.append(str(path.relative_to(ROOT)))
    assert not empty, f"{len(empty)} scenario(s) expect nothing: {empty[:10]}"
