#!/usr/bin/env bash
# Install what the tests need and run the whole test suite
# (unit tests, every scenario, random playouts, search evaluation, browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
# Both cores: scenarios and tests are spread over worker processes (pytest-xdist);
# ORACLE_TEST_JOBS=0 runs them in this process.
exec .venv/bin/python -m pytest -n "${ORACLE_TEST_JOBS:-2}" "$@"
