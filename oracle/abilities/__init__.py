"""Card abilities, registered by card name (see docs/abilities.md)."""

from .registry import Ability, abilities, ability, implemented_names, is_implemented, load_all, plain

__all__ = ["Ability", "abilities", "ability", "implemented_names", "is_implemented", "load_all", "plain"]
