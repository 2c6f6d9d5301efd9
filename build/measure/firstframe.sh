#!/bin/sh
# Builds the browser version and prints how long its first game frame takes
# in headless Chromium at 1280×720: each of N runs and the median (issue 17).
#   sh build/measure/firstframe.sh [runs]    (default 5)
set -eu
cd "$(dirname "$0")/../.."
. build/checkgo.sh
sh build/deps.sh web
GOOSE_BROTLI=${GOOSE_BROTLI:-5} sh build/web/build.sh >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
CGO_ENABLED=0 go build -o "$tmp/goose" .
site=$(pwd)/build/web/out
cp build/measure/firstframe.mjs build/web/e2e/ # beside the e2e test's playwright-core
cd build/web/e2e
[ -f node_modules/.package-lock.json ] || npm ci --no-audit --no-fund --loglevel=error
trap 'rm -rf "$tmp"; rm -f firstframe.mjs' EXIT INT TERM
RUNS=${1:-5} GOOSE_BIN="$tmp/goose" GOOSE_WEB_DIR="$site" node firstframe.mjs
