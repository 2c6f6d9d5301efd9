#!/bin/sh
# Prints the browser build's size, raw, gzip -9 and brotli, and what is inside it:
# the largest symbols and the packages by size (issue 17: the budgets are 4 MB
# gzip and 3.2 MB brotli). Usage: sh build/measure/size.sh [top-N]
set -eu
cd "$(dirname "$0")/../.."
top=${1:-25}
out=$(mktemp -d)
GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$out/goose.wasm" .
gzip -9 -k "$out/goose.wasm"
kib() { echo $(( $(wc -c < "$1") / 1024 )); }
echo "goose.wasm        $(kib "$out/goose.wasm") KiB"
echo "goose.wasm.gz     $(kib "$out/goose.wasm.gz") KiB (gzip -9; budget 4096)"
if command -v brotli >/dev/null 2>&1; then
	brotli -q 11 -k "$out/goose.wasm"
	echo "goose.wasm.br     $(kib "$out/goose.wasm.br") KiB (brotli -q 11; budget 3277)"
fi
# go tool nm cannot read a wasm module: list what the same packages link to in
# the js/wasm build's closest native twin (linux/amd64, the js-only files aside).
# A proxy for where the bytes go, not the wasm's exact sizes.
CGO_ENABLED=0 go build -trimpath -o "$out/sym" .
echo
echo "largest symbols (linux/amd64 proxy):"
go tool nm -size -sort size "$out/sym" 2>/dev/null | awk '$3 != "B" && $3 != "b"' | head -n "$top" | awk '{ printf "  %9d  %s\n", $2, $4 }'
echo
echo "by package (symbol bytes, linux/amd64 proxy):"
go tool nm -size "$out/sym" | awk '$3 == "B" || $3 == "b" { next } { name = $4; sub(/\.[^.\/]*$/, "", name); sub(/\(.*$/, "", name); size[name] += $2 }
	END { for (p in size) printf "%9d  %s\n", size[p], p }' | sort -rn | head -n "$top" | sed 's/^/  /'
