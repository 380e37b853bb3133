"""Players' words: the reviewed table ``vocabulary.yaml`` (player phrase -> rulebook words).

Applied to every query's free words (``expand``): a phrase players say ("hand limit",
"mulligan", "bp", "me frist") adds the words the rulebook uses for it, matched whole-word
and case-insensitively (apostrophes ignored), longest phrase first. Each entry carries a
player's question and the corpus section that answers it; tests/test_search_vocabulary.py
runs them all.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path

VOCABULARY_FILE = Path(__file__).with_name("vocabulary.yaml")


@dataclasses.dataclass(frozen=True)
class Entry:
    say: tuple[str, ...]  # the player's phrasings, each normalised (``key``)
    means: tuple[str, ...]  # the rulebook's words
    replace: bool = False
    example: str = ""
    expect: str = ""


def key(text: str) -> tuple[str, ...]:
    """A phrase as matched: lower case, curly quotes and apostrophes dropped, split in words."""
    text = str(text).lower().replace("\u2019", "'").replace("'", "")
    return tuple(text.split())


@lru_cache(maxsize=1)
def entries(path: Path = VOCABULARY_FILE) -> tuple[Entry, ...]:
    from oracle import yamlio

    out = []
    for raw in yamlio.safe_load(path.read_text(encoding="utf-8")) or []:
        says = raw["say"] if isinstance(raw["say"], list) else [raw["say"]]
        out.append(Entry(say=tuple(" ".join(key(s)) for s in says), means=tuple(str(raw["means"]).split()),
                         replace=bool(raw.get("replace")), example=str(raw.get("example") or ""),
                         expect=str(raw.get("expect") or "")))
    return tuple(out)


@lru_cache(maxsize=1)
def table() -> tuple[dict[tuple[str, ...], Entry], list[int]]:
    """``{phrase words: entry}`` and the phrase lengths, longest first."""
    phrases = {tuple(s.split()): e for e in entries() for s in e.say}
    return phrases, sorted({len(k) for k in phrases}, reverse=True)


def expand(words: list[str]) -> list[tuple[list[str], tuple[str, ...]]]:
    """Group the words: each group a phrase (its words; the rulebook's when the entry replaces
    them) and the rulebook words it adds."""
    phrases, lengths = table()
    low = [" ".join(key(w)) for w in words]
    out: list[tuple[list[str], tuple[str, ...]]] = []
    i = 0
    while i < len(words):
        for size in lengths:
            found = phrases.get(tuple(low[i:i + size])) if i + size <= len(words) else None
            if found is not None:  # a replaced phrase: the rulebook's words stand as the player's
                out.append((list(found.means), ()) if found.replace else (list(words[i:i + size]), found.means))
                i += size
                break
        else:
            out.append(([words[i]], ()))
            i += 1
    return out



@lru_cache(maxsize=1)
def _words() -> frozenset:
    return frozenset(w for e in entries() for s in e.say for w in s.split())


def knows(word: str) -> bool:
    """Whether ``word`` is part of a player's phrase in the table (so it is no typo)."""
    return " ".join(key(word)) in _words()
