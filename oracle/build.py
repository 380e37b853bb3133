"""``oracle build``: the SQLite file and the whoosh index, rebuilt only where the sources changed.

Parts, each with a content hash kept in the ``meta`` table:

============  ==============================================  ==========================
part          made from                                       writes
============  ==============================================  ==========================
sections      ``corpus/**/*.md`` via ``oracle.corpus``        ``sections``
cards         ``corpus/cards/**/*.yaml`` via ``oracle.library``  ``cards``
rulings       ``rulings/**/*.yaml`` via ``oracle.rulings``    ``rulings``
scenarios     ``scenarios/**/*.yaml``, the engine's code and   ``scenarios`` (runs each)
              the cards' game numbers
links         rulings + cards + scenarios; runs each claim's  ``ruling_*`` tables, ``ruling_claims``,
              scenarios again with its expect and contrary    each ruling's ``status`` (``oracle.claims``)
linking       sections + cards + rulings + scenarios,         ``sections.body_html``, ``linked``
              ``corpus/term-aliases.yaml``, ``oracle.linking``  (terms, references, card names)
index:<part>  sections / cards / rulings                      documents of that part in ``data/index``
============  ==============================================  ==========================

A part is rebuilt when its hash differs from the stored one (or ``--force``);
otherwise it is skipped, so a second build with nothing changed only hashes
files. The ``shares`` table belongs to the web app and is never dropped.

``ensure_built()`` is what the web app and search call: it builds once when the
database or the index is missing and is otherwise a cheap check.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import hashlib
import importlib
import importlib.util
import inspect
import json
import os
import re
import sys
import time
import unicodedata
from pathlib import Path
from typing import Any, Callable, Iterable

from oracle.names import name_key
from oracle import yamlio
from oracle import paths, store

#: Bumped when the build's own output changes shape: every part is rebuilt.
BUILD_VERSION = 2

PARTS = ("sections", "cards", "rulings", "scenarios", "links", "linking", "index")

#: Code whose change can change a scenario's result.
ENGINE_CODE = ("oracle/engine", "oracle/abilities", "oracle/scenario", "oracle/library.py")


# --------------------------------------------------------------------------- sources

@dataclasses.dataclass
class Sources:
    """Where a build reads from and writes to (tests point these at temp folders)."""

    corpus_dir: Path = dataclasses.field(default_factory=lambda: paths.CORPUS_DIR)
    cards_dir: Path | None = None
    rulings_dir: Path = dataclasses.field(default_factory=lambda: paths.RULINGS_DIR)
    scenarios_dir: Path = dataclasses.field(default_factory=lambda: paths.SCENARIOS_DIR)
    db_path: Path | None = None
    index_dir: Path | None = None

    def __post_init__(self) -> None:
        self.corpus_dir = Path(self.corpus_dir)
        self.cards_dir = Path(self.cards_dir) if self.cards_dir else self.corpus_dir / "cards"
        self.rulings_dir = Path(self.rulings_dir)
        self.scenarios_dir = Path(self.scenarios_dir)
        self.db_path = Path(self.db_path) if self.db_path else paths.db_path()
        self.index_dir = Path(self.index_dir) if self.index_dir else paths.index_dir()

    def section_files(self) -> list[Path]:
        if not self.corpus_dir.is_dir():
            return []
        if _module_exists("oracle.corpus"):  # the very files the corpus reader reads
            corpus = importlib.import_module("oracle.corpus")
            if hasattr(corpus, "section_files"):
                return [Path(p) for p in corpus.section_files(self.corpus_dir)]
        return sorted(p for p in self.corpus_dir.rglob("*.md")
                      if not _is_under(p, self.cards_dir) and not p.name.startswith(".")
                      and p.name.lower() != "readme.md")

    def card_files(self) -> list[Path]:
        return _yaml_files(self.cards_dir)

    def ruling_files(self) -> list[Path]:
        return _yaml_files(self.rulings_dir)

    def scenario_files(self) -> list[Path]:
        return _yaml_files(self.scenarios_dir)


def _is_under(path: Path, folder: Path | None) -> bool:
    if folder is None:
        return False
    try:
        path.relative_to(folder)
        return True
    except ValueError:
        return False


def _yaml_files(folder: Path | None) -> list[Path]:
    if folder is None or not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml")
                  and p.is_file() and not p.name.startswith("."))


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def files_hash(files: Iterable[Path], base: Path, prefix: str = "") -> tuple[str, dict[str, str]]:
    """One hash over many files (path + content) and the hash of each."""
    each: dict[str, str] = {}
    for f in files:
        try:
            rel = f.relative_to(base).as_posix()
        except ValueError:
            rel = f.as_posix()
        each[prefix + rel] = file_hash(f)
    total = hashlib.sha256()
    for key in sorted(each):
        total.update(f"{key}\0{each[key]}\n".encode())
    return total.hexdigest(), each


def _module_source_hash(module_name: str) -> str:
    """Hash of a loader module's source, so a parser change rebuilds its part."""
    spec = importlib.util.find_spec(module_name) if _module_exists(module_name) else None
    if spec is None or not spec.origin or not os.path.exists(spec.origin):
        return "missing"
    return file_hash(Path(spec.origin))


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _code_hash(entries: Iterable[str]) -> str:
    h = hashlib.sha256()
    for entry in entries:
        p = paths.REPO_ROOT / entry
        files = sorted(p.rglob("*.py")) if p.is_dir() else ([p] if p.exists() else [])
        for f in files:
            h.update(f.relative_to(paths.REPO_ROOT).as_posix().encode())
            h.update(f.read_bytes())
    return h.hexdigest()


