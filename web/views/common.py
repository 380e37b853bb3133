"""Helpers the views share: scenario display and citation links."""

from __future__ import annotations

from typing import Any

import yaml

from web import db
from web.services import url_for_cite
from oracle import yamlio


def _flow(value: Any) -> str:
    if isinstance(value, (list, dict)):
        return yaml.safe_dump(value, default_flow_style=True, width=10**6, allow_unicode=True).strip()
    return str(value)


def step_label(step: Any) -> str:
    """A one-line description of a scenario step (``play: Ninja Acolyte, base: X``)."""
    if not isinstance(step, dict):
        return str(step)
    parts = []
    for key, value in step.items():
        if key in ("expect", "choose"):
            continue
        # YAML 1.1 reads a bare ``on:`` key as true; the scenario loader reads it as ``on``
        parts.append(f"{'on' if key is True else key}: {_flow(value)}")
    if "choose" in step:
        parts.append(f"choose: {_flow(step['choose'])}")
    if "expect" in step:
        parts.append("checkpoint: " + _flow(step["expect"]))
    return ", ".join(parts)


def parse_steps(text: str | None) -> list[str]:
    try:
        doc = yamlio.safe_load(text or "") or {}
    except yaml.YAMLError:
        return []
    steps = doc.get("steps") if isinstance(doc, dict) else None
    return [step_label(s) for s in steps] if isinstance(steps, list) else []


def group_log(log: list[dict], labels: list[str], complete: bool = True) -> list[dict]:
    """The event log split by the step that produced each event.

    Every step of the file gets its group (a checkpoint logs nothing but is
    still a step); events with no step (setup) come first. When the run
    stopped early (``complete`` false), steps after the last one that logged
    are left out; a run that logged nothing has no groups.
    """
    groups: list[dict] = []
    by_step: dict[Any, dict] = {}

    def group(step: Any) -> dict:
        if step not in by_step:
            label = labels[step] if isinstance(step, int) and 0 <= step < len(labels) else None
            by_step[step] = {"step": step, "label": label, "events": []}
            groups.append(by_step[step])
        return by_step[step]

    events = [e if isinstance(e, dict) else {"text": str(e), "cites": []} for e in log or []]
    if any(e.get("step") is None for e in events):
        group(None)
    last_logged = max((e["step"] for e in events if isinstance(e.get("step"), int)), default=-1)
    if not events:
        return []
    for i in range(len(labels)):
        if i <= last_logged or complete:
            group(i)
    for event in events:
        group(event.get("step"))["events"].append(event)
    return groups


def cite_links(ids: list[str]) -> list[dict]:
    kinds = db.known_ids([i for i in ids if isinstance(i, str)])
    return [{"id": i, "url": url_for_cite(i, kinds), "known": bool(kinds.get(i))} for i in ids if isinstance(i, str)]


def scenario_view(row: dict) -> dict:
    """Everything the scenario macro shows, from a ``scenarios`` row."""
    result = row.get("result") if isinstance(row.get("result"), dict) else {}
    labels = parse_steps(row.get("yaml"))
    log = result.get("log") or []
    all_cites = list(row.get("cites") or []) + [c for e in log if isinstance(e, dict) for c in (e.get("cites") or [])]
    kinds = db.known_ids([c for c in all_cites if isinstance(c, str)])
    passed = row.get("passed")
    if passed is None:
        passed = result.get("passed")
    return {
        "id": row.get("id"),
        "title": row.get("title") or result.get("title") or row.get("id"),
        "passed": bool(passed) if passed is not None else None,
        "has_run": bool(result),
        "error": result.get("error"),
        "failures": result.get("failures") or [],
        "before": result.get("board_before"),
        "after": result.get("board_after"),
        "groups": group_log(log, labels, complete=not result.get("error") and not result.get("pending_prompt")),
        "cites": [{"id": c, "url": url_for_cite(c, kinds), "known": bool(kinds.get(c))}
                  for c in (row.get("cites") or []) if isinstance(c, str)],
        "kinds": kinds,
        "yaml": row.get("yaml"),
        "path": row.get("path"),
        "printing": asked_printings(row.get("yaml")),
    }


def asked_printings(text) -> dict:
    """The older printings a scenario plays (its ``printing:`` mapping; {} for none or bad YAML)."""
    if not text or "printing:" not in text:
        return {}

    try:
        data = yamlio.safe_load(text)
    except Exception:
        return {}
    asked = data.get("printing") if isinstance(data, dict) else None
    return {str(k): str(v) for k, v in asked.items()} if isinstance(asked, dict) else {}


def controllers(base: dict) -> list[tuple[str, list[dict]]]:
    """A base's minions grouped by controller, in first-seen order."""
    groups: dict[str, list[dict]] = {}
    for m in base.get("minions") or []:
        groups.setdefault(m.get("controller") or "no controller", []).append(m)
    return list(groups.items())
