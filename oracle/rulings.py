"""Rulings: one YAML file per official answer to a player's question.

A ruling lives at ``rulings/<group>/<slug>.yaml`` and its id is that path
without ``.yaml`` (``robots/warbot-cave-of-shinies``).  The fields are the
contract in ``docs/architecture.md``: ``id``, ``cards``, ``question``,
``answer`` (the official text, quoted exactly), ``source`` (``document``,
``section``, ``page``, ``file``), ``authority``, ``supersedes``,
``superseded_by``, ``cites`` (corpus ids), ``scenarios`` (scenario ids),
``see_also`` (ruling ids), ``not_testable`` (a reason, where no board can
show the answer), ``claims`` and ``printing``.  ``verified`` is never stored: the build computes it.

``printing`` names the older printing(s) of its cards that the ruling answers, where the official
answer was written for a text that has since changed::

    printing:
      - card: Mindraker
        label: original        # a label of the card's previous_versions (oracle/ingest/printings.yaml)
        today: Today's Mindraker is a standard action with no lock on Specials.   # today's answer
        today_scenario: cards/super-spies/mindraker-current-text-no-special-lock  # optional: shows it

Its scenarios ask for that printing (``printing: {Mindraker: original}``) and the ruling and card
pages show the answer on the old text, beside today's text and what ``today`` says of it.

``claims`` splits the official answer into the distinct statements it makes.  Each
claim is a mapping::

    - claim: It does cancel abilities granted by an action (e.g. Flighterizer).
      scenarios: [rulings/teddy-bears/cuddle-flighterizer]   # or scenario: <id>
      expect: {at: {Fluffy: Base A}}         # what the official answer shows
      contrary: {at: {Fluffy: Base B}}       # what the opposite answer would show
      after_step: 2                          # optional: check both right after step 2 (1-based)

``expect`` and ``contrary`` are scenario expectations (SCENARIO-FORMAT.md, ``expect``)
checked on the board each listed scenario ends with (or has after step ``after_step``).  The build proves a claim both
ways: every scenario passes, ``expect`` holds and each check of ``contrary`` fails
(``oracle.claims``).  A claim whose contrary holds is hollow and fails the build.

>>> rulings = load_rulings()
>>> problems = validate(rulings)          # [] when all is well
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import yaml

from oracle import yamlio
from oracle.names import name_key
from oracle.paths import RULINGS_DIR

AUTHORITIES = ("official rulebook", "official web rules", "community compilation", "community wiki")
REQUIRED = ("id", "cards", "question", "answer", "source", "authority")
KNOWN_FIELDS = frozenset(REQUIRED) | {
    "supersedes", "superseded_by", "cites", "scenarios", "see_also", "not_testable", "claims", "printing",
}
PRINTING_FIELDS = ("card", "label", "today", "today_scenario")
CLAIM_FIELDS = ("claim", "scenario", "scenarios", "expect", "contrary", "after_step", "note")
SOURCE_FIELDS = ("document", "section", "page", "file", "url")


class RulingError(ValueError):
    """A ruling file that cannot be read at all (bad YAML, not a mapping)."""

    def __init__(self, path: Path, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path


@dataclass
class Ruling:
    """One ruling, as read from its file."""

    id: str
    cards: list[str]
    question: str
    answer: str
    source: dict
    authority: str
    supersedes: list[str] = field(default_factory=list)
    superseded_by: str | None = None
    cites: list[str] = field(default_factory=list)
    scenarios: list[str] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)
    not_testable: str | None = None
    claims: list[dict] = field(default_factory=list)
    printing: list[dict] = field(default_factory=list)  # older printings it answers: {card, label, today}
    path: Path | None = None       # the file it came from (not a field of the file)
    raw: dict = field(default_factory=dict, repr=False)

    @property
    def group(self) -> str:
        """The folder below rulings/: a faction slug or a topic (``rules``, ``bases``)."""
        return self.id.split("/", 1)[0]

    @property
    def document(self) -> str:
        return (self.source or {}).get("document", "")

    @property
    def file(self) -> str:
        return (self.source or {}).get("file", "")

    def to_dict(self) -> dict:
        """The fields of the file, in contract order (what the build stores)."""
        return {
            "id": self.id, "cards": list(self.cards), "question": self.question, "answer": self.answer,
            "source": dict(self.source), "authority": self.authority, "supersedes": list(self.supersedes),
            "superseded_by": self.superseded_by, "cites": list(self.cites),
            "scenarios": list(self.scenarios), "see_also": list(self.see_also),
            "not_testable": self.not_testable, "claims": [dict(c) for c in self.claims],
            "printing": [dict(p) for p in self.printing],
        }


def _as_list(value) -> list:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


def read_ruling(path: Path, rulings_dir: Path = RULINGS_DIR) -> Ruling:
    """Read one ruling file.  Raises RulingError if it is not a YAML mapping."""
    path = Path(path)
    try:
        data = yamlio.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise RulingError(path, f"invalid YAML: {exc}") from exc
    if not isinstance(data, dict):
        raise RulingError(path, "a ruling file must be a YAML mapping")
    try:
        expected_id = path.relative_to(rulings_dir).with_suffix("").as_posix()
    except ValueError:
        expected_id = None
    return Ruling(
        id=str(data.get("id") or ""),
        cards=[str(c) for c in _as_list(data.get("cards"))],
        question=str(data.get("question") or ""),
        answer=str(data.get("answer") or ""),
        source=data.get("source") if isinstance(data.get("source"), dict) else {},
        authority=str(data.get("authority") or ""),
        supersedes=[str(s) for s in _as_list(data.get("supersedes"))],
        superseded_by=data.get("superseded_by") or None,
        cites=[str(c) for c in _as_list(data.get("cites"))],
        scenarios=[str(s) for s in _as_list(data.get("scenarios"))],
        see_also=[str(s) for s in _as_list(data.get("see_also"))],
        not_testable=data.get("not_testable") or None,
        claims=[_claim(c) for c in _as_list(data.get("claims"))],
        printing=[dict(p) if isinstance(p, dict) else {"_invalid": p} for p in _as_list(data.get("printing"))],
        path=path,
        raw=dict(data, _expected_id=expected_id),
    )


def _claim(value) -> dict:
    """One claim as plain data: ``scenario`` folded into ``scenarios`` (validate() judges the rest)."""
    if not isinstance(value, dict):
        return {"claim": value, "scenarios": [], "_invalid": "a claim is a mapping"}
    claim = dict(value)
    scenarios = _as_list(claim.pop("scenarios", None)) + _as_list(claim.pop("scenario", None))
    claim["scenarios"] = [str(s) for s in scenarios]
    return claim


def claim_problems(ruling: "Ruling") -> list[str]:
    """What is wrong with a ruling's claims, one line each (the build refuses such claims)."""
    problems = []
    for n, c in enumerate(ruling.claims, 1):
        where = f"{ruling.id}: claim {n}"
        if c.get("_invalid"):
            problems.append(f"{where}: {c['_invalid']}")
            continue
        unknown = set(c) - set(CLAIM_FIELDS)
        if unknown:
            problems.append(f"{where}: unknown field(s) {sorted(unknown)} (known: {', '.join(CLAIM_FIELDS)})")
        if not str(c.get("claim") or "").strip():
            problems.append(f"{where}: 'claim' states what the official answer says")
        for sid in c.get("scenarios", []):
            if sid not in ruling.scenarios:
                problems.append(f"{where}: scenario '{sid}' is not in the ruling's scenarios")
        step = c.get("after_step")
        if step is not None and (isinstance(step, bool) or not isinstance(step, int) or step < 1):
            problems.append(f"{where}: 'after_step' is a step number (1 is the first step)")
        for key in ("expect", "contrary"):
            if not c.get("scenarios") and key not in c:
                continue  # a claim not shown by any scenario yet: listed, unproven
            if not isinstance(c.get(key), dict) or not c.get(key):
                problems.append(f"{where}: '{key}' is a mapping of scenario expectations")
    return problems