# --------------------------------------------------------------------------- loaders

class MissingModule(Exception):
    """A module another engineer owns is not there (yet): its part is skipped."""


def _load_module(name: str):
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
            raise MissingModule(f"{name} is not available") from exc
        raise


def _call_with_dir(func: Callable, folder: Path):
    """Call a loader with ``folder`` when it takes an argument, else bare."""
    try:
        params = [p for p in inspect.signature(func).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        params = []
    if params:
        return func(folder)
    return func()


def get(obj: Any, name: str, default: Any = None) -> Any:
    """A field of a loader's record, whether it is a mapping or an object."""
    if obj is None:
        return default
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def load_sections(src: Sources) -> list[Any]:
    corpus = _load_module("oracle.corpus")
    records = _call_with_dir(corpus.load_sections, src.corpus_dir)
    if isinstance(records, dict):
        records = list(records.values())
    return [r for r in records if not _is_card_record(r)]


def _is_card_record(rec: Any) -> bool:
    ident = str(get(rec, "id", ""))
    return ident.startswith("cards/")


def load_cards(src: Sources) -> list[Any]:
    library = _load_module("oracle.library")
    clear = getattr(library.load_library, "cache_clear", None)
    if clear is not None:  # it caches per folder; a build must see today's files
        clear()
    lib = _call_with_dir(library.load_library, src.cards_dir)
    return _library_cards(lib)


def _library_cards(lib: Any) -> list[Any]:
    for attr in ("cards", "all_cards"):
        value = getattr(lib, attr, None)
        if value is not None:
            value = value() if callable(value) else value
            return list(value.values()) if isinstance(value, dict) else list(value)
    if isinstance(lib, dict):
        return list(lib.values())
    return list(lib)


def load_rulings(src: Sources) -> list[Any]:
    rulings = _load_module("oracle.rulings")
    records = _call_with_dir(rulings.load_rulings, src.rulings_dir)
    if isinstance(records, dict):
        records = list(records.values())
    return list(records)


# --------------------------------------------------------------------------- rows

def slugify(text: str) -> str:
    text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "-", text.lower())
    return text.strip("-")


normalize_name = name_key  # the one name key (oracle/names.py)


def render_markdown(text: str, extensions: Iterable = ()) -> str:
    """Markdown to sanitised HTML (``extensions``: more Markdown extensions, e.g. the linker's)."""
    import markdown

    from oracle.linking import HeadingIds, sanitise

    html = markdown.markdown(text or "", extensions=["tables", "sane_lists", HeadingIds(), *extensions])
    return sanitise(html)


def _int_or_none(value: Any) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        try:
            return int(float(value))
        except (TypeError, ValueError):
            return None


def add_passage_ids(html: str) -> str:
    """An id on each paragraph, the anchors of search's passages (``oracle.search.passages``)."""
    from oracle.search import passages

    return passages.add_ids(html)[0]


