"""The card library: every faction card, titan, base and special card.

The library is read from ``corpus/cards/**/*.yaml`` (written by ``oracle ingest
--only cards``, see ``docs/architecture.md``). It answers three questions:

* ``library.get("Laseratops")`` -- the one card with that name (case, curly
  quotes and apostrophes ignored); :class:`UnknownCard` with the closest names
  when there is none, :class:`AmbiguousCard` when different cards share it;
* ``library.by_slug("laseratops")`` -- the card behind a permalink;
* ``library.suggest("lazertops")`` -- closest names, for "did you mean".

>>> lib = load_library()
>>> lib.get("war raptor").power
2
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from oracle import yamlio
from oracle.names import name_key
from oracle.paths import CARDS_DIR

__all__ = [
    "AmbiguousCard",
    "Card",
    "CardError",
    "Library",
    "UnknownCard",
    "UnknownPrinting",
    "load_library",
    "normalize_name",
]


@dataclass(frozen=True)
class Card:
    """One card as printed (with its current errata).

    ``type`` is one of minion, action, titan, base, monster, treasure, madness,
    other (fusions and minion/action dual cards). ``power`` is the printed power
    (None for actions, bases, titans and unknowns), ``breakpoint`` and ``vp``
    ([1st, 2nd, 3rd]) are set for bases only; ``monsters`` is a Munchkin
    base's monster number (``monsters_undead``: only Undead monsters;
    ``monsters_per_player``: that many per player). A monster has a ``treasure``
    number (and ``undead`` when it has that identifier); a treasure's ``as_type`` says
    whether it is played as a ``minion`` or an ``action``. ``aliases`` are other
    names the card has had (e.g. in the 2018 rulebook). ``notes`` are the oracle's own
    remarks (corrections made to the source data, what is unknown); they are
    never official text.
    """

    name: str
    slug: str
    type: str
    faction: str | None = None
    set: str | None = None
    quantity: int | None = 1
    power: int | None = None
    breakpoint: int | None = None
    vp: tuple[int, ...] | None = None
    text: str = ""
    errata: str | None = None
    clarifications: tuple[str, ...] = ()
    previous_versions: tuple[dict, ...] = ()
    implemented: bool = False
    notes: tuple[str, ...] = ()
    monsters: int | None = None
    monsters_undead: bool = False
    monsters_per_player: bool = False
    treasure: int | None = None
    undead: bool = False
    as_type: str | None = None
    aliases: tuple[str, ...] = ()
    file: str = field(default="", compare=False)

    def __hash__(self) -> int:  # previous_versions holds dicts; the slug is unique
        return hash(self.slug)

    @property
    def is_base(self) -> bool:
        return self.type == "base"

    @property
    def printing_labels(self) -> list[str]:
        """The labels a scenario may ask for (``printing:``): ``current`` and each older printing's."""
        return ["current"] + [str(v["label"]) for v in self.previous_versions if isinstance(v, dict) and v.get("label")]

    def printing(self, label: str) -> dict:
        """The older printing with this label (a ``previous_versions`` entry: label, text, source,
        ...). ``UnknownPrinting`` names the known labels when there is none."""
        for v in self.previous_versions:
            if isinstance(v, dict) and str(v.get("label")) == str(label):
                return v
        raise UnknownPrinting(self.name, str(label), self.printing_labels)

    @classmethod
    def from_dict(cls, data: dict, file: str = "") -> "Card":
        vp = data.get("vp")
        return cls(
            name=data["name"],
            slug=data["slug"],
            type=data["type"],
            faction=data.get("faction"),
            set=data.get("set"),
            quantity=data.get("quantity"),
            power=data.get("power"),
            breakpoint=data.get("breakpoint"),
            vp=tuple(vp) if vp is not None else None,
            text=data.get("text") or "",
            errata=data.get("errata"),
            clarifications=tuple(data.get("clarifications") or ()),
            previous_versions=tuple(data.get("previous_versions") or ()),
            implemented=bool(data.get("implemented", False)),
            notes=tuple(data.get("notes") or ()),
            monsters=data.get("monsters"),
            monsters_undead=bool(data.get("monsters_undead", False)),
            monsters_per_player=bool(data.get("monsters_per_player", False)),
            treasure=data.get("treasure"),
            undead=bool(data.get("undead", False)),
            as_type=data.get("as_type"),
            aliases=tuple(data.get("aliases") or ()),
            file=file,
        )


class CardError(LookupError):
    """Base class of the library's lookup errors."""


class UnknownPrinting(CardError):
    """A card has no printing with this label. ``labels`` are the ones it has."""

    def __init__(self, name: str, label: str, labels: list[str]):
        self.name = name
        self.label = label
        self.labels = labels
        super().__init__(f"{name} has no printing {label!r}; its printings: {', '.join(labels)}")