def printing_problems(ruling: "Ruling", card_names=None) -> list[str]:
    """What is wrong with a ruling's ``printing`` entries: each names one of its cards and a label
    that card has (checked against the card library when ``card_names`` is the library's)."""
    problems = []
    library = getattr(card_names, "_library", None)
    for n, p in enumerate(ruling.printing, 1):
        where = f"{ruling.id}: printing {n}"
        if "_invalid" in p or set(p) - set(PRINTING_FIELDS) or not p.get("card") or not p.get("label"):
            problems.append(f"{where}: a printing is {{card: NAME, label: LABEL, today: TEXT, today_scenario: ID}}")
            continue
        if _name_key(str(p["card"])) not in {_name_key(c) for c in ruling.cards}:
            problems.append(f"{where}: card '{p['card']}' is not among the ruling's cards")
        if library is not None:
            try:
                labels = library.get(str(p["card"])).printing_labels
            except Exception:
                continue  # an unknown card is reported with the ruling's cards
            if str(p["label"]) not in labels[1:]:
                problems.append(f"{where}: {p['card']} has no older printing '{p['label']}' "
                                f"(its printings: {', '.join(labels)})")
    return problems


def load_rulings(rulings_dir: Path | str = RULINGS_DIR) -> list[Ruling]:
    """All rulings below ``rulings_dir``, sorted by id."""
    root = Path(rulings_dir)
    if not root.is_dir():
        return []
    rulings = [read_ruling(p, root) for p in sorted(root.rglob("*.yaml"))]
    return sorted(rulings, key=lambda r: r.id)


def by_id(rulings: Iterable[Ruling]) -> dict[str, Ruling]:
    return {r.id: r for r in rulings}


def for_card(rulings: Iterable[Ruling], name: str) -> list[Ruling]:
    """The rulings that name a card (case and curly quotes ignored)."""
    key = _name_key(name)
    return [r for r in rulings if any(_name_key(c) == key for c in r.cards)]


