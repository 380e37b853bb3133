"""One name key: how every part of the project compares card, base and faction names.

The library (``oracle.library``), the engine and the scenario runner (answers, ``as:`` names,
card references), the ability registry, the build (rulings linked to cards) and the web (card
look-ups) all compare names through ``name_key``, so a name that finds a card in one place finds it
in all of them. Two names are the same when they differ only in

- case (``casefold``: "WAR RAPTOR", and "ß" = "ss"),
- accents ("Séance" = "Seance"; also composed or decomposed forms),
- apostrophes, straight or curly, or dropped ("It's Blitzin' Time!" = "its blitzin time!"),
- the shape of quotes and dashes (curly double quotes, en and em dashes, an ellipsis character),
- full-width or other compatibility forms (NFKC) and trade-mark signs ("No-Moon™"),
- spacing (runs of spaces, tabs, non-breaking spaces; leading and trailing space).

Other punctuation counts ("G.E.L.F." is not "GELF").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["name_key"]

_QUOTES = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "`": "'", "\u00b4": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
    "\u2013": "-", "\u2014": "-", "\u2026": "...",
    "\u2122": "", "\u00ae": "", "\u00a9": "",
})
_SPACES = re.compile(r"\s+")


def name_key(name) -> str:
    """The form names are compared in (see the module docstring)."""
    return _key(name if isinstance(name, str) else str(name))


@lru_cache(maxsize=8192)  # the engine compares the same few hundred names millions of times
def _key(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).replace("'", "")
    return _SPACES.sub(" ", text).strip().casefold()
