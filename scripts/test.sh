#!/usr/bin/env bash
# Installs what the tests need (including Debian's Chromium) and runs every check and test.
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
mkdir -p reports

echo "== Lint and format"
"${PNPM[@]}" exec biome ci --colors=off .
echo "== Typecheck"
"${PNPM[@]}" run typecheck
echo "== Unit, component and server tests"
"${PNPM[@]}" exec jest --ci --json --outputFile=reports/jest.json
echo "== Build"
"${PNPM[@]}" run build
echo "== End-to-end"
rm -rf e2e/.data
(cd e2e && CI=1 "${PNPM[@]}" exec playwright test)
node scripts/testSummary.mjs