_name_key = name_key  # the one name key (oracle/names.py)


# --- where the other parts of the oracle are not there yet -----------------

def default_card_names():
    """The card library (anything with ``name in it``), or None if it is not built yet."""
    try:
        from oracle.library import load_library
    except ImportError:
        return None
    try:
        library = load_library()
    except Exception:  # a library without card files yet
        return None
    if not len(library):
        return None
    return _LibraryNames(library)


class _LibraryNames:
    """Names known to the card library, compared the library's way."""

    def __init__(self, library):
        self._library = library

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and name in self._library


def default_section_ids() -> set[str] | None:
    """Corpus section ids, or None if the corpus is not there yet."""
    try:
        from oracle.corpus import load_sections
    except ImportError:
        return None
    try:
        sections = load_sections()
    except Exception:
        return None
    if isinstance(sections, dict):
        ids = set(sections)
    else:
        ids = set()
        for s in sections:
            sid = s.get("id") if isinstance(s, dict) else getattr(s, "id", None)
            if sid:
                ids.add(sid)
    return ids or None


_DEFAULT = object()


def validate(rulings: list[Ruling], section_ids=_DEFAULT, card_names=_DEFAULT,
             scenario_ids: set[str] | None = None) -> list[str]:
    """Every problem found in the rulings, one line each; [] when all is well.

    ``section_ids`` and ``card_names`` default to the corpus and the card
    library; pass None to skip that check (e.g. before those parts exist).
    ``card_names`` may be any container whose ``in`` answers for a name.
    """
    if section_ids is _DEFAULT:
        section_ids = default_section_ids()
    if card_names is _DEFAULT:
        card_names = default_card_names()
    elif card_names is not None and not hasattr(card_names, "_library"):
        card_names = {_name_key(n) for n in card_names} | set(card_names)

    problems: list[str] = []
    ids: dict[str, Ruling] = {}
    for r in rulings:
        where = r.id or str(r.path)
        if r.id in ids:
            problems.append(f"{where}: duplicate id (also in {ids[r.id].path})")
        ids.setdefault(r.id, r)
        for name in REQUIRED:
            value = r.raw.get(name) if r.raw else getattr(r, name)
            if value in (None, "", {}) and not (name == "cards" and value == []):
                problems.append(f"{where}: missing required field '{name}'")
        unknown = set(r.raw) - KNOWN_FIELDS - {"_expected_id"} if r.raw else set()
        if "verified" in unknown:
            problems.append(f"{where}: 'verified' is computed by the build, never written in the file")
        elif unknown:
            problems.append(f"{where}: unknown field(s) {sorted(unknown)}")
        expected = r.raw.get("_expected_id") if r.raw else None
        if expected is not None and r.id != expected:
            problems.append(f"{where}: id does not match its path (expected '{expected}')")
        if r.authority and r.authority not in AUTHORITIES:
            problems.append(f"{where}: unknown authority '{r.authority}'")
        for key in ("document", "file"):
            if r.source and not r.source.get(key):
                problems.append(f"{where}: source has no '{key}'")
        if r.source:
            extra = set(r.source) - set(SOURCE_FIELDS)
            if extra:
                problems.append(f"{where}: unknown source field(s) {sorted(extra)}")
        if r.question and not r.question.rstrip().endswith("?"):
            problems.append(f"{where}: the question should end with '?'")
        problems.extend(claim_problems(r))
        problems.extend(printing_problems(r, card_names))

    for r in rulings:
        where = r.id
        for old in r.supersedes:
            target = ids.get(old)
            if target is None:
                problems.append(f"{where}: supersedes unknown ruling '{old}'")
            elif target.superseded_by != r.id:
                problems.append(f"{where}: supersedes '{old}', but '{old}' is not superseded_by '{r.id}'")
        if r.superseded_by:
            target = ids.get(r.superseded_by)
            if target is None:
                problems.append(f"{where}: superseded_by unknown ruling '{r.superseded_by}'")
            elif r.id not in target.supersedes:
                problems.append(f"{where}: superseded_by '{r.superseded_by}', which does not list it in supersedes")
        for other in r.see_also:
            if other not in ids:
                problems.append(f"{where}: see_also unknown ruling '{other}'")
            elif other == r.id:
                problems.append(f"{where}: see_also points at itself")
        if card_names is not None:
            for name in r.cards:
                if name not in card_names and _name_key(name) not in card_names:
                    problems.append(f"{where}: card '{name}' is not in the card library")
        if section_ids is not None:
            for sid in r.cites:
                if sid not in section_ids:
                    problems.append(f"{where}: cites unknown corpus section '{sid}'")
        if scenario_ids is not None:
            for sid in r.scenarios:
                if sid not in scenario_ids:
                    problems.append(f"{where}: unknown scenario '{sid}'")
            for p in r.printing:
                sid = p.get("today_scenario")
                if sid and sid not in scenario_ids:
                    problems.append(f"{where}: printing's today_scenario '{sid}' is not a scenario")
    return problems
