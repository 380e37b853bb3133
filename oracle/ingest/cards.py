"""``oracle ingest --only cards``: the card archive -> ``corpus/cards/``.

Reads the two JSON files of ``../shared/data/card-archive`` (see its
``SOURCE.md``), cleans them, applies the hand corrections of
``card_fixes.yaml`` and writes one YAML file per faction
(``corpus/cards/<set-slug>/<faction-slug>.yaml``) and one per set for bases
(``<set-slug>/bases.yaml``), in the format of ``docs/architecture.md``.

Generic clean-ups made here, for every card:

* the "Power N - " prefix is removed from the text (power is its own field);
* clarifications pasted into the text after "Clarifications:" move to the
  clarifications list;
* errata placeholders ("No", "None", "Unknown", "See source", "Not stated",
  "Yes/No") become null;
* Marvel's and Disney's "character" is typed minion (with a note);
* titans get no power (003: "Titans do not have power") and the set they came
  from (``titan_sets`` in ``card_fixes.yaml``);
* "(no ability)" becomes an empty text;
* a Munchkin base's monster number ("2 Monsters.") is also given in the
  fields ``monsters``, ``monsters_undead`` and ``monsters_per_player``.

Besides the contract's fields a card may carry ``notes``: the oracle's own
remarks (what was corrected, what is inferred or unknown), never official text;
and ``aliases``: former names (the 2018 rulebook's) that find the card too.

The output is deterministic: the same archive and fixes give byte-identical
files. ``implemented`` flags already in the output folder are kept (the
ability registry's ``oracle.abilities.is_implemented`` wins where it exists).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import yaml

from oracle import yamlio
from oracle.paths import CARD_ARCHIVE_DIR, CARDS_DIR

FIXES_PATH = Path(__file__).with_name("card_fixes.yaml")
PRINTINGS_PATH = Path(__file__).with_name("printings.yaml")
#: the fields of an older printing (a ``previous_versions`` entry), in the order they are written
PRINTING_FIELDS = ("label", "text", "quoted", "power", "source", "cites", "note")
CATALOG_FILE = "smashup-catalog.json"
BASES_FILE = "smashup-bases.json"

#: the fields of a card, in the order they are written (docs/architecture.md)
FIELDS = (
    "name",
    "slug",
    "faction",
    "set",
    "type",
    "quantity",
    "power",
    "breakpoint",
    "vp",
    "text",
    "errata",
    "clarifications",
    "previous_versions",
    "implemented",
)
TYPES = ("minion", "action", "titan", "base", "monster", "treasure", "madness", "other")

#: errata values that say nothing (normalised to null)
NO_ERRATA = {"", "no", "none", "unknown", "see source", "not stated", "yes/no", "n/a", "tba"}
NO_ABILITY = {"", "(no ability)", "no ability"}

_POWER_PREFIX = re.compile(r"^\s*\(?\s*power\s*(\d+|x)\s*\)?\s*[-\u2013\u2014]\s*", re.IGNORECASE)
_PASTED_CLARIFICATIONS = re.compile(r"\s*\bClarifications?:\s*", re.IGNORECASE)

#: "2 Monsters.", "1 Undead Monster Per Player." at the start of a Munchkin base's text
_MONSTER_NUMBER = re.compile(r"^\s*(\d+)\s+(undead\s+)?monsters?(\s+per\s+player)?\s*\.", re.IGNORECASE)

#: fields written after the contract's, only where they apply
EXTRA_FIELDS = ("aliases", "monsters", "monsters_undead", "monsters_per_player", "treasure", "undead", "as_type", "notes")
#: extra fields a hand-defined card may set (Munchkin monsters: ``treasure`` (their treasure
#: number) and ``undead``; treasures: ``as_type``, played as a ``minion`` or an ``action``)
SETTABLE_EXTRA_FIELDS = ("treasure", "undead", "as_type")

TITAN_SET_BIG_IN_JAPAN = "Big in Japan"
TITAN_SET_EVENT_KIT = "Titans Event Kit"
TITAN_SET_UNKNOWN = "Unknown"


# --------------------------------------------------------------------------
# small pure helpers (tested one by one)


def slugify(text: str) -> str:
    """``"It's Blitzin' Time!"`` -> ``"its-blitzin-time"``; ``"G.E.L.F."`` -> ``"g-e-l-f"``."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"['\u2019]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def normalize_errata(value: object) -> str | None:
    """None for the archive's placeholders ("No", "Unknown", ...), else the text."""
    if value is None:
        return None
    text = str(value).strip()
    if text.casefold() in NO_ERRATA:
        return None
    return text


def split_power_prefix(text: str) -> tuple[str | None, str]:
    """``"Power 5 - Gain 1 VP."`` -> ``("5", "Gain 1 VP.")``; no prefix -> ``(None, text)``.

    Also reads Kaiju's "(Power 2) - " and Mechanic's "Power4 - ".
    """
    match = _POWER_PREFIX.match(text or "")
    if not match:
        return None, text or ""
    return match.group(1).upper(), text[match.end():].strip()


def _comparable(text: str) -> str:
    """Text reduced for "is this the same sentence" checks."""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate({0x2018: "'", 0x2019: "'", 0x201C: '"', 0x201D: '"', ord("*"): " "})
    return re.sub(r"[^a-z0-9]+", " ", text.casefold()).strip()


def split_pasted_clarifications(text: str, clarifications: list[str]) -> tuple[str, list[str]]:
    """Move "Clarifications: ..." out of a card text into the clarifications list.

    The archive sometimes pastes a card's clarifications after its ability
    text (Leprechaun, Worker, Moon Zero Three, ...). The pasted part is dropped
    from the text and added to the list unless the list already says it.
    """
    parts = _PASTED_CLARIFICATIONS.split(text or "", maxsplit=1)
    if len(parts) < 2:
        return text or "", list(clarifications)
    ability, pasted = parts[0].strip(), parts[1].strip().lstrip("*").strip()
    result = list(clarifications)
    known = " ".join(_comparable(c) for c in result)
    if pasted and _comparable(pasted) not in known:
        # the archive's list may hold the same clarification cut in pieces
        pieces = [c for c in result if _comparable(c) and _comparable(c) in _comparable(pasted)]
        if not pieces or sum(len(_comparable(c)) for c in pieces) < len(_comparable(pasted)) * 0.9:
            result = [c for c in result if c not in pieces] + [pasted]
    return ability, result


def monster_number(text: str) -> dict:
    """A Munchkin base's monster number, read from the start of its text.

    ``"2 Undead Monsters. ..."`` -> ``{"monsters": 2, "monsters_undead": True}``;
    ``{}`` when the text starts with no monster number. The text keeps it.
    """
    match = _MONSTER_NUMBER.match(text or "")
    if not match:
        return {}
    found = {"monsters": int(match.group(1))}
    if match.group(2):
        found["monsters_undead"] = True
    if match.group(3):
        found["monsters_per_player"] = True
    return found


def clean_text(text: str) -> str:
    text = (text or "").strip()
    if text.casefold() in NO_ABILITY:
        return ""
    return re.sub(r"[ \t]+", " ", text)


def clean_clarifications(items: list[str]) -> list[str]:
    out: list[str] = []
    for item in items or ():
        item = (item or "").strip().lstrip("*").strip()
        if item and item not in out:
            out.append(item)
    return out


# --------------------------------------------------------------------------
# reading the inputs


def load_fixes(path: Path = FIXES_PATH) -> dict:
    with open(path, encoding="utf-8") as handle:
        return yamlio.safe_load(handle) or {}


def load_archive(archive_dir: Path = CARD_ARCHIVE_DIR) -> tuple[dict, dict]:
    archive_dir = Path(archive_dir)
    with open(archive_dir / CATALOG_FILE, encoding="utf-8") as handle:
        catalog = json.load(handle)
    with open(archive_dir / BASES_FILE, encoding="utf-8") as handle:
        bases = json.load(handle)
    return catalog, bases


def _titan_set_table(fixes: dict) -> dict[str, tuple[str, str]]:
    """faction name -> (set, note) for the faction's titan."""
    table: dict[str, tuple[str, str]] = {}
    spec = fixes.get("titan_sets") or {}
    for faction in spec.get("big_in_japan", ()):
        table[faction] = (
            TITAN_SET_BIG_IN_JAPAN,
            "This titan came in Big in Japan, whose factions use titans (003, faction lists and Titans).",
        )
    for faction in spec.get("event_kit_named", ()):
        table[faction] = (
            TITAN_SET_EVENT_KIT,
            "This titan came in the Titans Event Kit: 003 names it \"(from the Titans Event Kit)\".",
        )
    for faction in spec.get("event_kit_inferred", ()):
        table[faction] = (
            TITAN_SET_EVENT_KIT,
            "This titan is from the Titans Event Kit (inferred): 003 lists the faction as "
            "\"Has optional titan\" and titans were then used only in Big in Japan and the Titan Event Kit.",
        )
    for faction in spec.get("unknown", ()):
        table[faction] = (
            TITAN_SET_UNKNOWN,
            "The set this titan came in is unknown: the archive appends it to the faction without saying, "
            "and the 2018 rulebook (003) does not list the faction as having a titan, so it was released later.",
        )
    return table


# --------------------------------------------------------------------------
# building the card records


def _new_card(**fields) -> dict:
    card = {name: None for name in FIELDS}
    card.update(clarifications=[], previous_versions=[], implemented=False, quantity=1)
    card["notes"] = []
    card.update(fields)
    return card


def _apply_fix(card: dict, fix: dict) -> None:
    for key, value in (fix or {}).items():
        if key in ("notes", "aliases"):
            card.setdefault(key, []).extend(value)
        elif key == "append_clarifications":
            card["clarifications"].extend(c for c in value if c not in card["clarifications"])
        elif key == "previous_versions":
            card["previous_versions"].extend(dict(v) for v in value)
        elif key in FIELDS or key in SETTABLE_EXTRA_FIELDS:
            card[key] = value
        else:
            raise ValueError(f"card_fixes.yaml: unknown field {key!r}")


def faction_card(raw: dict, faction: dict, fixes: dict, titan_sets: dict) -> dict:
    """One archive faction card -> a card record (before slugs and flags)."""
    card = _new_card(
        name=raw["name"].strip(),
        faction=faction["name"],
        set=faction["set"],
        type=raw["type"],
        quantity=raw.get("quantity"),
        power=raw.get("power"),
        errata=normalize_errata(raw.get("errata")),
    )
    card["_id"] = raw["id"]
    text = raw.get("text") or ""
    printed, text = split_power_prefix(text)
    text, clarifications = split_pasted_clarifications(text, clean_clarifications(raw.get("clarifications")))
    card["text"] = clean_text(text)
    card["clarifications"] = clean_clarifications(clarifications)

    if card["type"] == "character":
        card["type"] = "minion"
        card["notes"].append(
            f'The archive types this card "character", the {faction["set"]} word for a minion; it is a minion.'
        )
    if card["type"] == "other":
        fusion = re.match(r"(?i)fusion\s*-\s*", card["text"])
        label = "fusion" if fusion else "minion/action card"
        if fusion:  # "Fusion - " is the card's type line, not ability text
            card["text"] = card["text"][fusion.end():]
        power = f" (power {printed})" if printed else ""
        card["notes"].append(
            f"A {label}: played either as a minion{power}, using only its Minion: ability, or as an action, "
            "using only its Action: ability; on a base it is a minion (002, Fusions)."
        )
    if printed and card["type"] == "action":
        card["notes"].append(
            f'The archive prefixes this action\'s text with "Power {printed} - " (removed here); '
            "actions have no power of their own, the power they give is in their ability."
        )
    if card["power"] is None and printed and printed.isdigit() and card["type"] in ("minion", "other"):
        card["power"] = int(printed)
    if card["type"] == "titan":
        if card["power"] is not None:
            card["notes"].append(
                f"The archive gives this titan power {card['power']}; titans have no power (003, Titans), "
                "they add power through abilities and +1 power counters."
            )
        card["power"] = None
        titan_set, note = titan_sets.get(faction["name"], (TITAN_SET_UNKNOWN, "The set this titan came in is unknown."))
        card["set"] = titan_set
        card["notes"].append(note)
    _apply_fix(card, (fixes.get("cards") or {}).get(raw["id"]))
    return card


def base_card(raw: dict, fixes: dict) -> dict:
    card = _new_card(
        name=raw["name"].strip(),
        faction=raw.get("sourceFaction"),
        set=raw["set"],
        type="base",
        quantity=1,
        breakpoint=raw.get("breakpoint"),
        vp=list(raw["vp"]) if raw.get("vp") is not None else None,
        errata=normalize_errata(raw.get("errata")),
    )
    card["_id"] = raw["id"]
    text, clarifications = split_pasted_clarifications(raw.get("text") or "", clean_clarifications(raw.get("clarifications")))
    card["text"] = clean_text(text)
    card["clarifications"] = clean_clarifications(clarifications)
    card.update(monster_number(card["text"]))
    _apply_fix(card, (fixes.get("bases") or {}).get(raw["id"]))
    if raw["set"].startswith("Core"):
        extra = (fixes.get("core_base_clarifications_003") or {}).get(card["name"])
        if extra and _comparable(extra) not in " ".join(_comparable(c) for c in card["clarifications"]):
            card["clarifications"].append(extra)
    return card


def apply_errata_2018(cards: list[dict], fixes: dict) -> None:
    """Keep the 2018 text (003 Card Text Changes) where today's text differs."""
    spec = fixes.get("errata_2018") or {}
    by_id = {c.get("_id"): c for c in cards}
    for entry in spec.get("cards", ()):
        for card_id in entry["ids"]:
            card = by_id[card_id]
            if _comparable(entry["text"]) == _comparable(card["text"]):
                card["notes"].append(
                    f"The text is the one 003 (Card Text Changes, as \"{entry['name']}\") gives for 2018."
                )
                continue
            version = {"label": "2018", "text": entry["text"], "source": spec["source"]}
            if version not in card["previous_versions"]:
                card["previous_versions"].append(version)


def load_printings(path: Path = PRINTINGS_PATH) -> dict:
    """The reviewed older printings (``printings.yaml``): archive id -> list of printings."""
    if not Path(path).exists():
        return {}
    return (yamlio.safe_load(Path(path).read_text(encoding="utf-8")) or {}).get("cards") or {}


def apply_printings(cards: list[dict], printings: dict) -> None:
    """Add the reviewed older printings to their cards' ``previous_versions`` and check that every
    older printing has a label, unique for its card (``current`` names today's text)."""
    by_id = {c.get("_id"): c for c in cards}
    for card_id, entries in printings.items():
        card = by_id.get(card_id)
        if card is None:
            raise ValueError(f"printings.yaml: no card with archive id {card_id!r}")
        for entry in entries:
            unknown = set(entry) - set(PRINTING_FIELDS)
            if unknown or not entry.get("label") or not entry.get("text") or not entry.get("source"):
                raise ValueError(f"printings.yaml: {card_id}: each printing has label, text and source "
                                 f"(and optionally {', '.join(PRINTING_FIELDS[3:])}); got {sorted(entry)}")
            version = {k: entry[k] for k in PRINTING_FIELDS if k in entry}
            if version.get("quoted") is True:
                del version["quoted"]  # quoted is the default
            card["previous_versions"].append(version)
    for card in cards:
        labels = [str(v.get("label") or "") for v in card["previous_versions"]]
        if any(not lab for lab in labels) or len(set(labels)) != len(labels) or "current" in labels:
            raise ValueError(f"{card['name']}: each older printing needs its own label (not 'current'); "
                             f"got {labels}")


def added_cards(fixes: dict) -> list[tuple[str, dict, list[dict]]]:
    """(file, header, cards) for each hand-defined group (Madness, Munchkin)."""
    groups = []
    for group in fixes.get("added") or ():
        records = []
        for entry in group["cards"]:
            record = _new_card(faction=group.get("faction"), set=group["set"], quantity=None, text="")
            _apply_fix(record, {k: v for k, v in entry.items()})
            record["_unknown_text"] = not record["text"]
            records.append(record)
        header = {"set": group["set"]}
        if group.get("faction"):
            header["faction"] = group["faction"]
        if group.get("notes"):
            header["notes"] = list(group["notes"])
        groups.append((group["file"], header, records))
    return groups


def assign_slugs(cards: list[dict]) -> None:
    """``slugify(name)``; where names collide, ``-<faction-slug>`` (then set) is added."""
    base = [slugify(c["name"]) for c in cards]
    counts = Counter(base)
    slugs = []
    for card, slug in zip(cards, base):
        if counts[slug] > 1:
            owner = card["faction"] or card["type"]
            slug = f"{slug}-{slugify(owner)}"
        slugs.append(slug)
    counts = Counter(slugs)
    for i, card in enumerate(cards):
        if counts[slugs[i]] > 1:
            slugs[i] = f"{slugs[i]}-{slugify(card['set'] or '')}"
    seen: Counter = Counter()
    for card, slug in zip(cards, slugs):
        seen[slug] += 1
        card["slug"] = slug if seen[slug] == 1 else f"{slug}-{seen[slug]}"


# --------------------------------------------------------------------------
# implemented flags


def _registry_check():
    """``oracle.abilities.is_implemented`` when the ability registry has it."""
    try:
        from oracle.abilities import is_implemented  # type: ignore[attr-defined]
    except Exception:  # the registry may not exist yet, or fail to import
        return None
    return is_implemented if callable(is_implemented) else None


def existing_flags(out_dir: Path) -> dict[str, bool]:
    """slug -> implemented, from the card files already in ``out_dir``."""
    flags: dict[str, bool] = {}
    for path in sorted(Path(out_dir).rglob("*.yaml")):
        try:
            doc = yamlio.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError):
            continue
        for entry in doc.get("cards") or ():
            if isinstance(entry, dict) and "slug" in entry and "implemented" in entry:
                flags[entry["slug"]] = bool(entry["implemented"])
    return flags


