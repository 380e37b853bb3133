"""Where the project's files live.

The reviewed sources (corpus/, rulings/, scenarios/) sit at the top of the
repository; everything built from them (the SQLite file, the whoosh index)
goes to a git-ignored data folder, ``data/`` by default or ``$ORACLE_DATA_DIR``.
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
CORPUS_DIR = REPO_ROOT / "corpus"
CARDS_DIR = CORPUS_DIR / "cards"
RULINGS_DIR = REPO_ROOT / "rulings"
SCENARIOS_DIR = REPO_ROOT / "scenarios"
SHARED_DIR = REPO_ROOT.parent / "shared"
SEEDS_DIR = SHARED_DIR / "seeds"
CARD_ARCHIVE_DIR = SHARED_DIR / "data" / "card-archive"


def data_dir() -> Path:
    """The folder for built artefacts; created on demand."""
    path = Path(os.environ.get("ORACLE_DATA_DIR") or REPO_ROOT / "data")
    path.mkdir(parents=True, exist_ok=True)
    return path


def db_path() -> Path:
    return data_dir() / "oracle.db"


def index_dir() -> Path:
    return data_dir() / "index"
