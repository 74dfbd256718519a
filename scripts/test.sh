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

# static_checks <script…>: the npm scripts at once (each mostly one core: tsc, eslint, depcruise, prettier), each
# printed whole when it ends and recorded as its own phase; wall time is the slowest, not the sum.
static_checks() {
  local dir
  dir=$(mktemp -d)
  local script
  for script in "$@"; do
    (
      start=$SECONDS
      npm run --silent "$script" >"${dir}/${script}.log" 2>&1
      echo "$? $((SECONDS - start))" >"${dir}/${script}.done"
    ) &
  done
  wait
  for script in "$@"; do
    local status seconds
    read -r status seconds <"${dir}/${script}.done"
    echo "::: ${script}"
    cat "${dir}/${script}.log"
    PHASES+=("$script")
    SECONDS_OF+=("$seconds")
    if [ "$status" = 0 ]; then STATUS_OF+=(ok); else
      STATUS_OF+=("FAILED (${status})")
      failed=1
    fi
  done
  rm -rf "$dir"
}

rm -rf reports
static_checks typecheck lint lint:deps format:check
phase 'vitest' npx vitest run
phase 'playwright' npx playwright test

echo
printf '%-18s %8s  %s\n' phase seconds status
for i in "${!PHASES[@]}"; do
  printf '%-18s %8d  %s\n' "${PHASES[$i]}" "${SECONDS_OF[$i]}" "${STATUS_OF[$i]}"
done
# The static checks overlap, so the total is the wall time, not the sum of the rows.
printf '%-18s %8d\n' total "$SECONDS"
[ -d reports ] && npx tsx scripts/slowest-tests.ts reports
exit "$failed"
