"""Search: the whoosh schema (``schema``, ``analysis``), the query language (``query``), the
search API (``engine``: ``search``, ``autocomplete``, ``suggest``), the ranking
(``ranking``), passages (``passages``), one entry per rule (``same_rules``), players'
words (``vocabulary``, ``english``) and the ``oracle search`` command (``cli``).

Imports are lazy: ``from oracle.search import engine``.
"""
