#!/usr/bin/env bash
# Installs everything, builds the shell, login site and areas, and starts the portal with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM=(npx -y pnpm@10)
"${PNPM[@]}" install
"${PNPM[@]}" run build
exec node scripts/portal.mjs