def section_row(rec: Any) -> dict[str, Any]:
    ident = str(get(rec, "id"))
    source = get(rec, "source") or {}
    body = get(rec, "body_md", None)
    if body is None:
        body = get(rec, "body", "") or ""
    html = get(rec, "body_html", None) or render_markdown(body)
    html = add_passage_ids(html)
    ord_ = get(rec, "ord", None)
    if ord_ is None:
        ord_ = get(rec, "order", None)
    return {
        "id": ident,
        "title": get(rec, "title") or ident.rsplit("/", 1)[-1],
        "kind": get(rec, "kind"),
        "area": get(rec, "area") or ident.split("/", 1)[0],
        "document": get(rec, "document") or get(source, "document"),
        "file": get(rec, "file") or get(source, "file"),
        "page": _int_or_none(get(rec, "page") or get(source, "page")),
        "authority": get(rec, "authority"),
        "superseded_by": get(rec, "superseded_by"),
        "ord": _int_or_none(ord_),
        "body_md": body,
        "body_html": html,
    }


def _json_or_null(value: Any) -> str | None:
    return None if value is None else store.dumps(value)


def card_row(rec: Any) -> dict[str, Any]:
    faction = get(rec, "faction")
    set_name = get(rec, "set")
    previous = get(rec, "previous_versions") or []
    previous = [p if isinstance(p, dict) else dataclasses.asdict(p) if dataclasses.is_dataclass(p) else
                {"text": get(p, "text"), "source": get(p, "source")} for p in previous]
    ctype = get(rec, "type")
    return {
        "slug": get(rec, "slug") or slugify(get(rec, "name")),
        "name": get(rec, "name"),
        "type": str(ctype) if ctype is not None else None,
        "faction": faction,
        "faction_slug": get(rec, "faction_slug") or (slugify(faction) if faction else None),
        "set": set_name,
        "set_slug": get(rec, "set_slug") or (slugify(set_name) if set_name else None),
        "quantity": _int_or_none(get(rec, "quantity")),
        "power": _int_or_none(get(rec, "power")),
        "breakpoint": _int_or_none(get(rec, "breakpoint")),
        "vp": _json_or_null(get(rec, "vp")),
        "text": get(rec, "text"),
        "errata": get(rec, "errata"),
        "clarifications": store.dumps(list(get(rec, "clarifications") or [])),
        "previous_versions": store.dumps(previous),
        "implemented": 1 if get(rec, "implemented") else 0,
    }


def ruling_row(rec: Any, base: Path) -> dict[str, Any]:
    source = get(rec, "source")
    if source is not None and not isinstance(source, (dict, str)):
        source = dataclasses.asdict(source) if dataclasses.is_dataclass(source) else dict(vars(source))
    # the ruling's own YAML file (its source document's file is in ``source``)
    file_ = get(rec, "path") or (rec.get("file") if isinstance(rec, dict) else None)
    if file_ is not None:
        p = Path(str(file_))
        if p.is_absolute():
            with contextlib.suppress(ValueError):
                p = Path(base.name) / p.relative_to(base)
        file_ = p.as_posix()
    else:
        file_ = f"rulings/{get(rec, 'id')}.yaml"
    return {
        "id": get(rec, "id"),
        "question": get(rec, "question"),
        "answer": get(rec, "answer"),
        "source": _json_or_null(source),
        "authority": get(rec, "authority"),
        "supersedes": store.dumps(list(get(rec, "supersedes") or [])),
        "superseded_by": get(rec, "superseded_by"),
        "see_also": store.dumps(list(get(rec, "see_also") or [])),
        "not_testable": get(rec, "not_testable"),
        "printing": store.dumps(list(get(rec, "printing") or [])),
        "verified": 0,
        "file": file_,
        "status": "unproven", "status_detail": "", "claims": 0, "claims_proven": 0,
    }


# --------------------------------------------------------------------------- report

@dataclasses.dataclass
class BuildReport:
    rebuilt: list[str] = dataclasses.field(default_factory=list)
    skipped: list[str] = dataclasses.field(default_factory=list)
    missing: list[str] = dataclasses.field(default_factory=list)  # parts skipped for a missing module
    notes: list[str] = dataclasses.field(default_factory=list)
    errors: list[str] = dataclasses.field(default_factory=list)
    changed_files: list[str] = dataclasses.field(default_factory=list)
    counts: dict[str, int] = dataclasses.field(default_factory=dict)
    linked: dict[str, int] = dataclasses.field(default_factory=dict)  # links the linking part made, by kind
    seconds: float = 0.0

    @property
    def noop(self) -> bool:
        return not self.rebuilt

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self) | {"noop": self.noop}


# --------------------------------------------------------------------------- the build