def set_implemented(cards: list[dict], previous: dict[str, bool], registry=None) -> None:
    for card in cards:
        if not card["text"] and not card.get("_unknown_text"):
            card["implemented"] = True  # nothing to implement
        elif registry is not None:
            try:
                card["implemented"] = bool(registry(card["name"], slug=card["slug"]))
            except Exception:
                card["implemented"] = previous.get(card["slug"], False)
        else:
            card["implemented"] = previous.get(card["slug"], False)


# --------------------------------------------------------------------------
# the whole run


def build(archive_dir: Path = CARD_ARCHIVE_DIR, fixes: dict | None = None) -> list[tuple[str, dict, list[dict]]]:
    """Every output file as (relative path, header, card records)."""
    fixes = load_fixes() if fixes is None else fixes
    catalog, bases = load_archive(archive_dir)
    titan_sets = _titan_set_table(fixes)
    files: list[tuple[str, dict, list[dict]]] = []
    everything: list[dict] = []
    for faction in catalog["factions"]:
        records = [faction_card(raw, faction, fixes, titan_sets) for raw in faction["cards"]]
        path = f"{slugify(faction['set'])}/{slugify(faction['name'])}.yaml"
        files.append((path, {"set": faction["set"], "faction": faction["name"]}, records))
        everything.extend(records)
    by_set: dict[str, list[dict]] = defaultdict(list)
    for raw in bases["bases"]:
        by_set[raw["set"]].append(base_card(raw, fixes))
    base_notes = fixes.get("base_file_notes") or {}
    for set_name, records in by_set.items():
        header = {"set": set_name}
        if base_notes.get(set_name):
            header["notes"] = list(base_notes[set_name])
        files.append((f"{slugify(set_name)}/bases.yaml", header, records))
        everything.extend(records)
    for path, header, records in added_cards(fixes):
        files.append((path, header, records))
        everything.extend(records)
    apply_errata_2018(everything, fixes)
    apply_printings(everything, load_printings())
    assign_slugs(everything)
    paths = [p for p, _h, _r in files]
    duplicates = [p for p, n in Counter(paths).items() if n > 1]
    if duplicates:
        raise ValueError(f"two groups of cards would be written to {duplicates}")
    return sorted(files, key=lambda f: f[0])


