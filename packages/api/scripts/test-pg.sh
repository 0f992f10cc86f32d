#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL: starts (installing if needed) the private cluster of
# pg-up.sh, unless DATABASE_URL is already set.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL="$(bash scripts/pg-up.sh | tail -n 1)"
fi
export DATABASE_URL
NODE_OPTIONS="--experimental-vm-modules --no-warnings" exec ../../node_modules/.bin/jest "$@"
