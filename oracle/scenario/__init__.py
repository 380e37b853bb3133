"""Scenarios: load, run and check scenario files (../shared/SCENARIO-FORMAT.md).

``run_file(path) -> dict`` and ``run_text(text, name="<sandbox>", interactive=False,
limits=None) -> dict`` return the result described in docs/architecture.md.
``limits``: ``max_steps``, ``max_events``, ``max_depth``, ``max_seconds``.
"""

from .loader import ScenarioError
from .runner import run_file, run_text

__all__ = ["ScenarioError", "run_file", "run_text"]
