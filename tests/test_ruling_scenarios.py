"""Rulings and the scenarios that prove them: the links agree both ways.

A ruling's ``scenarios`` field lists exactly the scenarios whose ``cites`` name
the ruling, so the build's ``verified`` (all listed scenarios pass) always rests
on scenarios that say what they demonstrate. The scenarios written for rulings
(``scenarios/rulings/``) are well-formed files that cite at least one ruling.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
import yaml

from oracle.paths import RULINGS_DIR
from oracle.rulings import load_rulings

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
RULING_SCENARIOS = SCENARIOS / "rulings"


def _load(path: Path):
    """A scenario file's data, or None if it vanished meanwhile or is not YAML (the runner reports those)."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return None


def _scenario_files() -> dict[str, Path]:
    """Scenario id -> file, for every scenario file under scenarios/."""
    found: dict[str, Path] = {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = _load(path)
        if isinstance(data, dict) and data.get("id"):
            found.setdefault(str(data["id"]), path)
    return found


@pytest.fixture(scope="module")
def rulings():
    return {r.id: r for r in load_rulings()}


@pytest.fixture(scope="module")
def scenarios() -> dict[str, dict]:
    out = {}
    for sid, path in _scenario_files().items():
        data = _load(path)
        if isinstance(data, dict):
            out[sid] = data | {"_path": path}
    return out


@pytest.fixture(scope="module")
def citing(rulings, scenarios) -> dict[str, set[str]]:
    """Ruling id -> ids of the scenarios that cite it."""
    out: dict[str, set[str]] = defaultdict(set)
    for sid, data in scenarios.items():
        for cite in data.get("cites") or []:
            if cite in rulings:
                out[cite].add(sid)
    return out


def test_scenario_ids_are_unique():
    seen: dict[str, Path] = {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = _load(path)
        if isinstance(data, dict) and data.get("id"):
            sid = str(data["id"])
            assert sid not in seen, f"{sid} is the id of both {seen[sid]} and {path}"
            seen[sid] = path


def test_every_listed_scenario_exists(rulings, scenarios):
    missing = [(rid, sid) for rid, r in rulings.items() for sid in r.scenarios if sid not in scenarios]
    assert missing == []


def test_no_scenario_listed_twice(rulings):
    for rid, r in rulings.items():
        assert len(r.scenarios) == len(set(r.scenarios)), rid


def test_every_citing_scenario_is_listed(rulings, citing):
    # a ruling on an older printing lists the scenarios of that printing; the one showing today's text
    # (its printing's ``today_scenario``) may cite it without being listed
    unlisted = [(rid, sid) for rid, sids in citing.items() for sid in sorted(sids)
                if sid not in rulings[rid].scenarios
                and sid not in {p.get("today_scenario") for p in rulings[rid].printing}]
    assert unlisted == [], "run `python tests/test_ruling_scenarios.py` to relink"


def test_every_listed_scenario_cites_the_ruling(rulings, scenarios):
    stray = [(rid, sid) for rid, r in rulings.items() for sid in r.scenarios
             if sid in scenarios and rid not in (scenarios[sid].get("cites") or [])]
    assert stray == [], "run `python tests/test_ruling_scenarios.py` to relink"


def test_ruling_scenarios_are_named_by_their_path(scenarios):
    for sid, data in scenarios.items():
        path = data["_path"]
        if RULING_SCENARIOS in path.parents:
            assert sid == path.relative_to(SCENARIOS).with_suffix("").as_posix(), path


def test_ruling_scenarios_cite_a_ruling(rulings, scenarios):
    for sid, data in scenarios.items():
        if RULING_SCENARIOS in data["_path"].parents:
            cites = data.get("cites") or []
            assert any(c in rulings for c in cites), f"{sid} cites no ruling"
            group = sid.split("/")[1]
            assert any(c.split("/")[0] == group for c in cites if c in rulings), \
                f"{sid} is filed under {group} but cites no ruling of that group"


def test_testable_rules_level_rulings_have_scenarios(rulings):
    bare = [rid for rid, r in rulings.items()
            if rid.startswith("rules/") and not r.not_testable and not r.superseded_by and not r.scenarios]
    assert bare == []


def test_ruling_scenarios_are_well_formed():
    """Every scenario written for a ruling loads and runs: a failure is a result, an invalid file is not."""
    from oracle.scenario import run_file

    bad = []
    for path in sorted(RULING_SCENARIOS.rglob("*.yaml")):
        err = run_file(path).get("error")
        if err and err.get("kind") in ("invalid", "internal", "limit"):
            bad.append(f"{path.relative_to(ROOT)}: line {err.get('line')} [{err.get('key')}] {err.get('message')}")
    assert bad == []


def test_rulings_dir_matches_ids(rulings):
    for rid in rulings:
        assert (RULINGS_DIR / f"{rid}.yaml").is_file(), rid


# ----------------------------------------------------------------------------------------------
# Re-linking: ``python tests/test_ruling_scenarios.py`` rewrites every ruling's ``scenarios:`` field
# to the scenarios that cite it, changing nothing else in the file (not even its YAML style).

_FIELD = None


def relink(dry_run: bool = False) -> list[str]:
    """Set each ruling's ``scenarios`` to the sorted ids of the scenarios citing it; return changed ids."""
    import re

    global _FIELD
    if _FIELD is None:
        _FIELD = re.compile(r"^scenarios:(?: \[\])?\n(?:- .*\n)*", re.M)
    ruling_files = {p.relative_to(RULINGS_DIR).with_suffix("").as_posix(): p
                    for p in sorted(RULINGS_DIR.rglob("*.yaml"))}
    cited: dict[str, set[str]] = defaultdict(set)
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = _load(path)
        if not isinstance(data, dict) or not data.get("id"):
            continue
        for cite in data.get("cites") or []:
            if cite in ruling_files:
                cited[cite].add(str(data["id"]))
    changed = []
    for rid, path in ruling_files.items():
        text = path.read_text(encoding="utf-8")
        ids = sorted(cited.get(rid, ()))
        field = "scenarios:" + (" []\n" if not ids else "\n" + "".join(f"- {i}\n" for i in ids))
        found = list(_FIELD.finditer(text))
        if len(found) != 1:
            raise ValueError(f"{path}: expected exactly one scenarios: field, found {len(found)}")
        new = text[:found[0].start()] + field + text[found[0].end():]
        if new != text:
            before, after = yaml.safe_load(text), yaml.safe_load(new)
            before.pop("scenarios", None)
            after.pop("scenarios", None)
            if before != after:
                raise ValueError(f"{path}: relinking would change more than the scenarios field")
            changed.append(rid)
            if not dry_run:
                path.write_text(new, encoding="utf-8")
    return changed


if __name__ == "__main__":
    for rid in relink():
        print("relinked", rid)
