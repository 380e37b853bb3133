"""Smash Up: Munchkin card abilities (one module per faction, bases in bases.py)."""
