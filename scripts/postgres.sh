#!/usr/bin/env bash
# A throwaway PostgreSQL for the share-store tests: installs Debian's postgresql if missing
# (needs root), makes a cluster in a temporary folder owned by the postgres user, starts it on
# 127.0.0.1:PORT and prints the URL the tests take (ORACLE_TEST_POSTGRES_URL).
#   bash scripts/postgres.sh start [PORT]   -> prints postgresql://postgres@127.0.0.1:PORT/oracle_test
#   bash scripts/postgres.sh stop  [PORT]
set -euo pipefail
cmd=${1:-start}
port=${2:-5439}
dir=/tmp/oracle-postgres-$port

bin=""
find_bin() {
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
}
find_bin
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
}

case "$cmd" in
  start)
    if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
      [ "$(id -u)" = 0 ] || { echo "postgres.sh: PostgreSQL is not installed and we are not root" >&2; exit 1; }
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2
      apt-get install -y -qq postgresql >/dev/null
      find_bin
    fi
    if [ -f "$dir/data/postmaster.pid" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      :
    else
      rm -rf "$dir"
      mkdir -p "$dir"
      chown postgres "$dir"
      as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
      as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null
    fi
    as_postgres "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc \
      "select 1 from pg_database where datname = 'oracle_test'" | grep -q 1 \
      || as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres oracle_test
    echo "postgresql://postgres@127.0.0.1:$port/oracle_test"
    ;;
  stop)
    if [ -n "$bin" ] && [ -d "$dir/data" ]; then
      as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *) echo "usage: postgres.sh start|stop [PORT]" >&2; exit 2 ;;
esac
