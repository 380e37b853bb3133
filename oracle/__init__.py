"""Smash Up Oracle: a rules reference and ruling oracle for the card game Smash Up."""

__version__ = "0.1.0"
