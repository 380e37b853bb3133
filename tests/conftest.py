"""Fixtures shared by the tests under ``tests/``.

Scenario files are collected by the repository's root ``conftest.py``, which
pytest loads for every path (``pytest``, ``pytest tests``, ``pytest scenarios/...``).
"""
