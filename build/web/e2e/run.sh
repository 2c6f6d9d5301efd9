#!/bin/sh
# The browser end-to-end test: builds the web version, serves it with
# `goose serve` on a free loopback port, and drives Debian's chromium through
# it with playwright-core (e2e.test.mjs); an online game is played between the
# browser and a headless desktop client (bot/) on `goose host`. Screenshots go to build/web/e2e/shots.
# Arguments go to node --test: `run.sh --test-name-pattern=watch` runs only the tests so named.
# GOOSE_BROTLI (default 5 here, 11 for `make web`) trades the build's time for the .br's size.
set -eu
cd "$(dirname "$0")/../../.."
. build/checkgo.sh
sh build/deps.sh web

GOOSE_BROTLI=${GOOSE_BROTLI:-5} sh build/web/build.sh
sh build/web/budget.sh build/web/out
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
CGO_ENABLED=0 go build -o "$tmp/goose" .
CGO_ENABLED=0 go build -o "$tmp/bot" ./build/web/e2e/bot

site=$(pwd)/build/web/out
cd build/web/e2e
# npm ci installs exactly the locked playwright-core (no browser: it drives Debian's).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
echo "== browser end-to-end (chromium, headless)"
GOOSE_BIN="$tmp/goose" GOOSE_BOT="$tmp/bot" GOOSE_WEB_DIR="$site" GOOSE_SHOTS="$(pwd)/shots" node --test --test-reporter=spec "$@" e2e.test.mjs