def build(force: bool = False, sources: Sources | None = None, *, run_scenarios: bool = True,
          log: Callable[[str], None] | None = None) -> BuildReport:
    """Build (or bring up to date) the database and the index. Returns what was done."""
    src = sources or Sources()
    log = log or (lambda msg: None)
    started = time.perf_counter()
    report = BuildReport()
    with _build_lock(src.db_path.parent):
        db = store.connect(src.db_path)
        try:
            _build(db, src, force, run_scenarios, report, log)
        finally:
            db.conn.close()
    report.seconds = time.perf_counter() - started
    return report


def _part_hash(*pieces: str) -> str:
    h = hashlib.sha256()
    h.update(f"schema={store.SCHEMA_VERSION};build={BUILD_VERSION}".encode())
    for piece in pieces:
        h.update(b"\0" + piece.encode())
    return h.hexdigest()


def _record_files(db, report: BuildReport, part: str, each: dict[str, str]) -> None:
    old = store.meta_items(db, f"file:{part}:")
    new = {f"file:{part}:{k}": v for k, v in each.items()}
    if old:  # (on a first build every file is new: not worth listing)
        for key in sorted(set(old) | set(new)):
            if old.get(key) != new.get(key):
                report.changed_files.append(key.split(":", 2)[2])
    store.delete_meta(db, f"file:{part}:")
    for key, value in new.items():
        store.set_meta(db, key, value)


