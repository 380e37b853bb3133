"""What a sandbox worker process (``web.isolation``) runs for a request.

Imported once by the workers' forkserver, which also loads the card library here, so every
worker forked from it starts warm. Each task takes and returns plain data (pickled across the
pipe).
"""

from __future__ import annotations

from typing import Any

from oracle.scenario import run_text
from web.answers import add_answer as _add_answer


def run_scenario(text: str, limits: dict[str, Any]) -> dict:
    """Run scenario YAML in interactive mode (a missing answer is a prompt, not a failure)."""
    return run_text(text, name="<sandbox>", interactive=True, limits=limits)


def add_answer(text: str, step: int, answer: Any) -> str:
    return _add_answer(text, step, answer)


WARM_UP = """\
id: warm-up
setup:
  players: [{name: A, factions: [robots, ninjas]}, {name: B, factions: [pirates, aliens]}]
  bases:
    - base: The Central Brain
      minions: [{card: Microbot Alpha, controller: A}]
steps:
  - advance: draw
"""


def board_yaml(doc: Any) -> dict:
    """Builder -> YAML (``web.boards.to_yaml``): ``{"yaml", "error"}``."""
    from web import boards

    try:
        return {"yaml": boards.to_yaml(doc), "error": None}
    except boards.BoardError as exc:
        return {"yaml": None, "error": exc.error}


def board_parse(text: str) -> dict:
    """YAML -> builder (``web.boards.from_yaml``): ``{"doc", "error"}``."""
    from web import boards

    return boards.from_yaml(text)


def _warm() -> None:
    """Load the card library and the abilities: what the first run would otherwise pay for."""
    try:
        run_text(WARM_UP, name="<warm-up>", interactive=True)
    except Exception:  # a broken library: the first real run reports it
        pass


_warm()
