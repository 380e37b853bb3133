"""Helpers for the web tests (a module name of its own, so no other ``conftest`` shadows it)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


class Data:
    """Look-ups in the built database, so tests follow the real corpus."""

    def __init__(self, path):
        self.con = sqlite3.connect(str(path))
        self.con.row_factory = sqlite3.Row

    def rows(self, sql, params=()):
        try:
            return [dict(r) for r in self.con.execute(sql, params).fetchall()]
        except sqlite3.OperationalError:
            return []

    def one(self, sql, params=()):
        rows = self.rows(sql, params)
        return rows[0] if rows else None

    def need(self, sql, params=(), why="the build has no such row"):
        row = self.one(sql, params)
        if row is None:
            pytest.skip(why)
        return row
