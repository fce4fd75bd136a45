#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium and PostgreSQL) and runs every check and test.
# TEST_NOW=<ISO instant> runs the whole suite as if it were that moment (scripts/testClock.cjs);
# the database server keeps the real time: the portal takes "now" from its own clock, and only
# column defaults (the moment a row was written, which orders rows among themselves) are the
# database's.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM=(npx -y pnpm@10)

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests"
  SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo "sudo")
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

"${PNPM[@]}" install
rm -rf reports
mkdir -p reports

if [ -n "${TEST_NOW:-}" ]; then
  echo "== Running as if it were $TEST_NOW"
  TEST_CLOCK_OFFSET_MS=$(node -e 'console.log(Date.parse(process.env.TEST_NOW) - Date.now())')
  export TEST_CLOCK_OFFSET_MS
  export NODE_OPTIONS="--require $(pwd)/scripts/testClock.cjs ${NODE_OPTIONS:-}"
fi

echo "== Lint and format"
"${PNPM[@]}" exec biome ci --colors=off .
echo "== Generated GraphQL schema and types are current, and every document fits the schema"
"${PNPM[@]}" run codegen:check
echo "== Typecheck"
"${PNPM[@]}" run typecheck
echo "== Unit, component and server tests (server on the embedded database)"
# One worker per core: jest leaves one core to itself by default, which halves the run on two.
"${PNPM[@]}" exec jest --ci --maxWorkers=100% --json --outputFile=reports/jest.json
echo "== The shared rules again on a machine clock in another time zone"
TZ=America/Los_Angeles "${PNPM[@]}" exec jest --ci --selectProjects contracts \
  --json --outputFile=reports/jest-contracts-tz.json

echo "== Server tests on a PostgreSQL server"
pgdir=$(mktemp -d)
trap 'bash scripts/testPostgres.sh stop "$pgdir" || true; rm -rf "$pgdir"' EXIT
database_url=$(bash scripts/testPostgres.sh start "$pgdir")
DATABASE_URL=$database_url "${PNPM[@]}" exec jest --ci --selectProjects server \
  --json --outputFile=reports/jest-postgres.json

echo "== Build"
"${PNPM[@]}" run build
echo "== End-to-end"
rm -rf e2e/.data
(cd e2e && CI=1 "${PNPM[@]}" exec playwright test)
node scripts/testSummary.mjs
