"""Claims of rulings, proven both ways, and the status of each ruling.

A ruling's official answer is split into claims (``claims:`` in its file, ``oracle.rulings``).
Each claim names the scenario(s) that show it, the expectation that shows it (``expect``) and
one written from the opposite answer (``contrary``). A claim is *proven* when, in every
scenario it names:

* the scenario passes (its own expectations hold),
* ``expect`` holds on the board the scenario ends with, and
* every check of ``contrary`` fails there (a contrary that partly holds does not tell the two
  answers apart).

A claim whose contrary holds, wholly or partly, is *hollow*: the scenario would pass whatever
the official answer said. A claim that cannot be checked (an unknown scenario, a contrary that
names a card not in the game...) is *invalid*. The build lists both and fails
(``oracle build`` exits non-zero). A claim whose scenario fails, or whose ``expect`` does not
hold, is *unproven*: the engine does not give the official answer (yet).

The status of a ruling (``ruling_status``), from the most to the least final:

``superseded``    a newer ruling replaced it (``superseded_by``); its scenarios show the new
                  answer, so it is never verified;
``not_testable``  no board can show the answer (``not_testable`` gives the reason);
``verified``      every claim proven both ways and every scenario of the ruling passes;
``partly``        some claims proven ("2 of 3 claims"), the others named;
``unproven``      no claim proven, or no claims written yet.
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Callable, Iterable

STATUSES = ("verified", "partly", "unproven", "not_testable", "superseded")


@dataclasses.dataclass
class ClaimResult:
    ruling_id: str
    n: int                      # 1-based, in the order of the file
    claim: str
    scenarios: list[str]
    outcome: str                # proven | hollow | invalid | unproven
    problem: str = ""           # why it is not proven

    @property
    def proven(self) -> bool:
        return self.outcome == "proven"

    def row(self) -> dict:
        return {"ruling_id": self.ruling_id, "n": self.n, "claim": self.claim,
                "scenarios": list(self.scenarios), "outcome": self.outcome, "problem": self.problem}


def _failures_text(failures: list[dict]) -> str:
    return "; ".join(f"{f.get('key')}: expected {f.get('expected')!r}, got {f.get('actual')!r}"
                     for f in failures[:3])


def _probes(claim: dict) -> list:
    """The claim's expect and contrary, as runner probes (after step N when it says ``after_step``)."""
    step = claim.get("after_step")
    if step is None:
        return [claim["expect"], claim["contrary"]]
    return [{"after_step": step, "expect": claim["expect"]}, {"after_step": step, "expect": claim["contrary"]}]


def _judge(claim: dict, sid: str, result: dict | None, first: int) -> tuple[str, str]:
    """(outcome, problem) of one claim in one scenario whose probes start at ``first``."""
    if result is None:
        return "invalid", f"unknown scenario '{sid}'"
    probes = result.get("probes")
    if not result.get("passed") or result.get("error") or probes is None:
        why = (result.get("error") or {}).get("message") if result.get("error") else None
        return "unproven", f"scenario '{sid}' does not pass" + (f" ({why})" if why else "")
    shown, contrary = probes[first], probes[first + 1]
    for label, probe in (("expect", shown), ("contrary", contrary)):  # a name not in the game...
        if probe.get("error"):
            return "invalid", f"{label} cannot be checked in '{sid}': {probe['error']}"
    if shown["failures"]:
        return "unproven", f"expect does not hold in '{sid}': {_failures_text(shown['failures'])}"
    failed = {f["key"] for f in contrary["failures"]}
    if not failed:
        return "hollow", f"contrary holds in '{sid}': the scenario passes whatever the answer"
    if len(contrary["failures"]) < contrary["checks"]:
        return "hollow", (f"part of the contrary holds in '{sid}' (only {', '.join(sorted(failed))} "
                          f"fail{'s' if len(failed) == 1 else ''}): keep only checks the opposite answer changes")
    return "proven", ""


def prove(claims: dict[str, list[dict]], scenario_paths: dict[str, Path],
          run: Callable[[list[Path], list[list[dict]]], Iterable[dict]],
          problems: dict[str, list[str]] | None = None) -> list[ClaimResult]:
    """Prove every claim: ``claims`` maps a ruling id to its claims (as ``oracle.rulings`` reads
    them), ``scenario_paths`` a scenario id to its file, and ``run(files, probes)`` gives each
    file's result with ``probes`` checked on its final board (``oracle.scenario.batch.run_files``).
    ``problems`` maps a ruling id to what is wrong with its claims' fields: such a ruling's claims
    are all invalid, and not run."""
    problems = problems or {}
    wanted: dict[str, list[dict]] = {}          # scenario id -> its probes
    where: list[tuple[str, int, dict, list[tuple[str, int]]]] = []
    for rid, items in claims.items():
        for n, claim in enumerate(items, 1):
            spots = []
            if not problems.get(rid):
                for sid in claim.get("scenarios", []):
                    if sid in scenario_paths:
                        probes = wanted.setdefault(sid, [])
                        spots.append((sid, len(probes)))
                        probes.extend(_probes(claim))
                    else:
                        spots.append((sid, -1))
            where.append((rid, n, claim, spots))
    order = list(wanted)
    results = dict(zip(order, run([scenario_paths[s] for s in order], [wanted[s] for s in order])))
    out = []
    for rid, n, claim, spots in where:
        text = str(claim.get("claim") or "")
        sids = list(claim.get("scenarios", []))
        if problems.get(rid):
            out.append(ClaimResult(rid, n, text, sids, "invalid", problems[rid][0]))
            continue
        outcome, problem = ("proven", "") if spots else (
            "unproven", str(claim.get("note") or "no scenario shows it yet"))
        for sid, first in spots:
            o, p = _judge(claim, sid, results.get(sid) if first >= 0 else None, first)
            if o != "proven":
                outcome, problem = o, p
                if o in ("hollow", "invalid"):
                    break
        out.append(ClaimResult(rid, n, text, sids, outcome, problem))
    return out


