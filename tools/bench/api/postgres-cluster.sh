#!/bin/sh
# A throw-away PostgreSQL 15 cluster for the park-api benchmarks: trust auth, 127.0.0.1 only, data under
# /tmp, run as the `postgres` user (initdb refuses root). Nothing here touches a system cluster.
#
#   sh tools/bench/api/postgres-cluster.sh start   # prints the BENCH_DATABASE_URL to export
#   sh tools/bench/api/postgres-cluster.sh stop    # stops it and deletes its data
set -eu
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${BENCH_PG_PORT:-55432}
DATA=${BENCH_PG_DATA:-/tmp/park-api-bench-pg}
DB=park_bench

as_postgres() { if [ "$(id -un)" = postgres ]; then sh -c "$1"; else su postgres -c "$1"; fi; }

case "${1:-}" in
  start)
    mkdir -p "$DATA" && chown postgres "$DATA"
    as_postgres "$BIN/initdb -D $DATA -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"
    # max_connections above park-api's pool (10) plus the bench's own connections; fsync stays on so the
    # figures include real commits, as in production.
    as_postgres "$BIN/pg_ctl -D $DATA -l $DATA/server.log -w -o \"-h 127.0.0.1 -p $PORT -k /tmp -c max_connections=50\" start >/dev/null"
    as_postgres "$BIN/createdb -h 127.0.0.1 -p $PORT -U postgres $DB"
    echo "export BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DB"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl -D $DATA -m fast -w stop >/dev/null" || true
    rm -rf "$DATA"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