class UnknownCard(CardError):
    """No card has this name. ``suggestions`` holds the closest names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")


class AmbiguousCard(CardError):
    """Several different cards share this name. ``candidates`` lists them."""

    def __init__(self, name: str, candidates: list[Card]):
        self.name = name
        self.candidates = candidates
        where = ", ".join(f"{c.slug} ({c.faction or c.set})" for c in candidates)
        super().__init__(f"{len(candidates)} different cards are named {name!r}: {where}")


#: factions made of reprints of other factions' cards (003: All Stars is "the
#: Dream Team of Smash Up favorites"); a name's original entry is preferred.
REPRINT_FACTIONS = frozenset({"Smash Up All Stars", "World Champs"})

normalize_name = name_key  # the one name key (oracle/names.py)



def loose_key(name: str) -> str:
    """Only the letters and digits of a name: "Do Over" == "Do Over!" == "do-over"."""
    return re.sub(r"[^0-9a-z]+", "", normalize_name(name))


def _same_card(a: Card, b: Card) -> bool:
    """Reprints (All Stars, World Champs) of one card count as the same card."""
    return (
        a.type == b.type
        and a.power == b.power
        and a.breakpoint == b.breakpoint
        and a.vp == b.vp
        and _letters(a.text) == _letters(b.text)
    )


def _letters(text: str) -> str:
    """Text without case, punctuation or spacing: "Draw a card." == "draw a card"."""
    return re.sub(r"[^0-9a-z]+", "", normalize_name(text))


class Library:
    """All cards, with lookups by name and by slug."""

    def __init__(self, cards: list[Card]):
        self.cards: list[Card] = list(cards)
        self._by_slug: dict[str, Card] = {}
        self._by_name: dict[str, list[Card]] = {}
        self._by_alias: dict[str, list[Card]] = {}
        self._by_loose: dict[str, list[Card]] = {}
        for card in self.cards:
            if card.slug in self._by_slug:
                raise ValueError(f"duplicate card slug {card.slug!r} ({card.file})")
            self._by_slug[card.slug] = card
            self._by_name.setdefault(normalize_name(card.name), []).append(card)
            self._by_loose.setdefault(loose_key(card.name), []).append(card)
            for alias in card.aliases:
                self._by_alias.setdefault(normalize_name(alias), []).append(card)
        # one display name per normalised key, for suggestions
        self._names: list[str] = []
        self._keys: list[str] = []
        for key, group in self._by_name.items():
            self._keys.append(key)
            self._names.append(group[0].name)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and bool(loose_key(name)) and bool(self._named(name))

    def all_named(self, name: str) -> list[Card]:
        """Every card entry :meth:`get` would consider (reprints included); [] when none."""
        return list(self._named(name)) if loose_key(name) else []

    def _named(self, name: str) -> list[Card]:
        """Entries for a name: exact (normalised) name, else a former name
        (alias), else the same letters and digits ("Do Over" for "Do Over!")."""
        return (
            self._by_name.get(normalize_name(name))
            or self._by_alias.get(normalize_name(name))
            or self._by_loose.get(loose_key(name))
            or []
        )

    def get(self, name: str, faction: str | None = None) -> Card:
        """The card with this name (case, quotes, apostrophes, accents ignored).

        A card's former names (``aliases``) find it too, and so does the name
        with other punctuation when only one card matches that way. Identical
        reprints in several factions (All Stars, World Champs) are one card:
        the original faction's entry is returned. ``faction`` chooses among
        different cards that share a name. Raises :class:`UnknownCard` or
        :class:`AmbiguousCard`.
        """
        everyone = self._named(name) if loose_key(name) else []
        if not everyone:
            raise UnknownCard(name, self.suggest(name))
        group = everyone
        if faction is not None:
            key = normalize_name(faction)
            group = [c for c in group if c.faction and normalize_name(c.faction) == key]
            if not group:
                where = sorted({c.faction or c.type for c in everyone})
                raise UnknownCard(f"{name} ({faction})", where)
        distinct: list[Card] = []
        for card in group:
            if not any(_same_card(card, seen) for seen in distinct):
                distinct.append(card)
        if len(distinct) > 1:
            raise AmbiguousCard(name, list(group))
        return min(group, key=lambda c: (c.faction in REPRINT_FACTIONS, -(c.quantity or 0), group.index(c)))

    def by_slug(self, slug: str) -> Card:
        """The card with this slug; :class:`UnknownCard` when none."""
        try:
            return self._by_slug[slug]
        except KeyError:
            raise UnknownCard(slug, self.suggest(slug.replace("-", " "))) from None

    def suggest(self, name: str, n: int = 5) -> list[str]:
        """Up to ``n`` card names closest to ``name``, best first."""
        from rapidfuzz import fuzz, process, utils

        query = normalize_name(name)
        if not query:
            return []
        hits = process.extract(
            query,
            self._keys,
            scorer=fuzz.WRatio,
            processor=utils.default_process,
            limit=n,
            score_cutoff=50,
        )
        return [self._names[index] for _key, _score, index in hits]

    def factions(self) -> list[str]:
        """Faction names, sorted."""
        return sorted({c.faction for c in self.cards if c.faction})

    def sets(self) -> list[str]:
        """Set names, sorted."""
        return sorted({c.set for c in self.cards if c.set})

    def bases(self) -> list[Card]:
        return [c for c in self.cards if c.type == "base"]

    def by_faction(self, faction: str) -> list[Card]:
        key = normalize_name(faction)
        return [c for c in self.cards if c.faction and normalize_name(c.faction) == key]


def read_cards(cards_dir: Path | str = CARDS_DIR) -> list[Card]:
    """Every card in the YAML files under ``cards_dir``, in path order."""
    root = Path(cards_dir)
    cards: list[Card] = []
    for path in sorted(root.rglob("*.yaml")):
        with path.open("rb") as handle:
            doc = yamlio.safe_load(handle) or {}
        rel = path.relative_to(root).as_posix()
        for entry in doc.get("cards") or ():
            cards.append(Card.from_dict(entry, file=rel))
    return cards


@lru_cache(maxsize=8)
def _load(cards_dir: str) -> Library:
    return Library(read_cards(cards_dir))


def load_library(cards_dir: Path | str = CARDS_DIR) -> Library:
    """The library in ``cards_dir`` (cached per folder; ``load_library.cache_clear()``)."""
    return _load(str(Path(cards_dir).resolve()))


load_library.cache_clear = _load.cache_clear  # type: ignore[attr-defined]
