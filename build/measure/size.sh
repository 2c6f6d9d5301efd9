#!/bin/sh
# Prints the browser build's size, raw, gzip -9, zopfli and brotli, and what is inside it:
# the sections, the packages by code size, the largest functions and data
# (issue 17: the budgets are 4 MB gzip and 3.2 MB brotli). Usage: sh build/measure/size.sh [top-N]
set -eu
cd "$(dirname "$0")/../.."
top=${1:-25}
out=$(mktemp -d)
. build/web/wasm.sh
wasm_build "$out/goose.wasm"
gzip -9 -k "$out/goose.wasm"
kib() { echo $(( $(wc -c < "$1") / 1024 )); }
echo "goose.wasm        $(kib "$out/goose.wasm") KiB"
echo "goose.wasm.gz     $(kib "$out/goose.wasm.gz") KiB (gzip -9)"
if command -v zopfli >/dev/null 2>&1; then
	zopfli --i15 -c "$out/goose.wasm" >"$out/zopfli.gz"
	echo "goose.wasm.gz     $(kib "$out/zopfli.gz") KiB (zopfli --i15, as build/web/build.sh serves it; budget 4096)"
fi
if command -v brotli >/dev/null 2>&1; then
	brotli -q 11 -k "$out/goose.wasm"
	echo "goose.wasm.br     $(kib "$out/goose.wasm.br") KiB (brotli -q 11; budget 3277)"
fi
# go tool nm cannot read a wasm module: build/measure/wasmsize reads the
# module itself, from a twin built with the same flags but keeping its names
# (the names section; the code is byte for byte the same).
wasm_build "$out/named.wasm" ""
echo
go run ./build/measure/wasmsize -top "$top" "$out/named.wasm"
rm -rf "$out"
