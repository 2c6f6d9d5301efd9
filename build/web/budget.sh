#!/bin/sh
# Fails when the browser build's download passes its budget (issue 17):
# goose.wasm.gz at most 4 MB (4 MiB, as size.sh counts), as build.sh compresses it (zopfli). Usage: sh build/web/budget.sh [DIR]
# (default build/web/out, where build/web/build.sh puts the build).
set -eu
cd "$(dirname "$0")/../.."
dir=${1:-build/web/out}
budget=4194304
gz=$(wc -c <"$dir/goose.wasm.gz" | tr -d ' ')
echo "goose.wasm.gz: $gz bytes (budget $budget; build/measure/size.sh shows where they go)"
if [ "$gz" -gt "$budget" ]; then
	echo "the browser build is over its gzip budget by $((gz - budget)) bytes" >&2
	exit 1
fi
