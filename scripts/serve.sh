#!/usr/bin/env bash
# Install what is needed and serve the oracle on http://127.0.0.1:8000
# (the SQLite file and the whoosh index are built in data/ on first run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/oracle serve "$@"
