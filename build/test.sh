#!/bin/sh
# Runs every test: formatting, vet, unit and scene tests, the engine soak,
# and the real-window end-to-end run under Xvfb.
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
