"""One entry per rule: which corpus sections state the same rule in several documents.

The seed README's precedence decides which copy is shown: the newest official text
(003, The Bigger Geekier Box rulebook), then the official web rules (000), the
Munchkin rulebook (001), the community compilation (002), the community wiki (004).
The other copies are listed as ``also_in`` under it and never get a result of their own.

The groups are reviewed and committed in ``corpus/same_rules.yaml``;
``python -m oracle.search.same_rules`` proposes groups from the corpus (same title,
or bodies that share most of their words) for a reviewer to check. A section that
another one supersedes (its front matter's ``superseded_by``) is never merged: it
is a different, older answer, shown as superseded beside its replacement.
"""

from __future__ import annotations

import re
from pathlib import Path

from oracle import paths

SAME_RULES_FILE = "same_rules.yaml"

#: Source file prefix -> precedence (lower wins), from ../shared/seeds/README.
PRECEDENCE = {"003": 0, "000": 1, "001": 2, "002": 3, "004": 4}


def precedence(file: str | None) -> int:
    return PRECEDENCE.get((file or "")[:3], 9)


def path(corpus_dir: Path | None = None) -> Path:
    return Path(corpus_dir or paths.CORPUS_DIR) / SAME_RULES_FILE


def load(corpus_dir: Path | None = None) -> list[list[str]]:
    """The reviewed groups, each a list of section ids, the copy shown first."""
    from oracle import yamlio

    file = path(corpus_dir)
    if not file.exists():
        return []
    data = yamlio.safe_load(file.read_text(encoding="utf-8")) or []
    return [[str(i) for i in group] for group in data if isinstance(group, list) and len(group) > 1]


def canonical_map(groups: list[list[str]]) -> dict[str, str]:
    """``{copy id: id of the copy shown}`` for every non-shown copy."""
    out: dict[str, str] = {}
    for group in groups:
        for other in group[1:]:
            out[other] = group[0]
    return out


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", (text or "").lower().replace("+1", "plus 1")))


def propose(sections: list[dict], threshold: float = 80.0) -> list[list[str]]:
    """Candidate groups from ``sections`` (dicts with id, title, file, superseded_by, body_md).

    Two sections from different documents are the same rule when their titles are equal
    (ignoring case and punctuation) and their bodies are alike, or when their bodies are nearly the
    same text (``threshold``, rapidfuzz token_sort_ratio). Superseded sections and
    sections of the same document stay apart. Each group is ordered by precedence.
    """
    from rapidfuzz import fuzz

    live = [s for s in sections if not s.get("superseded_by")]
    parent = {s["id"]: s["id"] for s in live}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    bodies = {s["id"]: _norm(s.get("body_md") or "")[:4000] for s in live}
    docs = {s["id"]: {precedence(s.get("file"))} for s in live}  # each group: one copy per document
    for i, a in enumerate(live):
        for b in live[i + 1:]:
            if precedence(a.get("file")) == precedence(b.get("file")):
                continue
            same_title = _norm(a["title"]) == _norm(b["title"])
            if not bodies[a["id"]] or not bodies[b["id"]]:
                continue
            if same_title:
                alike = fuzz.token_set_ratio(bodies[a["id"]], bodies[b["id"]]) >= 50
            else:  # whole bodies nearly the same, lengths included
                alike = fuzz.token_sort_ratio(bodies[a["id"]], bodies[b["id"]]) >= threshold
            ra, rb = find(a["id"]), find(b["id"])
            if alike and ra != rb and not docs[ra] & docs[rb]:
                parent[ra] = rb
                docs[rb] |= docs[ra]
    groups: dict[str, list[dict]] = {}
    for s in live:
        groups.setdefault(find(s["id"]), []).append(s)
    out = []
    for members in groups.values():
        if len(members) > 1:
            members.sort(key=lambda s: (precedence(s.get("file")), s["id"]))
            out.append([s["id"] for s in members])
    return sorted(out)


def main() -> None:  # pragma: no cover - a reviewer's tool
    import sqlite3

    con = sqlite3.connect(paths.db_path())
    con.row_factory = sqlite3.Row
    rows = [dict(r) for r in con.execute("select id, title, file, superseded_by, body_md from sections")]
    for group in propose(rows):
        print("- [" + ", ".join(group) + "]")


if __name__ == "__main__":  # pragma: no cover
    main()
