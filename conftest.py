"""pytest collection of every ``scenarios/**/*.yaml`` as its own test item, named by scenario id.

This file sits at the repository's root so that pytest loads it whatever paths
it is given. The items are added when the run covers the whole suite (no paths,
the repository, or the ``tests`` folder) or names scenario files or folders,
e.g. ``pytest scenarios/cards/robots``, ``pytest scenarios/rules/x.yaml`` or
``pytest -k tie-fighter``; each scenario is collected exactly once.

A scenario refused because a card's ability is not implemented is an expected
failure (xfail) naming the card. A scenario with a top-level ``known_failure:
"<reason>"`` is an expected failure too, and fails when it passes, so the
mark is removed as soon as the engine is fixed (docs/abilities.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle import yamlio

ROOT = Path(__file__).resolve().parent
SCENARIOS = ROOT / "scenarios"


class ScenarioFailed(Exception):
    pass


class ScenarioFile(pytest.File):
    def collect(self):
        sid = None
        try:
            data = yamlio.safe_load(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("id"):
                sid = str(data["id"])
        except Exception:
            pass
        yield ScenarioItem.from_parent(self, name=sid or self.path.stem)


UNIMPLEMENTED = "ability is not implemented"


def _unimplemented_reason(result: dict) -> str | None:
    """The refusal that says a card's ability is not implemented yet, if any.

    Such a scenario states the official result for a card the engine cannot play
    yet; it is reported as an expected failure naming the card, never as a pass.
    """
    texts = [(result.get("error") or {}).get("message") or ""]
    texts += [str(f.get("actual")) for f in result.get("failures", [])]
    texts += [e.get("text", "") for e in result.get("log", [])]
    for text in texts:
        if UNIMPLEMENTED in text:
            return text.split("(set allow_unimplemented")[0].strip()
    return None


class ScenarioItem(pytest.Item):
    def runtest(self):
        from oracle.scenario import run_file

        r = run_file(self.path)
        known = _known_failure(self.path)
        if r["passed"]:
            if known:
                pytest.fail(f"scenario passes now: remove its known_failure ({known})", pytrace=False)
            return
        if known:
            pytest.xfail(f"known failure: {known}")
        reason = _unimplemented_reason(r)
        if reason:
            pytest.xfail(reason)
        raise ScenarioFailed(r)

    def repr_failure(self, excinfo):
        if not isinstance(excinfo.value, ScenarioFailed):
            return super().repr_failure(excinfo)
        r = excinfo.value.args[0]
        lines = [f"scenario {r.get('id')} ({self.path}) failed"]
        err = r.get("error")
        if err:
            lines.append(f"  error at line {err.get('line')} [{err.get('key')}]: {err.get('message')}")
            if err.get("suggestions"):
                lines.append(f"  suggestions: {', '.join(map(str, err['suggestions']))}")
        for f in r.get("failures", []):
            lines.append(f"  {f['key']}: expected {f['expected']!r}, got {f['actual']!r}")
            for t in f.get("attempt") or []:
                lines.append(f"      (undone) {t}")
        lines.append("  log:")
        for e in r.get("log", []):
            lines.append(f"    - {e['text']}  [{', '.join(e['cites'])}]")
        return "\n".join(lines)

    def reportinfo(self):
        return self.path, 0, f"scenario: {self.name}"


def _known_failure(path: Path) -> str | None:
    """A scenario's ``known_failure`` reason: an engine bug recorded, not hidden."""
    try:
        data = yamlio.safe_load(path.read_text(encoding="utf-8"))
    except Exception:
        return None
    return str(data["known_failure"]) if isinstance(data, dict) and data.get("known_failure") else None


def _wanted(config):
    args = [Path(a.split("::")[0]).resolve() for a in config.args]
    if not args:
        return [SCENARIOS]
    out = []
    for a in args:
        if a in (ROOT, ROOT / "tests"):
            out.append(SCENARIOS)
        elif a == SCENARIOS or SCENARIOS in a.parents:
            out.append(a)
    return out


def pytest_collect_file(file_path, parent):
    # scenario files named directly on the command line (pytest scenarios/rules/x.yaml)
    if file_path.suffix == ".yaml" and SCENARIOS in file_path.parents:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session, config, items):
    roots = _wanted(config)
    if not roots or not SCENARIOS.is_dir():
        return
    have = {str(getattr(i, "path", "")) for i in items if isinstance(i, ScenarioItem)}
    for root in roots:
        files = [root] if root.is_file() else sorted(root.rglob("*.yaml"))
        for f in files:
            if str(f) in have:
                continue
            have.add(str(f))
            col = ScenarioFile.from_parent(session, path=f)
            items.extend(col.collect())
