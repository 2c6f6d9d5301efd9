#!/bin/sh
# Runs every test: formatting, vet, unit and scene tests, the engine soak,
# the real-window end-to-end run under Xvfb, the browser build end to end in
# headless Chromium, and the desktop packages built, checked and installed.
set -eu
cd "$(dirname "$0")/.."
. build/checkgo.sh
sh build/deps.sh test
export CGO_ENABLED=0

echo "== gofmt"
bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$bad" ]; then echo "gofmt would change: $bad" >&2; exit 1; fi

echo "== go vet"
go vet ./...
GOOS=js GOARCH=wasm go vet ./...

echo "== go test (with the end-to-end window under Xvfb)"
GOOSE_E2E=1 xvfb-run -a -s "-screen 0 1920x1080x24" go test -count=1 ./...

echo "== the browser build, end to end in headless Chromium"
sh build/web/e2e/run.sh

echo "== the desktop packages: build all six, check them, install the .deb and start it"
sh build/dist/dist.sh
sh build/dist/check.sh
