"""Card names in a scenario: its test-only cards (``cards:``), then the engine's catalog."""

from __future__ import annotations

from oracle.engine.cards import CardDef
from oracle.engine.catalog import Catalog as CardCatalog
from oracle.engine.catalog import test_card
from oracle.engine.errors import SetupError

from .loader import ScenarioError

def parse_test_card(d, line) -> CardDef:
    """A ``cards:`` entry (``catalog.test_card``); an error carries the entry's line (or its key's)."""
    try:
        return test_card(d)
    except SetupError as e:
        at = d.key_line(e.path[0]) if e.path and hasattr(d, "key_line") else line
        raise ScenarioError(e.message, at, e.key, e.suggestions) from None


class Catalog(CardCatalog):
    """The engine's catalog (``oracle.engine.catalog``) with the scenario file's line and key in its errors."""

    def get(self, name, line=None, key=None) -> CardDef:
        try:
            return super().get(name)
        except ScenarioError:
            raise
        except SetupError as e:
            raise ScenarioError(e.message, line, key, e.suggestions) from None
