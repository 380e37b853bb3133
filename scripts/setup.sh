#!/usr/bin/env bash
# Install what the oracle needs into .venv (idempotent). With --test, also the
# test tools and Debian's chromium for the browser tests (needs root for apt-get).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=""
for c in python3.11 python3.12 python3.13 python3; do
  if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    PY=$c; break
  fi
done
[ -n "$PY" ] || { echo "setup: Python 3.11 or newer is needed" >&2; exit 1; }

stamp=.venv/.installed
extras=""
[ "${1:-}" = "--test" ] && extras="[test]"
want="$(sha1sum pyproject.toml | cut -d' ' -f1)$extras"
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".$extras"
  echo "$want" > "$stamp"
fi

if [ "${1:-}" = "--test" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
  else
    echo "setup: /usr/bin/chromium is missing and we are not root; browser tests will be skipped" >&2
  fi
fi