def card_record(card: dict) -> dict:
    """The mapping written for one card: the contract's fields, then notes."""
    out = {name: card[name] for name in FIELDS}
    if card["type"] not in TYPES:
        raise ValueError(f"{card['name']}: unknown type {card['type']!r}")
    for name in EXTRA_FIELDS:
        if card.get(name) or (name == "treasure" and card["type"] == "monster" and card.get(name) is not None):
            out[name] = list(card[name]) if isinstance(card[name], list) else card[name]
    return out


class _Dumper(yaml.SafeDumper):
    """Block style, no aliases, long lines kept whole."""

    def ignore_aliases(self, data):  # noqa: D401 - PyYAML hook
        return True


def _represent_str(dumper, data: str):
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _represent_str)


def render(header: dict, cards: list[dict]) -> str:
    doc = dict(header)
    doc["cards"] = [card_record(c) for c in cards]
    head = "# Generated by `oracle ingest --only cards` from ../shared/data/card-archive\n"
    head += "# with oracle/ingest/card_fixes.yaml. Edit those, not this file (implemented flags excepted).\n"
    return head + yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1_000_000)


def ingest(archive_dir: Path = CARD_ARCHIVE_DIR, out_dir: Path = CARDS_DIR, *, verbose: bool = True) -> dict:
    """Regenerate ``out_dir`` from the archive. Returns counts by type and set."""
    out_dir = Path(out_dir)
    files = build(archive_dir)
    cards = [c for _p, _h, records in files for c in records]
    set_implemented(cards, existing_flags(out_dir) if out_dir.exists() else {}, _registry_check())
    rendered = {path: render(header, records) for path, header, records in files}
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in sorted(out_dir.rglob("*.yaml")):
        if old.relative_to(out_dir).as_posix() not in rendered:
            old.unlink()
    for path, text in rendered.items():
        target = out_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
    for folder in sorted(out_dir.rglob("*"), reverse=True):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    summary = {
        "files": len(rendered),
        "cards": len(cards),
        "by_type": dict(sorted(Counter(c["type"] for c in cards).items())),
        "by_set": dict(sorted(Counter(c["set"] for c in cards).items())),
    }
    if verbose:
        kinds = ", ".join(f"{n} {t}" for t, n in summary["by_type"].items())
        print(f"cards: {summary['cards']} entries in {summary['files']} files under {out_dir} ({kinds})")
    return summary
