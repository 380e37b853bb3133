"""Search: the whoosh schema (``schema``), the query language (``query``), the
search API (``engine``: ``search``, ``autocomplete``, ``suggest``) and the
``oracle search`` command (``cli``).

Imports are lazy: ``from oracle.search import engine``.
"""