def _build(db, src: Sources, force: bool, run_scenarios: bool, report: BuildReport, log) -> None:
    if store.get_meta(db, "schema_version") not in (None, str(store.SCHEMA_VERSION)):
        force = True
        for name in store.TABLES:
            if name != "shares":
                store.reset_table(db, name)
    store.create_tables(db)

    def up_to_date(part: str, digest: str) -> bool:
        return not force and store.get_meta(db, f"hash:{part}") == digest

    def done(part: str, digest: str) -> None:
        store.set_meta(db, f"hash:{part}", digest)

    def rebuild_table(part: str, files_and_digest, module: str, load, to_row, pk: str) -> None:
        """Reload one table from its source files unless they (and the module reading them) are unchanged."""
        digest, files = files_and_digest
        digest = _part_hash(digest, _module_source_hash(module))
        if up_to_date(part, digest):
            report.skipped.append(part)
            return
        try:
            records = load(src)
        except MissingModule as exc:
            report.missing.append(part)
            report.notes.append(f"{part} skipped: {exc}")
            return
        except Exception as exc:  # a malformed source file: keep the last good build of this part
            report.errors.append(f"{part} not rebuilt: {exc}")
            return
        rows = [to_row(r) for r in records]
        with db.conn:
            store.reset_table(db, part)
            db[part].insert_all(rows, pk=pk, replace=True)
            _record_files(db, report, part, files)
            done(part, digest)
        report.rebuilt.append(part)
        log(f"{part}: {len(rows)}")

    rebuild_table("sections", files_hash(src.section_files(), src.corpus_dir, "corpus/"), "oracle.corpus",
                  load_sections, section_row, "id")
    rebuild_table("cards", files_hash(src.card_files(), src.cards_dir, "corpus/cards/"), "oracle.library",
                  load_cards, card_row, "slug")

    # rulings ---------------------------------------------------------------
    rul_digest, rul_files = files_hash(src.ruling_files(), src.rulings_dir, "rulings/")
    rul_digest = _part_hash(rul_digest, _module_source_hash("oracle.rulings"))
    if up_to_date("rulings", rul_digest):
        report.skipped.append("rulings")
    else:
        try:
            records = load_rulings(src)
        except MissingModule as exc:
            report.missing.append("rulings")
            report.notes.append(f"rulings skipped: {exc}")
        except Exception as exc:  # a malformed source file: keep the last good build of this part
            report.errors.append(f"rulings not rebuilt: {exc}")
        else:
            rows = [ruling_row(r, src.rulings_dir) for r in records]
            from oracle.rulings import claim_problems

            raw = {r["id"]: {"cards": list(get(rec, "cards") or []), "cites": list(get(rec, "cites") or []),
                             "scenarios": list(get(rec, "scenarios") or []),
                             "claims": list(get(rec, "claims") or []),
                             "claim_problems": claim_problems(rec) if get(rec, "claims") else []}
                   for r, rec in zip(rows, records)}
            with db.conn:
                store.reset_table(db, "rulings")
                db["rulings"].insert_all(rows, pk="id", replace=True)
                store.set_meta(db, "rulings_links", store.dumps(raw))
                _record_files(db, report, "rulings", rul_files)
                done("rulings", rul_digest)
            report.rebuilt.append("rulings")
            log(f"rulings: {len(rows)}")

    # scenarios -------------------------------------------------------------
    # A scenario's result depends on its file, the engine's code and the cards' game numbers.
    # With the engine and cards unchanged only new or edited files are run again.
    scen_files = src.scenario_files()
    scen_digest, scen_each = files_hash(scen_files, src.scenarios_dir, "scenarios/")
    env_digest = _part_hash(_code_hash(ENGINE_CODE), _card_game_numbers(db), str(run_scenarios))
    scen_digest = _part_hash(scen_digest, env_digest)
    if up_to_date("scenarios", scen_digest):
        report.skipped.append("scenarios")
    else:
        old_files = store.meta_items(db, "file:scenarios:")
        same_env = not force and store.get_meta(db, "scenarios_env") == env_digest and db["scenarios"].exists()
        if same_env:
            to_run = [f for f in scen_files
                      if old_files.get("file:scenarios:" + _rel(f, src.scenarios_dir, "scenarios/"))
                      != scen_each[_rel(f, src.scenarios_dir, "scenarios/")]]
            gone = [key.split(":", 2)[2] for key in old_files
                    if key.split(":", 2)[2] not in scen_each]
        else:
            to_run, gone = scen_files, []
        rows, note = _scenario_rows(to_run, src.scenarios_dir, run_scenarios, log)
        unrun = ""
        if note:
            report.notes.append(note)
            if run_scenarios:  # the runner could not be had: try again next build
                unrun = ":unrun"
        with db.conn:
            if same_env:
                for path in gone + [_rel(f, src.scenarios_dir, "scenarios/") for f in to_run]:
                    db.conn.execute("delete from scenarios where path = ?", [path])
            else:
                store.reset_table(db, "scenarios")
            db["scenarios"].insert_all(rows, pk="id", replace=True)
            _record_files(db, report, "scenarios", scen_each)
            store.set_meta(db, "scenarios_env", env_digest + unrun)
            done("scenarios", scen_digest + unrun)
        report.rebuilt.append("scenarios")
        total = db["scenarios"].count
        passing = db.execute("select count(*) from scenarios where passed = 1").fetchone()[0]
        log(f"scenarios: {total} ({passing} passing; {len(rows)} run)")

    # links + verified --------------------------------------------------------
    links_digest = _part_hash(store.get_meta(db, "hash:rulings") or "", _card_identities(db),
                              store.get_meta(db, "hash:scenarios") or "", _module_source_hash("oracle.claims"))
    if up_to_date("links", links_digest):
        report.skipped.append("links")
    else:
        _build_links(db, src, run_scenarios)
        with db.conn:
            done("links", links_digest)
        report.rebuilt.append("links")
        proven, total = db.execute("select coalesce(sum(outcome = 'proven'), 0), count(*) from ruling_claims"
                                   ).fetchone()
        log(f"claims: {total} ({proven} proven both ways)")
    report.errors.extend(_claim_errors(db))

    # linking: terms, references and card names in every text ------------------
    linking_digest = _part_hash(*(store.get_meta(db, f"hash:{p}") or "" for p in ("sections", "cards", "links")),
                                _module_source_hash("oracle.linking"), _aliases_hash(src))
    if up_to_date("linking", linking_digest):
        report.skipped.append("linking")
    else:
        try:
            counts = _build_linking(db, src)
        except Exception as exc:  # a bad alias table keeps the texts unlinked, never stops the build
            report.errors.append(f"linking not rebuilt: {exc}")
        else:
            with db.conn:
                done("linking", linking_digest)
            report.rebuilt.append("linking")
            report.linked = counts
            log("linking: {term} term mentions, {card} card names, {ref_resolved} references "
                "({ref_unresolved} unresolved)".format(**counts))

    # index -------------------------------------------------------------------
    from oracle.search import schema as search_schema

    index_fresh = search_schema.open_or_create(src.index_dir)
    changed_groups = []
    for group, table in (("sections", "sections"), ("cards", "cards"), ("rulings", "links")):
        digest = _part_hash(store.get_meta(db, f"hash:{table}") or "", search_schema.SCHEMA_DIGEST,
                            search_schema.inputs_digest(src.corpus_dir))
        if not index_fresh and up_to_date(f"index:{group}", digest):
            continue
        changed_groups.append((group, digest))
    if changed_groups:
        counts = search_schema.reindex(src.index_dir, db, [g for g, _ in changed_groups], src.corpus_dir)
        from oracle.search import ranking

        ranking.write(src.index_dir)
        from oracle.search import engine as search_engine

        search_engine.Engine(src.index_dir).close_after_warming()  # its quick-start snapshot
        with db.conn:
            for group, digest in changed_groups:
                done(f"index:{group}", digest)
        report.rebuilt.extend(f"index:{g}" for g, _ in changed_groups)
        log("index: " + ", ".join(f"{g} {counts.get(g, 0)}" for g, _ in changed_groups))
    else:
        report.skipped.append("index")

    with db.conn:
        store.set_meta(db, "schema_version", str(store.SCHEMA_VERSION))
        if report.rebuilt:
            store.set_meta(db, "built_at", str(time.time()))
    for table in ("sections", "cards", "rulings", "scenarios"):
        report.counts[table] = db[table].count


