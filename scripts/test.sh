#!/usr/bin/env bash
# Install what the tests need and run the whole test suite
# (unit tests, every scenario, random playouts, search evaluation, browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
exec .venv/bin/python -m pytest "$@"