def ruling_status(superseded_by: str | None, not_testable: str | None, results: list[ClaimResult],
                  scenarios_passed: dict[str, bool]) -> tuple[str, str]:
    """(status, detail) of one ruling; see the module's docstring."""
    if superseded_by:
        return "superseded", f"superseded by {superseded_by}"
    if not_testable:
        return "not_testable", str(not_testable)
    if not results:
        if not scenarios_passed:
            return "unproven", "no scenario yet"
        return "unproven", "no claims written yet: the answer is not yet proven both ways"
    proven = [r for r in results if r.proven]
    failing = [s for s, ok in scenarios_passed.items() if not ok]
    if len(proven) == len(results) and not failing:
        return "verified", ("its claim is proven both ways" if len(results) == 1
                            else f"all {len(results)} claims proven both ways")
    detail = f"{len(proven)} of {len(results)} claims"
    unproven = [r for r in results if not r.proven]
    if unproven:
        detail += "; not proven: " + "; ".join(f"#{r.n} {r.claim}" for r in unproven)
    if failing:
        detail += "; failing scenario" + ("s" if len(failing) > 1 else "") + ": " + ", ".join(failing)
    return ("partly" if proven else "unproven"), detail


# --------------------------------------------------------------------------- CLI

def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rulings", nargs="*", metavar="RULING",
                        help="ruling ids or groups (e.g. rules, teddy-bears/cuddle); default: all")
    parser.add_argument("--all", action="store_true", help="list proven claims too (default: only the others)")


def command(args: argparse.Namespace) -> int:
    """``oracle claims [RULING|GROUP ...]``: what the build would find for these rulings' claims,
    from the files as they are now (exit 1 if a claim is hollow or invalid)."""
    from oracle.paths import SCENARIOS_DIR
    from oracle.rulings import claim_problems, load_rulings
    from oracle.scenario.batch import run_files

    wanted = [w.rstrip("/") for w in args.rulings]
    rulings = [r for r in load_rulings()
               if not wanted or any(r.id == w or r.id.startswith(w + "/") for w in wanted)]
    paths = _scenario_paths(SCENARIOS_DIR, {s for r in rulings for c in r.claims for s in c.get("scenarios", [])})
    results = prove({r.id: r.claims for r in rulings if r.claims}, paths,
                    lambda files, probes: list(run_files(files, probes=probes)),
                    {r.id: claim_problems(r) for r in rulings})
    by_ruling: dict[str, list[ClaimResult]] = {}
    for res in results:
        by_ruling.setdefault(res.ruling_id, []).append(res)
    counts = {"verified": 0, "partly": 0, "unproven": 0, "not_testable": 0, "superseded": 0}
    for r in rulings:
        mine = by_ruling.get(r.id, [])
        status, detail = ruling_status(r.superseded_by, r.not_testable, mine,
                                       {s: True for s in r.scenarios})  # scenarios' own runs: see the build
        counts[status] += 1
        if status == "verified" and not args.all:
            continue
        print(f"{status:<12} {r.id}: {detail}")
        for res in mine:
            if args.all or not res.proven:
                print(f"    {res.outcome:<9} #{res.n} {res.claim[:90]}" + (f"\n              {res.problem}"
                                                                            if res.problem else ""))
    proven = sum(res.proven for res in results)
    print(f"{len(rulings)} rulings: " + ", ".join(f"{v} {k}" for k, v in counts.items())
          + f"; claims {proven}/{len(results)} proven both ways")
    return 1 if any(res.outcome in ("hollow", "invalid") for res in results) else 0


def _scenario_paths(root: Path, ids: set[str]) -> dict[str, Path]:
    """Scenario id -> file, for the ids asked (a scenario's id is its path unless its file says)."""
    from oracle import yamlio

    found = {sid: root / f"{sid}.yaml" for sid in ids if (root / f"{sid}.yaml").is_file()}
    missing = ids - set(found)
    if missing:
        for path in sorted(root.rglob("*.yaml")):
            try:
                ident = str((yamlio.safe_load(path.read_text(encoding="utf-8")) or {}).get("id"))
            except Exception:
                continue
            if ident in missing:
                found[ident] = path
    return found
