"""``oracle run PATH... [--json] [--board] [--setup-after] [--jobs N]``: run scenarios and check their expectations.

Exit codes: 0 every expectation holds; 1 one fails; 2 a file is invalid.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .batch import run_files
from oracle.engine.notation import setup_yaml

from .board import board_text


def add_arguments(parser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or folders")
    parser.add_argument("--json", action="store_true", help="print one JSON object per scenario")
    parser.add_argument("--board", action="store_true", help="print the board before and after")
    parser.add_argument("--setup-after", action="store_true",
                        help="print the board after the run as setup YAML (the scenario format's setup:)")
    parser.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                        help="processes for many files (default: the cores, at most 4; 1: one after another)")


def scenario_files(paths) -> list[Path]:
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")))
        else:
            out.append(p)
    return out


def command(args) -> int:
    files = scenario_files(args.paths)
    code = 0
    counts = {"PASS": 0, "FAIL": 0, "INVALID": 0}
    if not files:
        print("no scenario files found", file=sys.stderr)
        return 2
    setup_after = getattr(args, "setup_after", False)
    for f, r in zip(files, run_files(files, jobs=args.jobs, setup_after=setup_after)):
        err = r.get("error")
        invalid = err is not None and err.get("kind") in ("invalid", None)
        if invalid:
            code = 2
        elif not r["passed"] and code == 0:
            code = 1
        if args.json:
            out = {k: r[k] for k in ("id", "passed", "failures", "log", "error", "title", "cites",
                                      "pending_prompt")}
            out["file"] = str(f)
            if args.board:
                out["board_before"], out["board_after"] = r["board_before"], r["board_after"]
            if setup_after:
                out["setup_after"] = r.get("setup_after")
            print(json.dumps(out, ensure_ascii=False))
            continue
        status = "PASS" if r["passed"] else ("INVALID" if invalid else "FAIL")
        counts[status] += 1
        print(f"{status} {r['id'] or f}  ({f})")
        if err:
            where = f"{err.get('file')}:{err.get('line')}" if err.get("line") else str(err.get("file"))
            key = f" [{err['key']}]" if err.get("key") else ""
            sugg = f" (did you mean: {', '.join(err['suggestions'])}?)" if err.get("suggestions") and invalid else ""
            print(f"  {where}{key}: {err['message']}{sugg}")
        for fl in r["failures"]:
            print(f"  {fl['key']}: expected {fl['expected']!r}, got {fl['actual']!r}")
            for t in fl.get("attempt") or []:
                print(f"      (undone) {t}")
        if args.board and r.get("board_before"):
            print("  board before:\n" + _indent(board_text(r["board_before"])))
        if args.board or not r["passed"]:
            for e in r["log"]:
                cites = f"  [{', '.join(e['cites'])}]" if e["cites"] else ""
                print(f"    - {e['text']}{cites}")
        if args.board and r.get("board_after"):
            print("  board after:\n" + _indent(board_text(r["board_after"])))
        if setup_after and r.get("setup_after"):
            print("  setup after:\n" + _indent(setup_yaml(r["setup_after"])))
    if not args.json and len(files) > 1:
        print(f"{len(files)} scenarios: {counts['PASS']} passed, {counts['FAIL']} failed, {counts['INVALID']} invalid")
    return code


def _indent(text):
    return "\n".join("    " + line for line in text.splitlines())
