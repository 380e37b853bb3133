"""Fixtures shared by the tests under ``tests/``.

Scenario files are collected by the repository's root ``conftest.py``, which
pytest loads for every path (``pytest``, ``pytest tests``, ``pytest scenarios/...``).
"""

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def real_search_engine(tmp_path_factory):
    """The search engine over the repository's real corpus, cards and rulings, built (without
    running scenarios: search does not read them) into a temporary data folder once."""
    from oracle import build, paths
    from oracle.search import engine as search_engine

    if not any(p for p in paths.CORPUS_DIR.glob("*/*.md")):
        pytest.skip("the corpus has not been ingested yet")
    data = Path(tmp_path_factory.mktemp("real-search-data"))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("ORACLE_DATA_DIR", str(data))
        src = build.Sources(db_path=data / "oracle.db", index_dir=data / "index")
        report = build.build(sources=src, run_scenarios=False)
        assert not report.errors, report.errors
        eng = search_engine.Engine(src.index_dir)
        eng.searcher()  # open it: loads the documents' names and fields
        yield eng
        eng.close()
