#!/usr/bin/env bash
# `pnpm test`: the lint (ESLint, Prettier, TypeScript), every jest suite, the API suite on PGlite and again on a real PostgreSQL server, the API
# cluster suite (3 replicas on that server), the production build, and the browser suite in Chromium. Runs everything, prints each runner's summary, fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
step() {
  local name="$1"; shift
  echo; echo "=================== $name ==================="
  local start=$SECONDS
  if "$@"; then echo "--- $name: ok ($((SECONDS - start)) s)"; else echo "--- $name: FAILED ($((SECONDS - start)) s)"; failed+=("$name"); fi
}

step "system packages (Chromium)" bash scripts/setup-system.sh
step "lint (ESLint, Prettier, TypeScript)" bash scripts/lint.sh
step "unit and component tests (jest)" pnpm exec jest --ci
step "bench tools (node --test)" node --test packages/bench/src/
step "API tests on PGlite" pnpm --filter @aliento/api test --ci
pg_url=""
step "PostgreSQL server" bash -c 'bash packages/api/scripts/pg-up.sh > /tmp/aliento-pg-url.txt'
pg_url=$(tail -n 1 /tmp/aliento-pg-url.txt 2>/dev/null || true)
if [ -n "$pg_url" ]; then
  step "API tests on PostgreSQL" env DATABASE_URL="$pg_url" pnpm --filter @aliento/api test --ci
fi
step "production build" pnpm run build
if [ -n "$pg_url" ]; then
  # 3 API replicas on that server (a fresh database) behind a round-robin proxy, one killed and restarted mid-journey,
  # with the built apps in Chromium
  step "API cluster (3 replicas, Chromium)" env DATABASE_URL="$pg_url" pnpm --filter @aliento/e2e run test:cluster
fi
step "browser tests (Chromium)" pnpm e2e

echo
if [ ${#failed[@]} -eq 0 ]; then
  echo "ALL TEST STEPS PASSED"
else
  echo "FAILED STEPS: ${failed[*]}"
  exit 1
fi
