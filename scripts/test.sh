#!/usr/bin/env bash
# `npm test`: the phases of the suite, each timed; a failed phase does not stop the later ones, so one run shows
# every failure. At the end a table of the phases with their seconds and the slowest test files from the Vitest
# and Playwright JSON reports (reports/, gitignored), so a new test's cost shows in the next run (decision 120).
set -uo pipefail
cd "$(dirname "$0")/.."

PHASES=()
SECONDS_OF=()
STATUS_OF=()
failed=0

# phase <name> <command…>: runs the command, records its seconds and status.
phase() {
  local name=$1
  shift
  local start=$SECONDS status=ok
  echo "::: ${name}"
  "$@" || status="FAILED ($?)"
  PHASES+=("$name")
  SECONDS_OF+=($((SECONDS - start)))
  STATUS_OF+=("$status")
  [ "$status" = ok ] || failed=1
}

rm -rf reports
phase 'typecheck' npm run --silent typecheck
phase 'lint' npm run --silent lint
phase 'lint:deps' npm run --silent lint:deps
phase 'format:check' npm run --silent format:check
phase 'vitest' npx vitest run
phase 'playwright' npx playwright test

echo
printf '%-18s %8s  %s\n' phase seconds status
total=0
for i in "${!PHASES[@]}"; do
  printf '%-18s %8d  %s\n' "${PHASES[$i]}" "${SECONDS_OF[$i]}" "${STATUS_OF[$i]}"
  total=$((total + SECONDS_OF[i]))
done
printf '%-18s %8d\n' total "$total"
[ -d reports ] && npx tsx scripts/slowest-tests.ts reports
exit "$failed"
