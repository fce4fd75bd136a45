#!/usr/bin/env bash
# Builds production bundles, then measures bytes and page vitals in Chromium: reports/bench.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM=(npx -y pnpm@10)
"${PNPM[@]}" install
"${PNPM[@]}" run build
mkdir -p reports
rm -rf e2e/.data
(cd e2e && CI=1 "${PNPM[@]}" exec playwright test --config bench.config.ts)