def _aliases_file(src: Sources) -> Path:
    from oracle.linking import ALIASES_FILE

    return src.corpus_dir / ALIASES_FILE.name


def _aliases_hash(src: Sources) -> str:
    path = _aliases_file(src)
    return file_hash(path) if path.exists() else "missing"


def _build_linking(db, src: Sources) -> dict[str, int]:
    """Link every text to the terms, sections, rulings and cards it names (``oracle.linking``)."""
    from oracle.linking import Site, load_aliases

    sections = [dict(r) for r in db["sections"].rows]
    cards = [store.row_dict("cards", r) for r in db["cards"].rows]
    raw = json.loads(store.get_meta(db, "rulings_links") or "{}")
    rulings = [store.row_dict("rulings", r) | {"cards": (raw.get(r["id"]) or {}).get("cards", [])}
               for r in db["rulings"].rows]
    site = Site(sections, cards, rulings, load_aliases(_aliases_file(src)))
    def render(text: str, extensions: Iterable = ()) -> str:  # as section_row renders, links added
        return add_passage_ids(render_markdown(text, extensions))

    bodies = [(site.section_html(s, render), s["id"]) for s in sections]
    linked: list[dict[str, str]] = []

    def add(owner: str, fields: dict[str, Any]) -> None:
        for field, value in fields.items():
            linked.append({"key": f"{owner}:{field}", "html": value if isinstance(value, str) else store.dumps(value)})

    for c in cards:
        add(f"card:{c['slug']}", site.card_fields(c))
    for r in rulings:
        add(f"ruling:{r['id']}", site.ruling_fields(r))
    for sc in db.execute("select id, title from scenarios").fetchall():
        add(f"scenario:{sc[0]}", site.scenario_fields({"id": sc[0], "title": sc[1]}))
    with db.conn:
        db.conn.executemany("update sections set body_html = ? where id = ?", bodies)
        store.reset_table(db, "linked")
        db["linked"].insert_all(linked, pk="key")
    counts = dict(site.counts)
    return {k: counts.get(k, 0) for k in ("term", "card", "ref", "ref_resolved", "ref_unresolved")}


def _card_identities(db) -> str:
    """Digest of what the links read from cards: names, slugs, factions, sets."""
    if not db["cards"].exists():
        return ""
    h = hashlib.sha256()
    for row in db.execute("select slug, name, faction, faction_slug, set_slug from cards order by slug"):
        h.update(repr(row).encode())
    return h.hexdigest()


def _card_game_numbers(db) -> str:
    """Digest of what the engine reads from cards (not their text)."""
    if not db["cards"].exists():
        return ""
    h = hashlib.sha256()
    for row in db.execute("select slug, name, type, faction, power, breakpoint, vp, implemented "
                          "from cards order by slug"):
        h.update(repr(row).encode())
    return h.hexdigest()


def _rel(path: Path, base: Path, prefix: str) -> str:
    return prefix + path.relative_to(base).as_posix()


#: Run scenarios in parallel (one process per core) from this many files on.
def _safe_run(run_file, path: Path) -> dict:
    try:
        result = run_file(path)
    except Exception as exc:  # one broken scenario must not stop the build
        result = {"passed": False, "failures": [],
                  "error": {"message": f"{type(exc).__name__}: {exc}", "file": str(path),
                            "line": None, "key": None, "suggestions": []}}
    if not isinstance(result, dict):
        result = {"passed": False, "failures": [], "error": {"message": f"run_file returned {result!r}"}}
    return result


