#!/usr/bin/env bash
# `pnpm lint`: ESLint (rules and the import arrows in eslint.config.mjs), Prettier's check of the formatting, and
# strict TypeScript over every app and package. Runs all three and fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
if pnpm exec eslint . --max-warnings 0; then echo "eslint: ok"; else echo "eslint: FAILED"; status=1; fi
if pnpm exec prettier --check . --log-level warn; then echo "prettier: ok"; else echo "prettier: FAILED (pnpm format writes it)"; status=1; fi
bash scripts/typecheck.sh || status=1
exit $status
