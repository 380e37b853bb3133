"""Safe YAML loading for every reader of the project's files and of user input.

libyaml's parser (``yaml.CSafeLoader``) when PyYAML was built with it, several times faster
than the pure-Python one; both construct plain data types only.
"""

from __future__ import annotations

import yaml

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(stream):
    """``yaml.safe_load`` with the fastest safe loader available."""
    return yaml.load(stream, Loader=SafeLoader)  # noqa: S506 - a SafeLoader
