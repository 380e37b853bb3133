"""The whoosh analyzer of the index's text fields (imported only to build or open the index)."""

from __future__ import annotations

from whoosh.analysis import Filter, StemmingAnalyzer

from oracle.search.schema import STOP_WORDS, fold_accents


class FoldAccents(Filter):
    """Each token's accents folded ("doppelgänger" -> "doppelganger"); the index's schema names it."""

    def __call__(self, tokens):
        for token in tokens:
            token.text = fold_accents(token.text)
            yield token


def analyzer():
    """Words, lower case, no stop words, stemmed (Porter), accents folded."""
    return StemmingAnalyzer(stoplist=STOP_WORDS, minsize=1) | FoldAccents()
