#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: system packages, type check, unit and component
# tests, production build (timed), post-build check, weight budget, end-to-end tests in Chromium
# (routes, navigation, axe) against the production server, and the Lighthouse CI gate.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "System packages"
bash scripts/ensure-system-deps.sh

step "Type check"
npx tsc --noEmit

step "Unit and component tests"
npx vitest run

step "Production build"
start=$(date +%s%N)
npm run build --silent
echo "build: $(( ($(date +%s%N) - start) / 1000000 )) ms for $(find dist -name '*.html' | wc -l) HTML pages"

step "Post-build check"
npm run check:dist --silent

step "Weight budget"
npm run budget --silent

step "End-to-end tests (Chromium)"
npx vitest run --config vitest.e2e.config.ts

step "Lighthouse CI"
npm run lighthouse --silent
