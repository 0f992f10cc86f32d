#!/usr/bin/env bash
# Strict TypeScript over every app and package (each has its own tsconfig.json).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for dir in shell mfe-* packages/*; do
  [ -f "$dir/tsconfig.json" ] || continue
  if pnpm exec tsc -p "$dir/tsconfig.json" --noEmit; then echo "typecheck $dir: ok"; else echo "typecheck $dir: FAILED"; status=1; fi
done
exit $status
