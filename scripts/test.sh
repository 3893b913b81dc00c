#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: system packages, type check, lint, unit, component and
# server tests (on SQLite and PostgreSQL), production build (timed), post-build check, HTML validation, weight budget,
# the build with 500 synthetic articles,
# end-to-end tests in Chromium against the production server, the API and page benchmarks, the main-thread
# trace and Lighthouse CI.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "System packages"
bash scripts/ensure-system-deps.sh

step "Type check"
npx tsc --noEmit

step "Lint (ESLint: TypeScript, React hooks, JSX accessibility, the layers of src/)"
npm run lint --silent

step "Unit, component and server tests (SQLite and PostgreSQL)"
npx vitest run

step "Production build"
start=$(date +%s%N)
npm run build --silent
echo "build: $(( ($(date +%s%N) - start) / 1000000 )) ms for $(find dist -name '*.html' | wc -l) HTML pages"

step "Post-build check"
npm run check:dist --silent

step "HTML validation (W3C Nu HTML checker)"
npm run check:html --silent

step "Weight budget"
npm run budget --silent

step "Build cost of 500 more articles (a copy of the project)"
npm run bench:insights --silent

step "End-to-end tests (Chromium)"
npx vitest run --config vitest.e2e.config.ts

step "API benchmark"
BENCH_SECONDS="${BENCH_SECONDS:-5}" npm run bench --silent

step "Page throughput (our server beside a bare Node server sending the same bytes)"
BENCH_SECONDS="${BENCH_SECONDS:-5}" npm run bench:pages --silent

step "Chat engine speed"
npm run bench:chat --silent

step "Main-thread trace (Chromium, unthrottled and 4x CPU)"
npm run perf:trace --silent

step "Lighthouse CI"
npm run lighthouse --silent