def _run_all(files: list[Path], run_file) -> list[dict]:
    """Results for ``files``, in order: the real runner on every core (``oracle.scenario.batch``);
    a stand-in runner (tests) here, one after another."""
    if getattr(run_file, "__module__", "").startswith("oracle.scenario"):
        from oracle.scenario.batch import run_files

        return list(run_files(files))
    return [_safe_run(run_file, f) for f in files]


def _scenario_rows(files: list[Path], base: Path, run: bool, log) -> tuple[list[dict], str | None]:
    import yaml

    run_file = None
    note = None
    if run:
        try:
            scenario = _load_module("oracle.scenario")
            run_file = getattr(scenario, "run_file", None)
            if run_file is None:
                note = "scenarios not run: oracle.scenario has no run_file"
        except MissingModule as exc:
            note = f"scenarios not run: {exc}"
        except Exception as exc:  # the engine may be mid-edit; the build still finishes
            note = f"scenarios not run: importing oracle.scenario failed: {exc!r}"
    results = _run_all(files, run_file) if run_file is not None else [None] * len(files)
    rows: dict[str, dict] = {}
    for path, result in zip(files, results):
        text = path.read_text(encoding="utf-8", errors="replace")
        rel = path.relative_to(base).with_suffix("").as_posix()
        try:
            data = yamlio.safe_load(text)
        except yaml.YAMLError:
            data = None
        data = data if isinstance(data, dict) else {}
        ident = str(data.get("id") or rel)
        passed = 0
        if result is not None:
            result.setdefault("id", ident)
            passed = 1 if (result.get("passed") and not result.get("error")) else 0
        cites = data.get("cites")
        if cites is None and isinstance(result, dict):
            cites = result.get("cites")
        rows[ident] = {
            "id": ident,
            "path": f"scenarios/{path.relative_to(base).as_posix()}",
            "title": str(data.get("title") or (result or {}).get("title") or ident),
            "yaml": text,
            "cites": store.dumps(list(cites or [])),
            "passed": passed,
            "result": _json_or_null(result) if result is not None else None,
        }
    return list(rows.values()), note


def _build_links(db, src: Sources, run_scenarios: bool = True) -> None:
    from oracle import claims as claims_mod

    links = json.loads(store.get_meta(db, "rulings_links") or "{}")
    by_name: dict[str, list[str]] = {}
    for slug, name in db.execute("select slug, name from cards"):
        by_name.setdefault(normalize_name(name), []).append(slug)
    card_slugs = {s for v in by_name.values() for s in v}
    scen_rows = db.execute("select id, passed, path from scenarios").fetchall()
    passed = {sid: ok for sid, ok, _ in scen_rows}
    scen_paths = {sid: src.scenarios_dir / path.split("/", 1)[1] for sid, _, path in scen_rows}
    rows = {r[0]: r for r in db.execute("select id, superseded_by, not_testable from rulings")}
    rc, rs, rsc = [], [], []
    for rid, link in links.items():
        if rid not in rows:
            continue
        seen = set()
        for name in link["cards"]:
            slugs = by_name.get(normalize_name(name)) or ([name] if name in card_slugs else [])
            for slug in slugs:
                if slug not in seen:
                    seen.add(slug)
                    rc.append({"ruling_id": rid, "card_slug": slug})
        for sid in dict.fromkeys(link["cites"]):
            rs.append({"ruling_id": rid, "section_id": sid})
        for scid in dict.fromkeys(link["scenarios"]):
            rsc.append({"ruling_id": rid, "scenario_id": scid})

    claims = {rid: link.get("claims") or [] for rid, link in links.items() if rid in rows}
    results = claims_mod.prove(claims, scen_paths, _claims_runner(run_scenarios),
                               {rid: link.get("claim_problems") or [] for rid, link in links.items()})
    by_ruling: dict[str, list] = {}
    for res in results:
        by_ruling.setdefault(res.ruling_id, []).append(res)
    claim_rows, status_rows = [], []
    for rid, (_, superseded_by, not_testable) in rows.items():
        link = links.get(rid) or {"scenarios": [], "claims": []}
        mine = by_ruling.get(rid, [])
        for res, claim in zip(mine, link.get("claims") or []):
            claim_rows.append(res.row() | {"scenarios": store.dumps(res.scenarios),
                                           "expect": _json_or_null(claim.get("expect")),
                                           "contrary": _json_or_null(claim.get("contrary"))})
        scen_ok = {s: passed.get(s) == 1 for s in dict.fromkeys(link["scenarios"])}
        status, detail = claims_mod.ruling_status(superseded_by, not_testable, mine, scen_ok)
        status_rows.append((1 if status == "verified" else 0, status, detail, len(mine),
                            sum(r.proven for r in mine), rid))
    with db.conn:
        for name in ("ruling_cards", "ruling_sections", "ruling_scenarios", "ruling_claims"):
            store.reset_table(db, name)
        db["ruling_cards"].insert_all(rc)
        db["ruling_sections"].insert_all(rs)
        db["ruling_scenarios"].insert_all(rsc)
        db["ruling_claims"].insert_all(claim_rows)
        db.conn.executemany("update rulings set verified = ?, status = ?, status_detail = ?, claims = ?, "
                            "claims_proven = ? where id = ?", status_rows)


