"""Is it an English word? Typo correction never "corrects" one ("newer" must not become "never").

The words are the ``english-words`` package's lists (Webster's 2nd and GCIDE, lower case,
letters only: about 260,000 words), read on first use; inflected forms ("newer",
"counters", "discarded", "ties") count through their stems.
"""

from __future__ import annotations

import threading
from functools import lru_cache

_lock = threading.Lock()
_words: frozenset | None = None

VOWELS = frozenset("aeiou")


def _needs_doubling(stem: str) -> bool:
    """A short stem ending consonant-vowel-consonant doubles its last letter: jam -> jammed."""
    return (len(stem) <= 4 and len(stem) >= 3 and stem[-1] not in VOWELS | {"w", "x", "y"}
            and stem[-2] in VOWELS and stem[-3] not in VOWELS)


def words() -> frozenset:
    global _words
    with _lock:
        if _words is None:
            try:
                from english_words import get_english_words_set
            except ImportError:  # pragma: no cover - a broken install: correct nothing rather than guess
                _words = frozenset()
            else:
                _words = frozenset(get_english_words_set(["web2", "gcide"], lower=True, alpha=True))
        return _words


@lru_cache(maxsize=4096)
def is_word(word: str) -> bool:
    """Whether ``word`` (any case) is an English word or a regular inflection of one."""
    w = word.lower().replace("'", "")
    known = words()
    if not known:
        return True  # no list: never correct
    if w in known:
        return True
    return any(stem in known for stem in _stems(w))


def _stems(w: str):
    """The words ``w`` may inflect, by the regular rules only (so "jamed", "ownr" have none)."""
    if w.endswith("ies") or w.endswith("ied"):
        yield w[:-3] + "y"
    if w.endswith("s") and not w.endswith("ss"):
        yield w[:-1]  # players, counters
        if w.endswith("es"):
            yield w[:-2]  # boxes
    for end in ("ed", "ing"):
        if w.endswith(end):
            stem = w[: -len(end)]
            yield stem + "e"  # moved, moving
            if len(stem) >= 2 and stem[-1] == stem[-2]:
                yield stem[:-1]  # stopped
            elif not _needs_doubling(stem):
                yield stem  # discarded, played
    for end in ("er", "est"):
        if w.endswith(end):
            stem = w[: -len(end)]
            if len(stem) <= 5:  # comparatives are of short adjectives: newer, higher
                yield stem + "e" if stem + "e" in words() else stem
                if len(stem) >= 2 and stem[-1] == stem[-2]:
                    yield stem[:-1]  # bigger
    if w.endswith("ly"):
        yield w[:-2]
