#!/usr/bin/env bash
# Idempotent: installs Debian's PostgreSQL if missing, runs a private cluster on port 55432 (owned by the
# `postgres` user in $PG_DIR), creates the role and database, and prints the DATABASE_URL on its last line.
# Run as root. Environment: PG_DIR (default /tmp/aliento-pg), PG_PORT (55432), PG_DB (aliento), PG_USER (aliento),
# PG_PASSWORD (aliento-dev).
set -euo pipefail

PG_DIR="${PG_DIR:-/tmp/aliento-pg}"
PG_PORT="${PG_PORT:-55432}"
PG_DB="${PG_DB:-aliento}"
PG_USER="${PG_USER:-aliento}"
PG_PASSWORD="${PG_PASSWORD:-aliento-dev}"

log() { echo "pg-up: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (it installs packages and switches to the postgres user)"
  exit 1
fi

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
fi
BIN="$(pg_bin)"
as_pg() { (cd / && runuser -u postgres -- "$@"); }

mkdir -p "$PG_DIR"
chown postgres:postgres "$PG_DIR"
chmod 700 "$PG_DIR"
DATA="$PG_DIR/data"

if [ ! -s "$DATA/PG_VERSION" ]; then
  log "initdb in $DATA"
  as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >&2
fi

if ! as_pg "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  log "starting on port $PG_PORT"
  as_pg "$BIN/pg_ctl" -D "$DATA" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2
fi

psql_pg() { as_pg "$BIN/psql" -h "$PG_DIR" -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }

# the role can create databases: the API test suite clones a template database per test file
if [ "$(psql_pg -c "SELECT 1 FROM pg_roles WHERE rolname = '$PG_USER'")" != "1" ]; then
  psql_pg -c "CREATE ROLE \"$PG_USER\" LOGIN CREATEDB PASSWORD '$PG_PASSWORD'" >&2
else
  psql_pg -c "ALTER ROLE \"$PG_USER\" LOGIN CREATEDB PASSWORD '$PG_PASSWORD'" >&2
fi
if [ "$(psql_pg -c "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'")" != "1" ]; then
  psql_pg -c "CREATE DATABASE \"$PG_DB\" OWNER \"$PG_USER\"" >&2
fi

echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