def _claims_runner(run_scenarios: bool):
    """How the claims' scenarios are run: each scenario once, with the expect and contrary
    mappings of all its claims as probes; on every core with the real runner (``batch``)."""
    def not_run(files, probes):
        return [{"passed": False, "error": {"message": "scenarios not run"}} for _ in files]

    if not run_scenarios:
        return not_run
    try:
        run_file = getattr(_load_module("oracle.scenario"), "run_file", None)
    except Exception:  # missing, or mid-edit: the build still finishes
        run_file = None
    if run_file is None:
        return not_run
    if getattr(run_file, "__module__", "").startswith("oracle.scenario"):
        from oracle.scenario.batch import run_files

        return lambda files, probes: list(run_files(files, probes=probes))
    return lambda files, probes: [_safe_run(lambda f, p=p: run_file(f, probes=p), f) for f, p in zip(files, probes)]


def _claim_errors(db) -> list[str]:
    """Hollow and invalid claims: the build fails while there are any."""
    if not db["ruling_claims"].exists():
        return []
    return [f"{outcome} claim: {rid} #{n} ({claim}): {problem}" for rid, n, claim, outcome, problem in
            db.execute("select ruling_id, n, claim, outcome, problem from ruling_claims "
                       "where outcome in ('hollow', 'invalid') order by ruling_id, n")]


@contextlib.contextmanager
def _build_lock(folder: Path):
    """One build at a time per data folder (web workers may start together)."""
    folder.mkdir(parents=True, exist_ok=True)
    lock_path = folder / ".build.lock"
    with open(lock_path, "a+") as handle:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not on Linux
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def is_built(sources: Sources | None = None) -> bool:
    src = sources or Sources()
    if not src.db_path.exists():
        return False
    from oracle.search import schema as search_schema

    if not search_schema.exists(src.index_dir):
        return False
    try:
        db = store.connect(src.db_path)
        try:
            return store.get_meta(db, "built_at") is not None
        finally:
            db.conn.close()
    except Exception:
        return False


def ensure_built(sources: Sources | None = None) -> BuildReport | None:
    """Build once when the database or the index is missing; else do nothing.

    Returns the build's report when it built, ``None`` when all was there.
    """
    if is_built(sources):
        return None
    return build(sources=sources)


# --------------------------------------------------------------------------- CLI

def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--force", action="store_true", help="rebuild every part, changed or not")
    parser.add_argument("--no-scenarios", action="store_true", help="do not run the scenarios")
    parser.add_argument("--json", action="store_true", help="print the build report as JSON")


def command(args: argparse.Namespace) -> int:
    quiet = getattr(args, "json", False)
    report = build(force=args.force, run_scenarios=not getattr(args, "no_scenarios", False),
                   log=None if quiet else (lambda m: print(m, file=sys.stderr)))
    if quiet:
        print(json.dumps(report.as_dict(), indent=2))
        return 1 if report.errors else 0
    if report.noop:
        print(f"up to date ({report.seconds:.2f} s)")
    else:
        print(f"rebuilt {', '.join(report.rebuilt)} in {report.seconds:.2f} s")
        if report.changed_files:
            shown = report.changed_files[:10]
            more = len(report.changed_files) - len(shown)
            print("changed: " + ", ".join(shown) + (f" and {more} more" if more > 0 else ""))
    for note in report.notes:
        print(f"note: {note}")
    for error in report.errors:
        print(f"error: {error}", file=sys.stderr)
    if report.linked:
        print("linked: {term} term mentions, {card} card names, {ref_resolved} references "
              "({ref_unresolved} unresolved)".format(**report.linked))
    print(", ".join(f"{k} {v}" for k, v in report.counts.items()) + f"  -> {paths.db_path()}")
    return 1 if report.errors else 0
